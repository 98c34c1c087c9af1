"use client";
/**
 * "Rechnungsdaten" in the admin's company details as the next invoice prints them, a warning while the monthly run
 * holds the invoice for missing data, and the edit dialog.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Loader2, Pencil, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { invalidateAdminQueries } from "@/components/admin/invalidate-admin-queries";
import { FormField, fieldAria } from "@/components/forms/form-controls";
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
import { holdText, type CompanyBilling } from "@/lib/domain/invoices";
import { EMPTY_VALUE } from "@/lib/domain/lead-labels";
import { apiRequest, getJson } from "@/lib/http/api-client";
import { applyServerErrors } from "@/lib/http/form-errors";
import { companyBillingSchema, type CompanyBillingInput, type CompanyBillingUpdate } from "@/lib/validation/invoices";

const FIELDS: {
  name: keyof CompanyBillingInput;
  label: string;
  autoComplete: string;
  maxLength: number;
  inputMode?: "numeric";
}[] = [
  { name: "name", label: "Firmenwortlaut", autoComplete: "organization", maxLength: 200 },
  { name: "street", label: "Straße und Hausnummer", autoComplete: "street-address", maxLength: 200 },
  { name: "zipCode", label: "PLZ", autoComplete: "postal-code", maxLength: 4, inputMode: "numeric" },
  { name: "city", label: "Ort", autoComplete: "address-level2", maxLength: 100 },
  { name: "vatId", label: "UID-Nummer (ab 10.000 € brutto nötig)", autoComplete: "off", maxLength: 20 },
];

const billingKey = (companyId: number) => ["admin", "companies", "billing", companyId] as const;

export function CompanyBillingSection({ companyId }: { companyId: number }) {
  const billing = useQuery({
    queryKey: billingKey(companyId),
    queryFn: () => getJson<{ billing: CompanyBilling }>(`/api/admin/companies/${companyId}/billing`),
  });
  const data = billing.data?.billing;
  return (
    <section className="grid gap-2" aria-label="Rechnungsdaten">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">Rechnungsdaten</h3>
        {data && <EditBillingButton billing={data} />}
      </div>
      {data?.hold && (
        <p
          className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          role="note"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{holdText(data.hold)}</span>
        </p>
      )}
      <dl className="grid gap-x-6 gap-y-3 rounded-lg border bg-muted/30 p-4 sm:grid-cols-2">
        {billing.isError && (
          <p className="text-sm text-destructive">Die Rechnungsdaten konnten nicht geladen werden.</p>
        )}
        {data &&
          FIELDS.map((field) => (
            <div key={field.name} className="min-w-0">
              <dt className="text-xs font-medium text-muted-foreground">{field.label}</dt>
              <dd className="mt-0.5 text-sm break-words">{data[field.name]?.trim() || EMPTY_VALUE}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

function EditBillingButton({ billing }: { billing: CompanyBilling }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const values = (): CompanyBillingInput => ({
    name: billing.name,
    street: billing.street ?? "",
    zipCode: billing.zipCode ?? "",
    city: billing.city ?? "",
    vatId: billing.vatId ?? "",
  });
  const form = useForm<CompanyBillingInput, unknown, CompanyBillingUpdate>({
    resolver: zodResolver(companyBillingSchema),
    defaultValues: values(),
  });
  const save = useMutation({
    mutationFn: (body: CompanyBillingUpdate) =>
      apiRequest<{ billing: CompanyBilling }>("PUT", `/api/admin/companies/${billing.companyId}/billing`, body),
    onSuccess: ({ billing: saved }) => {
      queryClient.setQueryData(billingKey(billing.companyId), { billing: saved });
      toast.success("Rechnungsdaten gespeichert");
      setOpen(false);
    },
    onSettled: () => invalidateAdminQueries(queryClient),
  });
  const changeOpen = (next: boolean) => {
    if (save.isPending) return;
    if (next) form.reset(values());
    setOpen(next);
  };
  const onSubmit = form.handleSubmit((body) =>
    save.mutate(body, {
      onError: (error) =>
        applyServerErrors(form, error, {
          title: "Nicht gespeichert",
          fallback: "Bitte versuchen Sie es erneut.",
          fields: FIELDS.map((field) => field.name),
          focus: true,
        }),
    }),
  );
  const prefix = `company-billing-${billing.companyId}`;
  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => changeOpen(true)}>
        <Pencil aria-hidden="true" />
        Rechnungsdaten bearbeiten
      </Button>
      <Dialog open={open} onOpenChange={changeOpen}>
        <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
          <form noValidate onSubmit={onSubmit} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Rechnungsdaten bearbeiten</DialogTitle>
              <DialogDescription>
                So steht {billing.name} auf den nächsten Rechnungen. Ausgestellte Rechnungen bleiben unverändert; die
                Änderung wird im Verlauf gespeichert.
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-4 sm:grid-cols-2">
              {FIELDS.map((field) => {
                const error = form.formState.errors[field.name]?.message;
                const id = `${prefix}-${field.name}`;
                return (
                  <FormField key={field.name} id={id} label={field.label} error={error}>
                    <Input
                      id={id}
                      autoComplete={field.autoComplete}
                      maxLength={field.maxLength}
                      inputMode={field.inputMode}
                      {...fieldAria(id, error)}
                      {...form.register(field.name)}
                    />
                  </FormField>
                );
              })}
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => changeOpen(false)} disabled={save.isPending}>
                Abbrechen
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                Speichern
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
