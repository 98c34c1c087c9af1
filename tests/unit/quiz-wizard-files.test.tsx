/**
 * Photos and plans in the quiz (jsdom, the upload request replaced): picked on the contact step, uploaded only after
 * the project exists to /api/projects/{id}/files, the next page follows by itself once all are stored, and a failed
 * file can be skipped.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { QuizWizard } from "@/components/quiz/quiz-wizard";
import type { ProjectFileView } from "@/lib/files/project-files";
import { ApiClientError } from "@/lib/http/api-client";
import type { QuizQuestion } from "@/lib/domain/quiz-types";
import { jsonResponse } from "../support/json-response";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
const sendProjectFile = jest.fn();
jest.mock("@/components/files/upload-request", () => ({
  sendProjectFile: (...args: unknown[]) => sendProjectFile(...args),
}));

const only: QuizQuestion[] = [{ id: "q", text: "Frage?", type: "radio", required: false, options: ["A", "B"] }];
const stored = { id: 1 } as ProjectFileView;

async function toContactStep() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <QuizWizard serviceLabel="Malerarbeiten" maxCompanies={4} serviceType="maler" title="Quiz" questions={only} />
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByPlaceholderText("1010"), { target: { value: "1030" } });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Weiter" })));
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Weiter" })));
  fireEvent.change(screen.getByLabelText("Vollständiger Name"), { target: { value: "Eva Wagner" } });
  fireEvent.change(screen.getByLabelText("E-Mail"), { target: { value: "eva@example.at" } });
  fireEvent.change(screen.getByLabelText("Telefon"), { target: { value: "0664 9876543" } });
  fireEvent.click(screen.getByRole("checkbox", { name: /Datenschutzerklärung/ }));
}

async function submit() {
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Projekt einreichen" })));
  await act(async () => {
    await Promise.resolve();
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  push.mockReset();
  sendProjectFile.mockReset();
  global.fetch = jest.fn().mockResolvedValue(jsonResponse(201, { projectId: 42 })) as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

it("uploads the picked files after the submission, then goes on by itself", async () => {
  let finish: (file: ProjectFileView) => void = () => undefined;
  sendProjectFile
    .mockResolvedValueOnce(stored)
    .mockImplementationOnce(() => new Promise<ProjectFileView>((resolve) => (finish = resolve)));
  await toContactStep();
  expect(screen.getByRole("heading", { name: "Fotos hinzufügen (optional)" })).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText("Fotos oder Pläne hinzufügen"), {
    target: {
      files: [
        new File(["x"], "wand.jpg", { type: "image/jpeg" }),
        new File(["%PDF"], "plan.pdf", { type: "application/pdf" }),
      ],
    },
  });
  const picked = screen.getByRole("list", { name: "Ausgewählte Dateien" });
  expect(within(picked).getAllByText("Wird nach dem Absenden hochgeladen")).toHaveLength(2);
  expect(sendProjectFile).not.toHaveBeenCalled();

  await submit();
  expect(screen.getByRole("heading", { name: "Ihre Fotos und Pläne werden hochgeladen" })).toBeInTheDocument();
  expect(sendProjectFile).toHaveBeenCalledTimes(2);
  expect(sendProjectFile.mock.calls.map((call) => [call[0], (call[1] as File).name])).toEqual([
    ["/api/projects/42/files", "wand.jpg"],
    ["/api/projects/42/files", "plan.pdf"],
  ]);
  expect(push).not.toHaveBeenCalled();
  await act(async () => finish(stored));
  expect(push).toHaveBeenCalledWith("/danke");
});

it("lets the customer skip a file that cannot be uploaded", async () => {
  sendProjectFile.mockRejectedValue(new ApiClientError(415, JSON.stringify({ message: "Kein Foto." })));
  await toContactStep();
  fireEvent.change(screen.getByLabelText("Fotos oder Pläne hinzufügen"), {
    target: { files: [new File(["x"], "wand.jpg", { type: "image/jpeg" })] },
  });
  await submit();
  expect(await screen.findByText("Kein Foto.")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Erneut versuchen: wand.jpg" })).toBeInTheDocument();
  expect(push).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole("button", { name: "Ohne die übrigen Dateien weiter" }));
  expect(push).toHaveBeenCalledWith("/danke");
});

it("goes straight on without files, as before", async () => {
  await toContactStep();
  await submit();
  expect(sendProjectFile).not.toHaveBeenCalled();
  expect(push).toHaveBeenCalledWith("/danke");
});
