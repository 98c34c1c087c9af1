/**
 * The admin section "Admins" in jsdom: the list with status, TOTP and last login
 * (Vienna), no deactivate button on one's own row; inviting validates the e-mail, posts it and
 * shows server field errors; deactivating asks first ("Abbrechen" sends nothing) and shows the
 * server's 409 message; reactivating posts to /reactivate.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { AdminsSection } from "@/components/admin/admins/admins-section";
import type { AdminUserRow } from "@/lib/validation/admin-users";
import { jsonResponse } from "../support/json-response";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const row = (id: number, extra: Partial<AdminUserRow>): AdminUserRow => ({
  id,
  email: `admin${id}@example.at`,
  status: "active",
  totpEnabled: true,
  lastLoginAt: "2026-07-01T22:30:00.000Z",
  createdAt: "2026-01-10T09:00:00.000Z",
  isSelf: false,
  inviteExpiresAt: null,
  ...extra,
});
const ROWS = [
  row(1, { isSelf: true }),
  row(2, {}),
  row(3, { status: "invited", totpEnabled: false, lastLoginAt: null, inviteExpiresAt: "2026-07-03T10:00:00.000Z" }),
  row(4, { status: "disabled" }),
];

const requests: { method: string; url: string; body?: unknown }[] = [];
let postAnswer: (url: string) => ReturnType<typeof jsonResponse>;

beforeEach(() => {
  requests.length = 0;
  jest.mocked(toast.success).mockClear();
  jest.mocked(toast.error).mockClear();
  postAnswer = (url) => jsonResponse(200, { admin: row(Number(url.split("/")[4]), {}) });
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    requests.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === "GET") return jsonResponse(200, { rows: ROWS, total: ROWS.length, page: 1, pageSize: 50 });
    return postAnswer(url);
  }) as unknown as typeof fetch;
});

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return render(
    <QueryClientProvider client={client}>
      <AdminsSection />
    </QueryClientProvider>,
  );
}
const posts = () => requests.filter((request) => request.method === "POST");
const inRow = (id: number) => within(screen.getByTestId(`admin-row-${id}`));

it("lists the admins with status, TOTP, last login in Vienna time and no action on one's own row", async () => {
  renderSection();
  expect(await screen.findByTestId("admin-row-1")).toBeInTheDocument();
  const own = inRow(1);
  expect(own.getByText("aktiv")).toBeInTheDocument();
  expect(own.getByText("Ja")).toBeInTheDocument();
  expect(own.getByText("02.07.2026, 00:30")).toBeInTheDocument();
  expect(own.getByText("Eigenes Konto")).toBeInTheDocument();
  expect(own.queryByRole("button")).toBeNull();
  expect(inRow(3).getByText("Einladung offen")).toBeInTheDocument();
  expect(inRow(3).getByText("Nein")).toBeInTheDocument();
  expect(inRow(3).getByText("Noch nie")).toBeInTheDocument();
  expect(inRow(4).getByText("deaktiviert")).toBeInTheDocument();
  expect(inRow(4).getByRole("button", { name: "admin4@example.at reaktivieren" })).toBeInTheDocument();
  expect(new URL(requests[0]!.url, "http://test").searchParams.get("pageSize")).toBe("50");
});

it("invites: validates the e-mail, posts it and shows the server's field error", async () => {
  renderSection();
  await screen.findByTestId("admin-row-1");
  const field = screen.getByLabelText("Admin einladen (E-Mail-Adresse)");
  await userEvent.type(field, "kein-mail");
  await userEvent.click(screen.getByRole("button", { name: "Einladen" }));
  expect(await screen.findByText("Bitte geben Sie eine gültige E-Mail-Adresse ein")).toBeInTheDocument();
  expect(posts()).toHaveLength(0);

  postAnswer = () => jsonResponse(201, { admin: row(9, { email: "neu@example.at", status: "invited" }) });
  await userEvent.clear(field);
  await userEvent.type(field, "neu@example.at");
  await userEvent.click(screen.getByRole("button", { name: "Einladen" }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Einladung gesendet", expect.anything()));
  expect(posts()).toEqual([{ method: "POST", url: "/api/admin/admins", body: { email: "neu@example.at" } }]);

  const message = "Diese E-Mail-Adresse gehört bereits zu einem Konto.";
  postAnswer = () => jsonResponse(409, { message, errors: { email: message } });
  await userEvent.type(field, "admin2@example.at");
  await userEvent.click(screen.getByRole("button", { name: "Einladen" }));
  expect(await screen.findByText(message, { selector: "p" })).toBeInTheDocument();
});

it("deactivates only after confirmation and shows the server's 409 message", async () => {
  renderSection();
  await screen.findByTestId("admin-row-2");
  await userEvent.click(inRow(2).getByRole("button", { name: "admin2@example.at deaktivieren" }));
  const dialog = within(await screen.findByRole("dialog"));
  expect(dialog.getByText(/laufende Sitzungen werden sofort beendet/)).toBeInTheDocument();
  await userEvent.click(dialog.getByRole("button", { name: "Abbrechen" }));
  expect(posts()).toHaveLength(0);

  postAnswer = () => jsonResponse(409, { message: "Der letzte aktive Admin kann nicht deaktiviert werden." });
  await userEvent.click(inRow(2).getByRole("button", { name: "admin2@example.at deaktivieren" }));
  await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Deaktivieren" }));
  await waitFor(() =>
    expect(toast.error).toHaveBeenCalledWith("Deaktivieren fehlgeschlagen", {
      description: "Der letzte aktive Admin kann nicht deaktiviert werden.",
    }),
  );
  expect(posts().map((request) => request.url)).toEqual(["/api/admin/admins/2/deactivate"]);
});

it("reactivates a deactivated admin after confirmation", async () => {
  renderSection();
  await screen.findByTestId("admin-row-4");
  await userEvent.click(inRow(4).getByRole("button", { name: "admin4@example.at reaktivieren" }));
  await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Reaktivieren" }));
  await waitFor(() =>
    expect(toast.success).toHaveBeenCalledWith("Admin reaktiviert", { description: "admin4@example.at" }),
  );
  expect(posts().map((request) => request.url)).toEqual(["/api/admin/admins/4/reactivate"]);
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
});
