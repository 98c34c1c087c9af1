/**
 * The quiz wizard's optional step "Förderung prüfen (optional)" (jsdom): only the questions it is given, placed before
 * the contact step and counted in "Schritt X von Y"; inline German errors; "Überspringen" goes on without subsidy
 * answers; given answers go to POST /api/projects under their `subsidy_` keys.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { QuizWizard } from "@/components/quiz/quiz-wizard";
import type { QuizQuestion } from "@/lib/domain/quiz-types";
import { SUBSIDY_QUESTIONS, type SubsidyAnswerKey } from "@/lib/domain/subsidies";
import { jsonResponse } from "../support/json-response";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const questions: QuizQuestion[] = [
  { id: "room_count", text: "Wie viele Räume?", type: "radio", required: true, options: ["1", "2 oder mehr"] },
];

function renderWizard(subsidyQuestions?: SubsidyAnswerKey[]) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <QuizWizard
        serviceType="maler"
        title="Malerarbeiten"
        serviceLabel="Malerarbeiten"
        maxCompanies={4}
        questions={questions}
        subsidyQuestions={subsidyQuestions}
      />
    </QueryClientProvider>,
  );
}

const heading = () => screen.getByRole("heading", { level: 2 }).textContent;
const click = async (name: string | RegExp) => act(async () => fireEvent.click(screen.getByRole("button", { name })));

/** Postcode and the one question (radio: advances by itself). */
async function answerQuiz() {
  fireEvent.change(screen.getByPlaceholderText("1010"), { target: { value: "1030" } });
  await click("Weiter");
  fireEvent.click(screen.getByRole("radio", { name: "2 oder mehr" }));
  await act(async () => {
    jest.advanceTimersByTime(800);
  });
}

/** Fills the contact step, submits and returns the request body's answers. */
async function submitAndReadAnswers(fetchMock: jest.Mock) {
  fireEvent.change(screen.getByLabelText("Vollständiger Name"), { target: { value: "Eva Wagner" } });
  fireEvent.change(screen.getByLabelText("E-Mail"), { target: { value: "eva@example.at" } });
  fireEvent.change(screen.getByLabelText("Telefon"), { target: { value: "0664 9876543" } });
  fireEvent.click(screen.getByRole("checkbox", { name: /Datenschutzerklärung/ }));
  await click("Projekt einreichen");
  await act(async () => {
    await Promise.resolve();
  });
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  return (JSON.parse(init.body as string) as { answers: Record<string, unknown> }).answers;
}

let fetchMock: jest.Mock;
beforeEach(() => {
  jest.useFakeTimers();
  push.mockReset();
  window.sessionStorage.clear();
  fetchMock = jest.fn().mockResolvedValue(jsonResponse(201, { projectId: 5 }));
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

it("has no subsidy step when no current rule of the service asks anything", async () => {
  renderWizard([]);
  expect(screen.getByText("Schritt 1 von 3")).toBeInTheDocument();
  await answerQuiz();
  expect(heading()).toBe("Wie können die Unternehmen Sie erreichen?");
  expect(screen.getByText("Schritt 3 von 3")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Überspringen" })).toBeNull();
});

it("asks only the given questions on an optional step before the contact step", async () => {
  renderWizard(["age", "householdIncomeBelowLimit"]);
  expect(screen.getByText("Schritt 1 von 4")).toBeInTheDocument();
  await answerQuiz();
  expect(heading()).toBe("Förderung prüfen (optional)");
  expect(screen.getByText("Schritt 3 von 4")).toBeInTheDocument();
  expect(screen.getByText(/die Fachbetriebe erhalten sie nicht/)).toBeInTheDocument();
  expect(screen.getByLabelText(SUBSIDY_QUESTIONS.age)).toHaveAttribute("type", "number");
  const income = screen.getByRole("radiogroup", { name: SUBSIDY_QUESTIONS.householdIncomeBelowLimit });
  expect(income).toBeInTheDocument();
  expect(screen.getByRole("radio", { name: "Weiß nicht" })).toBeInTheDocument();
  expect(screen.queryByText(SUBSIDY_QUESTIONS.mainResidenceVienna)).toBeNull();
  expect(screen.queryByText(SUBSIDY_QUESTIONS.buildingYear)).toBeNull();
  expect(screen.getByRole("button", { name: "Überspringen" })).toBeVisible();

  // Nothing answered is fine: "Weiter" moves on.
  await click(/Weiter/);
  expect(heading()).toBe("Wie können die Unternehmen Sie erreichen?");
  expect(screen.getByText("Schritt 4 von 4")).toBeInTheDocument();
});

it("shows a malformed answer's error inline and sends the answers under their subsidy_ keys", async () => {
  renderWizard(["age", "mainResidenceVienna", "householdIncomeBelowLimit"]);
  await answerQuiz();
  const age = screen.getByLabelText(SUBSIDY_QUESTIONS.age);
  fireEvent.change(age, { target: { value: "200" } });
  await click(/Weiter/);
  expect(heading()).toBe("Förderung prüfen (optional)");
  expect(screen.getByRole("alert")).toHaveTextContent("Bitte das Alter als ganze Zahl angeben.");
  expect(age).toHaveAttribute("aria-invalid", "true");

  fireEvent.change(age, { target: { value: "67" } });
  expect(screen.queryByRole("alert")).toBeNull();
  const residence = screen.getByRole("radiogroup", { name: SUBSIDY_QUESTIONS.mainResidenceVienna });
  fireEvent.click(within(residence).getByRole("radio", { name: "Ja" }));
  fireEvent.click(screen.getByRole("radio", { name: "Weiß nicht" }));
  await click(/Weiter/);
  expect(heading()).toBe("Wie können die Unternehmen Sie erreichen?");

  expect(await submitAndReadAnswers(fetchMock)).toEqual({
    room_count: "2 oder mehr",
    subsidy_age: "67",
    subsidy_main_residence_vienna: "ja",
    subsidy_income_below_limit: "weiss-nicht",
  });
});

it("„Überspringen“ moves on and sends no subsidy answer, even one typed before", async () => {
  renderWizard(["age"]);
  await answerQuiz();
  fireEvent.change(screen.getByLabelText(SUBSIDY_QUESTIONS.age), { target: { value: "70" } });
  await click("Überspringen");
  expect(heading()).toBe("Wie können die Unternehmen Sie erreichen?");
  expect(await submitAndReadAnswers(fetchMock)).toEqual({ room_count: "2 oder mehr" });
});

it("„Zurück“ from the contact step returns to the subsidy step with its answers", async () => {
  renderWizard(["buildingYear"]);
  await answerQuiz();
  fireEvent.change(screen.getByLabelText(SUBSIDY_QUESTIONS.buildingYear), { target: { value: "1965" } });
  await click(/Weiter/);
  await click("Zurück");
  expect(heading()).toBe("Förderung prüfen (optional)");
  expect(screen.getByLabelText(SUBSIDY_QUESTIONS.buildingYear)).toHaveValue(1965);
});
