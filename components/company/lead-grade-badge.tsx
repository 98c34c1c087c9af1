/**
 * The lead's grade as a badge: A Heiß, B Warm, C Kalt (authenticated-side.md §4 "Lead score").
 * Renders nothing when the answers hold neither intent_readiness nor start_timeline (§2).
 */
import { Flame, Snowflake, Sun } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { parseQuizAnswers } from "@/lib/domain/lead-labels";
import { scoreLead, type LeadGrade } from "@/lib/domain/lead-score";
import { cn } from "@/lib/utils";

const STYLES: Record<LeadGrade, { className: string; icon: typeof Flame }> = {
  A: { className: "border-red-200 bg-red-50 text-red-800", icon: Flame },
  B: { className: "border-amber-200 bg-amber-50 text-amber-900", icon: Sun },
  C: { className: "border-sky-200 bg-sky-50 text-sky-900", icon: Snowflake },
};

export function LeadGradeBadge({ quizAnswers, className }: { quizAnswers: unknown; className?: string }) {
  const score = scoreLead(parseQuizAnswers(quizAnswers));
  if (!score) return null;
  const { className: colours, icon: Icon } = STYLES[score.grade];
  return (
    <Badge variant="outline" className={cn(colours, className)} data-grade={score.grade}>
      <Icon aria-hidden="true" />
      {score.grade} {score.label}
    </Badge>
  );
}
