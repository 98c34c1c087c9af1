/**
 * Copy and figures of the three special landing pages (public-side.md §2, route table):
 * /badezimmer (bathroom marketplace landing), /badrenovierung (bathroom renovation page with the
 * 5-year guarantee) and /wohnungssanierung (apartment refurbishment landing).
 *
 * Prices and durations of the service cards are the spec's tables, verbatim (public-side.md §2,
 * "Bathroom landing" and "Apartment refurbishment landing"). The bathroom renovation price
 * orientation is the spec's business constant (public-side.md §9: Vienna 2024–2025, incl. 20 % USt.,
 * 1.300 to 3.000 €/m², average 2.150 €/m²). Where the spec is silent, the figures follow
 * /work/shared/data/vienna-prices.md; the source URLs are noted next to the copy that uses them.
 *
 * Money is formatted one way on every page: "€ 8.000 – 25.000" (euro sign first, dot as thousands
 * separator, spaced en dash), per area "€ 800 – 1.500 pro m²"; durations as "2–4 Wochen".
 */
import { siteConfig } from "@/lib/config";
import { formatEuro } from "@/lib/domain/format";

// ---------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------

/** Icons the landing components know (mapped to lucide-react icons in components/landing). */
export type LandingIconName =
  | "award"
  | "bath"
  | "droplets"
  | "grid"
  | "zap"
  | "accessibility"
  | "sparkles"
  | "home"
  | "paint"
  | "plug"
  | "kitchen"
  | "layout"
  | "gem"
  | "shield"
  | "clock"
  | "map-pin"
  | "badge-euro"
  | "handshake"
  | "trash"
  | "ruler";

/** A link rendered as a button. */
export interface LandingLink {
  label: string;
  href: string;
}

/** A price range in euro (gross, incl. 20 % USt.); `perSquareMetre` marks a price per m². */
export interface PriceRange {
  min: number;
  max: number;
  perSquareMetre?: boolean;
}

/** A duration range, e.g. 2–4 weeks. */
export interface DurationRange {
  min: number;
  max: number;
  unit: "Tage" | "Wochen";
}

/** An image in public/ with its intrinsic size (px) and German alt text. */
export interface LandingImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** A service card: name, short description, typical price and duration, quiz link. */
export interface LandingServiceCard {
  title: string;
  description: string;
  icon: LandingIconName;
  price: PriceRange;
  duration: DurationRange;
  /** Quiz route the card leads to, e.g. "/quiz/badezimmer". */
  quizHref: string;
}

/** A partner work in the gallery: illustration, what was done, where (district). */
export interface LandingGalleryItem {
  image: LandingImage;
  caption: string;
  location: string;
}

/** One step of a numbered process. */
export interface LandingStep {
  title: string;
  text: string;
}

/** A static customer review (five stars): quote, first name + initial, district, project. */
export interface LandingTestimonial {
  quote: string;
  name: string;
  location: string;
  project: string;
}

/** A short trust fact with an icon, e.g. "24h Antwortzeit". */
export interface LandingFact {
  icon: LandingIconName;
  label: string;
}

/** A question/answer pair (plain text, also used for the FAQPage JSON-LD). */
export interface LandingFaqItem {
  question: string;
  answer: string;
}

/** Page-level SEO data: metadata, Service JSON-LD and the breadcrumb label. */
export interface LandingSeo {
  /** Site path of the page. */
  path: string;
  /** Document title (the root layout appends "| {brand}"). */
  title: string;
  description: string;
  /** Social image (a file in public/). */
  image: string;
  /** Name of the page in the breadcrumb and the Service JSON-LD. */
  breadcrumbName: string;
  serviceName: string;
  serviceType: string;
}

/** Hero of a landing page. */
export interface LandingHeroContent {
  badge: string;
  badgeIcon: LandingIconName;
  title: string;
  lead: string;
  /** Rating line under the call to action, e.g. "4.9/5 Bewertung". */
  rating?: string;
  /** Number of reviews or similar context for the rating. */
  ratingNote?: string;
  cta: LandingLink;
  /** Short reassurance points under the call to action. */
  points: readonly string[];
  image: LandingImage;
}

/** A titled section head. */
export interface LandingSectionHead {
  title: string;
  intro?: string;
}

/** Closing call to action with trust facts. */
export interface LandingFinalCtaContent {
  title: string;
  text: string;
  cta: LandingLink;
  facts: readonly LandingFact[];
}

/** Content of a marketplace landing (/badezimmer, /wohnungssanierung). */
export interface MarketplaceLandingContent {
  seo: LandingSeo;
  hero: LandingHeroContent;
  services: LandingSectionHead & { cards: readonly LandingServiceCard[]; note: string };
  gallery: LandingSectionHead & { items: readonly LandingGalleryItem[] };
  process: LandingSectionHead & { steps: readonly LandingStep[] };
  testimonials: LandingSectionHead & { items: readonly LandingTestimonial[] };
  finalCta: LandingFinalCtaContent;
}

/** Price orientation per m² for a bathroom renovation. */
export interface BathroomPriceOrientation {
  /** Gross euro per m² of bathroom floor area. */
  minPerSquareMetre: number;
  maxPerSquareMetre: number;
  averagePerSquareMetre: number;
  /** Where the figures come from, as shown to the reader. */
  basis: string;
}

/** An example bathroom size with its price range and average (computed from the per-m² figures). */
export interface BathroomPriceExample {
  label: string;
  squareMetres: number;
  min: number;
  max: number;
  average: number;
}

/** Content of /badrenovierung. */
export interface BathroomRenovationContent {
  seo: LandingSeo;
  hero: LandingHeroContent;
  guarantee: LandingSectionHead & { title: string; points: readonly string[]; note: string };
  included: LandingSectionHead & { items: readonly { icon: LandingIconName; title: string; text: string }[] };
  prices: LandingSectionHead & {
    orientation: BathroomPriceOrientation;
    examples: readonly BathroomPriceExample[];
    factors: readonly string[];
    priceGuideLink: LandingLink;
  };
  process: LandingSectionHead & { steps: readonly LandingStep[] };
  faq: LandingSectionHead & { items: readonly LandingFaqItem[] };
  finalCta: LandingFinalCtaContent;
}

// ---------------------------------------------------------------------------------------------
// Formatting (one format on all three pages)
// ---------------------------------------------------------------------------------------------

/** 8000 → "8.000" (German thousands separator, no decimals). */
export function formatNumber(value: number): string {
  return Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/** { min: 8000, max: 25000 } → "€ 8.000 – 25.000"; per m²: "€ 800 – 1.500 pro m²". */
export function formatPriceRange(range: PriceRange): string {
  const text = `€ ${formatNumber(range.min)} – ${formatNumber(range.max)}`;
  return range.perSquareMetre ? `${text} pro m²` : text;
}

/** { min: 2, max: 4, unit: "Wochen" } → "2–4 Wochen". */
export function formatDuration(range: DurationRange): string {
  return `${range.min}–${range.max} ${range.unit}`;
}

// ---------------------------------------------------------------------------------------------
// Shared figures
// ---------------------------------------------------------------------------------------------

/** Size of every landing illustration in public/images/landing (px). */
const IMAGE_SIZE = { width: 1200, height: 800 } as const;

function image(file: string, alt: string): LandingImage {
  return { src: `/images/landing/${file}`, alt, ...IMAGE_SIZE };
}

/** Rating claim of the hero (public-side.md §1 marketing claims, §2 bathroom landing). */
export const HERO_RATING = "4.9/5 Bewertung";

/** Quiz routes the pages link to. */
export const LANDING_QUIZ_ROUTES = {
  badezimmer: "/quiz/badezimmer",
  badrenovierung: "/quiz/badrenovierung",
  wohnungssanierung: "/quiz/wohnungssanierung",
  wohnungsrenovierung: "/quiz/wohnungsrenovierung",
} as const;

/** Claims of the closing call to action on the marketplace landings (public-side.md §2). */
const MARKETPLACE_FACTS: readonly LandingFact[] = [
  { icon: "handshake", label: "Über 100 vermittelte Projekte" },
  { icon: "badge-euro", label: "Kostenlose Vermittlung" },
  { icon: "map-pin", label: "Wien & Umgebung" },
  { icon: "clock", label: "24h Antwortzeit" },
];

/**
 * Bathroom renovation price orientation (public-side.md §9): Vienna market data 2024–2025,
 * incl. 20 % USt. The spec's figures win over the fact sheet, whose sourced band is similar:
 * 900–3.500 €/m² (https://vergleich.de/badsanierung.html, DE, n.d.).
 */
export const BATHROOM_PRICE_ORIENTATION: BathroomPriceOrientation = {
  minPerSquareMetre: 1300,
  maxPerSquareMetre: 3000,
  averagePerSquareMetre: 2150,
  basis: "Wiener Marktdaten 2024–2025, inkl. 20 % USt.",
};

/** Price range and average of a bathroom of `squareMetres` m² from the per-m² orientation. */
export function bathroomPriceExample(label: string, squareMetres: number): BathroomPriceExample {
  const o = BATHROOM_PRICE_ORIENTATION;
  return {
    label,
    squareMetres,
    min: o.minPerSquareMetre * squareMetres,
    max: o.maxPerSquareMetre * squareMetres,
    average: o.averagePerSquareMetre * squareMetres,
  };
}

// ---------------------------------------------------------------------------------------------
// /badezimmer – bathroom marketplace landing
// ---------------------------------------------------------------------------------------------

const BATH_QUIZ = LANDING_QUIZ_ROUTES.badezimmer;

/** /badezimmer (public-side.md §2, "Bathroom landing"); the header hides its navigation here. */
export const BATHROOM_LANDING: MarketplaceLandingContent = {
  seo: {
    path: "/badezimmer",
    title: "Badezimmer-Profis in Wien: bis zu 4 kostenlose Angebote",
    description:
      "Badsanierung, Fliesen, Installateur oder barrierefreier Umbau in Wien: Projekt beschreiben und bis zu 4 kostenlose Angebote geprüfter Fachbetriebe vergleichen – mit Richtpreisen und Dauer.",
    image: "/images/landing/bathroom-hero.webp",
    breadcrumbName: "Badezimmer",
    serviceName: "Badezimmer-Sanierung in Wien",
    serviceType: "Badsanierung",
  },
  hero: {
    badge: "#1 Badezimmer-Marktplatz in Wien",
    badgeIcon: "award",
    title: "Ihr neues Badezimmer\u00a0– von geprüften Profis aus Wien",
    lead:
      "Beschreiben Sie Ihr Bad in zwei Minuten und erhalten Sie bis zu 4 kostenlose Angebote von verifizierten Installateuren, Fliesenlegern und Komplettanbietern – unverbindlich und ohne versteckte Kosten.",
    rating: HERO_RATING,
    ratingNote: "von Kundinnen und Kunden in Wien",
    cta: { label: "Kostenloses Angebot erhalten", href: BATH_QUIZ },
    points: ["Bis zu 4 Angebote vergleichen", "Nur verifizierte Betriebe", "100 % kostenlos & unverbindlich"],
    image: image(
      "bathroom-hero.webp",
      "Illustration eines renovierten Badezimmers mit freistehender Badewanne, Waschtisch mit rundem Spiegel und hellen Wandfliesen",
    ),
  },
  services: {
    title: "Alle Leistungen rund ums Badezimmer",
    intro:
      "Ob komplette Sanierung oder einzelnes Gewerk: Wählen Sie Ihr Vorhaben und erhalten Sie passende Angebote aus Ihrem Bezirk.",
    cards: [
      {
        title: "Komplette Badsanierung",
        description:
          "Vom Rückbau bis zur Übergabe: neue Leitungen, Abdichtung, Fliesen, Sanitärobjekte und Licht – koordiniert aus einer Hand.",
        icon: "bath",
        price: { min: 8000, max: 25000 },
        duration: { min: 2, max: 4, unit: "Wochen" },
        quizHref: BATH_QUIZ,
      },
      {
        title: "Sanitärinstallation",
        description:
          "Ihr Installateur für neue Wasser- und Abflussleitungen, WC, Waschtisch, Dusche oder Badewanne samt Armaturen.",
        icon: "droplets",
        price: { min: 2500, max: 8000 },
        duration: { min: 3, max: 7, unit: "Tage" },
        quizHref: BATH_QUIZ,
      },
      {
        title: "Fliesenarbeiten",
        description:
          "Wand- und Bodenfliesen inklusive Abdichtung im Nassbereich – vom klassischen Format bis zur Großformatfliese.",
        icon: "grid",
        price: { min: 3000, max: 12000 },
        duration: { min: 1, max: 2, unit: "Wochen" },
        quizHref: BATH_QUIZ,
      },
      {
        title: "Elektroinstallation",
        description:
          "FI-Schutzschalter, Steckdosen, Spiegelbeleuchtung, Lüfter und Handtuchheizkörper – fachgerecht angeschlossen.",
        icon: "zap",
        price: { min: 1500, max: 4000 },
        duration: { min: 2, max: 5, unit: "Tage" },
        quizHref: BATH_QUIZ,
      },
      {
        title: "Barrierefreier Umbau",
        description:
          "Bodengleiche Dusche, Haltegriffe und unterfahrbarer Waschtisch – auf Wunsch mit Hinweisen zur Förderung der Stadt Wien.",
        icon: "accessibility",
        price: { min: 5000, max: 15000 },
        duration: { min: 1, max: 3, unit: "Wochen" },
        quizHref: BATH_QUIZ,
      },
      {
        title: "Wellness-Bad",
        description:
          "Regendusche, Dampfbad, freistehende Wanne oder Infrarotkabine – Ihr privates Spa, geplant von Spezialisten.",
        icon: "sparkles",
        price: { min: 15000, max: 50000 },
        duration: { min: 3, max: 6, unit: "Wochen" },
        quizHref: BATH_QUIZ,
      },
    ],
    note: "Richtwerte für Wien inkl. 20 % USt. Der endgültige Preis hängt von Größe, Zustand und Ausstattung Ihres Bades ab.",
  },
  gallery: {
    title: "Arbeiten unserer Partnerbetriebe",
    intro: "Eine Auswahl an Badezimmern, die über uns vermittelte Betriebe in Wien umgesetzt haben.",
    items: [
      {
        image: image(
          "bathroom-altbau.webp",
          "Altbau-Badezimmer mit hohem Sprossenfenster, Wanne auf Füßen und Boden in Sechseckfliesen",
        ),
        caption: "Komplettsanierung im Altbau",
        location: "1070 Wien",
      },
      {
        image: image(
          "bathroom-walk-in-shower.webp",
          "Bodengleiche Dusche mit Glaswand, Regenbrause und großformatigen Fliesen",
        ),
        caption: "Bodengleiche Dusche mit Großformatfliesen",
        location: "1190 Wien",
      },
      {
        image: image(
          "bathroom-accessible.webp",
          "Barrierefreies Bad mit Haltegriffen, Klappsitz in der Dusche und unterfahrbarem Waschtisch",
        ),
        caption: "Barrierefreier Umbau mit Haltegriffen",
        location: "1100 Wien",
      },
      {
        image: image(
          "bathroom-wellness.webp",
          "Wellness-Bad mit Holzverkleidung, Dampfdusche, Pflanzen und warmem Licht",
        ),
        caption: "Wellness-Bad mit Dampfdusche",
        location: "1130 Wien",
      },
    ],
  },
  process: {
    title: "So einfach kommen Sie zu Ihrem neuen Bad",
    intro: "Vier Schritte, keine Verpflichtung – und die Vermittlung kostet Sie nichts.",
    steps: [
      {
        title: "Projekt beschreiben",
        text: "Beantworten Sie ein paar kurze Fragen zu Ihrem Bad: Größe, Wünsche, Zeitplan. Das dauert rund zwei Minuten.",
      },
      {
        title: "Experten finden",
        text: "Wir wählen bis zu 4 verifizierte Fachbetriebe aus, die zu Ihrem Vorhaben und Ihrem Bezirk passen.",
      },
      {
        title: "Bis zu 4 kostenlose Angebote vergleichen",
        text: "Die Betriebe melden sich innerhalb von 24 Stunden. Vergleichen Sie Preise, Leistungen und Termine in Ruhe.",
      },
      {
        title: "Beauftragen",
        text: "Sie entscheiden sich für das beste Angebot – oder für keines. Bezahlt wird nur der Betrieb, den Sie beauftragen.",
      },
    ],
  },
  testimonials: {
    title: "Das sagen unsere Kundinnen und Kunden",
    items: [
      {
        quote:
          "Innerhalb eines Tages hatte ich drei Angebote für unser Altbau-Bad. Der Installateur war pünktlich, sauber und nach drei Wochen war alles fertig.",
        name: "Sabine K.",
        location: "1180 Wien",
        project: "Komplette Badsanierung",
      },
      {
        quote:
          "Für meine Mutter brauchten wir schnell eine bodengleiche Dusche. Die Beratung war kompetent und der Betrieb hat uns sogar bei der Förderung unterstützt.",
        name: "Thomas W.",
        location: "1210 Wien",
        project: "Barrierefreier Umbau",
      },
      {
        quote:
          "Ich war skeptisch, aber der Preisvergleich hat sich gelohnt: Das gewählte Angebot lag fast € 3.000 unter dem ersten Kostenvoranschlag.",
        name: "Elif D.",
        location: "1030 Wien",
        project: "Fliesenarbeiten",
      },
    ],
  },
  finalCta: {
    title: "Bereit für Ihr neues Badezimmer?",
    text: "Starten Sie jetzt Ihre Anfrage – kostenlos, unverbindlich und in wenigen Minuten erledigt.",
    cta: { label: "Kostenloses Angebot erhalten", href: BATH_QUIZ },
    facts: MARKETPLACE_FACTS,
  },
};

// ---------------------------------------------------------------------------------------------
// /wohnungssanierung – apartment refurbishment landing
// ---------------------------------------------------------------------------------------------

/**
 * Quiz targets (public-side.md §2: calls to action go to /quiz/wohnungssanierung, some cards and the
 * final call to /quiz/wohnungsrenovierung). Decision: the hero and the three whole-flat / building
 * services (full refurbishment, painting & floors, electrical & plumbing) go to wohnungssanierung;
 * the three room- and design-led services (kitchen & bath, layout changes, luxury) and the final
 * call go to wohnungsrenovierung.
 */
const FLAT_SANIERUNG_QUIZ = LANDING_QUIZ_ROUTES.wohnungssanierung;
const FLAT_RENOVIERUNG_QUIZ = LANDING_QUIZ_ROUTES.wohnungsrenovierung;

/** /wohnungssanierung (public-side.md §2, "Apartment refurbishment landing"). */
export const APARTMENT_LANDING: MarketplaceLandingContent = {
  seo: {
    path: "/wohnungssanierung",
    title: "Wohnungssanierung in Wien: Preise pro m² & kostenlose Angebote",
    description:
      "Wohnung in Wien sanieren: Komplettsanierung, Böden, Elektro, Küche & Bad oder Grundrissänderung. Richtpreise pro m², Dauer und bis zu 4 kostenlose Angebote geprüfter Betriebe.",
    image: "/images/landing/apartment-hero.webp",
    breadcrumbName: "Wohnungssanierung",
    serviceName: "Wohnungssanierung in Wien",
    serviceType: "Wohnungssanierung",
  },
  hero: {
    badge: "#1 Renovierungs-Marktplatz in Wien",
    badgeIcon: "award",
    title: "Wohnungssanierung in Wien\u00a0– geprüfte Betriebe, faire Preise",
    lead:
      "Ob Altbau, Erbwohnung oder Neubau: Beschreiben Sie Ihr Projekt und vergleichen Sie bis zu 4 kostenlose Angebote von verifizierten Sanierungsprofis aus Wien.",
    rating: HERO_RATING,
    ratingNote: "von Kundinnen und Kunden in Wien",
    cta: { label: "Kostenlose Angebote erhalten", href: FLAT_SANIERUNG_QUIZ },
    points: ["Alle Gewerke aus einer Hand", "Nur verifizierte Betriebe", "100 % kostenlos & unverbindlich"],
    image: image(
      "apartment-hero.webp",
      "Illustration einer hellen sanierten Altbauwohnung mit hohen Fenstern, Fischgrätparkett, Sofa und Pflanzen",
    ),
  },
  services: {
    title: "Sanierungsleistungen mit Richtpreisen",
    intro:
      "Typische Preise pro m² und übliche Dauer in Wien – als erste Orientierung für Ihr Budget.",
    cards: [
      {
        title: "Komplettsanierung",
        description:
          "Die ganze Wohnung auf den neuesten Stand: Elektrik, Leitungen, Böden, Wände, Bad und Küche – ideal für Altbau und Erbwohnung.",
        icon: "home",
        price: { min: 800, max: 1500, perSquareMetre: true },
        duration: { min: 3, max: 8, unit: "Wochen" },
        quizHref: FLAT_SANIERUNG_QUIZ,
      },
      {
        title: "Maler- & Bodenarbeiten",
        description:
          "Wände spachteln und ausmalen, Parkett abschleifen oder neu verlegen, Vinyl und Laminat – sauber und termingerecht.",
        icon: "paint",
        price: { min: 50, max: 180, perSquareMetre: true },
        duration: { min: 2, max: 4, unit: "Wochen" },
        quizHref: FLAT_SANIERUNG_QUIZ,
      },
      {
        title: "Elektro & Sanitär",
        description:
          "Neue Stromkreise, Verteiler und FI-Schutz sowie Wasser- und Abflussleitungen nach aktuellem Standard.",
        icon: "plug",
        price: { min: 80, max: 350, perSquareMetre: true },
        duration: { min: 3, max: 6, unit: "Wochen" },
        quizHref: FLAT_SANIERUNG_QUIZ,
      },
      {
        title: "Küche & Bad",
        description:
          "Nassräume komplett erneuern: Anschlüsse, Abdichtung, Fliesen, Sanitärobjekte und die Montage Ihrer neuen Küche.",
        icon: "kitchen",
        price: { min: 1300, max: 3000, perSquareMetre: true },
        duration: { min: 3, max: 5, unit: "Wochen" },
        quizHref: FLAT_RENOVIERUNG_QUIZ,
      },
      {
        title: "Grundrissänderungen",
        description:
          "Wände versetzen, Durchbrüche, offene Wohnküche – mit Statik-Abklärung und Einreichung bei der Baupolizei (MA 37), wenn nötig.",
        icon: "layout",
        price: { min: 120, max: 450, perSquareMetre: true },
        duration: { min: 2, max: 4, unit: "Wochen" },
        quizHref: FLAT_RENOVIERUNG_QUIZ,
      },
      {
        title: "Luxussanierung",
        description:
          "Echtholzböden, Naturstein, Smart Home und maßgefertigte Einbauten – für Wohnungen mit gehobenem Anspruch.",
        icon: "gem",
        price: { min: 1200, max: 1500, perSquareMetre: true },
        duration: { min: 3, max: 6, unit: "Wochen" },
        quizHref: FLAT_RENOVIERUNG_QUIZ,
      },
    ],
    note: "Richtwerte für Wien 2024–2025 inkl. 20 % USt., bezogen auf die bearbeitete Fläche. Zustand, Stockwerk und Ausstattung beeinflussen den Preis.",
  },
  gallery: {
    title: "Sanierte Wohnungen unserer Partnerbetriebe",
    intro: "Vom Gründerzeit-Altbau bis zur Dachgeschoßwohnung – Projekte aus ganz Wien.",
    items: [
      {
        image: image(
          "apartment-altbau.webp",
          "Sanierter Altbau-Wohnraum mit Flügeltüren, Stuckleiste, Fischgrätparkett und Kastenfenstern",
        ),
        caption: "Komplettsanierung einer Gründerzeitwohnung",
        location: "1040 Wien",
      },
      {
        image: image(
          "apartment-kitchen.webp",
          "Offene Wohnküche mit Kücheninsel, Barhockern und Hängeleuchten",
        ),
        caption: "Offene Wohnküche nach Grundrissänderung",
        location: "1020 Wien",
      },
      {
        image: image(
          "apartment-attic.webp",
          "Dachgeschoßwohnung mit Dachschräge, Dachfenster, hellem Holzboden und Leseecke",
        ),
        caption: "Dachgeschoßwohnung, Maler- und Bodenarbeiten",
        location: "1160 Wien",
      },
      {
        image: image(
          "apartment-modern.webp",
          "Moderne Neubauwohnung mit großer Fensterfront, Designboden und indirekter Beleuchtung",
        ),
        caption: "Luxussanierung mit Smart-Home-Licht",
        location: "1220 Wien",
      },
    ],
  },
  process: {
    title: "In vier Schritten zur sanierten Wohnung",
    intro: "Sie behalten den Überblick – wir bringen Sie mit den passenden Betrieben zusammen.",
    steps: [
      {
        title: "Wohnung & Wünsche beschreiben",
        text: "Fläche, Zustand, gewünschte Arbeiten und Zeitplan: Unser Fragebogen führt Sie in wenigen Minuten durch alles Wichtige.",
      },
      {
        title: "Passende Betriebe finden",
        text: "Wir wählen bis zu 4 verifizierte Sanierungsbetriebe aus Wien, die Erfahrung mit Projekten wie Ihrem haben.",
      },
      {
        title: "Angebote vergleichen",
        text: "Nach einer Besichtigung erhalten Sie detaillierte Angebote – kostenlos und unverbindlich.",
      },
      {
        title: "Sanierung starten",
        text: "Sie beauftragen den Betrieb Ihrer Wahl direkt. Die Vermittlung bleibt für Sie kostenlos.",
      },
    ],
  },
  testimonials: {
    title: "Erfahrungen aus Wiener Wohnungen",
    items: [
      {
        quote:
          "Unsere 75-m²-Altbauwohnung wurde in sechs Wochen komplett saniert – neue Elektrik, Parkett und Bad. Der Zeitplan hat gehalten.",
        name: "Martin H.",
        location: "1050 Wien",
        project: "Komplettsanierung",
      },
      {
        quote:
          "Die Wand zwischen Küche und Wohnzimmer musste weg. Der Betrieb hat die Statik geklärt und alles mit der Hausverwaltung abgestimmt.",
        name: "Julia S.",
        location: "1020 Wien",
        project: "Grundrissänderung",
      },
      {
        quote:
          "Vor der Vermietung brauchte die Wohnung neue Böden und frische Farbe. Drei Angebote in zwei Tagen – unkomplizierter geht es nicht.",
        name: "Andreas P.",
        location: "1100 Wien",
        project: "Maler- & Bodenarbeiten",
      },
    ],
  },
  finalCta: {
    title: "Ihre Wohnung, neu gedacht",
    text: "Beschreiben Sie Ihr Vorhaben und erhalten Sie bis zu 4 kostenlose Angebote geprüfter Betriebe aus Wien.",
    cta: { label: "Jetzt kostenlos starten", href: FLAT_RENOVIERUNG_QUIZ },
    facts: MARKETPLACE_FACTS,
  },
};

// ---------------------------------------------------------------------------------------------
// /badrenovierung – bathroom renovation page with the 5-year guarantee
// ---------------------------------------------------------------------------------------------

/** Wording of the guarantee (public-side.md §2 route table: "a 5 year guarantee on all work"). */
export const GUARANTEE_CLAIM = "5 Jahre Garantie auf alle Arbeiten";

const RENOVATION_QUIZ = LANDING_QUIZ_ROUTES.badrenovierung;
const o = BATHROOM_PRICE_ORIENTATION;

/** /badrenovierung (public-side.md §2 route table; price orientation from §9). */
export const BATHROOM_RENOVATION_PAGE: BathroomRenovationContent = {
  seo: {
    path: "/badrenovierung",
    title: "Badrenovierung in Wien: Kosten pro m² & 5 Jahre Garantie",
    description: `Badrenovierung in Wien: ${formatPriceRange({ min: o.minPerSquareMetre, max: o.maxPerSquareMetre, perSquareMetre: true })} (Ø ${formatEuro(o.averagePerSquareMetre)}). Leistungen, Ablauf, FAQ und 5 Jahre Garantie auf alle Arbeiten – kostenlose Angebote geprüfter Betriebe.`,
    image: "/images/landing/bathroom-renovation.webp",
    breadcrumbName: "Badrenovierung",
    serviceName: "Badrenovierung in Wien",
    serviceType: "Badrenovierung",
  },
  hero: {
    badge: GUARANTEE_CLAIM,
    badgeIcon: "shield",
    title: "Badrenovierung in Wien: transparent geplant, sauber umgesetzt",
    lead:
      "Von der Beratung bis zur Endreinigung: Geprüfte Installateure, Fliesenleger und Elektriker erneuern Ihr Bad – mit transparenter Kostenschätzung in drei Varianten und 5 Jahren Garantie auf alle Arbeiten.",
    rating: HERO_RATING,
    ratingNote: "von Kundinnen und Kunden in Wien",
    cta: { label: "Jetzt Angebote für Ihre Badrenovierung erhalten", href: RENOVATION_QUIZ },
    points: ["Kostenschätzung in wenigen Minuten", "Nur verifizierte Betriebe", "100 % kostenlos & unverbindlich"],
    image: image(
      "bathroom-renovation.webp",
      "Illustration eines Badezimmers während der Renovierung: neue Fliesen, Wasserwaage, Werkzeugkoffer und bodengleiche Dusche",
    ),
  },
  guarantee: {
    title: GUARANTEE_CLAIM,
    intro:
      `Jeder Betrieb, den ${siteConfig.name} für eine Badrenovierung vermittelt, gibt Ihnen 5 Jahre Garantie auf seine Arbeiten – deutlich länger als die gesetzliche Gewährleistung.`,
    points: [
      "Abdichtung im Dusch- und Wannenbereich",
      "Fliesen- und Verfugungsarbeiten",
      "Wasser-, Abfluss- und Elektroinstallation",
      "Montage von WC, Waschtisch, Dusche und Wanne",
    ],
    note: "Die Garantie gilt ab Abnahme und ist im Angebot des Betriebs schriftlich festgehalten. Ausgenommen sind Verschleißteile wie Silikonfugen und Dichtungen sowie Schäden durch unsachgemäße Nutzung.",
  },
  included: {
    title: "Das ist in Ihrer Badrenovierung enthalten",
    intro: "Ein Ansprechpartner koordiniert alle Gewerke – Sie müssen sich um nichts kümmern.",
    items: [
      {
        icon: "ruler",
        title: "Beratung & Aufmaß vor Ort",
        text: "Besichtigung, genaues Aufmaß und Planung von Grundriss, Sanitärobjekten und Fliesen.",
      },
      {
        icon: "trash",
        title: "Rückbau & Entsorgung",
        text: "Alte Fliesen, Wanne und Leitungen fachgerecht entfernen – inklusive Bauschutt und Container.",
      },
      {
        icon: "droplets",
        title: "Sanitärinstallation",
        text: "Neue Wasser- und Abflussleitungen, Vorwandinstallation, WC, Waschtisch, Dusche oder Wanne.",
      },
      {
        icon: "zap",
        title: "Elektroarbeiten",
        text: "FI-Schutzschalter, Beleuchtung, Steckdosen, Lüfter und Handtuchheizkörper nach den geltenden ÖVE/ÖNORM-Vorschriften.",
      },
      {
        icon: "grid",
        title: "Abdichtung & Fliesen",
        text: "Verbundabdichtung im Nassbereich, Wand- und Bodenfliesen, bodengleiche Duschen.",
      },
      {
        icon: "sparkles",
        title: "Endreinigung & Übergabe",
        text: "Besenreine Übergabe, Abnahme mit Protokoll und Start der 5-jährigen Garantie.",
      },
    ],
  },
  prices: {
    title: "Was kostet eine Badrenovierung in Wien?",
    intro:
      "Die Kosten einer Badrenovierung hängen vor allem von der Fläche und der Ausstattung ab. Als Orientierung dienen Preise pro m² Badfläche:",
    orientation: o,
    examples: [
      bathroomPriceExample("Kleines Bad", 4),
      bathroomPriceExample("Mittleres Bad", 6),
      bathroomPriceExample("Großes Bad", 8),
    ],
    factors: [
      "Zustand der Leitungen – im Altbau werden sie meist komplett erneuert",
      "Fliesenformat und -qualität, Natur- oder Feinsteinzeug",
      "Sanitärobjekte und Armaturen vom Standard- bis zum Designmodell",
      "Zugang zur Baustelle: Stockwerk ohne Lift, Halteverbotszone für den Container",
    ],
    priceGuideLink: { label: "Zum Preisleitfaden Badrenovierung", href: "/preisleitfaden/badrenovierung" },
  },
  process: {
    title: "Ablauf Ihrer Badrenovierung",
    intro: "Vom ersten Klick bis zum fertigen Bad – transparent und planbar.",
    steps: [
      {
        title: "Projekt beschreiben",
        text: "Beantworten Sie ein paar Fragen zu Größe, Umfang und Ausstattung Ihres Bades – in etwa zwei Minuten.",
      },
      {
        title: "Kostenschätzung in drei Varianten",
        text: "Sie erhalten eine Schätzung als Budget-, Standard- und Premium-Renovierung, geprüft von unserem Team.",
      },
      {
        title: "Besichtigung & verbindliches Angebot",
        text: "Ein geprüfter Betrieb meldet sich innerhalb von 24 Stunden, besichtigt Ihr Bad und erstellt ein verbindliches Angebot.",
      },
      {
        title: "Umsetzung mit Garantie",
        text: "Ihr Bad wird termingerecht erneuert und übergeben – mit 5 Jahren Garantie auf alle Arbeiten.",
      },
    ],
  },
  faq: {
    title: "Häufige Fragen zur Badrenovierung",
    items: [
      {
        question: "Wie lange dauert eine Badrenovierung?",
        answer:
          "Eine komplette Badrenovierung dauert in Wien meist 2 bis 4 Wochen, abhängig von Größe, Leitungszustand und Trocknungszeiten. Einzelne Arbeiten wie ein Duschtausch sind oft in wenigen Tagen erledigt.",
      },
      {
        question: "Was kostet eine Badrenovierung pro m²?",
        answer: `Rechnen Sie in Wien mit ${formatEuro(o.minPerSquareMetre)} bis ${formatEuro(o.maxPerSquareMetre)} pro m² Badfläche, im Durchschnitt ${formatEuro(o.averagePerSquareMetre)} pro m² (Marktdaten 2024–2025, inkl. 20 % USt.). Ein 6-m²-Bad kostet damit rund ${formatEuro(o.averagePerSquareMetre * 6)}.`,
      },
      {
        question: "Was deckt die 5-Jahres-Garantie ab?",
        answer:
          "Die Garantie umfasst alle ausgeführten Arbeiten: Abdichtung, Fliesen, Wasser-, Abfluss- und Elektroinstallation sowie die Montage der Sanitärobjekte. Sie gilt 5 Jahre ab Abnahme; ausgenommen sind Verschleißteile wie Silikonfugen und Schäden durch unsachgemäße Nutzung.",
      },
      {
        question: "Kostet mich die Vermittlung etwas?",
        answer:
          "Nein. Die Anfrage und die Angebote sind für Sie kostenlos und unverbindlich. Sie bezahlen nur den Betrieb, den Sie beauftragen – und nichts, wenn kein Angebot passt.",
      },
      {
        question: "Gibt es in Wien eine Förderung für die Badrenovierung?",
        answer:
          "Für einen altersgerechten Umbau – etwa eine bodengleiche Dusche oder Haltegriffe – fördert die Stadt Wien Personen ab 60 Jahren mit 50 % der förderbaren Kosten, höchstens € 7.500 (Einkommensgrenzen beachten). Die Betriebe beraten Sie gerne zu den Voraussetzungen.",
        // Source: https://www.wien.gv.at/wohnen/wohnbaufoerderung/foerderungen/umbau-altersgerecht.html (2026)
      },
    ],
  },
  finalCta: {
    title: "Bereit für Ihr neues Bad?",
    text: "In zwei Minuten zur Kostenschätzung – kostenlos, unverbindlich und mit 5 Jahren Garantie auf alle Arbeiten.",
    cta: { label: "Jetzt Angebote für Ihre Badrenovierung erhalten", href: RENOVATION_QUIZ },
    facts: [
      { icon: "shield", label: GUARANTEE_CLAIM },
      { icon: "badge-euro", label: "Kostenlose Vermittlung" },
      { icon: "map-pin", label: "Wien & Umgebung" },
      { icon: "clock", label: "24h Antwortzeit" },
    ],
  },
};
