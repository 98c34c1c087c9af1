/**
 * The HTML body of an article. `html` must be the output of sanitizeBlogHtml (lib/sanitize-html.ts). Typography via
 * Tailwind descendant selectors (no typography plugin).
 */
import { cn } from "@/lib/utils";

const PROSE = [
  "text-base leading-7 text-foreground sm:text-[1.0625rem] sm:leading-8",
  "[&>*:first-child]:mt-0",
  "[&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-balance",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_h4]:mt-6 [&_h4]:font-semibold",
  "[&_p]:mt-4",
  "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_li]:pl-1 [&_li::marker]:text-primary",
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-primary/80",
  "[&_strong]:font-semibold",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-primary [&_blockquote]:bg-secondary [&_blockquote]:px-5 [&_blockquote]:py-3 [&_blockquote_p]:mt-0",
  "[&_table]:mt-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-[0.8125rem] [&_table]:leading-snug sm:[&_table]:text-sm",
  // On phones the caption stays within the screen while a wide table scrolls sideways.
  "[&_caption]:mb-2 [&_caption]:max-w-[calc(100vw-2rem)] [&_caption]:text-left [&_caption]:text-sm [&_caption]:text-muted-foreground sm:[&_caption]:max-w-none",
  "[&_th]:border-b-2 [&_th]:border-border [&_th]:bg-muted [&_th]:px-2 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold sm:[&_th]:px-3",
  "[&_td]:border-b [&_td]:border-border [&_td]:px-2 [&_td]:py-2 [&_td]:align-top sm:[&_td]:px-3",
  "[&_hr]:my-8 [&_hr]:border-border",
  "[&_img]:mt-6 [&_img]:rounded-lg [&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-muted-foreground",
  "[&_small]:text-sm [&_small]:text-muted-foreground",
].join(" ");

export function BlogContent({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(
        PROSE,
        // Wide tables scroll inside the article instead of widening the page on phones.
        "[&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto sm:[&_table]:table",
        // Tables are focusable (lib/sanitize-html.ts): show where the keyboard focus is.
        "[&_table]:rounded-md [&_table]:focus-visible:outline-2 [&_table]:focus-visible:outline-ring",
        className,
      )}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
