/**
 * The message thread in jsdom: loading then the empty state, messages as plain text with line breaks, sending
 * (the sanitised body, the field cleared, the thread reloaded), German field errors from the schema and the server,
 * a closed thread without a form, and the report dialog that requires a reason.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MessageThread } from "@/components/messages/message-thread";
import { roomThreadSource } from "@/components/messages/queries";
import { MESSAGE_TEXTS, type ThreadView } from "@/lib/messages/rules";

const TOKEN = "t".repeat(43);
const URL = `/api/mein-projekt/${TOKEN}/messages/7`;

let calls: { url: string; method: string; body: unknown }[] = [];
let thread: ThreadView;
let postAnswer: { status: number; body: unknown };

function emptyThread(extra: Partial<ThreadView> = {}): ThreadView {
  return {
    messages: [],
    closedAt: null,
    reportedAt: null,
    canSend: true,
    blockedReason: null,
    markedRead: 0,
    ...extra,
  };
}

beforeEach(() => {
  calls = [];
  thread = emptyThread();
  postAnswer = { status: 201, body: { message: {} } };
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = method === "GET" ? { status: 200, body: { thread } } : postAnswer;
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

function renderThread() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return render(
    <QueryClientProvider client={client}>
      <MessageThread
        source={roomThreadSource(TOKEN, 7)}
        viewer="customer"
        otherName="Malerei Huber"
        emptyText={MESSAGE_TEXTS.emptyThread}
      />
    </QueryClientProvider>,
  );
}

it("shows the empty state, then sends the sanitised text, clears the field and reloads the thread", async () => {
  renderThread();
  expect(await screen.findByText(MESSAGE_TEXTS.emptyThread)).toBeInTheDocument();
  thread = emptyThread({
    messages: [{ id: 1, sender: "customer", body: "Hallo", createdAt: "2026-12-01T09:00:00.000Z", readAt: null }],
  });
  await userEvent.type(screen.getByLabelText("Ihre Nachricht"), "  Hallo  ");
  await userEvent.click(screen.getByRole("button", { name: "Senden" }));
  await waitFor(() => expect(calls.filter((call) => call.method === "POST")).toHaveLength(1));
  expect(calls.find((call) => call.method === "POST")).toEqual({ url: URL, method: "POST", body: { body: "Hallo" } });
  expect(await screen.findByRole("list", { name: "Nachrichten mit Malerei Huber" })).toHaveTextContent("Hallo");
  expect(screen.getByLabelText("Ihre Nachricht")).toHaveValue("");
});

it("renders a message as plain text with its line breaks, the own side as 'Sie'", async () => {
  thread = emptyThread({
    messages: [
      { id: 1, sender: "company", body: "<b>Fett?</b>\nZeile 2", createdAt: "2026-12-01T09:00:00.000Z", readAt: null },
      {
        id: 2,
        sender: "customer",
        body: "Danke",
        createdAt: "2026-12-01T09:05:00.000Z",
        readAt: "2026-12-01T09:06:00.000Z",
      },
    ],
  });
  renderThread();
  const list = await screen.findByRole("list", { name: "Nachrichten mit Malerei Huber" });
  const [fromCompany, own] = within(list).getAllByRole("listitem");
  expect(fromCompany).toHaveTextContent("Malerei Huber");
  expect(fromCompany!.querySelector("b")).toBeNull();
  expect(within(fromCompany!).getByText(/<b>Fett\?<\/b>/).textContent).toBe("<b>Fett?</b>\nZeile 2");
  expect(own).toHaveTextContent("Sie");
  expect(own).toHaveTextContent("gelesen");
});

it("refuses an empty message in German before sending, and shows the server's refusal", async () => {
  renderThread();
  await screen.findByText(MESSAGE_TEXTS.emptyThread);
  await userEvent.click(screen.getByRole("button", { name: "Senden" }));
  expect(await screen.findByText(MESSAGE_TEXTS.empty)).toBeInTheDocument();
  expect(calls.some((call) => call.method === "POST")).toBe(false);

  postAnswer = { status: 409, body: { message: MESSAGE_TEXTS.closed } };
  await userEvent.type(screen.getByLabelText("Ihre Nachricht"), "Noch da?");
  await userEvent.click(screen.getByRole("button", { name: "Senden" }));
  expect(await screen.findByText(MESSAGE_TEXTS.closed)).toBeInTheDocument();
});

it("shows a closed thread's reason instead of the form", async () => {
  thread = emptyThread({ canSend: false, blockedReason: MESSAGE_TEXTS.closed, closedAt: "2026-12-01T09:00:00.000Z" });
  renderThread();
  expect(await screen.findByText(MESSAGE_TEXTS.closed)).toBeInTheDocument();
  expect(screen.queryByLabelText("Ihre Nachricht")).toBeNull();
});

it("reports the thread only with a reason", async () => {
  renderThread();
  await screen.findByText(MESSAGE_TEXTS.emptyThread);
  await userEvent.click(screen.getByRole("button", { name: "Unterhaltung melden" }));
  const dialog = await screen.findByRole("dialog", { name: "Unterhaltung melden" });
  await userEvent.click(within(dialog).getByRole("button", { name: "Melden" }));
  expect(await within(dialog).findByText(MESSAGE_TEXTS.reasonTooShort)).toBeInTheDocument();
  postAnswer = { status: 200, body: { reportedAt: "2026-12-01T09:00:00.000Z" } };
  await userEvent.type(within(dialog).getByLabelText("Grund"), "Unhöfliche Nachrichten");
  await userEvent.click(within(dialog).getByRole("button", { name: "Melden" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  expect(calls.find((call) => call.method === "POST")).toEqual({
    url: `${URL}/report`,
    method: "POST",
    body: { reason: "Unhöfliche Nachrichten" },
  });
});

it("offers a retry when the thread cannot be loaded", async () => {
  global.fetch = jest.fn(async () => {
    throw new TypeError("offline");
  }) as unknown as typeof fetch;
  renderThread();
  expect(await screen.findByRole("alert")).toHaveTextContent("Die Nachrichten konnten nicht geladen werden.");
  expect(screen.getByRole("button", { name: "Erneut versuchen" })).toBeInTheDocument();
});
