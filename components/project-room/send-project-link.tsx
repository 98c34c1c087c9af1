"use client";
/**
 * "Link per E-Mail senden" for a browser without the project's access cookie: mails a new "Mein Projekt" link to the
 * project's address; the answer is the same whether or not the id exists.
 */
import { useMutation } from "@tanstack/react-query";
import { Loader2, MailCheck, Send } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/http/api-client";
import { PROJECT_LINK_SENT_MESSAGE } from "@/lib/validation/project-room";
import { requestErrorText } from "./request-error";

export function SendProjectLink({ projectId }: { projectId: number }) {
  const send = useMutation({
    mutationFn: () => apiRequest<{ message: string }>("POST", `/api/projects/${projectId}/send-link`),
  });
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (send.isSuccess) doneRef.current?.focus();
  }, [send.isSuccess]);

  if (send.isSuccess) {
    return (
      <p
        ref={doneRef}
        tabIndex={-1}
        role="status"
        className="flex items-start gap-3 rounded-lg border bg-muted/40 p-4 text-left text-sm outline-none"
      >
        <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <span>{send.data?.message || PROJECT_LINK_SENT_MESSAGE}</span>
      </p>
    );
  }
  const errorId = `send-link-error-${projectId}`;
  return (
    <div className="grid gap-3">
      <Button
        type="button"
        size="lg"
        onClick={() => send.mutate()}
        disabled={send.isPending}
        aria-describedby={send.isError ? errorId : undefined}
        className="w-full sm:w-auto sm:justify-self-center"
      >
        {send.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {send.isPending ? "Wird gesendet..." : "Link per E-Mail senden"}
      </Button>
      {send.isError && (
        <p
          id={errorId}
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-left text-sm text-destructive"
        >
          {requestErrorText(send.error)}
        </p>
      )}
    </div>
  );
}
