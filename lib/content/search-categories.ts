/**
 * The 28 service categories of the hero search (public-side.md §3 "Service category", §9 search
 * scoring). Each id is a quiz service id, so a choice leads to /quiz/{id}. The 26 ids named by the
 * spec plus abbruch and feuchtigkeit (both have a quiz and are frequent searches in Vienna's
 * Altbau stock: wall breakthroughs, damp walls and mould).
 *
 * Keywords are lower-case and list what people in Vienna type: synonyms, the trade's name,
 * Austrian terms (Installateur, Übersiedlung, Künette, E-Befund, Therme, Vollwärmeschutz,
 * Stiegengeländer, Ordination, Einreichplan, Tapezierer) and ASCII spellings of umlauts
 * ("kueche"). The first two keywords are shown under the title of a suggestion.
 */
import type { SearchCategory } from "@/lib/domain/search";

export const SEARCH_CATEGORIES: readonly SearchCategory[] = [
  {
    id: "badezimmer",
    title: "Badrenovierung",
    keywords: ["bad", "badezimmer", "badsanierung", "dusche", "badewanne", "wc", "toilette", "fliesen bad", "sanitär", "sanitaer", "waschbecken", "barrierefreies bad", "badumbau"],
  },
  {
    id: "hausrenovierung",
    title: "Hausrenovierung",
    keywords: ["haus", "haus renovieren", "haussanierung", "einfamilienhaus", "reihenhaus", "haus sanieren", "sanierung haus", "altes haus", "hausumbau"],
  },
  {
    id: "wohnungsrenovierung",
    title: "Wohnungsrenovierung",
    keywords: ["wohnung", "renovierung", "wohnung renovieren", "wohnungssanierung", "sanierung", "altbauwohnung", "eigentumswohnung", "mietwohnung", "wohnung sanieren", "umbau", "renovieren"],
  },
  {
    id: "küchenrenovierung",
    title: "Küchenrenovierung",
    keywords: ["küche", "kueche", "kuche", "kuechenrenovierung", "küchenumbau", "kuechenumbau", "küchenmontage", "einbauküche", "arbeitsplatte", "küchenfliesen"],
  },
  {
    id: "solaranlagen",
    title: "Solaranlagen",
    keywords: ["solar", "photovoltaik", "pv", "pv-anlage", "pv anlage", "solaranlage", "solarpanel", "stromspeicher", "balkonkraftwerk", "solarthermie", "sonnenkollektoren"],
  },
  {
    id: "klimaanlagen",
    title: "Klimaanlagen",
    keywords: ["klima", "klimaanlage", "klimagerät", "klimageraet", "split-klimaanlage", "klimatisierung", "kühlung", "dachgeschoss kühlen", "klimaanlage einbauen"],
  },
  {
    id: "elektriker",
    title: "Elektriker",
    keywords: ["elektro", "strom", "elektroinstallation", "steckdose", "leitungen", "sicherungskasten", "verteilerkasten", "e-befund", "elektrobefund", "beleuchtung", "licht"],
  },
  {
    id: "heizungsanlagen",
    title: "Heizungsanlagen",
    keywords: ["heizung", "therme", "gastherme", "thermentausch", "heizungstausch", "heizungsanlage", "fernwärme", "fernwaerme", "fußbodenheizung", "fussbodenheizung", "heizkörper", "wärmepumpe", "heizkessel"],
  },
  {
    id: "hausbau",
    title: "Hausbau",
    keywords: ["neubau", "haus bauen", "baumeister", "rohbau", "fertighaus", "massivhaus", "bauunternehmen", "einfamilienhaus bauen", "zubau"],
  },
  {
    id: "schwimmbader",
    title: "Schwimmbäder",
    keywords: ["pool", "schwimmbad", "schwimmbäder", "schwimmbecken", "pool bauen", "poolbau", "swimmingpool", "naturpool", "whirlpool"],
  },
  {
    id: "erdarbeiten",
    title: "Erdarbeiten",
    keywords: ["aushub", "bagger", "baggerarbeiten", "künette", "kuenette", "graben", "fundament", "drainage", "kanalanschluss", "geländeregulierung"],
  },
  {
    id: "maler",
    title: "Maler",
    keywords: ["ausmalen", "streichen", "maler", "malerarbeiten", "anstreicher", "wände streichen", "tapezieren", "tapete", "lackieren", "spachteln"],
  },
  {
    id: "klempner",
    title: "Installateur",
    keywords: ["installateur", "klempner", "sanitärinstallation", "rohrbruch", "wasserleitung", "abfluss", "abfluss verstopft", "wasserhahn", "armaturen", "boiler", "rohre"],
  },
  {
    id: "fliesen",
    title: "Fliesenleger",
    keywords: ["fliesen", "fliesen verlegen", "fliesenlegen", "bodenfliesen", "wandfliesen", "feinsteinzeug", "platten", "verfugen", "mosaik"],
  },
  {
    id: "schlosser",
    title: "Schlosser",
    keywords: ["schlosserei", "geländer", "stiegengeländer", "metallbau", "gitter", "gartentor", "zaun", "schweißen", "türschloss", "stahltreppe"],
  },
  {
    id: "zimmermann",
    title: "Zimmerer",
    keywords: ["zimmermann", "zimmerei", "dachstuhl", "holzbau", "dach", "dachausbau", "gaube", "carport", "holzterrasse"],
  },
  {
    id: "umzüge",
    title: "Umzüge",
    keywords: ["umzug", "übersiedlung", "uebersiedlung", "übersiedeln", "umzuege", "umzugsfirma", "möbeltransport", "entrümpelung", "räumung"],
  },
  {
    id: "reinigung",
    title: "Reinigung",
    keywords: ["putzen", "baureinigung", "endreinigung", "grundreinigung", "fensterputzen", "reinigungsfirma", "putzfirma", "büroreinigung", "teppichreinigung"],
  },
  {
    id: "architekten",
    title: "Architekten",
    keywords: ["architekt", "planung", "einreichplan", "einreichung", "baubewilligung", "entwurf", "bauplan", "innenarchitekt", "statiker"],
  },
  {
    id: "bürorenovierung",
    title: "Bürorenovierung",
    keywords: ["büro", "buero", "büroumbau", "bueroumbau", "geschäftslokal", "lokal renovieren", "ordination", "praxis", "gewerbefläche"],
  },
  {
    id: "fassadensanierung",
    title: "Fassadensanierung",
    keywords: ["fassade", "fassade streichen", "außenputz", "aussenputz", "vollwärmeschutz", "wärmedämmung", "thermische sanierung", "gerüst", "fassadenrenovierung"],
  },
  {
    id: "geothermie",
    title: "Geothermie",
    keywords: ["erdwärme", "erdwaerme", "tiefenbohrung", "tiefensonde", "erdwärmepumpe", "sole-wasser-wärmepumpe", "erdkollektor", "wärmepumpe"],
  },
  {
    id: "poolrenovierung",
    title: "Poolrenovierung",
    keywords: ["pool renovieren", "pool sanieren", "poolsanierung", "poolfolie", "pool abdichten", "poolpumpe", "poolfilter", "poolreinigung"],
  },
  {
    id: "komplette-wohnsanierung",
    title: "Komplette Wohnsanierung",
    keywords: ["komplettsanierung", "generalsanierung", "kernsanierung", "komplette sanierung", "wohnung komplett sanieren", "totalsanierung", "altbausanierung", "sanierung komplett"],
  },
  {
    id: "dekorateure",
    title: "Dekorateure",
    keywords: ["dekorateur", "raumausstatter", "tapezierer", "vorhänge", "vorhaenge", "gardinen", "innenausstattung", "polsterer", "home staging", "einrichtung"],
  },
  {
    id: "pvc-fenster",
    title: "PVC-Fenster",
    keywords: ["fenster", "pvc", "pvc fenster", "kunststofffenster", "fenstertausch", "fenster tauschen", "fenster einbauen", "dreifachverglasung", "isolierglas", "balkontür"],
  },
  {
    id: "abbruch",
    title: "Abbruch",
    keywords: ["abriss", "abbrucharbeiten", "abreißen", "abreissen", "demolierung", "wand entfernen", "wanddurchbruch", "entkernung", "stemmarbeiten"],
  },
  {
    id: "feuchtigkeit",
    title: "Feuchtigkeitssanierung",
    keywords: ["feuchte wände", "schimmel", "feuchtigkeit", "schimmelsanierung", "nasse wände", "mauertrockenlegung", "trockenlegung", "kellerabdichtung", "salpeter", "feuchte mauer"],
  },
];
