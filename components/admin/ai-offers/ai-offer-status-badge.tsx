/** Status of an AI offer in the admin list; "Wird neu erstellt…" shows a spinner. */
import { Loader2 } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import {
  OFFER_STATUS_APPROVED,
  OFFER_STATUS_FAILED,
  OFFER_STATUS_GENERATING,
  OFFER_STATUS_REJECTED,
} from "@/lib/domain/bathroom-offer-types";
import { cn } from "@/lib/utils";

const LABELS: Record<string, { label: string; tone: string }> = {
  [OFFER_STATUS_APPROVED]: { label: "Genehmigt", tone: "border-emerald-200 bg-emerald-50 text-emerald-800" },
  [OFFER_STATUS_FAILED]: { label: "Fehlgeschlagen", tone: "border-red-200 bg-red-50 text-red-800" },
  [OFFER_STATUS_REJECTED]: { label: "Abgelehnt", tone: "border-red-200 bg-red-50 text-red-800" },
  [OFFER_STATUS_GENERATING]: { label: "Wird neu erstellt…", tone: "border-sky-200 bg-sky-50 text-sky-900" },
};
const PENDING = { label: "Ausstehend", tone: "border-amber-200 bg-amber-50 text-amber-900" };

export function AiOfferStatusBadge({ status }: { status: string }) {
  const { label, tone } = LABELS[status] ?? PENDING;
  return (
    <Badge variant="outline" className={cn("whitespace-nowrap", tone)}>
      {status === OFFER_STATUS_GENERATING && <Loader2 className="animate-spin" aria-hidden="true" />}
      {label}
    </Badge>
  );
}
