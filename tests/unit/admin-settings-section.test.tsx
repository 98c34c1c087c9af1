/**
 * The admin section "Einstellungen": loads the settings, saves edited values with the
 * commission typed in percent (stored as basis points), checks input in the browser with German
 * messages (a public figure without its source), shows the server's field errors at
 * their fields, lists what the imprint lacks; and the
 * overview's warning box "Impressum unvollständig".
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import type * as React from "react";
import { ImprintWarning } from "@/components/admin/overview/imprint-warning";
import { SettingsSection } from "@/components/admin/settings/settings-section";
import { EMPTY_PUBLIC_CLAIMS_SETTINGS } from "@/lib/validation/public-claims";
import type { SiteSettings } from "@/lib/validation/settings";
import { jsonResponse } from "../support/json-response";

const toastError = jest.fn();
const toastSuccess = jest.fn();
jest.mock("sonner", () => ({
  toast: { error: (...a: unknown[]) => toastError(...a), success: (...a: unknown[]) => toastSuccess(...a) },
}));

const SETTINGS: SiteSettings = {
  contact: {
    phone: "+43 1 234 56 78",
    email: "kontakt@example.at",
    whatsapp: "4312345678",
    street: "",
    zipCity: "1010 Wien",
    openingHours: [{ days: "Mo–Fr", hours: "9:00–18:00" }],
  },
  imprint: {
    companyName: "",
    legalForm: "",
    registerNumber: "",
    registerCourt: "",
    vatId: "",
    supervisoryAuthority: "",
    chamber: "",
  },
  marketplace: { commissionBps: 1000, companiesPerLead: 4, contactRelease: "sofort" },
  notifications: { emails: [] },
  invoicing: { accountHolder: "", iban: "", bic: "", bankName: "" },
  publicClaims: { ...EMPTY_PUBLIC_CLAIMS_SETTINGS },
};
const MISSING = ["Firmenbuchnummer", "UID-Nummer"];

let fetchMock: jest.Mock;
beforeEach(() => {
  toastError.mockReset();
  toastSuccess.mockReset();
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function withClient(ui: React.ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const putBody = () => {
  const call = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === "PUT");
  return JSON.parse(String((call![1] as RequestInit).body)) as SiteSettings;
};

it("loads, saves the edited values (commission in percent → basis points) and confirms with a toast", async () => {
  fetchMock.mockResolvedValueOnce(jsonResponse(200, { settings: SETTINGS, imprintMissing: MISSING }));
  withClient(<SettingsSection />);
  const phone = await screen.findByLabelText("Telefon");
  expect(phone).toHaveValue("+43 1 234 56 78");
  expect(
    screen.getByText(/Das Impressum ist unvollständig\. Es fehlen: Firmenbuchnummer, UID-Nummer\./),
  ).toBeInTheDocument();
  expect(screen.getByLabelText("Provision")).toHaveValue("10");

  fireEvent.change(phone, { target: { value: "+43 1 555 12 34" } });
  fireEvent.change(screen.getByLabelText("Provision"), { target: { value: "12,5" } });
  fireEvent.change(screen.getByLabelText("Firmenbuchnummer"), { target: { value: "FN 123456 a" } });
  fireEvent.change(screen.getByLabelText("E-Mail-Adressen für Benachrichtigungen"), {
    target: { value: "a@example.at\nb@example.at" },
  });
  const release = within(screen.getByRole("group", { name: "Kontaktdaten an Firmen" }));
  expect(release.getByRole("radio", { name: /^Sofort bei Zuweisung/ })).toBeChecked();
  fireEvent.click(release.getByRole("radio", { name: /^Nach Freigabe durch den Kunden/ }));
  fireEvent.click(screen.getByRole("button", { name: "Zeile hinzufügen" }));
  fireEvent.change(screen.getByLabelText("Tage (Zeile 2)"), { target: { value: "Sa" } });
  fireEvent.change(screen.getByLabelText("Zeiten (Zeile 2)"), { target: { value: "10:00–16:00" } });
  expect(screen.getByText("Ungespeicherte Änderungen")).toBeInTheDocument();

  const saved = {
    ...SETTINGS,
    contact: {
      ...SETTINGS.contact,
      phone: "+43 1 555 12 34",
      openingHours: [...SETTINGS.contact.openingHours, { days: "Sa", hours: "10:00–16:00" }],
    },
    imprint: { ...SETTINGS.imprint, registerNumber: "FN 123456 a" },
    marketplace: { commissionBps: 1250, companiesPerLead: 4, contactRelease: "kunde" },
    notifications: { emails: ["a@example.at", "b@example.at"] },
  };
  fetchMock.mockResolvedValue(
    jsonResponse(200, { settings: saved, imprintMissing: ["UID-Nummer"], changed: ["contact"] }),
  );
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Einstellungen speichern" })));

  expect(putBody()).toEqual(saved);
  expect(toastSuccess).toHaveBeenCalledWith("Einstellungen gespeichert", expect.anything());
  expect(screen.queryByText("Ungespeicherte Änderungen")).not.toBeInTheDocument();
  expect(await screen.findByText(/Es fehlen: UID-Nummer\./)).toBeInTheDocument();
});

it("checks the input in the browser with German messages and sends nothing", async () => {
  fetchMock.mockResolvedValueOnce(jsonResponse(200, { settings: SETTINGS, imprintMissing: MISSING }));
  withClient(<SettingsSection />);
  fireEvent.change(await screen.findByLabelText("E-Mail"), { target: { value: "keine-adresse" } });
  fireEvent.change(screen.getByLabelText("Provision"), { target: { value: "101" } });
  fireEvent.change(screen.getByLabelText("Firmen pro Lead"), { target: { value: "5" } });
  fireEvent.change(screen.getByLabelText("E-Mail-Adressen für Benachrichtigungen"), { target: { value: "falsch" } });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Einstellungen speichern" })));

  expect(await screen.findByText("Bitte geben Sie eine gültige E-Mail-Adresse ein")).toBeInTheDocument();
  expect(screen.getByText("Die Provision darf höchstens 100 % betragen")).toBeInTheDocument();
  expect(screen.getByText("Höchstens 4 Firmen pro Lead")).toBeInTheDocument();
  expect(screen.getByText("„falsch“ ist keine gültige E-Mail-Adresse")).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it("'Öffentliche Angaben': a figure needs its source (German message at the source field); with it the figure is sent", async () => {
  fetchMock.mockResolvedValueOnce(jsonResponse(200, { settings: SETTINGS, imprintMissing: MISSING }));
  withClient(<SettingsSection />);
  const group = within(await screen.findByRole("region", { name: "Öffentliche Angaben" }));
  fireEvent.change(group.getByLabelText("Zufriedenheit in %"), { target: { value: "96" } });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Einstellungen speichern" })));
  expect(
    await group.findByText(
      "Bitte geben Sie die Quelle für „Zufriedenheit in %“ an – ohne Quelle wird die Angabe nicht veröffentlicht",
    ),
  ).toBeInTheDocument();
  expect(group.getByLabelText("Quelle der Zufriedenheit")).toHaveAttribute("aria-invalid", "true");
  expect(fetchMock).toHaveBeenCalledTimes(1);

  fireEvent.change(group.getByLabelText("Quelle der Zufriedenheit"), {
    target: { value: "Befragung 10/2026, 64 Antworten" },
  });
  const saved = {
    ...SETTINGS,
    publicClaims: {
      ...SETTINGS.publicClaims,
      satisfactionPercent: "96",
      satisfactionSource: "Befragung 10/2026, 64 Antworten",
    },
  };
  fetchMock.mockResolvedValue(
    jsonResponse(200, { settings: saved, imprintMissing: MISSING, changed: ["publicClaims"] }),
  );
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Einstellungen speichern" })));
  expect(putBody().publicClaims).toEqual(saved.publicClaims);
});

it("shows the server's field errors at their fields and the message in a toast", async () => {
  fetchMock.mockResolvedValueOnce(jsonResponse(200, { settings: SETTINGS, imprintMissing: MISSING }));
  withClient(<SettingsSection />);
  await screen.findByLabelText("Telefon");
  fetchMock.mockResolvedValueOnce(
    jsonResponse(400, {
      message: "Bitte überprüfen Sie Ihre Eingaben.",
      errors: {
        "contact.phone": "Telefonnummer vom Server abgelehnt",
        "notifications.emails.0": "Adresse vom Server abgelehnt",
      },
    }),
  );
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Einstellungen speichern" })));
  expect(await screen.findByText("Telefonnummer vom Server abgelehnt")).toBeInTheDocument();
  expect(screen.getByLabelText("Telefon")).toHaveAttribute("aria-invalid", "true");
  expect(screen.getByText("Adresse vom Server abgelehnt")).toBeInTheDocument();
  expect(toastError).toHaveBeenCalledWith("Einstellungen konnten nicht gespeichert werden", {
    description: "Bitte überprüfen Sie Ihre Eingaben.",
  });
});

it("shows a retry when the settings cannot be loaded", async () => {
  fetchMock.mockResolvedValueOnce(jsonResponse(503, { message: "Datenbank nicht erreichbar" }));
  withClient(<SettingsSection />);
  expect(await screen.findByText("Die Einstellungen konnten nicht geladen werden.")).toBeInTheDocument();
});

describe("overview warning", () => {
  it("says 'Impressum unvollständig' with a link to Einstellungen while data are missing", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { settings: SETTINGS, imprintMissing: MISSING }));
    withClient(<ImprintWarning />);
    const box = await screen.findByRole("alert");
    expect(box).toHaveTextContent("Impressum unvollständig");
    expect(within(box).getByRole("link", { name: "Zu den Einstellungen" })).toHaveAttribute(
      "href",
      "/admin-dashboard/settings",
    );
  });

  it("shows nothing when the imprint is complete", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { settings: SETTINGS, imprintMissing: [] }));
    const { container } = withClient(<ImprintWarning />);
    await act(async () => {});
    expect(fetchMock).toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();
  });
});
