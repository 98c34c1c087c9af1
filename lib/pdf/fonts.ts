/** The embedded fonts of every generated PDF (Noto Sans; pdfkit's Helvetica is never used, PDF/A embeds all). */
import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import * as fontkit from "fontkit";

export const PDF_FONT = "NotoSans";
export const PDF_FONT_BOLD = "NotoSans-Bold";
/** The TrueType files of @expo-google-fonts/noto-sans (Noto Sans, SIL Open Font License 1.1). */
const FONT_DIR = path.join(process.cwd(), "node_modules", "@expo-google-fonts", "noto-sans");
const FONT_FILES = {
  [PDF_FONT]: path.join(FONT_DIR, "400Regular", "NotoSans_400Regular.ttf"),
  [PDF_FONT_BOLD]: path.join(FONT_DIR, "700Bold", "NotoSans_700Bold.ttf"),
} as const;
let parsedFonts: Record<keyof typeof FONT_FILES, PDFKit.Mixins.PDFFontSource> | null = null;

/** Parsed once: fontkit caches glyphs and layouts on the font object. */
function fonts(): Record<keyof typeof FONT_FILES, PDFKit.Mixins.PDFFontSource> {
  // pdfkit takes any object with layout() (a fontkit font) although its types list only files and bytes.
  const parse = (file: string) => fontkit.create(readFileSync(file)) as unknown as PDFKit.Mixins.PDFFontSource;
  parsedFonts ??= { [PDF_FONT]: parse(FONT_FILES[PDF_FONT]), [PDF_FONT_BOLD]: parse(FONT_FILES[PDF_FONT_BOLD]) };
  return parsedFonts;
}

/** Registers PDF_FONT and PDF_FONT_BOLD on a pdfkit document. */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, font] of Object.entries(fonts())) doc.registerFont(name, font);
}
