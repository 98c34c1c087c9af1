/**
 * The admin Analytics section in jsdom: loading state, the four blocks with
 * their numbers in German format (tables beside the labelled charts), the empty states and the
 * error state with "Erneut versuchen".
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AnalyticsSection } from "@/components/admin/analytics/analytics-section";
import {
  analyticsWeeks,
  assignmentStats,
  gradeDistribution,
  leadsPerWeekBlock,
  outcomeCounts,
  type AdminAnalytics,
} from "@/lib/domain/analytics";
import { jsonResponse } from "../support/json-response";

const NOW = new Date("2025-11-05T10:00:00Z");
const weeks = analyticsWeeks(NOW);

function analytics(overrides: Partial<AdminAnalytics> = {}): AdminAnalytics {
  return {
    generatedAt: NOW.toISOString(),
    period: { timeZone: "Europe/Vienna", weeks: 12, from: "2025-08-18", to: "2025-11-09" },
    leadsPerWeek: leadsPerWeekBlock(weeks, [
      { weekIndex: 11, serviceType: "badrenovierung", count: 1200 },
      { weekIndex: 11, serviceType: "maler", count: 3 },
      { weekIndex: 0, serviceType: "badrenovierung", count: 2 },
    ]),
    leadGrades: gradeDistribution({ A: 2, B: 1, C: 0, none: 1 }),
    assignment: assignmentStats(3, 2, 4 * 3600),
    companyOutcomes: {
      companies: [
        { companyId: 7, name: "Wimmer Bad & Küche GmbH", ...outcomeCounts(2, 1, 1, 4) },
        { companyId: 9, name: "Neue Firma OG", ...outcomeCounts(0, 0, 2, 2) },
      ],
      companyCount: 2,
      limit: 50,
      totals: outcomeCounts(2, 1, 3, 6),
    },
    ...overrides,
  };
}

/** Minimal fetch Response (jsdom has no Response class). */

function mockFetch(...answers: { status: number; body: unknown }[]) {
  const fetchMock = jest.fn();
  for (const answer of answers) fetchMock.mockImplementationOnce(async () => jsonResponse(answer.status, answer.body));
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return render(
    <QueryClientProvider client={client}>
      <AnalyticsSection />
    </QueryClientProvider>,
  );
}

/** Text with the no-break spaces of Intl (de-AT) turned into plain spaces. */
const plain = (element: HTMLElement) => (element.textContent ?? "").replace(/[\u00a0\u202f]/g, " ");

const cellsOf = (row: HTMLElement) => within(row).getAllByRole("cell").map(plain);

describe("AnalyticsSection", () => {
  beforeEach(() => {
    jest.spyOn(console, "warn").mockImplementation(() => undefined); // recharts: no size in jsdom
  });
  afterEach(() => jest.restoreAllMocks());

  it("shows a loading state, then the four blocks with labelled charts and their numbers", async () => {
    const fetchMock = mockFetch({ status: 200, body: analytics() });
    renderSection();
    expect(screen.getByRole("status")).toHaveTextContent("Statistiken werden geladen...");

    const weekly = await screen.findByRole("region", { name: "Leads pro Woche nach Service" });
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/admin/analytics",
      expect.objectContaining({ method: "GET", credentials: "include" }),
    );
    expect(
      screen.getByText(/Zeitraum: 18\.08\.2025 – 09\.11\.2025 \(12 Kalenderwochen, Zeitzone Wien\)/),
    ).toBeInTheDocument();

    expect(
      within(weekly).getByRole("img", {
        name: /Gestapeltes Balkendiagramm: Leads pro Woche nach Service, KW 34 bis KW 45/,
      }),
    ).toBeInTheDocument();
    expect(within(weekly).getAllByRole("row")).toHaveLength(14);
    expect(cellsOf(within(weekly).getByRole("row", { name: /^KW 45/ }))).toEqual(["1 200", "3", "1 203"]);
    expect(cellsOf(within(weekly).getByRole("row", { name: /^KW 34/ }))).toEqual(["2", "0", "2"]);
    expect(cellsOf(within(weekly).getByRole("row", { name: /^Summe/ }))).toEqual(["1 202", "3", "1 205"]);
    expect(plain(within(weekly).getByRole("list", { name: "Leads je Service in 12 Wochen" }))).toContain(
      "Badrenovierung1 202",
    );

    const grades = screen.getByRole("region", { name: "Heiße, warme und kalte Leads" });
    expect(within(grades).getByRole("img", { name: /Heiß \(A\) 50\s%/ })).toBeInTheDocument();
    expect(cellsOf(within(grades).getByRole("row", { name: /^Heiß \(A\)/ }))).toEqual(["2", "50 %"]);
    expect(cellsOf(within(grades).getByRole("row", { name: /^Kalt \(C\)/ }))).toEqual(["0", "0 %"]);
    expect(cellsOf(within(grades).getByRole("row", { name: /^Ohne Bewertung/ }))).toEqual(["1", "25 %"]);

    const assignment = screen.getByRole("region", { name: "Zuweisung der Projekte" });
    expect(cellsOf(within(assignment).getByRole("row", { name: /^Anteil zugewiesen/ }))).toEqual(["66,7 %"]);
    expect(cellsOf(within(assignment).getByRole("row", { name: /^Median bis zur ersten Zuweisung/ }))).toEqual([
      "4,0 Std.",
    ]);
    expect(within(assignment).getByText("2 von 3 Projekten")).toBeInTheDocument();

    const outcomes = screen.getByRole("region", { name: "Gewonnen und verloren je Firma" });
    expect(cellsOf(within(outcomes).getByRole("row", { name: /^Wimmer Bad & Küche GmbH/ }))).toEqual([
      "2",
      "1",
      "1",
      "4",
      "66,7 %",
    ]);
    expect(cellsOf(within(outcomes).getByRole("row", { name: /^Neue Firma OG/ }))).toEqual(["0", "0", "2", "2", "–"]);
    expect(cellsOf(within(outcomes).getByRole("row", { name: /^Alle Firmen \(2\)/ }))).toEqual([
      "2",
      "1",
      "3",
      "6",
      "66,7 %",
    ]);
  });

  it("shows the empty state of each block without data", async () => {
    mockFetch({
      status: 200,
      body: analytics({
        leadsPerWeek: leadsPerWeekBlock(weeks, []),
        leadGrades: gradeDistribution({}),
        assignment: assignmentStats(0, 0, null),
        companyOutcomes: { companies: [], companyCount: 0, limit: 50, totals: outcomeCounts(0, 0, 0, 0) },
      }),
    });
    renderSection();
    const weekly = await screen.findByRole("region", { name: "Leads pro Woche nach Service" });
    expect(within(weekly).getByText("Keine Leads in den letzten 12 Wochen.")).toBeInTheDocument();
    expect(within(weekly).queryByRole("table")).not.toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "Heiße, warme und kalte Leads" })).getByText(
        "Keine Leads in den letzten 12 Wochen.",
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "Zuweisung der Projekte" })).getByText(
        "Keine Projekte in den letzten 12 Wochen.",
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "Gewonnen und verloren je Firma" })).getByText(
        "Noch keine Zuweisungen vorhanden.",
      ),
    ).toBeInTheDocument();
  });

  it("shows the error with the server's message and loads again on 'Erneut versuchen'", async () => {
    const fetchMock = mockFetch(
      { status: 500, body: { message: "Interner Fehler. Bitte später erneut versuchen." } },
      { status: 200, body: analytics() },
    );
    renderSection();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Die Statistiken konnten nicht geladen werden.");
    expect(alert).toHaveTextContent("Interner Fehler. Bitte später erneut versuchen.");

    await userEvent.click(within(alert).getByRole("button", { name: "Erneut versuchen" }));
    expect(await screen.findByRole("region", { name: "Gewonnen und verloren je Firma" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
