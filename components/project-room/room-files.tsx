"use client";
/**
 * "Fotos & Pläne" in the project room: the project's files as thumbnails (the customer's own can be deleted after a
 * confirmation) and the picker whose files upload at once, each with its progress, retries and "Erneut versuchen".
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";

import { FilePicker, FileUploadList } from "@/components/files/file-upload-list";
import { ProjectFileGallery } from "@/components/files/project-file-gallery";
import { projectFilesKey, useProjectFiles } from "@/components/files/queries";
import { useFileUploads } from "@/components/files/use-file-uploads";
import { Skeleton } from "@/components/ui/skeleton";
import { MAX_PROJECT_DOCUMENTS, MAX_PROJECT_IMAGES } from "@/lib/domain/project-file-rules";
import type { ProjectFileView } from "@/lib/files/project-files";
import { apiRequest } from "@/lib/http/api-client";
import { requestErrorText } from "./request-error";
import { RoomConfirmDialog } from "./room-confirm-dialog";

export function RoomFiles({ token }: { token: string }) {
  const base = `/api/mein-projekt/${encodeURIComponent(token)}/files`;
  const queryClient = useQueryClient();
  const files = useProjectFiles(base);
  const listed = files.data ?? [];
  const uploads = useFileUploads({
    existing: {
      image: listed.filter((file) => file.kind === "image").length,
      document: listed.filter((file) => file.kind === "document").length,
    },
    // A stored file moves from the upload list into the gallery.
    onUploaded: (_file, key) => {
      void queryClient.invalidateQueries({ queryKey: projectFilesKey(base) });
      uploads.remove(key);
    },
  });
  const [deleting, setDeleting] = useState<ProjectFileView | null>(null);
  const remove = useMutation({
    mutationFn: (file: ProjectFileView) => apiRequest("DELETE", `${base}/${file.id}`),
    onSuccess: () => {
      setDeleting(null);
      toast.success("Datei gelöscht");
      void queryClient.invalidateQueries({ queryKey: projectFilesKey(base) });
    },
  });

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Fotos vom Raum und Pläne helfen den Betrieben, Ihr Projekt einzuschätzen. Bis zu {MAX_PROJECT_IMAGES} Fotos
        (JPG, PNG, HEIC, WebP, je höchstens 15 MB) und {MAX_PROJECT_DOCUMENTS} PDF-Dateien (je höchstens 10 MB). Die
        ausgewählten Betriebe sehen sie; Standortdaten werden aus Fotos entfernt.
      </p>
      {files.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : files.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Die Fotos und Pläne konnten nicht geladen werden.{" "}
          <button type="button" className="underline underline-offset-2" onClick={() => void files.refetch()}>
            Erneut versuchen
          </button>
        </p>
      ) : listed.length === 0 ? (
        <p className="text-sm text-muted-foreground">Noch keine Fotos oder Pläne.</p>
      ) : (
        <ProjectFileGallery
          files={listed}
          label="Ihre Fotos und Pläne"
          onDelete={(file) => {
            remove.reset();
            setDeleting(file);
          }}
        />
      )}
      <FilePicker
        onFiles={(picked) => {
          uploads.add(picked);
          uploads.start(base);
        }}
        disabled={files.isPending}
      />
      <FileUploadList uploads={uploads} />
      <RoomConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Datei löschen?"
        description={
          <p className="break-words">
            „{deleting?.originalName}“ wird endgültig gelöscht; auch die Betriebe sehen die Datei dann nicht mehr.
          </p>
        }
        confirmLabel="Löschen"
        pendingLabel="Wird gelöscht …"
        pending={remove.isPending}
        error={remove.isError ? requestErrorText(remove.error) : null}
        destructive
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  );
}
