// GET /api/admin/companies – one page of the admin's companies, needing action first, then newest first (§2 "Companies", §7; issue 13 §7):
// ?page=1&pageSize=25 (max 100)&q=…&status=verified|unverified|deactivated|no_password|assignable&sort=action|name → { companies, total, page, pageSize }.
// POST – creates a verified company with a login e-mail that gets a password setup link (issue 13 §2).
import { NextResponse } from "next/server";
import { revalidateCompanyProfile } from "@/lib/cache/revalidate-content";
import { createAdminCompany, listAdminCompanies } from "@/lib/data/admin-companies";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { adminCompaniesQuerySchema, adminCompanyCreateSchema } from "@/lib/validation/admin-companies";

export const GET = defineRoute({
  audience: "admin",
  query: adminCompaniesQuerySchema,
  handler: async ({ query }) => privateJson(await listAdminCompanies(query)),
});

export const POST = defineRoute({
  audience: "admin",
  body: adminCompanyCreateSchema,
  rateLimit: { name: "admin-company-create", points: 60, durationSeconds: 3600 },
  handler: async ({ body, user }) => {
    const company = await createAdminCompany(body, user);
    // The new company is verified: it appears in the public directory.
    revalidateCompanyProfile(company.id);
    return NextResponse.json({ company }, { status: 201 });
  },
});
