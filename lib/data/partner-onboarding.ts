/**
 * Partner onboarding submissions: stored as "pending", then approved (company user, verified
 * company, setup e-mail) or rejected by an admin. spec: authenticated-side §4
 */
import "server-only";
import { escapeLike } from "@/lib/domain/admin-projects";
import { queueNewApplicationAlert } from "@/lib/alerts/admin-alerts";
import type { SessionUser } from "@/lib/auth/types";
import { assertNoPartnerAccount, duplicateFor, findDuplicates, userEmails } from "@/lib/data/application-duplicates";
import { recordAudit } from "@/lib/data/audit-log";
import { pendingFirstPage } from "@/lib/data/pending-first-page";
import { inviteCompanyUser } from "@/lib/data/users";
import { getDb } from "@/lib/db";
import { canApproveOnboarding, type DuplicateOf } from "@/lib/domain/admin-approvals";
import { companyServicesFromOnboarding } from "@/lib/domain/partner-choices";
import { queueEmail } from "@/lib/email/outbox";
import { passwordSetupEmail } from "@/lib/email/templates";
import { applicationRejectedEmail } from "@/lib/email/templates-decisions";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors";
import type { PartnerOnboardingRequest } from "@/lib/validation/partner-onboarding";

export const ONBOARDING_STATUS_PENDING = "pending";

/** Stores a validated submission as "pending" (empty answers as NULL, honeypot dropped); returns its id. */
export async function createPartnerOnboarding(input: PartnerOnboardingRequest): Promise<number> {
  return getDb().$transaction(async (tx) => {
    const row = await tx.partnerOnboarding.create({
      data: {
        companyName: input.companyName ?? null,
        address: input.address ?? null,
        contactPerson: input.contactPerson ?? null,
        email: input.email ?? null,
        phone: input.phone ?? null,
        phone2: input.phone2 ?? null,
        businessLicense: input.businessLicense ?? null,
        businessLicenseLink: input.businessLicenseLink ?? null,
        liability: input.liability ?? null,
        liabilityLink: input.liabilityLink ?? null,
        references: input.references ?? null,
        services: input.services,
        topServices: input.topServices ?? null,
        pricingAvailable: input.pricingAvailable ?? null,
        pricingLink: input.pricingLink ?? null,
        currentOffers: input.currentOffers ?? null,
        siteVisitOffer: input.siteVisitOffer ?? null,
        typicalStartTime: input.typicalStartTime ?? null,
        calendarSharing: input.calendarSharing ?? null,
        calendarLink: input.calendarLink ?? null,
        availability: input.availability ?? null,
        preferredChannels: input.preferredChannels,
        otherChannel: input.otherChannel ?? null,
        differentiator: input.differentiator ?? null,
        specialNotes: input.specialNotes ?? null,
        paymentMethod: input.paymentMethod ?? null,
        paymentMethodOther: input.paymentMethodOther ?? null,
        provisionNotes: input.provisionNotes ?? null,
        cashPaymentAcceptance: input.cashPaymentAcceptance ?? null,
        cashPaymentReason: input.cashPaymentReason ?? null,
        privacyConsent: input.privacyConsent,
        status: ONBOARDING_STATUS_PENDING,
      },
      select: { id: true },
    });
    // Queued with the form, so the team's alert exists only if the form does.
    await queueNewApplicationAlert(tx, "onboarding", row.id, input.companyName ?? "");
    return row.id;
  });
}

// Admin: list and decide

/** Every stored field: the admin's detail dialog shows them all. */
const ADMIN_ONBOARDING_SELECT = {
  id: true,
  companyName: true,
  address: true,
  contactPerson: true,
  email: true,
  phone: true,
  phone2: true,
  businessLicense: true,
  businessLicenseLink: true,
  liability: true,
  liabilityLink: true,
  references: true,
  services: true,
  topServices: true,
  pricingAvailable: true,
  pricingLink: true,
  currentOffers: true,
  siteVisitOffer: true,
  typicalStartTime: true,
  calendarSharing: true,
  calendarLink: true,
  availability: true,
  preferredChannels: true,
  otherChannel: true,
  differentiator: true,
  specialNotes: true,
  paymentMethod: true,
  paymentMethodOther: true,
  provisionNotes: true,
  cashPaymentAcceptance: true,
  cashPaymentReason: true,
  privacyConsent: true,
  status: true,
  processedBy: true,
  processedAt: true,
  notes: true,
  createdAt: true,
} as const;

export type AdminPartnerOnboardingRow = Prisma.PartnerOnboardingGetPayload<{ select: typeof ADMIN_ONBOARDING_SELECT }>;

export type AdminPartnerOnboardingListRow = AdminPartnerOnboardingRow & {
  duplicateOf: DuplicateOf | null;
  processedByEmail: string | null;
};

function onboardingSearch(search: string | undefined): Prisma.PartnerOnboardingWhereInput {
  if (!search) return {};
  const contains = { contains: escapeLike(search), mode: "insensitive" as const };
  return { OR: [{ companyName: contains }, { contactPerson: contains }, { email: contains }] };
}

/**
 * One page of records, pending first, then newest, filtered by `status` and `search` (company,
 * contact person, e-mail), with the exact `total`, duplicate marks and the deciding admin's e-mail.
 */
export async function listPartnerOnboarding(query: {
  page: number;
  pageSize: number;
  status?: string;
  search?: string;
}): Promise<{ items: AdminPartnerOnboardingListRow[]; total: number }> {
  const search = onboardingSearch(query.search);
  const { items: rows, total } = await pendingFirstPage({
    ...query,
    count: (condition) => getDb().partnerOnboarding.count({ where: { ...search, ...condition } }),
    find: (condition, skip, take) =>
      getDb().partnerOnboarding.findMany({
        where: { ...search, ...condition },
        select: ADMIN_ONBOARDING_SELECT,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        skip,
        take,
      }),
  });
  const [duplicates, admins] = await Promise.all([
    findDuplicates(
      rows.map((row) => ({ kind: "onboarding" as const, id: row.id, email: row.email, status: row.status })),
    ),
    userEmails(rows.map((row) => row.processedBy)),
  ]);
  const items = rows.map((row) => ({
    ...row,
    duplicateOf: duplicateFor(duplicates, "onboarding", row.id),
    processedByEmail: row.processedBy === null ? null : (admins.get(row.processedBy) ?? null),
  }));
  return { items, total };
}

export interface OnboardingDecision {
  onboarding: AdminPartnerOnboardingRow;
  userId?: number;
  companyId?: number;
}

/**
 * Approves or rejects a pending record in one transaction, audited. Reject e-mails the reason;
 * approve creates the company user and a verified company and e-mails the setup link.
 * @throws NotFoundError no such record; ConflictError already processed, partner account exists, or the e-mail
 *   belongs to a non-company account; ValidationError approve without e-mail or company name.
 */
export async function decidePartnerOnboarding(
  id: number,
  decision: { status: "approved" | "rejected"; notes?: string },
  actor: Pick<SessionUser, "id" | "role">,
): Promise<OnboardingDecision> {
  return getDb().$transaction(async (tx) => {
    const [onboarding] = await tx.partnerOnboarding.updateManyAndReturn({
      where: { id, status: ONBOARDING_STATUS_PENDING },
      data: {
        status: decision.status,
        processedBy: actor.id,
        processedAt: new Date(),
        ...(decision.notes !== undefined ? { notes: decision.notes } : {}),
      },
      select: ADMIN_ONBOARDING_SELECT,
    });
    if (!onboarding) {
      const exists = await tx.partnerOnboarding.findUnique({ where: { id }, select: { id: true } });
      if (!exists) throw new NotFoundError("Partner-Onboarding nicht gefunden.");
      throw new ConflictError("Dieses Partner-Onboarding wurde bereits bearbeitet.");
    }
    const audit = {
      actor,
      entityType: "partner_onboarding",
      entityId: id,
      before: { status: ONBOARDING_STATUS_PENDING },
      after: { status: decision.status },
      note: decision.notes,
    };
    if (decision.status === "rejected") {
      const to = onboarding.email?.trim();
      if (to) {
        await queueEmail(
          {
            ...applicationRejectedEmail({
              companyName: onboarding.companyName ?? "",
              contactPerson: onboarding.contactPerson,
              reason: decision.notes ?? "",
            }),
            to,
            idempotencyKey: `onboarding-rejected-${id}`,
          },
          tx,
        );
      }
      await recordAudit(tx, { ...audit, action: "onboarding.reject" });
      return { onboarding };
    }

    if (!canApproveOnboarding(onboarding)) {
      throw new ValidationError(
        "Genehmigung nicht möglich: Für das Firmenkonto werden E-Mail-Adresse und Firmenname benötigt.",
      );
    }
    const email = onboarding.email!.trim();
    const companyName = onboarding.companyName!.trim();
    await assertNoPartnerAccount(tx, email);
    const invitation = await inviteCompanyUser(
      {
        email,
        companyName,
        contactInfo: onboarding.address ?? undefined,
        zipCode: /(?<!\d)\d{4}(?!\d)/.exec(onboarding.address ?? "")?.[0] ?? null,
        services: companyServicesFromOnboarding(onboarding.services),
      },
      tx,
    );
    await queueEmail(
      {
        ...passwordSetupEmail({ companyName, setupUrl: invitation.setupUrl, validHours: 48, reason: "onboarding" }),
        to: email,
        idempotencyKey: `onboarding-approved-${id}`,
        companyId: invitation.companyId,
      },
      tx,
    );
    await recordAudit(tx, {
      ...audit,
      action: "onboarding.approve",
      after: { status: decision.status, userId: invitation.userId, companyId: invitation.companyId },
    });
    return { onboarding, userId: invitation.userId, companyId: invitation.companyId };
  });
}
