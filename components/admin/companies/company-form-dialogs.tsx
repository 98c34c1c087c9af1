"use client";
/**
 * The admin's company forms: "Firma anlegen" (verified at once; the login e-mail gets a 48-hour setup link) and
 * "Bearbeiten" (everything but the login e-mail; only changed values are stored). Server field errors land at
 * their fields.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { useForm, type FieldPath, type FieldValues, type UseFormReturn } from "react-hook-form";

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
import { serviceName } from "@/lib/content/service-catalog";
import type { AdminCompanyDetails } from "@/lib/domain/admin-projects";
import { normalizeServiceName } from "@/lib/domain/matching";
import { formatPhone } from "@/lib/domain/phone";
import { applyServerErrors } from "@/lib/http/form-errors";
import {
  ADMIN_COMPANY_MAX_LENGTH as MAX,
  ADMIN_COMPANY_SERVICE_CHOICES,
  adminCompanyCreateSchema,
  adminCompanyUpdateSchema,
  type AdminCompanyCreate,
  type AdminCompanyCreateInput,
  type AdminCompanyUpdate,
  type AdminCompanyUpdateInput,
} from "@/lib/validation/admin-companies";

import { useCreateCompany, useUpdateCompany } from "./queries";

/** The text fields both forms share (the create form adds the login e-mail). */
type SharedText = "name" | "city" | "zipCode" | "contactPhone" | "contactEmail" | "contactInfo";

const TEXT_FIELDS: {
  name: SharedText;
  label: string;
  autoComplete: string;
  type?: string;
  maxLength: number;
  inputMode?: "numeric" | "tel" | "email";
}[] = [
  { name: "name", label: "Firmenname", autoComplete: "organization", maxLength: MAX.name },
  { name: "contactInfo", label: "Adresse (optional)", autoComplete: "street-address", maxLength: MAX.contactInfo },
  { name: "zipCode", label: "PLZ (optional)", autoComplete: "postal-code", maxLength: 4, inputMode: "numeric" },
  { name: "city", label: "Ort", autoComplete: "address-level2", maxLength: MAX.city },
  {
    name: "contactPhone",
    label: "Telefon (optional)",
    autoComplete: "tel",
    type: "tel",
    maxLength: MAX.contactPhone,
    inputMode: "tel",
  },
  {
    name: "contactEmail",
    label: "Kontakt-E-Mail (optional)",
    autoComplete: "email",
    type: "email",
    maxLength: MAX.contactEmail,
    inputMode: "email",
  },
];

const FORM_FIELDS = [
  "name",
  "email",
  "services",
  "city",
  "zipCode",
  "contactPhone",
  "contactEmail",
  "contactInfo",
] as const;

/** The text inputs and the services checkboxes of a company form. */
function CompanyFields<T extends FieldValues>({
  form,
  prefix,
  serviceChoices,
  withLoginEmail,
}: {
  form: UseFormReturn<T>;
  prefix: string;
  serviceChoices: readonly string[];
  withLoginEmail: boolean;
}) {
  const errors = form.formState.errors as Record<string, { message?: string; root?: { message?: string } } | undefined>;
  const field = (name: string) => name as FieldPath<T>;
  const servicesError = errors.services?.message ?? errors.services?.root?.message;
  const servicesErrorId = `${prefix}-services-error`;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {withLoginEmail && (
          <FormField
            id={`${prefix}-email`}
            label="Login-E-Mail"
            hint="Erhält den Link zum Festlegen des Passworts."
            error={errors.email?.message}
            className="sm:col-span-2"
          >
            <Input
              id={`${prefix}-email`}
              type="email"
              inputMode="email"
              autoComplete="off"
              maxLength={MAX.email}
              {...fieldAria(`${prefix}-email`, errors.email?.message, `${prefix}-email-hint`)}
              {...form.register(field("email"))}
            />
          </FormField>
        )}
        {TEXT_FIELDS.map((text) => {
          const id = `${prefix}-${text.name}`;
          const error = errors[text.name]?.message;
          return (
            <FormField
              key={text.name}
              id={id}
              label={text.label}
              error={error}
              className={text.name === "name" || text.name === "contactInfo" ? "sm:col-span-2" : undefined}
            >
              <Input
                id={id}
                type={text.type ?? "text"}
                autoComplete={text.autoComplete}
                inputMode={text.inputMode}
                maxLength={text.maxLength}
                {...fieldAria(id, error)}
                {...form.register(field(text.name))}
              />
            </FormField>
          );
        })}
      </div>
      <fieldset className="grid gap-2" aria-describedby={servicesError ? servicesErrorId : undefined}>
        <legend className="mb-1 text-sm font-medium">Leistungen</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {serviceChoices.map((service) => (
            <label key={service} className="flex min-h-10 items-center gap-2 rounded-md border px-3 text-sm">
              <input
                type="checkbox"
                value={service}
                className="size-4 accent-primary"
                {...form.register(field("services"))}
              />
              {serviceName(service)}
            </label>
          ))}
        </div>
        {servicesError && (
          <p id={servicesErrorId} role="alert" className="text-sm text-destructive">
            {servicesError}
          </p>
        )}
      </fieldset>
    </>
  );
}

function SubmitFooter({ pending, label, onCancel }: { pending: boolean; label: string; onCancel: () => void }) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        Abbrechen
      </Button>
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
        {pending ? "Wird gespeichert..." : label}
      </Button>
    </DialogFooter>
  );
}

const EMPTY_CREATE: AdminCompanyCreateInput = {
  name: "",
  email: "",
  services: [],
  city: "Wien",
  zipCode: "",
  contactPhone: "",
  contactEmail: "",
  contactInfo: "",
};

/** "Firma anlegen": the button and its form dialog. */
export function CreateCompanyButton() {
  const [open, setOpen] = useState(false);
  const create = useCreateCompany();
  const form = useForm<AdminCompanyCreateInput, unknown, AdminCompanyCreate>({
    resolver: zodResolver(adminCompanyCreateSchema),
    defaultValues: EMPTY_CREATE,
  });
  const changeOpen = (next: boolean) => {
    if (create.isPending) return;
    if (next) form.reset(EMPTY_CREATE);
    setOpen(next);
  };
  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => setOpen(false),
      onError: (error) =>
        applyServerErrors(form, error, {
          title: "Firma nicht angelegt",
          fallback: "Bitte versuchen Sie es erneut.",
          fields: FORM_FIELDS,
          focus: true,
        }),
    }),
  );
  return (
    <>
      <Button type="button" onClick={() => changeOpen(true)}>
        <Plus aria-hidden="true" />
        Firma anlegen
      </Button>
      <Dialog open={open} onOpenChange={changeOpen}>
        <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
          <form noValidate onSubmit={onSubmit} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Firma anlegen</DialogTitle>
              <DialogDescription>
                Die Firma wird sofort verifiziert. An die Login-E-Mail geht ein Link zum Festlegen des Passworts (48
                Stunden gültig).
              </DialogDescription>
            </DialogHeader>
            <CompanyFields
              form={form}
              prefix="company-create"
              serviceChoices={ADMIN_COMPANY_SERVICE_CHOICES}
              withLoginEmail
            />
            <SubmitFooter pending={create.isPending} label="Firma anlegen" onCancel={() => changeOpen(false)} />
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}

/**
 * A stored service as a checkbox value: a service whose German name is one of the registration's
 * choices (e.g. the quiz id "badrenovierung") becomes that choice, so it is not listed twice.
 */
function asChoice(service: string): string {
  const name = normalizeServiceName(serviceName(service));
  return ADMIN_COMPANY_SERVICE_CHOICES.find((choice) => normalizeServiceName(choice) === name) ?? service;
}

function editValues(company: AdminCompanyDetails): AdminCompanyUpdateInput {
  return {
    name: company.name,
    services: [...new Set(company.services.map(asChoice))],
    city: company.city,
    zipCode: company.zipCode ?? "",
    contactPhone: company.contactPhone ? formatPhone(company.contactPhone) : "",
    contactEmail: company.contactEmail ?? "",
    contactInfo: company.contactInfo ?? "",
  };
}

/** "Bearbeiten": the button and its form dialog for `company`. */
export function EditCompanyButton({ company }: { company: AdminCompanyDetails }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateCompany(company.id);
  const form = useForm<AdminCompanyUpdateInput, unknown, AdminCompanyUpdate>({
    resolver: zodResolver(adminCompanyUpdateSchema),
    defaultValues: editValues(company),
  });
  const changeOpen = (next: boolean) => {
    if (update.isPending) return;
    if (next) form.reset(editValues(company));
    setOpen(next);
  };
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => setOpen(false),
      onError: (error) =>
        applyServerErrors(form, error, {
          title: "Nicht gespeichert",
          fallback: "Bitte versuchen Sie es erneut.",
          fields: FORM_FIELDS.filter((name) => name !== "email"),
          focus: true,
        }),
    }),
  );
  return (
    <>
      <Button type="button" variant="outline" onClick={() => changeOpen(true)}>
        <Pencil aria-hidden="true" />
        Bearbeiten
      </Button>
      <Dialog open={open} onOpenChange={changeOpen}>
        <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
          <form noValidate onSubmit={onSubmit} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Firma bearbeiten</DialogTitle>
              <DialogDescription>
                Änderungen an {company.name} werden im Verlauf gespeichert. Die Login-E-Mail bleibt unverändert.
              </DialogDescription>
            </DialogHeader>
            <CompanyFields
              form={form}
              prefix={`company-edit-${company.id}`}
              serviceChoices={[...new Set([...ADMIN_COMPANY_SERVICE_CHOICES, ...company.services.map(asChoice)])]}
              withLoginEmail={false}
            />
            <SubmitFooter pending={update.isPending} label="Speichern" onCancel={() => changeOpen(false)} />
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
