// GET /api/mein-projekt/{token}/company-offers/{offerId}/pdf – token holder: the stored PDF of the accepted
// offer; 404 without an acceptance.
import { pdfDownload } from "@/lib/http/pdf-response";
import { OFFER_ACCEPTANCE_ERRORS, readAcceptedOfferPdf } from "@/lib/offers/acceptance";
import { PROJECT_ROOM_NOT_FOUND } from "@/lib/project-room/room";
import { defineRoute } from "@/lib/http/route";
import { idParam, tokenParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

export const GET = defineRoute({
  audience: "public",
  params: z.object({ token: tokenParam(PROJECT_ROOM_NOT_FOUND), offerId: idParam(OFFER_ACCEPTANCE_ERRORS.notFound) }),
  rateLimit: { name: "project-room-export", points: 30, durationSeconds: 3600 },
  handler: async ({ params }) =>
    pdfDownload(await readAcceptedOfferPdf(params.token, params.offerId), `angebot-${params.offerId}.pdf`),
});
