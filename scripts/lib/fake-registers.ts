/**
 * Local stand-ins for VIES, GISA and the Firmenbuch on 127.0.0.1, answering in the formats the adapters in
 * lib/verification/adapters read (no server-only import: used by tests and by `npm run dev`). Fixtures: see below.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { childText, escapeXml, parseXml } from "../../lib/verification/adapters/xml";
import type { FirmenbuchDetails, GisaLicence } from "../../lib/verification/types";

export type FakeViesFixture = { valid: true; name: string; address: string } | { valid: false } | { error: string };

export type FakeGisaFixture = { holderName: string; licences: GisaLicence[] } | "server-error";

export type FakeFirmenbuchFixture = Omit<FirmenbuchDetails, "fnNumber"> | "server-error";

/** One request the fake received. */
export interface FakeRegisterRequest {
  service: "vies" | "gisa" | "firmenbuch" | "other";
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeRegisters {
  /** e.g. "http://127.0.0.1:41234" */
  url: string;
  viesBaseUrl: string;
  gisaBaseUrl: string;
  firmenbuchBaseUrl: string;
  gisaApiKey: string;
  firmenbuchApiKey: string;
  /** Every request received, oldest first. */
  requests: FakeRegisterRequest[];
  /** Sets the answer for one VAT id, e.g. setVies("ATU12345678", { error: "TIMEOUT" }). */
  setVies(vatId: string, fixture: FakeViesFixture): void;
  /** Sets the licences (or a server error) of one GISA number; an empty list means "not found". */
  setGisa(gisaNumber: string, fixture: FakeGisaFixture): void;
  setFirmenbuch(fnNumber: string, fixture: FakeFirmenbuchFixture): void;
  /** Delays every answer by `ms` (for time-out tests; 0 = none). */
  setDelay(ms: number): void;
  close(): Promise<void>;
}

const VIES_PATH = "/vies/rest-api";
const GISA_PATH = "/gisa-svc-public/GisaPublicV2.svc/xml";
const FIRMENBUCH_PATH = "/jop/api/at.gv.justiz.fbw/ws";

const licence = (
  gisaNumber: string,
  wording: string,
  location: string,
  startDate: string,
  endDate: string | null = null,
): GisaLicence => ({ gisaNumber, wording, location, status: endDate ? "ended" : "active", startDate, endDate });

/*
 * Fixtures (change at run time with setVies / setGisa / setFirmenbuch):
 *   VIES   ATU12345678 valid (Muster Installationen GmbH) · ATU99999999 invalid · ATU0000xxxx MS_UNAVAILABLE
 *          other well-formed numbers invalid · malformed numbers INVALID_INPUT
 *   GISA   10000001 Installateur (Gas- und Sanitärtechnik) + Heizungstechnik, active, 1100 Wien
 *          10000002 Maler und Anstreicher, active · 10000003 Elektrotechnik, active
 *          10000004 Platten- und Fliesenleger, ended 2024-06-30 · 10000005 Baumeister, active
 *          10000009 HTTP 500 (unavailable) · any other number: not found · wrong Apikey: HTTP 403 fault
 *          SearchPersonJur: holder names containing the search text (e.g. "Elektro Probe" → 10000003)
 *   FB     123456a Muster Installationen GmbH, active · 234567b Alt Fliesen GmbH, deleted
 *          999999z HTTP 500 · other numbers: "nicht gefunden" fault · wrong X-API-KEY: HTTP 401
 *   Keys   "fake-gisa-key" and "fake-firmenbuch-key" unless startFakeRegisters is given others.
 */
function defaultVies(): Map<string, FakeViesFixture> {
  return new Map<string, FakeViesFixture>([
    ["ATU12345678", { valid: true, name: "Muster Installationen GmbH", address: "Favoritenstraße 1\n1100 Wien" }],
    ["ATU99999999", { valid: false }],
  ]);
}

function defaultGisa(): Map<string, FakeGisaFixture> {
  return new Map<string, FakeGisaFixture>([
    [
      "10000001",
      {
        holderName: "Muster Installationen GmbH",
        licences: [
          licence("10000001", "Installateur (Gas- und Sanitärtechnik)", "1100 Wien, Favoritenstraße 1", "2015-03-02"),
          licence("10000001", "Heizungstechnik", "1100 Wien, Favoritenstraße 1", "2016-05-10"),
        ],
      },
    ],
    [
      "10000002",
      {
        holderName: "Malerei Beispiel e.U.",
        licences: [licence("10000002", "Maler und Anstreicher", "1030 Wien, Landstraßer Hauptstraße 10", "2018-01-15")],
      },
    ],
    [
      "10000003",
      {
        holderName: "Elektro Probe GmbH",
        licences: [licence("10000003", "Elektrotechnik", "1210 Wien, Brünner Straße 5", "2012-09-01")],
      },
    ],
    [
      "10000004",
      {
        holderName: "Alt Fliesen GmbH",
        licences: [
          licence("10000004", "Platten- und Fliesenleger", "1160 Wien, Thaliastraße 20", "2010-04-01", "2024-06-30"),
        ],
      },
    ],
    [
      "10000005",
      {
        holderName: "Bau Beispiel GmbH",
        licences: [licence("10000005", "Baumeister", "1220 Wien, Wagramer Straße 50", "2008-02-20")],
      },
    ],
    ["10000009", "server-error"],
  ]);
}

function defaultFirmenbuch(): Map<string, FakeFirmenbuchFixture> {
  return new Map<string, FakeFirmenbuchFixture>([
    [
      "123456a",
      {
        name: "Muster Installationen GmbH",
        legalForm: "Gesellschaft mit beschränkter Haftung",
        seat: "Favoritenstraße 1 1100 Wien",
        status: "active",
      },
    ],
    [
      "234567b",
      {
        name: "Alt Fliesen GmbH",
        legalForm: "Gesellschaft mit beschränkter Haftung",
        seat: "Thaliastraße 20 1160 Wien",
        status: "deleted",
      },
    ],
    ["999999z", "server-error"],
  ]);
}

interface Reply {
  status: number;
  contentType: string;
  body: string;
}

const json = (status: number, body: unknown): Reply => ({
  status,
  contentType: "application/json",
  body: JSON.stringify(body),
});
const xml = (status: number, body: string): Reply => ({
  status,
  contentType: "application/xml; charset=utf-8",
  body: `<?xml version="1.0" encoding="utf-8"?>${body}`,
});

function viesReply(fixtures: Map<string, FakeViesFixture>, body: string): Reply {
  let request: { countryCode?: unknown; vatNumber?: unknown };
  try {
    request = JSON.parse(body) as typeof request;
  } catch {
    request = {};
  }
  const countryCode = typeof request.countryCode === "string" ? request.countryCode.toUpperCase() : "";
  const vatNumber = typeof request.vatNumber === "string" ? request.vatNumber.toUpperCase() : "";
  const errorAnswer = (error: string, message: string) =>
    json(error === "INVALID_INPUT" ? 400 : 200, { actionSucceed: false, errorWrappers: [{ error, message }] });
  if (!/^[A-Z]{2}$/.test(countryCode) || !/^[0-9A-Z+*]{2,12}$/.test(vatNumber)) {
    return errorAnswer("INVALID_INPUT", "The provided CountryCode or VAT number is invalid.");
  }
  if (countryCode === "AT" && !/^U\d{8}$/.test(vatNumber)) {
    return errorAnswer("INVALID_INPUT", "The provided CountryCode or VAT number is invalid.");
  }
  const vatId = `${countryCode}${vatNumber}`;
  const fixture =
    fixtures.get(vatId) ??
    (vatId.startsWith("ATU0000") ? { error: "MS_UNAVAILABLE" } : ({ valid: false } as FakeViesFixture));
  if ("error" in fixture) return errorAnswer(fixture.error, "The member state service is unavailable.");
  const requestDate = `${new Date().toISOString().slice(0, 10)}+01:00`;
  return json(200, {
    countryCode,
    vatNumber,
    requestDate,
    valid: fixture.valid,
    requestIdentifier: "",
    name: fixture.valid ? fixture.name : "---",
    address: fixture.valid ? fixture.address : "---",
    traderName: "---",
    traderStreet: "---",
    traderPostalCode: "---",
    traderCity: "---",
    traderCompanyType: "---",
    traderNameMatch: "NOT_PROCESSED",
    traderStreetMatch: "NOT_PROCESSED",
    traderPostalCodeMatch: "NOT_PROCESSED",
    traderCityMatch: "NOT_PROCESSED",
    traderCompanyTypeMatch: "NOT_PROCESSED",
  });
}

function gisaLicenceXml(entry: GisaLicence): string {
  const [place, street] = (entry.location ?? "").split(", ");
  const [plz, ...ort] = (place ?? "").split(" ");
  return (
    `<Gewerbe><GISAZahl>${escapeXml(entry.gisaNumber)}</GISAZahl><Wortlaut>${escapeXml(entry.wording)}</Wortlaut>` +
    `<GewerbeArt>reglementiert</GewerbeArt><Behoerde>Magistrat der Stadt Wien</Behoerde>` +
    `<Standort><Strasse>${escapeXml(street ?? "")}</Strasse><PLZ>${escapeXml(plz ?? "")}</PLZ>` +
    `<Ort>${escapeXml(ort.join(" "))}</Ort></Standort>` +
    `<Status>${entry.status === "ended" ? "beendet" : "aktiv"}</Status>` +
    `<RechtswirksamAb>${entry.startDate ?? ""}</RechtswirksamAb>` +
    `<RechtswirksamBis>${entry.endDate ?? ""}</RechtswirksamBis><Ruhend>false</Ruhend></Gewerbe>`
  );
}

function gisaReply(fixtures: Map<string, FakeGisaFixture>, apiKey: string, operation: string, body: string): Reply {
  const root = parseXml(body);
  const input = root?.children.find((child) => child.name === "input");
  if (!root || !input)
    return xml(400, "<Fault><Code>UngueltigeAnfrage</Code><Message>Ungültige Anfrage.</Message></Fault>");
  if (childText(input, "Apikey") !== apiKey) {
    return xml(403, "<Fault><Code>ApikeyUngueltig</Code><Message>Der Api-Key ist ungültig.</Message></Fault>");
  }
  if (operation === "GetGewerbeV2") {
    const gisaNumber = childText(input, "GISAZahl") ?? "";
    const fixture = fixtures.get(gisaNumber);
    if (fixture === "server-error")
      return xml(500, "<Fault><Code>Systemfehler</Code><Message>Interner Fehler.</Message></Fault>");
    const result = fixture
      ? `<Inhaber><Name>${escapeXml(fixture.holderName)}</Name></Inhaber>${fixture.licences.map(gisaLicenceXml).join("")}`
      : "";
    return xml(200, `<GetGewerbeV2Response><GetGewerbeV2Result>${result}</GetGewerbeV2Result></GetGewerbeV2Response>`);
  }
  if (operation === "SearchPersonJur") {
    const name = (childText(input, "Name") ?? "").toLowerCase();
    const hits = [...fixtures.entries()].filter(
      ([, fixture]) => fixture !== "server-error" && name !== "" && fixture.holderName.toLowerCase().includes(name),
    );
    const persons = hits
      .map(([gisaNumber, fixture]) =>
        fixture === "server-error"
          ? ""
          : `<PersonJur><Name>${escapeXml(fixture.holderName)}</Name><GISAZahlen><GISAZahl>${gisaNumber}</GISAZahl></GISAZahlen></PersonJur>`,
      )
      .join("");
    return xml(
      200,
      `<SearchPersonJurResponse><SearchPersonJurResult>${persons}</SearchPersonJurResult></SearchPersonJurResponse>`,
    );
  }
  return xml(404, "<Fault><Code>UnbekannteMethode</Code><Message>Unbekannte Methode.</Message></Fault>");
}

const soap = (status: number, inner: string): Reply => ({
  status,
  contentType: "application/soap+xml; charset=utf-8",
  body:
    `<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope">` +
    `<soap:Body>${inner}</soap:Body></soap:Envelope>`,
});
const soapFault = (status: number, code: string, text: string) =>
  soap(
    status,
    `<soap:Fault><soap:Code><soap:Value>soap:${code}</soap:Value></soap:Code>` +
      `<soap:Reason><soap:Text xml:lang="de">${escapeXml(text)}</soap:Text></soap:Reason></soap:Fault>`,
  );

function firmenbuchReply(
  fixtures: Map<string, FakeFirmenbuchFixture>,
  apiKey: string,
  headers: IncomingHttpHeaders,
  body: string,
): Reply {
  if (headers["x-api-key"] !== apiKey) return { status: 401, contentType: "text/plain", body: "Unauthorized" };
  const root = parseXml(body);
  const request = root ? findDescendant(root, "AUSZUG_V2_REQUEST") : null;
  if (!request) return soapFault(400, "Sender", "Ungültige Anfrage");
  const fnNumber = (childText(request, "FNR") ?? "").toLowerCase();
  const fixture = fixtures.get(fnNumber);
  if (fixture === "server-error") return soapFault(500, "Receiver", "Interner Fehler");
  if (!fixture) return soapFault(400, "Sender", "Firmenbuchnummer nicht gefunden");
  const aufrecht = fixture.status === "active" ? "true" : "false";
  const digits = fnNumber.slice(0, -1);
  const letter = fnNumber.slice(-1);
  return soap(
    200,
    `<ns6:AUSZUG_V2_RESPONSE xmlns:ns6="ns://firmenbuch.justiz.gv.at/Abfrage/v2/AuszugResponse" ns6:FNR="${digits} ${letter}">` +
      `<ns6:FIRMA><ns6:FI_DKZ02 ns6:AUFRECHT="${aufrecht}"><ns6:BEZEICHNUNG>${escapeXml(fixture.name ?? "")}</ns6:BEZEICHNUNG></ns6:FI_DKZ02>` +
      `<ns6:FI_DKZ03 ns6:AUFRECHT="${aufrecht}"><ns6:STELLE>${escapeXml(fixture.seat ?? "")}</ns6:STELLE></ns6:FI_DKZ03>` +
      `<ns6:RECHTSFORM><ns6:TEXT>${escapeXml(fixture.legalForm ?? "")}</ns6:TEXT></ns6:RECHTSFORM></ns6:FIRMA>` +
      `</ns6:AUSZUG_V2_RESPONSE>`,
  );
}

function findDescendant(element: NonNullable<ReturnType<typeof parseXml>>, name: string): typeof element | null {
  for (const child of element.children) {
    if (child.name === name) return child;
    const found = findDescendant(child, name);
    if (found) return found;
  }
  return null;
}

/** Starts the fake registers on `port` (default: a free port) of 127.0.0.1. */
export async function startFakeRegisters(
  options: { port?: number; gisaApiKey?: string; firmenbuchApiKey?: string } = {},
): Promise<FakeRegisters> {
  const gisaApiKey = options.gisaApiKey ?? "fake-gisa-key";
  const firmenbuchApiKey = options.firmenbuchApiKey ?? "fake-firmenbuch-key";
  const vies = defaultVies();
  const gisa = defaultGisa();
  const firmenbuch = defaultFirmenbuch();
  const requests: FakeRegisterRequest[] = [];
  let delayMs = 0;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const path = (req.url ?? "/").split("?")[0];
      const method = req.method ?? "GET";
      let service: FakeRegisterRequest["service"] = "other";
      let reply: Reply = { status: 404, contentType: "text/plain", body: "Not Found" };
      if (method === "POST" && path === `${VIES_PATH}/check-vat-number`) {
        service = "vies";
        reply = viesReply(vies, body);
      } else if (method === "POST" && path.startsWith(`${GISA_PATH}/`)) {
        service = "gisa";
        reply = gisaReply(gisa, gisaApiKey, path.slice(GISA_PATH.length + 1), body);
      } else if (method === "POST" && path === FIRMENBUCH_PATH) {
        service = "firmenbuch";
        reply = firmenbuchReply(firmenbuch, firmenbuchApiKey, req.headers, body);
      } else if (method === "GET" && path === "/health") {
        reply = { status: 200, contentType: "text/plain", body: "ok" };
      }
      requests.push({ service, method, path, headers: req.headers, body });
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status, { "content-type": reply.contentType });
        res.end(reply.body);
      };
      if (delayMs > 0) setTimeout(send, delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    viesBaseUrl: `${url}${VIES_PATH}`,
    gisaBaseUrl: `${url}${GISA_PATH}`,
    firmenbuchBaseUrl: `${url}${FIRMENBUCH_PATH}`,
    gisaApiKey,
    firmenbuchApiKey,
    requests,
    setVies: (vatId, fixture) => vies.set(vatId.replace(/\s/g, "").toUpperCase(), fixture),
    setGisa: (gisaNumber, fixture) => gisa.set(gisaNumber, fixture),
    setFirmenbuch: (fnNumber, fixture) => firmenbuch.set(fnNumber.toLowerCase(), fixture),
    setDelay: (ms) => {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
