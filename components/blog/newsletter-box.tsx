"use client";
/** Newsletter box of /blog. The newsletter has not started yet, so no call is made; a submitted address gets a note. */
import { Mail } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

export function NewsletterBox() {
  const inputId = useId();
  const [submitted, setSubmitted] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded-2xl bg-secondary p-6 sm:p-8">
      <div className="flex items-start gap-4">
        <span className="hidden size-11 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground sm:inline-flex">
          <Mail className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={`${inputId}-title`} className="text-xl font-semibold">
            Ratgeber-Newsletter
          </h2>
          <p className="mt-1 text-muted-foreground">
            Neue Artikel zu Kosten, Förderungen und Planung Ihrer Renovierung in Wien – etwa einmal im Monat.
          </p>
          <form data-keeps-mobile-cta onSubmit={onSubmit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex-1">
              <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium">
                E-Mail-Adresse
              </label>
              <Input
                id={inputId}
                type="email"
                name="email"
                required
                autoComplete="email"
                placeholder="name@beispiel.at"
                className="h-11 bg-background"
                onChange={() => setSubmitted(false)}
              />
            </div>
            <Button type="submit" size="lg">
              Anmelden
            </Button>
          </form>
          <p role="status" className="mt-3 min-h-5 text-sm font-medium text-success-foreground">
            {submitted ? "Danke! Der Newsletter startet in Kürze." : ""}
          </p>
        </div>
      </div>
    </section>
  );
}
