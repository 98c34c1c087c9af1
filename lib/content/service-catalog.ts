/**
 * The one service catalogue (issue 17 §6): every real service customers can request, with its id,
 * German title, keywords, category, icon, "most asked" rank and quiz. The quiz list, the search,
 * the partner forms (registration, onboarding), matching and the advertising categories read it;
 * landing copy (lib/content/services.ts) and price-guide entries (lib/content/price-guide.ts) are
 * keyed by the same ids. Also the route table's landing ids and the home page's price-guide tabs.
 * Sources: public-side.md §2 (route table; Home, section 3; Quiz priority order), §3 "Service
 * category"; authenticated-side.md §3 "Registration service choices" (their wording: partnerTitle).
 * Plain data, no server-only imports: client components import it.
 */

/** Every id with a generic landing page at /{id} (route table order). */
export const LANDING_SERVICE_IDS = [
  "hausrenovierung",
  "küchenrenovierung",
  "bürorenovierung",
  "fassadensanierung",
  "poolrenovierung",
  "komplette-wohnsanierung",
  "terrassenverkleidung",
  "solaranlagen",
  "geothermie",
  "klimaanlagen",
  "aufzüge",
  "markisen",
  "elektriker",
  "heizungsanlagen",
  "garagentore",
  "hausbau",
  "fertighauser",
  "schwimmbader",
  "industriebau",
  "abbruch",
  "mauerbau",
  "erdarbeiten",
  "betonsanierung",
  "feuchtigkeit",
  "maler",
  "fliesen",
  "klempner",
  "schlosser",
  "betondruck",
  "zimmermann",
  "plattenleger",
  "umzüge",
  "schädlingsbekämpfung",
  "duschwechsel",
  "glasschloss",
  "reinigung",
  "pvc-fenster",
  "architekten",
  "dekorateure",
] as const;

export type LandingServiceId = (typeof LANDING_SERVICE_IDS)[number];

// ---------------------------------------------------------------------------------------------
// The service catalogue (issue 17 §6): one entry per real service a customer can request
// ---------------------------------------------------------------------------------------------

/**
 * The five service categories of the home page's price-guide tabs (public-side.md §2 Home,
 * section 3), in display order, each with its lucide icon name (see SERVICE_ICON_NAMES) and an
 * English label for the English partner form.
 */
export const SERVICE_CATEGORIES = [
  { id: "reforms", label: "Renovierungen", labelEn: "Renovations", icon: "paint-roller" },
  { id: "installers", label: "Installationen", labelEn: "Installations", icon: "plug" },
  { id: "construction", label: "Bau", labelEn: "Construction", icon: "hard-hat" },
  { id: "minor-works", label: "Kleinarbeiten", labelEn: "Trades and smaller jobs", icon: "hammer" },
  { id: "others", label: "Andere", labelEn: "Other services", icon: "layout-grid" },
] as const;

export type ServiceCategoryId = (typeof SERVICE_CATEGORIES)[number]["id"];

/**
 * The lucide-react icon names the catalogue uses (kebab-case as in lucide's own naming); the
 * components map them to the icon components (components/services/service-icon.tsx), so this
 * module stays plain data for server and client.
 */
export const SERVICE_ICON_NAMES = [
  "app-window",
  "armchair",
  "arrow-up-down",
  "bath",
  "blinds",
  "brick-wall",
  "briefcase",
  "bug",
  "building-2",
  "chef-hat",
  "construction",
  "drafting-compass",
  "droplets",
  "factory",
  "fence",
  "flame",
  "grid-3x3",
  "hammer",
  "hard-hat",
  "house",
  "house-plus",
  "key-round",
  "layout-grid",
  "paint-roller",
  "panels-top-left",
  "pickaxe",
  "plug",
  "shovel",
  "snowflake",
  "sparkles",
  "sun",
  "thermometer",
  "truck",
  "umbrella",
  "warehouse",
  "waves",
  "waves-ladder",
  "wrench",
  "zap",
] as const;

export type ServiceIconName = (typeof SERVICE_ICON_NAMES)[number];

/** URL path of the sprite that draws these icons (lib/content/service-icon-sprite.ts, app/icons/services.svg). */
export const SERVICE_ICON_SPRITE_PATH = "/icons/services.svg";

/** One real service: what customers request (its quiz) and what companies register for. */
export interface CatalogueService {
  /** Canonical id: the quiz's serviceType (/quiz/{id}), stored in companies.services, projects.serviceType, advertising categories. */
  readonly id: string;
  /** German name (quiz list, search, dashboards). */
  readonly title: string;
  /** German name on the partner forms where the spec words it differently (authenticated-side.md §3 "Registration service choices"). */
  readonly partnerTitle?: string;
  /** English name, only for the English partner onboarding form (/partner-onboarding2). */
  readonly titleEn: string;
  /** A few words on the /quiz list under the title. */
  readonly teaser: string;
  readonly category: ServiceCategoryId;
  readonly icon: ServiceIconName;
  /**
   * "Most asked first" rank (1 = first). 1–6 are the spec's priority order of the quiz list
   * (public-side.md §2 Quiz, lib/domain/quiz-order.ts); the rest is our editorial order of how often
   * Viennese households need the trade (no request statistics exist yet).
   */
  readonly popularity: number;
  /** The quiz customers fill in for this service (its own id). */
  readonly quizId: string;
  /** Lower-case search terms (synonyms, trade names, Austrian terms, ASCII spellings of umlauts). */
  readonly keywords: readonly string[];
}

/**
 * Every real service, in the order of the public route table with the priority services first.
 * Keywords: what people in Vienna type (Installateur, Übersiedlung, Künette, E-Befund, Therme,
 * Vollwärmeschutz, Stiegengeländer, Ordination, Einreichplan, Tapezierer …); the first two are
 * shown under a search suggestion's title.
 */
export const SERVICE_CATALOGUE = [
  {
    id: "wohnungsrenovierung",
    title: "Wohnungsrenovierung",
    titleEn: "Apartment renovation",
    teaser: "Teil- oder Komplettsanierung, Altbau und Neubau",
    category: "reforms",
    icon: "house",
    popularity: 1,
    quizId: "wohnungsrenovierung",
    keywords: [
      "wohnung",
      "renovierung",
      "wohnung renovieren",
      "wohnungssanierung",
      "komplettsanierung",
      "generalsanierung",
      "kernsanierung",
      "komplette wohnsanierung",
      "sanierung",
      "altbauwohnung",
      "altbausanierung",
      "eigentumswohnung",
      "wohnung sanieren",
      "umbau",
      "renovieren",
    ],
  },
  {
    id: "badrenovierung",
    title: "Badrenovierung",
    titleEn: "Bathroom renovation",
    teaser: "Komplettes Bad, Dusche statt Wanne, barrierefrei",
    category: "reforms",
    icon: "bath",
    popularity: 2,
    quizId: "badrenovierung",
    keywords: [
      "bad",
      "badezimmer",
      "badsanierung",
      "dusche",
      "duschwechsel",
      "badewanne",
      "wanne gegen dusche",
      "walk-in dusche",
      "wc",
      "toilette",
      "fliesen bad",
      "sanitär",
      "waschbecken",
      "barrierefreies bad",
      "badumbau",
    ],
  },
  {
    id: "küchenrenovierung",
    title: "Küchenrenovierung",
    titleEn: "Kitchen renovation",
    teaser: "Neue Küche, Fronten, Anschlüsse",
    category: "reforms",
    icon: "chef-hat",
    popularity: 3,
    quizId: "küchenrenovierung",
    keywords: [
      "küche",
      "kueche",
      "kuche",
      "kuechenrenovierung",
      "küchenumbau",
      "kuechenumbau",
      "küchenmontage",
      "einbauküche",
      "arbeitsplatte",
      "küchenfliesen",
    ],
  },
  {
    id: "hausrenovierung",
    title: "Hausrenovierung",
    titleEn: "House renovation",
    teaser: "Einfamilien- und Reihenhaus, alle Gewerke",
    category: "reforms",
    icon: "house",
    popularity: 4,
    quizId: "hausrenovierung",
    keywords: [
      "haus",
      "haus renovieren",
      "haussanierung",
      "einfamilienhaus",
      "reihenhaus",
      "haus sanieren",
      "sanierung haus",
      "altes haus",
      "hausumbau",
    ],
  },
  {
    id: "hausbau",
    title: "Hausbau",
    titleEn: "House construction",
    teaser: "Neubau, Zubau, Baumeister",
    category: "construction",
    icon: "house-plus",
    popularity: 5,
    quizId: "hausbau",
    keywords: [
      "neubau",
      "haus bauen",
      "baumeister",
      "rohbau",
      "massivhaus",
      "bauunternehmen",
      "einfamilienhaus bauen",
      "zubau",
    ],
  },
  {
    id: "abbruch",
    title: "Abbruch",
    titleEn: "Demolition",
    teaser: "Innenabbruch, Wanddurchbruch, Abriss",
    category: "construction",
    icon: "pickaxe",
    popularity: 6,
    quizId: "abbruch",
    keywords: [
      "abriss",
      "abbrucharbeiten",
      "abreißen",
      "abreissen",
      "demolierung",
      "wand entfernen",
      "wanddurchbruch",
      "entkernung",
      "stemmarbeiten",
    ],
  },
  {
    id: "bürorenovierung",
    title: "Bürorenovierung",
    titleEn: "Office renovation",
    teaser: "Büro, Geschäftslokal, Ordination",
    category: "reforms",
    icon: "briefcase",
    popularity: 21,
    quizId: "bürorenovierung",
    keywords: [
      "büro",
      "buero",
      "büroumbau",
      "bueroumbau",
      "geschäftslokal",
      "lokal renovieren",
      "ordination",
      "praxis",
      "gewerbefläche",
    ],
  },
  {
    id: "fassadensanierung",
    title: "Fassadensanierung",
    titleEn: "Facade renovation",
    teaser: "Außenputz, Vollwärmeschutz, Anstrich",
    category: "reforms",
    icon: "building-2",
    popularity: 14,
    quizId: "fassadensanierung",
    keywords: [
      "fassade",
      "fassade streichen",
      "außenputz",
      "aussenputz",
      "vollwärmeschutz",
      "wärmedämmung",
      "thermische sanierung",
      "gerüst",
      "fassadenrenovierung",
    ],
  },
  {
    id: "poolrenovierung",
    title: "Poolrenovierung",
    titleEn: "Pool renovation",
    teaser: "Folie, Abdichtung, Pooltechnik",
    category: "reforms",
    icon: "waves",
    popularity: 33,
    quizId: "poolrenovierung",
    keywords: [
      "pool renovieren",
      "pool sanieren",
      "poolsanierung",
      "poolfolie",
      "pool abdichten",
      "poolpumpe",
      "poolfilter",
      "poolreinigung",
    ],
  },
  {
    id: "terrassenverkleidung",
    title: "Terrassenverkleidung",
    titleEn: "Terrace decking",
    teaser: "Holz, WPC oder Feinsteinzeug",
    category: "reforms",
    icon: "fence",
    popularity: 24,
    quizId: "terrassenverkleidung",
    keywords: [
      "terrasse",
      "terrassenbelag",
      "terrassendielen",
      "holzterrasse",
      "wpc",
      "balkonbelag",
      "dachterrasse",
      "terrasse verlegen",
    ],
  },
  {
    id: "solaranlagen",
    title: "Solaranlagen",
    titleEn: "Solar systems",
    teaser: "Photovoltaik, Speicher, Solarthermie",
    category: "installers",
    icon: "sun",
    popularity: 15,
    quizId: "solaranlagen",
    keywords: [
      "solar",
      "photovoltaik",
      "pv",
      "pv-anlage",
      "pv anlage",
      "solaranlage",
      "solarpanel",
      "stromspeicher",
      "balkonkraftwerk",
      "solarthermie",
      "sonnenkollektoren",
    ],
  },
  {
    id: "geothermie",
    title: "Geothermie",
    titleEn: "Geothermal heating",
    teaser: "Erdwärme mit Tiefensonde oder Kollektor",
    category: "installers",
    icon: "thermometer",
    popularity: 31,
    quizId: "geothermie",
    keywords: [
      "erdwärme",
      "erdwaerme",
      "tiefenbohrung",
      "tiefensonde",
      "erdwärmepumpe",
      "sole-wasser-wärmepumpe",
      "erdkollektor",
    ],
  },
  {
    id: "klimaanlagen",
    title: "Klimaanlagen",
    titleEn: "Air conditioning",
    teaser: "Split-Geräte, Dachgeschoß kühlen",
    category: "installers",
    icon: "snowflake",
    popularity: 12,
    quizId: "klimaanlagen",
    keywords: [
      "klima",
      "klimaanlage",
      "klimagerät",
      "klimageraet",
      "split-klimaanlage",
      "klimatisierung",
      "kühlung",
      "dachgeschoss kühlen",
      "klimaanlage einbauen",
    ],
  },
  {
    id: "aufzüge",
    title: "Aufzüge",
    titleEn: "Lifts and stairlifts",
    teaser: "Liftnachrüstung, Treppenlift",
    category: "installers",
    icon: "arrow-up-down",
    popularity: 35,
    quizId: "aufzüge",
    keywords: [
      "aufzug",
      "aufzuege",
      "lift",
      "treppenlift",
      "liftnachrüstung",
      "personenaufzug",
      "plattformlift",
      "barrierefrei",
    ],
  },
  {
    id: "markisen",
    title: "Markisen",
    titleEn: "Awnings",
    teaser: "Sonnenschutz für Balkon und Terrasse",
    category: "installers",
    icon: "umbrella",
    popularity: 27,
    quizId: "markisen",
    keywords: [
      "markise",
      "sonnenschutz",
      "beschattung",
      "jalousien",
      "raffstore",
      "rollläden",
      "rolllaeden",
      "sonnensegel",
      "balkonmarkise",
    ],
  },
  {
    id: "elektriker",
    title: "Elektriker",
    partnerTitle: "Elektroinstallation",
    titleEn: "Electrical work",
    teaser: "Leitungen, Steckdosen, E-Befund",
    category: "installers",
    icon: "zap",
    popularity: 8,
    quizId: "elektriker",
    keywords: [
      "elektro",
      "strom",
      "elektroinstallation",
      "steckdose",
      "leitungen",
      "sicherungskasten",
      "verteilerkasten",
      "e-befund",
      "elektrobefund",
      "beleuchtung",
      "licht",
    ],
  },
  {
    id: "heizungsanlagen",
    title: "Heizungsanlagen",
    titleEn: "Heating systems",
    teaser: "Therme, Wärmepumpe, Fernwärme",
    category: "installers",
    icon: "flame",
    popularity: 10,
    quizId: "heizungsanlagen",
    keywords: [
      "heizung",
      "therme",
      "gastherme",
      "thermentausch",
      "heizungstausch",
      "heizungsanlage",
      "fernwärme",
      "fernwaerme",
      "fußbodenheizung",
      "fussbodenheizung",
      "heizkörper",
      "wärmepumpe",
      "heizkessel",
    ],
  },
  {
    id: "garagentore",
    title: "Garagentore",
    titleEn: "Garage doors",
    teaser: "Sectionaltor, Rolltor, Antrieb",
    category: "installers",
    icon: "warehouse",
    popularity: 34,
    quizId: "garagentore",
    keywords: ["garagentor", "sectionaltor", "rolltor", "torantrieb", "garage", "schwingtor", "einfahrtstor"],
  },
  {
    id: "fertighauser",
    title: "Fertighäuser",
    titleEn: "Prefabricated houses",
    teaser: "Fertighaus schlüsselfertig oder Ausbauhaus",
    category: "construction",
    icon: "house",
    popularity: 28,
    quizId: "fertighauser",
    keywords: [
      "fertighaus",
      "fertighäuser",
      "fertighaeuser",
      "ausbauhaus",
      "holzfertighaus",
      "schlüsselfertig",
      "modulhaus",
    ],
  },
  {
    id: "schwimmbader",
    title: "Schwimmbäder",
    titleEn: "Swimming pools",
    teaser: "Neuer Pool im Garten",
    category: "construction",
    icon: "waves-ladder",
    popularity: 30,
    quizId: "schwimmbader",
    keywords: [
      "pool",
      "schwimmbad",
      "schwimmbäder",
      "schwimmbecken",
      "pool bauen",
      "poolbau",
      "swimmingpool",
      "naturpool",
      "whirlpool",
    ],
  },
  {
    id: "industriebau",
    title: "Industriebau",
    titleEn: "Industrial and commercial construction",
    teaser: "Hallen, Werkstätten, Gewerbeflächen",
    category: "construction",
    icon: "factory",
    popularity: 39,
    quizId: "industriebau",
    keywords: ["gewerbebau", "halle", "hallenbau", "werkstatt", "lagerhalle", "gewerbeobjekt", "betriebsgebäude"],
  },
  {
    id: "mauerbau",
    title: "Mauerbau",
    titleEn: "Masonry",
    teaser: "Wände, Durchbrüche, Gartenmauern",
    category: "construction",
    icon: "brick-wall",
    popularity: 23,
    quizId: "mauerbau",
    keywords: ["maurer", "maurerarbeiten", "mauer", "gartenmauer", "ziegelwand", "wand mauern", "stützmauer"],
  },
  {
    id: "erdarbeiten",
    title: "Erdarbeiten",
    titleEn: "Earthworks",
    teaser: "Aushub, Künette, Drainage",
    category: "construction",
    icon: "shovel",
    popularity: 29,
    quizId: "erdarbeiten",
    keywords: [
      "aushub",
      "bagger",
      "baggerarbeiten",
      "künette",
      "kuenette",
      "graben",
      "fundament",
      "drainage",
      "kanalanschluss",
      "geländeregulierung",
    ],
  },
  {
    id: "betonsanierung",
    title: "Betonsanierung",
    titleEn: "Concrete repair",
    teaser: "Risse, Abplatzungen, Balkone",
    category: "construction",
    icon: "construction",
    popularity: 32,
    quizId: "betonsanierung",
    keywords: ["beton", "betonschäden", "risse beton", "balkonsanierung", "betonabplatzung", "bewehrung", "tiefgarage"],
  },
  {
    id: "feuchtigkeit",
    title: "Feuchtigkeitssanierung",
    titleEn: "Damp proofing",
    teaser: "Feuchte Wände, Schimmel, Trockenlegung",
    category: "minor-works",
    icon: "droplets",
    popularity: 13,
    quizId: "feuchtigkeit",
    keywords: [
      "feuchte wände",
      "schimmel",
      "feuchtigkeit",
      "schimmelsanierung",
      "nasse wände",
      "mauertrockenlegung",
      "trockenlegung",
      "kellerabdichtung",
      "salpeter",
      "feuchte mauer",
    ],
  },
  {
    id: "maler",
    title: "Maler",
    partnerTitle: "Malerei & Lackierung",
    titleEn: "Painting",
    teaser: "Ausmalen, Lackieren, Tapezieren",
    category: "minor-works",
    icon: "paint-roller",
    popularity: 7,
    quizId: "maler",
    keywords: [
      "ausmalen",
      "streichen",
      "maler",
      "malerarbeiten",
      "anstreicher",
      "wände streichen",
      "tapezieren",
      "tapete",
      "lackieren",
      "spachteln",
    ],
  },
  {
    id: "fliesen",
    title: "Fliesenleger",
    titleEn: "Tiling",
    teaser: "Bad, Küche, Boden und Wand",
    category: "minor-works",
    icon: "grid-3x3",
    popularity: 11,
    quizId: "fliesen",
    keywords: [
      "fliesen",
      "fliesen verlegen",
      "fliesenlegen",
      "bodenfliesen",
      "wandfliesen",
      "feinsteinzeug",
      "verfugen",
      "mosaik",
    ],
  },
  {
    id: "klempner",
    title: "Installateur",
    partnerTitle: "Sanitärinstallation",
    titleEn: "Plumbing",
    teaser: "Wasser, Abfluss, Gas und Therme",
    category: "minor-works",
    icon: "wrench",
    popularity: 9,
    quizId: "klempner",
    keywords: [
      "installateur",
      "klempner",
      "sanitärinstallation",
      "rohrbruch",
      "wasserleitung",
      "abfluss",
      "abfluss verstopft",
      "wasserhahn",
      "armaturen",
      "boiler",
      "rohre",
    ],
  },
  {
    id: "schlosser",
    title: "Schlosser",
    titleEn: "Locksmith and metalwork",
    teaser: "Geländer, Gitter, Schlösser",
    category: "minor-works",
    icon: "key-round",
    popularity: 20,
    quizId: "schlosser",
    keywords: [
      "schlosserei",
      "geländer",
      "stiegengeländer",
      "metallbau",
      "gitter",
      "gartentor",
      "zaun",
      "schweißen",
      "türschloss",
      "stahltreppe",
    ],
  },
  {
    id: "betondruck",
    title: "Betondruck",
    titleEn: "Stamped concrete",
    teaser: "Einfahrt und Terrasse in Steinoptik",
    category: "minor-works",
    icon: "layout-grid",
    popularity: 38,
    quizId: "betondruck",
    keywords: ["prägebeton", "praegebeton", "stempelbeton", "sichtbeton", "einfahrt beton", "dekorbeton"],
  },
  {
    id: "zimmermann",
    title: "Zimmerer",
    titleEn: "Carpentry",
    teaser: "Dachstuhl, Dachausbau, Holzbau",
    category: "minor-works",
    icon: "hammer",
    popularity: 19,
    quizId: "zimmermann",
    keywords: [
      "zimmermann",
      "zimmerei",
      "dachstuhl",
      "holzbau",
      "dach",
      "dachausbau",
      "gaube",
      "carport",
      "holzterrasse",
    ],
  },
  {
    id: "plattenleger",
    title: "Plattenleger",
    titleEn: "Paving and slab laying",
    teaser: "Platten für Terrasse, Einfahrt, Innenraum",
    category: "minor-works",
    icon: "panels-top-left",
    popularity: 26,
    quizId: "plattenleger",
    keywords: [
      "platten",
      "platten verlegen",
      "naturstein",
      "steinplatten",
      "betonplatten",
      "pflastern",
      "gehweg",
      "großformat",
    ],
  },
  {
    id: "umzüge",
    title: "Umzüge",
    titleEn: "Removals",
    teaser: "Übersiedlung von Wohnung oder Büro",
    category: "others",
    icon: "truck",
    popularity: 16,
    quizId: "umzüge",
    keywords: [
      "umzug",
      "übersiedlung",
      "uebersiedlung",
      "übersiedeln",
      "umzuege",
      "umzugsfirma",
      "möbeltransport",
      "entrümpelung",
      "räumung",
    ],
  },
  {
    id: "schädlingsbekämpfung",
    title: "Schädlingsbekämpfung",
    titleEn: "Pest control",
    teaser: "Bettwanzen, Schaben, Mäuse, Wespen",
    category: "others",
    icon: "bug",
    popularity: 25,
    quizId: "schädlingsbekämpfung",
    keywords: [
      "schädlinge",
      "schaedlinge",
      "kammerjäger",
      "bettwanzen",
      "schaben",
      "mäuse",
      "ratten",
      "wespen",
      "ungeziefer",
    ],
  },
  {
    id: "glasschloss",
    title: "Glaser",
    titleEn: "Glazier",
    teaser: "Glastausch, Glasdusche, Glasgeländer",
    category: "others",
    icon: "blinds",
    popularity: 36,
    quizId: "glasschloss",
    keywords: ["glas", "glaserei", "glastausch", "glasdusche", "duschwand", "glasgeländer", "spiegel", "verglasung"],
  },
  {
    id: "reinigung",
    title: "Reinigung",
    titleEn: "Cleaning",
    teaser: "Bau-, End- und Grundreinigung",
    category: "others",
    icon: "sparkles",
    popularity: 17,
    quizId: "reinigung",
    keywords: [
      "putzen",
      "baureinigung",
      "endreinigung",
      "grundreinigung",
      "fensterputzen",
      "reinigungsfirma",
      "putzfirma",
      "büroreinigung",
      "teppichreinigung",
    ],
  },
  {
    id: "pvc-fenster",
    title: "PVC-Fenster",
    partnerTitle: "Fenster & Türen",
    titleEn: "Windows and doors",
    teaser: "Fenstertausch mit Einbau",
    category: "others",
    icon: "app-window",
    popularity: 18,
    quizId: "pvc-fenster",
    keywords: [
      "fenster",
      "pvc",
      "pvc fenster",
      "kunststofffenster",
      "fenstertausch",
      "fenster tauschen",
      "fenster einbauen",
      "dreifachverglasung",
      "isolierglas",
      "balkontür",
    ],
  },
  {
    id: "architekten",
    title: "Architekten",
    titleEn: "Architects",
    teaser: "Planung, Einreichung, Bauaufsicht",
    category: "others",
    icon: "drafting-compass",
    popularity: 22,
    quizId: "architekten",
    keywords: [
      "architekt",
      "planung",
      "einreichplan",
      "einreichung",
      "baubewilligung",
      "entwurf",
      "bauplan",
      "innenarchitekt",
      "statiker",
    ],
  },
  {
    id: "dekorateure",
    title: "Dekorateure",
    titleEn: "Interior decorators",
    teaser: "Vorhänge, Polster, Raumausstattung",
    category: "others",
    icon: "armchair",
    popularity: 37,
    quizId: "dekorateure",
    keywords: [
      "dekorateur",
      "raumausstatter",
      "tapezierer",
      "vorhänge",
      "vorhaenge",
      "gardinen",
      "innenausstattung",
      "polsterer",
      "home staging",
      "einrichtung",
    ],
  },
] as const satisfies readonly CatalogueService[];

/** A canonical service id. */
export type ServiceId = (typeof SERVICE_CATALOGUE)[number]["id"];

/** Every canonical service id, catalogue order (a non-empty tuple, usable with z.enum). */
export const SERVICE_IDS = SERVICE_CATALOGUE.map((service) => service.id) as unknown as readonly [
  ServiceId,
  ...ServiceId[],
];

/**
 * Near-duplicate ids that have their own landing, price-guide page or seeded quiz but are the same
 * real service as `canonical` (issue 17 §6): /quiz/{id} redirects permanently to /quiz/{canonical}
 * (lib/domain/service-aliases.ts, proxy.ts); stored values with these ids count as the canonical
 * service (matching). Their landings (/badezimmer, /wohnungssanierung, …) stay.
 */
export const SERVICE_ALIASES = [
  { id: "badezimmer", title: "Badezimmer", canonical: "badrenovierung" },
  { id: "duschwechsel", title: "Duschwechsel", canonical: "badrenovierung" },
  { id: "wohnungssanierung", title: "Wohnungssanierung", canonical: "wohnungsrenovierung" },
  { id: "komplette-wohnsanierung", title: "Komplette Wohnsanierung", canonical: "wohnungsrenovierung" },
] as const satisfies readonly { id: string; title: string; canonical: ServiceId }[];

const CATALOGUE_BY_ID = new Map<string, CatalogueService>(SERVICE_CATALOGUE.map((service) => [service.id, service]));
const ALIAS_TARGET = new Map<string, ServiceId>(SERVICE_ALIASES.map((alias) => [alias.id, alias.canonical]));

/** The catalogue entry of a canonical id, else undefined (alias ids and other values too). */
export function catalogueService(id: string): CatalogueService | undefined {
  return CATALOGUE_BY_ID.get(id.normalize("NFC"));
}

/** Whether `value` is a canonical service id. */
export function isServiceId(value: unknown): value is ServiceId {
  return typeof value === "string" && CATALOGUE_BY_ID.has(value);
}

/**
 * The canonical service id for a canonical or alias id ("badezimmer" → "badrenovierung"), in any
 * case and Unicode form; undefined for anything else.
 */
export function canonicalServiceId(value: string): ServiceId | undefined {
  const id = value.normalize("NFC").trim().toLowerCase();
  if (CATALOGUE_BY_ID.has(id)) return id as ServiceId;
  return ALIAS_TARGET.get(id);
}

/** The alias ids of a canonical service (e.g. ["badezimmer", "duschwechsel"] for "badrenovierung"). */
export function serviceAliasIds(id: string): string[] {
  return SERVICE_ALIASES.filter((alias) => alias.canonical === id).map((alias) => alias.id);
}

/** The catalogue sorted "most asked first" (popularity rank ascending). */
export function servicesByPopularity(): CatalogueService[] {
  return [...SERVICE_CATALOGUE].sort((a, b) => a.popularity - b.popularity);
}

/**
 * Older stored service values and the catalogue service each stands for (issue 17 §6): the texts
 * of the spec's registration list (authenticated-side.md §3 "Registration service choices"), the
 * values of the German and English onboarding forms (public-side.md §3) and the 17 advertising
 * categories (authenticated-side.md §3). Used only to accept payloads of the old forms and by the
 * data migration 20261126000000_service_catalogue_ids (a unit test checks that its SQL maps the
 * same pairs); matching compares catalogue ids. Values without a service customers can request
 * (Parkettleger, Trockenausbau, trockenbau/drywall, andere/other, Sanierung & Modernisierung,
 * Bodenverlegung, Gartengestaltung) have no entry and stay as stored.
 */
export const LEGACY_SERVICE_VALUES: Readonly<Record<string, ServiceId>> = {
  // Registration list
  Hausrenovierung: "hausrenovierung",
  Wohnungsrenovierung: "wohnungsrenovierung",
  Badrenovierung: "badrenovierung",
  Küchenrenovierung: "küchenrenovierung",
  "Malerei & Lackierung": "maler",
  Elektroinstallation: "elektriker",
  Sanitärinstallation: "klempner",
  Fliesenleger: "fliesen",
  "Fenster & Türen": "pvc-fenster",
  // German onboarding form (wohnungsrenovierung, badrenovierung, … are catalogue ids already)
  bau: "hausbau",
  demolition: "abbruch",
  terrasse: "terrassenverkleidung",
  "maler-arbeiten": "maler",
  sanitär: "klempner",
  elektro: "elektriker",
  // English onboarding form
  apartment_renovation: "wohnungsrenovierung",
  bathroom_renovation: "badrenovierung",
  house_renovation: "hausrenovierung",
  construction: "hausbau",
  kitchen_renovation: "küchenrenovierung",
  terrace: "terrassenverkleidung",
  tiling: "fliesen",
  painting: "maler",
  plumbing: "klempner",
  electrical: "elektriker",
  // Advertising categories
  Neubau: "hausbau",
  Hausbau: "hausbau",
  Gewerbebau: "industriebau",
  Elektroinstallationen: "elektriker",
  Heizungsinstallation: "heizungsanlagen",
  Klimaanlagen: "klimaanlagen",
  Malerarbeiten: "maler",
  Fliesenarbeiten: "fliesen",
  Dacharbeiten: "zimmermann",
};

/** German display name of every service id used anywhere on the site (catalogue and alias ids). */
export const SERVICE_NAMES: Readonly<Record<string, string>> = Object.fromEntries([
  ...SERVICE_CATALOGUE.map((service) => [service.id, service.title]),
  ...SERVICE_ALIASES.map((alias) => [alias.id, alias.title]),
]);

/** Display name of a service id (falls back to the value itself, e.g. an older stored text). */
export function serviceName(id: string): string {
  return SERVICE_NAMES[id] ?? SERVICE_NAMES[id.normalize("NFC")] ?? id;
}

/** The name a partner form shows for a service: the spec's registration wording where it has one, else the title. */
export function partnerServiceName(id: string, language: "de" | "en" = "de"): string {
  const service = catalogueService(id);
  if (!service) return serviceName(id);
  return language === "en" ? service.titleEn : (service.partnerTitle ?? service.title);
}

/** The home page's price-guide tabs with 8 service ids each (public-side.md §2 Home, section 3). */
export const HOME_PRICE_TABS = [
  {
    id: "reforms",
    label: "Renovierungen",
    serviceIds: [
      "komplette-wohnsanierung",
      "hausrenovierung",
      "badrenovierung",
      "küchenrenovierung",
      "bürorenovierung",
      "fassadensanierung",
      "poolrenovierung",
      "terrassenverkleidung",
    ],
  },
  {
    id: "installers",
    label: "Installationen",
    serviceIds: [
      "solaranlagen",
      "geothermie",
      "klimaanlagen",
      "aufzüge",
      "markisen",
      "elektriker",
      "heizungsanlagen",
      "garagentore",
    ],
  },
  {
    id: "construction",
    label: "Bau",
    serviceIds: [
      "hausbau",
      "fertighauser",
      "schwimmbader",
      "industriebau",
      "abbruch",
      "mauerbau",
      "erdarbeiten",
      "betonsanierung",
    ],
  },
  {
    id: "minor-works",
    label: "Kleinarbeiten",
    serviceIds: [
      "feuchtigkeit",
      "maler",
      "fliesen",
      "klempner",
      "schlosser",
      "betondruck",
      "zimmermann",
      "plattenleger",
    ],
  },
  {
    id: "others",
    label: "Andere",
    serviceIds: [
      "umzüge",
      "schädlingsbekämpfung",
      "duschwechsel",
      "glasschloss",
      "reinigung",
      "pvc-fenster",
      "architekten",
      "dekorateure",
    ],
  },
] as const;

/** Path of a service route with the id percent-encoded (umlauts), e.g. servicePath("/quiz", "umzüge"). */
export function servicePath(prefix: "" | "/quiz" | "/preisleitfaden", id: string): string {
  return `${prefix}/${encodeURIComponent(id)}`;
}

/**
 * The quiz route of a service or alias id: the canonical service's quiz ("badezimmer" →
 * "/quiz/badrenovierung"), so links do not go through the alias redirect; other ids unchanged.
 */
export function quizPath(id: string): string {
  return servicePath("/quiz", canonicalServiceId(id) ?? id);
}
