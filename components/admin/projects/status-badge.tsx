/** A lead status (Offen, Gewonnen, Verloren) as a coloured badge. */
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

const TONES: Record<string, string> = {
  Offen: "border-amber-200 bg-amber-50 text-amber-900",
  Gewonnen: "border-emerald-200 bg-emerald-50 text-emerald-800",
  Verloren: "border-slate-200 bg-slate-100 text-slate-700",
};

export function LeadStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge variant="outline" className={cn(TONES[status], className)}>
      {status}
    </Badge>
  );
}
