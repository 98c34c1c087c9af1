// GET /api/admin/quizzes – admin only: one page of quizzes with their questions (?page&pageSize&q&status);
// POST – creates a quiz (one per service; 409 when taken) and revalidates its pages.
import { NextResponse } from "next/server";
import { revalidateQuizPages } from "@/lib/cache/revalidate-content";
import { createQuiz, listQuizzesForAdmin } from "@/lib/data/admin-quizzes";
import { quizLeadScoreWarnings } from "@/lib/domain/admin-content";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { adminQuizzesQuerySchema, quizInputSchema } from "@/lib/validation/quiz";

export const GET = defineRoute({
  audience: "admin",
  query: adminQuizzesQuerySchema,
  handler: async ({ query }) => privateJson(await listQuizzesForAdmin(query)),
});

export const POST = defineRoute({
  audience: "admin",
  body: quizInputSchema,
  handler: async ({ body, user }) => {
    const quiz = await createQuiz(user, body);
    revalidateQuizPages([quiz.serviceType]);
    return NextResponse.json({ quiz, warnings: quizLeadScoreWarnings(quiz.questions) }, { status: 201 });
  },
});
