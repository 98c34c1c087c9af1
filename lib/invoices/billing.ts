/** A company's billing data (address, UID) as the admin sees and sets it, with its invoice hold. */
import "server-only";
import type { SessionUser } from "@/lib/auth/types";
import { COMPANY_NOT_FOUND } from "@/lib/data/admin-companies";
import { recordAudit } from "@/lib/data/audit-log";
import { getDb } from "@/lib/db";
import { lockRowById } from "@/lib/db/sql";
import type { CompanyBilling } from "@/lib/domain/invoices";
import { NotFoundError } from "@/lib/errors";
import type { CompanyBillingUpdate } from "@/lib/validation/invoices";
import { queueCompanyChecks } from "@/lib/verification/checks";
import { invoiceHolds } from "./issuing";

/** @throws NotFoundError for an unknown company. */
export async function getCompanyBilling(companyId: number): Promise<CompanyBilling> {
  const [company, holds] = await Promise.all([
    getDb().company.findUnique({
      where: { id: companyId },
      select: { id: true, name: true, street: true, zipCode: true, city: true, vatId: true },
    }),
    invoiceHolds({ companyId }),
  ]);
  if (!company) throw new NotFoundError(COMPANY_NOT_FOUND);
  const { id, ...billing } = company;
  return { companyId: id, ...billing, hold: holds[0] ?? null };
}

/**
 * The admin sets a company's billing data (audited); issued invoices keep what they printed.
 * @throws NotFoundError for an unknown company.
 */
export async function updateCompanyBilling(
  actor: Pick<SessionUser, "id" | "role">,
  companyId: number,
  input: CompanyBillingUpdate,
): Promise<CompanyBilling> {
  const select = { name: true, street: true, zipCode: true, city: true, vatId: true } as const;
  await getDb().$transaction(async (tx) => {
    if (!(await lockRowById(tx, "companies", companyId))) throw new NotFoundError(COMPANY_NOT_FOUND);
    const before = await tx.company.findUniqueOrThrow({ where: { id: companyId }, select });
    const after = await tx.company.update({ where: { id: companyId }, data: input, select });
    await recordAudit(tx, {
      actor,
      action: "company.billing",
      entityType: "company",
      entityId: companyId,
      before,
      after,
    });
    // A new UID is checked against VIES (and the other registers) as a job.
    if (after.vatId && after.vatId !== before.vatId) await queueCompanyChecks(companyId, tx);
  });
  return getCompanyBilling(companyId);
}
