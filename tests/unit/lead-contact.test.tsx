/**
 * What a company sees of the customer's contact data (lib/domain/lead-contact.ts) and how the dashboard shows it:
 * first name only and the "wartet auf Freigabe" badge without contact buttons before the release; everything with
 * "Kontaktdaten freigegeben" after it; the contact deadline counting from the release.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { LeadCard } from "@/components/company/lead-card";
import { LeadDetailsDialog } from "@/components/company/lead-details-dialog";
import { isContactOverdue, LEAD_ERASED_LABEL, type CompanyLead } from "@/lib/domain/company-lead";
import { firstName, isContactReleased, leadContactView } from "@/lib/domain/lead-contact";
import { contactReleasedEmail } from "@/lib/email/templates-projects";
import { leadAssignedEmail } from "@/lib/email/templates";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => "/company-dashboard",
}));

const customer = {
  name: "  Anna Maria Huber ",
  email: "anna.huber@example.at",
  phone: "+43 664 1234567",
  address: "Neubaugasse 12/3",
};

describe("leadContactView", () => {
  it("shows only the first name, no e-mail, phone or address before the release", () => {
    expect(leadContactView(customer, null)).toEqual({
      name: "Anna",
      email: "",
      phone: "",
      address: "",
      contactReleased: false,
      contactReleasedAt: null,
    });
  });

  it("shows everything once released, with the release time as ISO", () => {
    expect(leadContactView(customer, new Date("2026-12-07T09:30:00Z"))).toEqual({
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      address: customer.address,
      contactReleased: true,
      contactReleasedAt: "2026-12-07T09:30:00.000Z",
    });
    expect(leadContactView({ ...customer, address: null }, "2026-12-07T09:30:00Z").address).toBe("");
  });

  it("keeps erased data erased, released or not", () => {
    for (const releasedAt of [null, new Date("2026-12-01T00:00:00Z")]) {
      expect(leadContactView({ ...customer, erasedAt: new Date() }, releasedAt)).toMatchObject({
        name: LEAD_ERASED_LABEL,
        email: "",
        phone: "",
        address: "",
      });
    }
  });

  it("treats an invalid release time as not released", () => {
    expect(isContactReleased("kein Datum")).toBe(false);
    expect(leadContactView(customer, "kein Datum").phone).toBe("");
    expect(isContactReleased(new Date(0))).toBe(true);
  });

  it("takes the first word of a name", () => {
    expect(firstName("Eva")).toBe("Eva");
    expect(firstName("  Jean-Luc\tPicard ")).toBe("Jean-Luc");
    expect(firstName("   ")).toBe("");
  });
});

describe("isContactOverdue with a release", () => {
  const assignedAt = "2026-11-24T10:00:00.000Z";
  const hours = (count: number) => new Date(Date.parse(assignedAt) + count * 3_600_000);
  it("is never due while waiting for the release, and due 24 hours after it", () => {
    const lead = { status: "Offen", contactedAt: null, assignedAt };
    expect(isContactOverdue({ ...lead, contactReleasedAt: null }, hours(100))).toBe(false);
    const releasedAt = hours(48).toISOString();
    expect(isContactOverdue({ ...lead, contactReleasedAt: releasedAt }, hours(71))).toBe(false);
    expect(isContactOverdue({ ...lead, contactReleasedAt: releasedAt }, hours(72))).toBe(true);
  });
});

describe("e-mails to the company", () => {
  const base = {
    companyName: "Maler Berger",
    serviceLabel: "Maler",
    district: "1070",
    dashboardUrl: "https://renovio.example/company-dashboard",
  };
  it("the new-lead e-mail says the customer decides when the data are not released", () => {
    const waiting = leadAssignedEmail({ ...base, contactReleased: false });
    expect(waiting.text).toContain("Der Kunde entscheidet, wer ihn kontaktieren darf.");
    expect(waiting.text).not.toContain("Die Kontaktdaten des Kunden und alle Angaben");
    expect(leadAssignedEmail(base).text).toContain("Die Kontaktdaten des Kunden und alle Angaben");
  });

  it("the release e-mail links the lead and quotes no contact data", () => {
    const email = contactReleasedEmail({
      companyName: "Maler Berger",
      projectId: 77,
      serviceLabel: "Maler",
      district: "1070",
      leadUrl: "https://renovio.example/company-dashboard?lead=77",
    });
    expect(email.subject).toBe("Kontaktdaten freigegeben: Maler in 1070 Wien");
    expect(email.text).toContain("https://renovio.example/company-dashboard?lead=77");
    expect(email.html).toContain('href="https://renovio.example/company-dashboard?lead=77"');
  });
});

const lead: CompanyLead = {
  id: 41,
  serviceType: "maler",
  zipCode: "1070",
  projectType: null,
  stage: null,
  style: null,
  size: null,
  keepInstallations: null,
  budget: null,
  name: "Anna",
  email: "",
  phone: "",
  quizAnswers: {},
  status: "Offen",
  aiOfferLinkId: null,
  createdAt: "2026-05-01T08:00:00.000Z",
  assignedAt: "2026-05-01T09:00:00.000Z",
  emailConfirmedAt: null,
  consentWithdrawnAt: null,
  erasedAt: null,
  contactReleasedAt: null,
};

function renderWithClient(ui: React.ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe("company dashboard", () => {
  it("the card marks a lead waiting for the release and names the customer by first name", () => {
    renderWithClient(<LeadCard lead={lead} onShowDetails={() => {}} now={Date.parse(lead.createdAt)} />);
    const card = screen.getByRole("article");
    expect(within(card).getByText("wartet auf Freigabe")).toBeInTheDocument();
    expect(within(card).getByText(/Der Kunde entscheidet, wer ihn kontaktieren darf\./)).toBeInTheDocument();
    expect(within(card).getByText("Anna")).toBeInTheDocument();
    expect(within(card).queryByText("Kontaktdaten freigegeben")).toBeNull();
  });

  it("the details offer no call, WhatsApp or e-mail before the release, and do after it", () => {
    const { unmount } = renderWithClient(<LeadDetailsDialog lead={lead} open onOpenChange={() => {}} />);
    expect(screen.getByTestId("lead-contact-waiting")).toHaveTextContent("Der Kunde entscheidet");
    expect(screen.queryByRole("link", { name: /Anrufen/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /E-Mail an/ })).toBeNull();
    unmount();

    const released = {
      ...lead,
      name: "Anna Huber",
      email: "anna@example.at",
      phone: "+43 664 1234567",
      contactReleasedAt: "2026-05-02T09:00:00.000Z",
    };
    renderWithClient(<LeadDetailsDialog lead={released} open onOpenChange={() => {}} />);
    expect(screen.getByText("Kontaktdaten freigegeben")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Anrufen: 0664 1234567" })).toHaveAttribute("href", "tel:+436641234567");
    expect(screen.queryByTestId("lead-contact-waiting")).toBeNull();
  });
});
