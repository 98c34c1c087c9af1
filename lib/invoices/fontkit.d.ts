/** The part of fontkit (no bundled types) that lib/invoices/pdf.ts uses: parsing a font file once. */
declare module "fontkit" {
  export function create(
    buffer: Uint8Array,
    postscriptName?: string,
  ): { postscriptName: string; layout(text: string): unknown };
}
