/** heic-decode ships no declarations: decodes the first (or every) image of a HEIC/HEIF file to RGBA pixels. */
declare module "heic-decode" {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, 4 bytes per pixel, row by row. */
    data: Uint8ClampedArray;
  }
  interface PendingImage {
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }
  function decode(input: { buffer: Uint8Array }): Promise<DecodedImage>;
  namespace decode {
    /** Every image's size before decoding; call `dispose()` on the list when done. */
    function all(input: { buffer: Uint8Array }): Promise<PendingImage[] & { dispose(): void }>;
  }
  export = decode;
}
