/**
 * The company's site-visit planner in a lead's details (jsdom, fetch replaced): up to three slot rows, German
 * errors before anything is sent, the slots posted as entered, the waiting and booked states, the server's field
 * errors at their fields, the move with its required reason and the cancellation with its reason.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { VisitPlanner } from "@/components/visits/visit-planner";
import { formatVisitTime, VISIT_MESSAGES, type SiteVisitView } from "@/lib/domain/site-visits";
import { addDays, viennaToday, viennaWallTimeToUtc } from "@/lib/time/vienna";
import { jsonResponse } from "../support/json-response";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const DAY = addDays(viennaToday(), 7);
const startsAt = (time: string, day = DAY) => viennaWallTimeToUtc(day, time)!.toISOString();

const visitView = (overrides: Partial<SiteVisitView> = {}): SiteVisitView => ({
  id: 3,
  status: "proposed",
  slots: [{ id: 31, startsAt: startsAt("10:00"), durationMinutes: 90 }],
  startsAt: null,
  durationMinutes: null,
  address: null,
  proposedAt: "2026-12-01T10:00:00.000Z",
  bookedAt: null,
  lastChange: null,
  ...overrides,
});

const booked = visitView({
  status: "booked",
  startsAt: startsAt("10:00"),
  durationMinutes: 90,
  bookedAt: "2026-12-02T10:00:00.000Z",
  address: "Neubaugasse 12/4",
});

let current: SiteVisitView | null;
let answers: Record<string, { status: number; body: unknown }>;
let posts: { url: string; body: unknown }[];

beforeEach(() => {
  current = null;
  answers = {};
  posts = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === "POST") {
      posts.push({ url, body: JSON.parse(String(init.body)) });
      const answer = answers[url] ?? { status: 500, body: { message: "unerwartet" } };
      if (answer.status < 300) current = (answer.body as { visit: SiteVisitView }).visit;
      return jsonResponse(answer.status, answer.body);
    }
    return jsonResponse(200, { visit: current });
  }) as unknown as typeof fetch;
});

function renderPlanner() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <VisitPlanner leadId={17} />
    </QueryClientProvider>,
  );
}

it("adds slot rows up to three, checks them before sending and posts them as entered", async () => {
  answers["/api/company/leads/17/visit"] = {
    status: 201,
    body: {
      visit: visitView({
        slots: [
          { id: 31, startsAt: startsAt("10:00"), durationMinutes: 90 },
          { id: 32, startsAt: startsAt("14:15", addDays(DAY, 1)), durationMinutes: 60 },
        ],
      }),
    },
  };
  renderPlanner();
  expect(screen.getByRole("heading", { name: "Besichtigung" })).toBeInTheDocument();
  const add = await screen.findByRole("button", { name: "Weiteren Termin hinzufügen" });
  fireEvent.click(add);
  fireEvent.click(add);
  expect(screen.getByLabelText("Termin 3 – Datum")).toHaveAttribute("type", "date");
  expect(screen.getByLabelText("Termin 3 – Uhrzeit")).toHaveAttribute("step", "900");
  expect(screen.queryByRole("button", { name: "Weiteren Termin hinzufügen" })).not.toBeInTheDocument();
  const durations = within(screen.getByLabelText("Termin 1 – Dauer")).getAllByRole("option");
  expect(durations.map((option) => option.textContent).slice(0, 4)).toEqual([
    "30 Minuten",
    "45 Minuten",
    "1 Stunde",
    "1 Stunde 15 Minuten",
  ]);
  expect(durations.at(-1)).toHaveTextContent("2 Stunden");
  fireEvent.click(screen.getByRole("button", { name: "Termin 3 entfernen" }));
  expect(screen.queryByLabelText("Termin 3 – Datum")).not.toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Weiteren Termin hinzufügen" })).toBeInTheDocument();

  fireEvent.change(screen.getByLabelText("Termin 1 – Datum"), { target: { value: DAY } });
  fireEvent.change(screen.getByLabelText("Termin 1 – Uhrzeit"), { target: { value: "10:00" } });
  fireEvent.change(screen.getByLabelText("Termin 1 – Dauer"), { target: { value: "90" } });
  fireEvent.change(screen.getByLabelText("Termin 2 – Uhrzeit"), { target: { value: "14:10" } });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Termine vorschlagen" })));

  expect(screen.getByText(VISIT_MESSAGES.date)).toBeInTheDocument();
  expect(screen.getByLabelText("Termin 2 – Datum")).toHaveAttribute("aria-invalid", "true");
  expect(screen.getByLabelText("Termin 1 – Datum")).not.toHaveAttribute("aria-invalid");
  expect(posts).toHaveLength(0);

  fireEvent.change(screen.getByLabelText("Termin 2 – Datum"), { target: { value: addDays(DAY, 1) } });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Termine vorschlagen" })));
  expect(screen.getByText(VISIT_MESSAGES.quarter)).toBeInTheDocument();
  expect(posts).toHaveLength(0);

  fireEvent.change(screen.getByLabelText("Termin 2 – Uhrzeit"), { target: { value: "14:15" } });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Termine vorschlagen" })));

  expect(posts).toEqual([
    {
      url: "/api/company/leads/17/visit",
      body: {
        slots: [
          { date: DAY, time: "10:00", durationMinutes: 90 },
          { date: addDays(DAY, 1), time: "14:15", durationMinutes: 60 },
        ],
      },
    },
  ]);
  expect(await screen.findByText("Wartet auf die Auswahl des Kunden")).toBeInTheDocument();
  const proposed = screen.getByRole("list", { name: "Vorgeschlagene Termine" });
  expect(
    within(proposed)
      .getAllByRole("listitem")
      .map((item) => item.textContent),
  ).toEqual([formatVisitTime(startsAt("10:00"), 90), formatVisitTime(startsAt("14:15", addDays(DAY, 1)), 60)]);

  fireEvent.click(screen.getByRole("button", { name: "Termine ändern" }));
  expect(screen.getByLabelText("Termin 2 – Uhrzeit")).toHaveValue("14:15");
  expect(screen.getByLabelText("Termin 1 – Dauer")).toHaveValue("90");
});

it("shows the server's field errors at their fields", async () => {
  answers["/api/company/leads/17/visit"] = {
    status: 400,
    body: { message: VISIT_MESSAGES.invalid, errors: { "slots.0.time": VISIT_MESSAGES.tooSoon } },
  };
  renderPlanner();
  fireEvent.change(await screen.findByLabelText("Termin 1 – Datum"), { target: { value: DAY } });
  fireEvent.change(screen.getByLabelText("Termin 1 – Uhrzeit"), { target: { value: "09:30" } });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Termine vorschlagen" })));

  expect(posts).toHaveLength(1);
  expect(await screen.findByText(VISIT_MESSAGES.tooSoon)).toBeInTheDocument();
  expect(screen.getByLabelText("Termin 1 – Uhrzeit")).toHaveAttribute("aria-invalid", "true");
  expect(screen.queryByText("Wartet auf die Auswahl des Kunden")).not.toBeInTheDocument();
});

it("shows a booked visit, moves it only with a reason and cancels it with a reason", async () => {
  current = booked;
  answers["/api/company/leads/17/visit"] = {
    status: 201,
    body: {
      visit: visitView({
        slots: [{ id: 41, startsAt: startsAt("16:00", addDays(DAY, 2)), durationMinutes: 45 }],
        lastChange: { by: "company", kind: "moved", reason: "Krankheit", at: "2026-12-03T09:00:00.000Z" },
      }),
    },
  };
  renderPlanner();
  expect(await screen.findByText(`Gebucht: ${formatVisitTime(startsAt("10:00"), 90)}`)).toBeInTheDocument();
  expect(screen.getByText("Ort: Neubaugasse 12/4")).toBeInTheDocument();

  fireEvent.click(screen.getByRole("button", { name: "Verschieben" }));
  fireEvent.change(screen.getByLabelText("Termin 1 – Datum"), { target: { value: addDays(DAY, 2) } });
  fireEvent.change(screen.getByLabelText("Termin 1 – Uhrzeit"), { target: { value: "16:00" } });
  fireEvent.change(screen.getByLabelText("Termin 1 – Dauer"), { target: { value: "45" } });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Termine vorschlagen" })));
  expect(screen.getByText("Bitte geben Sie einen Grund an.")).toBeInTheDocument();
  expect(posts).toHaveLength(0);

  fireEvent.change(screen.getByLabelText("Grund für die Verschiebung"), { target: { value: " Krankheit " } });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Termine vorschlagen" })));
  expect(posts).toEqual([
    {
      url: "/api/company/leads/17/visit",
      body: { slots: [{ date: addDays(DAY, 2), time: "16:00", durationMinutes: 45 }], reason: "Krankheit" },
    },
  ]);
  expect(await screen.findByText("Wartet auf die Auswahl des Kunden")).toBeInTheDocument();
  expect(screen.getByText(/^Von Ihnen verschoben am .*: Krankheit$/)).toBeInTheDocument();

  posts = [];
  answers["/api/company/leads/17/visit/cancel"] = {
    status: 200,
    body: {
      visit: visitView({
        status: "cancelled",
        lastChange: { by: "company", kind: "cancelled", reason: "Auftrag voll", at: "2026-12-04T09:00:00.000Z" },
      }),
    },
  };
  fireEvent.click(screen.getByRole("button", { name: "Absagen" }));
  const dialog = screen.getByRole("dialog", { name: "Besichtigung absagen" });
  fireEvent.click(within(dialog).getByRole("button", { name: "Absage senden" }));
  expect(within(dialog).getByText("Bitte geben Sie einen Grund an.")).toBeInTheDocument();
  expect(posts).toHaveLength(0);
  fireEvent.change(within(dialog).getByLabelText("Grund"), { target: { value: "Auftrag voll" } });
  await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Absage senden" })));

  expect(posts).toEqual([{ url: "/api/company/leads/17/visit/cancel", body: { reason: "Auftrag voll" } }]);
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(screen.getByText("Die Besichtigung wurde abgesagt.")).toBeInTheDocument();
  expect(screen.getByText(/^Von Ihnen abgesagt am .*: Auftrag voll$/)).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Termine vorschlagen" })).toBeInTheDocument();
});

it("shows the customer's request for other times with the form", async () => {
  current = visitView({
    status: "others_requested",
    slots: [],
    lastChange: { by: "customer", kind: "others", reason: "Lieber abends", at: "2026-12-03T09:00:00.000Z" },
  });
  renderPlanner();
  expect(await screen.findByText("Der Kunde bittet um andere Termine: Lieber abends")).toBeInTheDocument();
  expect(screen.getByLabelText("Termin 1 – Datum")).toHaveValue("");
  expect(screen.getByRole("button", { name: "Absagen" })).toBeInTheDocument();
});
