import { clsx, type ClassValue } from "clsx";

/** clsx without tailwind-merge (a long task on first call) for public-page primitives; overrides by cascade layer. */
export function joinClasses(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
