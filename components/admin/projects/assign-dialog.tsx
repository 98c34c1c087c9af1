"use client";
/**
 * The assign dialog (authenticated-side.md §2 "Projects", §8; issue 5 "Matching"): the verified
 * companies not yet assigned to the project, best fit first (GET /api/admin/projects/{id}/candidates:
 * offers the service, nearest district, fewest open leads), each with name, city and why it fits.
 * The admin picks ONE company and confirms; POST /api/admin/assign-lead adds it (up to 4 per
 * project with an open assignment) and the dialog closes. A filter field narrows long lists by name or city.
 */
import { Loader2, MapPin } from "lucide-react";
import { useId, useMemo, useState, type FormEvent } from "react";

import { LoadErrorState } from "@/components/admin/table-states";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Skeleton } from "@/components/ui/skeleton";
import { serviceName } from "@/lib/content/service-catalog";
import { openAssignmentCount, type AdminProject } from "@/lib/domain/admin-projects";
import { MAX_COMPANIES_PER_PROJECT } from "@/lib/domain/matching";
import { cn } from "@/lib/utils";

import { useAssignLead, useCandidates } from "./queries";

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

function AssignForm({ project, onDone }: { project: AdminProject; onDone: () => void }) {
  const candidates = useCandidates(project.id);
  const assign = useAssignLead();
  const [selected, setSelected] = useState<string>("");
  const [filter, setFilter] = useState("");
  const filterId = useId();
  const listLabelId = useId();

  const list = candidates.data?.candidates;
  const shown = useMemo(() => {
    const needle = filter.trim().toLocaleLowerCase("de-AT");
    if (!list || !needle) return list ?? [];
    return list.filter((c) => `${c.name} ${c.city}`.toLocaleLowerCase("de-AT").includes(needle));
  }, [list, filter]);

  const assignedCount = candidates.data?.project.assignedCount ?? openAssignmentCount(project.assignments);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!selected) return;
    assign.mutate({ projectId: project.id, companyId: Number(selected) }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Lead zuweisen</DialogTitle>
        <DialogDescription>
          {serviceName(project.serviceType)} · PLZ {project.zipCode} · {assignedCount} von {MAX_COMPANIES_PER_PROJECT} Firmen
          mit offener Anfrage. Wählen Sie eine verifizierte Firma; die passendsten stehen oben.
        </DialogDescription>
      </DialogHeader>

      {candidates.isPending ? (
        <div role="status" className="grid gap-2">
          <span className="sr-only">Firmen werden geladen...</span>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-16 rounded-lg" aria-hidden="true" />
          ))}
        </div>
      ) : candidates.isError ? (
        <LoadErrorState text="Die Firmen konnten nicht geladen werden." onRetry={() => void candidates.refetch()} retrying={candidates.isFetching} />
      ) : list && list.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
          Keine weitere verifizierte Firma verfügbar.
        </p>
      ) : (
        <>
          {list && list.length > 6 && (
            <div className="grid gap-1.5">
              <Label htmlFor={filterId}>Firma suchen</Label>
              <Input id={filterId} value={filter} onChange={(event) => setFilter(event.target.value)} placeholder="Name oder Ort" maxLength={100} />
            </div>
          )}
          <p id={listLabelId} className="text-sm font-medium">
            Verifizierte Firmen
          </p>
          <RadioGroup
            aria-labelledby={listLabelId}
            value={selected}
            onValueChange={setSelected}
            className="grid max-h-[45dvh] gap-2 overflow-y-auto pr-1"
          >
            {shown.length === 0 && <p className="px-1 text-sm text-muted-foreground">Keine Firma passt zur Suche.</p>}
            {shown.map((candidate) => {
              const itemId = `candidate-${project.id}-${candidate.id}`;
              return (
                <Label
                  key={candidate.id}
                  htmlFor={itemId}
                  className={cn(
                    "flex cursor-pointer items-start gap-3 rounded-lg border p-3 font-normal transition-colors hover:bg-muted/50",
                    selected === String(candidate.id) && "border-primary bg-primary/5",
                  )}
                >
                  <RadioGroupItem id={itemId} value={String(candidate.id)} className="mt-0.5" />
                  <span className="grid min-w-0 gap-1">
                    <span className="font-semibold break-words">{candidate.name}</span>
                    <span className="flex items-center gap-1 text-sm text-muted-foreground">
                      <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
                      {candidate.city}
                    </span>
                    <span className="text-xs text-muted-foreground">
                      <span className={candidate.offersService ? "font-medium text-emerald-700" : undefined}>{candidate.reasons[0]}</span>
                      {candidate.reasons.slice(1).map((reason) => ` · ${reason}`)}
                    </span>
                  </span>
                </Label>
              );
            })}
          </RadioGroup>
        </>
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
