"use client";
/**
 * "Firmendaten": the company edits its contact data, invoice address, UID, services and served districts (none =
 * all of Vienna). Name and verification stay with the admin and show read-only.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Building2, Loader2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { serviceName } from "@/lib/content/service-catalog";
import type { CompanyProfile } from "@/lib/domain/company-lead";
import { formatPhone } from "@/lib/domain/phone";
import { VIENNA_DISTRICT_NAMES } from "@/lib/domain/vienna-districts";
import { applyServerErrors } from "@/lib/http/form-errors";
import {
  COMPANY_PROFILE_MAX_LENGTH,
  PROFILE_SERVICE_CHOICES,
  VIENNA_POSTCODES,
  companyProfileSchema,
  type CompanyProfileInput,
  type CompanyProfileUpdate,
} from "@/lib/validation/company-profile";

import { isSessionExpired, SESSION_EXPIRED_LOGIN_PATH, useUpdateCompanyProfile } from "./queries";

type TextField = Exclude<keyof CompanyProfileInput, "services" | "districts">;

const TEXT_FIELDS: {
  name: TextField;
  label: string;
  autoComplete: string;
  type?: string;
  maxLength: number;
  inputMode?: "numeric" | "tel" | "email";
  hint?: string;
}[] = [
  {
    name: "contactPhone",
    label: "Telefon",
    autoComplete: "tel",
    type: "tel",
    maxLength: COMPANY_PROFILE_MAX_LENGTH.contactPhone,
    inputMode: "tel",
  },
  {
    name: "contactEmail",
    label: "E-Mail für Anfragen",
    autoComplete: "email",
    type: "email",
    maxLength: COMPANY_PROFILE_MAX_LENGTH.contactEmail,
    inputMode: "email",
  },
  {
    name: "street",
    label: "Straße und Hausnummer",
    autoComplete: "address-line1",
    maxLength: COMPANY_PROFILE_MAX_LENGTH.street,
    hint: "Ihre Geschäftsadresse, z. B. für Rechnungen.",
  },
  { name: "zipCode", label: "PLZ", autoComplete: "postal-code", maxLength: 4, inputMode: "numeric" },
  { name: "city", label: "Ort", autoComplete: "address-level2", maxLength: COMPANY_PROFILE_MAX_LENGTH.city },
  {
    name: "contactInfo",
    label: "Kontaktadresse für Kunden",
    autoComplete: "street-address",
    maxLength: COMPANY_PROFILE_MAX_LENGTH.contactInfo,
    hint: "Adresse, wie Kunden sie sehen (z. B. Büro oder Schauraum).",
  },
  {
    name: "vatId",
    label: "UID-Nummer (optional)",
    autoComplete: "off",
    maxLength: 14,
    hint: "Format ATU und 8 Ziffern, z. B. ATU12345678.",
  },
];

function valuesOf(profile: CompanyProfile): CompanyProfileInput {
  return {
    contactPhone: profile.contactPhone ? formatPhone(profile.contactPhone) : "",
    contactEmail: profile.contactEmail ?? "",
    contactInfo: profile.contactInfo ?? "",
    zipCode: profile.zipCode ?? "",
    city: profile.city,
    services: profile.services,
    street: profile.street ?? "",
    vatId: profile.vatId ?? "",
    districts: profile.districts,
  };
}

export function CompanyProfileDialog({ profile }: { profile: CompanyProfile }) {
  const [open, setOpen] = useState(false);
  const router = useRouter();
  const update = useUpdateCompanyProfile();
  const form = useForm<CompanyProfileInput, unknown, CompanyProfileUpdate>({
    resolver: zodResolver(companyProfileSchema),
    defaultValues: valuesOf(profile),
  });
  const { register, handleSubmit, formState, reset } = form;
  const serviceChoices = [...new Set([...PROFILE_SERVICE_CHOICES, ...profile.services])];

  const changeOpen = (next: boolean) => {
    if (next) reset(valuesOf(profile));
    setOpen(next);
  };

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        toast.success("Firmendaten gespeichert");
        setOpen(false);
      },
      onError: (error) => {
        if (isSessionExpired(error)) {
          router.replace(SESSION_EXPIRED_LOGIN_PATH);
          return;
        }
        applyServerErrors(form, error, {
          title: "Fehler",
          fallback: "Die Firmendaten konnten nicht gespeichert werden.",
          fields: [
            "contactPhone",
            "contactEmail",
            "contactInfo",
            "zipCode",
            "city",
            "services",
            "street",
            "vatId",
            "districts",
          ],
        });
      },
    }),
  );

  const servicesError = formState.errors.services?.message ?? formState.errors.services?.root?.message;
  const districtErrors = formState.errors.districts;
  const districtsError =
    districtErrors?.message ??
    districtErrors?.root?.message ??
    (Array.isArray(districtErrors) ? districtErrors.find((entry) => entry?.message)?.message : undefined);

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="min-h-10 self-start">
          <Building2 aria-hidden="true" />
          Firmendaten
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Firmendaten</DialogTitle>
          <DialogDescription>
            Kontaktdaten und Leistungen von {profile.name}. Firmenname und Verifizierung ändert nur unser Team –
            schreiben Sie uns dazu.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          {TEXT_FIELDS.map((field) => {
            const id = `company-profile-${field.name}`;
            const error = formState.errors[field.name]?.message;
            return (
              <div key={field.name} className="grid gap-1.5">
                <Label htmlFor={id}>{field.label}</Label>
                <Input
                  id={id}
                  type={field.type ?? "text"}
                  autoComplete={field.autoComplete}
                  inputMode={field.inputMode}
                  maxLength={field.maxLength}
                  className="h-10"
                  aria-invalid={Boolean(error)}
                  aria-describedby={
                    [field.hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined
                  }
                  {...register(field.name)}
                />
                {field.hint && (
                  <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                    {field.hint}
                  </p>
                )}
                {error && (
                  <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
          <fieldset
            className="grid gap-2"
            aria-describedby={servicesError ? "company-profile-services-error" : undefined}
          >
            <legend className="mb-1 text-sm font-medium">Leistungen</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {serviceChoices.map((service) => (
                <label key={service} className="flex min-h-10 items-center gap-2 rounded-md border px-3 text-sm">
                  <input type="checkbox" value={service} className="size-4 accent-primary" {...register("services")} />
                  {serviceName(service)}
                </label>
              ))}
            </div>
            {servicesError && (
              <p id="company-profile-services-error" role="alert" className="text-sm text-destructive">
                {servicesError}
              </p>
            )}
          </fieldset>
          <fieldset
            className="grid gap-2"
            aria-describedby={`company-profile-districts-hint${districtsError ? " company-profile-districts-error" : ""}`}
          >
            <legend className="mb-1 text-sm font-medium">Bezirke, in denen Sie arbeiten</legend>
            <p id="company-profile-districts-hint" className="text-xs text-muted-foreground">
              Keine Auswahl bedeutet: ganz Wien.
            </p>
            <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
              {VIENNA_POSTCODES.map((zip, index) => (
                <label key={zip} className="flex min-h-10 items-center gap-2 rounded-md border px-3 text-sm">
                  <input type="checkbox" value={zip} className="size-4 accent-primary" {...register("districts")} />
                  <span>
                    {zip} {VIENNA_DISTRICT_NAMES[index]}
                  </span>
                </label>
              ))}
            </div>
            {districtsError && (
              <p id="company-profile-districts-error" role="alert" className="text-sm text-destructive">
                {districtsError}
              </p>
            )}
          </fieldset>
          <DialogFooter className="mt-2">
            <Button type="button" variant="outline" onClick={() => changeOpen(false)}>
              Abbrechen
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              {update.isPending ? "Wird gespeichert..." : "Speichern"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
