/** Shapes of the admin content APIs (quizzes, blog posts) and the quiz editor's lead-score check. */
import { INTENT_READINESS_OPTIONS, START_TIMELINE_OPTIONS } from "./lead-score";
import type { QuizQuestion } from "./quiz-types";

export interface AdminQuiz {
  id: number;
  serviceType: string;
  title: string;
  description: string | null;
  isActive: boolean;
  questions: QuizQuestion[];
  questionCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface AdminBlogPostSummary {
  id: number;
  title: string;
  slug: string;
  category: string;
  published: boolean;
  featured: boolean;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A full post as the admin editor loads it (content is the sanitised HTML that was saved). */
export interface AdminBlogPost extends AdminBlogPostSummary {
  excerpt: string | null;
  content: string;
  imageUrl: string | null;
  tags: string[];
  readingTime: number;
  metaTitle: string | null;
  metaDescription: string | null;
}

export const LEAD_SCORE_QUESTIONS = [
  { id: "intent_readiness", options: INTENT_READINESS_OPTIONS },
  { id: "start_timeline", options: START_TIMELINE_OPTIONS },
] as const;

type QuestionLike = Pick<QuizQuestion, "id"> & { options?: readonly string[] | null };

/**
 * Non-blocking German warnings of the quiz editor: a lead-score question missing, with options that earn
 * no points, or not at the end. Empty when everything is in place.
 */
export function quizLeadScoreWarnings(questions: readonly QuestionLike[]): string[] {
  const warnings: string[] = [];
  const ids = questions.map((question) => question.id.trim());
  for (const scored of LEAD_SCORE_QUESTIONS) {
    const index = ids.indexOf(scored.id);
    if (index === -1) {
      warnings.push(
        `Die Frage „${scored.id}“ fehlt: Ohne sie bekommen Leads dieses Quiz keinen vollständigen Lead-Score (Heiß/Warm/Kalt).`,
      );
      continue;
    }
    const options = (questions[index]!.options ?? []).map((option) => option.trim());
    const unscored = options.filter((option) => option !== "" && !scored.options.includes(option));
    if (unscored.length > 0) {
      warnings.push(
        `Die Frage „${scored.id}“ enthält Antworten ohne Punkte für den Lead-Score: ${unscored.map((o) => `„${o}“`).join(", ")}.`,
      );
    }
  }
  const present = LEAD_SCORE_QUESTIONS.map((scored) => ids.indexOf(scored.id)).filter((index) => index !== -1);
  if (present.some((index) => index < ids.length - present.length)) {
    warnings.push("Die Fragen „intent_readiness“ und „start_timeline“ sollten am Ende des Quiz stehen.");
  }
  return warnings;
}

export function leadScoreQuestionTemplates(): QuizQuestion[] {
  return [
    {
      id: "intent_readiness",
      text: "Wie weit sind Sie mit Ihrer Planung?",
      type: "radio",
      options: [...INTENT_READINESS_OPTIONS],
      required: true,
    },
    {
      id: "start_timeline",
      text: "Wann möchten Sie mit dem Projekt starten?",
      type: "radio",
      options: [...START_TIMELINE_OPTIONS],
      required: true,
    },
  ];
}

/**
 * A slug from a title: lowercase, umlauts and ß transliterated, other runs turned into one hyphen, at most
 * 255 characters (spec: authenticated-side §5, §9).
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 255)
    .replace(/-+$/, "");
}
