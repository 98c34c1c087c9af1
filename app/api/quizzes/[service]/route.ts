// GET /api/quizzes/{service} – the active quiz of one service with its questions; 404 if none.
import { NextResponse } from "next/server";
import { getActiveQuiz } from "@/lib/data/quizzes";
import { decodeServiceParam } from "@/lib/domain/quiz-order";
import { ApiError, handleApiError } from "@/lib/http/api-error";

export const dynamic = "force-dynamic";

export async function GET(_request: Request, context: { params: Promise<{ service: string }> }) {
  try {
    const service = decodeServiceParam((await context.params).service);
    const quiz = await getActiveQuiz(service);
    if (!quiz) throw new ApiError(404, `Quiz für "${service}" nicht gefunden.`);
    return NextResponse.json(quiz);
  } catch (error) {
    return handleApiError(error);
  }
}
