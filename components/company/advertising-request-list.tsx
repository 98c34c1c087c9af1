"use client";
/**
 * "Ihre Werbeanfragen": the company's own advertising requests, newest first, paged. A 401 sends the user to the
 * login page with the notice.
 */
import { CalendarRange, Megaphone } from "lucide-react";
import { useState } from "react";

import { Badge } from "@/components/ui/badge";
import { advertisingCategoryLabel } from "@/lib/domain/advertising";
import { pageCount } from "@/lib/domain/paging";
import type { CompanyAdvertisingRequest } from "@/lib/domain/company-lead";
import { formatLocalDate } from "@/lib/time/vienna";

import { CardListPager, listLoadState } from "./list-load-state";
import { useOwnAdvertisingRequests, useSessionExpiredRedirect } from "./queries";

/** Requests per page. */
export const ADVERTISING_LIST_PAGE_SIZE = 10;

/** German status label and badge colours of a stored status. */
export const ADVERTISING_STATUS: Record<string, { label: string; tone: string }> = {
  pending: { label: "Ausstehend", tone: "bg-amber-50 text-amber-800 border-amber-200" },
  approved: { label: "Genehmigt", tone: "bg-emerald-50 text-emerald-700 border-emerald-200" },
  rejected: { label: "Abgelehnt", tone: "bg-red-50 text-red-700 border-red-200" },
};

interface Period {
  startDate: string;
  endDate: string;
  incentive?: string;
}

/** The stored periods that have the expected shape (older or hand-made rows are skipped). */
function periodsOf(availability: unknown): Period[] {
  if (!Array.isArray(availability)) return [];
  return availability.filter(
    (entry): entry is Period =>
      entry !== null &&
      typeof entry === "object" &&
      typeof entry.startDate === "string" &&
      typeof entry.endDate === "string",
  );
}

export function AdvertisingRequestList() {
  const [page, setPage] = useState(1);
  const query = useOwnAdvertisingRequests(page, ADVERTISING_LIST_PAGE_SIZE);
  const expired = useSessionExpiredRedirect(query.error);
  const data = query.data;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  const state = listLoadState(query, expired, {
    noun: "Werbeanfragen",
    skeletons: 2,
    skeletonClassName: "h-20 rounded-xl",
  });

  return (
    <section aria-labelledby="advertising-list-heading" className="grid gap-4">
      <h2 id="advertising-list-heading" className="text-xl font-semibold">
        Ihre Werbeanfragen
      </h2>
      {state ? (
        state
      ) : !data || data.requests.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-4 py-8 text-center">
          <Megaphone className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">Sie haben noch keine Werbeanfragen gesendet.</p>
        </div>
      ) : (
        <>
          <ul className="grid gap-3">
            {data.requests.map((request) => (
              <AdvertisingRequestItem key={request.id} request={request} />
            ))}
          </ul>
          <CardListPager noun="Werbeanfragen" page={page} pages={pages} total={data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}

function AdvertisingRequestItem({ request }: { request: CompanyAdvertisingRequest }) {
  const status = ADVERTISING_STATUS[request.status] ?? { label: request.status, tone: "" };
  const periods = periodsOf(request.availability);
  return (
    <li>
      <article
        aria-labelledby={`advertising-${request.id}`}
        className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={`advertising-${request.id}`} className="font-semibold">
            {advertisingCategoryLabel(request.category)}
          </h3>
          <Badge variant="outline" className={status.tone}>
            {status.label}
          </Badge>
        </div>
        {periods.length > 0 && (
          <ul className="grid gap-1 text-sm text-muted-foreground" aria-label="Zeiträume">
            {periods.map((period, index) => (
              <li key={index} className="flex flex-wrap items-center gap-1.5">
                <CalendarRange className="size-4" aria-hidden="true" />
                {formatLocalDate(period.startDate)} – {formatLocalDate(period.endDate)}
                {period.incentive ? <span>· {period.incentive}</span> : null}
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm text-muted-foreground">
          Gesendet am {formatLocalDate(request.createdAt)}
          {request.processedAt && request.status !== "pending"
            ? ` · entschieden am ${formatLocalDate(request.processedAt)}`
            : ""}
        </p>
      </article>
    </li>
  );
}
