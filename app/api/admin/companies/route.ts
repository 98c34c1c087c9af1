// GET /api/admin/companies – admin only: one page of companies, needing action first
// (?page&pageSize&q&status&sort) → { companies, total, page, pageSize }; POST – creates a verified company.
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
