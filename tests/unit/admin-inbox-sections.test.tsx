/**
 * The admin's inboxes in jsdom: "Kontaktanfragen" (loading, empty, error states,
 * filter and search in the request, opening a message shows its text as text, "Antworten" as
 * mailto: with "Re: …", done / reopen) and "E-Mails" (states, status filter, masked rows, the
 * confirmation before "Erneut senden", the disabled button of a blanked row), and the pure labels.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";

import { ContactMessagesSection } from "@/components/admin/contact-messages/contact-messages-section";
import { EmailsSection } from "@/components/admin/emails/emails-section";
import {
  emailTemplateKey,
  emailTemplateLabel,
  replyMailto,
  replySubject,
  type AdminContactMessage,
  type AdminEmailRow,
} from "@/lib/domain/admin-inbox";
import { adminEmailsQuerySchema, contactMessagesQuerySchema } from "@/lib/validation/admin-inbox";
import { jsonResponse } from "../support/json-response";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

type Handler = (
  method: string,
  url: string,
  body?: string,
) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;
const requests: { method: string; url: string; body?: string }[] = [];
let handler: Handler;

beforeEach(() => {
  requests.length = 0;
  jest.mocked(toast.success).mockClear();
  jest.mocked(toast.error).mockClear();
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    const body = init?.body as string | undefined;
    requests.push({ method, url, body });
    const answer = await handler(method, url, body);
    return jsonResponse(answer.status, answer.body);
  }) as unknown as typeof fetch;
});

function renderWithClient(ui: React.ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const message = (id: number, extra: Partial<AdminContactMessage> = {}): AdminContactMessage => ({
  id,
  name: `Besucher ${id}`,
  email: `besucher${id}@example.at`,
  subject: `Frage ${id}`,
  createdAt: "2026-11-25T15:30:00.000Z",
  readAt: null,
  doneAt: null,
  message: `<b>Hallo</b> ${id}`,
  ...extra,
});

describe("ContactMessagesSection", () => {
  it("shows skeleton rows while loading, then the rows with Vienna time and status", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    handler = async () => {
      await gate;
      const { message: _text, ...row } = message(1);
      const { message: _text2, ...read } = message(2, { readAt: "2026-11-25T16:00:00.000Z" });
      return { status: 200, body: { messages: [row, read], total: 2, page: 1, pageSize: 25 } };
    };
    renderWithClient(<ContactMessagesSection />);
    expect(screen.getByText("Kontaktanfragen werden geladen...")).toBeInTheDocument();
    release();
    const row = await screen.findByTestId("contact-message-row-1");
    expect(within(row).getByText("25.11.2026, 16:30")).toBeInTheDocument();
    expect(within(row).getByText("Neu")).toBeInTheDocument();
    expect(within(screen.getByTestId("contact-message-row-2")).getByText("Gelesen")).toBeInTheDocument();
    expect(requests[0]!.url).toBe("/api/admin/contact-messages?page=1&pageSize=25&status=open");
  });

  it("shows the empty text of the filter and sends filter and search", async () => {
    handler = () => ({ status: 200, body: { messages: [], total: 0, page: 1, pageSize: 25 } });
    renderWithClient(<ContactMessagesSection />);
    expect(await screen.findByText("Keine offenen Kontaktanfragen")).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Status"), "Erledigt");
    expect(await screen.findByText("Keine erledigten Kontaktanfragen")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Suche"), "Huber{Enter}");
    expect(await screen.findByText("Keine Kontaktanfragen zu „Huber“")).toBeInTheDocument();
    expect(requests.at(-1)!.url).toBe("/api/admin/contact-messages?page=1&pageSize=25&status=done&search=Huber");
  });

  it("shows an error box with a working retry", async () => {
    let fail = true;
    handler = () =>
      fail
        ? { status: 500, body: { message: "Fehler" } }
        : { status: 200, body: { messages: [], total: 0, page: 1, pageSize: 25 } };
    renderWithClient(<ContactMessagesSection />);
    expect(await screen.findByText("Die Kontaktanfragen konnten nicht geladen werden.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Erneut versuchen" }));
    expect(await screen.findByText("Keine offenen Kontaktanfragen")).toBeInTheDocument();
  });

  it("opens a message as text, offers a mailto reply and marks it done, then open again", async () => {
    let current = message(7, { subject: "Badsanierung & Kosten" });
    handler = (method, url, body) => {
      if (url.startsWith("/api/admin/contact-messages?")) {
        const { message: _text, ...row } = current;
        return { status: 200, body: { messages: [row], total: 1, page: 1, pageSize: 25 } };
      }
      if (method === "GET") {
        current = { ...current, readAt: current.readAt ?? "2026-11-25T16:00:00.000Z" };
        return { status: 200, body: { message: current } };
      }
      const { done } = JSON.parse(body!) as { done: boolean };
      current = { ...current, doneAt: done ? "2026-11-25T16:05:00.000Z" : null };
      return { status: 200, body: { message: current } };
    };
    renderWithClient(<ContactMessagesSection />);
    await userEvent.click(
      await screen.findByRole("button", { name: "Nachricht von Besucher 7 öffnen: Badsanierung & Kosten" }),
    );
    const dialog = await screen.findByRole("dialog");
    const text = await within(dialog).findByTestId("contact-message-text");
    expect(text.textContent).toBe("<b>Hallo</b> 7");
    expect(text.querySelector("b")).toBeNull();
    expect(within(dialog).getByRole("link", { name: "Antworten" })).toHaveAttribute(
      "href",
      "mailto:besucher7@example.at?subject=Re%3A%20Badsanierung%20%26%20Kosten",
    );
    expect(within(dialog).getByText("Gelesen")).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "Als erledigt markieren" }));
    expect(await within(dialog).findByRole("button", { name: "Wieder öffnen" })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith("Als erledigt markiert");
    expect(requests.find((request) => request.method === "PATCH")).toEqual({
      method: "PATCH",
      url: "/api/admin/contact-messages/7",
      body: JSON.stringify({ done: true }),
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Wieder öffnen" }));
    expect(await within(dialog).findByRole("button", { name: "Als erledigt markieren" })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith("Wieder geöffnet");
  });
});

const email = (id: number, extra: Partial<AdminEmailRow> = {}): AdminEmailRow => ({
  id,
  createdAt: "2026-11-25T08:00:00.000Z",
  sentAt: null,
  to: ["f***@example.at"],
  template: "Neue Anfrage an Firma",
  subject: `Betreff ${id}`,
  status: "failed",
  attempts: 9,
  lastError: "Resend: 500",
  blanked: false,
  ...extra,
});

describe("EmailsSection", () => {
  it("shows loading, then rows with status, attempts and error, and the empty text of a filter", async () => {
    handler = (_method, url) =>
      url.includes("status=sending")
        ? { status: 200, body: { emails: [], total: 0, page: 1, pageSize: 25 } }
        : {
            status: 200,
            body: {
              emails: [email(1), email(2, { status: "sent", attempts: 1, lastError: null })],
              total: 2,
              page: 1,
              pageSize: 25,
            },
          };
    renderWithClient(<EmailsSection />);
    expect(screen.getByText("E-Mails werden geladen...")).toBeInTheDocument();
    const row = await screen.findByTestId("email-row-1");
    for (const text of [
      "25.11.2026, 09:00",
      "f***@example.at",
      "Neue Anfrage an Firma",
      "Fehlgeschlagen",
      "9",
      "Resend: 500",
    ]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(within(screen.getByTestId("email-row-2")).getByText("Gesendet")).toBeInTheDocument();
    expect(within(screen.getByTestId("email-row-2")).queryByRole("button")).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText("Status"), "Wird gesendet");
    expect(await screen.findByText("Keine E-Mails mit Status „Wird gesendet“")).toBeInTheDocument();
    expect(requests.at(-1)!.url).toBe("/api/admin/emails?page=1&pageSize=25&status=sending");
  });

  it("shows an error box when the list cannot be loaded", async () => {
    handler = () => ({ status: 503, body: { message: "Datenbank nicht erreichbar" } });
    renderWithClient(<EmailsSection />);
    expect(await screen.findByText("Die E-Mails konnten nicht geladen werden.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Erneut versuchen" })).toBeInTheDocument();
  });

  it("asks for confirmation before resending; Abbrechen sends nothing", async () => {
    handler = (method) =>
      method === "POST"
        ? { status: 200, body: { email: email(1, { status: "pending", attempts: 0, lastError: null }) } }
        : { status: 200, body: { emails: [email(1)], total: 1, page: 1, pageSize: 25 } };
    renderWithClient(<EmailsSection />);
    await userEvent.click(await screen.findByRole("button", { name: "E-Mail „Betreff 1“ erneut senden" }));
    let dialog = await screen.findByRole("dialog", { name: "E-Mail erneut senden?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Abbrechen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(0);

    await userEvent.click(screen.getByRole("button", { name: "E-Mail „Betreff 1“ erneut senden" }));
    dialog = await screen.findByRole("dialog", { name: "E-Mail erneut senden?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Erneut senden" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("E-Mail wird erneut gesendet"));
    expect(requests.filter((request) => request.method === "POST").map((request) => request.url)).toEqual([
      "/api/admin/emails/1/resend",
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("shows the server's reason when resending fails", async () => {
    handler = (method) =>
      method === "POST"
        ? { status: 409, body: { message: "Nur fehlgeschlagene E-Mails können erneut gesendet werden." } }
        : { status: 200, body: { emails: [email(1)], total: 1, page: 1, pageSize: 25 } };
    renderWithClient(<EmailsSection />);
    await userEvent.click(await screen.findByRole("button", { name: "E-Mail „Betreff 1“ erneut senden" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Erneut senden" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Fehler", {
        description: "Nur fehlgeschlagene E-Mails können erneut gesendet werden.",
      }),
    );
  });

  it("disables resending a blanked row and says why", async () => {
    handler = () => ({ status: 200, body: { emails: [email(3, { blanked: true })], total: 1, page: 1, pageSize: 25 } });
    renderWithClient(<EmailsSection />);
    const button = await screen.findByRole("button", { name: "E-Mail „Betreff 3“ erneut senden" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("Der Inhalt wurde nach Ablauf der Aufbewahrungsfrist gelöscht.");
  });
});

describe("inbox labels and queries", () => {
  it("derives template names from idempotency keys", () => {
    expect(emailTemplateKey("lead-assigned-12-3")).toBe("lead-assigned");
    expect(emailTemplateKey("contact-message-5-1700000000000")).toBe("contact-message");
    expect(emailTemplateLabel("lead-assigned-12-3")).toBe("Neue Anfrage an Firma");
    expect(emailTemplateLabel("registration-approved-4")).toBe("Firmenanmeldung angenommen");
    expect(emailTemplateLabel("something-new-9")).toBe("something-new");
    expect(emailTemplateLabel("42")).toBe("42");
  });

  it("builds reply subjects and mailto links", () => {
    expect(replySubject("Frage")).toBe("Re: Frage");
    expect(replySubject("RE: Frage")).toBe("RE: Frage");
    expect(replyMailto({ email: "a+b@example.at", subject: "Bad?" })).toBe(
      "mailto:a%2Bb@example.at?subject=Re%3A%20Bad%3F",
    );
  });

  it("validates the list queries", () => {
    expect(contactMessagesQuerySchema.parse({})).toEqual({ page: 1, pageSize: 25, status: "open", search: undefined });
    expect(contactMessagesQuerySchema.parse({ status: "all", search: "  x " })).toMatchObject({
      status: "all",
      search: "x",
    });
    expect(adminEmailsQuerySchema.parse({ status: "failed", page: "2" })).toEqual({
      page: 2,
      pageSize: 25,
      status: "failed",
    });
    expect(adminEmailsQuerySchema.safeParse({ status: "broken" }).success).toBe(false);
  });
});
