"use client";
/**
 * The optional quiz step "Förderung prüfen (optional)": only the questions the current subsidy rules of the service
 * need (subsidyQuestionsFor, computed by the quiz page on the server). Every answer is optional; the answers go to
 * POST /api/projects under their `subsidy_` keys and are used only for the customer's "Mögliche Förderung".
 */
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import {
  SUBSIDY_ANSWER_FIELDS,
  SUBSIDY_INCOME_OPTIONS,
  SUBSIDY_QUESTIONS,
  SUBSIDY_YES_NO,
  subsidyAnswerError,
  type SubsidyAnswerKey,
} from "@/lib/domain/subsidies";

/** The step's answers by `subsidy_` key (SUBSIDY_ANSWER_FIELDS); "" or absent: not answered. */
export type SubsidyStepValues = Partial<Record<string, string>>;

export const SUBSIDY_STEP_TITLE = "Förderung prüfen (optional)";

const OPTION_LABELS: Record<string, string> = { ja: "Ja", nein: "Nein", "weiss-nicht": "Weiß nicht" };

/** Field → German message of every malformed answer (subsidyAnswerError); {} when the step may be left. */
export function subsidyStepErrors(values: SubsidyStepValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(values)) {
    const message = value === undefined ? null : subsidyAnswerError(field, value.trim());
    if (message) errors[field] = message;
  }
  return errors;
}

/** The answers to send: the given ones, trimmed; empty ones left out. */
export function subsidyAnswersToSend(values: SubsidyStepValues): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .map(([field, value]) => [field, value?.trim() ?? ""] as const)
      .filter(([, value]) => value !== ""),
  );
}

interface SubsidyStepProps {
  questions: readonly SubsidyAnswerKey[];
  values: SubsidyStepValues;
  errors: Record<string, string>;
  onChange: (field: string, value: string) => void;
}

export function SubsidyStep({ questions, values, errors, onChange }: SubsidyStepProps) {
  const baseId = useId();
  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted-foreground">
        Freiwillige Angaben: Damit zeigen wir Ihnen, welche öffentlichen Förderungen für Ihr Projekt möglicherweise in
        Frage kommen. Ihre Antworten sehen nur Sie in „Mein Projekt“ – die Fachbetriebe erhalten sie nicht. Ob und wie
        viel gefördert wird, entscheidet allein die Förderstelle.
      </p>
      {questions.map((key) => {
        const field = SUBSIDY_ANSWER_FIELDS[key];
        const id = `${baseId}-${field}`;
        const error = errors[field];
        const errorId = `${id}-error`;
        const errorText = error && (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        );
        if (key === "age" || key === "buildingYear") {
          return (
            <div key={key} className="grid gap-1.5">
              <Label htmlFor={id}>{SUBSIDY_QUESTIONS[key]}</Label>
              <Input
                id={id}
                type="number"
                inputMode="numeric"
                min={key === "age" ? 0 : 1000}
                max={key === "age" ? 130 : 2100}
                step={1}
                placeholder={key === "age" ? "z. B. 67" : "z. B. 1965"}
                value={values[field] ?? ""}
                onChange={(event) => onChange(field, event.target.value)}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? errorId : undefined}
                className="h-11 sm:max-w-40"
              />
              {errorText}
            </div>
          );
        }
        const options = key === "householdIncomeBelowLimit" ? SUBSIDY_INCOME_OPTIONS : SUBSIDY_YES_NO;
        return (
          <fieldset key={key} className="grid gap-2" aria-describedby={error ? errorId : undefined}>
            <legend id={`${id}-legend`} className="mb-2 text-sm font-medium">
              {SUBSIDY_QUESTIONS[key]}
            </legend>
            <RadioGroup
              aria-labelledby={`${id}-legend`}
              value={values[field] ?? ""}
              onValueChange={(value) => onChange(field, value)}
              aria-invalid={Boolean(error)}
              className="flex flex-wrap gap-x-6 gap-y-2"
            >
              {options.map((option) => (
                <div key={option} className="flex min-h-11 items-center gap-2">
                  <RadioGroupItem id={`${id}-${option}`} value={option} />
                  <Label htmlFor={`${id}-${option}`} className="cursor-pointer font-normal">
                    {OPTION_LABELS[option]}
                  </Label>
                </div>
              ))}
            </RadioGroup>
            {errorText}
          </fieldset>
        );
      })}
    </div>
  );
}
