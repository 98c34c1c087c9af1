/** @jest-environment node */
import { activePdfContent, isHeif, sniffFileType } from "@/lib/domain/file-signature";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("sniffFileType", () => {
  it.each([
    ["%PDF-1.7\n", "application/pdf"],
    ["\xff\xd8\xff\xe0JFIF", "image/jpeg"],
    ["\x89PNG\r\n\x1a\n", "image/png"],
    ["RIFF\x10\x00\x00\x00WEBPVP8 ", "image/webp"],
  ])("reads %j as %s from the content", (content, type) => {
    expect(sniffFileType(Uint8Array.from([...content].map((c) => c.charCodeAt(0))))).toBe(type);
  });

  it.each(["<html><script>", "GIF89a", "RIFF\x10\x00\x00\x00WAVE", "", "%PD"])("refuses %j", (content) => {
    expect(sniffFileType(Uint8Array.from([...content].map((c) => c.charCodeAt(0))))).toBeNull();
  });
});

describe("isHeif", () => {
  const box = (brand: string) =>
    Uint8Array.from([...`\x00\x00\x00\x18ftyp${brand}\x00\x00\x00\x00`].map((c) => c.charCodeAt(0)));

  it.each(["heic", "heix", "mif1", "msf1"])("reads the HEIF brand %s", (brand) => {
    expect(isHeif(box(brand))).toBe(true);
    // HEIC stays out of sniffFileType, whose callers accept only PDF, JPEG, PNG and WebP.
    expect(sniffFileType(box(brand))).toBeNull();
  });

  it.each(["isom", "mp42", "qt  "])("refuses the video brand %s", (brand) => {
    expect(isHeif(box(brand))).toBe(false);
  });
});

describe("activePdfContent", () => {
  it("finds scripts, launch actions and embedded files by their PDF names", () => {
    expect(activePdfContent(bytes("%PDF-1.4 << /S /JavaScript /JS (x) >> << /Launch >> /EmbeddedFile"))).toEqual([
      "/JavaScript",
      "/JS",
      "/Launch",
      "/EmbeddedFile",
    ]);
  });

  it("passes a plain document, also with names that only start alike", () => {
    expect(activePdfContent(bytes("%PDF-1.4 << /Type /Catalog /JSON 1 /Launcher 2 >> %%EOF"))).toEqual([]);
  });
});
