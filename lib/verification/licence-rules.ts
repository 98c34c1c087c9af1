/**
 * The service side of the licence table: per catalogue service the licences that may lead it and the work it
 * hands to other trades, with the public sources cited. Read through lib/verification/licences.ts.
 */
import type { LicenceKey, RuleConfidence } from "@/lib/verification/licences";

/** Public sources the table cites (short names, so the rules stay readable). */
export const LICENCE_SOURCES = {
  usp95: "https://www.usp.gv.at/gruendung/gewerbe-in-oesterreich/reglementierte-gewerbe.html",
  gewo106: "https://jusline.at/gesetz/gewo/paragraf/106",
  gewo128: "https://gesetzefinden.at/bundesrecht/bundesgesetze/gewo-1994/para-128",
  etZugang: "http://www.ris.bka.gv.at/GeltendeFassung.wxe?Abfrage=Bundesnormen&Gesetzesnummer=20002433",
  zugangsVo2008: "https://certexternal-www.360.lexisnexis.at/d/b_bgbl_2008_2008_II_399_debf5200c7",
  fliesenMp2021:
    "https://www.ris.bka.gv.at/Dokumente/PruefGewO/PRUEF_20210409_2021_0_250_079__BMDW_Gewerberecht_/PRUEF_20210409_2021_0_250_079__BMDW_Gewerberecht_.html",
  bodenlegerBgbl2018: "http://www.ris.bka.gv.at/Dokumente/BgblAuth/BGBLA_2018_II_166/BGBLA_2018_II_166.html",
  malerMp: "https://doczz.net/doc/6137682/maler--und-anstreichermeister---bq",
  installateurHistory: "https://derinstallateur.at/der-installateur-und-das-oesterreichische-gewerberecht/",
  gasWasser1994: "https://linda.lindeverlag.at/Dokument/76909_209_vz1994031920020731",
  wkoBau: "https://firmen.wko.at/web/bau",
  baumeister99: "https://360.lexisnexis.at/d/z_rpa_2010_1_rpa_2010_01_0005_135c88b304",
  baumeister1994: "https://linda.lindeverlag.at/Dokument/76909_202_vz1994031919970630",
  baumeisterPlanung: "https://www.trm55.com/",
  baumeisterPlanend: "https://jusline.at/entscheidung/580636",
  teilgewerbe2017: "https://www.trend.at/wirtschaft/teilgewerbe-gewerbe-7669466",
  nebenrechte: "https://wko.at/noe/wirinstallateure/nebenrechte-im-gewerbe-installations-und-gebaeudetechnik",
  nebenrechte15: "https://shiatsu-austria.at/nebenrechte-im-gewerbe",
  reinigungZ13: "https://chemischesgewerbe.at/berufszweige/denkmal-fassaden-und-gebaudereiniger",
  reinigungWko: "https://wko.at/oe/gewerbe-handwerk/chemische-gewerbe/denkmal-fassade-gebaeude/dienstleistung",
  schaedlingZ58: "https://chemischesgewerbe.at/berufszweige/schadlingsbekampfer-einschliesslich-vogel-und-taub",
  gutbefg2: "https://gesetzefinden.at/bundesrecht/bundesgesetze/gutbefg/para-2",
  gutbefgWko: "https://wko.at/noe/transport-verkehr/gueterbefoerderungsgewerbe/informationen-zur-gueterbefoerderung",
  ztg: "https://linda.lindeverlag.at/Dokument/16868/?SprungMarke=yPage_47",
  fGase: "https://www.wko.at/ooe/wirinstallateure/zertifizierung-fluorierte-treibhausgase-f-gase",
  malerWdvs:
    "https://360.lexisnexis.at/d/entscheidungen-ris/vwgh_90040251/u_zivil_VwGH_1991_JWT_1990040251_199102_8eb5a82d95",
} as const;

const S = LICENCE_SOURCES;

export interface ServiceLicenceRule {
  /** Canonical catalogue id. */
  readonly service: string;
  /** Any one of these lets a company lead (accept and be responsible for) the whole job. */
  readonly leadLicences: readonly LicenceKey[];
  /** Work of other trades in the job that the lead hands to a licensed company (German). */
  readonly subcontract: readonly { readonly licence: LicenceKey; readonly work: string }[];
  /** German note for admins. */
  readonly note?: string;
  readonly confidence: RuleConfidence;
  readonly sources: readonly string[];
}

function sub(licence: LicenceKey, work: string): { licence: LicenceKey; work: string } {
  return { licence, work };
}

const NEBENRECHT =
  "Ergänzende Leistungen reglementierter Gewerbe darf der führende Betrieb selbst nur bis 15 % des Auftrags erbringen (§ 32 Abs. 1a GewO 1994), darüber hinaus an befugte Betriebe vergeben.";
const RENOVATION_SUBCONTRACT = [
  sub("elektrotechnik", "Elektroinstallation"),
  sub("gas-sanitaer", "Sanitär- und Gasinstallation"),
  sub("heizungstechnik", "Heizungsinstallation"),
  sub("maler-anstreicher", "Malerarbeiten"),
  sub("platten-fliesenleger", "Fliesenarbeiten"),
  sub("bodenleger", "Bodenbeläge"),
  sub("tischler", "Türen und Einbauten"),
];
const GENERAL_CONTRACTOR_NOTE = `Baumeister dürfen Arbeiten anderer Gewerbe übernehmen und leiten, ausführen lassen sie sie (außer den in § 99 Abs. 2 GewO 1994 genannten) durch befugte Betriebe. ${NEBENRECHT}`;

export const SERVICE_LICENCE_RULES: readonly ServiceLicenceRule[] = [
  {
    service: "wohnungsrenovierung",
    leadLicences: ["baumeister"],
    subcontract: RENOVATION_SUBCONTRACT,
    note: GENERAL_CONTRACTOR_NOTE,
    confidence: "sourced",
    sources: [S.baumeister99, S.wkoBau, S.nebenrechte15],
  },
  {
    service: "badrenovierung",
    leadLicences: ["gas-sanitaer", "baumeister"],
    subcontract: [
      sub("platten-fliesenleger", "Fliesenarbeiten"),
      sub("elektrotechnik", "Elektroinstallation"),
      sub("maler-anstreicher", "Malerarbeiten"),
      sub("glaser", "Glasduschwand"),
    ],
    note: `Der Installateur (Gas- und Sanitärtechnik) führt die Sanitärinstallation selbst aus. ${NEBENRECHT}`,
    confidence: "sourced",
    sources: [S.usp95, S.gasWasser1994, S.nebenrechte, S.nebenrechte15, S.baumeister99],
  },
  {
    service: "küchenrenovierung",
    leadLicences: ["tischler", "gas-sanitaer", "baumeister", "moebelbausaetze"],
    subcontract: [
      sub("elektrotechnik", "Herd- und Geräteanschluss"),
      sub("gas-sanitaer", "Wasser- und Abwasseranschluss"),
      sub("platten-fliesenleger", "Fliesenspiegel"),
    ],
    note: "Küchenmontage durch Tischler ist unsere Annahme; „Zusammenbau von Möbelbausätzen“ (frei) deckt keine Anschlüsse.",
    confidence: "unverified",
    sources: [S.teilgewerbe2017],
  },
  {
    service: "hausrenovierung",
    leadLicences: ["baumeister"],
    subcontract: [...RENOVATION_SUBCONTRACT, sub("dachdecker", "Dacheindeckung"), sub("holzbau-meister", "Dachstuhl")],
    note: GENERAL_CONTRACTOR_NOTE,
    confidence: "sourced",
    sources: [S.baumeister99, S.wkoBau, S.nebenrechte15],
  },
  {
    service: "hausbau",
    leadLicences: ["baumeister", "baugewerbe-ausfuehrend", "holzbau-meister"],
    subcontract: [
      sub("elektrotechnik", "Elektroinstallation"),
      sub("gas-sanitaer", "Sanitärinstallation"),
      sub("heizungstechnik", "Heizungsinstallation"),
      sub("dachdecker", "Dacheindeckung"),
    ],
    note: "Einreichplanung nur durch Baumeister oder Architekt; Baugewerbetreibende (ausführend) planen nicht, Holzbau-Meister nur Holzbauten.",
    confidence: "sourced",
    sources: [S.wkoBau, S.baumeisterPlanung, S.baumeister99],
  },
  {
    service: "abbruch",
    leadLicences: ["baumeister", "baugewerbe-ausfuehrend"],
    subcontract: [sub("betonbohren", "Betonbohren und -schneiden")],
    note: "Statisch relevanter Abbruch (tragende Wände) muss von Baumeister oder Ziviltechniker geplant sein.",
    confidence: "sourced",
    sources: [S.wkoBau, S.baumeister1994],
  },
  {
    service: "bürorenovierung",
    leadLicences: ["baumeister"],
    subcontract: RENOVATION_SUBCONTRACT,
    note: GENERAL_CONTRACTOR_NOTE,
    confidence: "sourced",
    sources: [S.baumeister99, S.wkoBau, S.nebenrechte15],
  },
  {
    service: "fassadensanierung",
    leadLicences: ["baumeister", "maler-anstreicher", "stuckateure-trockenausbauer"],
    subcontract: [sub("spengler", "Verblechungen"), sub("maler-anstreicher", "Fassadenanstrich")],
    note: "Ob Maler Vollwärmeschutz ausführen dürfen, ist ungeprüft (VwGH 1991 verneinte es nach damaliger Rechtslage).",
    confidence: "unverified",
    sources: [S.malerWdvs, S.wkoBau],
  },
  {
    service: "poolrenovierung",
    leadLicences: ["baumeister", "gas-sanitaer"],
    subcontract: [sub("elektrotechnik", "Pumpen- und Technikanschluss")],
    note: "Zuständigkeit für Poolfolie und Pooltechnik ungeprüft.",
    confidence: "unverified",
    sources: [],
  },
  {
    service: "terrassenverkleidung",
    leadLicences: ["holzbau-meister", "tischler", "platten-fliesenleger", "baumeister"],
    subcontract: [],
    note: "Holz/WPC durch Holzbau-Meister oder Tischler, Feinsteinzeug durch Platten- und Fliesenleger: ungeprüft.",
    confidence: "unverified",
    sources: [],
  },
  {
    service: "solaranlagen",
    leadLicences: ["elektrotechnik", "heizungstechnik"],
    subcontract: [sub("dachdecker", "Dachdurchführungen"), sub("elektrotechnik", "Netzanschluss")],
    note: "Photovoltaik-Anschluss ist Elektrotechnik (§ 106 GewO 1994); Solarthermie durch Heizungstechnik ist ungeprüft.",
    confidence: "unverified",
    sources: [S.gewo106],
  },
  {
    service: "geothermie",
    leadLicences: ["heizungstechnik"],
    subcontract: [
      sub("brunnenmeister", "Tiefenbohrung"),
      sub("erdbau", "Aushub für Flächenkollektor"),
      sub("elektrotechnik", "Elektroanschluss der Wärmepumpe"),
    ],
    note: "Wer Tiefenbohrungen ausführen darf (Brunnenmeister, Baumeister), ist ungeprüft.",
    confidence: "unverified",
    sources: [S.baumeister1994],
  },
  {
    service: "klimaanlagen",
    leadLicences: ["kaelte-klimatechnik", "lueftungstechnik"],
    subcontract: [sub("elektrotechnik", "Elektroanschluss")],
    note: "Zusätzlich nötig: F-Gase-Unternehmenszertifikat (VO (EU) 2024/573). Ob Lüftungstechnik Split-Geräte umfasst, ist ungeprüft.",
    confidence: "unverified",
    sources: [S.zugangsVo2008, S.fGase],
  },
  {
    service: "aufzüge",
    leadLicences: ["mechatronik", "elektrotechnik"],
    subcontract: [sub("baumeister", "Schacht und Durchbrüche")],
    note: "Welches Gewerbe Aufzüge und Treppenlifte errichtet, ist ungeprüft.",
    confidence: "unverified",
    sources: [],
  },
  {
    service: "markisen",
    leadLicences: ["sonnenschutztechnik", "schlosser"],
    subcontract: [sub("elektrotechnik", "Motor- und Steuerungsanschluss")],
    note: "Gewerbeart der Sonnenschutzmontage ungeprüft.",
    confidence: "unverified",
    sources: [],
  },
  {
    service: "elektriker",
    leadLicences: ["elektrotechnik"],
    subcontract: [],
    note: "Starkstromanlagen über 42 V oder 100 W sind der Elektrotechnik vorbehalten (§ 106 GewO 1994).",
    confidence: "sourced",
    sources: [S.gewo106, S.etZugang],
  },
  {
    service: "heizungsanlagen",
    leadLicences: ["heizungstechnik", "gas-sanitaer"],
    subcontract: [sub("gas-sanitaer", "Gasanschluss der Therme"), sub("elektrotechnik", "Elektroanschluss")],
    note: "Den Anschluss von Gasgeräten führt Gas- und Sanitärtechnik aus; Heizungstechnik allein deckt keine Gasleitungen.",
    confidence: "sourced",
    sources: [S.installateurHistory, S.gasWasser1994, S.usp95],
  },
  {
    service: "garagentore",
    leadLicences: ["schlosser", "tischler"],
    subcontract: [sub("elektrotechnik", "Torantrieb anschließen")],
    note: "Zuständigkeit für Tormontage ungeprüft.",
    confidence: "unverified",
    sources: [],
  },
  {
    service: "fertighauser",
    leadLicences: ["holzbau-meister", "baumeister", "baugewerbe-ausfuehrend"],
    subcontract: [sub("elektrotechnik", "Elektroinstallation"), sub("gas-sanitaer", "Sanitärinstallation")],
    note: "Holzfertighäuser: Holzbau-Meister; Massivfertighäuser: Baumeister. Montageumfang ungeprüft.",
    confidence: "unverified",
    sources: [S.baumeisterPlanung, S.wkoBau],
  },
  {
    service: "schwimmbader",
    leadLicences: ["baumeister", "baugewerbe-ausfuehrend"],
    subcontract: [
      sub("erdbau", "Aushub"),
      sub("gas-sanitaer", "Wasserkreislauf"),
      sub("elektrotechnik", "Pumpen- und Technikanschluss"),
    ],
    note: "Pooltechnik-Zuständigkeit ungeprüft.",
    confidence: "unverified",
    sources: [S.wkoBau],
  },
  {
    service: "industriebau",
    leadLicences: ["baumeister", "baugewerbe-ausfuehrend"],
    subcontract: [sub("elektrotechnik", "Elektroinstallation"), sub("lueftungstechnik", "Lüftung")],
    note: GENERAL_CONTRACTOR_NOTE,
    confidence: "sourced",
    sources: [S.wkoBau, S.baumeister99],
  },
  {
    service: "mauerbau",
    leadLicences: ["baumeister", "baugewerbe-ausfuehrend"],
    subcontract: [],
    confidence: "sourced",
    sources: [S.wkoBau],
  },
  {
    service: "erdarbeiten",
    leadLicences: ["baumeister", "baugewerbe-ausfuehrend", "erdbau"],
    subcontract: [],
    note: "Statisch relevante Arbeiten (z. B. Aushub ab 1,25 m Tiefe) müssen von Baumeister oder Ziviltechniker geplant sein.",
    confidence: "sourced",
    sources: [S.wkoBau, S.teilgewerbe2017],
  },
  {
    service: "betonsanierung",
    leadLicences: ["baumeister", "baugewerbe-ausfuehrend"],
    subcontract: [],
    confidence: "sourced",
    sources: [S.wkoBau],
  },
  {
    service: "feuchtigkeit",
    leadLicences: ["baumeister", "baugewerbe-ausfuehrend"],
    subcontract: [sub("maler-anstreicher", "Malerarbeiten nach der Trocknung")],
    note: "Ob Abdichter oder Maler (Schimmelsanierung) diese Aufträge führen dürfen, ist ungeprüft.",
    confidence: "unverified",
    sources: [S.wkoBau],
  },
  {
    service: "maler",
    leadLicences: ["maler-anstreicher"],
    subcontract: [],
    confidence: "sourced",
    sources: [S.malerMp],
  },
  {
    service: "fliesen",
    leadLicences: ["platten-fliesenleger"],
    subcontract: [],
    note: "Platten- und Fliesenleger ist weiterhin ein reglementiertes Handwerk (Meisterprüfungsordnung 2021), kein freies Gewerbe.",
    confidence: "sourced",
    sources: [S.fliesenMp2021, S.zugangsVo2008],
  },
  {
    service: "klempner",
    leadLicences: ["gas-sanitaer"],
    subcontract: [],
    confidence: "sourced",
    sources: [S.usp95, S.gasWasser1994, S.installateurHistory],
  },
  {
    service: "schlosser",
    leadLicences: ["schlosser"],
    subcontract: [],
    note: "Ob GISA den Wortlaut „Metalltechnik für Metall- und Maschinenbau“ statt „Schlosser“ führt, ist ungeprüft.",
    confidence: "sourced",
    sources: [S.etZugang],
  },
  {
    service: "betondruck",
    leadLicences: ["baumeister", "baugewerbe-ausfuehrend"],
    subcontract: [],
    note: "Ob Prägebeton auch Pflasterern oder einem freien Gewerbe offensteht, ist ungeprüft.",
    confidence: "unverified",
    sources: [S.wkoBau],
  },
  {
    service: "zimmermann",
    leadLicences: ["holzbau-meister"],
    subcontract: [sub("dachdecker", "Dacheindeckung"), sub("spengler", "Dachrinnen und Verblechungen")],
    note: NEBENRECHT,
    confidence: "sourced",
    sources: [S.gewo128, S.usp95, S.nebenrechte15],
  },
  {
    service: "plattenleger",
    leadLicences: ["platten-fliesenleger", "pflasterer", "steinmetz", "baumeister"],
    subcontract: [],
    note: "Außenflächen (Pflaster, Naturstein) gehören womöglich zu Pflasterern oder Steinmetzen: ungeprüft.",
    confidence: "unverified",
    sources: [S.fliesenMp2021],
  },
  {
    service: "umzüge",
    leadLicences: ["gueterbefoerderung-konzession", "gueterbefoerderung-frei"],
    subcontract: [],
    note: "Ohne Konzession nach GütbefG nur mit Fahrzeugen bis 3.500 kg höchstzulässigem Gesamtgewicht (innerstaatlich).",
    confidence: "sourced",
    sources: [S.gutbefg2, S.gutbefgWko],
  },
  {
    service: "schädlingsbekämpfung",
    leadLicences: ["schaedlingsbekaempfung"],
    subcontract: [],
    confidence: "sourced",
    sources: [S.gewo128, S.schaedlingZ58],
  },
  {
    service: "glasschloss",
    leadLicences: ["glaser"],
    subcontract: [],
    confidence: "sourced",
    sources: [S.zugangsVo2008],
  },
  {
    service: "reinigung",
    leadLicences: ["gebaeudereinigung"],
    subcontract: [],
    note: "Bau-, End- und Grundreinigung gehören zum Handwerk; eine auf Fassadenreinigung eingeschränkte Berechtigung genügt nicht.",
    confidence: "sourced",
    sources: [S.reinigungZ13, S.reinigungWko],
  },
  {
    service: "pvc-fenster",
    leadLicences: ["tischler", "glaser", "schlosser"],
    subcontract: [sub("maler-anstreicher", "Beiputz- und Malerarbeiten")],
    note: "Welches Gewerbe Kunststofffenster einbauen darf, ist ungeprüft.",
    confidence: "unverified",
    sources: [],
  },
  {
    service: "architekten",
    leadLicences: ["architekt", "baumeister", "baumeister-planung"],
    subcontract: [],
    note: "Einreichpläne unterfertigen Architekten (ZTG 2019) und Baumeister; statische Berechnungen auch Ingenieurkonsulenten.",
    confidence: "sourced",
    sources: [S.ztg, S.baumeisterPlanung, S.wkoBau],
  },
  {
    service: "dekorateure",
    leadLicences: ["tapezierer-dekorateure"],
    subcontract: [],
    note: "Gewerbeart und Wortlaut für Raumausstattung ungeprüft.",
    confidence: "unverified",
    sources: [],
  },
];
