/**
 * Data access for advertising requests (authenticated-side.md §3 "advertising_requests", §4
 * "Advertising request": new requests are pending).
 */
import "server-only";
import { escapeLike } from "@/lib/domain/admin-projects";
import type { SessionUser } from "@/lib/auth/types";
import { recordAudit } from "@/lib/data/audit-log";
import { pendingFirstPage } from "@/lib/data/pending-first-page";
import { getDb } from "@/lib/db";
import { advertisingCategoryLabel } from "@/lib/domain/advertising";
import type { CompanyAdvertisingRequest } from "@/lib/domain/company-lead";
import { queueEmail } from "@/lib/email/outbox";
import { advertisingDecisionEmail } from "@/lib/email/templates-decisions";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError } from "@/lib/http/api-error";
import type { AdvertisingRequestInput } from "@/lib/validation/advertising-request";

/**
 * Stores a validated request of the company user `actor` with status "pending", with the audit row
 * "advertising_request.create" in the same transaction. Periods are stored as
 * `{ startDate, endDate, incentive? }` (incentive only when given); an empty message as null.
 * Returns the new request's id.
 */
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

// ---------------------------------------------------------------------------------------------
// Admin: list and status (authenticated-side.md §2 "Advertising requests", §4, §7; issue 5 "Approvals")
// ---------------------------------------------------------------------------------------------

/** A request as the admin table shows it: the stored fields plus the company's name. */
export interface AdminAdvertisingRequestRow {
  id: number;
  companyId: number;
  companyName: string;
  category: string;
  /** Stored JSON list of `{ startDate, endDate, incentive? }` (dates YYYY-MM-DD). */
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

/** Search condition of the admin list: the company's name, contact e-mail or login e-mail contain the term (any case). */
function advertisingSearch(search: string | undefined): Prisma.AdvertisingRequestWhereInput {
  if (!search) return {};
  const contains = { contains: escapeLike(search), mode: "insensitive" as const };
  return { company: { OR: [{ name: contains }, { contactEmail: contains }, { user: { is: { email: contains } } }] } };
}

/**
 * One page of the requests of all companies with the company name (issue 13 §7): pending first,
 * then newest first; filtered by `status` (undefined: all) and `search` (the company's name,
 * contact e-mail or login e-mail; case-insensitive); `total` is the exact number of matching rows.
 *
 * @param query page ≥ 1, pageSize (the route allows 1–100).
 */
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
 * Sets the status of a request (§4: the admin may choose pending, approved or rejected from any
 * status), in ONE transaction with its audit row ("advertising_request.status", before/after
 * status). approved/rejected record the admin (processedBy) and the time (processedAt); back to
 * pending clears both. A change to approved or rejected queues the decision e-mail to the company's
 * user (its contact e-mail when it has no user; issue 13 §4); setting the same status again sends
 * nothing.
 *
 * @throws ApiError 404 when there is no such request.
 */
export async function setAdvertisingRequestStatus(
  id: number,
  status: "pending" | "approved" | "rejected",
  actor: Pick<SessionUser, "id" | "role">,
): Promise<AdminAdvertisingRequestRow> {
  return getDb().$transaction(async (tx) => {
    // Row lock: concurrent changes of one request are applied (and audited) one after the other.
    const locked = await tx.$queryRaw<
      { status: string }[]
    >`SELECT status FROM advertising_requests WHERE id = ${id} FOR UPDATE`;
    const before = locked[0];
    if (!before) throw new ApiError(404, "Werbeanfrage nicht gefunden.");
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

// ---------------------------------------------------------------------------------------------
// Company: its own requests (issue 13 §3 "/company-dashboard/werbung lists the company's own requests")
// ---------------------------------------------------------------------------------------------

/**
 * One page of the company's own requests, newest first, and how many it has in all. Filtered by
 * the session's company id in the query ([companyId] index); another company's rows never appear.
 */
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
