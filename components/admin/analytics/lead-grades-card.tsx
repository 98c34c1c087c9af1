"use client";
/**
 * Analytics block 2: share of hot (A), warm (B) and cold (C) leads of the last 12 weeks, plus "Ohne Bewertung" for
 * projects without the scoring answers.
 */
import type { ChartConfig } from "@/components/ui/chart";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCount, formatShare, type LeadGrades } from "@/lib/domain/analytics";

import { AnalyticsCard, ChartFigure, EmptyBlock, GRADE_COLORS, NUMERIC, SwatchRowHead } from "./analytics-parts";
import { DonutChart } from "./donut-chart";

const GRADE_NAMES = { A: "Heiß (A)", B: "Warm (B)", C: "Kalt (C)", none: "Ohne Bewertung" } as const;

export function LeadGradesCard({ block }: { block: LeadGrades }) {
  const rows = block.grades.map((grade) => ({
    ...grade,
    name: GRADE_NAMES[grade.key],
    color: GRADE_COLORS[grade.key],
  }));
  const config: ChartConfig = Object.fromEntries(rows.map((row) => [row.key, { label: row.name, color: row.color }]));
  const data = rows
    .filter((row) => row.count > 0)
    .map((row) => ({ key: row.key, count: row.count, fill: `var(--color-${row.key})` }));
  const summary = rows.map((row) => `${row.name} ${formatShare(row.share)}`).join(", ");

  return (
    <AnalyticsCard
      testId="analytics-lead-grades"
      title="Heiße, warme und kalte Leads"
      description={`Bewertung der Leads der letzten 12 Wochen nach Projektbereitschaft und gewünschtem Start. Gesamt: ${formatCount(block.total)}.`}
    >
      {block.total === 0 ? (
        <EmptyBlock text="Keine Leads in den letzten 12 Wochen." />
      ) : (
        <>
          <ChartFigure
            label={`Ringdiagramm der Lead-Bewertung: ${summary}.`}
            caption="Anteile der Bewertungen (Zahlen in der Tabelle)"
          >
            <DonutChart config={config} data={data} className="mx-auto aspect-square h-[220px]" />
          </ChartFigure>

          <Table>
            <TableCaption className="sr-only">Leads der letzten 12 Wochen nach Bewertung</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Bewertung</TableHead>
                <TableHead scope="col" className={NUMERIC}>
                  Anzahl
                </TableHead>
                <TableHead scope="col" className={NUMERIC}>
                  Anteil
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key}>
                  <SwatchRowHead label={row.name} color={row.color} />
                  <TableCell className={NUMERIC}>{formatCount(row.count)}</TableCell>
                  <TableCell className={NUMERIC}>{formatShare(row.share)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            <tfoot className="border-t bg-muted/50 font-semibold">
              <TableRow>
                <TableHead scope="row" className="text-foreground">
                  Gesamt
                </TableHead>
                <TableCell className={NUMERIC}>{formatCount(block.total)}</TableCell>
                <TableCell className={NUMERIC}>{formatShare(1)}</TableCell>
              </TableRow>
            </tfoot>
          </Table>
        </>
      )}
    </AnalyticsCard>
  );
}
