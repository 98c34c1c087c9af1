"use client";
/**
 * The message threads of one project for the admins: who reported a thread when and why, "Unterhaltung lesen" (the
 * audited read, in a dialog) and "Unterhaltung schließen" after a confirmation. Unreported threads stay private.
 */
import { Flag, Loader2, Lock } from "lucide-react";
import { useState } from "react";

import { MessageAttachments } from "@/components/messages/message-thread";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { companyDisplayName, type AdminProject, type AdminProjectAssignment } from "@/lib/domain/admin-projects";
import { errorMessageFromApi } from "@/lib/http/api-client";
import { formatViennaDateTime } from "@/lib/time/vienna";

import { useCloseThread, useReportedThreads } from "./queries";

/** Shown for threads nobody reported. */
export const PRIVATE_THREAD_TEXT = "Nachrichten sind privat; lesbar erst nach einer Meldung.";

type ReportedAssignment = AdminProjectAssignment & {
  assignmentId: number;
  threadReport: NonNullable<AdminProjectAssignment["threadReport"]>;
};

export function ReportedThreadsPanel({ project }: { project: Pick<AdminProject, "id" | "assignments"> }) {
  const reported = project.assignments.filter(
    (assignment): assignment is ReportedAssignment =>
      !!assignment.threadReport && assignment.assignmentId !== undefined,
  );
  return (
    <section aria-label="Nachrichten" className="grid gap-2">
      <h3 className="text-sm font-semibold">Nachrichten</h3>
      {reported.length > 0 && (
        <ul className="grid gap-2">
          {reported.map((assignment) => (
            <ReportedThread key={assignment.assignmentId} projectId={project.id} assignment={assignment} />
          ))}
        </ul>
      )}
      <p className="text-xs text-muted-foreground">
        {reported.length === 0 ? "Keine Unterhaltung gemeldet. " : "Nicht gemeldete Unterhaltungen: "}
        {PRIVATE_THREAD_TEXT}
      </p>
    </section>
  );
}

function ReportedThread({ projectId, assignment }: { projectId: number; assignment: ReportedAssignment }) {
  const [reading, setReading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const close = useCloseThread();
  const company = companyDisplayName(assignment.companyName);
  const report = assignment.threadReport;
  const closedAt = assignment.threadClosedAt ?? null;
  return (
    <li className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-medium">
        <Flag className="mr-1 inline size-3.5" aria-hidden="true" />
        Unterhaltung mit {company}
      </p>
      <p>
        Gemeldet von {report.reportedBy === "company" ? "Firma" : "Kunde"} am {formatViennaDateTime(report.reportedAt)}:{" "}
        <span className="break-words">{report.reason}</span>
      </p>
      {closedAt && (
        <p className="inline-flex items-center gap-1">
          <Lock className="size-3.5" aria-hidden="true" />
          Geschlossen am {formatViennaDateTime(closedAt)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => setReading(true)}>
          Unterhaltung lesen
        </Button>
        {!closedAt && (
          <Button size="sm" variant="destructive" onClick={() => setConfirming(true)}>
            Unterhaltung schließen
          </Button>
        )}
      </div>
      <ThreadDialog
        open={reading}
        onOpenChange={setReading}
        projectId={projectId}
        assignmentId={assignment.assignmentId}
        company={company}
      />
      <Dialog open={confirming} onOpenChange={(next) => !close.isPending && setConfirming(next)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Unterhaltung schließen?</DialogTitle>
            <DialogDescription>
              Kunde und {company} können danach in dieser Unterhaltung keine Nachrichten mehr senden. Das lässt sich
              nicht rückgängig machen.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={close.isPending}>
              Abbrechen
            </Button>
            <Button
              variant="destructive"
              disabled={close.isPending}
              onClick={() => close.mutate(assignment.assignmentId, { onSuccess: () => setConfirming(false) })}
            >
              {close.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              Endgültig schließen
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </li>
  );
}

function ThreadDialog({
  open,
  onOpenChange,
  projectId,
  assignmentId,
  company,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId: number;
  assignmentId: number;
  company: string;
}) {
  const threads = useReportedThreads(projectId, open);
  const thread = threads.data?.threads.find((candidate) => candidate.assignmentId === assignmentId);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Unterhaltung mit {company}</DialogTitle>
          <DialogDescription>Gemeldete Unterhaltung, nur zur Prüfung. Das Lesen wird protokolliert.</DialogDescription>
        </DialogHeader>
        {threads.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <span className="sr-only">Nachrichten werden geladen …</span>
            <Skeleton className="h-12 w-3/4" />
            <Skeleton className="h-12 w-2/3" />
          </div>
        ) : threads.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessageFromApi(threads.error, "Die Unterhaltung konnte nicht geladen werden.")}
          </p>
        ) : !thread || thread.messages.length === 0 ? (
          <p className="text-sm text-muted-foreground">Keine Nachrichten in dieser Unterhaltung.</p>
        ) : (
          <ol aria-label={`Nachrichten mit ${company}`} className="grid gap-2">
            {thread.messages.map((message) => (
              <li key={message.id} className="grid gap-1 rounded-lg border p-2 text-sm">
                <span className="text-xs text-muted-foreground">
                  <span className="font-medium text-foreground">
                    {message.sender === "company" ? company : "Kunde"}
                  </span>{" "}
                  · <time dateTime={message.createdAt}>{formatViennaDateTime(message.createdAt)}</time>
                </span>
                {message.body && <span className="break-words whitespace-pre-wrap">{message.body}</span>}
                {message.attachments.length > 0 && <MessageAttachments attachments={message.attachments} />}
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
