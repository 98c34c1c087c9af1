import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** clsx plus tailwind-merge: later conflicting classes win. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
