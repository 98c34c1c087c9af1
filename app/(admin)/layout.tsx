import type * as React from "react";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { requireAdminPage } from "@/lib/auth/session";
import { siteConfig } from "@/lib/config";

/** Admin area: per request, admins only (the pages check again). */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await requireAdminPage();
  return (
    <DashboardShell role="admin" brandName={siteConfig.name}>
      {children}
    </DashboardShell>
  );
}
