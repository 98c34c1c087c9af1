"use client";
/**
 * "Gutschrift ausstellen": corrects an issued invoice by a credit note with its own number. The invoice itself
 * stays unchanged; the company receives the credit note by e-mail.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, ReceiptText } from "lucide-react";
import { useEffect } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";

import { LoadErrorState } from "@/components/admin/table-states";
import { fieldAria, FormField } from "@/components/forms/form-controls";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import { formatCents } from "@/lib/domain/format";
import type { InvoiceListItem } from "@/lib/domain/invoices";
import { invoiceTotals } from "@/lib/domain/money";
import { applyServerErrors } from "@/lib/http/form-errors";
import { CREDIT_NOTE_REASON_MAX, creditNoteSchema, type CreditNoteBody } from "@/lib/validation/invoices";

import { useCreateCreditNote, useInvoiceLines } from "./queries";

type FormValues = CreditNoteBody;

export function CreditNoteDialog({ invoice, onClose }: { invoice: InvoiceListItem | null; onClose: () => void }) {
  const lines = useInvoiceLines(invoice?.id ?? null);
  const create = useCreateCreditNote();
  const form = useForm<FormValues, unknown, CreditNoteBody>({
    resolver: zodResolver(creditNoteSchema),
    defaultValues: { reason: "", entryIds: [] },
  });
  const open = lines.data?.lines.filter((line) => !line.credited && line.commissionEntryId !== null) ?? [];
  const openKey = open.map((line) => line.commissionEntryId).join(",");

  // Preselect every job not yet credited once the lines are there (and for each new invoice).
  useEffect(() => {
    form.reset({ reason: "", entryIds: openKey ? openKey.split(",").map(Number) : [] });
  }, [invoice?.id, openKey, form]);

  const chosen = useWatch({ control: form.control, name: "entryIds" }) ?? [];
  const credited = invoiceTotals(
    open.filter((line) => chosen.includes(line.commissionEntryId!)).map((line) => line.netCents),
  );
  const busy = create.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    if (!invoice) return;
    if (values.entryIds?.length === 0) {
      form.setError("entryIds", { message: "Bitte wählen Sie mindestens einen Auftrag aus" });
      return;
    }
    try {
      await create.mutateAsync({ id: invoice.id, body: values });
      onClose();
    } catch (error) {
      applyServerErrors(form, error, {
        title: "Gutschrift konnte nicht ausgestellt werden",
        fallback: "Bitte versuchen Sie es später erneut.",
        fields: ["reason", "entryIds"],
      });
    }
  });

  return (
    <Dialog open={invoice !== null} onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Gutschrift zu {invoice?.number}</DialogTitle>
          <DialogDescription>
            Die Rechnung selbst bleibt unverändert. Die Gutschrift erhält eine eigene Nummer und wird{" "}
            {invoice?.companyName} per E-Mail gesendet. Das lässt sich nicht rückgängig machen.
          </DialogDescription>
        </DialogHeader>
        {lines.isError ? (
          <LoadErrorState
            text="Die Positionen konnten nicht geladen werden."
            onRetry={() => void lines.refetch()}
            retrying={lines.isFetching}
          />
        ) : !lines.data ? (
          <div role="status" aria-label="Positionen werden geladen..." className="grid gap-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : (
          <form id="credit-note-form" noValidate onSubmit={onSubmit} className="grid gap-4">
            <Controller
              control={form.control}
              name="entryIds"
              render={({ field, fieldState }) => (
                <fieldset
                  className="grid gap-2"
                  aria-describedby={fieldState.error ? "credit-note-entries-error" : undefined}
                >
                  <legend className="mb-1 text-sm font-medium">Aufträge</legend>
                  {lines.data.lines.map((line) => {
                    const id = `credit-line-${line.id}`;
                    const entryId = line.commissionEntryId;
                    const disabled = line.credited || entryId === null;
                    return (
                      <div key={line.id} className="flex items-start gap-3 rounded-md border p-2">
                        <Checkbox
                          id={id}
                          className="mt-0.5"
                          disabled={disabled || busy}
                          checked={!disabled && (field.value ?? []).includes(entryId!)}
                          onCheckedChange={(checked) =>
                            field.onChange(
                              checked
                                ? [...(field.value ?? []), entryId!]
                                : (field.value ?? []).filter((value) => value !== entryId),
                            )
                          }
                        />
                        <label htmlFor={id} className="grid flex-1 gap-0.5 text-sm">
                          <span className="font-medium">
                            {line.position}. {line.description}
                          </span>
                          <span className="text-muted-foreground tabular-nums">
                            Auftragswert {formatCents(line.orderValueCents)} · Provision netto{" "}
                            {formatCents(line.netCents)}
                            {line.credited ? " · bereits gutgeschrieben" : ""}
                          </span>
                        </label>
                      </div>
                    );
                  })}
                  {fieldState.error && (
                    <p id="credit-note-entries-error" role="alert" className="text-sm text-destructive">
                      {fieldState.error.message}
                    </p>
                  )}
                </fieldset>
              )}
            />
            <FormField
              id="credit-note-reason"
              label="Grund (erscheint auf der Gutschrift)"
              error={form.formState.errors.reason?.message}
            >
              <Textarea
                id="credit-note-reason"
                rows={3}
                maxLength={CREDIT_NOTE_REASON_MAX}
                disabled={busy}
                {...fieldAria("credit-note-reason", form.formState.errors.reason?.message)}
                {...form.register("reason")}
              />
            </FormField>
            {open.length === 0 && (
              <p className="text-sm text-muted-foreground">
                Alle Aufträge dieser Rechnung sind bereits gutgeschrieben.
              </p>
            )}
            <p className="text-sm" aria-live="polite">
              Gutschrift: {formatCents(credited.netCents)} netto + {formatCents(credited.vatCents)} USt ={" "}
              <strong>{formatCents(credited.grossCents)}</strong>
            </p>
          </form>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Abbrechen
          </Button>
          <Button type="submit" form="credit-note-form" disabled={busy || !lines.data || open.length === 0}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ReceiptText aria-hidden="true" />}
            {busy ? "Wird ausgestellt..." : "Gutschrift ausstellen"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
