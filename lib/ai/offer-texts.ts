/**
 * AI wording of the bathroom offer tiers (issue 6, "Generation"; docs/architecture.md "AI text": openai
 * SDK, OPENAI_BASE_URL for tests, prices never from the model).
 *
 * With OPENAI_API_KEY set, one chat completion (model OPENAI_MODEL, base URL OPENAI_BASE_URL) gets
 * the engine's figures of all three tiers and answers, as structured output validated with zod
 * (`zodResponseFormat`, zod 4), a description and a timeline wording per tier. The request has a
 * time limit (OFFER_AI_TIMEOUT_MS) and is not retried. Each text then has to pass
 * `acceptAiTierTexts` (lib/domain/offer-texts.ts): a text that states euro amounts or week numbers
 * other than the engine's is dropped for the template text. Without the key, or when the request
 * fails, times out, is refused or answers malformed JSON, all texts are the German templates.
 *
 * Only option answers of the quiz and the engine's figures are sent: no name, e-mail or phone.
 *
 * Cost cap (issue 12 §2): at most OFFER_AI_REQUESTS_PER_HOUR requests per hour across all app
 * instances (a fixed one-hour window counted in the `rate_limits` table, rate-limiter-flexible's
 * Prisma store, key "offer-ai:all"); past it, and with the setting 0, the texts are the templates,
 * exactly as without an API key. The prices come from the engine either way.
 */
import "server-only";
import OpenAI from "openai";
import { zodResponseFormat } from "openai/helpers/zod";
import * as z from "zod";
import { env } from "@/lib/env";
import { rateLimiter } from "@/lib/http/rate-limit";
import { logger } from "@/lib/log";
import { OFFER_TIERS, type BathroomQuote } from "@/lib/domain/bathroom-offer-types";
import {
  acceptAiTierTexts,
  templateOfferTexts,
  TIMELINE_PREFIX,
  timelineText,
  type OfferTextContext,
  type OfferTexts,
} from "@/lib/domain/offer-texts";

/** Where and how to ask the model. */
export interface OfferAiSettings {
  apiKey: string;
  /** OpenAI-compatible base URL (undefined: OpenAI's). */
  baseURL?: string;
  model: string;
  /** Time limit of the whole request (ms). */
  timeoutMs: number;
  /**
   * Most AI requests per hour across all instances (OFFER_AI_REQUESTS_PER_HOUR); past it the
   * templates are used. 0: never ask. Undefined: no cap (tests that pass settings by hand).
   */
  requestsPerHour?: number;
}

/** The settings from the environment, or undefined without OPENAI_API_KEY (templates only). */
export function offerAiSettingsFromEnv(): OfferAiSettings | undefined {
  if (!env.OPENAI_API_KEY) return undefined;
  return {
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.OPENAI_BASE_URL,
    model: env.OPENAI_MODEL,
    timeoutMs: env.OFFER_AI_TIMEOUT_MS,
    requestsPerHour: env.OFFER_AI_REQUESTS_PER_HOUR,
  };
}

/** Name of the hourly AI limiter in `rate_limits` (the one key it counts is "all"). */
export const OFFER_AI_LIMITER = "offer-ai";
const HOUR_SECONDS = 3600;

/**
 * Counts one AI request against the hourly cap.
 *
 * @returns true when the request may be made; false past the cap, with a cap of 0, or when the
 *   counter cannot be read (database problem: better templates than an unbounded bill).
 */
export async function takeAiRequestSlot(requestsPerHour: number | undefined): Promise<boolean> {
  if (requestsPerHour === undefined) return true;
  if (requestsPerHour <= 0) return false;
  try {
    await rateLimiter(OFFER_AI_LIMITER, requestsPerHour, HOUR_SECONDS).consume("all");
    return true;
  } catch (error) {
    // rate-limiter-flexible rejects with a RateLimiterRes when the cap is reached, else with the error.
    if (error instanceof Error) logger.warn({ err: error }, "KI-Stundenlimit nicht lesbar; Vorlagentexte verwendet");
    return false;
  }
}

const tierTextSchema = z.object({
  description: z.string().describe("Beschreibung der Variante für den Kunden, 2 bis 4 Sätze, Sie-Form"),
  timeline: z
    .string()
    .describe(`Zeitangabe, beginnt mit "${TIMELINE_PREFIX}" und nennt genau die vorgegebene Wochenspanne`),
});

/** The structured answer the model must give (validated by zod before any check of its content). */
export const aiOfferTextsSchema = z.object({
  budget: tierTextSchema,
  standard: tierTextSchema,
  premium: tierTextSchema,
});
export type AiOfferTexts = z.infer<typeof aiOfferTextsSchema>;

/** Quiz answers that describe the bathroom (all are option texts of the quiz). */
const DESCRIBING_ANSWERS = [
  "project_type",
  "fixtures_to_replace",
  "bathroom_size",
  "style_preference",
  "existing_installations",
  "special_requirements",
];

const SYSTEM_PROMPT = [
  "Du schreibst für eine Wiener Vermittlungsplattform für Badsanierungen kurze, sachliche Angebotstexte auf Deutsch (österreichische Schreibweise, Sie-Form).",
  "Für jede der drei Varianten (budget, standard, premium) schreibst du eine Beschreibung (2 bis 4 Sätze: Umfang, Material- und Ausstattungsniveau, Nutzen) und eine Zeitangabe.",
  `Die Zeitangabe beginnt mit "${TIMELINE_PREFIX}" und nennt genau die vorgegebene Wochenspanne, zum Beispiel "${TIMELINE_PREFIX} 3–4 Wochen".`,
  "Nenne in den Texten keine Euro-Beträge und keine anderen Preise: Die Preise zeigt die Seite selbst an. Erfinde keine Leistungen, Rabatte, Garantien oder Fristen.",
  "Antworte ausschließlich im vorgegebenen JSON-Format.",
].join("\n");

/** The user message: the bathroom's answers and each tier's figures from the engine. */
export function offerTextPrompt(quote: BathroomQuote, context: OfferTextContext): string {
  const answers = Object.fromEntries(
    DESCRIBING_ANSWERS.filter((id) => context.answers[id] !== undefined).map((id) => [id, context.answers[id]]),
  );
  const tiers = Object.fromEntries(
    OFFER_TIERS.map((tier) => {
      const q = quote[tier];
      return [
        tier,
        {
          gesamtpreisEuro: q.totalPrice,
          arbeitskostenEuro: q.laborCosts,
          materialkostenEuro: q.materialCosts,
          wienKostenEuro: q.viennaCosts,
          dauerWochen: { von: q.timelineWeeks.min, bis: q.timelineWeeks.max },
          zeitangabeVorlage: timelineText(q.timelineWeeks),
        },
      ];
    }),
  );
  return JSON.stringify(
    { badezimmer: { antworten: answers, annahmen: context.quantities }, varianten: tiers },
    null,
    1,
  );
}

/**
 * Asks the model once (no retries) within `settings.timeoutMs`.
 *
 * @returns the parsed, schema-valid answer (its content not yet checked against the figures).
 * @throws on a network error, timeout, HTTP error, refusal, malformed JSON or a schema mismatch.
 */
export async function requestAiOfferTexts(
  quote: BathroomQuote,
  context: OfferTextContext,
  settings: OfferAiSettings,
): Promise<AiOfferTexts> {
  const client = new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseURL,
    timeout: settings.timeoutMs,
    maxRetries: 0,
  });
  const completion = await client.chat.completions.parse(
    {
      model: settings.model,
      temperature: 0.4,
      max_completion_tokens: 1500,
      messages: [
        { role: "system", content: SYSTEM_PROMPT },
        { role: "user", content: offerTextPrompt(quote, context) },
      ],
      response_format: zodResponseFormat(aiOfferTextsSchema, "badezimmer_angebotstexte"),
    },
    { signal: AbortSignal.timeout(settings.timeoutMs) },
  );
  const message = completion.choices[0]?.message;
  if (!message) throw new Error("Die KI-Antwort enthält keine Nachricht.");
  if (message.refusal) throw new Error(`Die KI hat die Anfrage abgelehnt: ${message.refusal.slice(0, 200)}`);
  // `parsed` was validated by the SDK with the schema; parse again so a missing value fails here too.
  return aiOfferTextsSchema.parse(message.parsed);
}

/** Where the stored texts came from. */
export type OfferTextSource = "template" | "ai" | "partial";

export interface WrittenOfferTexts {
  texts: OfferTexts;
  /** "ai": every field from the model; "partial": some fields fell back to the template. */
  source: OfferTextSource;
  /** Why the AI texts were not used (request error or rejected fields), for the log. */
  problem?: string;
}

/**
 * The texts of the three tiers: the template without AI settings, else the model's texts where they
 * pass the checks and the template elsewhere. Never throws for an AI problem.
 *
 * @param settings the AI settings; undefined: from the environment; null: templates only.
 */
export async function writeOfferTexts(
  quote: BathroomQuote,
  context: OfferTextContext,
  settings?: OfferAiSettings | null,
): Promise<WrittenOfferTexts> {
  if (settings === undefined) settings = offerAiSettingsFromEnv();
  const templates = templateOfferTexts(quote, context);
  if (!settings) return { texts: templates, source: "template" };
  if (!(await takeAiRequestSlot(settings.requestsPerHour))) {
    return {
      texts: templates,
      source: "template",
      problem: `KI-Stundenlimit erreicht (${settings.requestsPerHour ?? 0} Anfragen je Stunde)`,
    };
  }

  let answer: AiOfferTexts;
  try {
    answer = await requestAiOfferTexts(quote, context, settings);
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { texts: templates, source: "template", problem: `KI-Anfrage fehlgeschlagen (${reason.slice(0, 300)})` };
  }

  const texts = {} as OfferTexts;
  const rejected: string[] = [];
  for (const tier of OFFER_TIERS) {
    const accepted = acceptAiTierTexts(answer[tier], quote[tier], templates[tier]);
    texts[tier] = accepted.texts;
    if (!accepted.aiDescription) rejected.push(`${tier}.description`);
    if (!accepted.aiTimeline) rejected.push(`${tier}.timeline`);
  }
  if (rejected.length === 0) return { texts, source: "ai" };
  const source = rejected.length === OFFER_TIERS.length * 2 ? "template" : "partial";
  return { texts, source, problem: `KI-Texte verworfen (andere Beträge/Wochen oder ungültig): ${rejected.join(", ")}` };
}
