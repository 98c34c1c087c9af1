"use client";
/** Placeholder of the admin section "emails" until it is built (issue 13). */
import { ComingSoon } from "@/components/admin/coming-soon";

export function EmailsSection() {
  return <ComingSoon />;
}
