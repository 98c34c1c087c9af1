"use client";
/**
 * shadcn/ui-style chart primitives on recharts: a container turning a ChartConfig into CSS variables
 * (`--color-<key>`) and a tooltip body. Charts stay decorative; callers label the figure and show the numbers beside
 * it.
 */
import * as React from "react";
import * as RechartsPrimitive from "recharts";
import type { TooltipContentProps } from "recharts";

import { cn } from "@/lib/utils";

/** Label and colour per data key (`color` becomes `var(--color-<key>)` inside the container). */
export type ChartConfig = Record<string, { label?: React.ReactNode; color?: string }>;

const ChartContext = React.createContext<{ config: ChartConfig } | null>(null);

function useChart() {
  const context = React.useContext(ChartContext);
  if (!context) throw new Error("useChart must be used within a <ChartContainer />");
  return context;
}

const SAFE_KEY = /^[\w-]+$/;
const SAFE_COLOR = /^[^;{}<>]+$/;

/**
 * The CSS variables of a config, scoped to one chart. Keys and colours that could break out of the rule are
 * skipped.
 */
function ChartStyle({ id, config }: { id: string; config: ChartConfig }) {
  const rules = Object.entries(config)
    .filter(([key, item]) => SAFE_KEY.test(key) && item.color && SAFE_COLOR.test(item.color))
    .map(([key, item]) => `  --color-${key}: ${item.color};`);
  if (rules.length === 0) return null;
  return <style dangerouslySetInnerHTML={{ __html: `[data-chart="${id}"] {\n${rules.join("\n")}\n}` }} />;
}

function ChartContainer({
  id,
  className,
  children,
  config,
  ...props
}: React.ComponentProps<"div"> & {
  config: ChartConfig;
  children: React.ComponentProps<typeof RechartsPrimitive.ResponsiveContainer>["children"];
}) {
  const uniqueId = React.useId();
  const chartId = `chart-${(id ?? uniqueId).replace(/[^\w-]/g, "")}`;
  const value = React.useMemo(() => ({ config }), [config]);

  return (
    <ChartContext.Provider value={value}>
      <div
        data-slot="chart"
        data-chart={chartId}
        className={cn(
          "flex aspect-video justify-center text-xs",
          "[&_.recharts-cartesian-axis-tick_text]:fill-muted-foreground [&_.recharts-cartesian-grid_line]:stroke-border",
          "[&_.recharts-rectangle.recharts-tooltip-cursor]:fill-muted [&_.recharts-sector]:outline-hidden [&_.recharts-surface]:outline-hidden",
          className,
        )}
        {...props}
      >
        <ChartStyle id={chartId} config={config} />
        <RechartsPrimitive.ResponsiveContainer>{children}</RechartsPrimitive.ResponsiveContainer>
      </div>
    </ChartContext.Provider>
  );
}

const ChartTooltip = RechartsPrimitive.Tooltip;

type ChartTooltipContentProps = Partial<TooltipContentProps<number, string>> & {
  /** Formats each value (e.g. German number format). */
  valueFormatter?: (value: number) => string;
  /** Replaces the heading (default: the label). */
  labelFormatter?: (label: React.ReactNode, payload: readonly unknown[]) => React.ReactNode;
  /** Leaves out entries whose value is 0. */
  hideZero?: boolean;
  /** Shows the sum of all entries under them. */
  totalLabel?: string;
  className?: string;
};

/** Tooltip body: heading, then one row per series with its colour, config label and value. */
function ChartTooltipContent({
  active,
  payload,
  label,
  valueFormatter = (value) => String(value),
  labelFormatter,
  hideZero = false,
  totalLabel,
  className,
}: ChartTooltipContentProps) {
  const { config } = useChart();
  if (!active || !payload || payload.length === 0) return null;

  const items = payload.filter((item) => !(hideZero && Number(item.value ?? 0) === 0));
  const heading = labelFormatter ? labelFormatter(label, payload) : label;
  const total = payload.reduce((sum, item) => sum + Number(item.value ?? 0), 0);

  return (
    <div
      className={cn("grid min-w-36 gap-1.5 rounded-lg border bg-background px-2.5 py-1.5 text-xs shadow-xl", className)}
    >
      {heading !== undefined && heading !== "" && <div className="font-medium">{heading}</div>}
      <div className="grid gap-1">
        {items.map((item, index) => {
          // Bars name their entry by dataKey, pie slices by nameKey: look the label up by either.
          const label = config[String(item.name)]?.label ?? config[String(item.dataKey)]?.label ?? item.name;
          const color = (item.payload as { fill?: string } | undefined)?.fill ?? item.color ?? item.fill;
          return (
            <div key={`${String(item.dataKey)}-${String(item.name)}-${index}`} className="flex items-center gap-2">
              <span className="size-2.5 shrink-0 rounded-[2px]" style={{ backgroundColor: color }} aria-hidden="true" />
              <span className="text-muted-foreground">{label}</span>
              <span className="ml-auto pl-2 font-mono font-medium tabular-nums">
                {valueFormatter(Number(item.value ?? 0))}
              </span>
            </div>
          );
        })}
      </div>
      {totalLabel && (
        <div className="flex items-center gap-2 border-t pt-1">
          <span className="text-muted-foreground">{totalLabel}</span>
          <span className="ml-auto pl-2 font-mono font-medium tabular-nums">{valueFormatter(total)}</span>
        </div>
      )}
    </div>
  );
}

export { ChartContainer, ChartStyle, ChartTooltip, ChartTooltipContent, useChart };
