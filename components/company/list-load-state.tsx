/** A company dashboard list's states before its data is there (session expired, loading, load error) and its pager. */
import type { UseQueryResult } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import type { ReactElement } from "react";

import { Button } from "@/components/ui/button";
import { ListPager } from "@/components/ui/list-pager";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessageFromApi } from "@/lib/http/api-client";

/** Shown while useSessionExpiredRedirect sends the user to the login. */
export function SessionExpiredNote() {
  return (
    <p role="status" className="text-muted-foreground">
      Ihre Sitzung ist abgelaufen. Sie werden zur Anmeldung weitergeleitet…
    </p>
  );
}

/**
 * The note for an `expired` session, `skeletons` placeholder cards (class `skeletonClassName`) with the screen-reader
 * text "{noun} werden geladen..." while `query` is pending, or the error (the server's message, else "Die {noun}
 * konnten nicht geladen werden.") with "Erneut versuchen"; null once `query` has data. `noun` is a German plural.
 */
export function listLoadState(
  query: UseQueryResult<unknown>,
  expired: boolean,
  list: { noun: string; skeletons: number; skeletonClassName: string },
): ReactElement | null {
  if (expired) return <SessionExpiredNote />;
  if (query.isPending) {
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">{list.noun} werden geladen...</span>
        {Array.from({ length: list.skeletons }, (_, index) => (
          <Skeleton key={index} className={list.skeletonClassName} aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border bg-card px-4 py-8 text-center">
        <p className="font-medium">
          {errorMessageFromApi(query.error, `Die ${list.noun} konnten nicht geladen werden.`)}
        </p>
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RefreshCw className={query.isFetching ? "animate-spin" : undefined} aria-hidden="true" />
          Erneut versuchen
        </Button>
      </div>
    );
  }
  return null;
}

/** The centred pager under a list of `noun` (German plural), named "Seiten der {noun}". */
export function CardListPager({
  noun,
  ...pager
}: {
  noun: string;
  page: number;
  pages: number;
  total: number;
  onPage: (page: number) => void;
}) {
  return <ListPager {...pager} label={`Seiten der ${noun}`} className="justify-center" />;
}
