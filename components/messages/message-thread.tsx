"use client";
/**
 * One message thread for either side: the messages as plain text with line breaks (never HTML) and their attachments,
 * the textarea with "Datei anhängen" and "Senden" (Strg+Enter sends too), the empty state, loading and error states,
 * and "Unterhaltung melden" with a reason dialog. Polls while visible (components/messages/queries.ts).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { FileText, Flag, Loader2, Paperclip, Send, X } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
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
import { Progress } from "@/components/ui/progress";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { requestErrorText as requestError } from "@/components/project-room/request-error";
import { ApiClientError, fieldErrorsFromApi } from "@/lib/http/api-client";
import {
  MESSAGE_FILE_ACCEPT,
  MESSAGE_MAX_FILES,
  MESSAGE_MAX_LENGTH,
  MESSAGE_TEXTS,
  REPORT_REASON_MAX_LENGTH,
  type MessageAttachmentView,
  type MessageSender,
} from "@/lib/messages/rules";
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
  const ids = { list: useId(), body: useId(), hint: useId(), files: useId() };
  const send = useSendMessage(source);
  const form = useForm<SendMessageInput, unknown, { body: string; file: File[] }>({
    resolver: zodResolver(sendMessageSchema),
    defaultValues: { body: "", file: [] },
  });
  const typed = useWatch({ control: form.control, name: "body" }) ?? "";
  const watchedFiles = useWatch({ control: form.control, name: "file" });
  const files = Array.isArray(watchedFiles) ? watchedFiles : [];
  const bodyError = form.formState.errors.body?.message;
  const fileError = form.formState.errors.file?.message;
  const setFiles = (next: File[]) => {
    form.setValue("file", next);
    form.clearErrors("file");
  };
  useEffect(() => {
    if (thread.error) onRequestError?.(thread.error);
  }, [thread.error, onRequestError]);

  const submit = form.handleSubmit((values) =>
    send.mutate(
      { body: values.body, files: values.file },
      {
        onSuccess: () => form.reset({ body: "", file: [] }),
        onError: (error) => {
          onRequestError?.(error);
          const fields = fieldErrorsFromApi(error);
          if (fields.file || (!fields.body && values.file.length > 0 && [413, 415].includes(statusOf(error)))) {
            form.setError("file", { message: fields.file ?? requestError(error) });
          } else {
            form.setError("body", { message: fields.body ?? requestError(error) });
          }
        },
      },
    ),
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
                {message.body && <span className="break-words whitespace-pre-wrap">{message.body}</span>}
                {message.attachments.length > 0 && <MessageAttachments attachments={message.attachments} />}
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
          <AttachmentPicker
            id={ids.files}
            files={files}
            error={fileError}
            disabled={send.isPending}
            onChange={setFiles}
            onError={(message) => form.setError("file", { message })}
          />
          {send.progress !== null && (
            <div className="grid gap-1" role="status">
              <Progress value={send.progress} aria-label="Fortschritt des Hochladens" />
              <span className="text-xs text-muted-foreground">Wird hochgeladen … {send.progress} %</span>
            </div>
          )}
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

function statusOf(error: unknown): number {
  return error instanceof ApiClientError ? error.status : 0;
}

/** Photos as thumbnails opening the full image in a new tab; PDFs as a link with their name. */
export function MessageAttachments({ attachments }: { attachments: MessageAttachmentView[] }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Anhänge">
      {attachments.map((attachment) => (
        <li key={attachment.id}>
          {attachment.kind === "image" && attachment.thumbnailUrl ? (
            <a
              href={attachment.url}
              target="_blank"
              rel="noopener noreferrer"
              className="block overflow-hidden rounded-md border"
              title={`${attachment.name} in neuem Tab öffnen`}
            >
              {/* Signed, short-lived private URLs: next/image would cache them, so a plain img. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={attachment.thumbnailUrl} alt={attachment.name} className="size-24 object-cover" />
            </a>
          ) : (
            <a
              href={attachment.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-1.5 rounded-md border bg-background px-2 underline-offset-2 hover:underline"
            >
              <FileText className="size-4 shrink-0" aria-hidden="true" />
              <span className="break-all">{attachment.name}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

const ACCEPTED_FILE = /^(image\/|application\/pdf$)/;

/** "Datei anhängen" with a hidden file input and one removable chip per chosen file (photos with a preview). */
function AttachmentPicker({
  id,
  files,
  error,
  disabled,
  onChange,
  onError,
}: {
  id: string;
  files: File[];
  error: string | undefined;
  disabled: boolean;
  onChange: (files: File[]) => void;
  onError: (message: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const add = (chosen: File[]) => {
    // Some browsers report no type; then the server decides by content.
    const refused = chosen.find((file) => file.type !== "" && !ACCEPTED_FILE.test(file.type));
    const next = [...files, ...chosen.filter((file) => file !== refused)];
    if (next.length > MESSAGE_MAX_FILES) {
      onChange(next.slice(0, MESSAGE_MAX_FILES));
      onError(MESSAGE_TEXTS.tooManyFiles);
      return;
    }
    onChange(next);
    if (refused) onError(`„${refused.name}“ ist weder ein Foto noch ein PDF.`);
  };
  return (
    <div className="grid gap-2">
      <input
        ref={input}
        id={id}
        type="file"
        accept={MESSAGE_FILE_ACCEPT}
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          add(Array.from(event.target.files ?? []));
          event.target.value = "";
        }}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          className="min-h-11"
          disabled={disabled || files.length >= MESSAGE_MAX_FILES}
          onClick={() => input.current?.click()}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <Paperclip aria-hidden="true" />
          Datei anhängen
        </Button>
        <span className="text-xs text-muted-foreground">Fotos oder PDF, höchstens {MESSAGE_MAX_FILES} Dateien</span>
      </div>
      {files.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Ausgewählte Dateien">
          {files.map((file, index) => (
            <AttachmentChip
              key={`${file.name}-${file.size}-${index}`}
              file={file}
              disabled={disabled}
              onRemove={() => onChange(files.filter((_, i) => i !== index))}
            />
          ))}
        </ul>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

function AttachmentChip({ file, disabled, onRemove }: { file: File; disabled: boolean; onRemove: () => void }) {
  // The object URL is released once the preview has loaded; the image stays on screen.
  const preview = useMemo(
    () =>
      file.type.startsWith("image/") && typeof URL.createObjectURL === "function" ? URL.createObjectURL(file) : null,
    [file],
  );
  return (
    <li className="inline-flex max-w-full items-center gap-1.5 rounded-full border bg-muted/50 py-0.5 pr-0.5 pl-1 text-xs">
      {preview ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={preview}
          alt=""
          className="size-7 rounded-full object-cover"
          onLoad={() => URL.revokeObjectURL(preview)}
        />
      ) : (
        <FileText className="size-4 shrink-0" aria-hidden="true" />
      )}
      <span className="max-w-40 truncate" title={file.name}>
        {file.name}
      </span>
      <Button
        type="button"
        size="icon"
        variant="ghost"
        className="size-7 rounded-full"
        disabled={disabled}
        onClick={onRemove}
        aria-label={`${file.name} entfernen`}
      >
        <X aria-hidden="true" />
      </Button>
    </li>
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
