"use client";
/**
 * A project's quiz answers (labels as in the company's lead details, lib/domain/lead-labels.ts): a button
 * "Anzeigen (n)" opens them in a side sheet instead of expanding the narrow column.
 */
import { ListChecks } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { parseQuizAnswers, quizAnswerRows } from "@/lib/domain/lead-labels";

export interface QuizAnswersSheetProps {
  answers: unknown;
  /** Shown in the sheet's title and description, e.g. 12, "Badrenovierung", "Anna Berger". */
  projectId: number;
  service: string;
  customer: string;
}

/** "Anzeigen (n)" opening the answers in a sheet, or "Keine Antworten". */
export function QuizAnswersSheet({ answers, projectId, service, customer }: QuizAnswersSheetProps) {
  const rows = quizAnswerRows(parseQuizAnswers(answers));

  if (rows.length === 0) return <span className="text-muted-foreground">Keine Antworten</span>;

  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button size="sm" variant="outline">
          <ListChecks aria-hidden="true" />
          Anzeigen ({rows.length})<span className="sr-only"> – Quiz-Antworten</span>
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="w-full gap-0 overflow-y-auto sm:max-w-md">
        <SheetHeader className="border-b pr-12">
          <SheetTitle>Quiz-Antworten zu Projekt #{projectId}</SheetTitle>
          <SheetDescription>
            {service} · {customer}
          </SheetDescription>
        </SheetHeader>
        <dl className="grid gap-3 p-4">
          {rows.map((row) => (
            <div key={row.key} className="grid gap-0.5 border-b pb-3 last:border-b-0">
              <dt className="text-xs font-medium text-muted-foreground">{row.label}</dt>
              <dd className="text-sm break-words">{row.value}</dd>
            </div>
          ))}
        </dl>
      </SheetContent>
    </Sheet>
  );
}
