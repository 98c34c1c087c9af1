"use client";
/**
 * "Firmendaten" (issue 13 §3): the company edits its own contact data (phone, e-mail, address, PLZ,
 * city) and services in a dialog; name and verification stay with the admin and are shown read-only.
 * Validated with the schema of PATCH /api/company/profile; server field errors go to the fields, a
 * 401 sends the user to the login page with the "Sitzung abgelaufen" notice.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Building2, Loader2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { CompanyProfile } from "@/lib/domain/company-lead";
import { applyServerErrors } from "@/lib/http/form-errors";
import {
  COMPANY_PROFILE_MAX_LENGTH,
  PROFILE_SERVICE_CHOICES,
  companyProfileSchema,
  type CompanyProfileInput,
  type CompanyProfileUpdate,
} from "@/lib/validation/company-profile";

import { isSessionExpired, SESSION_EXPIRED_LOGIN_PATH, useUpdateCompanyProfile } from "./queries";

type TextField = Exclude<keyof CompanyProfileInput, "services">;

const TEXT_FIELDS: { name: TextField; label: string; autoComplete: string; type?: string; maxLength: number; inputMode?: "numeric" | "tel" | "email" }[] = [
  { name: "contactPhone", label: "Telefon", autoComplete: "tel", type: "tel", maxLength: COMPANY_PROFILE_MAX_LENGTH.contactPhone, inputMode: "tel" },
  { name: "contactEmail", label: "E-Mail für Anfragen", autoComplete: "email", type: "email", maxLength: COMPANY_PROFILE_MAX_LENGTH.contactEmail, inputMode: "email" },
  { name: "contactInfo", label: "Adresse (Straße und Hausnummer)", autoComplete: "street-address", maxLength: COMPANY_PROFILE_MAX_LENGTH.contactInfo },
  { name: "zipCode", label: "PLZ", autoComplete: "postal-code", maxLength: 4, inputMode: "numeric" },
  { name: "city", label: "Ort", autoComplete: "address-level2", maxLength: COMPANY_PROFILE_MAX_LENGTH.city },
];

function valuesOf(profile: CompanyProfile): CompanyProfileInput {
  return {
    contactPhone: profile.contactPhone ?? "",
    contactEmail: profile.contactEmail ?? "",
    contactInfo: profile.contactInfo ?? "",
    zipCode: profile.zipCode ?? "",
    city: profile.city,
    services: profile.services,
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
          fields: ["contactPhone", "contactEmail", "contactInfo", "zipCode", "city", "services"],
        });
      },
    }),
  );

  const servicesError = formState.errors.services?.message ?? formState.errors.services?.root?.message;

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
            Kontaktdaten und Leistungen von {profile.name}. Firmenname und Verifizierung ändert nur unser Team – schreiben Sie uns dazu.
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
                  aria-describedby={error ? `${id}-error` : undefined}
                  {...register(field.name)}
                />
                {error && (
                  <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
          <fieldset className="grid gap-2" aria-describedby={servicesError ? "company-profile-services-error" : undefined}>
            <legend className="mb-1 text-sm font-medium">Leistungen</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {serviceChoices.map((service) => (
                <label key={service} className="flex min-h-10 items-center gap-2 rounded-md border px-3 text-sm">
                  <input type="checkbox" value={service} className="size-4 accent-primary" {...register("services")} />
                  {service}
                </label>
              ))}
            </div>
            {servicesError && (
              <p id="company-profile-services-error" role="alert" className="text-sm text-destructive">
                {servicesError}
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
