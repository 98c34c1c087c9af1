"use client";
/**
 * "Verlauf" of one project: a dialog with the customer side (ProjectPrivacyPanel), the customer's photos and plans,
 * the won-job side (ProjectJobPanel), reported message threads (ReportedThreadsPanel) and the audit history. With a
 * clarification pending it reads "Verlauf und Klärung".
 */
import { History } from "lucide-react";
import { useState } from "react";

import { EntityHistory } from "@/components/admin/audit-log/entity-history";
import { ProjectFilesPanel } from "@/components/files/project-file-gallery";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { AdminProject } from "@/lib/domain/admin-projects";

import { ProjectJobPanel } from "./project-job-panel";
import { ProjectPrivacyPanel } from "./project-privacy-panel";
import { ReportedThreadsPanel } from "./reported-threads-panel";

type HistoryFields = Pick<AdminProject, "id" | "emailConfirmedAt" | "consentWithdrawnAt" | "erasedAt"> &
  Partial<
    Pick<
      AdminProject,
      "assignments" | "hireAnswer" | "hiredCompanyId" | "hireValueCents" | "hireAnsweredAt" | "clarification"
    >
  >;

export function ProjectHistoryButton({ project }: { project: HistoryFields }) {
  const clarify = (project.clarification ?? []).length > 0;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        className="h-auto px-0 text-xs text-muted-foreground hover:text-foreground"
        onClick={() => setOpen(true)}
        aria-label={clarify ? `Verlauf und Klärung von Projekt ${project.id}` : `Verlauf von Projekt ${project.id}`}
      >
        <History aria-hidden="true" />
        {clarify ? "Verlauf und Klärung" : "Verlauf"}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>Verlauf von Projekt #{project.id}</DialogTitle>
            <DialogDescription>
              E-Mail-Bestätigung, Widerruf, Löschung und die E-Mails an den Kunden; seine Fotos und Pläne; der Auftrag
              mit den Angaben von Kunde und Firmen und dem Verlauf der Firmen; gemeldete Unterhaltungen; darunter, wer
              was wann an diesem Projekt geändert hat, die neuesten zuerst.
            </DialogDescription>
          </DialogHeader>
          {open && (
            <>
              <ProjectPrivacyPanel project={project} />
              <section aria-labelledby={`project-files-${project.id}`} className="grid gap-2">
                <h3 id={`project-files-${project.id}`} className="text-sm font-semibold">
                  Fotos & Pläne
                </h3>
                <ProjectFilesPanel
                  url={`/api/admin/projects/${project.id}/files`}
                  label={`Fotos und Pläne von Projekt #${project.id}`}
                  emptyText="Keine Fotos oder Pläne."
                />
              </section>
              <ProjectJobPanel project={{ ...project, assignments: project.assignments ?? [] }} />
              <ReportedThreadsPanel project={{ id: project.id, assignments: project.assignments ?? [] }} />
              <EntityHistory entityType="project" entityId={project.id} defaultOpen />
            </>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
