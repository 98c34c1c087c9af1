"use client";
/**
 * The admin's list tables (registrations, partner onboarding, advertising requests, AI offers,
 * companies): the column headers, skeleton rows while the list loads, the section's empty text, and
 * instead of the table an error box with "Erneut versuchen" when the list could not be loaded
 * (states from ./table-states). The table scrolls horizontally on small screens (components/ui/table).
 */
import type { UseQueryResult } from "@tanstack/react-query";
import type { ComponentProps, ReactNode } from "react";

import { LoadErrorState, TableEmptyRow, TableSkeletonRows } from "@/components/admin/table-states";
import { Table, TableBody, TableHead, TableHeader, TableRow } from "@/components/ui/table";

export interface AdminListTableProps<T> extends Omit<ComponentProps<"table">, "children"> {
  /** The list's query (React Query), e.g. GET /api/admin/company-registrations. */
  list: UseQueryResult<T[]>;
  /** Column headers, in German. */
  columns: readonly string[];
  /** German texts: screen-reader text while loading, the empty text, the error text. */
  texts: { loading: string; empty: string; loadError: string };
  /** One <TableRow> per item. */
  renderRow: (item: T) => ReactNode;
}

/** The error box, or the table with skeleton rows, the empty row or `renderRow` per item. */
export function AdminListTable<T>({ list, columns, texts, renderRow, ...tableProps }: AdminListTableProps<T>) {
  if (list.isError) {
    return <LoadErrorState text={texts.loadError} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  }
  return (
    <Table {...tableProps}>
      <AdminTableHeader columns={columns} />
      <TableBody>
        {list.isPending ? (
          <TableSkeletonRows columns={columns.length} label={texts.loading} />
        ) : list.data.length === 0 ? (
          <TableEmptyRow columns={columns.length} text={texts.empty} />
        ) : (
          list.data.map(renderRow)
        )}
      </TableBody>
    </Table>
  );
}

/** The header row of an admin table: one column header per German label. */
export function AdminTableHeader({ columns }: { columns: readonly string[] }) {
  return (
    <TableHeader>
      <TableRow>
        {columns.map((column) => (
          <TableHead key={column} scope="col">
            {column}
          </TableHead>
        ))}
      </TableRow>
    </TableHeader>
  );
}
