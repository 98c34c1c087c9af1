"use client";
/**
 * Analytics block 1: leads per calendar week (Monday to Sunday, Vienna) of the last 12 weeks, stacked by service
 * (top five + "Sonstige").
 */
import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from "recharts";

import { ChartContainer, ChartTooltip, ChartTooltipContent, type ChartConfig } from "@/components/ui/chart";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { OTHER_SERVICES_KEY, formatCount, type LeadsPerWeek } from "@/lib/domain/analytics";
import { serviceName } from "@/lib/content/service-catalog";

import {
  AnalyticsCard,
  ChartFigure,
  ColorSwatch,
  EmptyBlock,
  LegendList,
  NUMERIC,
  OTHER_COLOR,
  SERIES_COLORS,
} from "./analytics-parts";

/** Chart data key of series `index` (service ids may hold umlauts, CSS variable names should not). */
const seriesKey = (index: number) => `s${index}`;

export function LeadsPerWeekCard({ block }: { block: LeadsPerWeek }) {
  const first = block.weeks[0];
  const last = block.weeks[block.weeks.length - 1];
  const span = first && last ? `${first.label} bis ${last.label}` : "";
  const series = block.series.map((entry, index) => ({
    ...entry,
    dataKey: seriesKey(index),
    color: entry.key === OTHER_SERVICES_KEY ? OTHER_COLOR : SERIES_COLORS[index % SERIES_COLORS.length]!,
  }));
  const other = block.series.find((entry) => entry.key === OTHER_SERVICES_KEY);

  const config: ChartConfig = Object.fromEntries(
    series.map((entry) => [entry.dataKey, { label: entry.label, color: entry.color }]),
  );
  const data = block.weeks.map((week) => ({
    label: week.label,
    rangeLabel: week.rangeLabel,
    ...Object.fromEntries(series.map((entry) => [entry.dataKey, week.counts[entry.key] ?? 0])),
  }));

  return (
    <AnalyticsCard
      testId="analytics-leads-per-week"
      title="Leads pro Woche nach Service"
      description={`Neue Projekte je Kalenderwoche (Montag bis Sonntag), ${span}. Gesamt: ${formatCount(block.total)}.`}
    >
      {block.total === 0 ? (
        <EmptyBlock text="Keine Leads in den letzten 12 Wochen." />
      ) : (
        <>
          <ChartFigure
            label={`Gestapeltes Balkendiagramm: Leads pro Woche nach Service, ${span}. Die Zahlen stehen in der Tabelle darunter.`}
            caption="Leads pro Kalenderwoche, gestapelt nach Service"
          >
            <ChartContainer config={config} className="aspect-auto h-[280px] w-full">
              <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
                <CartesianGrid vertical={false} />
                <XAxis dataKey="label" tickLine={false} axisLine={false} tickMargin={8} minTickGap={8} />
                <YAxis
                  allowDecimals={false}
                  tickLine={false}
                  axisLine={false}
                  width={36}
                  tickFormatter={(value: number) => formatCount(value)}
                />
                <ChartTooltip
                  content={
                    <ChartTooltipContent
                      valueFormatter={formatCount}
                      hideZero
                      totalLabel="Gesamt"
                      labelFormatter={(label, payload) => {
                        const row = (payload[0] as { payload?: { rangeLabel?: string } } | undefined)?.payload;
                        return row?.rangeLabel ? `${String(label)} (${row.rangeLabel})` : label;
                      }}
                    />
                  }
                />
                {series.map((entry) => (
                  <Bar
                    key={entry.dataKey}
                    dataKey={entry.dataKey}
                    stackId="leads"
                    fill={`var(--color-${entry.dataKey})`}
                    isAnimationActive={false}
                  />
                ))}
              </BarChart>
            </ChartContainer>
          </ChartFigure>

          <LegendList
            label="Leads je Service in 12 Wochen"
            entries={series.map((entry) => ({
              key: entry.dataKey,
              label: entry.label,
              color: entry.color,
              value: formatCount(entry.total),
            }))}
          />
          {other && (
            <p className="text-xs text-muted-foreground">
              Sonstige: {other.serviceTypes.map((serviceType) => serviceName(serviceType)).join(", ")}
            </p>
          )}

          <Table>
            <TableCaption className="sr-only">Leads pro Kalenderwoche und Service, {span}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Woche</TableHead>
                {series.map((entry) => (
                  <TableHead key={entry.dataKey} scope="col" className={NUMERIC}>
                    <span className="inline-flex items-center gap-1.5">
                      <ColorSwatch color={entry.color} />
                      {entry.label}
                    </span>
                  </TableHead>
                ))}
                <TableHead scope="col" className={NUMERIC}>
                  Gesamt
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {block.weeks.map((week) => (
                <TableRow key={week.weekStart}>
                  <TableHead scope="row" className="h-auto py-2 font-normal text-foreground">
                    <span className="font-medium">{week.label}</span>{" "}
                    <span className="text-xs text-muted-foreground">{week.rangeLabel}</span>
                  </TableHead>
                  {series.map((entry) => (
                    <TableCell key={entry.dataKey} className={NUMERIC}>
                      {formatCount(week.counts[entry.key] ?? 0)}
                    </TableCell>
                  ))}
                  <TableCell className={`${NUMERIC} font-semibold`}>{formatCount(week.total)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            <tfoot className="border-t bg-muted/50 font-semibold">
              <TableRow>
                <TableHead scope="row" className="text-foreground">
                  Summe
                </TableHead>
                {series.map((entry) => (
                  <TableCell key={entry.dataKey} className={NUMERIC}>
                    {formatCount(entry.total)}
                  </TableCell>
                ))}
                <TableCell className={NUMERIC}>{formatCount(block.total)}</TableCell>
              </TableRow>
            </tfoot>
          </Table>
        </>
      )}
    </AnalyticsCard>
  );
}
