/** Coloured badge of an approval status (registrations, onboarding, advertising requests and AI offers). */
import { Badge } from "@/components/ui/badge";
import { approvalStatusLabel, offerStatusLabel } from "@/lib/domain/approval-labels";
import { cn } from "@/lib/utils";

const TONES: Record<string, string> = {
  pending: "border-amber-200 bg-amber-50 text-amber-900",
  approved: "border-emerald-200 bg-emerald-50 text-emerald-800",
  rejected: "border-red-200 bg-red-50 text-red-800",
};

/** Status of a registration, onboarding record or advertising request. */
export function ApprovalStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="outline" className={cn(TONES[status])}>
      {approvalStatusLabel(status)}
    </Badge>
  );
}

/** Status of an AI offer: approved = Genehmigt, failed = Fehlgeschlagen (red), everything else Ausstehend. */
export function OfferStatusBadge({ status }: { status: string }) {
  const tone = status === "approved" ? TONES.approved : status === "failed" ? TONES.rejected : TONES.pending;
  return (
    <Badge variant="outline" className={cn(tone)}>
      {offerStatusLabel(status)}
    </Badge>
  );
}
