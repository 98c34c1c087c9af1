import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names (clsx syntax: strings, arrays, `{ class: condition }` objects) and lets later
 * Tailwind classes override earlier conflicting ones (`cn("px-2", "px-4")` -> `"px-4"`).
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Joins class names (clsx syntax) without resolving conflicts: for the UI primitives whose base
 * styles are component classes (app/globals.css, components layer), which any utility passed in
 * `className` overrides by cascade layer. Used where the primitives render in the browser on public
 * pages: tailwind-merge's first call builds its class map, a long-task cost during hydration that a
 * public page should not pay (issue 16 §5; ~25–55 ms of main thread at Lighthouse's 4× slowdown).
 */
export function joinClasses(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
