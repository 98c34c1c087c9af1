/** Small marks of an application row: "Duplikat" with a hint, and who decided when, with the rejection reason. */
import { Badge } from "@/components/ui/badge";
import type { DuplicateOf } from "@/lib/domain/admin-approvals";
import { decidedByText, duplicateHint } from "@/lib/domain/approval-labels";

/** "Duplikat" badge with its hint; nothing when `duplicateOf` is empty. */
export function DuplicateMark({ duplicateOf }: { duplicateOf: DuplicateOf | null | undefined }) {
  if (!duplicateOf) return null;
  return (
    <span className="mt-1 flex flex-wrap items-center gap-1 text-xs text-amber-900">
      <Badge variant="outline" className="border-amber-300 bg-amber-50 text-amber-900">
        Duplikat
      </Badge>
      <span>{duplicateHint(duplicateOf)}</span>
    </span>
  );
}

/** Who decided and when, plus the stored reason (notes) when given. */
export function DecidedBy({
  email,
  processedAt,
  notes,
}: {
  email?: string | null;
  processedAt: string | null;
  notes?: string | null;
}) {
  return (
    <span className="grid gap-1 text-xs text-muted-foreground">
      <span>{decidedByText(email, processedAt)}</span>
      {notes && <span className="max-w-64 whitespace-pre-line">Grund: {notes}</span>}
    </span>
  );
}
