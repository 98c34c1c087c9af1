/**
 * @jest-environment node
 */
// The official-register adapters: reading VIES, GISA and Firmenbuch answers, and calling the local fake registers
// (outages must come out as "unavailable", never as a negative answer).
import { lookupFirmenbuch, normaliseFnNumber, parseFirmenbuchAnswer } from "@/lib/verification/adapters/firmenbuch";
import { parseGisaAnswer, searchGisa } from "@/lib/verification/adapters/gisa";
import type { RegisterEndpointConfig } from "@/lib/verification/adapters/http";
import { checkVatNumber, parseViesAnswer, splitVatId } from "@/lib/verification/adapters/vies";
import { parseXml } from "@/lib/verification/adapters/xml";
import { startFakeRegisters, type FakeRegisters } from "@/scripts/lib/fake-registers";

const AT = { countryCode: "AT", vatNumber: "U12345678" };

describe("splitVatId", () => {
  it("splits an Austrian UID and ignores spaces and case", () => {
    expect(splitVatId("ATU12345678")).toEqual({ countryCode: "AT", vatNumber: "U12345678" });
    expect(splitVatId(" atu 1234 5678 ")).toEqual({ countryCode: "AT", vatNumber: "U12345678" });
    expect(splitVatId("DE123456789")).toEqual({ countryCode: "DE", vatNumber: "123456789" });
  });

  it("rejects malformed numbers", () => {
    expect(splitVatId("ATU1234567")).toBeNull();
    expect(splitVatId("AT12345678")).toBeNull();
    expect(splitVatId("ATU123456789")).toBeNull();
    expect(splitVatId("12345678")).toBeNull();
    expect(splitVatId("")).toBeNull();
  });
});

describe("parseViesAnswer", () => {
  it("reads a valid answer with name, address and request date", () => {
    const answer = parseViesAnswer(
      200,
      JSON.stringify({
        countryCode: "AT",
        vatNumber: "U12345678",
        requestDate: "2026-12-04+01:00",
        valid: true,
        name: "Muster GmbH",
        address: "Favoritenstraße 1\n1100 Wien",
      }),
    );
    expect(answer.outcome).toBe("valid");
    expect(answer.details).toEqual({
      countryCode: "AT",
      vatNumber: "U12345678",
      name: "Muster GmbH",
      address: "Favoritenstraße 1\n1100 Wien",
      requestDate: "2026-12-04",
    });
  });

  it("reads an invalid number; undisclosed name and address ('---') become null", () => {
    const answer = parseViesAnswer(
      200,
      JSON.stringify({ countryCode: "AT", vatNumber: "U99999999", valid: false, name: "---", address: "---" }),
    );
    expect(answer.outcome).toBe("invalid");
    expect(answer.details).toMatchObject({ name: null, address: null, vatNumber: "U99999999" });
  });

  it.each(["MS_UNAVAILABLE", "TIMEOUT", "SERVICE_UNAVAILABLE", "GLOBAL_MAX_CONCURRENT_REQ", "MS_MAX_CONCURRENT_REQ"])(
    "error-wrapper form %s is unavailable, never invalid",
    (error) => {
      const answer = parseViesAnswer(200, JSON.stringify({ actionSucceed: false, errorWrappers: [{ error }] }), AT);
      expect(answer.outcome).toBe("unavailable");
      expect(answer.details).toMatchObject({ countryCode: "AT", vatNumber: "U12345678", error });
    },
  );

  it("userError MS_UNAVAILABLE next to valid: false is unavailable", () => {
    const body = { countryCode: "AT", vatNumber: "U12345678", valid: false, userError: "MS_UNAVAILABLE" };
    const answer = parseViesAnswer(200, JSON.stringify(body));
    expect(answer.outcome).toBe("unavailable");
    expect(answer.details?.error).toBe("MS_UNAVAILABLE");
  });

  it("INVALID_INPUT is invalid", () => {
    const body = { actionSucceed: false, errorWrappers: [{ error: "INVALID_INPUT", message: "invalid" }] };
    expect(parseViesAnswer(400, JSON.stringify(body), AT).outcome).toBe("invalid");
  });

  it("a body that is not a VIES answer is unavailable and kept as raw answer", () => {
    const answer = parseViesAnswer(503, "<html>Service Unavailable</html>", AT);
    expect(answer).toMatchObject({ outcome: "unavailable", rawAnswer: "<html>Service Unavailable</html>" });
    expect(answer.details?.error).toBe("HTTP_503");
    expect(parseViesAnswer(200, JSON.stringify({ countryCode: "AT" }), AT).outcome).toBe("unavailable");
  });
});

const gisaAnswer = (licences: string, holder = "<Inhaber><Name>Muster GmbH</Name></Inhaber>") =>
  `<?xml version="1.0"?><GetGewerbeV2Response xmlns="urn:x"><GetGewerbeV2Result>${holder}${licences}</GetGewerbeV2Result></GetGewerbeV2Response>`;

describe("parseGisaAnswer", () => {
  it("reads active and ended licences with wording, location and dates", () => {
    const body = gisaAnswer(
      `<Gewerbe><GISAZahl>123</GISAZahl><Wortlaut>Installateur (Gas- und Sanit&#228;rtechnik)</Wortlaut>` +
        `<Standort><Strasse>Favoritenstraße 1</Strasse><PLZ>1100</PLZ><Ort>Wien</Ort></Standort>` +
        `<Status>aktiv</Status><RechtswirksamAb>2015-03-02T00:00:00</RechtswirksamAb><RechtswirksamBis/></Gewerbe>` +
        `<Gewerbe><GISAZahl>124</GISAZahl><Wortlaut>Platten- und Fliesenleger</Wortlaut><Standort>1160 Wien</Standort>` +
        `<Status>beendet</Status><RechtswirksamAb>01.04.2010</RechtswirksamAb><RechtswirksamBis>30.06.2024</RechtswirksamBis></Gewerbe>`,
    );
    const answer = parseGisaAnswer(200, body, "2026-12-04");
    expect(answer.outcome).toBe("valid");
    expect(answer.details).toEqual({
      holderName: "Muster GmbH",
      licences: [
        {
          gisaNumber: "123",
          wording: "Installateur (Gas- und Sanitärtechnik)",
          location: "1100 Wien, Favoritenstraße 1",
          status: "active",
          startDate: "2015-03-02",
          endDate: null,
        },
        {
          gisaNumber: "124",
          wording: "Platten- und Fliesenleger",
          location: "1160 Wien",
          status: "ended",
          startDate: "2010-04-01",
          endDate: "2024-06-30",
        },
      ],
    });
  });

  it("without a status a past end date means ended and a future one active; history entries are left out", () => {
    const body = gisaAnswer(
      `<Gewerbe><GISAZahl>1</GISAZahl><Wortlaut>Maler</Wortlaut><RechtswirksamBis>2026-01-31</RechtswirksamBis>` +
        `<Historie><Gewerbe><Wortlaut>Alter Wortlaut</Wortlaut></Gewerbe></Historie></Gewerbe>` +
        `<Gewerbe><GISAZahl>2</GISAZahl><Wortlaut>Baumeister</Wortlaut><RechtswirksamBis>2027-01-31</RechtswirksamBis></Gewerbe>`,
    );
    const licences = parseGisaAnswer(200, body, "2026-12-04").details?.licences ?? [];
    expect(licences.map((licence) => [licence.wording, licence.status])).toEqual([
      ["Maler", "ended"],
      ["Baumeister", "active"],
    ]);
  });

  it("an empty result, a 'not found' fault or 404 is invalid", () => {
    expect(parseGisaAnswer(200, gisaAnswer("", "")).outcome).toBe("invalid");
    const fault = "<Fault><Code>NichtGefunden</Code><Message>Kein Gewerbe gefunden.</Message></Fault>";
    expect(parseGisaAnswer(200, fault).outcome).toBe("invalid");
    expect(parseGisaAnswer(404, "").outcome).toBe("invalid");
  });

  it("a rejected key, a server error or an unreadable body is unavailable", () => {
    const keyFault = "<Fault><Code>ApikeyUngueltig</Code><Message>Der Api-Key ist ungültig.</Message></Fault>";
    expect(parseGisaAnswer(403, keyFault).outcome).toBe("unavailable");
    expect(parseGisaAnswer(401, "").outcome).toBe("unavailable");
    expect(parseGisaAnswer(200, keyFault).outcome).toBe("unavailable");
    expect(parseGisaAnswer(500, gisaAnswer("")).outcome).toBe("unavailable");
    expect(parseGisaAnswer(200, "<GetGewerbeV2Response><Gewerbe>").outcome).toBe("unavailable");
  });
});

describe("parseXml", () => {
  it("drops prefixes, decodes entities and CDATA, and refuses DOCTYPE and mismatched tags", () => {
    const root = parseXml('<a:r xmlns:a="u" a:x="1 &amp; 2"><a:t><![CDATA[<b>]]> &lt;c&gt;</a:t></a:r>');
    expect(root).toMatchObject({ name: "r", attributes: { x: "1 & 2" } });
    expect(root?.children[0].text).toBe("<b> <c>");
    expect(parseXml('<!DOCTYPE r [<!ENTITY e "x">]><r>&e;</r>')).toBeNull();
    expect(parseXml("<r><s></r></s>")).toBeNull();
  });
});

describe("parseFirmenbuchAnswer", () => {
  const auszug = (aufrecht: string) =>
    `<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body>` +
    `<ns6:AUSZUG_V2_RESPONSE xmlns:ns6="ns://x" ns6:FNR="123456 a"><ns6:FIRMA>` +
    `<ns6:FI_DKZ02 ns6:AUFRECHT="${aufrecht}"><ns6:BEZEICHNUNG>Muster</ns6:BEZEICHNUNG><ns6:BEZEICHNUNG>GmbH</ns6:BEZEICHNUNG></ns6:FI_DKZ02>` +
    `<ns6:FI_DKZ03><ns6:STELLE>Favoritenstraße 1</ns6:STELLE><ns6:PLZ>1100</ns6:PLZ><ns6:ORT>Wien</ns6:ORT></ns6:FI_DKZ03>` +
    `</ns6:FIRMA></ns6:AUSZUG_V2_RESPONSE></soap:Body></soap:Envelope>`;

  it("reads a registered company", () => {
    expect(parseFirmenbuchAnswer(200, auszug("true"))).toMatchObject({
      outcome: "valid",
      details: {
        fnNumber: "123456a",
        name: "Muster GmbH",
        legalForm: null,
        seat: "Favoritenstraße 1 1100 Wien",
        status: "active",
      },
    });
  });

  it("a deleted company or a 'nicht gefunden' fault is invalid; a rejected key unavailable", () => {
    expect(parseFirmenbuchAnswer(200, auszug("false"))).toMatchObject({
      outcome: "invalid",
      details: { status: "deleted" },
    });
    const fault =
      `<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body><soap:Fault>` +
      `<soap:Reason><soap:Text>Firmenbuchnummer nicht gefunden</soap:Text></soap:Reason></soap:Fault></soap:Body></soap:Envelope>`;
    expect(parseFirmenbuchAnswer(400, fault).outcome).toBe("invalid");
    expect(parseFirmenbuchAnswer(401, "Unauthorized").outcome).toBe("unavailable");
  });

  it("normalises Firmenbuch numbers", () => {
    expect(normaliseFnNumber("FN 123456 A")).toBe("123456a");
    expect(normaliseFnNumber("1234567a")).toBeNull();
    expect(normaliseFnNumber("abc")).toBeNull();
  });
});

describe("adapters against the fake registers", () => {
  let fake: FakeRegisters;
  const config = (baseUrl: string, apiKey?: string): RegisterEndpointConfig => ({
    baseUrl,
    apiKey,
    timeoutMs: 2000,
    retries: 0,
    backoffMs: 0,
  });

  beforeAll(async () => {
    fake = await startFakeRegisters();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.setDelay(0);
  });

  it("VIES: valid, invalid and MS_UNAVAILABLE numbers", async () => {
    const vies = config(fake.viesBaseUrl);
    const valid = await checkVatNumber(vies, { countryCode: "AT", vatNumber: "U12345678" });
    expect(valid).toMatchObject({ outcome: "valid", details: { name: "Muster Installationen GmbH" } });
    expect(JSON.parse(fake.requests[0].body)).toEqual({ countryCode: "AT", vatNumber: "U12345678" });
    expect((await checkVatNumber(vies, { countryCode: "AT", vatNumber: "U99999999" })).outcome).toBe("invalid");
    const down = await checkVatNumber(vies, { countryCode: "AT", vatNumber: "U00001234" });
    expect(down).toMatchObject({ outcome: "unavailable", details: { error: "MS_UNAVAILABLE" } });
  });

  it("VIES: a fixture changed at run time answers differently", async () => {
    fake.setVies("ATU12345678", { error: "SERVICE_UNAVAILABLE" });
    const answer = await checkVatNumber(config(fake.viesBaseUrl), AT);
    fake.setVies("ATU12345678", { valid: true, name: "Muster Installationen GmbH", address: "1100 Wien" });
    expect(answer).toMatchObject({ outcome: "unavailable", details: { error: "SERVICE_UNAVAILABLE" } });
  });

  it("VIES: a time-out is unavailable after every retry", async () => {
    fake.setDelay(300);
    const answer = await checkVatNumber({ ...config(fake.viesBaseUrl), timeoutMs: 50, retries: 2 }, AT);
    expect(answer).toMatchObject({ outcome: "unavailable", details: { error: "TIMEOUT" } });
    expect(fake.requests).toHaveLength(3);
  });

  it("VIES: an unreachable server is unavailable", async () => {
    const answer = await checkVatNumber(config("http://127.0.0.1:9/vies"), AT);
    expect(answer).toMatchObject({ outcome: "unavailable", details: { error: "NETWORK_ERROR" } });
  });

  it("GISA: active, ended and unknown numbers", async () => {
    const gisa = config(fake.gisaBaseUrl, fake.gisaApiKey);
    const installer = await searchGisa(gisa, { gisaNumber: "10000001" });
    expect(installer.outcome).toBe("valid");
    expect(installer.details?.licences.map((licence) => [licence.wording, licence.status, licence.location])).toEqual([
      ["Installateur (Gas- und Sanitärtechnik)", "active", "1100 Wien, Favoritenstraße 1"],
      ["Heizungstechnik", "active", "1100 Wien, Favoritenstraße 1"],
    ]);
    expect(fake.requests[0].body).toContain("<Apikey>fake-gisa-key</Apikey><GISAZahl>10000001</GISAZahl>");
    const ended = await searchGisa(gisa, { gisaNumber: "10000004" });
    expect(ended.details?.licences[0]).toMatchObject({ status: "ended", endDate: "2024-06-30" });
    expect((await searchGisa(gisa, { gisaNumber: "10000077" })).outcome).toBe("invalid");
  });

  it("GISA: a server error, a wrong key and a time-out are unavailable", async () => {
    const gisa = config(fake.gisaBaseUrl, fake.gisaApiKey);
    expect((await searchGisa({ ...gisa, retries: 1 }, { gisaNumber: "10000009" })).outcome).toBe("unavailable");
    expect(fake.requests).toHaveLength(2);
    expect((await searchGisa({ ...gisa, apiKey: "wrong" }, { gisaNumber: "10000001" })).outcome).toBe("unavailable");
    fake.setDelay(300);
    expect((await searchGisa({ ...gisa, timeoutMs: 50 }, { gisaNumber: "10000001" })).outcome).toBe("unavailable");
  });

  it("GISA: search by name, and a licence ended later", async () => {
    const gisa = config(fake.gisaBaseUrl, fake.gisaApiKey);
    const byName = await searchGisa(gisa, { name: "Elektro Probe" });
    expect(byName).toMatchObject({ outcome: "valid", details: { holderName: "Elektro Probe GmbH" } });
    expect(byName.details?.licences.map((licence) => licence.wording)).toEqual(["Elektrotechnik"]);
    expect((await searchGisa(gisa, { name: "Niemand GmbH" })).outcome).toBe("invalid");

    fake.setGisa("10000003", {
      holderName: "Elektro Probe GmbH",
      licences: [
        {
          gisaNumber: "10000003",
          wording: "Elektrotechnik",
          location: "1210 Wien, Brünner Straße 5",
          status: "ended",
          startDate: "2012-09-01",
          endDate: "2026-11-30",
        },
      ],
    });
    const later = await searchGisa(gisa, { gisaNumber: "10000003" });
    expect(later.details?.licences[0]).toMatchObject({ status: "ended", endDate: "2026-11-30" });
  });

  it("Firmenbuch: registered, deleted, unknown, malformed, wrong key and server error", async () => {
    const fb = config(fake.firmenbuchBaseUrl, fake.firmenbuchApiKey);
    expect(await lookupFirmenbuch(fb, { fnNumber: "FN 123456a" })).toMatchObject({
      outcome: "valid",
      details: { fnNumber: "123456a", name: "Muster Installationen GmbH", status: "active" },
    });
    expect(fake.requests[0].headers["x-api-key"]).toBe("fake-firmenbuch-key");
    expect(fake.requests[0].body).toContain("<aus:FNR>123456a</aus:FNR>");
    expect((await lookupFirmenbuch(fb, { fnNumber: "234567b" })).details?.status).toBe("deleted");
    expect((await lookupFirmenbuch(fb, { fnNumber: "111111c" })).outcome).toBe("invalid");
    const requestsBefore = fake.requests.length;
    expect((await lookupFirmenbuch(fb, { fnNumber: "no number" })).outcome).toBe("invalid");
    expect(fake.requests).toHaveLength(requestsBefore);
    expect((await lookupFirmenbuch({ ...fb, apiKey: "wrong" }, { fnNumber: "123456a" })).outcome).toBe("unavailable");
    expect((await lookupFirmenbuch(fb, { fnNumber: "999999z" })).outcome).toBe("unavailable");
  });
});
