/** Stored phone numbers shown and dialled: Austrian ones nationally, others internationally, tel: in E.164. */
import { formatPhone, phoneSearchDigits, telHref } from "@/lib/domain/phone";

describe("formatPhone", () => {
  it("shows Austrian numbers nationally and German ones with their country code", () => {
    expect(formatPhone("+436641234567")).toBe("0664 1234567");
    expect(formatPhone("+4312345678")).toBe("01 2345678");
    expect(formatPhone("+49301234567")).toBe("+49 30 1234567");
    // Its national form "11234567" would read back as another number.
    expect(formatPhone("+4311234567")).toBe("+43 11234567");
  });

  it("keeps older free text that is no valid number as it is", () => {
    expect(formatPhone("0123")).toBe("0123");
    expect(formatPhone("bitte anrufen")).toBe("bitte anrufen");
  });
});

describe("telHref", () => {
  it("links in E.164, also for older rows in national form", () => {
    expect(telHref("+436641234567")).toBe("tel:+436641234567");
    expect(telHref("0664 123 45 67")).toBe("tel:+436641234567");
    expect(telHref("+49 30 1234567")).toBe("tel:+49301234567");
  });

  it("falls back to the digits of text that is no valid number", () => {
    expect(telHref("Tel. 0 99")).toBe("tel:099");
  });
});

describe("phoneSearchDigits", () => {
  it("drops the trunk 0 or the 00 prefix so national searches find E.164 numbers", () => {
    expect(phoneSearchDigits("06641234567")).toBe("6641234567");
    expect(phoneSearchDigits("00436641234567")).toBe("436641234567");
    expect(phoneSearchDigits("436641234567")).toBe("436641234567");
  });
});
