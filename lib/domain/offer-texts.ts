/**
 * Customer-facing wording of the three bathroom offer tiers: the German template, and the check an
 * AI-written text must pass. Prices always come from the pricing engine, so a text stating other euro
 * amounts or week numbers is rejected and falls back to the template, field by field.
 */
import { OFFER_TIERS, type BathroomQuote, type OfferTier, type TierQuote } from "./bathroom-offer-types";
import { sumCosts } from "./offer-display";
import type { QuizAnswers } from "./quiz-types";

export interface TierTexts {
  description: string;
  timeline: string;
}

export type OfferTexts = Record<OfferTier, TierTexts>;

/** Longest description / timeline stored (characters); longer AI texts are rejected. */
export const MAX_DESCRIPTION_LENGTH = 1200;
export const MAX_TIMELINE_LENGTH = 160;
/** Every timeline starts with this (spec: public-side §2). */
export const TIMELINE_PREFIX = "Fertigstellung in";

export function timelineText(weeks: TierQuote["timelineWeeks"]): string {
  const min = Math.max(1, Math.round(Math.min(weeks.min, weeks.max)));
  const max = Math.max(min, Math.round(Math.max(weeks.min, weeks.max)));
  if (min === max) return `${TIMELINE_PREFIX} ${min} ${min === 1 ? "Woche" : "Wochen"}`;
  return `${TIMELINE_PREFIX} ${min}–${max} Wochen`;
}

export interface OfferTextContext {
  answers: QuizAnswers;
  quantities: Record<string, number>;
}

function answerText(answers: QuizAnswers, id: string): string | undefined {
  const value = answers[id];
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
}

const SCOPE_INTRO: Record<string, string> = {
  "Komplette Renovierung":
    "Komplettrenovierung Ihres Badezimmers – vom Rückbau über neue Leitungen und Abdichtung bis zu Fliesen, Sanitärkeramik, Armaturen und Beleuchtung",
  "Nur neue Fliesen":
    "Neue Boden- und Wandfliesen für Ihr Badezimmer – inklusive Entfernen der alten Fliesen, Untergrundvorbereitung, Abdichtung und Verfugung",
  "Nur Sanitäranlagen":
    "Erneuerung der Sanitäranlagen in Ihrem Badezimmer – WC, Waschbecken, Badewanne bzw. Dusche und Armaturen inklusive Montage und Anschluss",
};

const TIER_WORDING: Record<OfferTier, string> = {
  budget:
    "Die Budget-Variante setzt auf solide, pflegeleichte Materialien bekannter Marken der Einstiegsklasse und eine funktionale Ausstattung – ein gepflegtes Ergebnis zu einem günstigen Preis.",
  standard:
    "Die Standard-Variante verbindet langlebige Markenprodukte des mittleren Preissegments mit sorgfältiger Ausführung durch Wiener Fachbetriebe – das ausgewogenste Verhältnis von Qualität und Preis.",
  premium:
    "Die Premium-Variante verwendet hochwertige Designmaterialien und Premium-Marken mit besonders sorgfältiger Detailausführung – für höchste Ansprüche an Optik, Komfort und Langlebigkeit.",
};

const PRICE_NOTE =
  "Alle Preise verstehen sich inklusive 20 % USt. auf Basis Wiener Marktpreise; den endgültigen Preis erhalten Sie nach einer kostenlosen Besichtigung vor Ort.";

function germanNumber(value: number): string {
  return new Intl.NumberFormat("de-AT", { maximumFractionDigits: 1 }).format(value);
}

/** The template description of one tier; states no euro amounts (the figures are shown beside it). */
export function templateDescription(tier: OfferTier, context: OfferTextContext): string {
  const scope = answerText(context.answers, "project_type");
  const area = context.quantities.floorAreaM2;
  const areaText =
    typeof area === "number" && Number.isFinite(area) && area > 0
      ? ` (angenommen: ca. ${germanNumber(area)} m² Bodenfläche)`
      : "";
  const intro = `${(scope && SCOPE_INTRO[scope]) ?? "Renovierung Ihres Badezimmers durch geprüfte Wiener Fachbetriebe"}${areaText}.`;
  const style = answerText(context.answers, "style_preference");
  const styleText = style && style !== "Noch keine Vorstellung" ? ` Gestaltet im gewünschten Stil „${style}“.` : "";
  return `${intro} ${TIER_WORDING[tier]}${styleText} ${PRICE_NOTE}`;
}

export function templateOfferTexts(quote: BathroomQuote, context: OfferTextContext): OfferTexts {
  const texts = {} as OfferTexts;
  for (const tier of OFFER_TIERS) {
    texts[tier] = {
      description: templateDescription(tier, context),
      timeline: timelineText(quote[tier].timelineWeeks),
    };
  }
  return texts;
}

interface NumberToken {
  value: number;
  before: string;
  after: string;
}

// "12.480", "12 480", "12.480,50", "6,5", "12.480,-"; thin/no-break spaces as group separators.
const NUMBER_PATTERN = /\d{1,3}(?:[.\u00a0\u202f ]\d{3})+(?:,\d+|,-)?|\d+(?:[.,]\d+)?(?:,-)?/g;

function tokens(text: string): NumberToken[] {
  const found: NumberToken[] = [];
  for (const match of text.matchAll(NUMBER_PATTERN)) {
    const raw = match[0];
    const start = match.index ?? 0;
    const before = text.slice(Math.max(0, start - 12), start);
    const after = text.slice(start + raw.length, start + raw.length + 16);
    let normalized = raw.replace(/,-$/, "").replace(/[\u00a0\u202f ]/g, "");
    if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(normalized)) normalized = normalized.replace(/\./g, "").replace(",", ".");
    else normalized = normalized.replace(",", ".");
    let value = Number(normalized);
    if (!Number.isFinite(value)) continue;
    if (/^\s*(Tsd\.|Tausend|k\b|K\b)/.test(after)) value *= 1000;
    found.push({ value, before, after });
  }
  return found;
}

const CURRENCY_AFTER = /^\s*(?:Tsd\.|Tausend|k|K)?\s*(?:€|EUR\b|Euro\b)/;
const CURRENCY_BEFORE = /(?:€|EUR|Euro)\s*$/;
const UNIT_AFTER =
  /^\s*(?:-\s*)?(?:m²|m2|qm|m\b|cm|mm|%|Prozent|Woche|Wochen|Tag|Tage|Tagen|Monat|Monate|Monaten|Jahr|Jahre|Jahren|Stunde|Stunden|Std\.|Stück|Personen|x\b|mal\b|Bezirk|\.\s*Bezirk)/;
const RANGE_TO_AMOUNT = /^\s*(?:–|-|bis)\s*(?:€\s*)?\d[\d.\u00a0\u202f ]*(?:,\d+|,-)?\s*(?:€|EUR\b|Euro\b)/;

/**
 * The euro amounts a text states: numbers next to €/EUR/Euro, and every other number >= 50 that is not a
 * quantity or a year. Conservative on purpose: a false hit only means the template text is used.
 */
export function euroAmountsInText(text: string): number[] {
  const amounts: number[] = [];
  for (const token of tokens(text)) {
    const currency =
      CURRENCY_AFTER.test(token.after) || CURRENCY_BEFORE.test(token.before) || RANGE_TO_AMOUNT.test(token.after);
    if (currency) {
      amounts.push(token.value);
      continue;
    }
    if (UNIT_AFTER.test(token.after)) continue;
    if (Number.isInteger(token.value) && token.value >= 1990 && token.value <= 2035) continue; // a year
    if (token.value >= 50) amounts.push(token.value);
  }
  return amounts;
}

export function engineAmountsOfTier(quote: TierQuote): number[] {
  const maps = [quote.laborCosts, quote.materialCosts, quote.viennaCosts];
  const entries = maps.flatMap((map) => Object.values(map));
  const sums = maps.map(sumCosts);
  return [quote.totalPrice, ...entries, ...sums];
}

/** True when `text` states a euro amount that is none of `allowed` (±`tolerance` euros, for rounding). */
export function statesOtherPrices(text: string, allowed: readonly number[], tolerance = 1): boolean {
  return euroAmountsInText(text).some((amount) => !allowed.some((figure) => Math.abs(figure - amount) <= tolerance));
}

function numbersIn(text: string): number[] {
  return tokens(text).map((token) => token.value);
}

function cleanText(value: unknown, maxLength: number): string | undefined {
  if (typeof value !== "string") return undefined;
  const text = value.replace(/\s+/g, " ").trim();
  if (text.length < 10 || text.length > maxLength) return undefined;
  if (/[<>]|https?:\/\//i.test(text)) return undefined;
  return text;
}

/**
 * Checks an AI-written description and timeline of one tier against the engine's figures; each field
 * that fails falls back to `fallback`. Returns the accepted texts and which fields came from the AI.
 */
export function acceptAiTierTexts(
  candidate: { description?: unknown; timeline?: unknown } | undefined,
  quote: TierQuote,
  fallback: TierTexts,
): { texts: TierTexts; aiDescription: boolean; aiTimeline: boolean } {
  const description = cleanText(candidate?.description, MAX_DESCRIPTION_LENGTH);
  const descriptionOk = description !== undefined && !statesOtherPrices(description, engineAmountsOfTier(quote));

  const timeline = cleanText(candidate?.timeline, MAX_TIMELINE_LENGTH);
  const weeks = new Set([Math.round(quote.timelineWeeks.min), Math.round(quote.timelineWeeks.max)]);
  const timelineNumbers = timeline ? numbersIn(timeline) : [];
  const timelineOk =
    timeline !== undefined &&
    timeline.startsWith(TIMELINE_PREFIX) &&
    timelineNumbers.length > 0 &&
    timelineNumbers.every((value) => weeks.has(value)) &&
    !/(?:€|EUR\b|Euro\b)/.test(timeline);

  return {
    texts: {
      description: descriptionOk ? description : fallback.description,
      timeline: timelineOk ? timeline : fallback.timeline,
    },
    aiDescription: descriptionOk,
    aiTimeline: timelineOk,
  };
}
