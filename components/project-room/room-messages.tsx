"use client";
/**
 * "Nachrichten" in the project room: one disclosure per company with its unread badge; opening it loads the thread
 * (which marks the company's messages read). The link in a message e-mail (#nachrichten-{companyId}) opens that
 * company's thread.
 */
import { ChevronRight } from "lucide-react";
import { useEffect, useState } from "react";

import { MessageThread } from "@/components/messages/message-thread";
import { roomThreadSource, useRoomUnread } from "@/components/messages/queries";
import { Badge } from "@/components/ui/badge";
import { MESSAGE_TEXTS } from "@/lib/messages/rules";

export interface RoomMessagesProps {
  token: string;
  companies: { companyId: number; name: string }[];
}

/** The element id of one company's thread, the anchor of the e-mail link. */
function threadAnchor(companyId: number): string {
  return `nachrichten-${companyId}`;
}

export function RoomMessages({ token, companies }: RoomMessagesProps) {
  const unread = useRoomUnread(token);
  const [open, setOpen] = useState<Set<number>>(() => new Set());

  useEffect(() => {
    const match = /^#nachrichten-(\d+)$/.exec(window.location.hash);
    if (!match) return;
    const companyId = Number(match[1]);
    // After hydration, so the server's and the first client render agree.
    const timer = setTimeout(() => {
      setOpen((current) => new Set(current).add(companyId));
      document.getElementById(threadAnchor(companyId))?.scrollIntoView();
    }, 0);
    return () => clearTimeout(timer);
  }, []);

  const toggle = (companyId: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(companyId)) next.delete(companyId);
      else next.add(companyId);
      return next;
    });

  return (
    <ul className="grid gap-3" aria-label="Nachrichten je Betrieb">
      {companies.map((company) => {
        const count = unread.data?.[String(company.companyId)] ?? 0;
        const expanded = open.has(company.companyId);
        const panelId = `${threadAnchor(company.companyId)}-panel`;
        return (
          <li key={company.companyId} id={threadAnchor(company.companyId)} className="min-w-0 rounded-lg border">
            <h3>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(company.companyId)}
                className="flex min-h-12 w-full items-center gap-2 rounded-lg px-4 py-2 text-left font-semibold focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <ChevronRight
                  className={`size-4 shrink-0 transition-transform ${expanded ? "rotate-90" : ""}`}
                  aria-hidden="true"
                />
                <span className="min-w-0 flex-1 break-words">{company.name}</span>
                {count > 0 && (
                  <Badge className="shrink-0" data-testid="room-unread">
                    {count} neu<span className="sr-only"> ungelesene Nachrichten</span>
                  </Badge>
                )}
              </button>
            </h3>
            {expanded && (
              <div id={panelId} className="border-t p-3 sm:p-4">
                <MessageThread
                  source={roomThreadSource(token, company.companyId)}
                  viewer="customer"
                  otherName={company.name}
                  emptyText={MESSAGE_TEXTS.emptyThread}
                />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
