// POST /api/projects – public, rate-limited per client and per e-mail: a quiz submission becomes a project; sets the
// httpOnly access cookie that proves this browser submitted it. → { projectId, contactRelease } (the setting /danke
// explains).
import { NextResponse } from "next/server";
import { createProject } from "@/lib/data/projects";
import { env } from "@/lib/env";
import { ValidationError } from "@/lib/errors";
import { enforceRateLimit } from "@/lib/http/rate-limit";
import { defineRoute } from "@/lib/http/route";
import { grantProjectAccess } from "@/lib/offers/project-access";
import { HONEYPOT_FIELD } from "@/lib/domain/honeypot";
import { projectRequestSchema } from "@/lib/validation/project";

export const POST = defineRoute({
  audience: "public",
  body: projectRequestSchema,
  rateLimit: () => ({ name: "projects", points: env.PROJECT_RATE_LIMIT_PER_HOUR, durationSeconds: 3600 }),
  handler: async ({ request, body }) => {
    if (body[HONEYPOT_FIELD]) throw new ValidationError("Ihre Anfrage konnte nicht verarbeitet werden.");
    await enforceRateLimit(
      "projects-email",
      body.email.trim().toLowerCase(),
      env.PROJECT_RATE_LIMIT_PER_EMAIL_PER_DAY,
      86_400,
      {
        message:
          "Für diese E-Mail-Adresse sind heute schon mehrere Anfragen eingegangen. Bitte versuchen Sie es morgen erneut oder kontaktieren Sie uns.",
      },
    );
    const { projectId, contactRelease } = await createProject(body);
    const response = NextResponse.json({ projectId, contactRelease }, { status: 201 });
    grantProjectAccess(response, request, projectId);
    return response;
  },
});
