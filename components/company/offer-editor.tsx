"use client";
/**
 * "Angebot" in a lead's details: the company writes an itemised offer (lines with live totals) or uploads its PDF
 * with the net totals, confirms that a sent version cannot be changed, and afterwards sees the sent version
 * read-only with its status and can start a new version prefilled from it.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useFieldArray, useForm, useWatch, type DeepPartial } from "react-hook-form";
import { toast } from "sonner";

import { NativeSelect } from "@/components/forms/form-controls";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import type { OfferVersionView } from "@/lib/domain/company-offer-types";
import { formatCents } from "@/lib/domain/format";
import { invoiceTotals, offerTotals, parseEuroToCents } from "@/lib/domain/money";
import { apiRequest, errorMessageFromApi, fieldErrorsFromApi } from "@/lib/http/api-client";
import { postFormWithProgress } from "@/lib/http/upload-with-progress";
import type { CompanyOfferSummary } from "@/lib/offers/company-offers";
import {
  DEFAULT_PAYMENT_TERMS,
  itemisedOfferSchema,
  OFFER_MAX_LINES,
  OFFER_UNITS,
  offerFormSchema,
  parseQuantityMilli,
} from "@/lib/offers/schemas";
import { addDays, viennaToday } from "@/lib/time/vienna";

import { companyOfferKeys, useCompanyOffer } from "./offer-queries";
import { germanNumber, SentOffer, TotalsList } from "./sent-offer";
import { InlineLoadError } from "@/components/ui/inline-load-error";
import { RemoveRowButton } from "@/components/ui/remove-row-button";

type Mode = "itemised" | "pdf";

interface LineValues {
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  kind: "labour" | "material";
}

interface OfferFormValues {
  lines: LineValues[];
  labourNet: string;
  materialNet: string;
  validUntil: string;
  paymentTerms: string;
  note: string;
}

const emptyLine = (): LineValues => ({ description: "", quantity: "", unit: "m²", unitPrice: "", kind: "labour" });

const centsText = (cents: number) =>
  new Intl.NumberFormat("de-AT", { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(
    cents / 100,
  );

/** Form values of a new version prefilled from `version` (validity from today when it has passed). */
function valuesFrom(version: OfferVersionView | null): OfferFormValues {
  const defaultValid = addDays(viennaToday(), 30);
  if (!version) {
    return {
      lines: [emptyLine()],
      labourNet: "",
      materialNet: "",
      validUntil: defaultValid,
      paymentTerms: DEFAULT_PAYMENT_TERMS,
      note: "",
    };
  }
  return {
    lines:
      version.lines.length > 0
        ? version.lines.map((line) => ({
            description: line.description,
            quantity: germanNumber(line.quantityMilli / 1000, 3),
            unit: line.unit,
            unitPrice: centsText(line.unitPriceCents),
            kind: line.kind,
          }))
        : [emptyLine()],
    labourNet: centsText(version.labourNetCents),
    materialNet: centsText(version.materialNetCents),
    validUntil: version.validUntil >= viennaToday() ? version.validUntil : defaultValid,
    paymentTerms: version.paymentTerms,
    note: version.note ?? "",
  };
}

/** The offer section of a lead's details. */
export function OfferEditor({ leadId }: { leadId: number }) {
  const offer = useCompanyOffer(leadId);
  const [editing, setEditing] = useState(false);
  const headingId = `lead-offer-${leadId}`;
  return (
    <section className="grid gap-2" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-semibold">
        Angebot
      </h3>
      {offer.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : offer.isError ? (
        <InlineLoadError text="Das Angebot konnte nicht geladen werden." onRetry={() => void offer.refetch()} />
      ) : offer.data && !editing ? (
        <SentOffer
          offer={offer.data}
          onNewVersion={["declined", "accepted"].includes(offer.data.status) ? null : () => setEditing(true)}
        />
      ) : (
        <OfferForm
          leadId={leadId}
          initial={valuesFrom(offer.data?.latest ?? null)}
          initialMode={offer.data?.latest.kind ?? "itemised"}
          onCancel={offer.data ? () => setEditing(false) : null}
          onSent={() => setEditing(false)}
        />
      )}
    </section>
  );
}

/** Totals of what is typed so far (lines not yet readable count as 0), computed by the money module. */
function liveTotals(mode: Mode, values: DeepPartial<OfferFormValues>) {
  if (mode === "pdf") {
    const labour = parseEuroToCents(values.labourNet ?? "") ?? 0;
    const material = parseEuroToCents(values.materialNet ?? "") ?? 0;
    return { ...invoiceTotals([labour, material]), labourNetCents: labour, materialNetCents: material };
  }
  const parsed = (values.lines ?? []).flatMap((line) => {
    const quantityMilli = parseQuantityMilli(line?.quantity ?? "");
    const unitPriceCents = parseEuroToCents(line?.unitPrice ?? "");
    if (quantityMilli === null || unitPriceCents === null) return [];
    if (quantityMilli * unitPriceCents > Number.MAX_SAFE_INTEGER) return [];
    return [
      { quantityMilli, unitPriceCents, kind: line?.kind === "material" ? ("material" as const) : ("labour" as const) },
    ];
  });
  return offerTotals(parsed);
}

function OfferForm({
  leadId,
  initial,
  initialMode,
  onCancel,
  onSent,
}: {
  leadId: number;
  initial: OfferFormValues;
  initialMode: Mode;
  onCancel: (() => void) | null;
  onSent: () => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>(initialMode);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const form = useForm<OfferFormValues>({ defaultValues: initial });
  const { register, control, getValues, setError, clearErrors, formState } = form;
  const lines = useFieldArray({ control, name: "lines" });
  const watched = useWatch({ control });

  const totals = liveTotals(mode, watched);

  /** Validates with the routes' schema; the payload on success, field errors set otherwise. */
  const validate = (): { json: unknown; form: FormData | null } | null => {
    clearErrors();
    setFileError(null);
    const values = getValues();
    const terms = { validUntil: values.validUntil, paymentTerms: values.paymentTerms, note: values.note };
    const json = { lines: values.lines, ...terms };
    if (mode === "itemised") {
      const result = itemisedOfferSchema.safeParse(json);
      if (!result.success) {
        for (const issue of result.error.issues) setFieldError(issue.path.join("."), issue.message);
        return null;
      }
      if (!file) return { json, form: null };
    }
    const body = new FormData();
    body.set("kind", mode);
    body.set("validUntil", terms.validUntil);
    body.set("paymentTerms", terms.paymentTerms);
    body.set("note", terms.note);
    if (mode === "itemised") body.set("lines", JSON.stringify(values.lines));
    else {
      body.set("labourNet", values.labourNet);
      body.set("materialNet", values.materialNet);
    }
    if (file) body.set("file", file);
    const result = offerFormSchema.safeParse(Object.fromEntries(body.entries()));
    if (!result.success) {
      for (const issue of result.error.issues) setFieldError(issue.path.join("."), issue.message);
      return null;
    }
    return { json, form: body };
  };

  const setFieldError = (path: string, message: string) => {
    if (path === "file") setFileError(message);
    else if (path === "" || path === "kind") setFormError(message);
    else setError(path as keyof OfferFormValues, { message });
  };

  const send = useMutation({
    mutationFn: async (payload: { json: unknown; form: FormData | null }) =>
      payload.form
        ? postFormWithProgress<{ offer: CompanyOfferSummary }>(
            `/api/company/leads/${leadId}/offer/pdf-version`,
            payload.form,
            () => undefined,
          )
        : apiRequest<{ offer: CompanyOfferSummary }>("POST", `/api/company/leads/${leadId}/offer`, payload.json),
    onSuccess: (answer) => {
      setConfirming(false);
      queryClient.setQueryData(companyOfferKeys.offer(leadId), answer.offer);
      toast.success("Angebot gesendet", { description: "Der Kunde wurde per E-Mail benachrichtigt." });
      onSent();
    },
    onError: (error) => {
      setConfirming(false);
      const fields = fieldErrorsFromApi(error);
      for (const [path, message] of Object.entries(fields)) setFieldError(path, message);
      if (Object.keys(fields).length === 0)
        setFormError(errorMessageFromApi(error, "Das Angebot konnte nicht gesendet werden."));
    },
  });

  const errorOf = (path: string): string | undefined => {
    const parts = path.split(".");
    let node: unknown = formState.errors;
    for (const part of parts) node = (node as Record<string, unknown> | undefined)?.[part];
    return (node as { message?: string } | undefined)?.message;
  };

  const fieldError = (path: string) => {
    const message = errorOf(path);
    return message ? (
      <p id={`${id}-${path}-error`} className="text-xs text-destructive">
        {message}
      </p>
    ) : null;
  };
  const described = (path: string) =>
    errorOf(path) ? { "aria-describedby": `${id}-${path}-error`, "aria-invalid": true } : {};

  return (
    <form
      className="grid gap-4 rounded-lg border p-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setFormError(null);
        if (validate()) setConfirming(true);
      }}
    >
      <div role="radiogroup" aria-label="Art des Angebots" className="grid grid-cols-2 gap-2">
        {(
          [
            ["itemised", "Positionen erfassen"],
            ["pdf", "PDF hochladen"],
          ] as const
        ).map(([value, label]) => (
          <Button
            key={value}
            type="button"
            role="radio"
            aria-checked={mode === value}
            variant={mode === value ? "default" : "outline"}
            onClick={() => setMode(value)}
          >
            {label}
          </Button>
        ))}
      </div>

      {mode === "itemised" ? (
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-medium">Positionen</legend>
          {lines.fields.map((field, index) => {
            const n = index + 1;
            const base = `lines.${index}`;
            return (
              <div key={field.id} className="grid gap-2 rounded-md border p-3" data-testid="offer-line">
                <div className="grid gap-1">
                  <Label htmlFor={`${id}-${base}-description`}>{`Position ${n} – Beschreibung`}</Label>
                  <Textarea
                    id={`${id}-${base}-description`}
                    rows={2}
                    {...register(`lines.${index}.description`)}
                    {...described(`${base}.description`)}
                  />
                  {fieldError(`${base}.description`)}
                </div>
                <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                  <div className="grid gap-1">
                    <Label htmlFor={`${id}-${base}-quantity`}>{`Position ${n} – Menge`}</Label>
                    <Input
                      id={`${id}-${base}-quantity`}
                      inputMode="decimal"
                      {...register(`lines.${index}.quantity`)}
                      {...described(`${base}.quantity`)}
                    />
                    {fieldError(`${base}.quantity`)}
                  </div>
                  <div className="grid gap-1">
                    <Label htmlFor={`${id}-${base}-unit`}>{`Position ${n} – Einheit`}</Label>
                    <Input
                      id={`${id}-${base}-unit`}
                      list={`${id}-units`}
                      maxLength={20}
                      {...register(`lines.${index}.unit`)}
                      {...described(`${base}.unit`)}
                    />
                    {fieldError(`${base}.unit`)}
                  </div>
                  <div className="grid gap-1">
                    <Label htmlFor={`${id}-${base}-price`}>{`Position ${n} – Einzelpreis`}</Label>
                    <Input
                      id={`${id}-${base}-price`}
                      inputMode="decimal"
                      placeholder="€ netto"
                      {...register(`lines.${index}.unitPrice`)}
                      {...described(`${base}.unitPrice`)}
                    />
                    {fieldError(`${base}.unitPrice`)}
                  </div>
                  <div className="grid gap-1">
                    <Label htmlFor={`${id}-${base}-kind`}>{`Position ${n} – Art`}</Label>
                    <NativeSelect id={`${id}-${base}-kind`} {...register(`lines.${index}.kind`)}>
                      <option value="labour">Arbeit</option>
                      <option value="material">Material</option>
                    </NativeSelect>
                  </div>
                </div>
                {lines.fields.length > 1 && (
                  <RemoveRowButton label={`Position ${n} entfernen`} onClick={() => lines.remove(index)} />
                )}
              </div>
            );
          })}
          <datalist id={`${id}-units`}>
            {OFFER_UNITS.map((unit) => (
              <option key={unit} value={unit} />
            ))}
          </datalist>
          {fieldError("lines")}
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            disabled={lines.fields.length >= OFFER_MAX_LINES}
            onClick={() => lines.append(emptyLine())}
          >
            <Plus aria-hidden="true" />
            Position hinzufügen
          </Button>
        </fieldset>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-labour`}>Arbeit (€ netto)</Label>
            <Input id={`${id}-labour`} inputMode="decimal" {...register("labourNet")} {...described("labourNet")} />
            {fieldError("labourNet")}
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-material`}>Material (€ netto)</Label>
            <Input
              id={`${id}-material`}
              inputMode="decimal"
              {...register("materialNet")}
              {...described("materialNet")}
            />
            {fieldError("materialNet")}
          </div>
        </div>
      )}

      <TotalsList totals={totals} />

      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-valid`}>Gültig bis</Label>
          <Input
            id={`${id}-valid`}
            type="date"
            min={viennaToday()}
            max={addDays(viennaToday(), 180)}
            {...register("validUntil")}
            {...described("validUntil")}
          />
          {fieldError("validUntil")}
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-file`}>{mode === "pdf" ? "Angebot als PDF" : "PDF anhängen (optional)"}</Label>
          <Input
            id={`${id}-file`}
            ref={fileRef}
            type="file"
            accept="application/pdf,.pdf"
            aria-invalid={fileError ? true : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setFileError(null);
            }}
          />
          {fileError && <p className="text-xs text-destructive">{fileError}</p>}
        </div>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-terms`}>Zahlungsbedingungen</Label>
        <Textarea id={`${id}-terms`} rows={2} {...register("paymentTerms")} {...described("paymentTerms")} />
        {fieldError("paymentTerms")}
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-note`}>Anmerkung (optional)</Label>
        <Textarea id={`${id}-note`} rows={3} {...register("note")} {...described("note")} />
        {fieldError("note")}
      </div>

      {formError && (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={send.isPending}>
          Angebot senden
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Abbrechen
          </Button>
        )}
      </div>

      <Dialog open={confirming} onOpenChange={(open) => !send.isPending && setConfirming(open)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Angebot senden</DialogTitle>
            <DialogDescription>
              Der Kunde erhält Ihr Angebot über {formatCents(totals.grossCents)} brutto per E-Mail und kann es in „Mein
              Projekt“ annehmen. Ein gesendetes Angebot kann nicht mehr geändert werden, nur durch eine neue Version
              ersetzt werden.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setConfirming(false)} disabled={send.isPending}>
              Zurück
            </Button>
            <Button
              type="button"
              disabled={send.isPending}
              onClick={() => {
                const payload = validate();
                if (payload) send.mutate(payload);
                else setConfirming(false);
              }}
            >
              {send.isPending ? "Wird gesendet …" : "Verbindlich senden"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </form>
  );
}
