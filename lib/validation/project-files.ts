/** The multipart form of a project photo or plan upload: one file in the field `file`. */
import * as z from "@/lib/validation/zod";

export const projectFileUploadSchema = z.object({
  file: z.instanceof(File, { error: "Bitte wählen Sie ein Foto oder eine PDF-Datei aus." }),
});

/** The upload behind the parsed form (name as sent, bytes in memory). */
export async function fileUploadOf(fields: { file: File }): Promise<{ name: string; bytes: Uint8Array }> {
  return { name: fields.file.name, bytes: new Uint8Array(await fields.file.arrayBuffer()) };
}
