"use client";
/**
 * The won-job side of one project in its "Verlauf" dialog: the customer's and each company's answers, overdue marks,
 * the "Klärung nötig" form (records both answers and the commission entry) and the assignment history.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { AlertTriangle, Loader2, RefreshCw } from "lucide-react";
import type * as React from "react";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";

import { FieldError, FormField, NativeSelect, fieldAria } from "@/components/forms/form-controls";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ListPager } from "@/components/ui/list-pager";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { companyDisplayName, type AdminProject } from "@/lib/domain/admin-projects";
import { assignmentEventLabel } from "@/lib/domain/company-lead";
import { formatCents } from "@/lib/domain/format";
import { hireAnswerLabel } from "@/lib/domain/hire-reconciliation";
import { siteVisitLabel } from "@/lib/domain/site-visits";
import { applyServerErrors } from "@/lib/http/form-errors";
import { resolveHireSchema } from "@/lib/validation/admin-projects";
import * as z from "@/lib/validation/zod";
import { formatViennaDateTime } from "@/lib/time/vienna";

import { useAssignmentEvents, useProjectOperation } from "./queries";
import { LeadStatusBadge } from "./status-badge";

type JobFields = Pick<
  AdminProject,
  "id" | "assignments" | "hireAnswer" | "hiredCompanyId" | "hireValueCents" | "hireAnsweredAt" | "clarification"
>;

export function ProjectJobPanel({ project }: { project: JobFields }) {
  const names = (companyId: number) => project.assignments.find((a) => a.companyId === companyId)?.companyName;
  const reasons = project.clarification ?? [];
  const companies = project.assignments.filter((assignment) => assignment.assignedAt !== null && !assignment.endedAt);
  return (
    <div className="grid gap-4">
      <section aria-label="Auftrag" className="grid gap-2">
        <h3 className="text-sm font-semibold">Auftrag</h3>
        <div className="grid gap-2 rounded-lg border bg-muted/30 p-3 text-sm">
          <p>
            <span className="text-muted-foreground">Kunde: </span>
            {hireAnswerLabel(
              { hireAnswer: project.hireAnswer ?? null, hiredCompanyId: project.hiredCompanyId ?? null },
              (id) => names(id),
            )}
            {project.hireValueCents != null && ` (${formatCents(project.hireValueCents)})`}
            {project.hireAnsweredAt && (
              <span className="text-muted-foreground"> · am {formatViennaDateTime(project.hireAnsweredAt)}</span>
            )}
          </p>
          {companies.length > 0 && (
            <ul className="grid gap-1.5">
              {companies.map((assignment) => (
                <li key={assignment.companyId} className="flex flex-wrap items-center gap-1.5">
                  <span className="font-medium">{companyDisplayName(assignment.companyName)}</span>
                  <LeadStatusBadge status={assignment.status} />
                  {assignment.wonValueCents != null && (
                    <span className="tabular-nums">{formatCents(assignment.wonValueCents)}</span>
                  )}
                  <span className="text-xs text-muted-foreground">
                    {assignment.contactedAt
                      ? `kontaktiert am ${formatViennaDateTime(assignment.contactedAt)}`
                      : "nicht als kontaktiert gemeldet"}
                  </span>
                  {assignment.siteVisit && (
                    <span className="text-xs text-muted-foreground">· {siteVisitLabel(assignment.siteVisit)}</span>
                  )}
                  {assignment.overdue && <OverdueBadge />}
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      {reasons.length > 0 && (
        <section
          aria-label="Klärung nötig"
          className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <h3 className="flex items-center gap-2 font-semibold">
            <AlertTriangle className="size-4" aria-hidden="true" />
            Klärung nötig
          </h3>
          <ul className="grid list-disc gap-1 pl-5">
            {reasons.map((reason) => (
              <li key={`${reason.code}-${reason.companyId}`}>{reason.text}</li>
            ))}
          </ul>
          <ResolveHireForm project={project} />
        </section>
      )}
      <AssignmentHistory projectId={project.id} />
    </div>
  );
}

/** "überfällig": Offen and not contacted 48 h after the assignment. */
export function OverdueBadge() {
  return (
    <Badge
      variant="outline"
      className="border-destructive/50 text-destructive"
      title="Offen und 48 Stunden nach der Zuweisung nicht kontaktiert"
    >
      überfällig
    </Badge>
  );
}

/** The form's fields as typed; checked against resolveHireSchema (the handler's schema). */
const formSchema = z.object({ company: z.string(), value: z.string(), note: z.string() }).superRefine((form, ctx) => {
  if (form.company === "") {
    ctx.addIssue({
      code: "custom",
      path: ["company"],
      message: "Bitte wählen Sie die Firma, die den Auftrag bekommen hat, oder „Keine der Firmen“",
    });
    return;
  }
  const parsed = resolveHireSchema.safeParse({
    companyId: form.company === "none" ? null : Number(form.company),
    value: form.value,
    note: form.note,
  });
  if (parsed.success) return;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === "companyId" ? "company" : issue.path[0];
    ctx.addIssue({ code: "custom", path: [String(field)], message: issue.message });
  }
});
type ResolveValues = z.infer<typeof formSchema>;

function ResolveHireForm({ project }: { project: JobFields }) {
  const operation = useProjectOperation();
  const id = useId();
  const ids = { company: `${id}-company`, value: `${id}-value`, note: `${id}-note` };
  const form = useForm<ResolveValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      company: project.hireAnswer === "none" ? "none" : project.hiredCompanyId ? String(project.hiredCompanyId) : "",
      value: "",
      note: "",
    },
  });
  const errors = form.formState.errors;
  const company = useWatch({ control: form.control, name: "company" });
  const submit = (values: ResolveValues) =>
    operation.mutate(
      {
        kind: "resolve-hire",
        projectId: project.id,
        companyId: values.company === "none" ? null : Number(values.company),
        value: values.company === "none" ? undefined : values.value,
        note: values.note,
      },
      {
        onError: (error) =>
          applyServerErrors(form, error, {
            title: "Fehler",
            fallback: "Die Klärung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.",
            fields: (key) => (key === "companyId" ? "company" : key === "value" || key === "note" ? key : undefined),
          }),
      },
    );
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      className="grid gap-3 text-foreground"
      aria-label="Klärung speichern"
    >
      <p className="text-sm">
        Speichert beide Angaben: die Antwort des Kunden und bei der gewählten Firma „Gewonnen“ mit dem Auftragswert (bei
        „Keine der Firmen“ wird ein „Gewonnen“ zu „Verloren“). Die Provision folgt daraus.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={ids.company} label="Auftrag bekommen hat" error={errors.company?.message}>
          <NativeSelect
            id={ids.company}
            {...form.register("company")}
            {...fieldAria(ids.company, errors.company?.message)}
          >
            <option value="">Bitte wählen</option>
            {project.assignments
              .filter((assignment) => assignment.assignedAt !== null && !assignment.endedAt)
              .map((assignment) => (
                <option key={assignment.companyId} value={String(assignment.companyId)}>
                  {companyDisplayName(assignment.companyName)}
                </option>
              ))}
            <option value="none">Keine der Firmen</option>
          </NativeSelect>
        </FormField>
        {company !== "none" && (
          <FormField id={ids.value} label="Auftragswert in Euro (brutto)" error={errors.value?.message}>
            <Input
              id={ids.value}
              inputMode="decimal"
              autoComplete="off"
              placeholder="z. B. 12.500"
              {...form.register("value")}
              {...fieldAria(ids.value, errors.value?.message)}
            />
          </FormField>
        )}
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={ids.note} className="text-sm font-medium">
          Notiz (wird im Verlauf gespeichert)
        </label>
        <Textarea
          id={ids.note}
          rows={2}
          maxLength={500}
          {...form.register("note")}
          {...fieldAria(ids.note, errors.note?.message)}
        />
        <FieldError id={ids.note} error={errors.note?.message} />
      </div>
      <div>
        <Button type="submit" disabled={operation.isPending} aria-busy={operation.isPending}>
          {operation.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {operation.isPending ? "Wird gespeichert..." : "Klärung speichern"}
        </Button>
      </div>
    </form>
  );
}

const ACTOR_LABELS: Record<string, string> = { company: "Firma", admin: "Admin" };

/** The assignment history of the project, oldest first, in pages. */
function AssignmentHistory({ projectId }: { projectId: number }) {
  const [page, setPage] = useState(1);
  const events = useAssignmentEvents(projectId, page);
  let body: React.ReactNode;
  if (events.isPending) {
    body = (
      <div className="grid gap-2">
        <span className="sr-only" role="status">
          Verlauf wird geladen...
        </span>
        <Skeleton className="h-10 w-full" aria-hidden="true" />
      </div>
    );
  } else if (events.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <p className="text-destructive">Der Verlauf der Firmen konnte nicht geladen werden.</p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => void events.refetch()}
          disabled={events.isFetching}
        >
          <RefreshCw className={events.isFetching ? "animate-spin" : undefined} aria-hidden="true" />
          Erneut versuchen
        </Button>
      </div>
    );
  } else if ((events.data.events ?? []).length === 0) {
    body = <p className="text-sm text-muted-foreground">Noch keine Meldungen der Firmen</p>;
  } else {
    body = (
      <ol className="grid gap-2">
        {events.data.events.map((event) => (
          <li
            key={event.id}
            data-testid={`assignment-event-${event.id}`}
            className="grid gap-0.5 rounded-lg border p-3 text-sm"
          >
            <p className="font-medium break-words">
              {event.companyName}: {assignmentEventLabel(event)}
            </p>
            {event.reason && <p className="break-words text-muted-foreground">Grund: {event.reason}</p>}
            <p className="text-xs text-muted-foreground">
              <time dateTime={event.createdAt}>{formatViennaDateTime(event.createdAt)}</time>
              {event.actorRole && ACTOR_LABELS[event.actorRole] ? ` · ${ACTOR_LABELS[event.actorRole]}` : ""}
            </p>
          </li>
        ))}
      </ol>
    );
  }
  const total = events.data?.total ?? 0;
  const pageSize = events.data?.pageSize ?? 1;
  return (
    <section aria-label="Verlauf der Firmen" className="grid gap-2">
      <h3 className="text-sm font-semibold">Verlauf der Firmen</h3>
      {body}
      {total > pageSize && (
        <ListPager
          page={page}
          pages={Math.ceil(total / pageSize)}
          total={total}
          onPage={setPage}
          size="sm"
          label="Seiten des Verlaufs"
        />
      )}
    </section>
  );
}
