"use client";
/**
 * The dialog form of one subsidy rule ("Förderregel anlegen" / "Förderregel bearbeiten"). Rate typed in percent
 * (stored as basis points), amounts in euros (stored as cents via parseEuroToCents), dates "YYYY-MM-DD"; the
 * result is checked against the API's own schema. Server field errors land at their fields, others in an alert.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Save } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch, type FieldPath } from "react-hook-form";
import { FieldError, fieldAria, FormField } from "@/components/forms/form-controls";
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
import { Textarea } from "@/components/ui/textarea";
import { SERVICE_CATALOGUE } from "@/lib/content/service-catalog";
import { parseEuroToCents } from "@/lib/domain/money";
import { applyServerErrors } from "@/lib/http/form-errors";
import { subsidyRuleInputSchema, type SubsidyRuleInput } from "@/lib/subsidies/schemas";
import { viennaToday } from "@/lib/time/vienna";
import * as z from "@/lib/validation/zod";
import type { AdminSubsidyRuleRow } from "./queries";

/** Optional euro text → cents; "" → undefined; an unreadable amount adds `message`. */
function euroText(message: string) {
  return z.string().transform((text, ctx): number | null | undefined => {
    if (text.trim() === "") return undefined;
    const cents = parseEuroToCents(text);
    if (cents === null) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return cents;
  });
}

/**
 * The income limit of a rule with "Einkommensgrenze gilt" ticked: euro text → cents, "" → null (a limit applies,
 * its figure is not stored); an unreadable amount adds an issue at its field.
 */
function incomeLimitCents(text: string, ctx: z.RefinementCtx): number | null {
  if (text.trim() === "") return null;
  const cents = parseEuroToCents(text);
  if (cents === null) {
    ctx.addIssue({
      code: "custom",
      path: ["conditions", "maxHouseholdIncomeCents"],
      message: "Bitte das Höchsteinkommen in Euro angeben, z. B. 60.000, oder leer lassen.",
    });
    return null;
  }
  return cents;
}

/** Optional whole number text → number; "" → undefined, else NaN when not a whole number (the API rejects it). */
const wholeNumberText = z
  .string()
  .transform((text) => (text.trim() === "" ? undefined : /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN));

const formSchema = z
  .object({
    key: z.string(),
    name: z.string(),
    provider: z.string(),
    services: z.array(z.string()),
    rateBps: z.string().transform((text) => {
      const normalized = text.trim().replace(",", ".");
      return /^\d+(\.\d{1,2})?$/.test(normalized) ? Math.round(Number(normalized) * 100) : Number.NaN;
    }),
    maxCents: euroText("Bitte den Höchstbetrag in Euro angeben, z. B. 5.000 oder 5.000,50.").transform(
      (cents) => cents ?? null,
    ),
    conditions: z.object({
      minAge: wholeNumberText,
      mainResidenceVienna: z.boolean(),
      incomeLimit: z.boolean(),
      maxHouseholdIncomeCents: z.string(),
      minBuildingAgeYears: wholeNumberText,
      registrationBeforeStart: z.boolean(),
    }),
    conditionsText: z.string(),
    labourMaterialSplitRequired: z.boolean(),
    sourceUrl: z.string(),
    validFrom: z.string(),
    validTo: z.string().transform((text) => (text.trim() === "" ? null : text)),
    lastCheckedOn: z.string(),
    active: z.boolean(),
  })
  .transform(({ conditions, conditionsText, ...rule }, ctx) => ({
    ...rule,
    conditions: {
      ...(conditions.minAge !== undefined && { minAge: conditions.minAge }),
      ...(conditions.mainResidenceVienna && { mainResidenceVienna: true }),
      ...(conditions.incomeLimit && {
        maxHouseholdIncomeCents: incomeLimitCents(conditions.maxHouseholdIncomeCents, ctx),
      }),
      ...(conditions.minBuildingAgeYears !== undefined && { minBuildingAgeYears: conditions.minBuildingAgeYears }),
      ...(conditions.registrationBeforeStart && { registrationBeforeStart: true }),
    },
    conditionsText: conditionsText
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
  }))
  .pipe(subsidyRuleInputSchema);

type FormInput = z.input<typeof formSchema>;

const centsText = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? "" : (cents / 100).toFixed(2).replace(".", ",").replace(/,00$/, "");
const numberText = (value: number | undefined) => (value === undefined ? "" : String(value));

/** The form values of a stored rule, or of a new one (active, valid and checked from today). */
function defaultsOf(rule: AdminSubsidyRuleRow | null): FormInput {
  const today = viennaToday();
  return {
    key: rule?.key ?? "",
    name: rule?.name ?? "",
    provider: rule?.provider ?? "",
    services: [...(rule?.services ?? [])],
    rateBps: rule ? String(rule.rateBps / 100).replace(".", ",") : "",
    maxCents: centsText(rule?.maxCents),
    conditions: {
      minAge: numberText(rule?.conditions.minAge),
      mainResidenceVienna: rule?.conditions.mainResidenceVienna ?? false,
      incomeLimit: rule ? rule.conditions.maxHouseholdIncomeCents !== undefined : false,
      maxHouseholdIncomeCents: centsText(rule?.conditions.maxHouseholdIncomeCents),
      minBuildingAgeYears: numberText(rule?.conditions.minBuildingAgeYears),
      registrationBeforeStart: rule?.conditions.registrationBeforeStart ?? false,
    },
    conditionsText: (rule?.conditionsText ?? []).join("\n"),
    labourMaterialSplitRequired: rule?.labourMaterialSplitRequired ?? false,
    sourceUrl: rule?.sourceUrl ?? "",
    validFrom: rule?.validFrom ?? today,
    validTo: rule?.validTo ?? "",
    lastCheckedOn: rule?.lastCheckedOn ?? today,
    active: rule?.active ?? true,
  };
}

/** Server error key → form field (a service or condition line shows at its list). */
function formFieldOf(key: string): FieldPath<FormInput> | undefined {
  if (key.startsWith("services")) return "services";
  if (key.startsWith("conditionsText")) return "conditionsText";
  if (key.startsWith("conditions.")) return key as FieldPath<FormInput>;
  const top = key.split(".")[0];
  return top in defaultsOf(null) ? (top as FieldPath<FormInput>) : undefined;
}

/**
 * The create/edit dialog. `rule` null creates. `onSave` gets the API body (cents, basis points) and rejects with
 * the API error; the dialog closes when it resolves.
 */
export function SubsidyRuleDialog({
  open,
  rule,
  onSave,
  onClose,
}: {
  open: boolean;
  rule: AdminSubsidyRuleRow | null;
  onSave: (input: SubsidyRuleInput) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{rule ? "Förderregel bearbeiten" : "Förderregel anlegen"}</DialogTitle>
          <DialogDescription>
            Fördersatz in Prozent, Beträge in Euro. Die Regel wirkt im Quiz-Schritt „Förderung prüfen“.
          </DialogDescription>
        </DialogHeader>
        {open && <RuleForm key={rule?.id ?? "new"} rule={rule} onSave={onSave} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function RuleForm({
  rule,
  onSave,
  onClose,
}: {
  rule: AdminSubsidyRuleRow | null;
  onSave: (input: SubsidyRuleInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useForm<FormInput, unknown, SubsidyRuleInput>({
    resolver: zodResolver(formSchema),
    defaultValues: defaultsOf(rule),
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const incomeLimit = useWatch({ control: form.control, name: "conditions.incomeLimit" });
  const [alert, setAlert] = useState<string | null>(null);

  const submit = handleSubmit(async (input) => {
    setAlert(null);
    try {
      await onSave(input);
      onClose();
    } catch (error) {
      const applied = applyServerErrors(form, error, {
        title: "Förderregel nicht gespeichert",
        fallback: "Die Förderregel konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.",
        fields: formFieldOf,
        focus: true,
      });
      if (applied.fields.length === 0) setAlert(applied.message);
    }
  });

  const text = (id: string, label: string, field: FieldPath<FormInput>, error?: string, props = {}) => (
    <FormField id={id} label={label} error={error}>
      <Input id={id} {...register(field)} {...fieldAria(id, error)} {...props} />
    </FormField>
  );
  const check = (id: string, label: string, field: FieldPath<FormInput>) => (
    <label htmlFor={id} className="flex items-center gap-2 text-sm">
      <input id={id} type="checkbox" className="size-4" {...register(field)} />
      {label}
    </label>
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text("subsidy-name", "Name", "name", errors.name?.message)}
        {text("subsidy-key", "Schlüssel", "key", errors.key?.message, { readOnly: rule !== null })}
        {text("subsidy-provider", "Förderstelle", "provider", errors.provider?.message)}
        {text("subsidy-source", "Quelle (https-Link)", "sourceUrl", errors.sourceUrl?.message, { type: "url" })}
        {text("subsidy-rate", "Fördersatz in %", "rateBps", errors.rateBps?.message, { inputMode: "decimal" })}
        {text("subsidy-max", "Höchstbetrag in € (leer = ohne)", "maxCents", errors.maxCents?.message, {
          inputMode: "decimal",
        })}
        {text("subsidy-valid-from", "Gültig ab", "validFrom", errors.validFrom?.message, { type: "date" })}
        {text("subsidy-valid-to", "Gültig bis (leer = offen)", "validTo", errors.validTo?.message, { type: "date" })}
        {text("subsidy-checked", "Zuletzt geprüft am", "lastCheckedOn", errors.lastCheckedOn?.message, {
          type: "date",
        })}
      </div>

      <fieldset className="grid gap-2" aria-describedby={errors.services ? "subsidy-services-error" : undefined}>
        <legend className="mb-1 text-sm font-medium">Services</legend>
        <div className="grid max-h-48 gap-1 overflow-y-auto rounded-md border p-2 sm:grid-cols-2">
          {SERVICE_CATALOGUE.map((service) => (
            <label key={service.id} className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4" value={service.id} {...register("services")} />
              {service.title}
            </label>
          ))}
        </div>
        <FieldError id="subsidy-services" error={errors.services?.message} />
      </fieldset>

      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium">Bedingungen (leer = wird nicht gefragt)</legend>
        {text("subsidy-min-age", "Mindestalter", "conditions.minAge", errors.conditions?.minAge?.message, {
          inputMode: "numeric",
        })}
        {text(
          "subsidy-building-age",
          "Mindestalter des Gebäudes (Jahre)",
          "conditions.minBuildingAgeYears",
          errors.conditions?.minBuildingAgeYears?.message,
          { inputMode: "numeric" },
        )}
        {check("subsidy-main-residence", "Hauptwohnsitz in Wien", "conditions.mainResidenceVienna")}
        {check("subsidy-registration", "Antrag vor Baubeginn", "conditions.registrationBeforeStart")}
        {check("subsidy-income-limit", "Einkommensgrenze gilt", "conditions.incomeLimit")}
        {incomeLimit
          ? text(
              "subsidy-max-income",
              "Höchstes Haushaltseinkommen in € (leer = nicht hinterlegt)",
              "conditions.maxHouseholdIncomeCents",
              errors.conditions?.maxHouseholdIncomeCents?.message,
              { inputMode: "decimal" },
            )
          : null}
      </fieldset>

      <FormField
        id="subsidy-conditions-text"
        label="Bedingungen als Text (eine pro Zeile)"
        error={errors.conditionsText?.message}
      >
        <Textarea
          id="subsidy-conditions-text"
          rows={3}
          {...register("conditionsText")}
          {...fieldAria("subsidy-conditions-text", errors.conditionsText?.message)}
        />
      </FormField>

      <div className="flex flex-wrap gap-4">
        {check("subsidy-split", "Aufteilung Arbeit/Material nötig", "labourMaterialSplitRequired")}
        {check("subsidy-active", "Aktiv", "active")}
      </div>

      {alert && (
        <p role="alert" className="rounded-md border border-destructive/40 p-3 text-sm text-destructive">
          {alert}
        </p>
      )}

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={isSubmitting}>
          Abbrechen
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          {isSubmitting ? "Wird gespeichert..." : "Speichern"}
        </Button>
      </DialogFooter>
    </form>
  );
}
