"use client";
/**
 * What a company records on one of its leads, shared by the lead card and the details dialog: `LeadProgress`
 * (contact and won-job lines) and `LeadStatusControls` (status selector, "Kontaktiert", the won job's value and
 * "Auftrag abgeschlossen").
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCheck, Clock, Loader2, PencilLine, PhoneCall, Trophy } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { DecisionConfirmDialog, type DecisionConfirmation } from "@/components/admin/approvals/decision-confirm-dialog";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import {
  completionMonthBounds,
  isContactOverdue,
  STATUS_REASON_LENGTH,
  type CompanyLead,
} from "@/lib/domain/company-lead";
import { formatCents } from "@/lib/domain/format";
import { isProjectStatus, PROJECT_STATUSES, type ProjectStatus } from "@/lib/domain/project-status";
import { fieldErrorsFromApi } from "@/lib/http/api-client";
import { applyServerErrors } from "@/lib/http/form-errors";
import { wonDialogSchema, type WonDialogValues } from "@/lib/validation/company-lead";
import { cn } from "@/lib/utils";
import { formatIsoMonth, formatViennaDateTime } from "@/lib/time/vienna";

import { useJobDoneMutation, useLeadContactedMutation, useLeadStatusMutation } from "./queries";

/** The lead's fields these controls read. */
export type LeadForActions = Pick<
  CompanyLead,
  | "id"
  | "status"
  | "assignedAt"
  | "contactedAt"
  | "wonValueCents"
  | "expectedCompletion"
  | "jobDoneAt"
  | "contactReleasedAt"
>;

/** Euro text for the value field from stored cents ("1250050" → "12.500,50"). */
function centsToInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return "";
  return new Intl.NumberFormat("de-AT", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
}

/** The contact and won-job lines of a lead. */
export function LeadProgress({ lead, className }: { lead: LeadForActions; className?: string }) {
  const [now] = useState(() => Date.now());
  const overdue = isContactOverdue(lead, now);
  return (
    <ul className={cn("flex flex-wrap gap-x-4 gap-y-1 text-sm", className)} data-testid={`lead-progress-${lead.id}`}>
      <li
        className={cn(
          "flex items-center gap-1.5",
          lead.contactedAt
            ? "text-emerald-800"
            : overdue
              ? "rounded-md bg-amber-100 px-1.5 font-medium text-amber-950"
              : "text-muted-foreground",
        )}
        data-mark={lead.contactedAt ? "contacted" : overdue ? "contact-overdue" : "not-contacted"}
      >
        {lead.contactedAt ? (
          <PhoneCall className="size-4" aria-hidden="true" />
        ) : (
          <Clock className="size-4" aria-hidden="true" />
        )}
        {lead.contactedAt
          ? `Kontaktiert am ${formatViennaDateTime(lead.contactedAt)}`
          : overdue
            ? "Noch nicht kontaktiert – seit über 24 Stunden"
            : "Noch nicht kontaktiert"}
      </li>
      {lead.status === "Gewonnen" && lead.wonValueCents != null && (
        <li className="flex items-center gap-1.5 text-emerald-800">
          <Trophy className="size-4" aria-hidden="true" />
          {`Auftragswert ${formatCents(lead.wonValueCents)} brutto`}
          {lead.expectedCompletion ? ` · Fertigstellung ${formatIsoMonth(lead.expectedCompletion)}` : ""}
        </li>
      )}
      {lead.jobDoneAt && (
        <li className="flex items-center gap-1.5 font-medium text-emerald-800">
          <CheckCheck className="size-4" aria-hidden="true" />
          {`Abgeschlossen am ${formatViennaDateTime(lead.jobDoneAt)}`}
        </li>
      )}
    </ul>
  );
}

/** What the open dialog is about. */
type OpenDialog =
  { kind: "won"; correction: boolean } | { kind: "reason"; to: ProjectStatus } | { kind: "done" } | null;

/**
 * The status selector with "Kontaktiert" beside it and, for a won lead, "Wert ändern" and
 * "Auftrag abgeschlossen". `leadLabel` names the lead in accessible names ("Status von Anna Berger").
 */
export function LeadStatusControls({
  lead,
  leadLabel,
  idPrefix = "lead",
}: {
  lead: LeadForActions;
  leadLabel: string;
  idPrefix?: string;
}) {
  const status = useLeadStatusMutation(lead.id);
  const contacted = useLeadContactedMutation(lead.id);
  const jobDone = useJobDoneMutation(lead.id);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const selectId = `${idPrefix}-status-${lead.id}`;
  const value = status.isPending && status.variables ? status.variables.status : lead.status;
  const busy = status.isPending || contacted.isPending || jobDone.isPending;

  const changeStatus = (next: string) => {
    if (!isProjectStatus(next)) return;
    if (next === "Gewonnen") {
      if (lead.status !== "Gewonnen") setDialog({ kind: "won", correction: false });
      return;
    }
    if (next === lead.status) return;
    if (lead.status === "Gewonnen") {
      setDialog({ kind: "reason", to: next });
      return;
    }
    status.mutate({ status: next });
  };

  const reasonConfirmation: DecisionConfirmation | null =
    dialog?.kind === "reason"
      ? {
          title: `Gewonnenen Auftrag auf „${dialog.to}“ ändern?`,
          description: `Der gespeicherte Auftragswert${lead.wonValueCents != null ? ` (${formatCents(lead.wonValueCents)})` : ""} wird entfernt. Die Änderung und Ihr Grund bleiben im Verlauf sichtbar.`,
          confirmLabel: "Status ändern",
          tone: "neutral",
          reasonLabel: "Grund der Änderung",
        }
      : dialog?.kind === "done"
        ? {
            title: "Auftrag als abgeschlossen markieren?",
            description:
              "Das lässt sich nicht rückgängig machen. Der Kunde kann danach eine Bewertung abgeben, sofern er die Beauftragung bestätigt hat.",
            confirmLabel: "Auftrag abgeschlossen",
            tone: "approve",
          }
        : null;

  const confirm = (reason?: string) => {
    if (dialog?.kind === "reason") {
      status.mutate(
        { status: dialog.to, reason },
        {
          onSuccess: () => setDialog(null),
          onError: (error) => {
            const message = Object.values(fieldErrorsFromApi(error))[0];
            if (message) toast.error("Fehler", { description: message });
          },
        },
      );
    } else if (dialog?.kind === "done") {
      jobDone.mutate(undefined, { onSuccess: () => setDialog(null) });
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      {!lead.contactedAt && (
        <Button
          variant="outline"
          className="min-h-10"
          onClick={() => contacted.mutate(undefined)}
          disabled={busy}
          aria-label={`${leadLabel} als kontaktiert markieren`}
        >
          {contacted.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <PhoneCall aria-hidden="true" />
          )}
          Kontaktiert
        </Button>
      )}
      <label htmlFor={selectId} className="sr-only">
        Status von {leadLabel}
      </label>
      <Select value={value} onValueChange={changeStatus} disabled={busy}>
        <SelectTrigger id={selectId} className="min-h-10 w-36" aria-busy={status.isPending || undefined}>
          <SelectValue placeholder="Status" />
        </SelectTrigger>
        <SelectContent>
          {PROJECT_STATUSES.map((entry) => (
            <SelectItem key={entry} value={entry}>
              {entry}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {lead.status === "Gewonnen" && (
        <>
          <Button
            variant="outline"
            className="min-h-10"
            onClick={() => setDialog({ kind: "won", correction: true })}
            disabled={busy}
            aria-label={`Auftragswert von ${leadLabel} ändern`}
          >
            <PencilLine aria-hidden="true" />
            Wert ändern
          </Button>
          {!lead.jobDoneAt && (
            <Button
              variant="outline"
              className="min-h-10"
              onClick={() => setDialog({ kind: "done" })}
              disabled={busy}
              aria-label={`Auftrag von ${leadLabel} abgeschlossen`}
            >
              <CheckCheck aria-hidden="true" />
              Auftrag abgeschlossen
            </Button>
          )}
        </>
      )}
      <WonLeadDialog
        lead={lead}
        open={dialog?.kind === "won"}
        correction={dialog?.kind === "won" && dialog.correction}
        pending={status.isPending}
        onClose={() => setDialog(null)}
        onSubmit={(values, form) =>
          status.mutate(
            {
              status: "Gewonnen",
              wonValue: values.wonValue,
              expectedCompletion: values.expectedCompletion,
              reason: values.reason || undefined,
            },
            {
              onSuccess: () => setDialog(null),
              onError: (error) =>
                applyServerErrors(form, error, {
                  title: "Fehler",
                  fallback: "Status konnte nicht aktualisiert werden",
                  fields: ["wonValue", "expectedCompletion", "reason"],
                }),
            },
          )
        }
      />
      <DecisionConfirmDialog
        confirmation={reasonConfirmation}
        pending={status.isPending || jobDone.isPending}
        onConfirm={confirm}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}

type WonForm = ReturnType<typeof useForm<WonDialogValues>>;

/**
 * The "Gewonnen" dialog: order value (gross incl. 20 % USt., cash parts included) and expected completion month
 * (from the assignment month up to 3 years ahead). As a correction of a won lead it is prefilled and takes a reason.
 */
function WonLeadDialog({
  lead,
  open,
  correction,
  pending,
  onClose,
  onSubmit,
}: {
  lead: LeadForActions;
  open: boolean;
  correction: boolean;
  pending: boolean;
  onClose: () => void;
  onSubmit: (values: WonDialogValues, form: WonForm) => void;
}) {
  const id = useId();
  const [bounds] = useState(() => completionMonthBounds(lead.assignedAt, new Date()));
  const form = useForm<WonDialogValues>({
    resolver: zodResolver(wonDialogSchema(bounds)),
    defaultValues: { wonValue: "", expectedCompletion: "", reason: "" },
  });
  const { reset, register, formState } = form;
  useEffect(() => {
    if (open) {
      reset({
        wonValue: correction ? centsToInput(lead.wonValueCents) : "",
        expectedCompletion: correction ? (lead.expectedCompletion ?? "") : "",
        reason: "",
      });
    }
  }, [open, correction, lead.wonValueCents, lead.expectedCompletion, reset]);

  const submit = form.handleSubmit((values) => onSubmit(values, form));
  const errors = formState.errors;
  const field = (name: keyof WonDialogValues) => ({
    id: `${id}-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": [`${id}-${name}-hint`, errors[name] ? `${id}-${name}-error` : ""].filter(Boolean).join(" "),
  });
  const error = (name: keyof WonDialogValues) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} role="alert" className="text-sm text-destructive">
        {errors[name]?.message}
      </p>
    );

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-md">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{correction ? "Auftragswert ändern" : "Auftrag gewonnen"}</DialogTitle>
            <DialogDescription>
              Bitte geben Sie den gesamten Auftragswert an, wie in den Provisionsbedingungen vereinbart: brutto
              inklusive 20 % USt. und inklusive bar bezahlter Teile.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-wonValue`}>Auftragswert in Euro (brutto)</Label>
            <Input
              {...field("wonValue")}
              inputMode="decimal"
              autoComplete="off"
              placeholder="z. B. 12.500,00"
              className="h-10"
              {...register("wonValue")}
            />
            <p id={`${id}-wonValue-hint`} className="text-xs text-muted-foreground">
              Höchstens 10.000.000 €.
            </p>
            {error("wonValue")}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-expectedCompletion`}>Voraussichtliche Fertigstellung (Monat)</Label>
            <Input
              {...field("expectedCompletion")}
              type="month"
              min={bounds.min}
              max={bounds.max}
              placeholder="JJJJ-MM"
              className="h-10"
              {...register("expectedCompletion")}
            />
            <p id={`${id}-expectedCompletion-hint`} className="text-xs text-muted-foreground">
              Von {formatIsoMonth(bounds.min)} bis {formatIsoMonth(bounds.max)}.
            </p>
            {error("expectedCompletion")}
          </div>
          {correction && (
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-reason`}>Grund der Änderung (optional)</Label>
              <Textarea {...field("reason")} rows={3} maxLength={STATUS_REASON_LENGTH.max} {...register("reason")} />
              <p id={`${id}-reason-hint`} className="text-xs text-muted-foreground">
                Wird im Verlauf gespeichert.
              </p>
              {error("reason")}
            </div>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              Abbrechen
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Trophy aria-hidden="true" />}
              {pending ? "Wird gespeichert..." : correction ? "Speichern" : "Als gewonnen speichern"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
