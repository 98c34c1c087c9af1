// GET /api/admin/companies/[id]/billing – admin only: the company's billing data; PUT – sets it (audited); held
// invoices go out with the next run.
import { revalidateCompanyProfile } from "@/lib/cache/revalidate-content";
import { COMPANY_NOT_FOUND } from "@/lib/data/admin-companies";
import { getCompanyBilling, updateCompanyBilling } from "@/lib/invoices/billing";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";
import { companyBillingSchema } from "@/lib/validation/invoices";

const params = z.object({ id: idParam(COMPANY_NOT_FOUND) });

export const GET = defineRoute({
  audience: "admin",
  params,
  handler: async ({ params }) => privateJson({ billing: await getCompanyBilling(params.id) }),
});

export const PUT = defineRoute({
  audience: "admin",
  params,
  body: companyBillingSchema,
  handler: async ({ params, body, user }) => {
    const billing = await updateCompanyBilling(user, params.id, body);
    // Name, PLZ and city show on the public profile and in the directory.
    revalidateCompanyProfile(params.id);
    return privateJson({ billing });
  },
});
