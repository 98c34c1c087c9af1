"use client";
/**
 * Search box and filter above a paged admin list; options and labels come from the caller. Debouncing and paging
 * stay in `usePagedList`.
 */
import { useId } from "react";

import { NativeSelect } from "@/components/forms/form-controls";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

export interface ListSearchToolbarProps {
  /** German placeholder of the search box, e.g. "Name, E-Mail, Telefon, PLZ oder #ID". */
  placeholder: string;
  searchInput: string;
  onSearchInput: (value: string) => void;
  /** The filter's options; "" (Alle) is added first. */
  options: readonly { value: string; label: string }[];
  status: string;
  onStatus: (status: string) => void;
  /** Matching items (undefined while loading) and the German noun as [singular, plural]. */
  total: number | undefined;
  noun: readonly [string, string];
  /** Label of the filter (default "Status"). */
  filterLabel?: string;
}

/** Search box and filter with the number of hits (announced politely). */
export function ListSearchToolbar({
  placeholder,
  searchInput,
  onSearchInput,
  options,
  status,
  onStatus,
  total,
  noun,
  filterLabel = "Status",
}: ListSearchToolbarProps) {
  const searchId = useId();
  const statusId = useId();
  return (
    <div className="flex flex-wrap items-end gap-3" role="search">
      <div className="grid min-w-0 flex-1 basis-56 gap-1.5">
        <Label htmlFor={searchId}>Suche</Label>
        <Input
          id={searchId}
          type="search"
          value={searchInput}
          maxLength={200}
          placeholder={placeholder}
          onChange={(event) => onSearchInput(event.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={statusId}>{filterLabel}</Label>
        <NativeSelect id={statusId} className="w-44" value={status} onChange={(event) => onStatus(event.target.value)}>
          <option value="">Alle</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      {total !== undefined && (
        <p className="pb-2 text-sm text-muted-foreground" aria-live="polite">
          {total} {total === 1 ? noun[0] : noun[1]}
        </p>
      )}
    </div>
  );
}
