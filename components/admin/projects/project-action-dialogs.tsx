"use client";
/**
 * The dialogs of the admin's project operations (remove company, reopen, change status, mark spam, erase customer
 * data), each confirming before it acts. Success toasts the server's message and reloads every admin list and badge.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { useId } from "react";
import { useForm, type FieldValues, type UseFormReturn } from "react-hook-form";

import { ConfirmDeleteDialog } from "@/components/admin/confirm-delete-dialog";
import { FormField, NativeSelect, fieldAria } from "@/components/forms/form-controls";
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
import { Textarea } from "@/components/ui/textarea";
import { companyDisplayName, type AdminProject, type AdminProjectAssignment } from "@/lib/domain/admin-projects";
import { PROJECT_STATUSES } from "@/lib/domain/project-status";
import { applyServerErrors } from "@/lib/http/form-errors";
import {
  projectStatusOverrideSchema,
  reopenProjectSchema,
  unassignCompanySchema,
} from "@/lib/validation/admin-projects";
import * as z from "@/lib/validation/zod";

import { toastOperationError, useProjectOperation } from "./queries";

/** Which dialog is open, for which project (and company). */
export type ProjectAction =
  | { kind: "unassign"; project: AdminProject; assignment: AdminProjectAssignment }
  | { kind: "reopen"; project: AdminProject }
  | { kind: "status"; project: AdminProject }
  | { kind: "spam"; project: AdminProject }
  | { kind: "erase"; project: AdminProject };

/** The dialog of `action`; null renders nothing. `onClose` is called after success or on cancel. */
export function ProjectActionDialog({ action, onClose }: { action: ProjectAction | null; onClose: () => void }) {
  if (!action) return null;
  switch (action.kind) {
    case "unassign":
      return (
        <UnassignDialog
          key={`u-${action.project.id}-${action.assignment.companyId}`}
          project={action.project}
          assignment={action.assignment}
          onClose={onClose}
        />
      );
    case "reopen":
      return <ReopenDialog key={`r-${action.project.id}`} project={action.project} onClose={onClose} />;
    case "status":
      return <StatusDialog key={`s-${action.project.id}`} project={action.project} onClose={onClose} />;
    case "spam":
      return <SpamDialog key={`p-${action.project.id}`} project={action.project} onClose={onClose} />;
    case "erase":
      return <EraseDialog key={`e-${action.project.id}`} project={action.project} onClose={onClose} />;
  }
}

/** Dialog frame of the form dialogs: title, description, body, Abbrechen and the submit button. */
function FormDialog<T extends FieldValues>({
  title,
  description,
  submitLabel,
  pending,
  form,
  onSubmit,
  onClose,
  destructive,
  children,
}: {
  title: string;
  description: string;
  submitLabel: string;
  pending: boolean;
  form: UseFormReturn<T>;
  onSubmit: (values: T) => void;
  onClose: () => void;
  destructive?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={pending}>
                Abbrechen
              </Button>
            </DialogClose>
            <Button
              type="submit"
              variant={destructive ? "destructive" : "default"}
              disabled={pending}
              aria-busy={pending}
            >
              {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
              {pending ? "Wird gespeichert..." : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const reasonSchema = unassignCompanySchema.pick({ reason: true });
type ReasonForm = z.input<typeof reasonSchema>;

function UnassignDialog({
  project,
  assignment,
  onClose,
}: {
  project: AdminProject;
  assignment: AdminProjectAssignment;
  onClose: () => void;
}) {
  const operation = useProjectOperation();
  const form = useForm<ReasonForm>({ resolver: zodResolver(reasonSchema), defaultValues: { reason: "" } });
  const id = useId();
  const company = companyDisplayName(assignment.companyName);
  const error = form.formState.errors.reason?.message;
  return (
    <FormDialog
      title="Firma entfernen"
      description={`${company} wird von Projekt #${project.id} entfernt, per E-Mail benachrichtigt (ohne Kundendaten) und sieht die Anfrage nicht mehr. Im Verlauf und im Projektbereich des Kunden bleibt sie als „entfernt“ sichtbar.`}
      submitLabel="Firma entfernen"
      destructive
      pending={operation.isPending}
      form={form}
      onClose={onClose}
      onSubmit={(values) =>
        operation.mutate(
          { kind: "unassign", projectId: project.id, companyId: assignment.companyId, reason: values.reason },
          {
            onSuccess: onClose,
            onError: (err) =>
              applyServerErrors(form, err, {
                title: "Fehler",
                fallback: "Die Firma konnte nicht entfernt werden.",
                fields: ["reason"],
              }),
          },
        )
      }
    >
      <FormField id={id} label="Grund (wird gespeichert)" error={error}>
        <Textarea id={id} rows={3} maxLength={500} {...fieldAria(id, error)} {...form.register("reason")} />
      </FormField>
    </FormDialog>
  );
}

type NoteForm = z.input<typeof reopenProjectSchema>;

function ReopenDialog({ project, onClose }: { project: AdminProject; onClose: () => void }) {
  const operation = useProjectOperation();
  const form = useForm<NoteForm>({ resolver: zodResolver(reopenProjectSchema), defaultValues: { note: "" } });
  const id = useId();
  const error = form.formState.errors.note?.message;
  return (
    <FormDialog
      title="Wieder öffnen"
      description={`Projekt #${project.id} wird wieder als offen geführt und kann weiteren Firmen zugewiesen werden (höchstens 4 Firmen mit offener Anfrage gleichzeitig). Bisherige Zuweisungen bleiben erhalten.`}
      submitLabel="Wieder öffnen"
      pending={operation.isPending}
      form={form}
      onClose={onClose}
      onSubmit={(values) =>
        operation.mutate(
          { kind: "reopen", projectId: project.id, note: values.note?.trim() || undefined },
          {
            onSuccess: onClose,
            onError: (err) =>
              applyServerErrors(form, err, {
                title: "Fehler",
                fallback: "Das Projekt konnte nicht geöffnet werden.",
                fields: ["note"],
              }),
          },
        )
      }
    >
      <FormField id={id} label="Notiz (optional)" error={error}>
        <Textarea id={id} rows={2} maxLength={500} {...fieldAria(id, error)} {...form.register("note")} />
      </FormField>
    </FormDialog>
  );
}

const statusFormSchema = projectStatusOverrideSchema.pick({ status: true, note: true }).extend({ target: z.string() });
type StatusForm = z.input<typeof statusFormSchema>;

function StatusDialog({ project, onClose }: { project: AdminProject; onClose: () => void }) {
  const operation = useProjectOperation();
  const companies = project.assignments.filter((assignment) => assignment.assignedAt !== null && !assignment.endedAt);
  const form = useForm<StatusForm>({
    resolver: zodResolver(statusFormSchema),
    defaultValues: { target: "project", status: project.status as StatusForm["status"], note: "" },
  });
  const targetId = useId();
  const statusId = useId();
  const noteId = useId();
  const errors = form.formState.errors;
  return (
    <FormDialog
      title="Status ändern"
      description={`Überschreibt den Status von Projekt #${project.id} oder einer zugewiesenen Firma. Die Notiz wird im Verlauf gespeichert.`}
      submitLabel="Status speichern"
      pending={operation.isPending}
      form={form}
      onClose={onClose}
      onSubmit={(values) =>
        operation.mutate(
          {
            kind: "status",
            projectId: project.id,
            status: values.status,
            note: values.note,
            companyId: values.target === "project" ? undefined : Number(values.target),
          },
          {
            onSuccess: onClose,
            onError: (err) =>
              applyServerErrors(form, err, {
                title: "Fehler",
                fallback: "Der Status konnte nicht geändert werden.",
                fields: (key) =>
                  key === "companyId" ? "target" : key === "status" || key === "note" ? key : undefined,
              }),
          },
        )
      }
    >
      <FormField id={targetId} label="Betrifft" error={errors.target?.message}>
        <NativeSelect id={targetId} {...form.register("target")}>
          <option value="project">Projekt (Gesamtstatus)</option>
          {companies.map((assignment) => (
            <option key={assignment.companyId} value={String(assignment.companyId)}>
              {companyDisplayName(assignment.companyName)} (derzeit {assignment.status})
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={statusId} label="Neuer Status" error={errors.status?.message}>
        <NativeSelect id={statusId} {...fieldAria(statusId, errors.status?.message)} {...form.register("status")}>
          {PROJECT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id={noteId} label="Notiz (Pflicht)" error={errors.note?.message}>
        <Textarea
          id={noteId}
          rows={3}
          maxLength={500}
          {...fieldAria(noteId, errors.note?.message)}
          {...form.register("note")}
        />
      </FormField>
    </FormDialog>
  );
}

function SpamDialog({ project, onClose }: { project: AdminProject; onClose: () => void }) {
  const operation = useProjectOperation();
  const pending = operation.isPending;
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Als Spam markieren</DialogTitle>
          <DialogDescription>
            {`Projekt #${project.id} (${project.name}) wird als Spam markiert: Es erscheint nur noch unter dem Filter „Spam“ und kann keiner Firma mehr zugewiesen werden. Die Zählungen bleiben erhalten.`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={pending}>
              Abbrechen
            </Button>
          </DialogClose>
          <Button
            type="button"
            variant="destructive"
            disabled={pending}
            aria-busy={pending}
            onClick={() =>
              operation.mutate(
                { kind: "spam", projectId: project.id },
                { onSuccess: onClose, onError: toastOperationError },
              )
            }
          >
            {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {pending ? "Wird gespeichert..." : "Als Spam markieren"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function EraseDialog({ project, onClose }: { project: AdminProject; onClose: () => void }) {
  const operation = useProjectOperation();
  return (
    <ConfirmDeleteDialog
      open
      title="Kundendaten löschen"
      description={`Name, E-Mail-Adresse, Telefonnummer und freie Textantworten von ${project.name} (Projekt #${project.id}) werden endgültig gelöscht. Dies kann nicht rückgängig gemacht werden. Das Projekt bleibt für die Statistik erhalten, kann aber keiner Firma mehr zugewiesen werden.`}
      pending={operation.isPending}
      onClose={onClose}
      onConfirm={() =>
        operation.mutate({ kind: "erase", projectId: project.id }, { onSuccess: onClose, onError: toastOperationError })
      }
    />
  );
}
