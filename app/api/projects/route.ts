// POST /api/projects – a customer's quiz submission becomes a project (lead). Public, rate-limited.
// Also gives the browser the httpOnly access cookie that proves it submitted this project (issue 6).
import { NextResponse } from "next/server";
import { createProject } from "@/lib/data/projects";
import { env } from "@/lib/env";
import { ApiError, handleApiError } from "@/lib/http/api-error";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { grantProjectAccess } from "@/lib/offers/project-access";
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
    const response = NextResponse.json({ projectId }, { status: 201 });
    grantProjectAccess(response, request, projectId);
    return response;
  } catch (error) {
    return handleApiError(error);
  }
}
