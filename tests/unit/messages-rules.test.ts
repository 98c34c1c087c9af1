/** The pure rules of project-room messages: plain-text sanitising, the request schemas and the e-mail throttle. */
import {
  MESSAGE_EMAIL_THROTTLE_MS,
  MESSAGE_MAX_LENGTH,
  MESSAGE_TEXTS,
  messageEmailDue,
  otherSide,
  sanitizeMessageBody,
  sanitizeReportReason,
} from "@/lib/messages/rules";
import { reportThreadSchema, sendMessageSchema } from "@/lib/messages/schemas";

describe("sanitizeMessageBody", () => {
  it("keeps text and line breaks, normalises CRLF and tabs, trims", () => {
    expect(sanitizeMessageBody("  Hallo\r\nZeile 2\rZeile 3\tEnde  ")).toBe("Hallo\nZeile 2\nZeile 3 Ende");
  });

  it("removes control characters, bidi overrides and the BOM but keeps umlauts and emoji", () => {
    expect(sanitizeMessageBody("A\u0000B\u0007C\u001BD\u007FE\u0085F\u202EG\u2066H\uFEFFÄöü 👍")).toBe(
      "ABCDEFGHÄöü 👍",
    );
  });

  it("keeps HTML as literal text (it is rendered as text, never as markup)", () => {
    expect(sanitizeMessageBody("<script>alert(1)</script>")).toBe("<script>alert(1)</script>");
  });

  it("drops trailing spaces of lines and collapses runs of empty lines to one", () => {
    expect(sanitizeMessageBody("a   \n\n\n\n\nb")).toBe("a\n\nb");
  });

  it("turns a text of only control characters and spaces into the empty string", () => {
    expect(sanitizeMessageBody(" \u0000\n\u0008\t ")).toBe("");
  });

  it("makes a report reason one line", () => {
    expect(sanitizeReportReason("Beleidigung\n\n  im Text")).toBe("Beleidigung im Text");
  });
});

describe("sendMessageSchema", () => {
  it("stores the sanitised body", () => {
    expect(sendMessageSchema.parse({ body: " Hallo\u0000 " })).toEqual({ body: "Hallo", file: [] });
  });

  it("takes files alone as a message, one file or several, and refuses more than five in German", () => {
    const photo = new File(["x"], "wand.jpg", { type: "image/jpeg" });
    expect(sendMessageSchema.parse({ body: "", file: photo })).toEqual({ body: "", file: [photo] });
    expect(sendMessageSchema.parse({ file: [photo, photo] }).file).toHaveLength(2);
    const tooMany = sendMessageSchema.safeParse({ body: "Hallo", file: Array(6).fill(photo) });
    expect(tooMany.success).toBe(false);
    expect(tooMany.error?.issues[0]).toMatchObject({ path: ["file"], message: "Höchstens 5 Dateien pro Nachricht." });
    expect(sendMessageSchema.safeParse({ body: "Hallo", file: "kein File" }).success).toBe(false);
  });

  it("refuses an empty body and one longer than the limit after sanitising, in German", () => {
    const empty = sendMessageSchema.safeParse({ body: "\u0000 \n" });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe(MESSAGE_TEXTS.empty);
    const long = sendMessageSchema.safeParse({ body: "x".repeat(MESSAGE_MAX_LENGTH + 1) });
    expect(long.error?.issues[0]?.message).toBe(MESSAGE_TEXTS.tooLong);
    // Control characters do not count against the limit.
    expect(sendMessageSchema.safeParse({ body: `${"x".repeat(MESSAGE_MAX_LENGTH)}\u0000\u0000` }).success).toBe(true);
  });
});

describe("reportThreadSchema", () => {
  it("requires a reason of at least five characters", () => {
    expect(reportThreadSchema.safeParse({ reason: "  ab " }).error?.issues[0]?.message).toBe(
      MESSAGE_TEXTS.reasonTooShort,
    );
    expect(reportThreadSchema.parse({ reason: "Spam\nvom Kunden" })).toEqual({ reason: "Spam vom Kunden" });
  });
});

describe("messageEmailDue", () => {
  const last = new Date("2026-12-01T09:00:00.000Z");
  it("is due for the first message of a thread", () => {
    expect(messageEmailDue(null, last)).toBe(true);
  });

  it("is not due within 15 minutes of the last e-mail, and due from 15 minutes on", () => {
    expect(messageEmailDue(last, new Date(last.getTime() + MESSAGE_EMAIL_THROTTLE_MS - 1))).toBe(false);
    expect(messageEmailDue(last, new Date(last.getTime() + MESSAGE_EMAIL_THROTTLE_MS))).toBe(true);
    expect(MESSAGE_EMAIL_THROTTLE_MS).toBe(15 * 60 * 1000);
  });
});

it("names the other side of a thread", () => {
  expect([otherSide("customer"), otherSide("company")]).toEqual(["company", "customer"]);
});
