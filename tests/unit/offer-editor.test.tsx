/**
 * The offer editor of a lead (jsdom, fetch replaced): lines with live totals, German field errors before anything
 * is sent, the confirmation, the JSON sent to the route, and the sent version shown read-only afterwards.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { OfferEditor } from "@/components/company/offer-editor";
import { OFFER_TEXTS } from "@/lib/offers/schemas";
import { addDays, viennaToday } from "@/lib/time/vienna";
import { jsonResponse } from "../support/json-response";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const sentOffer = (body: { lines: { description: string }[]; validUntil: string; paymentTerms: string }) => ({
  offerId: 5,
  status: "open",
  latest: {
    offerId: 5,
    versionId: 9,
    version: 1,
    kind: "itemised",
    lines: [
      {
        position: 1,
        description: body.lines[0]!.description,
        quantityMilli: 1500,
        unit: "m²",
        unitPriceCents: 1000,
        kind: "labour",
        netCents: 1500,
      },
      {
        position: 2,
        description: body.lines[1]!.description,
        quantityMilli: 2000,
        unit: "kg",
        unitPriceCents: 333,
        kind: "material",
        netCents: 666,
      },
    ],
    netCents: 2166,
    vatCents: 433,
    grossCents: 2599,
    labourNetCents: 1500,
    materialNetCents: 666,
    validUntil: body.validUntil,
    paymentTerms: body.paymentTerms,
    note: null,
    createdAt: "2026-12-05T10:00:00.000Z",
  },
  versions: [{ versionId: 9, version: 1, createdAt: "2026-12-05T10:00:00.000Z", grossCents: 2599 }],
  fileUrl: null,
  acceptance: null,
});

it("sends an itemised offer after the confirmation and then shows it read-only", async () => {
  const posts: unknown[] = [];
  global.fetch = jest.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method === "POST") {
      const body = JSON.parse(String(init.body)) as Parameters<typeof sentOffer>[0];
      posts.push(body);
      return jsonResponse(201, { offer: sentOffer(body) });
    }
    return jsonResponse(200, { offer: null });
  }) as unknown as typeof fetch;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OfferEditor leadId={17} />
    </QueryClientProvider>,
  );

  fireEvent.change(await screen.findByLabelText("Position 1 – Beschreibung"), { target: { value: "Wand streichen" } });
  fireEvent.change(screen.getByLabelText("Position 1 – Menge"), { target: { value: "1,5" } });
  fireEvent.change(screen.getByLabelText("Position 1 – Einzelpreis"), { target: { value: "10" } });
  fireEvent.click(screen.getByRole("button", { name: "Position hinzufügen" }));
  fireEvent.change(screen.getByLabelText("Position 2 – Beschreibung"), { target: { value: "Farbe" } });
  fireEvent.change(screen.getByLabelText("Position 2 – Menge"), { target: { value: "2" } });
  fireEvent.change(screen.getByLabelText("Position 2 – Einheit"), { target: { value: "kg" } });
  fireEvent.change(screen.getByLabelText("Position 2 – Einzelpreis"), { target: { value: "3,33" } });
  fireEvent.change(screen.getByLabelText("Position 2 – Art"), { target: { value: "material" } });

  const totals = screen.getByLabelText("Summen");
  expect(within(totals).getByText("Brutto").nextSibling).toHaveTextContent("€ 25,99");
  expect(within(totals).getByText("davon Material").nextSibling).toHaveTextContent("€ 6,66");
  expect(screen.getByLabelText("Zahlungsbedingungen")).toHaveValue(
    "50 % bei Auftragserteilung, Rest nach Fertigstellung",
  );

  fireEvent.click(screen.getByRole("button", { name: "Angebot senden" }));
  const dialog = screen.getByRole("dialog", { name: "Angebot senden" });
  expect(dialog).toHaveTextContent("nicht mehr geändert");
  expect(posts).toHaveLength(0);
  await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Verbindlich senden" })));

  expect(posts).toEqual([
    {
      lines: [
        { description: "Wand streichen", quantity: "1,5", unit: "m²", unitPrice: "10", kind: "labour" },
        { description: "Farbe", quantity: "2", unit: "kg", unitPrice: "3,33", kind: "material" },
      ],
      validUntil: addDays(viennaToday(), 30),
      paymentTerms: "50 % bei Auftragserteilung, Rest nach Fertigstellung",
      note: "",
    },
  ]);
  const sent = await screen.findByTestId("sent-offer");
  expect(sent).toHaveTextContent("Status: offen");
  expect(within(sent).getByRole("button", { name: "Neue Version erstellen" })).toBeInTheDocument();
  fireEvent.click(within(sent).getByRole("button", { name: "Neue Version erstellen" }));
  expect(screen.getByLabelText("Position 2 – Beschreibung")).toHaveValue("Farbe");
  expect(screen.getByLabelText("Position 2 – Einzelpreis")).toHaveValue("3,33");
});

it("shows German field errors and sends nothing for an empty line", async () => {
  global.fetch = jest.fn(async () => jsonResponse(200, { offer: null })) as unknown as typeof fetch;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OfferEditor leadId={17} />
    </QueryClientProvider>,
  );
  await screen.findByLabelText("Position 1 – Beschreibung");
  fireEvent.click(screen.getByRole("button", { name: "Angebot senden" }));
  expect(await screen.findByText(OFFER_TEXTS.description)).toBeInTheDocument();
  expect(screen.getByText(OFFER_TEXTS.quantity)).toBeInTheDocument();
  expect(screen.queryByRole("dialog")).toBeNull();
  expect(jest.mocked(global.fetch).mock.calls.every(([, init]) => !init?.method || init.method === "GET")).toBe(true);
});
