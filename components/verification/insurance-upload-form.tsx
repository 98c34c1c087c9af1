"use client";
/**
 * Upload of a liability insurance confirmation (insurer, sum, valid until, file) to `endpoint` as multipart.
 * XMLHttpRequest rather than fetch for upload progress; the browser pre-checks type and size, the server decides.
 */
import { Loader2, Upload } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type * as React from "react";
import { toast } from "sonner";

import { FormField, fieldAria } from "@/components/forms/form-controls";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Progress } from "@/components/ui/progress";
import { ApiClientError, errorMessageFromApi, fieldErrorsFromApi, statusFromApiError } from "@/lib/http/api-client";
import { postFormWithProgress } from "@/lib/http/upload-with-progress";
import { viennaToday } from "@/lib/time/vienna";
import {
  INSURANCE_FILE_TYPES,
  INSURANCE_MAX_BYTES,
  type InsuranceDocumentView,
} from "@/lib/verification/insurance-types";

type FieldName = "insurer" | "sumInsuredEuros" | "validUntil" | "file";
type FieldErrors = Partial<Record<FieldName, string>>;

const FIELD_NAMES: readonly FieldName[] = ["insurer", "sumInsuredEuros", "validUntil", "file"];
const INSURER_MAX_LENGTH = 200;
const FILE_ACCEPT = [...INSURANCE_FILE_TYPES, ".pdf", ".jpg", ".jpeg", ".png", ".webp"].join(",");
/** Some browsers report no MIME type; then the extension decides the pre-check. */
const EXTENSION_TYPES: Record<string, (typeof INSURANCE_FILE_TYPES)[number]> = {
  pdf: "application/pdf",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
};
const MAX_MEGABYTES = INSURANCE_MAX_BYTES / (1024 * 1024);
const FILE_TYPE_MESSAGE = "Bitte laden Sie eine PDF-, JPG-, PNG- oder WebP-Datei hoch.";
const FILE_SIZE_MESSAGE = `Die Datei ist zu groß (höchstens ${MAX_MEGABYTES} MB).`;

/** Digits of a sum typed the Austrian way ("1.000.000", "1 000 000 €"); "" when anything else is left. */
function euroDigits(value: string): string {
  const digits = value.replace(/[\s.'’€]/g, "");
  return /^\d+$/.test(digits) ? digits.replace(/^0+(?=\d)/, "") : "";
}

function fileTypeOf(file: File): string | undefined {
  if (file.type) return file.type;
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  return EXTENSION_TYPES[extension];
}

/** The browser's pre-check; German messages keyed by field. */
function validate(values: { insurer: string; sum: string; validUntil: string }, file: File | null): FieldErrors {
  const errors: FieldErrors = {};
  if (values.insurer.trim() === "") errors.insurer = "Bitte geben Sie den Versicherer an.";
  const digits = euroDigits(values.sum);
  if (values.sum.trim() === "") errors.sumInsuredEuros = "Bitte geben Sie die Versicherungssumme an.";
  else if (digits === "" || Number(digits) <= 0)
    errors.sumInsuredEuros = "Bitte geben Sie die Versicherungssumme in ganzen Euro an, z. B. 1000000.";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.validUntil))
    errors.validUntil = "Bitte geben Sie an, bis wann die Versicherung gilt.";
  else if (values.validUntil < viennaToday()) errors.validUntil = "Diese Bestätigung ist bereits abgelaufen.";
  if (!file) errors.file = "Bitte wählen Sie die Datei der Versicherungsbestätigung aus.";
  else if (!(INSURANCE_FILE_TYPES as readonly string[]).includes(fileTypeOf(file) ?? ""))
    errors.file = FILE_TYPE_MESSAGE;
  else if (file.size > INSURANCE_MAX_BYTES) errors.file = FILE_SIZE_MESSAGE;
  else if (file.size === 0) errors.file = "Die Datei ist leer.";
  return errors;
}

/** POSTs the upload form with progress. @returns the created document. @throws like postFormWithProgress */
async function postWithProgress(
  url: string,
  body: FormData,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<InsuranceDocumentView> {
  const answer = await postFormWithProgress<{ document?: InsuranceDocumentView }>(url, body, onProgress, signal);
  if (!answer.document) throw new Error("Unerwartete Antwort des Servers.");
  return answer.document;
}

/** Where a failed upload's message goes: the fields the server named, else the file (413/415), else the form. */
function serverErrors(error: unknown): { fields: FieldErrors; form: string | null } {
  const fields: FieldErrors = {};
  for (const [key, message] of Object.entries(fieldErrorsFromApi(error))) {
    const field = FIELD_NAMES.find((name) => name === key.split(".")[0]);
    if (field && !fields[field]) fields[field] = message;
  }
  if (Object.keys(fields).length > 0) return { fields, form: null };
  const status = statusFromApiError(error);
  if (status === 413) return { fields: { file: errorMessageFromApi(error, FILE_SIZE_MESSAGE) }, form: null };
  if (status === 415) return { fields: { file: errorMessageFromApi(error, FILE_TYPE_MESSAGE) }, form: null };
  if (status === 429)
    return {
      fields,
      form: errorMessageFromApi(error, "Zu viele Uploads in kurzer Zeit. Bitte versuchen Sie es später erneut."),
    };
  const fallback =
    error instanceof ApiClientError
      ? "Die Bestätigung konnte nicht hochgeladen werden. Bitte versuchen Sie es erneut."
      : "Die Verbindung ist fehlgeschlagen. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.";
  return { fields, form: errorMessageFromApi(error, fallback) };
}

export function InsuranceUploadForm({
  endpoint,
  onUploaded,
}: {
  /** POST target, e.g. "/api/company/insurance". */
  endpoint: string;
  onUploaded?: (document: InsuranceDocumentView) => void;
}) {
  const id = useId();
  const ids = {
    insurer: `${id}-insurer`,
    sumInsuredEuros: `${id}-sum`,
    validUntil: `${id}-valid-until`,
    file: `${id}-file`,
    form: `${id}-form-error`,
  };
  const [insurer, setInsurer] = useState("");
  const [sum, setSum] = useState("");
  const [validUntil, setValidUntil] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const uploading = progress !== null;

  useEffect(() => () => abortRef.current?.abort(), []);

  const focusFirstError = (fieldErrors: FieldErrors) => {
    const first = FIELD_NAMES.find((name) => fieldErrors[name]);
    if (first) document.getElementById(ids[first])?.focus();
  };

  const clearError = (field: FieldName) => setErrors((current) => ({ ...current, [field]: undefined }));

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploading) return;
    setFormError(null);
    const found = validate({ insurer, sum, validUntil }, file);
    setErrors(found);
    if (Object.keys(found).length > 0 || !file) {
      focusFirstError(found);
      return;
    }
    const body = new FormData();
    body.append("file", file);
    body.append("insurer", insurer.trim());
    body.append("sumInsuredEuros", euroDigits(sum));
    body.append("validUntil", validUntil);
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(0);
    try {
      const uploaded = await postWithProgress(endpoint, body, setProgress, controller.signal);
      toast.success("Versicherungsbestätigung hochgeladen", {
        description: "Wir prüfen sie und melden uns, sobald sie angenommen ist.",
      });
      setInsurer("");
      setSum("");
      setValidUntil("");
      setFile(null);
      setErrors({});
      if (fileInputRef.current) fileInputRef.current.value = "";
      onUploaded?.(uploaded);
    } catch (error) {
      if (controller.signal.aborted) return;
      const shown = serverErrors(error);
      setErrors(shown.fields);
      setFormError(shown.form);
      if (shown.form) toast.error("Hochladen fehlgeschlagen", { description: shown.form });
      else focusFirstError(shown.fields);
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      if (!controller.signal.aborted) setProgress(null);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Versicherungsbestätigung hochladen"
      aria-busy={uploading || undefined}
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={ids.insurer} label="Versicherer" error={errors.insurer}>
          <Input
            id={ids.insurer}
            name="insurer"
            autoComplete="organization"
            maxLength={INSURER_MAX_LENGTH}
            value={insurer}
            disabled={uploading}
            onChange={(event) => {
              setInsurer(event.target.value);
              clearError("insurer");
            }}
            {...fieldAria(ids.insurer, errors.insurer)}
          />
        </FormField>
        <FormField
          id={ids.sumInsuredEuros}
          label="Versicherungssumme in €"
          hint="In ganzen Euro, z. B. 1000000"
          error={errors.sumInsuredEuros}
        >
          <Input
            id={ids.sumInsuredEuros}
            name="sumInsuredEuros"
            inputMode="numeric"
            autoComplete="off"
            value={sum}
            disabled={uploading}
            onChange={(event) => {
              setSum(event.target.value);
              clearError("sumInsuredEuros");
            }}
            {...fieldAria(ids.sumInsuredEuros, errors.sumInsuredEuros, `${ids.sumInsuredEuros}-hint`)}
          />
        </FormField>
        <FormField id={ids.validUntil} label="Gültig bis" error={errors.validUntil}>
          <Input
            id={ids.validUntil}
            name="validUntil"
            type="date"
            value={validUntil}
            disabled={uploading}
            onChange={(event) => {
              setValidUntil(event.target.value);
              clearError("validUntil");
            }}
            {...fieldAria(ids.validUntil, errors.validUntil)}
          />
        </FormField>
        <FormField
          id={ids.file}
          label="Datei"
          hint={`PDF, JPG, PNG oder WebP, höchstens ${MAX_MEGABYTES} MB.`}
          error={errors.file}
        >
          <input
            ref={fileInputRef}
            id={ids.file}
            name="file"
            type="file"
            accept={FILE_ACCEPT}
            disabled={uploading}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              clearError("file");
            }}
            className="w-full min-w-0 text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-2 file:text-sm file:font-medium focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none disabled:opacity-50"
            {...fieldAria(ids.file, errors.file, `${ids.file}-hint`)}
          />
        </FormField>
      </div>
      {uploading && (
        <div className="grid gap-1">
          <Progress value={progress} aria-label="Fortschritt des Hochladens" aria-valuetext={`${progress} %`} />
          <p className="text-sm text-muted-foreground" aria-hidden="true">
            {progress} % hochgeladen
          </p>
        </div>
      )}
      <Button
        type="submit"
        disabled={uploading}
        aria-describedby={formError ? ids.form : undefined}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {uploading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
        {uploading ? "Wird hochgeladen..." : "Hochladen"}
      </Button>
      {formError && (
        <p
          id={ids.form}
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
        >
          {formError}
        </p>
      )}
    </form>
  );
}
