/**
 * Seed data of the three bathroom price tables. Euros incl. 20 % VAT, Vienna 2024–2025, from
 * docs/data/vienna-prices.md ("§…" below refers to it); each row's source or reasoning is in its description.
 * Spec figures win (spec: public-side §9) and rows are calibrated to land inside them; `viennaModifier` is 110
 * on German base prices, as Vienna trade rates sit about 10 % above (§2.1). Keys are read by the engine.
 */
import type {
  BathroomPriceTables,
  LaborRate,
  MaterialPrice,
  OfferTier,
  ViennaCost,
} from "../domain/bathroom-offer-types";

export type BathroomLaborRateSeed = LaborRate;

export interface BathroomMaterialSeed extends MaterialPrice {
  supplierNotes: string | null;
}

export interface ViennaCostSeed extends ViennaCost {
  regulationNotes: string | null;
}

// Sources (docs/data/vienna-prices.md)

const SRC = {
  akWien2019: "https://de.readkong.com/page/handwerkerkosten-in-wien-2019-august-2019-7850036",
  akWienInstallateur: "https://shk-aktuell.at/artikel/das-sind-die-marktpreise-bei-notdiensten",
  akWien2025: "https://www.heute.at/s/notdienste-immer-teurer-handwerkerpreise-explodieren-120148994",
  gecheckt: "https://www.gecheckt.at/preise/wasserinstallateure/kosten-installationsnebenkosten",
  helpster: "https://helpster.de/badsanierung-so-berechnen-sie-die-kosten_232223",
  fliesenEntfernen: "https://hausjournal.net/fliesen-entfernen-kosten",
  bodenfliesenEntfernen: "https://hausjournal.net/bodenfliesen-entfernen-kosten",
  aroundhomeBoden: "https://aroundhome.de/bodenverlegung/preise-kosten",
  aroundhomeBarrierefrei: "https://aroundhome.de/barrierefreies-bad/kosten-preise",
  ebenerdigeDusche: "https://hausjournal.net/ebenerdige-dusche-einbauen-kosten",
  daibauMaler: "https://www.ots.at/presseaussendung/OTS_20221208_OTS0053/trends-und-preise-von-malerarbeiten-2022-bild",
  manika: "https://www.manika.wien/stundensatz-reinigungsfirma/",
  fiSchalter: "https://kostencheck.de/fi-schutzschalter-nachruesten-kosten",
  elektrikerKosten: "https://hausjournal.net/elektriker-kosten",
  sanitaerEinkauf: "https://derinstallateur.at/singleview/article/neues-von-der-landesinnung-noe",
  halteverbot:
    "http://www.wien.gv.at/amtshelfer/verkehr/organisation/verkehrsflaeche/kurzfristigehalteverbotszone.html",
  stempelgebuehr:
    "https://www.hall-in-tirol.at/Buergerservice/Bauen/tiefbau-und-strassenverkehr/gebuehrenhinweis-bewilligung-einer-ausnahme-von-geboten-oder-verboten-fuer-die-benuetzung-von-strassen",
  wastebox: "https://www.wastebox.at/faq.html/",
  losmuchachos: "https://losmuchachos.at/allgemein/entsorgung-und-entsorgungskosten",
  muellcontainer: "https://hausjournal.net/muellcontainer-kosten",
  bauschuttcontainer: "https://hausjournal.net/bauschuttcontainer-kosten",
  gda: "https://gda.gv.at/hausbau",
  mistplatz: "https://wien.gv.at/umwelt/ma48/entsorgung/mistplatz/mistplatzabc.html",
  mistplatzLeistungen: "https://wien.gv.at/umwelt/ma48/entsorgung/mistplatz/leistungen.html",
  wkoParken: "https://wko.at/wien/verkehr-betriebsstandort/parkkleber-fuer-handwerksbetriebe",
  wkoKurzparkzone: "https://www.wko.at/service/Parkpickerl--Servicekarten.html",
  bauanzeige: "https://wien.gv.at/amtshelfer/bauen-wohnen/baupolizei/baubewilligung/bauanzeige.html",
  bauanzeigeBad: "https://abwo.at/bauanzeige-nach-%c2%a762-bauordnung-wien/",
  bauanzeigeInfo: "https://bauanzeige-wien.at/info",
  fertigstellung: "https://wien.gv.at/amtshelfer/bauen-wohnen/baupolizei/baubewilligung/baufertigstellung.html",
  baulaerm: "https://www.wien.gv.at/umwelt/laerm/wissen/arten/baulaerm.html",
  umzugOhneLift:
    "https://diepresse.com/home/immobilien/immobiliennews/5682155/Umzug_BilligOfferte-koennen-teuer-kommen?from=rss",
  mrg: "https://360.lexisnexis.at/d/z_immolex_ls_2021_10_rdb_tso_ENimmolexl_923b828912",
} as const;

/** Labour rates per trade; `pricingMethod` per_m2, per_hour, per_piece, per_m3 or flat. */
export const BATHROOM_LABOR_RATE_SEEDS: readonly BathroomLaborRateSeed[] = [
  {
    tradeType: "site_setup_cleaning",
    pricingMethod: "per_m2",
    budgetPrice: 33,
    standardPrice: 40,
    premiumPrice: 45,
    unitType: "m2",
    viennaModifier: 100,
    description:
      "Baustelleneinrichtung, Abdecken von Stiegenhaus und Nachbarräumen, Staubschutz und Endreinigung, je m² Badfläche. " +
      "Begründung: ca. 0,5 h je m² zum Satz einer Reinigungsfirma/eines Helfers (Wien 2024: 38,64 €/h brutto, " +
      `${SRC.manika}; Helfer ≈ 2/3 des Facharbeitersatzes, ${SRC.gecheckt}) plus Abdeckmaterial.`,
  },
  {
    tradeType: "demolition",
    pricingMethod: "per_m2",
    budgetPrice: 23,
    standardPrice: 27,
    premiumPrice: 30,
    unitType: "m2",
    viennaModifier: 110,
    description:
      "Fliesen samt Kleber/Mörtelbett abschlagen, je m² Fliesenfläche (ohne Entsorgung). " +
      `[DE] 35,16–37,06 €/m² inkl. Anfahrt und Schuttentsorgung (${SRC.fliesenEntfernen}, ${SRC.bodenfliesenEntfernen}); ` +
      "ohne Entsorgung rund 25–30 €/m². Vienna-Modifikator 110: deutsche Quelle, Wiener Sätze liegen ca. 10 % höher.",
  },
  {
    tradeType: "demolition",
    pricingMethod: "per_piece",
    budgetPrice: 47,
    standardPrice: 55,
    premiumPrice: 62,
    unitType: "piece",
    viennaModifier: 100,
    description:
      "Demontage eines Sanitärobjekts (WC, Waschtisch, Wanne, Dusche) inkl. Verschließen der Anschlüsse. " +
      "Begründung: ca. 0,5 h Installateur (Wien 87,60–140 €/h, " +
      `${SRC.akWienInstallateur}).`,
  },
  {
    tradeType: "disposal",
    pricingMethod: "per_m3",
    budgetPrice: 62,
    standardPrice: 72,
    premiumPrice: 80,
    unitType: "m3",
    viennaModifier: 100,
    description:
      "Bauschutt einsacken, hinuntertragen und in Mulde oder Transporter verladen, je m³ (Deponiegebühren siehe vienna_specific_costs). " +
      `Begründung: ca. 1 Helferstunde je m³; Wiener Helfersatz 2019 ≈ 49–50 €/h (AK Wien Partie minus Facharbeiter, ${SRC.akWien2019}) ` +
      "× 1,3 für 2025 ≈ 65 €/h.",
  },
  {
    tradeType: "plumbing",
    pricingMethod: "per_hour",
    budgetPrice: 88,
    standardPrice: 95,
    premiumPrice: 106,
    unitType: "hour",
    viennaModifier: 100,
    description:
      "Installateur (Gas-Wasser-Heizung) je Stunde: Anschluss von WC, Waschtisch, Wanne, Dusche und Armaturen, Erneuerung der Leitungen im Bad. " +
      `AK Wien: Facharbeiter 87,60–140 €/h (${SRC.akWienInstallateur}); Österreich Ø 100 €/h (${SRC.gecheckt}); ` +
      `AK Wien 2019 73,20 / 91,39 / 112,50 €/h inkl. MwSt (${SRC.akWien2019}). Budget = unteres Drittel, Premium = Meisterbetrieb.`,
  },
  {
    tradeType: "drywall",
    pricingMethod: "per_m2",
    budgetPrice: 60,
    standardPrice: 72,
    premiumPrice: 80,
    unitType: "m2",
    viennaModifier: 100,
    description:
      "Vorwandinstallation/Vorsatzschale mit Feuchtraumplatten (Trockenbau) für WC- und Waschtisch-Vorwand, je m². " +
      "Keine Preisquelle gefunden (vienna-prices.md §1.7). Begründung: ca. 0,8 h je m² zu 75–110 €/h (Wiener Facharbeitersätze 2025).",
  },
  {
    tradeType: "waterproofing",
    pricingMethod: "per_m2",
    budgetPrice: 24,
    standardPrice: 29,
    premiumPrice: 32,
    unitType: "m2",
    viennaModifier: 100,
    description:
      "Verbundabdichtung (2 Lagen Flüssigabdichtung, Dichtbänder, Manschetten) in Nassbereichen, je m². " +
      `Begründung: ca. 0,3 h Fliesenleger je m²; Wiener Fliesenleger 2019 57,60 / 65,50 / 78,00 €/h inkl. MwSt (${SRC.akWien2019}) × 1,3–1,4.`,
  },
  {
    tradeType: "floor_leveling",
    pricingMethod: "per_m2",
    budgetPrice: 18,
    standardPrice: 22,
    premiumPrice: 25,
    unitType: "m2",
    viennaModifier: 100,
    description:
      "Untergrund vorbereiten, grundieren und Boden mit Ausgleichsmasse nivellieren (im Wiener Altbau häufig nötig), je m². " +
      "Begründung: ca. 0,25 h je m² zum Fliesenlegersatz (siehe tiling_floor).",
  },
  {
    tradeType: "tiling_floor",
    pricingMethod: "per_m2",
    budgetPrice: 47,
    standardPrice: 56,
    premiumPrice: 63,
    unitType: "m2",
    viennaModifier: 100,
    description:
      "Bodenfliesen verlegen inkl. Verfugen und Silikonfugen, je m². " +
      `Wiener Fliesenleger 2019 57,60 / 65,50 / 78,00 €/h inkl. MwSt (${SRC.akWien2019}), +30–40 % bis 2025 ≈ 75–105 €/h; ` +
      `ca. 0,6–0,7 h je m². [DE] Verlegung samt Material 20–100 €/m² (${SRC.aroundhomeBoden}). Premium: Großformat, Gehrungen.`,
  },
  {
    tradeType: "tiling_wall",
    pricingMethod: "per_m2",
    budgetPrice: 52,
    standardPrice: 62,
    premiumPrice: 70,
    unitType: "m2",
    viennaModifier: 100,
    description:
      "Wandfliesen verlegen inkl. Verfugen, Eckschienen und Silikonfugen, je m² (Wand braucht etwas mehr Zeit als Boden). " +
      `Basis wie tiling_floor (${SRC.akWien2019}); ca. 0,7–0,8 h je m².`,
  },
  {
    tradeType: "tiling_repair",
    pricingMethod: "per_hour",
    budgetPrice: 75,
    standardPrice: 85,
    premiumPrice: 95,
    unitType: "hour",
    viennaModifier: 100,
    description:
      "Fliesenleger je Stunde für Ausbesserungen rund um getauschte Sanitärobjekte (Beiputzen, Fliesen ersetzen). " +
      `AK Wien 2019 57,60 / 65,50 / 78,00 €/h inkl. MwSt (${SRC.akWien2019}) × 1,3.`,
  },
  {
    tradeType: "electrical",
    pricingMethod: "per_hour",
    budgetPrice: 93,
    standardPrice: 108,
    premiumPrice: 121,
    unitType: "hour",
    viennaModifier: 100,
    description:
      "Elektriker je Stunde: Badstromkreis, Steckdosen IP44, Schalter, Lichtauslässe, Potenzialausgleich, FI-Prüfung. " +
      `AK Wien 2025: werktags 92,57–158 €/h (${SRC.akWien2025}); ` +
      `[DE] Elektriker im 8-m²-Bad ca. 30 h (${SRC.helpster}).`,
  },
  {
    tradeType: "painting",
    pricingMethod: "per_m2",
    budgetPrice: 13,
    standardPrice: 16,
    premiumPrice: 18,
    unitType: "m2",
    viennaModifier: 100,
    description:
      "Decke und nicht verflieste Wandflächen spachteln, grundieren und mit Feuchtraumfarbe streichen, je m². " +
      `[AT] Innenwände 2 Anstriche 6–15 €/m², Spachteln 14,50–25 €/m² (${SRC.daibauMaler}); Bad: kleine Flächen, teils Spachteln.`,
  },
];

interface MaterialGroup {
  category: string;
  subcategory: string | null;
  unitType: string;
  description: string;
  supplierNotes: string;
  tiers: Record<OfferTier, { priceMin: number; priceMax: number; brandExamples: string; note?: string }>;
}

const TILE_DEALERS =
  "Fliesenfachhandel, Baumärkte (z. B. Hornbach, OBI) oder über den Fliesenleger; Premium über den Fachhandel mit Schauraum.";
const SANITARY_WHOLESALE =
  "Über den Installateur (Großhandel: Frauenthal/SHT, ÖAG, Holter) oder Schauraum; " +
  `knapp die Hälfte der Sanitärware wird in Österreich außerhalb des Installateurs gekauft (${SRC.sanitaerEinkauf}) – dann Gewährleistung klären.`;

const MATERIAL_GROUPS: readonly MaterialGroup[] = [
  {
    category: "tiles",
    subcategory: "floor",
    unitType: "m2",
    description:
      "Bodenfliesen (Feinsteinzeug, rutschhemmend R10) je m² Verlegefläche; der Verschnitt (+10 %) wird vom Rechner aufgeschlagen. " +
      `[DE] Fliesenmaterial 5–80 €/m² (${SRC.aroundhomeBoden}); [CH] mittlere Preisklasse ≈ 104 CHF/m² (vienna-prices.md §1.3).`,
    supplierNotes: TILE_DEALERS,
    tiers: {
      budget: { priceMin: 15, priceMax: 29, brandExamples: "Eigenmarken der Baumärkte, Kai Ceramics, Cersanit" },
      standard: { priceMin: 32, priceMax: 52, brandExamples: "Villeroy & Boch, Marazzi, Steuler, Agrob Buchtal" },
      premium: { priceMin: 44, priceMax: 72, brandExamples: "Porcelanosa, Mutina, Florim, Casalgrande Padana" },
    },
  },
  {
    category: "tiles",
    subcategory: "wall",
    unitType: "m2",
    description:
      "Wandfliesen (Steingut/Feinsteinzeug) je m² Verlegefläche; Verschnitt +10 % im Rechner. " +
      `[DE] Fliesenmaterial 5–80 €/m² (${SRC.aroundhomeBoden}).`,
    supplierNotes: TILE_DEALERS,
    tiers: {
      budget: { priceMin: 14, priceMax: 26, brandExamples: "Eigenmarken der Baumärkte, Kai Ceramics, Cersanit" },
      standard: { priceMin: 27, priceMax: 45, brandExamples: "Villeroy & Boch, Marazzi, Steuler, Jasba" },
      premium: { priceMin: 35, priceMax: 57, brandExamples: "Porcelanosa, Mutina, Bisazza (Mosaik), Agrob Buchtal" },
    },
  },
  {
    category: "tile_installation",
    subcategory: "adhesive_grout",
    unitType: "m2",
    description:
      "Fliesenkleber (C2), Fugenmörtel, Grundierung, Silikon und Profile je m² verflieste Fläche. " +
      "Schätzung (keine Quelle im Preisdatenblatt, vienna-prices.md §6): ca. 5–6 kg Flexkleber und 0,5 kg Fugenmörtel je m² zu üblichen Handelspreisen; Premium mit Epoxidfuge.",
    supplierNotes: "Baustoffhandel (z. B. Quester) oder über den Fliesenleger.",
    tiers: {
      budget: { priceMin: 6, priceMax: 10, brandExamples: "Baumit, Knauf, Baumarkt-Eigenmarken" },
      standard: { priceMin: 8, priceMax: 13, brandExamples: "PCI, Ardex, Murexin, Mapei" },
      premium: { priceMin: 11, priceMax: 17, brandExamples: "PCI Durapox, Mapei Kerapoxy, Ardex, Sopro" },
    },
  },
  {
    category: "waterproofing",
    subcategory: "membrane",
    unitType: "m2",
    description:
      "Verbundabdichtung (Dichtschlämme bzw. Flüssigfolie, Dichtbänder, Wand- und Bodenmanschetten) je m² Nassbereich. " +
      "Schätzung (keine Quelle im Preisdatenblatt, vienna-prices.md §6): 2–3 kg Abdichtung je m² plus anteilig Dichtband/Manschetten zu üblichen Handelspreisen.",
    supplierNotes: "Baustoffhandel oder über den Fliesenleger.",
    tiers: {
      budget: { priceMin: 9, priceMax: 14, brandExamples: "Baumit, Knauf, Baumarkt-Eigenmarken" },
      standard: { priceMin: 13, priceMax: 18, brandExamples: "PCI Seccoral, Mapei Mapelastic, Murexin, Ardex" },
      premium: { priceMin: 17, priceMax: 25, brandExamples: "Schlüter Kerdi, Mapei Mapelastic Smart, PCI" },
    },
  },
  {
    category: "floor_leveling",
    subcategory: "self_leveling_compound",
    unitType: "m2",
    description:
      "Grundierung und Ausgleichsmasse (bis ca. 10 mm) je m² Boden. Schätzung (keine Quelle im Preisdatenblatt, vienna-prices.md §6): ca. 8–12 kg je m² zu üblichen Handelspreisen.",
    supplierNotes: "Baustoffhandel.",
    tiers: {
      budget: { priceMin: 6, priceMax: 9, brandExamples: "Baumit, Knauf" },
      standard: { priceMin: 8, priceMax: 12, brandExamples: "Ardex, Murexin, PCI" },
      premium: { priceMin: 10, priceMax: 15, brandExamples: "Ardex, Mapei, Uzin" },
    },
  },
  {
    category: "toilet",
    subcategory: "wc_ceramic",
    unitType: "piece",
    description:
      "Wand-WC (spülrandlos) mit WC-Sitz (Softclose), je Stück. " +
      `[DE] WC (nur Produkt) 100–300 € (${SRC.aroundhomeBarrierefrei}); Standard/Premium: Schätzung nach üblichen Preisen der genannten Serien.`,
    supplierNotes: SANITARY_WHOLESALE,
    tiers: {
      budget: { priceMin: 150, priceMax: 270, brandExamples: "Ideal Standard Eurovit, Cersanit, Baumarkt-Eigenmarken" },
      standard: { priceMin: 280, priceMax: 480, brandExamples: "Laufen Pro, Villeroy & Boch O.novo, Duravit No.1" },
      premium: {
        priceMin: 400,
        priceMax: 640,
        brandExamples: "Villeroy & Boch Subway 3.0, Duravit ME by Starck, Laufen Kartell",
      },
    },
  },
  {
    category: "toilet",
    subcategory: "cistern_frame",
    unitType: "piece",
    description:
      "Vorwandelement mit Unterputz-Spülkasten und Betätigungsplatte, je WC. " +
      "Schätzung (keine Quelle im Preisdatenblatt, vienna-prices.md §6): übliche Preise der genannten Vorwandsysteme 2024/25.",
    supplierNotes: SANITARY_WHOLESALE,
    tiers: {
      budget: { priceMin: 180, priceMax: 280, brandExamples: "TECE, Grohe Rapid SL, Baumarkt-Eigenmarken" },
      standard: {
        priceMin: 280,
        priceMax: 420,
        brandExamples: "Geberit Duofix mit Sigma-Platte, Grohe Rapid SL, Viega",
      },
      premium: {
        priceMin: 360,
        priceMax: 500,
        brandExamples: "Geberit Duofix mit Sigma 50/70, TECE Velvet, Viega Visign",
      },
    },
  },
  {
    category: "washbasin",
    subcategory: "basin_vanity",
    unitType: "piece",
    description:
      "Waschtisch mit Unterschrank und Spiegel(schrank), je Stück. " +
      `[DE] Waschbecken (nur Produkt) 100–300 € (${SRC.aroundhomeBarrierefrei}); Möbel und Spiegel: Schätzung nach üblichen Preisen der genannten Serien.`,
    supplierNotes: SANITARY_WHOLESALE,
    tiers: {
      budget: { priceMin: 180, priceMax: 340, brandExamples: "Ideal Standard Connect, Pelipal, Baumarkt-Komplettsets" },
      standard: { priceMin: 400, priceMax: 700, brandExamples: "Laufen Pro S, Villeroy & Boch Subway, Burgbad" },
      premium: { priceMin: 540, priceMax: 840, brandExamples: "Duravit, Villeroy & Boch Finion, Burgbad, Keuco" },
    },
  },
  {
    category: "bathtub",
    subcategory: "bathtub",
    unitType: "piece",
    description:
      "Badewanne (Acryl bzw. Stahl-Email) mit Wannenträger und Ab-/Überlaufgarnitur, je Stück. " +
      `[DE] Sonderwannen 1.000–3.000 € (${SRC.aroundhomeBarrierefrei}); Standardwannen: Schätzung nach üblichen Preisen der genannten Serien.`,
    supplierNotes: SANITARY_WHOLESALE,
    tiers: {
      budget: { priceMin: 250, priceMax: 410, brandExamples: "Kaldewei Eurowa, Polypex, Ottofond" },
      standard: {
        priceMin: 420,
        priceMax: 750,
        brandExamples: "Kaldewei Saniform Plus, Villeroy & Boch Architectura, Bette",
      },
      premium: { priceMin: 580, priceMax: 920, brandExamples: "Bette Lux, Kaldewei Conoduo, Villeroy & Boch Oberon" },
    },
  },
  {
    category: "shower",
    subcategory: "tray",
    unitType: "piece",
    description:
      "Duschtasse (flach) mit Ablaufgarnitur, je Stück; Premium bodengleich/befliesbar. " +
      `[DE] befliesbares Duschelement 350–600 € (${SRC.ebenerdigeDusche}).`,
    supplierNotes: SANITARY_WHOLESALE,
    tiers: {
      budget: { priceMin: 150, priceMax: 270, brandExamples: "Polypex, Baumarkt-Eigenmarken" },
      standard: { priceMin: 280, priceMax: 480, brandExamples: "Kaldewei, Bette, Villeroy & Boch Architectura" },
      premium: {
        priceMin: 400,
        priceMax: 600,
        brandExamples: "Bette Floor, Duravit Stonetto, Schlüter Kerdi-Line (bodengleich)",
      },
    },
  },
  {
    category: "shower",
    subcategory: "enclosure",
    unitType: "piece",
    description:
      "Duschabtrennung aus Sicherheitsglas, je Dusche; Premium als Maßanfertigung. " +
      `[DE] komplette Duschlösung (Material) 1.500–4.000 € (${SRC.ebenerdigeDusche}).`,
    supplierNotes: "Über Installateur oder Glaserei (Maßanfertigung bei Premium, 2–3 Wochen Lieferzeit).",
    tiers: {
      budget: { priceMin: 250, priceMax: 410, brandExamples: "Schulte, Baumarkt-Eigenmarken" },
      standard: { priceMin: 450, priceMax: 790, brandExamples: "Hüppe, Kermi, Duscholux" },
      premium: { priceMin: 600, priceMax: 950, brandExamples: "Hüppe Select+, Sprinz, Glaserei-Maßanfertigung" },
    },
  },
  {
    category: "shower",
    subcategory: "floor_level_drain",
    unitType: "piece",
    description:
      "Zusatz für eine bodengleiche (barrierefreie) Dusche: Duschrinne und Gefälleelement, je Dusche. " +
      `[DE] befliesbares Duschelement 350–600 € (${SRC.ebenerdigeDusche}); barrierefreie Komplettdusche 1.200–1.400 € (${SRC.aroundhomeBarrierefrei}).`,
    supplierNotes: SANITARY_WHOLESALE,
    tiers: {
      budget: { priceMin: 300, priceMax: 450, brandExamples: "Wedi Fundo, Baumarkt-Eigenmarken" },
      standard: {
        priceMin: 400,
        priceMax: 600,
        brandExamples: "Schlüter Kerdi-Line, Wedi Fundo Riolito, TECEdrainline",
      },
      premium: { priceMin: 550, priceMax: 850, brandExamples: "Dallmer CeraLine, TECEdrainline, Geberit CleanLine" },
    },
  },
  {
    category: "fittings",
    subcategory: "basin_mixer",
    unitType: "piece",
    description:
      "Waschtisch-Einhebelmischer, je Stück. Schätzung (keine Quelle im Preisdatenblatt, vienna-prices.md §6): übliche Preise der genannten Serien 2024/25.",
    supplierNotes: SANITARY_WHOLESALE,
    tiers: {
      budget: {
        priceMin: 55,
        priceMax: 105,
        brandExamples: "Grohe Eurosmart, Hansgrohe Logis, Ideal Standard Ceraflex",
      },
      standard: {
        priceMin: 130,
        priceMax: 250,
        brandExamples: "Hansgrohe Talis E, Grohe Essence, Ideal Standard Connect Air",
      },
      premium: { priceMin: 200, priceMax: 320, brandExamples: "Axor, Dornbracht, Grohe Atrio" },
    },
  },
  {
    category: "fittings",
    subcategory: "shower_system",
    unitType: "piece",
    description:
      "Duscharmatur: Thermostat mit Kopf- und Handbrause (Premium Unterputz), je Dusche. Schätzung (keine Quelle im Preisdatenblatt, vienna-prices.md §6): übliche Preise der genannten Serien 2024/25.",
    supplierNotes: SANITARY_WHOLESALE,
    tiers: {
      budget: { priceMin: 140, priceMax: 260, brandExamples: "Grohe Tempesta, Hansgrohe Crometta" },
      standard: { priceMin: 300, priceMax: 540, brandExamples: "Hansgrohe Croma Select, Grohe Euphoria SmartControl" },
      premium: { priceMin: 400, priceMax: 660, brandExamples: "Hansgrohe RainSelect (Unterputz), Axor, Dornbracht" },
    },
  },
  {
    category: "fittings",
    subcategory: "bath_mixer",
    unitType: "piece",
    description:
      "Wannenarmatur (Thermostat) mit Handbrause, je Badewanne. Schätzung (keine Quelle im Preisdatenblatt, vienna-prices.md §6): übliche Preise der genannten Serien 2024/25.",
    supplierNotes: SANITARY_WHOLESALE,
    tiers: {
      budget: { priceMin: 80, priceMax: 140, brandExamples: "Grohe Eurosmart, Hansgrohe Logis" },
      standard: { priceMin: 160, priceMax: 300, brandExamples: "Hansgrohe Ecostat, Grohe Grohtherm 800" },
      premium: { priceMin: 230, priceMax: 370, brandExamples: "Axor, Dornbracht, Grohe Grohtherm SmartControl" },
    },
  },
  {
    category: "lighting",
    subcategory: "bathroom_set",
    unitType: "set",
    description:
      "Badbeleuchtung je Bad: Decken- bzw. Einbauleuchten IP44 und Spiegel-/Waschtischleuchte. Schätzung (keine Quelle im Preisdatenblatt, vienna-prices.md §6): übliche Handelspreise 2024/25.",
    supplierNotes: "Elektrofachhandel oder über den Elektriker.",
    tiers: {
      budget: { priceMin: 80, priceMax: 160, brandExamples: "Eglo, Paulmann, Baumarkt-Eigenmarken" },
      standard: { priceMin: 180, priceMax: 380, brandExamples: "Paulmann, SLV, Philips Hue (IP44)" },
      premium: { priceMin: 300, priceMax: 480, brandExamples: "Occhio, Bega, Flos" },
    },
  },
  {
    category: "electrical",
    subcategory: "installation_material",
    unitType: "set",
    description:
      "Elektromaterial je Bad: Leitungen, Dosen, Steckdosen und Schalter IP44, Abzweigdosen, Potenzialausgleich. " +
      `[DE] FI-Schalter 30–40 € Material (${SRC.fiSchalter}); Rest: Schätzung nach üblichen Handelspreisen.`,
    supplierNotes: "Über den Elektriker (Elektrogroßhandel: Rexel, Sonepar, Schäcke).",
    tiers: {
      budget: { priceMin: 110, priceMax: 180, brandExamples: "Hager, Schneider Electric, Legrand" },
      standard: { priceMin: 170, priceMax: 280, brandExamples: "Berker, Busch-Jaeger, Schneider Electric" },
      premium: { priceMin: 250, priceMax: 390, brandExamples: "Gira, Jung, Berker" },
    },
  },
  {
    category: "electrical",
    subcategory: "underfloor_heating",
    unitType: "m2",
    description:
      "Elektrische Fußbodenheizung (Heizmatte) mit Thermostat, je m² Boden. Schätzung (keine Quelle im Preisdatenblatt, vienna-prices.md §6): übliche Preise der Heizmatten-Sets 2024/25.",
    supplierNotes: "Über den Elektriker oder Fliesenhandel.",
    tiers: {
      budget: { priceMin: 40, priceMax: 60, brandExamples: "Devi, Baumarkt-Eigenmarken" },
      standard: { priceMin: 55, priceMax: 85, brandExamples: "Devi, Warmup" },
      premium: { priceMin: 85, priceMax: 130, brandExamples: "Schlüter Ditra-Heat, Warmup" },
    },
  },
  {
    category: "plumbing",
    subcategory: "pipes_drains",
    unitType: "set",
    description:
      "Installationsmaterial für die komplette Erneuerung der Leitungen im Bad (Mehrschichtverbundrohre, HT-Abflüsse, Formstücke, Dämmung), je Bad; " +
      "der Rechner setzt je nach Antwort 15 % (Anschlüsse bleiben), 50 % (unbekannt) oder 100 % (alles neu) an. Schätzung (keine Quelle im Preisdatenblatt, vienna-prices.md §6): übliche Materialmengen und -preise 2024/25.",
    supplierNotes: SANITARY_WHOLESALE,
    tiers: {
      budget: { priceMin: 300, priceMax: 480, brandExamples: "Rehau, Poloplast, Uponor" },
      standard: { priceMin: 420, priceMax: 650, brandExamples: "Geberit Mepla, Viega Sanfix, Uponor" },
      premium: {
        priceMin: 560,
        priceMax: 840,
        brandExamples: "Geberit Mepla, Viega, Geberit Silent-db20 (Schallschutz)",
      },
    },
  },
  {
    category: "drywall",
    subcategory: "pre_wall_boards",
    unitType: "m2",
    description:
      "Feuchtraumplatten, Profile und Befestigung für Vorwände, je m². Schätzung (keine Quelle im Preisdatenblatt, vienna-prices.md §6): übliche Handelspreise 2024/25 (2 Lagen Platten).",
    supplierNotes: "Baustoffhandel.",
    tiers: {
      budget: { priceMin: 22, priceMax: 32, brandExamples: "Knauf, Rigips" },
      standard: { priceMin: 28, priceMax: 42, brandExamples: "Knauf, Rigips, Fermacell" },
      premium: { priceMin: 38, priceMax: 52, brandExamples: "Fermacell Powerpanel, Wedi" },
    },
  },
  {
    category: "paint",
    subcategory: "moisture_resistant",
    unitType: "m2",
    description:
      "Grundierung und Feuchtraum-/Silikatfarbe, je m² Anstrichfläche (2 Anstriche). " +
      `[AT] Innenanstrich inkl. Material 6–15 €/m² (${SRC.daibauMaler}).`,
    supplierNotes: "Farbenfachhandel oder über den Maler.",
    tiers: {
      budget: { priceMin: 2, priceMax: 4, brandExamples: "Baumarkt-Eigenmarken, Alpina" },
      standard: { priceMin: 3, priceMax: 6, brandExamples: "Adler, Caparol, Alpina" },
      premium: { priceMin: 6, priceMax: 10, brandExamples: "Keim, Caparol, Brillux" },
    },
  },
  {
    category: "accessibility",
    subcategory: "grab_bars_seat",
    unitType: "set",
    description:
      "Haltegriffe, Duschklappsitz und Stützklappgriff am WC, je Bad (barrierefreier Umbau). " +
      `[DE] Haltegriffe, Duschsitz, Rückenstütze zusammen unter 1.000 € (${SRC.aroundhomeBarrierefrei}).`,
    supplierNotes:
      "Über den Installateur oder Sanitätsfachhandel; Förderung altersgerechter Umbau der Stadt Wien (50 %, max. 7.500 €) prüfen.",
    tiers: {
      budget: { priceMin: 150, priceMax: 300, brandExamples: "Normbau, Baumarkt-Eigenmarken" },
      standard: { priceMin: 300, priceMax: 550, brandExamples: "Hewi 801, Keuco Plan Care" },
      premium: { priceMin: 550, priceMax: 950, brandExamples: "Hewi System 900, Keuco Axess" },
    },
  },
];

export const BATHROOM_MATERIAL_SEEDS: readonly BathroomMaterialSeed[] = MATERIAL_GROUPS.flatMap((group) =>
  (["budget", "standard", "premium"] as const).map((tier) => {
    const t = group.tiers[tier];
    return {
      category: group.category,
      subcategory: group.subcategory,
      qualityTier: tier,
      priceMin: t.priceMin,
      priceMax: t.priceMax,
      unitType: group.unitType,
      description: t.note ? `${group.description} ${t.note}` : group.description,
      brandExamples: t.brandExamples,
      supplierNotes: group.supplierNotes,
    };
  }),
);

/** Vienna-specific costs; the engine uses `baseCost` × quantity, `maxCost` is the upper bound seen. */
export const VIENNA_COST_SEEDS: readonly ViennaCostSeed[] = [
  {
    costType: "no_stopping_zone",
    baseCost: 160,
    maxCost: 350,
    unit: "pro Anlass",
    description:
      "Kurzfristige Halteverbotszone (MA 46) vor dem Haus für Mulde und Anlieferung. Bundesgebühr 21,00 € je Antrag, 6,00 € je Beilage " +
      `(BGBl I 20/2025, ${SRC.stempelgebuehr}); Schilder kaufen oder bei der MA 48 leihen und aufstellen. ` +
      "Eine Gesamtgebühr und der MA-48-Leihpreis sind nicht veröffentlicht (vienna-prices.md §4.1: no source found) – " +
      "Schätzung: Gebühren ca. 35 € + Schilder ca. 60–100 € + ca. 1 h Aufstellen/Protokollieren; Obergrenze bei Beauftragung eines Halteverbots-Dienstes.",
    regulationNotes:
      "Antrag bei der MA 46, gilt höchstens eine Woche und nur auf einer Parkspur; Schilder mindestens 24 h vor Beginn aufstellen, " +
      `parkende Fahrzeuge protokollieren und bei der Polizeiinspektion bestätigen lassen (${SRC.halteverbot}).`,
  },
  {
    costType: "rubble_container",
    baseCost: 240,
    maxCost: 420,
    unit: "pro Mulde (3–5 m³)",
    description:
      "Bauschuttmulde 3–5 m³: Zustellung, Abholung, ca. 10 Tage Standzeit (Deponiegebühren siehe rubble_disposal_fee). " +
      `[AT] Pauschale 70–140 € (${SRC.losmuchachos}); [DE] kleine Mulde 80–160 € (${SRC.muellcontainer}), ` +
      `Stellgenehmigung z. B. 68 € (${SRC.muellcontainer}); Wiener Preisniveau brutto. MA-48-Muldendienst: kein Preis gefunden.`,
    regulationNotes: `Auf öffentlichem Grund ist eine Bewilligung bzw. Halteverbotszone nötig (${SRC.wastebox}); Zustellung frühestens 2 Tage nach Bestellung.`,
  },
  {
    costType: "rubble_disposal_fee",
    baseCost: 90,
    maxCost: 180,
    unit: "pro m³",
    description:
      `Deponie-/Übernahmegebühr für gemischten Bauschutt, je m³ lose. [AT-NÖ] Baumix 7,10 € je 100 l = 71 €/m³ (${SRC.gda}); ` +
      `Deponie gemischter Abfall ca. 180 €/t (${SRC.losmuchachos}); [DE] Bauschutt 60–150 €/m³ (${SRC.bauschuttcontainer}).`,
    regulationNotes:
      "Mistplätze der MA 48 nehmen nur Haushaltsmengen an (Bauschutt max. 0,5 m³, Kleintransporter 1 m³ pro Tag); " +
      `größere Mengen aus Sanierungen gehen kostenpflichtig an die Behandlungsanlage (${SRC.mistplatz}, ${SRC.mistplatzLeistungen}).`,
  },
  {
    costType: "tradesman_parking",
    baseCost: 4.1,
    maxCost: 20.5,
    unit: "pro Arbeitstag",
    description:
      "Parken des Handwerkerfahrzeugs: Tagesparkschein 4,10 € (Wochenschein 20,50 €) mit Servicekarte für Handwerksbetriebe " +
      `(${SRC.wkoParken}); ein Fahrzeug je Arbeitstag.`,
    regulationNotes:
      "In allen 23 Bezirken gilt Mo–Fr 9–22 Uhr Kurzparkzone (max. 2 h); Tages-/Wochenscheine nur mit Servicekarte (max. 2 Jahre gültig) " +
      `(${SRC.wkoKurzparkzone}).`,
  },
  {
    costType: "carrying_surcharge_no_lift",
    baseCost: 110,
    maxCost: 200,
    unit: "pro Stockwerk",
    description:
      "Tragezuschlag im Altbau ohne Lift: Schutt hinunter, Fliesen, Wanne und Material hinauf, je Stockwerk für ein durchschnittliches Bad. " +
      "Kein Euro-Betrag je Stockwerk veröffentlicht (vienna-prices.md §4.4: no source found; " +
      `Dachgeschoß ohne Lift verteuert Transporte, ${SRC.umzugOhneLift}). Schätzung: ca. 1,5–2 Helferstunden je Stockwerk zu ca. 65 €/h.`,
    regulationNotes: null,
  },
  {
    costType: "building_notice_ma37",
    baseCost: 420,
    maxCost: 1200,
    unit: "pauschal",
    description:
      "Bauanzeige bei der MA 37 (Baupolizei), wenn Sanitäranlagen neu eingebaut oder verändert werden (Leitungen neu verlegt/versetzt): " +
      `Bundesgebühr 21 € + Beilagen (${SRC.stempelgebuehr}), Fertigstellungsanzeige 22 € bzw. 50 € mit Plänen (${SRC.fertigstellung}), ` +
      "Einreichplan in 2 Ausfertigungen durch Planverfasser (Schätzung ca. 3–4 h zu 100–120 €/h). Die Gebühr der Bauanzeige selbst ist nicht veröffentlicht.",
    regulationNotes:
      `§ 62 Bauordnung für Wien: Einbau/Änderung von Bädern und Sanitäranlagen ist anzeigepflichtig, keine Statik nötig (${SRC.bauanzeigeBad}); ` +
      `kein Bauverfahren, Baubeginn nach Einreichung bzw. spätestens nach einem Monat (${SRC.bauanzeigeInfo}); Details ${SRC.bauanzeige}.`,
  },
  {
    costType: "construction_noise_rules",
    baseCost: 0,
    maxCost: null,
    unit: "Hinweis",
    description:
      "Keine Kosten – Hinweis für die Zeitplanung: laute Arbeiten sind nur zu erlaubten Zeiten möglich; Hausverwaltung und Nachbarn vorab informieren.",
    regulationNotes:
      `Wiener Baulärmgesetz: laute Bauarbeiten Mo–So 6–20 Uhr, sonst Nachtarbeitsbewilligung (${SRC.baulaerm}); ` +
      `Mieter: Verbesserungen nach § 9 MRG dem Vermieter anzeigen (${SRC.mrg}).`,
  },
];

/** The seed rows as the engine's tables (for tests and the benchmark, no database). */
export const BATHROOM_PRICE_TABLES: BathroomPriceTables = {
  laborRates: [...BATHROOM_LABOR_RATE_SEEDS],
  materials: [...BATHROOM_MATERIAL_SEEDS],
  viennaCosts: [...VIENNA_COST_SEEDS],
};
