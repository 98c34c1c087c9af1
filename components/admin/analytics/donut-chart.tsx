"use client";
/** The ring chart of the Analytics cards: a slice per entry of `data`, coloured by `config`, counts in the tooltip. */
import { Pie, PieChart } from "recharts";

import { ChartContainer, ChartTooltip, ChartTooltipContent, type ChartConfig } from "@/components/ui/chart";
import { formatCount } from "@/lib/domain/analytics";

/** `data` entries name their `config` key and a `fill` such as "var(--color-{key})"; `className` sets the size. */
export function DonutChart({
  config,
  data,
  className,
}: {
  config: ChartConfig;
  data: { key: string; count: number; fill: string }[];
  className: string;
}) {
  return (
    <ChartContainer config={config} className={className}>
      <PieChart accessibilityLayer={false}>
        <ChartTooltip content={<ChartTooltipContent valueFormatter={formatCount} />} />
        <Pie
          data={data}
          dataKey="count"
          nameKey="key"
          innerRadius="55%"
          outerRadius="90%"
          stroke="var(--background)"
          strokeWidth={2}
          isAnimationActive={false}
        />
      </PieChart>
    </ChartContainer>
  );
}
