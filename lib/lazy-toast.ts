/**
 * Toasts from code that loads with a public page (the quiz wizard, the form error helper): sonner is
 * imported on first use instead of with the page (issue 16 §5). The toast viewport itself loads at
 * the visitor's first interaction (components/layout/app-toaster.tsx) and shows toasts made before it
 * mounted; a toast that cannot be loaded (no connection) is dropped, so callers that must report a
 * failure also show it next to the control.
 */

/** Shows a toast of `kind` with `title` and optional `description` (German texts). */
export function showToast(kind: "success" | "error", title: string, description?: string): void {
  import("sonner").then(
    ({ toast }) => toast[kind](title, description === undefined ? undefined : { description }),
    () => undefined,
  );
}

/** Starts loading sonner without showing anything (before a step that may have to report a failure). */
export function preloadToast(): void {
  import("sonner").catch(() => undefined);
}
