/**
 * Password hashing with argon2id (@node-rs/argon2, OWASP parameters: 19 MiB memory, 2 iterations).
 * Source: docs/architecture.md "Stack" (auth) and the OWASP Password Storage Cheat Sheet.
 */
import { hash, verify } from "@node-rs/argon2";

const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Returns an encoded argon2id hash ("$argon2id$v=19$..."). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** True when `password` matches `encoded`; false for a wrong password or a malformed hash. */
export async function verifyPassword(encoded: string, password: string): Promise<boolean> {
  try {
    return await verify(encoded, password);
  } catch {
    return false;
  }
}
