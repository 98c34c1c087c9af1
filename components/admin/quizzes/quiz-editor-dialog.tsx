"use client";
/**
 * Editor for a new or an existing quiz: fields and questions (add, remove, reorder), validated with the API's zod
 * schema (lib/validation/quiz.ts); server field errors show at the fields. Lead-score warnings show live but do not
 * block saving. Closing with unsaved edits asks first.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { AlertTriangle, Loader2, Plus, Save } from "lucide-react";
import { useMemo } from "react";
import { Controller, useFieldArray, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { useDiscardGuard } from "@/components/admin/discard-changes-dialog";
import { FieldError, fieldAria, FormField } from "@/components/forms/form-controls";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { SERVICE_NAMES } from "@/lib/content/service-catalog";
import { leadScoreQuestionTemplates, quizLeadScoreWarnings, type AdminQuiz } from "@/lib/domain/admin-content";
import { applyServerErrors } from "@/lib/http/form-errors";
import { QUIZ_LIMITS, quizInputSchema, type QuizFormValues, type QuizInput } from "@/lib/validation/quiz";
import { useSaveQuiz } from "./queries";
import { QuestionFields, newQuestion } from "./quiz-question-fields";

const SERVICE_LIST_ID = "quiz-service-ids";

function formValuesOf(quiz: AdminQuiz | undefined): QuizFormValues {
  if (!quiz) {
    return {
      serviceType: "",
      title: "",
      description: "",
      isActive: true,
      questions: [newQuestion(1), ...leadScoreQuestionTemplates()],
    };
  }
  return {
    serviceType: quiz.serviceType,
    title: quiz.title,
    description: quiz.description ?? "",
    isActive: quiz.isActive,
    questions: quiz.questions.map((question) => ({ ...question, placeholder: question.placeholder ?? "" })),
  };
}

export function QuizEditorDialog({ quiz, onClose }: { quiz: AdminQuiz | undefined; onClose: () => void }) {
  const save = useSaveQuiz(quiz?.id);
  const form = useForm<QuizFormValues, unknown, QuizInput>({
    resolver: zodResolver(quizInputSchema),
    defaultValues: formValuesOf(quiz),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { control, register, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const questions = useFieldArray({ control, name: "questions" });
  const watchedQuestions = useWatch({ control, name: "questions" });
  const warnings = useMemo(() => quizLeadScoreWarnings(watchedQuestions ?? []), [watchedQuestions]);
  const pending = save.isPending;
  const { requestClose, confirmDialog } = useDiscardGuard(formState.isDirty, onClose);

  const submit = handleSubmit(
    (input) =>
      save.mutate(input, {
        onSuccess: ({ quiz: saved }) => {
          toast.success(quiz ? "Quiz gespeichert" : "Quiz erstellt", {
            description: `„${saved.title}“ ist ${saved.isActive ? `ab sofort unter /quiz/${saved.serviceType} zu sehen` : "gespeichert (inaktiv)"}.`,
          });
          onClose();
        },
        onError: (error) =>
          applyServerErrors({ setError }, error, {
            title: "Quiz konnte nicht gespeichert werden",
            fallback: "Bitte versuchen Sie es später erneut.",
          }),
      }),
    () =>
      toast.error("Quiz konnte nicht gespeichert werden", {
        description: "Bitte korrigieren Sie die markierten Felder.",
      }),
  );

  const questionsError = errors.questions?.message ?? errors.questions?.root?.message;

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && requestClose()}>
      <DialogContent className="sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>{quiz ? "Quiz bearbeiten" : "Neues Quiz"}</DialogTitle>
          <DialogDescription>
            Ein Quiz je Service. Gespeicherte Änderungen erscheinen sofort unter /quiz/{"{service}"}; bestehende
            Projekte behalten ihre Antworten.
          </DialogDescription>
        </DialogHeader>

        <form noValidate onSubmit={submit} className="grid gap-5" aria-label={quiz ? "Quiz bearbeiten" : "Neues Quiz"}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="quiz-service"
              label="Service (ID)"
              hint="Kleinbuchstaben, Ziffern und Bindestriche, z. B. badrenovierung"
              error={errors.serviceType?.message}
            >
              <Input
                id="quiz-service"
                list={SERVICE_LIST_ID}
                autoComplete="off"
                maxLength={QUIZ_LIMITS.serviceType}
                {...fieldAria("quiz-service", errors.serviceType?.message, "quiz-service-hint")}
                {...register("serviceType")}
              />
              <datalist id={SERVICE_LIST_ID}>
                {Object.entries(SERVICE_NAMES).map(([id, name]) => (
                  <option key={id} value={id}>
                    {name}
                  </option>
                ))}
              </datalist>
            </FormField>
            <FormField id="quiz-title" label="Titel" error={errors.title?.message}>
              <Input
                id="quiz-title"
                maxLength={QUIZ_LIMITS.title}
                {...fieldAria("quiz-title", errors.title?.message)}
                {...register("title")}
              />
            </FormField>
          </div>
          <FormField id="quiz-description" label="Beschreibung (optional)" error={errors.description?.message}>
            <Textarea
              id="quiz-description"
              rows={2}
              maxLength={QUIZ_LIMITS.description}
              {...fieldAria("quiz-description", errors.description?.message)}
              {...register("description")}
            />
          </FormField>
          <Controller
            control={control}
            name="isActive"
            render={({ field }) => (
              <div className="flex items-center gap-2">
                <Checkbox
                  id="quiz-active"
                  ref={field.ref}
                  checked={field.value ?? true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                />
                <Label htmlFor="quiz-active">Aktiv (unter /quiz sichtbar)</Label>
              </div>
            )}
          />

          <fieldset className="grid gap-4">
            <legend className="mb-2 text-base font-semibold">Fragen</legend>
            {warnings.length > 0 && (
              <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
                <p className="flex items-center gap-2 font-medium">
                  <AlertTriangle className="size-4" aria-hidden="true" />
                  Hinweise zum Lead-Score (Speichern ist trotzdem möglich)
                </p>
                <ul className="mt-1 list-disc pl-6">
                  {warnings.map((warning) => (
                    <li key={warning}>{warning}</li>
                  ))}
                </ul>
              </div>
            )}
            {questions.fields.map((field, index) => (
              <QuestionFields
                key={field.id}
                form={form}
                index={index}
                count={questions.fields.length}
                onMove={(to) => questions.move(index, to)}
                onRemove={() => questions.remove(index)}
              />
            ))}
            <FieldError id="quiz-questions" error={questionsError} />
            <div>
              <Button
                type="button"
                variant="outline"
                disabled={questions.fields.length >= QUIZ_LIMITS.questions}
                onClick={() => questions.append(newQuestion(questions.fields.length + 1))}
              >
                <Plus aria-hidden="true" />
                Frage hinzufügen
              </Button>
            </div>
          </fieldset>

          <DialogFooter className="sticky -bottom-6 z-10 -mx-6 -mb-6 border-t bg-background px-6 py-4">
            <Button type="button" variant="outline" onClick={requestClose} disabled={pending}>
              Abbrechen
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
              {pending ? "Wird gespeichert..." : "Speichern"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
      {confirmDialog}
    </Dialog>
  );
}
