/**
 * Building blocks shared by the four Analytics cards: card frame, chart figure (one image for assistive technology;
 * the numbers are in the table beside it), empty state, legend, row header with swatch and colour palettes.
 */
import { Inbox } from "lucide-react";
import type * as React from "react";
import { useId } from "react";

import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { TableHead } from "@/components/ui/table";
import { cn } from "@/lib/utils";

/** Colours of the weekly series (Tailwind 600 shades) and of "Sonstige". */
export const SERIES_COLORS = ["#2563eb", "#059669", "#d97706", "#7c3aed", "#db2777", "#0891b2"] as const;
export const OTHER_COLOR = "#94a3b8";

export const GRADE_COLORS = { A: "#dc2626", B: "#f59e0b", C: "#0284c7", none: "#94a3b8" } as const;
export const OUTCOME_COLORS = { won: "#059669", lost: "#e11d48", open: "#f59e0b" } as const;
export const ASSIGNMENT_COLORS = { assigned: "#2563eb", unassigned: "#cbd5e1" } as const;

/** One analytics block: a labelled region with an h2, a description and its content. */
export function AnalyticsCard({
  title,
  description,
  children,
  className,
  testId,
}: {
  title: string;
  description: React.ReactNode;
  children: React.ReactNode;
  className?: string;
  testId?: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn("min-w-0", className)} data-testid={testId}>
      <Card className="h-full gap-5">
        <CardHeader>
          <h2 id={headingId} className="text-lg leading-tight font-semibold">
            {title}
          </h2>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="grid min-w-0 gap-5">{children}</CardContent>
      </Card>
    </section>
  );
}

/**
 * A chart as a figure: the drawing is one image named by `label` (the caller switches off its focusable parts);
 * `caption` is shown under it.
 */
export function ChartFigure({
  label,
  caption,
  children,
  className,
}: {
  label: string;
  caption: string;
  children: React.ReactNode;
  className?: string;
}) {
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId} className={cn("grid min-w-0 gap-2", className)}>
      <div role="img" aria-label={label}>
        {children}
      </div>
      <figcaption id={captionId} className="text-center text-xs text-muted-foreground">
        {caption}
      </figcaption>
    </figure>
  );
}

/** Shown instead of chart and table when a block has no data. */
export function EmptyBlock({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-10 text-center">
      <Inbox className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">{text}</p>
    </div>
  );
}

export interface LegendEntry {
  key: string;
  label: string;
  color: string;
  value: string;
}

/** Colour key of a chart with the value of each entry (the numbers beside the chart). */
export function LegendList({ entries, label }: { entries: LegendEntry[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
      {entries.map((entry) => (
        <li key={entry.key} className="flex items-center gap-2">
          <ColorSwatch color={entry.color} />
          <span>{entry.label}</span>
          <span className="font-semibold tabular-nums">{entry.value}</span>
        </li>
      ))}
    </ul>
  );
}

export function ColorSwatch({ color }: { color: string }) {
  return (
    <span
      className="inline-block size-3 shrink-0 rounded-[3px]"
      style={{ backgroundColor: color }}
      aria-hidden="true"
    />
  );
}

/** A table's row header: `label`, after the colour swatch of its chart entry when `color` is given. */
export function SwatchRowHead({ label, color }: { label: string; color?: string }) {
  return (
    <TableHead scope="row" className="font-normal text-foreground">
      <span className="inline-flex items-center gap-2">
        {color && <ColorSwatch color={color} />}
        {label}
      </span>
    </TableHead>
  );
}

/** Right-aligned numeric table cell classes. */
export const NUMERIC = "text-right tabular-nums";
