"use client";
/**
 * Confirmation before a quiz is deleted (authenticated-side.md §7 DELETE /api/admin/quizzes/{id},
 * §8 toasts 'Quiz gelöscht' / 'Quiz konnte nicht gelöscht werden'). Existing projects keep their answers.
 */
import { Loader2, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
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
    <Dialog open={quiz !== undefined} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Quiz löschen?</DialogTitle>
          <DialogDescription>
            {quiz &&
              `Das Quiz „${quiz.title}“ wird endgültig gelöscht; /quiz/${quiz.serviceType} ist danach nicht mehr erreichbar. Bestehende Projekte behalten ihre Antworten.`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={remove.isPending}>
            Abbrechen
          </Button>
          <Button type="button" variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
            {remove.isPending ? "Wird gelöscht..." : "Löschen"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
