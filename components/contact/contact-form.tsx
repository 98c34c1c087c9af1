"use client";
/**
 * The contact form on /kontakt, validated with the API's zod schema; editing → submitting → success, and back to an
 * empty form. A failed send shows a destructive toast.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { CircleCheck, Loader2, Send } from "lucide-react";
import Link from "next/link";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { apiRequest } from "@/lib/http/api-client";
import { applyServerErrors } from "@/lib/http/form-errors";
import {
  CONTACT_MAX_LENGTH,
  contactMessageSchema,
  type ContactMessageInput,
  type ContactMessageRequest,
} from "@/lib/validation/contact";
import { HONEYPOT_FIELD } from "@/lib/domain/honeypot";

const EMPTY_FORM: ContactMessageInput = { name: "", email: "", subject: "", message: "", [HONEYPOT_FIELD]: "" };
const FIELDS = ["name", "email", "subject", "message"] as const;
type Field = (typeof FIELDS)[number];

export function ContactForm() {
  const [sent, setSent] = useState(false);
  const successRef = useRef<HTMLDivElement>(null);
  const successHeadingRef = useRef<HTMLHeadingElement>(null);
  const returnedToForm = useRef(false);

  const form = useForm<ContactMessageInput, unknown, ContactMessageRequest>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY_FORM,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { register, handleSubmit, formState, reset } = form;
  const { errors } = formState;

  const submit = useMutation({
    mutationFn: (payload: ContactMessageRequest) => apiRequest("POST", "/api/contact", payload),
    onSuccess: () => {
      reset(EMPTY_FORM);
      setSent(true);
    },
    // A 400 from the server carries field messages: show them at the fields as well.
    onError: (error) =>
      applyServerErrors(form, error, {
        title: "Fehler beim Senden",
        fallback: "Bitte versuchen Sie es später erneut.",
        fields: FIELDS,
      }),
  });

  // Move focus with the state change so keyboard and screen-reader users follow it.
  useEffect(() => {
    if (sent) {
      // The success panel is shorter than the form: bring all of it into view below the sticky header.
      successRef.current?.scrollIntoView?.({ block: "nearest" });
      successHeadingRef.current?.focus({ preventScroll: true });
    } else if (returnedToForm.current) {
      document.getElementById("contact-name")?.focus();
    }
  }, [sent]);

  if (sent) {
    return (
      <div ref={successRef} className="flex scroll-mt-24 flex-col items-center px-2 py-8 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-success text-success-foreground">
          <CircleCheck className="size-8" aria-hidden="true" />
        </span>
        <h2 ref={successHeadingRef} tabIndex={-1} className="mt-5 text-2xl font-bold tracking-tight outline-none">
          Nachricht gesendet!
        </h2>
        <p className="mt-3 max-w-md text-muted-foreground">
          Vielen Dank für Ihre Nachricht. Wir werden uns bald bei Ihnen melden.
        </p>
        <Button
          type="button"
          variant="outline"
          size="lg"
          className="mt-8"
          onClick={() => {
            returnedToForm.current = true;
            submit.reset();
            setSent(false);
          }}
        >
          Neue Nachricht senden
        </Button>
      </div>
    );
  }

  const pending = submit.isPending;

  return (
    <form
      noValidate
      aria-labelledby="contact-form-title"
      onSubmit={handleSubmit((values) => submit.mutate(values))}
      className="grid gap-5"
    >
      <h2 id="contact-form-title" className="text-xl font-semibold sm:text-2xl">
        Schreiben Sie uns
      </h2>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="name" label="Name" error={errors.name?.message}>
          <Input
            id="contact-name"
            autoComplete="name"
            maxLength={CONTACT_MAX_LENGTH.name}
            className="h-11 scroll-mt-28"
            {...fieldAria("name", errors.name?.message)}
            {...register("name")}
          />
        </Field>
        <Field name="email" label="E-Mail" error={errors.email?.message}>
          <Input
            id="contact-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={CONTACT_MAX_LENGTH.email}
            className="h-11 scroll-mt-28"
            {...fieldAria("email", errors.email?.message)}
            {...register("email")}
          />
        </Field>
      </div>

      <Field name="subject" label="Betreff" error={errors.subject?.message}>
        <Input
          id="contact-subject"
          maxLength={CONTACT_MAX_LENGTH.subject}
          placeholder="z.B. Frage zu meiner Anfrage"
          className="h-11 scroll-mt-28"
          {...fieldAria("subject", errors.subject?.message)}
          {...register("subject")}
        />
      </Field>

      <Field name="message" label="Nachricht" error={errors.message?.message}>
        <Textarea
          id="contact-message"
          rows={6}
          maxLength={CONTACT_MAX_LENGTH.message}
          placeholder="Wie können wir Ihnen helfen?"
          className="min-h-36 scroll-mt-28"
          {...fieldAria("message", errors.message?.message)}
          {...register("message")}
        />
      </Field>

      {/* Honeypot: hidden from people and assistive technology; bots that fill it are dropped. */}
      <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor={`contact-${HONEYPOT_FIELD}`}>Website (bitte leer lassen)</label>
        <input id={`contact-${HONEYPOT_FIELD}`} tabIndex={-1} autoComplete="off" {...register(HONEYPOT_FIELD)} />
      </div>

      <p className="text-sm text-muted-foreground">
        Wir verwenden Ihre Angaben nur, um Ihre Anfrage zu beantworten. Mehr dazu in unserer{" "}
        <Link prefetch={false} href="/datenschutz" className="font-medium text-primary underline underline-offset-2">
          Datenschutzerklärung
        </Link>
        .
      </p>

      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:justify-self-start">
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {pending ? "Wird gesendet..." : "Nachricht senden"}
      </Button>
    </form>
  );
}

/** aria-invalid / aria-describedby of a field with an optional error message. */
function fieldAria(name: Field, error: string | undefined) {
  return { "aria-invalid": Boolean(error), "aria-describedby": error ? `contact-${name}-error` : undefined };
}

/** Label, control (with id `contact-{name}`) and inline error of one field. */
function Field({ name, label, error, children }: { name: Field; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={`contact-${name}`}>{label}</Label>
      {children}
      {error && (
        <p id={`contact-${name}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
