"use client";
/**
 * One question of the quiz wizard: option cards that act as radio buttons (one choice) or
 * checkboxes (several), operable with Tab and Enter/Space.
 */
import { Check } from "lucide-react";
import type { QuizAnswer, QuizQuestion } from "@/lib/domain/quiz-types";
import { cn } from "@/lib/utils";

interface QuestionStepProps {
  question: QuizQuestion;
  answer: QuizAnswer | undefined;
  onSelect: (option: string) => void;
}

export function QuestionStep({ question, answer, onSelect }: QuestionStepProps) {
  const isCheckbox = question.type === "checkbox";
  const selected = (option: string) => (Array.isArray(answer) ? answer.includes(option) : answer === option);
  return (
    <div>
      {isCheckbox && <p className="mb-3 text-sm text-muted-foreground">Mehrfachauswahl möglich</p>}
      <div
        role={isCheckbox ? "group" : "radiogroup"}
        aria-labelledby="quiz-step-title"
        aria-required={question.required}
        className="grid gap-3"
      >
        {question.options.map((option) => {
          const checked = selected(option);
          return (
            <button
              key={option}
              type="button"
              role={isCheckbox ? "checkbox" : "radio"}
              aria-checked={checked}
              onClick={() => onSelect(option)}
              className={cn(
                "flex min-h-12 w-full items-center gap-3 rounded-lg border-2 px-4 py-3 text-left text-base transition-colors",
                "focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/50",
                checked ? "border-primary bg-primary/5 font-medium" : "border-border bg-background hover:border-primary/50",
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  "flex size-5 shrink-0 items-center justify-center border-2",
                  isCheckbox ? "rounded" : "rounded-full",
                  checked ? "border-primary bg-primary text-primary-foreground" : "border-muted-foreground/50",
                )}
              >
                {checked && <Check className="size-3.5" strokeWidth={3} />}
              </span>
              <span>{option}</span>
            </button>
          );
        })}
      </div>
      {question.placeholder && <p className="mt-3 text-sm text-muted-foreground">{question.placeholder}</p>}
    </div>
  );
}
