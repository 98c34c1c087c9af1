// GET /api/quizzes – public: the active quizzes for the /quiz service list.
import { NextResponse } from "next/server";
import { listActiveQuizzes } from "@/lib/data/quizzes";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  audience: "public",
  handler: async () => NextResponse.json(await listActiveQuizzes()),
});
