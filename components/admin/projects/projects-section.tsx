"use client";
/**
 * The admin's projects table (authenticated-side.md §2 "Projects", §4 "Assignment", §7, §9; issue 5
 * "Matching"): service with the budget under it, customer (name, e-mail), postcode, quiz answers in
 * a collapsible card, status, every assigned company with its own status ('Nicht zugewiesen' when
 * none, 'Unbekannte Firma' for a missing one), created date and the assign button, offered while the
 * project is Offen, has fewer than 4 companies and the customer has not withdrawn consent, and
 * "Einwilligung widerrufen" (with confirmation) to record a withdrawal (issue 12 §5). 50 projects
 * per page with a pager below, a status filter, refreshed every 30 s.
 */
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useId, useState } from "react";

import { AdminTableHeader } from "@/components/admin/admin-list-table";
import { TableEmptyRow, LoadErrorState, TableSkeletonRows } from "@/components/admin/table-states";
import { NativeSelect } from "@/components/forms/form-controls";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Table, TableBody, TableCell, TableRow } from "@/components/ui/table";
import { serviceName } from "@/lib/content/service-catalog";
import {
  UNASSIGNED_LABEL,
  canAssignProject,
  companyDisplayName,
  pageCount,
  type AdminProject,
} from "@/lib/domain/admin-projects";
import { formatGermanDate } from "@/lib/domain/lead-labels";
import { MAX_COMPANIES_PER_PROJECT } from "@/lib/domain/matching";
import { PROJECT_STATUSES, isProjectStatus, type ProjectStatus } from "@/lib/domain/project-status";

import { AssignDialog } from "./assign-dialog";
import { useAdminProjects } from "./queries";
import { QuizAnswersCard } from "./quiz-answers-card";
import { LeadStatusBadge } from "./status-badge";
import { WithdrawConsentDialog } from "./withdraw-consent-dialog";

const COLUMNS = ["Service", "Kunde", "PLZ", "Quiz-Antworten", "Status", "Firma", "Erstellt", "Aktion"];

export function ProjectsSection() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<ProjectStatus | undefined>(undefined);
  const [assigning, setAssigning] = useState<AdminProject | null>(null);
  const [withdrawing, setWithdrawing] = useState<AdminProject | null>(null);
  const filterId = useId();
  const projects = useAdminProjects(page, status);

  const data = projects.data;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  // After a filter change or deletions the page may lie beyond the end: go to the last one.
  if (data && !projects.isPlaceholderData && page > pages) setPage(pages);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={filterId}>Status</Label>
          <NativeSelect
            id={filterId}
            className="w-48"
            value={status ?? ""}
            onChange={(event) => {
              setStatus(isProjectStatus(event.target.value) ? event.target.value : undefined);
              setPage(1);
            }}
          >
            <option value="">Alle</option>
            {PROJECT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </NativeSelect>
        </div>
        {data && (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {data.total === 1 ? "1 Projekt" : `${data.total} Projekte`}
          </p>
        )}
      </div>

      {projects.isError && !data ? (
        <LoadErrorState text="Die Projekte konnten nicht geladen werden." onRetry={() => void projects.refetch()} retrying={projects.isFetching} />
      ) : (
        <Table aria-label="Projekte" aria-busy={projects.isFetching || undefined}>
          <AdminTableHeader columns={COLUMNS} />
          <TableBody>
            {!data ? (
              <TableSkeletonRows columns={COLUMNS.length} label="Projekte werden geladen..." />
            ) : data.projects.length === 0 ? (
              <TableEmptyRow columns={COLUMNS.length} text={status ? `Keine Projekte mit Status ${status}` : "Keine Projekte vorhanden"} />
            ) : (
              data.projects.map((project) => <ProjectRow key={project.id} project={project} onAssign={setAssigning} onWithdraw={setWithdrawing} />)
            )}
          </TableBody>
        </Table>
      )}

      {data && pages > 1 && (
        <nav aria-label="Seiten" className="flex flex-wrap items-center justify-between gap-3">
          <Button variant="outline" onClick={() => setPage((value) => Math.max(1, value - 1))} disabled={page <= 1}>
            <ChevronLeft aria-hidden="true" />
            Zurück
          </Button>
          <p className="text-sm" aria-live="polite">
            Seite {Math.min(page, pages)} von {pages}
          </p>
          <Button variant="outline" onClick={() => setPage((value) => Math.min(pages, value + 1))} disabled={page >= pages}>
            Weiter
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      )}

      <AssignDialog
        project={assigning}
        onOpenChange={(open) => {
          if (!open) setAssigning(null);
        }}
      />
      <WithdrawConsentDialog
        project={withdrawing}
        onOpenChange={(open) => {
          if (!open) setWithdrawing(null);
        }}
      />
    </div>
  );
}

function ProjectRow({
  project,
  onAssign,
  onWithdraw,
}: {
  project: AdminProject;
  onAssign: (project: AdminProject) => void;
  onWithdraw: (project: AdminProject) => void;
}) {
  const service = serviceName(project.serviceType);
  const assignable = canAssignProject(project);
  return (
    <TableRow data-testid={`project-row-${project.id}`}>
      <TableCell>
        <p className="font-medium">{service}</p>
        {project.budget && <p className="text-xs text-muted-foreground">Budget: {project.budget}</p>}
        <p className="text-xs text-muted-foreground">#{project.id}</p>
      </TableCell>
      <TableCell className="min-w-40">
        <p className="font-medium">{project.name}</p>
        <a href={`mailto:${project.email}`} className="text-xs break-all text-primary underline-offset-2 hover:underline">
          {project.email}
        </a>
      </TableCell>
      <TableCell className="tabular-nums">{project.zipCode}</TableCell>
      <TableCell>
        <QuizAnswersCard answers={project.quizAnswers} />
      </TableCell>
      <TableCell>
        <LeadStatusBadge status={project.status} />
      </TableCell>
      <TableCell>
        {project.assignments.length === 0 ? (
          <span className="text-muted-foreground">{UNASSIGNED_LABEL}</span>
        ) : (
          <ul className="grid min-w-40 gap-1.5">
            {project.assignments.map((assignment) => (
              <li key={assignment.companyId} className="flex flex-wrap items-center gap-1.5">
                <span className="font-medium">{companyDisplayName(assignment.companyName)}</span>
                <LeadStatusBadge status={assignment.status} />
              </li>
            ))}
          </ul>
        )}
      </TableCell>
      <TableCell className="whitespace-nowrap tabular-nums">{formatGermanDate(project.createdAt)}</TableCell>
      <TableCell>
        <div className="flex flex-col items-start gap-1.5">
          {assignable ? (
            <Button size="sm" onClick={() => onAssign(project)} aria-label={`Projekt ${project.id} (${service}, ${project.name}) zuweisen`}>
              Zuweisen
            </Button>
          ) : (
            <span className="text-xs text-muted-foreground">
              {project.consentWithdrawnAt
                ? `Einwilligung widerrufen am ${formatGermanDate(project.consentWithdrawnAt)}`
                : project.status !== "Offen"
                  ? "Abgeschlossen"
                  : `${MAX_COMPANIES_PER_PROJECT} von ${MAX_COMPANIES_PER_PROJECT} Firmen`}
            </span>
          )}
          {!project.consentWithdrawnAt && (
            <Button
              size="sm"
              variant="ghost"
              className="h-auto px-0 text-xs text-muted-foreground hover:text-foreground"
              onClick={() => onWithdraw(project)}
              aria-label={`Einwilligung für Projekt ${project.id} (${project.name}) widerrufen`}
            >
              Einwilligung widerrufen
            </Button>
          )}
        </div>
      </TableCell>
    </TableRow>
  );
}
