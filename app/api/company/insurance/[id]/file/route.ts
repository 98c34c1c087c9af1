// GET /api/company/insurance/[id]/file – one of the logged-in company's own confirmations (404 for others').
import { privateFile } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";
import { readInsuranceFile } from "@/lib/verification/insurance";

export const GET = defineRoute({
  audience: "company",
  params: z.object({ id: idParam("Dokument nicht gefunden.") }),
  handler: async ({ user, params }) => privateFile(await readInsuranceFile(params.id, user.companyId)),
});
