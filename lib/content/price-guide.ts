/**
 * Static price guide: one entry per service with headline figures, price table, text and sources. Figures
 * are Vienna/Austria 2024–2025 incl. 20 % USt. from docs/data/vienna-prices.md ("§x.y" below refers to it);
 * spec figures win (spec: public-side §9). Unsourced figures are derived conservatively and labelled
 * "Richtwert"; 2025 hourly rates are AK Wien 2019 rates uprated by 30–40 % (§7 note 4, an inference).
 */
import { quizPath, serviceName } from "@/lib/content/service-catalog";

/** Tab/category ids of the price guide (overview tab order). */
export type PriceGuideCategoryId = "renovierungen" | "bau" | "installationen" | "kleinarbeiten" | "andere";

/** Overview tabs in display order with their German labels. */
export const PRICE_GUIDE_CATEGORIES: readonly { id: PriceGuideCategoryId; label: string }[] = [
  { id: "renovierungen", label: "Renovierungen" },
  { id: "bau", label: "Bau" },
  { id: "installationen", label: "Installationen" },
  { id: "kleinarbeiten", label: "Kleinarbeiten" },
  { id: "andere", label: "Andere" },
];

/** German label of a category id. */
export function priceGuideCategoryLabel(id: PriceGuideCategoryId): string {
  return PRICE_GUIDE_CATEGORIES.find((category) => category.id === id)?.label ?? id;
}

/** What every figure of the guide means (shown next to the prices). */
export const PRICE_BASIS_NOTE = "inkl. 20 % USt., Wien 2024/25";

/**
 * Label of the headline figure: "Durchschnittspreis" when a source states an average,
 * "Richtwert" when we derived it (midpoint of a range, rates × hours), "Einstiegspreis" for a
 * from-price.
 */
export type AverageLabel = "Durchschnittspreis" | "Richtwert" | "Einstiegspreis";

/** One row of an entry's price table. */
export interface PriceTableRow {
  type: string;
  price: string;
}

/** A price-guide entry; all prices are display strings in German format. */
export interface PriceGuideEntry {
  /** Service id as in the route table, raw (umlauts unencoded). */
  id: string;
  category: PriceGuideCategoryId;
  /** Service name, e.g. "Badrenovierung". */
  title: string;
  /** One-sentence summary under the heading. */
  subtitle: string;
  /** Headline figure, e.g. "2.150 €/m²". */
  averagePrice: string;
  averageLabel: AverageLabel;
  /** Typical range, e.g. "1.300 – 3.000 €/m²". */
  priceRange: string;
  /** Quiz of the service ("/quiz/{id}", umlauts percent-encoded). */
  quizRoute: string;
  /** 4–8 rows: work item and its price. */
  priceTable: PriceTableRow[];
  /** 2–4 paragraphs: price drivers in Vienna, Altbau/Neubau, subsidies (sourced), tips. */
  description: string[];
  /** URLs of the sources behind the figures. */
  sources: string[];
  /** Optional remark on the scope of the figures (what is included, how they were derived). */
  priceNote?: string;
}

type EntryInput = Omit<PriceGuideEntry, "id" | "category" | "title" | "quizRoute" | "averageLabel"> & {
  averageLabel?: AverageLabel;
};

function entry(id: string, category: PriceGuideCategoryId, input: EntryInput): PriceGuideEntry {
  return {
    id,
    category,
    title: serviceName(id),
    quizRoute: quizPath(id),
    averageLabel: input.averageLabel ?? "Durchschnittspreis",
    ...input,
  };
}

// ---------------------------------------------------------------------------------------------
// Shared figures (used by several entries).
// ---------------------------------------------------------------------------------------------

/** AK Wien 2019 survey (incl. MwSt.): tradesman hourly rates, travel fees. */
const AK_WIEN_2019 = "https://de.readkong.com/page/handwerkerkosten-in-wien-2019-august-2019-7850036";
/** AK Wien Dec 2025 round: electrician weekday rates, locksmith, boiler emergency (§2.2, §2.6, §2.7). */
const AK_WIEN_2025_HEUTE = "https://www.heute.at/s/notdienste-immer-teurer-handwerkerpreise-explodieren-120148994";
/** AK Wien Dec 2025: Sunday/holiday emergency rates (plumber, locksmith, glazier). */
const AK_WIEN_2025_KURIER = "https://kurier.at/wirtschaft/immo/handwerker-notdienst-preise-arbeiterkammer/402708331";
/** AK Wien earlier round (≈2023/24): plumber 87,60–140 €/h during business hours (§2.1). */
const AK_WIEN_PLUMBER = "https://shk-aktuell.at/artikel/das-sind-die-marktpreise-bei-notdiensten";
/** Plumber portal AT: Ø 100 €/h, call-out 50–80 €, night +50 % (§2.1, §2.9, §2.10). */
const GECHECKT = "https://www.gecheckt.at/preise/wasserinstallateure/kosten-installationsnebenkosten";
/** daibau.at via OTS 2022: interior painting 6–15 €/m², filling 14,50–25 €/m² (§3.1). */
const DAIBAU_MALER =
  "https://www.ots.at/presseaussendung/OTS_20221208_OTS0053/trends-und-preise-von-malerarbeiten-2022-bild";
/** Tiling/flooring incl. laying, DE portal (§1.3, §3.2). */
const AROUNDHOME_BODEN = "https://aroundhome.de/bodenverlegung/preise-kosten";
/** Tile removal incl. disposal 25–70 €/m² (§1.6). */
const SMAVA_BALKON = "https://www.smava.de/privatkredit/balkonsanierung-kosten/";
/** Complete electrical re-installation 50–100 €/m² (§1.5). */
const HAUSJOURNAL_FI = "https://hausjournal.net/fi-schutzschalter-nachruesten-kosten";
/** Vienna age-appropriate conversion grant: 50 %, max. 7.500 € (§1.8, §5.6). */
const WIEN_ALTERSGERECHT = "https://www.wien.gv.at/wohnen/wohnbaufoerderung/foerderungen/umbau-altersgerecht.html";
/** Handwerkerbonus 2024/25 (§5.4). */
const HANDWERKERBONUS =
  "https://www.kleinezeitung.at/wirtschaft/20439577/letzte-chance-fuer-den-handwerkerbonus-von-maximal-1500-euro";
/** Skip flat fee 70–140 €, landfill ~180 €/t (§4.3). */
const LOSMUCHACHOS = "https://losmuchachos.at/allgemein/entsorgung-und-entsorgungskosten";
/** Mistplatz rules (§4.3). */
const MISTPLATZ = "https://www.wien.gv.at/umwelt/ma48/entsorgung/mistplatz/annahmebestimmungen.html";
/** Terrace coverings per m² (§3.11). */
const HANDWERK_CLOUD_TERRASSE = "https://www.handwerk.cloud/lexikon/terrasse";
/** Horizontal damp barrier (§3.10). */
const HORIZONTALSPERRE = "https://11880-maler.com/preisvergleich/horizontalsperre-kosten";
/** Building demolition and earthworks (§3.9). */
const DAIBAU_ABRISS = "https://www.daibau.at/baukostenrechner/abriss_grosserer";
const KOSTENCHECK_ABBRUCH = "https://kostencheck.de/abbruch-kosten-rechner";
const HAUS_KUSCHEL = "https://haus-kuschel.de/faustformel-abrisskosten";
/** Building cost per m² Austria (§3.8). */
const MY_HAMMER_HAUSBAU = "https://www.my-hammer.at/bauen-renovieren/preis-radar/haus-bauen-kosten";
/** Roof prices (§3.4). */
const HAUSJOURNAL_DACH = "https://hausjournal.net/dachsanierung-kosten";
const POCASIO_DACH = "https://pocasio.com/ratgeber/hausbau-kosten/dacheindeckung-kosten";
const HEIMHELDEN_DACH = "https://www.heimhelden.de/?p=68165";
/** WDVS (§3.3). */
const KOSTENCHECK_WDVS = "https://kostencheck.de/waermedaemmverbundsystem-kosten";
const HAUSJOURNAL_WDVS = "https://hausjournal.net/vollwaermeschutz-kosten";
/** Heat pumps (§3.15). */
const VERHANDELT_WP = "https://verhandelt.at/waermepumpe-kosten-einfamilienhaus";
const BAUFINDER_WP = "https://www.baufinder.at/?p=9232";
/** Windows (§3.13). */
const KOSTENCHECK_FENSTER = "https://kostencheck.de/fenstereinbau-altbau-kosten";
/** Vienna SanDekVO § 18: windows 35 %, other measures 20 % (§5.6). */
const SANDEKVO_18 = "https://gesetzefinden.at/landesrecht/verordnungen/lwi20000703/para-18";

// Richtwerte 2025 derived from AK Wien 2019 (incl. MwSt.) × 1,3–1,4 (see module comment):
// tiler 57,60–78,00 €/h → ca. 75–110 €/h (typical 65,50 → ca. 90 €/h); tiler + helper ("Partie")
// 90–132 €/h → ca. 115–185 €/h (typical 115,64 → ca. 150 €/h); painter 46,80–66,00 €/h → ca.
// 60–95 €/h; glazier 63,60–98,40 €/h → ca. 85–140 €/h (typical 75,90 → ca. 100 €/h).
const TILER_RATE = "ca. 75 – 110 €/h";
const PAINTER_RATE = "ca. 60 – 95 €/h";
// AK Wien (≈2023/24, business hours, 88 firms) – plumber; AK Wien 2025 – electrician weekdays.
const PLUMBER_RATE = "88 – 140 €/h";
const ELECTRICIAN_RATE = "93 – 158 €/h";

// ---------------------------------------------------------------------------------------------
// Entries
// ---------------------------------------------------------------------------------------------

export const PRICE_GUIDE_ENTRIES: readonly PriceGuideEntry[] = [
  // ===================================== Renovierungen =========================================
  entry("wohnungsrenovierung", "renovierungen", {
    subtitle:
      "Was kostet es, eine Wohnung in Wien zu renovieren? Preise pro m² vom Ausmalen bis zur Komplettsanierung.",
    // Spec (spec: public-side §9 and the /wohnungssanierung table): 800–1.500 €/m²; Richtwert = midpoint.
    averagePrice: "ca. 1.150 €/m²",
    averageLabel: "Richtwert",
    priceRange: "800 – 1.500 €/m²",
    // Rows: spec table of /wohnungssanierung (spec: public-side §2), prices per m².
    priceTable: [
      { type: "Komplettsanierung (alle Gewerke)", price: "800 – 1.500 €/m²" },
      { type: "Malerarbeiten und neue Böden", price: "50 – 180 €/m²" },
      { type: "Elektro- und Sanitärinstallation", price: "80 – 350 €/m²" },
      { type: "Küche und Bad", price: "1.300 – 3.000 €/m²" },
      { type: "Grundrissänderungen (Wände versetzen, Durchbrüche)", price: "120 – 450 €/m²" },
      { type: "Luxussanierung mit hochwertiger Ausstattung", price: "1.200 – 1.500 €/m²" },
    ],
    description: [
      "Eine Wohnungsrenovierung in Wien kostet je nach Umfang zwischen 800 und 1.500 € pro m² Wohnfläche, wenn alle Gewerke – Elektrik, Installationen, Böden, Malerei, Küche und Bad – erneuert werden. Für eine 70-m²-Wohnung sind das rund 56.000 bis 105.000 €. Wer nur ausmalt und neue Böden verlegt, kommt mit 50 bis 180 € pro m² aus.",
      "Den größten Unterschied macht der Zustand der Leitungen. In Gründerzeit-Altbauten sind Steigleitungen, Elektrik und Abflüsse oft Jahrzehnte alt; werden sie mitgetauscht, steigt der Preis spürbar. In Neubauwohnungen bleibt es dagegen meist bei Oberflächen, Küche und Bad. Dazu kommen in Wien typische Nebenkosten: Bauschutt aus dem 4. Stock ohne Lift, eine Halteverbotszone für die Mulde (MA 46) und Arbeitszeiten, die Hausordnung und Baulärmgesetz (6 bis 20 Uhr) einhalten.",
      "Wände versetzen oder Durchbrüche ändern den Grundriss und brauchen in Wien mindestens eine Bauanzeige bei der MA 37, bei tragenden Wänden auch statische Nachweise. Planen Sie außerdem einen finanziellen Puffer für Überraschungen hinter alten Fliesen und Putz ein.",
      "Tipp: Holen Sie mehrere Angebote ein, die nach Gewerken aufgeschlüsselt sind – nur so lassen sich Preise für Elektrik, Installationen und Böden direkt vergleichen.",
    ],
    sources: [
      "https://archiv.aerzte-exklusiv.at/news/article/renovieren-statt-neu-bauen.html",
      "https://wien.gv.at/wohnen/wohnbaufoerderung/ahs-info/wohnungsverbesserung/baukosten.html",
      "https://wien.gv.at/amtshelfer/bauen-wohnen/baupolizei/baubewilligung/bauanzeige.html",
      "https://brehm-immobilien.at/wohnungssanierung-wien",
      "https://www.wien.gv.at/umwelt/laerm/wissen/arten/baulaerm.html",
    ],
  }),

  entry("komplette-wohnsanierung", "renovierungen", {
    subtitle: "Kernsanierung einer Wiener Wohnung: neue Leitungen, Böden, Bad und Küche – die Kosten im Überblick.",
    // Spec: full refurbishment 800–1.500 €/m² (/wohnungssanierung table). Headline: the same range for a
    // 70 m² flat (arithmetic, see the table), so the card differs from Wohnungsrenovierung's identical range.
    averagePrice: "56.000 – 105.000 € (70 m²)",
    averageLabel: "Richtwert",
    priceRange: "800 – 1.500 €/m²",
    priceTable: [
      // Arithmetic: 800–1.500 €/m² × flat size.
      { type: "Wohnung 50 m², komplett saniert", price: "40.000 – 75.000 €" },
      { type: "Wohnung 70 m², komplett saniert", price: "56.000 – 105.000 €" },
      { type: "Wohnung 90 m², komplett saniert", price: "72.000 – 135.000 €" },
      // §1.5 hausjournal (DE): complete electrical re-installation 50–100 €/m² living area.
      { type: "Elektroinstallation komplett neu", price: "50 – 100 €/m²" },
      // §3.5 kostencheck (DE): cement screed 20–40 €/m².
      { type: "Neuer Zementestrich", price: "20 – 40 €/m²" },
      // §4.3 losmuchachos (AT): skip flat fee 70–140 €, disposal extra.
      { type: "Mulde für Bauschutt (Stellgebühr, zzgl. Entsorgung)", price: "70 – 140 €" },
    ],
    description: [
      "Bei einer kompletten Wohnsanierung wird die Wohnung bis auf den Rohbau zurückgeführt: Elektrik und Wasserleitungen, Estrich, Böden, Türen, Bad und Küche werden erneuert. In Wien liegen die Kosten dafür bei 800 bis 1.500 € pro m². Zum Vergleich: Die Stadt Wien setzt bei der geförderten Anhebung von Kategorie-C/D-Wohnungen auf Standard A förderbare Baukosten von bis zu 800 € pro m² an.",
      "Gründerzeitwohnungen mit Holzbalkendecken, Kastenfenstern und alten Steigleitungen liegen eher am oberen Ende: Schüttungen müssen entfernt, Decken geprüft und Leitungen neu durch das Haus geführt werden – das braucht die Abstimmung mit Hausverwaltung und Miteigentümern. Eine vergleichbare Sanierung dauerte laut einem Wiener Bauträger rund vier Monate.",
      "Die Stadt Wien fördert die Verbesserung von Wohnungen unter Bedingungen (u. a. vollständige Dekarbonisierung bei der Standardanhebung); förderbar sind z. B. bis zu 15.000 € Baukosten pro Wohnung. Lassen Sie die Fördervoraussetzungen vor der Auftragsvergabe prüfen.",
    ],
    sources: [
      "https://wien.gv.at/wohnen/wohnbaufoerderung/ahs-info/wohnungsverbesserung/baukosten.html",
      "https://archiv.aerzte-exklusiv.at/news/article/renovieren-statt-neu-bauen.html",
      "https://gesetzefinden.at/landesrecht/verordnungen/lwi20000703/para-17",
      HAUSJOURNAL_FI,
      "https://kostencheck.de/zementestrich-preise",
      LOSMUCHACHOS,
    ],
  }),

  entry("hausrenovierung", "renovierungen", {
    subtitle: "Einfamilienhaus in Wien und Umgebung sanieren: Preise pro m², Dach, Fassade und Heizung.",
    // Spec: house renovation 800–1.500 €/m² (spec: public-side §9). Headline: §3.7 infina.at (AT 2024),
    // a thorough thermal renovation of a house from 75.000 € (core renovation 150.000 €+).
    averagePrice: "ab 75.000 €",
    averageLabel: "Einstiegspreis",
    priceRange: "800 – 1.500 €/m²",
    priceTable: [
      // §3.7 infina.at (AT 2024): thermal renovation from 75.000 €, core renovation 150.000 €+.
      { type: "Thermische Sanierung Einfamilienhaus", price: "ab 75.000 €" },
      { type: "Kernsanierung Einfamilienhaus", price: "ab 150.000 €" },
      // §3.3 kostencheck / hausjournal (DE): WDVS 100–140 €/m², 154,50 €/m² incl. scaffolding.
      { type: "Fassadendämmung (WDVS) inkl. Gerüst", price: "100 – 155 €/m²" },
      // §3.4 hausjournal (DE): re-roofing incl. strip-off 80–150 €/m²; pocasio: with over-rafter insulation 250–310
      // €/m².
      { type: "Dach neu eindecken", price: "80 – 150 €/m²" },
      { type: "Dach neu eindecken mit Aufsparrendämmung", price: "250 – 310 €/m²" },
      // §1.5 hausjournal (DE).
      { type: "Elektroinstallation komplett neu", price: "50 – 100 €/m²" },
      // §3.15 verhandelt.at (AT, brutto).
      { type: "Luft-Wasser-Wärmepumpe inkl. Einbau", price: "15.000 – 25.000 €" },
    ],
    description: [
      "Eine umfassende Hausrenovierung kostet in Wien und im Umland 800 bis 1.500 € pro m² Wohnfläche. Bei 130 m² sind das rund 104.000 bis 195.000 €. Eine gründliche thermische Sanierung (Dämmung, Fenster, Heizung) beginnt bei etwa 75.000 €, eine Kernsanierung mit neuen Leitungen und Innenausbau bei rund 150.000 €.",
      "Preistreiber sind vor allem Dach und Fassade: Ein Wärmedämmverbundsystem kostet inklusive Gerüst 100 bis 155 € pro m² Fassadenfläche, eine neue Dacheindeckung 80 bis 150 € pro m² – mit Aufsparrendämmung 250 bis 310 €. Ältere Häuser aus den 1960er- und 1970er-Jahren brauchen oft beides, dazu neue Elektrik. Dachsanierungen waren 2023 laut Branchenradar im Schnitt rund 40 % teurer als drei Jahre davor.",
      "Förderungen: Der Sanierungsbonus des Bundes förderte 2023/24 bis zu 50 % der Kosten (umfassende Sanierung bis 42.000 €); ab 2. Februar 2026 werden nur noch Kesseltausch-Anträge mit höchstens 30 % gefördert. Prüfen Sie den aktuellen Stand vor der Planung.",
      "Tipp: Lassen Sie zuerst einen Energieausweis oder ein Sanierungskonzept erstellen. So sehen Sie, welche Maßnahmen sich rechnen, und vermeiden, dass Fassade und Fenster in falscher Reihenfolge erneuert werden.",
    ],
    sources: [
      "https://www.infina.at/ratgeber/sanierung/",
      KOSTENCHECK_WDVS,
      HAUSJOURNAL_WDVS,
      HAUSJOURNAL_DACH,
      POCASIO_DACH,
      "https://diyonline.de/d/news/2024/03/15/dachsanierung-wird-aufgeschoben.html",
      VERHANDELT_WP,
      "https://energiepark.at/sanierungsbonus",
      "https://www.finanzen.at/nachrichten/aktien/sanierungsbonus-foerderung-nur-noch-fuer-kesseltausch-1035772823",
    ],
  }),

  entry("badrenovierung", "renovierungen", {
    subtitle:
      "Was kostet ein neues Bad in Wien? Preise pro m² und nach Gewerk – vom Fliesentausch bis zum Wellnessbad.",
    // Spec (spec: public-side §9): 1.300–3.000 €/m², average 2.150 €/m².
    averagePrice: "2.150 €/m²",
    priceRange: "1.300 – 3.000 €/m²",
    priceTable: [
      // Arithmetic: 6 m² × 1.300–3.000 €/m².
      { type: "Bad 6 m², komplett saniert", price: "7.800 – 18.000 €" },
      // Spec table of /badezimmer (spec: public-side §2).
      { type: "Komplette Badsanierung", price: "8.000 – 25.000 €" },
      { type: "Sanitärinstallation", price: "2.500 – 8.000 €" },
      { type: "Fliesenarbeiten", price: "3.000 – 12.000 €" },
      { type: "Elektroarbeiten", price: "1.500 – 4.000 €" },
      { type: "Barrierefreier Umbau", price: "5.000 – 15.000 €" },
      { type: "Wellnessbad", price: "15.000 – 50.000 €" },
    ],
    description: [
      "Eine Badrenovierung kostet in Wien zwischen 1.300 und 3.000 € pro m², im Durchschnitt rund 2.150 € pro m². Ein typisches 6-m²-Bad kommt damit auf 7.800 bis 18.000 €. Kleine Bäder sind pro m² teurer, weil Installationen, Armaturen und Sanitärobjekte unabhängig von der Fläche anfallen.",
      "Den Preis bestimmen vor allem drei Dinge: ob Wasser- und Abflussleitungen erneuert werden, wie viele m² Wand gefliest werden und welche Ausstattung Sie wählen. Im Altbau kommen oft neue Steigleitungsanschlüsse, ein Ausgleich schiefer Böden und der Abtransport von Bauschutt über enge Stiegenhäuser dazu. Im Neubau bleibt es meist beim Tausch von Fliesen und Sanitärobjekten. Eine Komplettsanierung dauert typischerweise zwei bis vier Wochen.",
      "Förderung: Die Stadt Wien bezuschusst den altersgerechten Umbau (z. B. bodengleiche Dusche, Haltegriffe) ab 60 Jahren mit 50 % der förderbaren Kosten, höchstens 7.500 € (Einkommensgrenzen beachten). Der Handwerkerbonus des Bundes galt nur für Arbeiten bis 31. 12. 2025.",
      "Tipp: Vergleichen Sie Angebote, in denen Arbeits- und Materialkosten getrennt ausgewiesen sind. Fast die Hälfte der Sanitärobjekte wird in Österreich nicht über den Installateur gekauft – wer selbst einkauft, sollte vorab klären, wer bei Mängeln am Produkt haftet.",
    ],
    sources: [
      "https://vergleich.de/badsanierung.html",
      "https://helpster.de/badsanierung-so-berechnen-sie-die-kosten_232223",
      "https://shk-aktuell.at/artikel/badezimmer-das-kostet-die-sanierung",
      WIEN_ALTERSGERECHT,
      HANDWERKERBONUS,
      "https://derinstallateur.at/singleview/article/neues-von-der-landesinnung-noe",
    ],
  }),

  entry("küchenrenovierung", "renovierungen", {
    subtitle: "Küche renovieren in Wien: Kosten für Fliesenspiegel, Elektrik, Wasseranschlüsse und Böden.",
    // Spec: "Kitchen and bath 1.300–3.000 €/m²" (/wohnungssanierung table). Headline: that range for
    // an 8 m² kitchen (arithmetic, see the table), not the midpoint, which would repeat the bathroom's
    // sourced average of 2.150 €/m² as if it were a kitchen figure.
    averagePrice: "10.400 – 24.000 € (8 m²)",
    averageLabel: "Richtwert",
    priceRange: "1.300 – 3.000 €/m²",
    priceNote: "Preis pro m² Küchenfläche für eine Komplettrenovierung inkl. neuer Küchenzeile.",
    priceTable: [
      // Arithmetic: 8 m² × 1.300–3.000 €/m².
      { type: "Küche 8 m², komplett renoviert", price: "10.400 – 24.000 €" },
      { type: "Elektriker (Herd-, Geräteanschlüsse), pro Stunde", price: ELECTRICIAN_RATE },
      { type: "Installateur (Wasser, Abfluss), pro Stunde", price: PLUMBER_RATE },
      // §1.3 aroundhome (DE): tiling incl. laying 20–100 €/m².
      { type: "Fliesenspiegel verlegen inkl. Material", price: "20 – 100 €/m²" },
      // §3.1 daibau (AT 2022).
      { type: "Wände und Decke streichen", price: "6 – 15 €/m²" },
      // §3.2 aroundhome (DE): click vinyl incl. laying 35–90 €/m².
      { type: "Vinylboden inkl. Verlegung", price: "35 – 90 €/m²" },
    ],
    description: [
      "Für eine komplette Küchenrenovierung mit neuer Küchenzeile rechnen Sie mit 1.300 bis 3.000 € pro m² Küchenfläche – für eine 8-m²-Küche also rund 10.400 bis 24.000 €. Wer die bestehenden Möbel behält und nur Fliesenspiegel, Boden und Wände erneuert, zahlt einen Bruchteil davon.",
      "Teuer wird es, wenn Anschlüsse versetzt werden: Ein neuer Standort für Spüle oder Geschirrspüler bedeutet Stemmarbeiten für Wasser und Abfluss, ein Induktionskochfeld braucht oft einen eigenen Stromkreis. Elektriker verrechnen in Wien werktags 93 bis 158 € pro Stunde, Installateure 88 bis 140 €. Im Altbau ist die Elektrik häufig für moderne Geräte unterdimensioniert; im Neubau sind die Anschlüsse meist ausreichend.",
      "Wechseln Sie von einem Gasherd auf Strom, kann die Stadt Wien im Rahmen der Sanierungsförderung einen Dekarbonisierungsbonus von 1.000 € pro Wohnung gewähren (1.500 €, wenn das ganze Haus umstellt).",
      "Tipp: Lassen Sie Küchenstudio und Handwerker früh gemeinsam planen. Ein exakter Anschlussplan vor dem Fliesenlegen spart teure Nacharbeiten.",
    ],
    sources: [
      "https://www.heute.at/s/notdienste-immer-teurer-handwerkerpreise-explodieren-120148994",
      AK_WIEN_PLUMBER,
      AROUNDHOME_BODEN,
      DAIBAU_MALER,
      "https://buildingtimes.at/recht_politik/260-millionen-fuer-wiener-sanierungen",
    ],
  }),

  entry("bürorenovierung", "renovierungen", {
    subtitle: "Büro renovieren in Wien: Richtwerte für Malerarbeiten, Böden und Elektrik pro m² Nutzfläche.",
    // Richtwert, no office-specific source. Derivation per m² floor area, assuming 2,5 m² wall per m²
    // floor: painting 6–15 €/m² wall (daibau AT) → 15–38 €/m²; vinyl 35–90 €/m² (DE) → refresh
    // 50–130 €/m²; plus electrics 50–100 €/m² (DE) → up to ca. 230 €/m². Midpoint ca. 140 €/m².
    averagePrice: "ca. 140 €/m²",
    averageLabel: "Richtwert",
    priceRange: "50 – 230 €/m²",
    priceNote: "Richtwert pro m² Nutzfläche, abgeleitet aus Einzelpreisen der Gewerke.",
    priceTable: [
      { type: "Auffrischung: Malerei und neuer Boden", price: "50 – 130 €/m²" },
      { type: "Wände streichen (pro m² Wandfläche)", price: "6 – 15 €/m²" },
      { type: "Spachteln und Schleifen vor dem Ausmalen", price: "14,50 – 25 €/m²" },
      { type: "Vinylboden inkl. Verlegung", price: "35 – 90 €/m²" },
      { type: "Laminat inkl. Verlegung", price: "25 – 50 €/m²" },
      { type: "Elektroinstallation komplett neu", price: "50 – 100 €/m²" },
      { type: "Elektriker, pro Stunde (werktags)", price: ELECTRICIAN_RATE },
    ],
    description: [
      "Eine Büroauffrischung mit Malerei und neuem Bodenbelag kostet in Wien als Richtwert 50 bis 130 € pro m² Nutzfläche. Wird zusätzlich die Elektrik erneuert – mehr Steckdosen, Netzwerk, LED-Beleuchtung – steigt der Preis auf bis zu rund 230 € pro m².",
      "Bei Büros zählt vor allem die Zeit: Arbeiten am Wochenende oder abends verhindern Ausfälle, kosten aber Zuschläge. Büros im Erdgeschoss von Gründerzeithäusern haben oft feuchte Sockelzonen und alte Leitungen, moderne Bürohäuser dagegen Doppel- oder Hohlraumböden, die neue Leitungen einfach machen.",
      "Mieter sollten Umbauten vorab mit dem Vermieter oder der Hausverwaltung abstimmen; Änderungen an Wänden oder der Nutzung brauchen in Wien eine Bauanzeige oder Baubewilligung der MA 37.",
      "Tipp: Lassen Sie sich die Preise pro m² und die Arbeitsstunden getrennt anbieten – so lassen sich Angebote für unterschiedliche Flächen sauber vergleichen.",
    ],
    sources: [
      DAIBAU_MALER,
      AROUNDHOME_BODEN,
      HAUSJOURNAL_FI,
      AK_WIEN_2025_HEUTE,
      "https://wien.gv.at/amtshelfer/bauen-wohnen/baupolizei/baubewilligung/bauanzeige.html",
    ],
  }),

  entry("fassadensanierung", "renovierungen", {
    subtitle: "Fassade streichen oder dämmen: Kosten pro m² für Anstrich und Wärmedämmverbundsystem in Wien.",
    // kostencheck (DE): WDVS 100–140 €/m², example 128 €/m²; Richtwert ca. 130 €/m².
    averagePrice: "ca. 130 €/m²",
    averageLabel: "Richtwert",
    priceRange: "20 – 155 €/m²",
    priceNote: "Von einem reinen Fassadenanstrich bis zur Wärmedämmung inkl. Gerüst.",
    priceTable: [
      // §3.1 maler.org: façade painting 20–40 €/m².
      { type: "Fassadenanstrich", price: "20 – 40 €/m²" },
      // §3.3 kostencheck (DE).
      { type: "Wärmedämmverbundsystem (EPS 15 cm)", price: "100 – 140 €/m²" },
      // §3.3 hausjournal (DE): 154,50 €/m² incl. scaffolding.
      { type: "Wärmedämmverbundsystem inkl. Gerüst", price: "ca. 155 €/m²" },
      // kostencheck example: 120 m² EPS 15 cm = 15.360 €.
      { type: "Beispiel: 120 m² Fassade gedämmt", price: "ca. 15.400 €" },
      // §3.10 Horizontalsperre (DE), all methods.
      { type: "Horizontalsperre gegen aufsteigende Feuchte", price: "100 – 350 €/lfm" },
    ],
    description: [
      "Ein neuer Fassadenanstrich kostet 20 bis 40 € pro m², eine Wärmedämmung mit Wärmedämmverbundsystem (WDVS) rund 100 bis 155 € pro m² inklusive Gerüst. Für ein Einfamilienhaus mit 120 m² Fassadenfläche ergibt das etwa 15.000 bis 18.500 € für die Dämmung.",
      "In Wien hängt der Preis stark vom Gebäude ab: Gründerzeitfassaden mit Stuck und Gesimsen werden nicht gedämmt, sondern restauriert – das ist Handarbeit und wird individuell kalkuliert. In Schutzzonen ist zudem die Abstimmung mit der Stadt (MA 19) nötig, bei Wohnungseigentum die Zustimmung der Miteigentümer. Steht das Gerüst auf öffentlichem Grund, braucht es eine eigene Bewilligung.",
      "Feuchte Sockel sind bei Altbauten häufig; eine nachträgliche Horizontalsperre kostet je nach Verfahren 100 bis 350 € pro Laufmeter und sollte vor dem neuen Putz erfolgen.",
      "Tipp: Achten Sie im Angebot auf Gerüst, Fensterbänke, Anschlüsse an Dach und Sockel – diese Positionen machen oft den Unterschied zwischen zwei Angeboten aus.",
    ],
    sources: [
      "https://www.maler.org/magazin/malerarbeiten-preise-20114237",
      KOSTENCHECK_WDVS,
      HAUSJOURNAL_WDVS,
      "https://www.maurer-und-betonbauer.de/magazin/horizontalsperre-kosten",
      "https://www.immomotion.at/wohnungklimaanlage-was-ist-zu-beachten/?utm_source=rss&utm_medium=rss&utm_campaign=wohnungklimaanlage-was-ist-zu-beachten",
    ],
  }),

  entry("poolrenovierung", "renovierungen", {
    subtitle: "Pool sanieren statt neu bauen: Richtwerte für neue Fliesen, Technik und Überlaufrinne.",
    // Richtwert, no pool-renovation source (§3.12 gap). Derivation for an 8 × 4 × 1,5 m pool
    // (ca. 68 m² floor + walls): tile removal 25–70 €/m² (smava DE) + new tiling 20–100 €/m²
    // (aroundhome DE) → ca. 3.000–11.500 €; plus overflow channel ca. 5.000 € (derstandard AT
    // 2009) → up to ca. 17.000 €. Midpoint ca. 10.000 €.
    averagePrice: "ca. 10.000 €",
    averageLabel: "Richtwert",
    priceRange: "3.000 – 17.000 €",
    priceNote: "Richtwert für ein Becken von 8 × 4 m, abgeleitet aus Einzelpreisen.",
    priceTable: [
      { type: "Alte Fliesen entfernen inkl. Entsorgung", price: "25 – 70 €/m²" },
      { type: "Neue Fliesen inkl. Verlegung", price: "20 – 100 €/m²" },
      { type: "Neu fliesen, Becken 8 × 4 m (ca. 68 m²)", price: "ca. 3.000 – 11.500 €" },
      { type: "Überlaufrinne nachrüsten (Stand 2009)", price: "ca. 5.000 €" },
      { type: "Installateur für Pumpe und Filter, pro Stunde", price: PLUMBER_RATE },
      { type: "Zum Vergleich: neuer Pool inkl. Baumeisterarbeiten", price: "ab 50.000 €" },
    ],
    description: [
      "Eine Poolrenovierung kostet als Richtwert 3.000 bis 17.000 € – je nachdem, ob nur die Oberfläche erneuert oder auch eine Überlaufrinne nachgerüstet wird. Ein neu gebauter Pool liegt laut Branchenvertretern dagegen bei mindestens 50.000 €. Eine Sanierung lohnt sich daher fast immer, solange das Becken dicht und statisch in Ordnung ist.",
      "Den Preis bestimmen Beckengröße, Oberfläche (Folie, Fliesen, Beschichtung) und der Zustand der Technik. Pumpe, Filter und Leitungen tauscht ein Installateur nach Aufwand; in Wien kostet die Stunde 88 bis 140 €. Private Pools liegen in Wien meist in den Gartenbezirken wie Floridsdorf, Donaustadt oder Liesing, wo Zufahrt und Platz für Material einfacher sind als im dicht verbauten Gebiet.",
      "Tipp: Lassen Sie das Becken vor der Sanierung auf Risse und Undichtheiten prüfen. Holen Sie Angebote am besten außerhalb der Badesaison ein, wenn Poolbauer Termine leichter planen können.",
    ],
    sources: [
      "http://derstandard.at/1245820212192/Das-Meer-auf-acht-mal-vier-Metern",
      "https://www.noen.at/niederoesterreich/politik/pool-boom-in-noe-ein-nasses-krisensicheres-geschaeft-niederoesterreich-print-pool-bauer-johann-poinstingl-schwimmbad-und-saunawirtschaft-martin-angelmaier-wasserwirtschaft-278574716",
      SMAVA_BALKON,
      AROUNDHOME_BODEN,
      AK_WIEN_PLUMBER,
    ],
  }),

  entry("terrassenverkleidung", "renovierungen", {
    subtitle: "Terrassenbelag aus Holz, WPC, Feinsteinzeug oder Naturstein: Preise pro m² inkl. Verlegung.",
    // §3.11 handwerk.cloud (DE 2026): mean of the range midpoints of six coverings ≈ 150 €/m².
    averagePrice: "ca. 150 €/m²",
    averageLabel: "Richtwert",
    priceRange: "60 – 300 €/m²",
    priceTable: [
      { type: "Betonplatten inkl. Verlegung", price: "60 – 100 €/m²" },
      { type: "Douglasie-Dielen", price: "100 – 150 €/m²" },
      { type: "WPC-Dielen", price: "120 – 180 €/m²" },
      { type: "Bangkirai-Dielen", price: "150 – 200 €/m²" },
      { type: "Feinsteinzeug-Platten", price: "100 – 200 €/m²" },
      { type: "Naturstein-Platten", price: "150 – 300 €/m²" },
      // §3.11 hausjournal (DE): 104,25 €/m² for 20 m² on pedestals on an existing base.
      { type: "Naturstein auf Stelzlagern (auf bestehendem Untergrund)", price: "ca. 105 €/m²" },
    ],
    description: [
      "Eine neue Terrassenverkleidung kostet inklusive Verlegung 60 bis 300 € pro m². Betonplatten sind die günstigste Lösung, Douglasie und WPC liegen im Mittelfeld, Tropenholz, Feinsteinzeug und Naturstein am oberen Ende. Für eine 20-m²-Terrasse sind damit rund 1.200 bis 6.000 € einzuplanen.",
      "Der Untergrund entscheidet mit: Auf einer intakten Betonplatte lassen sich Platten auf Stelzlagern oder eine Holzunterkonstruktion schnell montieren. Muss erst ein Unterbau mit Schotter und Gefälle hergestellt werden, kommen Erdarbeiten dazu. Auf Dachterrassen im Wiener Altbau sind Abdichtung und Gewicht die kritischen Punkte – hier sollte vorab geklärt werden, was die Decke tragen darf.",
      "Tipp: Holz braucht regelmäßige Pflege, Feinsteinzeug kaum. Rechnen Sie bei der Wahl des Belags die Pflegekosten über zehn Jahre mit ein.",
    ],
    sources: [HANDWERK_CLOUD_TERRASSE, "https://hausjournal.net/naturstein-terrasse-kosten"],
  }),

  // ====================================== Installationen =======================================
  entry("solaranlagen", "installationen", {
    subtitle: "Photovoltaik in Wien: Kosten pro kWp und für typische Anlagen mit 5 und 10 kWp.",
    // §3.16 eNu 2023 table (brutto): 1.600/1.800/2.000 €/kWp for 5 kWp; 2024 eNu figures are net and
    // are shown ×1,2 (20 % USt. applies again since 1.4.2025, §5.1).
    averagePrice: "ca. 1.800 €/kWp",
    priceRange: "1.200 – 2.400 €/kWp",
    priceTable: [
      // eNu Aug 2024 net 6.000 / 8.500 / 10.000 € → ×1,2.
      { type: "Anlage 5 kWp ohne Speicher", price: "7.200 – 12.000 € (typisch ca. 10.200 €)" },
      // eNu Aug 2024 net 10.000 / 13.500 / 20.000 € → ×1,2.
      { type: "Anlage 10 kWp ohne Speicher", price: "12.000 – 24.000 € (typisch ca. 16.200 €)" },
      { type: "Preis pro kWp, 5-kWp-Anlage", price: "1.600 – 2.000 €/kWp" },
      { type: "Preis pro kWp, 10-kWp-Anlage", price: "1.200 – 2.400 €/kWp" },
      { type: "Elektriker für Zählerplatz und Anschluss, pro Stunde", price: ELECTRICIAN_RATE },
    ],
    description: [
      "Eine Photovoltaikanlage kostet in Österreich rund 1.200 bis 2.400 € pro kWp inklusive Montage, im Mittel etwa 1.800 €. Eine typische 5-kWp-Anlage auf einem Einfamilienhaus kommt auf etwa 7.200 bis 12.000 €, eine 10-kWp-Anlage auf 12.000 bis 24.000 € – jeweils ohne Batteriespeicher. Größere Anlagen sind pro kWp günstiger.",
      "Zur Umsatzsteuer: Für PV-Module bis 35 kWp auf Wohngebäuden galt von 1. 1. 2024 bis 31. 3. 2025 ein Steuersatz von 0 %; seit 1. 4. 2025 fallen wieder 20 % an. Ältere Preisvergleiche ohne USt. sind daher nicht direkt vergleichbar.",
      "In Wien liegen viele Dächer auf Mehrparteienhäusern: Hier braucht es die Zustimmung der Miteigentümer oder der Hausverwaltung, und im Altbau oft eine Erneuerung des Zählerplatzes. Bei Einfamilienhäusern in den Außenbezirken sind Dachausrichtung und Verschattung die wichtigsten Faktoren für den Ertrag.",
      "Tipp: Wartezeiten auf Installateure lagen in Boomphasen bei 6 bis 12 Monaten – fragen Sie früh an und vergleichen Sie Angebote mit identischer Modul- und Wechselrichterklasse.",
    ],
    sources: [
      "https://energie-noe.at/wirtschaftlichkeit-photovoltaik",
      "https://www.energie-noe.at/wirtschaftlichkeit-photovoltaik",
      "https://www.helios365.at/fachwissen-kategorie/foerderungen/",
      "https://kaernten.orf.at/stories/3196246/",
      AK_WIEN_2025_HEUTE,
    ],
  }),

  entry("geothermie", "installationen", {
    subtitle: "Erdwärmepumpe mit Tiefenbohrung oder Flachkollektor: Gesamtkosten für ein Einfamilienhaus.",
    // §3.15 verhandelt.at (AT, brutto): ground-source total 25.000–35.000 €; Richtwert = midpoint.
    averagePrice: "ca. 30.000 €",
    averageLabel: "Richtwert",
    priceRange: "22.000 – 35.000 €",
    priceTable: [
      { type: "Sole-Wasser-Wärmepumpe mit Tiefenbohrung, gesamt", price: "25.000 – 35.000 €" },
      { type: "davon Tiefenbohrung", price: "8.000 – 12.000 €" },
      // §3.15 baufinder (AT 2025).
      { type: "Anlage mit Flachkollektor", price: "17.000 – 25.000 €" },
      { type: "Anlage mit Tiefenbohrung (Marktspanne)", price: "22.000 – 32.000 €" },
      { type: "Zum Vergleich: Luft-Wasser-Wärmepumpe", price: "15.000 – 25.000 €" },
      // §3.15 kurier 2022: 20–25 m borehole per kW.
      { type: "Faustregel Bohrtiefe", price: "20 – 25 m je kW Heizleistung" },
    ],
    description: [
      "Eine Erdwärmeheizung kostet für ein Einfamilienhaus rund 22.000 bis 35.000 € inklusive Wärmepumpe, Bohrung oder Kollektor und Einbau. Die Tiefenbohrung allein macht 8.000 bis 12.000 € aus; als Faustregel braucht es 20 bis 25 m Bohrtiefe je kW Heizleistung.",
      "Ein Flachkollektor ist günstiger (17.000 bis 25.000 €), braucht aber eine große, unverbaute Gartenfläche – in Wien eher in den Außenbezirken verfügbar. Für Tiefenbohrungen kann eine wasserrechtliche Bewilligung nötig sein; das verlängert die Planungszeit. Im Gegenzug arbeitet eine Erdwärmepumpe effizienter und leiser als eine Luft-Wasser-Wärmepumpe, die mit 15.000 bis 25.000 € günstiger in der Anschaffung ist.",
      "Förderungen des Bundes für den Heizungstausch ändern sich laufend; seit Februar 2026 fördert der Sanierungsbonus nur noch den Kesseltausch mit höchstens 30 % der förderbaren Kosten. Klären Sie die Förderung vor der Auftragsvergabe.",
    ],
    sources: [
      VERHANDELT_WP,
      BAUFINDER_WP,
      "https://kurier.at/wirtschaft/immobiz/erdwaerme-als-alternative-zur-gasheizung/401937016",
      "https://www.finanzen.at/nachrichten/aktien/sanierungsbonus-foerderung-nur-noch-fuer-kesseltausch-1035772823",
    ],
  }),

  entry("klimaanlagen", "installationen", {
    subtitle: "Split-Klimagerät in Wien: Preise inklusive Montage, Wartungskosten und Bewilligung.",
    // §3.14 AK Wien 2021 (incl. MwSt., 14 firms, 90 m² flat): 1.800 / 2.852 / 5.453 €.
    averagePrice: "ca. 2.850 €",
    priceRange: "1.800 – 5.450 €",
    priceNote:
      "Günstigstes fix montiertes Split-Gerät inkl. Lieferung und Montage (AK-Erhebung 2021; seither gestiegen).",
    priceTable: [
      { type: "Split-Klimagerät inkl. Lieferung und Montage", price: "1.800 – 5.450 € (Ø ca. 2.850 €)" },
      // §3.14 hausjournal (DE): 3 rooms 3,8 kW: 4.650 €.
      { type: "Multi-Split für 3 Räume", price: "ca. 4.650 €" },
      { type: "Wartungspauschale pro Jahr", price: "144 – 310 € (Ø ca. 210 €)" },
      // §3.14 AK NÖ 2025.
      { type: "Service klein / groß", price: "104 – 233 € / 114 – 329 €" },
      // §3.14 news.at 2022.
      { type: "Mobiles Monoblock-Gerät", price: "ab 300 €" },
    ],
    description: [
      "Ein fix montiertes Split-Klimagerät kostet in Wien laut Arbeiterkammer inklusive Lieferung und Montage 1.800 bis 5.450 €, im Durchschnitt rund 2.850 € (Erhebung 2021, seither sind die Preise gestiegen). Eine Multi-Split-Anlage für drei Räume liegt bei rund 4.650 €. Für die jährliche Wartung kommen 144 bis 310 € dazu.",
      "Wichtig für Wien: Ein Außengerät an der Fassade braucht eine Bewilligung der MA 37 mit Lärmschutzauflagen; das Verfahren kann bis zu sechs Monate dauern. In Eigentumswohnungen müssen alle Miteigentümer zustimmen, Mieter brauchen die Zustimmung des Vermieters.",
      "Tipp: Bestellen Sie im Herbst oder Winter. Im Hochsommer betragen die Wartezeiten auf einen Montagetermin oft mehrere Wochen, außerhalb der Saison meist nur ein bis drei.",
    ],
    sources: [
      "https://de.readkong.com/page/und-wartungspreise-mai-2021-gerechtigkeit-muss-sein-3457370",
      "https://hausjournal.net/klimaanlage-einbauen-kosten",
      "https://www.heute.at/s/klimaanlagen-diese-dinge-muessen-beachtet-werden-120116147",
      "https://www.news.at/a/klimaanlage",
      "https://lim-broker.at/aktuelles/thema-klimaanlage",
      "https://www.diepresse.com/5685861/vorbereitet-fuer-die-heiss-ersehnte-kuehlung",
    ],
  }),

  entry("aufzüge", "installationen", {
    subtitle: "Treppenlift, Homelift oder Lift im Zinshaus nachrüsten: Was kostet ein Aufzug in Wien?",
    // §3.17 kostencheck (DE): lift per stop 15.000–40.000 €, wheelchair-size from 30.000 €.
    averagePrice: "ca. 30.000 € pro Haltestelle",
    averageLabel: "Richtwert",
    priceRange: "15.000 – 40.000 € pro Haltestelle",
    priceTable: [
      // §3.17 Die Presse 2024.
      { type: "Treppenlift, gerade Stiege", price: "ca. 4.000 €" },
      // §3.17 test.de (DE 2022).
      { type: "Treppenlift, kurvig oder über mehrere Etagen", price: "bis 20.000 – 30.000 €" },
      { type: "Einfacher Außenaufzug, pro Haltestelle", price: "15.000 – 20.000 €" },
      { type: "Rollstuhlgerechter Aufzug, pro Haltestelle", price: "ab 30.000 €" },
      { type: "Innenliegender Aufzug, pro Haltestelle", price: "30.000 – 40.000 €" },
      // §3.17 Die Presse 2019 (old).
      { type: "Homelift im Einfamilienhaus", price: "ab 40.000 €" },
      // §3.17 derstandard (old).
      { type: "Liftnachrüstung im Wiener Altbau-Zinshaus", price: "ca. 100.000 €" },
    ],
    description: [
      "Ein Aufzug kostet je nach Ausführung 15.000 bis 40.000 € pro Haltestelle. Ein einfacher Außenaufzug liegt am unteren Ende, ein rollstuhlgerechter oder innenliegender Aufzug am oberen. Für einen geraden Treppenlift rechnen Sie mit rund 4.000 €, kurvige Lifte über mehrere Etagen kosten deutlich mehr.",
      "Im Wiener Gründerzeit-Zinshaus ist die Liftnachrüstung ein Großprojekt: Oft muss der Lift im Hof oder im Stiegenauge eingebaut werden, was Statik, Brandschutz und die Zustimmung aller Eigentümer erfordert. Die Kosten lagen dafür bei rund 100.000 € pro Lift, die sich die Eigentümer je nach Vereinbarung teilen.",
      "Förderung: Die Stadt Wien fördert den altersgerechten Umbau – dazu zählt auch ein Treppenlift – ab 60 Jahren mit 50 % der förderbaren Kosten, höchstens 7.500 € (Einkommensgrenzen beachten).",
      "Tipp: Vergleichen Sie neben dem Kaufpreis auch die jährlichen Wartungs- und Prüfkosten, die bei Aufzügen dauerhaft anfallen.",
    ],
    sources: [
      "http://www.pressreader.com/austria/die-presse/20240217/281917367999415",
      "https://www.test.de/Treppenlift-Rechtslage-Kosten-Zuschuesse-Einbau-5848147-0/",
      "https://kostencheck.de/aufzug-kosten-mehrfamilienhaus",
      "https://www.diepresse.com/5595843/trend-lift-einbau-im-eigenheim",
      "https://www.derstandard.at/story/3271065/nie-wieder-stiegen-steigen",
      WIEN_ALTERSGERECHT,
    ],
  }),

  entry("markisen", "installationen", {
    subtitle: "Gelenkarmmarkise für Balkon und Terrasse: Preise nach Bauart und was in Wien zu beachten ist.",
    // §3.13 wochenblatt (DE): 5 × 3 m folding-arm awning: open 1.400 / sleeve 2.000 / cassette 2.100 €.
    averagePrice: "ca. 2.000 €",
    averageLabel: "Richtwert",
    priceRange: "1.400 – 2.100 €",
    priceNote:
      "Gelenkarmmarkise 5 × 3 m in guter Grundausstattung; Montage und Elektroanschluss je nach Fassade zusätzlich.",
    priceTable: [
      { type: "Offene Gelenkarmmarkise 5 × 3 m", price: "ca. 1.400 €" },
      { type: "Halbkassettenmarkise 5 × 3 m", price: "ca. 2.000 €" },
      { type: "Vollkassettenmarkise 5 × 3 m", price: "ca. 2.100 €" },
      { type: "Elektriker für Motoranschluss, pro Stunde", price: ELECTRICIAN_RATE },
    ],
    description: [
      "Eine Gelenkarmmarkise in 5 × 3 m kostet in guter Grundausstattung rund 1.400 € (offen) bis 2.100 € (Vollkassette). Die Kassette schützt Tuch und Mechanik vor Wetter und verlängert die Lebensdauer – der Aufpreis lohnt sich vor allem auf ungeschützten Terrassen. Dazu kommen Montage und, bei Motorantrieb, der Elektroanschluss (Elektriker in Wien: 93 bis 158 € pro Stunde).",
      "In Wien gilt: Außenliegender Sonnenschutz an der Fassade ist in Schutzzonen mit der MA 19 abzustimmen; Mieter brauchen die Zustimmung des Eigentümers, in Eigentumshäusern müssen die Miteigentümer zustimmen. Im Altbau ist zudem zu prüfen, ob das Mauerwerk die Konsolen tragen kann.",
      "Die Wiener Förderung für außenliegenden Sonnenschutz (50 %, max. 1.500 € pro Einheit) umfasste Rollläden, Jalousien und senkrechte Fassadenmarkisen – Gelenkarmmarkisen waren ausdrücklich ausgenommen. Die Aktion lief von Dezember 2019 bis 2025.",
    ],
    sources: [
      "https://www.wochenblatt.com/landleben/nachrichten/gute-markise-haelt-auch-bei-frischer-brise-8820058.html",
      "https://www.kleinezeitung.at/politik/politikaufmacher/5725898/Verschattungsoffensive_Wien-foerdert-Jalousien-und-Co",
      "https://transparenzportal.gv.at/tdb/tp/situation/unternehmer/gruendung-uebernahme-und-ausbau/bauen-renovieren-sanieren/1054840.html",
      AK_WIEN_2025_HEUTE,
    ],
  }),

  entry("elektriker", "installationen", {
    subtitle:
      "Stundensätze von Elektrikern in Wien, Anfahrt und typische Arbeiten von FI-Schalter bis Neuinstallation.",
    // §2.2 AK Wien 2025: 92,57–158 €/h weekdays; Richtwert ca. 120 €/h = AK Wien 2019 typical
    // 88,53 €/h × 1,3–1,4 (115–124 €/h), also close to the midpoint of the 2025 range.
    averagePrice: "ca. 120 €/h",
    averageLabel: "Richtwert",
    priceRange: ELECTRICIAN_RATE,
    priceTable: [
      { type: "Monteurstunde werktags (AK Wien 2025)", price: "92,57 – 158 €/h" },
      { type: "Anfahrt innerhalb Wiens", price: "bis 120 €" },
      // §1.5 kostencheck / hausjournal (DE).
      { type: "FI-Schutzschalter nachrüsten", price: "80 – 260 €" },
      { type: "Elektroinstallation komplett neu", price: "50 – 100 €/m² Wohnfläche" },
      // Spec /badezimmer table: electrical 1.500–4.000 €.
      { type: "Elektroarbeiten bei einer Badsanierung", price: "1.500 – 4.000 €" },
    ],
    description: [
      "Elektriker verrechnen in Wien werktags zwischen 92,57 und 158 € pro Stunde (Arbeiterkammer, 88 Betriebe, 2025). Dazu kommt die Anfahrt mit bis zu 120 €. Kleine Aufträge wie ein zusätzlicher FI-Schutzschalter kosten daher schnell 80 bis 260 €, obwohl die Arbeit selbst nur eine Stunde dauert.",
      "Im Wiener Altbau ist die Elektrik oft jahrzehntealt: Zweiadrige Leitungen ohne Schutzleiter, fehlende FI-Schalter und zu wenige Stromkreise sind häufig. Eine komplette Neuinstallation kostet 50 bis 100 € pro m² Wohnfläche und sollte vor Maler- und Bodenarbeiten erfolgen. Im Neubau geht es meist nur um Erweiterungen.",
      "Die Stundensätze sind zuletzt deutlich gestiegen: Zwischen den AK-Erhebungen 2019 und 2025 erhöhte sich die Spanne der Wiener Sätze um rund 35 bis 45 %.",
      "Tipp: Sammeln Sie mehrere kleine Arbeiten zu einem Termin, damit die Anfahrt nur einmal anfällt, und lassen Sie sich die Stunden im Angebot schätzen.",
    ],
    sources: [
      AK_WIEN_2025_HEUTE,
      AK_WIEN_2019,
      "https://kostencheck.de/fi-schutzschalter-nachruesten-kosten",
      HAUSJOURNAL_FI,
      "https://hausjournal.net/elektriker-kosten",
    ],
  }),

  entry("heizungsanlagen", "installationen", {
    subtitle: "Heizung tauschen: Kosten einer Luft-Wasser-Wärmepumpe, Aufschlüsselung und Thermen-Notdienst in Wien.",
    // §3.15 verhandelt.at (AT, brutto) 15.000–25.000 €; baufinder 12.000–18.000 €; Richtwert = midpoint of verhandelt.
    averagePrice: "ca. 20.000 €",
    averageLabel: "Richtwert",
    priceRange: "12.000 – 25.000 €",
    priceTable: [
      { type: "Luft-Wasser-Wärmepumpe, gesamt", price: "15.000 – 25.000 €" },
      { type: "davon Wärmepumpe (Gerät)", price: "10.000 – 15.000 €" },
      { type: "davon Installation", price: "2.000 – 4.000 €" },
      { type: "davon Pufferspeicher", price: "1.500 – 2.500 €" },
      { type: "davon hydraulischer Abgleich", price: "500 – 1.000 €" },
      { type: "davon Elektroarbeiten", price: "500 – 1.500 €" },
      // §2.7 AK Wien 2025.
      { type: "Thermen-Notdienst werktags, pro Stunde", price: "120 – 204 €/h" },
    ],
    description: [
      "Der Umstieg auf eine Luft-Wasser-Wärmepumpe kostet in einem Einfamilienhaus rund 15.000 bis 25.000 € inklusive Pufferspeicher, Installation und Elektrik; einfache Anlagen beginnen bei etwa 12.000 €. Erdwärmepumpen sind teurer, arbeiten aber effizienter.",
      "In Wiener Wohnungen ist die Gastherme noch weit verbreitet. Ein Wechsel auf Fernwärme oder eine Wärmepumpe hängt dort vom ganzen Haus ab und braucht die Hausverwaltung. Wer die Wohnung im Rahmen einer geförderten Sanierung von Gas auf Strom oder Fernwärme umstellt, kann einen Dekarbonisierungsbonus von 1.000 € pro Wohnung erhalten (1.500 €, wenn das ganze Haus umstellt).",
      "Der Bund fördert den Heizungstausch über den Sanierungsbonus; seit 2. Februar 2026 sind nur noch Kesseltausch-Anträge mit höchstens 30 % der förderbaren Kosten möglich. Wer eine Gastherme weiter betreibt: Der Thermen-Notdienst kostet in Wien werktags 120 bis 204 € pro Stunde, am Wochenende 240 bis 522 € – eine jährliche Wartung ist günstiger.",
    ],
    sources: [
      VERHANDELT_WP,
      BAUFINDER_WP,
      AK_WIEN_2025_HEUTE,
      "https://buildingtimes.at/recht_politik/260-millionen-fuer-wiener-sanierungen",
      "https://www.finanzen.at/nachrichten/aktien/sanierungsbonus-foerderung-nur-noch-fuer-kesseltausch-1035772823",
    ],
  }),

  entry("garagentore", "installationen", {
    subtitle: "Neues Sektionaltor mit Antrieb: Richtwerte für Tor, Montage und Elektroanschluss.",
    // Richtwert. selbst.de (DE): renovation sectional door incl. drive and light barrier from 700 €,
    // swap in ~½ day. Montage: ½ day (4 h) × crew of two at ca. 115–185 €/h (tiler "Partie" rate as
    // proxy, AK Wien 2019 × 1,3–1,4) = 460–740 €. Lower bound 700 + 460 ≈ 1.200 €; upper bound
    // assumes a door at up to twice the entry price (as premium windows in kostencheck) + 740 ≈ 2.200 €.
    averagePrice: "ca. 1.700 €",
    averageLabel: "Richtwert",
    priceRange: "1.200 – 2.200 €",
    priceNote: "Richtwert aus Torpreis und Montagezeit; Maßanfertigungen und Umbauten am Sturz kosten mehr.",
    priceTable: [
      { type: "Renovierungs-Sektionaltor inkl. Antrieb und Lichtschranke", price: "ab 700 €" },
      { type: "Montage (ca. ½ Tag, zwei Monteure)", price: "ca. 460 – 740 €" },
      { type: "Elektriker für den Antriebsanschluss, pro Stunde", price: ELECTRICIAN_RATE },
      { type: "Anfahrt innerhalb Wiens", price: "bis 120 €" },
      { type: "Sektionaltor komplett montiert (Richtwert)", price: "1.200 – 2.200 €" },
    ],
    description: [
      "Ein neues Sektionaltor mit Antrieb kostet als Richtwert 1.200 bis 2.200 € inklusive Montage. Renovierungstore in Standardmaßen gibt es ab etwa 700 €; der Tausch dauert meist einen halben Tag. Sondermaße, Schlupftüren, bessere Dämmung oder Smart-Home-Steuerung erhöhen den Preis.",
      "Bei Reihenhäusern und Garagen in Wohnanlagen ist vorab zu klären, ob Farbe und Bauart vorgegeben sind – oft muss die Eigentümergemeinschaft zustimmen. Liegt kein Stromanschluss in der Garage, kommt für den Antrieb der Elektriker dazu (in Wien 93 bis 158 € pro Stunde plus Anfahrt).",
      "Tipp: Messen Sie Öffnungsbreite, Höhe und Sturz genau aus und geben Sie die Maße bei der Anfrage an – so erhalten Sie vergleichbare Festpreisangebote statt grober Schätzungen.",
    ],
    sources: ["https://selbst.de/garagentore", AK_WIEN_2019, AK_WIEN_2025_HEUTE, KOSTENCHECK_FENSTER],
  }),

  // ============================================ Bau ============================================
  entry("hausbau", "bau", {
    subtitle: "Was kostet ein Haus in Österreich? Baukosten pro m² für Rohbau, Innenausbau und Nebenkosten.",
    // §3.8 my-hammer.at (AT 2024): 1.500–3.000 €/m², quick facts 1.530–2.090 €/m² → midpoint ≈ 1.800.
    averagePrice: "ca. 1.800 €/m²",
    averageLabel: "Richtwert",
    priceRange: "1.500 – 3.000 €/m²",
    priceTable: [
      { type: "Rohbau", price: "1.100 – 1.500 €/m²" },
      { type: "Innenausbau Standard", price: "290 – 400 €/m²" },
      { type: "Innenausbau gehoben", price: "600 – 800 €/m²" },
      { type: "Einfamilienhaus 130 m², reine Baukosten", price: "198.900 – 271.700 €" },
      { type: "Baunebenkosten (Planung, Gebühren, Steuern)", price: "15 – 20 % der Baukosten" },
      // §3.8 immobilienscout24.at.
      { type: "Haus 150 m² im Osten Österreichs", price: "ca. 225.000 €" },
    ],
    description: [
      "Ein Einfamilienhaus kostet in Österreich 1.500 bis 3.000 € pro m² Wohnfläche, typischerweise 1.530 bis 2.090 €. Für ein Haus mit 130 m² sind das rund 199.000 bis 272.000 € reine Baukosten – ohne Grundstück. Dazu kommen 15 bis 20 % Baunebenkosten für Planung, Einreichung, Gebühren und Steuern.",
      "Im Osten Österreichs wird günstiger gebaut als im Westen: Ein 150-m²-Haus kostet im Osten rund 225.000 €, im Westen etwa 345.000 €. In Wien selbst sind Grundstücke knapp; Bauplätze in Floridsdorf, Donaustadt oder Liesing haben oft Bebauungsbestimmungen, die Höhe und Dachform vorgeben. Ein Keller erhöht die Kosten deutlich.",
      "Die Baukosten sind 2022 um rund 10 % gestiegen und haben sich seither stabilisiert (2023: +1,1 %).",
      "Tipp: Lassen Sie sich Angebote auf Basis derselben Bau- und Ausstattungsbeschreibung legen. Nur so lassen sich Rohbau, Haustechnik und Innenausbau zwischen den Anbietern vergleichen.",
    ],
    sources: [
      MY_HAMMER_HAUSBAU,
      "https://www.immobilienscout24.at/baulexikon/baukostenrechner.html",
      "https://durchblicker.at/artikel/blog/2024/baukosten-oesterreich",
    ],
  }),

  entry("fertighauser", "bau", {
    subtitle: "Fertigteilhaus in Österreich: Preise pro m², typische Gesamtkosten und Lieferzeiten.",
    // §3.8 sn.at (AT 2021): prefab incl. foundation, bath, kitchen 2.100–2.400 €/m²; midpoint 2.250.
    averagePrice: "ca. 2.250 €/m²",
    averageLabel: "Richtwert",
    priceRange: "2.100 – 2.400 €/m²",
    priceTable: [
      { type: "Fertigteilhaus inkl. Fundament, Bad und Küche", price: "2.100 – 2.400 €/m²" },
      { type: "Typisches Fertighaus 130 – 160 m² (ohne Grund)", price: "300.000 – 350.000 €" },
      // §3.8 kurier 2023.
      { type: "Katalog-Fertighaus ca. 125 m²", price: "ca. 250.000 €" },
      { type: "Gesamtkosten ohne Grundstück, realistisch", price: "ca. 300.000 €" },
      { type: "Fertigkeller", price: "ab 35.000 €" },
    ],
    description: [
      "Ein Fertigteilhaus kostet in Österreich inklusive Fundament, Bad und Küche rund 2.100 bis 2.400 € pro m². Ein typisches Haus mit 130 bis 160 m² liegt damit bei 300.000 bis 350.000 € ohne Grundstück. Katalogpreise um 250.000 € sind nicht immer schlüsselfertig – Bodenplatte, Anschlüsse oder Malerarbeiten fehlen oft.",
      "Der Vorteil ist die Planbarkeit: Preis und Ausstattung stehen früh fest, die Montage vor Ort dauert nur wenige Tage. Die Lieferzeit lag zuletzt allerdings bei 12 bis 14 Monaten. Ein Fertigkeller kostet ab 35.000 €. Auf Wiener Bauplätzen sind Bebauungsplan, Zufahrt für den Kran und Abstellflächen für die Elemente früh zu klären.",
      "Die Preise stammen aus den Jahren 2021 bis 2023; seitdem sind die Baukosten weiter gestiegen (2022 um rund 10 %). Rechnen Sie daher mit dem oberen Ende der Spanne.",
      "Tipp: Vergleichen Sie Angebote nach Ausbaustufe (Ausbauhaus, belagsfertig, schlüsselfertig) und achten Sie darauf, was Fundament, Hausanschlüsse und Außenanlagen betrifft.",
    ],
    sources: [
      "https://www.sn.at/salzburg/wirtschaft/fertigteilhaeuser-punkten-in-der-coronakrise-105009658",
      "https://kurier.at/wirtschaft/immo/haeuser-aus-dem-katalog-das-sollten-sie-darueber-wissen/402436899",
      "https://durchblicker.at/artikel/blog/2024/baukosten-oesterreich",
    ],
  }),

  entry("schwimmbader", "bau", {
    subtitle: "Pool im Garten bauen: vom Aufstellbecken bis zum gemauerten Schwimmbad – die Kosten.",
    // §3.12 noen.at (AT 2021): professionally built pool incl. builder works ≥ 50.000 €.
    averagePrice: "ab 50.000 €",
    averageLabel: "Einstiegspreis",
    priceRange: "7.000 bis über 50.000 €",
    priceNote: "Einstiegspreis für ein professionell gebautes Becken inkl. Baumeisterarbeiten.",
    priceTable: [
      { type: "Professionell gebauter Pool inkl. Baumeisterarbeiten", price: "ab 50.000 €" },
      // §3.12 derstandard 2009 (old).
      { type: "Folienbecken 8 × 4 m inkl. Skimmer (Stand 2009)", price: "7.000 – 10.000 €" },
      { type: "Aufpreis integrierte Überlaufrinne (Stand 2009)", price: "ca. 5.000 €" },
      { type: "Aufstellpool aus dem Baumarkt (Stand 2009)", price: "1.500 – 2.500 €" },
      { type: "Installateur für Technik und Anschlüsse, pro Stunde", price: PLUMBER_RATE },
    ],
    description: [
      "Ein professionell gebautes Schwimmbad mit Baumeisterarbeiten kostet laut Branchenvertretern aus Niederösterreich mindestens 50.000 €. Einfachere Folienbecken (8 × 4 m) lagen 2009 bei 7.000 bis 10.000 € – heute deutlich mehr; eine integrierte Überlaufrinne kam mit rund 5.000 € dazu.",
      "Die Kosten hängen von Aushub, Beckenbauweise (Beton, Stein, Fertigbecken), Technik und Abdeckung ab. In Wien kommt die Zufahrt dazu: Für Bagger und Lkw muss in dicht bebauten Gartenbezirken oft mit Kleingeräten gearbeitet werden. Für größere Becken und Überdachungen ist die Baubehörde (MA 37) einzubinden.",
      "Tipp: Planen Sie die laufenden Kosten für Wasser, Strom und Pflege ein – und holen Sie Angebote mit klar getrenntem Aushub, Becken und Technik ein, um vergleichen zu können.",
    ],
    sources: [
      "https://www.noen.at/niederoesterreich/politik/pool-boom-in-noe-ein-nasses-krisensicheres-geschaeft-niederoesterreich-print-pool-bauer-johann-poinstingl-schwimmbad-und-saunawirtschaft-martin-angelmaier-wasserwirtschaft-278574716",
      "http://derstandard.at/1245820212192/Das-Meer-auf-acht-mal-vier-Metern",
      AK_WIEN_PLUMBER,
    ],
  }),

  entry("industriebau", "bau", {
    subtitle: "Halle oder Gewerbebau planen: Orientierungswerte für Hallenbausatz, Erdarbeiten und Planung.",
    // hausjournal.net/hallenbau-kosten (DE): self-assembly steel system hall 18 × 10 m, uninsulated,
    // without delivery, assembly, foundation: 26.400 € = 146,66 €/m² (found in the search index;
    // not in vienna-prices.md). Upper bound: shell construction 1.100–1.500 €/m² (my-hammer AT).
    averagePrice: "ab 150 €/m²",
    averageLabel: "Einstiegspreis",
    priceRange: "150 – 1.500 €/m²",
    priceNote:
      "Vom ungedämmten Hallenbausatz bis zum massiven Rohbau; Industrieprojekte werden individuell kalkuliert.",
    priceTable: [
      { type: "Systemhalle Stahl, ungedämmt, 18 × 10 m (Bausatz)", price: "ca. 26.400 € (ca. 147 €/m²)" },
      { type: "Massiver Rohbau (Vergleichswert Wohnbau)", price: "1.100 – 1.500 €/m²" },
      { type: "Erdarbeiten (Verfüllen, Verdichten)", price: "32 – 35 €/m²" },
      { type: "Abbruch Bestand inkl. Bauschutt", price: "170 – 230 €/m²" },
      { type: "Baunebenkosten (Planung, Genehmigung, Gebühren)", price: "15 – 20 % der Baukosten" },
      { type: "Architekt, Vollleistung", price: "bis ca. 14 % der Nettobaukosten" },
    ],
    description: [
      "Im Industrie- und Gewerbebau gibt es keine Pauschalpreise: Eine einfache, ungedämmte Stahl-Systemhalle als Bausatz beginnt bei rund 150 € pro m² – ohne Fundament, Montage, Planung und Haustechnik. Ein massiver Rohbau liegt dagegen bei 1.100 bis 1.500 € pro m². Dämmung, Kranbahnen, Brandschutz und Sozialräume bestimmen, wo Ihr Projekt liegt.",
      "Dazu kommen Erdarbeiten, eventuell der Abbruch von Bestandsgebäuden (170 bis 230 € pro m²) und Baunebenkosten von 15 bis 20 %. In Wien sind Betriebsbaugebiete, Flächenwidmung und Verkehrserschließung vorab mit der Stadt zu klären; Verfahren bei der MA 37 brauchen bei Gewerbebauten deutlich mehr Vorlauf als bei Wohnbauten.",
      "Tipp: Beauftragen Sie zuerst eine Machbarkeitsstudie mit Kostenschätzung. Auf dieser Basis können Baumeister und Hallenbauer vergleichbare Angebote legen.",
    ],
    sources: [
      "https://hausjournal.net/hallenbau-kosten",
      MY_HAMMER_HAUSBAU,
      HAUS_KUSCHEL,
      DAIBAU_ABRISS,
      "https://www.wohnnet.at/bauen/baupartner/architektenhonorar-64375",
    ],
  }),

  entry("abbruch", "bau", {
    subtitle: "Abriss eines Hauses oder Rückbau einer Wohnung: Kosten pro m², Bauschutt und Entsorgung in Wien.",
    // §3.9 daibau (AT) 170–230 €/m², kostencheck (DE) ~170 €/m²; haus-kuschel (DE) 100–150 €/m².
    averagePrice: "ca. 170 €/m²",
    averageLabel: "Richtwert",
    priceRange: "100 – 230 €/m²",
    priceTable: [
      { type: "Abbruch Einfamilienhaus inkl. Bauschutt", price: "170 – 230 €/m²" },
      { type: "Beispiel: Haus mit 120 m²", price: "ca. 20.500 – 30.000 €" },
      { type: "Faustregel Abbruch pro m² Wohnfläche", price: "100 – 150 €/m²" },
      // §1.6 helpster (DE).
      { type: "Rückbau eines Bades (8 m²) inkl. Entsorgung", price: "ca. 2.800 €" },
      { type: "Fliesen entfernen inkl. Entsorgung", price: "25 – 70 €/m²" },
      { type: "Mulde (Stellgebühr, zzgl. Entsorgung)", price: "70 – 140 €" },
      { type: "Mistplatz (Haushaltsmengen, bis 0,5 m³ Bauschutt)", price: "kostenlos" },
    ],
    description: [
      "Der Abriss eines Einfamilienhauses kostet inklusive Bauschutt rund 170 bis 230 € pro m² – für ein Haus mit 120 m² etwa 20.500 bis 30.000 €. Darin stecken Planung, Entkernung, der eigentliche Abbruch, Entsorgung und Erdarbeiten. Kleinere Rückbauten wie ein Bad kosten rund 2.800 €.",
      "Den Preis treiben vor allem die Entsorgung und Schadstoffe: Asbestzement, alte Dämmstoffe oder teerhaltige Pappen müssen getrennt und fachgerecht entsorgt werden. In Wien sind Mulden auf öffentlichem Grund bewilligungspflichtig, und für den Abbruch ganzer Gebäude ist die Baubehörde einzubinden.",
      "Kleine Mengen aus der Wohnungsrenovierung nimmt der Mistplatz kostenlos an (bis zu 10 Säcke oder 0,5 m³ Bauschutt pro Anlieferung). Alles darüber gehört in eine Mulde: Die Stellgebühr liegt bei 70 bis 140 €, die Entsorgung wird nach Gewicht verrechnet – gemischter Abfall auf der Deponie kostet rund 180 € pro Tonne.",
    ],
    sources: [
      DAIBAU_ABRISS,
      KOSTENCHECK_ABBRUCH,
      HAUS_KUSCHEL,
      "https://helpster.de/badsanierung-so-berechnen-sie-die-kosten_232223",
      SMAVA_BALKON,
      LOSMUCHACHOS,
      MISTPLATZ,
      "https://wien.gv.at/umwelt/ma48/entsorgung/mistplatz/mistplatzabc.html",
    ],
  }),

  entry("mauerbau", "bau", {
    subtitle: "Mauer errichten oder Wand versetzen: Richtwerte für Maurerarbeiten, Bauschutt und Bewilligung in Wien.",
    // Richtwert. No mason rate in the fact sheet: proxy = AK Wien 2019 tiler skilled + helper
    // ("Partie") 90–132 €/h (typical 115,64) × 1,3–1,4 → ca. 115–185 €/h, typical ca. 150 €/h.
    averagePrice: "ca. 150 €/h",
    averageLabel: "Richtwert",
    priceRange: "115 – 185 €/h",
    priceNote: "Richtwert für eine Partie (Facharbeiter und Helfer) pro Stunde; Material extra.",
    priceTable: [
      { type: "Partie Facharbeiter + Helfer, pro Stunde", price: "ca. 115 – 185 €/h" },
      { type: "Rohbau Einfamilienhaus (Wände, Decken, Dach)", price: "1.100 – 1.500 €/m²" },
      { type: "Horizontalsperre für bestehende Mauern", price: "100 – 350 €/lfm" },
      { type: "Mulde (Stellgebühr, zzgl. Entsorgung)", price: "70 – 140 €" },
      { type: "Gemischter Bauschutt auf der Deponie", price: "ca. 180 €/t" },
    ],
    description: [
      "Maurerarbeiten werden meist nach Aufwand oder pro m² Wand abgerechnet. Als Richtwert kostet eine Partie aus Facharbeiter und Helfer in Wien rund 115 bis 185 € pro Stunde, Material extra. Kleine Mauern im Garten sind in ein bis zwei Tagen erledigt; tragende Wände und Durchbrüche brauchen Statik und Abstützungen.",
      "In Wien gilt: Wer Wände entfernt oder neue Öffnungen schafft, ändert den Grundriss und braucht mindestens eine Bauanzeige bei der MA 37, bei tragenden Bauteilen auch statische Nachweise. Im Altbau sind Ziegelmauern oft feucht; vor dem Anbau oder Verputzen lohnt eine Prüfung, ob eine Horizontalsperre nötig ist.",
      "Tipp: Lassen Sie sich Abbruch, Mauerarbeiten und Bauschuttentsorgung getrennt anbieten. Der Abtransport aus oberen Stockwerken ohne Lift kann einen spürbaren Teil der Kosten ausmachen.",
    ],
    sources: [
      AK_WIEN_2019,
      MY_HAMMER_HAUSBAU,
      "https://www.maurer-und-betonbauer.de/magazin/horizontalsperre-kosten",
      LOSMUCHACHOS,
      "https://brehm-immobilien.at/wohnungssanierung-wien",
    ],
  }),

  entry("erdarbeiten", "bau", {
    subtitle: "Aushub, Verfüllen und Verdichten: Richtwerte für Erdarbeiten und Entsorgung rund um Wien.",
    // §3.9 haus-kuschel (DE): 32–35 €/m²; kostencheck (DE): 4.000 € for a 120 m² house ≈ 33 €/m².
    averagePrice: "ca. 33 €/m²",
    averageLabel: "Richtwert",
    priceRange: "32 – 35 €/m²",
    priceNote:
      "Flächenpreis für Verfüllen und Verdichten; Aushub und Abtransport werden meist nach m³ bzw. Tonne verrechnet.",
    priceTable: [
      { type: "Verfüllen und Verdichten nach Abbruch", price: "32 – 35 €/m²" },
      { type: "Erdarbeiten beim Abbruch eines 120-m²-Hauses", price: "ca. 4.000 €" },
      // §4.3 GDA Amstetten (AT-NÖ 2024): per 100 L 4,50 / 6,00 / 7,10 € → per m³.
      { type: "Beton zur Wiederverwertung (Sammelzentrum)", price: "ca. 45 €/m³" },
      { type: "Recyclingfähiger Bauschutt (Sammelzentrum)", price: "ca. 60 €/m³" },
      { type: "Gemischter Bauschutt (Baumix)", price: "ca. 71 €/m³" },
      { type: "Mulde (Stellgebühr, zzgl. Entsorgung)", price: "70 – 140 €" },
    ],
    description: [
      "Für das Verfüllen und Verdichten nach einem Abbruch rechnen Sie mit 32 bis 35 € pro m². Beim Abriss eines Hauses mit 120 m² machen die Erdarbeiten rund 4.000 € aus. Aushub für Keller, Pool oder Fundamente wird dagegen meist nach m³ abgerechnet – entscheidend ist dabei, wohin das Material kommt.",
      "Die Entsorgung ist oft teurer als das Baggern selbst: Sauberer Beton kostet im Sammelzentrum rund 45 € pro m³, gemischter Bauschutt etwa 71 €. Belastetes Material muss untersucht und getrennt entsorgt werden. Im dicht bebauten Wien kommen enge Zufahrten, Kleinbagger und eventuell eine Halteverbotszone für den Lkw dazu.",
      "Tipp: Lassen Sie vor größeren Aushubarbeiten ein Bodengutachten erstellen. Es klärt Tragfähigkeit und Grundwasser und verhindert teure Nachträge während der Bauphase.",
    ],
    sources: [
      HAUS_KUSCHEL,
      KOSTENCHECK_ABBRUCH,
      "https://gda.gv.at/hausbau",
      LOSMUCHACHOS,
      "http://www.wien.gv.at/amtshelfer/verkehr/organisation/verkehrsflaeche/kurzfristigehalteverbotszone.html",
    ],
  }),

  entry("betonsanierung", "bau", {
    subtitle: "Balkon und Betonflächen sanieren: Richtwerte für Instandsetzung, Abdichtung und neuen Belag.",
    // Richtwert. §3.10 hausjournal (DE) balcony 8 m²: travel 120, strip 450, repair/sealing 1.200,
    // new tiles 950 → 350 €/m² complete; repair/sealing share 1.200/8 = 150 €/m². Midpoint ca. 250 €/m².
    averagePrice: "ca. 250 €/m²",
    averageLabel: "Richtwert",
    priceRange: "150 – 350 €/m²",
    priceNote: "Von der reinen Instandsetzung und Abdichtung bis zur Sanierung mit neuem Belag.",
    priceTable: [
      { type: "Balkonsanierung komplett (8 m²)", price: "ca. 2.800 € (ca. 350 €/m²)" },
      { type: "Betoninstandsetzung und Abdichtung", price: "ca. 150 €/m²" },
      { type: "Alten Belag entfernen inkl. Entsorgung", price: "25 – 70 €/m²" },
      { type: "Neue Fliesen auf dem Balkon", price: "ca. 120 €/m²" },
      { type: "Zementestrich (Gefälleestrich)", price: "20 – 40 €/m²" },
      { type: "Anfahrt", price: "ca. 120 €" },
    ],
    description: [
      "Die Sanierung eines Balkons mit Instandsetzung, Abdichtung und neuem Belag kostet rund 350 € pro m² – für einen 8-m²-Balkon etwa 2.800 €. Muss nur der Beton instandgesetzt und abgedichtet werden, liegt der Richtwert bei etwa 150 € pro m².",
      "Typische Schäden sind Abplatzungen mit freiliegender, rostender Bewehrung und undichte Anschlüsse an der Fassade. Je länger Wasser eindringt, desto teurer wird die Sanierung. In Wiener Wohnhäusern der 1960er- und 1970er-Jahre sind Balkone häufig betroffen; Balkone gehören meist zu den allgemeinen Teilen des Hauses, daher entscheidet die Eigentümergemeinschaft bzw. die Hausverwaltung.",
      "Tipp: Lassen Sie den Schaden von einem Fachbetrieb begutachten, bevor Sie nur den Belag erneuern – eine neue Fliese über einer undichten Platte hält nicht lange.",
    ],
    sources: [
      "https://hausjournal.net/balkonsanierung-kosten",
      SMAVA_BALKON,
      "https://kostencheck.de/zementestrich-preise",
    ],
  }),

  // ======================================= Kleinarbeiten ========================================
  entry("feuchtigkeit", "kleinarbeiten", {
    subtitle: "Feuchte Mauern trockenlegen: Kosten für Horizontalsperre, Verfahren und Gutachten.",
    // Richtwert ca. 125 €/lfm = midpoint of the wall-saw method 100–150 €/lfm (11880-maler, DE).
    averagePrice: "ca. 125 €/lfm",
    averageLabel: "Richtwert",
    priceRange: "80 – 350 €/lfm",
    priceTable: [
      { type: "Horizontalsperre durch Injektion", price: "ab 80 €/lfm" },
      { type: "Mauersägeverfahren", price: "100 – 150 €/lfm" },
      { type: "Horizontalsperre, alle Verfahren", price: "100 – 350 €/lfm" },
      { type: "Chromstahlblech, Kernbohrung oder Mauertausch", price: "70 – 350 €/m²" },
      // §3.10 hausjournal (DE): cellar 73,5 m², wall-saw 4.430 € + survey 345 €.
      { type: "Beispiel: Keller 73,5 m² inkl. Gutachten", price: "ca. 4.775 €" },
      { type: "Feuchtigkeitsgutachten", price: "ca. 345 €" },
    ],
    description: [
      "Eine nachträgliche Horizontalsperre gegen aufsteigende Feuchtigkeit kostet je nach Verfahren 80 bis 350 € pro Laufmeter Mauer. Die Injektion ist am günstigsten, mechanische Verfahren wie das Mauersägen (100 bis 150 € pro Laufmeter) gelten als besonders dauerhaft. Für einen Keller mit 73,5 m² wurden inklusive Gutachten rund 4.775 € fällig.",
      "Feuchte Keller und Erdgeschoßwände sind in Wiener Gründerzeithäusern häufig, weil viele ohne Sperrschicht gebaut wurden. Vor jeder Sanierung sollte die Ursache geklärt werden: aufsteigende Feuchte, seitlich eindringendes Wasser, Kondensat oder ein Leitungsschaden erfordern völlig unterschiedliche Maßnahmen.",
      "Tipp: Investieren Sie in ein Feuchtigkeitsgutachten (rund 345 €), bevor Sie Angebote einholen. Nach der Sperre braucht die Mauer Zeit zum Austrocknen – Sanierputz und Malerarbeiten kommen erst danach.",
    ],
    sources: [
      HORIZONTALSPERRE,
      "https://www.maurer-und-betonbauer.de/magazin/horizontalsperre-kosten",
      "https://hausjournal.net/horizontalsperre-kosten",
    ],
  }),

  entry("maler", "kleinarbeiten", {
    subtitle: "Ausmalen in Wien: Preise pro m² für Wände, Decken und Spachtelarbeiten sowie Stundensätze.",
    // §3.1 daibau (AT 2022): 6–15 €/m²; Richtwert ca. 10 €/m² = midpoint.
    averagePrice: "ca. 10 €/m²",
    averageLabel: "Richtwert",
    priceRange: "6 – 15 €/m²",
    priceNote: "Pro m² Wandfläche, weiße Dispersionsfarbe, zwei Anstriche inkl. Grundierung.",
    priceTable: [
      { type: "Wände streichen (2 Anstriche inkl. Grundierung)", price: "6 – 15 €/m²" },
      { type: "Spachteln und Schleifen", price: "14,50 – 25 €/m²" },
      // §3.1 maler.org.
      { type: "Decke streichen", price: "5 – 12 €/m²" },
      { type: "Tapezieren", price: "5 – 15 €/m²" },
      // Arithmetic: ca. 200 m² wall and ceiling area (assumption for 70 m² floor) × 6–15 €/m².
      { type: "Beispiel: 70-m²-Wohnung (ca. 200 m² Wand- und Deckenfläche)", price: "ca. 1.200 – 3.000 €" },
      { type: "Maler-Stunde (Richtwert 2025)", price: PAINTER_RATE },
      // §2.9 AK Wien 2019: own district 23,40–60 €, across Vienna 46,80–99,60 €.
      { type: "Anfahrt in Wien", price: "ca. 25 – 100 €" },
    ],
    description: [
      "Malerarbeiten kosten in Österreich 6 bis 15 € pro m² Wandfläche für zwei Anstriche mit weißer Dispersionsfarbe inklusive Grundierung. Für eine 70-m²-Wohnung mit rund 200 m² Wand- und Deckenfläche sind das etwa 1.200 bis 3.000 €. Müssen Risse und Löcher gespachtelt werden, kommen 14,50 bis 25 € pro m² dazu.",
      "Im Wiener Altbau mit 3 bis 3,5 m hohen Räumen ist die Wandfläche deutlich größer als im Neubau; Stuckdecken, alte Leimfarbe oder mehrere Farbschichten erhöhen den Aufwand. Die Preise der Wiener Maler stiegen laut Arbeiterkammer Wien 2025 um rund 9 % gegenüber dem Vorjahr.",
      "Tipp: Räumen Sie die Wohnung selbst aus und decken Sie Möbel ab – das spart Arbeitsstunden. Fragen Sie nach einem Pauschalpreis pro Raum, damit die Angebote vergleichbar sind.",
    ],
    sources: [
      DAIBAU_MALER,
      "https://www.maler.org/magazin/malerarbeiten-preise-20114237",
      AK_WIEN_2019,
      AK_WIEN_2025_HEUTE,
    ],
  }),

  entry("fliesen", "kleinarbeiten", {
    subtitle: "Fliesenleger in Wien: Preise pro m² für Verlegung und Material, Stundensätze und Fliesen entfernen.",
    // §1.3 aroundhome (DE): floor tiling incl. laying 20–100 €/m²; Richtwert = midpoint.
    averagePrice: "ca. 60 €/m²",
    averageLabel: "Richtwert",
    priceRange: "20 – 100 €/m²",
    priceTable: [
      { type: "Bodenfliesen verlegen inkl. Material", price: "20 – 100 €/m²" },
      { type: "Fliesen (nur Material)", price: "5 – 80 €/m²" },
      { type: "Alte Fliesen entfernen inkl. Entsorgung", price: "25 – 70 €/m²" },
      { type: "Fliesenleger-Stunde (Richtwert 2025)", price: TILER_RATE },
      { type: "Fliesenleger + Helfer, pro Stunde (Richtwert 2025)", price: "ca. 115 – 185 €/h" },
      // Spec /badezimmer table.
      { type: "Fliesenarbeiten im Bad", price: "3.000 – 12.000 €" },
    ],
    description: [
      "Das Verlegen von Fliesen kostet inklusive Material 20 bis 100 € pro m². Günstige weiße Keramik beginnt bei 5 € pro m² Material, großformatiges Feinsteinzeug und Naturstein kosten bis 80 € und mehr. Im Bad summieren sich die Fliesenarbeiten auf 3.000 bis 12.000 €.",
      "Fliesenleger verrechnen in Wien als Richtwert rund 75 bis 110 € pro Stunde. Teuer werden unebene Untergründe, kleine Mosaike, Großformate und viele Schnitte. Im Altbau müssen Böden oft erst ausgeglichen werden; alte Fliesen zu entfernen kostet mit Entsorgung 25 bis 70 € pro m² – bei Fliesen im Mörtelbett deutlich mehr als bei geklebten.",
      "Tipp: Bestellen Sie rund 10 % mehr Fliesen als die Fläche – für Verschnitt und spätere Reparaturen aus derselben Charge.",
    ],
    sources: [AROUNDHOME_BODEN, SMAVA_BALKON, "https://hausjournal.net/bodenfliesen-entfernen-kosten", AK_WIEN_2019],
  }),

  entry("klempner", "kleinarbeiten", {
    subtitle: "Was kostet ein Installateur in Wien? Stundensätze, Anfahrt und Notdienst-Zuschläge.",
    // §2.1 gecheckt.at (AT): average 100 €/h.
    averagePrice: "ca. 100 €/h",
    priceRange: PLUMBER_RATE,
    priceTable: [
      { type: "Monteurstunde während der Geschäftszeit (AK Wien)", price: "87,60 – 140 €/h" },
      { type: "Zwei Facharbeiter", price: "ab ca. 120 €/h" },
      { type: "Anfahrtspauschale", price: "50 – 80 €" },
      { type: "Notdienst Sonn- und Feiertag (AK Wien 2025)", price: "201,60 – 309 €/h (Ø 253,40 €)" },
      { type: "Nachtzuschlag im Notdienst", price: "+50 %" },
      // Spec /badezimmer table.
      { type: "Sanitärinstallation bei einer Badsanierung", price: "2.500 – 8.000 €" },
    ],
    description: [
      "Ein Installateur kostet in Wien während der Geschäftszeiten 87,60 bis 140 € pro Stunde, im Schnitt rund 100 €. Dazu kommt meist eine Anfahrtspauschale von 50 bis 80 €. Eine Stunde Arbeit an einem tropfenden Wasserhahn oder verstopften Abfluss kostet damit inklusive Anfahrt rund 140 bis 220 €.",
      "Am teuersten ist der Notdienst: Sonn- und feiertags verlangen Wiener Installateure laut Arbeiterkammer 201,60 bis 309 € pro Stunde, im Schnitt 253,40 €. Nachts kommen rund 50 % Zuschlag dazu. Im Altbau sind Rohrbrüche häufig an alten verzinkten Leitungen – eine geplante Sanierung ist langfristig günstiger als wiederholte Notdiensteinsätze.",
      "Tipp: Fragen Sie am Telefon nach Stundensatz, Anfahrt und Zuschlägen, bevor der Installateur kommt, und lassen Sie sich die Arbeitszeit auf der Rechnung aufschlüsseln.",
    ],
    sources: [
      AK_WIEN_PLUMBER,
      GECHECKT,
      AK_WIEN_2025_KURIER,
      "https://doczz.net/doc/5999090/mai-2015-handwerkerkosten-in-wien-2015",
    ],
  }),

  entry("schlosser", "kleinarbeiten", {
    subtitle: "Schlüsseldienst und Schlosser in Wien: Preise für Türöffnungen tagsüber, abends und am Wochenende.",
    // §2.6 AK Wien 2025: door opening in own district, daytime 60–198 €; Richtwert ca. 130 € = midpoint.
    averagePrice: "ca. 130 € je Türöffnung",
    averageLabel: "Richtwert",
    priceRange: "60 – 198 €",
    priceNote: "Türöffnung im eigenen Bezirk, tagsüber (AK-Erhebung 2025).",
    priceTable: [
      { type: "Türöffnung tagsüber, eigener Bezirk (AK Wien 2025)", price: "60 – 198 €" },
      { type: "Türöffnung Sonn- und Feiertag (AK Wien 2025)", price: "120 – 220 € (Ø 176,60 €)" },
      // §2.6 aufsperrdienst-berger price list.
      { type: "Anbieter-Preisliste werktags 8 – 17 Uhr inkl. Anfahrt", price: "60 – 99 €" },
      { type: "Zuschlag abends (17 – 22 Uhr)", price: "ca. 49 €" },
      { type: "Zuschlag nachts, am Wochenende und feiertags", price: "ca. 59 €" },
    ],
    description: [
      "Eine Türöffnung kostet in Wien tagsüber im eigenen Bezirk 60 bis 198 €, sonn- und feiertags 120 bis 220 € (Arbeiterkammer, 2025). Seriöse Anbieter nennen einen Fixpreis inklusive Anfahrt; abends und nachts kommen Zuschläge von rund 49 bis 59 € dazu.",
      "Vorsicht vor Lockangeboten: Unseriöse Schlüsseldienste nennen am Telefon niedrige Preise und verrechnen vor Ort hohe Zuschläge oder tauschen unnötig das Schloss. Eine zugefallene Tür lässt sich meist ohne Beschädigung öffnen – ein Zylindertausch ist dann nicht nötig.",
      "Schlosser übernehmen auch geplante Arbeiten wie neue Sicherheitsbeschläge, Zylinder oder Gitter. Im Rahmen der Wiener Sanierungsförderung wird eine einbruchhemmende Wohnungstür mit bis zu 400 € (max. 20 % der Kosten) bezuschusst.",
      "Tipp: Speichern Sie die Nummer eines Betriebs mit transparenter Preisliste, bevor Sie ihn brauchen, und lassen Sie sich den Preis vor Beginn der Arbeit bestätigen.",
    ],
    sources: [
      AK_WIEN_2025_HEUTE,
      AK_WIEN_2025_KURIER,
      "https://aufsperrdienst-berger.at/schluesseldienst-wien-preisliste",
      SANDEKVO_18,
    ],
  }),

  entry("betondruck", "kleinarbeiten", {
    subtitle: "Dekorative Betonflächen für Einfahrt und Terrasse: Richtwerte pro m² inklusive Unterbau.",
    // Richtwert, no stamped-concrete source: oriented on concrete terrace coverings incl. laying
    // 60–100 €/m² (handwerk.cloud, DE); midpoint ca. 80 €/m².
    averagePrice: "ca. 80 €/m²",
    averageLabel: "Richtwert",
    priceRange: "60 – 100 €/m²",
    priceNote: "Richtwert, orientiert an Betonbelägen für Terrassen inkl. Verlegung.",
    priceTable: [
      { type: "Betonbelag inkl. Verlegung (Vergleichswert)", price: "60 – 100 €/m²" },
      { type: "Zementestrich als Unterbau", price: "20 – 40 €/m²" },
      { type: "Untergrund verdichten", price: "32 – 35 €/m²" },
      { type: "Alten Belag entfernen inkl. Entsorgung", price: "25 – 70 €/m²" },
      { type: "Mulde (Stellgebühr, zzgl. Entsorgung)", price: "70 – 140 €" },
    ],
    description: [
      "Für Betondruck – gefärbten, gestempelten Beton, der wie Pflaster oder Naturstein aussieht – gibt es keine österreichische Preiserhebung. Als Richtwert orientieren wir uns an Betonbelägen für Terrassen: 60 bis 100 € pro m² inklusive Verlegung. Muss erst ein tragfähiger Unterbau hergestellt oder ein alter Belag entfernt werden, kommen diese Kosten dazu.",
      "Der Preis hängt von Fläche, Muster, Farbe und Versiegelung ab. Große, zusammenhängende Flächen wie Einfahrten sind pro m² günstiger als verwinkelte Wege. Für befahrene Flächen braucht es eine dickere Platte und Bewehrung. Die Versiegelung sollte alle paar Jahre erneuert werden.",
      "Tipp: Lassen Sie sich Musterflächen oder Referenzobjekte zeigen – Farbe und Prägung lassen sich nach dem Aushärten nicht mehr ändern.",
    ],
    sources: [
      HANDWERK_CLOUD_TERRASSE,
      "https://kostencheck.de/zementestrich-preise",
      HAUS_KUSCHEL,
      SMAVA_BALKON,
      LOSMUCHACHOS,
    ],
  }),

  entry("zimmermann", "kleinarbeiten", {
    subtitle: "Zimmerer und Dachstuhl: Richtwerte pro m² für Eindeckung, Unterkonstruktion und Dämmung.",
    // §3.4 heimhelden (DE): covering incl. substructure 150–350 €/m², incl. insulation 180–400 €/m²;
    // Richtwert ca. 250 €/m² = midpoint of 150–350.
    averagePrice: "ca. 250 €/m²",
    averageLabel: "Richtwert",
    priceRange: "150 – 400 €/m²",
    priceNote: "Pro m² Dachfläche, Dach inklusive Unterkonstruktion bzw. Dämmung.",
    priceTable: [
      { type: "Dach neu eindecken inkl. Abdecken", price: "80 – 150 €/m² (Ø ca. 98 €)" },
      { type: "Dach inkl. Unterkonstruktion", price: "150 – 350 €/m²" },
      { type: "Dach inkl. Dämmung", price: "180 – 400 €/m²" },
      { type: "Neue Eindeckung mit Aufsparrendämmung", price: "250 – 310 €/m²" },
      { type: "Holzterrasse aus Douglasie", price: "100 – 150 €/m²" },
    ],
    description: [
      "Zimmerer arbeiten am Dachstuhl, an Holzkonstruktionen und Dämmungen. Für ein Dach mit neuer Unterkonstruktion rechnen Sie mit 150 bis 350 € pro m² Dachfläche, mit Dämmung mit 180 bis 400 €. Eine reine Neueindeckung ohne Arbeiten an der Konstruktion kostet 80 bis 150 € pro m².",
      "Die Dachpreise sind stark gestiegen: Ein neues Dach kostete 2023 laut Branchenradar rund 40 % mehr als drei Jahre davor. In Wien ist der Dachgeschoßausbau im Altbau ein typischer Auftrag – hier sind Statik, Brandschutz und die Baubewilligung der MA 37 früh einzuplanen, ebenso ein Kran oder Materialaufzug im engen Innenhof.",
      "Tipp: Lassen Sie den Dachstuhl vor der Neueindeckung auf Schädlinge und Feuchteschäden prüfen. Kleine Reparaturen an Sparren kosten im offenen Dach wenig, später viel.",
    ],
    sources: [
      HAUSJOURNAL_DACH,
      POCASIO_DACH,
      HEIMHELDEN_DACH,
      "https://diyonline.de/d/news/2024/03/15/dachsanierung-wird-aufgeschoben.html",
      HANDWERK_CLOUD_TERRASSE,
    ],
  }),

  entry("plattenleger", "kleinarbeiten", {
    subtitle: "Platten für Terrasse, Balkon und Wege verlegen: Preise pro m² nach Material.",
    // §3.11 hausjournal (DE): natural-stone slabs on pedestals 104,25 €/m² → Richtwert ca. 105 €/m².
    averagePrice: "ca. 105 €/m²",
    averageLabel: "Richtwert",
    priceRange: "60 – 300 €/m²",
    priceTable: [
      { type: "Betonplatten inkl. Verlegung", price: "60 – 100 €/m²" },
      { type: "Feinsteinzeug-Platten inkl. Verlegung", price: "100 – 200 €/m²" },
      { type: "Naturstein-Platten inkl. Verlegung", price: "150 – 300 €/m²" },
      { type: "Naturstein auf Stelzlagern (auf bestehendem Untergrund)", price: "ca. 105 €/m²" },
      { type: "Innen: Bodenplatten verlegen inkl. Material", price: "20 – 100 €/m²" },
      { type: "Alte Platten entfernen inkl. Entsorgung", price: "25 – 70 €/m²" },
      { type: "Plattenleger-Stunde (Richtwert 2025)", price: TILER_RATE },
    ],
    description: [
      "Plattenleger verlegen Beton-, Feinsteinzeug- und Natursteinplatten auf Terrassen, Balkonen und Wegen. Inklusive Verlegung kosten Betonplatten 60 bis 100 € pro m², Feinsteinzeug 100 bis 200 € und Naturstein 150 bis 300 €. Auf einem bestehenden, intakten Untergrund sind Platten auf Stelzlagern schon um rund 105 € pro m² möglich.",
      "Der Unterbau entscheidet über die Haltbarkeit: Frostsicheres Kiesbett, Gefälle und Entwässerung müssen stimmen. Auf Balkonen und Dachterrassen in Wien kommt die Abdichtung dazu, und das Gewicht der Platten muss zur Decke passen. Im Innenbereich verlegen Plattenleger Bodenplatten für 20 bis 100 € pro m² inklusive Material.",
      "Tipp: Für Außenflächen nur Platten mit ausreichender Rutschfestigkeit und Frostbeständigkeit wählen – fragen Sie im Angebot gezielt danach.",
    ],
    sources: [
      HANDWERK_CLOUD_TERRASSE,
      "https://hausjournal.net/naturstein-terrasse-kosten",
      AROUNDHOME_BODEN,
      SMAVA_BALKON,
      AK_WIEN_2019,
    ],
  }),

  // ========================================== Andere ===========================================
  entry("umzüge", "andere", {
    subtitle: "Umzug in Wien: realistische Stundensätze, Komplettservice und versteckte Zuschläge.",
    // §3.18 WKO Wien via wien.orf.at: truck + 2 movers realistically from 80 €/h.
    averagePrice: "ab 80 €/h",
    averageLabel: "Einstiegspreis",
    priceRange: "500 – 7.000 €",
    priceNote: "Realistischer Mindestpreis für Lkw und zwei Träger laut Wirtschaftskammer Wien.",
    priceTable: [
      { type: "Lkw mit zwei Trägern (WKO Wien)", price: "ab 80 €/h" },
      { type: "Lockangebote „2 Mann + Lkw“ (unrealistisch)", price: "25 – 42 €/h" },
      { type: "Nahumzug, einfache Wohnung", price: "ab ca. 500 €" },
      { type: "Nahumzug 60-m²-Wohnung", price: "ab ca. 1.000 €" },
      { type: "Komplettservice 250-m²-Wohnung, 3 Tage (Wien)", price: "ca. 7.000 €" },
      { type: "Einpacken durch die Umzugsfirma", price: "ca. 30 €/h" },
    ],
    description: [
      "Ein seriöses Umzugsunternehmen kostet in Wien laut Wirtschaftskammer mindestens rund 80 € pro Stunde für Lkw und zwei Träger. Ein Nahumzug einer kleinen Wohnung beginnt bei etwa 500 €, eine 60-m²-Wohnung bei etwa 1.000 €. Ein Komplettservice mit Ein- und Auspacken für eine große Wohnung (250 m², drei Tage) kostete rund 7.000 €.",
      "Vorsicht bei Angeboten um 25 bis 40 € pro Stunde: Hier kommen oft Zuschläge für Stockwerke, Waschmaschine, Halteverbot oder Verpackung dazu – in einem dokumentierten Wiener Fall wurden aus angebotenen 330 € am Ende 1.248 €. Im Altbau ohne Lift dauert ein Umzug aus dem 4. oder 5. Stock bis zu 1,5-mal so lange.",
      "Für den Umzugswagen können Sie bei der MA 46 eine kurzfristige Halteverbotszone beantragen (max. eine Woche). Die Schilder müssen mindestens 24 Stunden vorher aufgestellt und die parkenden Autos dokumentiert werden.",
      "Tipp: Lassen Sie sich einen Fixpreis nach Besichtigung geben, in dem Stockwerke, Tragewege und Halteverbot bereits enthalten sind.",
    ],
    sources: [
      "https://wien.orf.at/stories/3090102/",
      "https://www.derstandard.at/story/2000138386468/die-windigen-methoden-der-wiener-umzugsfirmen?ref=rss",
      "https://www.derstandard.at/story/2000138748849/all-inclusive-umzug-wenn-die-profis-auch-ein-und-auspacken?ref=rss",
      "https://kurier.at/amp/wirtschaft/teures-heim-billiger-umzug-kann-ins-geld-gehen/11.469.995",
      "https://www.dienstleistungssysteme.de/8-1/47-was-kostet-ein-umzug.html",
      "https://www.umzugsunternehmen-berlin.de/was-kostet-ein-umzug/",
      "https://komfort-umzug-duesseldorf.de/blog/was-tun-wenn-der-aufzug-nicht-funktioniert-wie-ein-umzug-ohne-aufzug-in-einem-mehrfamilienhaus-organisiert-wird",
      "http://www.wien.gv.at/amtshelfer/verkehr/organisation/verkehrsflaeche/kurzfristigehalteverbotszone.html",
    ],
  }),

  entry("schädlingsbekämpfung", "andere", {
    subtitle: "Bettwanzen, Wespennest & Co.: Richtwerte für professionelle Schädlingsbekämpfung.",
    // Richtwert, DE sources only (no AT price found, §3.20): bed-bug example 677 € (hausjournal).
    averagePrice: "ca. 680 €",
    averageLabel: "Richtwert",
    priceRange: "80 – 1.200 €",
    priceNote: "Richtwert anhand einer Bettwanzenbehandlung mit Nachkontrolle; Vergleichswerte aus Deutschland.",
    priceTable: [
      { type: "Wespennest entfernen inkl. Anfahrt", price: "80 – 150 €" },
      { type: "Wespennest, Pauschalbeispiel", price: "ca. 170 €" },
      { type: "Bettwanzen, einzelner Einsatz", price: "350 – 400 €" },
      { type: "Bettwanzen, Erst- und Folgebehandlung mit Kontrolle", price: "ca. 680 €" },
      { type: "Bettwanzen, übliche drei Einsätze", price: "ca. 1.200 €" },
    ],
    description: [
      "Eine professionelle Schädlingsbekämpfung kostet je nach Schädling und Befall zwischen rund 80 € für ein Wespennest und 1.200 € für eine hartnäckige Bettwanzenbehandlung mit drei Einsätzen. Für Österreich gibt es keine unabhängige Preiserhebung; die Werte stammen aus deutschen Vergleichen und dienen als Orientierung.",
      "Bettwanzen sind in Städten mit viel Reiseverkehr wie Wien ein wachsendes Problem. Eine einmalige Behandlung reicht selten, weil Eier überleben; seriöse Betriebe planen mindestens eine Nachbehandlung und eine Kontrolle ein. In Mehrparteienhäusern sollte die Hausverwaltung informiert werden, damit Nachbarwohnungen mitgeprüft werden.",
      "Tipp: Vorsicht bei Anbietern, die nur einen niedrigen Anfahrtspreis nennen. Lassen Sie sich Anzahl der Einsätze, Mittel und Gewährleistung schriftlich bestätigen.",
    ],
    sources: [
      "https://www.stuttgarter-nachrichten.de/inhalt.bettwanzen-bisse-bilder-erkennen-bekaempfen-punaises-de-lit-paris.2f60699a-dcaa-4c7f-a472-b04cc9a45420.html",
      "https://hausjournal.net/bettwanzen-bekaempfen-kosten",
      "https://www.goettinger-tageblatt.de/wissen/regional/wespennest-entfernen-lassen-vorsicht-vor-abzockern-DQNBVOTT7AM2H4GPQ4T2WID66E.html",
      "https://hausjournal.net/wespennest-entfernen-kosten",
    ],
  }),

  entry("duschwechsel", "andere", {
    subtitle: "Badewanne raus, Dusche rein: Kosten für eine bodengleiche Dusche und den barrierefreien Umbau.",
    // §1.4 hausjournal (DE): level-access shower retrofit mid-range 3.373 € (material 2.098 + labour 1.275).
    averagePrice: "ca. 3.400 €",
    averageLabel: "Richtwert",
    priceRange: "3.000 – 8.000 €",
    priceTable: [
      {
        type: "Bodengleiche Dusche nachrüsten, Mittelklasse",
        price: "ca. 3.400 € (Material ca. 2.100 €, Arbeit ca. 1.300 €)",
      },
      { type: "Komplettdusche (nur Material)", price: "1.500 – 4.000 €" },
      { type: "Befliesbares Duschelement", price: "350 – 600 €" },
      { type: "Barrierefreier Duschumbau", price: "3.000 – 8.000 €" },
      { type: "Installateur, pro Stunde", price: PLUMBER_RATE },
      { type: "Fliesenleger, pro Stunde (Richtwert 2025)", price: TILER_RATE },
      { type: "Alte Fliesen entfernen inkl. Entsorgung", price: "25 – 70 €/m²" },
    ],
    description: [
      "Der Tausch einer Badewanne gegen eine bodengleiche Dusche kostet in der Mittelklasse rund 3.400 €, davon etwa 2.100 € Material und 1.300 € Arbeit. Ein barrierefreier Umbau mit größerer Duschfläche, Haltegriffen und Sitz liegt bei 3.000 bis 8.000 €. In Wien sind die Arbeitskosten höher als in diesen deutschen Vergleichswerten: Installateure verrechnen 88 bis 140 € pro Stunde.",
      "Entscheidend ist der Abfluss: Für eine wirklich bodengleiche Dusche braucht es genug Gefälle im Boden. In Wiener Altbauten mit Holzbalkendecken und hoch liegenden Abflussleitungen ist das nicht immer möglich; dann ist eine flache Duschtasse die bessere Wahl. Barrierefreie Duschen sollten mindestens 120 × 120 cm groß sein, für Rollstuhlnutzer 150 × 150 cm.",
      "Förderung: Die Stadt Wien bezuschusst den altersgerechten Umbau, etwa eine bodengleiche Dusche, ab 60 Jahren mit 50 % der förderbaren Kosten, höchstens 7.500 € (Einkommensgrenzen beachten).",
    ],
    sources: [
      "https://hausjournal.net/ebenerdige-dusche-einbauen-kosten",
      "https://goklever.de/dusche-behindertengerecht-umbauen-warum-ein-barrierefreies-bad-so-wichtig-ist/",
      "https://kostencheck.de/behindertengerechte-dusche-kosten",
      AK_WIEN_PLUMBER,
      WIEN_ALTERSGERECHT,
    ],
  }),

  entry("glasschloss", "andere", {
    subtitle: "Glaser in Wien: Stundensätze, Notdienst-Zuschläge und Fenstertausch.",
    // Richtwert: AK Wien 2019 glazier typical 75,90 €/h × 1,3–1,4 ≈ 100 €/h; range 63,60–98,40 → ca. 85–140.
    averagePrice: "ca. 100 €/h",
    averageLabel: "Richtwert",
    priceRange: "85 – 140 €/h",
    priceTable: [
      { type: "Glaser-Facharbeiter (AK Wien 2019)", price: "63,60 – 98,40 €/h" },
      { type: "Glaser-Stunde (Richtwert 2025)", price: "ca. 85 – 140 €/h" },
      { type: "Notdienst Sonn- und Feiertag (AK Wien 2025)", price: "Ø 158,25 €/h" },
      // §2.10 OTS 2011: +50 % outside business hours, +100 % Sunday/holiday.
      { type: "Zuschlag außerhalb der Geschäftszeit / Sonn- und Feiertag", price: "+50 % / +100 %" },
      { type: "Standardfenster 1,3 × 1,3 m inkl. Einbau", price: "400 – 1.000 €" },
    ],
    description: [
      "Glaser verrechnen in Wien als Richtwert rund 85 bis 140 € pro Stunde; 2019 lagen die Sätze laut Arbeiterkammer noch bei 63,60 bis 98,40 €. Im Notdienst an Sonn- und Feiertagen kostet die Stunde im Schnitt 158,25 €. Außerhalb der Geschäftszeiten sind Zuschläge von 50 %, an Sonn- und Feiertagen von 100 % üblich.",
      "Eine eingeschlagene Scheibe wird meist zuerst provisorisch gesichert und die neue Glasscheibe nach Maß bestellt – der Tausch folgt einige Tage später. In Wiener Altbauten mit Kastenfenstern lassen sich einzelne Scheiben meist günstig tauschen; bei Isolierglas wird die ganze Einheit ersetzt. Wenn das ganze Fenster erneuert wird, kostet ein Standardfenster inklusive Einbau 400 bis 1.000 €.",
      "Tipp: Bei Glasbruch durch Einbruch oder Sturm zahlt häufig die Haushaltsversicherung. Fotografieren Sie den Schaden und heben Sie die Rechnung auf.",
    ],
    sources: [
      AK_WIEN_2019,
      AK_WIEN_2025_KURIER,
      "https://www.ots.at/presseaussendung/OTS_20110810_OTS0044/ak-test-handwerk-hat-goldene-preise-1",
      KOSTENCHECK_FENSTER,
    ],
  }),

  entry("reinigung", "andere", {
    subtitle: "Reinigungsfirma in Wien: Stundensätze und Preise pro m² für die Grundreinigung.",
    // §3.19 manika.wien (2024): 32,20 €/h net = 38,64 €/h gross.
    averagePrice: "ca. 39 €/h",
    priceRange: "28 – 40 €/h",
    priceTable: [
      { type: "Reinigungsfirma Wien, Kalkulation nach Kollektivvertrag", price: "38,64 €/h" },
      { type: "Reinigungsfirmen für Privathaushalte", price: "28 – 40 €/h" },
      { type: "Selbstständige Reinigungskräfte", price: "15 – 25 €/h" },
      { type: "Grundreinigung einer Wohnung", price: "5 – 10 €/m²" },
      { type: "Beispiel: Grundreinigung 75-m²-Wohnung", price: "ca. 470 €" },
      { type: "Sehr gründliche Reinigung", price: "8 – 10 €/m²" },
    ],
    description: [
      "Eine Reinigungsfirma kostet in Wien rund 28 bis 40 € pro Stunde; ein Wiener Betrieb kalkuliert auf Basis des Kollektivvertrags 2024 mit 38,64 € inklusive USt. Selbstständige Reinigungskräfte verlangen 15 bis 25 €.",
      "Für eine Grundreinigung – etwa beim Aus- oder Einzug oder nach einer Renovierung – wird häufig pro m² abgerechnet: 5 bis 10 € pro m² Wohnfläche, für eine 75-m²-Wohnung also rund 470 €. Nach Bauarbeiten ist der Aufwand wegen Staub und Farbresten höher. Altbauwohnungen mit Parkett, Kastenfenstern und hohen Räumen brauchen mehr Zeit als Neubauwohnungen.",
      "Tipp: Vereinbaren Sie vorab, ob Fenster, Backofen und Balkon enthalten sind, und ob Reinigungsmittel mitgebracht werden.",
    ],
    sources: [
      "https://www.manika.wien/stundensatz-reinigungsfirma/",
      "https://focustincture.com/de/articles/von-wien-bis-tirol-reinigungspreise-pro-stunde-im-uberblick-fur-privathaushalte",
      "https://hausjournal.net/grundreinigung-wohnung-kosten",
      "https://cleanilo.de/blogs/was-darf-eine-gute-reinigungsfirma-kosten-und-warum",
    ],
  }),

  entry("pvc-fenster", "andere", {
    subtitle: "Kunststofffenster tauschen: Preise pro Fenster inklusive Ausbau, Einbau und Entsorgung.",
    // §3.13 heimhelden (DE): 10 PVC windows 5.965 € ≈ 597 €/window; blitzrechner 470–600 €.
    averagePrice: "ca. 600 € pro Fenster",
    averageLabel: "Richtwert",
    priceRange: "400 – 1.000 € pro Fenster",
    priceTable: [
      { type: "Kunststofffenster 1,3 × 1,3 m inkl. Aus-/Einbau und Entsorgung", price: "470 – 600 €" },
      { type: "Paket: 10 Fenster (Material ca. 3.565 €, Montage ca. 2.400 €)", price: "ca. 5.965 €" },
      { type: "Standardfenster inkl. Einbau, einfach bis hochwertig", price: "400 – 1.000 €" },
      { type: "Glaser/Monteur, pro Stunde (Richtwert 2025)", price: "ca. 85 – 140 €/h" },
    ],
    description: [
      "Ein Kunststofffenster in Standardgröße (1,3 × 1,3 m) kostet inklusive Ausbau des alten Fensters, Einbau und Entsorgung rund 470 bis 600 €. Bei zehn Fenstern summiert sich das auf etwa 6.000 €. Hochwertige Ausführungen mit Dreifachverglasung, Schallschutz oder Sicherheitsbeschlägen kosten bis etwa das Doppelte.",
      "Im Wiener Altbau sind Kastenfenster typisch. Sie werden oft saniert statt ersetzt – in Schutzzonen und bei Eigentümergemeinschaften ist das Erscheinungsbild der Fassade zu wahren. Ob für den Tausch eine Bauanzeige bei der MA 37 nötig ist, klärt der Fachbetrieb; statische Unterlagen sind dafür in der Regel nicht erforderlich.",
      "Förderung: Im Rahmen der Wiener Sanierungsförderung (SanDekVO) wird der Fenstertausch mit 35 % der förderbaren Kosten unterstützt. Klären Sie die Voraussetzungen vor der Auftragsvergabe.",
      "Tipp: Achten Sie auf die Montage nach ÖNORM mit luftdichtem Anschluss – schlecht eingebaute Fenster führen zu Schimmel an der Laibung.",
    ],
    sources: [
      "https://www.blitzrechner.de/fensterkosten/",
      "https://www.heimhelden.de/was-kostet-fenstereinbau",
      KOSTENCHECK_FENSTER,
      SANDEKVO_18,
      "https://abwo.at/bauanzeige-nach-%c2%a762-bauordnung-wien/",
      AK_WIEN_2019,
    ],
  }),

  entry("architekten", "andere", {
    subtitle: "Architektenhonorar in Österreich: Prozentsätze der Baukosten und Aufteilung nach Leistungsphasen.",
    // §3.21 wohnnet (AT): full service up to ~14 % of net construction cost (old HOA);
    // irgendwelchefragen (DE): ~10 %. Richtwert ca. 12 % = midpoint.
    averagePrice: "ca. 12 % der Baukosten",
    averageLabel: "Richtwert",
    priceRange: "10 – 14 % der Baukosten",
    priceNote: "Honorar in % der Nettobaukosten, zzgl. 20 % USt. auf das Honorar.",
    priceTable: [
      { type: "Vollleistung Einfamilienhaus (alte Honorarordnung)", price: "bis ca. 14 % der Nettobaukosten" },
      // Arithmetic: 10–14 % of 300.000 € = 30.000–42.000 € net → ×1,2.
      { type: "Beispiel: 300.000 € Nettobaukosten", price: "36.000 – 50.400 € inkl. USt." },
      { type: "Vorentwurf", price: "13 % des Honorars" },
      { type: "Entwurf", price: "17 % des Honorars" },
      { type: "Einreichplanung", price: "10 % des Honorars" },
      { type: "Ausführungsplanung", price: "33 % des Honorars" },
      { type: "Kostenermittlung", price: "12 % des Honorars" },
      { type: "Künstlerische, technische, geschäftliche Oberleitung", price: "je 5 % des Honorars" },
    ],
    description: [
      "Architekten verrechnen für die volle Leistung bei einem Einfamilienhaus bis zu rund 14 % der Nettobaukosten; als Richtwert gelten 10 bis 14 %. Bei 300.000 € Baukosten entspricht das 36.000 bis 50.400 € inklusive USt. Die früheren Honorarordnungen sind nicht mehr verbindlich; die Architektenkammer empfiehlt seit 2014 das Leistungsmodell LM.VM als Orientierung.",
      "Das Honorar verteilt sich auf Leistungsphasen: Die Ausführungsplanung ist mit einem Drittel der größte Block, die Einreichplanung für die Baubehörde macht rund 10 % aus. Sie können auch nur einzelne Phasen beauftragen, etwa Entwurf und Einreichung bei der MA 37, und die Bauaufsicht selbst organisieren.",
      "Tipp: Vereinbaren Sie ein Pauschalhonorar für klar beschriebene Leistungen oder einen Kostendeckel – so bleibt das Honorar planbar, auch wenn die Baukosten steigen.",
    ],
    sources: [
      "https://www.wohnnet.at/bauen/baupartner/architektenhonorar-64375",
      "https://www.steppe.co.at/blog/wie-wird-das-architektenhonorar-berechnet",
      "https://irgendwelchefragen.de/wie-berechnet-man-das-architektenhonorar",
    ],
  }),

  entry("dekorateure", "andere", {
    subtitle: "Innenarchitekten und Raumgestalter: Stundensätze, Preise pro m² und Pauschalen.",
    // Richtwert, no AT source (§3.21): hourly 80–200 €/h (haussparis FR/DE, listando DE); midpoint ca. 140 €/h.
    averagePrice: "ca. 140 €/h",
    averageLabel: "Richtwert",
    priceRange: "80 – 200 €/h",
    priceNote: "Vergleichswerte aus Deutschland und Frankreich; für Österreich gibt es keine Erhebung.",
    priceTable: [
      { type: "Stundensatz Innenarchitektur", price: "80 – 200 €/h" },
      { type: "Nur Planung, pro m²", price: "50 – 100 €/m²" },
      { type: "Komplettbetreuung, pro m²", price: "150 – 300 €/m²" },
      { type: "Komplettbetreuung, pauschal", price: "10 – 15 % des Budgets" },
      { type: "Maler für die Umsetzung, pro Stunde (Richtwert 2025)", price: PAINTER_RATE },
    ],
    description: [
      "Innenarchitekten und Raumgestalter verrechnen rund 80 bis 200 € pro Stunde. Für größere Projekte sind Preise pro m² üblich: 50 bis 100 € für die reine Planung, 150 bis 300 € für die Komplettbetreuung bis zur Umsetzung – oder pauschal 10 bis 15 % des Budgets. Die Werte stammen aus Deutschland und Frankreich und dienen als Orientierung.",
      "In Wiener Altbauwohnungen lohnt sich eine Gestaltungsplanung besonders: hohe Räume, Flügeltüren und Stuck lassen sich mit Licht, Farbe und Möbeln gezielt in Szene setzen. Für die Umsetzung kommen Handwerker dazu, etwa Maler mit rund 60 bis 95 € pro Stunde.",
      "Tipp: Fragen Sie, ob Rabatte auf Möbel und Materialien an Sie weitergegeben werden, und legen Sie die Zahl der Entwurfsvarianten im Vertrag fest.",
    ],
    sources: [
      "https://www.haussparis.com/de/blog/kosten-innenarchitekt",
      "https://www.listando.de/p/was-kostet-ein-innenarchitekt/",
      AK_WIEN_2019,
    ],
  }),
];

const ENTRIES_BY_ID = new Map(PRICE_GUIDE_ENTRIES.map((item) => [item.id, item]));

/** The entry of a (decoded) service id, or undefined. */
export function getPriceGuideEntry(id: string): PriceGuideEntry | undefined {
  return ENTRIES_BY_ID.get(id.normalize("NFC"));
}

/**
 * Display form of a price string: non-breaking spaces keep a number with its unit ("18.000 €", "70 m²")
 * and with "ca."/"ab"/"bis"/"Ø" together, so lines only break around the dash of a range.
 */
export function formatPriceText(text: string): string {
  return text.replace(/(\d) (€|%|m²)/g, "$1\u00a0$2").replace(/(^|[\s(])(ca\.|ab|bis|Ø|je) (?=\d)/g, "$1$2\u00a0");
}

/** Entries of one overview tab, in guide order. */
export function priceGuideEntriesByCategory(category: PriceGuideCategoryId): PriceGuideEntry[] {
  return PRICE_GUIDE_ENTRIES.filter((item) => item.category === category);
}

/** SEO title of an entry page, e.g. "Badrenovierung Kosten Wien 2025: Preise pro m²". */
export function priceGuideSeoTitle(item: PriceGuideEntry): string {
  // The headline may be a per-project figure ("ab 75.000 €"); the range then names the unit.
  const unit = `${item.averagePrice} ${item.priceRange}`;
  const suffix = unit.includes("€/m²")
    ? "Preise pro m²"
    : unit.includes("€/h")
      ? "Stundensätze"
      : unit.includes("€/kWp")
        ? "Preise pro kWp"
        : unit.includes("€/lfm")
          ? "Preise pro Laufmeter"
          : "Preise im Überblick";
  return `${item.title} Kosten Wien 2025: ${suffix}`;
}
