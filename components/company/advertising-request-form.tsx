"use client";
/**
 * The advertising request form on /company-dashboard/werbung: category, availability periods (past days disabled)
 * and a message. Validated with the API's schema; dates are sent as YYYY-MM-DD; the form resets on success.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Loader2, Plus, Send, Trash2 } from "lucide-react";
import { Controller, useFieldArray, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { ADVERTISING_CATEGORIES, advertisingCategoryLabel, isIsoDay } from "@/lib/domain/advertising";
import { apiRequest } from "@/lib/http/api-client";
import { addDays, viennaToday } from "@/lib/time/vienna";
import { applyServerErrors } from "@/lib/http/form-errors";
import {
  ADVERTISING_LIMITS,
  advertisingRequestSchema,
  type AdvertisingRequestFormValues,
  type AdvertisingRequestInput,
} from "@/lib/validation/advertising-request";

import { DatePickerField } from "./date-picker-field";
import { companyKeys } from "./queries";

const EMPTY_PERIOD = { startDate: "", endDate: "", incentive: "" };
const EMPTY_FORM: AdvertisingRequestFormValues = { category: "", availability: [EMPTY_PERIOD], message: "" };

type FieldName = "category" | "message" | `availability.${number}.${"startDate" | "endDate" | "incentive"}`;

export function AdvertisingRequestForm() {
  const form = useForm<AdvertisingRequestFormValues, unknown, AdvertisingRequestInput>({
    resolver: zodResolver(advertisingRequestSchema),
    defaultValues: EMPTY_FORM,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { control, register, handleSubmit, formState, reset } = form;
  const { errors } = formState;
  const periods = useFieldArray({ control, name: "availability" });
  const periodValues = useWatch({ control, name: "availability" });
  const today = viennaToday();

  const queryClient = useQueryClient();
  const submit = useMutation({
    mutationFn: (payload: AdvertisingRequestInput) =>
      apiRequest<{ request: { id: number } }>("POST", "/api/company/advertising-request", payload),
    onSuccess: () => {
      toast.success("Werbeanfrage übermittelt", { description: "Wir prüfen Ihre Anfrage und melden uns bei Ihnen." });
      reset(EMPTY_FORM);
      void queryClient.invalidateQueries({ queryKey: companyKeys.advertising });
    },
    onError: (error) =>
      applyServerErrors(form, error, {
        title: "Fehler",
        fallback: "Fehler beim Übermitteln der Werbeanfrage",
        fields: (key) =>
          /^(category|message|availability(\.\d+\.(startDate|endDate|incentive))?)$/.test(key)
            ? (key as FieldName)
            : undefined,
      }),
  });

  const periodsError = errors.availability?.root?.message ?? errors.availability?.message;
  const pending = submit.isPending;

  return (
    <form
      noValidate
      aria-labelledby="advertising-form-title"
      onSubmit={handleSubmit((values) => submit.mutate(values))}
      className="grid gap-6 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
    >
      <div>
        <h2 id="advertising-form-title" className="text-xl font-semibold">
          Werbeanfrage stellen
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Wählen Sie eine Kategorie und die Zeiträume, in denen Sie zusätzliche Aufträge annehmen können.
        </p>
      </div>

      <div className="grid gap-1.5 sm:max-w-sm">
        <Label htmlFor="advertising-category">Kategorie</Label>
        <Controller
          control={control}
          name="category"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange} disabled={pending}>
              <SelectTrigger
                ref={field.ref}
                id="advertising-category"
                onBlur={field.onBlur}
                className="h-10 w-full"
                aria-invalid={Boolean(errors.category)}
                aria-describedby={errors.category ? "advertising-category-error" : undefined}
              >
                <SelectValue placeholder="Kategorie auswählen" />
              </SelectTrigger>
              <SelectContent>
                {ADVERTISING_CATEGORIES.map((category) => (
                  <SelectItem key={category} value={category}>
                    {advertisingCategoryLabel(category)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
        <ErrorText id="advertising-category-error" message={errors.category?.message} />
      </div>

      <fieldset className="grid gap-4" aria-describedby={periodsError ? "advertising-periods-error" : undefined}>
        <legend className="mb-2 text-sm font-medium">Verfügbarkeitszeiträume</legend>
        {periods.fields.map((period, index) => {
          const prefix = `advertising-period-${index}`;
          const start = periodValues?.[index]?.startDate ?? "";
          const endMin = isIsoDay(start) && start >= today ? addDays(start, 1) : today;
          const periodErrors = errors.availability?.[index];
          return (
            <div
              key={period.id}
              role="group"
              aria-labelledby={`${prefix}-title`}
              className="grid gap-4 rounded-lg border bg-muted/30 p-4"
            >
              <div className="flex min-h-8 items-center justify-between gap-2">
                <h3 id={`${prefix}-title`} className="text-sm font-semibold">
                  Zeitraum {index + 1}
                </h3>
                {periods.fields.length > 1 && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={() => periods.remove(index)}
                    disabled={pending}
                    aria-label={`Zeitraum ${index + 1} entfernen`}
                  >
                    <Trash2 aria-hidden="true" />
                    Entfernen
                  </Button>
                )}
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <Controller
                  control={control}
                  name={`availability.${index}.startDate`}
                  render={({ field }) => (
                    <DatePickerField
                      ref={field.ref}
                      id={`${prefix}-start`}
                      label="Verfügbar ab"
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      minDay={today}
                      error={periodErrors?.startDate?.message}
                      disabled={pending}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`availability.${index}.endDate`}
                  render={({ field }) => (
                    <DatePickerField
                      ref={field.ref}
                      id={`${prefix}-end`}
                      label="Verfügbar bis"
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      minDay={endMin}
                      error={periodErrors?.endDate?.message}
                      disabled={pending}
                    />
                  )}
                />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={`${prefix}-incentive`}>Anreiz (optional)</Label>
                <Input
                  id={`${prefix}-incentive`}
                  placeholder="z.B. 5 % Rabatt für Neukunden"
                  maxLength={ADVERTISING_LIMITS.incentive}
                  className="h-10"
                  aria-invalid={Boolean(periodErrors?.incentive)}
                  aria-describedby={periodErrors?.incentive ? `${prefix}-incentive-error` : undefined}
                  {...register(`availability.${index}.incentive`)}
                />
                <ErrorText id={`${prefix}-incentive-error`} message={periodErrors?.incentive?.message} />
              </div>
            </div>
          );
        })}
        <ErrorText id="advertising-periods-error" message={periodsError} />
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => periods.append(EMPTY_PERIOD)}
          disabled={pending || periods.fields.length >= ADVERTISING_LIMITS.periods}
        >
          <Plus aria-hidden="true" />
          Zeitraum hinzufügen
        </Button>
      </fieldset>

      <div className="grid gap-1.5">
        <Label htmlFor="advertising-message">Nachricht (optional)</Label>
        <Textarea
          id="advertising-message"
          rows={4}
          maxLength={ADVERTISING_LIMITS.message}
          placeholder="Weitere Informationen zu Ihrer Anfrage"
          aria-invalid={Boolean(errors.message)}
          aria-describedby={errors.message ? "advertising-message-error" : undefined}
          {...register("message")}
        />
        <ErrorText id="advertising-message-error" message={errors.message?.message} />
      </div>

      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:justify-self-start">
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {pending ? "Wird übermittelt..." : "Werbeanfrage senden"}
      </Button>
    </form>
  );
}

function ErrorText({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}
