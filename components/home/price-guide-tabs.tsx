"use client";
/**
 * The tabs and service tiles of the home page's price-guide teaser (public-side.md §2 Home,
 * section 3), rendered from HOME_PRICE_TABS. A client component built from data the browser
 * already has: the service catalogue (the hero's search box ships it), the tiles' figures
 * (`figures`, about 40 bytes a tile in the RSC payload) and the service icons as references into
 * the icon sprite (components/services/service-icon.tsx). Rendered on the server as children of
 * the tab primitives, the 40 tiles were 52 kB of the page's RSC payload, a third of the home
 * page's bytes (issue 16 §5, §6). Only the active panel is in the DOM; the first one is in the HTML.
 */
import Link from "next/link";

import { ServiceIdIcon } from "@/components/services/service-icon";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { HOME_PRICE_TABS, quizPath, serviceName, servicePath } from "@/lib/content/service-catalog";

/** A tile's figure: the price guide's label ("Richtwert", "Durchschnittspreis", "Einstiegspreis") and value. */
export interface TileFigure {
  label: string;
  value: string;
}

export function PriceGuideTabs({ figures }: { figures: Readonly<Record<string, TileFigure>> }) {
  return (
    <Tabs defaultValue={HOME_PRICE_TABS[0].id} className="mt-10 items-center gap-8">
      <TabsList aria-label="Leistungsbereiche" className="h-auto w-full flex-wrap gap-1 sm:w-fit">
        {HOME_PRICE_TABS.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id} className="h-9 flex-none px-3 sm:px-4">
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>

      {HOME_PRICE_TABS.map((tab) => (
        <TabsContent key={tab.id} value={tab.id} className="w-full">
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
            {tab.serviceIds.map((id) => (
              <ServiceTile key={id} id={id} figure={figures[id]} />
            ))}
          </ul>
        </TabsContent>
      ))}
    </Tabs>
  );
}

/** German compound endings after which a long service name may break (soft hyphen). */
const COMPOUND_ENDINGS = ["renovierung", "sanierung", "verkleidung", "bekämpfung", "anlagen", "arbeiten", "wechsel"];

/**
 * Inserts a soft hyphen before a known compound ending in words of 13+ characters, so names such
 * as "Terrassenverkleidung" break as "Terrassen-/verkleidung" in narrow tiles (browsers without a
 * German hyphenation dictionary would otherwise break mid-syllable or overflow).
 */
function softHyphenate(name: string): string {
  return name
    .split(" ")
    .map((word) => {
      if (word.length < 13) return word;
      const ending = COMPOUND_ENDINGS.find((end) => word.toLowerCase().endsWith(end) && word.length > end.length);
      return ending ? `${word.slice(0, -ending.length)}\u00AD${word.slice(-ending.length)}` : word;
    })
    .join(" ");
}

/**
 * One tile. Its styles are the `price-tile*` component classes of app/globals.css (utility lists
 * repeated over 40 tiles were a third of the page's bytes).
 */
function ServiceTile({ id, figure }: { id: string; figure: TileFigure | undefined }) {
  const name = serviceName(id);
  return (
    <li className="price-tile">
      <Link prefetch={false} href={servicePath("/preisleitfaden", id)} className="group price-tile-link">
        <span className="price-tile-icon">
          <ServiceIdIcon id={id} className="size-5" />
        </span>
        <span className="price-tile-name">{softHyphenate(name)}</span>
        {figure ? (
          <span className="price-tile-figure">
            <span className="price-tile-label">{figure.label}</span>
            <span className="price-tile-value">{figure.value}</span>
          </span>
        ) : null}
        <span className={figure ? "price-tile-more" : "price-tile-more mt-auto"}>Preise ansehen</span>
      </Link>
      <Link prefetch={false} href={quizPath(id)} aria-label={`Profis finden: ${name}`} className="price-tile-quiz">
        Profis finden
      </Link>
    </li>
  );
}
