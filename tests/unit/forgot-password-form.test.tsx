/**
 * "Passwort vergessen?": the reset request form shows the neutral confirmation, the
 * invalid-link screen offers "Neuen Link anfordern" through the same endpoint, and an admin's
 * too-short password comes back as a field error on the setup page.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import type * as React from "react";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { InvalidLink, PasswordSetupForm } from "@/components/auth/password-setup-form";
import { FORGOT_PASSWORD_MESSAGE } from "@/lib/validation/auth";
import { jsonResponse } from "../support/json-response";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
const toastError = jest.fn();
jest.mock("sonner", () => ({ toast: { error: (...a: unknown[]) => toastError(...a), success: jest.fn() } }));

/** Minimal fetch Response (jsdom has no Response class). */

let fetchMock: jest.Mock;
beforeEach(() => {
  toastError.mockReset();
  push.mockReset();
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function withClient(ui: React.ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

it("sends the e-mail and shows the neutral confirmation; back returns to the login", async () => {
  fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: FORGOT_PASSWORD_MESSAGE }));
  const onBack = jest.fn();
  withClient(<ForgotPasswordForm defaultEmail="firma@example.at" onBack={onBack} />);
  expect(screen.getByLabelText("E-Mail")).toHaveFocus();
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Link senden" })));
  expect(fetchMock).toHaveBeenCalledWith(
    "/api/auth/forgot-password",
    expect.objectContaining({ method: "POST", body: JSON.stringify({ email: "firma@example.at" }) }),
  );
  expect(await screen.findByRole("status")).toHaveTextContent(FORGOT_PASSWORD_MESSAGE);
  fireEvent.click(screen.getByRole("button", { name: "Zurück zur Anmeldung" }));
  expect(onBack).toHaveBeenCalled();
});

it("checks the e-mail in the browser and shows the server's limit message", async () => {
  withClient(<ForgotPasswordForm />);
  fireEvent.change(screen.getByLabelText("E-Mail"), { target: { value: "keine-adresse" } });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Link senden" })));
  expect(await screen.findByText("Ungültige E-Mail-Adresse")).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();

  fetchMock.mockResolvedValueOnce(jsonResponse(429, { message: "Zu viele Anfragen für diese E-Mail-Adresse." }));
  fireEvent.change(screen.getByLabelText("E-Mail"), { target: { value: "firma@example.at" } });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Link senden" })));
  expect(toastError).toHaveBeenCalledWith("Der Link konnte nicht angefordert werden", {
    description: "Zu viele Anfragen für diese E-Mail-Adresse.",
  });
  expect(screen.queryByRole("status")).not.toBeInTheDocument();
});

it("the invalid-link screen requests a new link through the same endpoint", async () => {
  fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: FORGOT_PASSWORD_MESSAGE }));
  withClient(<InvalidLink expired contactEmail="service@example.at" />);
  expect(screen.getByText(/1 Stunde/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "Neuen Link anfordern" }));
  fireEvent.change(screen.getByLabelText("E-Mail"), { target: { value: "firma@example.at" } });
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Neuen Link senden" })));
  expect(fetchMock.mock.calls[0]![0]).toBe("/api/auth/forgot-password");
  expect(await screen.findByRole("status")).toHaveTextContent(FORGOT_PASSWORD_MESSAGE);
});

it("shows an admin's 12-character rule at the field and sends admins to the login afterwards", async () => {
  jest.useFakeTimers();
  try {
    const message = "Das Passwort muss mindestens 12 Zeichen lang sein";
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { valid: true, expired: false, message: "", email: "admin@example.at" }))
      .mockResolvedValueOnce(jsonResponse(400, { message, errors: { password: message } }))
      .mockResolvedValueOnce(jsonResponse(200, { expired: false, email: "admin@example.at", account: "admin" }));
    withClient(<PasswordSetupForm token="tok" contactEmail="service@example.at" />);
    await screen.findByText(/Legen Sie das Passwort für/);
    const fill = (value: string) => {
      fireEvent.change(screen.getByLabelText("Neues Passwort"), { target: { value } });
      fireEvent.change(screen.getByLabelText("Passwort bestätigen"), { target: { value } });
    };
    fill("kurz-123");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Passwort speichern" })));
    expect(await screen.findByText(message)).toBeInTheDocument();
    fill("ein-langes-passwort");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Passwort speichern" })));
    expect(await screen.findByText(/zur Anmeldung weitergeleitet/)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2000));
    expect(push).toHaveBeenCalledWith("/admin-login");
  } finally {
    jest.useRealTimers();
  }
});
