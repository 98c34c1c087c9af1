/**
 * The quiz wizard as a customer uses it (jsdom): steps, auto-advance and its cancellation,
 * the required-answer toast, the fixtures skip and the submit payload; blocked browser storage;
 * a failed submission that keeps the answers and succeeds when pressed again; icon tiles, the
 * contact step's promises and the summary stored for /danke.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { QuizWizard } from "@/components/quiz/quiz-wizard";
import { FIXTURE_OPTIONS, PROJECT_TYPE_OPTIONS } from "@/lib/domain/bathroom-quiz";
import type { QuizQuestion } from "@/lib/domain/quiz-types";
import { jsonResponse } from "../support/json-response";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
const toastError = jest.fn();
const toastSuccess = jest.fn();
jest.mock("sonner", () => ({
  toast: { error: (...a: unknown[]) => toastError(...a), success: (...a: unknown[]) => toastSuccess(...a) },
}));

const questions: QuizQuestion[] = [
  { id: "project_type", text: "Was planen Sie?", type: "radio", required: true, options: [...PROJECT_TYPE_OPTIONS] },
  {
    id: "fixtures_to_replace",
    text: "Welche Elemente?",
    type: "checkbox",
    required: true,
    options: [...FIXTURE_OPTIONS],
  },
  {
    id: "bathroom_size",
    text: "Wie groß ist das Bad?",
    type: "radio",
    required: true,
    options: ["Bis 5 m²", "Über 5 m²"],
  },
  {
    id: "special_requirements",
    text: "Besondere Wünsche?",
    type: "checkbox",
    required: true,
    options: ["Barrierefrei", "Fußbodenheizung"],
  },
];

/** Props every wizard here gets: the service name for /danke and the companies per request. */
const baseProps = { serviceLabel: "Badsanierung", maxCompanies: 4 };

function renderWizard(serviceType = "badrenovierung") {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <QuizWizard {...baseProps} serviceType={serviceType} title="Badrenovierung" questions={questions} />
    </QueryClientProvider>,
  );
}

/** Minimal fetch Response (jsdom has no Response class). */

const heading = () => screen.getByRole("heading", { level: 2 }).textContent;
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole("button", { name }));
async function advanceTimers(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}
async function passZipStep() {
  fireEvent.change(screen.getByPlaceholderText("1010"), { target: { value: "1030" } });
  await act(async () => click("Weiter"));
}

beforeEach(() => {
  jest.useFakeTimers();
  push.mockReset();
  toastError.mockReset();
  toastSuccess.mockReset();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

it("validates the postal code on step 1 and shows Schritt X von Y", async () => {
  renderWizard();
  expect(screen.getByText("Schritt 1 von 6")).toBeInTheDocument();
  await act(async () => click("Weiter"));
  expect(await screen.findByText("PLZ ist erforderlich")).toBeInTheDocument();
  await passZipStep();
  expect(heading()).toBe("Was planen Sie?");
  expect(screen.getByText("Schritt 2 von 6")).toBeInTheDocument();
});

it("asks for a 4-digit postcode when the postcode is too short, and stays on step 1", async () => {
  renderWizard();
  fireEvent.change(screen.getByPlaceholderText("1010"), { target: { value: "40" } });
  await act(async () => click("Weiter"));
  expect(await screen.findByRole("alert")).toHaveTextContent(
    "Bitte geben Sie eine 4-stellige österreichische Postleitzahl ein",
  );
  expect(screen.queryByText("PLZ ist erforderlich")).toBeNull();
  expect(heading()).toBe("In welcher PLZ soll das Projekt durchgeführt werden?");
});

it("says that a postcode outside Vienna and its surroundings is outside the service area, and lets the customer continue", async () => {
  renderWizard();
  const zip = screen.getByPlaceholderText("1010");
  fireEvent.change(zip, { target: { value: "2340" } });
  expect(screen.getByRole("status")).toHaveTextContent("");

  fireEvent.change(zip, { target: { value: "8010" } });
  const notice = screen.getByRole("status");
  expect(notice).toHaveTextContent(
    "Die PLZ 8010 liegt außerhalb unseres Gebiets: Wir vermitteln Fachbetriebe in Wien und Umgebung (PLZ 1000 bis 3999).",
  );
  expect(zip).toHaveAttribute("aria-describedby", notice.id);

  await act(async () => click("Weiter"));
  expect(heading()).toBe("Was planen Sie?");
});

it("prefills the postal code from userZipCode and removes it", () => {
  window.localStorage.setItem("userZipCode", "1220");
  renderWizard();
  expect(screen.getByPlaceholderText("1010")).toHaveValue("1220");
  expect(window.localStorage.getItem("userZipCode")).toBeNull();
});

it("auto-advances 800 ms after a radio choice and skips fixtures_to_replace", async () => {
  renderWizard();
  await passZipStep();
  fireEvent.click(screen.getByRole("radio", { name: "Nur neue Fliesen" }));
  expect(screen.getByText("Schritt 2 von 5")).toBeInTheDocument(); // fixtures step dropped
  await advanceTimers(799);
  expect(heading()).toBe("Was planen Sie?");
  await advanceTimers(1);
  expect(heading()).toBe("Wie groß ist das Bad?");
});

it("a new answer restarts the pending auto-advance", async () => {
  renderWizard();
  await passZipStep();
  fireEvent.click(screen.getByRole("radio", { name: "Komplette Renovierung" }));
  await advanceTimers(600);
  fireEvent.click(screen.getByRole("radio", { name: "Nur Sanitäranlagen" }));
  await advanceTimers(600);
  expect(heading()).toBe("Was planen Sie?");
  await advanceTimers(200);
  expect(heading()).toBe("Wie groß ist das Bad?");
});

it("a step change cancels the pending auto-advance", async () => {
  renderWizard();
  await passZipStep();
  fireEvent.click(screen.getByRole("radio", { name: "Komplette Renovierung" }));
  await advanceTimers(810);
  fireEvent.click(screen.getByRole("radio", { name: "Bis 5 m²" }));
  await act(async () => click("Zurück"));
  expect(heading()).toBe("Was planen Sie?");
  await advanceTimers(2000);
  expect(heading()).toBe("Was planen Sie?"); // not pushed forward by the cancelled timer
});

it("shows the required-answer toast and stays when nothing is chosen", async () => {
  renderWizard();
  await passZipStep();
  await act(async () => click("Weiter"));
  expect(toastError).toHaveBeenCalledWith("Antwort erforderlich", {
    description: "Bitte beantworten Sie diese Frage, um fortzufahren.",
  });
  expect(heading()).toBe("Was planen Sie?");
});

it("allows several checkbox choices without auto-advancing", async () => {
  renderWizard();
  await passZipStep();
  fireEvent.click(screen.getByRole("radio", { name: "Nur neue Fliesen" }));
  await advanceTimers(800);
  fireEvent.click(screen.getByRole("radio", { name: "Bis 5 m²" }));
  await advanceTimers(800);
  fireEvent.click(screen.getByRole("checkbox", { name: "Barrierefrei" }));
  fireEvent.click(screen.getByRole("checkbox", { name: "Fußbodenheizung" }));
  await advanceTimers(2000);
  expect(heading()).toBe("Besondere Wünsche?");
  expect(screen.getByRole("checkbox", { name: "Barrierefrei" })).toHaveAttribute("aria-checked", "true");
  expect(screen.getByRole("checkbox", { name: "Fußbodenheizung" })).toHaveAttribute("aria-checked", "true");
});

it("validates the contact step, submits the answers and opens the bathroom offers", async () => {
  const fetchMock = jest.fn().mockResolvedValue(jsonResponse(201, { projectId: 42 }));
  global.fetch = fetchMock as unknown as typeof fetch;
  renderWizard();
  await passZipStep();
  fireEvent.click(screen.getByRole("radio", { name: "Nur neue Fliesen" }));
  await advanceTimers(800);
  fireEvent.click(screen.getByRole("radio", { name: "Bis 5 m²" }));
  await advanceTimers(800);
  fireEvent.click(screen.getByRole("checkbox", { name: "Barrierefrei" }));
  await act(async () => click("Weiter"));
  expect(screen.getByText("Schritt 5 von 5")).toBeInTheDocument();

  await act(async () => click("Projekt einreichen"));
  expect(await screen.findByText("Name ist erforderlich")).toBeInTheDocument();
  expect(screen.getByText("Telefonnummer ist erforderlich")).toBeInTheDocument();
  expect(screen.getByText("Sie müssen den Datenschutzbestimmungen zustimmen")).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();

  fireEvent.change(screen.getByLabelText("Vollständiger Name"), { target: { value: "Eva Wagner" } });
  fireEvent.change(screen.getByLabelText("E-Mail"), { target: { value: "eva@example.at" } });
  fireEvent.change(screen.getByLabelText("Telefon"), { target: { value: "0123" } });
  fireEvent.click(screen.getByRole("checkbox", { name: /Datenschutzerklärung/ }));
  await act(async () => click("Projekt einreichen"));
  expect(
    await screen.findByText(
      "Bitte geben Sie eine gültige österreichische oder deutsche Telefonnummer an (z. B. 0664 1234567).",
    ),
  ).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();

  fireEvent.change(screen.getByLabelText("Telefon"), { target: { value: "0664 9876543" } });
  await act(async () => click("Projekt einreichen"));
  await act(async () => {
    await Promise.resolve();
  });

  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe("/api/projects");
  expect(init.credentials).toBe("include");
  expect(JSON.parse(init.body as string)).toEqual({
    serviceType: "badrenovierung",
    zipCode: "1030",
    name: "Eva Wagner",
    email: "eva@example.at",
    phone: "+436649876543",
    gdprAccepted: true,
    website: "",
    answers: {
      project_type: "Nur neue Fliesen",
      fixtures_to_replace: ["Bodenfliesen", "Wandfliesen"],
      bathroom_size: "Bis 5 m²",
      special_requirements: ["Barrierefrei"],
    },
  });
  expect(toastSuccess).toHaveBeenCalledWith("Anfrage erfolgreich gesendet!", {
    description:
      "Sie erhalten gleich eine Bestätigung per E-Mail mit dem Link zu „Mein Projekt“. Die Betriebe melden sich in der Regel innerhalb von 24 Stunden.",
  });
  expect(push).toHaveBeenCalledWith("/badezimmer-angebote/42");
  expect(window.sessionStorage.getItem("lastProjectId")).toBe("42");
  // What /danke shows: number, service, PLZ, e-mail, the answers and the question texts that label them.
  expect(JSON.parse(window.sessionStorage.getItem("lastProjectRequest")!)).toEqual({
    projectId: 42,
    serviceLabel: "Badsanierung",
    zipCode: "1030",
    email: "eva@example.at",
    answers: {
      project_type: "Nur neue Fliesen",
      fixtures_to_replace: ["Bodenfliesen", "Wandfliesen"],
      bathroom_size: "Bis 5 m²",
      special_requirements: ["Barrierefrei"],
    },
    questions: questions.map(({ id, text }) => ({ id, text })),
    submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  });
});

// Both bathroom quizzes end on the new project's offers page, every other one on /danke.
it.each([
  ["badezimmer", "/badezimmer-angebote/77"],
  ["badrenovierung", "/badezimmer-angebote/77"],
  ["maler", "/danke"],
])("the %s quiz goes to %s after the submission", async (serviceType, target) => {
  global.fetch = jest.fn().mockResolvedValue(jsonResponse(201, { projectId: 77 })) as unknown as typeof fetch;
  const only: QuizQuestion[] = [{ id: "q", text: "Frage?", type: "radio", required: false, options: ["A", "B"] }];
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <QuizWizard {...baseProps} serviceType={serviceType} title="Quiz" questions={only} />
    </QueryClientProvider>,
  );
  await passZipStep();
  await act(async () => click("Weiter"));
  fireEvent.change(screen.getByLabelText("Vollständiger Name"), { target: { value: "Eva Wagner" } });
  fireEvent.change(screen.getByLabelText("E-Mail"), { target: { value: "eva@example.at" } });
  fireEvent.change(screen.getByLabelText("Telefon"), { target: { value: "0664 9876543" } });
  fireEvent.click(screen.getByRole("checkbox", { name: /Datenschutzerklärung/ }));
  await act(async () => click("Projekt einreichen"));
  await act(async () => {
    await Promise.resolve();
  });
  expect(push).toHaveBeenCalledWith(target);
});

it("shows the server's message when the submission fails", async () => {
  global.fetch = jest
    .fn()
    .mockResolvedValue(
      jsonResponse(400, { message: "Bitte überprüfen Sie Ihre Antworten." }),
    ) as unknown as typeof fetch;
  const only: QuizQuestion[] = [{ id: "q", text: "Frage?", type: "radio", required: false, options: ["A", "B"] }];
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <QuizWizard {...baseProps} serviceType="maler" title="Maler" questions={only} />
    </QueryClientProvider>,
  );
  await passZipStep();
  await act(async () => click("Weiter")); // optional question may stay empty
  fireEvent.change(screen.getByLabelText("Vollständiger Name"), { target: { value: "Eva Wagner" } });
  fireEvent.change(screen.getByLabelText("E-Mail"), { target: { value: "eva@example.at" } });
  fireEvent.change(screen.getByLabelText("Telefon"), { target: { value: "0664 9876543" } });
  fireEvent.click(screen.getByRole("checkbox", { name: /Datenschutzerklärung/ }));
  await act(async () => click("Projekt einreichen"));
  await act(async () => {
    await Promise.resolve();
  });
  expect(toastError).toHaveBeenCalledWith("Fehler beim Senden der Anfrage", {
    description: "Bitte überprüfen Sie Ihre Antworten.",
  });
  expect(push).not.toHaveBeenCalled();
  expect(screen.getByRole("button", { name: "Projekt einreichen" })).toBeEnabled();
});

describe("when the browser blocks site storage", () => {
  const originals = {
    local: Object.getOwnPropertyDescriptor(window, "localStorage")!,
    session: Object.getOwnPropertyDescriptor(window, "sessionStorage")!,
  };
  beforeEach(() => {
    const blocked = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    Object.defineProperty(window, "localStorage", { configurable: true, get: blocked });
    Object.defineProperty(window, "sessionStorage", { configurable: true, get: blocked });
  });
  afterEach(() => {
    Object.defineProperty(window, "localStorage", originals.local);
    Object.defineProperty(window, "sessionStorage", originals.session);
  });

  it("renders, runs through every step and submits (only the prefill is skipped)", async () => {
    expect(() => window.localStorage).toThrow("insecure");
    global.fetch = jest.fn().mockResolvedValue(jsonResponse(201, { projectId: 7 })) as unknown as typeof fetch;
    renderWizard();
    expect(screen.getByPlaceholderText("1010")).toHaveValue("");
    await passZipStep();
    fireEvent.click(screen.getByRole("radio", { name: "Nur neue Fliesen" }));
    await advanceTimers(800);
    fireEvent.click(screen.getByRole("radio", { name: "Bis 5 m²" }));
    await advanceTimers(800);
    fireEvent.click(screen.getByRole("checkbox", { name: "Barrierefrei" }));
    await act(async () => click("Weiter"));
    await fillContactAndSubmit();
    expect(push).toHaveBeenCalledWith("/badezimmer-angebote/7");
  });
});

async function fillContactAndSubmit() {
  fireEvent.change(screen.getByLabelText("Vollständiger Name"), { target: { value: "Eva Wagner" } });
  fireEvent.change(screen.getByLabelText("E-Mail"), { target: { value: "eva@example.at" } });
  fireEvent.change(screen.getByLabelText("Telefon"), { target: { value: "0664 9876543" } });
  fireEvent.click(screen.getByRole("checkbox", { name: /Datenschutzerklärung/ }));
  await pressSubmit();
}

async function pressSubmit() {
  await act(async () => click("Projekt einreichen"));
  await act(async () => {
    await Promise.resolve();
  });
}

it("keeps every answer after a failed submission (no connection, 503) and submits the same data when pressed again", async () => {
  const fetchMock = jest
    .fn()
    .mockRejectedValueOnce(new TypeError("Failed to fetch"))
    .mockResolvedValueOnce(
      jsonResponse(503, {
        message: "Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es in Kürze erneut.",
      }),
    )
    .mockResolvedValueOnce(jsonResponse(201, { projectId: 43 }));
  global.fetch = fetchMock as unknown as typeof fetch;
  renderWizard();
  await passZipStep();
  fireEvent.click(screen.getByRole("radio", { name: "Nur neue Fliesen" }));
  await advanceTimers(800);
  fireEvent.click(screen.getByRole("radio", { name: "Über 5 m²" }));
  await advanceTimers(800);
  fireEvent.click(screen.getByRole("checkbox", { name: "Fußbodenheizung" }));
  await act(async () => click("Weiter"));

  // 1. No connection: German reason next to the button, the button works again, nothing is lost.
  await fillContactAndSubmit();
  const alert = screen.getByRole("alert");
  expect(alert).toHaveTextContent("Keine Verbindung zum Server.");
  expect(alert).toHaveTextContent("Ihre Angaben bleiben erhalten");
  const button = screen.getByRole("button", { name: "Projekt einreichen" });
  expect(button).toBeEnabled();
  expect(button).toHaveAttribute("aria-describedby", alert.id);
  expect(screen.getByLabelText("Vollständiger Name")).toHaveValue("Eva Wagner");
  expect(push).not.toHaveBeenCalled();
  expect(toastError).toHaveBeenCalledWith("Fehler beim Senden der Anfrage", {
    description: "Bitte versuchen Sie es später erneut.",
  });

  // 2. Database down (503): the server's German message plus the hint.
  await pressSubmit();
  expect(screen.getByRole("alert")).toHaveTextContent(
    "Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es in Kürze erneut. Ihre Angaben bleiben erhalten",
  );
  expect(push).not.toHaveBeenCalled();

  // 3. Back again: the same request succeeds.
  await pressSubmit();
  expect(fetchMock).toHaveBeenCalledTimes(3);
  const bodies = fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string));
  expect(bodies[1]).toEqual(bodies[0]);
  expect(bodies[2]).toEqual(bodies[0]);
  expect(bodies[0]).toMatchObject({
    zipCode: "1030",
    name: "Eva Wagner",
    answers: {
      project_type: "Nur neue Fliesen",
      fixtures_to_replace: ["Bodenfliesen", "Wandfliesen"],
      bathroom_size: "Über 5 m²",
      special_requirements: ["Fußbodenheizung"],
    },
  });
  expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  expect(push).toHaveBeenCalledWith("/badezimmer-angebote/43");
});

it("shows the server's field errors at the contact fields", async () => {
  global.fetch = jest.fn().mockResolvedValue(
    jsonResponse(400, {
      message: "Bitte überprüfen Sie Ihre Eingaben.",
      errors: { email: "Diese E-Mail-Adresse ist nicht erreichbar." },
    }),
  ) as unknown as typeof fetch;
  const only: QuizQuestion[] = [{ id: "q", text: "Frage?", type: "radio", required: false, options: ["A", "B"] }];
  render(
    <QueryClientProvider client={new QueryClient()}>
      <QuizWizard {...baseProps} serviceType="maler" title="Maler" questions={only} />
    </QueryClientProvider>,
  );
  await passZipStep();
  await act(async () => click("Weiter"));
  await fillContactAndSubmit();
  expect(screen.getByText("Diese E-Mail-Adresse ist nicht erreichbar.")).toBeInTheDocument();
  expect(screen.getByText("Bitte überprüfen Sie Ihre Eingaben.")).toBeInTheDocument();
  expect(screen.getByText("Bitte überprüfen Sie Ihre Eingaben.")).not.toHaveTextContent(
    "Ihre Angaben bleiben erhalten",
  );
});

/** Renders a one-question maler quiz and goes to its contact step. */
async function renderMalerAtContactStep() {
  const only: QuizQuestion[] = [{ id: "q", text: "Frage?", type: "radio", required: false, options: ["A", "B"] }];
  render(
    <QueryClientProvider client={new QueryClient()}>
      <QuizWizard {...baseProps} serviceType="maler" title="Maler" questions={only} />
    </QueryClientProvider>,
  );
  await passZipStep();
  await act(async () => click("Weiter"));
}

it("the contact step says what happens to the data: free, no obligation, at most 4 verified companies, no advertising, privacy link", async () => {
  await renderMalerAtContactStep();
  const box = screen.getByRole("heading", { name: "Was mit Ihren Angaben geschieht" }).parentElement!;
  expect(box).toHaveTextContent("Kostenlos und unverbindlich");
  expect(box).toHaveTextContent("Höchstens 4 geprüfte Fachbetriebe erhalten Ihre Kontaktdaten");
  expect(box).toHaveTextContent("Keine Werbung");
  expect(box.querySelector('a[href="/datenschutz"]')).toHaveTextContent("Datenschutzerklärung");
});

it.each([
  [
    429,
    { message: "Zu viele Anfragen. Bitte versuchen Sie es später erneut." },
    "Zu viele Anfragen. Bitte versuchen Sie es später erneut.",
  ],
  [
    400,
    {
      message: "Bitte überprüfen Sie Ihre Eingaben.",
      errors: { zipCode: "Bitte geben Sie eine 4-stellige österreichische Postleitzahl ein" },
    },
    "Bitte überprüfen Sie Ihre Eingaben. Bitte geben Sie eine 4-stellige österreichische Postleitzahl ein",
  ],
  [500, { message: "Interner Fehler." }, "Interner Fehler. Ihre Angaben bleiben erhalten"],
])(
  "a %i answer shows its reason beside the button (role=alert) as well as in the toast",
  async (status, body, inline) => {
    global.fetch = jest.fn().mockResolvedValue(jsonResponse(status, body)) as unknown as typeof fetch;
    await renderMalerAtContactStep();
    await fillContactAndSubmit();
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(inline);
    // Beside the button: in the same (sticky) bar, and named by the button's description.
    expect(screen.getByTestId("quiz-nav")).toContainElement(alert);
    expect(screen.getByRole("button", { name: "Projekt einreichen" })).toHaveAttribute("aria-describedby", alert.id);
    expect(toastError).toHaveBeenCalledWith("Fehler beim Senden der Anfrage", { description: body.message });
  },
);

it("shows a kinds/styles question as tiles with the given icons, still as radios with the option text as name", async () => {
  const style: QuizQuestion = {
    id: "style_preference",
    text: "Welcher Stil gefällt Ihnen?",
    type: "radio",
    required: true,
    options: ["Modern", "Klassisch"],
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <QuizWizard
        {...baseProps}
        serviceType="maler"
        title="Maler"
        questions={[style]}
        optionIcons={{
          style_preference: [<svg key="a" data-testid="icon-modern" />, <svg key="b" data-testid="icon-klassisch" />],
        }}
      />
    </QueryClientProvider>,
  );
  await passZipStep();
  const modern = screen.getByRole("radio", { name: "Modern" });
  expect(modern).toContainElement(screen.getByTestId("icon-modern"));
  expect(screen.getByRole("radio", { name: "Klassisch" })).toContainElement(screen.getByTestId("icon-klassisch"));
  fireEvent.click(modern);
  expect(modern).toHaveAttribute("aria-checked", "true");
});

it("clears the postcode message as soon as the postcode is right, then shows the service-area notice", async () => {
  renderWizard();
  const zip = screen.getByPlaceholderText("1010");
  fireEvent.change(zip, { target: { value: "40" } });
  await act(async () => click("Weiter"));
  expect(
    await screen.findByText("Bitte geben Sie eine 4-stellige österreichische Postleitzahl ein"),
  ).toBeInTheDocument();
  await act(async () => {
    fireEvent.change(zip, { target: { value: "8010" } });
  });
  expect(screen.queryByText("Bitte geben Sie eine 4-stellige österreichische Postleitzahl ein")).toBeNull();
  expect(screen.getByRole("status")).toHaveTextContent("Die PLZ 8010 liegt außerhalb unseres Gebiets");
});

it("clears a contact field's message once it is filled in", async () => {
  await renderMalerAtContactStep();
  await act(async () => click("Projekt einreichen"));
  expect(await screen.findByText("Name ist erforderlich")).toBeInTheDocument();
  await act(async () => {
    fireEvent.change(screen.getByLabelText("Vollständiger Name"), { target: { value: "Eva Wagner" } });
  });
  expect(screen.queryByText("Name ist erforderlich")).toBeNull();
  expect(screen.getByText("Sie müssen den Datenschutzbestimmungen zustimmen")).toBeInTheDocument();
  await act(async () => {
    fireEvent.click(screen.getByRole("checkbox", { name: /Datenschutzerklärung/ }));
  });
  expect(screen.queryByText("Sie müssen den Datenschutzbestimmungen zustimmen")).toBeNull();
});
