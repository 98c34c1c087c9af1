/** The new-offer e-mail to the customer (lib/email/templates-offers.ts): total, validity, room link, escaping. */
import { newOfferEmail } from "@/lib/email/templates-offers";

const input = {
  customerName: "Anna Kundin",
  companyName: `<b>Malerei</b> & "Co"`,
  serviceLabel: "Malerarbeiten",
  zipCode: "1070",
  version: 1,
  grossCents: 123_456,
  validUntil: "2027-01-31",
  roomUrl: "https://example.at/mein-projekt/abc_DEF-123#angebote",
};

it("names the company in the body only, with the gross total, the validity and the room link", () => {
  const email = newOfferEmail(input);
  expect(email.subject).toBe("Neues Angebot zu Ihrer Anfrage: Malerarbeiten in 1070");
  expect(email.text).toContain(`${input.companyName} hat Ihnen in „Mein Projekt“ ein Angebot gesendet.`);
  expect(email.text).toContain("€\u00a01.234,56 brutto");
  expect(email.text).toContain("gültig bis 31.01.2027");
  expect(email.text).toContain(input.roomUrl);
  expect(email.html).toContain(`href="${input.roomUrl}"`);
  expect(email.html).not.toContain("<b>Malerei</b>");
});

it("says that a later version replaces the earlier one", () => {
  expect(newOfferEmail({ ...input, version: 2 }).text).toContain("Version 2");
});
