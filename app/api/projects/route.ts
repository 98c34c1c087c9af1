// POST /api/projects – a customer's quiz submission becomes a project (lead). Public, rate-limited.
import { NextResponse } from "next/server";
import { createProject } from "@/lib/data/projects";
import { env } from "@/lib/env";
import { ApiError, handleApiError } from "@/lib/http/api-error";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { assertSameOrigin, clientIp, readJsonBody } from "@/lib/http/request";
import { HONEYPOT_FIELD, projectRequestSchema } from "@/lib/validation/project";

export async function POST(request: Request) {
  try {
    assertSameOrigin(request);
    const body = await readJsonBody(request);
    await enforceRateLimit("projects", clientIp(request), env.PROJECT_RATE_LIMIT_PER_HOUR, 3600);
    const input = projectRequestSchema.parse(body);
    if (input[HONEYPOT_FIELD]) {
      throw new ApiError(400, "Ihre Anfrage konnte nicht verarbeitet werden.");
    }
    const projectId = await createProject(input);
    return NextResponse.json({ projectId }, { status: 201 });
  } catch (error) {
    return handleApiError(error);
  }
}
