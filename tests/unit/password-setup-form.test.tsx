/**
 * /password-setup/{token} form: the contact address comes as a prop (lib/config.ts is server-only)
 * and the server's typed errors choose the screen (expired link, invalid link, toast).
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { InvalidLink, PasswordSetupForm } from "@/components/auth/password-setup-form";
import { jsonResponse } from "../support/json-response";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
const toastError = jest.fn();
jest.mock("sonner", () => ({ toast: { error: (...a: unknown[]) => toastError(...a), success: jest.fn() } }));

/** Minimal fetch Response (jsdom has no Response class). */

let fetchMock: jest.Mock;
beforeEach(() => {
  toastError.mockReset();
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <PasswordSetupForm token="tok" contactEmail="service@example.at" />
    </QueryClientProvider>,
  );
}

async function submitPassword() {
  await screen.findByText(/Legen Sie das Passwort für/);
  fireEvent.change(screen.getByLabelText("Neues Passwort"), { target: { value: "geheim123" } });
  fireEvent.change(screen.getByLabelText("Passwort bestätigen"), { target: { value: "geheim123" } });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Passwort speichern" })));
}

it("shows the contact address it is given on the invalid-link screen", () => {
  render(<InvalidLink expired={false} contactEmail="service@example.at" missingToken />);
  expect(screen.getByText("Kein Token gefunden.")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "service@example.at" })).toHaveAttribute("href", "mailto:service@example.at");
});

it("switches to 'Link abgelaufen' when the server answers 400 { expired: true } on submit", async () => {
  fetchMock
    .mockResolvedValueOnce(jsonResponse(200, { valid: true, expired: false, message: "", email: "firma@example.at" }))
    .mockResolvedValueOnce(jsonResponse(400, { message: "Der Link ist abgelaufen.", expired: true }));
  renderForm();
  await submitPassword();
  expect(await screen.findByText("Link abgelaufen")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "service@example.at" })).toBeInTheDocument();
  expect(toastError).not.toHaveBeenCalled();
});

it("toasts the server's message for other errors and a connection hint when offline", async () => {
  fetchMock
    .mockResolvedValueOnce(jsonResponse(200, { valid: true, expired: false, message: "", email: "firma@example.at" }))
    .mockResolvedValueOnce(jsonResponse(503, { message: "Der Dienst ist vorübergehend nicht verfügbar." }))
    .mockRejectedValueOnce(new TypeError("Failed to fetch"));
  renderForm();
  await submitPassword();
  expect(toastError).toHaveBeenCalledWith("Fehler beim Einrichten des Passworts", {
    description: "Der Dienst ist vorübergehend nicht verfügbar.",
  });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Passwort speichern" })));
  expect(toastError).toHaveBeenLastCalledWith("Verbindungsfehler. Bitte versuchen Sie es erneut.");
});
