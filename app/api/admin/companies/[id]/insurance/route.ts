// GET /api/admin/companies/[id]/insurance – a company's insurance confirmations (newest first).
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";
import { listInsurance } from "@/lib/verification/insurance";

export const GET = defineRoute({
  audience: "admin",
  params: z.object({ id: idParam("Firma nicht gefunden.") }),
  handler: async ({ params }) => privateJson({ documents: await listInsurance({ companyId: params.id }) }),
});
