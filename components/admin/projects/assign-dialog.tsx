"use client";
/**
 * The assign dialog: companies not yet on the project, best fit first, with why they fit; those that may not get the
 * lead (approval, licence, insurance, pause) follow with the reason and cannot be picked. The admin picks one and
 * confirms (at most 4 open assignments). The search asks the server for any assignable company, paged; companies
 * already on the project show but cannot be picked. Unconfirmed e-mails stay assignable.
 */
import { ExternalLink, Loader2, MapPin } from "lucide-react";
import { useId, useMemo, useState, type FormEvent } from "react";

import { useAssignableCompanySearch } from "@/components/admin/companies/queries";
import { LIST_SEARCH_DEBOUNCE_MS } from "@/components/admin/list-controls";
import { ListPager } from "@/components/ui/list-pager";
import { LoadErrorState } from "@/components/admin/table-states";
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
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Skeleton } from "@/components/ui/skeleton";
import { serviceName } from "@/lib/content/service-catalog";
import { openAssignmentCount, type AdminProject } from "@/lib/domain/admin-projects";
import { pageCount } from "@/lib/domain/paging";
import { MAX_COMPANIES_PER_PROJECT, type RankedCandidate } from "@/lib/domain/matching";
import { companyProfilePath } from "@/lib/domain/company-slug";
import { useDebouncedValue } from "@/lib/hooks/use-debounced-value";
import { cn } from "@/lib/utils";
import { formatViennaDateTime } from "@/lib/time/vienna";

import { EmailConfirmationBadge } from "./email-confirmation-badge";
import { useAssignLead, useCandidates } from "./queries";

/** Search hits per page in the dialog. */
export const ASSIGN_SEARCH_PAGE_SIZE = 10;

export function AssignDialog({
  project,
  onOpenChange,
}: {
  /** The project to assign; null closes the dialog. */
  project: AdminProject | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={project !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        {project && <AssignForm key={project.id} project={project} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

/** One company the admin can pick: from the ranked candidates or from a search hit. */
interface Choice {
  id: number;
  name: string;
  city: string;
  /** Why it fits (candidates only; the first is highlighted when the company offers the service). */
  reasons: string[];
  offersService: boolean;
  /** Already on the project (search hits only): shown, not selectable. */
  assigned: boolean;
  /** Why it may not get this lead (approval, licence, insurance, pause): shown, not selectable. */
  blockReasons: string[];
  /** Verified and active, so it has a public profile. */
  hasProfile: boolean;
}

const fromCandidate = (candidate: RankedCandidate): Choice => ({
  ...candidate,
  assigned: false,
  blockReasons: candidate.blockReasons ?? [],
  hasProfile: candidate.hasProfile ?? true,
});

function AssignForm({ project, onDone }: { project: AdminProject; onDone: () => void }) {
  const candidates = useCandidates(project.id);
  const assign = useAssignLead();
  const [selected, setSelected] = useState<{ id: number; name: string } | null>(null);
  const [searchInput, setSearchInput] = useState("");
  const search = useDebouncedValue(searchInput.trim(), LIST_SEARCH_DEBOUNCE_MS);
  const [paging, setPaging] = useState({ search: "", page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const hits = useAssignableCompanySearch(search, page, ASSIGN_SEARCH_PAGE_SIZE);
  const searchId = useId();
  const listLabelId = useId();

  // A company removed from the project (ended assignment) may be assigned again.
  const assignedIds = useMemo(
    () =>
      new Set(
        project.assignments.filter((assignment) => !assignment.endedAt).map((assignment) => assignment.companyId),
      ),
    [project.assignments],
  );
  const candidateById = useMemo(
    () => new Map((candidates.data?.candidates ?? []).map((candidate) => [candidate.id, candidate])),
    [candidates.data],
  );
  const searching = search !== "";
  const choices: Choice[] | undefined = searching
    ? hits.data?.companies.map((company) => {
        const candidate = candidateById.get(company.id);
        return candidate
          ? fromCandidate(candidate)
          : {
              id: company.id,
              name: company.name,
              city: company.city,
              reasons: [],
              offersService: false,
              assigned: assignedIds.has(company.id),
              blockReasons: [],
              hasProfile: true,
            };
      })
    : candidates.data?.candidates.map(fromCandidate);
  const total = searching ? hits.data?.total : undefined;
  const pages = total === undefined ? 1 : pageCount(total, ASSIGN_SEARCH_PAGE_SIZE);
  const current = searching ? hits : candidates;

  const assignedCount = candidates.data?.project.assignedCount ?? openAssignmentCount(project.assignments);
  const companiesPerLead = candidates.data?.project.companiesPerLead ?? MAX_COMPANIES_PER_PROJECT;
  // The server's answer is the fresher one (the customer may have opened the link since the list loaded).
  const emailConfirmedAt = candidates.data
    ? (candidates.data.project.emailConfirmedAt ?? project.emailConfirmedAt)
    : project.emailConfirmedAt;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!selected) return;
    assign.mutate({ projectId: project.id, companyId: selected.id }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Lead zuweisen</DialogTitle>
        <DialogDescription>
          {serviceName(project.serviceType)} · PLZ {project.zipCode} · {assignedCount} von {companiesPerLead} Firmen mit
          offener Anfrage. Wählen Sie eine geprüfte Firma; die passendsten stehen oben, Firmen ohne Freigabe für diesen
          Lead darunter mit dem Grund.
        </DialogDescription>
      </DialogHeader>

      <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="assign-email-confirmation">
        <EmailConfirmationBadge emailConfirmedAt={emailConfirmedAt} />
        <span className="text-muted-foreground">
          {emailConfirmedAt
            ? `Der Kunde hat den Link am ${formatViennaDateTime(emailConfirmedAt)} geöffnet.`
            : "Der Kunde hat den Link in der Bestätigungs-E-Mail noch nicht geöffnet. Zuweisen ist trotzdem möglich."}
        </span>
      </div>

      <div className="grid gap-1.5" role="search">
        <Label htmlFor={searchId}>Firma suchen</Label>
        <Input
          id={searchId}
          type="search"
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
          placeholder="Name, Ort, E-Mail, Telefon, PLZ oder #ID"
          maxLength={200}
        />
      </div>

      {current.isPending ? (
        <div role="status" className="grid gap-2">
          <span className="sr-only">Firmen werden geladen...</span>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-16 rounded-lg" aria-hidden="true" />
          ))}
        </div>
      ) : current.isError ? (
        <LoadErrorState
          text="Die Firmen konnten nicht geladen werden."
          onRetry={() => void current.refetch()}
          retrying={current.isFetching}
        />
      ) : !choices || choices.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
          {searching ? "Keine zuweisbare Firma passt zur Suche." : "Keine weitere Firma verfügbar."}
        </p>
      ) : (
        <>
          <p id={listLabelId} className="text-sm font-medium" aria-live="polite">
            {searching
              ? `${total} Treffer (freigegeben, versichert, nicht pausiert; A–Z)`
              : "Firmen, beste Eignung zuerst"}
          </p>
          {!searching && candidates.data && candidates.data.candidatesTotal > candidates.data.candidates.length && (
            <p className="text-sm text-muted-foreground" data-testid="candidates-more">
              Die {candidates.data.candidates.length} passendsten von {candidates.data.candidatesTotal} Firmen; alle
              weiteren finden Sie über die Suche.
            </p>
          )}
          <RadioGroup
            aria-labelledby={listLabelId}
            aria-busy={current.isFetching || undefined}
            value={selected ? String(selected.id) : ""}
            onValueChange={(value) => {
              const choice = choices.find((item) => String(item.id) === value);
              if (choice) setSelected({ id: choice.id, name: choice.name });
            }}
            className="grid max-h-[45dvh] gap-2 overflow-y-auto pr-1"
          >
            {choices.map((choice) => (
              <ChoiceItem
                key={choice.id}
                projectId={project.id}
                choice={choice}
                selected={selected?.id === choice.id}
              />
            ))}
          </RadioGroup>
          {searching && (
            <ListPager
              page={page}
              pages={pages}
              total={total}
              onPage={(next) => setPaging({ search, page: next })}
              label="Seiten der Suchergebnisse"
              size="sm"
            />
          )}
        </>
      )}

      {selected && (
        <p className="text-sm" aria-live="polite">
          Ausgewählt: <span className="font-semibold">{selected.name}</span>
        </p>
      )}

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Abbrechen
        </Button>
        <Button type="submit" disabled={!selected || assign.isPending}>
          {assign.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Zuweisen
        </Button>
      </DialogFooter>
    </form>
  );
}

/** One radio item: name, city and why it fits (or that it is already on the project). */
function ChoiceItem({ projectId, choice, selected }: { projectId: number; choice: Choice; selected: boolean }) {
  const itemId = `candidate-${projectId}-${choice.id}`;
  const reasonsId = `${itemId}-reasons`;
  const blocked = choice.assigned || choice.blockReasons.length > 0;
  return (
    <Label
      htmlFor={itemId}
      className={cn(
        "flex cursor-pointer items-start gap-3 rounded-lg border p-3 font-normal transition-colors hover:bg-muted/50",
        selected && "border-primary bg-primary/5",
        blocked && "cursor-not-allowed hover:bg-transparent",
        choice.assigned && "opacity-60",
      )}
    >
      <RadioGroupItem
        id={itemId}
        value={String(choice.id)}
        disabled={blocked}
        aria-describedby={choice.blockReasons.length > 0 ? reasonsId : undefined}
        className="mt-0.5"
      />
      <span className="grid min-w-0 gap-1">
        <span className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold break-words">{choice.name}</span>
          {choice.hasProfile && (
            <a
              href={companyProfilePath(choice)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-xs font-medium text-primary underline-offset-2 hover:underline"
            >
              Profil
              <ExternalLink className="size-3" aria-hidden="true" />
              <span className="sr-only">von {choice.name} (öffnet in neuem Tab)</span>
            </a>
          )}
        </span>
        <span className="flex items-center gap-1 text-sm text-muted-foreground">
          <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
          {choice.city}
        </span>
        {choice.assigned ? (
          <span className="text-xs text-muted-foreground">bereits diesem Projekt zugewiesen</span>
        ) : choice.blockReasons.length > 0 ? (
          <span id={reasonsId} className="text-xs font-medium text-destructive" data-testid="candidate-block-reasons">
            Kann diesen Lead nicht erhalten: {choice.blockReasons.join(" · ")}
          </span>
        ) : (
          choice.reasons.length > 0 && (
            <span className="text-xs text-muted-foreground">
              <span className={choice.offersService ? "font-medium text-emerald-700" : undefined}>
                {choice.reasons[0]}
              </span>
              {choice.reasons.slice(1).map((reason) => ` · ${reason}`)}
            </span>
          )
        )}
      </span>
    </Label>
  );
}
