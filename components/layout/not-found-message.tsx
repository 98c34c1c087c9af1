/**
 * The body of every 404 page: "404", a German heading, a short text and one or more links
 * (the first one as the primary button).
 */
import { House, type LucideIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { Button } from "@/components/ui/button";

export interface NotFoundAction {
  href: string;
  label: string;
  icon?: LucideIcon;
}

export function NotFoundMessage({
  title,
  children,
  actions,
}: {
  title: string;
  children: React.ReactNode;
  actions: NotFoundAction[];
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      <p className="mt-4 text-muted-foreground">{children}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        {actions.map(({ href, label, icon: Icon }, index) => (
          <Button key={href} asChild size="lg" variant={index === 0 ? "default" : "outline"}>
            <Link prefetch={false} href={href}>
              {Icon && <Icon aria-hidden="true" />}
              {label}
            </Link>
          </Button>
        ))}
      </div>
    </section>
  );
}

/** Metadata of the pages that show `SiteNotFoundMessage`: German title, not indexed. */
export const SITE_NOT_FOUND_METADATA: Metadata = {
  title: "Seite nicht gefunden",
  robots: { index: false },
};

/**
 * The general 404 body for unknown addresses and `notFound()` without a more specific page; wrapped in the public
 * shell by app/global-not-found.tsx and rendered inside the (public) layout by app/(public)/not-found.tsx.
 */
export function SiteNotFoundMessage() {
  return (
    <NotFoundMessage title="Seite nicht gefunden" actions={[{ href: "/", label: "Zur Startseite", icon: House }]}>
      Die gesuchte Seite existiert nicht oder wurde verschoben.
    </NotFoundMessage>
  );
}
