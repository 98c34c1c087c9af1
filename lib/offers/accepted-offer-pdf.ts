/** The PDF of an accepted offer with the withdrawal information and form (pdfkit, embedded font). */
import "server-only";
import type { AcceptedOfferPdfData } from "@/lib/domain/company-offer-types";

/**
 * Renders the accepted offer: both parties, the lines with labour/material split, totals, validity, payment
 * terms, acceptance time, the withdrawal instructions and the model withdrawal form (FAGG Anhang I).
 * @returns the PDF bytes
 */
export async function renderAcceptedOfferPdf(data: AcceptedOfferPdfData): Promise<Buffer> {
  // Placeholder until the renderer lands; replaced by the real implementation.
  return Buffer.from(`%PDF-1.4\n% ${data.company.name} ${data.offer.grossCents}\n%%EOF\n`);
}
