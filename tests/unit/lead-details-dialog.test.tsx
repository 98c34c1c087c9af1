/**
 * The lead details dialog (jsdom; spec: authenticated-side §2 "Lead details dialog",
 * contact first): the customer's name first with call, WhatsApp and e-mail buttons, one German
 * summary of the answers (each once, no derived duplicates, no "Unbekannt" for unasked questions),
 * the technical fields collapsed, answers from an object or a JSON string, and the grade badge only
 * with a score; the contact and won-job lines and the history (Verlauf) in Vienna time.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LeadDetailsDialog } from "@/components/company/lead-details-dialog";
import type { AssignmentEventView } from "@/lib/domain/company-lead";
import type { CompanyLead } from "@/lib/domain/company-lead";
import { INTENT_READINESS_OPTIONS, START_TIMELINE_OPTIONS } from "@/lib/domain/lead-score";

const lead: CompanyLead = {
  id: 4711,
  serviceType: "badrenovierung",
  zipCode: "1070",
  projectType: "Komplettsanierung",
  stage: "Planung",
  style: "Modern",
  size: "5-8 m²",
  keepInstallations: false,
  budget: "15.000 - 25.000 €",
  name: "Anna Berger",
  email: "anna.berger@example.at",
  phone: "+436601234567",
  quizAnswers: {
    project_type: "Komplettsanierung",
    special_requirements: ["Bodengleiche Dusche", "Fußbodenheizung"],
    tile_format: "Großformat",
    intent_readiness: INTENT_READINESS_OPTIONS[0]!,
    start_timeline: START_TIMELINE_OPTIONS[0]!,
  },
  status: "Gewonnen",
  aiOfferLinkId: "k3j4h5g6",
  createdAt: new Date(2025, 2, 5, 9, 15).toISOString(),
  assignedAt: new Date(2025, 2, 5, 9, 30).toISOString(),
};

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

let history: { status: number; body: unknown } = { status: 200, body: { events: [] } };
let files: unknown[] = [];
beforeEach(() => {
  history = { status: 200, body: { events: [] } };
  files = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    if (String(input).endsWith("/files")) {
      const body = { files };
      return { ok: true, status: 200, statusText: "", text: async () => JSON.stringify(body), json: async () => body };
    }
    const text = JSON.stringify(history.body);
    return {
      ok: history.status < 300,
      status: history.status,
      statusText: "",
      text: async () => text,
      json: async () => history.body,
    };
  }) as unknown as typeof fetch;
});

function renderDialog(value: CompanyLead) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return render(
    <QueryClientProvider client={client}>
      <LeadDetailsDialog lead={value} open onOpenChange={() => undefined} />
    </QueryClientProvider>,
  );
}

describe("LeadDetailsDialog", () => {
  it("opens with the customer's name and buttons to call, write on WhatsApp and e-mail", () => {
    renderDialog(lead);
    const dialog = screen.getByRole("dialog", { name: "Lead-Details: Anna Berger" });
    const header = within(dialog).getByRole("region", { name: "Kontakt" });
    expect(within(header).getByRole("link", { name: "Anrufen: 0660 1234567" })).toHaveAttribute(
      "href",
      "tel:+436601234567",
    );
    expect(within(header).getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
      "href",
      "https://wa.me/436601234567",
    );
    expect(within(header).getByRole("link", { name: "E-Mail an anna.berger@example.at" })).toHaveAttribute(
      "href",
      "mailto:anna.berger@example.at",
    );
    // Contact comes before the answers in the reading order.
    const answers = within(dialog).getByRole("region", { name: "Angaben zum Projekt" });
    expect(header.compareDocumentPosition(answers) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(dialog).getByText(/Badrenovierung/)).toBeInTheDocument();
    expect(within(dialog).getByText(/1070 Neubau/)).toBeInTheDocument();
  });

  it("summarises every answer once with German labels, without the derived copies", () => {
    renderDialog(lead);
    const answers = within(screen.getByRole("region", { name: "Angaben zum Projekt" }));
    expect(answers.getByText("Projektart").nextElementSibling).toHaveTextContent("Komplettsanierung");
    expect(answers.getByText("Zusätzliche Wünsche").nextElementSibling).toHaveTextContent(
      "Bodengleiche Dusche, Fußbodenheizung",
    );
    expect(answers.getByText("Fliesenformat").nextElementSibling).toHaveTextContent("Großformat");
    expect(answers.getByText("Projektbereitschaft")).toBeInTheDocument();
    expect(answers.getByText("Gewünschter Projektstart")).toBeInTheDocument();
    expect(answers.getAllByText("Komplettsanierung")).toHaveLength(1);
    // The stored columns (stage "Planung", style, size, keepInstallations false) are not answers here: no second copy, no English, no raw key.
    expect(answers.queryByText("project_type")).not.toBeInTheDocument();
    expect(screen.queryByText("Planung")).not.toBeInTheDocument();
    expect(screen.queryByText(/Unbekannt/)).not.toBeInTheDocument();
  });

  it("keeps id, service id and the offer link id in the collapsed 'Technische Angaben'", () => {
    renderDialog(lead);
    const technical = screen.getByText("Technische Angaben").closest("details")!;
    expect(technical).not.toHaveAttribute("open");
    const value = (label: string) => within(technical).getByText(label, { selector: "dt" }).nextElementSibling;
    expect(value("ID")).toHaveTextContent("4711");
    expect(value("Service-Kennung")).toHaveTextContent("badrenovierung");
    expect(value("Status")).toHaveTextContent("Gewonnen");
    expect(value("Erstellt am")).toHaveTextContent(/^05\.03\.2025, \d{2}:\d{2}$/);
    expect(value("AI-Angebot (Link-ID)")).toHaveTextContent("k3j4h5g6");
  });

  it("shows the grade Heiß with its explanation", async () => {
    renderDialog(lead);
    const badge = within(screen.getByRole("dialog")).getByRole("button", { name: /Einstufung Heiß/ });
    expect(badge).toHaveTextContent("Heiß");
    await userEvent.click(badge);
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Heiß: 5 von 5 Punkten");
  });

  it("reads answers from a JSON string and hides the badge without a score", () => {
    renderDialog({ ...lead, quizAnswers: '{"bathroom_size":"Klein","room_size":["4 m²"]}' });
    const answers = within(screen.getByRole("region", { name: "Angaben zum Projekt" }));
    expect(answers.getByText("Badezimmergröße").nextElementSibling).toHaveTextContent("Klein");
    expect(answers.getByText("Fläche").nextElementSibling).toHaveTextContent("4 m²");
    expect(answers.queryByText("Budgetrahmen")).not.toBeInTheDocument();
    expect(screen.queryByText(/Heiß|Warm|Kalt/)).not.toBeInTheDocument();
  });

  it("shows the stored columns for a lead without answers, but never an unknown keepInstallations", () => {
    renderDialog({ ...lead, keepInstallations: null, quizAnswers: {} });
    const answers = within(screen.getByRole("region", { name: "Angaben zum Projekt" }));
    expect(answers.getByText("Projektart").nextElementSibling).toHaveTextContent("Komplettsanierung");
    expect(answers.getByText("Aktueller Stand").nextElementSibling).toHaveTextContent("Planung");
    expect(answers.getByText("Budgetrahmen").nextElementSibling).toHaveTextContent("15.000 - 25.000 €");
    expect(answers.queryByText(/Anschlüsse/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Unbekannt/)).not.toBeInTheDocument();
  });

  it("shows grade Warm and Kalt when only one of the two answers is present", () => {
    const { unmount } = renderDialog({ ...lead, quizAnswers: { intent_readiness: INTENT_READINESS_OPTIONS[1]! } });
    expect(screen.getByRole("button", { name: /Einstufung Warm/ })).toBeInTheDocument();
    unmount();
    renderDialog({ ...lead, quizAnswers: { start_timeline: START_TIMELINE_OPTIONS[1]! } });
    expect(screen.getByRole("button", { name: /Einstufung Kalt/ })).toBeInTheDocument();
  });

  it("says so when there are no answers, also for an invalid JSON string", () => {
    renderDialog({
      ...lead,
      projectType: null,
      stage: null,
      style: null,
      size: null,
      budget: null,
      keepInstallations: null,
      quizAnswers: "{kaputt",
    });
    expect(screen.getByText("Keine Angaben aus dem Fragebogen vorhanden.")).toBeInTheDocument();
  });

  it("shows contact, value, month and the history with Vienna times, German labels and reasons", async () => {
    const event = (id: number, extra: Partial<AssignmentEventView>): AssignmentEventView => ({
      id,
      kind: "status",
      fromStatus: null,
      toStatus: null,
      reason: null,
      wonValueCents: null,
      createdAt: "2025-03-06T08:05:00.000Z",
      companyId: 1,
      companyName: "Bad & Co",
      actorRole: "company",
      ...extra,
    });
    history = {
      status: 200,
      body: {
        events: [
          event(1, { kind: "contacted", createdAt: "2025-03-05T23:30:00.000Z" }),
          event(2, { fromStatus: "Offen", toStatus: "Gewonnen", wonValueCents: 1_250_050 }),
          event(3, {
            fromStatus: "Gewonnen",
            toStatus: "Verloren",
            wonValueCents: 1_250_050,
            reason: "Kunde hat storniert",
          }),
        ],
      },
    };
    renderDialog({
      ...lead,
      status: "Gewonnen",
      contactedAt: "2025-03-05T23:30:00.000Z",
      wonValueCents: 1_250_050,
      expectedCompletion: "2025-06",
    });
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByText("Kontaktiert am 06.03.2025, 00:30")).toBeInTheDocument();
    expect(within(dialog).getByText(/Auftragswert € 12\.500,50 brutto/)).toHaveTextContent("Fertigstellung Juni 2025");
    expect(await within(dialog).findByText(/Als kontaktiert markiert/)).toHaveTextContent(
      "06.03.2025, 00:30 · Als kontaktiert markiert",
    );
    expect(within(dialog).getByText(/Status: Offen → Gewonnen/)).toHaveTextContent(
      "Status: Offen → Gewonnen (Auftragswert € 12.500,50)",
    );
    expect(within(dialog).getByText(/Status: Gewonnen → Verloren/)).toHaveTextContent(
      "bisheriger Auftragswert € 12.500,50",
    );
    expect(within(dialog).getByText("Grund: Kunde hat storniert")).toBeInTheDocument();
  });

  it("says when a lead has no history yet, and highlights a lead not contacted 24 hours after its assignment", async () => {
    const { unmount } = renderDialog({
      ...lead,
      status: "Offen",
      assignedAt: new Date(Date.now() - 23 * 3_600_000).toISOString(),
    });
    expect(await screen.findByText("Noch keine Einträge.")).toBeInTheDocument();
    expect(screen.getByText("Noch nicht kontaktiert").closest("li")).toHaveAttribute("data-mark", "not-contacted");
    unmount();
    renderDialog({ ...lead, status: "Offen", assignedAt: new Date(Date.now() - 25 * 3_600_000).toISOString() });
    expect(screen.getByText("Noch nicht kontaktiert – seit über 24 Stunden").closest("li")).toHaveAttribute(
      "data-mark",
      "contact-overdue",
    );
  });

  it("offers a retry when the history could not be loaded", async () => {
    history = { status: 500, body: { message: "Fehler" } };
    renderDialog(lead);
    expect(await screen.findByText(/Der Verlauf konnte nicht geladen werden/)).toBeInTheDocument();
    const historySection = screen.getByRole("region", { name: "Verlauf" });
    expect(within(historySection).getByRole("button", { name: "Erneut versuchen" })).toBeInTheDocument();
  });

  it("shows the customer's photos and plans as links to the full file in a new tab", async () => {
    files = [
      {
        id: 1,
        kind: "image",
        originalName: "Bad alt.jpg",
        uploadedBy: "customer",
        url: "/api/files/1/main?exp=1&sig=a",
        thumbnailUrl: "/api/files/1/thumb?exp=1&sig=b",
      },
      {
        id: 2,
        kind: "document",
        originalName: "Grundriss.pdf",
        uploadedBy: "customer",
        url: "/api/files/2/main?exp=1&sig=c",
        thumbnailUrl: null,
      },
    ];
    renderDialog(lead);
    const list = await screen.findByRole("list", { name: "Fotos und Pläne des Kunden" });
    const photo = within(list).getByRole("link", { name: "Bad alt.jpg öffnen (neues Fenster)" });
    expect(photo).toHaveAttribute("href", "/api/files/1/main?exp=1&sig=a");
    expect(photo).toHaveAttribute("target", "_blank");
    expect(photo.querySelector("img")).toHaveAttribute("src", "/api/files/1/thumb?exp=1&sig=b");
    expect(within(list).getByRole("link", { name: "Grundriss.pdf öffnen (neues Fenster)" })).toHaveAttribute(
      "href",
      "/api/files/2/main?exp=1&sig=c",
    );
    expect(within(list).queryByRole("button")).not.toBeInTheDocument();
  });

  it("says so when the customer uploaded no files", async () => {
    renderDialog(lead);
    expect(await screen.findByText("Der Kunde hat keine Fotos oder Pläne hochgeladen.")).toBeInTheDocument();
  });
});
