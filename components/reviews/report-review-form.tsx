"use client";
/**
 * "Bewertung melden" (EU DSA Art. 16 notice): the reason and an optional e-mail for the decision, validated with the
 * API's zod schema. A confirmation replaces the form after sending.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Flag, Loader2 } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { FieldError } from "@/components/forms/form-controls";
import { SentPanel } from "@/components/forms/sent-panel";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { apiRequest } from "@/lib/http/api-client";
import { applyServerErrors } from "@/lib/http/form-errors";
import { REVIEW_LIMITS, reviewReportSchema, type ReviewReport, type ReviewReportInput } from "@/lib/validation/reviews";

export function ReportReviewForm({ reviewId }: { reviewId: number }) {
  const [sent, setSent] = useState(false);
  const form = useForm<ReviewReportInput, unknown, ReviewReport>({
    resolver: zodResolver(reviewReportSchema),
    defaultValues: { reason: "", email: "" },
  });
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;

  const submit = useMutation({
    mutationFn: (values: ReviewReport) => apiRequest("POST", `/api/reviews/${reviewId}/report`, values),
    onSuccess: () => setSent(true),
    onError: (error) =>
      applyServerErrors(form, error, {
        title: "Meldung nicht gesendet",
        fallback: "Bitte versuchen Sie es später erneut.",
        fields: ["reason", "email"],
        focus: true,
      }),
  });

  if (sent) {
    return (
      <SentPanel
        title="Vielen Dank für Ihre Meldung"
        link={{ href: "/bewertungen", label: "So prüfen wir Bewertungen" }}
      >
        Unser Team prüft die Bewertung und entscheidet mit Begründung, ob sie bleibt oder entfernt wird. Haben Sie eine
        E-Mail-Adresse angegeben, erhalten Sie die Entscheidung per E-Mail.
      </SentPanel>
    );
  }

  const pending = submit.isPending;
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => submit.mutate(values))}
      className="grid gap-5"
      aria-labelledby="report-form-title"
    >
      <h2 id="report-form-title" className="text-xl font-semibold">
        Warum soll die Bewertung geprüft werden?
      </h2>
      <div className="grid gap-1.5">
        <Label htmlFor="report-reason">Grund der Meldung</Label>
        <Textarea
          id="report-reason"
          rows={5}
          maxLength={REVIEW_LIMITS.reportMax}
          placeholder="z.B. Die Bewertung enthält Beleidigungen oder behauptet Dinge, die nachweislich nicht stimmen."
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? "report-reason-error" : "report-reason-hint"}
          {...register("reason")}
        />
        <p id="report-reason-hint" className="text-xs text-muted-foreground">
          Pflichtfeld, {REVIEW_LIMITS.reportMin} bis {REVIEW_LIMITS.reportMax.toLocaleString("de-AT")} Zeichen.
        </p>
        <FieldError id="report-reason" error={errors.reason?.message} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="report-email">E-Mail für die Entscheidung (freiwillig)</Label>
        <Input
          id="report-email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={REVIEW_LIMITS.emailMax}
          className="h-11"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? "report-email-error" : undefined}
          {...register("email")}
        />
        <FieldError id="report-email" error={errors.email?.message} />
      </div>
      <p className="text-sm text-muted-foreground">
        Wir verwenden Ihre Angaben nur zur Prüfung dieser Meldung. Mehr dazu in unserer{" "}
        <Link prefetch={false} href="/datenschutz" className="font-medium text-primary underline underline-offset-2">
          Datenschutzerklärung
        </Link>
        .
      </p>
      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:justify-self-start">
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Flag aria-hidden="true" />}
        {pending ? "Wird gesendet..." : "Bewertung melden"}
      </Button>
    </form>
  );
}
