/**
 * The lead card's actions in jsdom: "Kontaktiert" beside the status selector,
 * "Gewonnen" only through the dialog with value and month (German errors before anything is sent),
 * changing a won lead back only with a reason, "Auftrag abgeschlossen" after a confirmation, and the
 * contact and won-job lines.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LeadCard } from "@/components/company/lead-card";
import { addMonths, type CompanyLead } from "@/lib/domain/company-lead";
import { viennaMonthOf } from "@/lib/time/vienna";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

// Radix Select needs these in jsdom.
beforeAll(() => {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
});

let calls: { url: string; method: string; body: unknown }[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };
beforeEach(() => {
  calls = [];
  answer = { status: 200, body: { project: { id: 5, status: "Gewonnen" } } };
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, method: init?.method ?? "GET", body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const text = JSON.stringify(answer.body);
    return {
      ok: answer.status < 300,
      status: answer.status,
      statusText: "",
      text: async () => text,
      json: async () => answer.body,
    };
  }) as unknown as typeof fetch;
});

const HOUR = 3_600_000;

function lead(extra: Partial<CompanyLead> = {}): CompanyLead {
  return {
    id: 5,
    serviceType: "maler",
    zipCode: "1070",
    projectType: null,
    stage: null,
    style: null,
    size: null,
    keepInstallations: null,
    budget: null,
    name: "Anna Berger",
    email: "anna@example.at",
    phone: "0660 1234567",
    quizAnswers: {},
    status: "Offen",
    aiOfferLinkId: null,
    createdAt: new Date(Date.now() - 2 * HOUR).toISOString(),
    assignedAt: new Date(Date.now() - 2 * HOUR).toISOString(),
    contactedAt: null,
    wonValueCents: null,
    expectedCompletion: null,
    jobDoneAt: null,
    ...extra,
  };
}

function renderCard(value: CompanyLead) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return render(
    <QueryClientProvider client={client}>
      <LeadCard lead={value} onShowDetails={() => undefined} now={Date.now()} />
    </QueryClientProvider>,
  );
}

const writes = () => calls.filter((call) => call.method !== "GET");

async function choose(status: string) {
  await userEvent.click(screen.getByRole("combobox", { name: "Status von Anna Berger" }));
  await userEvent.click(await screen.findByRole("option", { name: status }));
}

it("marks a lead contacted with the button beside the status selector", async () => {
  answer = { status: 200, body: { lead: { id: 5, contactedAt: new Date().toISOString(), created: true } } };
  renderCard(lead());
  expect(screen.getByText("Noch nicht kontaktiert")).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Anna Berger als kontaktiert markieren" }));
  await waitFor(() =>
    expect(writes()).toEqual([{ url: "/api/company/leads/5/contacted", method: "POST", body: undefined }]),
  );
});

it("shows the contact time instead of the button once contacted, and highlights an overdue lead", () => {
  const { unmount } = renderCard(lead({ contactedAt: "2026-11-25T08:00:00.000Z" }));
  expect(screen.getByText("Kontaktiert am 25.11.2026, 09:00")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: /als kontaktiert markieren/ })).not.toBeInTheDocument();
  unmount();
  renderCard(lead({ assignedAt: new Date(Date.now() - 25 * HOUR).toISOString() }));
  expect(screen.getByText("Noch nicht kontaktiert – seit über 24 Stunden")).toBeInTheDocument();
});

it("asks for value and month before setting Gewonnen, with German errors, and sends both", async () => {
  renderCard(lead());
  await choose("Gewonnen");
  const dialog = await screen.findByRole("dialog", { name: "Auftrag gewonnen" });
  expect(writes()).toEqual([]);

  await userEvent.click(within(dialog).getByRole("button", { name: "Als gewonnen speichern" }));
  expect(await within(dialog).findByText("Bitte geben Sie den Auftragswert in Euro an.")).toBeInTheDocument();
  expect(within(dialog).getByText("Bitte wählen Sie den voraussichtlichen Fertigstellungsmonat.")).toBeInTheDocument();

  const value = within(dialog).getByLabelText("Auftragswert in Euro (brutto)");
  await userEvent.type(value, "0");
  const month = within(dialog).getByLabelText("Voraussichtliche Fertigstellung (Monat)");
  await userEvent.type(month, addMonths(viennaMonthOf(new Date()), 40));
  await userEvent.click(within(dialog).getByRole("button", { name: "Als gewonnen speichern" }));
  expect(await within(dialog).findByText("Der Auftragswert muss größer als 0 € sein.")).toBeInTheDocument();
  expect(
    within(dialog).getByText("Der Fertigstellungsmonat darf höchstens 3 Jahre in der Zukunft liegen."),
  ).toBeInTheDocument();
  expect(writes()).toEqual([]);

  await userEvent.clear(value);
  await userEvent.type(value, "12.500,50");
  await userEvent.clear(month);
  const completion = addMonths(viennaMonthOf(new Date()), 2);
  await userEvent.type(month, completion);
  await userEvent.click(within(dialog).getByRole("button", { name: "Als gewonnen speichern" }));
  await waitFor(() =>
    expect(writes()).toEqual([
      {
        url: "/api/projects/5/status",
        method: "PATCH",
        body: { status: "Gewonnen", wonValue: "12.500,50", expectedCompletion: completion },
      },
    ]),
  );
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
});

it("shows the server's field errors in the Gewonnen dialog", async () => {
  answer = {
    status: 400,
    body: {
      message: "Bitte überprüfen Sie Ihre Eingaben.",
      errors: {
        expectedCompletion: "Der Fertigstellungsmonat darf nicht vor dem Monat der Zuweisung (November 2026) liegen.",
      },
    },
  };
  renderCard(lead());
  await choose("Gewonnen");
  const dialog = await screen.findByRole("dialog", { name: "Auftrag gewonnen" });
  await userEvent.type(within(dialog).getByLabelText("Auftragswert in Euro (brutto)"), "5000");
  await userEvent.type(
    within(dialog).getByLabelText("Voraussichtliche Fertigstellung (Monat)"),
    viennaMonthOf(new Date()),
  );
  await userEvent.click(within(dialog).getByRole("button", { name: "Als gewonnen speichern" }));
  expect(await within(dialog).findByText(/nicht vor dem Monat der Zuweisung/)).toBeInTheDocument();
});

it("changes a won lead back only with a reason, and shows value, month and the won actions", async () => {
  renderCard(
    lead({
      status: "Gewonnen",
      contactedAt: new Date().toISOString(),
      wonValueCents: 1_250_050,
      expectedCompletion: "2027-03",
    }),
  );
  expect(screen.getByText(/Auftragswert € 12\.500,50 brutto/)).toHaveTextContent("Fertigstellung März 2027");
  expect(screen.getByRole("button", { name: "Auftragswert von Anna Berger ändern" })).toBeInTheDocument();

  await choose("Verloren");
  const dialog = await screen.findByRole("dialog", { name: "Gewonnenen Auftrag auf „Verloren“ ändern?" });
  await userEvent.click(within(dialog).getByRole("button", { name: "Status ändern" }));
  expect(await within(dialog).findByRole("alert")).toHaveTextContent(/Grund/);
  expect(writes()).toEqual([]);
  await userEvent.type(within(dialog).getByLabelText("Grund der Änderung"), "Kunde hat storniert");
  await userEvent.click(within(dialog).getByRole("button", { name: "Status ändern" }));
  await waitFor(() =>
    expect(writes()).toEqual([
      { url: "/api/projects/5/status", method: "PATCH", body: { status: "Verloren", reason: "Kunde hat storniert" } },
    ]),
  );
});

it("marks a won job done only after the confirmation", async () => {
  answer = { status: 200, body: { lead: { id: 5, jobDoneAt: new Date().toISOString(), created: true } } };
  renderCard(
    lead({
      status: "Gewonnen",
      contactedAt: new Date().toISOString(),
      wonValueCents: 500_000,
      expectedCompletion: "2027-03",
    }),
  );
  await userEvent.click(screen.getByRole("button", { name: "Auftrag von Anna Berger abgeschlossen" }));
  const dialog = await screen.findByRole("dialog", { name: "Auftrag als abgeschlossen markieren?" });
  expect(writes()).toEqual([]);
  await userEvent.click(within(dialog).getByRole("button", { name: "Auftrag abgeschlossen" }));
  await waitFor(() =>
    expect(writes()).toEqual([{ url: "/api/company/leads/5/done", method: "POST", body: undefined }]),
  );
});

it("shows a done job without the button", () => {
  renderCard(
    lead({
      status: "Gewonnen",
      contactedAt: "2026-11-01T10:00:00.000Z",
      wonValueCents: 500_000,
      expectedCompletion: "2027-03",
      jobDoneAt: "2026-12-01T10:00:00.000Z",
    }),
  );
  expect(screen.getByText("Abgeschlossen am 01.12.2026, 11:00")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: /Auftrag von Anna Berger abgeschlossen/ })).not.toBeInTheDocument();
});
