"use client";
/** Confirmation before a quiz is deleted. Existing projects keep their answers. */
import { toast } from "sonner";
import { ConfirmDeleteDialog } from "@/components/admin/confirm-delete-dialog";
import type { AdminQuiz } from "@/lib/domain/admin-content";
import { errorMessageFromApi } from "@/lib/http/api-client";
import { useDeleteQuiz } from "./queries";

export function QuizDeleteDialog({ quiz, onClose }: { quiz: AdminQuiz | undefined; onClose: () => void }) {
  const remove = useDeleteQuiz();

  const confirm = () => {
    if (!quiz) return;
    remove.mutate(quiz.id, {
      onSuccess: () => {
        toast.success("Quiz gelöscht", { description: `„${quiz.title}“ wurde gelöscht.` });
        onClose();
      },
      onError: (error) =>
        toast.error("Quiz konnte nicht gelöscht werden", {
          description: errorMessageFromApi(error, "Bitte versuchen Sie es später erneut."),
        }),
    });
  };

  return (
    <ConfirmDeleteDialog
      open={quiz !== undefined}
      title="Quiz löschen?"
      description={
        quiz &&
        `Das Quiz „${quiz.title}“ wird endgültig gelöscht; /quiz/${quiz.serviceType} ist danach nicht mehr erreichbar. Bestehende Projekte behalten ihre Antworten.`
      }
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
