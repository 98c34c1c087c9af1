/**
 * Statutory information for offers accepted online (Fern- und Auswärtsgeschäfte-Gesetz, FAGG, BGBl. I 33/2014):
 * § 4 Abs. 1 (pre-contract information), §§ 10, 16 (early start, proportionate amount), § 11 (14 days),
 * § 13 (exercise), § 18 Abs. 1 Z 1 (no withdrawal after full performance), Anhang I Teil A and B (wording).
 */
import type { OfferCompanyIdentity } from "@/lib/domain/company-offer-types";
import { formatIsoDay } from "@/lib/time/vienna";

export interface FaggSection {
  heading: string;
  paragraphs: string[];
}

function identityLines(company: OfferCompanyIdentity): string[] {
  return [
    company.name,
    company.address ?? "Anschrift: siehe Firmenprofil",
    company.email ? `E-Mail: ${company.email}` : null,
    company.phone ? `Telefon: ${company.phone}` : null,
    company.vatId ? `UID: ${company.vatId}` : null,
    company.gisaNumber ? `GISA-Zahl: ${company.gisaNumber}` : null,
  ].filter((line): line is string => line !== null);
}

function contactFor(company: OfferCompanyIdentity): string {
  const parts = [company.name, company.address, company.email ? `E-Mail: ${company.email}` : null];
  return parts.filter(Boolean).join(", ");
}

/** Pre-contract information shown before acceptance (§ 4 Abs. 1 FAGG), incl. the company's identity. */
export function faggPreContractInformation(company: OfferCompanyIdentity): FaggSection[] {
  return [
    { heading: "Ihr Vertragspartner", paragraphs: identityLines(company) },
    {
      heading: "Leistung und Preis",
      paragraphs: [
        "Gegenstand des Vertrags ist die im Angebot beschriebene Werkleistung mit den dort angeführten Positionen.",
        "Der Gesamtpreis ist im Angebot als Bruttobetrag einschließlich 20 % Umsatzsteuer angegeben; " +
          "die Zahlungsbedingungen stehen im Angebot. Weitere Kosten entstehen nur, wenn sie im Angebot stehen.",
        "Der Vertrag kommt mit Ihrer Annahme direkt zwischen Ihnen und der Firma zustande. " +
          "Die Plattform ist nicht Vertragspartei.",
      ],
    },
    {
      heading: "Rücktrittsrecht",
      paragraphs: [
        "Sie haben das Recht, binnen 14 Tagen ab Vertragsabschluss ohne Angabe von Gründen vom Vertrag " +
          "zurückzutreten (§ 11 FAGG). Bedingungen, Frist und Vorgehen stehen in der Widerrufsbelehrung; " +
          "ein Muster-Widerrufsformular steht Ihnen zur Verfügung.",
        "Wenn Sie ausdrücklich verlangen, dass die Firma mit der Arbeit schon während der Rücktrittsfrist beginnt, " +
          "und dann zurücktreten, zahlen Sie einen Betrag, der dem Anteil der bis dahin erbrachten Leistungen " +
          "am Gesamtpreis entspricht (§ 10, § 16 FAGG).",
        "Das Rücktrittsrecht erlischt, wenn die Firma die Leistung auf Ihr ausdrückliches Verlangen vor Ablauf " +
          "der Rücktrittsfrist vollständig erbracht hat (§ 18 Abs. 1 Z 1 FAGG).",
      ],
    },
  ];
}

/**
 * Widerrufsbelehrung (FAGG Anhang I Teil A) adapted to a service contract.
 * @param lastDay last day of the period as ISO day (Vienna), null before acceptance
 */
export function withdrawalInstructions(company: OfferCompanyIdentity, lastDay: string | null): FaggSection {
  return {
    heading: "Widerrufsbelehrung",
    paragraphs: [
      "Widerrufsrecht: Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag " +
        "zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses." +
        (lastDay ? ` Sie endet am ${formatIsoDay(lastDay)}.` : ""),
      `Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${contactFor(company)}) mittels einer eindeutigen ` +
        "Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen " +
        "Vertrag zu widerrufen, informieren. Sie können dafür auch die Schaltfläche „Widerrufen“ in Ihrem " +
        "Projektraum verwenden. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch " +
        "nicht vorgeschrieben ist.",
      "Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des " +
        "Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.",
      "Folgen des Widerrufs: Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von " +
        "Ihnen erhalten haben, unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an " +
        "dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung " +
        "verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es " +
        "sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen " +
        "dieser Rückzahlung Entgelte berechnet.",
      "Haben Sie verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen sollen, so haben Sie " +
        "uns einen angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem Sie uns von " +
        "der Ausübung des Widerrufsrechts hinsichtlich dieses Vertrags unterrichten, bereits erbrachten " +
        "Dienstleistungen im Vergleich zum Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen entspricht.",
    ],
  };
}

/** Muster-Widerrufsformular (FAGG Anhang I Teil B), line by line. */
export function withdrawalFormTemplate(company: OfferCompanyIdentity): string[] {
  return [
    "Muster-Widerrufsformular",
    "(Wenn Sie den Vertrag widerrufen wollen, füllen Sie bitte dieses Formular aus und senden Sie es zurück.)",
    `An ${contactFor(company)}:`,
    "Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden " +
      "Waren (*)/die Erbringung der folgenden Dienstleistung (*)",
    "Bestellt am (*)/erhalten am (*)",
    "Name des/der Verbraucher(s)",
    "Anschrift des/der Verbraucher(s)",
    "Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)",
    "Datum",
    "(*) Unzutreffendes streichen.",
  ];
}

/** The checkbox text of the express request to start within the withdrawal period (§ 10 FAGG). */
export const EXPRESS_START_LABEL =
  "Ich verlange ausdrücklich, dass die Firma mit der Arbeit vor Ende der Widerrufsfrist beginnt.";

/** What an early start costs on withdrawal (§ 16 FAGG) and when the right ends (§ 18 Abs. 1 Z 1 FAGG). */
export const EXPRESS_START_CONSEQUENCE =
  "Wenn Sie dann widerrufen, zahlen Sie einen anteiligen Betrag für die bis dahin erbrachten Leistungen. " +
  "Ist die Leistung vor Ablauf der Frist vollständig erbracht, erlischt Ihr Widerrufsrecht.";

/** The checkbox the customer ticks before accepting. */
export const ACCEPT_CONFIRM_LABEL =
  "Ich habe die Informationen zum Vertragspartner, zum Preis und die Widerrufsbelehrung gelesen und nehme " +
  "das Angebot zahlungspflichtig an.";
