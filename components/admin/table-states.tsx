/** Loading, empty and error states of the admin's tables (skeleton rows, the empty text, "Erneut versuchen"). */
import { Inbox, RefreshCw } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { TableCell, TableRow } from "@/components/ui/table";

/** Skeleton rows of a table body while the list loads (announced once to screen readers). */
export function TableSkeletonRows({
  columns,
  rows = 4,
  label = "Wird geladen...",
}: {
  columns: number;
  rows?: number;
  label?: string;
}) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <TableRow key={row} aria-hidden={row > 0 ? true : undefined} className="max-md:grid max-md:gap-2 max-md:p-4">
          {Array.from({ length: columns }, (_, column) => (
            <TableCell key={column} className="max-md:block max-md:p-0">
              {row === 0 && column === 0 && (
                <span className="sr-only" role="status">
                  {label}
                </span>
              )}
              <Skeleton className="h-5 w-full min-w-16" aria-hidden="true" />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}

/** One full-width row with the empty text of a table. */
export function TableEmptyRow({ columns, text }: { columns: number; text: string }) {
  return (
    <TableRow className="hover:bg-transparent max-md:block">
      <TableCell colSpan={columns} className="py-12 max-md:block">
        <div className="flex flex-col items-center gap-3 text-center">
          <Inbox className="size-9 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">{text}</p>
        </div>
      </TableCell>
    </TableRow>
  );
}

/** The list could not be loaded: message and a retry button. */
export function LoadErrorState({ text, onRetry, retrying }: { text: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border bg-card px-4 py-12 text-center">
      <p className="font-medium">{text}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RefreshCw className={retrying ? "animate-spin" : undefined} aria-hidden="true" />
        Erneut versuchen
      </Button>
    </div>
  );
}
