/**
 * Static copy of the home page (public-side.md §2 Home): the "So funktioniert's" steps for private
 * customers and companies, the three testimonials and the six FAQ items (also rendered as FAQPage
 * JSON-LD, so answers are plain text). Claims follow public-side.md §1: free for customers, up to
 * 4 quotes, contact within 24 hours, companies vetted on licence, insurance, references and
 * reviews, no obligation, Vienna and surroundings.
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
    text: "Bis zu 4 geprüfte Fachbetriebe aus Wien melden sich innerhalb von 24 Stunden mit ihrem Angebot.",
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

/** A fixed customer review (five stars each). */
export interface Testimonial {
  /** First name and initial, e.g. "Martina K.". */
  name: string;
  /** District shown after the name. */
  location: string;
  projectType: string;
  /** Relative time of the review as displayed, e.g. "vor 2 Wochen". */
  relativeTime: string;
  text: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: "Martina K.",
    location: "Wien-Neubau",
    projectType: "Badrenovierung",
    relativeTime: "vor 2 Wochen",
    text: "Innerhalb eines Tages hatte ich drei Angebote für unser Bad im Altbau. Die Firma war pünktlich, sauber und hat den Kostenrahmen eingehalten – nach drei Wochen konnten wir wieder duschen.",
  },
  {
    name: "Thomas W.",
    location: "Wien-Favoriten",
    projectType: "Wohnungsrenovierung",
    relativeTime: "vor 1 Monat",
    text: "Neue Böden, Elektrik und Malerarbeiten in 70 m². Die Angebote waren gut vergleichbar und die Kommunikation lief unkompliziert über WhatsApp. Klare Empfehlung!",
  },
  {
    name: "Sabine H.",
    location: "Wien-Döbling",
    projectType: "Küchenrenovierung",
    relativeTime: "vor 3 Monaten",
    text: "Ich hatte keine Zeit, selbst Handwerker zu suchen. Die Anfrage war in wenigen Minuten ausgefüllt, und schon am nächsten Tag kam der erste Besichtigungstermin.",
  },
];

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
    answer: "Sie erhalten bis zu 4 kostenlose Angebote von geprüften Fachbetrieben, die zu Ihrem Projekt und Ihrem Bezirk passen. So können Sie Preise, Leistungen und Termine direkt vergleichen.",
  },
  {
    question: "Wie schnell meldet sich ein Unternehmen?",
    answer: "In der Regel nehmen die Unternehmen innerhalb von 24 Stunden Kontakt mit Ihnen auf – telefonisch oder per E-Mail, um Details zu klären oder einen Besichtigungstermin zu vereinbaren.",
  },
  {
    question: "Wie werden die Unternehmen geprüft?",
    answer: "Wir arbeiten nur mit verifizierten Betrieben zusammen. Geprüft werden Gewerbeberechtigung, Betriebshaftpflichtversicherung und Referenzen; laufende Kundenbewertungen zeigen uns, ob die Qualität stimmt.",
  },
  {
    question: "Gehe ich mit meiner Anfrage eine Verpflichtung ein?",
    answer: "Nein. Ihre Anfrage ist unverbindlich. Sie entscheiden in Ruhe, ob und welches Angebot Sie annehmen – ohne Vertrag und ohne versteckte Gebühren.",
  },
  {
    question: "In welchen Regionen sind Sie tätig?",
    answer: "Wir vermitteln Fachbetriebe in ganz Wien – in allen 23 Bezirken – sowie im Wiener Umland, etwa in Mödling, Klosterneuburg, Schwechat oder Perchtoldsdorf.",
  },
];
