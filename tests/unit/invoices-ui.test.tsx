/**
 * The invoice screens in jsdom: the company's "Rechnungen" list (status, period,
 * gross, download link; empty state; the warning while its invoice is held) and the admin's credit note dialog (jobs preselected,
 * credited ones disabled, the reason required, the credited amount shown before confirming).
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type * as React from "react";
import { CreditNoteDialog } from "@/components/admin/invoices/credit-note-dialog";
import { CompanyInvoiceList } from "@/components/invoices/company-invoice-list";
import { formatCents } from "@/lib/domain/format";
import type { InvoiceListItem } from "@/lib/domain/invoices";
import { jsonResponse } from "../support/json-response";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock("next/navigation", () => ({
  usePathname: () => "/company-dashboard/rechnungen",
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
}));

function renderWithClient(ui: React.ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const invoice = (patch: Partial<InvoiceListItem>): InvoiceListItem => ({
  id: 7,
  number: "RE-2026-00007",
  kind: "invoice",
  companyId: 3,
  companyName: "Malerei Größl",
  correctsNumber: null,
  periodStart: "2026-10-01",
  periodEnd: "2026-10-31",
  issuedAt: "2026-10-31T23:05:00.000Z",
  dueAt: "2026-11-14T23:05:00.000Z",
  netCents: 120_000,
  vatCents: 24_000,
  grossCents: 144_000,
  paidAt: null,
  status: "overdue",
  reason: null,
  ...patch,
});

describe("CompanyInvoiceList", () => {
  it("lists invoices and credit notes with status, period, gross and a PDF download link", async () => {
    const fetchMock = jest.fn(async () =>
      jsonResponse(200, {
        invoices: [
          invoice({
            id: 9,
            number: "GS-2026-00001",
            kind: "credit_note",
            correctsNumber: "RE-2026-00007",
            grossCents: -14_400,
            status: "credit",
            periodStart: null,
            periodEnd: null,
          }),
          invoice({}),
        ],
        total: 2,
        page: 1,
        pageSize: 20,
      }),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    renderWithClient(<CompanyInvoiceList />);

    const list = await screen.findByRole("list", { name: "Rechnungen und Gutschriften" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    const bill = within(items[1]!);
    expect(bill.getByRole("heading", { name: "Rechnung RE-2026-00007" })).toBeInTheDocument();
    expect(bill.getByText("überfällig")).toBeInTheDocument();
    expect(bill.getByText("Zeitraum 01.10.2026 – 31.10.2026")).toBeInTheDocument();
    expect(bill.getByText(/1\.440,00 brutto/)).toBeInTheDocument();
    expect(bill.getByRole("link", { name: "Rechnung RE-2026-00007 als PDF herunterladen" })).toHaveAttribute(
      "href",
      "/api/company/invoices/7/pdf",
    );
    const credit = within(items[0]!);
    expect(credit.getByText("Gutschrift")).toBeInTheDocument();
    expect(credit.getByText("zu Rechnung RE-2026-00007")).toBeInTheDocument();
    expect(String((fetchMock.mock.calls as unknown[][])[0]?.[0])).toContain("/api/company/invoices?page=1&pageSize=20");
  });

  it("says when there are no invoices yet", async () => {
    global.fetch = jest.fn(async () =>
      jsonResponse(200, { invoices: [], total: 0, page: 1, pageSize: 20 }),
    ) as unknown as typeof fetch;
    renderWithClient(<CompanyInvoiceList />);
    expect(await screen.findByText("Noch keine Rechnungen.")).toBeInTheDocument();
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });

  it("warns while the next invoice is held for missing billing data", async () => {
    const hold = {
      companyId: 3,
      companyName: "Malerei Größl",
      missing: ["Straße", "PLZ"],
      entries: 2,
      grossCents: 60_000,
    };
    global.fetch = jest.fn(async () =>
      jsonResponse(200, { invoices: [], total: 0, page: 1, pageSize: 20, hold }),
    ) as unknown as typeof fetch;
    renderWithClient(<CompanyInvoiceList />);
    const note = await screen.findByRole("note");
    expect(note).toHaveTextContent(
      `Die Rechnung über ${formatCents(60_000).replace(/\s/g, " ")} (2 Aufträge) wird zurückgehalten, bis diese Rechnungsdaten vorliegen: Straße, PLZ.`,
    );
    expect(note).toHaveTextContent("„Firmendaten“");
  });
});

describe("CreditNoteDialog", () => {
  it("preselects the jobs not yet credited, requires a reason and posts the chosen entries", async () => {
    const calls: { url: string; body?: string }[] = [];
    global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body as string | undefined });
      if (init?.method === "POST")
        return jsonResponse(201, { creditNote: { id: 20, number: "GS-2026-00002", grossCents: -72_000 } });
      return jsonResponse(200, {
        number: "RE-2026-00007",
        lines: [
          {
            id: 1,
            position: 1,
            commissionEntryId: 11,
            description: "Maler, Projekt #5",
            orderValueCents: 600_000,
            rateBps: 1000,
            netCents: 60_000,
            credited: false,
          },
          {
            id: 2,
            position: 2,
            commissionEntryId: 12,
            description: "Maler, Projekt #6",
            orderValueCents: 600_000,
            rateBps: 1000,
            netCents: 60_000,
            credited: false,
          },
          {
            id: 3,
            position: 3,
            commissionEntryId: 13,
            description: "Maler, Projekt #7",
            orderValueCents: 100_000,
            rateBps: 1000,
            netCents: 10_000,
            credited: true,
          },
        ],
      });
    }) as unknown as typeof fetch;
    const onClose = jest.fn();
    const user = userEvent.setup();
    renderWithClient(<CreditNoteDialog invoice={invoice({})} onClose={onClose} />);

    const first = await screen.findByRole("checkbox", { name: /1\. Maler, Projekt #5/ });
    const second = screen.getByRole("checkbox", { name: /2\. Maler, Projekt #6/ });
    const credited = screen.getByRole("checkbox", { name: /3\. Maler, Projekt #7/ });
    await waitFor(() => expect(first).toBeChecked());
    expect(second).toBeChecked();
    expect(credited).toBeDisabled();
    expect(screen.getByText(/Gutschrift:/)).toHaveTextContent("1.440,00");

    await user.click(first);
    expect(screen.getByText(/Gutschrift:/)).toHaveTextContent("720,00");
    await user.click(screen.getByRole("button", { name: "Gutschrift ausstellen" }));
    expect(await screen.findByText(/Bitte geben Sie einen Grund an/)).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith("/credit-notes"))).toBe(false);

    await user.type(screen.getByLabelText("Grund (erscheint auf der Gutschrift)"), "Auftrag storniert");
    await user.click(screen.getByRole("button", { name: "Gutschrift ausstellen" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = calls.find((call) => call.url === "/api/admin/invoices/7/credit-notes")!;
    expect(JSON.parse(post.body!)).toEqual({ reason: "Auftrag storniert", entryIds: [12] });
  });
});
