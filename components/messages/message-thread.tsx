"use client";
/**
 * One message thread for either side: the messages as plain text with line breaks (never HTML), the textarea with
 * "Senden" (Strg+Enter sends too), the empty state, loading and error states, and "Unterhaltung melden" with a reason
 * dialog. Polls while visible (components/messages/queries.ts).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Flag, Loader2, Send } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";

import { FieldError, fieldAria } from "@/components/forms/form-controls";
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
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { requestErrorText as requestError } from "@/components/project-room/request-error";
import { fieldErrorsFromApi } from "@/lib/http/api-client";
import { MESSAGE_MAX_LENGTH, REPORT_REASON_MAX_LENGTH, type MessageSender } from "@/lib/messages/rules";
import {
  reportThreadSchema,
  sendMessageSchema,
  type ReportThreadInput,
  type SendMessageInput,
} from "@/lib/messages/schemas";
import { formatViennaDateTime } from "@/lib/time/vienna";
import { cn } from "@/lib/utils";

import { useReportThread, useSendMessage, useThread, type ThreadSource } from "./queries";

export interface MessageThreadProps {
  source: ThreadSource;
  /** Whose view this is: own messages read "Sie". */
  viewer: MessageSender;
  /** How the other side is named above its messages ("Malerei Huber", "Kunde"). */
  otherName: string;
  /** Shown while the thread has no message. */
  emptyText: string;
  /** Called with each failed request's error (e.g. to redirect on an ended session). */
  onRequestError?: (error: unknown) => void;
}

export function MessageThread({ source, viewer, otherName, emptyText, onRequestError }: MessageThreadProps) {
  const thread = useThread(source);
  const ids = { list: useId(), body: useId(), hint: useId() };
  const send = useSendMessage(source);
  const form = useForm<SendMessageInput, unknown, { body: string }>({
    resolver: zodResolver(sendMessageSchema),
    defaultValues: { body: "" },
  });
  const typed = useWatch({ control: form.control, name: "body" }) ?? "";
  const bodyError = form.formState.errors.body?.message;
  useEffect(() => {
    if (thread.error) onRequestError?.(thread.error);
  }, [thread.error, onRequestError]);

  const submit = form.handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: () => form.reset({ body: "" }),
      onError: (error) => {
        onRequestError?.(error);
        const fields = fieldErrorsFromApi(error);
        form.setError("body", { message: fields.body ?? requestError(error) });
      },
    }),
  );

  if (thread.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <span className="sr-only">Nachrichten werden geladen …</span>
        <Skeleton className="h-12 w-3/4" />
        <Skeleton className="h-12 w-2/3 justify-self-end" />
      </div>
    );
  }
  if (thread.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Die Nachrichten konnten nicht geladen werden. {requestError(thread.error)}{" "}
        <button
          type="button"
          className="inline-flex min-h-11 items-center underline underline-offset-2"
          onClick={() => void thread.refetch()}
        >
          Erneut versuchen
        </button>
      </p>
    );
  }

  const { messages, canSend, blockedReason, reportedAt } = thread.data;
  return (
    <div className="grid min-w-0 gap-3">
      {messages.length === 0 ? (
        <p className="rounded-lg border border-dashed p-3 text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ol
          id={ids.list}
          aria-label={`Nachrichten mit ${otherName}`}
          aria-live="polite"
          className="grid max-h-96 gap-2 overflow-y-auto rounded-lg border bg-muted/30 p-2 sm:p-3"
          tabIndex={0}
        >
          {messages.map((message) => {
            const own = message.sender === viewer;
            return (
              <li
                key={message.id}
                className={cn(
                  "grid max-w-[85%] min-w-0 gap-1 rounded-lg px-3 py-2 text-sm",
                  own ? "justify-self-end bg-primary/10" : "justify-self-start border bg-background",
                )}
              >
                <span className="text-xs text-muted-foreground">
                  <span className="font-medium text-foreground">{own ? "Sie" : otherName}</span> ·{" "}
                  <time dateTime={message.createdAt}>{formatViennaDateTime(message.createdAt)}</time>
                  {own && message.readAt && <span> · gelesen</span>}
                </span>
                {/* Plain text: React escapes it; pre-wrap keeps the line breaks. */}
                <span className="break-words whitespace-pre-wrap">{message.body}</span>
              </li>
            );
          })}
        </ol>
      )}

      {canSend ? (
        <form onSubmit={(event) => void submit(event)} className="grid gap-2" noValidate>
          <Label htmlFor={ids.body}>Ihre Nachricht</Label>
          <Textarea
            id={ids.body}
            rows={3}
            maxLength={MESSAGE_MAX_LENGTH}
            className="min-h-20"
            {...fieldAria(ids.body, bodyError, ids.hint)}
            {...form.register("body")}
            onKeyDown={(event) => {
              if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                void submit();
              }
            }}
          />
          <FieldError id={ids.body} error={bodyError} />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p id={ids.hint} className="text-xs text-muted-foreground">
              {typed.length} / {MESSAGE_MAX_LENGTH} Zeichen · Strg+Enter sendet
            </p>
            <Button type="submit" disabled={send.isPending} className="min-h-11 w-full sm:w-auto">
              {send.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
              {send.isPending ? "Wird gesendet …" : "Senden"}
            </Button>
          </div>
        </form>
      ) : (
        <p role="note" className="rounded-lg border bg-muted/50 p-3 text-sm">
          {blockedReason}
        </p>
      )}

      <ReportThread source={source} reportedAt={reportedAt} onRequestError={onRequestError} />
    </div>
  );
}

function ReportThread({
  source,
  reportedAt,
  onRequestError,
}: {
  source: ThreadSource;
  reportedAt: string | null;
  onRequestError?: (error: unknown) => void;
}) {
  const [open, setOpen] = useState(false);
  const report = useReportThread(source);
  const reasonId = useId();
  const form = useForm<ReportThreadInput, unknown, { reason: string }>({
    resolver: zodResolver(reportThreadSchema),
    defaultValues: { reason: "" },
  });
  const reasonError = form.formState.errors.reason?.message;
  const submit = form.handleSubmit((values) =>
    report.mutate(values, {
      onSuccess: () => {
        setOpen(false);
        form.reset({ reason: "" });
      },
      onError: (error) => {
        onRequestError?.(error);
        form.setError("reason", { message: fieldErrorsFromApi(error).reason ?? requestError(error) });
      },
    }),
  );

  return (
    <div className="flex flex-wrap items-center gap-x-3 text-sm">
      {reportedAt && (
        <p className="text-muted-foreground">
          Gemeldet am {formatViennaDateTime(reportedAt)} Uhr. Wir sehen uns das an.
        </p>
      )}
      <button
        type="button"
        className="inline-flex min-h-11 items-center gap-1 text-muted-foreground underline underline-offset-2 hover:text-foreground"
        onClick={() => setOpen(true)}
      >
        <Flag className="size-3.5" aria-hidden="true" />
        Unterhaltung melden
      </button>
      <Dialog open={open} onOpenChange={(next) => !report.isPending && setOpen(next)}>
        <DialogContent>
          <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Unterhaltung melden</DialogTitle>
              <DialogDescription>
                Unser Team kann gemeldete Unterhaltungen lesen und sie schließen. Bitte sagen Sie uns, was nicht in
                Ordnung ist.
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-2">
              <Label htmlFor={reasonId}>Grund</Label>
              <Textarea
                id={reasonId}
                rows={3}
                maxLength={REPORT_REASON_MAX_LENGTH}
                {...fieldAria(reasonId, reasonError)}
                {...form.register("reason")}
              />
              <FieldError id={reasonId} error={reasonError} />
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={report.isPending}>
                Abbrechen
              </Button>
              <Button type="submit" variant="destructive" disabled={report.isPending}>
                {report.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                Melden
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
