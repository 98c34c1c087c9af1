import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names (clsx syntax: strings, arrays, `{ class: condition }` objects) and lets later
 * Tailwind classes override earlier conflicting ones (`cn("px-2", "px-4")` -> `"px-4"`). For the
 * dashboards; the primitives that hydrate on public pages use `joinClasses` (lib/join-classes.ts).
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
