"use client";
/**
 * React Query keys and hooks of the message threads, for both sides: the customer's (room token + company) and the
 * company's (lead id). Open threads and unread counts are refetched every 15 s while the page is visible.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";

import { apiRequest, getJson } from "@/lib/http/api-client";
import { postFormWithProgress } from "@/lib/http/upload-with-progress";
import { MESSAGES_POLL_INTERVAL_MS, type MessageView, type ThreadView } from "@/lib/messages/rules";
import type { ReportThreadInput } from "@/lib/messages/schemas";

/** Query keys of the message threads (one factory, so a send invalidates the thread and the badges). */
export const messageKeys = {
  all: ["messages"] as const,
  room: (token: string) => ["messages", "room", token] as const,
  roomUnread: (token: string) => ["messages", "room", token, "unread"] as const,
  roomThread: (token: string, companyId: number) => ["messages", "room", token, "thread", companyId] as const,
  leadThread: (leadId: number) => ["messages", "lead", leadId] as const,
};

/** Where one thread lives: its key, the URL that reads (GET) and sends (POST) it, and its report URL. */
export interface ThreadSource {
  key: readonly unknown[];
  url: string;
  reportUrl: string;
  /** Keys refreshed after a read or send (unread badges, the lead list). */
  related: readonly (readonly unknown[])[];
}

/** The room's thread with one company. */
export function roomThreadSource(token: string, companyId: number): ThreadSource {
  const url = `/api/mein-projekt/${encodeURIComponent(token)}/messages/${companyId}`;
  return {
    key: messageKeys.roomThread(token, companyId),
    url,
    reportUrl: `${url}/report`,
    related: [messageKeys.roomUnread(token)],
  };
}

/** The company's thread of one lead; `leadsKey` is the lead list's key (its unread counts). */
export function leadThreadSource(leadId: number, leadsKey: readonly unknown[]): ThreadSource {
  const url = `/api/company/leads/${leadId}/messages`;
  return { key: messageKeys.leadThread(leadId), url, reportUrl: `${url}/report`, related: [leadsKey] };
}

const POLLING = {
  refetchInterval: MESSAGES_POLL_INTERVAL_MS,
  // The app's default staleTime is Infinity, under which `true` would never refetch on focus.
  refetchOnWindowFocus: "always",
} as const;

/** One thread (reading it marks the other side's messages read), loaded while `enabled`. */
export function useThread(source: ThreadSource, enabled = true) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: source.key,
    queryFn: async () => {
      const { thread } = await getJson<{ thread: ThreadView }>(source.url);
      if (thread.markedRead > 0)
        for (const key of source.related) void queryClient.invalidateQueries({ queryKey: key });
      return thread;
    },
    enabled,
    ...POLLING,
  });
}

/** Unread messages per company id in the room of `token`. */
export function useRoomUnread(token: string) {
  return useQuery({
    queryKey: messageKeys.roomUnread(token),
    queryFn: async () =>
      (await getJson<{ unread: Record<string, number> }>(`/api/mein-projekt/${encodeURIComponent(token)}/messages`))
        .unread,
    ...POLLING,
  });
}

/** What the composer sends: the text and the chosen files (none for text only). */
interface OutgoingMessage {
  body: string;
  files: readonly File[];
}

/** POSTs `message` to `url` as multipart (text field `body`, one `file` field per file) with upload progress. */
function postMessage(
  url: string,
  message: OutgoingMessage,
  onProgress: (percent: number) => void,
): Promise<{ message: MessageView }> {
  const form = new FormData();
  form.set("body", message.body);
  for (const file of message.files) form.append("file", file, file.name);
  return postFormWithProgress<{ message: MessageView }>(url, form, onProgress);
}

/**
 * Sends a message (text and attachments) to the thread of `source`; the thread is reloaded afterwards. `progress`
 * is the upload's percent while a message with files is sent, else null.
 */
export function useSendMessage(source: ThreadSource) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async (input: OutgoingMessage) => {
      if (input.files.length === 0) {
        return apiRequest<{ message: MessageView }>("POST", source.url, { body: input.body });
      }
      setProgress(0);
      try {
        return await postMessage(source.url, input, setProgress);
      } finally {
        setProgress(null);
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: source.key }),
  });
  return { ...mutation, progress };
}

/** Reports the thread of `source` to the admins. */
export function useReportThread(source: ThreadSource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReportThreadInput) => apiRequest<{ reportedAt: string }>("POST", source.reportUrl, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: source.key }),
  });
}
