"use client";
/**
 * The admin's "E-Mails" (issue 13 §5): every row of the e-mail outbox, newest first, 25 per page,
 * filtered by status (default all): date (Vienna time), masked recipient, template, subject,
 * status, attempts and last error. Bodies are never shown. "Erneut senden" (with confirmation)
 * queues a failed e-mail again; rows whose body was deleted after the retention period cannot be
 * sent again (the button is disabled and says why).
 */
import { Loader2, Send } from "lucide-react";
import { useId, useState } from "react";

import { AdminTableHeader } from "@/components/admin/admin-list-table";
import { LoadErrorState, TableEmptyRow, TableSkeletonRows } from "@/components/admin/table-states";
import { NativeSelect } from "@/components/forms/form-controls";
import { ListPager } from "@/components/ui/list-pager";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Table, TableBody, TableCell, TableRow } from "@/components/ui/table";
import {
  EMAIL_STATUSES,
  EMAIL_STATUS_LABELS,
  formatViennaDateTime,
  resendBlockedReason,
  type AdminEmailRow,
  type EmailStatus,
} from "@/lib/domain/admin-inbox";
import { pageCount } from "@/lib/domain/paging";

import { EmailStatusBadge } from "./email-status-badge";
import { useAdminEmails, useResendEmail } from "./queries";

const COLUMNS = ["Erstellt", "Empfänger", "Vorlage", "Betreff", "Status", "Versuche", "Letzter Fehler", "Aktion"];

const isStatus = (value: string): value is EmailStatus => (EMAIL_STATUSES as readonly string[]).includes(value);

export function EmailsSection() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<EmailStatus | null>(null);
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
        <LoadErrorState text="Die E-Mails konnten nicht geladen werden." onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <Table aria-label="E-Mails" aria-busy={list.isFetching || undefined}>
          <AdminTableHeader columns={COLUMNS} />
          <TableBody>
            {!data ? (
              <TableSkeletonRows columns={COLUMNS.length} label="E-Mails werden geladen..." />
            ) : data.emails.length === 0 ? (
              <TableEmptyRow
                columns={COLUMNS.length}
                text={status ? `Keine E-Mails mit Status „${EMAIL_STATUS_LABELS[status]}“` : "Noch keine E-Mails"}
              />
            ) : (
              data.emails.map((email) => <EmailRow key={email.id} email={email} onResend={setConfirming} />)
            )}
          </TableBody>
        </Table>
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

function EmailRow({ email, onResend }: { email: AdminEmailRow; onResend: (email: AdminEmailRow) => void }) {
  const blocked = resendBlockedReason(email);
  const reasonId = useId();
  return (
    <TableRow data-testid={`email-row-${email.id}`}>
      <TableCell className="whitespace-nowrap tabular-nums">{formatViennaDateTime(email.createdAt)}</TableCell>
      <TableCell className="break-all">{email.to.join(", ")}</TableCell>
      <TableCell className="min-w-32">{email.template}</TableCell>
      <TableCell className="min-w-40">{email.subject}</TableCell>
      <TableCell>
        <EmailStatusBadge status={email.status} />
      </TableCell>
      <TableCell className="tabular-nums">{email.attempts}</TableCell>
      <TableCell className="max-w-64 text-xs break-words text-muted-foreground">{email.lastError ?? "–"}</TableCell>
      <TableCell>
        {email.status === "failed" && (
          <div className="grid max-w-48 gap-1">
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
          </div>
        )}
      </TableCell>
    </TableRow>
  );
}
