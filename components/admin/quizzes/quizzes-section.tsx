"use client";
/**
 * Quiz Management (admin keys quiz-management and quizzes; authenticated-side.md §2 "Quizzes"):
 * table with service, title, description, question count, active/inactive and created date; a
 * read-only details dialog; delete with a confirmation ("Quiz gelöscht" / "Quiz konnte nicht
 * gelöscht werden", §8); and the editor for new and existing quizzes (the spec's dead buttons made
 * to work, per issue 5). Saved quizzes are what /quiz/{service} shows next (the API revalidates it).
 */
import { Eye, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { serviceName } from "@/lib/content/service-catalog";
import type { AdminQuiz } from "@/lib/domain/admin-content";
import { EMPTY_VALUE, formatGermanDate } from "@/lib/domain/lead-labels";
import { useAdminQuizzes } from "./queries";
import { QuizDeleteDialog } from "./quiz-delete-dialog";
import { QuizDetailsDialog } from "./quiz-details-dialog";
import { QuizEditorDialog } from "./quiz-editor-dialog";
import { TableEmptyRow, TableErrorRow, TableSkeletonRows } from "@/components/admin/table-states";

const COLUMNS = 7;

type DialogState =
  | { kind: "none" }
  | { kind: "details"; quiz: AdminQuiz }
  | { kind: "delete"; quiz: AdminQuiz }
  | { kind: "edit"; quiz?: AdminQuiz };

export function QuizzesSection() {
  const quizzes = useAdminQuizzes();
  const [dialog, setDialog] = useState<DialogState>({ kind: "none" });
  const close = () => setDialog({ kind: "none" });
  const list = quizzes.data ?? [];
  const activeCount = list.filter((quiz) => quiz.isActive).length;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {quizzes.isSuccess ? `${list.length} Quizze, davon ${activeCount} aktiv` : "\u00a0"}
        </p>
        <Button type="button" onClick={() => setDialog({ kind: "edit" })}>
          <Plus aria-hidden="true" />
          Neues Quiz
        </Button>
      </div>

      <Table aria-label="Quizze">
        <TableHeader>
          <TableRow>
            <TableHead>Service</TableHead>
            <TableHead>Titel</TableHead>
            <TableHead>Beschreibung</TableHead>
            <TableHead className="text-right">Fragen</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Erstellt</TableHead>
            <TableHead className="text-right">Aktionen</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {quizzes.isPending ? (
            <TableSkeletonRows columns={COLUMNS} />
          ) : quizzes.isError ? (
            <TableErrorRow columns={COLUMNS} text="Quizze konnten nicht geladen werden." onRetry={() => void quizzes.refetch()} />
          ) : list.length === 0 ? (
            <TableEmptyRow columns={COLUMNS} text="Keine Quizze vorhanden" />
          ) : (
            list.map((quiz) => (
              <TableRow key={quiz.id}>
                <TableCell>
                  <span className="font-medium whitespace-nowrap">{serviceName(quiz.serviceType)}</span>
                  <span className="block font-mono text-xs text-muted-foreground">{quiz.serviceType}</span>
                </TableCell>
                <TableCell className="min-w-48">{quiz.title}</TableCell>
                <TableCell className="max-w-sm min-w-56">
                  <span className="line-clamp-2 text-muted-foreground">{quiz.description ?? EMPTY_VALUE}</span>
                </TableCell>
                <TableCell className="text-right tabular-nums">{quiz.questionCount}</TableCell>
                <TableCell>
                  <Badge variant={quiz.isActive ? "default" : "secondary"}>{quiz.isActive ? "Aktiv" : "Inaktiv"}</Badge>
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatGermanDate(quiz.createdAt)}</TableCell>
                <TableCell>
                  <div className="flex justify-end gap-1">
                    <Button type="button" variant="ghost" size="icon" aria-label={`Details: ${quiz.title}`} title="Details" onClick={() => setDialog({ kind: "details", quiz })}>
                      <Eye aria-hidden="true" />
                    </Button>
                    <Button type="button" variant="ghost" size="icon" aria-label={`Bearbeiten: ${quiz.title}`} title="Bearbeiten" onClick={() => setDialog({ kind: "edit", quiz })}>
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="text-destructive hover:text-destructive"
                      aria-label={`Löschen: ${quiz.title}`}
                      title="Löschen"
                      onClick={() => setDialog({ kind: "delete", quiz })}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>

      <QuizDetailsDialog
        quiz={dialog.kind === "details" ? dialog.quiz : undefined}
        onClose={close}
        onEdit={(quiz) => setDialog({ kind: "edit", quiz })}
      />
      <QuizDeleteDialog quiz={dialog.kind === "delete" ? dialog.quiz : undefined} onClose={close} />
      {dialog.kind === "edit" && <QuizEditorDialog key={dialog.quiz?.id ?? "new"} quiz={dialog.quiz} onClose={close} />}
    </div>
  );
}
