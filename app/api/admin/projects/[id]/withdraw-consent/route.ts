// POST /api/admin/projects/[id]/withdraw-consent – admin only: records the customer's withdrawal of consent; the
// project is closed for further assignments. No payload.
import { NextResponse } from "next/server";
import { ASSIGN_ERRORS } from "@/lib/projects/errors";
import { withdrawConsent } from "@/lib/projects/privacy";
import { defineRoute } from "@/lib/http/route";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const POST = defineRoute({
  audience: "admin",
  params: z.object({ id: idParam(ASSIGN_ERRORS.projectNotFound) }),
  handler: async ({ params, user }) => NextResponse.json(await withdrawConsent(params.id, new Date(), user)),
});
