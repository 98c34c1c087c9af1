// GET /api/quizzes – active quizzes (id, serviceType, title, description) for the /quiz service list.
import { NextResponse } from "next/server";
import { listActiveQuizzes } from "@/lib/data/quizzes";
import { handleApiError } from "@/lib/http/api-error";

export const dynamic = "force-dynamic";

export async function GET() {
  try {
    return NextResponse.json(await listActiveQuizzes());
  } catch (error) {
    return handleApiError(error);
  }
}
