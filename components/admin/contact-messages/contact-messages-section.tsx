"use client";
/** Placeholder of the admin section "contact-messages" until it is built (issue 13). */
import { ComingSoon } from "@/components/admin/coming-soon";

export function ContactMessagesSection() {
  return <ComingSoon />;
}
