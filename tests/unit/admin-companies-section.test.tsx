/**
 * The admin's companies table and details dialog in jsdom (authenticated-side.md §2 "Companies";
 * issue 5 "Companies"): name, city, services, verified / not verified, registered date; the details
 * with contact, services, outcome counts and projects; verify / unverify through PATCH.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { CompaniesSection } from "@/components/admin/companies/companies-section";
import type { AdminCompanyDetails, AdminCompanyListItem } from "@/lib/domain/admin-projects";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

function jsonResponse(status: number, body: unknown) {
  const text = JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText: "", text: async () => text, json: async () => body };
}

let verified = true;
const requests: { method: string; url: string; body?: string }[] = [];
const listItem = (): AdminCompanyListItem => ({
  id: 5,
  name: "Bad Profi GmbH",
  city: "1100 Wien",
  services: ["badrenovierung", "Fliesenleger"],
  verified,
  createdAt: "2025-04-02T08:00:00.000Z",
});
const details = (): AdminCompanyDetails => ({
  ...listItem(),
  email: "office@badprofi.at",
  contactInfo: "Favoritenstraße 1, 1100 Wien",
  counts: { Offen: 2, Gewonnen: 1, Verloren: 0 },
  assignments: [
    { projectId: 41, serviceType: "küchenrenovierung", zipCode: "1030", createdAt: "2025-05-01T10:00:00.000Z", assignedAt: "2025-05-02T10:00:00.000Z", status: "Gewonnen" },
    { projectId: 40, serviceType: "badrenovierung", zipCode: "1100", createdAt: "2025-04-20T10:00:00.000Z", assignedAt: "2025-04-21T10:00:00.000Z", status: "Offen" },
  ],
});

beforeEach(() => {
  verified = true;
  requests.length = 0;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    requests.push({ method: init?.method ?? "GET", url, body: init?.body as string | undefined });
    if (url === "/api/admin/companies") {
      return jsonResponse(200, { companies: [listItem(), { ...listItem(), id: 6, name: "Neu KG", verified: false, services: [] }] });
    }
    if (url === "/api/admin/companies/5" && init?.method === "PATCH") {
      verified = (JSON.parse(String(init.body)) as { verified: boolean }).verified;
      return jsonResponse(200, { company: listItem() });
    }
    if (url === "/api/admin/companies/5") return jsonResponse(200, { company: details() });
    return jsonResponse(200, {});
  }) as unknown as typeof fetch;
});

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return render(
    <QueryClientProvider client={client}>
      <CompaniesSection />
    </QueryClientProvider>,
  );
}

it("lists the companies with the §2 columns", async () => {
  renderSection();
  const table = within(await screen.findByRole("table", { name: "Firmen" }));
  await table.findByText("Bad Profi GmbH");
  expect(table.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Name", "Ort", "Leistungen", "Status", "Registriert", "Aktion"]);
  const rows = table.getAllByRole("row").slice(1);
  expect(within(rows[0]!).getByText("1100 Wien")).toBeInTheDocument();
  expect(within(rows[0]!).getByText("Badrenovierung, Fliesenleger")).toBeInTheDocument();
  expect(within(rows[0]!).getByText("Verifiziert")).toBeInTheDocument();
  expect(within(rows[0]!).getByText("02.04.2025")).toBeInTheDocument();
  expect(within(rows[1]!).getByText("Nicht verifiziert")).toBeInTheDocument();
  expect(within(rows[1]!).getByText("–")).toBeInTheDocument();
});

it("opens the details and toggles verification", async () => {
  renderSection();
  await userEvent.click(await screen.findByRole("button", { name: "Details zu Bad Profi GmbH" }));
  const dialog = within(await screen.findByRole("dialog", { name: /Bad Profi GmbH/ }));
  expect(await dialog.findByRole("link", { name: "office@badprofi.at" })).toHaveAttribute("href", "mailto:office@badprofi.at");
  expect(dialog.getByText("Favoritenstraße 1, 1100 Wien")).toBeInTheDocument();
  expect(dialog.getByTestId("count-Offen")).toHaveTextContent("2");
  expect(dialog.getByTestId("count-Gewonnen")).toHaveTextContent("1");
  expect(dialog.getByTestId("count-Verloren")).toHaveTextContent("0");
  const projects = within(dialog.getByRole("table", { name: "Zugewiesene Projekte" }));
  expect(projects.getAllByRole("row").slice(1).map((row) => row.textContent)).toEqual([
    "#41Küchenrenovierung103001.05.2025Gewonnen",
    "#40Badrenovierung110020.04.2025Offen",
  ]);

  await userEvent.click(dialog.getByRole("button", { name: "Verifizierung aufheben" }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Verifizierung aufgehoben", expect.any(Object)));
  expect(requests.find((request) => request.method === "PATCH")).toEqual({
    method: "PATCH",
    url: "/api/admin/companies/5",
    body: JSON.stringify({ verified: false }),
  });
  expect(await dialog.findByRole("button", { name: "Verifizieren" })).toBeInTheDocument();
});
