/**
 * Which trade licence (Gewerbeberechtigung) may lead which catalogue service, from § 94 GewO 1994 (regulated
 * trades), the WKO trade descriptions and other laws (GütbefG, ZTG 2019). Plain data and pure functions (clients
 * import it). Rules marked "unverified" are our reading without a confirming source; docs/licences.md lists them.
 */
import { SERVICE_CATALOGUE, canonicalServiceId, serviceName } from "@/lib/content/service-catalog";
import { LICENCE_SOURCES, SERVICE_LICENCE_RULES, type ServiceLicenceRule } from "./licence-rules";

export { LICENCE_SOURCES, SERVICE_LICENCE_RULES, type ServiceLicenceRule };

export type LicenceKind = "regulated" | "free" | "other-law";
export type RuleConfidence = "sourced" | "unverified";

const S = LICENCE_SOURCES;

export interface Licence {
  readonly key: string;
  /** Official wording of the trade (as § 94 GewO 1994 or the other law names it). */
  readonly name: string;
  readonly kind: LicenceKind;
  /** Legal basis and URL(s). */
  readonly source: string;
  /** Whether the licence's name and kind are confirmed by the cited source. */
  readonly confidence: RuleConfidence;
  /** Recognise an unrestricted GISA wording (umlaut, "ae" and case tolerant). */
  readonly matches: readonly RegExp[];
  /**
   * Recognise a restricted wording ("…, eingeschränkt auf …"). A restricted wording maps to a licence only
   * through these patterns, so a partial licence never counts as the full trade.
   */
  readonly restrictedMatches?: readonly RegExp[];
}

/**
 * A case-insensitive pattern from readable German text: umlauts also match "ae"/"a", ß "ss", a space any
 * whitespace, a hyphen an optional hyphen; `word` anchors the start at a word start ("Baumeister" must not
 * match "Holzbaumeister").
 */
function wording(text: string, word = false): RegExp {
  const body = [...text]
    .map((char) => {
      const lower = char.toLowerCase();
      if (lower === "ä") return "(?:ä|ae|a)";
      if (lower === "ö") return "(?:ö|oe|o)";
      if (lower === "ü") return "(?:ü|ue|u)";
      if (lower === "ß") return "(?:ß|ss)";
      if (char === " ") return "\\s*";
      if (char === "-") return "-?\\s*";
      return char.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    })
    .join("");
  return new RegExp(word ? `(?<!\\p{L})${body}` : body, "iu");
}

const LICENCE_LIST = [
  {
    key: "baumeister",
    name: "Baumeister",
    kind: "regulated",
    source: `§ 94 GewO 1994, Umfang § 99 GewO 1994 (${S.usp95}; ${S.wkoBau})`,
    confidence: "sourced",
    matches: [wording("Baumeister", true)],
  },
  {
    key: "baumeister-planung",
    name: "Baumeister, eingeschränkt auf planende Tätigkeiten",
    kind: "regulated",
    source: `§ 99 Abs. 1 Z 1, 2 und 5 GewO 1994 (${S.baumeisterPlanend}; ${S.wkoBau})`,
    confidence: "sourced",
    matches: [],
    restrictedMatches: [wording("spezialisiert auf Planung"), wording("eingeschränkt auf planende")],
  },
  {
    key: "baugewerbe-ausfuehrend",
    name: "Baugewerbetreibender, eingeschränkt auf ausführende Tätigkeiten",
    kind: "regulated",
    source: `§ 99 GewO 1994, Wortlaut laut WKO (${S.wkoBau})`,
    confidence: "sourced",
    matches: [],
    restrictedMatches: [/einge?schr(?:ä|ae|a)nkt auf (?:alle )?ausf(?:ü|ue|u)hrende/iu],
  },
  {
    key: "erdbau",
    name: "Baugewerbetreibender, eingeschränkt auf Erdbau",
    kind: "regulated",
    source: `Bis 2017 Teilgewerbe „Erdbau“, seither Teil des Baumeistergewerbes (${S.teilgewerbe2017}; ${S.wkoBau})`,
    confidence: "sourced",
    matches: [/^\s*erdbau\s*$/iu],
    restrictedMatches: [wording("eingeschränkt auf Erdbau")],
  },
  {
    key: "betonbohren",
    name: "Betonbohren und -schneiden",
    kind: "free",
    source: `Freies Gewerbe seit der Gewerberechtsnovelle 2017 (${S.teilgewerbe2017}; ${S.wkoBau})`,
    confidence: "sourced",
    matches: [wording("Betonbohren")],
    restrictedMatches: [wording("eingeschränkt auf Betonbohren")],
  },
  {
    key: "holzbau-meister",
    name: "Holzbau-Meister",
    kind: "regulated",
    source: `§ 94 GewO 1994 (bis 2012 „Zimmermeister“; ${S.gewo128}; ${S.usp95})`,
    confidence: "sourced",
    matches: [wording("Holzbau-Meister"), wording("Zimmermeister")],
  },
  {
    key: "gas-sanitaer",
    name: "Gas- und Sanitärtechnik",
    kind: "regulated",
    source: `§ 94 GewO 1994, Installateur (${S.usp95}; ${S.installateurHistory})`,
    confidence: "sourced",
    matches: [wording("Gas- und Sanitärtechnik"), wording("Gas- und Wasserleitungsinstallateur")],
  },
  {
    key: "heizungstechnik",
    name: "Heizungstechnik",
    kind: "regulated",
    source: `§ 94 GewO 1994, verbundenes Handwerk mit Lüftungstechnik (${S.installateurHistory}; ${S.zugangsVo2008})`,
    confidence: "sourced",
    matches: [wording("Heizungstechnik"), wording("Zentralheizungs")],
  },
  {
    key: "lueftungstechnik",
    name: "Lüftungstechnik",
    kind: "regulated",
    source: `§ 94 GewO 1994, verbundenes Handwerk mit Heizungstechnik (${S.installateurHistory}; ${S.zugangsVo2008})`,
    confidence: "sourced",
    matches: [wording("Lüftungstechnik"), wording("Lüftungsanlagenbau")],
  },
  {
    key: "kaelte-klimatechnik",
    name: "Kälte- und Klimatechnik",
    kind: "regulated",
    source: `§ 94 GewO 1994, Kälte- und Klimatechnik-Verordnung (${S.zugangsVo2008})`,
    confidence: "sourced",
    matches: [wording("Kälte- und Klimatechnik"), wording("Kälteanlagentechnik")],
  },
  {
    key: "elektrotechnik",
    name: "Elektrotechnik",
    kind: "regulated",
    source: `§ 94 Z 16 GewO 1994, Umfang § 106 GewO 1994 (${S.gewo106}; ${S.etZugang})`,
    confidence: "sourced",
    matches: [wording("Elektrotechnik")],
  },
  {
    key: "maler-anstreicher",
    name: "Maler und Anstreicher",
    kind: "regulated",
    source: `§ 94 GewO 1994, Handwerk (${S.malerMp})`,
    confidence: "sourced",
    matches: [wording("Maler und Anstreicher"), wording("Maler- und Anstreicher")],
  },
  {
    key: "platten-fliesenleger",
    name: "Platten- und Fliesenleger",
    kind: "regulated",
    source: `§ 94 GewO 1994, Handwerk (verbunden mit Keramiker); Meisterprüfungsordnung 2021 (${S.fliesenMp2021}; ${S.zugangsVo2008})`,
    confidence: "sourced",
    matches: [wording("Platten- und Fliesenleger"), wording("Fliesenleger")],
  },
  {
    key: "bodenleger",
    name: "Bodenleger",
    kind: "regulated",
    source: `§ 94 GewO 1994, Bodenleger-Verordnung (${S.zugangsVo2008}; ${S.bodenlegerBgbl2018})`,
    confidence: "sourced",
    matches: [wording("Bodenleger")],
  },
  {
    key: "stuckateure-trockenausbauer",
    name: "Stuckateure und Trockenausbauer",
    kind: "regulated",
    source: `§ 94 GewO 1994 (ungeprüft; 1994 als Handwerk genannt: ${S.baumeister1994})`,
    confidence: "unverified",
    matches: [wording("Stuckateur"), wording("Stukkateur"), wording("Trockenausbau")],
  },
  {
    key: "dachdecker",
    name: "Dachdecker",
    kind: "regulated",
    source: `§ 94 GewO 1994, Dachdecker-Verordnung (${S.zugangsVo2008})`,
    confidence: "sourced",
    matches: [wording("Dachdecker")],
  },
  {
    key: "spengler",
    name: "Spengler",
    kind: "regulated",
    source: "§ 94 GewO 1994 (ungeprüft)",
    confidence: "unverified",
    matches: [wording("Spengler", true)],
  },
  {
    key: "tischler",
    name: "Tischler",
    kind: "regulated",
    source: `§ 94 GewO 1994, Handwerk (${S.gewo128})`,
    confidence: "sourced",
    matches: [wording("Tischler")],
  },
  {
    key: "schlosser",
    name: "Schlosser",
    kind: "regulated",
    source: `§ 94 GewO 1994, Handwerk der Schlosser (${S.etZugang}); Wortlaut „Metalltechnik …“ ungeprüft`,
    confidence: "sourced",
    matches: [wording("Schlosser"), wording("Metalltechnik für Metall- und Maschinenbau")],
  },
  {
    key: "glaser",
    name: "Glaser, Glasbeleger und Flachglasschleifer",
    kind: "regulated",
    source: `§ 94 GewO 1994, verbundenes Handwerk (${S.zugangsVo2008})`,
    confidence: "sourced",
    matches: [wording("Glaser", true)],
  },
  {
    key: "gebaeudereinigung",
    name: "Denkmal-, Fassaden- und Gebäudereinigung",
    kind: "regulated",
    source: `§ 94 Z 13 GewO 1994, Handwerk (${S.reinigungZ13}; ${S.reinigungWko})`,
    confidence: "sourced",
    matches: [wording("Gebäudereinigung"), wording("Gebäudereiniger")],
  },
  {
    key: "schaedlingsbekaempfung",
    name: "Schädlingsbekämpfung",
    kind: "regulated",
    source: `§ 94 Z 58 GewO 1994, Umfang § 128 GewO 1994 (${S.gewo128}; ${S.schaedlingZ58})`,
    confidence: "sourced",
    matches: [wording("Schädlingsbekämpfung"), wording("Schädlingsbekämpfer")],
  },
  {
    key: "gueterbefoerderung-konzession",
    name: "Güterbeförderung mit Kraftfahrzeugen (Konzession)",
    kind: "other-law",
    source: `§ 2 Güterbeförderungsgesetz 1995 (${S.gutbefg2}; ${S.gutbefgWko})`,
    confidence: "sourced",
    matches: [/g(?:ü|ue|u)terbef(?:ö|oe|o)rderung(?!.*3[.\s]?500\s*kg)/iu],
  },
  {
    key: "gueterbefoerderung-frei",
    name: "Güterbeförderung mit Kraftfahrzeugen bis 3.500 kg höchstzulässiges Gesamtgewicht",
    kind: "free",
    source: `Freies Gewerbe, innerstaatlich bis 3.500 kg (${S.gutbefgWko})`,
    confidence: "sourced",
    matches: [/g(?:ü|ue|u)terbef(?:ö|oe|o)rderung.*3[.\s]?500\s*kg/iu],
  },
  {
    key: "architekt",
    name: "Architekt (Ziviltechniker)",
    kind: "other-law",
    source: `Ziviltechnikergesetz 2019, nicht im GISA (${S.ztg})`,
    confidence: "sourced",
    matches: [wording("Architekt", true)],
  },
  {
    key: "brunnenmeister",
    name: "Brunnenmeister",
    kind: "regulated",
    source: `§ 94 GewO 1994 („Baumeister, Brunnenmeister“, ${S.usp95})`,
    confidence: "sourced",
    matches: [wording("Brunnenmeister")],
  },
  {
    key: "moebelbausaetze",
    name: "Zusammenbau von Möbelbausätzen",
    kind: "free",
    source: `Freies Gewerbe seit der Gewerberechtsnovelle 2017 (${S.teilgewerbe2017})`,
    confidence: "sourced",
    matches: [wording("Zusammenbau von Möbelbausätzen")],
  },
  {
    key: "mechatronik",
    name: "Mechatroniker (verbundenes Handwerk)",
    kind: "regulated",
    source: `§ 94 GewO 1994 (Handwerksnamen laut ${S.etZugang}; Zuständigkeit für Aufzüge ungeprüft)`,
    confidence: "unverified",
    matches: [wording("Mechatroniker")],
  },
  {
    key: "sonnenschutztechnik",
    name: "Sonnenschutztechnik",
    kind: "regulated",
    source: "ungeprüft (Gewerbeart und Wortlaut nicht bestätigt)",
    confidence: "unverified",
    matches: [wording("Sonnenschutztechnik")],
  },
  {
    key: "tapezierer-dekorateure",
    name: "Tapezierer und Dekorateure",
    kind: "regulated",
    source: "ungeprüft (Gewerbeart und Wortlaut nicht bestätigt)",
    confidence: "unverified",
    matches: [wording("Tapezierer"), wording("Dekorateur"), wording("Raumausstatter")],
  },
  {
    key: "pflasterer",
    name: "Pflasterer",
    kind: "regulated",
    source: "ungeprüft (Gewerbeart und Wortlaut nicht bestätigt)",
    confidence: "unverified",
    matches: [wording("Pflasterer")],
  },
  {
    key: "steinmetz",
    name: "Steinmetzmeister einschließlich Kunststeinerzeugung und Terrazzomacher",
    kind: "regulated",
    source: "ungeprüft (Fachverband der Steinmetze: http://docplayer.org/8881311-Fachorganisationsordnung-foo.html)",
    confidence: "unverified",
    matches: [wording("Steinmetz")],
  },
] as const satisfies readonly Licence[];

export type LicenceKey = (typeof LICENCE_LIST)[number]["key"];

/** Every licence the table knows, keyed by `key`. */
export const LICENCES: readonly Licence[] = LICENCE_LIST;

const LICENCE_BY_KEY = new Map<string, Licence>(LICENCE_LIST.map((licence) => [licence.key, licence]));

const RULE_BY_SERVICE = new Map<string, ServiceLicenceRule>(SERVICE_LICENCE_RULES.map((rule) => [rule.service, rule]));

const RESTRICTION = /einge?schr(?:ä|ae|a)nkt|beschr(?:ä|ae|a)nkt|spezialisiert auf|ausgenommen/iu;

function normaliseWording(value: string): string {
  return value.normalize("NFC").replace(/\s+/g, " ").trim();
}

/** Whether a GISA wording limits the trade ("eingeschränkt auf …", "spezialisiert auf …"). */
export function isRestrictedWording(wording: string): boolean {
  return RESTRICTION.test(normaliseWording(wording));
}

/**
 * The licence keys a GISA wording stands for, e.g. "Installateur (Gas- und Sanitärtechnik)" → ["gas-sanitaer"].
 * A restricted wording maps only to licences whose restricted form the table lists; [] when nothing matches.
 */
export function licenceKeysOf(wording: string): LicenceKey[] {
  const text = normaliseWording(wording);
  if (!text) return [];
  const restricted = RESTRICTION.test(text);
  return LICENCES.filter((licence) =>
    (restricted ? (licence.restrictedMatches ?? []) : licence.matches).some((pattern) => pattern.test(text)),
  ).map((licence) => licence.key as LicenceKey);
}

/** The licence of a key (name, kind, legal source); undefined for unknown keys. */
export function licenceByKey(key: string): Licence | undefined {
  return LICENCE_BY_KEY.get(key);
}

/** The rule of a catalogue service or alias id ("duschwechsel" → badrenovierung's); undefined for unknown ids. */
export function licenceRule(serviceId: string): ServiceLicenceRule | undefined {
  const id = canonicalServiceId(serviceId);
  return id ? RULE_BY_SERVICE.get(id) : undefined;
}

/**
 * Canonical service ids (catalogue order) that at least one of the active licence wordings may lead.
 * Unverified rules count as well; admins see their confidence.
 */
export function servicesCoveredBy(wordings: readonly string[]): string[] {
  const keys = new Set<string>(wordings.flatMap(licenceKeysOf));
  return SERVICE_CATALOGUE.map((service) => service.id).filter((id) =>
    (RULE_BY_SERVICE.get(id)?.leadLicences ?? []).some((key) => keys.has(key)),
  );
}

/** German names of the licences that may lead a service, e.g. ["Elektrotechnik"]; [] for unknown ids. */
export function requiredLicenceNames(serviceId: string): string[] {
  return (licenceRule(serviceId)?.leadLicences ?? []).map((key) => LICENCE_BY_KEY.get(key)?.name ?? key);
}

/**
 * German sentence for the admin's assign dialog when the wordings cannot lead the service; null when one does.
 * Unknown service ids get a sentence asking for a manual check.
 */
export function explainMismatch(serviceId: string, wordings: readonly string[]): string | null {
  const rule = licenceRule(serviceId);
  const title = serviceName(canonicalServiceId(serviceId) ?? serviceId);
  if (!rule)
    return `Für „${title}“ ist keine Gewerbe-Zuordnung hinterlegt; bitte die Gewerbeberechtigung manuell prüfen.`;
  const keys = new Set<string>(wordings.flatMap(licenceKeysOf));
  if (rule.leadLicences.some((key) => keys.has(key))) return null;
  const held = wordings.map(normaliseWording).filter(Boolean);
  const heldText = held.length > 0 ? held.map((w) => `„${w}“`).join(", ") : "keine aktive Gewerbeberechtigung";
  const parts = [
    `Die Gewerbeberechtigungen des Betriebs (${heldText}) decken „${title}“ nicht ab; benötigt: ${requiredLicenceNames(rule.service).join(" oder ")}.`,
  ];
  const restricted = held.filter((w) => RESTRICTION.test(w) && licenceKeysOf(w).length === 0);
  if (restricted.length > 0) parts.push("Eingeschränkte Berechtigungen zählen nur, wo die Tabelle sie vorsieht.");
  if (rule.confidence === "unverified")
    parts.push("Hinweis: Diese Zuordnung ist ungeprüft, bitte manuell kontrollieren.");
  return parts.join(" ");
}
