"use client";
/**
 * "Verlauf" of one project in the admin's projects table (issue 13 §6): a small button that opens a
 * dialog with the project's audit history (EntityHistory, opened and loaded at once).
 */
import { History } from "lucide-react";
import { useState } from "react";

import { EntityHistory } from "@/components/admin/audit-log/entity-history";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

export function ProjectHistoryButton({ projectId }: { projectId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        className="h-auto px-0 text-xs text-muted-foreground hover:text-foreground"
        onClick={() => setOpen(true)}
        aria-label={`Verlauf von Projekt ${projectId}`}
      >
        <History aria-hidden="true" />
        Verlauf
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>Verlauf von Projekt #{projectId}</DialogTitle>
            <DialogDescription>Wer was wann an diesem Projekt geändert hat, die neuesten zuerst.</DialogDescription>
          </DialogHeader>
          {open && <EntityHistory entityType="project" entityId={projectId} defaultOpen />}
        </DialogContent>
      </Dialog>
    </>
  );
}
