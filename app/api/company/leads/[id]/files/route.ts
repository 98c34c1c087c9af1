// GET /api/company/leads/[id]/files – company only: the photos and plans of a lead it holds an active assignment on,
// with signed URLs → { files }; 404 otherwise. No contact data.
import { COMPANY_LEAD_MESSAGES } from "@/lib/domain/company-lead";
import { NotFoundError } from "@/lib/errors";
import { listProjectFilesForCompany } from "@/lib/files/project-files";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const GET = defineRoute({
  audience: "company",
  params: z.object({ id: idParam(COMPANY_LEAD_MESSAGES.notFound) }),
  handler: async ({ params, user }) => {
    const files = await listProjectFilesForCompany(user.companyId, params.id);
    if (!files) throw new NotFoundError(COMPANY_LEAD_MESSAGES.notFound);
    return privateJson({ files });
  },
});
