"use client";
/** Read-only quiz details: service, status, description and every question with its type, options and placeholder. */
import { Pencil } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { serviceName } from "@/lib/content/service-catalog";
import type { AdminQuiz } from "@/lib/domain/admin-content";
import type { QuestionType } from "@/lib/domain/quiz-types";
import { formatLocalDate } from "@/lib/time/vienna";

/** German names of the question types. */
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  radio: "Einzelauswahl (radio)",
  checkbox: "Mehrfachauswahl (checkbox)",
};

export function QuizDetailsDialog({
  quiz,
  onClose,
  onEdit,
}: {
  quiz: AdminQuiz | undefined;
  onClose: () => void;
  onEdit: (quiz: AdminQuiz) => void;
}) {
  return (
    <Dialog open={quiz !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-3xl">
        {quiz && (
          <>
            <DialogHeader>
              <DialogTitle>{quiz.title}</DialogTitle>
              <DialogDescription>
                {serviceName(quiz.serviceType)} · /quiz/{quiz.serviceType} · erstellt am{" "}
                {formatLocalDate(quiz.createdAt)}
              </DialogDescription>
            </DialogHeader>
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <Badge variant={quiz.isActive ? "default" : "secondary"}>{quiz.isActive ? "Aktiv" : "Inaktiv"}</Badge>
              <span className="text-muted-foreground">{quiz.questionCount} Fragen</span>
            </div>
            {quiz.description && <p className="text-sm">{quiz.description}</p>}
            <ol className="grid gap-3">
              {quiz.questions.map((question, index) => (
                <li key={`${question.id}-${index}`} className="rounded-lg border p-4">
                  <div className="flex flex-wrap items-center gap-2 text-xs">
                    <span className="font-semibold">Frage {index + 1}</span>
                    <code className="rounded bg-muted px-1.5 py-0.5">{question.id}</code>
                    <Badge variant="outline">{QUESTION_TYPE_LABELS[question.type]}</Badge>
                    <Badge variant={question.required ? "default" : "secondary"}>
                      {question.required ? "Pflichtfrage" : "Optional"}
                    </Badge>
                  </div>
                  <p className="mt-2 font-medium">{question.text}</p>
                  <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm text-muted-foreground">
                    {question.options.map((option) => (
                      <li key={option}>{option}</li>
                    ))}
                  </ul>
                  {question.placeholder && (
                    <p className="mt-2 text-sm">
                      <span className="font-medium">Hinweistext:</span> {question.placeholder}
                    </p>
                  )}
                </li>
              ))}
            </ol>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                Schließen
              </Button>
              <Button type="button" onClick={() => onEdit(quiz)}>
                <Pencil aria-hidden="true" />
                Bearbeiten
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
