/**
 * A file's type read from its first bytes, never from its name or the browser's claim; and the active-content
 * markers a PDF confirmation never needs (scripts, launch actions, embedded files).
 */

export type SniffedType = "application/pdf" | "image/jpeg" | "image/png" | "image/webp";

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ASCII = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The MIME type of `bytes` by magic number (PDF, JPEG, PNG, WebP), or null for anything else. */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, ASCII("%PDF-"))) return "application/pdf";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ASCII("RIFF")) && startsWith(bytes, ASCII("WEBP"), 8)) return "image/webp";
  return null;
}

/** HEIF brands of photos (HEIC from phones; ISO/IEC 23008-12 Annex B), read at byte 8 after "ftyp". */
const HEIF_BRANDS = ["heic", "heix", "hevc", "hevx", "mif1", "msf1"];

/** True when `bytes` start like a HEIC/HEIF image (an ISO BMFF "ftyp" box with a HEIF major brand). */
export function isHeif(bytes: Uint8Array): boolean {
  return startsWith(bytes, ASCII("ftyp"), 4) && HEIF_BRANDS.some((brand) => startsWith(bytes, ASCII(brand), 8));
}

/** PDF name objects that run code or carry other files (ISO 32000-1 §12.6 actions, §7.11.4 embedded files). */
const ACTIVE_PDF_NAMES = ["/JavaScript", "/JS", "/Launch", "/EmbeddedFile", "/RichMedia"];

/** The active-content names found in PDF `bytes` (empty for a plain document). */
export function activePdfContent(bytes: Uint8Array): string[] {
  const text = new TextDecoder("latin1").decode(bytes);
  // A name ends at a delimiter or whitespace (ISO 32000-1 §7.3.5), so "/JSON" is not "/JS".
  return ACTIVE_PDF_NAMES.filter((name) => new RegExp(`${name.replace("/", "\\/")}(?![A-Za-z0-9#])`).test(text));
}
