/**
 * @jest-environment node
 *
 * tests/support/outbox-body.ts (used by e2e specs to read links from the encrypted outbox) decrypts
 * exactly what the app's `encryptField("outbox-body", …)` writes, given the same AUTH_SECRET.
 */
import { decryptOutboxBody } from "../support/outbox-body";

const SECRET = "unit-test-secret-for-outbox-bodies-0123456789";

it("decrypts the app's outbox encryption with the app secret and refuses another secret", () => {
  const saved = process.env.AUTH_SECRET;
  process.env.AUTH_SECRET = SECRET;
  try {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { encryptField } = require("@/lib/security/secrets") as typeof import("@/lib/security/secrets");
      const text = "Passwort festlegen:\nhttps://renovio.example/password-setup/abc123";
      const stored = encryptField("outbox-body", text);
      expect(stored).not.toContain("abc123");
      expect(decryptOutboxBody(stored, SECRET)).toBe(text);
      expect(() => decryptOutboxBody(stored, `${SECRET}-anders`)).toThrow();
      expect(decryptOutboxBody("klarer Text", SECRET)).toBe("klarer Text");
    });
  } finally {
    if (saved === undefined) delete process.env.AUTH_SECRET;
    else process.env.AUTH_SECRET = saved;
  }
});
