/** Toasts that import sonner on first use; dropped when it cannot load, so also show failures inline. */

export function showToast(kind: "success" | "error", title: string, description?: string): void {
  import("sonner").then(
    ({ toast }) => toast[kind](title, description === undefined ? undefined : { description }),
    () => undefined,
  );
}

/** Preloads sonner before a step that may report a failure. */
export function preloadToast(): void {
  import("sonner").catch(() => undefined);
}
