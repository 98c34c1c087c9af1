"use client";
/**
 * A project's photos and plans as thumbnails; each opens the full photo (2048 px) or the PDF in a new tab. With
 * `onDelete`, the customer's own files get a delete button. `ProjectFilesPanel` adds loading, error and empty states.
 */
import { FileText, Trash2 } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { ProjectFileView } from "@/lib/files/project-files";
import { useProjectFiles } from "./queries";

export function ProjectFileGallery({
  files,
  label,
  onDelete,
}: {
  files: ProjectFileView[];
  /** Accessible name of the list, e.g. "Fotos und Pläne". */
  label: string;
  onDelete?: (file: ProjectFileView) => void;
}) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {files.map((file) => (
        <li key={file.id} className="grid gap-1">
          <a
            href={file.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${file.originalName} öffnen (neues Fenster)`}
            className="block aspect-[4/3] overflow-hidden rounded-lg border bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {file.thumbnailUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- signed private URLs, not for the image optimiser
              <img src={file.thumbnailUrl} alt="" loading="lazy" className="size-full object-cover" />
            ) : (
              <span className="flex size-full flex-col items-center justify-center gap-1 p-2 text-center text-xs">
                <FileText className="size-8 text-muted-foreground" aria-hidden="true" />
                PDF
              </span>
            )}
          </a>
          <div className="flex min-w-0 items-center gap-1">
            <span className="min-w-0 flex-1 truncate text-xs text-muted-foreground" title={file.originalName}>
              {file.originalName}
            </span>
            {onDelete && file.uploadedBy === "customer" && (
              <Button
                type="button"
                size="icon"
                variant="ghost"
                className="size-9 shrink-0"
                onClick={() => onDelete(file)}
                aria-label={`${file.originalName} löschen`}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The files listed at `url` (company lead, admin project) with loading, error and empty states; read-only. */
export function ProjectFilesPanel({ url, label, emptyText }: { url: string; label: string; emptyText: string }) {
  const files = useProjectFiles(url);
  if (files.isPending) return <Skeleton className="h-24 w-full" />;
  if (files.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        Die Fotos und Pläne konnten nicht geladen werden.{" "}
        <button type="button" className="underline underline-offset-2" onClick={() => void files.refetch()}>
          Erneut versuchen
        </button>
      </p>
    );
  if (files.data.length === 0) return <p className="text-sm text-muted-foreground">{emptyText}</p>;
  return <ProjectFileGallery files={files.data} label={label} />;
}
