// GET /api/admin/insurance/[id]/file – any insurance confirmation, for the admin's review.
import { privateFile } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";
import { readInsuranceFile } from "@/lib/verification/insurance";

export const GET = defineRoute({
  audience: "admin",
  params: z.object({ id: idParam("Dokument nicht gefunden.") }),
  handler: async ({ params }) => privateFile(await readInsuranceFile(params.id)),
});
