// POST /api/admin/assign-lead – assigns one verified company to an open project (max 4) and queues the company's e-mail (§7, issue 5 "Matching").
import { NextResponse } from "next/server";
import { assignLead } from "@/lib/data/admin-projects";
import { defineRoute } from "@/lib/http/route";
import { assignLeadSchema } from "@/lib/validation/admin-projects";

export const POST = defineRoute({
  audience: "admin",
  body: assignLeadSchema,
  handler: async ({ body }) => NextResponse.json(await assignLead(body.projectId, body.companyId), { status: 201 }),
});
