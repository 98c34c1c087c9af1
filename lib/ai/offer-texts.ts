/**
 * AI wording of the bathroom offer tiers. The model gets only quiz option answers and the engine's
 * figures (no personal data) and may not change prices: a text stating other euro amounts or weeks
 * falls back to the German template, as does any failure, a missing key or the hourly cost cap.
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

export interface OfferAiSettings {
  apiKey: string;
  /** undefined: OpenAI's. */
  baseURL?: string;
  model: string;
  /** ms, whole request. */
  timeoutMs: number;
  /** Requests per hour across instances; 0: never ask; undefined: no cap. */
  requestsPerHour?: number;
}

/** Settings from the environment; undefined without OPENAI_API_KEY. */
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

export const OFFER_AI_LIMITER = "offer-ai";
const HOUR_SECONDS = 3600;

/** Counts one AI request against the hourly cap; false past it or when the counter fails (no unbounded bill). */
export async function takeAiRequestSlot(requestsPerHour: number | undefined): Promise<boolean> {
  if (requestsPerHour === undefined) return true;
  if (requestsPerHour <= 0) return false;
  try {
    await rateLimiter(OFFER_AI_LIMITER, requestsPerHour, HOUR_SECONDS).consume("all");
    return true;
  } catch (error) {
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

/** The structured answer the model must give. */
export const aiOfferTextsSchema = z.object({
  budget: tierTextSchema,
  standard: tierTextSchema,
  premium: tierTextSchema,
});
export type AiOfferTexts = z.infer<typeof aiOfferTextsSchema>;

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

/** Asks the model once within `settings.timeoutMs`. @throws on any request, refusal or schema failure */
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
  // Parse again so a missing value fails here too.
  return aiOfferTextsSchema.parse(message.parsed);
}

export type OfferTextSource = "template" | "ai" | "partial";

export interface WrittenOfferTexts {
  texts: OfferTexts;
  source: OfferTextSource;
  /** Why AI texts were not used, for the log. */
  problem?: string;
}

/**
 * The texts of the three tiers: the model's where they pass the checks, else the template. Never throws
 * for an AI problem. `settings`: undefined reads the environment, null means templates only.
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
