/** Phone numbers as entered → E.164: Austrian (default) and German numbers only, with a German message otherwise. */
import { normalizePhone, optionalPhoneSchema, phoneSchema } from "@/lib/validation/phone";

const INVALID = "Bitte geben Sie eine gültige österreichische oder deutsche Telefonnummer an (z. B. 0664 1234567).";

describe("normalizePhone", () => {
  it.each([
    ["0664 1234567", "+436641234567"],
    ["+43 664 1234567", "+436641234567"],
    ["0043 664 1234567", "+436641234567"],
    ["+43 (0) 664 1234567", "+436641234567"],
    ["+43(0)6641234567", "+436641234567"],
    ["0664-123-4567", "+436641234567"],
    ["0664/1234567", "+436641234567"],
    ["  0664 123 45 67  ", "+436641234567"],
    ["01 234 5678", "+4312345678"],
    ["(01) 234-5678", "+4312345678"],
    ["+49 30 1234567", "+49301234567"],
    ["0049 30 1234567", "+49301234567"],
    ["+49 (0)30 1234567", "+49301234567"],
    ["+49 151 23456789", "+4915123456789"],
  ])("reads %p as %p", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([
    ["", "empty"],
    ["   ", "blank"],
    ["0123", "too short"],
    ["0664 12345678901", "too long"],
    ["12345", "without the leading 0 or +"],
    ["+41 44 123 45 67", "Swiss"],
    ["+1 202 555 0123", "American"],
    ["0664 1234567 ext. 3", "with an extension"],
    ["Tel: 0664 1234567", "with words"],
    ["abc", "letters"],
    ["1".repeat(51), "over 50 characters"],
  ])("refuses %p (%s)", (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe("phoneSchema", () => {
  it("stores E.164 and names an empty or invalid number in German", () => {
    expect(phoneSchema.parse(" 0664 1234567 ")).toBe("+436641234567");
    expect(phoneSchema.safeParse("").error?.issues.map((i) => i.message)).toEqual(["Telefonnummer ist erforderlich"]);
    expect(phoneSchema.safeParse(undefined).error?.issues.map((i) => i.message)).toEqual([
      "Telefonnummer ist erforderlich",
    ]);
    expect(phoneSchema.safeParse("0123").error?.issues.map((i) => i.message)).toEqual([INVALID]);
  });
});

describe("optionalPhoneSchema", () => {
  it("reads empty as null, a number as E.164 and refuses an invalid one", () => {
    const schema = optionalPhoneSchema("de");
    expect(schema.parse("")).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse("+49 30 1234567")).toBe("+49301234567");
    expect(schema.safeParse("+41 44 123 45 67").error?.issues.map((i) => i.message)).toEqual([INVALID]);
  });
});
