/** Id of the `<main>` element the skip link jumps to. */
export const MAIN_CONTENT_ID = "main-content";

/** "Zum Inhalt springen": first focusable element, visible only while focused. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only rounded-md bg-background px-4 py-2 text-sm font-medium text-foreground shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100]"
    >
      Zum Inhalt springen
    </a>
  );
}
