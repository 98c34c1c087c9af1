"use client";
/** The required items of an approval (register checks and insurance) with their state, and the check history. */
import { AlertTriangle, CheckCircle2, CircleDashed, Clock, MinusCircle, XCircle } from "lucide-react";
import type * as React from "react";

import { formatViennaDateTime } from "@/lib/time/vienna";
import type { CheckRecord, Readiness, ReadinessItem } from "@/lib/verification/types";

const STATE: Record<ReadinessItem["state"], { label: string; icon: React.ElementType; className: string }> = {
  ok: { label: "geprüft", icon: CheckCircle2, className: "text-emerald-700" },
  failed: { label: "nicht erfüllt", icon: XCircle, className: "text-destructive" },
  pending: { label: "läuft", icon: Clock, className: "text-slate-600" },
  unavailable: { label: "nicht prüfbar", icon: AlertTriangle, className: "text-amber-700" },
  missing: { label: "fehlt", icon: CircleDashed, className: "text-destructive" },
  "not-required": { label: "nicht nötig", icon: MinusCircle, className: "text-slate-500" },
};

const SOURCE: Record<CheckRecord["source"], string> = { gisa: "GISA", vies: "VIES", firmenbuch: "Firmenbuch" };
const OUTCOME: Record<CheckRecord["outcome"], string> = {
  pending: "läuft",
  valid: "gültig",
  invalid: "ungültig",
  unavailable: "nicht prüfbar",
};

/** One line per required item: state icon and word, label, explanation and time of the answer. */
export function ChecksList({ readiness }: { readiness: Readiness }) {
  return (
    <ul className="grid gap-2" aria-label="Prüfungen">
      {readiness.items.map((item) => {
        const state = STATE[item.state];
        const Icon = state.icon;
        return (
          <li key={item.key} className="flex gap-2 text-sm" data-testid={`check-${item.key}`} data-state={item.state}>
            <Icon className={`mt-0.5 size-4 shrink-0 ${state.className}`} aria-hidden="true" />
            <div className="min-w-0">
              <p>
                <span className="font-medium">{item.label}</span>{" "}
                <span className={state.className}>({state.label})</span>
              </p>
              <p className="break-words text-muted-foreground">
                {item.text}
                {item.checkedAt && ` · ${formatViennaDateTime(item.checkedAt)}`}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Every register query with its source, query, outcome, time and the raw answer (collapsed). */
export function CheckHistory({ checks }: { checks: CheckRecord[] }) {
  if (checks.length === 0) return <p className="text-sm text-muted-foreground">Noch keine Registerabfragen</p>;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium">Verlauf der Registerabfragen ({checks.length})</summary>
      <ul className="mt-2 grid gap-2">
        {checks.map((check) => (
          <li key={check.id} className="rounded border p-2">
            <p>
              <span className="font-medium">{SOURCE[check.source]}</span> · {OUTCOME[check.outcome]} ·{" "}
              {check.checkedAt
                ? formatViennaDateTime(check.checkedAt)
                : `angelegt ${formatViennaDateTime(check.createdAt)}`}
              {check.attempts > 1 && ` · ${check.attempts} Versuche`}
            </p>
            <p className="break-all text-muted-foreground">Abfrage: {JSON.stringify(check.query)}</p>
            {check.rawAnswer && (
              <pre className="mt-1 max-h-32 overflow-auto rounded bg-muted p-2 text-xs whitespace-pre-wrap">
                {check.rawAnswer}
              </pre>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
