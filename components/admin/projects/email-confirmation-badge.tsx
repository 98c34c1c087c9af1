/**
 * The e-mail confirmation of a project as a small badge for the admin; it only informs (unconfirmed stays assignable).
 */
import { MailCheck, MailQuestion } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { emailConfirmationLabel } from "@/lib/domain/admin-projects";
import { cn } from "@/lib/utils";
import { formatViennaDateTime } from "@/lib/time/vienna";

export function EmailConfirmationBadge({
  emailConfirmedAt,
  className,
}: {
  emailConfirmedAt: string | null | undefined;
  className?: string;
}) {
  if (!emailConfirmedAt) {
    return (
      <Badge
        variant="outline"
        className={cn("border-slate-200 bg-slate-50 text-slate-600", className)}
        data-confirmed="false"
      >
        <MailQuestion aria-hidden="true" />
        {emailConfirmationLabel(null)}
      </Badge>
    );
  }
  const full = emailConfirmationLabel(emailConfirmedAt, formatViennaDateTime);
  return (
    <Badge
      variant="outline"
      className={cn("border-emerald-200 bg-emerald-50 text-emerald-800", className)}
      title={full}
      data-confirmed="true"
    >
      <MailCheck aria-hidden="true" />
      {emailConfirmationLabel(emailConfirmedAt)}
      <span className="sr-only">{` am ${formatViennaDateTime(emailConfirmedAt)}`}</span>
    </Badge>
  );
}
