/**
 * Texts of the partner landing page /unternehmen: benefits, steps, key terms, FAQ and the ranking factors.
 * Commission terms are those the spec states to partners (spec: authenticated-side §1, §9), with the rate
 * from "Einstellungen".
 */
import { siteConfig } from "@/lib/config";
import { MAX_COMPANIES_PER_PROJECT, RANKING_FACTORS } from "@/lib/domain/matching";
import { MIN_RESPONSE_SAMPLES, RESPONSE_TIME_WINDOW_DAYS } from "@/lib/domain/response-time";
import type { FaqItem } from "./home";

/** Icon keys the landing components map to lucide icons. */
export type PartnerIcon = "percent" | "target" | "trending-up" | "user-plus" | "shield-check" | "inbox" | "receipt";

export interface PartnerBenefit {
  icon: PartnerIcon;
  title: string;
  text: string;
}

export interface PartnerStep {
  icon: PartnerIcon;
  title: string;
  text: string;
}

export interface PartnerStat {
  value: string;
  label: string;
}

/** The three benefits; `commission` as shown, e.g. "10 %". */
export function partnerBenefits(commission: string): readonly PartnerBenefit[] {
  return [
    {
      icon: "percent",
      title: "Faire Provision",
      text: `Nur ${commission} vom Projektwert – und nur, wenn ein Projekt erfolgreich abgeschlossen ist. Keine Grundgebühr, keine Vorauszahlung, keine Kosten für Anfragen ohne Auftrag.`,
    },
    {
      icon: "target",
      title: "Qualifizierte Leads",
      text: "Kundinnen und Kunden beschreiben ihr Vorhaben in einem ausführlichen Fragebogen – mit Art der Arbeiten, Umfang, Budget und Zeitplan. Sie erhalten nur Anfragen, die zu Ihren Leistungen passen.",
    },
    {
      icon: "trending-up",
      title: "Wachstum",
      text: "Erreichen Sie neue Kundinnen und Kunden in Wien und Umgebung, füllen Sie Ihre Auftragsbücher planbar und konzentrieren Sie sich auf Ihr Handwerk statt auf Akquise.",
    },
  ];
}

/** The four steps; `commission` as shown, e.g. "10 %". */
export function partnerSteps(commission: string): readonly PartnerStep[] {
  return [
    {
      icon: "user-plus",
      title: "Registrieren",
      text: "Füllen Sie das kurze Registrierungsformular aus – das dauert nur wenige Minuten.",
    },
    {
      icon: "shield-check",
      title: "Verifizierung",
      text: "Wir prüfen Ihre Gewerbeberechtigung im GISA, Ihre UID über VIES, Ihre Haftpflichtversicherung und Ihre Referenzen. Das dauert in der Regel 2-3 Werktage.",
    },
    {
      icon: "inbox",
      title: "Leads erhalten",
      text: "Passende Projektanfragen mit allen Kontaktdaten erscheinen in Ihrem Firmen-Dashboard.",
    },
    {
      icon: "receipt",
      title: "Provision zahlen",
      text: `Erst wenn ein Projekt erfolgreich abgeschlossen ist, zahlen Sie ${commission} Provision auf den Projektwert.`,
    },
  ];
}

/**
 * The key terms in figures. The spec's statistics (100+ projects, 95 % satisfaction, …) are not shown:
 * nothing measures them. Each value is a term stated in the FAQ or a rule the product enforces.
 */
export const PARTNER_STATS: readonly PartnerStat[] = [
  { value: "0 €", label: "Grundgebühr und Vorauszahlung" },
  { value: `max. ${MAX_COMPANIES_PER_PROJECT}`, label: "Betriebe pro Anfrage" },
  { value: "2–3", label: "Werktage bis zur Freischaltung" },
  { value: "0", label: "Monate Mindestlaufzeit" },
];

/** The company FAQ; plain-text answers, also used for the FAQPage JSON-LD. */
export function partnerFaq(commission: string): readonly FaqItem[] {
  return [
    {
      question: `Was kostet die Partnerschaft mit ${siteConfig.name}?`,
      answer: `Die Registrierung und das Firmen-Dashboard sind kostenlos. Sie zahlen ausschließlich eine Provision von ${commission} des Projektwerts – und nur für Projekte, die erfolgreich abgeschlossen wurden. Es gibt keine Grundgebühr und keine Vorauszahlung.`,
    },
    {
      question: "Wann wird die Provision fällig?",
      answer: `Erst wenn ein über ${siteConfig.name} vermitteltes Projekt erfolgreich abgeschlossen ist. Kommt kein Auftrag zustande, zahlen Sie nichts. Die Provision berechnen wir vom gesamten Auftragswert; Sie erhalten dafür eine Rechnung, die innerhalb von 14 Tagen per Überweisung zu bezahlen ist.`,
    },
    {
      question: "Ist die Provision verhandelbar?",
      answer: `Ja. ${commission} des Projektwerts sind unser Standardsatz. Bei größeren Projekten oder einer langfristigen Zusammenarbeit sprechen wir gerne über individuelle Konditionen.`,
    },
    {
      question: "Gibt es eine Mindestvertragslaufzeit?",
      answer:
        "Nein. Es gibt keine Mindestlaufzeit und keine Kündigungsfrist – Sie können die Partnerschaft jederzeit beenden.",
    },
    {
      question: "Wie lange dauert die Verifizierung?",
      answer:
        "Nach Ihrer Registrierung prüfen wir Ihre Angaben, Ihre Gewerbeberechtigung im Gewerbeinformationssystem Austria (GISA), Ihre UID-Nummer über VIES, Ihre Haftpflichtversicherung und Ihre Referenzen. Das dauert in der Regel 2-3 Werktage. Die Registerprüfung wiederholen wir monatlich; Anfragen erhalten Sie nur zu Arbeiten, die eine aktive Gewerbeberechtigung abdeckt, und solange Ihre Versicherungsbestätigung gilt. Sobald Ihr Unternehmen freigeschaltet ist, erhalten Sie per E-Mail den Zugang zu Ihrem Firmen-Dashboard.",
    },
    {
      question: "Welche Anfragen erhalte ich?",
      answer:
        "Sie erhalten Anfragen aus Wien und Umgebung, die zu Ihren Leistungen passen – etwa Bad-, Küchen- oder Wohnungsrenovierungen. Pro Projekt vermitteln wir höchstens 4 geprüfte Unternehmen, damit Sie echte Chancen auf den Auftrag haben.",
    },
  ];
}

/** WhatsApp link with a German greeting; `whatsapp` is the number in international digits ("4366012345678"). */
export function partnerWhatsAppHref(whatsapp: string): string {
  const text = `Hallo, ich interessiere mich für eine Partnerschaft mit ${siteConfig.name}.`;
  return `https://wa.me/${whatsapp.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}

/** mailto link of the closing call to action. */
export function partnerMailtoHref(email: string): string {
  const subject = `Partnerschaft mit ${siteConfig.name}`;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

/**
 * How companies are suggested for a lead (P2B regulation (EU) 2019/1150 Art. 5), shown on /unternehmen and
 * /agb. The factors come from RANKING_FACTORS, the list `rankCandidates` sorts by, so text and ranking
 * cannot drift apart.
 */
export const RANKING_TRANSPARENCY = {
  title: "Wie wir Anfragen an Partnerbetriebe verteilen",
  intro: `Für jede Anfrage reiht ${siteConfig.name} die geprüften Partnerbetriebe nach diesen Kriterien, in dieser Reihenfolge. Jedes Kriterium entscheidet nur zwischen Betrieben, die bei allen vorherigen gleichauf liegen:`,
  factors: RANKING_FACTORS.map((factor, index) => `${index + 1}. ${factor.label}: ${factor.text}.`),
  details: [
    `Die Antwortzeit zählt ab ${MIN_RESPONSE_SAMPLES} erfassten Kontaktaufnahmen in den letzten ${RESPONSE_TIME_WINDOW_DAYS} Tagen, die Bewertung ab der ersten veröffentlichten Bewertung. Betriebe ohne diese Werte werden nicht ausgeschlossen, sondern nach den Betrieben mit Werten gereiht.`,
    "Bei vollständigem Gleichstand entscheidet der Firmenname in alphabetischer Reihenfolge.",
    `Aus dieser Reihung wählt unser Team für jede Anfrage höchstens ${MAX_COMPANIES_PER_PROJECT} Betriebe aus.`,
  ],
  noPayment:
    "Keine Zahlung ändert die Reihenfolge: weder Werbung noch eine höhere oder individuell vereinbarte Provision noch eine andere Gegenleistung.",
} as const;
