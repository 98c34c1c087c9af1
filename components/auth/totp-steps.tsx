"use client";
/**
 * The admin's second login step: `TotpCodeStep` (code or recovery code), `TotpEnrolStep` (first login: QR code and
 * secret) and `RecoveryCodesStep` (shown once). autocomplete="one-time-code" lets password managers fill the code.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Check, Copy, KeyRound, Loader2, ShieldCheck } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { FormField, fieldAria } from "@/components/forms/form-controls";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { TotpEnrolment, TotpEnrolResponse, TotpVerifyResponse } from "@/lib/auth/login-steps";
import type { SessionUser } from "@/lib/auth/types";
import { apiRequest, isApiClientError } from "@/lib/http/api-client";
import { totpCodeFormSchema, type TotpCodeFormInput } from "@/lib/validation/auth";

const FAILED_TITLE = "Anmeldung fehlgeschlagen";
const FALLBACK = "Bitte versuchen Sie es erneut.";

/** What a failed code step does: the code field's error, or back to the password (expired, enrolled meanwhile). */
function handleCodeError(error: unknown, setCodeError: (message: string) => void, onRestart: () => void) {
  if (isApiClientError(error)) {
    const fieldError = error.fieldErrors.code;
    if (fieldError) {
      setCodeError(fieldError);
      return;
    }
    toast.error(FAILED_TITLE, { description: error.serverMessage ?? FALLBACK });
    if (error.status === 401 || error.status === 409) onRestart();
    return;
  }
  toast.error(FAILED_TITLE, { description: FALLBACK });
}

/** The code field with its submit button; `recovery` switches to the recovery-code keyboard and length. */
function CodeForm({
  submitLabel,
  recovery = false,
  onSubmit,
}: {
  submitLabel: string;
  recovery?: boolean;
  onSubmit: (code: string, setCodeError: (message: string) => void) => Promise<void>;
}) {
  const id = useId();
  const form = useForm<TotpCodeFormInput>({ resolver: zodResolver(totpCodeFormSchema), defaultValues: { code: "" } });
  const error = form.formState.errors.code?.message;
  const pending = form.formState.isSubmitting;
  const setCodeError = (message: string) => {
    form.setError("code", { message }, { shouldFocus: true });
    form.setValue("code", "");
  };
  const submit = form.handleSubmit((values) => onSubmit(values.code, setCodeError));

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <FormField
        id={id}
        label={recovery ? "Wiederherstellungscode" : "Bestätigungscode"}
        hint={
          recovery
            ? "Format: XXXXX-XXXXX. Jeder Code gilt nur einmal."
            : "Der 6-stellige Code aus Ihrer Authenticator-App."
        }
        error={error}
      >
        <Input
          id={id}
          key={recovery ? "recovery" : "totp"}
          // The field appears after a click on "Weiter": moving focus there is the expected next step.
          autoFocus
          type="text"
          inputMode={recovery ? "text" : "numeric"}
          autoComplete={recovery ? "off" : "one-time-code"}
          autoCapitalize={recovery ? "characters" : "off"}
          spellCheck={false}
          maxLength={recovery ? 11 : 6}
          pattern={recovery ? undefined : "[0-9]*"}
          placeholder={recovery ? "XXXXX-XXXXX" : "123456"}
          className="h-11 text-center font-mono text-lg tracking-[0.3em]"
          {...fieldAria(id, error, `${id}-hint`)}
          {...form.register("code")}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
        {pending ? "Wird geprüft..." : submitLabel}
      </Button>
    </form>
  );
}

/** Step 2 of an enrolled admin: code (or recovery code) → session. */
export function TotpCodeStep({
  pendingToken,
  onDone,
  onRestart,
}: {
  pendingToken: string;
  onDone: (user: SessionUser) => void;
  onRestart: () => void;
}) {
  const [recovery, setRecovery] = useState(false);
  return (
    <div className="grid gap-4">
      <div className="text-center">
        <h2 className="text-lg font-semibold">Zwei-Faktor-Anmeldung</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {recovery
            ? "Geben Sie einen Ihrer Wiederherstellungscodes ein."
            : "Öffnen Sie Ihre Authenticator-App und geben Sie den angezeigten Code ein."}
        </p>
      </div>
      <CodeForm
        recovery={recovery}
        submitLabel="Anmelden"
        onSubmit={async (code, setCodeError) => {
          try {
            const { user } = await apiRequest<TotpVerifyResponse>("POST", "/api/auth/totp/verify", {
              pendingToken,
              code,
            });
            onDone(user);
          } catch (error) {
            handleCodeError(error, setCodeError, onRestart);
          }
        }}
      />
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button type="button" variant="link" className="h-auto px-0" onClick={() => setRecovery((value) => !value)}>
          <KeyRound aria-hidden="true" />
          {recovery ? "Code aus der App verwenden" : "Wiederherstellungscode verwenden"}
        </Button>
        <Button type="button" variant="link" className="h-auto px-0 text-muted-foreground" onClick={onRestart}>
          Zurück
        </Button>
      </div>
    </div>
  );
}

/** The secret in groups of four for reading and typing. */
function groupSecret(secret: string): string {
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

/** Step 2 of an admin's first login: scan the QR code, confirm with a first code → recovery codes and session. */
export function TotpEnrolStep({
  pendingToken,
  enrolment,
  onDone,
  onRestart,
}: {
  pendingToken: string;
  enrolment: TotpEnrolment;
  onDone: (result: TotpEnrolResponse) => void;
  onRestart: () => void;
}) {
  return (
    <div className="grid gap-5">
      <div className="text-center">
        <h2 className="text-lg font-semibold">Zwei-Faktor-Anmeldung einrichten</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Admin-Zugänge sind zusätzlich mit einem Code aus einer Authenticator-App geschützt (z. B. Google
          Authenticator, Microsoft Authenticator oder 1Password).
        </p>
      </div>
      <ol className="grid gap-4 text-sm">
        <li className="grid gap-3">
          <span>1. Scannen Sie diesen QR-Code mit Ihrer Authenticator-App:</span>
          {/* A data: URL generated by the server; next/image adds nothing for it. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={enrolment.qrCodeDataUrl}
            alt="QR-Code zum Einrichten der Authenticator-App"
            width={232}
            height={232}
            className="mx-auto rounded-md border bg-white p-2"
          />
          <span className="text-muted-foreground">
            Scannen nicht möglich? Geben Sie diesen Schlüssel manuell ein (zeitbasiert, 6 Ziffern):
          </span>
          <code
            data-testid="totp-secret"
            className="block rounded-md bg-muted px-3 py-2 text-center font-mono text-sm break-all select-all"
          >
            {groupSecret(enrolment.secret)}
          </code>
        </li>
        <li>2. Geben Sie den 6-stelligen Code ein, den die App nun anzeigt:</li>
      </ol>
      <CodeForm
        submitLabel="Bestätigen und anmelden"
        onSubmit={async (code, setCodeError) => {
          try {
            onDone(await apiRequest<TotpEnrolResponse>("POST", "/api/auth/totp/enrol", { pendingToken, code }));
          } catch (error) {
            handleCodeError(error, setCodeError, onRestart);
          }
        }}
      />
      <Button
        type="button"
        variant="link"
        className="h-auto justify-self-end px-0 text-sm text-muted-foreground"
        onClick={onRestart}
      >
        Abbrechen
      </Button>
    </div>
  );
}

/** The recovery codes after the enrolment, shown once, with copy and continue. */
export function RecoveryCodesStep({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  const [copied, setCopied] = useState(false);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus the heading so that screen readers start with the notice and the codes, not the button.
  useEffect(() => heading.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      setCopied(true);
      toast.success("Wiederherstellungscodes kopiert");
    } catch {
      toast.error("Kopieren nicht möglich", { description: "Bitte markieren und kopieren Sie die Codes von Hand." });
    }
  };
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="text-center">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
          Ihre Wiederherstellungscodes
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Bitte sicher aufbewahren – sie werden nur einmal angezeigt. Mit jedem Code können Sie sich einmal anmelden,
          falls Sie keinen Zugriff auf Ihre Authenticator-App haben.
        </p>
      </div>
      <ul data-testid="recovery-codes" className="grid grid-cols-2 gap-2 rounded-md bg-muted p-3 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="text-center select-all">
            {code}
          </li>
        ))}
      </ul>
      <Button type="button" variant="outline" onClick={copy}>
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {copied ? "Kopiert" : "Codes kopieren"}
      </Button>
      <Button type="button" size="lg" onClick={onContinue}>
        Weiter zum Dashboard
      </Button>
    </section>
  );
}
