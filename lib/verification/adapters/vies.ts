/**
 * EU Commission VIES REST service: `POST {baseUrl}/check-vat-number` with `{ countryCode, vatNumber }`, no key.
 * Answer: `{ countryCode, vatNumber, requestDate, valid, name, address, userError }` ("---" = not disclosed),
 * or on failure `{ actionSucceed: false, errorWrappers: [{ error, message }] }`. Outages never count as "invalid".
 */
import "server-only";
import type { RegisterAnswer, ViesDetails } from "../types";
import { registerFetch, type RegisterEndpointConfig } from "./http";

export const VIES_DEFAULT_BASE_URL = "https://ec.europa.eu/taxation_customs/vies/rest-api";

/** VIES error codes that say the service (or a member state's) could not answer now: retry later. */
const UNAVAILABLE_ERRORS = new Set([
  "MS_UNAVAILABLE",
  "TIMEOUT",
  "SERVICE_UNAVAILABLE",
  "GLOBAL_MAX_CONCURRENT_REQ",
  "GLOBAL_MAX_CONCURRENT_REQ_TIME",
  "MS_MAX_CONCURRENT_REQ",
  "MS_MAX_CONCURRENT_REQ_TIME",
  "SERVER_BUSY",
  "IP_BLOCKED",
  "VAT_BLOCKED",
]);

export interface VatId {
  countryCode: string;
  vatNumber: string;
}

/**
 * Splits a VAT identification number into the VIES request fields, ignoring spaces, dots and dashes.
 * Austrian UIDs must be "ATU" + 8 digits; other member states: 2 letters + 2–12 letters/digits.
 *
 * @example splitVatId("ATU12345678") // { countryCode: "AT", vatNumber: "U12345678" }
 * @returns null for a malformed number.
 */
export function splitVatId(vatId: string): VatId | null {
  const compact = vatId.replace(/[\s.-]/g, "").toUpperCase();
  const match = /^([A-Z]{2})([0-9A-Z+*]{2,12})$/.exec(compact);
  if (!match) return null;
  const [, countryCode, vatNumber] = match;
  if (countryCode === "AT" && !/^U\d{8}$/.test(vatNumber)) return null;
  return { countryCode, vatNumber };
}

const disclosed = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" && value.trim() !== "---" ? value.trim() : null;

/** ISO date (YYYY-MM-DD) of VIES's `requestDate` ("2025-01-15+01:00" or a full timestamp). */
const isoDate = (value: unknown): string | null =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;

/**
 * Reads one VIES answer. `request` fills the number fields when the answer lacks them.
 *
 * @returns "valid"/"invalid" from `valid`; "invalid" also for `INVALID_INPUT`; "unavailable" (with
 *   `details.error`) for the outage codes, any 5xx and any body that is not a VIES answer.
 */
export function parseViesAnswer(status: number, bodyText: string, request?: VatId): RegisterAnswer<ViesDetails> {
  let body: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
  } catch {
    body = null;
  }
  const details = (error?: string): ViesDetails => ({
    countryCode: (typeof body?.countryCode === "string" ? body.countryCode : request?.countryCode) ?? "",
    vatNumber: (typeof body?.vatNumber === "string" ? body.vatNumber : request?.vatNumber) ?? "",
    name: disclosed(body?.name),
    address: disclosed(body?.address),
    requestDate: isoDate(body?.requestDate),
    ...(error ? { error } : {}),
  });
  const unavailable = (error: string): RegisterAnswer<ViesDetails> => ({
    outcome: "unavailable",
    details: details(error),
    rawAnswer: bodyText,
  });

  if (!body) return unavailable(status >= 500 ? `HTTP_${status}` : "UNREADABLE_ANSWER");

  const wrappers = Array.isArray(body.errorWrappers) ? body.errorWrappers : [];
  const wrapperError = wrappers
    .map((wrapper: unknown) => (wrapper && typeof wrapper === "object" ? (wrapper as { error?: unknown }).error : null))
    .find((error): error is string => typeof error === "string");
  const userError = typeof body.userError === "string" ? body.userError : undefined;
  const error = wrapperError ?? (userError && userError !== "VALID" && userError !== "INVALID" ? userError : undefined);

  if (error === "INVALID_INPUT") return { outcome: "invalid", details: details(error), rawAnswer: bodyText };
  if (error && UNAVAILABLE_ERRORS.has(error)) return unavailable(error);
  if (body.actionSucceed === false || error) return unavailable(error ?? "UNKNOWN_ERROR");
  if (status >= 500) return unavailable(`HTTP_${status}`);
  if (typeof body.valid !== "boolean") return unavailable("UNREADABLE_ANSWER");
  return { outcome: body.valid ? "valid" : "invalid", details: details(), rawAnswer: bodyText };
}

/**
 * Checks one VAT number at VIES. Never throws: time-outs and network errors give "unavailable" with
 * `details.error` "TIMEOUT" / "NETWORK_ERROR".
 */
export async function checkVatNumber(
  config: RegisterEndpointConfig,
  request: VatId,
): Promise<RegisterAnswer<ViesDetails>> {
  const result = await registerFetch(config, {
    method: "POST",
    url: `${config.baseUrl}/check-vat-number`,
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ countryCode: request.countryCode, vatNumber: request.vatNumber }),
  });
  if (result.kind === "answer") return parseViesAnswer(result.status, result.bodyText, request);
  if (result.bodyText !== null) {
    const parsed = parseViesAnswer(result.status ?? 500, result.bodyText, request);
    if (parsed.outcome === "unavailable") return parsed;
  }
  return {
    outcome: "unavailable",
    details: { ...request, name: null, address: null, requestDate: null, error: result.reason },
    rawAnswer: result.bodyText ?? result.message,
  };
}
