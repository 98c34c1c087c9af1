/**
 * "Besichtigungstermine" in the project room (jsdom, fetch replaced): the empty state, past slots left out, the
 * booking with its address after a confirmation naming the contact release, the booked state, a refused booking's reason
 * in the dialog, and the request for other times and the cancellation that need a text.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RoomVisits } from "@/components/visits/room-visits";
import { formatVisitTime, type RoomSiteVisit } from "@/lib/domain/site-visits";
import { jsonResponse } from "../support/json-response";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh }) }));
jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const hoursFromNow = (hours: number) => new Date(Math.round(Date.now() / 3_600_000 + hours) * 3_600_000).toISOString();
const SLOT_A = { id: 11, startsAt: hoursFromNow(48), durationMinutes: 60 };
const SLOT_B = { id: 12, startsAt: hoursFromNow(72), durationMinutes: 90 };
const PAST = { id: 10, startsAt: hoursFromNow(-5), durationMinutes: 30 };

const roomVisit = (overrides: Partial<RoomSiteVisit> = {}): RoomSiteVisit => ({
  id: 7,
  status: "proposed",
  slots: [PAST, SLOT_A, SLOT_B],
  startsAt: null,
  durationMinutes: null,
  address: null,
  proposedAt: "2026-12-01T10:00:00.000Z",
  bookedAt: null,
  lastChange: null,
  companyId: 4,
  companyName: "Malerei Brandl",
  contactReleased: false,
  ...overrides,
});

const bookedVisit = roomVisit({
  status: "booked",
  startsAt: SLOT_B.startsAt,
  durationMinutes: SLOT_B.durationMinutes,
  bookedAt: "2026-12-02T10:00:00.000Z",
  address: "Neubaugasse 12/4",
  contactReleased: true,
});

let visits: RoomSiteVisit[];
let answers: Record<string, { status: number; body: unknown }>;
let posts: { url: string; body: unknown }[];

beforeEach(() => {
  refresh.mockClear();
  visits = [roomVisit()];
  answers = {};
  posts = [];
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === "POST") {
      posts.push({ url, body: JSON.parse(String(init.body)) });
      const answer = answers[url] ?? { status: 500, body: { message: "unerwartet" } };
      if (answer.status < 300) visits = [(answer.body as { visit: RoomSiteVisit }).visit];
      return jsonResponse(answer.status, answer.body);
    }
    return jsonResponse(200, { visits });
  }) as unknown as typeof fetch;
});

function renderVisits() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RoomVisits token="tok/1" />
    </QueryClientProvider>,
  );
}

it("shows the empty state", async () => {
  visits = [];
  renderVisits();
  expect(await screen.findByText(/^Noch keine Terminvorschläge\./)).toBeInTheDocument();
});

it("books the chosen slot after the confirmation and then shows the booked time", async () => {
  const user = userEvent.setup();
  answers["/api/mein-projekt/tok%2F1/visits/7/book"] = {
    status: 200,
    body: { visit: bookedVisit, message: "Die Besichtigung ist gebucht." },
  };
  renderVisits();
  const region = await screen.findByRole("region", { name: "Besichtigung mit Malerei Brandl" });
  const group = within(region).getByRole("group", { name: "Termin wählen" });
  expect(
    within(group)
      .getAllByRole("radio")
      .map((radio) => radio.getAttribute("value")),
  ).toEqual(["11", "12"]);
  expect(within(group).queryByRole("radio", { name: formatVisitTime(PAST.startsAt, 30) })).not.toBeInTheDocument();

  await user.click(within(region).getByRole("button", { name: "Termin buchen" }));
  expect(within(region).getByText("Bitte wählen Sie einen Termin.")).toBeInTheDocument();
  const address = within(region).getByLabelText("Adresse der Besichtigung");
  expect(address).toHaveAttribute("aria-invalid", "true");
  expect(within(region).getByText("Bitte geben Sie Straße und Hausnummer an, z. B. Neubaugasse 12/4.")).toBeVisible();
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

  const time = formatVisitTime(SLOT_B.startsAt, SLOT_B.durationMinutes);
  await user.click(within(group).getByRole("radio", { name: time }));
  await user.type(address, "Neubaugasse");
  await user.click(within(region).getByRole("button", { name: "Termin buchen" }));
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  await user.type(address, " 12/4");
  expect(address).toHaveAttribute("aria-invalid", "false");
  await user.click(within(region).getByRole("button", { name: "Termin buchen" }));
  const dialog = screen.getByRole("dialog", { name: "Besichtigung verbindlich buchen?" });
  expect(dialog).toHaveTextContent(`Sie buchen die Besichtigung mit Malerei Brandl am ${time}, Ort: Neubaugasse 12/4.`);
  expect(dialog).toHaveTextContent(
    "Mit der Buchung erhält Malerei Brandl Ihre Kontaktdaten (Name, Telefon, E-Mail, Adresse), damit der Termin " +
      "stattfinden kann.",
  );
  expect(posts).toHaveLength(0);
  await user.click(within(dialog).getByRole("button", { name: "Verbindlich buchen" }));

  expect(posts).toEqual([
    { url: "/api/mein-projekt/tok%2F1/visits/7/book", body: { slotId: 12, address: "Neubaugasse 12/4" } },
  ]);
  expect(await screen.findByText(`Gebucht: ${time}`)).toBeInTheDocument();
  expect(screen.getByText("Ort: Neubaugasse 12/4")).toBeInTheDocument();
  expect(
    screen.getByText("Sie erhalten eine Kalendereinladung per E-Mail und eine Erinnerung 24 Stunden vorher."),
  ).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(refresh).toHaveBeenCalled();
  expect(screen.getByRole("button", { name: "Verschieben" })).toBeInTheDocument();
});

it("keeps the dialog open with the server's reason when the slot is gone", async () => {
  const user = userEvent.setup();
  visits = [roomVisit({ contactReleased: true, address: "Neubaugasse 12/4" })];
  answers["/api/mein-projekt/tok%2F1/visits/7/book"] = {
    status: 409,
    body: { message: "Dieser Termin ist nicht mehr frei. Bitte wählen Sie einen anderen." },
  };
  renderVisits();
  await user.click(await screen.findByRole("radio", { name: formatVisitTime(SLOT_A.startsAt, 60) }));
  await user.click(screen.getByRole("button", { name: "Termin buchen" }));
  const dialog = screen.getByRole("dialog", { name: "Besichtigung verbindlich buchen?" });
  expect(dialog).not.toHaveTextContent("Ihre Kontaktdaten");
  await user.click(within(dialog).getByRole("button", { name: "Verbindlich buchen" }));
  expect(await within(dialog).findByRole("alert")).toHaveTextContent("Dieser Termin ist nicht mehr frei.");
  expect(screen.getByRole("dialog")).toBeInTheDocument();
});

it("asks for other times only with a message to the company", async () => {
  const user = userEvent.setup();
  answers["/api/mein-projekt/tok%2F1/visits/7/request-others"] = {
    status: 200,
    body: {
      visit: roomVisit({
        status: "others_requested",
        slots: [],
        lastChange: { by: "customer", kind: "others", reason: "Lieber abends", at: "2026-12-03T09:00:00.000Z" },
      }),
      message: "Malerei Brandl schlägt Ihnen neue Termine vor.",
    },
  };
  renderVisits();
  await user.click(await screen.findByRole("button", { name: "Andere Termine anfragen" }));
  const dialog = screen.getByRole("dialog", { name: "Andere Termine anfragen" });
  await user.click(within(dialog).getByRole("button", { name: "Anfrage senden" }));
  expect(within(dialog).getByText("Bitte schreiben Sie dem Betrieb kurz, wann es Ihnen passt.")).toBeInTheDocument();
  expect(within(dialog).getByLabelText("Nachricht an den Betrieb")).toHaveAttribute("aria-invalid", "true");
  expect(posts).toHaveLength(0);

  await user.type(within(dialog).getByLabelText("Nachricht an den Betrieb"), "Lieber abends");
  await user.click(within(dialog).getByRole("button", { name: "Anfrage senden" }));
  expect(posts).toEqual([
    { url: "/api/mein-projekt/tok%2F1/visits/7/request-others", body: { reason: "Lieber abends" } },
  ]);
  expect(
    await screen.findByText("Sie haben um andere Termine gebeten. Malerei Brandl schlägt neue vor."),
  ).toBeInTheDocument();
  expect(screen.getByText(/^Sie haben am .* um andere Termine gebeten: Lieber abends$/)).toBeInTheDocument();
});

it("cancels a booked visit with a reason and shows who cancelled", async () => {
  const user = userEvent.setup();
  visits = [bookedVisit];
  answers["/api/mein-projekt/tok%2F1/visits/7/cancel"] = {
    status: 200,
    body: {
      visit: roomVisit({
        status: "cancelled",
        lastChange: { by: "customer", kind: "cancelled", reason: "Projekt verschoben", at: "2026-12-03T09:00:00.000Z" },
      }),
      message: "Abgesagt.",
    },
  };
  renderVisits();
  await user.click(await screen.findByRole("button", { name: "Absagen" }));
  const dialog = screen.getByRole("dialog", { name: "Besichtigung absagen?" });
  await user.click(within(dialog).getByRole("button", { name: "Absage senden" }));
  expect(within(dialog).getByText("Bitte geben Sie einen Grund an.")).toBeInTheDocument();
  expect(posts).toHaveLength(0);
  await user.type(within(dialog).getByLabelText("Grund"), "Projekt verschoben");
  await user.click(within(dialog).getByRole("button", { name: "Absage senden" }));

  expect(posts).toEqual([{ url: "/api/mein-projekt/tok%2F1/visits/7/cancel", body: { reason: "Projekt verschoben" } }]);
  expect(await screen.findByText("Abgesagt")).toBeInTheDocument();
  expect(screen.getByText(/^Von Ihnen abgesagt am .*: Projekt verschoben$/)).toBeInTheDocument();
});

it("offers no move or cancellation once the booked visit is over", async () => {
  visits = [{ ...bookedVisit, startsAt: hoursFromNow(-3), durationMinutes: 60 }];
  renderVisits();
  expect(await screen.findByText("Der Termin ist vorbei.")).toBeInTheDocument();
  expect(screen.getByText(`Gebucht: ${formatVisitTime(hoursFromNow(-3), 60)}`)).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Verschieben" })).not.toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Absagen" })).not.toBeInTheDocument();
});
