"use client";
/**
 * The admin's "Kontaktanfragen": contact-form messages, newest first, filtered and searchable. "Öffnen" shows the
 * text as plain text and marks it read, with "Antworten" (mailto:) and done / reopen.
 */
import { CheckCircle2, Loader2, Mail, RotateCcw, Search } from "lucide-react";
import { useId, useState } from "react";

import { AdminTable, type AdminColumn } from "@/components/admin/admin-list-table";
import { LoadErrorState } from "@/components/admin/table-states";
import { NativeSelect } from "@/components/forms/form-controls";
import { ListPager } from "@/components/ui/list-pager";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  CONTACT_MESSAGE_FILTERS,
  CONTACT_MESSAGE_FILTER_LABELS,
  CONTACT_MESSAGE_STATE_LABELS,
  contactMessageState,
  replyMailto,
  type AdminContactMessageRow,
  type ContactMessageFilter,
  type ContactMessageState,
} from "@/lib/domain/admin-inbox";
import { pageCount } from "@/lib/domain/paging";
import { cn } from "@/lib/utils";
import { formatViennaDateTime } from "@/lib/time/vienna";

import { useContactMessage, useContactMessages, useSetContactMessageDone } from "./queries";

const EMPTY_TEXTS: Record<ContactMessageFilter, string> = {
  open: "Keine offenen Kontaktanfragen",
  unread: "Keine neuen Kontaktanfragen",
  done: "Keine erledigten Kontaktanfragen",
  all: "Noch keine Kontaktanfragen",
};

const isFilter = (value: string): value is ContactMessageFilter =>
  (CONTACT_MESSAGE_FILTERS as readonly string[]).includes(value);

export function ContactMessagesSection() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<ContactMessageFilter>("open");
  const [searchInput, setSearchInput] = useState("");
  const [search, setSearch] = useState("");
  const [openId, setOpenId] = useState<number | null>(null);
  const filterId = useId();
  const searchId = useId();
  const list = useContactMessages(page, status, search);

  const data = list.data;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  if (data && !list.isPlaceholderData && page > pages) setPage(pages);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={filterId}>Status</Label>
          <NativeSelect
            id={filterId}
            className="w-40"
            value={status}
            onChange={(event) => {
              if (isFilter(event.target.value)) setStatus(event.target.value);
              setPage(1);
            }}
          >
            {CONTACT_MESSAGE_FILTERS.map((value) => (
              <option key={value} value={value}>
                {CONTACT_MESSAGE_FILTER_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <form
          role="search"
          className="flex min-w-0 flex-1 flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setSearch(searchInput.trim());
            setPage(1);
          }}
        >
          <div className="grid min-w-0 flex-1 basis-56 gap-1.5">
            <Label htmlFor={searchId}>Suche</Label>
            <Input
              id={searchId}
              type="search"
              value={searchInput}
              maxLength={200}
              placeholder="Name, E-Mail oder Betreff"
              onChange={(event) => setSearchInput(event.target.value)}
            />
          </div>
          <Button type="submit" variant="outline">
            <Search aria-hidden="true" />
            Suchen
          </Button>
        </form>
        {data && (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {data.total === 1 ? "1 Nachricht" : `${data.total} Nachrichten`}
          </p>
        )}
      </div>

      {list.isError && !data ? (
        <LoadErrorState
          text="Die Kontaktanfragen konnten nicht geladen werden."
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : (
        <AdminTable
          aria-label="Kontaktanfragen"
          aria-busy={list.isFetching || undefined}
          rows={data?.messages}
          columns={messageColumns(setOpenId)}
          rowKey={(message) => message.id}
          rowProps={(message) => ({
            "data-testid": `contact-message-row-${message.id}`,
            className: cn(contactMessageState(message) === "new" && "font-semibold"),
          })}
          texts={{
            loading: "Kontaktanfragen werden geladen...",
            empty: search ? `Keine Kontaktanfragen zu „${search}“` : EMPTY_TEXTS[status],
          }}
        />
      )}

      <ListPager page={page} pages={pages} total={data?.total} onPage={setPage} />

      <MessageDialog id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}

const STATE_TONES: Record<ContactMessageState, string> = {
  new: "border-sky-200 bg-sky-50 text-sky-900",
  read: "border-slate-200 bg-slate-50 text-slate-800",
  done: "border-emerald-200 bg-emerald-50 text-emerald-800",
};

/** Neu / Gelesen / Erledigt. */
export function ContactMessageStateBadge({ state }: { state: ContactMessageState }) {
  return (
    <Badge variant="outline" className={cn(STATE_TONES[state])}>
      {CONTACT_MESSAGE_STATE_LABELS[state]}
    </Badge>
  );
}

/** The columns of the contact messages; "Öffnen" shows the message through `onOpen`. */
function messageColumns(onOpen: (id: number) => void): AdminColumn<AdminContactMessageRow>[] {
  return [
    {
      header: "Eingegangen",
      className: "whitespace-nowrap tabular-nums",
      cell: (message) => formatViennaDateTime(message.createdAt),
    },
    { header: "Name", className: "min-w-32", cell: (message) => message.name },
    { header: "E-Mail", className: "break-all", cell: (message) => message.email },
    { header: "Betreff", className: "min-w-40", cell: (message) => message.subject },
    { header: "Status", cell: (message) => <ContactMessageStateBadge state={contactMessageState(message)} /> },
    {
      header: "Aktion",
      actions: true,
      cell: (message) => (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onOpen(message.id)}
          aria-label={`Nachricht von ${message.name} öffnen: ${message.subject}`}
        >
          Öffnen
        </Button>
      ),
    },
  ];
}

/** The open message: header data, the text as plain text, Antworten and done / reopen. */
function MessageDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const detail = useContactMessage(id);
  const setDone = useSetContactMessageDone();
  const message = detail.data;
  const done = Boolean(message?.doneAt);

  return (
    <Dialog open={id !== null} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{message ? message.subject : "Kontaktanfrage"}</DialogTitle>
          <DialogDescription>
            {message
              ? `Von ${message.name} <${message.email}> am ${formatViennaDateTime(message.createdAt)}`
              : "Die Nachricht wird geladen."}
          </DialogDescription>
        </DialogHeader>
        {detail.isError ? (
          <LoadErrorState
            text="Die Nachricht konnte nicht geladen werden."
            onRetry={() => void detail.refetch()}
            retrying={detail.isFetching}
          />
        ) : !message ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            Nachricht wird geladen...
          </p>
        ) : (
          <div className="grid gap-3">
            <ContactMessageStateBadge state={contactMessageState(message)} />
            <p
              data-testid="contact-message-text"
              className="rounded-md border bg-muted/40 p-3 text-sm break-words whitespace-pre-wrap"
            >
              {message.message}
            </p>
          </div>
        )}
        {message && (
          <DialogFooter className="gap-2">
            <Button asChild variant="outline">
              <a href={replyMailto(message)}>
                <Mail aria-hidden="true" />
                Antworten
              </a>
            </Button>
            <Button
              type="button"
              disabled={setDone.isPending}
              onClick={() => setDone.mutate({ id: message.id, done: !done })}
            >
              {setDone.isPending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : done ? (
                <RotateCcw aria-hidden="true" />
              ) : (
                <CheckCircle2 aria-hidden="true" />
              )}
              {done ? "Wieder öffnen" : "Als erledigt markieren"}
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
