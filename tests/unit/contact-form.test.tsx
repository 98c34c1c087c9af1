/**
 * The contact form as a visitor uses it (jsdom): validation messages, the request it sends,
 * the submitting, success and failure states (spec: public-side §4, §5, §8).
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { ContactForm } from "@/components/contact/contact-form";
import { jsonResponse } from "../support/json-response";

const toastError = jest.fn();
jest.mock("sonner", () => ({ toast: { error: (...a: unknown[]) => toastError(...a), success: jest.fn() } }));

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ContactForm />
    </QueryClientProvider>,
  );
}

/** Minimal fetch Response (jsdom has no Response class). */

const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const submitButton = () => screen.getByRole("button", { name: /Nachricht senden|Wird gesendet/ });

function fillValid() {
  fireEvent.change(input("Name"), { target: { value: "  Katharina Wimmer " } });
  fireEvent.change(input("E-Mail"), { target: { value: "katharina@example.at" } });
  fireEvent.change(input("Betreff"), { target: { value: "Frage zur Küche" } });
  fireEvent.change(input("Nachricht"), { target: { value: "Wie schnell melden sich die Betriebe?" } });
}

let fetchMock: jest.Mock;
beforeEach(() => {
  toastError.mockReset();
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe("ContactForm", () => {
  it("shows the four German messages for an empty submit and sends nothing", async () => {
    renderForm();
    await act(async () => fireEvent.click(submitButton()));
    expect(screen.getByText("Name muss mindestens 2 Zeichen lang sein")).toBeInTheDocument();
    expect(screen.getByText("Bitte geben Sie eine gültige E-Mail-Adresse ein")).toBeInTheDocument();
    expect(screen.getByText("Betreff muss mindestens 5 Zeichen lang sein")).toBeInTheDocument();
    expect(screen.getByText("Nachricht muss mindestens 10 Zeichen lang sein")).toBeInTheDocument();
    expect(input("Name")).toHaveAttribute("aria-invalid", "true");
    expect(input("Name")).toHaveAccessibleDescription("Name muss mindestens 2 Zeichen lang sein");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts the trimmed message, shows 'Wird gesendet...' while pending, then the success state", async () => {
    let resolve!: (value: unknown) => void;
    fetchMock.mockReturnValue(new Promise((r) => (resolve = r)));
    renderForm();
    fillValid();
    await act(async () => fireEvent.click(submitButton()));

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/contact");
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body as string)).toEqual({
      name: "Katharina Wimmer",
      email: "katharina@example.at",
      subject: "Frage zur Küche",
      message: "Wie schnell melden sich die Betriebe?",
      website: "",
    });
    expect(submitButton()).toHaveTextContent("Wird gesendet...");
    expect(submitButton()).toBeDisabled();

    await act(async () => resolve(jsonResponse(201, { ok: true })));
    expect(screen.getByRole("heading", { name: "Nachricht gesendet!" })).toHaveFocus();
    expect(
      screen.getByText("Vielen Dank für Ihre Nachricht. Wir werden uns bald bei Ihnen melden."),
    ).toBeInTheDocument();

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Neue Nachricht senden" })));
    for (const label of ["Name", "E-Mail", "Betreff", "Nachricht"]) expect(input(label)).toHaveValue("");
    expect(input("Name")).toHaveFocus();
    expect(submitButton()).toHaveTextContent("Nachricht senden");
  });

  it("shows the error toast with the server's message and keeps the input", async () => {
    fetchMock.mockResolvedValue(jsonResponse(429, { message: "Zu viele Anfragen von Ihrer Verbindung." }));
    renderForm();
    fillValid();
    await act(async () => fireEvent.click(submitButton()));

    expect(toastError).toHaveBeenCalledWith("Fehler beim Senden", {
      description: "Zu viele Anfragen von Ihrer Verbindung.",
    });
    expect(input("Betreff")).toHaveValue("Frage zur Küche");
    expect(screen.queryByText("Nachricht gesendet!")).not.toBeInTheDocument();
  });

  it("falls back to 'Bitte versuchen Sie es später erneut.' without a server message and shows field errors of a 400", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    renderForm();
    fillValid();
    await act(async () => fireEvent.click(submitButton()));
    expect(toastError).toHaveBeenLastCalledWith("Fehler beim Senden", {
      description: "Bitte versuchen Sie es später erneut.",
    });

    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        message: "Bitte überprüfen Sie Ihre Eingaben.",
        errors: { email: "Bitte geben Sie eine gültige E-Mail-Adresse ein" },
      }),
    );
    await act(async () => fireEvent.click(submitButton()));
    expect(toastError).toHaveBeenLastCalledWith("Fehler beim Senden", {
      description: "Bitte überprüfen Sie Ihre Eingaben.",
    });
    expect(input("E-Mail")).toHaveAccessibleDescription("Bitte geben Sie eine gültige E-Mail-Adresse ein");
  });
});
