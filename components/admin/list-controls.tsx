"use client";
/**
 * Paging, search and status filter of the admin's approval lists: `usePagedList` (search debounced, a new search or
 * status goes back to page 1, the previous page stays visible while the next loads), `ListToolbar` and `ListPager`.
 */
import { keepPreviousData, useQuery, type Query, type UseQueryResult } from "@tanstack/react-query";
import { useState } from "react";

import { ListSearchToolbar } from "@/components/admin/list-search-toolbar";
import { pageCount } from "@/lib/domain/paging";
import {
  APPROVAL_LIST_PAGE_SIZE,
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

export interface ListToolbarProps {
  /** German placeholder of the search box, e.g. "Firma, Ansprechpartner oder E-Mail". */
  placeholder: string;
  searchInput: string;
  onSearchInput: (value: string) => void;
  /** The status filter's values; "" (Alle) is added first. */
  statuses: readonly (keyof typeof LIST_STATUS_FILTER_LABELS)[];
  status: string;
  onStatus: (status: string) => void;
  /** Matching items (undefined while loading) and the German noun as [singular, plural]. */
  total: number | undefined;
  noun: readonly [string, string];
}

/** Search box and approval-status filter above a list, with the number of hits. */
export function ListToolbar({ statuses, ...props }: ListToolbarProps) {
  return (
    <ListSearchToolbar
      {...props}
      options={statuses.map((value) => ({ value, label: LIST_STATUS_FILTER_LABELS[value] }))}
    />
  );
}
