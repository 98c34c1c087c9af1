/**
 * The customer's project room "Mein Projekt" in jsdom (components/project-room/project-room-view.tsx):
 * the request with readable answers and the consent record, the progress steps with
 * Vienna times, the companies with tel:/mailto: links and their status, the withdrawn state, the
 * bathroom offers link and the plain download link; "Anfrage zurückziehen" and "Meine Daten löschen"
 * each ask first, post to their route, and show a failure inside the dialog.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { ProjectRoomView } from "@/components/project-room/project-room-view";
import type { ProjectRoom } from "@/lib/project-room/room";
import { rankOffers } from "@/lib/domain/offer-display";
import { jsonResponse } from "../support/json-response";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh }) }));

const TOKEN = "A".repeat(21) + "_-" + "b".repeat(20);

const baseRoom: ProjectRoom = {
  projectId: 314,
  serviceType: "maler",
  serviceLabel: "Malerarbeiten",
  zipCode: "1070",
  name: "Karl Novak",
  email: "karl.novak@example.at",
  phone: "01 5551234",
  // 16:05 in Vienna (CET).
  createdAt: "2026-11-25T15:05:00.000Z",
  answers: [
    { key: "rooms", label: "Welche Räume sollen gestrichen werden?", value: "Wohnzimmer, Küche" },
    { key: "timeline", label: "Zeitrahmen", value: "In 1–3 Monaten" },
  ],
  consent: { acceptedAt: "2026-11-25T15:05:00.000Z", privacyPolicyVersion: "2025-07" },
  status: "Offen",
  emailConfirmedAt: "2026-11-25T15:10:00.000Z",
  withdrawnAt: null,
  steps: [
    { key: "received", label: "Anfrage eingegangen", at: "2026-11-25T15:05:00.000Z" },
    // 09:30 in Vienna.
    { key: "selected", label: "Betriebe ausgewählt", at: "2026-11-26T08:30:00.000Z" },
    { key: "contacted", label: "Betriebe haben sich gemeldet", at: null },
    { key: "hired", label: "Auftrag vergeben", at: null },
    { key: "done", label: "Abgeschlossen", at: null },
  ],
  companies: [
    {
      companyId: 41,
      name: "Malerei Brandl",
      verifiedSince: "2024-03-10T10:00:00.000Z",
      checks: {
        checked: true,
        licences: [{ wording: "Maler und Anstreicher", checkedAt: "2026-11-03T09:00:00.000Z" }],
        vatValid: { checkedAt: "2026-11-03T09:00:00.000Z" },
        insuranceUntil: "2027-03-31",
        items: [
          "Gewerbeberechtigung Maler und Anstreicher, GISA geprüft am 03.11.2026",
          "UID gültig (VIES, 03.11.2026)",
          "Haftpflicht bis 31.03.2027",
        ],
      },
      phone: "+4312345678",
      email: "office@brandl.example.at",
      assignedAt: "2026-11-26T08:30:00.000Z",
      status: "Offen",
      profilePath: "/firmen/malerei-brandl-41",
      contactedAt: null,
      jobDoneAt: null,
      contactReleasedAt: "2026-11-26T08:30:00.000Z",
      ratingAverage: null,
      ratingCount: 0,
      responseMedianMs: null,
    },
    {
      companyId: 42,
      name: "Farbwerk Huber",
      verifiedSince: null,
      checks: { checked: false, licences: [], vatValid: null, insuranceUntil: null, items: [] },
      phone: null,
      email: "huber@example.at",
      assignedAt: "2026-11-26T09:00:00.000Z",
      status: "Gewonnen",
      profilePath: null,
      // 11:15 in Vienna.
      contactedAt: "2026-11-26T10:15:00.000Z",
      jobDoneAt: null,
      contactReleasedAt: "2026-11-26T09:00:00.000Z",
      ratingAverage: null,
      ratingCount: 0,
      responseMedianMs: null,
    },
  ],
  hire: null,
  hasBathroomOffers: false,
  subsidies: [],
  offers: null,
  links: [],
};

let answers: Record<string, { status: number; body: unknown }>;
let calls: { method: string; url: string }[];
/** The requests that change data (the message badges read in the background). */
const writes = () => calls.filter((call) => call.method !== "GET");

beforeEach(() => {
  refresh.mockClear();
  jest.mocked(toast.success).mockClear();
  calls = [];
  answers = {};
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ method: init?.method ?? "GET", url });
    const answer = answers[url] ?? { status: 404, body: { message: "Nicht gefunden" } };
    return jsonResponse(answer.status, answer.body);
  }) as unknown as typeof fetch;
});

function renderRoom(room: Partial<ProjectRoom> = {}) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ProjectRoomView room={{ ...baseRoom, ...room }} token={TOKEN} />
    </QueryClientProvider>,
  );
}

const section = (name: string) => screen.getByRole("region", { name });

/** The text of `element` as read aloud (decorative aria-hidden parts left out). */
function spokenText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.querySelectorAll("[aria-hidden='true']").forEach((hidden) => hidden.remove());
  return copy.textContent ?? "";
}

describe("ProjectRoomView", () => {
  it("shows the request with readable answers, the contact data and the consent record in Vienna time", () => {
    renderRoom();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Malerarbeiten in 1070");
    expect(screen.getByText("Anfrage Nr. 314 vom 25.11.2026, 16:05 Uhr")).toBeInTheDocument();
    expect(screen.getByText(/E-Mail-Adresse bestätigt am 25\.11\.2026/)).toBeInTheDocument();
    const request = section("Ihre Anfrage");
    const rows = within(request)
      .getAllByRole("term")
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      "Leistung: Malerarbeiten",
      "PLZ: 1070",
      "Gesendet am: 25.11.2026, 16:05 Uhr",
      "Welche Räume sollen gestrichen werden?: Wohnzimmer, Küche",
      "Zeitrahmen: In 1–3 Monaten",
      "Name: Karl Novak",
      "E-Mail: karl.novak@example.at",
      "Telefon: 01 5551234",
    ]);
    expect(request).toHaveTextContent("Sie haben am 25.11.2026, 16:05 Uhr der Weitergabe Ihrer Anfrage");
    expect(request).toHaveTextContent("in der Fassung 2025-07.");
    expect(within(request).getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute("href", "/datenschutz");
  });

  it("shows the reached steps with their Vienna time and the others as not reached", () => {
    renderRoom();
    const steps = within(section("Stand Ihrer Anfrage")).getAllByRole("listitem");
    expect(steps.map(spokenText)).toEqual([
      "Anfrage eingegangen25.11.2026, 16:05 Uhr",
      "Betriebe ausgewählt26.11.2026, 09:30 Uhr",
      "Betriebe haben sich gemeldetNoch nicht erreicht",
      "Auftrag vergebenNoch nicht erreicht",
      "AbgeschlossenNoch nicht erreicht",
    ]);
  });

  it("lists each company with its checks, partner since, phone and e-mail links, when it got the data and its status", () => {
    renderRoom();
    const companies = within(section("Betriebe mit Ihren Kontaktdaten")).getAllByTestId("room-company");
    expect(companies).toHaveLength(2);
    const [brandl, huber] = companies as [HTMLElement, HTMLElement];
    expect(
      within(brandl).getByRole("heading", { name: "Malerei Brandl (Firmenprofil mit Bewertungen)" }),
    ).toBeInTheDocument();
    expect(within(brandl).getByTestId("room-company-checks")).toHaveTextContent(
      "Geprüfter Fachbetrieb" +
        "Gewerbeberechtigung Maler und Anstreicher, GISA geprüft am 03.11.2026 · UID gültig (VIES, 03.11.2026) · Haftpflicht bis 31.03.2027",
    );
    expect(brandl).toHaveTextContent("Partner seitMärz 2024");
    expect(brandl).toHaveTextContent("Ihre Daten erhalten am26.11.2026, 09:30 Uhr");
    expect(brandl).toHaveTextContent("Meldet sich bei Ihnen");
    expect(within(brandl).getByRole("link", { name: /01 2345678/ })).toHaveAttribute("href", "tel:+4312345678");
    expect(within(brandl).getByRole("link", { name: /office@brandl\.example\.at/ })).toHaveAttribute(
      "href",
      "mailto:office@brandl.example.at",
    );
    expect(within(brandl).getByRole("link", { name: "Malerei Brandl (Firmenprofil mit Bewertungen)" })).toHaveAttribute(
      "href",
      "/firmen/malerei-brandl-41",
    );
    expect(within(brandl).getByTestId("room-company-contacted")).toHaveTextContent("Noch nicht gemeldet");
    expect(within(huber).getByTestId("room-company-contacted")).toHaveTextContent(
      "Ja, gemeldet am 26.11.2026, 11:15 Uhr",
    );
    expect(within(huber).getByTestId("room-company-checks")).toHaveTextContent("Registerprüfung nicht abgeschlossen");
    expect(huber).not.toHaveTextContent(/geprüft|verifiziert/i);
    expect(huber).not.toHaveTextContent("Partner seit");
    expect(huber).toHaveTextContent("Auftrag vereinbart");
    expect(within(huber).getAllByRole("link")).toHaveLength(1); // no phone stored: no tel: link
  });

  it("says what happens next while no company has the data", () => {
    renderRoom({ companies: [] });
    expect(section("Betriebe mit Ihren Kontaktdaten")).toHaveTextContent(
      "Noch hat kein Betrieb Ihre Kontaktdaten erhalten.",
    );
    expect(screen.queryAllByTestId("room-company")).toHaveLength(0);
  });

  it("links the download to the export route as a plain link and shows no offers section for a painter", () => {
    renderRoom();
    const download = screen.getByRole("link", { name: "Meine Daten herunterladen" });
    expect(download).toHaveAttribute("href", `/api/mein-projekt/${TOKEN}/export`);
    expect(download).toHaveAttribute("download");
    expect(screen.queryByRole("link", { name: "Angebote ansehen" })).not.toBeInTheDocument();
  });

  it("links a bathroom project's offers through the room's offers route", () => {
    renderRoom({ serviceType: "badrenovierung", serviceLabel: "Badrenovierung", hasBathroomOffers: true });
    expect(within(section("Ihre Badezimmer-Angebote")).getByRole("link", { name: "Angebote ansehen" })).toHaveAttribute(
      "href",
      `/api/mein-projekt/${TOKEN}/offers`,
    );
  });

  it("shows the three tiers with the offers page's cards, read-only, and the approval, or the waiting state", () => {
    const tier = (labor: number, description: string) => ({
      description,
      laborCosts: { Fliesenleger: labor },
      materialCosts: { Fliesen: 1000 },
      viennaCosts: { Parken: 100 },
      timeline: "3–4 Wochen",
    });
    const { unmount } = renderRoom({
      serviceType: "badrenovierung",
      serviceLabel: "Badrenovierung",
      hasBathroomOffers: true,
      offers: {
        status: "ready",
        ranked: rankOffers({
          budgetOffer: tier(11380, "Einfach"),
          standardOffer: tier(17800, "Solide"),
          premiumOffer: tier(26250, "Edel"),
        }),
        // 10:00 in Vienna.
        approvedAt: "2026-11-26T09:00:00.000Z",
      },
    });
    const offers = within(section("Ihre Badezimmer-Angebote"));
    const items = offers.getAllByTestId("offer-card");
    expect(within(items[1]!).getByText("Beliebteste Wahl")).toBeInTheDocument();
    expect(items[1]).toHaveTextContent("Solide");
    expect(items[1]).toHaveTextContent("3–4 Wochen");
    expect(offers.queryByRole("button", { name: "Projekt starten" })).not.toBeInTheDocument();
    expect(offers.getByRole("link", { name: "Geprüftes Angebot öffnen" })).toHaveAttribute(
      "href",
      `/api/mein-projekt/${TOKEN}/offers?ansicht=geprueft`,
    );
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Budget-Renovierung"),
      expect.stringContaining("Standard-Renovierung"),
      expect.stringContaining("Premium-Renovierung"),
    ]);
    expect(items[0]).toHaveTextContent("12.480");
    expect(items[2]).toHaveTextContent("27.350");
    expect(offers.getByText(/geprüft am 26\.11\.2026, 10:00/)).toBeInTheDocument();
    unmount();

    renderRoom({
      serviceType: "badrenovierung",
      serviceLabel: "Badrenovierung",
      hasBathroomOffers: true,
      offers: { status: "generating" },
    });
    expect(within(section("Ihre Badezimmer-Angebote")).getByRole("status")).toHaveTextContent(
      "werden gerade berechnet",
    );
  });

  it("shows a withdrawn project as withdrawn, without a second withdraw button", () => {
    renderRoom({ withdrawnAt: "2026-11-27T12:00:00.000Z" });
    expect(screen.getByRole("heading", { name: "Anfrage zurückgezogen" }).parentElement).toHaveTextContent(
      "Sie haben diese Anfrage am 27.11.2026, 13:00 Uhr zurückgezogen. Es erhält kein weiterer Betrieb Ihre Kontaktdaten. Die Betriebe unten haben wir darüber per E-Mail informiert.",
    );
    expect(screen.queryByRole("button", { name: "Anfrage zurückziehen" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Meine Daten löschen" })).toBeInTheDocument();
  });

  it("does not speak of informed companies when none had the data", () => {
    renderRoom({ withdrawnAt: "2026-11-27T12:00:00.000Z", companies: [] });
    const notice = screen.getByRole("heading", { name: "Anfrage zurückgezogen" }).parentElement!;
    expect(notice).toHaveTextContent(/Es erhält kein weiterer Betrieb Ihre Kontaktdaten\.$/);
    expect(section("Betriebe mit Ihren Kontaktdaten")).toHaveTextContent("Kein Betrieb hat Ihre Kontaktdaten erhalten");
  });
});

describe("Anfrage zurückziehen", () => {
  const url = `/api/mein-projekt/${TOKEN}/withdraw`;

  it("asks first; Abbrechen sends nothing", async () => {
    const user = userEvent.setup();
    renderRoom();
    await user.click(screen.getByRole("button", { name: "Anfrage zurückziehen" }));
    const dialog = screen.getByRole("dialog", { name: "Anfrage zurückziehen?" });
    expect(dialog).toHaveTextContent("Ab jetzt erhält kein weiterer Betrieb Ihre Kontaktdaten.");
    await user.click(within(dialog).getByRole("button", { name: "Abbrechen" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it("posts after the confirmation, closes the dialog and refreshes the page", async () => {
    answers[url] = { status: 200, body: { message: "Ihre Anfrage wurde zurückgezogen." } };
    const user = userEvent.setup();
    renderRoom();
    // Keyboard: the button is reachable and Enter opens the dialog.
    screen.getByRole("button", { name: "Anfrage zurückziehen" }).focus();
    await user.keyboard("{Enter}");
    const dialog = screen.getByRole("dialog", { name: "Anfrage zurückziehen?" });
    await user.click(within(dialog).getByRole("button", { name: "Anfrage zurückziehen" }));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(writes()).toEqual([{ method: "POST", url }]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith("Anfrage zurückgezogen", {
      description: "Ihre Anfrage wurde zurückgezogen.",
    });
  });

  it("shows the server's reason inside the dialog, which stays open for another try", async () => {
    answers[url] = { status: 429, body: { message: "Zu viele Anfragen. Bitte versuchen Sie es später erneut." } };
    const user = userEvent.setup();
    renderRoom();
    await user.click(screen.getByRole("button", { name: "Anfrage zurückziehen" }));
    const dialog = screen.getByRole("dialog", { name: "Anfrage zurückziehen?" });
    await user.click(within(dialog).getByRole("button", { name: "Anfrage zurückziehen" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Zu viele Anfragen. Bitte versuchen Sie es später erneut.",
    );
    expect(refresh).not.toHaveBeenCalled();
    expect(within(dialog).getByRole("button", { name: "Anfrage zurückziehen" })).toBeEnabled();
  });
});

describe("Meine Daten löschen", () => {
  const url = `/api/mein-projekt/${TOKEN}/erase`;

  it("says it cannot be undone, erases after the confirmation and shows the success state instead of the room", async () => {
    answers[url] = {
      status: 200,
      body: { message: "Ihre Daten wurden gelöscht. Sie erhalten eine Bestätigung per E-Mail." },
    };
    const user = userEvent.setup();
    renderRoom();
    await user.click(screen.getByRole("button", { name: "Meine Daten löschen" }));
    const dialog = screen.getByRole("dialog", { name: "Meine Daten endgültig löschen?" });
    expect(dialog).toHaveTextContent(
      "Das kann nicht rückgängig gemacht werden. Danach funktioniert dieser Link nicht mehr.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Endgültig löschen" }));

    const heading = await screen.findByRole("heading", { level: 1, name: "Ihre Daten wurden gelöscht" });
    expect(heading).toHaveFocus();
    expect(writes()).toEqual([{ method: "POST", url }]);
    expect(screen.queryByText("Karl Novak")).not.toBeInTheDocument();
    expect(screen.queryByText("Malerei Brandl")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Dieser Link zu „Mein Projekt“ funktioniert nicht mehr.");
    expect(screen.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/");
  });

  it("keeps the room and shows the reason when the link no longer works", async () => {
    answers[url] = {
      status: 404,
      body: { message: "Projekt nicht gefunden. Der Link ist ungültig oder wurde erneuert." },
    };
    const user = userEvent.setup();
    renderRoom();
    await user.click(screen.getByRole("button", { name: "Meine Daten löschen" }));
    const dialog = screen.getByRole("dialog", { name: "Meine Daten endgültig löschen?" });
    await user.click(within(dialog).getByRole("button", { name: "Endgültig löschen" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Projekt nicht gefunden. Der Link ist ungültig oder wurde erneuert.",
    );
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Malerarbeiten in 1070");
  });

  it("shows a connection hint when the request never reaches the server", async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError("Failed to fetch")) as unknown as typeof fetch;
    const user = userEvent.setup();
    renderRoom();
    await user.click(screen.getByRole("button", { name: "Meine Daten löschen" }));
    const dialog = screen.getByRole("dialog", { name: "Meine Daten endgültig löschen?" });
    await user.click(within(dialog).getByRole("button", { name: "Endgültig löschen" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Keine Verbindung zum Server.");
  });
});

describe("Kontaktdaten freigeben", () => {
  const url = `/api/mein-projekt/${TOKEN}/release`;
  const waiting = baseRoom.companies.map((company) => ({ ...company, contactReleasedAt: null }));

  it("offers a release per waiting company and to all, asking first with the plain warning", async () => {
    answers[url] = { status: 200, body: { message: "Malerei Brandl sieht jetzt Ihre Kontaktdaten." } };
    const user = userEvent.setup();
    renderRoom({ companies: waiting });
    const companies = section("Ausgewählte Betriebe");
    expect(companies).toHaveTextContent(
      "Bis dahin sehen Firmen nur Ihre Anfrage, Ihre Postleitzahl und Ihren Vornamen.",
    );
    expect(within(companies).getByRole("button", { name: "An alle freigeben" })).toBeInTheDocument();
    await user.click(within(companies).getByRole("button", { name: "Kontaktdaten freigeben: Malerei Brandl" }));
    const dialog = screen.getByRole("dialog", { name: "Kontaktdaten an Malerei Brandl freigeben?" });
    expect(dialog).toHaveTextContent(
      "Die Firma sieht danach Ihren Namen, Ihre Telefonnummer, E-Mail und Adresse. Eine Freigabe kann nicht zurückgenommen werden, weil die Firma die Daten dann schon gesehen haben kann.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Kontaktdaten freigeben" }));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    // The room also polls its unread messages; only the release changes data.
    expect(calls.filter((call) => call.method === "POST")).toEqual([{ method: "POST", url }]);
    const release = jest.mocked(global.fetch).mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(release![1]!.body))).toEqual({ companyId: 41 });
  });

  it("shows the release time of a company released later, and no buttons once all are released", () => {
    renderRoom({
      companies: [
        // 10:15 in Vienna, after the assignment.
        { ...baseRoom.companies[0]!, contactReleasedAt: "2026-11-27T09:15:00.000Z" },
        baseRoom.companies[1]!,
      ],
    });
    expect(screen.getAllByTestId("room-company-release")[0]).toHaveTextContent(
      "Kontaktdaten freigegeben am 27.11.2026, 10:15 Uhr",
    );
    expect(screen.queryByRole("button", { name: /freigeben/ })).not.toBeInTheDocument();
  });
});

describe("Nachrichten", () => {
  it("lists one thread per company with its unread badge and opens a thread on request", async () => {
    const base = `/api/mein-projekt/${TOKEN}/messages`;
    answers[base] = { status: 200, body: { unread: { 42: 2 } } };
    answers[`${base}/41`] = {
      status: 200,
      body: {
        thread: { messages: [], closedAt: null, reportedAt: null, canSend: true, blockedReason: null, markedRead: 0 },
      },
    };
    renderRoom();
    const section = screen.getByRole("region", { name: "Nachrichten" });
    const toggles = within(section).getAllByRole("button", { expanded: false });
    expect(toggles).toHaveLength(2);
    expect(await within(section).findByTestId("room-unread")).toHaveTextContent("2 neu");
    expect(calls.some((call) => call.url === `${base}/41`)).toBe(false);

    await userEvent.click(toggles[0]!);
    expect(toggles[0]).toHaveAttribute("aria-expanded", "true");
    expect(
      await within(section).findByText(
        "Noch keine Nachrichten. Schreiben Sie der Firma, z. B. wann sie Sie erreichen kann.",
      ),
    ).toBeInTheDocument();
    expect(within(section).getByRole("button", { name: "Senden" })).toBeInTheDocument();
  });
});
