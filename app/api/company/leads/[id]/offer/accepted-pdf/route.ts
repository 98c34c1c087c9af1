// GET /api/company/leads/[id]/offer/accepted-pdf – company only: the PDF of its offer the customer accepted;
// 404 for another company or without an acceptance.
import { COMPANY_LEAD_MESSAGES } from "@/lib/domain/company-lead";
import { pdfDownload } from "@/lib/http/pdf-response";
import { readAcceptedOfferPdfForCompany } from "@/lib/offers/acceptance";
import { defineRoute } from "@/lib/http/route";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const GET = defineRoute({
  audience: "company",
  params: z.object({ id: idParam(COMPANY_LEAD_MESSAGES.notFound) }),
  handler: async ({ params, user }) =>
    pdfDownload(await readAcceptedOfferPdfForCompany(user.companyId, params.id), `angebot-projekt-${params.id}.pdf`),
});
