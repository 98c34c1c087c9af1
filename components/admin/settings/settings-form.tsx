"use client";
/**
 * The admin's "Einstellungen" form: contact details, imprint data, commission, backed public figures, invoice bank
 * details and notification addresses. Validated with lib/validation/settings.ts; warns before leaving unsaved.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Plus, Save, Trash2, TriangleAlert } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { Controller, useFieldArray, useForm, type FieldPath } from "react-hook-form";
import { toast } from "sonner";
import { fieldAria, FormField } from "@/components/forms/form-controls";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { PUBLIC_CLAIM_THRESHOLDS } from "@/lib/domain/public-claims";
import { IMPRINT_FIELD_LABELS, INVOICING_FIELD_LABELS, type ImprintSettings } from "@/lib/domain/settings";
import { applyServerErrors } from "@/lib/http/form-errors";
import { PUBLIC_CLAIM_LABELS, PUBLIC_CLAIM_LIMITS } from "@/lib/validation/public-claims";
import {
  MAX_COMPANIES_PER_LEAD,
  SETTINGS_LIMITS,
  siteSettingsSchema,
  type SiteSettings,
  type SiteSettingsInput,
} from "@/lib/validation/settings";

type FormValues = SiteSettingsInput;

const CONTACT_RELEASE_OPTIONS = [
  {
    value: "sofort",
    label: "Sofort bei Zuweisung",
    hint: "Jede zugewiesene Firma sieht die Kontaktdaten gleich nach der Zuweisung (bisheriges Verhalten).",
  },
  {
    value: "kunde",
    label: "Nach Freigabe durch den Kunden",
    hint: "Firmen sehen zunächst nur Anfrage, Postleitzahl und Vornamen. Der Kunde gibt im Projektraum frei, welche Firma ihn kontaktieren darf.",
  },
] as const;

/** Server error key → form field (an address of the list shows at the list). */
function formFieldOf(key: string): FieldPath<FormValues> | undefined {
  if (key.startsWith("notifications.emails")) return "notifications.emails";
  return key as FieldPath<FormValues>;
}

function Group({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const id = `settings-group-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {description && <div className="mt-1 text-sm text-muted-foreground">{description}</div>}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/**
 * A percentage typed with up to two decimals ("10", "12,5") held as basis points (1000 = 10 %);
 * text that is not a number gives NaN, which the schema rejects with its German message.
 */
function PercentInput({
  id,
  value,
  onChange,
  onBlur,
  error,
}: {
  id: string;
  value: number;
  onChange: (bps: number) => void;
  onBlur: () => void;
  error?: string;
}) {
  const [text, setText] = useState(() => (Number.isFinite(value) ? String(value / 100).replace(".", ",") : ""));
  return (
    <div className="flex items-center gap-2">
      <Input
        id={id}
        inputMode="decimal"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const normalized = event.target.value.trim().replace(",", ".");
          const parsed = /^\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
          onChange(Number.isNaN(parsed) ? Number.NaN : Math.round(parsed * 1e6) / 1e4);
        }}
        onBlur={onBlur}
        className="max-w-32"
        {...fieldAria(id, error, `${id}-hint`)}
      />
      <span aria-hidden="true">%</span>
    </div>
  );
}

/**
 * @param initial The stored settings (GET /api/admin/settings).
 * @param imprintMissing German labels of the imprint data still missing.
 * @param onSave Saves the parsed settings; rejects with the API error.
 */
export function SettingsForm({
  initial,
  imprintMissing,
  onSave,
}: {
  initial: SiteSettings;
  imprintMissing: string[];
  onSave: (settings: SiteSettings) => Promise<{ settings: SiteSettings }>;
}) {
  const form = useForm<FormValues, unknown, SiteSettings>({
    resolver: zodResolver(siteSettingsSchema),
    defaultValues: initial,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const openingHours = useFieldArray({ control: form.control, name: "contact.openingHours" });

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [isDirty]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await onSave(values);
      form.reset(saved.settings);
      toast.success("Einstellungen gespeichert", {
        description: "Die öffentlichen Seiten zeigen die Änderung spätestens in einer Minute.",
      });
    } catch (error) {
      applyServerErrors(form, error, {
        title: "Einstellungen konnten nicht gespeichert werden",
        fallback: "Bitte versuchen Sie es später erneut.",
        fields: formFieldOf,
        focus: true,
      });
    }
  });

  const text = (
    name: FieldPath<FormValues>,
    label: string,
    error: string | undefined,
    options: { hint?: string; maxLength: number; type?: string; autoComplete?: string; className?: string },
  ) => {
    const id = `settings-${name.replace(/\./g, "-")}`;
    return (
      <FormField id={id} label={label} hint={options.hint} error={error} className={options.className}>
        <Input
          id={id}
          type={options.type ?? "text"}
          maxLength={options.maxLength}
          autoComplete={options.autoComplete ?? "off"}
          {...fieldAria(id, error, options.hint ? `${id}-hint` : undefined)}
          {...form.register(name)}
        />
      </FormField>
    );
  };

  const emailErrors = errors.notifications?.emails;
  const emailError =
    emailErrors?.message ??
    emailErrors?.root?.message ??
    (Array.isArray(emailErrors) ? emailErrors.find((entry) => entry?.message)?.message : undefined);

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6" aria-label="Einstellungen">
      <Group title="Kontakt" description="Wird in der Fußzeile jeder Seite, auf /kontakt und im Impressum angezeigt.">
        {text("contact.phone", "Telefon", errors.contact?.phone?.message, {
          maxLength: SETTINGS_LIMITS.phone,
          type: "tel",
          hint: "Leer lassen, solange es keine öffentliche Nummer gibt: Die Seiten zeigen dann „noch nicht hinterlegt“.",
        })}
        {text("contact.email", "E-Mail", errors.contact?.email?.message, {
          maxLength: SETTINGS_LIMITS.email,
          type: "email",
        })}
        {text("contact.whatsapp", "WhatsApp-Nummer", errors.contact?.whatsapp?.message, {
          maxLength: 15,
          hint: "Nur Ziffern mit Ländervorwahl, z. B. 4312345678.",
        })}
        <div className="hidden sm:block" />
        {text("contact.street", "Straße und Hausnummer", errors.contact?.street?.message, {
          maxLength: SETTINGS_LIMITS.street,
        })}
        {text("contact.zipCity", "PLZ und Ort", errors.contact?.zipCity?.message, {
          maxLength: SETTINGS_LIMITS.zipCity,
        })}
        <fieldset className="grid gap-3 sm:col-span-2">
          <legend className="text-sm font-medium">Öffnungszeiten</legend>
          {openingHours.fields.map((row, index) => (
            <div key={row.id} className="grid grid-cols-[1fr_auto] items-start gap-2 sm:grid-cols-[10rem_1fr_auto]">
              {text(
                `contact.openingHours.${index}.days`,
                `Tage (Zeile ${index + 1})`,
                errors.contact?.openingHours?.[index]?.days?.message,
                {
                  maxLength: SETTINGS_LIMITS.openingDays,
                  className: "col-span-2 sm:col-span-1",
                },
              )}
              {text(
                `contact.openingHours.${index}.hours`,
                `Zeiten (Zeile ${index + 1})`,
                errors.contact?.openingHours?.[index]?.hours?.message,
                {
                  maxLength: SETTINGS_LIMITS.openingHours,
                },
              )}
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="mt-6"
                aria-label={`Zeile ${index + 1} der Öffnungszeiten entfernen`}
                onClick={() => openingHours.remove(index)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          ))}
          {errors.contact?.openingHours?.message && (
            <p role="alert" className="text-sm text-destructive">
              {errors.contact.openingHours.message}
            </p>
          )}
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            disabled={openingHours.fields.length >= SETTINGS_LIMITS.openingRows}
            onClick={() => openingHours.append({ days: "", hours: "" })}
          >
            <Plus aria-hidden="true" />
            Zeile hinzufügen
          </Button>
        </fieldset>
      </Group>

      <Group
        title="Impressum"
        description={
          imprintMissing.length > 0 ? (
            <p
              className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900"
              role="note"
            >
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>Das Impressum ist unvollständig. Es fehlen: {imprintMissing.join(", ")}.</span>
            </p>
          ) : (
            "Angaben gemäß § 5 ECG und § 14 UGB; Anschrift, Telefon und E-Mail kommen aus „Kontakt“."
          )
        }
      >
        {(Object.keys(IMPRINT_FIELD_LABELS) as (keyof ImprintSettings)[]).map((key) => (
          <div key={key}>
            {text(`imprint.${key}`, IMPRINT_FIELD_LABELS[key], errors.imprint?.[key]?.message, {
              maxLength: SETTINGS_LIMITS.imprintField,
            })}
          </div>
        ))}
      </Group>

      <Group title="Marktplatz">
        <Controller
          control={form.control}
          name="marketplace.commissionBps"
          render={({ field, fieldState }) => (
            <FormField
              id="settings-commission"
              label="Provision"
              hint="Prozent vom Auftragswert, bis zu zwei Nachkommastellen (Standard 10 %)."
              error={fieldState.error?.message}
            >
              <PercentInput
                id="settings-commission"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            </FormField>
          )}
        />
        <FormField
          id="settings-companies-per-lead"
          label="Firmen pro Lead"
          hint={`Wie viele Firmen einen Lead gleichzeitig erhalten (1–${MAX_COMPANIES_PER_LEAD}).`}
          error={errors.marketplace?.companiesPerLead?.message}
        >
          <Input
            id="settings-companies-per-lead"
            type="number"
            min={1}
            max={MAX_COMPANIES_PER_LEAD}
            step={1}
            className="max-w-32"
            {...fieldAria(
              "settings-companies-per-lead",
              errors.marketplace?.companiesPerLead?.message,
              "settings-companies-per-lead-hint",
            )}
            {...form.register("marketplace.companiesPerLead", { valueAsNumber: true })}
          />
        </FormField>
        <fieldset className="space-y-2" aria-describedby="settings-contact-release-hint">
          <legend className="text-sm font-medium">Kontaktdaten an Firmen</legend>
          <p id="settings-contact-release-hint" className="text-sm text-muted-foreground">
            Wann zugewiesene Firmen Name, Telefonnummer, E-Mail und Adresse des Kunden sehen.
          </p>
          {CONTACT_RELEASE_OPTIONS.map((option) => (
            <label key={option.value} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                value={option.value}
                className="mt-1"
                {...form.register("marketplace.contactRelease")}
              />
              <span>
                <span className="font-medium">{option.label}</span>
                <span className="block text-muted-foreground">{option.hint}</span>
              </span>
            </label>
          ))}
          {errors.marketplace?.contactRelease?.message && (
            <p className="text-sm text-destructive" role="alert">
              {errors.marketplace.contactRelease.message}
            </p>
          )}
        </fieldset>
      </Group>

      <Group
        title="Öffentliche Angaben"
        description={
          <>
            Zahlen und Auszeichnungen erscheinen auf der Website nur mit ihrer Quelle (z. B. „Kundenbefragung 11/2026,
            120 Antworten“ oder „Google-Bewertungen, Stand 26.11.2026“). Leer lassen, was Sie nicht belegen können.
            Geprüfte Betriebe, vermittelte Projekte und Bewertungen zählt die Plattform selbst und zeigt sie ab{" "}
            {PUBLIC_CLAIM_THRESHOLDS.verifiedCompanies} Betrieben, {PUBLIC_CLAIM_THRESHOLDS.projectsBrokered} Projekten
            bzw. {PUBLIC_CLAIM_THRESHOLDS.reviews} Bewertungen.
          </>
        }
      >
        {text(
          "publicClaims.foundingYear",
          PUBLIC_CLAIM_LABELS.foundingYear,
          errors.publicClaims?.foundingYear?.message,
          { maxLength: 4, hint: "z. B. 2023" },
        )}
        {text(
          "publicClaims.foundingYearSource",
          "Quelle des Gründungsjahrs",
          errors.publicClaims?.foundingYearSource?.message,
          {
            maxLength: PUBLIC_CLAIM_LIMITS.source,
            hint: "z. B. Firmenbuch, FN 123456 a",
          },
        )}
        {text(
          "publicClaims.satisfactionPercent",
          PUBLIC_CLAIM_LABELS.satisfactionPercent,
          errors.publicClaims?.satisfactionPercent?.message,
          { maxLength: 3 },
        )}
        {text(
          "publicClaims.satisfactionSource",
          "Quelle der Zufriedenheit",
          errors.publicClaims?.satisfactionSource?.message,
          {
            maxLength: PUBLIC_CLAIM_LIMITS.source,
            hint: "Befragung mit Zeitraum und Anzahl der Antworten",
          },
        )}
        {text(
          "publicClaims.externalRatingAverage",
          PUBLIC_CLAIM_LABELS.externalRatingAverage,
          errors.publicClaims?.externalRatingAverage?.message,
          {
            maxLength: 3,
            hint: "z. B. 4,8",
          },
        )}
        {text(
          "publicClaims.externalRatingCount",
          PUBLIC_CLAIM_LABELS.externalRatingCount,
          errors.publicClaims?.externalRatingCount?.message,
          { maxLength: 7 },
        )}
        {text(
          "publicClaims.externalRatingSource",
          "Quelle der Bewertung",
          errors.publicClaims?.externalRatingSource?.message,
          {
            maxLength: PUBLIC_CLAIM_LIMITS.source,
            hint: "Plattform und Stand, z. B. Google-Bewertungen, Stand 26.11.2026",
            className: "sm:col-span-2",
          },
        )}
        {text("publicClaims.badge", PUBLIC_CLAIM_LABELS.badge, errors.publicClaims?.badge?.message, {
          maxLength: PUBLIC_CLAIM_LIMITS.badge,
          hint: "z. B. „Testsieger Renovierungsportale 2026“",
        })}
        {text("publicClaims.badgeSource", "Quelle der Auszeichnung", errors.publicClaims?.badgeSource?.message, {
          maxLength: PUBLIC_CLAIM_LIMITS.source,
          hint: "Wer hat sie vergeben, wann, mit Link",
        })}
      </Group>

      <Group
        title="Rechnungen"
        description="Bankverbindung auf den Provisionsrechnungen. Firmenwortlaut und UID-Nummer kommen aus „Impressum“, die Anschrift aus „Kontakt“."
      >
        {text(
          "invoicing.accountHolder",
          INVOICING_FIELD_LABELS.accountHolder,
          errors.invoicing?.accountHolder?.message,
          { maxLength: SETTINGS_LIMITS.accountHolder },
        )}
        {text("invoicing.bankName", INVOICING_FIELD_LABELS.bankName, errors.invoicing?.bankName?.message, {
          maxLength: SETTINGS_LIMITS.bankName,
        })}
        {text("invoicing.iban", INVOICING_FIELD_LABELS.iban, errors.invoicing?.iban?.message, {
          maxLength: 42,
          hint: "Mit oder ohne Leerzeichen, z. B. AT61 1904 3002 3457 3201.",
        })}
        {text("invoicing.bic", INVOICING_FIELD_LABELS.bic, errors.invoicing?.bic?.message, {
          maxLength: 14,
          hint: "8 oder 11 Zeichen.",
        })}
      </Group>

      <Group title="Benachrichtigungen">
        <Controller
          control={form.control}
          name="notifications.emails"
          render={({ field }) => (
            <FormField
              id="settings-notification-emails"
              label="E-Mail-Adressen für Benachrichtigungen"
              hint="Eine Adresse pro Zeile. Sie erhalten neue Kontaktanfragen, Firmenanmeldungen und die Erinnerung an wartende Leads. Leer lassen: Die Benachrichtigungen gehen an die Admins."
              error={emailError}
              className="sm:col-span-2"
            >
              <Textarea
                id="settings-notification-emails"
                rows={4}
                value={field.value.join("\n")}
                onChange={(event) => field.onChange(event.target.value.split("\n"))}
                onBlur={field.onBlur}
                ref={field.ref}
                {...fieldAria("settings-notification-emails", emailError, "settings-notification-emails-hint")}
              />
            </FormField>
          )}
        />
      </Group>

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          {isSubmitting ? "Wird gespeichert..." : "Einstellungen speichern"}
        </Button>
        {isDirty && <span className="text-sm text-muted-foreground">Ungespeicherte Änderungen</span>}
      </div>
    </form>
  );
}
