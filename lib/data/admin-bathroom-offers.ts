/**
 * The admin's view of generated bathroom offers: list, detail, approve (e-mails the link), reject
 * and regenerate. Every change writes its audit row in its transaction.
 */
import "server-only";
import { escapeLike } from "@/lib/db/sql";
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
import { ConflictError, NotFoundError } from "@/lib/errors";
import { enqueueOfferRegeneration, prepareOfferRegeneration, wakeOfferWorker } from "@/lib/offers/offer-generation";
import { newSelectionToken, SELECTION_KEY_PARAM } from "@/lib/offers/selection-token";

/** An id alone counts as role "admin". */
export type OfferActor = Pick<SessionUser, "id" | "role"> | number;

function auditActor(actor: OfferActor): Pick<SessionUser, "id" | "role"> {
  return typeof actor === "number" ? { id: actor, role: "admin" } : actor;
}

export const ADMIN_OFFER_NOT_FOUND = "Angebot nicht gefunden.";

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
  /** Euros as the customer sees them; null without tiers. */
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

/** The customer's name contains the term, or it is a project id ("12" or "#12"). */
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
 * One page of offers, pending first, then newest, with the exact `total`. Counts and rows share one
 * repeatable-read snapshot: the worker may move a row between statuses between the two reads.
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
 * One offer's tiers exactly as /offer/{uniqueLinkId} will show them, in any status.
 * @throws NotFoundError for an unknown offer.
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
  if (!offer) throw new NotFoundError(ADMIN_OFFER_NOT_FOUND);
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

/** `${SITE_URL}/offer/{uniqueLinkId}`, with `?k=` carrying the customer's selection secret. */
export function offerUrl(uniqueLinkId: string, selectionToken?: string): string {
  const url = new URL(`/offer/${encodeURIComponent(uniqueLinkId)}`, env.SITE_URL);
  if (selectionToken) url.searchParams.set(SELECTION_KEY_PARAM, selectionToken);
  return url.toString();
}

/**
 * Approves a pending offer (one of two concurrent approvals wins), stores a fresh selection secret's
 * hash and e-mails the link with the secret to the customer, audited, in one transaction.
 * @throws NotFoundError no such offer; ConflictError not pending.
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
      if (!existing) throw new NotFoundError("Angebot nicht gefunden.");
      if (existing.status === OFFER_STATUS_APPROVED) throw new ConflictError("Dieses Angebot wurde bereits genehmigt.");
      if (existing.status === OFFER_STATUS_REJECTED) {
        throw new ConflictError(
          "Abgelehnte Angebote können nicht genehmigt werden. Erstellen Sie das Angebot bei Bedarf neu.",
        );
      }
      throw new ConflictError("Nur wartende Angebote können genehmigt werden.");
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
 * Rejects an unapproved offer (its link never opens); no e-mail. Audited with the reason.
 * @throws NotFoundError no such offer; ConflictError approved or already rejected.
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
    if (!before) throw new NotFoundError(ADMIN_OFFER_NOT_FOUND);
    if (before.status === OFFER_STATUS_APPROVED)
      throw new ConflictError("Genehmigte Angebote können nicht mehr abgelehnt werden.");
    if (before.status === OFFER_STATUS_REJECTED) throw new ConflictError("Dieses Angebot wurde bereits abgelehnt.");
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
 * Sends a pending, failed or rejected offer back for regeneration (old tiers stay until replaced),
 * audited, with the job enqueued in the transaction.
 * @throws NotFoundError no such offer; ConflictError approved or already being regenerated.
 */
export async function regenerateBathroomOffer(id: number, actor: OfferActor): Promise<AdminBathroomOfferRow> {
  // pg-boss uses its own connections, so this runs before the transaction (see lib/jobs/boss.ts on PGlite).
  const jobOnItsWay = await prepareOfferRegeneration(id);
  const row = await getDb().$transaction(async (tx) => {
    const locked = await tx.$queryRaw<
      { status: string }[]
    >`select status from bathroom_offers where id = ${id} for update`;
    const before = locked[0];
    if (!before) throw new NotFoundError(ADMIN_OFFER_NOT_FOUND);
    if (before.status === OFFER_STATUS_APPROVED)
      throw new ConflictError("Genehmigte Angebote können nicht neu erstellt werden.");
    if (!REGENERATABLE_OFFER_STATUSES.includes(before.status))
      throw new ConflictError("Dieses Angebot wird bereits neu erstellt.");
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
