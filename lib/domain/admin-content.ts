/**
 * Shapes of the admin content APIs (quizzes and blog posts) shared by the route handlers, the data
 * layer and the admin screens, plus the quiz editor's lead-score check. Pure: no I/O.
 *
 * Sources: authenticated-side.md §2 (Admin screens "Quizzes"; Blog Management), §3 (quizzes,
 * blog_posts), §4 (Lead score: points from the answers of intent_readiness and start_timeline);
 * lib/domain/lead-score.ts holds the option texts that earn points.
 */
import { INTENT_READINESS_OPTIONS, START_TIMELINE_OPTIONS } from "./lead-score";
import type { QuizQuestion } from "./quiz-types";

/** A quiz in GET /api/admin/quizzes and in the answers of the admin quiz calls. Dates are ISO strings. */
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

/** A post in GET /api/admin/blog-posts (drafts included; no content). Dates are ISO strings. */
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

/** The two closing questions whose answers give the lead score (authenticated-side.md §4). */
export const LEAD_SCORE_QUESTIONS = [
  { id: "intent_readiness", options: INTENT_READINESS_OPTIONS },
  { id: "start_timeline", options: START_TIMELINE_OPTIONS },
] as const;

type QuestionLike = Pick<QuizQuestion, "id"> & { options?: readonly string[] | null };

/**
 * Non-blocking warnings of the quiz editor about the lead score (the quiz can still be saved):
 * - a missing `intent_readiness` or `start_timeline` question: leads of this quiz get no grade;
 * - such a question with options that earn no points (answer texts outside lib/domain/lead-score.ts
 *   count 0);
 * - the two questions not at the end of the quiz (every seeded quiz closes with them).
 * Returns German sentences, empty when everything is in place. Question ids are compared trimmed.
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

/** The two closing questions with the scored options, as a new quiz starts with them. */
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
 * A slug suggestion from a title: lowercase, German umlauts and ß transliterated (ä → ae, ß → ss),
 * every other run of characters outside a-z and 0-9 turned into one hyphen, no hyphen at either
 * end, at most 255 characters (authenticated-side.md §5: lowercase letters, digits, hyphens; §9: 255).
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
