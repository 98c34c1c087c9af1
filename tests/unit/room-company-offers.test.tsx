/**
 * "Angebote" in the project room (jsdom, fetch replaced): the empty state, the offers side by side with totals,
 * labour share, validity and the price estimate, the accept button only for open valid offers (it opens the accept
 * dialog), and the declined and accepted states.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { RoomCompanyOffers } from "@/components/project-room/room-offers";
import type { RoomOfferView, RoomOffers } from "@/lib/domain/company-offer-types";
import type { ProjectRoomCompany } from "@/lib/project-room/room";
import { jsonResponse } from "../support/json-response";

const version = (overrides: Partial<RoomOfferView["latest"]> = {}): RoomOfferView["latest"] => ({
  offerId: 1,
  versionId: 1,
  version: 1,
  kind: "itemised",
  lines: [
    {
      position: 1,
      description: "Wände streichen",
      quantityMilli: 42_500,
      unit: "m²",
      unitPriceCents: 1200,
      kind: "labour",
      netCents: 51_000,
    },
    {
      position: 2,
      description: "Farbe",
      quantityMilli: 1000,
      unit: "Stk.",
      unitPriceCents: 9000,
      kind: "material",
      netCents: 9000,
    },
  ],
  netCents: 60_000,
  vatCents: 12_000,
  grossCents: 72_000,
  labourNetCents: 51_000,
  materialNetCents: 9000,
  validUntil: "2099-01-31",
  paymentTerms: "50 % bei Auftragserteilung, Rest nach Fertigstellung",
  note: null,
  createdAt: "2026-12-01T10:00:00.000Z",
  ...overrides,
});

const offer = (companyId: number, name: string, overrides: Partial<RoomOfferView> = {}): RoomOfferView => ({
  offerId: companyId,
  companyId,
  status: "open",
  latest: version({ offerId: companyId }),
  versionCount: 1,
  fileUrl: null,
  acceptance: null,
  company: { name, address: null, email: null, phone: null, vatId: null, gisaNumber: null },
  expired: false,
  companyInactive: false,
  ...overrides,
});

const company = (companyId: number, name: string): ProjectRoomCompany => ({
  companyId,
  name,
  verifiedSince: null,
  checks: { checked: false, licences: [], vatValid: null, insuranceUntil: null, items: [] },
  phone: null,
  email: null,
  assignedAt: "2026-11-01T10:00:00.000Z",
  status: "Offen",
  profilePath: null,
  contactedAt: null,
  jobDoneAt: null,
  contactReleasedAt: null,
  ratingAverage: 4.5,
  ratingCount: 2,
  responseMedianMs: null,
});

function renderOffers(data: RoomOffers) {
  global.fetch = jest.fn(async () => jsonResponse(200, data)) as unknown as typeof fetch;
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RoomCompanyOffers token="tok-1" companies={[company(1, "Malerei Aigner"), company(2, "Farben Berger")]} />
    </QueryClientProvider>,
  );
}

it("shows the empty state", async () => {
  renderOffers({ offers: [], priceReference: null });
  expect(await screen.findByText("Noch keine Angebote. Die Firmen senden ihre Angebote hier her.")).toBeVisible();
  expect(jest.mocked(global.fetch).mock.calls[0]![0]).toBe("/api/mein-projekt/tok-1/company-offers");
});

it("compares the offers and opens the accept dialog for an open, valid offer only", async () => {
  renderOffers({
    offers: [offer(1, "Malerei Aigner"), offer(2, "Farben Berger", { expired: true })],
    priceReference: {
      label: "Richtwert unseres Preisrechners",
      tiers: [
        { name: "Basis", grossCents: 500_000 },
        { name: "Komfort", grossCents: 800_000 },
        { name: "Premium", grossCents: 1_200_000 },
      ],
    },
  });
  const table = await screen.findByRole("table", { name: "Angebote im Vergleich" });
  expect(within(table).getByRole("columnheader", { name: "Malerei Aigner" })).toBeInTheDocument();
  expect(within(table).getAllByText("€ 720,00")).toHaveLength(2);
  expect(within(table).getAllByText("85 % (€ 510,00 netto)")).toHaveLength(2);
  expect(within(table).getByText("abgelaufen")).toBeInTheDocument();
  expect(within(table).getByText("31.01.2099")).toBeInTheDocument();
  expect(within(table).getAllByText(/4,5 von 5 Sternen/)).toHaveLength(2);
  expect(screen.getByTestId("offer-price-reference")).toHaveTextContent(
    "Richtwert unseres Preisrechners: Basis € 5.000,00 / Komfort € 8.000,00 / Premium € 12.000,00",
  );

  expect(within(table).queryByRole("button", { name: "Angebot von Farben Berger annehmen" })).toBeNull();
  fireEvent.click(within(table).getByRole("button", { name: "Angebot von Malerei Aigner annehmen" }));
  expect(screen.getByRole("dialog", { name: "Angebot annehmen" })).toBeInTheDocument();
});

it("offers no acceptance for a company the admin deactivated", async () => {
  renderOffers({ offers: [offer(1, "Malerei Aigner", { companyInactive: true })], priceReference: null });
  const table = await screen.findByRole("table", { name: "Angebote im Vergleich" });
  expect(within(table).getByText("Die Firma ist derzeit nicht aktiv.")).toBeInTheDocument();
  expect(within(table).queryByRole("button", { name: /annehmen/ })).toBeNull();
});

it("shows an accepted offer's date and that another offer was accepted", async () => {
  renderOffers({
    offers: [
      offer(1, "Malerei Aigner", {
        status: "accepted",
        acceptance: {
          acceptanceId: 1,
          versionId: 1,
          version: 1,
          acceptedAt: "2026-12-03T09:00:00.000Z",
          withdrawalLastDay: "2026-12-17",
          withdrawalOpen: true,
          expressStartRequested: false,
          withdrawnAt: null,
          grossCents: 72_000,
        },
      }),
      offer(2, "Farben Berger", { status: "declined" }),
    ],
    priceReference: null,
  });
  const table = await screen.findByRole("table", { name: "Angebote im Vergleich" });
  expect(within(table).getByText("Angenommen am 03.12.2026")).toBeInTheDocument();
  expect(within(table).getByText("Sie haben ein anderes Angebot angenommen.")).toBeInTheDocument();
  expect(within(table).queryByRole("button", { name: /annehmen/ })).toBeNull();
});
