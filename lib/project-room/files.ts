/** The photos and plans of the project room: listed, uploaded and (the customer's own) deleted by the room token. */
import "server-only";
import {
  deleteProjectFile,
  listProjectFiles,
  storeProjectUpload,
  type FileUpload,
  type ProjectFileView,
} from "@/lib/files/project-files";
import { requireProjectId } from "./room";

export const ROOM_FILE_NOT_FOUND = "Die Datei wurde nicht gefunden.";

/** @throws NotFoundError PROJECT_ROOM_NOT_FOUND for any bad token */
export async function listRoomFiles(token: string): Promise<ProjectFileView[]> {
  return listProjectFiles(await requireProjectId(token));
}

/** Stores a customer photo or PDF; errors as storeProjectUpload, NotFoundError for any bad token. */
export async function uploadRoomFile(token: string, upload: FileUpload): Promise<ProjectFileView> {
  return storeProjectUpload(await requireProjectId(token), upload, "customer");
}

/** Deletes a file the customer uploaded. @throws NotFoundError bad token, unknown file or one not the customer's */
export async function deleteRoomFile(token: string, fileId: number): Promise<void> {
  await deleteProjectFile(await requireProjectId(token), fileId, "customer");
}
