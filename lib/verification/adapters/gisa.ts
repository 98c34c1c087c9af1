/**
 * GISA public interface v2 (BMDW, "GISA Öffentliche Schnittstelle Version 2 – technische Dokumentation", 2021), REST-style
 * XML endpoint `…/GisaPublicV2.svc/xml`: `GetGewerbeV2` (Apikey + GISAZahl → GISAZahl, Wortlaut, RechtswirksamAb, Historie…)
 * and `SearchPersonJur` (Apikey + Name); the key is a request field. ASSUMED (the document's body was not readable): the
 * operation as URL path segment with an `<Op><input>…</input></Op>` body, Inhaber/Name, Standort, Status, RechtswirksamBis, Fault.
 */
import "server-only";
import type { GisaDetails, GisaLicence, RegisterAnswer } from "../types";
import { registerFetch, type RegisterEndpointConfig } from "./http";
import { childText, escapeXml, findAll, findFirst, parseXml, type XmlElement } from "./xml";

export const GISA_DEFAULT_BASE_URL = "https://www.gisa.gv.at/gisa-svc-public/GisaPublicV2.svc/xml";

/** At most this many GISA numbers of one name search are fetched (GetGewerbeV2 is rate-limited per key). */
const MAX_NUMBERS_PER_NAME = 5;

/** ISO date from "2015-03-01", "2015-03-01T00:00:00" or "01.03.2015"; null otherwise. */
function isoDate(value: string | null): string | null {
  if (!value) return null;
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  if (iso) return iso[1];
  const german = /^(\d{2})\.(\d{2})\.(\d{4})/.exec(value);
  return german ? `${german[3]}-${german[2]}-${german[1]}` : null;
}

function location(licence: XmlElement): string | null {
  const standort = licence.children.find((child) => child.name === "Standort");
  if (!standort) return null;
  if (standort.children.length === 0) return standort.text.trim() || null;
  const place = [childText(standort, "PLZ", "Postleitzahl"), childText(standort, "Ort", "Gemeinde")]
    .filter(Boolean)
    .join(" ");
  const street = childText(standort, "Strasse", "Adresse");
  return [place, street].filter(Boolean).join(", ") || null;
}

function readLicence(element: XmlElement, today: string): GisaLicence | null {
  const wording = childText(element, "Wortlaut", "Gewerbewortlaut");
  if (!wording) return null;
  const endDate = isoDate(childText(element, "RechtswirksamBis", "Endedatum", "EndeDatum"));
  const status = childText(element, "Status")?.toLowerCase();
  const ended = status ? status.startsWith("beendet") : endDate !== null && endDate <= today;
  return {
    gisaNumber: childText(element, "GISAZahl") ?? "",
    wording,
    location: location(element),
    status: ended ? "ended" : "active",
    startDate: isoDate(childText(element, "RechtswirksamAb", "Beginndatum")),
    endDate,
  };
}

/** The licences of an answer, leaving out the entries of a `Historie` (earlier states of a licence). */
function currentLicences(root: XmlElement): XmlElement[] {
  const found: XmlElement[] = [];
  const visit = (node: XmlElement) => {
    for (const child of node.children) {
      if (child.name === "Historie") continue;
      if (child.name === "Gewerbe") found.push(child);
      else visit(child);
    }
  };
  visit(root);
  return found;
}

/**
 * Reads one `GetGewerbeV2` answer.
 *
 * @param today ISO date deciding whether a licence with an end date but no status has ended (default: now, UTC).
 * @returns "valid" with the licences (active and ended) when the register lists any; "invalid" when it lists none
 *   (404, empty result or a "not found" fault); "unavailable" for 401/403 (key rejected), 5xx and unreadable bodies.
 */
export function parseGisaAnswer(
  status: number,
  bodyText: string,
  today: string = new Date().toISOString().slice(0, 10),
): RegisterAnswer<GisaDetails> {
  const unavailable: RegisterAnswer<GisaDetails> = { outcome: "unavailable", details: null, rawAnswer: bodyText };
  const notFound: RegisterAnswer<GisaDetails> = {
    outcome: "invalid",
    details: { holderName: null, licences: [] },
    rawAnswer: bodyText,
  };
  if (status === 401 || status === 403 || status >= 500) return unavailable;
  if (status === 404) return notFound;
  const root = parseXml(bodyText);
  if (!root) return unavailable;
  const fault = root.name === "Fault" ? root : findFirst(root, "Fault");
  if (fault) {
    const code = `${childText(fault, "Code") ?? ""} ${childText(fault, "Message", "Reason") ?? ""}`.toLowerCase();
    return /nichtgefunden|nicht gefunden|notfound|not found/.test(code) ? notFound : unavailable;
  }
  if (status >= 400) return unavailable;
  const licences = currentLicences(root)
    .map((element) => readLicence(element, today))
    .filter((licence): licence is GisaLicence => licence !== null);
  if (licences.length === 0) return notFound;
  const holder = findFirst(root, "Inhaber");
  const holderName = holder ? (childText(holder, "Name") ?? (holder.text.trim() || null)) : null;
  return { outcome: "valid", details: { holderName, licences }, rawAnswer: bodyText };
}

/** The GISA numbers a `SearchPersonJur` answer lists, in order, without repeats. */
export function parseGisaSearchNumbers(bodyText: string): string[] {
  const root = parseXml(bodyText);
  if (!root) return [];
  return [...new Set(findAll(root, "GISAZahl").map((element) => element.text.trim()))].filter(Boolean);
}

const operationBody = (operation: string, fields: Record<string, string>) =>
  `<?xml version="1.0" encoding="utf-8"?><${operation}><input>${Object.entries(fields)
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join("")}</input></${operation}>`;

async function call(config: RegisterEndpointConfig, operation: string, fields: Record<string, string>) {
  return registerFetch(config, {
    method: "POST",
    url: `${config.baseUrl}/${operation}`,
    headers: { "content-type": "application/xml; charset=utf-8", accept: "application/xml" },
    body: operationBody(operation, { Apikey: config.apiKey ?? "", ...fields }),
  });
}

const unreachable = (message: string): RegisterAnswer<GisaDetails> => ({
  outcome: "unavailable",
  details: null,
  rawAnswer: message,
});

async function byNumber(config: RegisterEndpointConfig, gisaNumber: string): Promise<RegisterAnswer<GisaDetails>> {
  const result = await call(config, "GetGewerbeV2", { GISAZahl: gisaNumber });
  if (result.kind === "unreachable") return unreachable(result.bodyText ?? `${result.reason}: ${result.message}`);
  return parseGisaAnswer(result.status, result.bodyText);
}

/**
 * Looks a trade licence holder up in GISA, by GISA number (preferred) or by the holder's name (then the licences
 * of up to 5 matching GISA numbers are merged). Never throws; see `parseGisaAnswer` for the outcomes.
 */
export async function searchGisa(
  config: RegisterEndpointConfig,
  query: { gisaNumber?: string; name?: string },
): Promise<RegisterAnswer<GisaDetails>> {
  const gisaNumber = query.gisaNumber?.replace(/\s/g, "");
  if (gisaNumber) return byNumber(config, gisaNumber);
  const name = query.name?.trim();
  if (!name) return { outcome: "invalid", details: { holderName: null, licences: [] }, rawAnswer: "" };

  const search = await call(config, "SearchPersonJur", { Name: name });
  if (search.kind === "unreachable") return unreachable(search.bodyText ?? `${search.reason}: ${search.message}`);
  const searchAnswer = parseGisaAnswer(search.status, search.bodyText);
  if (searchAnswer.outcome === "unavailable") return searchAnswer;
  const numbers = parseGisaSearchNumbers(search.bodyText).slice(0, MAX_NUMBERS_PER_NAME);
  if (numbers.length === 0)
    return { outcome: "invalid", details: { holderName: null, licences: [] }, rawAnswer: search.bodyText };

  const answers = [];
  for (const number of numbers) answers.push(await byNumber(config, number));
  const failed = answers.find((answer) => answer.outcome === "unavailable");
  if (failed) return failed;
  const licences = answers.flatMap((answer) => answer.details?.licences ?? []);
  const holderName = answers.find((answer) => answer.details?.holderName)?.details?.holderName ?? null;
  return {
    outcome: licences.length > 0 ? "valid" : "invalid",
    details: { holderName, licences },
    rawAnswer: [search.bodyText, ...answers.map((answer) => answer.rawAnswer)].join("\n"),
  };
}
