/** verified / not verified of a company as a badge. */
import { ShieldCheck, ShieldOff } from "lucide-react";

import { Badge } from "@/components/ui/badge";

export function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge variant="outline" className="border-emerald-200 bg-emerald-50 text-emerald-800">
      <ShieldCheck aria-hidden="true" />
      Verifiziert
    </Badge>
  ) : (
    <Badge variant="outline" className="border-slate-200 bg-slate-100 text-slate-700">
      <ShieldOff aria-hidden="true" />
      Nicht verifiziert
    </Badge>
  );
}
