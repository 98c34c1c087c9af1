// GET /api/admin/quizzes/{id} – one quiz with its questions (404 "Quiz nicht gefunden.").
// PUT /api/admin/quizzes/{id} – replaces a quiz (fields and questions); revalidates /quiz/{service} (old and new service).
// DELETE /api/admin/quizzes/{id} – deletes a quiz; projects keep their stored answers (no foreign key).
import { NextResponse } from "next/server";
import { requireAdmin } from "@/lib/auth/session";
import { revalidateQuizPages } from "@/lib/cache/revalidate-content";
import { deleteQuiz, getQuizForAdmin, QUIZ_NOT_FOUND, updateQuiz } from "@/lib/data/admin-quizzes";
import { quizLeadScoreWarnings } from "@/lib/domain/admin-content";
import { handleApiError } from "@/lib/http/api-error";
import { assertSameOrigin, readJsonBody } from "@/lib/http/request";
import { idFromParam } from "@/lib/validation/id-param";
import { quizInputSchema } from "@/lib/validation/quiz";
import { privateJson } from "@/lib/http/response";

type Context = { params: Promise<{ id: string }> };

const quizId = async (context: Context) => idFromParam((await context.params).id, QUIZ_NOT_FOUND);

export async function GET(request: Request, context: Context) {
  try {
    await requireAdmin(request);
    return privateJson({ quiz: await getQuizForAdmin(await quizId(context)) });
  } catch (error) {
    return handleApiError(error);
  }
}

export async function PUT(request: Request, context: Context) {
  try {
    assertSameOrigin(request);
    await requireAdmin(request);
    const id = await quizId(context);
    const input = quizInputSchema.parse(await readJsonBody(request));
    const { quiz, previousServiceType } = await updateQuiz(id, input);
    revalidateQuizPages([previousServiceType, quiz.serviceType]);
    return NextResponse.json({ quiz, warnings: quizLeadScoreWarnings(quiz.questions) });
  } catch (error) {
    return handleApiError(error);
  }
}

export async function DELETE(request: Request, context: Context) {
  try {
    assertSameOrigin(request);
    await requireAdmin(request);
    const deleted = await deleteQuiz(await quizId(context));
    revalidateQuizPages([deleted.serviceType]);
    return NextResponse.json({ ok: true, deleted });
  } catch (error) {
    return handleApiError(error);
  }
}
