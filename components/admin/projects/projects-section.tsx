"use client";
/**
 * The admin's projects table: project, customer, quiz answers, status, assigned companies and the actions (sticky;
 * cards on phones). Assigning is offered while the project is Offen, has fewer than 4 companies and consent was not
 * withdrawn. Server-side search and filters, 50 per page, refreshed every 30 s; further operations in a menu.
 */
import { AlertTriangle, MapPinOff, MoreHorizontal, Search, SlidersHorizontal, X } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { useId, useState } from "react";

import { AdminTable, type AdminColumn } from "@/components/admin/admin-list-table";
import { LoadErrorState } from "@/components/admin/table-states";
import { NativeSelect } from "@/components/forms/form-controls";
import { ListPager } from "@/components/ui/list-pager";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { SERVICE_NAMES, serviceName } from "@/lib/content/service-catalog";
import {
  ADMIN_PROJECT_SORTS,
  ADMIN_PROJECT_SORT_LABELS,
  UNASSIGNED_LABEL,
  canAssignProject,
  canReopenProject,
  openAssignmentCount,
  companyDisplayName,
  type AdminProject,
  type AdminProjectSort,
} from "@/lib/domain/admin-projects";
import { MAX_COMPANIES_PER_PROJECT } from "@/lib/domain/matching";
import { pageCount } from "@/lib/domain/paging";
import { PROJECT_STATUSES, isProjectStatus } from "@/lib/domain/project-status";
import { SERVICE_AREA_TEXT, isInServiceArea } from "@/lib/domain/service-area";
import { useDebouncedValue } from "@/lib/hooks/use-debounced-value";
import type { AdminProjectsFilters } from "@/lib/validation/admin-projects";
import { cn } from "@/lib/utils";
import { formatLocalDate } from "@/lib/time/vienna";

import { AssignDialog } from "./assign-dialog";
import { EmailConfirmationBadge } from "./email-confirmation-badge";
import { ProjectActionDialog, type ProjectAction } from "./project-action-dialogs";
import { OverdueBadge } from "./project-job-panel";
import { useAdminProjects } from "./queries";
import { ProjectHistoryButton } from "./project-history-button";
import { QuizAnswersSheet } from "./quiz-answers-sheet";
import { LeadStatusBadge } from "./status-badge";
import { WithdrawConsentDialog } from "./withdraw-consent-dialog";

/** Delay of the search box before it asks the server (ms). */
export const SEARCH_DEBOUNCE_MS = 300;

const SERVICE_OPTIONS = Object.entries(SERVICE_NAMES).sort(([, a], [, b]) => a.localeCompare(b, "de"));

const isSort = (value: string): value is AdminProjectSort => (ADMIN_PROJECT_SORTS as readonly string[]).includes(value);

/**
 * The filters a link may preset (the overview's "Zu erledigen" entries): `?filter=unassigned` or
 * `?filter=overdue`, and `?q=` for the search box (e.g. "#12" for one project).
 */
function presetFromUrl(params: URLSearchParams | null): { search: string; filters: Omit<AdminProjectsFilters, "q"> } {
  const filter = params?.get("filter");
  return {
    search: params?.get("q")?.slice(0, 200) ?? "",
    filters: filter === "unassigned" ? { unassigned: true } : filter === "overdue" ? { overdue: true } : {},
  };
}

export function ProjectsSection() {
  const searchParams = useSearchParams();
  const [preset] = useState(() => presetFromUrl(searchParams));
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState(preset.search);
  const [filters, setFilters] = useState<Omit<AdminProjectsFilters, "q">>(preset.filters);
  const [assigning, setAssigning] = useState<AdminProject | null>(null);
  const [withdrawing, setWithdrawing] = useState<AdminProject | null>(null);
  const [action, setAction] = useState<ProjectAction | null>(null);
  // On phones the filters fold away behind a "Filter" button; from md they are always shown.
  const [showFilters, setShowFilters] = useState(false);
  const ids = {
    filters: useId(),
    search: useId(),
    status: useId(),
    service: useId(),
    confirmed: useId(),
    unassigned: useId(),
    spam: useId(),
    clarification: useId(),
    overdue: useId(),
    from: useId(),
    to: useId(),
    sort: useId(),
  };
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [lastQ, setLastQ] = useState(q);
  if (q !== lastQ) {
    setLastQ(q);
    setPage(1);
  }
  const projects = useAdminProjects(page, { ...filters, q });

  const data = projects.data;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  // After a filter change or deletions the page may lie beyond the end: go to the last one.
  if (data && !projects.isPlaceholderData && page > pages) setPage(pages);
  const filtered =
    q !== "" ||
    filters.confirmed !== undefined ||
    Object.entries(filters).some(
      ([key, value]) => key !== "confirmed" && value !== undefined && value !== false && value !== "newest",
    );
  const activeFilters = Object.entries(filters).filter(
    ([key, value]) => key !== "sort" && value !== undefined && value !== false,
  ).length;
  const setFilter = (patch: Partial<typeof filters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-3" role="search" aria-label="Projekte suchen und filtern">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.search}>Suche</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={ids.search}
              type="search"
              className="pl-8"
              placeholder="Name, E-Mail, Telefon, #ID oder PLZ"
              value={search}
              maxLength={200}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </div>
        <Button
          type="button"
          variant="outline"
          className="justify-self-start md:hidden"
          aria-expanded={showFilters}
          aria-controls={ids.filters}
          onClick={() => setShowFilters((shown) => !shown)}
        >
          <SlidersHorizontal aria-hidden="true" />
          {showFilters ? "Filter ausblenden" : activeFilters > 0 ? `Filter (${activeFilters} aktiv)` : "Filter"}
        </Button>
        <div
          id={ids.filters}
          className={cn("grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5", !showFilters && "max-md:hidden")}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={ids.status}>Status</Label>
            <NativeSelect
              id={ids.status}
              value={filters.status ?? ""}
              onChange={(event) =>
                setFilter({ status: isProjectStatus(event.target.value) ? event.target.value : undefined })
              }
            >
              <option value="">Alle</option>
              {PROJECT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.service}>Leistung</Label>
            <NativeSelect
              id={ids.service}
              value={filters.service ?? ""}
              onChange={(event) => setFilter({ service: event.target.value || undefined })}
            >
              <option value="">Alle</option>
              {SERVICE_OPTIONS.map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.confirmed}>E-Mail</Label>
            <NativeSelect
              id={ids.confirmed}
              value={filters.confirmed === undefined ? "" : String(filters.confirmed)}
              onChange={(event) =>
                setFilter({ confirmed: event.target.value === "" ? undefined : event.target.value === "true" })
              }
            >
              <option value="">Alle</option>
              <option value="true">Bestätigt</option>
              <option value="false">Nicht bestätigt</option>
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.from}>Erstellt von</Label>
            <Input
              id={ids.from}
              type="date"
              value={filters.from ?? ""}
              max={filters.to}
              onChange={(event) => setFilter({ from: event.target.value || undefined })}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.to}>Erstellt bis</Label>
            <Input
              id={ids.to}
              type="date"
              value={filters.to ?? ""}
              min={filters.from}
              onChange={(event) => setFilter({ to: event.target.value || undefined })}
            />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
          <div className={cn("contents", !showFilters && "max-md:hidden")}>
            <div className="flex items-center gap-2">
              <Checkbox
                id={ids.unassigned}
                checked={filters.unassigned === true}
                onCheckedChange={(checked) => setFilter({ unassigned: checked === true || undefined })}
              />
              <Label htmlFor={ids.unassigned}>Nur nicht zugewiesene</Label>
            </div>
            <div className="flex items-center gap-2">
              <Checkbox
                id={ids.spam}
                checked={filters.spam === true}
                onCheckedChange={(checked) => setFilter({ spam: checked === true || undefined })}
              />
              <Label htmlFor={ids.spam}>Spam</Label>
            </div>
            <div className="flex items-center gap-2">
              <Checkbox
                id={ids.clarification}
                checked={filters.clarification === true}
                onCheckedChange={(checked) => setFilter({ clarification: checked === true || undefined })}
              />
              <Label htmlFor={ids.clarification}>Klärung nötig</Label>
            </div>
            <div className="flex items-center gap-2">
              <Checkbox
                id={ids.overdue}
                checked={filters.overdue === true}
                onCheckedChange={(checked) => setFilter({ overdue: checked === true || undefined })}
              />
              <Label htmlFor={ids.overdue}>Überfällig (48 h nicht kontaktiert)</Label>
            </div>
            <div className="flex items-center gap-2">
              <Label htmlFor={ids.sort}>Sortierung</Label>
              <NativeSelect
                id={ids.sort}
                className="w-52"
                value={filters.sort ?? "newest"}
                onChange={(event) =>
                  setFilter({
                    sort:
                      isSort(event.target.value) && event.target.value !== "newest" ? event.target.value : undefined,
                  })
                }
              >
                {ADMIN_PROJECT_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {ADMIN_PROJECT_SORT_LABELS[sort]}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
          {filtered && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setSearch("");
                setFilters({});
                setPage(1);
              }}
            >
              <X aria-hidden="true" />
              Filter zurücksetzen
            </Button>
          )}
          {data && (
            <p className="ml-auto text-sm text-muted-foreground" aria-live="polite">
              {data.total === 1 ? "1 Projekt" : `${data.total} Projekte`}
            </p>
          )}
        </div>
      </div>

      {projects.isError && !data ? (
        <LoadErrorState
          text="Die Projekte konnten nicht geladen werden."
          onRetry={() => void projects.refetch()}
          retrying={projects.isFetching}
        />
      ) : (
        <AdminTable
          aria-label="Projekte"
          aria-busy={projects.isFetching || undefined}
          rows={data?.projects}
          columns={projectColumns({
            companiesPerLead: data?.companiesPerLead ?? MAX_COMPANIES_PER_PROJECT,
            onAssign: setAssigning,
            onWithdraw: setWithdrawing,
            onAction: setAction,
          })}
          rowKey={(project) => project.id}
          rowProps={(project) => ({ "data-testid": `project-row-${project.id}` })}
          texts={{
            loading: "Projekte werden geladen...",
            empty: filtered ? "Keine Projekte gefunden" : "Keine Projekte vorhanden",
          }}
        />
      )}

      <ListPager page={page} pages={pages} total={data?.total} onPage={setPage} />

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
      <ProjectActionDialog action={action} onClose={() => setAction(null)} />
    </div>
  );
}

/**
 * The columns of the projects table; the actions column holds "Zuweisen" or why not, the menu,
 * "Einwilligung widerrufen" and "Verlauf".
 */
function projectColumns({
  companiesPerLead,
  onAssign,
  onWithdraw,
  onAction,
}: {
  /** Companies per lead from Einstellungen (1–4). */
  companiesPerLead: number;
  onAssign: (project: AdminProject) => void;
  onWithdraw: (project: AdminProject) => void;
  onAction: (action: ProjectAction) => void;
}): AdminColumn<AdminProject>[] {
  return [
    {
      header: "Projekt",
      className: "min-w-36",
      cell: (project) => (
        <>
          <p className="font-medium">{serviceName(project.serviceType)}</p>
          <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
            <span className="tabular-nums">PLZ {project.zipCode}</span>
            {!isInServiceArea(project.zipCode) && <OutsideServiceAreaBadge />}
          </p>
          {project.budget && <p className="text-xs text-muted-foreground">Budget: {project.budget}</p>}
          <p className="text-xs text-muted-foreground tabular-nums">
            #{project.id} · <time dateTime={project.createdAt}>{formatLocalDate(project.createdAt)}</time>
          </p>
        </>
      ),
    },
    {
      header: "Kunde",
      className: "min-w-40 max-w-56",
      cell: (project) => (
        <>
          <p className="font-medium break-words">{project.name}</p>
          <a
            href={`mailto:${project.email}`}
            className="text-xs break-all text-primary underline-offset-2 hover:underline"
          >
            {project.email}
          </a>
          <EmailConfirmationBadge emailConfirmedAt={project.emailConfirmedAt} className="mt-1 flex" />
        </>
      ),
    },
    {
      header: "Quiz-Antworten",
      cell: (project) => (
        <QuizAnswersSheet
          answers={project.quizAnswers}
          projectId={project.id}
          service={serviceName(project.serviceType)}
          customer={project.name}
        />
      ),
    },
    {
      header: "Status",
      cell: (project) => (
        <div className="flex flex-col items-start gap-1.5">
          <LeadStatusBadge status={project.status} />
          {(project.clarification ?? []).length > 0 && (
            <>
              <Badge variant="outline" className="border-amber-400 bg-amber-50 text-amber-950">
                <AlertTriangle aria-hidden="true" />
                Klärung nötig
              </Badge>
              <ul className="grid max-w-56 gap-0.5 text-xs text-muted-foreground">
                {(project.clarification ?? []).map((reason) => (
                  <li key={`${reason.code}-${reason.companyId}`}>{reason.text}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      ),
    },
    {
      header: "Firma",
      className: "min-w-40",
      cell: (project) =>
        project.assignments.length === 0 ? (
          <span className="text-muted-foreground">{UNASSIGNED_LABEL}</span>
        ) : (
          <ul className="grid gap-1.5">
            {project.assignments.map((assignment) => (
              <li key={assignment.companyId} className="flex flex-wrap items-center gap-1.5">
                <span className={cn("font-medium", assignment.endedAt && "text-muted-foreground line-through")}>
                  {companyDisplayName(assignment.companyName)}
                </span>
                {assignment.endedAt ? (
                  <span className="text-xs text-muted-foreground" title={assignment.endReason ?? undefined}>
                    Entfernt am {formatLocalDate(assignment.endedAt)}
                  </span>
                ) : (
                  <LeadStatusBadge status={assignment.status} />
                )}
                {assignment.overdue && <OverdueBadge />}
                {assignment.threadReport && !assignment.threadClosedAt && (
                  <Badge
                    variant="outline"
                    className="border-amber-400 bg-amber-50 text-amber-950"
                    title="Unter „Verlauf“ lesen oder schließen"
                  >
                    Unterhaltung gemeldet
                  </Badge>
                )}
                {assignment.assignedAt !== null && !assignment.endedAt && (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="h-auto px-1 py-0.5 text-xs text-muted-foreground hover:text-destructive"
                    onClick={() => onAction({ kind: "unassign", project, assignment })}
                    aria-label={`${companyDisplayName(assignment.companyName)} von Projekt ${project.id} entfernen`}
                  >
                    Firma entfernen
                  </Button>
                )}
              </li>
            ))}
          </ul>
        ),
    },
    {
      header: "Aktion",
      actions: true,
      cell: (project) => {
        const service = serviceName(project.serviceType);
        return (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 md:flex-col md:items-start">
            {canAssignProject(project, companiesPerLead) ? (
              <Button
                size="sm"
                onClick={() => onAssign(project)}
                aria-label={`Projekt ${project.id} (${service}, ${project.name}) zuweisen`}
              >
                Zuweisen
              </Button>
            ) : (
              <span className="max-w-40 text-xs text-muted-foreground">
                {project.erasedAt
                  ? `Kundendaten gelöscht am ${formatLocalDate(project.erasedAt)}`
                  : project.spamAt
                    ? `Spam seit ${formatLocalDate(project.spamAt)}`
                    : project.consentWithdrawnAt
                      ? `Einwilligung widerrufen am ${formatLocalDate(project.consentWithdrawnAt)}`
                      : project.status !== "Offen"
                        ? "Abgeschlossen"
                        : `${openAssignmentCount(project.assignments)} von ${companiesPerLead} Firmen offen`}
              </span>
            )}
            <ProjectMenu project={project} onAction={onAction} />
            {!project.consentWithdrawnAt && !project.erasedAt && (
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
            <ProjectHistoryButton project={project} />
          </div>
        );
      },
    },
  ];
}

/** The project's postcode lies outside Vienna and surroundings (lib/domain/service-area.ts). */
export function OutsideServiceAreaBadge() {
  return (
    <Badge
      variant="outline"
      className="border-amber-400 bg-amber-50 text-amber-950"
      title={`Außerhalb von ${SERVICE_AREA_TEXT}`}
    >
      <MapPinOff aria-hidden="true" />
      außerhalb Wiens
    </Badge>
  );
}

/** "Weitere Aktionen" of one project: the operations that apply to it, each opening its dialog. */
function ProjectMenu({ project, onAction }: { project: AdminProject; onAction: (action: ProjectAction) => void }) {
  const [open, setOpen] = useState(false);
  const items: { label: string; action: ProjectAction; destructive?: boolean }[] = [];
  if (canReopenProject(project)) items.push({ label: "Wieder öffnen", action: { kind: "reopen", project } });
  if (!project.erasedAt) items.push({ label: "Status ändern", action: { kind: "status", project } });
  if (!project.spamAt)
    items.push({ label: "Als Spam markieren", action: { kind: "spam", project }, destructive: true });
  if (!project.erasedAt)
    items.push({ label: "Kundendaten löschen", action: { kind: "erase", project }, destructive: true });
  if (items.length === 0) return null;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`Weitere Aktionen für Projekt ${project.id}`}>
          <MoreHorizontal aria-hidden="true" />
          Aktionen
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="grid w-56 gap-0.5 p-1">
        {items.map((item) => (
          <Button
            key={item.label}
            variant="ghost"
            size="sm"
            className={item.destructive ? "justify-start text-destructive hover:text-destructive" : "justify-start"}
            onClick={() => {
              setOpen(false);
              onAction(item.action);
            }}
          >
            {item.label}
          </Button>
        ))}
      </PopoverContent>
    </Popover>
  );
}
