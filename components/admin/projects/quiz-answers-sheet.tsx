"use client";
/**
 * A project's quiz answers in a collapsible card (authenticated-side.md §2 "Projects": booleans as
 * Ja/Nein, lists joined by commas; labels as in the company's lead details, lib/domain/lead-labels.ts).
 * Collapsed by default; the toggle is a button with aria-expanded that controls the answer list.
 */
import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";

import { parseQuizAnswers, quizAnswerRows } from "@/lib/domain/lead-labels";
import { cn } from "@/lib/utils";

export function QuizAnswersCard({ answers }: { answers: unknown }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rows = quizAnswerRows(parseQuizAnswers(answers));

  if (rows.length === 0) return <span className="text-muted-foreground">Keine Antworten</span>;

  return (
    <div className="min-w-36 rounded-lg border bg-muted/30">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-9 w-full items-center justify-between gap-2 rounded-lg px-3 text-left text-sm font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <span>
          {open ? "Ausblenden" : `Anzeigen (${rows.length})`}
          <span className="sr-only"> – Quiz-Antworten</span>
        </span>
        <ChevronDown className={cn("size-4 shrink-0 transition-transform", open && "rotate-180")} aria-hidden="true" />
      </button>
      <dl id={id} hidden={!open} className="grid gap-2 border-t px-3 py-2">
        {rows.map((row) => (
          <div key={row.key} className="min-w-0">
            <dt className="text-xs font-medium text-muted-foreground">{row.label}</dt>
            <dd className="text-sm break-words">{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
