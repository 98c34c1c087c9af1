"use client";
/**
 * The company registration form of /unternehmen, validated with the API's zod schema. Success toasts and calls
 * `onDone` (the page hides the form); a 400's field messages show at their fields.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Loader2, Send } from "lucide-react";
import Link from "next/link";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { serviceName } from "@/lib/content/service-catalog";
import { EMPLOYEE_CHOICES, EXPERIENCE_CHOICES } from "@/lib/domain/partner-choices";
import { apiRequest } from "@/lib/http/api-client";
import { applyServerErrors } from "@/lib/http/form-errors";
import {
  COMPANY_REGISTRATION_MAX_LENGTH as MAX,
  companyRegistrationSchema,
  type CompanyRegistrationInput,
  type CompanyRegistrationRequest,
} from "@/lib/validation/company-registration";
import { HONEYPOT_FIELD } from "@/lib/domain/honeypot";
import { requiredLicenceNames } from "@/lib/verification/licences";

import { FieldError, FormField, NativeSelect, fieldAria } from "@/components/forms/form-controls";
import { ServiceChoiceGroups } from "./service-choice-groups";

/** Id of the first field (focused when the form is revealed). */
export const REGISTRATION_FIRST_FIELD_ID = "registration-companyName";

const EMPTY_FORM: CompanyRegistrationInput = {
  companyName: "",
  contactPerson: "",
  email: "",
  phone: "",
  address: "",
  city: "",
  zipCode: "",
  services: [],
  gisaNumber: "",
  vatId: "",
  fnNumber: "",
  experience: "",
  employees: "",
  description: "",
  acceptTerms: false,
  [HONEYPOT_FIELD]: "",
};

const FIELDS = Object.keys(EMPTY_FORM).filter((key) => key !== HONEYPOT_FIELD) as (keyof CompanyRegistrationRequest)[];

const id = (field: string) => `registration-${field}`;

export function CompanyRegistrationForm({
  onDone,
  onCancel,
}: {
  /** Called with the token of the applicant's status link (which services the licence allows). */
  onDone: (checksToken: string | null) => void;
  onCancel: () => void;
}) {
  const form = useForm<CompanyRegistrationInput, unknown, CompanyRegistrationRequest>({
    resolver: zodResolver(companyRegistrationSchema),
    defaultValues: EMPTY_FORM,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { register, handleSubmit, control, formState } = form;
  const chosenServices = useWatch({ control, name: "services" });
  const { errors } = formState;

  const submit = useMutation({
    mutationFn: (payload: CompanyRegistrationRequest) =>
      apiRequest<{ ok: true; id: number; checksToken?: string }>("POST", "/api/companies/register", payload),
    onSuccess: (answer) => {
      toast.success("Registrierung erfolgreich!", { description: "Wir melden uns in Kürze bei Ihnen." });
      onDone(answer.checksToken ?? null);
    },
    // A 400 from the server carries field messages: show them at the fields as well.
    onError: (error) =>
      applyServerErrors(form, error, {
        title: "Fehler bei der Registrierung",
        fallback: "Bitte versuchen Sie es später erneut.",
        description: "Bitte versuchen Sie es später erneut.",
        fields: FIELDS,
        focus: true,
      }),
  });
  const pending = submit.isPending;

  return (
    <form
      noValidate
      aria-labelledby="registration-title"
      aria-describedby="registration-intro"
      onSubmit={handleSubmit((values) => submit.mutate(values))}
      className="grid gap-6"
    >
      <div>
        <h2 id="registration-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Jetzt als Partner registrieren
        </h2>
        <p id="registration-intro" className="mt-2 text-muted-foreground">
          Alle Felder sind Pflichtfelder. Nach Ihrer Registrierung prüfen wir Ihre Angaben und melden uns innerhalb von
          2-3 Werktagen bei Ihnen.
        </p>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={id("companyName")} label="Firmenname" error={errors.companyName?.message}>
          <Input
            id={id("companyName")}
            autoComplete="organization"
            maxLength={MAX.companyName}
            className="h-11 scroll-mt-28"
            {...fieldAria(id("companyName"), errors.companyName?.message)}
            {...register("companyName")}
          />
        </FormField>
        <FormField id={id("contactPerson")} label="Ansprechpartner" error={errors.contactPerson?.message}>
          <Input
            id={id("contactPerson")}
            autoComplete="name"
            maxLength={MAX.contactPerson}
            className="h-11 scroll-mt-28"
            {...fieldAria(id("contactPerson"), errors.contactPerson?.message)}
            {...register("contactPerson")}
          />
        </FormField>
        <FormField id={id("email")} label="E-Mail" error={errors.email?.message}>
          <Input
            id={id("email")}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={MAX.email}
            className="h-11 scroll-mt-28"
            {...fieldAria(id("email"), errors.email?.message)}
            {...register("email")}
          />
        </FormField>
        <FormField id={id("phone")} label="Telefon" error={errors.phone?.message}>
          <Input
            id={id("phone")}
            type="tel"
            autoComplete="tel"
            maxLength={MAX.phone}
            className="h-11 scroll-mt-28"
            {...fieldAria(id("phone"), errors.phone?.message)}
            {...register("phone")}
          />
        </FormField>
        <FormField id={id("address")} label="Adresse" error={errors.address?.message} className="sm:col-span-2">
          <Input
            id={id("address")}
            autoComplete="street-address"
            placeholder="Straße und Hausnummer"
            maxLength={MAX.address}
            className="h-11 scroll-mt-28"
            {...fieldAria(id("address"), errors.address?.message)}
            {...register("address")}
          />
        </FormField>
        <FormField id={id("zipCode")} label="PLZ" error={errors.zipCode?.message}>
          <Input
            id={id("zipCode")}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="1010"
            maxLength={MAX.zipCode}
            className="h-11 scroll-mt-28"
            {...fieldAria(id("zipCode"), errors.zipCode?.message)}
            {...register("zipCode")}
          />
        </FormField>
        <FormField id={id("city")} label="Stadt" error={errors.city?.message}>
          <Input
            id={id("city")}
            autoComplete="address-level2"
            placeholder="Wien"
            maxLength={MAX.city}
            className="h-11 scroll-mt-28"
            {...fieldAria(id("city"), errors.city?.message)}
            {...register("city")}
          />
        </FormField>
      </div>

      <Controller
        control={control}
        name="services"
        render={({ field }) => {
          const error = errors.services?.message ?? errors.services?.[0]?.message;
          return (
            <div className="grid gap-2">
              <ServiceChoiceGroups
                idPrefix={id("service")}
                legend="Leistungen"
                selected={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                firstRef={field.ref}
                error={error}
                errorId={`${id("services")}-error`}
              />
              <FieldError id={id("services")} error={error} />
            </div>
          );
        }}
      />

      <LicenceHint services={chosenServices ?? []} />

      <fieldset className="grid gap-5 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium sm:col-span-3">
          Register (wir prüfen sie automatisch im GISA, im VIES und im Firmenbuch)
        </legend>
        <FormField
          id={id("gisaNumber")}
          label="GISA-Zahl"
          hint="Steht auf Ihrem GISA-Auszug (gisa.gv.at)."
          error={errors.gisaNumber?.message}
        >
          <Input
            id={id("gisaNumber")}
            inputMode="numeric"
            placeholder="12345678"
            maxLength={20}
            className="h-11 scroll-mt-28"
            {...fieldAria(id("gisaNumber"), errors.gisaNumber?.message, `${id("gisaNumber")}-hint`)}
            {...register("gisaNumber")}
          />
        </FormField>
        <FormField id={id("vatId")} label="UID-Nummer (optional)" error={errors.vatId?.message}>
          <Input
            id={id("vatId")}
            placeholder="ATU12345678"
            maxLength={20}
            className="h-11 scroll-mt-28"
            {...fieldAria(id("vatId"), errors.vatId?.message)}
            {...register("vatId")}
          />
        </FormField>
        <FormField id={id("fnNumber")} label="Firmenbuchnummer (optional)" error={errors.fnNumber?.message}>
          <Input
            id={id("fnNumber")}
            placeholder="FN 123456a"
            maxLength={20}
            className="h-11 scroll-mt-28"
            {...fieldAria(id("fnNumber"), errors.fnNumber?.message)}
            {...register("fnNumber")}
          />
        </FormField>
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id={id("experience")} label="Berufserfahrung" error={errors.experience?.message}>
          <NativeSelect
            id={id("experience")}
            className="scroll-mt-28"
            {...fieldAria(id("experience"), errors.experience?.message)}
            {...register("experience")}
          >
            <option value="">Bitte wählen</option>
            {EXPERIENCE_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={id("employees")} label="Anzahl Mitarbeiter" error={errors.employees?.message}>
          <NativeSelect
            id={id("employees")}
            className="scroll-mt-28"
            {...fieldAria(id("employees"), errors.employees?.message)}
            {...register("employees")}
          >
            <option value="">Bitte wählen</option>
            {EMPLOYEE_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>

      <FormField
        id={id("description")}
        label="Beschreibung Ihres Unternehmens"
        hint="Mindestens 20 Zeichen: Schwerpunkte, Einsatzgebiet, Referenzen."
        error={errors.description?.message}
      >
        <Textarea
          id={id("description")}
          rows={5}
          maxLength={MAX.description}
          className="min-h-32 scroll-mt-28"
          {...fieldAria(id("description"), errors.description?.message, `${id("description")}-hint`)}
          {...register("description")}
        />
      </FormField>

      {/* Honeypot: hidden from people and assistive technology; bots that fill it are dropped. */}
      <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor={id(HONEYPOT_FIELD)}>Website (bitte leer lassen)</label>
        <input id={id(HONEYPOT_FIELD)} tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
      </div>

      <div className="grid gap-1.5">
        <div className="flex items-start gap-3">
          <Controller
            control={control}
            name="acceptTerms"
            render={({ field }) => (
              <Checkbox
                id={id("acceptTerms")}
                ref={field.ref}
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                className="mt-0.5 scroll-mt-28"
                {...fieldAria(id("acceptTerms"), errors.acceptTerms?.message)}
              />
            )}
          />
          <Label htmlFor={id("acceptTerms")} className="block leading-relaxed font-normal">
            Ich akzeptiere die{" "}
            <Link
              prefetch={false}
              href="/agb"
              target="_blank"
              className="font-medium text-primary underline underline-offset-2"
            >
              AGB
            </Link>{" "}
            und{" "}
            <Link
              prefetch={false}
              href="/datenschutz"
              target="_blank"
              className="font-medium text-primary underline underline-offset-2"
            >
              Datenschutzerklärung
            </Link>
          </Label>
        </div>
        <FieldError id={id("acceptTerms")} error={errors.acceptTerms?.message} />
      </div>

      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button type="button" variant="outline" size="lg" disabled={pending} onClick={onCancel}>
          Abbrechen
        </Button>
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          {pending ? "Wird gesendet..." : "Registrierung absenden"}
        </Button>
      </div>
    </form>
  );
}

/** Per chosen service, the trade licence it needs (lib/verification/licences.ts): leads only for covered ones. */
function LicenceHint({ services }: { services: readonly string[] }) {
  if (services.length === 0) return null;
  return (
    <div className="rounded-lg border bg-muted/40 p-4 text-sm" aria-live="polite">
      <p className="font-medium">Benötigte Gewerbeberechtigung</p>
      <ul className="mt-1 grid gap-1 text-muted-foreground">
        {services.map((service) => {
          const names = requiredLicenceNames(service);
          return (
            <li key={service}>
              {serviceName(service)}: {names.length > 0 ? names.join(" oder ") : "keine bestimmte"}
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-muted-foreground">
        Anfragen erhalten Sie nur für Leistungen, die Ihre im GISA eingetragene Gewerbeberechtigung abdeckt.
      </p>
    </div>
  );
}
