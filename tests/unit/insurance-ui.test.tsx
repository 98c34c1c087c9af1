/**
 * The insurance confirmation UI in jsdom: the upload form's pre-check, multipart upload with progress and server
 * field errors; the company's list and what an upload reloads; the admin's accept/reject decisions.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { act } from "react";
import { InsurancePanel } from "@/components/admin/verification/insurance-panel";
import { OWN_VERIFICATION_QUERY_KEY } from "@/components/company/verification/company-checks-card";
import { InsuranceSection } from "@/components/company/verification/insurance-section";
import { InsuranceUploadForm } from "@/components/verification/insurance-upload-form";
import type { InsuranceDocumentView } from "@/lib/verification/insurance-types";
import { jsonResponse } from "../support/json-response";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const doc: InsuranceDocumentView = {
  id: 7,
  insurer: "Generali",
  sumInsuredCents: 100_000_000,
  validUntil: "2099-03-31",
  fileName: "polizze.pdf",
  contentType: "application/pdf",
  sizeBytes: 1234,
  status: "submitted",
  decidedAt: null,
  decisionNote: null,
  createdAt: "2026-12-01T10:00:00.000Z",
};

/** XMLHttpRequest stand-in: records each request; the test sends progress and the answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = "";
  url = "";
  body: FormData | null = null;
  withCredentials = false;
  status = 0;
  statusText = "";
  responseText = "";
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

beforeEach(() => {
  FakeXhr.last = null;
  (global as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
});

function pdf(size = 2048, type = "application/pdf", name = "polizze.pdf") {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, file: File) {
  await user.type(screen.getByLabelText("Versicherer"), "Generali");
  await user.type(screen.getByLabelText("Versicherungssumme in €"), "1.000.000");
  fireEvent.change(screen.getByLabelText("Gültig bis"), { target: { value: "2099-03-31" } });
  await user.upload(screen.getByLabelText("Datei"), file);
}

it("names every missing field at the field and sends nothing", async () => {
  const user = userEvent.setup();
  render(<InsuranceUploadForm endpoint="/api/company/insurance" />);
  await user.click(screen.getByRole("button", { name: "Hochladen" }));
  expect(screen.getByLabelText("Versicherer")).toHaveAccessibleDescription("Bitte geben Sie den Versicherer an.");
  expect(screen.getByLabelText("Versicherer")).toHaveFocus();
  expect(screen.getByLabelText("Gültig bis")).toHaveAttribute("aria-invalid", "true");
  expect(screen.getByText("Bitte wählen Sie die Datei der Versicherungsbestätigung aus.")).toBeInTheDocument();
  expect(FakeXhr.last).toBeNull();
});

it("refuses a wrong file type and a file over 10 MB before uploading", async () => {
  const user = userEvent.setup({ applyAccept: false });
  render(<InsuranceUploadForm endpoint="/api/company/insurance" />);
  await fillForm(user, pdf(2048, "application/zip", "polizze.zip"));
  await user.click(screen.getByRole("button", { name: "Hochladen" }));
  expect(screen.getByText("Bitte laden Sie eine PDF-, JPG-, PNG- oder WebP-Datei hoch.")).toBeInTheDocument();

  await user.upload(screen.getByLabelText("Datei"), pdf(10 * 1024 * 1024 + 1));
  await user.click(screen.getByRole("button", { name: "Hochladen" }));
  expect(screen.getByText("Die Datei ist zu groß (höchstens 10 MB).")).toBeInTheDocument();
  expect(FakeXhr.last).toBeNull();
});

it("uploads the fields as multipart with a progress bar, then reports the document and empties the form", async () => {
  const user = userEvent.setup();
  const onUploaded = jest.fn();
  render(<InsuranceUploadForm endpoint="/api/companies/register/insurance/tok" onUploaded={onUploaded} />);
  const file = pdf();
  await fillForm(user, file);
  await user.click(screen.getByRole("button", { name: "Hochladen" }));

  const xhr = FakeXhr.last!;
  expect(xhr.method).toBe("POST");
  expect(xhr.url).toBe("/api/companies/register/insurance/tok");
  expect(xhr.body?.get("insurer")).toBe("Generali");
  expect(xhr.body?.get("sumInsuredEuros")).toBe("1000000");
  expect(xhr.body?.get("validUntil")).toBe("2099-03-31");
  expect(xhr.body?.get("file")).toBe(file);

  xhr.progress(512, 1024);
  expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "50");
  expect(screen.getByRole("button", { name: /Wird hochgeladen/ })).toBeDisabled();

  xhr.respond(201, { document: doc });
  await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(doc));
  expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  expect(screen.getByLabelText("Versicherer")).toHaveValue("");
  expect(screen.getByRole("button", { name: "Hochladen" })).toBeEnabled();
});

it("shows the server's field errors at their fields and a 415 at the file", async () => {
  const user = userEvent.setup();
  const onUploaded = jest.fn();
  render(<InsuranceUploadForm endpoint="/api/company/insurance" onUploaded={onUploaded} />);
  await fillForm(user, pdf());
  await user.click(screen.getByRole("button", { name: "Hochladen" }));
  FakeXhr.last!.respond(400, {
    message: "Bitte überprüfen Sie Ihre Eingaben.",
    errors: { sumInsuredEuros: "Die Versicherungssumme muss mindestens 100.000 € betragen." },
  });
  expect(await screen.findByText("Die Versicherungssumme muss mindestens 100.000 € betragen.")).toBeInTheDocument();
  expect(screen.getByLabelText("Versicherungssumme in €")).toHaveAttribute("aria-invalid", "true");
  expect(screen.getByLabelText("Versicherer")).toHaveValue("Generali");

  await user.click(screen.getByRole("button", { name: "Hochladen" }));
  FakeXhr.last!.respond(415, { message: "Diese Datei ist kein PDF und kein Bild." });
  expect(await screen.findByText("Diese Datei ist kein PDF und kein Bild.")).toBeInTheDocument();
  expect(screen.getByLabelText("Datei")).toHaveAttribute("aria-invalid", "true");
  expect(onUploaded).not.toHaveBeenCalled();
});

describe("admin panel", () => {
  let posts: { url: string; body: unknown }[] = [];
  beforeEach(() => {
    posts = [];
    global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === "POST") {
        const body = JSON.parse(init.body as string) as { decision: InsuranceDocumentView["status"]; note?: string };
        posts.push({ url, body });
        return jsonResponse(200, { document: { ...doc, status: body.decision, decisionNote: body.note ?? null } });
      }
      return jsonResponse(200, { documents: [doc, { ...doc, id: 6, status: "accepted" }] });
    }) as unknown as typeof fetch;
  });

  function renderPanel() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
      <QueryClientProvider client={client}>
        <InsurancePanel companyId={3} />
      </QueryClientProvider>,
    );
  }

  it("offers decisions only for a submitted confirmation and links each file", async () => {
    renderPanel();
    const links = await screen.findAllByRole("link", { name: /Datei ansehen/ });
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/api/admin/insurance/7/file",
      "/api/admin/insurance/6/file",
    ]);
    expect(screen.getAllByRole("button", { name: "Annehmen" })).toHaveLength(1);
    expect(screen.getAllByText("€ 1.000.000")).toHaveLength(2);
  });

  it("rejects only with a reason, which is sent as the note", async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole("button", { name: "Ablehnen" }));
    const dialog = screen.getByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Ablehnen" }));
    expect(await within(dialog).findByRole("alert")).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Grund der Ablehnung/), "Polizze lautet auf eine andere Firma");
    await user.click(within(dialog).getByRole("button", { name: "Ablehnen" }));
    await waitFor(() =>
      expect(posts).toEqual([
        {
          url: "/api/admin/insurance/7/decision",
          body: { decision: "rejected", note: "Polizze lautet auf eine andere Firma" },
        },
      ]),
    );
  });

  it("accepts after a confirmation", async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole("button", { name: "Annehmen" }));
    expect(posts).toHaveLength(0);
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Annehmen" }));
    await waitFor(() =>
      expect(posts).toEqual([{ url: "/api/admin/insurance/7/decision", body: { decision: "accepted" } }]),
    );
  });
});

describe("company section", () => {
  it("says when nothing was uploaded yet", async () => {
    global.fetch = jest.fn(async () => jsonResponse(200, { documents: [] })) as unknown as typeof fetch;
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <InsuranceSection />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("Noch keine Versicherungsbestätigung hochgeladen.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Haftpflichtversicherung" })).toBeInTheDocument();
  });

  it("shows a rejection with its note, links the file, and reloads the list and the checks after an upload", async () => {
    const rejected = { ...doc, status: "rejected" as const, decisionNote: "Polizze abgelaufen" };
    global.fetch = jest.fn(async () => jsonResponse(200, { documents: [rejected] })) as unknown as typeof fetch;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(OWN_VERIFICATION_QUERY_KEY, null);
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={client}>
        <InsuranceSection />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("abgelehnt: Polizze abgelaufen")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Ansehen/ })).toHaveAttribute("href", "/api/company/insurance/7/file");

    await fillForm(user, pdf());
    await user.click(screen.getByRole("button", { name: "Hochladen" }));
    expect(FakeXhr.last!.url).toBe("/api/company/insurance");
    FakeXhr.last!.respond(201, { document: doc });
    await waitFor(() => expect(global.fetch).toHaveBeenCalledTimes(2));
    expect(client.getQueryState(OWN_VERIFICATION_QUERY_KEY)?.isInvalidated).toBe(true);
  });
});
