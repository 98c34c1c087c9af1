"use client";
/**
 * The quiz's last screen when files were picked: the request is in, the files upload, and the customer may go on
 * without the rest (they can be added later in "Mein Projekt").
 */
import { ArrowRight } from "lucide-react";
import { FileUploadList } from "@/components/files/file-upload-list";
import type { FileUploads } from "@/components/files/use-file-uploads";
import { Button } from "@/components/ui/button";

interface QuizUploadProgressProps {
  uploads: FileUploads;
  /** Every file stored or removed. */
  settled: boolean;
  onContinue: () => void;
}

export function QuizUploadProgress({ uploads, settled, onContinue }: QuizUploadProgressProps) {
  const failed = uploads.items.some((item) => item.status === "failed");
  return (
    <section aria-labelledby="quiz-upload-title" className="grid w-full gap-4">
      <h2 id="quiz-upload-title" className="text-xl font-semibold sm:text-2xl">
        Ihre Fotos und Pläne werden hochgeladen
      </h2>
      <p className="text-sm text-muted-foreground">
        Ihre Anfrage ist bereits eingegangen. Bitte lassen Sie diese Seite offen, bis alle Dateien hochgeladen sind.
      </p>
      <FileUploadList uploads={uploads} />
      {failed && (
        <p className="rounded-md border bg-muted/40 p-3 text-sm">
          Dateien, die jetzt nicht hochgeladen werden können, können Sie später in „Mein Projekt“ hinzufügen: Den Link
          finden Sie in der Bestätigungs-E-Mail.
        </p>
      )}
      <Button type="button" size="lg" variant={settled ? "default" : "outline"} onClick={onContinue}>
        {settled ? "Weiter" : "Ohne die übrigen Dateien weiter"}
        <ArrowRight aria-hidden="true" />
      </Button>
    </section>
  );
}
