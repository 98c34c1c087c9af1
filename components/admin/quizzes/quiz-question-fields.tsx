"use client";
/**
 * One question of the quiz editor with its options. Field names follow the zod schema (`questions.{i}.options.{j}`),
 * so schema and server errors land at the right input.
 */
import { ArrowDown, ArrowUp, Plus, Trash2, X } from "lucide-react";
import { Controller, useWatch, type UseFormReturn } from "react-hook-form";
import { FieldError, fieldAria, FormField, NativeSelect } from "@/components/forms/form-controls";
import { IconActionButton } from "@/components/admin/icon-action-button";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { QuizInput, QuizFormValues } from "@/lib/validation/quiz";
import { QUIZ_LIMITS } from "@/lib/validation/quiz";
import { QUESTION_TYPE_LABELS } from "./quiz-details-dialog";

type QuizForm = UseFormReturn<QuizFormValues, unknown, QuizInput>;
type QuestionValues = QuizFormValues["questions"][number];

/** An empty radio question with a numbered id and two empty options. */
export function newQuestion(number: number): QuestionValues {
  return { id: `frage_${number}`, text: "", type: "radio", options: ["", ""], required: true, placeholder: "" };
}

function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export function QuestionFields({
  form,
  index,
  count,
  onMove,
  onRemove,
}: {
  form: QuizForm;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { control, register, setValue, getValues, formState } = form;
  const errors = formState.errors.questions?.[index];
  const base = `quiz-q${index}`;
  const number = index + 1;
  const optionsPath = `questions.${index}.options` as const;
  const options = useWatch({ control, name: optionsPath }) ?? [];
  const optionsError = errors?.options?.message ?? errors?.options?.root?.message;

  const setOptions = (next: string[]) =>
    setValue(optionsPath, next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const current = () => getValues(optionsPath) ?? [];

  return (
    <div className="rounded-lg border p-4" role="group" aria-labelledby={`${base}-title`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${base}-title`} className="font-semibold">
          Frage {number}
        </h3>
        <div className="flex gap-1">
          <IconActionButton
            title="Nach oben"
            label={`Frage ${number} nach oben`}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUp aria-hidden="true" />
          </IconActionButton>
          <IconActionButton
            title="Nach unten"
            label={`Frage ${number} nach unten`}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDown aria-hidden="true" />
          </IconActionButton>
          <IconActionButton
            title="Frage entfernen"
            label={`Frage ${number} entfernen`}
            destructive
            disabled={count === 1}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" />
          </IconActionButton>
        </div>
      </div>

      <div className="mt-3 grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
        <FormField id={`${base}-id`} label="Frage-ID" error={errors?.id?.message}>
          <Input
            id={`${base}-id`}
            className="font-mono"
            autoComplete="off"
            maxLength={QUIZ_LIMITS.questionId}
            {...fieldAria(`${base}-id`, errors?.id?.message)}
            {...register(`questions.${index}.id`)}
          />
        </FormField>
        <FormField id={`${base}-text`} label="Fragetext" error={errors?.text?.message}>
          <Input
            id={`${base}-text`}
            maxLength={QUIZ_LIMITS.questionText}
            {...fieldAria(`${base}-text`, errors?.text?.message)}
            {...register(`questions.${index}.text`)}
          />
        </FormField>
        <FormField id={`${base}-type`} label="Fragetyp" error={errors?.type?.message}>
          <NativeSelect
            id={`${base}-type`}
            {...fieldAria(`${base}-type`, errors?.type?.message)}
            {...register(`questions.${index}.type`)}
          >
            <option value="radio">{QUESTION_TYPE_LABELS.radio}</option>
            <option value="checkbox">{QUESTION_TYPE_LABELS.checkbox}</option>
          </NativeSelect>
        </FormField>
        <FormField id={`${base}-placeholder`} label="Hinweistext (optional)" error={errors?.placeholder?.message}>
          <Input
            id={`${base}-placeholder`}
            maxLength={QUIZ_LIMITS.placeholder}
            {...fieldAria(`${base}-placeholder`, errors?.placeholder?.message)}
            {...register(`questions.${index}.placeholder`)}
          />
        </FormField>
      </div>

      <Controller
        control={control}
        name={`questions.${index}.required`}
        render={({ field }) => (
          <div className="mt-4 flex items-center gap-2">
            <Checkbox
              id={`${base}-required`}
              ref={field.ref}
              checked={field.value ?? true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
            />
            <Label htmlFor={`${base}-required`}>Pflichtfrage</Label>
          </div>
        )}
      />

      <fieldset className="mt-4 grid gap-2" aria-describedby={optionsError ? `${base}-options-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">Antwortoptionen</legend>
        <ol className="grid gap-2">
          {options.map((_, optionIndex) => {
            const optionId = `${base}-option-${optionIndex}`;
            const optionError = errors?.options?.[optionIndex]?.message;
            const label = `Option ${optionIndex + 1} von Frage ${number}`;
            return (
              <li key={optionIndex} className="grid gap-1">
                <div className="flex items-center gap-1">
                  <Input
                    id={optionId}
                    aria-label={label}
                    maxLength={QUIZ_LIMITS.optionText}
                    {...fieldAria(optionId, optionError)}
                    {...register(`questions.${index}.options.${optionIndex}`)}
                  />
                  <IconActionButton
                    title="Nach oben"
                    label={`${label} nach oben`}
                    disabled={optionIndex === 0}
                    onClick={() => setOptions(moveItem(current(), optionIndex, optionIndex - 1))}
                  >
                    <ArrowUp aria-hidden="true" />
                  </IconActionButton>
                  <IconActionButton
                    title="Nach unten"
                    label={`${label} nach unten`}
                    disabled={optionIndex === options.length - 1}
                    onClick={() => setOptions(moveItem(current(), optionIndex, optionIndex + 1))}
                  >
                    <ArrowDown aria-hidden="true" />
                  </IconActionButton>
                  <IconActionButton
                    title="Option entfernen"
                    label={`${label} entfernen`}
                    onClick={() => setOptions(current().filter((__, i) => i !== optionIndex))}
                  >
                    <X aria-hidden="true" />
                  </IconActionButton>
                </div>
                <FieldError id={optionId} error={optionError} />
              </li>
            );
          })}
        </ol>
        <FieldError id={`${base}-options`} error={optionsError} />
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={options.length >= QUIZ_LIMITS.options}
            onClick={() => setOptions([...current(), ""])}
          >
            <Plus aria-hidden="true" />
            Option hinzufügen
          </Button>
        </div>
      </fieldset>
    </div>
  );
}
