// GET /api/company/profile – company only: its profile { company };
// PATCH – edits contact data and services (name and verification stay with the admin).
import { NextResponse } from "next/server";
import { revalidateCompanyProfile } from "@/lib/cache/revalidate-content";
import { getCompanyProfile, updateCompanyProfile } from "@/lib/data/company-leads";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { companyProfileSchema } from "@/lib/validation/company-profile";

export const GET = defineRoute({
  audience: "company",
  handler: async ({ user }) => privateJson({ company: await getCompanyProfile(user.companyId) }),
});

export const PATCH = defineRoute({
  audience: "company",
  body: companyProfileSchema,
  rateLimit: { name: "company-profile", points: 30, durationSeconds: 3600 },
  handler: async ({ user, body }) => {
    const company = await updateCompanyProfile(user, user.companyId, body);
    // Services and served districts show on the public profile and in the directory.
    revalidateCompanyProfile(user.companyId);
    return NextResponse.json({ company });
  },
});
