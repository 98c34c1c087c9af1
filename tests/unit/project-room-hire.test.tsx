/**
 * "Wer hat den Auftrag bekommen?" in the project room
 * (components/project-room/hire-answer-form.tsx): the customer picks a company or "Keine der Firmen"
 * with an optional value; the form posts to /api/mein-projekt/{token}/hire, shows the stored answer
 * with "Antwort ändern", and puts the server's field errors at their fields.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HireAnswerForm, type HireAnswerFormProps } from "@/components/project-room/hire-answer-form";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh }) }));

const TOKEN = "t".repeat(43);
const URL_ = `/api/mein-projekt/${TOKEN}/hire`;
const companies = [
  { companyId: 41, name: "Malerei Brandl" },
  { companyId: 42, name: "Farbwerk Huber" },
];

let answer: { status: number; body: unknown };
let calls: { url: string; body: unknown }[];

beforeEach(() => {
  refresh.mockClear();
  calls = [];
  answer = { status: 200, body: { message: "Danke!" } };
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
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

function renderForm(props: Partial<HireAnswerFormProps> = {}) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <HireAnswerForm token={TOKEN} companies={companies} hire={null} {...props} />
    </QueryClientProvider>,
  );
}

it("posts the chosen company with the value as typed and refreshes the room", async () => {
  const user = userEvent.setup();
  renderForm();
  await user.click(screen.getByRole("radio", { name: "Farbwerk Huber" }));
  await user.type(screen.getByLabelText("Auftragswert in Euro (freiwillig)"), "12.500,50");
  await user.click(screen.getByRole("button", { name: "Antwort speichern" }));
  await waitFor(() => expect(calls).toEqual([{ url: URL_, body: { hired: "42", value: "12.500,50" } }]));
  await waitFor(() => expect(refresh).toHaveBeenCalled());
});

it("asks for a choice before sending and rejects an amount that is no euro value", async () => {
  const user = userEvent.setup();
  renderForm();
  await user.click(screen.getByRole("button", { name: "Antwort speichern" }));
  expect(await screen.findByText("Bitte wählen Sie eine Firma oder „Keine der Firmen“")).toBeInTheDocument();
  await user.click(screen.getByRole("radio", { name: "Malerei Brandl" }));
  await user.type(screen.getByLabelText("Auftragswert in Euro (freiwillig)"), "zwölf");
  await user.click(screen.getByRole("button", { name: "Antwort speichern" }));
  expect(await screen.findByText(/Bitte geben Sie einen Betrag in Euro ein/)).toBeInTheDocument();
  expect(calls).toEqual([]);
});

it("hides the value for 'Keine der Firmen'", async () => {
  const user = userEvent.setup();
  renderForm();
  await user.click(screen.getByRole("radio", { name: "Keine der Firmen" }));
  expect(screen.queryByLabelText("Auftragswert in Euro (freiwillig)")).not.toBeInTheDocument();
  await user.click(screen.getByRole("button", { name: "Antwort speichern" }));
  await waitFor(() => expect(calls[0]?.body).toMatchObject({ hired: "none" }));
});

it("shows the stored answer and lets the customer change it", async () => {
  const user = userEvent.setup();
  renderForm({
    hire: { answer: "company", companyId: 41, valueCents: 1_250_000, answeredAt: "2026-11-30T10:00:00.000Z" },
  });
  expect(screen.getByTestId("hire-answer")).toHaveTextContent(
    "Malerei Brandl den Auftrag bekommen hat (Auftragswert € 12.500,00 inkl. USt.)",
  );
  expect(screen.getByTestId("hire-answer")).toHaveTextContent("Gespeichert am 30.11.2026");
  await user.click(screen.getByRole("button", { name: "Antwort ändern" }));
  expect(screen.getByRole("radio", { name: "Malerei Brandl" })).toBeChecked();
  expect(screen.getByLabelText("Auftragswert in Euro (freiwillig)")).toHaveValue("12.500");
});

it("shows the server's field error at the field and a renewed link's 404 above the button", async () => {
  const user = userEvent.setup();
  renderForm();
  answer = { status: 400, body: { message: "Ungültig", errors: { hired: "Bitte wählen Sie eine der Firmen" } } };
  await user.click(screen.getByRole("radio", { name: "Malerei Brandl" }));
  await user.click(screen.getByRole("button", { name: "Antwort speichern" }));
  expect(await screen.findByText("Bitte wählen Sie eine der Firmen")).toBeInTheDocument();
  answer = { status: 404, body: { message: "Projekt nicht gefunden. Der Link ist ungültig oder wurde erneuert." } };
  await user.click(screen.getByRole("button", { name: "Antwort speichern" }));
  expect(
    await screen.findByText("Projekt nicht gefunden. Der Link ist ungültig oder wurde erneuert."),
  ).toBeInTheDocument();
});
