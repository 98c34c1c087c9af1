/**
 * @jest-environment node
 *
 * Photos are stored upright, without EXIF/GPS, as WebP of bounded size; anything that is no photo by its
 * content, a truncated photo and oversized uploads are refused; PDFs with active content are refused.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { UnsupportedFileTypeError, ValidationError } from "@/lib/errors";
import {
  DOCUMENT_MAX_BYTES,
  IMAGE_MAX_BYTES,
  MAIN_LONG_SIDE,
  THUMBNAIL_LONG_SIDE,
  checkDocument,
  processImage,
} from "@/lib/files/images";

/** The tag numbers of a TIFF/EXIF block's first IFD (after the "Exif\0\0" header sharp reports). */
function ifd0Tags(exif: Buffer): number[] {
  const tiff = exif.subarray(6);
  const little = tiff[0] === 0x49;
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const start = u32(4);
  return Array.from({ length: u16(start) }, (_, index) => u16(start + 2 + index * 12));
}

const GPS_IFD_POINTER = 0x8825;

/** A 3000×1800 camera JPEG lying on its side (EXIF orientation 6) with camera and GPS tags. */
async function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 1800, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg({ quality: 70 })
    .withExif({
      IFD0: { Make: "Testkamera", Model: "GPS 1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 12/1 30/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "16/1 22/1 10/1",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe("processImage", () => {
  it("rotates by EXIF orientation, strips EXIF and GPS, and bounds both sizes as WebP", async () => {
    const input = await cameraJpeg();
    const before = await sharp(input).metadata();
    expect(before).toMatchObject({ width: 3000, height: 1800, orientation: 6 });
    expect(ifd0Tags(before.exif!)).toContain(GPS_IFD_POINTER);

    const { main, thumbnail } = await processImage(new Uint8Array(input));

    const after = await sharp(main.bytes).metadata();
    expect(after.format).toBe("webp");
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    // Upright: the long side is now the height, scaled to 2048 px.
    expect({ width: after.width, height: after.height }).toEqual({ width: 1229, height: MAIN_LONG_SIDE });
    expect({ width: main.width, height: main.height }).toEqual({ width: 1229, height: 2048 });
    expect(Buffer.from(main.bytes).includes("Testkamera")).toBe(false);

    const thumb = await sharp(thumbnail.bytes).metadata();
    expect(thumb).toMatchObject({ format: "webp", width: 240, height: THUMBNAIL_LONG_SIDE });
    expect(thumb.exif).toBeUndefined();
    expect(thumbnail).toMatchObject({ width: 240, height: 400 });
  });

  it("never enlarges a small photo", async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: "#ff000080" } })
      .png()
      .toBuffer();
    const { main, thumbnail } = await processImage(new Uint8Array(png));
    expect(main).toMatchObject({ width: 300, height: 200 });
    expect(thumbnail).toMatchObject({ width: 300, height: 200 });
    expect((await sharp(main.bytes).metadata()).format).toBe("webp");
  });

  it("decodes an iPhone-style HEIC photo", async () => {
    const heic = readFileSync(path.join(process.cwd(), "tests/fixtures/photo-64x48.heic"));
    const { main } = await processImage(new Uint8Array(heic));
    const meta = await sharp(main.bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 64, height: 48 });
    // The fixture is one orange area (200, 80, 30): the pixels survived the decoding.
    const { data } = await sharp(main.bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(Math.abs(data[0]! - 200)).toBeLessThan(12);
    expect(Math.abs(data[1]! - 80)).toBeLessThan(12);
    expect(Math.abs(data[2]! - 30)).toBeLessThan(12);
  });

  it("refuses a text file named like a photo with 415", async () => {
    const text = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    await expect(processImage(text)).rejects.toBeInstanceOf(UnsupportedFileTypeError);
  });

  it("refuses a PDF as a photo", async () => {
    await expect(processImage(new TextEncoder().encode("%PDF-1.4\n"))).rejects.toBeInstanceOf(UnsupportedFileTypeError);
  });

  it("refuses a truncated JPEG as unreadable", async () => {
    const jpeg = await cameraJpeg();
    const truncated = new Uint8Array(jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    await expect(processImage(truncated)).rejects.toThrow(
      new ValidationError("Das Foto ist beschädigt oder unvollständig und kann nicht gelesen werden."),
    );
  });

  it("refuses a truncated HEIC as unreadable", async () => {
    const heic = readFileSync(path.join(process.cwd(), "tests/fixtures/photo-64x48.heic"));
    await expect(processImage(new Uint8Array(heic.subarray(0, 200)))).rejects.toBeInstanceOf(ValidationError);
  });

  it("refuses a decompression bomb by its pixel count", async () => {
    // 12000 × 9000 = 108 megapixels of one colour compress to a few hundred kilobytes.
    const bomb = await sharp({ create: { width: 12_000, height: 9000, channels: 3, background: "#ffffff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(IMAGE_MAX_BYTES);
    await expect(processImage(new Uint8Array(bomb))).rejects.toThrow(/zu viele Bildpunkte/);
  });

  it("refuses an empty file and one over 15 MB before decoding", async () => {
    await expect(processImage(new Uint8Array(0))).rejects.toThrow(/leer/);
    const big = new Uint8Array(IMAGE_MAX_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    await expect(processImage(big)).rejects.toThrow("Das Foto ist zu groß (höchstens 15 MB).");
  });
});

describe("checkDocument", () => {
  const encode = (text: string) => new TextEncoder().encode(text);

  it("accepts a plain PDF", () => {
    expect(() => checkDocument(encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF"))).not.toThrow();
  });

  it("refuses a PDF with JavaScript", () => {
    expect(() => checkDocument(encode("%PDF-1.7\n<< /S /JavaScript /JS (app.alert(1)) >>"))).toThrow(ValidationError);
  });

  it("refuses a photo or text as a document with 415", () => {
    expect(() => checkDocument(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toThrow(UnsupportedFileTypeError);
    expect(() => checkDocument(encode("Rechnung.pdf"))).toThrow(UnsupportedFileTypeError);
  });

  it("refuses a document over 10 MB", () => {
    const big = new Uint8Array(DOCUMENT_MAX_BYTES + 1);
    big.set(encode("%PDF-"));
    expect(() => checkDocument(big)).toThrow("Das Dokument ist zu groß (höchstens 10 MB).");
  });
});
