/**
 * The admin's view of generated bathroom offers (authenticated-side.md §2 "AI offers", §3
 * "bathroom_offers", §4 "AI bathroom offer": pending → approved; approval sends the link to the
 * customer). The offers themselves are generated elsewhere (bathroom offers issue); this module
 * lists them with their tier totals, shows one as the customer will see it, approves, rejects
 * (issue 13 §4: no e-mail, status "rejected") and sends one back for a new generation
 * (lib/offers/offer-generation.ts). Every change writes its audit row in its transaction.
 */
import "server-only";
import { escapeLike } from "@/lib/domain/admin-projects";
import type { SessionUser } from "@/lib/auth/types";
import { recordAudit } from "@/lib/data/audit-log";
import { pendingFirstPage } from "@/lib/data/pending-first-page";
import { applyDisplaySwitches, tiersOf } from "@/lib/data/bathroom-offers";
import { getDb } from "@/lib/db";
import {
  OFFER_STATUS_APPROVED,
  OFFER_STATUS_GENERATING,
  OFFER_STATUS_PENDING,
  OFFER_STATUS_REJECTED,
  OFFER_TIERS,
  REGENERATABLE_OFFER_STATUSES,
  type AdminBathroomOfferDetails,
  type OfferTierTotals,
} from "@/lib/domain/bathroom-offer-types";
import { offerKey } from "@/lib/domain/offer-display";
import { env } from "@/lib/env";
import { queueEmail } from "@/lib/email/outbox";
import { offerApprovedEmail } from "@/lib/email/templates";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/api-error";
import { enqueueOfferRegeneration, prepareOfferRegeneration, wakeOfferWorker } from "@/lib/offers/offer-generation";
import { newSelectionToken, SELECTION_KEY_PARAM } from "@/lib/offers/selection-token";

/** Who approves, rejects or regenerates: the admin (an id alone counts as role "admin"). */
export type OfferActor = Pick<SessionUser, "id" | "role"> | number;

function auditActor(actor: OfferActor): Pick<SessionUser, "id" | "role"> {
  return typeof actor === "number" ? { id: actor, role: "admin" } : actor;
}

/** German 404 of every admin offer call. */
export const ADMIN_OFFER_NOT_FOUND = "Angebot nicht gefunden.";

/** An offer as the admin table shows it: the tier totals, no customer contact data beyond the name. */
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
  /** Total of each tier in euros as the customer sees it; null without tiers (failed). */
  totals: OfferTierTotals | null;
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
  budgetOffer: true,
  standardOffer: true,
  premiumOffer: true,
  project: { select: { name: true } },
} as const;

interface SelectedOffer {
  id: number;
  projectId: number;
  uniqueLinkId: string;
  status: string;
  approvedBy: number | null;
  approvedAt: Date | null;
  sentAt: Date | null;
  createdAt: Date;
  budgetOffer: unknown;
  standardOffer: unknown;
  premiumOffer: unknown;
  project: { name: string };
}

function toRow({ project, budgetOffer, standardOffer, premiumOffer, ...row }: SelectedOffer): AdminBathroomOfferRow {
  const tiers = tiersOf({ budgetOffer, standardOffer, premiumOffer });
  const totals = tiers
    ? (Object.fromEntries(OFFER_TIERS.map((tier) => [tier, tiers[offerKey(tier)].totalPrice])) as OfferTierTotals)
    : null;
  return { ...row, customerName: project.name, totals };
}

/**
 * Search condition of the admin list: the customer's name contains the term (any case), or the
 * term is a project id ("12" or "#12").
 */
function offerSearch(search: string | undefined): Prisma.BathroomOfferWhereInput {
  if (!search) return {};
  const byName: Prisma.BathroomOfferWhereInput = {
    project: { name: { contains: escapeLike(search), mode: "insensitive" } },
  };
  const id = /^#?\s*(\d{1,9})$/.exec(search)?.[1];
  if (!id || Number(id) > 2_147_483_647) return byName;
  return { OR: [byName, { projectId: Number(id) }] };
}

/**
 * One page of offers with the customer's name and tier totals (issue 13 §7): pending first, then
 * newest first; filtered by `status` (undefined: all) and `search` (the customer's name or the
 * project id); `total` is the exact number of matching rows.
 *
 * The counts and the rows are read in one repeatable-read snapshot: the generation worker turns a
 * "generating" offer "pending" right after an admin's regeneration, and a row that changed its part
 * of the list between the count and the read would be missing from the page.
 *
 * @param query page ≥ 1, pageSize (the route allows 1–100).
 */
export async function listBathroomOffers(query: {
  page: number;
  pageSize: number;
  status?: string;
  search?: string;
}): Promise<{ items: AdminBathroomOfferRow[]; total: number }> {
  const search = offerSearch(query.search);
  const { items, total } = await getDb().$transaction(
    (tx) =>
      pendingFirstPage({
        ...query,
        pendingStatus: OFFER_STATUS_PENDING,
        count: (condition) => tx.bathroomOffer.count({ where: { ...search, ...condition } }),
        find: (condition, skip, take) =>
          tx.bathroomOffer.findMany({
            where: { ...search, ...condition },
            select: ADMIN_OFFER_SELECT,
            orderBy: [{ createdAt: "desc" }, { id: "desc" }],
            skip,
            take,
          }),
      }),
    { isolationLevel: "RepeatableRead" },
  );
  return { items: items.map(toRow), total };
}

/**
 * One offer with its three tiers exactly as the customer's page /offer/{uniqueLinkId} will show
 * them (the display switches empty the hidden cost groups; totals unchanged). Available in every status.
 *
 * @throws ApiError 404 for an unknown offer.
 */
export async function getBathroomOfferDetails(id: number): Promise<AdminBathroomOfferDetails> {
  const offer = await getDb().bathroomOffer.findUnique({
    where: { id },
    select: {
      id: true,
      projectId: true,
      status: true,
      createdAt: true,
      budgetOffer: true,
      standardOffer: true,
      premiumOffer: true,
      showDetailedBreakdown: true,
      showMaterialSpecs: true,
      showLaborDetails: true,
      project: { select: { name: true } },
    },
  });
  if (!offer) throw new ApiError(404, ADMIN_OFFER_NOT_FOUND);
  const tiers = tiersOf(offer);
  const switches = {
    showDetailedBreakdown: offer.showDetailedBreakdown,
    showMaterialSpecs: offer.showMaterialSpecs,
    showLaborDetails: offer.showLaborDetails,
  };
  return {
    id: offer.id,
    projectId: offer.projectId,
    customerName: offer.project.name,
    status: offer.status,
    createdAt: offer.createdAt.toISOString(),
    ...switches,
    tiers: tiers
      ? {
          budgetOffer: applyDisplaySwitches(tiers.budgetOffer, switches),
          standardOffer: applyDisplaySwitches(tiers.standardOffer, switches),
          premiumOffer: applyDisplaySwitches(tiers.premiumOffer, switches),
        }
      : null,
  };
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
 * `offer-approved-{id}`; the outbox stores bodies encrypted), with the audit row "bathroom_offer.approve".
 *
 * @throws ApiError 404 (no such offer), 409 (already approved, rejected, or not pending, e.g.
 *   generation failed or running).
 */
export async function approveBathroomOffer(id: number, actor: OfferActor): Promise<AdminBathroomOfferRow> {
  const admin = auditActor(actor);
  const adminId = admin.id;
  return getDb().$transaction(async (tx) => {
    const now = new Date();
    const selection = newSelectionToken();
    const [offer] = await tx.bathroomOffer.updateManyAndReturn({
      where: { id, status: OFFER_STATUS_PENDING },
      data: {
        status: OFFER_STATUS_APPROVED,
        approvedBy: adminId,
        approvedAt: now,
        sentAt: now,
        selectionTokenHash: selection.hash,
      },
      select: { id: true },
    });
    if (!offer) {
      const existing = await tx.bathroomOffer.findUnique({ where: { id }, select: { status: true } });
      if (!existing) throw new ApiError(404, "Angebot nicht gefunden.");
      if (existing.status === OFFER_STATUS_APPROVED) throw new ApiError(409, "Dieses Angebot wurde bereits genehmigt.");
      if (existing.status === OFFER_STATUS_REJECTED) {
        throw new ApiError(
          409,
          "Abgelehnte Angebote können nicht genehmigt werden. Erstellen Sie das Angebot bei Bedarf neu.",
        );
      }
      throw new ApiError(409, "Nur wartende Angebote können genehmigt werden.");
    }
    const selected = await tx.bathroomOffer.findUniqueOrThrow({
      where: { id },
      select: { ...ADMIN_OFFER_SELECT, project: { select: { name: true, email: true } } },
    });
    const { project } = selected;
    const row = toRow(selected);
    await recordAudit(tx, {
      actor: admin,
      action: "bathroom_offer.approve",
      entityType: "bathroom_offer",
      entityId: id,
      before: { status: OFFER_STATUS_PENDING },
      after: { status: OFFER_STATUS_APPROVED, projectId: row.projectId },
    });
    await queueEmail(
      {
        ...offerApprovedEmail({ customerName: project.name, offerUrl: offerUrl(row.uniqueLinkId, selection.token) }),
        to: project.email,
        idempotencyKey: `offer-approved-${id}`,
        projectId: row.projectId,
      },
      tx,
    );
    return row;
  });
}

/**
 * An admin rejects an offer that is not approved (pending, failed, generating): status "rejected"
 * (the customer's link never opens it), audit row "bathroom_offer.reject" with the reason as note,
 * in one transaction. No e-mail is sent; nothing is stored for the customer.
 *
 * @throws ApiError 404 (no such offer), 409 (approved, or already rejected).
 */
export async function rejectBathroomOffer(
  id: number,
  actor: OfferActor,
  reason: string,
): Promise<AdminBathroomOfferRow> {
  return getDb().$transaction(async (tx) => {
    const locked = await tx.$queryRaw<
      { status: string }[]
    >`select status from bathroom_offers where id = ${id} for update`;
    const before = locked[0];
    if (!before) throw new ApiError(404, ADMIN_OFFER_NOT_FOUND);
    if (before.status === OFFER_STATUS_APPROVED)
      throw new ApiError(409, "Genehmigte Angebote können nicht mehr abgelehnt werden.");
    if (before.status === OFFER_STATUS_REJECTED) throw new ApiError(409, "Dieses Angebot wurde bereits abgelehnt.");
    const updated = await tx.bathroomOffer.update({
      where: { id },
      data: { status: OFFER_STATUS_REJECTED },
      select: ADMIN_OFFER_SELECT,
    });
    await recordAudit(tx, {
      actor: auditActor(actor),
      action: "bathroom_offer.reject",
      entityType: "bathroom_offer",
      entityId: id,
      before: { status: before.status },
      after: { status: OFFER_STATUS_REJECTED, projectId: updated.projectId },
      note: reason,
    });
    return toRow(updated);
  });
}

/**
 * An admin sends a pending, failed or rejected offer back for a new generation, in one transaction:
 * status "generating" (the old tiers stay until the new ones replace them), audit row
 * "bathroom_offer.regenerate", and the generation job with the offer's regeneration id
 * (lib/offers/offer-generation.ts); the worker is woken after the commit. Without a running pg-boss
 * in this process the worker process's sweep enqueues it within a minute.
 *
 * @throws ApiError 404 (no such offer), 409 (approved, or already being regenerated).
 */
export async function regenerateBathroomOffer(id: number, actor: OfferActor): Promise<AdminBathroomOfferRow> {
  // pg-boss's own connections: before the transaction (see lib/jobs/boss.ts on PGlite). A job still
  // on its way (rare: it just finished) is not duplicated; the sweep re-enqueues if it left the row.
  const jobOnItsWay = await prepareOfferRegeneration(id);
  const row = await getDb().$transaction(async (tx) => {
    const locked = await tx.$queryRaw<
      { status: string }[]
    >`select status from bathroom_offers where id = ${id} for update`;
    const before = locked[0];
    if (!before) throw new ApiError(404, ADMIN_OFFER_NOT_FOUND);
    if (before.status === OFFER_STATUS_APPROVED)
      throw new ApiError(409, "Genehmigte Angebote können nicht neu erstellt werden.");
    if (!REGENERATABLE_OFFER_STATUSES.includes(before.status))
      throw new ApiError(409, "Dieses Angebot wird bereits neu erstellt.");
    const updated = await tx.bathroomOffer.update({
      where: { id },
      data: { status: OFFER_STATUS_GENERATING },
      select: ADMIN_OFFER_SELECT,
    });
    await recordAudit(tx, {
      actor: auditActor(actor),
      action: "bathroom_offer.regenerate",
      entityType: "bathroom_offer",
      entityId: id,
      before: { status: before.status },
      after: { status: OFFER_STATUS_GENERATING, projectId: updated.projectId },
    });
    if (!jobOnItsWay) await enqueueOfferRegeneration(id, updated.projectId, tx);
    return toRow(updated);
  });
  wakeOfferWorker();
  return row;
}
