// GET/PUT/DELETE /api/admin/quizzes/{id} – admin only: read, replace or delete a quiz; a change revalidates
// /quiz/{service}. Projects keep their stored answers.
import { NextResponse } from "next/server";
import { revalidateQuizPages } from "@/lib/cache/revalidate-content";
import { deleteQuiz, getQuizForAdmin, QUIZ_NOT_FOUND, updateQuiz } from "@/lib/data/admin-quizzes";
import { quizLeadScoreWarnings } from "@/lib/domain/admin-content";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";
import { quizInputSchema } from "@/lib/validation/quiz";

const params = z.object({ id: idParam(QUIZ_NOT_FOUND) });

export const GET = defineRoute({
  audience: "admin",
  params,
  handler: async ({ params }) => privateJson({ quiz: await getQuizForAdmin(params.id) }),
});

export const PUT = defineRoute({
  audience: "admin",
  params,
  body: quizInputSchema,
  handler: async ({ params, body, user }) => {
    const { quiz, previousServiceType } = await updateQuiz(user, params.id, body);
    revalidateQuizPages([previousServiceType, quiz.serviceType]);
    return NextResponse.json({ quiz, warnings: quizLeadScoreWarnings(quiz.questions) });
  },
});

export const DELETE = defineRoute({
  audience: "admin",
  params,
  handler: async ({ params, user }) => {
    const deleted = await deleteQuiz(user, params.id);
    revalidateQuizPages([deleted.serviceType]);
    return NextResponse.json({ ok: true, deleted });
  },
});
