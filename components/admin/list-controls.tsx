"use client";
/**
 * Paging, search and status filter of the admin's approval lists: `usePagedList` (search debounced, a new search or
 * status goes back to page 1, the previous page stays visible while the next loads) and `PagedListTable` (toolbar,
 * table and pager).
 */
import { keepPreviousData, useQuery, type Query, type UseQueryResult } from "@tanstack/react-query";
import { useState } from "react";

import { AdminListTable, type AdminListTableProps } from "@/components/admin/admin-list-table";
import { ListSearchToolbar, type ListSearchToolbarProps } from "@/components/admin/list-search-toolbar";
import { ListPager } from "@/components/ui/list-pager";
import { pageCount } from "@/lib/domain/paging";
import {
  APPROVAL_LIST_PAGE_SIZE,
  APPROVAL_LIST_STATUSES,
  approvalListKey,
  LIST_STATUS_FILTER_LABELS,
  type ApprovalListPage,
  type ApprovalListParams,
} from "@/lib/domain/admin-approvals";
import { useDebouncedValue } from "@/lib/hooks/use-debounced-value";

/** Delay between the last key stroke in a search box and the request (ms). */
export const LIST_SEARCH_DEBOUNCE_MS = 300;

export interface UsePagedListOptions<T> {
  /** The list's query key (its path), e.g. ADMIN_QUERY_KEYS.registrations. */
  queryKey: readonly [string];
  /** Loads one page. */
  fetchPage: (params: ApprovalListParams) => Promise<ApprovalListPage<T>>;
  /** Refresh interval in ms, or a function of the cached page. */
  refetchInterval: number | ((page: ApprovalListPage<T> | undefined) => number);
  pageSize?: number;
}

/** The list's state and data. */
export function usePagedList<T>({
  queryKey,
  fetchPage,
  refetchInterval,
  pageSize = APPROVAL_LIST_PAGE_SIZE,
}: UsePagedListOptions<T>) {
  const [searchInput, setSearchInput] = useState("");
  const [status, setStatusState] = useState("");
  const search = useDebouncedValue(searchInput.trim(), LIST_SEARCH_DEBOUNCE_MS);
  // The page belongs to one search and status: another one starts on page 1 again.
  const [paging, setPaging] = useState({ page: 1, search: "", status: "" });
  const requested = paging.search === search && paging.status === status ? paging.page : 1;
  const setPage = (page: number) => setPaging({ page, search, status });
  const setStatus = (value: string) => {
    setStatusState(value);
    setPaging({ page: 1, search, status: value });
  };

  const params: ApprovalListParams = {
    page: requested,
    pageSize,
    ...(status ? { status } : {}),
    ...(search ? { search } : {}),
  };
  const options = {
    queryKey: approvalListKey(queryKey, params),
    queryFn: () => fetchPage(params),
    placeholderData: keepPreviousData,
    refetchInterval: (query: Query<ApprovalListPage<T>, Error, ApprovalListPage<T>, readonly unknown[]>) =>
      typeof refetchInterval === "number" ? refetchInterval : refetchInterval(query.state.data),
  };
  const list: UseQueryResult<T[]> = useQuery({ ...options, select: (data: ApprovalListPage<T>) => data.items });
  const totals = useQuery({ ...options, select: (data: ApprovalListPage<T>) => data.total });
  const total = totals.data;
  const pages = total === undefined ? 1 : pageCount(total, pageSize);
  // Fewer pages than before (rows decided away under a filter): show the last one.
  if (total !== undefined && !totals.isPlaceholderData && requested > pages) setPage(pages);
  return {
    list,
    total,
    page: Math.min(requested, pages),
    pages,
    setPage,
    status,
    setStatus,
    searchInput,
    setSearchInput,
    /** True while a search or filter is active (for the empty text). */
    filtered: Boolean(search || status),
  };
}

/** The options of an approval-status filter: `statuses` with their German labels. */
export function statusFilterOptions(statuses: readonly (keyof typeof LIST_STATUS_FILTER_LABELS)[]) {
  return statuses.map((value) => ({ value, label: LIST_STATUS_FILTER_LABELS[value] }));
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;

/** Placeholder, status filter options and noun of a list's search toolbar. */
export type ListToolbarConfig = Pick<ListSearchToolbarProps, "placeholder" | "options" | "noun" | "filterLabel">;

/** The toolbar of both application lists (company registrations, partner onboarding). */
export const APPLICATION_LIST_TOOLBAR: ListToolbarConfig = {
  placeholder: "Firma, Ansprechpartner oder E-Mail",
  options: statusFilterOptions(APPROVAL_LIST_STATUSES),
  noun: ["Anmeldung", "Anmeldungen"],
};

export interface PagedListTableProps<T> extends Omit<AdminListTableProps<T>, "list"> {
  /** The list's state from usePagedList. */
  paged: PagedList<T>;
  toolbar: ListToolbarConfig;
}

/** The search toolbar, the table of the page (busy while it loads) and the pager of an admin list. */
export function PagedListTable<T>({ paged, toolbar, ...tableProps }: PagedListTableProps<T>) {
  return (
    <>
      <ListSearchToolbar
        {...toolbar}
        searchInput={paged.searchInput}
        onSearchInput={paged.setSearchInput}
        status={paged.status}
        onStatus={paged.setStatus}
        total={paged.total}
      />
      <AdminListTable aria-busy={paged.list.isFetching || undefined} list={paged.list} {...tableProps} />
      <ListPager page={paged.page} pages={paged.pages} total={paged.total} onPage={paged.setPage} />
    </>
  );
}
