"use client";
/**
 * Analytics block 4: won, lost and open assignments per company and the win rate won / (won + lost). The chart shows
 * the ten busiest companies; the table every company the API returned.
 */
import { Bar, BarChart, CartesianGrid, XAxis, YAxis } from "recharts";

import { ChartContainer, ChartTooltip, ChartTooltipContent, type ChartConfig } from "@/components/ui/chart";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatCount, formatShare, type CompanyOutcomes } from "@/lib/domain/analytics";

import { AnalyticsCard, ChartFigure, EmptyBlock, LegendList, NUMERIC, OUTCOME_COLORS } from "./analytics-parts";

/** Companies drawn in the chart. */
export const CHART_COMPANIES = 10;

const config = {
  won: { label: "Gewonnen", color: OUTCOME_COLORS.won },
  lost: { label: "Verloren", color: OUTCOME_COLORS.lost },
  open: { label: "Offen", color: OUTCOME_COLORS.open },
} satisfies ChartConfig;

const OUTCOMES = ["won", "lost", "open"] as const;

function shortName(name: string): string {
  return name.length > 18 ? `${name.slice(0, 17)}…` : name;
}

export function CompanyOutcomesCard({ block }: { block: CompanyOutcomes }) {
  const charted = block.companies.slice(0, CHART_COMPANIES);
  const data = charted.map((company) => ({
    name: company.name,
    won: company.won,
    lost: company.lost,
    open: company.open,
  }));
  const more = block.companyCount > block.companies.length;

  return (
    <AnalyticsCard
      testId="analytics-company-outcomes"
      title="Gewonnen und verloren je Firma"
      description="Status aller Zuweisungen je Firma. Gewinnquote = gewonnen ÷ (gewonnen + verloren); offene Zuweisungen zählen nicht."
    >
      {block.companies.length === 0 ? (
        <EmptyBlock text="Noch keine Zuweisungen vorhanden." />
      ) : (
        <>
          <LegendList
            label="Zuweisungen aller Firmen"
            entries={[
              { key: "won", label: "Gewonnen", color: OUTCOME_COLORS.won, value: formatCount(block.totals.won) },
              { key: "lost", label: "Verloren", color: OUTCOME_COLORS.lost, value: formatCount(block.totals.lost) },
              { key: "open", label: "Offen", color: OUTCOME_COLORS.open, value: formatCount(block.totals.open) },
            ]}
          />
          <p className="text-sm">
            Gewinnquote aller Firmen:{" "}
            <span className="font-semibold tabular-nums">{formatShare(block.totals.winRate)}</span>
          </p>

          <ChartFigure
            label={`Gestapeltes Balkendiagramm: gewonnene, verlorene und offene Zuweisungen der ${formatCount(charted.length)} Firmen mit den meisten Zuweisungen. Die Zahlen stehen in der Tabelle darunter.`}
            caption={`Zuweisungen je Firma (${charted.length === 1 ? "1 Firma" : `${formatCount(charted.length)} Firmen mit den meisten Zuweisungen`})`}
          >
            <ChartContainer
              config={config}
              className="aspect-auto w-full"
              style={{ height: Math.max(120, charted.length * 36 + 40) }}
            >
              <BarChart
                data={data}
                layout="vertical"
                accessibilityLayer={false}
                margin={{ top: 0, right: 8, left: 0, bottom: 0 }}
              >
                <CartesianGrid horizontal={false} />
                <XAxis
                  type="number"
                  allowDecimals={false}
                  tickLine={false}
                  axisLine={false}
                  tickFormatter={(value: number) => formatCount(value)}
                />
                <YAxis
                  type="category"
                  dataKey="name"
                  width={130}
                  tickLine={false}
                  axisLine={false}
                  tickFormatter={(value: string) => shortName(value)}
                />
                <ChartTooltip content={<ChartTooltipContent valueFormatter={formatCount} totalLabel="Gesamt" />} />
                {OUTCOMES.map((key) => (
                  <Bar
                    key={key}
                    dataKey={key}
                    stackId="outcome"
                    fill={`var(--color-${key})`}
                    isAnimationActive={false}
                  />
                ))}
              </BarChart>
            </ChartContainer>
          </ChartFigure>

          <Table>
            <TableCaption className="sr-only">
              Gewonnene, verlorene und offene Zuweisungen und Gewinnquote je Firma
            </TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">Firma</TableHead>
                <TableHead scope="col" className={NUMERIC}>
                  Gewonnen
                </TableHead>
                <TableHead scope="col" className={NUMERIC}>
                  Verloren
                </TableHead>
                <TableHead scope="col" className={NUMERIC}>
                  Offen
                </TableHead>
                <TableHead scope="col" className={NUMERIC}>
                  Gesamt
                </TableHead>
                <TableHead scope="col" className={NUMERIC}>
                  Gewinnquote
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {block.companies.map((company) => (
                <TableRow key={company.companyId}>
                  <TableHead scope="row" className="max-w-64 font-normal whitespace-normal text-foreground">
                    {company.name}
                  </TableHead>
                  <TableCell className={NUMERIC}>{formatCount(company.won)}</TableCell>
                  <TableCell className={NUMERIC}>{formatCount(company.lost)}</TableCell>
                  <TableCell className={NUMERIC}>{formatCount(company.open)}</TableCell>
                  <TableCell className={NUMERIC}>{formatCount(company.total)}</TableCell>
                  <TableCell className={`${NUMERIC} font-semibold`}>{formatShare(company.winRate)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            <tfoot className="border-t bg-muted/50 font-semibold">
              <TableRow>
                <TableHead scope="row" className="text-foreground">
                  Alle Firmen ({formatCount(block.companyCount)})
                </TableHead>
                <TableCell className={NUMERIC}>{formatCount(block.totals.won)}</TableCell>
                <TableCell className={NUMERIC}>{formatCount(block.totals.lost)}</TableCell>
                <TableCell className={NUMERIC}>{formatCount(block.totals.open)}</TableCell>
                <TableCell className={NUMERIC}>{formatCount(block.totals.total)}</TableCell>
                <TableCell className={NUMERIC}>{formatShare(block.totals.winRate)}</TableCell>
              </TableRow>
            </tfoot>
          </Table>
          {more && (
            <p className="text-xs text-muted-foreground">
              Die Tabelle zeigt die {formatCount(block.companies.length)} Firmen mit den meisten Zuweisungen von{" "}
              {formatCount(block.companyCount)}; die Summen zählen alle.
            </p>
          )}
        </>
      )}
    </AnalyticsCard>
  );
}
