/**
 * The customer's marks on a company's lead in jsdom: the lead card and the
 * details dialog show "E-Mail bestätigt" for a confirmed address, "vom Kunden zurückgezogen" with
 * a note for a withdrawn request, and "vom Kunden gelöscht" instead of name, e-mail and phone
 * (no mailto:/tel: links) once the customer erased the data.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { LeadCard } from "@/components/company/lead-card";
import { LeadDetailsDialog } from "@/components/company/lead-details-dialog";
import { leadCustomerState, type CompanyLead } from "@/lib/domain/company-lead";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => "/company-dashboard",
}));

const base: CompanyLead = {
  id: 31,
  serviceType: "maler",
  zipCode: "1050",
  projectType: null,
  stage: null,
  style: null,
  size: null,
  keepInstallations: null,
  budget: null,
  name: "Eva Kern",
  email: "eva.kern@example.at",
  phone: "+43 664 1234567",
  quizAnswers: {},
  status: "Offen",
  aiOfferLinkId: null,
  createdAt: "2026-05-01T08:00:00.000Z",
  assignedAt: "2026-05-01T09:00:00.000Z",
  emailConfirmedAt: null,
  consentWithdrawnAt: null,
  erasedAt: null,
};

const confirmed: CompanyLead = { ...base, emailConfirmedAt: "2026-05-02T10:00:00.000Z" };
const withdrawn: CompanyLead = { ...base, id: 32, consentWithdrawnAt: "2026-05-03T10:00:00.000Z" };
const erased: CompanyLead = {
  ...base,
  id: 33,
  name: "vom Kunden gelöscht",
  email: "",
  phone: "",
  emailConfirmedAt: "2026-05-02T10:00:00.000Z",
  erasedAt: "2026-05-04T10:00:00.000Z",
};

function renderCard(lead: CompanyLead) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <LeadCard lead={lead} onShowDetails={() => undefined} now={Date.now()} />
    </QueryClientProvider>,
  );
}

/** The details dialog; its history loads from a fetch that answers no entries. */
function renderDetails(lead: CompanyLead) {
  const body = { events: [] };
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    statusText: "",
    text: async () => JSON.stringify(body),
    json: async () => body,
  })) as unknown as typeof fetch;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <LeadDetailsDialog lead={lead} open onOpenChange={() => undefined} />
    </QueryClientProvider>,
  );
}

/** The <dd> next to the <dt> with `label` inside the dialog. */
function valueOf(label: string): HTMLElement {
  return within(screen.getByRole("dialog")).getByText(label, { selector: "dt" }).nextElementSibling as HTMLElement;
}

describe("leadCustomerState", () => {
  it("is erased over withdrawn, withdrawn, or null", () => {
    expect(leadCustomerState({ erasedAt: "x", consentWithdrawnAt: "y" })).toBe("erased");
    expect(leadCustomerState({ erasedAt: null, consentWithdrawnAt: "y" })).toBe("withdrawn");
    expect(leadCustomerState({ erasedAt: null, consentWithdrawnAt: null })).toBeNull();
    expect(leadCustomerState({})).toBeNull();
  });
});

describe("LeadCard", () => {
  it("shows 'E-Mail bestätigt' only for a confirmed address", () => {
    const { unmount } = renderCard(confirmed);
    const card = within(screen.getByRole("article"));
    expect(card.getByText("E-Mail bestätigt")).toHaveAttribute(
      "title",
      "Der Kunde hat seine E-Mail-Adresse am 02.05.2026 bestätigt.",
    );
    expect(card.getByText("Eva Kern")).toBeInTheDocument();
    unmount();
    renderCard(base);
    expect(screen.queryByText("E-Mail bestätigt")).not.toBeInTheDocument();
    expect(screen.queryByText("vom Kunden zurückgezogen")).not.toBeInTheDocument();
  });

  it("marks a withdrawn lead 'vom Kunden zurückgezogen' and keeps the name", () => {
    renderCard(withdrawn);
    const card = within(screen.getByRole("article"));
    expect(card.getByText("vom Kunden zurückgezogen")).toBeInTheDocument();
    expect(card.getByText("Eva Kern")).toBeInTheDocument();
  });

  it("shows 'vom Kunden gelöscht' instead of the name, without the confirmation badge, and names its buttons by number", () => {
    renderCard(erased);
    const card = within(screen.getByRole("article"));
    expect(card.getByText("vom Kunden gelöscht")).toBeInTheDocument();
    expect(card.queryByText("E-Mail bestätigt")).not.toBeInTheDocument();
    expect(card.getByRole("button", { name: "Details zu Lead #33" })).toBeInTheDocument();
    expect(card.getByLabelText("Status von Lead #33")).toBeInTheDocument();
  });
});

describe("LeadDetailsDialog", () => {
  it("shows the confirmation badge and date in the contact section", () => {
    renderDetails(confirmed);
    expect(
      within(screen.getByRole("dialog")).getByText("E-Mail bestätigt", { selector: "[data-mark]" }),
    ).toBeInTheDocument();
    expect(valueOf("E-Mail bestätigt")).toHaveTextContent("Ja, am 02.05.2026");
  });

  it("says 'Noch nicht' for an unconfirmed address", () => {
    renderDetails(base);
    expect(valueOf("E-Mail bestätigt")).toHaveTextContent("Noch nicht");
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });

  it("marks a withdrawn lead and asks not to contact the customer any more", () => {
    renderDetails(withdrawn);
    expect(within(screen.getByRole("dialog")).getByText("vom Kunden zurückgezogen")).toBeInTheDocument();
    expect(screen.getByRole("note")).toHaveTextContent("Der Kunde hat diese Anfrage am 03.05.2026 zurückgezogen.");
    // The contact data stay (the company received them before the withdrawal).
    expect(screen.getByRole("link", { name: "E-Mail an eva.kern@example.at" })).toHaveAttribute(
      "href",
      "mailto:eva.kern@example.at",
    );
  });

  it("titles an erased lead by its number with 'vom Kunden gelöscht', without contact data or links", () => {
    renderDetails(erased);
    expect(screen.getByRole("dialog", { name: "Lead-Details: Lead #33 vom Kunden gelöscht" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Kontakt" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(screen.getByRole("note")).toHaveTextContent("Der Kunde hat seine Daten am 04.05.2026 gelöscht");
    expect(
      within(screen.getByRole("dialog")).queryByText("E-Mail bestätigt", { selector: "[data-mark]" }),
    ).not.toBeInTheDocument();
  });
});
