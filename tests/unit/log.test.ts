/**
 * @jest-environment node
 *
 * lib/log.ts: e-mail addresses and phone numbers are masked in every part of a log
 * line (message, fields, nested objects, child bindings, errors); amounts, ids and times stay.
 * Secrets (link tokens in paths and query strings, token/password/secret fields) never reach a line.
 */
import { Writable } from "node:stream";
import { childLogger, createLogger, logger, maskEmail, maskPhone, maskText, REDACTED } from "@/lib/log";

/** A logger writing JSON lines into an array. */
function capture(): {
  lines: () => Record<string, unknown>[];
  raw: () => string;
  log: ReturnType<typeof createLogger>;
} {
  let out = "";
  const stream = new Writable({
    write(chunk, _encoding, done) {
      out += chunk.toString();
      done();
    },
  });
  const log = createLogger({ level: "info", stream });
  return {
    log,
    raw: () => out,
    lines: () =>
      out
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe("maskEmail / maskPhone / maskText", () => {
  test("an e-mail keeps its first character and domain", () => {
    expect(maskEmail("max.mustermann@example.at")).toBe("m***@example.at");
    expect(maskText("Kontakt: anna@firma.co.at.")).toBe("Kontakt: a***@firma.co.at.");
  });

  test("a phone number keeps its prefix and last two digits, in any common notation", () => {
    expect(maskPhone("+43 664 1234567")).toBe("+43***67");
    expect(maskText("Tel. +43 664 1234567")).toBe("Tel. +43***67");
    expect(maskText("Tel. 0664/1234567")).toBe("Tel. 066***67");
    expect(maskText("Tel. 01 234 56 78, Fax 01-2345679")).toBe("Tel. 01 ***78, Fax 01-***79");
    expect(maskText("+436641234567")).toBe("+43***67");
  });

  test("amounts, counts, ids, dates and uuids are left alone", () => {
    const text =
      "Projekt 1234567, 250000 Cent, 2026-11-25T10:00:00.000Z, id 01234567-89ab-4cde-8f01-23456789abcd, 0,5 h";
    expect(maskText(text)).toBe(text);
  });
});

describe("logger output", () => {
  test("masks the message, fields, nested objects and error texts; numbers stay", () => {
    const { log, lines, raw } = capture();
    log.info(
      {
        email: "max@example.at",
        customer: { phone: "+43 664 1234567", emails: ["eva@example.com"] },
        projectId: 1234567,
      },
      "Angebot an max@example.at (0664 1234567) gesendet",
    );
    log.error({ err: new Error("Zustellung an bob@example.org fehlgeschlagen") }, "Fehler");
    const [info, error] = lines();
    expect(info).toMatchObject({
      level: "info",
      msg: "Angebot an m***@example.at (066***67) gesendet",
      email: "m***@example.at",
      customer: { phone: "+43***67", emails: ["e***@example.com"] },
      projectId: 1234567,
    });
    expect(error).toMatchObject({ level: "error", err: { message: "Zustellung an b***@example.org fehlgeschlagen" } });
    for (const clear of ["max@", "bob@", "eva@", "664 1234567"]) expect(raw()).not.toContain(clear);
  });

  test("child bindings are masked too", () => {
    const { log, lines } = capture();
    log.child({ user: "anna@firma.at" }).warn("Anmeldung");
    expect(lines()[0]).toMatchObject({ user: "a***@firma.at", msg: "Anmeldung" });
  });

  test("the app logger is quiet in tests unless LOG_LEVEL is set, and childLogger binds fields", () => {
    expect(logger.level).toBe("silent");
    expect(childLogger({ requestId: "r1" }).bindings()).toEqual({ requestId: "r1" });
  });
});

describe("secrets", () => {
  const TOKEN = "Qm9vS2V5LXNlY3JldC10b2tlbi0xMjM0NTY3ODkwYWJjZA";

  test("link tokens in paths and query strings are replaced, route patterns and ids stay", () => {
    expect(maskText(`GET /api/mein-projekt/${TOKEN}/offers`)).toBe(`GET /api/mein-projekt/${REDACTED}/offers`);
    expect(maskText(`https://renovio.at/password-setup/${TOKEN}`)).toBe(
      `https://renovio.at/password-setup/${REDACTED}`,
    );
    expect(maskText(`/api/auth/validate-setup-token/${TOKEN}`)).toBe(`/api/auth/validate-setup-token/${REDACTED}`);
    expect(maskText(`/api/reviews/invitation/${TOKEN} und /bewertung/${TOKEN}`)).toBe(
      `/api/reviews/invitation/${REDACTED} und /bewertung/${REDACTED}`,
    );
    expect(maskText(`/offer/a1b2c3?k=${TOKEN}&x=1`)).toBe(`/offer/${REDACTED}?k=${REDACTED}&x=1`);
    expect(maskText(`/reset?token=${TOKEN}`)).toBe(`/reset?token=${REDACTED}`);
    const readable =
      "/api/mein-projekt/[token]/offers /api/mein-projekt/links /api/admin/bathroom-offers/12 /bewertungen/7";
    expect(maskText(readable)).toBe(readable);
  });

  test("fields named like tokens, passwords, secrets and keys are replaced at any depth; counts stay", () => {
    const { log, lines, raw } = capture();
    log.info(
      {
        body: { token: TOKEN, password: "geheim-passwort-1", newPassword: "x", key: TOKEN },
        setupToken: TOKEN,
        totalTokens: 512,
      },
      `Link /mein-projekt/${TOKEN}`,
    );
    expect(lines()[0]).toMatchObject({
      body: { token: REDACTED, password: REDACTED, newPassword: REDACTED, key: REDACTED },
      setupToken: REDACTED,
      totalTokens: 512,
    });
    for (const secret of [TOKEN, "geheim-passwort-1"]) expect(raw()).not.toContain(secret);
  });

  test("a development logger keeps link paths (e-mails written to the log stay usable), never secret fields", () => {
    let out = "";
    const stream = new Writable({
      write(chunk, _encoding, done) {
        out += chunk.toString();
        done();
      },
    });
    createLogger({ level: "info", stream, maskLinks: false }).info(
      { password: "geheim-passwort-1" },
      `Link /password-setup/${TOKEN}`,
    );
    expect(out).toContain(`/password-setup/${TOKEN}`);
    expect(out).not.toContain("geheim-passwort-1");
  });
});
