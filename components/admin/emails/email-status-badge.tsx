/** The status of an outbox row as a coloured badge; unknown statuses show as "Ausstehend". */
import { Badge } from "@/components/ui/badge";
import { EMAIL_STATUSES, EMAIL_STATUS_LABELS, type EmailStatus } from "@/lib/domain/admin-inbox";
import { cn } from "@/lib/utils";

const STATUS_TONES: Record<EmailStatus, string> = {
  pending: "border-amber-200 bg-amber-50 text-amber-900",
  sending: "border-sky-200 bg-sky-50 text-sky-900",
  sent: "border-emerald-200 bg-emerald-50 text-emerald-800",
  failed: "border-red-200 bg-red-50 text-red-800",
};

const asStatus = (status: string): EmailStatus =>
  (EMAIL_STATUSES as readonly string[]).includes(status) ? (status as EmailStatus) : "pending";

export function EmailStatusBadge({ status, className }: { status: string; className?: string }) {
  const known = asStatus(status);
  return (
    <Badge variant="outline" className={cn(STATUS_TONES[known], className)}>
      {EMAIL_STATUS_LABELS[known]}
    </Badge>
  );
}
