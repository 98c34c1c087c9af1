/** Statutory information for offers accepted online (Fern- und Auswärtsgeschäfte-Gesetz, FAGG). */
import type { OfferCompanyIdentity } from "@/lib/domain/company-offer-types";

export interface FaggSection {
  heading: string;
  paragraphs: string[];
}

/** Pre-contract information shown before acceptance (§ 4 FAGG), incl. the company's identity. */
export function faggPreContractInformation(company: OfferCompanyIdentity): FaggSection[] {
  return [{ heading: "Ihr Vertragspartner", paragraphs: [company.name] }];
}

/** Widerrufsbelehrung (FAGG Anhang I Teil A) with the last day of the period (ISO day). */
export function withdrawalInstructions(company: OfferCompanyIdentity, lastDay: string | null): FaggSection {
  return { heading: "Widerrufsbelehrung", paragraphs: [company.name, lastDay ?? ""] };
}

/** Muster-Widerrufsformular (FAGG Anhang I Teil B), line by line. */
export function withdrawalFormTemplate(company: OfferCompanyIdentity): string[] {
  return ["Muster-Widerrufsformular", `An ${company.name}`];
}

/** The checkbox text of the express request to start within the withdrawal period (§ 10 FAGG). */
export const EXPRESS_START_LABEL =
  "Ich verlange ausdrücklich, dass mit der Arbeit vor Ende der Widerrufsfrist begonnen wird.";

/** What an early start costs on withdrawal (§ 16 FAGG). */
export const EXPRESS_START_CONSEQUENCE =
  "Bei Widerruf zahlen Sie einen anteiligen Betrag für bereits erbrachte Leistungen.";

/** The checkbox the customer ticks before accepting. */
export const ACCEPT_CONFIRM_LABEL = "Ich habe die Informationen und die Widerrufsbelehrung gelesen.";
