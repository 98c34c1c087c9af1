import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (clsx syntax: strings, arrays, `{ class: condition }` objects) without
 * resolving conflicts: for the UI primitives whose base styles are component classes
 * (app/globals.css, components layer), which any utility passed in `className` overrides by
 * cascade layer. Used where the primitives render in the browser on public pages (issue 16 §5):
 * - tailwind-merge's first call builds its class map, a long-task cost during hydration
 *   (~25–55 ms of main thread at Lighthouse's 4× slowdown);
 * - this module is separate from lib/utils.ts (`cn`) so that importing it does not bundle
 *   tailwind-merge (31 kB) into the public pages' scripts: the bundler keeps a module's imports
 *   even when only one of its exports is used.
 */
export function joinClasses(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
