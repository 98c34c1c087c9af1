/** Multipart bodies of the upload routes, as the browser's forms send them (tests only). */

const pdf = () => new Blob([new TextEncoder().encode("%PDF-1.4\n%%EOF\n")]);
const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An insurance confirmation valid for a year. */
export function insuranceForm(): FormData {
  const form = new FormData();
  form.set("insurer", "Wiener Städtische");
  form.set("sumInsuredEuros", "3000000");
  form.set("validUntil", dayIn(365));
  form.set("file", pdf(), "polizze.pdf");
  return form;
}

/** A message with a PDF attachment. */
export function messageForm(): FormData {
  const form = new FormData();
  form.set("body", "Hallo, anbei das Angebot");
  form.append("file", pdf(), "angebot.pdf");
  return form;
}

/** A PDF offer with its net labour (1,000 €) and material (500 €) parts, valid for 30 days. */
export function offerPdfForm(): FormData {
  const form = new FormData();
  form.set("kind", "pdf");
  form.set("labourNet", "1000");
  form.set("materialNet", "500");
  form.set("validUntil", dayIn(30));
  form.set("paymentTerms", "Zahlbar binnen 14 Tagen");
  form.append("file", pdf(), "angebot.pdf");
  return form;
}
