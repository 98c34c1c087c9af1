"use client";
/**
 * "Passwort vergessen?": one e-mail field; shows the server's neutral confirmation (the same whether or not an
 * account exists).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Loader2, MailCheck, Send } from "lucide-react";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { FormField, fieldAria } from "@/components/forms/form-controls";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { apiRequest } from "@/lib/http/api-client";
import { applyServerErrors } from "@/lib/http/form-errors";
import { FORGOT_PASSWORD_MESSAGE, forgotPasswordSchema, type ForgotPasswordInput } from "@/lib/validation/auth";

/**
 * @param idPrefix     Prefix of the field ids (unique per page).
 * @param defaultEmail E-mail to prefill (e.g. what the user typed into the login form).
 * @param submitLabel  Label of the submit button.
 * @param onBack       When given, a "Zurück zur Anmeldung" button calls it.
 */
export function ForgotPasswordForm({
  idPrefix = "forgot",
  defaultEmail = "",
  submitLabel = "Link senden",
  onBack,
}: {
  idPrefix?: string;
  defaultEmail?: string;
  submitLabel?: string;
  onBack?: () => void;
}) {
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: defaultEmail },
  });
  const { errors } = form.formState;
  const request = useMutation({
    mutationFn: (values: ForgotPasswordInput) =>
      apiRequest<{ message: string }>("POST", "/api/auth/forgot-password", values),
    onError: (error) =>
      applyServerErrors(form, error, {
        title: "Der Link konnte nicht angefordert werden",
        fallback: "Verbindungsfehler. Bitte versuchen Sie es erneut.",
        fields: ["email"],
        focus: true,
      }),
  });

  const id = `${idPrefix}-email`;
  // The form opens on a click ("Passwort vergessen?", "Neuen Link anfordern"): the field takes the focus.
  useEffect(() => {
    document.getElementById(id)?.focus();
  }, [id]);

  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (request.isSuccess) doneRef.current?.focus();
  }, [request.isSuccess]);

  if (request.isSuccess) {
    return (
      <div ref={doneRef} tabIndex={-1} className="grid gap-4 outline-none">
        <p role="status" className="flex items-start gap-3 rounded-lg border bg-muted/40 p-4 text-sm">
          <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>{request.data?.message || FORGOT_PASSWORD_MESSAGE}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          Keine E-Mail erhalten? Prüfen Sie Ihren Spam-Ordner oder fordern Sie den Link später erneut an.
        </p>
        {onBack && (
          <Button type="button" variant="outline" size="lg" className="w-full" onClick={onBack}>
            Zurück zur Anmeldung
          </Button>
        )}
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => request.mutate(values))}
      className="grid gap-5"
      aria-label="Passwort zurücksetzen"
    >
      <p className="text-sm text-muted-foreground">
        Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort
        festlegen.
      </p>
      <FormField id={id} label="E-Mail" error={errors.email?.message}>
        <Input
          id={id}
          type="email"
          autoComplete="username"
          inputMode="email"
          maxLength={255}
          className="h-11"
          {...fieldAria(id, errors.email?.message)}
          {...form.register("email")}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={request.isPending} className="w-full">
        {request.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {request.isPending ? "Wird gesendet..." : submitLabel}
      </Button>
      {onBack && (
        <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
          Zurück zur Anmeldung
        </Button>
      )}
    </form>
  );
}
