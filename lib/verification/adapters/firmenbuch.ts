/**
 * Austrian Firmenbuch through the Justiz HVD web service (SOAP 1.2, `X-API-KEY` header, default endpoint
 * https://justizonline.gv.at/jop/api/at.gv.justiz.fbw/ws): `AUSZUG_V2_REQUEST` with FNR, STICHTAG, UMFANG
 * "Kurzinformation". Read from the answer: FNR attribute, FIRMA/FI_DKZ02 (BEZEICHNUNG, AUFRECHT), FI_DKZ03 (address),
 * RECHTSFORM/TEXT when present. Whether a key is configured is decided by the caller.
 */
import "server-only";
import type { FirmenbuchDetails, RegisterAnswer } from "../types";
import { registerFetch, type RegisterEndpointConfig } from "./http";
import { childText, escapeXml, findAll, findFirst, parseXml } from "./xml";

export const FIRMENBUCH_DEFAULT_BASE_URL = "https://justizonline.gv.at/jop/api/at.gv.justiz.fbw/ws";

const SOAP_NS = "http://www.w3.org/2003/05/soap-envelope";
const AUSZUG_NS = "ns://firmenbuch.justiz.gv.at/Abfrage/v2/AuszugRequest";

/**
 * Normalises a Firmenbuch number: drops an "FN" prefix and spaces, lower-cases the check letter.
 *
 * @example normaliseFnNumber("FN 123456 a") // "123456a"
 * @returns null unless the result is 1–6 digits followed by one letter.
 */
export function normaliseFnNumber(fnNumber: string): string | null {
  const compact = fnNumber
    .replace(/^\s*FN/i, "")
    .replace(/\s/g, "")
    .toLowerCase();
  return /^\d{1,6}[a-z]$/.test(compact) ? compact : null;
}

/**
 * Reads one `AUSZUG_V2_RESPONSE` (inside its SOAP envelope).
 *
 * @returns "valid" for a company still registered, "invalid" for a deleted one, a "not found" fault or an answer
 *   without FIRMA; "unavailable" for 401/403 (key rejected), 5xx, other faults and unreadable bodies.
 */
export function parseFirmenbuchAnswer(status: number, bodyText: string): RegisterAnswer<FirmenbuchDetails> {
  const unavailable: RegisterAnswer<FirmenbuchDetails> = { outcome: "unavailable", details: null, rawAnswer: bodyText };
  const notFound: RegisterAnswer<FirmenbuchDetails> = { outcome: "invalid", details: null, rawAnswer: bodyText };
  if (status === 401 || status === 403 || status >= 500) return unavailable;
  const root = parseXml(bodyText);
  if (!root) return unavailable;
  const fault = findFirst(root, "Fault");
  if (fault) {
    const reason = findAll(fault, "Text")
      .map((text) => text.text)
      .join(" ")
      .toLowerCase();
    return /nicht gefunden|not found|existiert nicht/.test(reason) ? notFound : unavailable;
  }
  if (status >= 400) return unavailable;
  const response = findFirst(root, "AUSZUG_V2_RESPONSE") ?? (root.name === "AUSZUG_V2_RESPONSE" ? root : null);
  const firma = response ? findFirst(response, "FIRMA") : null;
  if (!response || !firma) return notFound;

  const names = findAll(firma, "FI_DKZ02");
  const current = names.filter((entry) => entry.attributes.AUFRECHT !== "false");
  const nameEntry = current[current.length - 1] ?? names[names.length - 1];
  const name = nameEntry
    ? findAll(nameEntry, "BEZEICHNUNG")
        .map((part) => part.text.trim())
        .filter(Boolean)
        .join(" ") || null
    : null;
  const address = findFirst(firma, "FI_DKZ03");
  const seat = address
    ? [
        ...findAll(address, "STELLE").map((part) => part.text.trim()),
        childText(address, "PLZ"),
        childText(address, "ORT"),
      ]
        .filter(Boolean)
        .join(" ") || null
    : null;
  const legalForm = findFirst(response, "RECHTSFORM");
  const deleted = names.length > 0 && current.length === 0;
  return {
    outcome: deleted ? "invalid" : "valid",
    details: {
      fnNumber: (response.attributes.FNR ?? childText(response, "FNR") ?? "").replace(/\s/g, ""),
      name,
      legalForm: legalForm ? (childText(legalForm, "TEXT") ?? (legalForm.text.trim() || null)) : null,
      seat,
      status: deleted ? "deleted" : "active",
    },
    rawAnswer: bodyText,
  };
}

/**
 * Fetches the short extract of one company. A malformed number gives "invalid" without a request.
 * Never throws; time-outs, network errors and 5xx give "unavailable".
 */
export async function lookupFirmenbuch(
  config: RegisterEndpointConfig,
  query: { fnNumber: string },
): Promise<RegisterAnswer<FirmenbuchDetails>> {
  const fnNumber = normaliseFnNumber(query.fnNumber);
  if (!fnNumber) return { outcome: "invalid", details: null, rawAnswer: "" };
  const stichtag = new Date().toISOString().slice(0, 10);
  const envelope =
    `<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="${SOAP_NS}" xmlns:aus="${AUSZUG_NS}">` +
    `<soap:Header/><soap:Body><aus:AUSZUG_V2_REQUEST><aus:FNR>${escapeXml(fnNumber)}</aus:FNR>` +
    `<aus:STICHTAG>${stichtag}</aus:STICHTAG><aus:UMFANG>Kurzinformation</aus:UMFANG>` +
    `</aus:AUSZUG_V2_REQUEST></soap:Body></soap:Envelope>`;
  const result = await registerFetch(config, {
    method: "POST",
    url: config.baseUrl,
    headers: { "content-type": "application/soap+xml; charset=utf-8", "x-api-key": config.apiKey ?? "" },
    body: envelope,
  });
  if (result.kind === "unreachable") {
    // A SOAP 1.2 fault may come with status 500; a "not found" fault stays a negative answer.
    const fault = result.bodyText ? parseFirmenbuchAnswer(400, result.bodyText) : null;
    if (fault?.outcome === "invalid") return fault;
    return {
      outcome: "unavailable",
      details: null,
      rawAnswer: result.bodyText ?? `${result.reason}: ${result.message}`,
    };
  }
  return parseFirmenbuchAnswer(result.status, result.bodyText);
}
