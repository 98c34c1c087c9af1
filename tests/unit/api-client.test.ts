/**
 * The browser API client's typed error and the form helper that shows it
 * (lib/http/api-client.ts, lib/http/form-errors.ts).
 */
import {
  ApiClientError,
  apiRequest,
  errorBodyFromApi,
  errorMessageFromApi,
  fieldErrorsFromApi,
  getJson,
  isApiClientError,
  statusFromApiError,
} from "@/lib/http/api-client";
import { applyServerErrors } from "@/lib/http/form-errors";

const toastError = jest.fn();
jest.mock("sonner", () => ({ toast: { error: (...a: unknown[]) => toastError(...a), success: jest.fn() } }));

/** Minimal fetch Response (jsdom has no Response class). */
function textResponse(status: number, text: string, statusText = "") {
  return { ok: status >= 200 && status < 300, status, statusText, text: async () => text };
}

let fetchMock: jest.Mock;
beforeEach(() => {
  toastError.mockReset();
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

describe("ApiClientError from apiRequest/getJson", () => {
  it("carries status, the German server message and field errors; message keeps '<status>: <body>'", async () => {
    const body = JSON.stringify({
      message: "Bitte prüfen Sie Ihre Eingaben.",
      errors: { email: "Ungültige E-Mail", count: 3 },
    });
    fetchMock.mockResolvedValue(textResponse(400, body, "Bad Request"));
    const error = await rejection(apiRequest("POST", "/api/contact", { a: 1 }));

    expect(error).toBeInstanceOf(ApiClientError);
    expect(isApiClientError(error)).toBe(true);
    const apiError = error as ApiClientError;
    expect(apiError.status).toBe(400);
    expect(apiError.message).toBe(`400: ${body}`);
    expect(apiError.serverMessage).toBe("Bitte prüfen Sie Ihre Eingaben.");
    // Only string messages count as field errors.
    expect(apiError.fieldErrors).toEqual({ email: "Ungültige E-Mail" });
    expect(errorMessageFromApi(error, "Fallback")).toBe("Bitte prüfen Sie Ihre Eingaben.");
    expect(fieldErrorsFromApi(error)).toEqual({ email: "Ungültige E-Mail" });
    expect(statusFromApiError(error)).toBe(400);
  });

  it("keeps extra body fields and uses the status text for an empty body", async () => {
    fetchMock.mockResolvedValueOnce(textResponse(410, JSON.stringify({ message: "Link abgelaufen", expired: true })));
    const gone = await rejection(getJson("/api/auth/validate-setup-token/x"));
    expect(errorBodyFromApi<{ expired: boolean }>(gone)?.expired).toBe(true);

    fetchMock.mockResolvedValueOnce(textResponse(503, "", "Service Unavailable"));
    const empty = (await rejection(getJson("/api/quizzes"))) as ApiClientError;
    expect(empty.message).toBe("503: Service Unavailable");
    expect(empty.serverMessage).toBeUndefined();
    expect(empty.body).toBeNull();
    expect(errorMessageFromApi(empty, "Bitte später erneut versuchen.")).toBe("Bitte später erneut versuchen.");
  });

  it("treats a non-JSON body (a proxy's HTML page) as no server message", async () => {
    fetchMock.mockResolvedValueOnce(textResponse(502, "<html>Bad Gateway</html>"));
    const error = (await rejection(getJson("/api/quizzes"))) as ApiClientError;
    expect(error.status).toBe(502);
    expect(error.message).toBe("502: <html>Bad Gateway</html>");
    expect(error.serverMessage).toBeUndefined();
    expect(error.fieldErrors).toEqual({});
  });

  it("leaves network failures and other errors alone (no status, fallback message)", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const error = await rejection(getJson("/api/quizzes"));
    expect(error).toBeInstanceOf(TypeError);
    expect(statusFromApiError(error)).toBeUndefined();
    expect(errorMessageFromApi(error, "Keine Verbindung")).toBe("Keine Verbindung");
    // A plain Error whose text looks like an API error is not parsed back.
    const lookalike = new Error('400: {"message":"x","errors":{"a":"b"}}');
    expect(statusFromApiError(lookalike)).toBeUndefined();
    expect(fieldErrorsFromApi(lookalike)).toEqual({});
  });
});

describe("applyServerErrors", () => {
  const serverError = new ApiClientError(
    400,
    JSON.stringify({
      message: "Ungültige Eingabe",
      errors: { "address.zip": "PLZ fehlt", email: "E-Mail ungültig", "address.city": "Ort fehlt", unknown: "x" },
    }),
  );

  /** The toast is shown once sonner has been imported (lib/lazy-toast.ts). */
  const toastsShown = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("sets listed top-level fields (nested keys land on their parent, first message wins) and toasts the server message", async () => {
    const setError = jest.fn();
    const result = applyServerErrors({ setError }, serverError, {
      title: "Fehler beim Senden",
      fallback: "Bitte versuchen Sie es später erneut.",
      fields: ["address", "email"],
      focus: true,
    });
    expect(setError.mock.calls).toEqual([
      ["address", { message: "PLZ fehlt" }, { shouldFocus: true }],
      ["email", { message: "E-Mail ungültig" }, { shouldFocus: false }],
    ]);
    expect(result).toEqual({ message: "Ungültige Eingabe", fields: ["address", "email"] });
    await toastsShown();
    expect(toastError).toHaveBeenCalledWith("Fehler beim Senden", { description: "Ungültige Eingabe" });
  });

  it("uses every key as is without a mapping, a function mapping when given, and a fixed description", async () => {
    const all = jest.fn();
    applyServerErrors({ setError: all }, serverError, { title: "T", fallback: "F" });
    expect(all.mock.calls.map((call) => call[0])).toEqual(["address.zip", "email", "address.city", "unknown"]);

    const mapped = jest.fn();
    applyServerErrors({ setError: mapped }, serverError, {
      title: "T",
      fallback: "F",
      description: "Fest",
      fields: (key) => (key === "email" ? "contactEmail" : undefined),
    });
    expect(mapped.mock.calls).toEqual([["contactEmail", { message: "E-Mail ungültig" }, { shouldFocus: false }]]);
    await toastsShown();
    expect(toastError).toHaveBeenLastCalledWith("T", { description: "Fest" });
  });

  it("only toasts the fallback for a network failure", async () => {
    const setError = jest.fn();
    const result = applyServerErrors({ setError }, new TypeError("Failed to fetch"), {
      title: "Fehler",
      fallback: "Bitte später.",
    });
    expect(setError).not.toHaveBeenCalled();
    expect(result.message).toBe("Bitte später.");
    await toastsShown();
    expect(toastError).toHaveBeenCalledWith("Fehler", { description: "Bitte später." });
  });
});
