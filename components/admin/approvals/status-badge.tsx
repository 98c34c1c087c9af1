/** Coloured badge of an approval status (registrations, onboarding and advertising requests). */
import { Badge } from "@/components/ui/badge";
import { approvalStatusLabel } from "@/lib/domain/approval-labels";
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
