// GET /api/admin/quizzes – every quiz (active or not) with its questions, for the admin quiz management.
// POST /api/admin/quizzes – creates a quiz (one per service; 409 when the service has one) and revalidates its pages.
import { NextResponse } from "next/server";
import { revalidateQuizPages } from "@/lib/cache/revalidate-content";
import { createQuiz, listQuizzesForAdmin } from "@/lib/data/admin-quizzes";
import { quizLeadScoreWarnings } from "@/lib/domain/admin-content";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { quizInputSchema } from "@/lib/validation/quiz";

export const GET = defineRoute({
  audience: "admin",
  handler: async () => privateJson({ quizzes: await listQuizzesForAdmin() }),
});

export const POST = defineRoute({
  audience: "admin",
  body: quizInputSchema,
  handler: async ({ body }) => {
    const quiz = await createQuiz(body);
    revalidateQuizPages([quiz.serviceType]);
    return NextResponse.json({ quiz, warnings: quizLeadScoreWarnings(quiz.questions) }, { status: 201 });
  },
});
