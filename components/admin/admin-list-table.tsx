"use client";
/**
 * The admin's list tables from one set of column definitions: from `md` a table whose action column stays sticky at
 * the right edge; below `md` one card per row, each cell a "label: value" line (label via CSS `::before` from
 * `data-label`, so no extra text in the DOM). Loading, empty and error states from ./table-states.
 */
import type { UseQueryResult } from "@tanstack/react-query";
import type { ComponentProps, ReactNode } from "react";

import { LoadErrorState, TableEmptyRow, TableSkeletonRows } from "@/components/admin/table-states";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";

/** One column of an admin table. */
export interface AdminColumn<T> {
  /** The German column header; on phones the label in front of the value. */
  header: string;
  /** The cell's content for one item. */
  cell: (item: T) => ReactNode;
  /** Extra classes of the cell (widths, alignment) in the table layout. */
  className?: string;
  /**
   * The row's actions (or its decisive status): sticky at the right edge of the table on wide
   * screens, at the end of the card without a label on phones. Use for the last column only.
   */
  actions?: boolean;
}

/** The table as cards below `md`: rows become blocks, cells "label: value" grids. */
const RESPONSIVE_TABLE = "max-md:block";
const RESPONSIVE_ROW = "max-md:block max-md:px-4 max-md:py-3";
// Widths and nowrap a column sets for the table layout do not apply inside a card.
const CARD_RESETS = "max-md:min-w-0 max-md:max-w-none max-md:whitespace-normal";
const RESPONSIVE_CELL =
  `${CARD_RESETS} max-md:grid max-md:grid-cols-[minmax(0,6.5rem)_minmax(0,1fr)] max-md:gap-x-3 max-md:px-0 max-md:py-1 ` +
  "max-md:before:text-xs max-md:before:leading-5 max-md:before:font-medium max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]";
const ACTION_CELL = `${CARD_RESETS} max-md:block max-md:px-0 max-md:pt-3 max-md:pb-1 md:sticky md:right-0 md:z-[1] md:bg-card md:shadow-[inset_1px_0_0_var(--color-border)]`;

export interface AdminTableProps<T> extends Omit<ComponentProps<"table">, "children"> {
  /** The items, or undefined while they load (skeleton rows). */
  rows: readonly T[] | undefined;
  columns: readonly AdminColumn<T>[];
  /** The React key of an item's row. */
  rowKey: (item: T) => string | number;
  /** Extra attributes of an item's row, e.g. `{ "data-testid": "project-row-1" }`. */
  rowProps?: (item: T) => ComponentProps<"tr"> & Record<`data-${string}`, string>;
  /** German texts: screen-reader text while loading, the empty text. */
  texts: { loading: string; empty: string };
}

/** The responsive table of `rows`: header, skeleton rows, empty row or one row per item. */
export function AdminTable<T>({
  rows,
  columns,
  rowKey,
  rowProps,
  texts,
  className,
  ...tableProps
}: AdminTableProps<T>) {
  return (
    <Table className={cn(RESPONSIVE_TABLE, className)} {...tableProps}>
      <TableHeader className="max-md:hidden">
        <TableRow className="hover:bg-transparent">
          {columns.map((column) => (
            <TableHead
              key={column.header}
              scope="col"
              className={
                column.actions ? "sticky right-0 z-[1] bg-card shadow-[inset_1px_0_0_var(--color-border)]" : undefined
              }
            >
              {column.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody className="max-md:block">
        {rows === undefined ? (
          <TableSkeletonRows columns={columns.length} label={texts.loading} />
        ) : rows.length === 0 ? (
          <TableEmptyRow columns={columns.length} text={texts.empty} />
        ) : (
          rows.map((item) => (
            <TableRow
              key={rowKey(item)}
              {...rowProps?.(item)}
              className={cn(RESPONSIVE_ROW, rowProps?.(item).className)}
            >
              {columns.map((column) => (
                <TableCell
                  key={column.header}
                  data-label={column.actions ? undefined : column.header}
                  className={cn(column.actions ? ACTION_CELL : RESPONSIVE_CELL, column.className)}
                >
                  {column.actions ? column.cell(item) : <div className="min-w-0">{column.cell(item)}</div>}
                </TableCell>
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}

export interface AdminListTableProps<T> extends Omit<AdminTableProps<T>, "rows" | "texts"> {
  /** The list's query (React Query), e.g. GET /api/admin/company-registrations. */
  list: UseQueryResult<T[]>;
  /** German texts: screen-reader text while loading, the empty text, the error text. */
  texts: { loading: string; empty: string; loadError: string };
}

/** The error box with "Erneut versuchen", or the AdminTable of the query's items. */
export function AdminListTable<T>({ list, texts, ...tableProps }: AdminListTableProps<T>) {
  if (list.isError) {
    return <LoadErrorState text={texts.loadError} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  }
  return <AdminTable rows={list.isPending ? undefined : list.data} texts={texts} {...tableProps} />;
}
