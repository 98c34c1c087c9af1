/**
 * Static copy of the generic service landing pages at /{service id}. Prices appear only where
 * docs/data/vienna-prices.md has a sourced figure or the spec states one (the spec wins); the source URL
 * stands in a comment beside the text. Process steps read "Kurztitel: Erläuterung." (lead shown in bold).
 */
import {
  AirVent,
  AppWindow,
  Armchair,
  ArrowUpDown,
  Axe,
  BrickWall,
  Briefcase,
  Bug,
  Building2,
  Construction,
  CookingPot,
  Droplets,
  Factory,
  Fence,
  Flame,
  Frame,
  Grid2x2,
  Grid3x3,
  Hammer,
  HardHat,
  House,
  HousePlus,
  KeyRound,
  PaintRoller,
  PencilRuler,
  ShowerHead,
  Shovel,
  Sofa,
  SolarPanel,
  Sparkles,
  Stamp,
  ThermometerSun,
  Truck,
  Umbrella,
  Warehouse,
  Waves,
  WavesLadder,
  Wrench,
  Zap,
  type LucideIcon,
} from "lucide-react";

import type { LandingServiceId } from "./service-catalog";

/** Landing-page content of one service. */
export interface ServiceContent {
  id: LandingServiceId;
  /** Page heading and document title, e.g. "Malerarbeiten in Wien". */
  title: string;
  /** One line under the heading. */
  subtitle: string;
  /** 2–4 sentences of introduction. */
  description: string;
  /** Decorative icon (lucide-react) shown next to the service name. */
  icon: LucideIcon;
  /** Site path of the hero and social image (1200×800 .webp in public/images/services/). */
  image: string;
  /** Alternative text of the image. */
  imageAlt: string;
  /** "Was wir bieten": exactly 6 items. */
  features: readonly [string, string, string, string, string, string];
  /** "Unser Vorgehen": exactly 4 steps, each "Kurztitel: Erläuterung.". */
  process: readonly [string, string, string, string];
  /** Meta description for search results and social previews (at most 160 characters). */
  metaDescription: string;
}

/** The themed illustrations; several related trades share one. */
const IMAGES = {
  bath: {
    image: "/images/services/bad-fliesen.webp",
    imageAlt: "Illustration eines gefliesten Badezimmers mit bodengleicher Dusche",
  },
  kitchen: {
    image: "/images/services/kueche.webp",
    imageAlt: "Illustration einer modernen Einbauküche mit Kochfeld und Dunstabzug",
  },
  house: { image: "/images/services/haus.webp", imageAlt: "Illustration eines Wohnhauses mit Gerüst an der Fassade" },
  energy: {
    image: "/images/services/energie.webp",
    imageAlt: "Illustration eines Hauses mit Solarmodulen auf dem Dach und einer Wärmepumpe",
  },
  electrics: {
    image: "/images/services/elektrik.webp",
    imageAlt: "Illustration eines Sicherungskastens mit Kabeln und Glühbirne",
  },
  water: {
    image: "/images/services/wasser.webp",
    imageAlt: "Illustration von Wasserrohren mit Absperrventil und Wassertropfen",
  },
  construction: {
    image: "/images/services/bau.webp",
    imageAlt: "Illustration einer Baustelle mit Bagger, Ziegelmauer und Kran",
  },
  painting: {
    image: "/images/services/maler.webp",
    imageAlt: "Illustration einer frisch gestrichenen Wand mit Farbroller und Farbeimer",
  },
  moving: {
    image: "/images/services/umzug-reinigung.webp",
    imageAlt: "Illustration eines Umzugswagens mit Kartons vor einem Wohnhaus",
  },
  windows: {
    image: "/images/services/fenster.webp",
    imageAlt: "Illustration eines Fensters mit Schlüssel und Schloss",
  },
  wood: {
    image: "/images/services/holz-terrasse.webp",
    imageAlt: "Illustration einer Holzterrasse mit Markise vor einem Haus",
  },
  pool: { image: "/images/services/pool.webp", imageAlt: "Illustration eines Swimmingpools mit Leiter im Garten" },
} as const;

/** Content of every generic landing page, keyed by service id (route-table order). */
export const SERVICES: Readonly<Record<LandingServiceId, ServiceContent>> = {
  hausrenovierung: {
    id: "hausrenovierung",
    title: "Hausrenovierung in Wien",
    subtitle: "Vom Einfamilienhaus in Liesing bis zur Villa in Döbling – alle Gewerke koordiniert.",
    // Source: spec: public-side §9 ("house renovation 800 to 1,500 per m²", Vienna 2024–2025 incl. 20 % VAT).
    description:
      "Eine Hausrenovierung betrifft fast immer mehrere Gewerke zugleich: Elektrik, Wasser und Heizung, Böden, Fenster und oft auch Dach und Fassade. Für eine umfassende Renovierung rechnen Sie in Wien mit rund 800 bis 1.500 € pro m² Wohnfläche inklusive 20 % USt. Bis zu 4 geprüfte Betriebe besichtigen Ihr Haus und legen Ihnen vergleichbare Angebote.",
    icon: House,
    ...IMAGES.house,
    features: [
      "Bestandsaufnahme von Bausubstanz, Leitungen und Dämmung vor Ort",
      "Koordination aller Gewerke vom Baumeister bis zum Elektriker",
      "Erneuerung von Elektro-, Wasser- und Heizungsinstallationen",
      "Thermische Sanierung von Fassade, Dach und oberster Geschoßdecke",
      "Neue Böden, Fenster, Türen und Innenausbau",
      "Klärung von Bauanzeige oder Baubewilligung bei der MA 37",
    ],
    process: [
      "Projekt beschreiben: Sie geben in wenigen Minuten Umfang, Baujahr und Wunschtermin an.",
      "Besichtigung: Bis zu 4 geprüfte Betriebe sehen sich Ihr Haus an und klären offene Fragen.",
      "Angebote vergleichen: Sie erhalten nachvollziehbare Angebote mit Leistungsumfang und Zeitplan.",
      "Renovierung starten: Sie beauftragen den passenden Betrieb – die Vermittlung ist für Sie kostenlos.",
    ],
    metaDescription:
      "Hausrenovierung in Wien: Elektrik, Heizung, Dämmung, Böden und Fenster aus einer Hand. Bis zu 4 kostenlose Angebote geprüfter Betriebe vergleichen.",
  },

  küchenrenovierung: {
    id: "küchenrenovierung",
    title: "Küchenrenovierung in Wien",
    subtitle: "Neue Küche, neue Anschlüsse – Tischler, Installateur und Elektriker perfekt abgestimmt.",
    // Source (decarbonisation premium per flat, e.g. gas → electric stove, 2024):
    // https://buildingtimes.at/recht_politik/260-millionen-fuer-wiener-sanierungen
    description:
      "Ob neue Fronten, eine komplette Einbauküche oder der Umbau zur offenen Wohnküche: Bei einer Küchenrenovierung arbeiten Tischler, Installateur, Elektriker und oft der Fliesenleger Hand in Hand. Gerade im Wiener Altbau lohnt ein Blick auf Leitungen, Abluft und die Absicherung des Herdanschlusses. Wer dabei vom Gas- auf den Elektroherd umsteigt, konnte 2024 über die Wiener Sanierungsförderung eine Dekarbonisierungsprämie von 1.000 € pro Wohnung erhalten.",
    icon: CookingPot,
    ...IMAGES.kitchen,
    features: [
      "Küchenplanung nach Maß, auch für schmale Altbauküchen und Dachschrägen",
      "Neue Wasser- und Abflussanschlüsse für Spüle und Geschirrspüler",
      "Eigener Stromkreis für Herd, Backofen und Induktionskochfeld",
      "Umstieg vom Gas- auf den Elektroherd samt Stilllegung der Gasleitung",
      "Fliesenspiegel und Arbeitsplatten aus Stein, Holz oder Keramik",
      "Montage von Dunstabzug mit Abluft oder Umluft",
    ],
    process: [
      "Wünsche angeben: Grundriss, Geräte und Budget in wenigen Minuten erfassen.",
      "Aufmaß vor Ort: Die Betriebe prüfen Anschlüsse, Wände und Platzverhältnisse.",
      "Angebote vergleichen: Bis zu 4 Angebote mit Plan, Geräteliste und Zeitplan.",
      "Montage: Abbau, Installationen, Küchenmontage und Endreinigung in der richtigen Reihenfolge.",
    ],
    metaDescription:
      "Küchenrenovierung in Wien: Planung, Anschlüsse, Elektrik und Montage von geprüften Betrieben. Bis zu 4 kostenlose Angebote – unverbindlich.",
  },

  bürorenovierung: {
    id: "bürorenovierung",
    title: "Bürorenovierung in Wien",
    subtitle: "Moderne Arbeitsplätze – mit möglichst wenig Ausfall im laufenden Betrieb.",
    // Source (Baulärmgesetz: noisy works 6:00–20:00): https://www.wien.gv.at/umwelt/laerm/wissen/arten/baulaerm.html
    description:
      "Neue Raumaufteilung, bessere Akustik, blendfreies Licht und genug Steckdosen und Netzwerkanschlüsse: Eine Bürorenovierung macht Arbeitsplätze produktiver. Unsere Partnerbetriebe planen in Etappen, damit Ihr Team weiterarbeiten kann, und erledigen laute Arbeiten in den nach dem Wiener Baulärmgesetz erlaubten Zeiten zwischen 6 und 20 Uhr. Sie erhalten bis zu 4 Angebote geprüfter Firmen aus Wien.",
    icon: Briefcase,
    ...IMAGES.painting,
    features: [
      "Trockenbauwände, Glastrennwände und flexible Raumaufteilung",
      "Akustikdecken und schallschluckende Wandpaneele",
      "Blendfreie LED-Beleuchtung, Elektro- und Netzwerkverkabelung",
      "Strapazierfähige Böden wie Teppichfliesen, Vinyl oder Parkett",
      "Sanierung von Teeküche und Sanitärräumen",
      "Bauabschnitte nach Ihrem Betriebsablauf, auch abends und am Wochenende",
    ],
    process: [
      "Anforderungen beschreiben: Fläche, Zahl der Arbeitsplätze und gewünschter Zeitraum.",
      "Begehung: Die Betriebe prüfen Bestand, Haustechnik und Zugang im Gebäude.",
      "Angebote vergleichen: Leistungen, Etappenplan und Fixtermine nebeneinander.",
      "Umbau in Etappen: Fertige Bereiche werden laufend übergeben, Ihr Betrieb läuft weiter.",
    ],
    metaDescription:
      "Bürorenovierung in Wien: Trockenbau, Akustik, Licht und Böden – in Etappen bei laufendem Betrieb. Bis zu 4 kostenlose Angebote geprüfter Firmen.",
  },

  fassadensanierung: {
    id: "fassadensanierung",
    title: "Fassadensanierung in Wien",
    subtitle: "Schutz vor Witterung, weniger Heizkosten – vom Gründerzeithaus bis zum Einfamilienhaus.",
    description:
      "Abplatzender Putz, Risse oder hohe Heizkosten sind die häufigsten Gründe für eine Fassadensanierung. Bei Gründerzeitfassaden mit Stuck stehen Ausbesserung und ein diffusionsoffener Anstrich im Vordergrund, bei Einfamilienhäusern oft ein Wärmedämmverbundsystem. In Wohnungseigentumsanlagen entscheidet die Eigentümergemeinschaft – binden Sie Ihre Hausverwaltung früh ein.",
    icon: Building2,
    ...IMAGES.house,
    features: [
      "Befund von Putz, Stuck und Gesimsen inklusive Klopfprobe",
      "Ausbessern und Nachziehen von Stuckelementen an Gründerzeitfassaden",
      "Wärmedämmverbundsystem mit EPS, Mineralwolle oder Holzfaser",
      "Diffusionsoffene Silikat- und Kalkanstriche für Altbaufassaden",
      "Gerüst, Gehsteigabsperrung und nötige Genehmigungen",
      "Spenglerarbeiten an Fensterbänken, Gesimsen und Sockel",
    ],
    process: [
      "Fassade beschreiben: Gebäudeart, Fläche und sichtbare Schäden angeben.",
      "Befund vor Ort: Zustand von Putz, Dämmung und Anschlüssen wird geprüft.",
      "Angebote vergleichen: Sanierungsvariante, Gerüstdauer und Kosten im Überblick.",
      "Ausführung: Gerüst, Sanierung und Endabnahme – idealerweise in der frostfreien Jahreszeit.",
    ],
    metaDescription:
      "Fassadensanierung in Wien: Putz und Stuck ausbessern, Wärmedämmung, Anstrich und Gerüst. Bis zu 4 kostenlose Angebote geprüfter Fachbetriebe.",
  },

  poolrenovierung: {
    id: "poolrenovierung",
    title: "Poolrenovierung in Wien",
    subtitle: "Neue Folie, dichte Leitungen, sparsame Technik – pünktlich zur Badesaison.",
    description:
      "Nach vielen Jahren zeigen Pools Verschleiß: Die Folie wird spröde, Fugen und Leitungen werden undicht, Pumpe und Filter verbrauchen zu viel Strom. Eine Poolrenovierung reicht vom Folientausch bis zur neuen Beckenauskleidung mit Wärmepumpe und Abdeckung. Planen Sie die Arbeiten im Herbst oder zeitig im Frühjahr, damit Ihr Pool zur Badesaison fertig ist.",
    icon: WavesLadder,
    ...IMAGES.pool,
    features: [
      "Lecksuche und Dichtheitsprüfung von Becken und Leitungen",
      "Tausch der Poolfolie oder neue Beckenauskleidung mit Fliesen",
      "Erneuerung von Pumpe, Filteranlage und Dosiertechnik",
      "Nachrüstung von Wärmepumpe, Solarabsorber oder Abdeckung",
      "Sanierung von Beckenrand, Einstiegstreppe und Poolumrandung",
      "Umbau auf Salzelektrolyse und LED-Unterwasserbeleuchtung",
    ],
    process: [
      "Pool beschreiben: Beckenart, Größe, Alter und aktuelle Probleme angeben.",
      "Vor-Ort-Check: Die Fachbetriebe prüfen Dichtheit, Technik und Untergrund.",
      "Angebote vergleichen: Sanierungsumfang, Material und Termin vor der Saison.",
      "Renovierung und Inbetriebnahme: mit Einweisung in Technik und Wasserpflege.",
    ],
    metaDescription:
      "Poolrenovierung in Wien: Lecksuche, neue Folie, Filter, Wärmepumpe und Beckenrand. Bis zu 4 kostenlose Angebote von Poolbauern vergleichen.",
  },

  "komplette-wohnsanierung": {
    id: "komplette-wohnsanierung",
    title: "Komplette Wohnsanierung in Wien",
    subtitle: "Altbau oder Neubau – einmal alles neu, mit einem Ansprechpartner für alle Gewerke.",
    // Price: spec: public-side §9 ("apartment renovation 800 to 1,500 per m²", incl. 20 % VAT).
    // Bauanzeige (§ 62 BO): https://wien.gv.at/amtshelfer/bauen-wohnen/baupolizei/baubewilligung/bauanzeige.html
    description:
      "Bei einer Komplettsanierung werden Elektrik, Wasser- und Abflussleitungen, Böden, Bad, Küche, Wände und oft auch die Fenster erneuert. Für Wien rechnen Sie mit etwa 800 bis 1.500 € pro m² inklusive 20 % USt, je nach Zustand und Ausstattung. Für die meisten Umbauten im Inneren genügt eine Bauanzeige nach § 62 der Wiener Bauordnung; Ihr Partnerbetrieb klärt, was Ihre Wohnung braucht.",
    icon: Sofa,
    ...IMAGES.house,
    features: [
      "Neue Elektroinstallation mit FI-Schutzschalter und genug Stromkreisen",
      "Erneuerung der Wasser- und Abflussleitungen bis zur Steigleitung",
      "Neues Bad und WC, auf Wunsch barrierefrei",
      "Parkett abschleifen oder neu verlegen, Fliesen und Vinyl",
      "Wände spachteln und malen, Stuck und Kastenfenster im Altbau sanieren",
      "Bauanzeige, Abstimmung mit der Hausverwaltung und Entsorgung",
    ],
    process: [
      "Wohnung beschreiben: Größe, Baujahr, Zustand und gewünschte Ausstattung.",
      "Besichtigung und Planung: Die Betriebe erstellen einen Ablauf- und Kostenplan.",
      "Angebote vergleichen: Bis zu 4 Angebote mit Gewerkeliste und Fertigstellungstermin.",
      "Sanierung aus einer Hand: vom Abbruch bis zur Endreinigung und Übergabe.",
    ],
    metaDescription:
      "Komplette Wohnsanierung in Wien: Elektrik, Leitungen, Bad, Küche, Böden und Wände aus einer Hand. Bis zu 4 kostenlose Angebote vergleichen.",
  },

  terrassenverkleidung: {
    id: "terrassenverkleidung",
    title: "Terrassenverkleidung in Wien",
    subtitle: "Holz, WPC oder Feinsteinzeug – langlebige Beläge für Garten, Balkon und Dach.",
    description:
      "Ob Dachterrasse in Neubau oder Gartenterrasse in Floridsdorf: Der richtige Belag hängt von Untergrund, Abdichtung und Ihren Pflegewünschen ab. Holz wie Lärche oder Bangkirai wirkt warm, WPC ist pflegeleicht, und Feinsteinzeug auf Stelzlagern schont die Abdichtung einer Dachterrasse. Unsere Partner beraten Sie zu Material, Unterkonstruktion und Entwässerung.",
    icon: Fence,
    ...IMAGES.wood,
    features: [
      "Holzterrassen aus Lärche, Douglasie, Thermoholz oder Bangkirai",
      "Pflegeleichte WPC-Dielen mit verdeckter Befestigung",
      "Feinsteinzeug- und Natursteinplatten auf Stelzlagern oder im Splittbett",
      "Unterkonstruktion aus Aluminium oder Holz mit konstruktivem Holzschutz",
      "Dachterrassen über bestehender Abdichtung, ohne diese zu beschädigen",
      "Sichtschutz, Pflanztröge und Terrassenbeleuchtung",
    ],
    process: [
      "Fläche beschreiben: Größe, Wunschmaterial und gern Fotos vom Untergrund.",
      "Aufmaß: Gefälle, Abdichtung und Tragfähigkeit werden geprüft.",
      "Angebote vergleichen: Material, Unterkonstruktion und Verlegung im Detail.",
      "Verlegung und Abnahme: mit Pflegehinweisen für Ihren Belag.",
    ],
    metaDescription:
      "Terrassenverkleidung in Wien: Holz, WPC, Feinsteinzeug und Naturstein für Garten, Balkon und Dachterrasse. Bis zu 4 kostenlose Angebote.",
  },

  solaranlagen: {
    id: "solaranlagen",
    title: "Photovoltaik und Solaranlagen in Wien",
    subtitle: "Eigenen Strom vom Dach erzeugen – geplant und montiert von geprüften Fachbetrieben.",
    // Prices (net, 2024): https://energie-noe.at/wirtschaftlichkeit-photovoltaik
    // VAT back to 20 % from 1.4.2025: https://www.helios365.at/fachwissen-kategorie/foerderungen/
    description:
      "Eine Photovoltaikanlage senkt Ihre Stromkosten und macht Sie unabhängiger von Preisschwankungen. Laut Energie- und Umweltagentur NÖ kostete 2024 eine 5-kWp-Anlage auf einem Schrägdach rund 6.000 bis 10.000 € netto, eine 10-kWp-Anlage 10.000 bis 20.000 € netto. Seit 1. April 2025 gilt für PV-Module wieder 20 % Umsatzsteuer. Unsere Partnerbetriebe planen Anlage, Speicher und Netzanmeldung für Ihr Dach.",
    icon: SolarPanel,
    ...IMAGES.energy,
    features: [
      "Ertragsberechnung nach Dachneigung, Ausrichtung und Verschattung",
      "PV-Anlagen für Schrägdach, Flachdach und Fassade",
      "Batteriespeicher und Vorbereitung für Wallbox und Wärmepumpe",
      "Anmeldung bei den Wiener Netzen und Abstimmung des Zählertauschs",
      "Gemeinschaftliche Erzeugungsanlagen für Mehrparteienhäuser",
      "Hinweise zu aktuellen Förderungen vor Vertragsabschluss",
    ],
    process: [
      "Dach und Verbrauch beschreiben: Dachart, Fläche und Stromverbrauch pro Jahr.",
      "Planung: Die Betriebe berechnen Leistung, Ertrag und sinnvolle Speichergröße.",
      "Angebote vergleichen: Module, Wechselrichter, Speicher und Gesamtpreis.",
      "Montage und Netzanmeldung: danach Inbetriebnahme und Übergabe aller Unterlagen.",
    ],
    metaDescription:
      "Photovoltaik in Wien: Planung, Speicher, Montage und Netzanmeldung von geprüften Solarteuren. Bis zu 4 kostenlose Angebote vergleichen.",
  },

  geothermie: {
    id: "geothermie",
    title: "Geothermie und Erdwärme in Wien",
    subtitle: "Effizient heizen mit Erdwärme – mit Tiefenbohrung oder Flachkollektor.",
    // Total 25,000–35,000 € gross, drilling 8–12k: https://verhandelt.at/waermepumpe-kosten-einfamilienhaus
    // 20–25 m per kW, water-law permit:
    // https://kurier.at/wirtschaft/immobiz/erdwaerme-als-alternative-zur-gasheizung/401937016
    description:
      "Eine Erdwärmepumpe nutzt die gleichmäßige Temperatur im Erdreich und heizt damit besonders effizient. Für ein Einfamilienhaus liegen die Gesamtkosten einer Sole-Wasser-Wärmepumpe in Österreich bei etwa 25.000 bis 35.000 € brutto, davon 8.000 bis 12.000 € für die Bohrung. Als Faustregel braucht es 20 bis 25 Meter Sondentiefe pro kW Heizleistung; für Tiefenbohrungen kann eine wasserrechtliche Bewilligung nötig sein.",
    icon: ThermometerSun,
    ...IMAGES.energy,
    features: [
      "Heizlastberechnung und Auslegung der Wärmepumpe",
      "Tiefenbohrung für Erdsonden oder Verlegung von Flachkollektoren",
      "Klärung der wasserrechtlichen Bewilligung",
      "Kombination mit Fußbodenheizung und Warmwasserspeicher",
      "Sanfte Kühlung im Sommer über die Erdsonde",
      "Hydraulischer Abgleich und Inbetriebnahme",
    ],
    process: [
      "Haus beschreiben: Wohnfläche, Baujahr, derzeitige Heizung und Grundstück.",
      "Machbarkeit prüfen: Heizlast, Bodenverhältnisse und Bewilligungen.",
      "Angebote vergleichen: Bohrung, Wärmepumpe und Einbindung in die Heizung.",
      "Bohrung und Installation: Inbetriebnahme mit Einweisung in die Regelung.",
    ],
    metaDescription:
      "Erdwärme in Wien: Sole-Wasser-Wärmepumpe mit Tiefenbohrung oder Flachkollektor, geplant von Fachbetrieben. Bis zu 4 kostenlose Angebote.",
  },

  klimaanlagen: {
    id: "klimaanlagen",
    title: "Klimaanlagen in Wien",
    subtitle: "Kühle Räume in heißen Wiener Sommern – Split-Geräte fachgerecht montiert.",
    // AK Wien 2021 (incl. VAT):
    // https://de.readkong.com/page/und-wartungspreise-mai-2021-gerechtigkeit-muss-sein-3457370
    // MA 37 permit, up to ~6 months, co-owners' consent: https://lim-broker.at/aktuelles/thema-klimaanlage
    // Lead times: https://www.diepresse.com/5685861/vorbereitet-fuer-die-heiss-ersehnte-kuehlung
    description:
      "In einer Erhebung der Arbeiterkammer Wien kostete das günstigste fix montierte Split-Klimagerät samt Lieferung und Montage zwischen 1.800 und 5.453 €, im Schnitt 2.852 € (2021, inkl. USt). Für ein Außengerät an der Fassade braucht es in Wohnungseigentumsanlagen die Zustimmung aller Miteigentümer und eine Bewilligung der MA 37 mit Lärmschutzauflagen – das Verfahren kann bis zu 6 Monate dauern. Wer im Herbst bestellt, wartet oft nur 1 bis 3 Wochen auf die Montage, im Sommer rund 7 Wochen.",
    icon: AirVent,
    ...IMAGES.energy,
    features: [
      "Beratung zu Split-, Multisplit- und Kassettengeräten",
      "Kühllastberechnung für jeden Raum",
      "Montage von Innen- und Außengerät mit sauberer Leitungsführung",
      "Geräte mit Heizfunktion für die Übergangszeit",
      "Unterstützung bei Bewilligung und Zustimmung der Miteigentümer",
      "Jährliche Wartung – laut AK Wien im Schnitt 209 € pro Jahr",
    ],
    process: [
      "Räume beschreiben: Größe, Stockwerk, Ausrichtung und Lage der Fassade.",
      "Besichtigung: Position von Innen- und Außengerät, Leitungsweg und Stromanschluss.",
      "Angebote vergleichen: Gerät, Montage, Bewilligung und Wartung.",
      "Montage und Inbetriebnahme: am besten rechtzeitig vor der Hitzesaison.",
    ],
    metaDescription:
      "Klimaanlage in Wien: Split-Geräte mit Montage, Bewilligung und Wartung von geprüften Kältetechnikern. Bis zu 4 kostenlose Angebote vergleichen.",
  },

  aufzüge: {
    id: "aufzüge",
    title: "Aufzüge und Treppenlifte in Wien",
    subtitle: "Barrierefrei in jedes Stockwerk – Liftnachrüstung im Altbau und Treppenlifte.",
    // Altbau lift ~100,000 €: https://www.derstandard.at/story/3271065/nie-wieder-stiegen-steigen
    // Straight stair lift ~4,000 €: http://www.pressreader.com/austria/die-presse/20240217/281917367999415
    // Vienna subsidy 50 %, max 7,500 € (2026):
    // https://www.wien.gv.at/wohnen/wohnbaufoerderung/foerderungen/umbau-altersgerecht.html
    description:
      "Viele Wiener Gründerzeithäuser haben bis heute keinen Lift. Die Nachrüstung eines Aufzugs im Altbau kostet laut einem Bericht im Standard rund 100.000 € und braucht eine Baubewilligung – der Lift findet oft im Stiegenauge, im Hof oder an der Fassade Platz. Im Einfamilienhaus ist ein gerader Treppenlift um rund 4.000 € die günstigere Lösung. Altersgerechte Umbauten fördert die Stadt Wien seit 2026 mit 50 % der förderbaren Kosten, höchstens 7.500 € (ab 60 Jahren, mit Einkommensgrenzen).",
    icon: ArrowUpDown,
    ...IMAGES.electrics,
    features: [
      "Machbarkeitsprüfung für Stiegenauge, Innenhof oder Fassade",
      "Einreichplanung und Baubewilligung bei der MA 37",
      "Personenaufzüge mit Halt im Halbstock oder direkt in der Wohnung",
      "Treppenlifte, Plattformlifte und Hauslifte für Einfamilienhäuser",
      "Abstimmung mit Hausverwaltung und Eigentümergemeinschaft",
      "Wartung und regelmäßige Überprüfung nach dem Wiener Aufzugsgesetz",
    ],
    process: [
      "Gebäude beschreiben: Stockwerke, Stiegenhaus und Anzahl der Parteien.",
      "Machbarkeit vor Ort: Position, Statik und Platzbedarf werden geprüft.",
      "Angebote vergleichen: Anlage, Bauarbeiten, Einreichung und Wartung.",
      "Bewilligung und Einbau: Abnahme durch eine Prüfstelle, dann Inbetriebnahme.",
    ],
    metaDescription:
      "Aufzug nachrüsten in Wien: Lifte im Altbau, Treppenlifte und Hauslifte samt Einreichung und Wartung. Bis zu 4 kostenlose Angebote vergleichen.",
  },

  markisen: {
    id: "markisen",
    title: "Markisen und Sonnenschutz in Wien",
    subtitle: "Schatten für Balkon, Terrasse und Fenster – damit die Wohnung im Sommer kühl bleibt.",
    // MA 19 approval in protection zones, owner's consent:
    // https://www.kleinezeitung.at/politik/politikaufmacher/5725898/Verschattungsoffensive_Wien-foerdert-Jalousien-und-Co
    description:
      "Außenliegender Sonnenschutz hält die Hitze ab, bevor sie durch das Glas in die Wohnung gelangt, und wirkt damit deutlich besser als Rollos innen. Zur Wahl stehen Gelenkarmmarkisen, Senkrechtmarkisen, Außenjalousien und Rollläden. In Wiener Schutzzonen braucht außenliegender Sonnenschutz die Zustimmung der MA 19, und wer zur Miete wohnt, benötigt zusätzlich das Einverständnis des Vermieters.",
    icon: Umbrella,
    ...IMAGES.wood,
    features: [
      "Gelenkarm- und Kassettenmarkisen für Balkon und Terrasse",
      "Senkrechtmarkisen und Screens für Fenster und Loggien",
      "Außenjalousien und Rollläden, auch zum Nachrüsten",
      "Motorantrieb mit Wind- und Sonnensensor",
      "Stofftausch und Reparatur bestehender Markisen",
      "Hilfe bei der Zustimmung von Hausverwaltung und MA 19",
    ],
    process: [
      "Fenster oder Terrasse beschreiben: Maße und Fotos helfen bei der Einschätzung.",
      "Aufmaß: Montageuntergrund, Fassade und Stromanschluss werden geprüft.",
      "Angebote vergleichen: System, Stoff, Antrieb und Montage.",
      "Montage: mit Einweisung in Bedienung und Sensorik.",
    ],
    metaDescription:
      "Markisen und Sonnenschutz in Wien: Gelenkarmmarkisen, Senkrechtmarkisen, Außenjalousien mit Montage. Bis zu 4 kostenlose Angebote vergleichen.",
  },

  elektriker: {
    id: "elektriker",
    title: "Elektriker in Wien",
    subtitle: "Sichere Elektroinstallationen – von der Steckdose bis zur kompletten Neuverkabelung.",
    // AK Wien 2025, weekdays 92.57–158 €/h:
    // https://www.heute.at/s/notdienste-immer-teurer-handwerkerpreise-explodieren-120148994
    description:
      "Alte Zweidrahtleitungen, fehlende FI-Schutzschalter oder zu wenige Steckdosen sind in Wiener Altbauwohnungen häufig. Ein konzessionierter Elektrotechniker prüft Ihre Anlage, erneuert Leitungen und stellt einen Elektrobefund aus, den Vermieter und Versicherungen oft verlangen. Laut Arbeiterkammer Wien verrechnen Elektriker an Werktagen zwischen 92,57 und 158 € pro Stunde (2025) – vergleichen lohnt sich.",
    icon: Zap,
    ...IMAGES.electrics,
    features: [
      "Neuverkabelung von Wohnungen und Häusern samt Verteiler",
      "Nachrüstung von FI-Schutzschalter und Überspannungsschutz",
      "Elektrobefund nach ÖVE/ÖNORM E 8101",
      "Zusätzliche Steckdosen, Stromkreise und Beleuchtung",
      "Wallbox sowie Anschluss von Wärmepumpe und PV-Anlage",
      "Smart Home, Netzwerk und Gegensprechanlagen",
    ],
    process: [
      "Auftrag beschreiben: Art der Arbeit, Wohnungsgröße und Baujahr.",
      "Prüfung vor Ort: Zustand der Anlage, Leitungen und Absicherung.",
      "Angebote vergleichen: Stundensatz, Material und Anfahrt transparent.",
      "Ausführung: Messung und Übergabe des Prüfprotokolls.",
    ],
    metaDescription:
      "Elektriker in Wien: Neuverkabelung, FI-Schutzschalter, Elektrobefund, Wallbox und Beleuchtung. Bis zu 4 kostenlose Angebote geprüfter Betriebe.",
  },

  heizungsanlagen: {
    id: "heizungsanlagen",
    title: "Heizungsanlagen in Wien",
    subtitle: "Gastherme, Wärmepumpe oder Fernwärme – die passende Heizung für Ihr Zuhause.",
    // Air-water heat pump 15,000–25,000 € gross: https://verhandelt.at/waermepumpe-kosten-einfamilienhaus
    // Sanierungsbonus from 2.2.2026 only boiler replacement, max 30 %:
    // https://www.finanzen.at/nachrichten/aktien/sanierungsbonus-foerderung-nur-noch-fuer-kesseltausch-1035772823
    description:
      "Ob Tausch einer alten Gastherme, Umstieg auf eine Wärmepumpe oder Anschluss an die Fernwärme: Eine neue Heizung ist eine Entscheidung für viele Jahre. Eine Luft-Wasser-Wärmepumpe kostet in Österreich samt Montage rund 15.000 bis 25.000 € brutto. Seit 2. Februar 2026 fördert der Bund über den Sanierungsbonus nur noch den Kesseltausch, mit höchstens 30 % der förderfähigen Kosten.",
    icon: Flame,
    ...IMAGES.energy,
    features: [
      "Heizlastberechnung als Grundlage für die richtige Anlagengröße",
      "Tausch von Gasthermen und Kombithermen samt Abgasanlage",
      "Luft-Wasser- und Sole-Wasser-Wärmepumpen",
      "Umstieg auf Fernwärme, wo im Grätzl verfügbar",
      "Heizkörpertausch, Fußbodenheizung und hydraulischer Abgleich",
      "Thermenwartung und Notdienst bei Heizungsausfall",
    ],
    process: [
      "Heizsituation beschreiben: Wohnfläche, bestehende Heizung und Baujahr.",
      "Beratung vor Ort: Heizlast, Platz und Anschlussmöglichkeiten werden geprüft.",
      "Angebote vergleichen: Anlage, Montage, Förderfähigkeit und Betriebskosten.",
      "Installation und Inbetriebnahme: danach regelmäßige Wartung.",
    ],
    metaDescription:
      "Heizung in Wien: Thermentausch, Wärmepumpe, Fernwärme und Wartung von geprüften Installateuren. Bis zu 4 kostenlose Angebote vergleichen.",
  },

  garagentore: {
    id: "garagentore",
    title: "Garagentore in Wien",
    subtitle: "Sectionaltore, Rolltore und Torantriebe – sicher, gedämmt und bequem per Funk.",
    description:
      "Ein neues Garagentor verbessert Sicherheit, Wärmedämmung und Komfort, besonders wenn die Garage direkt ans Haus grenzt. Sectionaltore öffnen senkrecht nach oben und sparen Platz vor der Einfahrt, Rolltore eignen sich bei wenig Platz unter der Decke. Auch bestehende Tore lassen sich mit einem elektrischen Antrieb nachrüsten.",
    icon: Warehouse,
    ...IMAGES.windows,
    features: [
      "Sectionaltore mit gedämmten Paneelen",
      "Rolltore für Garagen mit wenig Platz unter der Decke",
      "Schwing- und Flügeltore im Bestand erneuern",
      "Elektrische Antriebe mit Handsender oder App",
      "Lichtschranke, Hinderniserkennung und Einbruchschutz",
      "Tiefgaragentore für Wohnhausanlagen samt Wartung",
    ],
    process: [
      "Garage beschreiben: Öffnungsmaße, Torart und Wunschausstattung.",
      "Aufmaß vor Ort: Sturz, Seitenteile und Stromanschluss werden geprüft.",
      "Angebote vergleichen: Tor, Antrieb, Demontage und Entsorgung.",
      "Montage: altes Tor raus, neues Tor rein – meist an einem Tag, mit Einweisung.",
    ],
    metaDescription:
      "Garagentore in Wien: Sectionaltore, Rolltore und Antriebe mit Montage und Wartung. Bis zu 4 kostenlose Angebote geprüfter Torbauer vergleichen.",
  },

  hausbau: {
    id: "hausbau",
    title: "Hausbau in Wien und Umgebung",
    subtitle: "Vom Grundstück zum Eigenheim – mit Baumeistern, die Termine und Kosten halten.",
    // 1,530–2,090 €/m², ancillary 15–20 %: https://www.my-hammer.at/bauen-renovieren/preis-radar/haus-bauen-kosten
    description:
      "Ein Einfamilienhaus kostet in Österreich laut Preisradar 2024 rund 1.530 bis 2.090 € pro m² Wohnfläche an reinen Baukosten. Dazu kommen 15 bis 20 % Baunebenkosten für Planung, Gebühren und Abgaben sowie das Grundstück. Unsere Partner begleiten Sie von der Einreichplanung bei der Baubehörde bis zur Schlüsselübergabe.",
    icon: HardHat,
    ...IMAGES.house,
    features: [
      "Planung und Einreichung bei der Baubehörde",
      "Massivbau in Ziegel- oder Betonbauweise",
      "Ausbaustufen von Rohbau über belagsfertig bis schlüsselfertig",
      "Energieausweis und moderne Haustechnik mit Wärmepumpe",
      "Fixpreis und verbindlicher Terminplan mit dem Baumeister",
      "Koordination aller Gewerke und örtliche Bauaufsicht",
    ],
    process: [
      "Vorhaben beschreiben: Grundstück, Wohnfläche und gewünschte Bauweise.",
      "Erstgespräch: Die Betriebe prüfen Bebauungsplan, Budget und Zeitrahmen.",
      "Angebote vergleichen: Leistungsumfang, Ausbaustufe und Bauzeit.",
      "Bauen: mit Bauaufsicht, Abnahme und Schlüsselübergabe.",
    ],
    metaDescription:
      "Hausbau in Wien und Umgebung: Planung, Einreichung, Rohbau bis schlüsselfertig von geprüften Baumeistern. Bis zu 4 kostenlose Angebote.",
  },

  fertighauser: {
    id: "fertighauser",
    title: "Fertighäuser in Wien und Umgebung",
    subtitle: "Schnell gebaut, fix kalkuliert – Fertighäuser von geprüften Anbietern.",
    // 2,100–2,400 €/m², 12–14 months delivery (2021):
    // https://www.sn.at/salzburg/wirtschaft/fertigteilhaeuser-punkten-in-der-coronakrise-105009658
    // Basement extra, not always turnkey:
    // https://kurier.at/wirtschaft/immo/haeuser-aus-dem-katalog-das-sollten-sie-darueber-wissen/402436899
    description:
      "Fertighäuser werden im Werk vorgefertigt und stehen auf dem Grundstück oft in wenigen Tagen. Ein Fertigteilhaus samt Fundament, Bad und Küche kostete laut einem Bericht aus 2021 rund 2.100 bis 2.400 € pro m², zwischen Bestellung und Lieferung lagen damals 12 bis 14 Monate. Vergleichen Sie genau, was im Preis enthalten ist: Keller, Bodenplatte und Anschlüsse sind oft extra.",
    icon: HousePlus,
    ...IMAGES.house,
    features: [
      "Vergleich von Holzriegel-, Massiv- und Hybridbauweise",
      "Ausbaustufen vom Ausbauhaus bis schlüsselfertig",
      "Bodenplatte oder Keller durch einen Baumeister",
      "Einreichung und Anschluss an Kanal, Wasser und Strom",
      "Energieeffiziente Haustechnik mit Wärmepumpe und PV",
      "Klare Leistungsbeschreibung und Fixpreis",
    ],
    process: [
      "Wunschhaus beschreiben: Größe, Zimmer, Grundstück und Budget.",
      "Beratung: Die Anbieter prüfen Bebauungsbestimmungen und Ausstattung.",
      "Angebote vergleichen: Leistungsumfang, Ausbaustufe und Liefertermin.",
      "Bauen: Fundament, Montage, Innenausbau und Übergabe.",
    ],
    metaDescription:
      "Fertighaus in Wien und Umgebung: Anbieter vergleichen, Ausbaustufen, Keller und Fixpreis klären. Bis zu 4 kostenlose Angebote einholen.",
  },

  schwimmbader: {
    id: "schwimmbader",
    title: "Schwimmbäder und Pools in Wien",
    subtitle: "Ihr eigener Pool im Garten – geplant, gebaut und ausgestattet von Fachbetrieben.",
    // Professionally built pool from ~50,000 € (2021):
    // https://www.noen.at/niederoesterreich/politik/pool-boom-in-noe-ein-nasses-krisensicheres-geschaeft-niederoesterreich-print-pool-bauer-johann-poinstingl-schwimmbad-und-saunawirtschaft-martin-angelmaier-wasserwirtschaft-278574716
    description:
      "Ein fachgerecht gebauter Pool samt Baumeisterarbeiten kostet in Österreich laut Schwimmbadbranche ab rund 50.000 € (2021). Entscheidend für die Kosten sind Beckengröße, Bauweise – Betonbecken, Fertigbecken aus Polyester oder Edelstahl – und die Technik. Unsere Partner kümmern sich um Aushub, Becken, Technik und die nötigen Bewilligungen.",
    icon: Waves,
    ...IMAGES.pool,
    features: [
      "Planung von Lage, Größe und Beckenform",
      "Betonbecken, Fertigbecken aus Polyester oder Edelstahl",
      "Aushub, Bodenplatte und Hinterfüllung",
      "Filteranlage, Wärmepumpe und Salzelektrolyse",
      "Überdachung, Abdeckung und Poolumrandung",
      "Klärung der Bewilligung bei der Baubehörde",
    ],
    process: [
      "Pool-Wunsch beschreiben: Grundstück, Größe und Nutzung.",
      "Vor-Ort-Termin: Zufahrt für den Bagger, Boden und Anschlüsse werden geprüft.",
      "Angebote vergleichen: Becken, Technik, Erdarbeiten und Bauzeit.",
      "Bau und Inbetriebnahme: mit Einweisung in Technik und Wasserpflege.",
    ],
    metaDescription:
      "Pool bauen in Wien: Betonbecken, Fertigbecken, Technik und Erdarbeiten von geprüften Poolbauern. Bis zu 4 kostenlose Angebote vergleichen.",
  },

  industriebau: {
    id: "industriebau",
    title: "Industriebau und Gewerbebau in Wien",
    subtitle: "Hallen, Werkstätten und Gewerbeflächen – termintreu gebaut und erweitert.",
    description:
      "Ob neue Lagerhalle in Liesing, Werkstatt in der Donaustadt oder Erweiterung eines Betriebsgebäudes: Im Industriebau zählen Termintreue, klare Kosten und die Abstimmung mit den Behörden. Neben der Baubewilligung ist für viele Betriebe auch die gewerberechtliche Betriebsanlagengenehmigung zu berücksichtigen. Wir vermitteln Baufirmen mit Erfahrung im Stahl-, Beton- und Holzhallenbau.",
    icon: Factory,
    ...IMAGES.construction,
    features: [
      "Stahlhallen, Betonfertigteil- und Holzhallen",
      "Büro- und Sozialtrakte neben Produktions- und Lagerflächen",
      "Hoch belastbare Industrieböden",
      "Brandschutz, Fluchtwege und Haustechnik nach Auflagen",
      "Erweiterung und Umbau bei laufendem Betrieb",
      "Unterstützung bei Bau- und Betriebsanlagengenehmigung",
    ],
    process: [
      "Projekt beschreiben: Nutzung, Fläche, Standort und Zeitplan.",
      "Projektgespräch: Anforderungen, Auflagen und Budget werden geklärt.",
      "Angebote vergleichen: Bauweise, Leistungsumfang und Bauzeit.",
      "Bauausführung: mit Bauleitung, Abnahme und Übergabe der Dokumentation.",
    ],
    metaDescription:
      "Industriebau in Wien: Hallen, Werkstätten und Gewerbeflächen termintreu bauen lassen. Bis zu 4 kostenlose Angebote erfahrener Baufirmen.",
  },

  abbruch: {
    id: "abbruch",
    title: "Abbrucharbeiten in Wien",
    subtitle: "Vom Innenabbruch bis zum Hausabriss – sauber getrennt und fachgerecht entsorgt.",
    // 170–230 €/m², 120 m² ≈ 30,000 €: https://www.daibau.at/baukostenrechner/abriss_grosserer
    // Mistplatz limits: https://wien.gv.at/umwelt/ma48/entsorgung/mistplatz/mistplatzabc.html
    // Baulärm 6–20 h: https://www.wien.gv.at/umwelt/laerm/wissen/arten/baulaerm.html
    description:
      "Der Abbruch eines Gebäudes kostet in Österreich laut daibau-Rechner etwa 170 bis 230 € pro m² inklusive Bauschutt, für ein Haus mit 120 m² also rund 30.000 €. Kleine Mengen Bauschutt aus einer Wohnungsrenovierung nimmt der Mistplatz an – höchstens 10 Säcke oder 0,5 m³ lose –, größere Mengen gehören in eine Mulde. Lärmintensive Arbeiten sind nach dem Wiener Baulärmgesetz zwischen 6 und 20 Uhr erlaubt.",
    icon: Hammer,
    ...IMAGES.construction,
    features: [
      "Innenabbruch von Wänden, Böden, Fliesen und Sanitär",
      "Komplettabriss von Häusern und Nebengebäuden",
      "Schadstofferkundung und Asbestentfernung durch befugte Betriebe",
      "Mulden, Abtransport und getrennte Entsorgung",
      "Klärung der Abbruchbewilligung bei der Baubehörde",
      "Staubschutz und Schutz angrenzender Bauteile",
    ],
    process: [
      "Objekt beschreiben: Art des Abbruchs, Fläche und Zufahrt.",
      "Besichtigung: Bausubstanz, Schadstoffe und Entsorgungswege werden geprüft.",
      "Angebote vergleichen: Abbruch, Transport, Entsorgung und Bewilligungen.",
      "Abbruch und Räumung: besenreine Übergabe der Fläche.",
    ],
    metaDescription:
      "Abbruch in Wien: Innenabbruch, Hausabriss, Asbestsanierung und Entsorgung von geprüften Betrieben. Bis zu 4 kostenlose Angebote vergleichen.",
  },

  mauerbau: {
    id: "mauerbau",
    title: "Maurerarbeiten und Mauerbau in Wien",
    subtitle: "Neue Wände, Durchbrüche und Gartenmauern – solide gemauert vom Fachbetrieb.",
    // Removing walls / new openings → notice or permit: https://brehm-immobilien.at/wohnungssanierung-wien
    description:
      "Maurerarbeiten reichen von der neuen Trennwand über den Wanddurchbruch zur offenen Küche bis zur Gartenmauer aus Ziegel oder Naturstein. Wer in Wien tragende Wände öffnet oder die Raumaufteilung ändert, braucht eine Bauanzeige oder Baubewilligung und meist einen statischen Nachweis. Unsere Partnerbetriebe übernehmen Planung, Abstützung und die Arbeiten selbst.",
    icon: BrickWall,
    ...IMAGES.construction,
    features: [
      "Zwischenwände aus Ziegel, Porenbeton oder Gipsdielen",
      "Wanddurchbrüche mit Stahlträger und statischem Nachweis",
      "Garten- und Stützmauern aus Ziegel, Beton oder Naturstein",
      "Ausbesserung von Mauerwerk und Putz im Altbau",
      "Zumauern von Öffnungen und stillgelegten Kaminen",
      "Bauanzeige und Abstimmung mit dem Statiker",
    ],
    process: [
      "Vorhaben beschreiben: Art der Mauer, Maße und Lage.",
      "Begehung: Tragende Bauteile, Untergrund und Zugang werden geprüft.",
      "Angebote vergleichen: Material, Statik, Entsorgung und Termin.",
      "Ausführung und Abnahme: auf Wunsch samt Verputz und Malerarbeiten.",
    ],
    metaDescription:
      "Maurer in Wien: Zwischenwände, Wanddurchbrüche, Garten- und Stützmauern inklusive Statik und Bauanzeige. Bis zu 4 kostenlose Angebote.",
  },

  erdarbeiten: {
    id: "erdarbeiten",
    title: "Erdarbeiten und Aushub in Wien",
    subtitle: "Baugruben, Künetten und Geländemodellierung – mit dem richtigen Gerät für jedes Grundstück.",
    description:
      "Ob Baugrube für ein Einfamilienhaus, Künette für den Kanalanschluss oder Drainage rund um den Keller: Erdarbeiten sind die Grundlage vieler Bauprojekte. Vor Beginn werden die Einbautenpläne für Strom, Gas, Wasser und Telekom eingeholt, damit keine Leitung beschädigt wird. Unsere Partner kümmern sich auch um Abtransport und Entsorgung des Aushubs.",
    icon: Shovel,
    ...IMAGES.construction,
    features: [
      "Baugruben für Keller, Fundamente und Pools",
      "Künetten für Kanal-, Wasser- und Stromanschlüsse",
      "Drainagen und Sickerschächte für Regenwasser",
      "Geländemodellierung und Planierarbeiten im Garten",
      "Minibagger für enge Zufahrten und Innenhöfe",
      "Abtransport, Deponierung und Wiederverfüllung",
    ],
    process: [
      "Grundstück beschreiben: Art der Arbeiten, Fläche, Tiefe und Zufahrt.",
      "Vor-Ort-Termin: Boden, Leitungen und Geräteeinsatz werden beurteilt.",
      "Angebote vergleichen: Aushub, Abtransport und Entsorgung.",
      "Ausführung: Aushub, Verfüllung und Verdichtung – bereit für die nächsten Gewerke.",
    ],
    metaDescription:
      "Erdarbeiten in Wien: Baugruben, Künetten, Drainagen und Geländemodellierung samt Entsorgung. Bis zu 4 kostenlose Angebote vergleichen.",
  },

  betonsanierung: {
    id: "betonsanierung",
    title: "Betonsanierung in Wien",
    subtitle: "Risse, Abplatzungen und rostende Bewehrung – Beton fachgerecht instand setzen.",
    description:
      "Balkone, Tiefgaragen, Stiegen und Außenflächen aus Beton leiden unter Frost, Tausalz und Feuchtigkeit. Liegt die Bewehrung frei oder rostet sie, sollte rasch saniert werden, bevor die Tragfähigkeit leidet. Unsere Partner befunden den Schaden, entfernen schadhaften Beton, schützen die Bewehrung und bauen die Oberfläche mit Reparaturmörtel und Beschichtung neu auf.",
    icon: Construction,
    ...IMAGES.construction,
    features: [
      "Schadensanalyse mit Karbonatisierungs- und Chloridprüfung",
      "Sanierung von Balkonplatten und Loggien",
      "Instandsetzung von Tiefgaragen und Parkdecks",
      "Rissverpressung mit Epoxidharz oder Polyurethan",
      "Korrosionsschutz der Bewehrung und Reprofilierung",
      "Oberflächenschutz und Abdichtung gegen Wasser und Tausalz",
    ],
    process: [
      "Schaden beschreiben: Bauteil, Fläche und Fotos.",
      "Befund vor Ort: Ursachen und Sanierungsumfang werden festgestellt.",
      "Angebote vergleichen: Verfahren, Materialien und Gewährleistung.",
      "Sanierung: Aushärtung und Abnahme mit Dokumentation.",
    ],
    metaDescription:
      "Betonsanierung in Wien: Balkone, Tiefgaragen und Stiegen instand setzen, Risse verpressen, Bewehrung schützen. Bis zu 4 kostenlose Angebote.",
  },

  feuchtigkeit: {
    id: "feuchtigkeit",
    title: "Feuchtigkeitssanierung in Wien",
    subtitle: "Nasse Wände, Schimmel und Salzausblühungen – Ursache finden, dauerhaft trockenlegen.",
    description:
      "Feuchte Kellerwände und Salzränder im Erdgeschoß sind in Wiener Gründerzeithäusern weit verbreitet, weil alte Mauern oft keine funktionierende Horizontalsperre haben. Eine dauerhafte Sanierung beginnt immer bei der Ursache: aufsteigende Feuchte, seitlich eindringendes Wasser, Kondensat oder ein Leitungsschaden. Unsere Partner messen die Feuchte, empfehlen das passende Verfahren und sanieren mit Injektion, Mauersägeverfahren oder Sanierputz.",
    icon: Droplets,
    ...IMAGES.water,
    features: [
      "Feuchtemessung und Ursachenanalyse",
      "Horizontalsperre per Injektion oder Mauersägeverfahren",
      "Außenabdichtung von Kellerwänden mit Drainage",
      "Sanierputzsysteme gegen Salzausblühungen",
      "Schimmelbeseitigung und Beratung zum richtigen Lüften",
      "Trocknung nach Wasserschäden",
    ],
    process: [
      "Problem beschreiben: Betroffene Räume, Flächen und seit wann es feucht ist.",
      "Messung vor Ort: Feuchteverteilung und Ursache werden ermittelt.",
      "Angebote vergleichen: Verfahren, Dauer und Gewährleistung.",
      "Sanierung: Trocknungsphase und Kontrollmessung zum Abschluss.",
    ],
    metaDescription:
      "Feuchtigkeitssanierung in Wien: nasse Mauern, Schimmel und Salzausblühungen dauerhaft beheben – Horizontalsperre, Sanierputz. Bis zu 4 Angebote.",
  },

  maler: {
    id: "maler",
    title: "Malerarbeiten in Wien",
    subtitle: "Frische Wände, gepflegter Stuck, saubere Stiegenhäuser – vom Wiener Malerbetrieb.",
    // daibau.at analysis 2022:
    // https://www.ots.at/presseaussendung/OTS_20221208_OTS0053/trends-und-preise-von-malerarbeiten-2022-bild
    description:
      "Das Ausmalen ist die schnellste Art, eine Wohnung aufzuwerten. Für Innenwände mit weißer Dispersionsfarbe, Grundierung und zwei Anstrichen lagen die Preise in Österreich laut einer daibau-Analyse 2022 bei 6 bis 15 € pro m², Spachteln und Schleifen kosteten 14,50 bis 25 € pro m² zusätzlich. Im Altbau sind oft diffusionsoffene Silikat- oder Kalkfarben die bessere Wahl, und Stuckdecken verlangen eine besonders sorgfältige Hand.",
    icon: PaintRoller,
    ...IMAGES.painting,
    features: [
      "Wände und Decken ausmalen, samt Abdecken und Reinigung",
      "Dispersions-, Silikat- oder Kalkfarbe passend zum Untergrund",
      "Stuckdecken und Rosetten im Altbau ausbessern und streichen",
      "Spachteln in den Qualitätsstufen Q2 bis Q4 für glatte Flächen",
      "Lackieren von Türen, Kastenfenstern und Heizkörpern",
      "Stiegenhäuser und Gänge für Hausverwaltungen",
    ],
    process: [
      "Räume beschreiben: Wohnungsgröße, Raumhöhe und Zustand der Wände.",
      "Besichtigung: Untergrund, Stuck und nötige Vorarbeiten werden beurteilt.",
      "Angebote vergleichen: Fläche, Farbe, Spachtelarbeiten und Termin.",
      "Malerarbeiten: mit Abdecken, Entsorgung und sauberer Übergabe.",
    ],
    metaDescription:
      "Maler in Wien: Wohnung ausmalen, Stuck ausbessern, Türen lackieren, Stiegenhäuser streichen. Bis zu 4 kostenlose Angebote geprüfter Malerbetriebe.",
  },

  fliesen: {
    id: "fliesen",
    title: "Fliesenleger in Wien",
    subtitle: "Bad, Küche, Boden und Wand – präzise verlegt, dicht und langlebig.",
    description:
      "Ein guter Fliesenleger sorgt für gerade Fugen, saubere Anschlüsse und vor allem für eine dichte Abdichtung im Nassbereich. Großformatige Feinsteinzeugfliesen, bodengleiche Duschen und durchgehende Böden stellen hohe Anforderungen an Untergrund und Gefälle. Unsere Partnerbetriebe verlegen in Bad, Küche und Vorraum ebenso wie auf Balkon und Terrasse.",
    icon: Grid3x3,
    ...IMAGES.bath,
    features: [
      "Wand- und Bodenfliesen in Bad und WC",
      "Verbundabdichtung im Nassbereich nach ÖNORM B 3407",
      "Großformate aus Feinsteinzeug, etwa 60 × 120 cm",
      "Bodengleiche Duschen mit Gefälle und Duschrinne",
      "Küchenrückwände, Vorräume und Stiegen",
      "Fliesen auf Fliesen verlegen oder Altbelag entfernen",
    ],
    process: [
      "Fläche beschreiben: Bad, Küche oder Boden, Größe und Wunschfliese.",
      "Aufmaß: Untergrund, Ebenheit und Gefälle werden geprüft.",
      "Angebote vergleichen: Verlegung, Abdichtung, Material und Termin.",
      "Verlegung: Verfugung, Silikonfugen und Endreinigung.",
    ],
    metaDescription:
      "Fliesenleger in Wien: Bad, Küche, Boden und Großformate mit fachgerechter Abdichtung. Bis zu 4 kostenlose Angebote geprüfter Betriebe vergleichen.",
  },

  klempner: {
    id: "klempner",
    title: "Installateur in Wien",
    subtitle: "Wasser, Abfluss, Gas und Therme – schnelle Hilfe und saubere Installationen.",
    // AK Wien, fitter in business hours 87.60–140 €/h:
    // https://shk-aktuell.at/artikel/das-sind-die-marktpreise-bei-notdiensten
    // AK Wien Dec 2025, Sunday/holiday emergency 201.60–309 €/h:
    // https://kurier.at/wirtschaft/immo/handwerker-notdienst-preise-arbeiterkammer/402708331
    description:
      "Vom tropfenden Wasserhahn über den verstopften Abfluss bis zum Wasserrohrbruch: Ein konzessionierter Installateur für Gas, Wasser und Heizung hilft rasch. Laut Arbeiterkammer Wien kostet die Monteurstunde während der Geschäftszeiten 87,60 bis 140 €, im Notdienst an Sonn- und Feiertagen 201,60 bis 309 € (2025). Fragen Sie vor Auftragsbeginn nach Anfahrtskosten und Zuschlägen.",
    icon: Wrench,
    ...IMAGES.water,
    features: [
      "Notdienst bei Wasserrohrbruch und Rückstau",
      "Thermenwartung und Thermentausch",
      "Gasleitungs- und Dichtheitsprüfung",
      "Tausch alter Bleileitungen, damit Wiener Hochquellwasser sauber ankommt",
      "Montage von WC, Waschtisch, Armaturen und Dusche",
      "Abflussreinigung und Kamerabefahrung",
    ],
    process: [
      "Problem beschreiben: Notfall oder geplante Arbeit, gern mit Fotos.",
      "Rückmeldung: Die Betriebe melden sich rasch und klären Anfahrt und Kosten.",
      "Angebote vergleichen: Stundensatz, Material und Zuschläge transparent.",
      "Reparatur oder Installation: mit Dichtheitsprüfung und nachvollziehbarer Rechnung.",
    ],
    metaDescription:
      "Installateur in Wien: Wasserrohrbruch, Abfluss, Gastherme und Sanitärmontage von geprüften Betrieben. Bis zu 4 kostenlose Angebote vergleichen.",
  },

  schlosser: {
    id: "schlosser",
    title: "Schlosser und Schlüsseldienst in Wien",
    subtitle: "Türöffnung, Schlosstausch und Sicherheitstüren – seriös und zum fairen Preis.",
    // AK Wien Dec 2025: daytime 60–198 €, Sunday/holiday avg 176.60 €:
    // https://www.heute.at/s/notdienste-immer-teurer-handwerkerpreise-explodieren-120148994
    // and https://kurier.at/wirtschaft/immo/handwerker-notdienst-preise-arbeiterkammer/402708331
    // SanDekVO § 18, burglar-resistant door 400 € (max 20 %):
    // https://gesetzefinden.at/landesrecht/verordnungen/lwi20000703/para-18
    description:
      "Ausgesperrt? Laut Arbeiterkammer Wien kostet eine Türöffnung im eigenen Bezirk tagsüber 60 bis 198 €, an Sonn- und Feiertagen im Schnitt 176,60 € (2025). Seriöse Betriebe nennen den Preis schon am Telefon. Für einbruchhemmende Wohnungstüren sieht die Wiener Sanierungsverordnung einen Zuschuss von 400 € vor, höchstens 20 % der Kosten.",
    icon: KeyRound,
    ...IMAGES.windows,
    features: [
      "Türöffnung, wo möglich ohne Schaden am Schloss",
      "Schloss- und Zylindertausch mit Sicherungskarte",
      "Einbruchhemmende Sicherheitstüren, etwa Widerstandsklasse RC 3",
      "Zusatzschlösser, Querriegel und Panzerriegel",
      "Gitter, Geländer und Stahltüren nach Maß",
      "Schließanlagen für Wohnhäuser und Büros",
    ],
    process: [
      "Anliegen beschreiben: Notfall, Schlosstausch oder Sicherheitstür.",
      "Rückmeldung: Die Betriebe nennen Anfahrt und Preis vorab.",
      "Angebote vergleichen: Produkt, Sicherheitsklasse und Montage.",
      "Ausführung: Öffnung oder Montage und Übergabe aller Schlüssel.",
    ],
    metaDescription:
      "Schlosser in Wien: Türöffnung, Schlosstausch, Sicherheitstüren und Schließanlagen zu fairen Preisen. Bis zu 4 kostenlose Angebote vergleichen.",
  },

  betondruck: {
    id: "betondruck",
    title: "Betondruck und Prägebeton in Wien",
    subtitle: "Einfahrten und Terrassen in Stein- oder Holzoptik – aus robustem, befahrbarem Beton.",
    description:
      "Beim Betondruck, auch Prägebeton oder Stempelbeton genannt, wird frischer Beton eingefärbt und mit Matrizen strukturiert. So entstehen fugenarme Flächen in Pflaster-, Naturstein- oder Holzoptik, die befahrbar und pflegeleicht sind. Unsere Partner gestalten Einfahrten, Terrassen, Gartenwege und Poolumrandungen.",
    icon: Stamp,
    ...IMAGES.construction,
    features: [
      "Einfahrten und Stellplätze, mit dem Auto befahrbar",
      "Terrassen, Gartenwege und Poolumrandungen",
      "Große Auswahl an Mustern und Farben",
      "Tragfähiger Unterbau mit Frostschutzschicht",
      "Versiegelung gegen Öl, Frost und Witterung",
      "Auffrischung und Neuversiegelung bestehender Flächen",
    ],
    process: [
      "Fläche beschreiben: Größe, Nutzung und gewünschte Optik.",
      "Besichtigung: Untergrund, Gefälle und Entwässerung werden geprüft.",
      "Angebote vergleichen: Unterbau, Muster, Farbe und Versiegelung.",
      "Einbau: Prägung und Versiegelung – nach dem Aushärten voll belastbar.",
    ],
    metaDescription:
      "Betondruck in Wien: Einfahrten, Terrassen und Wege aus Prägebeton in Stein- oder Holzoptik. Bis zu 4 kostenlose Angebote geprüfter Betriebe.",
  },

  zimmermann: {
    id: "zimmermann",
    title: "Zimmerer in Wien",
    subtitle: "Dachstuhl, Dachgeschoßausbau und Holzbau – vom Meisterbetrieb.",
    description:
      "Zimmerer bauen und sanieren Dachstühle und errichten Carports, Holzfassaden und ganze Holzhäuser. In Wien ist der Dachgeschoßausbau im Gründerzeithaus eine besondere Aufgabe: Alte Dachstühle müssen statisch geprüft, verstärkt oder ersetzt werden. Unsere Partner übernehmen Holzbau und Dämmung und stimmen sich mit Statik und Baubehörde ab.",
    icon: Axe,
    ...IMAGES.wood,
    features: [
      "Neubau und Sanierung von Dachstühlen",
      "Dachgeschoßausbau und Aufstockung in Holzbauweise",
      "Zwischensparren- und Aufsparrendämmung",
      "Carports, Pergolen und Gartenhäuser",
      "Holzfassaden und Holzriegelbau",
      "Gaupen und Dachflächenfenster",
    ],
    process: [
      "Vorhaben beschreiben: Dach, Zubau oder Holzkonstruktion.",
      "Besichtigung: Zustand des Holzes, Statik und Zugang werden geprüft.",
      "Angebote vergleichen: Holzart, Dämmung, Statik und Bauzeit.",
      "Ausführung: Abbund, Montage und Abnahme.",
    ],
    metaDescription:
      "Zimmerer in Wien: Dachstuhl, Dachgeschoßausbau, Carports und Holzbau vom Meisterbetrieb. Bis zu 4 kostenlose Angebote vergleichen.",
  },

  plattenleger: {
    id: "plattenleger",
    title: "Plattenleger in Wien",
    subtitle: "Naturstein, Betonplatten und Großformate – für Terrasse, Einfahrt und Innenraum.",
    description:
      "Plattenleger verlegen große und schwere Platten aus Naturstein, Beton oder Feinsteinzeug, innen wie außen. Im Außenbereich entscheidet der Unterbau über die Lebensdauer: Frostschutz, Gefälle und Entwässerung müssen stimmen, damit nichts kippt oder absackt. Unsere Partner verlegen im Splittbett, im Mörtelbett oder auf Stelzlagern.",
    icon: Grid2x2,
    ...IMAGES.bath,
    features: [
      "Terrassen und Balkone mit Feinsteinzeug oder Naturstein",
      "Gartenwege, Einfahrten und Hofflächen",
      "Verlegung im Splitt- oder Mörtelbett und auf Stelzlagern",
      "Natursteinböden aus Marmor, Granit oder Kalkstein",
      "Stufen, Podeste und Mauerabdeckungen",
      "Schleifen, Imprägnieren und Sanieren von Steinböden",
    ],
    process: [
      "Fläche beschreiben: Innen oder außen, Größe und Material.",
      "Aufmaß: Unterbau, Gefälle und Entwässerung werden geprüft.",
      "Angebote vergleichen: Material, Verlegeart und Termin.",
      "Verlegung: Verfugung und Übergabe mit Pflegetipps.",
    ],
    metaDescription:
      "Plattenleger in Wien: Naturstein, Feinsteinzeug und Betonplatten für Terrasse, Einfahrt und Innenraum. Bis zu 4 kostenlose Angebote vergleichen.",
  },

  umzüge: {
    id: "umzüge",
    title: "Umzüge in Wien",
    subtitle: "Von der Altbauwohnung ohne Lift bis zum Büro – stressfrei umziehen mit Profis.",
    // WKO Wien, truck + 2 movers from 80 €/h: https://wien.orf.at/stories/3090102/
    // Lure offers 25–42 €/h:
    // https://www.derstandard.at/story/2000138386468/die-windigen-methoden-der-wiener-umzugsfirmen?ref=rss
    // Halteverbot via MA 46, signs ≥24 h ahead:
    // http://www.wien.gv.at/amtshelfer/verkehr/organisation/verkehrsflaeche/kurzfristigehalteverbotszone.html
    description:
      "Seriöse Wiener Umzugsfirmen verrechnen laut Wirtschaftskammer Wien für einen Lkw mit zwei Mann ab etwa 80 € pro Stunde – Lockangebote um 25 bis 42 € pro Stunde enden oft mit teuren Zusatzposten. Für den Lkw vor der Tür beantragen Sie bei der MA 46 eine kurzfristige Halteverbotszone; die Schilder müssen mindestens 24 Stunden vorher stehen. Im Altbau ohne Lift oder im Dachgeschoß dauert ein Umzug länger, und das sollte das Angebot berücksichtigen.",
    icon: Truck,
    ...IMAGES.moving,
    features: [
      "Besichtigung oder Videotermin für ein verbindliches Angebot",
      "Ein- und Auspacken samt Kartons und Verpackungsmaterial",
      "Möbelab- und -aufbau inklusive Küchenmontage",
      "Halteverbotszone über die MA 46 organisieren",
      "Möbellift für Altbauwohnungen ohne Aufzug",
      "Entrümpelung und Entsorgung von Altmöbeln",
    ],
    process: [
      "Umzug beschreiben: Wohnungsgröße, Stockwerk, Lift und Termin.",
      "Besichtigung: Umfang schätzen, Halteverbot und Zugang klären.",
      "Angebote vergleichen: Fixpreis oder Stundensatz, Leistungen und Versicherung.",
      "Umzugstag: Transport, Aufbau und Übergabe der alten Wohnung.",
    ],
    metaDescription:
      "Umzug in Wien: seriöse Umzugsfirmen mit Halteverbot, Möbellift, Packservice und Montage. Bis zu 4 kostenlose Angebote vergleichen.",
  },

  schädlingsbekämpfung: {
    id: "schädlingsbekämpfung",
    title: "Schädlingsbekämpfung in Wien",
    subtitle: "Bettwanzen, Schaben, Mäuse oder Wespen – diskret und wirksam beseitigt.",
    // Bed bugs usually need ~3 visits:
    // https://www.stuttgarter-nachrichten.de/inhalt.bettwanzen-bisse-bilder-erkennen-bekaempfen-punaises-de-lit-paris.2f60699a-dcaa-4c7f-a472-b04cc9a45420.html
    description:
      "Schädlinge breiten sich schnell aus und verschwinden selten von allein. Ein geprüfter Schädlingsbekämpfer bestimmt zuerst die Art und wählt dann die passende Methode – bei Bettwanzen sind meist drei Behandlungen im Abstand von einigen Wochen nötig. In Mehrparteienhäusern sollte die Hausverwaltung früh informiert werden, damit auch Nachbarwohnungen kontrolliert werden können.",
    icon: Bug,
    ...IMAGES.moving,
    features: [
      "Bettwanzenbekämpfung mit Wärme- oder Insektizidbehandlung",
      "Schaben, Ameisen und Silberfischchen",
      "Mäuse und Ratten mit Köderstationen und Monitoring",
      "Entfernung oder Umsiedlung von Wespennestern",
      "Taubenabwehr an Fassaden und in Innenhöfen",
      "Diskrete Anfahrt mit neutralem Fahrzeug",
    ],
    process: [
      "Befall beschreiben: Art des Schädlings, betroffene Räume und Fotos.",
      "Inspektion: Ausmaß und Ursache des Befalls werden festgestellt.",
      "Angebote vergleichen: Methode, Anzahl der Termine und Nachkontrolle.",
      "Behandlung: Nachkontrolle und Tipps zur Vorbeugung.",
    ],
    metaDescription:
      "Schädlingsbekämpfung in Wien: Bettwanzen, Schaben, Mäuse, Ratten und Wespen diskret beseitigen lassen. Bis zu 4 kostenlose Angebote vergleichen.",
  },

  duschwechsel: {
    id: "duschwechsel",
    title: "Duschwechsel in Wien",
    subtitle: "Badewanne raus, bodengleiche Dusche rein – ohne das ganze Bad zu renovieren.",
    // Vienna subsidy for age-appropriate conversion (walk-in shower), 50 %, max 7,500 € (2026):
    // https://www.wien.gv.at/wohnen/wohnbaufoerderung/foerderungen/umbau-altersgerecht.html
    description:
      "Der Tausch der Badewanne gegen eine bodengleiche Dusche macht das Bad sicherer und moderner, ohne gleich alles zu erneuern. Für altersgerechte Umbauten wie eine bodengleiche Dusche übernimmt die Stadt Wien seit 2026 50 % der förderbaren Kosten, höchstens 7.500 € – für Personen ab 60 Jahren und innerhalb der Einkommensgrenzen. Unsere Partner prüfen vorab, ob Abfluss und Gefälle einen bodenebenen Einbau erlauben.",
    icon: ShowerHead,
    ...IMAGES.bath,
    features: [
      "Ausbau von Badewanne oder alter Duschtasse samt Entsorgung",
      "Bodengleiche Duschen mit Rinne oder flacher Duschtasse",
      "Glasduschwände und Duschkabinen nach Maß",
      "Abdichtung und Fliesen im Duschbereich",
      "Haltegriffe, Klappsitz und rutschhemmende Oberflächen",
      "Förderberatung für den altersgerechten Umbau",
    ],
    process: [
      "Bad beschreiben: Maße, vorhandene Wanne oder Dusche und Ihre Wünsche.",
      "Besichtigung: Abfluss, Gefälle und Leitungen werden geprüft.",
      "Angebote vergleichen: Duschsystem, Arbeiten und Dauer.",
      "Umbau: Abdichtung, Montage und Übergabe.",
    ],
    metaDescription:
      "Duschwechsel in Wien: Badewanne gegen bodengleiche Dusche tauschen, auch altersgerecht und gefördert. Bis zu 4 kostenlose Angebote vergleichen.",
  },

  glasschloss: {
    id: "glasschloss",
    title: "Glaser in Wien",
    subtitle: "Glastausch, Ganzglasduschen und Glasgeländer – maßgefertigt und sicher montiert.",
    // Glazier emergency Sunday/holiday avg 158.25 €/h (AK Wien 2025):
    // https://kurier.at/wirtschaft/immo/handwerker-notdienst-preise-arbeiterkammer/402708331
    description:
      "Ein Glaser tauscht gesprungene Scheiben, setzt Isolierglas in bestehende Fenster ein und fertigt Ganzglasduschen, Glastüren und Spiegel nach Maß. Im Wiener Altbau sind Kastenfenster mit Einfachverglasung häufig – ein Wärmeschutzglas im inneren Flügel verbessert die Dämmung spürbar. Muss es am Sonntag sein, verrechnen Wiener Glaser im Notdienst laut Arbeiterkammer durchschnittlich 158,25 € pro Stunde (2025).",
    icon: Frame,
    ...IMAGES.windows,
    features: [
      "Glastausch bei Bruch, auch im Notdienst",
      "Isolierglas für Kastenfenster und Holzfenster im Altbau",
      "Ganzglasduschen und Duschabtrennungen nach Maß",
      "Glasgeländer, Vordächer und Balkonverglasungen",
      "Spiegel, Küchenrückwände und Glastüren",
      "Sicherheitsglas und einbruchhemmende Verglasung",
    ],
    process: [
      "Auftrag beschreiben: Glasart, Maße und Einsatzort.",
      "Aufmaß vor Ort: millimetergenau für die Fertigung.",
      "Angebote vergleichen: Glasart, Beschläge und Montage.",
      "Fertigung und Einbau: fachgerecht abgedichtet und eingestellt.",
    ],
    metaDescription:
      "Glaser in Wien: Glastausch, Isolierglas für Kastenfenster, Ganzglasduschen und Glasgeländer nach Maß. Bis zu 4 kostenlose Angebote vergleichen.",
  },

  reinigung: {
    id: "reinigung",
    title: "Reinigungsservice in Wien",
    subtitle: "Wohnungs-, Büro- und Baureinigung – gründlich, zuverlässig und mit angemeldetem Personal.",
    // Vienna cleaning firm, KV-based hourly rate 2024: 32.20 € net / 38.64 € gross:
    // https://www.manika.wien/stundensatz-reinigungsfirma/
    description:
      "Ob Endreinigung nach der Renovierung, Übergabe der Mietwohnung oder regelmäßige Büroreinigung: Professionelle Reinigungsfirmen arbeiten mit dem richtigen Gerät und geschultem Personal. Ein Wiener Reinigungsbetrieb kalkulierte 2024 auf Basis des Kollektivvertrags 32,20 € netto bzw. 38,64 € brutto pro Stunde. Achten Sie bei auffallend günstigen Angeboten darauf, dass das Personal angemeldet und versichert ist.",
    icon: Sparkles,
    ...IMAGES.moving,
    features: [
      "Baureinigung und Endreinigung nach der Renovierung",
      "Grund- und Übergabereinigung beim Umzug",
      "Unterhaltsreinigung für Wohnungen und Büros",
      "Fensterreinigung, auch für Kastenfenster samt Rahmen",
      "Stiegenhausreinigung für Hausverwaltungen",
      "Teppich- und Polsterreinigung",
    ],
    process: [
      "Reinigung beschreiben: Art, Fläche und gewünschter Termin.",
      "Einschätzung: Besichtigung oder Fotos für eine genaue Kalkulation.",
      "Angebote vergleichen: Stundensatz oder Pauschale, Umfang und Reinigungsmittel.",
      "Reinigung: Abnahme gemeinsam mit Ihnen.",
    ],
    metaDescription:
      "Reinigung in Wien: Baureinigung, Endreinigung, Büro- und Fensterreinigung von geprüften Firmen. Bis zu 4 kostenlose Angebote vergleichen.",
  },

  "pvc-fenster": {
    id: "pvc-fenster",
    title: "PVC-Fenster in Wien",
    subtitle: "Dicht, gedämmt, pflegeleicht – Kunststofffenster nach Maß mit fachgerechtem Einbau.",
    // SanDekVO § 18, windows 35 %: https://gesetzefinden.at/landesrecht/verordnungen/lwi20000703/para-18
    description:
      "Neue Kunststofffenster senken die Heizkosten, halten Straßenlärm draußen und brauchen kaum Pflege. Entscheidend ist neben dem Uw-Wert vor allem der Einbau: Eine luftdichte Montage nach ÖNORM B 5320 verhindert Zugluft und Schimmel an den Laibungen. Die Wiener Sanierungsverordnung (SanDekVO 2024) sieht für den Fenstertausch eine Förderung von 35 % vor – Ihr Fensterbauer prüft die Voraussetzungen.",
    icon: AppWindow,
    ...IMAGES.windows,
    features: [
      "Kunststofffenster mit Zwei- oder Dreifach-Wärmeschutzverglasung",
      "Aufmaß und Fertigung nach Maß, auch für Rundbögen",
      "Montage nach ÖNORM B 5320 mit luftdichtem Anschluss",
      "Ausbau und Entsorgung der alten Fenster",
      "Schallschutzfenster für Wohnungen an Hauptstraßen",
      "Rollläden, Insektenschutz und Fensterbänke",
    ],
    process: [
      "Fenster beschreiben: Anzahl, Maße und Art der bestehenden Fenster.",
      "Aufmaß vor Ort: Laibungen und Anschlüsse werden vermessen.",
      "Angebote vergleichen: Profil, Verglasung, Montage und Förderfähigkeit.",
      "Einbau: Laibungen verputzen und alle Flügel einstellen.",
    ],
    metaDescription:
      "PVC-Fenster in Wien: Kunststofffenster nach Maß mit Einbau nach ÖNORM, Schallschutz und Förderberatung. Bis zu 4 kostenlose Angebote vergleichen.",
  },

  architekten: {
    id: "architekten",
    title: "Architekten in Wien",
    subtitle: "Von der ersten Idee über die Einreichung bis zur Bauaufsicht – Planung, die trägt.",
    // Fee scales non-binding; old HOA up to ~14 % of net cost:
    // https://www.wohnnet.at/bauen/baupartner/architektenhonorar-64375
    // LM.VM 2014: https://www.steppe.co.at/blog/wie-wird-das-architektenhonorar-berechnet
    description:
      "Architektinnen und Architekten planen Neubau, Zubau, Dachgeschoßausbau oder Umbau und begleiten Ihr Projekt bis zur Fertigstellung. In Österreich sind Honorarordnungen unverbindlich: Für die Vollplanung eines Einfamilienhauses nannte die frühere Honorarordnung bis zu rund 14 % der Netto-Baukosten, heute orientieren sich viele Büros an den Leistungsmodellen der Kammer (LM.VM 2014). Klären Sie vorab, welche Leistungen Sie brauchen – vom Entwurf bis zur örtlichen Bauaufsicht.",
    icon: PencilRuler,
    ...IMAGES.house,
    features: [
      "Bestandsaufnahme und Entwurf mit Varianten",
      "Einreichplanung für die Baubehörde (MA 37)",
      "Ausführungsplanung und Ausschreibung der Gewerke",
      "Kostenschätzung und laufende Kostenkontrolle",
      "Örtliche Bauaufsicht und Abnahme",
      "Dachgeschoßausbau, Zubau und Umbau im Bestand",
    ],
    process: [
      "Projekt beschreiben: Vorhaben, Grundstück oder Bestand und Budget.",
      "Erstgespräch: Ziele, Leistungsumfang und Honorar werden geklärt.",
      "Angebote vergleichen: Leistungsphasen, Honorar und Referenzen.",
      "Planen und bauen: Einreichung und Begleitung bis zur Fertigstellung.",
    ],
    metaDescription:
      "Architekt in Wien: Entwurf, Einreichplanung, Ausschreibung und Bauaufsicht für Neubau, Zubau und Umbau. Bis zu 4 kostenlose Angebote vergleichen.",
  },

  dekorateure: {
    id: "dekorateure",
    title: "Raumausstatter und Dekorateure in Wien",
    subtitle: "Vorhänge, Polster und Wandgestaltung – Räume mit Stil und Persönlichkeit.",
    description:
      "Raumausstatter und Dekorateure geben Räumen den letzten Schliff: mit Vorhängen und Sonnenschutz nach Maß, neu bezogenen Polstermöbeln, Tapeten und stimmiger Beleuchtung. Besonders in hohen Altbauräumen machen maßgefertigte Vorhänge und Stoffe einen großen Unterschied. Unsere Partner beraten Sie zu Farben, Materialien und Stil.",
    icon: Armchair,
    ...IMAGES.painting,
    features: [
      "Farb- und Stilberatung für Wohnräume und Geschäftslokale",
      "Vorhänge, Raffrollos und Plissees nach Maß",
      "Tapezieren mit Vlies-, Textil- und Designtapeten",
      "Neubezug und Polsterung von Sesseln und Sofas",
      "Teppiche und textile Bodenbeläge",
      "Dekoration für Schaufenster, Praxen und Büros",
    ],
    process: [
      "Wünsche beschreiben: Räume, Stil und Budget, gern mit Fotos.",
      "Beratung vor Ort: mit Stoff- und Farbmustern.",
      "Angebote vergleichen: Materialien, Arbeitszeit und Termin.",
      "Umsetzung: Anfertigung, Montage und Feinschliff.",
    ],
    metaDescription:
      "Raumausstatter in Wien: Vorhänge nach Maß, Polsterung, Tapeten und Stilberatung für Wohnung und Geschäft. Bis zu 4 kostenlose Angebote vergleichen.",
  },
};

/** Content of a landing-page service id (already decoded, e.g. "küchenrenovierung"), else undefined. */
export function getService(id: string): ServiceContent | undefined {
  return Object.hasOwn(SERVICES, id) ? SERVICES[id as LandingServiceId] : undefined;
}

/**
 * Splits a process step "Kurztitel: Erläuterung." into its lead and the rest, whose first letter is
 * capitalised because the page shows it as a sentence of its own. Without ": " the lead is null.
 */
export function splitProcessStep(step: string): { lead: string | null; text: string } {
  const index = step.indexOf(": ");
  if (index <= 0) return { lead: null, text: step };
  const rest = step.slice(index + 2);
  return { lead: step.slice(0, index), text: rest.charAt(0).toLocaleUpperCase("de-AT") + rest.slice(1) };
}
