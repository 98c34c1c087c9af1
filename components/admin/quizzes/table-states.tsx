"use client";
/**
 * Loading, empty and error states of the admin content tables (quizzes, blog posts), as the admin
 * brief asks for every table: skeleton rows while loading, an empty text, and an error text with
 * "Erneut versuchen".
 */
import { RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { TableCell, TableRow } from "@/components/ui/table";

/** `rows` skeleton rows of `columns` cells; announced once as "Wird geladen...". */
export function TableLoadingRows({ columns, rows = 5 }: { columns: number; rows?: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <TableRow key={row} aria-hidden={row > 0 ? true : undefined}>
          {Array.from({ length: columns }, (_, column) => (
            <TableCell key={column}>
              {row === 0 && column === 0 && <span className="sr-only" role="status">Wird geladen...</span>}
              <Skeleton className="h-5 w-full min-w-12" />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}

/** One full-width row with the empty text. */
export function TableEmptyRow({ columns, text }: { columns: number; text: string }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} className="py-10 text-center text-muted-foreground">
        {text}
      </TableCell>
    </TableRow>
  );
}

/** One full-width row with the error text and a retry button. */
export function TableErrorRow({ columns, text, onRetry }: { columns: number; text: string; onRetry: () => void }) {
  return (
    <TableRow>
      <TableCell colSpan={columns} className="py-10 text-center">
        <div role="alert" className="flex flex-col items-center gap-3">
          <p className="text-destructive">{text}</p>
          <Button type="button" variant="outline" size="sm" onClick={onRetry}>
            <RefreshCw aria-hidden="true" />
            Erneut versuchen
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
}
