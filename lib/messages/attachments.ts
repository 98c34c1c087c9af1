/**
 * Attachments of messages: photos and PDFs stored as project files of the thread's project (so the project's
 * erasure and retention remove them), shown with signed URLs only inside their thread.
 */
import "server-only";
import { sniffFileType } from "@/lib/domain/file-signature";
import { UnsupportedFileTypeError } from "@/lib/errors";
import { deleteFilesById, storeProjectDocument, storeProjectImage, type FileUpload } from "@/lib/files/project-files";
import { signedFileUrl } from "@/lib/files/signed-url";
import { logger } from "@/lib/log";
import { unsupportedAttachmentText, type MessageAttachmentView, type MessageSender, type MessageView } from "./rules";

/** The Prisma select of a message with its attachments in order. */
export const MESSAGE_SELECT = {
  id: true,
  sender: true,
  body: true,
  createdAt: true,
  readAt: true,
  files: {
    orderBy: { position: "asc" },
    select: {
      file: {
        select: { id: true, kind: true, originalName: true, contentType: true, sizeBytes: true, thumbnailKey: true },
      },
    },
  },
} as const;

interface MessageRow {
  id: number;
  sender: string;
  body: string;
  createdAt: Date;
  readAt: Date | null;
  files: {
    file: {
      id: number;
      kind: string;
      originalName: string;
      contentType: string;
      sizeBytes: number;
      thumbnailKey: string | null;
    };
  }[];
}

/** A stored message as both sides see it, its attachments' URLs signed at `now`. */
export function messageView(row: MessageRow, now: Date = new Date()): MessageView {
  return {
    id: row.id,
    sender: row.sender === "company" ? "company" : "customer",
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    attachments: row.files.map(({ file }): MessageAttachmentView => ({
      id: file.id,
      kind: file.kind === "document" ? "document" : "image",
      name: file.originalName,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
      url: signedFileUrl(file.id, "main", undefined, now),
      thumbnailUrl: file.thumbnailKey ? signedFileUrl(file.id, "thumb", undefined, now) : null,
    })),
  };
}

/**
 * Stores `uploads` as project files of `projectId` in order: a PDF (by content) unchanged, anything else as a
 * photo. All or nothing: on the first failure the files already stored are deleted.
 * @returns the new file ids in order.
 * @throws UnsupportedFileTypeError (field `file`) neither photo nor PDF; ValidationError too large or corrupt;
 *   NotFoundError erased project.
 */
export async function storeAttachments(
  projectId: number,
  uploads: readonly FileUpload[],
  sender: MessageSender,
  companyId: number,
): Promise<number[]> {
  const stored: number[] = [];
  try {
    for (const upload of uploads) {
      const file =
        sniffFileType(upload.bytes) === "application/pdf"
          ? await storeProjectDocument(projectId, upload, sender, sender === "company" ? companyId : undefined)
          : await storeProjectImage(projectId, upload, sender, sender === "company" ? companyId : undefined).catch(
              (error: unknown) => {
                if (!(error instanceof UnsupportedFileTypeError)) throw error;
                const text = unsupportedAttachmentText(upload.name);
                throw new UnsupportedFileTypeError(text, { file: text });
              },
            );
      stored.push(file.id);
    }
    return stored;
  } catch (error) {
    await discardAttachments(stored);
    throw error;
  }
}

/** Deletes attachments stored for a message that was not saved; a failure is logged, never thrown. */
export async function discardAttachments(fileIds: readonly number[]): Promise<void> {
  await deleteFilesById(fileIds).catch((error: unknown) => {
    logger.error({ err: error, fileIds }, "Anhänge einer nicht gespeicherten Nachricht konnten nicht entfernt werden");
  });
}

/** The uploads behind parsed form files, read into memory in order. */
export async function uploadsOf(files: readonly File[]): Promise<FileUpload[]> {
  return Promise.all(files.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })));
}
