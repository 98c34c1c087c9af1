/** "Entfernen" for one row of a repeating form section; `label` names the row for screen readers. */
import { Trash2 } from "lucide-react";

import { Button } from "@/components/ui/button";

export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button type="button" variant="ghost" size="sm" className="justify-self-end" aria-label={label} onClick={onClick}>
      <Trash2 aria-hidden="true" />
      Entfernen
    </Button>
  );
}
