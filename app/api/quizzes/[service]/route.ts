// GET /api/quizzes/{service} – public: the active quiz of one service with its questions; 404 if none.
import { NextResponse } from "next/server";
import { getActiveQuiz } from "@/lib/data/quizzes";
import { decodeServiceParam } from "@/lib/domain/service-param";
import { NotFoundError } from "@/lib/errors";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  audience: "public",
  params: ({ service }) => ({ service: decodeServiceParam(service) }),
  handler: async ({ params }) => {
    const quiz = await getActiveQuiz(params.service);
    if (!quiz) throw new NotFoundError(`Quiz für "${params.service}" nicht gefunden.`);
    return NextResponse.json(quiz);
  },
});
