"use client";
/**
 * Quiz Management: paged table of quizzes (search, active filter), read-only details, delete with confirmation and
 * the editor. The API revalidates /quiz/{service} after saving.
 */
import { Eye, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { PagedListTable, usePagedList, type ListToolbarConfig } from "@/components/admin/list-controls";
import { Badge } from "@/components/ui/badge";
import { IconActionButton } from "@/components/admin/icon-action-button";
import { Button } from "@/components/ui/button";
import { serviceName } from "@/lib/content/service-catalog";
import type { AdminQuiz } from "@/lib/domain/admin-content";
import { ADMIN_QUIZ_PAGE_SIZE, ADMIN_QUIZ_STATUS_FILTERS } from "@/lib/domain/admin-quizzes";
import { EMPTY_VALUE } from "@/lib/domain/lead-labels";
import { ADMIN_QUIZZES_QUERY_KEY, fetchQuizzesPage } from "./queries";
import { QuizDeleteDialog } from "./quiz-delete-dialog";
import { QuizDetailsDialog } from "./quiz-details-dialog";
import { QuizEditorDialog } from "./quiz-editor-dialog";
import { formatLocalDate } from "@/lib/time/vienna";

/** The list's search box and status filter. */
const TOOLBAR: ListToolbarConfig = {
  placeholder: "Service, Titel oder #ID",
  options: ADMIN_QUIZ_STATUS_FILTERS,
  noun: ["Quiz", "Quizze"],
};

type DialogState =
  | { kind: "none" }
  | { kind: "details"; quiz: AdminQuiz }
  | { kind: "delete"; quiz: AdminQuiz }
  | { kind: "edit"; quiz?: AdminQuiz };

export function QuizzesSection() {
  const paged = usePagedList({
    queryKey: ADMIN_QUIZZES_QUERY_KEY,
    fetchPage: fetchQuizzesPage,
    // No polling: every admin change reloads the list (invalidateAdminQueries).
    refetchInterval: 0,
    pageSize: ADMIN_QUIZ_PAGE_SIZE,
  });
  const [dialog, setDialog] = useState<DialogState>({ kind: "none" });
  const close = () => setDialog({ kind: "none" });

  return (
    <div className="grid gap-4">
      <div className="flex justify-end">
        <Button type="button" onClick={() => setDialog({ kind: "edit" })}>
          <Plus aria-hidden="true" />
          Neues Quiz
        </Button>
      </div>
      <PagedListTable
        paged={paged}
        toolbar={TOOLBAR}
        aria-label="Quizze"
        columns={[
          {
            header: "Service",
            cell: (quiz) => (
              <>
                <span className="font-medium">{serviceName(quiz.serviceType)}</span>
                <span className="block font-mono text-xs break-all text-muted-foreground">{quiz.serviceType}</span>
              </>
            ),
          },
          { header: "Titel", className: "min-w-44", cell: (quiz) => quiz.title },
          {
            header: "Beschreibung",
            className: "max-w-sm min-w-48",
            cell: (quiz) => (
              <span className="line-clamp-2 text-muted-foreground">{quiz.description ?? EMPTY_VALUE}</span>
            ),
          },
          { header: "Fragen", className: "md:text-right tabular-nums", cell: (quiz) => quiz.questionCount },
          {
            header: "Status",
            cell: (quiz) => (
              <Badge variant={quiz.isActive ? "default" : "secondary"}>{quiz.isActive ? "Aktiv" : "Inaktiv"}</Badge>
            ),
          },
          { header: "Erstellt", className: "whitespace-nowrap", cell: (quiz) => formatLocalDate(quiz.createdAt) },
          {
            header: "Aktionen",
            actions: true,
            cell: (quiz) => (
              <div className="flex gap-1 md:justify-end">
                <IconActionButton
                  title="Details"
                  label={`Details: ${quiz.title}`}
                  onClick={() => setDialog({ kind: "details", quiz })}
                >
                  <Eye aria-hidden="true" />
                </IconActionButton>
                <IconActionButton
                  title="Bearbeiten"
                  label={`Bearbeiten: ${quiz.title}`}
                  onClick={() => setDialog({ kind: "edit", quiz })}
                >
                  <Pencil aria-hidden="true" />
                </IconActionButton>
                <IconActionButton
                  title="Löschen"
                  label={`Löschen: ${quiz.title}`}
                  destructive
                  onClick={() => setDialog({ kind: "delete", quiz })}
                >
                  <Trash2 aria-hidden="true" />
                </IconActionButton>
              </div>
            ),
          },
        ]}
        rowKey={(quiz) => quiz.id}
        texts={{
          loading: "Quizze werden geladen...",
          empty: paged.filtered ? "Keine passenden Quizze gefunden" : "Keine Quizze vorhanden",
          loadError: "Quizze konnten nicht geladen werden.",
        }}
      />

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
