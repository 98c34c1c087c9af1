/**
 * One service tile of the price-guide teaser: icon, name and figure linking to /preisleitfaden/{id}, beside
 * "Profis finden" (/quiz/{id}). Styled by the `price-tile*` classes of app/globals.css to keep the repeated markup
 * small.
 */
import Link from "next/link";

import { ServiceIdIcon } from "@/components/services/service-icon";
import { quizPath, serviceName, servicePath } from "@/lib/content/service-catalog";

/** A tile's figure: the price guide's label ("Richtwert", "Durchschnittspreis", "Einstiegspreis") and value. */
export interface TileFigure {
  label: string;
  value: string;
}

/** German compound endings after which a long service name may break (soft hyphen). */
const COMPOUND_ENDINGS = ["renovierung", "sanierung", "verkleidung", "bekämpfung", "anlagen", "arbeiten", "wechsel"];

/**
 * Inserts a soft hyphen before a known compound ending in words of 13+ characters, so "Terrassenverkleidung" breaks
 * as "Terrassen-/verkleidung" in browsers without a German hyphenation dictionary.
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

/** The tiles of one tab: `serviceIds` in order, each with its figure from `figures` (if any). */
export function PriceTiles({
  serviceIds,
  figures,
}: {
  serviceIds: readonly string[];
  figures: Readonly<Record<string, TileFigure>>;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
      {serviceIds.map((id) => (
        <ServiceTile key={id} id={id} figure={figures[id]} />
      ))}
    </ul>
  );
}

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
