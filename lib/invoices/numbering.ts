/** Invoice numbers, gapless per series (§ 11 Abs. 1 Z 5 UStG 1994), and what every issued document shares. */
import "server-only";
import { viennaToday } from "@/lib/time/vienna";
import type { InvoiceIssuer } from "@/lib/domain/invoices";
import { formatInvoiceNumber, invoiceSeries, type InvoiceKind } from "@/lib/domain/invoice-numbers";
import type { SiteSettings } from "@/lib/domain/settings";
import { env } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";

type Tx = Prisma.TransactionClient;

/**
 * Next number of `kind`'s series for the Vienna year of `issuedAt`, e.g. "RE-2026-00001". The counter
 * row stays locked until `tx` commits; a rollback gives the number back.
 */
export async function nextInvoiceNumber(tx: Tx, kind: InvoiceKind, issuedAt: Date): Promise<string> {
  const year = Number(viennaToday(issuedAt).slice(0, 4));
  const series = invoiceSeries(kind, year);
  const [row] = await tx.$queryRaw<{ last_number: number }[]>`
    INSERT INTO invoice_counters (series, last_number) VALUES (${series}, 1)
    ON CONFLICT (series) DO UPDATE SET last_number = invoice_counters.last_number + 1
    RETURNING last_number`;
  return formatInvoiceNumber(kind, year, row!.last_number);
}

export function issuerFromSettings(settings: SiteSettings): InvoiceIssuer {
  return {
    name: settings.imprint.companyName.trim(),
    street: settings.contact.street.trim(),
    zipCity: settings.contact.zipCity.trim(),
    vatId: settings.imprint.vatId.trim(),
    email: settings.contact.email.trim(),
    bank: {
      accountHolder: settings.invoicing.accountHolder.trim(),
      iban: settings.invoicing.iban,
      bic: settings.invoicing.bic,
      bankName: settings.invoicing.bankName.trim(),
    },
  };
}

export const dashboardInvoicesUrl = () => new URL("/company-dashboard/rechnungen", env.SITE_URL).toString();

export const invoiceEmailKey = (number: string) => `invoice-${number}`;
