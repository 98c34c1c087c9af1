"use client";
/**
 * The partner onboarding form for both languages (German /partner-onboarding, English /partner-onboarding2; texts in
 * lib/content/partner-onboarding-texts.ts). Every field is optional except the consent. Some checkbox questions
 * behave as single choice; their WeTransfer link field shows only while that option is chosen.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { CircleCheck, Loader2, Send } from "lucide-react";
import Link from "next/link";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Controller, useForm, useWatch, type Control, type UseFormReturn } from "react-hook-form";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Textarea } from "@/components/ui/textarea";
import {
  PARTNER_ONBOARDING_TEXTS,
  type OnboardingTextField,
  type OptionText,
  type PartnerOnboardingTexts,
} from "@/lib/content/partner-onboarding-texts";
import { WETRANSFER_VALUE } from "@/lib/domain/partner-choices";
import { apiRequest, statusFromApiError } from "@/lib/http/api-client";
import { applyServerErrors } from "@/lib/http/form-errors";
import {
  PARTNER_ONBOARDING_MAX_LENGTH as MAX,
  createPartnerOnboardingSchema,
  type OnboardingLanguage,
  type PartnerOnboardingInput,
  type PartnerOnboardingRequest,
} from "@/lib/validation/partner-onboarding";
import { HONEYPOT_FIELD } from "@/lib/domain/honeypot";

import { FieldError, FormField, fieldAria } from "@/components/forms/form-controls";
import { ServiceChoiceGroups } from "./service-choice-groups";

type Form = UseFormReturn<PartnerOnboardingInput, unknown, PartnerOnboardingRequest>;
type SingleChoiceField = "businessLicense" | "liability" | "pricingAvailable";
type LinkField = "businessLicenseLink" | "liabilityLink" | "pricingLink";
type RadioField = "typicalStartTime" | "calendarSharing" | "paymentMethod" | "cashPaymentAcceptance";
type ListField = "preferredChannels";

const EMPTY_FORM: PartnerOnboardingInput = {
  companyName: "",
  address: "",
  contactPerson: "",
  email: "",
  phone: "",
  phone2: "",
  businessLicense: "",
  businessLicenseLink: "",
  liability: "",
  liabilityLink: "",
  references: "",
  services: [],
  topServices: "",
  pricingAvailable: "",
  pricingLink: "",
  currentOffers: "",
  siteVisitOffer: "",
  typicalStartTime: "",
  calendarSharing: "",
  calendarLink: "",
  availability: "",
  preferredChannels: [],
  otherChannel: "",
  differentiator: "",
  specialNotes: "",
  paymentMethod: "",
  paymentMethodOther: "",
  provisionNotes: "",
  cashPaymentAcceptance: "",
  cashPaymentReason: "",
  privacyConsent: false,
  [HONEYPOT_FIELD]: "",
};

const FIELDS = Object.keys(EMPTY_FORM).filter((key) => key !== HONEYPOT_FIELD) as (keyof PartnerOnboardingInput)[];

const fieldId = (field: string) => `onboarding-${field}`;

/** Largest length of each text field (links share one limit). */
const TEXT_MAX: Record<OnboardingTextField, number> = {
  companyName: MAX.companyName,
  address: MAX.address,
  contactPerson: MAX.contactPerson,
  email: MAX.email,
  phone: MAX.phone,
  phone2: MAX.phone2,
  businessLicenseLink: MAX.link,
  liabilityLink: MAX.link,
  references: MAX.references,
  topServices: MAX.topServices,
  pricingLink: MAX.link,
  currentOffers: MAX.currentOffers,
  siteVisitOffer: MAX.siteVisitOffer,
  calendarLink: MAX.link,
  availability: MAX.availability,
  otherChannel: MAX.otherChannel,
  differentiator: MAX.differentiator,
  specialNotes: MAX.specialNotes,
  paymentMethodOther: MAX.paymentMethodOther,
  provisionNotes: MAX.provisionNotes,
  cashPaymentReason: MAX.cashPaymentReason,
};

export function PartnerOnboardingForm({
  language,
  contactEmail,
  commissionBps,
}: {
  language: OnboardingLanguage;
  contactEmail: string;
  commissionBps: number;
}) {
  const texts = PARTNER_ONBOARDING_TEXTS[language];
  const schema = useMemo(() => createPartnerOnboardingSchema(language), [language]);
  const [sent, setSent] = useState(false);
  const successRef = useRef<HTMLHeadingElement>(null);

  const form: Form = useForm<PartnerOnboardingInput, unknown, PartnerOnboardingRequest>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_FORM,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { handleSubmit, control, register, formState } = form;

  const submit = useMutation({
    mutationFn: (payload: PartnerOnboardingRequest) =>
      apiRequest<{ ok: true; id: number }>("POST", "/api/partner-onboarding", payload),
    onSuccess: () => {
      toast.success(texts.success.toast);
      setSent(true);
    },
    onError: (error) => {
      // The server answers in German: only the German form shows its messages.
      if (language === "de") {
        applyServerErrors(form, error, {
          title: texts.error.title,
          fallback: texts.error.fallback,
          fields: FIELDS,
          focus: true,
        });
        return;
      }
      const rateLimited = statusFromApiError(error) === 429;
      toast.error(texts.error.title, { description: rateLimited ? texts.error.rateLimited : texts.error.fallback });
    },
  });

  useEffect(() => {
    if (!sent) return;
    successRef.current?.scrollIntoView?.({ block: "center" });
    successRef.current?.focus({ preventScroll: true });
  }, [sent]);

  if (sent) {
    return (
      <div className="flex flex-col items-center rounded-2xl border bg-card px-5 py-12 text-center shadow-sm">
        <span className="flex size-14 items-center justify-center rounded-full bg-success text-success-foreground">
          <CircleCheck className="size-8" aria-hidden="true" />
        </span>
        <h2 ref={successRef} tabIndex={-1} className="mt-5 text-2xl font-bold tracking-tight outline-none">
          {texts.success.title}
        </h2>
        <p className="mt-3 max-w-md text-muted-foreground">{texts.success.text}</p>
      </div>
    );
  }

  const pending = submit.isPending;
  const text = (
    field: OnboardingTextField,
    options?: { multiline?: boolean; type?: string; autoComplete?: string },
  ) => <TextField form={form} texts={texts} field={field} {...options} />;

  return (
    <form noValidate onSubmit={handleSubmit((values) => submit.mutate(values))} className="grid gap-8">
      <FormSection id="company" title={texts.sections.company}>
        <div className="grid gap-5 sm:grid-cols-2">
          {text("companyName", { autoComplete: "organization" })}
          {text("contactPerson", { autoComplete: "name" })}
          <div className="sm:col-span-2">{text("address", { autoComplete: "street-address" })}</div>
          {text("email", { type: "email", autoComplete: "email" })}
          {text("phone", { type: "tel", autoComplete: "tel" })}
          {text("phone2", { type: "tel" })}
        </div>
      </FormSection>

      <FormSection
        id="certificates"
        title={texts.sections.certificates}
        intro={texts.sections.certificatesIntro(contactEmail)}
      >
        <SingleChoiceCheckboxes
          form={form}
          texts={texts}
          field="businessLicense"
          linkField="businessLicenseLink"
          options={texts.options.documentProof}
        />
        <SingleChoiceCheckboxes
          form={form}
          texts={texts}
          field="liability"
          linkField="liabilityLink"
          options={texts.options.documentProof}
        />
        {text("references", { multiline: true })}
      </FormSection>

      <FormSection id="services" title={texts.sections.services}>
        <Controller
          control={control}
          name="services"
          render={({ field, fieldState }) => (
            <div className="grid gap-2">
              <ServiceChoiceGroups
                idPrefix={fieldId("services")}
                legend={texts.questions.services.label}
                language={texts.language}
                selected={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                firstRef={field.ref}
                error={fieldState.error?.message}
                errorId={`${fieldId("services")}-error`}
              />
              <FieldError id={fieldId("services")} error={fieldState.error?.message} />
            </div>
          )}
        />
        {text("topServices", { multiline: true })}
        <SingleChoiceCheckboxes
          form={form}
          texts={texts}
          field="pricingAvailable"
          linkField="pricingLink"
          options={texts.options.pricingAvailable}
        />
        {text("currentOffers", { multiline: true })}
        {text("siteVisitOffer")}
      </FormSection>

      <FormSection id="capacity" title={texts.sections.capacity}>
        <RadioChoice
          control={control}
          texts={texts}
          field="typicalStartTime"
          options={texts.options.typicalStartTime}
        />
        <RadioChoice control={control} texts={texts} field="calendarSharing" options={texts.options.calendarSharing} />
        {text("calendarLink", { type: "url" })}
        {text("availability", { multiline: true })}
      </FormSection>

      <FormSection id="communication" title={texts.sections.communication}>
        <MultiChoiceCheckboxes
          control={control}
          texts={texts}
          field="preferredChannels"
          options={texts.options.preferredChannels}
        />
        {text("otherChannel")}
        {text("differentiator", { multiline: true })}
      </FormSection>

      <FormSection id="additional" title={texts.sections.additional}>
        {text("specialNotes", { multiline: true })}
      </FormSection>

      <FormSection id="payment" title={texts.sections.payment} intro={texts.sections.paymentIntro(commissionBps)}>
        <RadioChoice control={control} texts={texts} field="paymentMethod" options={texts.options.paymentMethod} />
        {text("paymentMethodOther")}
        {text("provisionNotes", { multiline: true })}
        <RadioChoice
          control={control}
          texts={texts}
          field="cashPaymentAcceptance"
          options={texts.options.cashPaymentAcceptance}
        />
        {text("cashPaymentReason", { multiline: true })}
      </FormSection>

      {/* Honeypot: hidden from people and assistive technology; bots that fill it are dropped. */}
      <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor={fieldId(HONEYPOT_FIELD)}>Website</label>
        <input id={fieldId(HONEYPOT_FIELD)} tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
      </div>

      <div className="grid gap-1.5 rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
        <div className="flex items-start gap-3">
          <Controller
            control={control}
            name="privacyConsent"
            render={({ field }) => (
              <Checkbox
                id={fieldId("privacyConsent")}
                ref={field.ref}
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                className="mt-0.5 scroll-mt-28"
                {...fieldAria(fieldId("privacyConsent"), formState.errors.privacyConsent?.message)}
              />
            )}
          />
          <Label htmlFor={fieldId("privacyConsent")} className="block leading-relaxed font-normal">
            {texts.consent.before}
            <Link
              prefetch={false}
              href="/datenschutz"
              target="_blank"
              className="font-medium text-primary underline underline-offset-2"
            >
              {texts.consent.link}
            </Link>
            {texts.consent.after}
          </Label>
        </div>
        <FieldError id={fieldId("privacyConsent")} error={formState.errors.privacyConsent?.message} />
      </div>

      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:justify-self-start">
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {pending ? texts.submitting : texts.submit}
      </Button>
    </form>
  );
}

/** A titled section of the form (h2 with an optional intro). */
function FormSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const headingId = `onboarding-section-${id}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-6 rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
      <div>
        <h2 id={headingId} className="text-xl font-bold tracking-tight sm:text-2xl">
          {title}
        </h2>
        {intro && <p className="mt-2 text-muted-foreground">{intro}</p>}
      </div>
      {children}
    </section>
  );
}

/** A text input or textarea bound to `field`, labelled from the dictionary. */
function TextField({
  form,
  texts,
  field,
  multiline = false,
  type = "text",
  autoComplete,
}: {
  form: Form;
  texts: PartnerOnboardingTexts;
  field: OnboardingTextField;
  multiline?: boolean;
  type?: string;
  autoComplete?: string;
}) {
  const { label, hint, placeholder } = texts.fields[field];
  const id = fieldId(field);
  const error = form.formState.errors[field]?.message;
  const aria = fieldAria(id, error, hint ? `${id}-hint` : undefined);
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {multiline ? (
        <Textarea
          id={id}
          rows={3}
          maxLength={TEXT_MAX[field]}
          placeholder={placeholder}
          className="min-h-24 scroll-mt-28"
          {...aria}
          {...form.register(field)}
        />
      ) : (
        <Input
          id={id}
          type={type}
          autoComplete={autoComplete}
          inputMode={type === "email" ? "email" : type === "tel" ? "tel" : type === "url" ? "url" : undefined}
          maxLength={TEXT_MAX[field]}
          placeholder={placeholder}
          className="h-11 scroll-mt-28"
          {...aria}
          {...form.register(field)}
        />
      )}
    </FormField>
  );
}

/**
 * A checkbox question with single-choice behaviour (spec: public-side §4): checking sets the value, unchecking does
 * nothing. The WeTransfer link field shows only while that option is chosen; another choice empties it.
 */
function SingleChoiceCheckboxes({
  form,
  texts,
  field,
  linkField,
  options,
}: {
  form: Form;
  texts: PartnerOnboardingTexts;
  field: SingleChoiceField;
  linkField: LinkField;
  options: readonly OptionText[];
}) {
  const value = useWatch({ control: form.control, name: field });
  const legendId = `${fieldId(field)}-legend`;
  const error = form.formState.errors[field]?.message;
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? `${fieldId(field)}-error` : undefined}>
      <legend id={legendId} className="mb-3 text-sm font-medium">
        {texts.questions[field].label}
      </legend>
      <Controller
        control={form.control}
        name={field}
        render={({ field: controller }) => (
          <div className="grid gap-3">
            {options.map((option, index) => {
              const id = `${fieldId(field)}-${index}`;
              return (
                <div key={option.value} className="flex items-center gap-3">
                  <Checkbox
                    id={id}
                    ref={index === 0 ? controller.ref : undefined}
                    checked={controller.value === option.value}
                    onBlur={controller.onBlur}
                    onCheckedChange={(checked) => {
                      if (checked !== true) return; // single choice: unchecking does nothing
                      controller.onChange(option.value);
                      if (option.value !== WETRANSFER_VALUE) {
                        form.setValue(linkField, "");
                        form.clearErrors(linkField);
                      }
                    }}
                  />
                  <Label htmlFor={id} className="font-normal leading-snug">
                    {option.label}
                  </Label>
                </div>
              );
            })}
          </div>
        )}
      />
      <FieldError id={fieldId(field)} error={error} />
      {value === WETRANSFER_VALUE && (
        <div className="mt-2">
          <TextField form={form} texts={texts} field={linkField} type="url" />
        </div>
      )}
    </fieldset>
  );
}

/** A checkbox list allowing several choices (preferred channels). */
function MultiChoiceCheckboxes({
  control,
  texts,
  field,
  options,
}: {
  control: Control<PartnerOnboardingInput, unknown, PartnerOnboardingRequest>;
  texts: PartnerOnboardingTexts;
  field: ListField;
  options: readonly OptionText[];
}) {
  return (
    <Controller
      control={control}
      name={field}
      render={({ field: controller, fieldState }) => {
        const selected = controller.value ?? [];
        const error = fieldState.error?.message;
        return (
          <fieldset className="grid gap-3" aria-describedby={error ? `${fieldId(field)}-error` : undefined}>
            <legend className="mb-3 text-sm font-medium">{texts.questions[field].label}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {options.map((option, index) => {
                const id = `${fieldId(field)}-${index}`;
                return (
                  <div key={option.value} className="flex items-center gap-3">
                    <Checkbox
                      id={id}
                      ref={index === 0 ? controller.ref : undefined}
                      checked={selected.includes(option.value)}
                      onBlur={controller.onBlur}
                      onCheckedChange={(checked) =>
                        controller.onChange(
                          checked === true
                            ? [...selected, option.value]
                            : selected.filter((value) => value !== option.value),
                        )
                      }
                    />
                    <Label htmlFor={id} className="font-normal leading-snug">
                      {option.label}
                    </Label>
                  </div>
                );
              })}
            </div>
            <FieldError id={fieldId(field)} error={error} />
          </fieldset>
        );
      }}
    />
  );
}

/** A single-choice question as a radio group. */
function RadioChoice({
  control,
  texts,
  field,
  options,
}: {
  control: Control<PartnerOnboardingInput, unknown, PartnerOnboardingRequest>;
  texts: PartnerOnboardingTexts;
  field: RadioField;
  options: readonly OptionText[];
}) {
  const legendId = `${fieldId(field)}-legend`;
  return (
    <Controller
      control={control}
      name={field}
      render={({ field: controller, fieldState }) => {
        const error = fieldState.error?.message;
        return (
          <fieldset className="grid gap-3">
            <legend id={legendId} className="mb-3 text-sm font-medium">
              {texts.questions[field].label}
            </legend>
            <RadioGroup
              ref={controller.ref}
              value={controller.value ?? ""}
              onValueChange={controller.onChange}
              onBlur={controller.onBlur}
              aria-labelledby={legendId}
              {...fieldAria(fieldId(field), error)}
            >
              {options.map((option, index) => {
                const id = `${fieldId(field)}-${index}`;
                return (
                  <div key={option.value} className="flex items-center gap-3">
                    <RadioGroupItem id={id} value={option.value} />
                    <Label htmlFor={id} className="font-normal leading-snug">
                      {option.label}
                    </Label>
                  </div>
                );
              })}
            </RadioGroup>
            <FieldError id={fieldId(field)} error={error} />
          </fieldset>
        );
      }}
    />
  );
}
