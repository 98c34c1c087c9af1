// POST /api/admin/assign-lead – admin only: assigns a verified company to an open project (at most 4 open
// assignments) and queues the company's e-mail.
import { NextResponse } from "next/server";
import { assignLead } from "@/lib/projects/assignments";
import { defineRoute } from "@/lib/http/route";
import { assignLeadSchema } from "@/lib/validation/admin-projects";

export const POST = defineRoute({
  audience: "admin",
  body: assignLeadSchema,
  handler: async ({ body, user }) =>
    NextResponse.json(await assignLead(body.projectId, body.companyId, user), { status: 201 }),
});
