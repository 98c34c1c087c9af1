"use client";
/**
 * The admin's "E-Mails": the outbox, newest first, filtered by status; bodies are never shown. "Erneut senden"
 * queues a failed e-mail again unless its body was deleted after the retention period.
 */
import { Loader2, Send } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { useId, useState } from "react";

import { AdminTable, type AdminColumn } from "@/components/admin/admin-list-table";
import { LoadErrorState } from "@/components/admin/table-states";
import { NativeSelect } from "@/components/forms/form-controls";
import { ListPager } from "@/components/ui/list-pager";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import {
  EMAIL_STATUSES,
  EMAIL_STATUS_LABELS,
  resendBlockedReason,
  type AdminEmailRow,
  type EmailStatus,
} from "@/lib/domain/admin-inbox";
import { pageCount } from "@/lib/domain/paging";
import { formatViennaDateTime } from "@/lib/time/vienna";

import { EmailStatusBadge } from "./email-status-badge";
import { useAdminEmails, useResendEmail } from "./queries";

const isStatus = (value: string): value is EmailStatus => (EMAIL_STATUSES as readonly string[]).includes(value);

export function EmailsSection() {
  const [page, setPage] = useState(1);
  // `?status=failed` presets the filter (the overview's "Zu erledigen" entry).
  const preset = useSearchParams()?.get("status") ?? "";
  const [status, setStatus] = useState<EmailStatus | null>(() => (isStatus(preset) ? preset : null));
  const [confirming, setConfirming] = useState<AdminEmailRow | null>(null);
  const filterId = useId();
  const list = useAdminEmails(page, status);
  const resend = useResendEmail();

  const data = list.data;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  if (data && !list.isPlaceholderData && page > pages) setPage(pages);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={filterId}>Status</Label>
          <NativeSelect
            id={filterId}
            className="w-48"
            value={status ?? ""}
            onChange={(event) => {
              setStatus(isStatus(event.target.value) ? event.target.value : null);
              setPage(1);
            }}
          >
            <option value="">Alle</option>
            {EMAIL_STATUSES.map((value) => (
              <option key={value} value={value}>
                {EMAIL_STATUS_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {data && (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {data.total === 1 ? "1 E-Mail" : `${data.total} E-Mails`}
          </p>
        )}
      </div>

      {list.isError && !data ? (
        <LoadErrorState
          text="Die E-Mails konnten nicht geladen werden."
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : (
        <AdminTable
          aria-label="E-Mails"
          aria-busy={list.isFetching || undefined}
          rows={data?.emails}
          columns={emailColumns(setConfirming)}
          rowKey={(email) => email.id}
          rowProps={(email) => ({ "data-testid": `email-row-${email.id}` })}
          texts={{
            loading: "E-Mails werden geladen...",
            empty: status ? `Keine E-Mails mit Status „${EMAIL_STATUS_LABELS[status]}“` : "Noch keine E-Mails",
          }}
        />
      )}

      <ListPager page={page} pages={pages} total={data?.total} onPage={setPage} />

      <Dialog open={confirming !== null} onOpenChange={(next) => !next && !resend.isPending && setConfirming(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>E-Mail erneut senden?</DialogTitle>
            <DialogDescription>
              {confirming
                ? `„${confirming.subject}“ an ${confirming.to.join(", ")} wird noch einmal zugestellt. Der Empfänger erhält die E-Mail dann womöglich ein zweites Mal.`
                : ""}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setConfirming(null)} disabled={resend.isPending}>
              Abbrechen
            </Button>
            <Button
              type="button"
              disabled={resend.isPending}
              onClick={() => {
                if (!confirming) return;
                resend.mutate(confirming.id, { onSettled: () => setConfirming(null) });
              }}
            >
              {resend.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
              {resend.isPending ? "Wird eingereiht..." : "Erneut senden"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** The columns of the e-mail log; "Erneut senden" (failed e-mails) asks through `onResend`. */
function emailColumns(onResend: (email: AdminEmailRow) => void): AdminColumn<AdminEmailRow>[] {
  return [
    {
      header: "Erstellt",
      className: "whitespace-nowrap tabular-nums",
      cell: (email) => formatViennaDateTime(email.createdAt),
    },
    { header: "Empfänger", className: "min-w-36 break-all", cell: (email) => email.to.join(", ") },
    {
      header: "Betreff und Vorlage",
      className: "min-w-44",
      cell: (email) => (
        <>
          <p>{email.subject}</p>
          <p className="text-xs text-muted-foreground">{email.template}</p>
        </>
      ),
    },
    { header: "Versuche", className: "tabular-nums", cell: (email) => email.attempts },
    {
      header: "Letzter Fehler",
      className: "max-w-64 text-xs break-words text-muted-foreground",
      cell: (email) => email.lastError ?? "–",
    },
    { header: "Status", actions: true, cell: (email) => <EmailStatusCell email={email} onResend={onResend} /> },
  ];
}

/** The e-mail's status, and for a failed one "Erneut senden" (disabled with the reason when it may not be resent). */
function EmailStatusCell({ email, onResend }: { email: AdminEmailRow; onResend: (email: AdminEmailRow) => void }) {
  const blocked = resendBlockedReason(email);
  const reasonId = useId();
  return (
    <div className="grid max-w-48 justify-items-start gap-2">
      <EmailStatusBadge status={email.status} />
      {email.status === "failed" && (
        <>
          <Button
            size="sm"
            variant="outline"
            disabled={blocked !== null}
            aria-describedby={blocked ? reasonId : undefined}
            onClick={() => onResend(email)}
            aria-label={`E-Mail „${email.subject}“ erneut senden`}
          >
            <Send aria-hidden="true" />
            Erneut senden
          </Button>
          {blocked && (
            <p id={reasonId} className="text-xs text-muted-foreground">
              {blocked}
            </p>
          )}
        </>
      )}
    </div>
  );
}
