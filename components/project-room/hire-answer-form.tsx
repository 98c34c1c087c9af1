"use client";
/**
 * "Wer hat den Auftrag bekommen?" in the project room: one of the companies or "Keine der Firmen", with the optional
 * order value (gross). Rendered on the server too, so the stored answer reads without JavaScript; saving refreshes
 * the room.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Loader2, Pencil } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";

import { FieldError, fieldAria } from "@/components/forms/form-controls";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioChoice, RadioGroup } from "@/components/ui/radio-group";
import { formatCents } from "@/lib/domain/format";
import { apiRequest, fieldErrorsFromApi } from "@/lib/http/api-client";
import {
  hireAnswerSchema,
  type HireAnswerForm as HireAnswerValues,
  type HireAnswerInput,
} from "@/lib/validation/project-room";
import { formatViennaDate } from "@/lib/time/vienna";

import { requestErrorText } from "./request-error";

export interface HireAnswerFormProps {
  token: string;
  /** The companies that received the request (choices). */
  companies: { companyId: number; name: string }[];
  /** The stored answer, null while not answered. */
  hire: { answer: "company" | "none"; companyId: number | null; valueCents: number | null; answeredAt: string } | null;
}

/** The stored value as the input shows it ("12.500,50"). */
function euroText(cents: number | null): string {
  if (cents === null) return "";
  // de-DE groups with "." (de-AT with a space), the form parseEuroToCents reads back.
  return new Intl.NumberFormat("de-DE", {
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

export function HireAnswerForm({ token, companies, hire }: HireAnswerFormProps) {
  const router = useRouter();
  const [editing, setEditing] = useState(hire === null);
  const ids = { value: useId(), hired: useId(), error: useId() };
  const form = useForm<HireAnswerValues, unknown, HireAnswerInput>({
    resolver: zodResolver(hireAnswerSchema),
    defaultValues: {
      hired: hire === null ? "" : hire.answer === "none" ? "none" : String(hire.companyId ?? ""),
      value: euroText(hire?.valueCents ?? null),
    },
  });
  const save = useMutation({
    mutationFn: (values: HireAnswerValues) =>
      apiRequest<{ message: string }>("POST", `/api/mein-projekt/${encodeURIComponent(token)}/hire`, values),
    onSuccess: (answer) => {
      toast.success("Antwort gespeichert", { description: answer?.message });
      setEditing(false);
      router.refresh();
    },
    onError: (error) => {
      for (const [field, message] of Object.entries(fieldErrorsFromApi(error))) {
        if (field === "hired" || field === "value") form.setError(field, { message });
      }
    },
  });
  const hired = useWatch({ control: form.control, name: "hired" });
  const named =
    hire?.answer === "company" ? companies.find((company) => company.companyId === hire.companyId) : undefined;

  if (!editing && hire) {
    return (
      <div className="grid gap-3" data-testid="hire-answer">
        <p className="text-sm">
          {hire.answer === "none" ? (
            <>
              Sie haben angegeben, dass <strong>keine der Firmen</strong> den Auftrag bekommen hat.
            </>
          ) : (
            <>
              Sie haben angegeben, dass <strong>{named?.name ?? "eine Firma, die Ihre Anfrage nicht mehr hat"}</strong>{" "}
              den Auftrag bekommen hat
              {hire.valueCents !== null && <> (Auftragswert {formatCents(hire.valueCents)} inkl. USt.)</>}.
            </>
          )}{" "}
          <span className="text-muted-foreground">Gespeichert am {formatViennaDate(hire.answeredAt)}.</span>
        </p>
        <div>
          <Button
            type="button"
            variant="outline"
            size="lg"
            className="w-full sm:w-auto"
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" />
            Antwort ändern
          </Button>
        </div>
      </div>
    );
  }

  const hiredError = form.formState.errors.hired?.message;
  const valueError = form.formState.errors.value?.message;
  const requestError =
    save.isError && Object.keys(fieldErrorsFromApi(save.error)).length === 0 ? requestErrorText(save.error) : null;
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(() => save.mutate(form.getValues()))}>
      <fieldset className="grid gap-3" aria-describedby={hiredError ? `${ids.hired}-error` : undefined}>
        <legend className="mb-2 text-sm font-medium">Welche Firma hat den Auftrag bekommen?</legend>
        <Controller
          control={form.control}
          name="hired"
          render={({ field }) => (
            <RadioGroup
              value={field.value}
              onValueChange={field.onChange}
              aria-invalid={Boolean(hiredError)}
              className="gap-2"
            >
              {companies.map((company) => (
                <RadioChoice key={company.companyId} value={String(company.companyId)} label={company.name} />
              ))}
              <RadioChoice value="none" label="Keine der Firmen" />
            </RadioGroup>
          )}
        />
        <FieldError id={ids.hired} error={hiredError} />
      </fieldset>
      {hired !== "none" && (
        <div className="grid gap-1.5">
          <Label htmlFor={ids.value}>Auftragswert in Euro (freiwillig)</Label>
          <Input
            id={ids.value}
            inputMode="decimal"
            autoComplete="off"
            placeholder="z. B. 12.500"
            className="sm:max-w-60"
            {...form.register("value")}
            {...fieldAria(ids.value, valueError, `${ids.value}-hint`)}
          />
          <p id={`${ids.value}-hint`} className="text-sm text-muted-foreground">
            Gesamtbetrag inklusive 20 % USt. So können wir prüfen, ob die Angaben der Firma stimmen.
          </p>
          <FieldError id={ids.value} error={valueError} />
        </div>
      )}
      {requestError && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
        >
          {requestError}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" size="lg" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {save.isPending ? "Wird gespeichert..." : "Antwort speichern"}
        </Button>
        {hire && (
          <Button
            type="button"
            variant="outline"
            size="lg"
            disabled={save.isPending}
            onClick={() => {
              form.reset();
              save.reset();
              setEditing(false);
            }}
          >
            Abbrechen
          </Button>
        )}
      </div>
    </form>
  );
}
