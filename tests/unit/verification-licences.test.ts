/** The licence ↔ service table (lib/verification/licences.ts). */
import { SERVICE_ALIASES, SERVICE_CATALOGUE } from "@/lib/content/service-catalog";
import {
  LICENCES,
  SERVICE_LICENCE_RULES,
  explainMismatch,
  isRestrictedWording,
  licenceByKey,
  licenceKeysOf,
  licenceRule,
  requiredLicenceNames,
  servicesCoveredBy,
} from "@/lib/verification/licences";

describe("SERVICE_LICENCE_RULES", () => {
  it("has exactly one rule per catalogue service, and every alias resolves to one", () => {
    const ruled = SERVICE_LICENCE_RULES.map((rule) => rule.service);
    expect(new Set(ruled).size).toBe(ruled.length);
    expect([...ruled].sort()).toEqual(SERVICE_CATALOGUE.map((service) => service.id).sort());
    for (const alias of SERVICE_ALIASES) expect(licenceRule(alias.id)?.service).toBe(alias.canonical);
  });

  it("names only known licences, always at least one lead, and sources for every sourced rule", () => {
    const keys = new Set(LICENCES.map((licence) => licence.key));
    expect(keys.size).toBe(LICENCES.length);
    for (const rule of SERVICE_LICENCE_RULES) {
      expect(rule.leadLicences.length).toBeGreaterThan(0);
      for (const key of [...rule.leadLicences, ...rule.subcontract.map((item) => item.licence)]) {
        expect(keys.has(key)).toBe(true);
      }
      if (rule.confidence === "sourced") expect(rule.sources.length).toBeGreaterThan(0);
    }
  });

  it("states the core trades: Elektriker, Maler, Badrenovierung, Fliesen, Installateur", () => {
    expect(licenceRule("elektriker")?.leadLicences).toEqual(["elektrotechnik"]);
    expect(requiredLicenceNames("elektriker")).toEqual(["Elektrotechnik"]);
    expect(requiredLicenceNames("maler")).toEqual(["Maler und Anstreicher"]);
    expect(requiredLicenceNames("fliesen")).toEqual(["Platten- und Fliesenleger"]);
    expect(requiredLicenceNames("klempner")).toEqual(["Gas- und Sanitärtechnik"]);

    const bath = licenceRule("badrenovierung");
    expect(bath?.leadLicences[0]).toBe("gas-sanitaer");
    expect(bath?.leadLicences).toContain("baumeister");
    expect(bath?.subcontract.map((item) => item.licence)).toEqual(
      expect.arrayContaining(["platten-fliesenleger", "elektrotechnik"]),
    );
    expect(licenceRule("Duschwechsel")).toBe(bath);
    expect(licenceRule("unbekannt")).toBeUndefined();
    expect(requiredLicenceNames("unbekannt")).toEqual([]);
  });
});

describe("licenceKeysOf", () => {
  it("maps GISA wordings to keys with umlaut, case and spacing tolerance", () => {
    expect(licenceKeysOf("Installateur (Gas- und Sanitärtechnik)")).toEqual(["gas-sanitaer"]);
    expect(licenceKeysOf("GAS- UND SANITAERTECHNIK")).toEqual(["gas-sanitaer"]);
    expect(licenceKeysOf("Elektrotechnik")).toEqual(["elektrotechnik"]);
    expect(licenceKeysOf("Maler und Anstreicher (Handwerk)")).toEqual(["maler-anstreicher"]);
    expect(licenceKeysOf("Platten-  und Fliesenleger")).toEqual(["platten-fliesenleger"]);
    expect(licenceKeysOf("Baumeister")).toEqual(["baumeister"]);
    expect(licenceKeysOf("Heizungstechnik; Lüftungstechnik (verbundenes Handwerk)")).toEqual([
      "heizungstechnik",
      "lueftungstechnik",
    ]);
    expect(licenceKeysOf("Zimmermeister")).toEqual(["holzbau-meister"]);
  });

  it("gives each key its official name, kind and legal source", () => {
    expect(licenceByKey("elektrotechnik")).toMatchObject({ name: "Elektrotechnik", kind: "regulated" });
    expect(licenceByKey("elektrotechnik")?.source).toContain("§ 94 Z 16 GewO 1994");
    expect(licenceByKey("gueterbefoerderung-konzession")?.kind).toBe("other-law");
    expect(licenceByKey("architekt")?.source).toContain("Ziviltechnikergesetz 2019");
    expect(licenceByKey("unbekannt")).toBeUndefined();
  });

  it("does not read a Holzbau-Meister or Brunnenmeister as Baumeister", () => {
    expect(licenceKeysOf("Holzbau-Meister")).toEqual(["holzbau-meister"]);
    expect(licenceKeysOf("Holzbaumeister")).toEqual(["holzbau-meister"]);
    expect(licenceKeysOf("Brunnenmeister")).toEqual(["brunnenmeister"]);
  });

  it("maps restricted wordings only to the restricted forms the table lists", () => {
    expect(isRestrictedWording("Elektrotechnik, eingeschränkt auf die Errichtung von Alarmanlagen")).toBe(true);
    expect(licenceKeysOf("Elektrotechnik, eingeschränkt auf die Errichtung von Alarmanlagen")).toEqual([]);
    expect(
      licenceKeysOf("Denkmal-, Fassaden- und Gebäudereinigung (Handwerk), eingeschränkt auf Fassadenreinigung"),
    ).toEqual([]);
    expect(licenceKeysOf("Baugewerbetreibender, eingeschränkt auf ausführende Tätigkeiten")).toEqual([
      "baugewerbe-ausfuehrend",
    ]);
    expect(licenceKeysOf("Baugewerbetreibender, eingeschränkt auf Erdbau")).toEqual(["erdbau"]);
    expect(licenceKeysOf("Baumeister, spezialisiert auf Planung, Berechnung und Leitung")).toEqual([
      "baumeister-planung",
    ]);
  });

  it("tells licensed haulage apart from the free trade up to 3.500 kg", () => {
    expect(licenceKeysOf("Güterbeförderung mit Kraftfahrzeugen im innerstaatlichen Verkehr")).toEqual([
      "gueterbefoerderung-konzession",
    ]);
    expect(
      licenceKeysOf(
        "Güterbeförderung mit Kraftfahrzeugen oder Kraftfahrzeugen mit Anhängern, deren höchste zulässige Gesamtmasse insgesamt 3.500 kg nicht übersteigt",
      ),
    ).toEqual(["gueterbefoerderung-frei"]);
  });

  it("maps unrelated or empty wordings to nothing", () => {
    expect(licenceKeysOf("Werbeagentur")).toEqual([]);
    expect(licenceKeysOf("Handelsgewerbe mit Ausnahme der reglementierten Handelsgewerbe")).toEqual([]);
    expect(licenceKeysOf("   ")).toEqual([]);
  });
});

describe("servicesCoveredBy", () => {
  it("covers nothing for an unrelated licence or none", () => {
    expect(servicesCoveredBy(["Werbeagentur"])).toEqual([]);
    expect(servicesCoveredBy([])).toEqual([]);
  });

  it("lists the services an electrician, a painter or an installer may lead", () => {
    expect(servicesCoveredBy(["Elektrotechnik"])).toEqual(
      expect.arrayContaining(["elektriker", "solaranlagen", "aufzüge"]),
    );
    expect(servicesCoveredBy(["Elektrotechnik"])).not.toContain("badrenovierung");
    expect(servicesCoveredBy(["Maler und Anstreicher"])).toEqual(["fassadensanierung", "maler"]);
    const installer = servicesCoveredBy(["Installateur (Gas- und Sanitärtechnik)"]);
    expect(installer).toEqual(expect.arrayContaining(["badrenovierung", "klempner", "heizungsanlagen"]));
    expect(installer).not.toContain("elektriker");
  });

  it("joins the services of several wordings in catalogue order", () => {
    const covered = servicesCoveredBy(["Baumeister", "Elektrotechnik"]);
    expect(covered).toEqual(expect.arrayContaining(["wohnungsrenovierung", "hausbau", "architekten", "elektriker"]));
    const order = SERVICE_CATALOGUE.map((service) => service.id as string);
    expect(covered).toEqual([...covered].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
  });

  it("lets a restricted Baugewerbetreibender lead building work but not renovations or planning", () => {
    const covered = servicesCoveredBy(["Baugewerbetreibender, eingeschränkt auf ausführende Tätigkeiten"]);
    expect(covered).toEqual(expect.arrayContaining(["mauerbau", "abbruch", "hausbau"]));
    expect(covered).not.toContain("wohnungsrenovierung");
    expect(covered).not.toContain("architekten");
  });
});

describe("explainMismatch", () => {
  it("is null when a wording may lead the service (also through an alias id)", () => {
    expect(explainMismatch("elektriker", ["Elektrotechnik"])).toBeNull();
    expect(explainMismatch("duschwechsel", ["Gas- und Sanitärtechnik"])).toBeNull();
  });

  it("names the held wordings and the required licences in German", () => {
    expect(explainMismatch("elektriker", ["Maler und Anstreicher"])).toBe(
      "Die Gewerbeberechtigungen des Betriebs („Maler und Anstreicher“) decken „Elektriker“ nicht ab; benötigt: Elektrotechnik.",
    );
    expect(explainMismatch("badrenovierung", [])).toBe(
      "Die Gewerbeberechtigungen des Betriebs (keine aktive Gewerbeberechtigung) decken „Badrenovierung“ nicht ab; benötigt: Gas- und Sanitärtechnik oder Baumeister.",
    );
  });

  it("adds hints for restricted wordings and unverified rules", () => {
    const restricted = explainMismatch("elektriker", ["Elektrotechnik, eingeschränkt auf Alarmanlagen"]);
    expect(restricted).toContain("Eingeschränkte Berechtigungen zählen nur, wo die Tabelle sie vorsieht.");
    expect(explainMismatch("aufzüge", ["Werbeagentur"])).toContain("ungeprüft");
    expect(explainMismatch("gibt-es-nicht", ["Elektrotechnik"])).toContain("keine Gewerbe-Zuordnung");
  });
});
