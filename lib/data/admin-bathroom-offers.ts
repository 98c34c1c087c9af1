/**
 * The admin's view of generated bathroom offers (authenticated-side.md §2 "AI offers", §3
 * "bathroom_offers", §4 "AI bathroom offer": pending → approved; approval sends the link to the
 * customer). The offers themselves are generated elsewhere (bathroom offers issue); this module only
 * lists and approves them.
 */
import "server-only";
import { getDb } from "@/lib/db";
import { OFFER_STATUS_APPROVED, OFFER_STATUS_PENDING } from "@/lib/domain/bathroom-offer-types";
import { env } from "@/lib/env";
import { queueEmail } from "@/lib/email/outbox";
import { offerApprovedEmail } from "@/lib/email/templates";
import { ApiError } from "@/lib/http/api-error";
import { newSelectionToken, SELECTION_KEY_PARAM } from "@/lib/offers/selection-token";

/** Most offers GET /api/admin/bathroom-offers returns (newest first). */
export const OFFER_LIST_LIMIT = 500;

/** An offer as the admin table shows it: no prices, no customer contact data beyond the name. */
export interface AdminBathroomOfferRow {
  id: number;
  projectId: number;
  customerName: string;
  uniqueLinkId: string;
  status: string;
  approvedBy: number | null;
  approvedAt: Date | null;
  sentAt: Date | null;
  createdAt: Date;
}

const ADMIN_OFFER_SELECT = {
  id: true,
  projectId: true,
  uniqueLinkId: true,
  status: true,
  approvedBy: true,
  approvedAt: true,
  sentAt: true,
  createdAt: true,
  project: { select: { name: true } },
} as const;

/** The newest OFFER_LIST_LIMIT offers with the customer's name, newest first. */
export async function listBathroomOffers(): Promise<AdminBathroomOfferRow[]> {
  const rows = await getDb().bathroomOffer.findMany({
    select: ADMIN_OFFER_SELECT,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: OFFER_LIST_LIMIT,
  });
  return rows.map(({ project, ...row }) => ({ ...row, customerName: project.name }));
}

/**
 * The public link of an offer: `${SITE_URL}/offer/{uniqueLinkId}`, with `?k={selectionToken}` for the
 * customer's e-mail (the secret that allows choosing a tier, lib/offers/selection-token.ts).
 */
export function offerUrl(uniqueLinkId: string, selectionToken?: string): string {
  const url = new URL(`/offer/${encodeURIComponent(uniqueLinkId)}`, env.SITE_URL);
  if (selectionToken) url.searchParams.set(SELECTION_KEY_PARAM, selectionToken);
  return url.toString();
}

/**
 * An admin approves a pending offer, in ONE transaction: status approved, approvedBy = the admin,
 * approvedAt = sentAt = now (only while pending: of two concurrent approvals one wins), a fresh
 * tier-selection secret (only its SHA-256 is stored in selectionTokenHash), and the e-mail with the
 * /offer/{uniqueLinkId}?k={secret} link is queued to the project's customer (outbox key
 * `offer-approved-{id}`; the outbox stores bodies encrypted).
 *
 * @throws ApiError 404 (no such offer), 409 (already approved, or not pending, e.g. generation failed).
 */
export async function approveBathroomOffer(id: number, adminId: number): Promise<AdminBathroomOfferRow> {
  return getDb().$transaction(async (tx) => {
    const now = new Date();
    const selection = newSelectionToken();
    const [offer] = await tx.bathroomOffer.updateManyAndReturn({
      where: { id, status: OFFER_STATUS_PENDING },
      data: { status: OFFER_STATUS_APPROVED, approvedBy: adminId, approvedAt: now, sentAt: now, selectionTokenHash: selection.hash },
      select: { id: true },
    });
    if (!offer) {
      const existing = await tx.bathroomOffer.findUnique({ where: { id }, select: { status: true } });
      if (!existing) throw new ApiError(404, "Angebot nicht gefunden.");
      if (existing.status === OFFER_STATUS_APPROVED) throw new ApiError(409, "Dieses Angebot wurde bereits genehmigt.");
      throw new ApiError(409, "Nur wartende Angebote können genehmigt werden.");
    }
    const { project, ...row } = await tx.bathroomOffer.findUniqueOrThrow({
      where: { id },
      select: { ...ADMIN_OFFER_SELECT, project: { select: { name: true, email: true } } },
    });
    await queueEmail(
      {
        ...offerApprovedEmail({ customerName: project.name, offerUrl: offerUrl(row.uniqueLinkId, selection.token) }),
        to: project.email,
        idempotencyKey: `offer-approved-${id}`,
      },
      tx,
    );
    return { ...row, customerName: project.name };
  });
}
