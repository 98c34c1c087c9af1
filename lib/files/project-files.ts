/**
 * Photos and documents of a project: stored whole or not at all (objects first, then the row; a failed row
 * removes the objects), listed with signed URLs, read through a signed URL, and erased with the project.
 * Who may upload, list or receive URLs is the caller's ownership check; this module trusts its caller.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db";
import { isHeif, sniffFileType } from "@/lib/domain/file-signature";
import {
  IMAGE_MAX_BYTES,
  MAX_PROJECT_DOCUMENTS,
  MAX_PROJECT_IMAGES,
  PROJECT_FILE_TEXTS,
} from "@/lib/domain/project-file-rules";
import { ConflictError, NotFoundError, UnsupportedFileTypeError, ValidationError } from "@/lib/errors";
import { prismaErrorCode } from "@/lib/http/api-error";
import { logger } from "@/lib/log";
import { checkDocument, processImage } from "./images";
import { signedFileUrl, validFileSignature, type FileVariant } from "./signed-url";
import { objectStorage } from "./storage";

export type ProjectFileKind = "image" | "document";
export type FileUploader = "customer" | "company" | "admin";

export interface FileUpload {
  /** The file name as the browser sent it (shown to users only). */
  name: string;
  bytes: Uint8Array;
}

export interface ProjectFileView {
  id: number;
  kind: ProjectFileKind;
  originalName: string;
  /** image/webp or application/pdf. */
  contentType: string;
  sizeBytes: number;
  /** Pixels of the stored photo; null for documents. */
  width: number | null;
  height: number | null;
  uploadedBy: FileUploader;
  createdAt: string;
  /** Signed, short-lived path of the file. */
  url: string;
  /** Signed path of the photo's thumbnail; null for documents. */
  thumbnailUrl: string | null;
}

/** Files listed per project at most (newest first). */
export const PROJECT_FILES_LIST_LIMIT = 200;

const NOT_FOUND = {
  project: "Projekt nicht gefunden.",
  file: "Die Datei wurde nicht gefunden oder der Link ist abgelaufen.",
};

const VIEW_SELECT = {
  id: true,
  kind: true,
  originalName: true,
  contentType: true,
  sizeBytes: true,
  width: true,
  height: true,
  thumbnailKey: true,
  uploadedBy: true,
  createdAt: true,
} as const;

type ViewRow = {
  id: number;
  kind: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  thumbnailKey: string | null;
  uploadedBy: string;
  createdAt: Date;
};

function viewOf(row: ViewRow, now: Date): ProjectFileView {
  const { thumbnailKey, ...rest } = row;
  return {
    ...rest,
    kind: row.kind as ProjectFileKind,
    uploadedBy: row.uploadedBy as FileUploader,
    createdAt: row.createdAt.toISOString(),
    url: signedFileUrl(row.id, "main", undefined, now),
    thumbnailUrl: thumbnailKey ? signedFileUrl(row.id, "thumb", undefined, now) : null,
  };
}

/** The name as shown: no path, no control characters, at most 200 characters. */
function displayName(name: string, fallback: string): string {
  const base = (name.split(/[\\/]/).pop() ?? "").replace(/\p{Cc}/gu, "").trim();
  return base.slice(0, 200) || fallback;
}

/** @throws Error when `companyId` is given without "company" or missing with it (a caller's mistake) */
function assertUploader(uploadedBy: FileUploader, companyId: number | undefined): void {
  if ((uploadedBy === "company") !== (companyId !== undefined)) {
    throw new Error("companyId is required for, and only for, uploads by a company");
  }
}

/** @throws NotFoundError when the project does not exist or its data were erased */
async function assertOpenProject(projectId: number): Promise<void> {
  const project = await getDb().project.findUnique({ where: { id: projectId }, select: { erasedAt: true } });
  if (!project || project.erasedAt) throw new NotFoundError(NOT_FOUND.project);
}

interface NewFile {
  kind: ProjectFileKind;
  originalName: string;
  contentType: string;
  width: number | null;
  height: number | null;
  objects: { key: string; bytes: Uint8Array; contentType: string }[];
}

/** Puts the objects, then inserts the row; on any failure deletes the objects already put. */
async function storeFile(
  projectId: number,
  file: NewFile,
  uploadedBy: FileUploader,
  companyId: number | undefined,
): Promise<ProjectFileView> {
  const storage = objectStorage();
  const stored: string[] = [];
  try {
    for (const object of file.objects) {
      await storage.put(object.key, object.bytes, object.contentType);
      stored.push(object.key);
    }
    const row = await getDb().projectFile.create({
      data: {
        projectId,
        kind: file.kind,
        originalName: file.originalName,
        contentType: file.contentType,
        sizeBytes: file.objects[0]!.bytes.byteLength,
        width: file.width,
        height: file.height,
        storageKey: file.objects[0]!.key,
        thumbnailKey: file.objects[1]?.key ?? null,
        uploadedBy,
        companyId: companyId ?? null,
      },
      select: VIEW_SELECT,
    });
    return viewOf(row, new Date());
  } catch (error) {
    await storage.delete(stored).catch((cleanupError: unknown) => {
      logger.error({ err: cleanupError, keys: stored }, "Gespeicherte Dateiobjekte konnten nicht entfernt werden");
    });
    // The project may have been deleted since the check; a missing company stays a programming error.
    if (prismaErrorCode(error) === "P2003") await assertOpenProject(projectId);
    throw error;
  }
}

function objectKey(projectId: number, suffix: string): string {
  return `project-files/${projectId}/${randomUUID()}${suffix}`;
}

/**
 * Stores a customer photo of project `projectId`: processed (upright, no metadata, WebP ≤ 2048 px) with a
 * 400 px thumbnail. `companyId` is required exactly when `uploadedBy` is "company".
 * @returns the stored file with signed URLs.
 * @throws NotFoundError unknown or erased project; UnsupportedFileTypeError / ValidationError from processImage.
 */
export async function storeProjectImage(
  projectId: number,
  upload: FileUpload,
  uploadedBy: FileUploader,
  companyId?: number,
): Promise<ProjectFileView> {
  assertUploader(uploadedBy, companyId);
  await assertOpenProject(projectId);
  const { main, thumbnail } = await processImage(upload.bytes);
  const key = objectKey(projectId, "");
  return storeFile(
    projectId,
    {
      kind: "image",
      originalName: displayName(upload.name, "Foto"),
      contentType: "image/webp",
      width: main.width,
      height: main.height,
      objects: [
        { key: `${key}.webp`, bytes: main.bytes, contentType: "image/webp" },
        { key: `${key}-thumb.webp`, bytes: thumbnail.bytes, contentType: "image/webp" },
      ],
    },
    uploadedBy,
    companyId,
  );
}

/**
 * Stores a PDF of project `projectId` unchanged. `companyId` is required exactly when `uploadedBy` is "company".
 * @returns the stored file with a signed URL.
 * @throws NotFoundError unknown or erased project; UnsupportedFileTypeError / ValidationError from checkDocument.
 */
export async function storeProjectDocument(
  projectId: number,
  upload: FileUpload,
  uploadedBy: FileUploader,
  companyId?: number,
): Promise<ProjectFileView> {
  assertUploader(uploadedBy, companyId);
  await assertOpenProject(projectId);
  checkDocument(upload.bytes);
  return storeFile(
    projectId,
    {
      kind: "document",
      originalName: displayName(upload.name, "Dokument.pdf"),
      contentType: "application/pdf",
      width: null,
      height: null,
      objects: [{ key: objectKey(projectId, ".pdf"), bytes: upload.bytes, contentType: "application/pdf" }],
    },
    uploadedBy,
    companyId,
  );
}

/**
 * The project's files, newest first (at most PROJECT_FILES_LIST_LIMIT), with URLs signed at `now`. Message
 * attachments are left out: only the two sides of their thread may see them.
 */
export async function listProjectFiles(projectId: number, now: Date = new Date()): Promise<ProjectFileView[]> {
  const rows = await getDb().projectFile.findMany({
    where: { projectId, messageLinks: { none: {} } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: PROJECT_FILES_LIST_LIMIT,
    select: VIEW_SELECT,
  });
  return rows.map((row) => viewOf(row, now));
}

/**
 * Deletes every file of the given projects: objects first, then rows, so a failure leaves rows that a
 * retry finds again. @returns the number of files deleted.
 */
export async function deleteProjectFiles(projectIds: number | readonly number[]): Promise<number> {
  const ids = typeof projectIds === "number" ? [projectIds] : [...projectIds];
  if (ids.length === 0) return 0;
  return deleteFiles({ projectId: { in: ids } });
}

/** Deletes the files `fileIds` with their objects (e.g. the attachments of a message that was not stored). */
export async function deleteFilesById(fileIds: readonly number[]): Promise<number> {
  if (fileIds.length === 0) return 0;
  return deleteFiles({ id: { in: [...fileIds] } });
}

export interface ServedFile {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/**
 * The file behind a signed URL.
 * @throws NotFoundError (one message for all cases) when the signature is wrong or expired at `now`, or the
 *   file, its variant or its object does not exist.
 */
export async function readSignedProjectFile(
  fileId: number,
  variant: FileVariant,
  signature: { exp?: string; sig?: string },
  now: Date = new Date(),
): Promise<ServedFile> {
  if (!validFileSignature(fileId, variant, signature.exp, signature.sig, now)) throw new NotFoundError(NOT_FOUND.file);
  const row = await getDb().projectFile.findUnique({
    where: { id: fileId },
    select: { kind: true, originalName: true, contentType: true, storageKey: true, thumbnailKey: true },
  });
  const key = variant === "thumb" ? row?.thumbnailKey : row?.storageKey;
  if (!row || !key) throw new NotFoundError(NOT_FOUND.file);
  const object = await objectStorage().get(key);
  if (!object) throw new NotFoundError(NOT_FOUND.file);
  const base = row.originalName.replace(/\.[^.]*$/, "") || "Datei";
  const fileName = row.kind === "image" ? `${base}${variant === "thumb" ? "-vorschau" : ""}.webp` : `${base}.pdf`;
  return { fileName, contentType: variant === "thumb" ? "image/webp" : row.contentType, content: object.bytes };
}

/** Bytes a multipart upload of one file may have in all: the largest photo plus room for the form's framing. */
export const PROJECT_FILE_FORM_MAX_BYTES = IMAGE_MAX_BYTES + 64 * 1024;

const LIMITS: Record<ProjectFileKind, { max: number; full: string }> = {
  image: {
    max: MAX_PROJECT_IMAGES,
    full: `${PROJECT_FILE_TEXTS.imagesFull} Bitte löschen Sie zuerst ein Foto, wenn Sie ein anderes hochladen möchten.`,
  },
  document: {
    max: MAX_PROJECT_DOCUMENTS,
    full: `${PROJECT_FILE_TEXTS.documentsFull} Bitte löschen Sie zuerst ein Dokument, wenn Sie ein anderes hochladen möchten.`,
  },
};

/** The kind of an upload by its content. @throws ValidationError empty; UnsupportedFileTypeError neither photo nor PDF */
function uploadKind(bytes: Uint8Array): ProjectFileKind {
  if (bytes.byteLength === 0) throw new ValidationError(PROJECT_FILE_TEXTS.empty, { file: PROJECT_FILE_TEXTS.empty });
  const type = sniffFileType(bytes);
  if (type === "application/pdf") return "document";
  if (type !== null || isHeif(bytes)) return "image";
  throw new UnsupportedFileTypeError(PROJECT_FILE_TEXTS.type, { file: PROJECT_FILE_TEXTS.type });
}

/**
 * Stores a photo or PDF (decided by content) of project `projectId` while the project has room for one more of its
 * kind (MAX_PROJECT_IMAGES / MAX_PROJECT_DOCUMENTS). Concurrent uploads past the limit are removed again, so the
 * limit holds without a lock.
 * @returns the stored file with signed URLs.
 * @throws NotFoundError unknown or erased project; ConflictError the kind is full; UnsupportedFileTypeError
 *   neither photo nor PDF; ValidationError empty, too large, unreadable or an active PDF.
 */
export async function storeProjectUpload(
  projectId: number,
  upload: FileUpload,
  uploadedBy: FileUploader,
  companyId?: number,
): Promise<ProjectFileView> {
  const kind = uploadKind(upload.bytes);
  const limit = LIMITS[kind];
  const db = getDb();
  if ((await db.projectFile.count({ where: { projectId, kind, messageLinks: { none: {} } } })) >= limit.max)
    throw new ConflictError(limit.full);
  const stored =
    kind === "image"
      ? await storeProjectImage(projectId, upload, uploadedBy, companyId)
      : await storeProjectDocument(projectId, upload, uploadedBy, companyId);
  const before = await db.projectFile.count({
    where: { projectId, kind, id: { lt: stored.id }, messageLinks: { none: {} } },
  });
  if (before >= limit.max) {
    await deleteFiles({ id: stored.id });
    throw new ConflictError(limit.full);
  }
  return stored;
}

/** Deletes the files matching `where`: objects first, then rows (a failure leaves rows a retry finds). */
async function deleteFiles(where: { id?: number | { in: number[] }; projectId?: number | { in: number[] } }) {
  const rows = await getDb().projectFile.findMany({
    where,
    select: { id: true, storageKey: true, thumbnailKey: true },
  });
  if (rows.length === 0) return 0;
  await objectStorage().delete(
    rows.flatMap((row) => (row.thumbnailKey ? [row.storageKey, row.thumbnailKey] : [row.storageKey])),
  );
  const deleted = await getDb().projectFile.deleteMany({ where: { id: { in: rows.map((row) => row.id) } } });
  return deleted.count;
}

/**
 * Deletes file `fileId` of project `projectId` when `uploadedBy` uploaded it.
 * @throws NotFoundError (the same for every case) when no such file of that project and uploader exists
 */
export async function deleteProjectFile(projectId: number, fileId: number, uploadedBy: FileUploader): Promise<void> {
  const file = await getDb().projectFile.findFirst({
    where: { id: fileId, projectId, uploadedBy },
    select: { id: true },
  });
  if (!file || (await deleteFiles({ id: file.id })) === 0) throw new NotFoundError(NOT_FOUND.file);
}

/**
 * The files of project `projectId` for company `companyId`, only while it holds an active (not ended) assignment on
 * the project; the ownership is part of the query. @returns null when it holds none (the caller answers 404).
 */
export async function listProjectFilesForCompany(
  companyId: number,
  projectId: number,
  now: Date = new Date(),
): Promise<ProjectFileView[] | null> {
  const assignment = await getDb().projectAssignment.findFirst({
    where: { projectId, companyId, endedAt: null, project: { erasedAt: null } },
    select: {
      project: {
        select: {
          files: {
            // Message attachments belong to one thread, never to every assigned company.
            where: { messageLinks: { none: {} } },
            orderBy: [{ createdAt: "desc" }, { id: "desc" }],
            take: PROJECT_FILES_LIST_LIMIT,
            select: VIEW_SELECT,
          },
        },
      },
    },
  });
  return assignment ? assignment.project.files.map((row) => viewOf(row, now)) : null;
}

/** As listProjectFiles, for a project that must exist. @throws NotFoundError unknown or erased project */
export async function listFilesOfExistingProject(
  projectId: number,
  now: Date = new Date(),
): Promise<ProjectFileView[]> {
  await assertOpenProject(projectId);
  return listProjectFiles(projectId, now);
}
