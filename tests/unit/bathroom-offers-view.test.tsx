/**
 * The bathroom offers page in jsdom (components/offers/bathroom-offers-view.tsx; spec: public-side §2
 * "Bathroom offers", §8): a failed first answer (500, network) shows an error box with
 * "Erneut versuchen" instead of the generating state and stops polling; the retry loads the offers. The
 * "Mögliche Förderung" card shows the API's subsidies with one estimate per tier, and is absent without any.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BathroomOffersView, OFFER_POLL_INTERVAL_MS } from "@/components/offers/bathroom-offers-view";
import type { CustomerTierOffer } from "@/lib/domain/offer-display";
import type { PossibleSubsidy } from "@/lib/domain/subsidies";
import { jsonResponse } from "../support/json-response";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));

const OFFERS_URL = "/api/bathroom-offers/7";

const tier = (labor: number): CustomerTierOffer => ({
  description: `Angebot ${labor}`,
  laborCosts: { Arbeit: labor },
  materialCosts: { Material: 1000 },
  viennaCosts: { Wien: 200 },
  timeline: "Fertigstellung in 3–4 Wochen",
});

const ready = {
  status: "ready",
  project: { name: "Anna Berger", zipCode: "1100" },
  offers: { budgetOffer: tier(2000), standardOffer: tier(4000), premiumOffer: tier(8000) },
};

/** Minimal fetch Response (jsdom has no Response class). */

let offersAnswer: { status: number; body: unknown };
let fetchMock: jest.Mock;

function offerCalls(): number {
  return fetchMock.mock.calls.filter(([url]) => url === OFFERS_URL).length;
}

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock = jest.fn(async (url: string) => {
    if (url === OFFERS_URL) return jsonResponse(offersAnswer.status, offersAnswer.body);
    if (url === "/api/projects/7") return jsonResponse(200, { name: "Anna Berger", zipCode: "1100" });
    return jsonResponse(404, { message: "Nicht gefunden" });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
});

function renderView() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BathroomOffersView projectId={7} />
    </QueryClientProvider>,
  );
}

describe("BathroomOffersView", () => {
  it("shows an error with a retry on a 500 answer, stops polling, and loads the offers on retry", async () => {
    offersAnswer = { status: 500, body: { message: "Interner Serverfehler" } };
    renderView();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Ihre Angebote konnten nicht geladen werden.");
    expect(screen.queryByText("Ihre Angebote werden erstellt")).not.toBeInTheDocument();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(OFFER_POLL_INTERVAL_MS * 3);
    });
    expect(offerCalls()).toBe(1);

    offersAnswer = { status: 200, body: ready };
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole("button", { name: "Erneut versuchen" }));

    expect(await screen.findAllByTestId("offer-card")).toHaveLength(3);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Drei Angebote für Ihr neues Bad" })).toBeInTheDocument();
  });

  it("keeps the generating state and polls on after a passing error", async () => {
    offersAnswer = { status: 202, body: { status: "generating" } };
    renderView();
    expect(await screen.findByText("Ihre Angebote werden erstellt")).toBeInTheDocument();

    offersAnswer = { status: 500, body: { message: "Interner Serverfehler" } };
    await act(async () => {
      await jest.advanceTimersByTimeAsync(OFFER_POLL_INTERVAL_MS);
    });
    expect(offerCalls()).toBe(2);
    expect(screen.getByText("Ihre Angebote werden erstellt")).toBeInTheDocument();

    offersAnswer = { status: 200, body: ready };
    await act(async () => {
      await jest.advanceTimersByTimeAsync(OFFER_POLL_INTERVAL_MS);
    });
    expect(await screen.findAllByTestId("offer-card")).toHaveLength(3);
  });

  it("shows the possible subsidy with each tier's estimate, conditions, link, date and no promise", async () => {
    const subsidy: PossibleSubsidy = {
      key: "wien-altersgerecht-bad",
      name: "Altersgerechter Wohnungsumbau",
      provider: "Stadt Wien",
      status: "conditions-open",
      estimateCents: null,
      rateBps: 5000,
      maxCents: 750_000,
      conditionsToConfirm: ["Hauptwohnsitz in Wien."],
      openAnswers: ["mainResidenceVienna"],
      tierEstimates: [
        { label: "Budget-Renovierung", grossCents: 320_000, estimateCents: 160_000 },
        { label: "Standard-Renovierung", grossCents: 520_000, estimateCents: 260_000 },
        { label: "Premium-Renovierung", grossCents: 1_800_000, estimateCents: 750_000 },
      ],
      labourMaterialSplitRequired: false,
      sourceUrl: "https://example.at/foerderung",
      lastCheckedOn: "2026-12-05",
    };
    offersAnswer = { status: 200, body: { ...ready, subsidies: [subsidy] } };
    renderView();

    const card = await screen.findByRole("region", { name: "Mögliche Förderung" });
    expect(within(card).getByText("Altersgerechter Wohnungsumbau")).toBeInTheDocument();
    const estimate = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect(estimate("Budget-Renovierung")).toMatch(/^bis zu €\s1\.600$/);
    expect(estimate("Standard-Renovierung")).toMatch(/^bis zu €\s2\.600$/);
    expect(estimate("Premium-Renovierung")).toMatch(/^bis zu €\s7\.500$/);
    expect(within(card).getByText("Hauptwohnsitz in Wien.")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Offizielle Informationen" })).toHaveAttribute(
      "href",
      "https://example.at/foerderung",
    );
    expect(within(card).getByText("Stand der Angaben: 05.12.2026")).toBeInTheDocument();
    expect(within(card).getByText("Keine Zusage – die Förderstelle entscheidet.")).toBeInTheDocument();
  });

  it("has no subsidy card when no programme applies", async () => {
    offersAnswer = { status: 200, body: { ...ready, subsidies: [] } };
    renderView();
    expect(await screen.findAllByTestId("offer-card")).toHaveLength(3);
    expect(screen.queryByRole("heading", { name: "Mögliche Förderung" })).not.toBeInTheDocument();
  });
});
