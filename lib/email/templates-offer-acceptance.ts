/** German e-mails of an offer accepted (or withdrawn) in the customer's project room. */
import { siteConfig } from "@/lib/config";
import { formatCents } from "@/lib/domain/format";
import { formatIsoDay } from "@/lib/time/vienna";

import { paragraphsEmail, signature, singleLine, type EmailContent } from "./templates";

export interface OfferAcceptedEmailInput {
  customerName: string;
  companyName: string;
  serviceLabel: string;
  version: number;
  grossCents: number;
  withdrawalLastDay: string;
  expressStartRequested: boolean;
}

/** To the customer: confirmation of the contract with the PDF attached (durable medium, § 7 FAGG). */
export function offerAcceptedCustomerEmail(input: OfferAcceptedEmailInput): EmailContent {
  return paragraphsEmail("Ihre Annahme des Angebots", "Angebot angenommen", [
    `Guten Tag ${singleLine(input.customerName)},`,
    `Sie haben das Angebot von ${singleLine(input.companyName)} (${singleLine(input.serviceLabel)}, ` +
      `Version ${input.version}) über ${formatCents(input.grossCents)} inkl. USt. angenommen.`,
    `Sie können bis ${formatIsoDay(input.withdrawalLastDay)} ohne Angabe von Gründen widerrufen, ` +
      "z. B. mit der Schaltfläche „Widerrufen“ in Ihrem Projektraum. Das angenommene Angebot mit der " +
      "Widerrufsbelehrung und dem Muster-Widerrufsformular finden Sie im Anhang.",
    input.expressStartRequested
      ? "Sie haben verlangt, dass die Arbeit vor Ende der Widerrufsfrist beginnt."
      : "Die Firma beginnt mit der Arbeit nach Ende der Widerrufsfrist, außer Sie vereinbaren etwas anderes.",
    signature(),
  ]);
}

/** To the company: the customer accepted its offer; the PDF is attached. */
export function offerAcceptedCompanyEmail(input: OfferAcceptedEmailInput): EmailContent {
  return paragraphsEmail("Ihr Angebot wurde angenommen", "Angebot angenommen", [
    `Sehr geehrtes Team von ${singleLine(input.companyName)},`,
    `der Kunde hat Ihr Angebot (${singleLine(input.serviceLabel)}, Version ${input.version}) über ` +
      `${formatCents(input.grossCents)} inkl. USt. online angenommen. Das angenommene Angebot liegt bei.`,
    `Die Widerrufsfrist des Kunden läuft bis ${formatIsoDay(input.withdrawalLastDay)}. ` +
      (input.expressStartRequested
        ? "Der Kunde hat ausdrücklich verlangt, dass Sie vor Ende der Frist beginnen (§ 10 FAGG)."
        : "Der Kunde hat keinen vorzeitigen Beginn verlangt."),
    `Die Provision von ${siteConfig.name} richtet sich nach dem angenommenen Betrag.`,
    signature(),
  ]);
}

/** To a company whose offer was declined because the customer accepted another; names no winner. */
export function offerDeclinedEmail(input: { companyName: string; serviceLabel: string }): EmailContent {
  return paragraphsEmail("Der Kunde hat sich entschieden", "Angebot nicht angenommen", [
    `Sehr geehrtes Team von ${singleLine(input.companyName)},`,
    `der Kunde hat sich für ein anderes Angebot entschieden (${singleLine(input.serviceLabel)}). ` +
      "Vielen Dank für Ihr Angebot und Ihre Mühe.",
    signature(),
  ]);
}

/** Withdrawal confirmation; `to` decides the wording. */
export function offerWithdrawnEmail(input: {
  to: "customer" | "company";
  name: string;
  companyName: string;
  serviceLabel: string;
  reason: string | null;
}): EmailContent {
  const about = `${singleLine(input.serviceLabel)} von ${singleLine(input.companyName)}`;
  return paragraphsEmail("Widerruf des angenommenen Angebots", "Widerruf", [
    input.to === "customer"
      ? `Guten Tag ${singleLine(input.name)},`
      : `Sehr geehrtes Team von ${singleLine(input.name)},`,
    input.to === "customer"
      ? `wir bestätigen Ihren Widerruf des angenommenen Angebots (${about}). Der Vertrag ist damit aufgelöst.`
      : `der Kunde hat seine Annahme Ihres Angebots (${singleLine(input.serviceLabel)}) fristgerecht widerrufen ` +
        "(§ 11 FAGG). Der Vertrag ist damit aufgelöst.",
    ...(input.reason && input.to === "company" ? [`Angegebener Grund: ${input.reason}`] : []),
    signature(),
  ]);
}
