/**
 * Limits and the browser's pre-check of customer photos and plans (spec: up to 10 photos, 15 MB each, and 5 PDFs,
 * 10 MB each, per project). The server decides by content (lib/files/project-files.ts); these only spare a request.
 */

/** Largest photo upload, 15 MB. */
export const IMAGE_MAX_BYTES = 15 * 1024 * 1024;
/** Largest PDF upload, 10 MB. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Photos a project may have. */
export const MAX_PROJECT_IMAGES = 10;
/** PDFs (plans, sketches) a project may have. */
export const MAX_PROJECT_DOCUMENTS = 5;
/** The file input's `accept`: photos (the phone offers its camera) and PDFs. */
export const PROJECT_FILE_ACCEPT = "image/*,application/pdf,.heic,.heif,.pdf";

export type UploadKind = "image" | "document";

const IMAGE_EXTENSIONS = new Set(["jpg", "jpeg", "png", "webp", "heic", "heif"]);
const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/heic", "image/heif"]);

export const PROJECT_FILE_TEXTS = {
  type: "Bitte wählen Sie Fotos (JPG, PNG, HEIC, WebP) oder PDF-Dateien.",
  imageTooLarge: "Das Foto ist zu groß (höchstens 15 MB).",
  documentTooLarge: "Das Dokument ist zu groß (höchstens 10 MB).",
  empty: "Die Datei ist leer.",
  imagesFull: `Es sind höchstens ${MAX_PROJECT_IMAGES} Fotos pro Projekt möglich.`,
  documentsFull: `Es sind höchstens ${MAX_PROJECT_DOCUMENTS} PDF-Dokumente pro Projekt möglich.`,
} as const;

/** What a picked file looks like to the browser: "image", "document", or null for anything else (by type, else name). */
export function uploadKindOf(file: { name: string; type: string }): UploadKind | null {
  const type = file.type.toLowerCase();
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  if (type === "application/pdf" || (!type && extension === "pdf")) return "document";
  if (IMAGE_TYPES.has(type) || ((!type || type === "application/octet-stream") && IMAGE_EXTENSIONS.has(extension)))
    return "image";
  return null;
}

/**
 * The German reason the browser refuses `file` before uploading (type, size, empty), or null when it may go.
 * `counts` are the files of each kind the project already has or will have; a full kind is refused too.
 */
export function uploadRejection(
  file: { name: string; type: string; size: number },
  counts: Record<UploadKind, number>,
): string | null {
  const kind = uploadKindOf(file);
  if (kind === null) return PROJECT_FILE_TEXTS.type;
  if (file.size === 0) return PROJECT_FILE_TEXTS.empty;
  if (kind === "image" && file.size > IMAGE_MAX_BYTES) return PROJECT_FILE_TEXTS.imageTooLarge;
  if (kind === "document" && file.size > DOCUMENT_MAX_BYTES) return PROJECT_FILE_TEXTS.documentTooLarge;
  if (kind === "image" && counts.image >= MAX_PROJECT_IMAGES) return PROJECT_FILE_TEXTS.imagesFull;
  if (kind === "document" && counts.document >= MAX_PROJECT_DOCUMENTS) return PROJECT_FILE_TEXTS.documentsFull;
  return null;
}
