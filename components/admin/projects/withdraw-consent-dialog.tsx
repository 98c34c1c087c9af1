"use client";
/**
 * Records a customer's withdrawal of consent after a confirmation: closes the project and blocks further
 * assignments. It cannot be undone here.
 */
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { AdminProject } from "@/lib/domain/admin-projects";

import { useWithdrawConsent } from "./queries";

export function WithdrawConsentDialog({
  project,
  onOpenChange,
}: {
  /** The project whose customer withdrew consent; null closes the dialog. */
  project: AdminProject | null;
  onOpenChange: (open: boolean) => void;
}) {
  const withdraw = useWithdrawConsent();
  return (
    <Dialog
      open={project !== null}
      onOpenChange={(open) => {
        if (!withdraw.isPending) onOpenChange(open);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Einwilligung widerrufen</DialogTitle>
          <DialogDescription>
            {project
              ? `Hat ${project.name} die Einwilligung zur Weitergabe widerrufen? Projekt #${project.id} wird dann an keine weitere Firma vermittelt und gilt als abgeschlossen; bereits zugewiesene Firmen behalten die Anfrage. Dies kann nicht rückgängig gemacht werden.`
              : ""}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={withdraw.isPending}>
              Abbrechen
            </Button>
          </DialogClose>
          <Button
            type="button"
            variant="destructive"
            disabled={withdraw.isPending}
            aria-busy={withdraw.isPending}
            onClick={() => project && withdraw.mutate(project.id, { onSuccess: () => onOpenChange(false) })}
          >
            {withdraw.isPending ? "Wird gespeichert..." : "Widerruf speichern"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
