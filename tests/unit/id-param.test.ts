/**
 * @jest-environment node
 */
/** Route param schemas (lib/validation/id-param.ts): what they accept, and the German 404 message they refuse with. */
import { MAX_DB_ID } from "@/lib/domain/ids";
import { idParam, serviceParam, tokenParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

const MESSAGE = "Projekt nicht gefunden";

function refusal(schema: z.ZodType, raw: unknown): string | undefined {
  const result = schema.safeParse(raw);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe("idParam", () => {
  it("reads a positive integer segment as a number", () => {
    expect(idParam(MESSAGE).parse("42")).toBe(42);
    expect(idParam(MESSAGE).parse(String(MAX_DB_ID))).toBe(MAX_DB_ID);
  });

  it.each(["0", "-1", "1e3", "4.2", "abc", "", " 7", String(MAX_DB_ID + 1), "12345678901"])(
    "refuses %p with the route's message",
    (raw) => {
      expect(refusal(idParam(MESSAGE), raw)).toBe(MESSAGE);
    },
  );

  it("refuses a missing segment with the route's message", () => {
    expect(refusal(z.object({ id: idParam(MESSAGE) }), {})).toBe(MESSAGE);
  });
});

describe("tokenParam and serviceParam", () => {
  it("keep a token as sent and refuse a missing one with the message", () => {
    expect(tokenParam(MESSAGE).parse("abc_DEF-1")).toBe("abc_DEF-1");
    expect(refusal(z.object({ token: tokenParam(MESSAGE) }), {})).toBe(MESSAGE);
  });

  it("percent-decodes a service (NFC) and keeps invalid encoding as sent", () => {
    expect(serviceParam(MESSAGE).parse("k%C3%BCche")).toBe("küche");
    expect(serviceParam(MESSAGE).parse("%E0%A4%A")).toBe("%E0%A4%A");
  });
});
