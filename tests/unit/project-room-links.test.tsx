/**
 * Getting to "Mein Projekt" without the link in jsdom: the link-request form of
 * /mein-projekt (validation in the browser, the one German answer, a 429 next to the button with
 * the address kept) and "Link per E-Mail senden" on an offers page this browser may not open
 * (components/offers/bathroom-offers-view.tsx), with its link to /mein-projekt.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BathroomOffersView } from "@/components/offers/bathroom-offers-view";
import { ProjectLinksForm } from "@/components/project-room/project-links-form";
import { PROJECT_LINK_SENT_MESSAGE, PROJECT_LINKS_MESSAGE } from "@/lib/validation/project-room";
import { jsonResponse } from "../support/json-response";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));

let answers: Record<string, { status: number; body: unknown }>;
let calls: { method: string; url: string; body?: unknown }[];

beforeEach(() => {
  calls = [];
  answers = {};
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    calls.push({
      method: init?.method ?? "GET",
      url,
      ...(init?.body ? { body: JSON.parse(init.body as string) } : {}),
    });
    const answer = answers[url] ?? { status: 404, body: { message: "Nicht gefunden" } };
    return jsonResponse(answer.status, answer.body);
  }) as unknown as typeof fetch;
});

function withQueryClient(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe("ProjectLinksForm", () => {
  const url = "/api/mein-projekt/links";

  it("checks the address in the browser before sending anything", async () => {
    const user = userEvent.setup();
    withQueryClient(<ProjectLinksForm />);
    await user.click(screen.getByRole("button", { name: "Links anfordern" }));
    expect(await screen.findByText("Bitte geben Sie Ihre E-Mail-Adresse ein")).toBeInTheDocument();
    await user.type(screen.getByLabelText("E-Mail-Adresse"), "keine-adresse");
    await user.click(screen.getByRole("button", { name: "Links anfordern" }));
    expect(await screen.findByText("Bitte geben Sie eine gültige E-Mail-Adresse ein")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("sends the address and shows the one answer, the same for every address", async () => {
    answers[url] = { status: 200, body: { message: PROJECT_LINKS_MESSAGE } };
    const user = userEvent.setup();
    withQueryClient(<ProjectLinksForm />);
    await user.type(screen.getByLabelText("E-Mail-Adresse"), "karl.novak@example.at{Enter}");
    expect(await screen.findByRole("status")).toHaveTextContent(PROJECT_LINKS_MESSAGE);
    expect(calls).toEqual([{ method: "POST", url, body: { email: "karl.novak@example.at" } }]);
    expect(screen.queryByRole("button", { name: "Links anfordern" })).not.toBeInTheDocument();
  });

  it("shows a 429 next to the button and keeps the address for a later try", async () => {
    answers[url] = {
      status: 429,
      body: { message: "Zu viele Anfragen für diese E-Mail-Adresse. Bitte versuchen Sie es später erneut." },
    };
    const user = userEvent.setup();
    withQueryClient(<ProjectLinksForm />);
    await user.type(screen.getByLabelText("E-Mail-Adresse"), "karl.novak@example.at");
    const button = screen.getByRole("button", { name: "Links anfordern" });
    await user.click(button);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Zu viele Anfragen für diese E-Mail-Adresse.");
    expect(button).toHaveAttribute("aria-describedby", alert.id);
    expect(button.nextElementSibling).toBe(alert);
    expect(button).toBeEnabled();
    expect(screen.getByLabelText("E-Mail-Adresse")).toHaveValue("karl.novak@example.at");
  });

  it("puts the server's field error at the field", async () => {
    answers[url] = {
      status: 400,
      body: {
        message: "Bitte überprüfen Sie Ihre Eingaben.",
        errors: { email: "Die E-Mail-Adresse darf höchstens 255 Zeichen haben" },
      },
    };
    const user = userEvent.setup();
    withQueryClient(<ProjectLinksForm />);
    await user.type(screen.getByLabelText("E-Mail-Adresse"), "karl.novak@example.at{Enter}");
    expect(await screen.findByText("Die E-Mail-Adresse darf höchstens 255 Zeichen haben")).toBeInTheDocument();
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(screen.getByLabelText("E-Mail-Adresse")).toHaveAttribute("aria-invalid", "true");
  });
});

describe("offers page without the access cookie", () => {
  beforeEach(() => {
    answers["/api/bathroom-offers/5"] = { status: 404, body: { message: "Angebot nicht gefunden" } };
    answers["/api/projects/5"] = { status: 404, body: { message: "Projekt nicht gefunden" } };
  });

  it("offers the link by e-mail and answers with the neutral text", async () => {
    answers["/api/projects/5/send-link"] = { status: 200, body: { message: PROJECT_LINK_SENT_MESSAGE } };
    const user = userEvent.setup();
    withQueryClient(<BathroomOffersView projectId={5} />);
    expect(await screen.findByRole("heading", { name: "Angebot nicht gefunden" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Links mit meiner E-Mail-Adresse anfordern" })).toHaveAttribute(
      "href",
      "/mein-projekt",
    );
    expect(screen.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/");
    await user.click(screen.getByRole("button", { name: "Link per E-Mail senden" }));
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent(PROJECT_LINK_SENT_MESSAGE);
    await waitFor(() => expect(status).toHaveFocus());
    expect(calls.filter((call) => call.method === "POST")).toEqual([
      { method: "POST", url: "/api/projects/5/send-link" },
    ]);
  });

  it("shows a 429 next to the button, which stays usable", async () => {
    answers["/api/projects/5/send-link"] = {
      status: 429,
      body: {
        message: "Für diese Anfrage wurden gerade schon Links verschickt. Bitte versuchen Sie es später erneut.",
      },
    };
    const user = userEvent.setup();
    withQueryClient(<BathroomOffersView projectId={5} />);
    const button = await screen.findByRole("button", { name: "Link per E-Mail senden" });
    await user.click(button);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Für diese Anfrage wurden gerade schon Links verschickt.");
    expect(button).toHaveAttribute("aria-describedby", alert.id);
    expect(button).toBeEnabled();
  });

  it("offers no e-mail for an address without a project id, only the link request", async () => {
    withQueryClient(<BathroomOffersView projectId={null} />);
    expect(screen.getByRole("heading", { name: "Angebot nicht gefunden" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Link per E-Mail senden" })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole("heading", { name: "Angebot nicht gefunden" }).parentElement!).getByRole("link", {
        name: "Links mit meiner E-Mail-Adresse anfordern",
      }),
    ).toHaveAttribute("href", "/mein-projekt");
  });
});
