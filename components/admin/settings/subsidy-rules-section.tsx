"use client";
/**
 * The "Förderungen" part of the admin's Einstellungen: every subsidy rule as a card (stacked on phones, a grid on
 * wide screens) with its validity badges, plus create / edit in a dialog and delete after confirmation.
 */
import { ExternalLink, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/components/admin/confirm-delete-dialog";
import { LoadErrorState } from "@/components/admin/table-states";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { serviceName } from "@/lib/content/service-catalog";
import { formatCents } from "@/lib/domain/format";
import { errorMessageFromApi } from "@/lib/http/api-client";
import { formatIsoDay, viennaToday } from "@/lib/time/vienna";
import { useDeleteSubsidyRule, useSaveSubsidyRule, useSubsidyRules, type AdminSubsidyRuleRow } from "./queries";
import { SubsidyRuleDialog } from "./subsidy-rule-form";

/** "12,5 %" from basis points. */
const formatRate = (bps: number) => `${String(bps / 100).replace(".", ",")} %`;

function RuleCard({
  rule,
  today,
  onEdit,
  onDelete,
}: {
  rule: AdminSubsidyRuleRow;
  today: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const expired = rule.validTo !== null && rule.validTo < today;
  const notYet = rule.validFrom > today;
  return (
    <li className="grid content-start gap-2 rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{rule.name}</h3>
        {expired && <Badge variant="destructive">abgelaufen</Badge>}
        {notYet && <Badge variant="secondary">noch nicht gültig</Badge>}
        <Badge variant="outline">{rule.active ? "aktiv" : "inaktiv"}</Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Services</dt>
        <dd>{rule.services.map(serviceName).join(", ")}</dd>
        <dt className="text-muted-foreground">Fördersatz</dt>
        <dd>{formatRate(rule.rateBps)}</dd>
        <dt className="text-muted-foreground">Höchstbetrag</dt>
        <dd>{rule.maxCents === null ? "ohne" : formatCents(rule.maxCents)}</dd>
        <dt className="text-muted-foreground">Gültig</dt>
        <dd>
          ab {formatIsoDay(rule.validFrom)}
          {rule.validTo === null ? " (offen)" : ` bis ${formatIsoDay(rule.validTo)}`}
        </dd>
        <dt className="text-muted-foreground">Geprüft am</dt>
        <dd>{formatIsoDay(rule.lastCheckedOn)}</dd>
        <dt className="text-muted-foreground">Quelle</dt>
        <dd className="min-w-0">
          <a
            href={rule.sourceUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex max-w-full items-center gap-1 break-all underline underline-offset-2"
          >
            {rule.provider}
            <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
            <span className="sr-only">(öffnet in neuem Tab)</span>
          </a>
        </dd>
      </dl>
      <div className="mt-1 flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onEdit} aria-label={`${rule.name} bearbeiten`}>
          <Pencil aria-hidden="true" />
          Bearbeiten
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={onDelete} aria-label={`${rule.name} löschen`}>
          <Trash2 aria-hidden="true" />
          Löschen
        </Button>
      </div>
    </li>
  );
}

/** Lists, creates, edits and deletes the subsidy rules (GET/POST /api/admin/subsidy-rules, PATCH/DELETE by id). */
export function SubsidyRulesSection() {
  const rules = useSubsidyRules();
  const save = useSaveSubsidyRule();
  const remove = useDeleteSubsidyRule();
  const [editing, setEditing] = useState<{ rule: AdminSubsidyRuleRow | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminSubsidyRuleRow | null>(null);
  const today = viennaToday();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success("Förderregel gelöscht");
        setDeleting(null);
      },
      onError: (error) =>
        toast.error("Förderregel nicht gelöscht", {
          description: errorMessageFromApi(error, "Bitte versuchen Sie es erneut."),
        }),
    });
  };

  let body: React.ReactNode;
  if (rules.isError) {
    body = (
      <LoadErrorState
        text="Die Förderregeln konnten nicht geladen werden."
        onRetry={() => void rules.refetch()}
        retrying={rules.isFetching}
      />
    );
  } else if (!rules.data) {
    body = (
      <div className="grid gap-3 lg:grid-cols-2" role="status" aria-label="Förderregeln werden geladen...">
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  } else if (rules.data.rules.length === 0) {
    body = <p className="text-sm text-muted-foreground">Noch keine Förderregeln</p>;
  } else {
    body = (
      <ul className="grid gap-3 lg:grid-cols-2" aria-label="Förderregeln">
        {rules.data.rules.map((rule) => (
          <RuleCard
            key={rule.id}
            rule={rule}
            today={today}
            onEdit={() => setEditing({ rule })}
            onDelete={() => setDeleting(rule)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="subsidy-rules-title" className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="subsidy-rules-title" className="text-lg font-semibold">
            Förderungen
          </h2>
          <p className="text-sm text-muted-foreground">Förderregeln für den Quiz-Schritt „Förderung prüfen“.</p>
        </div>
        <Button type="button" onClick={() => setEditing({ rule: null })}>
          <Plus aria-hidden="true" />
          Förderregel anlegen
        </Button>
      </div>
      {body}
      <SubsidyRuleDialog
        open={editing !== null}
        rule={editing?.rule ?? null}
        onSave={async (input) => {
          await save.mutateAsync({ id: editing?.rule?.id ?? null, rule: input });
          toast.success("Förderregel gespeichert");
        }}
        onClose={() => setEditing(null)}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title="Förderregel löschen?"
        description={`„${deleting?.name ?? ""}“ wird endgültig gelöscht und im Quiz nicht mehr angeboten.`}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
