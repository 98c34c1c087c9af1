/**
 * The quiz wizard's lazily loaded validation: zod and the request schema are loaded
 * at the first interaction with the form, and every step that validates waits for them. Here the load (or the
 * validation) is held back on purpose: "Weiter" pressed while it loads moves exactly one step once
 * it is there; "Zurück" pressed while a submission waits cancels it; a failed load shows a toast,
 * keeps the step and the next press loads again.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { QuizWizard } from "@/components/quiz/quiz-wizard";
import { PROJECT_TYPE_OPTIONS } from "@/lib/domain/bathroom-quiz";
import type { QuizQuestion } from "@/lib/domain/quiz-types";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
const toastError = jest.fn();
jest.mock("sonner", () => ({ toast: { error: (...a: unknown[]) => toastError(...a), success: jest.fn() } }));

/** While true, loading the request schema fails (as a chunk that cannot be fetched). */
let mockFailLoad = false;
jest.mock("@/lib/validation/project", () => {
  if (mockFailLoad) throw new Error("Loading chunk failed");
  return jest.requireActual("@/lib/validation/project");
});

/** Every validation waits for this promise (stands in for a slow load of the validation code). */
let mockGate: Promise<void> = Promise.resolve();
jest.mock("@hookform/resolvers/zod", () => {
  const actual = jest.requireActual("@hookform/resolvers/zod");
  return {
    zodResolver: (...args: unknown[]) => {
      const resolver = actual.zodResolver(...args);
      return async (...call: unknown[]) => {
        await mockGate;
        return resolver(...call);
      };
    },
  };
});

/** Holds every validation back until the returned function is called. */
function holdValidation(): () => Promise<void> {
  let release!: () => void;
  mockGate = new Promise((resolve) => {
    release = resolve;
  });
  return async () => {
    release();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
}

const questions: QuizQuestion[] = [
  { id: "project_type", text: "Was planen Sie?", type: "radio", required: true, options: [...PROJECT_TYPE_OPTIONS] },
  {
    id: "bathroom_size",
    text: "Wie groß ist das Bad?",
    type: "radio",
    required: true,
    options: ["Bis 5 m²", "Über 5 m²"],
  },
];

function renderWizard() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <QuizWizard
        serviceType="badrenovierung"
        title="Badrenovierung"
        serviceLabel="Badsanierung"
        maxCompanies={4}
        questions={questions}
      />
    </QueryClientProvider>,
  );
}

const heading = () => screen.getByRole("heading", { level: 2 }).textContent;
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole("button", { name }));
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

beforeEach(() => {
  mockFailLoad = false;
  mockGate = Promise.resolve();
  push.mockReset();
  toastError.mockReset();
  window.sessionStorage.clear();
});

// First in the file: later tests load the validation code, which then stays loaded.
it("a failed load of the validation code shows a toast and keeps the step; the next press loads it again", async () => {
  mockFailLoad = true;
  renderWizard();
  fireEvent.change(screen.getByPlaceholderText("1010"), { target: { value: "1030" } });
  click("Weiter");
  await settle();
  expect(toastError).toHaveBeenCalledWith("Verbindungsproblem", {
    description: "Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut. Ihre Angaben bleiben erhalten.",
  });
  expect(heading()).toBe("In welcher PLZ soll das Projekt durchgeführt werden?");
  expect(screen.getByPlaceholderText("1010")).toHaveValue("1030");

  mockFailLoad = false;
  click("Weiter");
  await settle();
  expect(heading()).toBe("Was planen Sie?");
});

it("'Weiter' pressed twice while the validation loads moves exactly one step once it is there", async () => {
  renderWizard();
  const release = holdValidation();
  fireEvent.change(screen.getByPlaceholderText("1010"), { target: { value: "1030" } });
  click("Weiter");
  click("Weiter");
  await settle();
  expect(heading()).toBe("In welcher PLZ soll das Projekt durchgeführt werden?");

  await release();
  expect(heading()).toBe("Was planen Sie?");
  expect(screen.getByText("Schritt 2 von 4")).toBeInTheDocument();
});

it("an invalid postcode waits for the validation too and then shows its message", async () => {
  renderWizard();
  const release = holdValidation();
  fireEvent.change(screen.getByPlaceholderText("1010"), { target: { value: "40" } });
  click("Weiter");
  await settle();
  expect(screen.queryByRole("alert")).toBeNull();

  await release();
  expect(screen.getByRole("alert")).toHaveTextContent(
    "Bitte geben Sie eine 4-stellige österreichische Postleitzahl ein",
  );
  expect(heading()).toBe("In welcher PLZ soll das Projekt durchgeführt werden?");
});

it("'Zurück' pressed while a submission waits for the validation cancels it; pressing again submits once", async () => {
  const fetchMock = jest.fn().mockResolvedValue({
    ok: true,
    status: 201,
    statusText: "",
    text: async () => JSON.stringify({ projectId: 7 }),
    json: async () => ({ projectId: 7 }),
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  renderWizard();
  fireEvent.change(screen.getByPlaceholderText("1010"), { target: { value: "1030" } });
  click("Weiter");
  await settle();
  fireEvent.click(screen.getByRole("radio", { name: "Komplette Renovierung" }));
  click("Weiter");
  fireEvent.click(screen.getByRole("radio", { name: "Bis 5 m²" }));
  click("Weiter");
  expect(heading()).toBe("Wie können die Unternehmen Sie erreichen?");
  fireEvent.change(screen.getByLabelText("Vollständiger Name"), { target: { value: "Eva Wagner" } });
  fireEvent.change(screen.getByLabelText("E-Mail"), { target: { value: "eva@example.at" } });
  fireEvent.change(screen.getByLabelText("Telefon"), { target: { value: "0664 9876543" } });
  fireEvent.click(screen.getByRole("checkbox", { name: /Datenschutzerklärung/ }));

  const release = holdValidation();
  click("Projekt einreichen");
  click("Zurück");
  await release();
  expect(heading()).toBe("Wie groß ist das Bad?");
  expect(fetchMock).not.toHaveBeenCalled();

  click("Weiter");
  const again = holdValidation();
  click("Projekt einreichen");
  click("Projekt einreichen");
  await again();
  await settle();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(push).toHaveBeenCalledWith("/badezimmer-angebote/7");
});
