"use client";
/**
 * One question of the quiz wizard: options as radio buttons or checkboxes. With `icons` the options are tiles;
 * otherwise a list, two columns from 640 px with more than four options (so "Weiter" stays in view on 1280 × 800).
 */
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import type { QuizAnswer, QuizQuestion } from "@/lib/domain/quiz-types";
import { joinClasses } from "@/lib/join-classes";

interface QuestionStepProps {
  question: QuizQuestion;
  answer: QuizAnswer | undefined;
  onSelect: (option: string) => void;
  /** Decorative icons, one per option in option order; omitted for a plain list. */
  icons?: readonly ReactNode[];
}

export function QuestionStep({ question, answer, onSelect, icons }: QuestionStepProps) {
  const isCheckbox = question.type === "checkbox";
  const tiles = icons !== undefined && icons.length === question.options.length;
  const selected = (option: string) => (Array.isArray(answer) ? answer.includes(option) : answer === option);
  return (
    <div>
      {isCheckbox && <p className="mb-3 text-sm text-muted-foreground">Mehrfachauswahl möglich</p>}
      <div
        role={isCheckbox ? "group" : "radiogroup"}
        aria-labelledby="quiz-step-title"
        // aria-required is allowed on a radiogroup, not on a group (axe aria-allowed-attr); a
        // required checkbox question says so in its error message.
        aria-required={isCheckbox ? undefined : question.required}
        className={joinClasses(
          "grid gap-2.5",
          tiles ? "grid-cols-2 sm:grid-cols-3" : question.options.length > 4 && "sm:grid-cols-2",
        )}
      >
        {question.options.map((option, index) => {
          const checked = selected(option);
          const mark = (
            <span
              aria-hidden="true"
              className={joinClasses(
                "flex size-5 shrink-0 items-center justify-center border-2",
                isCheckbox ? "rounded" : "rounded-full",
                checked
                  ? "border-primary bg-primary text-primary-foreground"
                  : "border-muted-foreground/50 bg-background",
              )}
            >
              {checked && <Check className="size-3.5" strokeWidth={3} />}
            </span>
          );
          return (
            <button
              key={option}
              type="button"
              role={isCheckbox ? "checkbox" : "radio"}
              aria-checked={checked}
              onClick={() => onSelect(option)}
              className={joinClasses(
                "rounded-lg border-2 transition-colors",
                "focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/50",
                checked
                  ? "border-primary bg-primary/5 font-medium"
                  : "border-border bg-background hover:border-primary/50",
                tiles
                  ? "relative flex min-h-28 flex-col items-center justify-start gap-2 px-2 pt-5 pb-4 text-center text-sm sm:text-base"
                  : "flex min-h-12 w-full items-center gap-3 px-4 py-2.5 text-left text-base",
              )}
            >
              {tiles ? (
                <>
                  <span className="absolute top-2 right-2">{mark}</span>
                  <span className={joinClasses(checked ? "text-primary" : "text-muted-foreground")}>
                    {icons[index]}
                  </span>
                  <span className="text-balance break-words hyphens-auto" lang="de">
                    {option}
                  </span>
                </>
              ) : (
                <>
                  {mark}
                  <span>{option}</span>
                </>
              )}
            </button>
          );
        })}
      </div>
      {question.placeholder && <p className="mt-3 text-sm text-muted-foreground">{question.placeholder}</p>}
    </div>
  );
}
