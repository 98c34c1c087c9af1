"use client";
/**
 * The lead's grade as a badge (Heiß, Warm, Kalt) with a tooltip explaining the points (explainLeadScore). The badge
 * is a button, so the tooltip opens on hover, focus and tap. Renders nothing without the scored answers.
 */
import { Flame, Snowflake, Sun } from "lucide-react";
import { useRef, useState } from "react";

import { badgeVariants } from "@/components/ui/badge";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "@/components/ui/tooltip";
import { parseQuizAnswers } from "@/lib/domain/lead-labels";
import { explainLeadScore, type LeadGrade } from "@/lib/domain/lead-score";
import { cn } from "@/lib/utils";

const STYLES: Record<LeadGrade, { className: string; icon: typeof Flame }> = {
  A: { className: "border-red-200 bg-red-50 text-red-800", icon: Flame },
  B: { className: "border-amber-200 bg-amber-50 text-amber-900", icon: Sun },
  C: { className: "border-sky-200 bg-sky-50 text-sky-900", icon: Snowflake },
};

export function LeadGradeBadge({ quizAnswers, className }: { quizAnswers: unknown; className?: string }) {
  const [open, setOpen] = useState(false);
  /** Whether a tap found the tooltip open (the trigger closes it on pointer down; the click then decides). */
  const openAtPointerDown = useRef(false);
  const explanation = explainLeadScore(parseQuizAnswers(quizAnswers));
  if (!explanation) return null;
  const { className: colours, icon: Icon } = STYLES[explanation.grade];

  return (
    <TooltipProvider>
      <Tooltip open={open} onOpenChange={setOpen}>
        <TooltipTrigger
          type="button"
          className={cn(
            badgeVariants({ variant: "outline" }),
            "cursor-help focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1",
            colours,
            className,
          )}
          data-grade={explanation.grade}
          aria-label={`Einstufung ${explanation.label} – Erklärung anzeigen`}
          onPointerDown={(event) => {
            // A tap toggles; a mouse click keeps a tooltip open that hovering opened.
            openAtPointerDown.current = event.pointerType === "touch" && open;
          }}
          onClick={(event) => {
            // Radix would only close the tooltip on a click; keyboard clicks (detail 0) toggle it.
            event.preventDefault();
            setOpen(event.detail === 0 ? !open : !openAtPointerDown.current);
          }}
        >
          <Icon aria-hidden="true" />
          {explanation.label}
        </TooltipTrigger>
        <TooltipContent side="bottom" className="max-w-72 text-left text-balance">
          <p className="font-semibold">{explanation.summary}</p>
          <ul className="mt-1 grid gap-0.5">
            {explanation.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-1 opacity-80">{explanation.rule}</p>
        </TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
