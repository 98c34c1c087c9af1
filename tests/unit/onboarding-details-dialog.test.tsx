/**
 * The admin's partner onboarding details dialog (jsdom; spec: authenticated-side §2 "Partner
 * onboarding"): all seven sections, German labels of stored enumeration values, links rendered only
 * for http(s) URLs (new tab, rel="noopener noreferrer"), and approve/reject only while pending.
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { OnboardingDetailsDialog } from "@/components/admin/partner-onboarding/onboarding-details-dialog";
import type { AdminOnboarding } from "@/lib/domain/admin-approvals";

const record: AdminOnboarding = {
  id: 7,
  companyName: "Elektro Novak e.U.",
  address: "Favoritenstraße 50, 1100 Wien",
  contactPerson: "Jan Novak",
  email: "jan@elektro-novak.at",
  phone: "+436605556677",
  phone2: "+49301234567",
  businessLicense: "wetransfer_link",
  businessLicenseLink: "https://we.tl/t-gewerbeschein",
  liability: "email_sent",
  liabilityLink: "javascript:alert(1)",
  references: "Wohnhausanlage 1100 Wien",
  services: ["elektriker", "tiling"],
  topServices: "Altbau-Elektrik",
  pricingAvailable: "no_standard_pricing",
  pricingLink: null,
  currentOffers: null,
  siteVisitOffer: "Kostenlos",
  typicalStartTime: "2_4_weeks",
  calendarSharing: "create_platform_calendar",
  calendarLink: "cal.example.at/novak",
  availability: "Mo-Fr 7-16 Uhr",
  preferredChannels: ["whatsapp", "phone"],
  otherChannel: null,
  differentiator: "Schnell und sauber",
  specialNotes: null,
  paymentMethod: "sepa",
  paymentMethodOther: null,
  provisionNotes: "Passt so",
  cashPaymentAcceptance: "understood",
  cashPaymentReason: null,
  privacyConsent: true,
  status: "pending",
  processedBy: null,
  processedAt: null,
  notes: null,
  createdAt: new Date(2026, 0, 15, 10, 0).toISOString(),
};

function renderDialog(value: AdminOnboarding, onDecide = jest.fn()) {
  render(
    <OnboardingDetailsDialog record={value} open onOpenChange={() => undefined} busy={null} onDecide={onDecide} />,
  );
  return { dialog: screen.getByRole("dialog"), onDecide };
}

/** The <dd> of the <dt> `label` in the section `section`. */
function valueOf(dialog: HTMLElement, section: string, label: string): HTMLElement {
  const region = within(dialog).getByRole("region", { name: section });
  const term = within(region).getByText(label, { selector: "dt" });
  return term.nextElementSibling as HTMLElement;
}

it("shows all sections of §2 with German labels for stored values", () => {
  const { dialog } = renderDialog(record);
  for (const section of [
    "Firmendaten",
    "Leistungen und Preise",
    "Kapazität und Verfügbarkeit",
    "Kommunikation und Arbeitsweise",
    "Zahlung und Provision",
    "Nachweise und Dokumentation",
    "Status und Datum",
  ]) {
    expect(within(dialog).getByRole("region", { name: section })).toBeInTheDocument();
  }
  expect(valueOf(dialog, "Firmendaten", "Zweite Telefonnummer")).toHaveTextContent("+49 30 1234567");
  expect(valueOf(dialog, "Leistungen und Preise", "Leistungen")).toHaveTextContent("Elektriker, Fliesenleger");
  expect(valueOf(dialog, "Leistungen und Preise", "Preisliste")).toHaveTextContent("Keine Standardpreise");
  expect(valueOf(dialog, "Kapazität und Verfügbarkeit", "Üblicher Projektstart")).toHaveTextContent("In 2-4 Wochen");
  expect(valueOf(dialog, "Kapazität und Verfügbarkeit", "Terminabstimmung")).toHaveTextContent(
    "Wir legen einen Kalender für die Firma an",
  );
  expect(valueOf(dialog, "Kommunikation und Arbeitsweise", "Bevorzugte Kommunikationswege")).toHaveTextContent(
    "WhatsApp, Telefon",
  );
  expect(valueOf(dialog, "Zahlung und Provision", "Zahlungsart der Provision")).toHaveTextContent("SEPA-Überweisung");
  expect(valueOf(dialog, "Zahlung und Provision", "Barzahlungsanteile in der Provision")).toHaveTextContent(
    "Ja, verstanden",
  );
  expect(valueOf(dialog, "Nachweise und Dokumentation", "Gewerbeberechtigung")).toHaveTextContent(
    "Per WeTransfer-Link",
  );
  expect(valueOf(dialog, "Nachweise und Dokumentation", "Betriebshaftpflichtversicherung")).toHaveTextContent(
    "Per E-Mail gesendet",
  );
  expect(valueOf(dialog, "Status und Datum", "Status")).toHaveTextContent("Wartend");
  expect(valueOf(dialog, "Status und Datum", "Eingegangen am")).toHaveTextContent("15.01.2026");
  expect(valueOf(dialog, "Leistungen und Preise", "Link zur Preisliste")).toHaveTextContent("–");
});

it("renders http(s) links as safe external links and anything else as text", () => {
  const { dialog } = renderDialog(record);
  const license = within(valueOf(dialog, "Nachweise und Dokumentation", "Link zur Gewerbeberechtigung")).getByRole(
    "link",
  );
  expect(license).toHaveAttribute("href", "https://we.tl/t-gewerbeschein");
  expect(license).toHaveAttribute("target", "_blank");
  expect(license).toHaveAttribute("rel", "noopener noreferrer");
  expect(within(valueOf(dialog, "Kapazität und Verfügbarkeit", "Kalender-Link")).getByRole("link")).toHaveAttribute(
    "href",
    "https://cal.example.at/novak",
  );
  const unsafe = valueOf(dialog, "Nachweise und Dokumentation", "Link zur Versicherungsbestätigung");
  expect(within(unsafe).queryByRole("link")).toBeNull();
  expect(unsafe).toHaveTextContent("javascript:alert(1)");
  expect(dialog.querySelector('a[href^="javascript"]')).toBeNull();
});

it("offers approve and reject only while pending", async () => {
  const { dialog, onDecide } = renderDialog(record);
  await userEvent.click(within(dialog).getByRole("button", { name: "Ablehnen" }));
  await userEvent.click(within(dialog).getByRole("button", { name: "Genehmigen" }));
  expect(onDecide.mock.calls).toEqual([["rejected"], ["approved"]]);
});

it("shows no decision buttons for a processed record, with its status and notes", () => {
  const { dialog } = renderDialog({
    ...record,
    status: "rejected",
    processedAt: new Date(2026, 0, 20).toISOString(),
    notes: "Unvollständig",
  });
  expect(within(dialog).queryByRole("button", { name: /Genehmigen|Ablehnen/ })).toBeNull();
  expect(valueOf(dialog, "Status und Datum", "Status")).toHaveTextContent("Abgelehnt");
  expect(valueOf(dialog, "Status und Datum", "Notizen")).toHaveTextContent("Unvollständig");
});

it("disables approve when the record has no e-mail", () => {
  renderDialog({ ...record, email: null });
  expect(screen.getByRole("button", { name: "Genehmigen" })).toBeDisabled();
  expect(screen.getByText("Für die Genehmigung werden E-Mail-Adresse und Firmenname benötigt.")).toBeInTheDocument();
});
