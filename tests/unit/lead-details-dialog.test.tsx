/**
 * The lead details dialog (jsdom; authenticated-side.md §2 "Lead details dialog"): every field,
 * German quiz labels, prettified other keys, answers from an object or a JSON string, lists joined
 * with ", ", dates dd.MM.yyyy, clickable e-mail and phone, and the grade badge only with a score;
 * issue 15: the contact and won-job lines and the history (Verlauf) in Vienna time.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
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
  phone: "+43 660 123 45 67",
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
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }) }));

let history: { status: number; body: unknown } = { status: 200, body: { events: [] } };
beforeEach(() => {
  history = { status: 200, body: { events: [] } };
  global.fetch = jest.fn(async () => {
    const text = JSON.stringify(history.body);
    return { ok: history.status < 300, status: history.status, statusText: "", text: async () => text, json: async () => history.body };
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

/** The <dd> next to the <dt> with `label` inside the dialog. */
function valueOf(label: string): HTMLElement {
  const term = within(screen.getByRole("dialog")).getByText(label, { selector: "dt" });
  return term.nextElementSibling as HTMLElement;
}

describe("LeadDetailsDialog", () => {
  it("shows every field of the lead with German labels", () => {
    renderDialog(lead);
    expect(screen.getByRole("dialog", { name: /Lead-Details/ })).toBeInTheDocument();
    expect(valueOf("ID")).toHaveTextContent("4711");
    expect(valueOf("Service")).toHaveTextContent("Badrenovierung");
    expect(valueOf("Status")).toHaveTextContent("Gewonnen");
    expect(valueOf("Erstellt am")).toHaveTextContent("05.03.2025");
    expect(valueOf("Budget")).toHaveTextContent("15.000 - 25.000 €");
    expect(valueOf("Projekttyp")).toHaveTextContent("Komplettsanierung");
    expect(valueOf("Projektphase")).toHaveTextContent("Planung");
    expect(valueOf("Stil")).toHaveTextContent("Modern");
    expect(valueOf("Größe")).toHaveTextContent("5-8 m²");
    expect(valueOf("Bestehende Installationen behalten")).toHaveTextContent("Nein");
    expect(valueOf("AI-Angebot (Link-ID)")).toHaveTextContent("k3j4h5g6");
    expect(valueOf("Name")).toHaveTextContent("Anna Berger");
    expect(valueOf("PLZ")).toHaveTextContent("1070");
  });

  it("makes e-mail and phone clickable", () => {
    renderDialog(lead);
    expect(screen.getByRole("link", { name: "anna.berger@example.at" })).toHaveAttribute("href", "mailto:anna.berger@example.at");
    expect(screen.getByRole("link", { name: "+43 660 123 45 67" })).toHaveAttribute("href", "tel:+436601234567");
  });

  it("labels the quiz answers, prettifies unknown keys and joins lists", () => {
    renderDialog(lead);
    const answers = within(screen.getByRole("region", { name: "Quiz-Antworten" }));
    expect(answers.getByText("Besondere Anforderungen").nextElementSibling).toHaveTextContent("Bodengleiche Dusche, Fußbodenheizung");
    expect(answers.getByText("Tile Format").nextElementSibling).toHaveTextContent("Großformat");
    expect(answers.getByText("Projektbereitschaft")).toBeInTheDocument();
    expect(answers.getByText("Gewünschter Projektstart")).toBeInTheDocument();
    expect(answers.queryByText("project_type")).not.toBeInTheDocument();
  });

  it("shows the grade badge A Heiß for a hot lead", () => {
    renderDialog(lead);
    expect(within(screen.getByRole("dialog")).getByText("A Heiß")).toBeInTheDocument();
  });

  it("reads answers from a JSON string and hides the badge without intent_readiness and start_timeline", () => {
    renderDialog({ ...lead, keepInstallations: null, budget: null, quizAnswers: '{"bathroom_size":"Klein","room_size":["4 m²"]}' });
    const dialog = within(screen.getByRole("dialog"));
    expect(dialog.getByText("Badezimmergröße").nextElementSibling).toHaveTextContent("Klein");
    expect(dialog.getByText("Raumgröße").nextElementSibling).toHaveTextContent("4 m²");
    expect(dialog.queryByText(/Heiß|Warm|Kalt/)).not.toBeInTheDocument();
    expect(valueOf("Bestehende Installationen behalten")).toHaveTextContent("Unbekannt");
    expect(valueOf("Budget")).toHaveTextContent("–");
  });

  it("shows grade B Warm and C Kalt when only one of the two answers is present", () => {
    const { unmount } = renderDialog({ ...lead, quizAnswers: { intent_readiness: INTENT_READINESS_OPTIONS[1]! } });
    expect(screen.getByText("B Warm")).toBeInTheDocument();
    unmount();
    renderDialog({ ...lead, quizAnswers: { start_timeline: START_TIMELINE_OPTIONS[1]! } });
    expect(screen.getByText("C Kalt")).toBeInTheDocument();
  });

  it("says so when there are no quiz answers, also for an invalid JSON string", () => {
    renderDialog({ ...lead, quizAnswers: "{kaputt" });
    expect(screen.getByText("Keine Quiz-Antworten vorhanden")).toBeInTheDocument();
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
          event(3, { fromStatus: "Gewonnen", toStatus: "Verloren", wonValueCents: 1_250_050, reason: "Kunde hat storniert" }),
        ],
      },
    };
    renderDialog({ ...lead, status: "Gewonnen", contactedAt: "2025-03-05T23:30:00.000Z", wonValueCents: 1_250_050, expectedCompletion: "2025-06" });
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByText("Kontaktiert am 06.03.2025, 00:30")).toBeInTheDocument();
    expect(within(dialog).getByText(/Auftragswert € 12\.500,50 brutto/)).toHaveTextContent("Fertigstellung Juni 2025");
    expect(await within(dialog).findByText(/Als kontaktiert markiert/)).toHaveTextContent("06.03.2025, 00:30 · Als kontaktiert markiert");
    expect(within(dialog).getByText(/Status: Offen → Gewonnen/)).toHaveTextContent("Status: Offen → Gewonnen (Auftragswert € 12.500,50)");
    expect(within(dialog).getByText(/Status: Gewonnen → Verloren/)).toHaveTextContent("bisheriger Auftragswert € 12.500,50");
    expect(within(dialog).getByText("Grund: Kunde hat storniert")).toBeInTheDocument();
  });

  it("says when a lead has no history yet, and highlights a lead not contacted 24 hours after its assignment", async () => {
    const { unmount } = renderDialog({ ...lead, status: "Offen", assignedAt: new Date(Date.now() - 23 * 3_600_000).toISOString() });
    expect(await screen.findByText("Noch keine Einträge.")).toBeInTheDocument();
    expect(screen.getByText("Noch nicht kontaktiert").closest("li")).toHaveAttribute("data-mark", "not-contacted");
    unmount();
    renderDialog({ ...lead, status: "Offen", assignedAt: new Date(Date.now() - 25 * 3_600_000).toISOString() });
    expect(screen.getByText("Noch nicht kontaktiert – seit über 24 Stunden").closest("li")).toHaveAttribute("data-mark", "contact-overdue");
  });

  it("offers a retry when the history could not be loaded", async () => {
    history = { status: 500, body: { message: "Fehler" } };
    renderDialog(lead);
    expect(await screen.findByText(/Der Verlauf konnte nicht geladen werden/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Erneut versuchen" })).toBeInTheDocument();
  });
});
