/**
 * Customer photos and documents checked by content: photos (JPEG, PNG, WebP, HEIC) are decoded, turned upright
 * by their EXIF orientation, stripped of all metadata (EXIF, GPS, XMP, ICC) and re-encoded as WebP in two sizes;
 * PDFs are taken as they are unless they carry active content.
 */
import "server-only";
import decodeHeic from "heic-decode";
import sharp, { type Raw, type Sharp } from "sharp";
import { activePdfContent, isHeif, sniffFileType } from "@/lib/domain/file-signature";
import { DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES } from "@/lib/domain/project-file-rules";
import { UnsupportedFileTypeError, ValidationError } from "@/lib/errors";

/** Upload limits in bytes (photo 15 MB, PDF 10 MB), shared with the browser's pre-check. */
export { DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES };

/** Decoded pixels a photo may have (100 megapixels): a small file cannot expand into gigabytes of memory. */
export const MAX_IMAGE_PIXELS = 100_000_000;
/** Long side of the stored photo and of its thumbnail, in pixels. */
export const MAIN_LONG_SIDE = 2048;
export const THUMBNAIL_LONG_SIDE = 400;
const WEBP_QUALITY = 80;

export interface EncodedImage {
  /** WebP bytes. */
  bytes: Uint8Array;
  width: number;
  height: number;
}

export interface ProcessedImage {
  main: EncodedImage;
  thumbnail: EncodedImage;
}

const MESSAGES = {
  empty: "Die Datei ist leer.",
  imageType: "Diese Datei ist kein Foto im Format JPG, PNG, WebP oder HEIC.",
  imageTooLarge: "Das Foto ist zu groß (höchstens 15 MB).",
  tooManyPixels: "Das Foto hat zu viele Bildpunkte (höchstens 100 Megapixel).",
  unreadable: "Das Foto ist beschädigt oder unvollständig und kann nicht gelesen werden.",
  documentType: "Diese Datei ist kein PDF-Dokument.",
  documentTooLarge: "Das Dokument ist zu groß (höchstens 10 MB).",
  activePdf: "Das PDF enthält Skripte oder eingebettete Dateien. Bitte laden Sie ein einfaches PDF hoch.",
};

const invalid = (message: string) => new ValidationError(message, { file: message });

/** The sharp input of a photo: the bytes themselves, or for HEIC (no HEVC decoder in prebuilt sharp) RGBA pixels. */
async function decodableInput(bytes: Uint8Array): Promise<{ input: Buffer | Uint8Array; raw?: Raw }> {
  const type = sniffFileType(bytes);
  if (type === "image/jpeg" || type === "image/png" || type === "image/webp") return { input: bytes };
  if (!isHeif(bytes)) throw new UnsupportedFileTypeError(MESSAGES.imageType, { file: MESSAGES.imageType });
  let images: Awaited<ReturnType<typeof decodeHeic.all>>;
  try {
    images = await decodeHeic.all({ buffer: bytes });
  } catch {
    throw invalid(MESSAGES.unreadable);
  }
  try {
    const first = images[0];
    if (!first) throw invalid(MESSAGES.unreadable);
    if (first.width * first.height > MAX_IMAGE_PIXELS) throw invalid(MESSAGES.tooManyPixels);
    // libheif applies the HEIF rotation and mirroring (irot/imir) itself; HEIC carries no EXIF orientation to apply.
    const decoded = await first.decode().catch(() => {
      throw invalid(MESSAGES.unreadable);
    });
    return {
      input: Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength),
      raw: { width: decoded.width, height: decoded.height, channels: 4 },
    };
  } finally {
    images.dispose();
  }
}

async function encode(image: Sharp, longSide: number): Promise<EncodedImage> {
  const { data, info } = await image
    .resize({ width: longSide, height: longSide, fit: "inside", withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data), width: info.width, height: info.height };
}

/**
 * A photo as stored: upright, without any metadata, WebP, at most MAIN_LONG_SIDE px (never enlarged), plus a
 * thumbnail of at most THUMBNAIL_LONG_SIDE px.
 * @throws UnsupportedFileTypeError content is no JPEG, PNG, WebP or HEIC; ValidationError (field `file`) when
 *   empty, over IMAGE_MAX_BYTES or MAX_IMAGE_PIXELS, or corrupt/truncated.
 */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  if (bytes.byteLength === 0) throw invalid(MESSAGES.empty);
  if (bytes.byteLength > IMAGE_MAX_BYTES) throw invalid(MESSAGES.imageTooLarge);
  const { input, raw } = await decodableInput(bytes);
  try {
    // failOn "warning" (sharp's default) also refuses truncated files that would decode half grey.
    const source = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "warning", raw }).rotate();
    const main = await encode(source, MAIN_LONG_SIDE);
    const thumbnail = await encode(sharp(main.bytes), THUMBNAIL_LONG_SIDE);
    return { main, thumbnail };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw invalid(MESSAGES.tooManyPixels);
    throw invalid(MESSAGES.unreadable);
  }
}

/**
 * Checks a PDF upload; the document is stored unchanged as application/pdf.
 * @throws UnsupportedFileTypeError content is no PDF; ValidationError (field `file`) when empty, over
 *   DOCUMENT_MAX_BYTES, or carrying scripts, launch actions or embedded files.
 */
export function checkDocument(bytes: Uint8Array): void {
  if (bytes.byteLength === 0) throw invalid(MESSAGES.empty);
  if (bytes.byteLength > DOCUMENT_MAX_BYTES) throw invalid(MESSAGES.documentTooLarge);
  if (sniffFileType(bytes) !== "application/pdf") {
    throw new UnsupportedFileTypeError(MESSAGES.documentType, { file: MESSAGES.documentType });
  }
  if (activePdfContent(bytes).length > 0) throw invalid(MESSAGES.activePdf);
}
