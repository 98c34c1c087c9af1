/**
 * The upload list of photos and plans (jsdom, the request replaced): the browser's refusals, one progress bar per
 * file, automatic retries with pauses, "Erneut versuchen" after the last try, no retry for a refused file, and
 * removal, also of a file still uploading.
 */
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { FILE_PICKER_LABEL, FilePicker, FileUploadList } from "@/components/files/file-upload-list";
import type { SendProjectFile } from "@/components/files/upload-request";
import { useFileUploads, type UseFileUploadsOptions } from "@/components/files/use-file-uploads";
import type { ProjectFileView } from "@/lib/files/project-files";
import { ApiClientError } from "@/lib/http/api-client";

const URL_ = "/api/projects/7/files";

function Harness(props: UseFileUploadsOptions & { autoStart?: boolean }) {
  const uploads = useFileUploads(props);
  return (
    <>
      <FilePicker
        onFiles={(files) => {
          uploads.add(files);
          if (props.autoStart !== false) uploads.start(URL_);
        }}
      />
      <button type="button" onClick={() => uploads.start(URL_)}>
        Start
      </button>
      <FileUploadList uploads={uploads} waitingText="Wird nach dem Absenden hochgeladen" />
    </>
  );
}

const photo = (name = "bad.jpg", size = 2000) => new File([new Uint8Array(size)], name, { type: "image/jpeg" });
const stored = (id: number): ProjectFileView => ({
  id,
  kind: "image",
  originalName: "bad.jpg",
  contentType: "image/webp",
  sizeBytes: 100,
  width: 10,
  height: 10,
  uploadedBy: "customer",
  createdAt: "2026-12-04T10:00:00.000Z",
  url: "/api/files/1/main",
  thumbnailUrl: "/api/files/1/thumb",
});

function pick(...files: File[]) {
  fireEvent.change(screen.getByLabelText(FILE_PICKER_LABEL), { target: { files } });
}

/** A send whose calls stay open until the test settles them. */
function controlledSend() {
  const calls: {
    file: File;
    progress: (percent: number) => void;
    resolve: (file: ProjectFileView) => void;
    reject: (error: unknown) => void;
    signal: AbortSignal;
  }[] = [];
  const send: jest.MockedFunction<SendProjectFile> = jest.fn(
    (_url, file, progress, signal) =>
      new Promise<ProjectFileView>((resolve, reject) => calls.push({ file, progress, resolve, reject, signal })),
  );
  return { send, calls };
}

const list = () => screen.getByRole("list", { name: "Ausgewählte Dateien" });

afterEach(() => jest.useRealTimers());

it("refuses other types, oversize files and photos beyond the limit before any request", () => {
  const { send } = controlledSend();
  render(<Harness send={send} existing={{ image: 9, document: 0 }} />);
  pick(
    new File(["x"], "notiz.txt", { type: "text/plain" }),
    new File([new Uint8Array(11 * 1024 * 1024)], "plan.pdf", { type: "application/pdf" }),
    photo("erstes.jpg"),
    photo("zweites.jpg"),
  );
  const alert = screen.getByRole("alert");
  expect(alert).toHaveTextContent("notiz.txt: Bitte wählen Sie Fotos (JPG, PNG, HEIC, WebP) oder PDF-Dateien.");
  expect(alert).toHaveTextContent("plan.pdf: Das Dokument ist zu groß (höchstens 10 MB).");
  expect(alert).toHaveTextContent("zweites.jpg: Es sind höchstens 10 Fotos pro Projekt möglich.");
  expect(within(list()).getAllByRole("listitem")).toHaveLength(1);
  expect(within(list()).getByText(/erstes\.jpg/)).toBeInTheDocument();
  expect(send).toHaveBeenCalledTimes(1);
});

it("waits for start, then uploads one file at a time with its own progress bar", async () => {
  const { send, calls } = controlledSend();
  const onUploaded = jest.fn();
  render(<Harness send={send} onUploaded={onUploaded} autoStart={false} />);
  pick(photo("a.jpg"), new File([new Uint8Array(50)], "plan.pdf", { type: "application/pdf" }));
  expect(within(list()).getAllByText("Wird nach dem Absenden hochgeladen")).toHaveLength(2);
  expect(send).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole("button", { name: "Start" }));
  expect(send).toHaveBeenCalledTimes(1);
  expect(send.mock.calls[0]![0]).toBe(URL_);
  act(() => calls[0]!.progress(40));
  expect(screen.getByRole("progressbar", { name: "Fortschritt: a.jpg" })).toHaveAttribute("aria-valuetext", "40 %");
  expect(screen.getByText("Wird hochgeladen … 40 %")).toBeInTheDocument();

  await act(async () => calls[0]!.resolve(stored(1)));
  expect(onUploaded).toHaveBeenCalledWith(stored(1), expect.any(String));
  expect(within(list()).getByText("Hochgeladen")).toBeInTheDocument();
  // A stored file can no longer be removed from the list; the second one goes now.
  expect(screen.queryByRole("button", { name: "Entfernen: a.jpg" })).not.toBeInTheDocument();
  expect(send).toHaveBeenCalledTimes(2);
  expect(calls[1]!.file.name).toBe("plan.pdf");
});

it("retries a connection failure twice with pauses, then offers Erneut versuchen", async () => {
  jest.useFakeTimers();
  const { send, calls } = controlledSend();
  render(<Harness send={send} />);
  pick(photo("a.jpg"));
  await act(async () => calls[0]!.reject(new Error("offline")));
  expect(send).toHaveBeenCalledTimes(1);
  await act(async () => jest.advanceTimersByTime(999));
  expect(send).toHaveBeenCalledTimes(1);
  await act(async () => jest.advanceTimersByTime(1));
  expect(send).toHaveBeenCalledTimes(2);
  await act(async () => calls[1]!.reject(new ApiClientError(503, JSON.stringify({ message: "Wartung" }))));
  await act(async () => jest.advanceTimersByTime(3000));
  expect(send).toHaveBeenCalledTimes(3);
  await act(async () => calls[2]!.reject(new Error("offline")));
  await act(async () => jest.advanceTimersByTime(10_000));
  expect(send).toHaveBeenCalledTimes(3);
  expect(within(list()).getByRole("alert")).toHaveTextContent("Keine Verbindung");

  fireEvent.click(screen.getByRole("button", { name: "Erneut versuchen: a.jpg" }));
  expect(send).toHaveBeenCalledTimes(4);
  await act(async () => calls[3]!.resolve(stored(2)));
  expect(within(list()).getByText("Hochgeladen")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: /Erneut versuchen/ })).not.toBeInTheDocument();
});

it("does not retry a refused file and shows the server's reason", async () => {
  jest.useFakeTimers();
  const { send, calls } = controlledSend();
  render(<Harness send={send} />);
  pick(photo("a.jpg"));
  const message = "Es sind höchstens 10 Fotos pro Projekt möglich.";
  await act(async () => calls[0]!.reject(new ApiClientError(409, JSON.stringify({ message }))));
  await act(async () => jest.advanceTimersByTime(10_000));
  expect(send).toHaveBeenCalledTimes(1);
  expect(within(list()).getByRole("alert")).toHaveTextContent(message);
  expect(screen.getByRole("button", { name: "Erneut versuchen: a.jpg" })).toBeInTheDocument();
});

it("removes a waiting, a failed and an uploading file; removing aborts the request and the queue goes on", async () => {
  const { send, calls } = controlledSend();
  render(<Harness send={send} />);
  pick(photo("a.jpg"), photo("b.jpg"), photo("c.jpg"));
  fireEvent.click(screen.getByRole("button", { name: "Entfernen: b.jpg" }));
  expect(within(list()).queryByText(/b\.jpg/)).not.toBeInTheDocument();

  fireEvent.click(screen.getByRole("button", { name: "Entfernen: a.jpg" }));
  expect(calls[0]!.signal.aborted).toBe(true);
  await act(async () => calls[0]!.reject(new DOMException("Aborted", "AbortError")));
  expect(send).toHaveBeenCalledTimes(2);
  expect(calls[1]!.file.name).toBe("c.jpg");
  await act(async () => calls[1]!.reject(new ApiClientError(415, JSON.stringify({ message: "Kein Foto" }))));
  fireEvent.click(screen.getByRole("button", { name: "Entfernen: c.jpg" }));
  expect(screen.queryByRole("list", { name: "Ausgewählte Dateien" })).not.toBeInTheDocument();
});
