/** "Quellen" list of a price-guide entry: each source URL as an external link, labelled by host. */
import { ExternalLink } from "lucide-react";

/** Short label of a source URL: host without "www." plus a shortened path. */
export function sourceLabel(url: string): string {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.replace(/^www\./, "");
    const path = decodeURIComponent(parsed.pathname).replace(/\/$/, "");
    if (!path) return host;
    return `${host}${path.length > 34 ? `${path.slice(0, 32)}…` : path}`;
  } catch {
    return url;
  }
}

export function PriceSources({ sources }: { sources: readonly string[] }) {
  return (
    <ol className="space-y-1.5 text-sm">
      {sources.map((url) => (
        <li key={url} className="min-w-0">
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="inline-flex max-w-full items-start gap-1.5 [overflow-wrap:anywhere] text-muted-foreground underline-offset-4 hover:text-primary hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <ExternalLink className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            <span>
              {sourceLabel(url)}
              <span className="sr-only"> (öffnet in neuem Tab)</span>
            </span>
          </a>
        </li>
      ))}
    </ol>
  );
}
