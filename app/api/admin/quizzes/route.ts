// GET /api/admin/quizzes – every quiz (active or not) with its questions, for the admin quiz management.
// POST /api/admin/quizzes – creates a quiz (one per service; 409 when the service has one) and revalidates its pages.
import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/session";
import { revalidateQuizPages } from "@/lib/cache/revalidate-content";
import { createQuiz, listQuizzesForAdmin } from "@/lib/data/admin-quizzes";
import { quizLeadScoreWarnings } from "@/lib/domain/admin-content";
import { handleApiError } from "@/lib/http/api-error";
import { assertSameOrigin, readJsonBody } from "@/lib/http/request";
import { quizInputSchema } from "@/lib/validation/quiz";
import { privateJson } from "@/lib/http/response";

export async function GET(request: Request) {
  try {
    await requireAdmin(request);
    return privateJson({ quizzes: await listQuizzesForAdmin() });
  } catch (error) {
    return handleApiError(error);
  }
}

export async function POST(request: Request) {
  try {
    assertSameOrigin(request);
    await requireAdmin(request);
    const input = quizInputSchema.parse(await readJsonBody(request));
    const quiz = await createQuiz(input);
    revalidateQuizPages([quiz.serviceType]);
    return NextResponse.json({ quiz, warnings: quizLeadScoreWarnings(quiz.questions) }, { status: 201 });
  } catch (error) {
    return handleApiError(error);
  }
}
