"use client";
/**
 * "Links zu meinen Anfragen anfordern": one e-mail field; the answer is the same whether or not the address has
 * projects. Other failures show next to the button with the address kept. Used on /mein-projekt and its not-found
 * state.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Loader2, MailCheck, Send } from "lucide-react";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import { FormField, fieldAria } from "@/components/forms/form-controls";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { apiRequest, fieldErrorsFromApi } from "@/lib/http/api-client";
import {
  PROJECT_LINKS_MESSAGE,
  projectLinksRequestSchema,
  type ProjectLinksRequest,
} from "@/lib/validation/project-room";
import { requestErrorText } from "./request-error";

/** @param idPrefix Prefix of the field ids (unique per page). */
export function ProjectLinksForm({ idPrefix = "project-links" }: { idPrefix?: string }) {
  const form = useForm<ProjectLinksRequest>({
    resolver: zodResolver(projectLinksRequestSchema),
    defaultValues: { email: "" },
  });
  const { errors } = form.formState;
  const request = useMutation({
    mutationFn: (values: ProjectLinksRequest) =>
      apiRequest<{ message: string }>("POST", "/api/mein-projekt/links", values),
    onError: (error) => {
      const fieldError = fieldErrorsFromApi(error).email;
      if (fieldError) form.setError("email", { message: fieldError }, { shouldFocus: true });
    },
  });

  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (request.isSuccess) doneRef.current?.focus();
  }, [request.isSuccess]);

  if (request.isSuccess) {
    return (
      <div ref={doneRef} tabIndex={-1} className="grid gap-3 outline-none">
        <p role="status" className="flex items-start gap-3 rounded-lg border bg-muted/40 p-4 text-sm">
          <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>{request.data?.message || PROJECT_LINKS_MESSAGE}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          Ihre früheren Links bleiben gültig. Nicht mehr benötigte Links können Sie in „Mein Projekt“ widerrufen.
        </p>
      </div>
    );
  }

  const id = `${idPrefix}-email`;
  const errorId = `${idPrefix}-request-error`;
  const requestError =
    request.isError && !fieldErrorsFromApi(request.error).email ? requestErrorText(request.error) : null;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => request.mutate(values))}
      className="grid gap-4"
      aria-label="Links zu meinen Anfragen anfordern"
    >
      <FormField
        id={id}
        label="E-Mail-Adresse"
        hint="Die Adresse, mit der Sie Ihre Anfrage gesendet haben."
        error={errors.email?.message}
      >
        <Input
          id={id}
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={255}
          className="h-11"
          {...fieldAria(id, errors.email?.message, `${id}-hint`)}
          {...form.register("email")}
        />
      </FormField>
      <Button
        type="submit"
        size="lg"
        disabled={request.isPending}
        aria-describedby={requestError ? errorId : undefined}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {request.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {request.isPending ? "Wird gesendet..." : "Links anfordern"}
      </Button>
      {requestError && (
        <p
          id={errorId}
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
        >
          {requestError}
        </p>
      )}
    </form>
  );
}
