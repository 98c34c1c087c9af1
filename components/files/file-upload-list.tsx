"use client";
/**
 * The picker of photos and plans (camera or gallery on phones) and the list of picked files: a preview, the upload's
 * own progress bar, its state, "Erneut versuchen" for a failed file and a remove button for each.
 */
import { Check, FileText, ImagePlus, Loader2, RotateCcw, X } from "lucide-react";
import { useId } from "react";

import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { PROJECT_FILE_ACCEPT } from "@/lib/domain/project-file-rules";
import { cn } from "@/lib/utils";
import type { FileUploads, UploadItem } from "./use-file-uploads";

/** The accessible name of the file input (its visible label). */
export const FILE_PICKER_LABEL = "Fotos oder Pläne hinzufügen";

/** A visible label styled as a button over a visually hidden multiple file input. */
export function FilePicker({
  onFiles,
  label = FILE_PICKER_LABEL,
  disabled = false,
}: {
  onFiles: (files: File[]) => void;
  label?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <input
        id={id}
        type="file"
        accept={PROJECT_FILE_ACCEPT}
        multiple
        disabled={disabled}
        className="peer sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared so picking the same file again (after removing it) fires a change.
          event.target.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
      <label
        htmlFor={id}
        className={cn(
          "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border bg-background px-4 text-sm font-medium shadow-xs hover:bg-accent peer-focus-visible:ring-2 peer-focus-visible:ring-ring",
          disabled && "pointer-events-none opacity-50",
        )}
      >
        <ImagePlus className="size-4" aria-hidden="true" />
        {label}
      </label>
    </div>
  );
}

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(".", ",")} MB`;
}

function StatusLine({ item, waitingText }: { item: UploadItem; waitingText: string }) {
  switch (item.status) {
    case "waiting":
      return <span className="text-muted-foreground">{waitingText}</span>;
    case "uploading":
      return (
        <span className="flex items-center gap-1 text-muted-foreground">
          <Loader2 className="size-3.5 animate-spin" aria-hidden="true" />
          Wird hochgeladen … {item.progress} %
        </span>
      );
    case "done":
      return (
        <span className="flex items-center gap-1 text-success-foreground">
          <Check className="size-3.5" aria-hidden="true" />
          Hochgeladen
        </span>
      );
    case "failed":
      return (
        <span role="alert" className="text-destructive">
          {item.error}
        </span>
      );
  }
}

/** The picked files; nothing when there are none (the refusals of the last pick still show). */
export function FileUploadList({
  uploads,
  waitingText = "Wartet …",
  label = "Ausgewählte Dateien",
}: {
  uploads: FileUploads;
  /** State text of a file not yet sent. */
  waitingText?: string;
  label?: string;
}) {
  return (
    <div className="grid gap-2">
      {uploads.rejections.length > 0 && (
        <ul role="alert" className="grid gap-1 text-sm text-destructive">
          {uploads.rejections.map((reason) => (
            <li key={reason} className="break-words">
              {reason}
            </li>
          ))}
        </ul>
      )}
      {uploads.items.length > 0 && (
        <ul aria-label={label} className="grid gap-2">
          {uploads.items.map((item) => (
            <li key={item.key} className="flex items-center gap-3 rounded-lg border p-2">
              <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-md bg-muted">
                {item.previewUrl ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a local object URL, nothing to optimise
                  <img
                    src={item.previewUrl}
                    alt=""
                    className="size-full object-cover"
                    // Browsers without HEIC support show the grey tile instead of a broken image.
                    onError={(event) => {
                      event.currentTarget.style.display = "none";
                    }}
                  />
                ) : (
                  <FileText className="size-6 text-muted-foreground" aria-hidden="true" />
                )}
              </div>
              <div className="grid min-w-0 flex-1 gap-1 text-sm">
                <span className="truncate font-medium">
                  {item.file.name}{" "}
                  <span className="font-normal text-muted-foreground">({formatSize(item.file.size)})</span>
                </span>
                {item.status === "uploading" && (
                  <Progress
                    value={item.progress}
                    aria-label={`Fortschritt: ${item.file.name}`}
                    aria-valuetext={`${item.progress} %`}
                  />
                )}
                <StatusLine item={item} waitingText={waitingText} />
                {item.status === "failed" && (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    className="justify-self-start"
                    onClick={() => uploads.retry(item.key)}
                    aria-label={`Erneut versuchen: ${item.file.name}`}
                  >
                    <RotateCcw aria-hidden="true" />
                    Erneut versuchen
                  </Button>
                )}
              </div>
              {item.status !== "done" && (
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  className="size-11 shrink-0"
                  onClick={() => uploads.remove(item.key)}
                  aria-label={`Entfernen: ${item.file.name}`}
                >
                  <X aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
