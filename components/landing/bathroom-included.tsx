import type { BathroomRenovationContent } from "@/lib/content/landing-pages";

import { LandingIcon } from "./landing-icon";

/** "What's included" grid of /badrenovierung: icon, title (h3) and text per item. */
export function BathroomIncluded({ items }: { items: BathroomRenovationContent["included"]["items"] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
            <LandingIcon name={item.icon} className="size-5" />
          </span>
          <div>
            <h3 className="font-semibold">{item.title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
