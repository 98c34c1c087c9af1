"use client";
/**
 * "Besichtigung" in a lead's details: the company proposes up to three slots (Vienna time), sees them while the
 * customer chooses, changes them, moves a booked visit with a reason or cancels with a reason. The slots are checked
 * with the server's own rules before anything is sent; the server's field errors land at their fields.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CalendarCheck, CalendarClock, MapPin, Plus } from "lucide-react";
import { useId, useState } from "react";
import type * as React from "react";
import { useFieldArray, useForm, type FieldPath } from "react-hook-form";
import { toast } from "sonner";

import { companyKeys } from "@/components/company/queries";
import { NativeSelect } from "@/components/forms/form-controls";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import {
  formatVisitTime,
  validateVisitSlots,
  VISIT_DURATIONS,
  VISIT_SLOT_RULES,
  type SiteVisitView,
  type VisitSlotInput,
} from "@/lib/domain/site-visits";
import { errorMessageFromApi } from "@/lib/http/api-client";
import { applyServerErrors } from "@/lib/http/form-errors";
import { addDays, viennaToday, viennaWallClock } from "@/lib/time/vienna";

import { VisitReasonDialog } from "./visit-reason-dialog";
import { visitChangeText, visitDurationLabel, VISIT_REASON_MAX, VISIT_REASON_REQUIRED } from "./visit-texts";
import { cancelCompanyVisit, proposeVisitSlots, useCompanyVisit, visitKeys } from "./visit-queries";
import { InlineLoadError } from "@/components/ui/inline-load-error";
import { RemoveRowButton } from "@/components/ui/remove-row-button";

interface PlannerValues {
  slots: VisitSlotInput[];
  reason: string;
}

const DEFAULT_DURATION = 60;
const emptySlot = (): VisitSlotInput => ({ date: "", time: "", durationMinutes: DEFAULT_DURATION });
const SERVER_FIELD = /^(slots\.\d+\.(date|time|durationMinutes)|reason)$/;

/** The visit's slots as the form shows them (Vienna wall time), one empty row when there are none. */
function slotsFrom(visit: SiteVisitView | null): VisitSlotInput[] {
  const slots = (visit?.slots ?? []).map((slot) => {
    const clock = viennaWallClock(new Date(slot.startsAt));
    return { date: clock.day, time: clock.time, durationMinutes: slot.durationMinutes };
  });
  return slots.length > 0 ? slots.slice(0, VISIT_SLOT_RULES.maxSlots) : [emptySlot()];
}

export interface VisitPlannerProps {
  /** The lead (project) id the visit is for. */
  leadId: number;
}

/** The site-visit section of a lead's details. */
export function VisitPlanner({ leadId }: VisitPlannerProps) {
  const visit = useCompanyVisit(leadId);
  const headingId = `lead-visit-${leadId}`;
  return (
    <section className="grid gap-2" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-semibold">
        Besichtigung
      </h3>
      {visit.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : visit.isError ? (
        <InlineLoadError text="Die Besichtigung konnte nicht geladen werden." onRetry={() => void visit.refetch()} />
      ) : (
        <VisitState key={leadId} leadId={leadId} visit={visit.data} />
      )}
    </section>
  );
}

type Editing = null | "change" | "move";

function VisitState({ leadId, visit }: { leadId: number; visit: SiteVisitView | null }) {
  const [editing, setEditing] = useState<Editing>(null);
  const [cancelling, setCancelling] = useState(false);
  const status = visit?.status ?? null;
  const change = visitChangeText(visit?.lastChange ?? null, { party: "company" });
  const cancelButton = (
    <Button type="button" variant="outline" onClick={() => setCancelling(true)}>
      Absagen
    </Button>
  );

  let body: React.ReactNode;
  if (visit === null || status === "cancelled") {
    body = (
      <>
        {status === "cancelled" && <p className="text-sm font-medium">Die Besichtigung wurde abgesagt.</p>}
        {change && <ChangeNote text={change} />}
        <SlotsForm leadId={leadId} initial={[emptySlot()]} requireReason={false} onCancel={null} onSent={() => {}} />
      </>
    );
  } else if (status === "others_requested") {
    const reason = visit.lastChange?.reason.trim();
    body = (
      <>
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          Der Kunde bittet um andere Termine{reason ? `: ${reason}` : "."}
        </p>
        <SlotsForm leadId={leadId} initial={[emptySlot()]} requireReason={false} onCancel={null} onSent={() => {}} />
        <div>{cancelButton}</div>
      </>
    );
  } else if (editing) {
    body = (
      <SlotsForm
        leadId={leadId}
        initial={editing === "change" ? slotsFrom(visit) : [emptySlot()]}
        requireReason={editing === "move" || status === "booked"}
        onCancel={() => setEditing(null)}
        onSent={() => setEditing(null)}
      />
    );
  } else if (status === "booked") {
    body = (
      <>
        <p className="flex items-start gap-2 rounded-md border border-primary/40 bg-primary/5 p-3 text-base font-semibold">
          <CalendarCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          Gebucht: {formatVisitTime(visit.startsAt!, visit.durationMinutes!)}
        </p>
        {visit.address && (
          <p className="flex items-start gap-2 text-sm">
            <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="break-words">Ort: {visit.address}</span>
          </p>
        )}
        {change && <ChangeNote text={change} />}
        <div className="flex flex-wrap gap-2">
          <Button type="button" onClick={() => setEditing("move")}>
            Verschieben
          </Button>
          {cancelButton}
        </div>
      </>
    );
  } else {
    body = (
      <>
        <p className="flex items-center gap-2 text-sm font-medium">
          <CalendarClock className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          Wartet auf die Auswahl des Kunden
        </p>
        <ul className="grid gap-1 text-sm" aria-label="Vorgeschlagene Termine">
          {visit.slots.map((slot) => (
            <li key={slot.id} className="rounded-md border px-3 py-2">
              {formatVisitTime(slot.startsAt, slot.durationMinutes)}
            </li>
          ))}
        </ul>
        {change && <ChangeNote text={change} />}
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => setEditing("change")}>
            Termine ändern
          </Button>
          {cancelButton}
        </div>
      </>
    );
  }

  return (
    <div className="grid gap-3">
      {body}
      {visit && status !== "cancelled" && (
        <CancelDialog leadId={leadId} visit={visit} open={cancelling} onOpenChange={setCancelling} />
      )}
    </div>
  );
}

function ChangeNote({ text }: { text: string }) {
  return <p className="text-sm text-muted-foreground">{text}</p>;
}

/** Refreshes the visit and the lead list (its cards show the visit's state). */
function useVisitChanged(leadId: number) {
  const queryClient = useQueryClient();
  return (visit: SiteVisitView) => {
    queryClient.setQueryData(visitKeys.company(leadId), visit);
    void queryClient.invalidateQueries({ queryKey: companyKeys.leads });
  };
}

function CancelDialog({
  leadId,
  visit,
  open,
  onOpenChange,
}: {
  leadId: number;
  visit: SiteVisitView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const changed = useVisitChanged(leadId);
  const cancel = useMutation({
    mutationFn: (reason: string) => cancelCompanyVisit(leadId, reason),
    onSuccess: (answer) => {
      onOpenChange(false);
      changed(answer);
      toast.success("Besichtigung abgesagt", { description: "Der Kunde wurde informiert." });
    },
  });
  return (
    <VisitReasonDialog
      open={open}
      onOpenChange={(next) => {
        if (next) cancel.reset();
        onOpenChange(next);
      }}
      title="Besichtigung absagen"
      description={
        <p>
          {visit.status === "booked"
            ? `Der gebuchte Termin (${formatVisitTime(visit.startsAt!, visit.durationMinutes!)}) entfällt.`
            : "Die vorgeschlagenen Termine entfallen."}{" "}
          Der Kunde erfährt Ihren Grund.
        </p>
      }
      label="Grund"
      confirmLabel="Absage senden"
      pendingLabel="Wird gesendet …"
      pending={cancel.isPending}
      error={cancel.isError ? errorMessageFromApi(cancel.error, "Die Absage konnte nicht gesendet werden.") : null}
      destructive
      onConfirm={(reason) => cancel.mutate(reason)}
    />
  );
}

function SlotsForm({
  leadId,
  initial,
  requireReason,
  onCancel,
  onSent,
}: {
  leadId: number;
  initial: VisitSlotInput[];
  /** A booked visit is moved: the reason is required and sent. */
  requireReason: boolean;
  onCancel: (() => void) | null;
  onSent: () => void;
}) {
  const id = useId();
  const changed = useVisitChanged(leadId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PlannerValues>({ defaultValues: { slots: initial, reason: "" } });
  const { register, control, getValues, setError, clearErrors, formState } = form;
  const slots = useFieldArray({ control, name: "slots" });

  const send = useMutation({
    mutationFn: (body: { slots: VisitSlotInput[]; reason?: string }) => proposeVisitSlots(leadId, body),
    onSuccess: (visit) => {
      changed(visit);
      toast.success("Termine vorgeschlagen", { description: "Der Kunde kann jetzt in „Mein Projekt“ wählen." });
      form.reset({ slots: [emptySlot()], reason: "" });
      onSent();
    },
    onError: (error) => {
      const applied = applyServerErrors(form, error, {
        title: "Termine nicht gesendet",
        fallback: "Die Termine konnten nicht gesendet werden. Bitte versuchen Sie es erneut.",
        fields: (key) => (SERVER_FIELD.test(key) ? (key as FieldPath<PlannerValues>) : undefined),
        focus: true,
      });
      if (applied.fields.length === 0) setFormError(applied.message);
    },
  });

  const submit = () => {
    clearErrors();
    setFormError(null);
    const values = getValues();
    const slotInput = values.slots.map((slot) => ({ ...slot, durationMinutes: Number(slot.durationMinutes) }));
    const result = validateVisitSlots(slotInput);
    let first = true;
    const fail = (path: string, message: string) => {
      if (SERVER_FIELD.test(path)) setError(path as FieldPath<PlannerValues>, { message }, { shouldFocus: first });
      else setFormError(message);
      first = false;
    };
    if (!result.ok) for (const [path, message] of Object.entries(result.errors)) fail(path, message);
    const reason = values.reason.trim();
    if (requireReason && !reason) fail("reason", VISIT_REASON_REQUIRED);
    if (!first) return;
    send.mutate(requireReason ? { slots: slotInput, reason } : { slots: slotInput });
  };

  const errorOf = (path: string): string | undefined => {
    let node: unknown = formState.errors;
    for (const part of path.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
    return (node as { message?: string } | undefined)?.message;
  };
  const fieldId = (path: string) => `${id}-${path.replaceAll(".", "-")}`;
  const described = (path: string) =>
    errorOf(path) ? { "aria-describedby": `${fieldId(path)}-error`, "aria-invalid": true } : {};
  const fieldError = (path: string) => {
    const message = errorOf(path);
    return message ? (
      <p id={`${fieldId(path)}-error`} className="text-xs text-destructive">
        {message}
      </p>
    ) : null;
  };
  const today = viennaToday();

  return (
    <form
      className="grid gap-4 rounded-lg border p-4"
      noValidate
      aria-label="Termine für die Besichtigung"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        Alle Zeiten in Wiener Zeit. Schlagen Sie bis zu {VISIT_SLOT_RULES.maxSlots} Termine von{" "}
        {VISIT_SLOT_RULES.minMinutes} bis {VISIT_SLOT_RULES.maxMinutes} Minuten vor, frühestens{" "}
        {VISIT_SLOT_RULES.minHoursAhead} Stunden ab jetzt und höchstens {VISIT_SLOT_RULES.maxDaysAhead} Tage im Voraus.
        Der Kunde wählt einen davon.
      </p>
      {requireReason && (
        <div className="grid gap-1">
          <Label htmlFor={fieldId("reason")}>Grund für die Verschiebung</Label>
          <Textarea
            id={fieldId("reason")}
            rows={2}
            maxLength={VISIT_REASON_MAX}
            required
            {...register("reason")}
            {...described("reason")}
          />
          {fieldError("reason")}
        </div>
      )}
      <div className="grid gap-3">
        {slots.fields.map((field, index) => {
          const n = index + 1;
          const base = `slots.${index}`;
          return (
            <fieldset key={field.id} className="grid gap-2 rounded-md border p-3" data-testid="visit-slot">
              <legend className="px-1 text-sm font-medium">Termin {n}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                <div className="grid content-start gap-1">
                  <Label htmlFor={fieldId(`${base}.date`)}>{`Termin ${n} – Datum`}</Label>
                  <Input
                    id={fieldId(`${base}.date`)}
                    type="date"
                    min={today}
                    max={addDays(today, VISIT_SLOT_RULES.maxDaysAhead)}
                    {...register(`slots.${index}.date`)}
                    {...described(`${base}.date`)}
                  />
                  {fieldError(`${base}.date`)}
                </div>
                <div className="grid content-start gap-1">
                  <Label htmlFor={fieldId(`${base}.time`)}>{`Termin ${n} – Uhrzeit`}</Label>
                  <Input
                    id={fieldId(`${base}.time`)}
                    type="time"
                    step={VISIT_SLOT_RULES.stepMinutes * 60}
                    {...register(`slots.${index}.time`)}
                    {...described(`${base}.time`)}
                  />
                  {fieldError(`${base}.time`)}
                </div>
                <div className="grid content-start gap-1">
                  <Label htmlFor={fieldId(`${base}.durationMinutes`)}>{`Termin ${n} – Dauer`}</Label>
                  <NativeSelect
                    id={fieldId(`${base}.durationMinutes`)}
                    {...register(`slots.${index}.durationMinutes`, { valueAsNumber: true })}
                    {...described(`${base}.durationMinutes`)}
                  >
                    {VISIT_DURATIONS.map((minutes) => (
                      <option key={minutes} value={minutes}>
                        {visitDurationLabel(minutes)}
                      </option>
                    ))}
                  </NativeSelect>
                  {fieldError(`${base}.durationMinutes`)}
                </div>
              </div>
              {index > 0 && <RemoveRowButton label={`Termin ${n} entfernen`} onClick={() => slots.remove(index)} />}
            </fieldset>
          );
        })}
        {slots.fields.length < VISIT_SLOT_RULES.maxSlots && (
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => slots.append(emptySlot())}
          >
            <Plus aria-hidden="true" />
            Weiteren Termin hinzufügen
          </Button>
        )}
      </div>
      {formError && (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={send.isPending} aria-busy={send.isPending}>
          {send.isPending ? "Wird gesendet …" : "Termine vorschlagen"}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel} disabled={send.isPending}>
            Abbrechen
          </Button>
        )}
      </div>
    </form>
  );
}
