/**
 * The payment status of an invoice as a coloured badge ("Gutschrift" for credit notes), for the company's and the
 * admin's lists.
 */
import { Badge } from "@/components/ui/badge";
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from "@/lib/domain/invoices";
import { cn } from "@/lib/utils";

const TONES: Record<InvoiceStatus, string> = {
  open: "border-amber-200 bg-amber-50 text-amber-900",
  paid: "border-emerald-200 bg-emerald-50 text-emerald-800",
  overdue: "border-red-200 bg-red-50 text-red-800",
  credit: "border-sky-200 bg-sky-50 text-sky-900",
};

export function InvoiceStatusBadge({ status, className }: { status: InvoiceStatus; className?: string }) {
  return (
    <Badge variant="outline" className={cn(TONES[status], className)}>
      {INVOICE_STATUS_LABELS[status]}
    </Badge>
  );
}
