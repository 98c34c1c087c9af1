// GET /api/quizzes/{service} – public: the active quiz of one service with its questions; 404 if none.
import { NextResponse } from "next/server";
import { getActiveQuiz } from "@/lib/data/quizzes";
import { NotFoundError } from "@/lib/errors";
import { defineRoute } from "@/lib/http/route";
import { serviceParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const GET = defineRoute({
  audience: "public",
  params: z.object({ service: serviceParam("Quiz nicht gefunden.") }),
  handler: async ({ params }) => {
    const quiz = await getActiveQuiz(params.service);
    if (!quiz) throw new NotFoundError(`Quiz für "${params.service}" nicht gefunden.`);
    return NextResponse.json(quiz);
  },
});
