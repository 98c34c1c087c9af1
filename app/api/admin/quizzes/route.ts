// GET /api/admin/quizzes – one page of quizzes (active or not) with their questions, newest first, for the admin quiz
// management: ?page=1&pageSize=50 (max 100)&q=… (service id, title, #id)&status=active|inactive → { quizzes, total, page, pageSize }.
// POST /api/admin/quizzes – creates a quiz (one per service; 409 when the service has one) and revalidates its pages.
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
