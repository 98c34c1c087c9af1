"use client";
/**
 * The shared dashboard sidebar: the role's entries (aria-current on the active one), role label, name, change
 * password and logout. A dashboard with its own navigation (the admin sections) passes it as `navigation`; it
 * replaces the role's entries and can close the mobile sheet through `useSidebarNavigate()`.
 */
import {
  BadgeCheck,
  BarChart3,
  Building2,
  FolderKanban,
  KeyRound,
  LayoutDashboard,
  Loader2,
  LogOut,
  Megaphone,
  Receipt,
  Star,
} from "lucide-react";
import type { LucideIcon } from "lucide-react";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { createContext, useContext, useState } from "react";
import type * as React from "react";
import { toast } from "sonner";

import { SiteLogo } from "@/components/layout/site-logo";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth, useLogout } from "@/lib/auth/use-auth";
import { errorMessageFromApi } from "@/lib/http/api-client";
import { cn } from "@/lib/utils";

import { ChangePasswordDialog } from "./change-password-dialog";

/** The admin's "Passwort ändern" page (app/(admin)/admin-dashboard/passwort). */
const ADMIN_PASSWORD_PATH = "/admin-dashboard/passwort";

/** The two dashboard audiences. */
export type DashboardRole = "company" | "admin";

export interface SidebarEntry {
  label: string;
  href: string;
  icon: LucideIcon;
}

/** Sidebar entries per role. */
export const SIDEBAR_ENTRIES: Readonly<Record<DashboardRole, readonly SidebarEntry[]>> = {
  company: [
    { label: "Übersicht", href: "/company-dashboard", icon: LayoutDashboard },
    { label: "Werbung", href: "/company-dashboard/werbung", icon: Megaphone },
    { label: "Rechnungen", href: "/company-dashboard/rechnungen", icon: Receipt },
    { label: "Bewertungen", href: "/company-dashboard/bewertungen", icon: Star },
    { label: "Prüfungen", href: "/company-dashboard/pruefungen", icon: BadgeCheck },
  ],
  admin: [
    { label: "Übersicht", href: "/admin-dashboard", icon: LayoutDashboard },
    { label: "Unternehmen", href: "/admin-dashboard", icon: Building2 },
    { label: "Projekte", href: "/admin-dashboard", icon: FolderKanban },
    { label: "Statistiken", href: "/admin-dashboard", icon: BarChart3 },
  ],
};

/** Role label under the user's name. */
export const ROLE_LABELS: Readonly<Record<DashboardRole, string>> = {
  company: "Firma",
  admin: "Administrator",
};

/** Classes of a sidebar link (shared with custom `navigation`). */
export function sidebarLinkClass(isActive: boolean): string {
  return cn(
    "flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium text-foreground transition-colors hover:bg-accent hover:text-accent-foreground",
    isActive && "bg-accent text-primary",
  );
}

const SidebarNavigateContext = createContext<(() => void) | undefined>(undefined);

/** The callback custom `navigation` calls after an entry was chosen (closes the mobile sheet), if any. */
export function useSidebarNavigate(): (() => void) | undefined {
  return useContext(SidebarNavigateContext);
}

/** Index of the active entry: the first whose path equals the current one (admin entries share one path). */
export function activeEntryIndex(entries: readonly SidebarEntry[], pathname: string | null): number {
  const path = pathname && pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return entries.findIndex((entry) => entry.href === path);
}

export function AppSidebar({
  role,
  brandName,
  navigation,
  onNavigate,
  className,
}: {
  role: DashboardRole;
  brandName: string;
  /** Replaces the role's entries (SIDEBAR_ENTRIES) inside the sidebar's <nav>. */
  navigation?: React.ReactNode;
  /** Called after an entry was chosen (the mobile sheet closes itself with it). */
  onNavigate?: () => void;
  className?: string;
}) {
  const pathname = usePathname();
  const router = useRouter();
  const { user, isLoading } = useAuth();
  const logout = useLogout();
  const [passwordOpen, setPasswordOpen] = useState(false);

  const entries = SIDEBAR_ENTRIES[role];
  const active = activeEntryIndex(entries, pathname);
  const displayName = role === "company" ? user?.companyName : user?.email;

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        toast.success("Erfolgreich abgemeldet");
        router.push("/");
      },
      onError: (error) =>
        toast.error("Fehler", { description: errorMessageFromApi(error, "Die Abmeldung ist fehlgeschlagen.") }),
    });

  return (
    <div className={cn("flex h-full flex-col bg-background", className)}>
      <div className="flex h-16 items-center border-b px-5">
        <SiteLogo name={brandName} className="text-lg" />
      </div>

      <nav aria-label="Dashboard-Navigation" className="flex-1 overflow-y-auto px-3 py-4">
        <SidebarNavigateContext.Provider value={onNavigate}>
          {navigation ?? (
            <ul className="flex flex-col gap-1">
              {entries.map((entry, index) => {
                const Icon = entry.icon;
                const isActive = index === active;
                return (
                  <li key={entry.label}>
                    <Link
                      href={entry.href}
                      onClick={onNavigate}
                      aria-current={isActive ? "page" : undefined}
                      className={sidebarLinkClass(isActive)}
                    >
                      <Icon className="size-5 shrink-0" aria-hidden="true" />
                      {entry.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </SidebarNavigateContext.Provider>
      </nav>

      <div className="grid gap-3 border-t px-3 py-4">
        <div className="min-w-0 px-3">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{ROLE_LABELS[role]}</p>
          {isLoading ? (
            <Skeleton className="mt-1.5 h-4 w-36" />
          ) : (
            <p className="mt-1 truncate text-sm font-semibold" title={displayName ?? undefined}>
              {displayName ?? "–"}
            </p>
          )}
        </div>
        {role === "company" && (
          <Button variant="outline" className="min-h-11 justify-start" onClick={() => setPasswordOpen(true)}>
            <KeyRound aria-hidden="true" />
            Passwort ändern
          </Button>
        )}
        {role === "admin" && (
          // The admin's own page: other sessions end on a password change.
          <Button asChild variant="outline" className="min-h-11 justify-start">
            <Link
              href={ADMIN_PASSWORD_PATH}
              onClick={onNavigate}
              aria-current={pathname === ADMIN_PASSWORD_PATH ? "page" : undefined}
            >
              <KeyRound aria-hidden="true" />
              Passwort ändern
            </Link>
          </Button>
        )}
        <Button variant="ghost" className="min-h-11 justify-start" onClick={signOut} disabled={logout.isPending}>
          {logout.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <LogOut aria-hidden="true" />}
          Abmelden
        </Button>
      </div>

      {role === "company" && <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} />}
    </div>
  );
}
