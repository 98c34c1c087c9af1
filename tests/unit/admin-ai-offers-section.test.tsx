/**
 * The admin's AI-offers section in jsdom: the totals column, "Vorschau" with the three
 * tiers as the customer sees them (totals, cost lines, hidden groups), approving only after the
 * confirmation, "Ablehnen" requiring a reason (no call without one) and sending it, and the
 * "Wird neu erstellt…" state of an offer being regenerated.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AiOffersSection } from "@/components/admin/ai-offers/ai-offers-section";
import type { AdminAiOffer } from "@/components/admin/ai-offers/queries";
import type { AdminBathroomOfferDetails, StoredTierOffer } from "@/lib/domain/bathroom-offer-types";
import { formatEuro as formatEuroRaw } from "@/lib/domain/format";
import { jsonResponse } from "../support/json-response";

/** formatEuro with plain spaces (toHaveTextContent normalises the received text's no-break spaces). */
const formatEuro = (amount: number) => formatEuroRaw(amount).replace(/\s/g, " ");

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const row = (extra: Partial<AdminAiOffer>): AdminAiOffer => ({
  id: 11,
  projectId: 42,
  customerName: "Karin Bad",
  uniqueLinkId: "a".repeat(32),
  status: "pending",
  approvedBy: null,
  approvedAt: null,
  sentAt: null,
  createdAt: "2026-11-20T08:00:00.000Z",
  totals: { budget: 9870, standard: 14320, premium: 21950 },
  ...extra,
});

const tier = (totalPrice: number, label: string): StoredTierOffer => ({
  totalPrice,
  laborCosts: { [`Fliesenleger ${label}`]: Math.round(totalPrice / 2) },
  materialCosts: { [`Fliesen ${label}`]: totalPrice - Math.round(totalPrice / 2) },
  viennaCosts: {},
  timelineWeeks: { min: 3, max: 4 },
  description: `Beschreibung ${label}`,
  timeline: "Fertigstellung in 3–4 Wochen",
});

const details = (extra: Partial<AdminBathroomOfferDetails> = {}): AdminBathroomOfferDetails => ({
  id: 11,
  projectId: 42,
  customerName: "Karin Bad",
  status: "pending",
  createdAt: "2026-11-20T08:00:00.000Z",
  showDetailedBreakdown: true,
  showMaterialSpecs: true,
  showLaborDetails: true,
  tiers: {
    budgetOffer: tier(9870, "Budget"),
    standardOffer: tier(14320, "Standard"),
    premiumOffer: tier(21950, "Premium"),
  },
  ...extra,
});

type Handler = (url: string, init?: RequestInit) => { status: number; body: unknown } | undefined;
const requests: { method: string; url: string; query?: string; body?: string }[] = [];

function mockFetch(handler: Handler) {
  requests.length = 0;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    // The lists are paged: handlers and counts see the path, the query is kept apart.
    const [path = url, query = ""] = url.split("?");
    requests.push({
      method: init?.method ?? "GET",
      url: path,
      ...(query ? { query } : {}),
      body: init?.body as string | undefined,
    });
    const answer = handler(path, init) ?? { status: 200, body: {} };
    return jsonResponse(answer.status, answer.body);
  }) as unknown as typeof fetch;
}

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return render(
    <QueryClientProvider client={client}>
      <AiOffersSection />
    </QueryClientProvider>,
  );
}

const mutations = () => requests.filter((request) => request.method !== "GET");

beforeEach(() => jest.clearAllMocks());

describe("AI-Angebote", () => {
  it("lists the three totals and previews the three tiers with totals and cost lines", async () => {
    let shown = details();
    mockFetch((url) => {
      if (url === "/api/admin/bathroom-offers") return { status: 200, body: { offers: [row({})] } };
      if (url === "/api/admin/bathroom-offers/11") return { status: 200, body: { offer: shown } };
      return undefined;
    });
    const user = userEvent.setup();
    renderSection();
    const tableRow = await screen.findByTestId("offer-11");
    expect(tableRow).toHaveTextContent(`${formatEuro(9870)} / ${formatEuro(14320)} / ${formatEuro(21950)}`);

    await user.click(within(tableRow).getByRole("button", { name: /Vorschau/ }));
    const dialog = await screen.findByRole("dialog", { name: "Vorschau des Angebots für Karin Bad" });
    const cards = await within(dialog).findAllByTestId("offer-tier");
    expect(cards.map((card) => within(card).getByRole("heading", { level: 2 }).textContent)).toEqual([
      "Budget",
      "Standard",
      "Premium",
    ]);
    expect(cards[0]).toHaveTextContent(formatEuro(9870));
    expect(cards[1]).toHaveTextContent(formatEuro(14320));
    expect(cards[2]).toHaveTextContent(formatEuro(21950));
    expect(cards[0]).toHaveTextContent("Fliesenleger Budget");
    expect(cards[0]).toHaveTextContent("Fertigstellung in 3–4 Wochen");
    // Read-only: the customer's choose button is not there.
    expect(within(dialog).queryByRole("button", { name: /Diese Option wählen/ })).not.toBeInTheDocument();
    expect(mutations()).toHaveLength(0);

    // Hidden labour details: the note says so (the server already emptied the group).
    await user.keyboard("{Escape}");
    shown = details({ showLaborDetails: false });
    await user.click(within(tableRow).getByRole("button", { name: /Vorschau/ }));
    expect(await screen.findByRole("note")).toHaveTextContent("Ausgeblendet für den Kunden: Arbeitskosten.");
  });

  it("approves only after the confirmation naming the customer", async () => {
    mockFetch((url) => {
      if (url === "/api/admin/bathroom-offers") return { status: 200, body: { offers: [row({})] } };
      if (url.endsWith("/approve")) return { status: 200, body: { offer: row({ status: "approved" }) } };
      return undefined;
    });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole("button", { name: /^Genehmigen/ }));
    const dialog = await screen.findByRole("dialog", { name: "Angebot genehmigen und an Karin Bad senden?" });
    expect(mutations()).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Genehmigen und senden" }));
    await waitFor(() =>
      expect(mutations()).toEqual([{ method: "PATCH", url: "/api/admin/bathroom-offers/11/approve", body: undefined }]),
    );
  });

  it("rejecting requires a reason of at least 3 characters and then sends it", async () => {
    mockFetch((url) => {
      if (url === "/api/admin/bathroom-offers") return { status: 200, body: { offers: [row({})] } };
      if (url.endsWith("/reject")) return { status: 200, body: { offer: row({ status: "rejected" }) } };
      return undefined;
    });
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole("button", { name: /^Ablehnen/ }));
    const dialog = await screen.findByRole("dialog", { name: "Angebot ablehnen" });
    expect(dialog).toHaveTextContent("keine E-Mail");
    await user.click(within(dialog).getByRole("button", { name: "Ablehnen" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Der Grund muss mindestens 3 Zeichen haben");
    expect(mutations()).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Grund der Ablehnung/), "Preise unplausibel");
    await user.click(within(dialog).getByRole("button", { name: "Ablehnen" }));
    await waitFor(() =>
      expect(mutations()).toEqual([
        {
          method: "POST",
          url: "/api/admin/bathroom-offers/11/reject",
          body: JSON.stringify({ reason: "Preise unplausibel" }),
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("an offer being regenerated shows 'Wird neu erstellt…' without actions; a failed one offers Neu erstellen after a confirmation", async () => {
    mockFetch((url) => {
      if (url === "/api/admin/bathroom-offers") {
        return {
          status: 200,
          body: {
            offers: [
              row({ id: 11, status: "generating" }),
              row({ id: 12, projectId: 43, status: "failed", totals: null }),
            ],
          },
        };
      }
      if (url.endsWith("/regenerate")) return { status: 200, body: { offer: row({ id: 12, status: "generating" }) } };
      return undefined;
    });
    const user = userEvent.setup();
    renderSection();
    const generating = await screen.findByTestId("offer-11");
    expect(generating).toHaveTextContent("Wird neu erstellt…");
    expect(within(generating).queryAllByRole("button")).toHaveLength(0);

    const failed = screen.getByTestId("offer-12");
    expect(within(failed).queryByRole("button", { name: /Vorschau/ })).not.toBeInTheDocument();
    await user.click(within(failed).getByRole("button", { name: /Neu erstellen/ }));
    const dialog = await screen.findByRole("dialog", { name: "Angebot neu erstellen?" });
    await user.click(within(dialog).getByRole("button", { name: "Neu erstellen" }));
    await waitFor(() =>
      expect(mutations()).toEqual([
        { method: "POST", url: "/api/admin/bathroom-offers/12/regenerate", body: undefined },
      ]),
    );
  });
});
