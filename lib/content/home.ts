/**
 * Static copy of the home page: the "So funktioniert's" steps, how reviews come about (no testimonials) and
 * the FAQ (also FAQPage JSON-LD, so answers are plain text). Claims follow spec: public-side §1.
 */
import { siteConfig } from "@/lib/config";

/** One step of "So funktioniert's". */
export interface HomeStep {
  title: string;
  text: string;
}

/** Steps for private customers (titles fixed by the spec). */
export const CUSTOMER_STEPS: readonly HomeStep[] = [
  {
    title: "Anfrage stellen",
    text: "Beantworten Sie ein paar kurze Fragen zu Ihrem Projekt – in 2 Minuten erledigt, kostenlos und unverbindlich.",
  },
  {
    title: "Angebote erhalten",
    text: "Bis zu 4 geprüfte Fachbetriebe aus Wien erhalten Ihre Anfrage und melden sich in der Regel innerhalb von 24 Stunden bei Ihnen.",
  },
  {
    title: "Projekt starten",
    text: "Vergleichen Sie Preise und Bewertungen in Ruhe und beauftragen Sie das Unternehmen, das am besten passt.",
  },
];

/** Steps for companies (titles fixed by the spec). */
export const COMPANY_STEPS: readonly HomeStep[] = [
  {
    title: "Profil erstellen",
    text: "Registrieren Sie Ihren Betrieb mit Gewerbeberechtigung, Leistungen und Einsatzgebiet in Wien.",
  },
  {
    title: "Leads erhalten",
    text: "Sie bekommen passende Anfragen mit allen Projektdetails direkt in Ihr Dashboard.",
  },
  {
    title: "Projekte gewinnen",
    text: "Erstellen Sie Ihr Angebot und gewinnen Sie neue Kunden – Provision nur bei erfolgreicher Vermittlung.",
  },
];

/**
 * What the pages say about reviews instead of testimonials (none is seeded or invented). Each point restates
 * what lib/domain/review-eligibility.ts and lib/reviews/invitations.ts do; change them together.
 */
export const REVIEW_PROMISES: readonly HomeStep[] = [
  {
    title: "Nur bestätigte Aufträge",
    text: `Bewerten kann nur, wer über ${siteConfig.name} angefragt hat und dessen Auftrag beide Seiten bestätigt haben – der Betrieb und die Kundin oder der Kunde.`,
  },
  {
    title: "Eine Bewertung pro Auftrag",
    text: "Nach Abschluss der Arbeiten kommt ein persönlicher Link per E-Mail. Er gilt für genau eine Bewertung; Betriebe können Bewertungen weder ändern noch löschen.",
  },
  {
    title: "Sichtbar auf dem Firmenprofil",
    text: "Jede veröffentlichte Bewertung steht mit Sternen, Text, Leistung und Monat des Auftrags auf dem Profil des Betriebs. Für eine bessere Platzierung kann niemand bezahlen.",
  },
];

/** Links under the review promises: how reviews are collected, and the company directory. */
export const REVIEW_LINKS = {
  policy: { label: "So entstehen unsere Bewertungen", href: "/bewertungen" },
  directory: { label: "Fachbetriebe ansehen", href: "/firmen" },
} as const;

/** One FAQ item; the answer is plain text (also used for the FAQPage JSON-LD). */
export interface FaqItem {
  question: string;
  answer: string;
}

export const HOME_FAQ: readonly FaqItem[] = [
  {
    question: `Was kostet die Nutzung von ${siteConfig.name}?`,
    answer: `Für Kundinnen und Kunden ist ${siteConfig.name} komplett kostenlos. Sie bezahlen nur das Unternehmen, das Sie selbst beauftragen. Passt kein Angebot, entstehen Ihnen keinerlei Kosten.`,
  },
  {
    question: "Wie viele Angebote erhalte ich?",
    answer:
      "Sie erhalten bis zu 4 kostenlose Angebote von geprüften Fachbetrieben, die zu Ihrem Projekt und Ihrem Bezirk passen. So können Sie Preise, Leistungen und Termine direkt vergleichen.",
  },
  {
    question: "Wie schnell meldet sich ein Unternehmen?",
    answer:
      "In der Regel nehmen die Unternehmen innerhalb von 24 Stunden Kontakt mit Ihnen auf – telefonisch oder per E-Mail, um Details zu klären oder einen Besichtigungstermin zu vereinbaren.",
  },
  {
    question: "Wie werden die Unternehmen geprüft?",
    answer:
      "Wir prüfen jeden Partnerbetrieb gegen das Gewerbeinformationssystem Austria (GISA), ob seine Gewerbeberechtigung zur Art der Arbeit passt, über VIES seine UID-Nummer und, wo eingetragen, das Firmenbuch; dazu muss er eine gültige Bestätigung seiner Betriebshaftpflichtversicherung vorlegen. Die Registerprüfung wiederholen wir monatlich. Endet die Gewerbeberechtigung oder läuft die Versicherung ab, erhält der Betrieb keine neuen Anfragen. Auf jedem Firmenprofil steht, was wir wann geprüft haben; laufende Kundenbewertungen zeigen, ob die Qualität stimmt.",
  },
  {
    question: "Gehe ich mit meiner Anfrage eine Verpflichtung ein?",
    answer:
      "Nein. Ihre Anfrage ist unverbindlich. Sie entscheiden in Ruhe, ob und welches Angebot Sie annehmen – ohne Vertrag und ohne versteckte Gebühren.",
  },
  {
    question: "In welchen Regionen sind Sie tätig?",
    answer:
      "Wir vermitteln Fachbetriebe in ganz Wien – in allen 23 Bezirken – sowie im Wiener Umland, etwa in Mödling, Klosterneuburg, Schwechat oder Perchtoldsdorf.",
  },
];
