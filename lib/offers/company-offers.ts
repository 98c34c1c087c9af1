/**
 * Companies' structured offers: one offer per assignment, its content in immutable versions (a change is a new
 * version), listed in the customer's room for comparison. The company reaches only its own active assignment;
 * anything else is the same 404.
 */
import "server-only";
import { serviceName } from "@/lib/content/service-catalog";
import { tiersOf } from "@/lib/data/bathroom-offers";
import { recordAudit, type AuditActor } from "@/lib/data/audit-log";
import { getDb } from "@/lib/db";
import { TX_OPTIONS } from "@/lib/db/sql";
import { isBathroomOfferService, OFFER_STATUS_APPROVED } from "@/lib/domain/bathroom-offer-types";
import { COMPANY_LEAD_MESSAGES } from "@/lib/domain/company-lead";
import {
  COMPANY_OFFER_STATUSES,
  type CompanyOfferStatus,
  type OfferAcceptanceView,
  type OfferLineKind,
  type OfferPriceReference,
  type OfferVersionView,
  type RoomOfferView,
  type RoomOffers,
} from "@/lib/domain/company-offer-types";
import { invoiceTotals, lineNetCents, offerTotals } from "@/lib/domain/money";
import { rankOffers } from "@/lib/domain/offer-display";
import { withdrawalLastDay, withdrawalOpen } from "@/lib/domain/offer-withdrawal";
import { queueEmail, wakeEmailWorker } from "@/lib/email/outbox";
import { newOfferEmail } from "@/lib/email/templates-offers";
import { ConflictError, NotFoundError } from "@/lib/errors";
import { deleteFilesById, storeProjectDocument } from "@/lib/files/project-files";
import { signedFileUrl } from "@/lib/files/signed-url";
import type { Prisma } from "@/lib/generated/prisma/client";
import { logger } from "@/lib/log";
import { projectRoomUrl } from "@/lib/project-room/access-token";
import { createRoomLink } from "@/lib/project-room/room-links";
import { viennaToday } from "@/lib/time/vienna";
import type { OfferInput } from "./schemas";
import { OFFER_COMPANY_SELECT, offerCompanyIdentity } from "./company-identity";

export const OFFER_TEXTS_SERVER = {
  declined:
    "Der Kunde hat bereits das Angebot einer anderen Firma angenommen. Ein neues Angebot ist nicht mehr möglich.",
  accepted:
    "Der Kunde hat dieses Angebot angenommen; es bleibt unverändert. Ändert sich der Umfang, vereinbaren Sie einen " +
    "Nachtrag direkt mit dem Kunden. Widerruft der Kunde, können Sie wieder ein neues Angebot senden.",
} as const;

/** A file attached to a new version (a PDF; its content is checked when stored). */
export interface OfferFile {
  name: string;
  bytes: Uint8Array;
}

/** The company's own offer as the dashboard shows it. */
export interface CompanyOfferSummary {
  offerId: number;
  status: CompanyOfferStatus;
  latest: OfferVersionView;
  /** Every version, newest first. */
  versions: { versionId: number; version: number; createdAt: string; grossCents: number }[];
  /** Signed path of the latest version's PDF; null without one. */
  fileUrl: string | null;
  acceptance: OfferAcceptanceView | null;
}

const VERSION_SELECT = {
  id: true,
  offerId: true,
  version: true,
  kind: true,
  netCents: true,
  vatCents: true,
  grossCents: true,
  labourNetCents: true,
  materialNetCents: true,
  validUntil: true,
  paymentTerms: true,
  note: true,
  fileId: true,
  createdAt: true,
  lines: {
    orderBy: { position: "asc" },
    select: {
      position: true,
      description: true,
      quantityMilli: true,
      unit: true,
      unitPriceCents: true,
      kind: true,
      netCents: true,
    },
  },
} as const satisfies Prisma.CompanyOfferVersionSelect;

type VersionRow = Prisma.CompanyOfferVersionGetPayload<{ select: typeof VERSION_SELECT }>;

const ACCEPTANCE_SELECT = {
  id: true,
  versionId: true,
  acceptedAt: true,
  expressStartRequested: true,
  withdrawnAt: true,
  grossCents: true,
  version: { select: { version: true } },
} as const satisfies Prisma.OfferAcceptanceSelect;

type AcceptanceRow = Prisma.OfferAcceptanceGetPayload<{ select: typeof ACCEPTANCE_SELECT }>;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function versionView(row: VersionRow): OfferVersionView {
  return {
    offerId: row.offerId,
    versionId: row.id,
    version: row.version,
    kind: row.kind === "pdf" ? "pdf" : "itemised",
    lines: row.lines.map((line) => ({ ...line, kind: line.kind as OfferLineKind })),
    netCents: row.netCents,
    vatCents: row.vatCents,
    grossCents: row.grossCents,
    labourNetCents: row.labourNetCents,
    materialNetCents: row.materialNetCents,
    validUntil: isoDay(row.validUntil),
    paymentTerms: row.paymentTerms,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

function acceptanceView(row: AcceptanceRow, now: Date): OfferAcceptanceView {
  return {
    acceptanceId: row.id,
    versionId: row.versionId,
    version: row.version.version,
    acceptedAt: row.acceptedAt.toISOString(),
    withdrawalLastDay: withdrawalLastDay(row.acceptedAt),
    withdrawalOpen: row.withdrawnAt === null && withdrawalOpen(row.acceptedAt, now),
    expressStartRequested: row.expressStartRequested,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    grossCents: row.grossCents,
  };
}

function statusOf(value: string): CompanyOfferStatus {
  return (COMPANY_OFFER_STATUSES as readonly string[]).includes(value) ? (value as CompanyOfferStatus) : "open";
}

/** The stored amounts of a version: lines with their nets and the totals (euro cents). */
function amountsOf(input: OfferInput) {
  if (input.kind === "itemised") {
    const totals = offerTotals(input.lines);
    const lines = input.lines.map((line, index) => ({
      position: index + 1,
      ...line,
      netCents: lineNetCents(line.quantityMilli, line.unitPriceCents),
    }));
    return { lines, totals };
  }
  const totals = invoiceTotals([input.labourNetCents, input.materialNetCents]);
  return {
    lines: [],
    totals: { ...totals, labourNetCents: input.labourNetCents, materialNetCents: input.materialNetCents },
  };
}

interface LockedAssignment {
  assignmentId: number;
  customerName: string;
  customerEmail: string;
  serviceType: string;
  zipCode: string;
  companyName: string;
}

/**
 * Locks the project, then the company's active assignment (the order every assignment change uses).
 * @throws NotFoundError not the company's, ended, or the project erased or withdrawn
 */
async function lockAssignment(
  tx: Prisma.TransactionClient,
  companyId: number,
  projectId: number,
): Promise<LockedAssignment> {
  const rows = await tx.$queryRaw<LockedAssignment[]>`
    SELECT pa.id AS "assignmentId", p.name AS "customerName", p.email AS "customerEmail",
           p.service_type AS "serviceType", p.zip_code AS "zipCode", c.name AS "companyName"
    FROM projects p
    JOIN project_assignments pa ON pa.project_id = p.id AND pa.company_id = ${companyId} AND pa.ended_at IS NULL
    JOIN companies c ON c.id = pa.company_id
    WHERE p.id = ${projectId} AND p.erased_at IS NULL AND p.consent_withdrawn_at IS NULL
    FOR UPDATE OF p, pa`;
  const [row] = rows;
  if (!row) throw new NotFoundError(COMPANY_LEAD_MESSAGES.notFound);
  return row;
}

/** Throws what sending would throw for a foreign or ended assignment, without locking (before storing a file). */
async function assertActiveAssignment(companyId: number, projectId: number): Promise<void> {
  const row = await getDb().projectAssignment.findFirst({
    where: { projectId, companyId, endedAt: null, project: { erasedAt: null, consentWithdrawnAt: null } },
    select: { id: true },
  });
  if (!row) throw new NotFoundError(COMPANY_LEAD_MESSAGES.notFound);
}

/**
 * Sends a new version of company `companyId`'s offer for its lead `projectId`: creates the offer when missing and
 * version max+1 with its lines and totals (euro cents, VAT once on the net), sets the offer "open" again, queues
 * the customer's e-mail and writes the audit row, all in one transaction. A PDF `file` is stored first as a
 * project file of the company and deleted again when the version is not written.
 * @param userId the company user who sends (audited)
 * @returns the offer as the dashboard shows it
 * @throws NotFoundError not the company's active assignment, project erased or withdrawn; ConflictError the
 *   customer accepted another company's offer or this one; UnsupportedFileTypeError the file is no PDF; ValidationError an
 *   empty, too large or active PDF
 */
export async function sendOfferVersion(
  companyId: number,
  userId: number,
  projectId: number,
  input: OfferInput,
  file?: OfferFile | null,
  now: Date = new Date(),
): Promise<CompanyOfferSummary> {
  await assertActiveAssignment(companyId, projectId);
  const stored = file ? await storeProjectDocument(projectId, file, "company", companyId) : null;
  const actor: AuditActor = { id: userId, role: "company" };
  try {
    await getDb().$transaction(
      (tx) => writeVersion(tx, { companyId, projectId, input, fileId: stored?.id ?? null, actor, now }),
      TX_OPTIONS,
    );
  } catch (error) {
    if (stored) {
      await deleteFilesById([stored.id]).catch((cleanupError: unknown) => {
        logger.error({ err: cleanupError, fileId: stored.id }, "Angebots-PDF konnte nicht entfernt werden");
      });
    }
    throw error;
  }
  wakeEmailWorker();
  const summary = await getCompanyOffer(companyId, projectId, now);
  return summary!;
}

async function writeVersion(
  tx: Prisma.TransactionClient,
  args: {
    companyId: number;
    projectId: number;
    input: OfferInput;
    fileId: number | null;
    actor: AuditActor;
    now: Date;
  },
): Promise<void> {
  const { companyId, projectId, input, fileId, actor, now } = args;
  const locked = await lockAssignment(tx, companyId, projectId);
  const existing = await tx.companyOffer.findUnique({
    where: { assignmentId: locked.assignmentId },
    select: { id: true, status: true, versions: { orderBy: { version: "desc" }, take: 1, select: { version: true } } },
  });
  if (existing?.status === "declined") throw new ConflictError(OFFER_TEXTS_SERVER.declined);
  // The acceptance stands for its version; a newer one could never be accepted while it does.
  if (existing?.status === "accepted") throw new ConflictError(OFFER_TEXTS_SERVER.accepted);
  const offer =
    existing ??
    (await tx.companyOffer.create({
      data: { assignmentId: locked.assignmentId, status: "open", createdAt: now, updatedAt: now },
      select: { id: true, status: true, versions: { select: { version: true } } },
    }));
  const version = (offer.versions[0]?.version ?? 0) + 1;
  const { lines, totals } = amountsOf(input);
  const created = await tx.companyOfferVersion.create({
    data: {
      offerId: offer.id,
      version,
      kind: input.kind,
      netCents: totals.netCents,
      vatCents: totals.vatCents,
      grossCents: totals.grossCents,
      labourNetCents: totals.labourNetCents,
      materialNetCents: totals.materialNetCents,
      validUntil: new Date(`${input.validUntil}T00:00:00Z`),
      paymentTerms: input.paymentTerms,
      note: input.note,
      fileId,
      createdByUserId: typeof actor === "string" ? null : actor.id,
      createdAt: now,
      lines: { create: lines },
    },
    select: { id: true },
  });
  await tx.companyOffer.update({
    where: { id: offer.id },
    data: { status: "open", updatedAt: now },
    select: { id: true },
  });
  await recordAudit(tx, {
    actor,
    action: "offer.send",
    entityType: "project",
    entityId: projectId,
    before: existing ? { status: existing.status, version: version - 1 } : undefined,
    after: {
      assignmentId: locked.assignmentId,
      offerId: offer.id,
      versionId: created.id,
      version,
      kind: input.kind,
      grossCents: totals.grossCents,
      ...(fileId ? { fileId } : {}),
    },
  });
  // A fresh room link: stored tokens are hashes, so an e-mail can only carry a new one.
  const token = await createRoomLink(tx, projectId, now);
  const email = newOfferEmail({
    customerName: locked.customerName,
    companyName: locked.companyName,
    serviceLabel: serviceName(locked.serviceType),
    zipCode: locked.zipCode,
    version,
    grossCents: totals.grossCents,
    validUntil: input.validUntil,
    roomUrl: `${projectRoomUrl(token)}#angebote`,
  });
  await queueEmail(
    { ...email, to: locked.customerEmail, idempotencyKey: `offer-version-${created.id}`, projectId },
    tx,
  );
}

/**
 * Company `companyId`'s offer on its lead `projectId` with the latest version's lines, all versions and the
 * newest acceptance; null when it sent none yet. URLs signed at `now`.
 * @throws NotFoundError not the company's active assignment
 */
export async function getCompanyOffer(
  companyId: number,
  projectId: number,
  now: Date = new Date(),
): Promise<CompanyOfferSummary | null> {
  const assignment = await getDb().projectAssignment.findFirst({
    where: { projectId, companyId, endedAt: null, project: { erasedAt: null } },
    select: {
      offer: {
        select: {
          id: true,
          status: true,
          versions: {
            orderBy: { version: "desc" },
            select: { id: true, version: true, createdAt: true, grossCents: true },
          },
          acceptances: { orderBy: { acceptedAt: "desc" }, take: 1, select: ACCEPTANCE_SELECT },
        },
      },
    },
  });
  if (!assignment) throw new NotFoundError(COMPANY_LEAD_MESSAGES.notFound);
  const offer = assignment.offer;
  const newest = offer?.versions[0];
  if (!offer || !newest) return null;
  const latest = await getDb().companyOfferVersion.findUniqueOrThrow({
    where: { id: newest.id },
    select: VERSION_SELECT,
  });
  return {
    offerId: offer.id,
    status: statusOf(offer.status),
    latest: versionView(latest),
    versions: offer.versions.map((row) => ({
      versionId: row.id,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      grossCents: row.grossCents,
    })),
    fileUrl: latest.fileId ? signedFileUrl(latest.fileId, "main", undefined, now) : null,
    acceptance: offer.acceptances[0] ? acceptanceView(offer.acceptances[0], now) : null,
  };
}

const TIER_NAMES = ["Basis", "Komfort", "Premium"] as const;

/**
 * The engine's three tiers of the project's newest approved bathroom offer (gross euro cents, cheapest first); null
 * for other services or without an approved offer.
 */
async function priceReferenceOf(projectId: number, serviceType: string): Promise<OfferPriceReference | null> {
  if (!isBathroomOfferService(serviceType)) return null;
  const approved = await getDb().bathroomOffer.findFirst({
    where: { projectId, status: OFFER_STATUS_APPROVED },
    orderBy: { id: "desc" },
    select: { budgetOffer: true, standardOffer: true, premiumOffer: true },
  });
  const tiers = approved ? tiersOf(approved) : null;
  if (!tiers) return null;
  return {
    label: "Richtwert unseres Preisrechners",
    tiers: rankOffers(tiers).map((tier, index) => ({
      name: TIER_NAMES[index] ?? tier.title,
      grossCents: Math.round(tier.sums.total * 100),
    })),
  };
}

/**
 * The offers of project `projectId`'s active assignments for the customer's room, oldest assignment first: each
 * with its latest version and lines, the company's identity, the newest acceptance, whether the version expired
 * (its last valid Vienna day is before today) and a PDF URL signed at `now`; plus the engine's price reference for
 * bathroom projects. The caller resolved the project from the room token.
 */
export async function listRoomOffers(projectId: number, now: Date = new Date()): Promise<RoomOffers> {
  const project = await getDb().project.findUnique({
    where: { id: projectId },
    select: {
      serviceType: true,
      erasedAt: true,
      assignments: {
        where: { endedAt: null, offer: { isNot: null } },
        orderBy: [{ assignedAt: "asc" }, { id: "asc" }],
        select: {
          companyId: true,
          company: { select: { ...OFFER_COMPANY_SELECT, deactivatedAt: true } },
          offer: {
            select: {
              id: true,
              status: true,
              _count: { select: { versions: true } },
              versions: { orderBy: { version: "desc" }, take: 1, select: VERSION_SELECT },
              acceptances: { orderBy: { acceptedAt: "desc" }, take: 1, select: ACCEPTANCE_SELECT },
            },
          },
        },
      },
    },
  });
  if (!project || project.erasedAt) return { offers: [], priceReference: null };
  const today = viennaToday(now);
  const offers: RoomOfferView[] = [];
  for (const assignment of project.assignments) {
    const offer = assignment.offer;
    const latest = offer?.versions[0];
    if (!offer || !latest) continue;
    const view = versionView(latest);
    offers.push({
      offerId: offer.id,
      companyId: assignment.companyId,
      status: statusOf(offer.status),
      latest: view,
      versionCount: offer._count.versions,
      fileUrl: latest.fileId ? signedFileUrl(latest.fileId, "main", undefined, now) : null,
      acceptance: offer.acceptances[0] ? acceptanceView(offer.acceptances[0], now) : null,
      company: offerCompanyIdentity(assignment.company),
      expired: view.validUntil < today,
      companyInactive: assignment.company.deactivatedAt !== null,
    });
  }
  return { offers, priceReference: await priceReferenceOf(projectId, project.serviceType) };
}
