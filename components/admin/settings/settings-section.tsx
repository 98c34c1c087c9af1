"use client";
/** Placeholder of the admin section "settings" until it is built (issue 13). */
import { ComingSoon } from "@/components/admin/coming-soon";

export function SettingsSection() {
  return <ComingSoon />;
}
