"use client";
/**
 * The review form behind the single-use link /bewertung/{token}, validated with the API's zod schema. A thank-you
 * panel replaces the form once stored; a used or invalid link shows the server's message.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Loader2, Send } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";

import { FieldError } from "@/components/forms/form-controls";
import { SentPanel } from "@/components/forms/sent-panel";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { apiRequest, errorMessageFromApi, statusFromApiError } from "@/lib/http/api-client";
import { applyServerErrors } from "@/lib/http/form-errors";
import {
  REVIEW_LIMITS,
  reviewSubmissionSchema,
  type ReviewSubmission,
  type ReviewSubmissionInput,
} from "@/lib/validation/reviews";

import { StarRatingInput } from "./star-rating-input";

const FIELDS = ["rating", "title", "body"] as const;

export function ReviewForm({ token, companyName }: { token: string; companyName: string }) {
  const [done, setDone] = useState(false);
  const [linkError, setLinkError] = useState<string | null>(null);
  const form = useForm<ReviewSubmissionInput, unknown, ReviewSubmission>({
    resolver: zodResolver(reviewSubmissionSchema),
    defaultValues: { title: "", body: "" },
  });
  const { register, handleSubmit, formState, control } = form;
  const { errors } = formState;
  const rating = Number(useWatch({ control, name: "rating" })) || undefined;
  const bodyLength = (useWatch({ control, name: "body" }) as string | undefined)?.length ?? 0;

  const submit = useMutation({
    mutationFn: (values: ReviewSubmission) =>
      apiRequest("POST", `/api/reviews/invitation/${encodeURIComponent(token)}`, values),
    onSuccess: () => setDone(true),
    onError: (error) => {
      const status = statusFromApiError(error);
      if (status === 404 || status === 409) {
        setLinkError(errorMessageFromApi(error, "Dieser Bewertungslink ist nicht mehr gültig."));
        return;
      }
      applyServerErrors(form, error, {
        title: "Bewertung nicht gesendet",
        fallback: "Bitte versuchen Sie es später erneut.",
        fields: FIELDS,
        focus: true,
      });
    },
  });

  if (done) {
    return (
      <SentPanel title="Vielen Dank für Ihre Bewertung!" link={{ href: "/", label: "Zur Startseite" }}>
        Ihre Bewertung ist jetzt auf dem Profil von {companyName} sichtbar, als „Verifizierter Auftrag“ mit Ihrem
        Vornamen und dem ersten Buchstaben Ihres Nachnamens. Der Betrieb kann einmal öffentlich darauf antworten.
      </SentPanel>
    );
  }

  const pending = submit.isPending;
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => submit.mutate(values))}
      className="grid gap-6"
      aria-labelledby="review-form-title"
    >
      <h2 id="review-form-title" className="sr-only">
        Bewertung schreiben
      </h2>
      {linkError && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
        >
          {linkError}
        </p>
      )}
      <StarRatingInput
        id="review-rating"
        legend="Wie zufrieden waren Sie?"
        value={rating}
        error={errors.rating?.message}
        registration={register("rating")}
      />

      <div className="grid gap-1.5">
        <Label htmlFor="review-title">Titel</Label>
        <Input
          id="review-title"
          maxLength={REVIEW_LIMITS.titleMax}
          placeholder="z.B. Pünktlich und sauber gearbeitet"
          className="h-11"
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? "review-title-error" : undefined}
          {...register("title")}
        />
        <FieldError id="review-title" error={errors.title?.message} />
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor="review-body">Ihre Erfahrung</Label>
        <Textarea
          id="review-body"
          rows={7}
          maxLength={REVIEW_LIMITS.bodyMax}
          placeholder="Wie lief der Auftrag? Termine, Qualität, Sauberkeit, Preis …"
          className="min-h-40"
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? "review-body-error review-body-count" : "review-body-count"}
          {...register("body")}
        />
        <p id="review-body-count" className="text-xs text-muted-foreground">
          {bodyLength} von {REVIEW_LIMITS.bodyMax} Zeichen (mindestens {REVIEW_LIMITS.bodyMin})
        </p>
        <FieldError id="review-body" error={errors.body?.message} />
      </div>

      <p className="text-sm text-muted-foreground">
        Ihre Bewertung erscheint mit Ihrem Vornamen und dem ersten Buchstaben Ihres Nachnamens, dem Monat und der
        Leistung. Bitte bleiben Sie sachlich und nennen Sie keine persönlichen Daten anderer. So prüfen wir Bewertungen:{" "}
        <Link prefetch={false} href="/bewertungen" className="font-medium text-primary underline underline-offset-2">
          Wie Bewertungen entstehen
        </Link>
        .
      </p>

      <Button
        type="submit"
        size="lg"
        disabled={pending || linkError !== null}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {pending ? "Wird gesendet..." : "Bewertung veröffentlichen"}
      </Button>
    </form>
  );
}
