// GET /api/admin/companies – every company for the admin's companies table, newest first (§2 "Companies", §7);
// POST – creates a verified company with a login e-mail that gets a password setup link (issue 13 §2).
import { NextResponse } from "next/server";
import { createAdminCompany, listAdminCompanies } from "@/lib/data/admin-companies";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { adminCompanyCreateSchema } from "@/lib/validation/admin-companies";

export const GET = defineRoute({
  audience: "admin",
  handler: async () => privateJson({ companies: await listAdminCompanies() }),
});

export const POST = defineRoute({
  audience: "admin",
  body: adminCompanyCreateSchema,
  rateLimit: { name: "admin-company-create", points: 60, durationSeconds: 3600 },
  handler: async ({ body, user }) => NextResponse.json({ company: await createAdminCompany(body, user) }, { status: 201 }),
});
