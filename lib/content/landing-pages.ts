/**
 * Copy and figures of /badezimmer, /badrenovierung and /wohnungssanierung. Nothing the product cannot back
 * is claimed (Austrian UWG § 2): no "#1" badge, no rating without real reviews, no testimonials, no platform
 * guarantee. Card prices are the spec's tables verbatim (spec: public-side §2); where the spec is silent,
 * figures follow docs/data/vienna-prices.md. Money reads "€ 8.000 – 25.000", durations "2–4 Wochen".
 */
import { siteConfig } from "@/lib/config";
import { formatEuro } from "@/lib/domain/format";
import { quizPath } from "@/lib/content/service-catalog";

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
  /** Quiz route the card leads to, e.g. "/quiz/badrenovierung". */
  quizHref: string;
}

/** An idea in the illustration gallery: the illustration, the kind of project, what it typically involves. */
export interface LandingGalleryItem {
  image: LandingImage;
  caption: string;
  text: string;
}

/** One step of a numbered process. */
export interface LandingStep {
  title: string;
  text: string;
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
  /** Optional paragraph shown after the calls to action (the service landings' description). */
  text?: string;
  cta: LandingLink;
  /** Optional second, outlined call to action beside the first. */
  secondaryCta?: LandingLink;
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
  /** Illustrations of typical projects, marked as illustrations (never presented as partner work). */
  ideas: LandingSectionHead & { items: readonly LandingGalleryItem[] };
  process: LandingSectionHead & { steps: readonly LandingStep[] };
  /** How reviews come about (the items are lib/content/home.ts REVIEW_PROMISES). */
  reviews: LandingSectionHead;
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

/** Quiz routes the pages link to: straight to the canonical quiz, not through an alias redirect. */
export const LANDING_QUIZ_ROUTES = {
  badezimmer: quizPath("badezimmer"),
  badrenovierung: quizPath("badrenovierung"),
  wohnungssanierung: quizPath("wohnungssanierung"),
  wohnungsrenovierung: quizPath("wohnungsrenovierung"),
} as const;

/**
 * Claims of the closing call to action; the spec's "Über 100 vermittelte Projekte" is replaced by a rule the product
 * enforces.
 */
export const MARKETPLACE_FACTS: readonly LandingFact[] = [
  { icon: "handshake", label: "Bis zu 4 Angebote" },
  { icon: "badge-euro", label: "Kostenlose Vermittlung" },
  { icon: "map-pin", label: "Wien & Umgebung" },
  { icon: "clock", label: "24h Antwortzeit" },
];

/**
 * Bathroom renovation price orientation (spec: public-side §9): Vienna 2024–2025, incl. 20 % USt. The
 * spec's figures win over the fact sheet's similar band, 900–3.500 €/m² (https://vergleich.de/badsanierung.html).
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

/** Intro of the illustration galleries: says plainly that the pictures are not finished partner work. */
const ILLUSTRATION_NOTE =
  "Illustrationen typischer Vorhaben zur Inspiration – keine Fotos ausgeführter Arbeiten unserer Partnerbetriebe.";

/** Head of the reviews section of the marketplace landings (no testimonials). */
const MARKETPLACE_REVIEWS: LandingSectionHead = {
  title: "Echte Bewertungen statt Werbesprüche",
  intro:
    "Wir zeigen keine ausgedachten Erfahrungsberichte. Bewertungen stammen ausschließlich von Kundinnen und Kunden, die einen Betrieb über uns beauftragt haben.",
};

// ---------------------------------------------------------------------------------------------
// /badezimmer – bathroom marketplace landing
// ---------------------------------------------------------------------------------------------

const BATH_QUIZ = LANDING_QUIZ_ROUTES.badezimmer;

/** /badezimmer; the header hides its navigation here. */
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
    badge: "Badezimmer-Profis aus Wien & Umgebung",
    badgeIcon: "map-pin",
    title: "Ihr neues Badezimmer\u00a0– von geprüften Profis aus Wien",
    lead: "Beschreiben Sie Ihr Bad in zwei Minuten und erhalten Sie bis zu 4 kostenlose Angebote von verifizierten Installateuren, Fliesenlegern und Komplettanbietern – unverbindlich und ohne versteckte Kosten.",
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
  ideas: {
    title: "Ideen für Ihr neues Bad",
    intro: ILLUSTRATION_NOTE,
    items: [
      {
        image: image(
          "bathroom-altbau.webp",
          "Illustration: Altbau-Badezimmer mit hohem Sprossenfenster, Wanne auf Füßen und Boden in Sechseckfliesen",
        ),
        caption: "Komplettsanierung im Altbau",
        text: "Neue Leitungen, Abdichtung, Fliesen und Sanitärobjekte – Fenster und Raumhöhe des Altbaus bleiben.",
      },
      {
        image: image(
          "bathroom-walk-in-shower.webp",
          "Illustration: Bodengleiche Dusche mit Glaswand, Regenbrause und großformatigen Fliesen",
        ),
        caption: "Bodengleiche Dusche mit Großformatfliesen",
        text: "Ebenerdiger Zugang, Glaswand und wenige Fugen – leicht zu reinigen.",
      },
      {
        image: image(
          "bathroom-accessible.webp",
          "Illustration: Barrierefreies Bad mit Haltegriffen, Klappsitz in der Dusche und unterfahrbarem Waschtisch",
        ),
        caption: "Barrierefreier Umbau mit Haltegriffen",
        text: "Haltegriffe, Klappsitz und unterfahrbarer Waschtisch für mehr Sicherheit im Alltag.",
      },
      {
        image: image(
          "bathroom-wellness.webp",
          "Illustration: Wellness-Bad mit Holzverkleidung, Dampfdusche, Pflanzen und warmem Licht",
        ),
        caption: "Wellness-Bad mit Dampfdusche",
        text: "Dampfdusche, Holz und warmes Licht für Ihr privates Spa.",
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
        text: "Die Betriebe melden sich in der Regel innerhalb von 24 Stunden. Vergleichen Sie Preise, Leistungen und Termine in Ruhe.",
      },
      {
        title: "Beauftragen",
        text: "Sie entscheiden sich für das beste Angebot – oder für keines. Bezahlt wird nur der Betrieb, den Sie beauftragen.",
      },
    ],
  },
  reviews: MARKETPLACE_REVIEWS,
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
 * Quiz targets: the hero and the whole-flat / building services go to wohnungssanierung, the room- and
 * design-led services and the final call to wohnungsrenovierung (spec: public-side §2).
 */
const FLAT_SANIERUNG_QUIZ = LANDING_QUIZ_ROUTES.wohnungssanierung;
const FLAT_RENOVIERUNG_QUIZ = LANDING_QUIZ_ROUTES.wohnungsrenovierung;

/** /wohnungssanierung. */
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
    badge: "Sanierungsbetriebe aus Wien & Umgebung",
    badgeIcon: "map-pin",
    title: "Wohnungssanierung in Wien\u00a0– geprüfte Betriebe, faire Preise",
    lead: "Ob Altbau, Erbwohnung oder Neubau: Beschreiben Sie Ihr Projekt und vergleichen Sie bis zu 4 kostenlose Angebote von verifizierten Sanierungsprofis aus Wien.",
    cta: { label: "Kostenlose Angebote erhalten", href: FLAT_SANIERUNG_QUIZ },
    points: ["Alle Gewerke aus einer Hand", "Nur verifizierte Betriebe", "100 % kostenlos & unverbindlich"],
    image: image(
      "apartment-hero.webp",
      "Illustration einer hellen sanierten Altbauwohnung mit hohen Fenstern, Fischgrätparkett, Sofa und Pflanzen",
    ),
  },
  services: {
    title: "Sanierungsleistungen mit Richtpreisen",
    intro: "Typische Preise pro m² und übliche Dauer in Wien – als erste Orientierung für Ihr Budget.",
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
  ideas: {
    title: "Ideen für Ihre sanierte Wohnung",
    intro: ILLUSTRATION_NOTE,
    items: [
      {
        image: image(
          "apartment-altbau.webp",
          "Illustration: Sanierter Altbau-Wohnraum mit Flügeltüren, Stuckleiste, Fischgrätparkett und Kastenfenstern",
        ),
        caption: "Komplettsanierung einer Gründerzeitwohnung",
        text: "Elektrik, Leitungen, Böden und Wände neu – Flügeltüren, Stuck und Kastenfenster bleiben.",
      },
      {
        image: image(
          "apartment-kitchen.webp",
          "Illustration: Offene Wohnküche mit Kücheninsel, Barhockern und Hängeleuchten",
        ),
        caption: "Offene Wohnküche nach Grundrissänderung",
        text: "Eine Wand fällt, Küche und Wohnraum werden eins – mit Statik-Abklärung, wenn nötig.",
      },
      {
        image: image(
          "apartment-attic.webp",
          "Illustration: Dachgeschoßwohnung mit Dachschräge, Dachfenster, hellem Holzboden und Leseecke",
        ),
        caption: "Dachgeschoßwohnung, Maler- und Bodenarbeiten",
        text: "Frisch ausgemalte Schrägen und ein neuer, heller Holzboden.",
      },
      {
        image: image(
          "apartment-modern.webp",
          "Illustration: Moderne Neubauwohnung mit großer Fensterfront, Designboden und indirekter Beleuchtung",
        ),
        caption: "Luxussanierung mit Smart-Home-Licht",
        text: "Designboden, indirekte Beleuchtung und smarte Steuerung.",
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
  reviews: MARKETPLACE_REVIEWS,
  finalCta: {
    title: "Ihre Wohnung, neu gedacht",
    text: "Beschreiben Sie Ihr Vorhaben und erhalten Sie bis zu 4 kostenlose Angebote geprüfter Betriebe aus Wien.",
    cta: { label: "Jetzt kostenlos starten", href: FLAT_RENOVIERUNG_QUIZ },
    facts: MARKETPLACE_FACTS,
  },
};

// ---------------------------------------------------------------------------------------------
// /badrenovierung – bathroom renovation page
// ---------------------------------------------------------------------------------------------

/**
 * Title of the warranty panel. The spec's "5 Jahre Garantie auf alle Arbeiten" is not shown: no partner
 * agreed to it, nothing enforces it, and the terms leave warranties to the hired company.
 */
export const WARRANTY_TITLE = "Gewährleistung und Garantie";

const RENOVATION_QUIZ = LANDING_QUIZ_ROUTES.badrenovierung;
const o = BATHROOM_PRICE_ORIENTATION;

/** /badrenovierung. */
export const BATHROOM_RENOVATION_PAGE: BathroomRenovationContent = {
  seo: {
    path: "/badrenovierung",
    title: "Badrenovierung in Wien: Kosten pro m², Ablauf & Angebote",
    description: `Badrenovierung in Wien: ${formatPriceRange({ min: o.minPerSquareMetre, max: o.maxPerSquareMetre, perSquareMetre: true })} (Ø ${formatEuro(o.averagePerSquareMetre)}). Leistungen, Ablauf, Gewährleistung und FAQ – kostenlose Angebote geprüfter Betriebe.`,
    image: "/images/landing/bathroom-renovation.webp",
    breadcrumbName: "Badrenovierung",
    serviceName: "Badrenovierung in Wien",
    serviceType: "Badrenovierung",
  },
  hero: {
    badge: "Richtpreise pro m² für Wien",
    badgeIcon: "badge-euro",
    title: "Badrenovierung in Wien: transparent geplant, sauber umgesetzt",
    lead: "Von der Beratung bis zur Endreinigung: Geprüfte Installateure, Fliesenleger und Elektriker erneuern Ihr Bad – mit transparenter Kostenschätzung in drei Varianten und Richtpreisen pro m².",
    cta: { label: "Jetzt Angebote für Ihre Badrenovierung erhalten", href: RENOVATION_QUIZ },
    points: ["Kostenschätzung in wenigen Minuten", "Nur verifizierte Betriebe", "100 % kostenlos & unverbindlich"],
    image: image(
      "bathroom-renovation.webp",
      "Illustration eines Badezimmers während der Renovierung: neue Fliesen, Wasserwaage, Werkzeugkoffer und bodengleiche Dusche",
    ),
  },
  guarantee: {
    title: WARRANTY_TITLE,
    intro: `Für Mängel an den Arbeiten haftet der Betrieb, den Sie beauftragen, im Rahmen der gesetzlichen Gewährleistung. Eine Garantie darüber hinaus gibt es nur, wenn der Betrieb sie zusagt – ${siteConfig.name} vermittelt und gibt selbst keine Garantie. Lassen Sie sich im Angebot schriftlich bestätigen:`,
    points: [
      "ob der Betrieb eine Garantie gibt und wie lange",
      "welche Arbeiten sie umfasst, etwa Abdichtung, Fliesen und Installationen",
      "ab wann sie gilt, zum Beispiel ab der Abnahme",
      "was ausgenommen ist, etwa Silikonfugen und Dichtungen",
    ],
    note: "Bewahren Sie Angebot, Rechnung und Abnahmeprotokoll auf: Damit belegen Sie, was vereinbart und wann übergeben wurde.",
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
        text: "Besenreine Übergabe und gemeinsame Abnahme mit Protokoll, in dem offene Mängel festgehalten werden.",
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
        text: "Sie erhalten sofort eine automatisch berechnete Schätzung als Budget-, Standard- und Premium-Renovierung – als Orientierung, nicht als verbindliches Angebot.",
      },
      {
        title: "Besichtigung & verbindliches Angebot",
        text: "Ein geprüfter Betrieb meldet sich in der Regel innerhalb von 24 Stunden, besichtigt Ihr Bad und erstellt ein verbindliches Angebot.",
      },
      {
        title: "Umsetzung & Abnahme",
        text: "Der Betrieb Ihrer Wahl erneuert Ihr Bad und übergibt es mit Abnahmeprotokoll. Ist der Auftrag über uns bestätigt, können Sie den Betrieb danach auf seinem Profil bewerten.",
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
        question: "Gibt es eine Garantie auf die Arbeiten?",
        answer: `Für Mängel haftet der beauftragte Betrieb im Rahmen der gesetzlichen Gewährleistung. Ob er darüber hinaus eine Garantie gibt, wie lange und worauf, entscheidet der Betrieb selbst – lassen Sie sich eine Garantie im Angebot schriftlich bestätigen. ${siteConfig.name} vermittelt nur und gibt selbst keine Garantie.`,
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
    text: "In zwei Minuten zur Kostenschätzung – kostenlos und unverbindlich, mit Angeboten geprüfter Betriebe aus Wien.",
    cta: { label: "Jetzt Angebote für Ihre Badrenovierung erhalten", href: RENOVATION_QUIZ },
    facts: [
      { icon: "shield", label: "Nur verifizierte Betriebe" },
      { icon: "badge-euro", label: "Kostenlose Vermittlung" },
      { icon: "map-pin", label: "Wien & Umgebung" },
      { icon: "clock", label: "24h Antwortzeit" },
    ],
  },
};
