/**
 * A company's register checks as customers read them: "Geprüfter Fachbetrieb" only when the summary says so,
 * then the checked facts (GISA licences, VIES UID, insurance) with their dates. Pure, so server and client render it.
 */
import { BadgeCheck, CircleDashed } from "lucide-react";

import { checkSummaryLine, type CheckSummary } from "@/lib/domain/check-summary";

export const CHECKED_LABEL = "Geprüfter Fachbetrieb";
export const NOT_CHECKED_LABEL = "Registerprüfung nicht abgeschlossen";

/** The badge line: checked, or the neutral "not (yet) complete". */
export function CheckBadge({ checks, className }: { checks: CheckSummary; className?: string }) {
  return checks.checked ? (
    <span
      className={`inline-flex items-center gap-1.5 text-sm font-medium text-emerald-700 ${className ?? ""}`}
      data-testid="check-badge"
    >
      <BadgeCheck className="size-4 shrink-0" aria-hidden="true" />
      {CHECKED_LABEL}
    </span>
  ) : (
    <span
      className={`inline-flex items-center gap-1.5 text-sm text-muted-foreground ${className ?? ""}`}
      data-testid="check-badge"
    >
      <CircleDashed className="size-4 shrink-0" aria-hidden="true" />
      {NOT_CHECKED_LABEL}
    </span>
  );
}

/** The checked facts as one line ("… · UID gültig (VIES, 03.12.2026) · Haftpflicht bis 31.03.2027"); nothing without any. */
export function CheckLine({ checks, className }: { checks: CheckSummary; className?: string }) {
  const line = checkSummaryLine(checks);
  if (!line) return null;
  return (
    <p className={`text-sm text-muted-foreground ${className ?? ""}`} data-testid="check-line">
      {line}
    </p>
  );
}
