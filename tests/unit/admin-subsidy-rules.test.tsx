/**
 * The admin's "Förderungen" in Einstellungen: lists the rules with their validity badges, creates a rule through
 * the dialog (percent → basis points, euros → cents), shows the server's German field error at its field and
 * deletes a rule only after confirmation.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type * as React from "react";
import { SubsidyRulesSection } from "@/components/admin/settings/subsidy-rules-section";
import type { AdminSubsidyRuleRow } from "@/components/admin/settings/queries";
import { jsonResponse } from "../support/json-response";

const toastError = jest.fn();
const toastSuccess = jest.fn();
jest.mock("sonner", () => ({
  toast: { error: (...a: unknown[]) => toastError(...a), success: (...a: unknown[]) => toastSuccess(...a) },
}));

const RULE: AdminSubsidyRuleRow = {
  id: 7,
  key: "wien-sanierung",
  name: "Wiener Sanierungsförderung",
  provider: "Stadt Wien",
  services: ["wohnungsrenovierung"],
  rateBps: 2500,
  maxCents: 500_000,
  conditions: {},
  conditionsText: [],
  labourMaterialSplitRequired: false,
  sourceUrl: "https://www.wien.gv.at/foerderung",
  validFrom: "2024-01-01",
  validTo: "2025-06-30",
  lastCheckedOn: "2025-03-15",
  active: true,
  updatedAt: "2025-03-15T10:00:00.000Z",
};
const FUTURE: AdminSubsidyRuleRow = {
  ...RULE,
  id: 8,
  key: "kuenftig",
  name: "Künftige Förderung",
  validFrom: "2099-01-01",
  validTo: null,
};

let fetchMock: jest.Mock;
let rules: AdminSubsidyRuleRow[];
let onWrite: (method: string, url: string, body: unknown) => ReturnType<typeof jsonResponse>;
beforeEach(() => {
  toastError.mockReset();
  toastSuccess.mockReset();
  rules = [RULE, FUTURE];
  onWrite = () => jsonResponse(200, { ok: true });
  fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    if (method === "GET") return jsonResponse(200, { rules });
    return onWrite(method, url, init?.body ? JSON.parse(String(init.body)) : undefined);
  });
  global.fetch = fetchMock as unknown as typeof fetch;
});

function withClient(ui: React.ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const writes = (method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === method);

async function fillNewRule() {
  fireEvent.click(await screen.findByRole("button", { name: "Förderregel anlegen" }));
  const dialog = await screen.findByRole("dialog");
  fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Heizungstausch" } });
  fireEvent.change(within(dialog).getByLabelText("Schlüssel"), { target: { value: "heizungstausch" } });
  fireEvent.change(within(dialog).getByLabelText("Förderstelle"), { target: { value: "Land Wien" } });
  fireEvent.change(within(dialog).getByLabelText("Quelle (https-Link)"), {
    target: { value: "https://www.wien.gv.at/heizung" },
  });
  fireEvent.change(within(dialog).getByLabelText("Fördersatz in %"), { target: { value: "12,5" } });
  fireEvent.change(within(dialog).getByLabelText("Höchstbetrag in € (leer = ohne)"), {
    target: { value: "5.000,50" },
  });
  fireEvent.change(within(dialog).getByLabelText("Gültig ab"), { target: { value: "2026-01-01" } });
  fireEvent.change(within(dialog).getByLabelText("Zuletzt geprüft am"), { target: { value: "2026-11-30" } });
  fireEvent.click(within(dialog).getByRole("checkbox", { name: "Wohnungsrenovierung" }));
  return dialog;
}

it("lists the rules with rate, maximum, days, source link and validity badges", async () => {
  withClient(<SubsidyRulesSection />);
  const list = await screen.findByRole("list", { name: "Förderregeln" });
  const [first, second] = within(list).getAllByRole("listitem");
  expect(within(first).getByText("Wiener Sanierungsförderung")).toBeInTheDocument();
  expect(within(first).getByText("25 %")).toBeInTheDocument();
  expect(within(first).getByText(/5\.000,00/)).toBeInTheDocument();
  expect(within(first).getByText("ab 01.01.2024 bis 30.06.2025")).toBeInTheDocument();
  expect(within(first).getByText("15.03.2025")).toBeInTheDocument();
  expect(within(first).getByText("abgelaufen")).toBeInTheDocument();
  expect(within(first).queryByText("noch nicht gültig")).not.toBeInTheDocument();
  const link = within(first).getByRole("link", { name: /Stadt Wien/ });
  expect(link).toHaveAttribute("href", "https://www.wien.gv.at/foerderung");
  expect(link).toHaveAttribute("rel", "noopener noreferrer");
  expect(within(second).getByText("noch nicht gültig")).toBeInTheDocument();
  expect(within(second).queryByText("abgelaufen")).not.toBeInTheDocument();
});

it("shows the empty state", async () => {
  rules = [];
  withClient(<SubsidyRulesSection />);
  expect(await screen.findByText("Noch keine Förderregeln")).toBeInTheDocument();
});

it("creates a rule through the dialog and posts percent as basis points and euros as cents", async () => {
  onWrite = (_method, _url, body) => jsonResponse(201, { rule: { ...(body as object), id: 9 } });
  withClient(<SubsidyRulesSection />);
  const dialog = await fillNewRule();
  fireEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
  await waitFor(() => expect(writes("POST")).toHaveLength(1));
  const [url, init] = writes("POST")[0] as [string, RequestInit];
  expect(url).toBe("/api/admin/subsidy-rules");
  expect(JSON.parse(String(init.body))).toEqual({
    key: "heizungstausch",
    name: "Heizungstausch",
    provider: "Land Wien",
    services: ["wohnungsrenovierung"],
    rateBps: 1250,
    maxCents: 500_050,
    conditions: {},
    conditionsText: [],
    labourMaterialSplitRequired: false,
    sourceUrl: "https://www.wien.gv.at/heizung",
    validFrom: "2026-01-01",
    validTo: null,
    lastCheckedOn: "2026-11-30",
    active: true,
  });
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(toastSuccess).toHaveBeenCalledWith("Förderregel gespeichert");
});

it("shows the server's German field error at its field and keeps the dialog open", async () => {
  onWrite = () =>
    jsonResponse(400, {
      message: "Bitte prüfen Sie Ihre Eingaben.",
      errors: { key: "Es gibt bereits eine Förderregel mit diesem Schlüssel." },
    });
  withClient(<SubsidyRulesSection />);
  const dialog = await fillNewRule();
  fireEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
  expect(await within(dialog).findByText("Es gibt bereits eine Förderregel mit diesem Schlüssel.")).toBeInTheDocument();
  expect(within(dialog).getByLabelText("Schlüssel")).toHaveAttribute("aria-invalid", "true");
  expect(screen.getByRole("dialog")).toBeInTheDocument();
});

it("shows an error without field errors as a German alert in the dialog", async () => {
  onWrite = () => jsonResponse(409, { message: "Es gibt bereits eine Förderregel mit diesem Schlüssel." });
  withClient(<SubsidyRulesSection />);
  const dialog = await fillNewRule();
  fireEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
  const alert = await within(dialog).findByRole("alert");
  expect(alert).toHaveTextContent("Es gibt bereits eine Förderregel mit diesem Schlüssel.");
  expect(within(dialog).getByLabelText("Schlüssel")).toHaveAttribute("aria-invalid", "false");
});

it("deletes a rule only after confirmation", async () => {
  withClient(<SubsidyRulesSection />);
  fireEvent.click(await screen.findByRole("button", { name: "Wiener Sanierungsförderung löschen" }));
  const confirm = await screen.findByRole("dialog");
  expect(within(confirm).getByText("Förderregel löschen?")).toBeInTheDocument();
  expect(writes("DELETE")).toHaveLength(0);
  fireEvent.click(within(confirm).getByRole("button", { name: "Löschen" }));
  await waitFor(() => expect(writes("DELETE")).toHaveLength(1));
  expect(writes("DELETE")[0][0]).toBe("/api/admin/subsidy-rules/7");
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
});

it("edits a rule prefilled in euros and percent and sends a PATCH with cents", async () => {
  onWrite = (_method, _url, body) => jsonResponse(200, { rule: { ...RULE, ...(body as object) } });
  withClient(<SubsidyRulesSection />);
  fireEvent.click(await screen.findByRole("button", { name: "Wiener Sanierungsförderung bearbeiten" }));
  const dialog = await screen.findByRole("dialog");
  expect(within(dialog).getByLabelText("Fördersatz in %")).toHaveValue("25");
  expect(within(dialog).getByLabelText("Höchstbetrag in € (leer = ohne)")).toHaveValue("5000");
  fireEvent.change(within(dialog).getByLabelText("Höchstbetrag in € (leer = ohne)"), { target: { value: "7.500" } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
  await waitFor(() => expect(writes("PATCH")).toHaveLength(1));
  const [url, init] = writes("PATCH")[0] as [string, RequestInit];
  expect(url).toBe("/api/admin/subsidy-rules/7");
  expect(JSON.parse(String(init.body))).toMatchObject({ key: "wien-sanierung", rateBps: 2500, maxCents: 750_000 });
});

it("keeps an income limit without a stored figure as null and drops it when unticked", async () => {
  rules = [{ ...RULE, conditions: { minAge: 60, maxHouseholdIncomeCents: null } }];
  onWrite = (_method, _url, body) => jsonResponse(200, { rule: { ...RULE, ...(body as object) } });
  withClient(<SubsidyRulesSection />);
  fireEvent.click(await screen.findByRole("button", { name: "Wiener Sanierungsförderung bearbeiten" }));
  const dialog = await screen.findByRole("dialog");
  const limit = within(dialog).getByRole("checkbox", { name: "Einkommensgrenze gilt" });
  expect(limit).toBeChecked();
  const amount = within(dialog).getByLabelText("Höchstes Haushaltseinkommen in € (leer = nicht hinterlegt)");
  expect(amount).toHaveValue("");
  fireEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
  await waitFor(() => expect(writes("PATCH")).toHaveLength(1));
  expect(JSON.parse(String((writes("PATCH")[0][1] as RequestInit).body)).conditions).toEqual({
    minAge: 60,
    maxHouseholdIncomeCents: null,
  });

  fireEvent.click(await screen.findByRole("button", { name: "Wiener Sanierungsförderung bearbeiten" }));
  const again = await screen.findByRole("dialog");
  fireEvent.change(within(again).getByLabelText(/Höchstes Haushaltseinkommen/), { target: { value: "abc" } });
  fireEvent.click(within(again).getByRole("button", { name: "Speichern" }));
  expect(await within(again).findByText(/Bitte das Höchsteinkommen in Euro angeben/)).toBeInTheDocument();
  fireEvent.click(within(again).getByRole("checkbox", { name: "Einkommensgrenze gilt" }));
  expect(within(again).queryByLabelText(/Höchstes Haushaltseinkommen/)).not.toBeInTheDocument();
  fireEvent.click(within(again).getByRole("button", { name: "Speichern" }));
  await waitFor(() => expect(writes("PATCH")).toHaveLength(2));
  expect(JSON.parse(String((writes("PATCH")[1][1] as RequestInit).body)).conditions).toEqual({ minAge: 60 });
});
