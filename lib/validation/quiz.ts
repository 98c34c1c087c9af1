/**
 * Quiz schemas: the stored `quizzes.questions` (lenient: every row the wizard can show) and the admin
 * editor's input. The editor's limits keep every saved quiz answerable through POST /api/projects.
 * Missing lead-score questions are warnings, not errors.
 */
import { ADMIN_QUIZ_MAX_PAGE_SIZE, ADMIN_QUIZ_PAGE_SIZE, ADMIN_QUIZ_STATUSES } from "@/lib/domain/admin-quizzes";
import { intParam, pageSizeParam, searchParam, statusFilterParam } from "./query-params";
import * as z from "./zod";
import type { QuizQuestion } from "@/lib/domain/quiz-types";

export const quizQuestionSchema = z.object({
  id: z.string().min(1),
  text: z.string().min(1),
  type: z.enum(["radio", "checkbox"]),
  options: z.array(z.string()),
  required: z.boolean().default(true),
  placeholder: z.string().optional(),
});

export const quizQuestionsSchema = z.array(quizQuestionSchema);

export function parseQuestions(value: unknown): QuizQuestion[] {
  return quizQuestionsSchema.parse(value);
}

export const QUIZ_LIMITS = {
  serviceType: 100,
  title: 200,
  description: 1000,
  questions: 50,
  questionId: 100,
  questionText: 500,
  options: 30,
  optionText: 200,
  placeholder: 200,
} as const;

/** Service ids: lowercase letters (umlauts and ß included), digits, single hyphens between them. */
export const SERVICE_TYPE_PATTERN = /^[a-z0-9äöüß]+(?:-[a-z0-9äöüß]+)*$/;
export const QUESTION_ID_PATTERN = /^[a-z0-9_]+$/;

export const QUIZ_MESSAGES = {
  serviceTypeRequired: "Service ist erforderlich",
  serviceTypeTooLong: `Service darf höchstens ${QUIZ_LIMITS.serviceType} Zeichen lang sein`,
  serviceTypeFormat: "Service darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten",
  titleRequired: "Titel ist erforderlich",
  titleTooLong: `Titel darf höchstens ${QUIZ_LIMITS.title} Zeichen lang sein`,
  descriptionTooLong: `Beschreibung darf höchstens ${QUIZ_LIMITS.description} Zeichen lang sein`,
  isActiveInvalid: "Aktiv muss Ja oder Nein sein",
  questionsRequired: "Mindestens eine Frage ist erforderlich",
  tooManyQuestions: `Höchstens ${QUIZ_LIMITS.questions} Fragen sind möglich`,
  questionIdRequired: "Frage-ID ist erforderlich",
  questionIdTooLong: `Frage-ID darf höchstens ${QUIZ_LIMITS.questionId} Zeichen lang sein`,
  questionIdFormat: "Frage-ID darf nur Kleinbuchstaben, Ziffern und Unterstriche enthalten",
  questionIdDuplicate: "Diese Frage-ID kommt mehrfach vor",
  questionTextRequired: "Fragetext ist erforderlich",
  questionTextTooLong: `Fragetext darf höchstens ${QUIZ_LIMITS.questionText} Zeichen lang sein`,
  typeInvalid: "Fragetyp muss Einzelauswahl (radio) oder Mehrfachauswahl (checkbox) sein",
  optionsMin: "Mindestens zwei Antwortoptionen sind erforderlich",
  tooManyOptions: `Höchstens ${QUIZ_LIMITS.options} Antwortoptionen sind möglich`,
  optionRequired: "Antwortoption darf nicht leer sein",
  optionTooLong: `Antwortoption darf höchstens ${QUIZ_LIMITS.optionText} Zeichen lang sein`,
  optionDuplicate: "Diese Antwortoption kommt mehrfach vor",
  requiredInvalid: "Pflichtfrage muss Ja oder Nein sein",
  placeholderTooLong: `Hinweistext darf höchstens ${QUIZ_LIMITS.placeholder} Zeichen lang sein`,
} as const;

const optionSchema = z
  .string({ error: QUIZ_MESSAGES.optionRequired })
  .trim()
  .min(1, QUIZ_MESSAGES.optionRequired)
  .max(QUIZ_LIMITS.optionText, QUIZ_MESSAGES.optionTooLong);

/** One question as the editor edits it; a duplicate option is reported at the repeated one. */
export const quizQuestionInputSchema = z
  .object({
    id: z
      .string({ error: QUIZ_MESSAGES.questionIdRequired })
      .trim()
      .min(1, QUIZ_MESSAGES.questionIdRequired)
      .max(QUIZ_LIMITS.questionId, QUIZ_MESSAGES.questionIdTooLong)
      .regex(QUESTION_ID_PATTERN, QUIZ_MESSAGES.questionIdFormat),
    text: z
      .string({ error: QUIZ_MESSAGES.questionTextRequired })
      .trim()
      .min(1, QUIZ_MESSAGES.questionTextRequired)
      .max(QUIZ_LIMITS.questionText, QUIZ_MESSAGES.questionTextTooLong),
    type: z.enum(["radio", "checkbox"], { error: QUIZ_MESSAGES.typeInvalid }),
    options: z
      .array(optionSchema, { error: QUIZ_MESSAGES.optionsMin })
      .min(2, QUIZ_MESSAGES.optionsMin)
      .max(QUIZ_LIMITS.options, QUIZ_MESSAGES.tooManyOptions),
    required: z.boolean({ error: QUIZ_MESSAGES.requiredInvalid }).default(true),
    placeholder: z
      .string({ error: QUIZ_MESSAGES.placeholderTooLong })
      .trim()
      .max(QUIZ_LIMITS.placeholder, QUIZ_MESSAGES.placeholderTooLong)
      .optional()
      .transform((value) => (value ? value : undefined)),
  })
  .superRefine((question, ctx) => {
    const seen = new Set<string>();
    question.options.forEach((option, index) => {
      if (seen.has(option))
        ctx.addIssue({ code: "custom", message: QUIZ_MESSAGES.optionDuplicate, path: ["options", index] });
      seen.add(option);
    });
  });

/** A whole quiz as the editor saves it; a duplicate question id is reported at the repeated one. */
export const quizInputSchema = z
  .object({
    serviceType: z
      .string({ error: QUIZ_MESSAGES.serviceTypeRequired })
      .trim()
      .transform((value) => value.normalize("NFC"))
      .pipe(
        z
          .string()
          .min(1, QUIZ_MESSAGES.serviceTypeRequired)
          .max(QUIZ_LIMITS.serviceType, QUIZ_MESSAGES.serviceTypeTooLong)
          .regex(SERVICE_TYPE_PATTERN, QUIZ_MESSAGES.serviceTypeFormat),
      ),
    title: z
      .string({ error: QUIZ_MESSAGES.titleRequired })
      .trim()
      .min(1, QUIZ_MESSAGES.titleRequired)
      .max(QUIZ_LIMITS.title, QUIZ_MESSAGES.titleTooLong),
    description: z
      .string({ error: QUIZ_MESSAGES.descriptionTooLong })
      .trim()
      .max(QUIZ_LIMITS.description, QUIZ_MESSAGES.descriptionTooLong)
      .nullish()
      .transform((value) => (value ? value : null)),
    isActive: z.boolean({ error: QUIZ_MESSAGES.isActiveInvalid }).default(true),
    questions: z
      .array(quizQuestionInputSchema, { error: QUIZ_MESSAGES.questionsRequired })
      .min(1, QUIZ_MESSAGES.questionsRequired)
      .max(QUIZ_LIMITS.questions, QUIZ_MESSAGES.tooManyQuestions),
  })
  .superRefine((quiz, ctx) => {
    const seen = new Set<string>();
    quiz.questions.forEach((question, index) => {
      if (seen.has(question.id)) {
        ctx.addIssue({ code: "custom", message: QUIZ_MESSAGES.questionIdDuplicate, path: ["questions", index, "id"] });
      }
      seen.add(question.id);
    });
  });

export type QuizInput = z.infer<typeof quizInputSchema>;
export type QuizFormValues = z.input<typeof quizInputSchema>;

/** Query of GET /api/admin/quizzes; `q` matches service id or title, "#12" the id. */
export const adminQuizzesQuerySchema = z.object({
  page: intParam(1, 100_000, "Ungültige Seite"),
  pageSize: pageSizeParam(ADMIN_QUIZ_PAGE_SIZE, ADMIN_QUIZ_MAX_PAGE_SIZE),
  q: searchParam(),
  status: statusFilterParam(ADMIN_QUIZ_STATUSES),
});
export type AdminQuizzesQuery = z.output<typeof adminQuizzesQuerySchema>;
