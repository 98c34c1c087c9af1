/**
 * The accept dialog and the withdrawal of an accepted offer in jsdom: "Zahlungspflichtig annehmen" stays
 * disabled until the confirmation is ticked, posts the shown version and the express request, and shows the
 * server's German reason inside the dialog; the withdrawal shows the period and posts the reason.
 */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AcceptOfferDialog } from "@/components/project-room/accept-offer-dialog";
import { OfferWithdrawal } from "@/components/project-room/offer-withdrawal";
import { ACCEPT_CONFIRM_LABEL, EXPRESS_START_LABEL } from "@/lib/content/fagg";
import type { RoomOfferView } from "@/lib/domain/company-offer-types";
import { jsonResponse } from "../support/json-response";

const offer: RoomOfferView = {
  offerId: 5,
  companyId: 9,
  status: "open",
  latest: {
    offerId: 5,
    versionId: 12,
    version: 2,
    kind: "itemised",
    lines: [],
    netCents: 100_000,
    vatCents: 20_000,
    grossCents: 120_000,
    labourNetCents: 80_000,
    materialNetCents: 20_000,
    validUntil: "2099-12-31",
    paymentTerms: "14 Tage netto",
    note: null,
    createdAt: "2026-12-01T10:00:00.000Z",
  },
  versionCount: 2,
  fileUrl: null,
  companyInactive: false,
  acceptance: null,
  company: {
    name: "Maler Huber GmbH",
    address: "Hauptstraße 1, 1070 Wien",
    email: "office@huber.at",
    phone: null,
    vatId: "ATU12345678",
    gisaNumber: "123456",
  },
  expired: false,
};

const calls: { url: string; body: unknown }[] = [];
let answer = jsonResponse(200, { message: "ok" });
beforeEach(() => {
  calls.length = 0;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return answer;
  }) as unknown as typeof fetch;
});

it("enables the acceptance only after the confirmation and posts the shown version", async () => {
  const onAccepted = jest.fn();
  render(<AcceptOfferDialog token="tok" offer={offer} open onOpenChange={jest.fn()} onAccepted={onAccepted} />);
  expect(screen.getAllByText("UID: ATU12345678").length).toBeGreaterThan(0);
  const button = screen.getByRole("button", { name: "Zahlungspflichtig annehmen" });
  expect(button).toBeDisabled();
  await userEvent.click(screen.getByLabelText(EXPRESS_START_LABEL, { exact: false }));
  await userEvent.click(screen.getByLabelText(ACCEPT_CONFIRM_LABEL));
  expect(button).toBeEnabled();
  await userEvent.click(button);
  expect(calls).toEqual([
    {
      url: "/api/mein-projekt/tok/company-offers/5/accept",
      body: { versionId: 12, expressStart: true, confirmed: true },
    },
  ]);
  expect(onAccepted).toHaveBeenCalled();
});

it("shows the server's reason inside the dialog", async () => {
  answer = jsonResponse(409, { message: "Die Firma hat das Angebot inzwischen geändert." });
  const onAccepted = jest.fn();
  render(<AcceptOfferDialog token="tok" offer={offer} open onOpenChange={jest.fn()} onAccepted={onAccepted} />);
  await userEvent.click(screen.getByLabelText(ACCEPT_CONFIRM_LABEL));
  await userEvent.click(screen.getByRole("button", { name: "Zahlungspflichtig annehmen" }));
  expect(await screen.findByRole("alert")).toHaveTextContent("inzwischen geändert");
  expect(onAccepted).not.toHaveBeenCalled();
  answer = jsonResponse(200, { message: "ok" });
});

it("withdraws within the period with the reason", async () => {
  const onWithdrawn = jest.fn();
  const accepted: RoomOfferView = {
    ...offer,
    status: "accepted",
    acceptance: {
      acceptanceId: 1,
      versionId: 12,
      version: 2,
      acceptedAt: "2026-12-05T10:00:00.000Z",
      withdrawalLastDay: "2026-12-19",
      withdrawalOpen: true,
      expressStartRequested: false,
      withdrawnAt: null,
      grossCents: 120_000,
    },
  };
  render(<OfferWithdrawal token="tok" offer={accepted} onWithdrawn={onWithdrawn} />);
  expect(screen.getByText(/Sie können bis 19.12.2026 widerrufen/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Widerrufen" }));
  await userEvent.type(screen.getByLabelText("Grund (freiwillig)"), "Zu teuer");
  const buttons = screen.getAllByRole("button", { name: "Widerrufen" });
  await userEvent.click(buttons[buttons.length - 1]!);
  expect(calls).toEqual([{ url: "/api/mein-projekt/tok/company-offers/5/withdraw", body: { reason: "Zu teuer" } }]);
  expect(onWithdrawn).toHaveBeenCalled();
});
