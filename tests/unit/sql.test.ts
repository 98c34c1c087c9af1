/** lib/db/sql.ts: LIKE escaping, the transaction options and the row lock's statements. */
import { escapeLike, INVOICE_TX_OPTIONS, lockRowById, TX_OPTIONS } from "@/lib/db/sql";
import type { Prisma } from "@/lib/generated/prisma/client";

describe("sql helpers", () => {
  it("escapes LIKE wildcards", () => {
    expect(escapeLike("50%_a\\b")).toBe("50\\%\\_a\\\\b");
  });

  it("waits 10 s for a connection and runs 15 s, invoices 30 s", () => {
    expect(TX_OPTIONS).toEqual({ maxWait: 10_000, timeout: 15_000 });
    expect(INVOICE_TX_OPTIONS).toEqual({ maxWait: 10_000, timeout: 30_000 });
  });

  it("locks a row by id with a fixed statement and a bound id", async () => {
    const calls: unknown[][] = [];
    const tx = {
      $queryRawUnsafe: async (...args: unknown[]) => {
        calls.push(args);
        return args[1] === 7 ? [{ id: 7 }] : [];
      },
    } as unknown as Prisma.TransactionClient;
    await expect(lockRowById(tx, "companies", 7)).resolves.toBe(true);
    await expect(lockRowById(tx, "email_outbox", 8)).resolves.toBe(false);
    expect(calls).toEqual([
      ["SELECT id FROM companies WHERE id = $1 FOR UPDATE", 7],
      ["SELECT id FROM email_outbox WHERE id = $1 FOR UPDATE", 8],
    ]);
  });
});
