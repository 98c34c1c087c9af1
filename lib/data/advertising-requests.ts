/** Advertising requests of companies: the company's own list and the admin's decisions. */
import "server-only";
import { escapeLike } from "@/lib/db/sql";
import type { SessionUser } from "@/lib/auth/types";
import { recordAudit } from "@/lib/data/audit-log";
import { pendingFirstPage } from "@/lib/data/pending-first-page";
import { getDb } from "@/lib/db";
import { advertisingCategoryLabel } from "@/lib/domain/advertising";
import type { CompanyAdvertisingRequest } from "@/lib/domain/company-lead";
import { queueEmail } from "@/lib/email/outbox";
import { advertisingDecisionEmail } from "@/lib/email/templates-decisions";
import type { Prisma } from "@/lib/generated/prisma/client";
import { NotFoundError } from "@/lib/errors";
import type { AdvertisingRequestInput } from "@/lib/validation/advertising-request";

/** Stores a company's request as "pending", audited; returns its id. */
export async function createAdvertisingRequest(
  actor: Pick<SessionUser, "id" | "role"> & { companyId: number },
  input: AdvertisingRequestInput,
): Promise<{ id: number }> {
  return getDb().$transaction(async (tx) => {
    const created = await tx.advertisingRequest.create({
      data: {
        companyId: actor.companyId,
        category: input.category,
        availability: input.availability.map((period) => ({
          startDate: period.startDate,
          endDate: period.endDate,
          ...(period.incentive ? { incentive: period.incentive } : {}),
        })),
        message: input.message ?? null,
        status: "pending",
      },
      select: { id: true },
    });
    await recordAudit(tx, {
      actor,
      action: "advertising_request.create",
      entityType: "advertising_request",
      entityId: created.id,
      after: { companyId: actor.companyId, category: input.category, status: "pending" },
    });
    return created;
  });
}

// Admin: list and status

export interface AdminAdvertisingRequestRow {
  id: number;
  companyId: number;
  companyName: string;
  category: string;
  /** JSON list of `{ startDate, endDate, incentive? }` (YYYY-MM-DD). */
  availability: unknown;
  message: string | null;
  status: string;
  createdAt: Date;
  processedBy: number | null;
  processedAt: Date | null;
}

const ADMIN_ADVERTISING_SELECT = {
  id: true,
  companyId: true,
  category: true,
  availability: true,
  message: true,
  status: true,
  createdAt: true,
  processedBy: true,
  processedAt: true,
  company: { select: { name: true } },
} as const;

function toAdminRow({
  company,
  ...row
}: Prisma.AdvertisingRequestGetPayload<{ select: typeof ADMIN_ADVERTISING_SELECT }>): AdminAdvertisingRequestRow {
  return { ...row, companyName: company.name };
}

function advertisingSearch(search: string | undefined): Prisma.AdvertisingRequestWhereInput {
  if (!search) return {};
  const contains = { contains: escapeLike(search), mode: "insensitive" as const };
  return { company: { OR: [{ name: contains }, { contactEmail: contains }, { user: { is: { email: contains } } }] } };
}

/** One page of all companies' requests, pending first, then newest, with the exact `total`. */
export async function listAdvertisingRequests(query: {
  page: number;
  pageSize: number;
  status?: string;
  search?: string;
}): Promise<{ items: AdminAdvertisingRequestRow[]; total: number }> {
  const search = advertisingSearch(query.search);
  const { items, total } = await pendingFirstPage({
    ...query,
    count: (condition) => getDb().advertisingRequest.count({ where: { ...search, ...condition } }),
    find: (condition, skip, take) =>
      getDb().advertisingRequest.findMany({
        where: { ...search, ...condition },
        select: ADMIN_ADVERTISING_SELECT,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        skip,
        take,
      }),
  });
  return { items: items.map(toAdminRow), total };
}

/**
 * Sets a request's status (any to any, spec: authenticated-side §4), audited; approved/rejected
 * e-mail the company once per change.
 * @throws NotFoundError when there is no such request.
 */
export async function setAdvertisingRequestStatus(
  id: number,
  status: "pending" | "approved" | "rejected",
  actor: Pick<SessionUser, "id" | "role">,
): Promise<AdminAdvertisingRequestRow> {
  return getDb().$transaction(async (tx) => {
    // Row lock: concurrent changes of one request are applied and audited one after the other.
    const locked = await tx.$queryRaw<
      { status: string }[]
    >`SELECT status FROM advertising_requests WHERE id = ${id} FOR UPDATE`;
    const before = locked[0];
    if (!before) throw new NotFoundError("Werbeanfrage nicht gefunden.");
    const processedAt = new Date();
    const processed =
      status === "pending" ? { processedBy: null, processedAt: null } : { processedBy: actor.id, processedAt };
    const updated = await tx.advertisingRequest.update({
      where: { id },
      data: { status, ...processed },
      select: {
        ...ADMIN_ADVERTISING_SELECT,
        company: { select: { name: true, contactEmail: true, user: { select: { email: true } } } },
      },
    });
    const { company, ...rest } = updated;
    if (status !== "pending" && before.status !== status) {
      const to = company.user?.email ?? company.contactEmail;
      if (to) {
        await queueEmail(
          {
            ...advertisingDecisionEmail({
              companyName: company.name,
              category: advertisingCategoryLabel(updated.category),
              status,
            }),
            to,
            idempotencyKey: `advertising-${status}-${id}-${processedAt.getTime()}`,
            companyId: updated.companyId,
          },
          tx,
        );
      }
    }
    await recordAudit(tx, {
      actor,
      action: "advertising_request.status",
      entityType: "advertising_request",
      entityId: id,
      before: { status: before.status },
      after: { status },
    });
    return { ...rest, companyName: company.name };
  });
}

// Company: its own requests

/** One page of the company's own requests, newest first, with its total. */
export async function listOwnAdvertisingRequests(
  companyId: number,
  page: number,
  pageSize: number,
): Promise<{ requests: CompanyAdvertisingRequest[]; total: number }> {
  const [rows, total] = await Promise.all([
    getDb().advertisingRequest.findMany({
      where: { companyId },
      select: {
        id: true,
        category: true,
        availability: true,
        message: true,
        status: true,
        createdAt: true,
        processedAt: true,
      },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    getDb().advertisingRequest.count({ where: { companyId } }),
  ]);
  return {
    requests: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      processedAt: row.processedAt?.toISOString() ?? null,
    })),
    total,
  };
}
