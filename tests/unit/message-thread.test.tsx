/**
 * The message thread in jsdom: loading then the empty state, messages as plain text with line breaks, sending
 * (the sanitised body, the field cleared, the thread reloaded), German field errors from the schema and the server,
 * a closed thread without a form, the report dialog that requires a reason, and attachments: chips with remove,
 * the five-file limit, the upload progress of a multipart send, and photos/PDFs shown as links.
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
    messages: [
      {
        id: 1,
        sender: "customer",
        body: "Hallo",
        createdAt: "2026-12-01T09:00:00.000Z",
        readAt: null,
        attachments: [],
      },
    ],
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
      {
        id: 1,
        sender: "company",
        body: "<b>Fett?</b>\nZeile 2",
        createdAt: "2026-12-01T09:00:00.000Z",
        readAt: null,
        attachments: [],
      },
      {
        id: 2,
        sender: "customer",
        body: "Danke",
        createdAt: "2026-12-01T09:05:00.000Z",
        readAt: "2026-12-01T09:06:00.000Z",
        attachments: [],
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

/** A stand-in XMLHttpRequest: records the form, reports progress when told, then answers. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  statusText = "";
  responseText = "";
  withCredentials = false;
  url = "";
  form: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(form: FormData) {
    this.form = form;
    FakeXhr.last = this;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe("attachments", () => {
  const realXhr = global.XMLHttpRequest;
  beforeEach(() => {
    FakeXhr.last = null;
    global.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    global.XMLHttpRequest = realXhr;
  });

  const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: "image/jpeg" });
  const pdf = (name: string) => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], name, { type: "application/pdf" });
  const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

  it("shows a chip per chosen file, removes one, and sends the rest as multipart with upload progress", async () => {
    renderThread();
    await screen.findByText(MESSAGE_TEXTS.emptyThread);
    expect(fileInput()).toHaveAttribute("accept", "image/*,application/pdf");
    expect(fileInput()).toHaveAttribute("multiple");
    await userEvent.upload(fileInput(), [jpeg("wand.jpg"), jpeg("decke.jpg"), pdf("Angebot.pdf")]);
    const chips = screen.getByRole("list", { name: "Ausgewählte Dateien" });
    expect(
      within(chips)
        .getAllByRole("listitem")
        .map((chip) => chip.textContent),
    ).toEqual(["wand.jpg", "decke.jpg", "Angebot.pdf"]);
    await userEvent.click(screen.getByRole("button", { name: "decke.jpg entfernen" }));
    expect(within(chips).getAllByRole("listitem")).toHaveLength(2);

    // Files alone are a message: no text needed.
    await userEvent.click(screen.getByRole("button", { name: "Senden" }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last!;
    expect(xhr.url).toBe(URL);
    expect(xhr.form!.get("body")).toBe("");
    expect((xhr.form!.getAll("file") as File[]).map((file) => file.name)).toEqual(["wand.jpg", "Angebot.pdf"]);
    expect(screen.getByRole("button", { name: /Wird gesendet/ })).toBeDisabled();

    xhr.progress(45, 100);
    expect(await screen.findByText("Wird hochgeladen … 45 %")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Fortschritt des Hochladens" })).toBeInTheDocument();

    xhr.answer(201, { message: {} });
    await waitFor(() => expect(screen.queryByRole("list", { name: "Ausgewählte Dateien" })).toBeNull());
    expect(screen.queryByText(/Wird hochgeladen/)).toBeNull();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
  });

  it("keeps at most five files with a German note, and shows the server's 415 at the files", async () => {
    renderThread();
    await screen.findByText(MESSAGE_TEXTS.emptyThread);
    await userEvent.upload(
      fileInput(),
      Array.from({ length: 6 }, (_, i) => jpeg(`f${i}.jpg`)),
    );
    expect(within(screen.getByRole("list", { name: "Ausgewählte Dateien" })).getAllByRole("listitem")).toHaveLength(5);
    expect(screen.getByText("Höchstens 5 Dateien pro Nachricht.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Datei anhängen" })).toBeDisabled();

    await userEvent.click(screen.getByRole("button", { name: "Senden" }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const refusal = "„f1.jpg“ ist weder ein Foto (JPG, PNG, WebP, HEIC) noch ein PDF.";
    FakeXhr.last!.answer(415, { message: refusal, errors: { file: refusal } });
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    // The chosen files stay for a correction.
    expect(within(screen.getByRole("list", { name: "Ausgewählte Dateien" })).getAllByRole("listitem")).toHaveLength(5);
  });

  it("shows photos as thumbnails opening the full image in a new tab and PDFs as a named link", async () => {
    thread = emptyThread({
      messages: [
        {
          id: 1,
          sender: "company",
          body: "",
          createdAt: "2026-12-01T09:00:00.000Z",
          readAt: null,
          attachments: [
            {
              id: 11,
              kind: "image",
              name: "wand.jpg",
              contentType: "image/webp",
              sizeBytes: 1000,
              url: "/api/files/11/main?exp=1&sig=a",
              thumbnailUrl: "/api/files/11/thumb?exp=1&sig=b",
            },
            {
              id: 12,
              kind: "document",
              name: "Angebot.pdf",
              contentType: "application/pdf",
              sizeBytes: 2000,
              url: "/api/files/12/main?exp=1&sig=c",
              thumbnailUrl: null,
            },
          ],
        },
      ],
    });
    renderThread();
    const attachments = await screen.findByRole("list", { name: "Anhänge" });
    const photo = within(attachments).getByRole("img", { name: "wand.jpg" });
    expect(photo).toHaveAttribute("src", "/api/files/11/thumb?exp=1&sig=b");
    const photoLink = photo.closest("a")!;
    expect(photoLink).toHaveAttribute("href", "/api/files/11/main?exp=1&sig=a");
    expect(photoLink).toHaveAttribute("target", "_blank");
    const pdfLink = within(attachments).getByRole("link", { name: "Angebot.pdf" });
    expect(pdfLink).toHaveAttribute("href", "/api/files/12/main?exp=1&sig=c");
    expect(pdfLink).toHaveAttribute("target", "_blank");
  });
});
