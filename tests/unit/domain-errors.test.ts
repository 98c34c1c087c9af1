/**
 * @jest-environment node
 */
/** Domain errors (lib/errors.ts) answer by meaning through `handleApiError`, with the `{ message, errors? }` body. */
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from "@/lib/errors";
import { ApiError, handleApiError } from "@/lib/http/api-error";

const silentLog = { error: jest.fn(), warn: jest.fn() };

describe("handleApiError with domain errors", () => {
  it.each([
    ["ValidationError", new ValidationError("Ungültig."), 400],
    ["UnauthorizedError", new UnauthorizedError("Bitte melden Sie sich an."), 401],
    ["ForbiddenError", new ForbiddenError("Keine Berechtigung."), 403],
    ["NotFoundError", new NotFoundError("Projekt nicht gefunden"), 404],
    ["ConflictError", new ConflictError("Bereits zugewiesen."), 409],
  ])("%s answers its status with its German message", async (_name, error, status) => {
    const response = handleApiError(error, silentLog);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message: error.message });
  });

  it("passes field errors on", async () => {
    const response = handleApiError(new ValidationError("Falsch.", { code: "Falsch." }), silentLog);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Falsch.", errors: { code: "Falsch." } });
  });

  it("names each error after its class and keeps it an Error", () => {
    const error = new NotFoundError("Nicht da.");
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("NotFoundError");
  });

  it("still answers an ApiError of the request layer with its status and headers", async () => {
    const response = handleApiError(new ApiError(429, "Zu viele Anfragen.", undefined, { "Retry-After": "5" }));
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("5");
    expect(await response.json()).toEqual({ message: "Zu viele Anfragen." });
  });
});
