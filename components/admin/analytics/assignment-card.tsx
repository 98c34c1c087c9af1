"use client";
/**
 * Analytics block 3: share of the last 12 weeks' projects with a company assigned, and the median time to the first
 * assignment.
 */
import type { ChartConfig } from "@/components/ui/chart";
import { Table, TableBody, TableCaption, TableCell, TableRow } from "@/components/ui/table";
import { formatCount, formatHours, formatShare, type AssignmentStats } from "@/lib/domain/analytics";

import { ASSIGNMENT_COLORS, AnalyticsCard, ChartFigure, EmptyBlock, NUMERIC, SwatchRowHead } from "./analytics-parts";
import { DonutChart } from "./donut-chart";

const config = {
  assigned: { label: "Zugewiesen", color: ASSIGNMENT_COLORS.assigned },
  unassigned: { label: "Nicht zugewiesen", color: ASSIGNMENT_COLORS.unassigned },
} satisfies ChartConfig;

export function AssignmentCard({ block }: { block: AssignmentStats }) {
  const share = formatShare(block.assignedShare);
  const medianText = formatHours(block.medianHoursToFirstAssignment);
  const data = [
    { key: "assigned", count: block.assigned, fill: "var(--color-assigned)" },
    { key: "unassigned", count: block.unassigned, fill: "var(--color-unassigned)" },
  ].filter((entry) => entry.count > 0);

  return (
    <AnalyticsCard
      testId="analytics-assignment"
      title="Zuweisung der Projekte"
      description="Projekte der letzten 12 Wochen mit mindestens einer zugewiesenen Firma und die Zeit bis zur ersten Zuweisung."
    >
      {block.projects === 0 ? (
        <EmptyBlock text="Keine Projekte in den letzten 12 Wochen." />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-lg border p-3">
              <dt className="text-sm text-muted-foreground">Anteil zugewiesen</dt>
              <dd className="text-2xl font-bold tabular-nums">{share}</dd>
              <dd className="text-xs text-muted-foreground">
                {formatCount(block.assigned)} von {formatCount(block.projects)} Projekten
              </dd>
            </div>
            <div className="rounded-lg border p-3">
              <dt className="text-sm text-muted-foreground">Median bis zur ersten Zuweisung</dt>
              <dd className="text-2xl font-bold tabular-nums">{medianText}</dd>
              <dd className="text-xs text-muted-foreground">ab Eingang des Projekts</dd>
            </div>
          </dl>

          <ChartFigure
            label={`Ringdiagramm: ${formatCount(block.assigned)} von ${formatCount(block.projects)} Projekten zugewiesen (${share}).`}
            caption="Zugewiesene und nicht zugewiesene Projekte"
          >
            <DonutChart config={config} data={data} className="mx-auto aspect-square h-[180px]" />
          </ChartFigure>

          <Table>
            <TableCaption className="sr-only">Zuweisung der Projekte der letzten 12 Wochen</TableCaption>
            <TableBody>
              <FigureRow label="Projekte (12 Wochen)" value={formatCount(block.projects)} />
              <FigureRow label="Zugewiesen" value={formatCount(block.assigned)} color={ASSIGNMENT_COLORS.assigned} />
              <FigureRow
                label="Nicht zugewiesen"
                value={formatCount(block.unassigned)}
                color={ASSIGNMENT_COLORS.unassigned}
              />
              <FigureRow label="Anteil zugewiesen" value={share} />
              <FigureRow label="Median bis zur ersten Zuweisung" value={medianText} />
            </TableBody>
          </Table>
        </>
      )}
    </AnalyticsCard>
  );
}

function FigureRow({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <TableRow>
      <SwatchRowHead label={label} color={color} />
      <TableCell className={`${NUMERIC} font-semibold`}>{value}</TableCell>
    </TableRow>
  );
}
