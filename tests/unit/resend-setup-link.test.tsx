/**
 * "Setup-Link erneut senden": asks first, then posts to
 * /api/admin/companies/{id}/setup-link and toasts; Abbrechen sends nothing; errors show the server's message.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { ResendSetupLinkButton } from "@/components/admin/companies/resend-setup-link";
import { jsonResponse } from "../support/json-response";

const toastSuccess = jest.fn();
const toastError = jest.fn();
jest.mock("sonner", () => ({
  toast: { error: (...a: unknown[]) => toastError(...a), success: (...a: unknown[]) => toastSuccess(...a) },
}));

let fetchMock: jest.Mock;
beforeEach(() => {
  toastSuccess.mockReset();
  toastError.mockReset();
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function renderButton() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ResendSetupLinkButton companyId={7} email="firma@example.at" />
    </QueryClientProvider>,
  );
}

it("asks for confirmation, sends the link and toasts", async () => {
  fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: "ok", expiresAt: new Date().toISOString() }));
  renderButton();
  fireEvent.click(screen.getByRole("button", { name: "Setup-Link erneut senden" }));
  const dialog = await screen.findByRole("dialog", { name: "Setup-Link erneut senden?" });
  expect(dialog).toHaveTextContent("firma@example.at");
  expect(fetchMock).not.toHaveBeenCalled();
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Link senden" })));
  expect(fetchMock).toHaveBeenCalledWith(
    "/api/admin/companies/7/setup-link",
    expect.objectContaining({ method: "POST" }),
  );
  expect(toastSuccess).toHaveBeenCalledWith("Setup-Link gesendet", expect.anything());
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
});

it("Abbrechen sends nothing; a refusal shows the server's message", async () => {
  renderButton();
  fireEvent.click(screen.getByRole("button", { name: "Setup-Link erneut senden" }));
  fireEvent.click(await screen.findByRole("button", { name: "Abbrechen" }));
  expect(fetchMock).not.toHaveBeenCalled();

  fetchMock.mockResolvedValueOnce(jsonResponse(409, { message: "Diese Firma hat kein Benutzerkonto." }));
  fireEvent.click(screen.getByRole("button", { name: "Setup-Link erneut senden" }));
  await act(async () => fireEvent.click(await screen.findByRole("button", { name: "Link senden" })));
  expect(toastError).toHaveBeenCalledWith("Setup-Link nicht gesendet", {
    description: "Diese Firma hat kein Benutzerkonto.",
  });
});
