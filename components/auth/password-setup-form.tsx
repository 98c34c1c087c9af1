"use client";
/**
 * /password-setup/{token}: checks the token, asks for the new password twice and shows the link's e-mail. Success
 * goes to /company-dashboard after 2 s (admins to /admin-login); an invalid or expired link offers a new one.
 * The contact address comes as a prop (lib/config.ts is server-only).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CircleCheck, KeyRound, Link2Off, Loader2 } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { AuthCard } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { FormField, fieldAria } from "@/components/forms/form-controls";
import { PasswordInput } from "@/components/forms/password-input";
import { Button } from "@/components/ui/button";
import { AUTH_QUERY_KEY } from "@/lib/auth/use-auth";
import { apiRequest, errorMessageFromApi, fieldErrorsFromApi, getJson, isApiClientError } from "@/lib/http/api-client";
import { applyServerErrors } from "@/lib/http/form-errors";
import { PASSWORD_MAX_LENGTH, setupPasswordFormSchema, type SetupPasswordFormInput } from "@/lib/validation/auth";

/** Delay before the redirect after a successful setup (ms; spec: authenticated-side §9). */
export const SETUP_REDIRECT_DELAY_MS = 2000;

interface TokenCheck {
  valid: boolean;
  expired: boolean;
  message: string;
  email: string | null;
}

/** Answer of POST /api/auth/setup-password: "admin" accounts get no session and log in with their second factor. */
interface SetupResult {
  account?: "company" | "admin";
}

/**
 * @param token        The setup token from the link.
 * @param contactEmail Public contact address shown on the invalid-link screen (the "Einstellungen").
 */
export function PasswordSetupForm({ token, contactEmail }: { token: string; contactEmail: string }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [linkState, setLinkState] = useState<"ok" | "expired" | "invalid">("ok");
  const check = useQuery({
    queryKey: ["/api/auth/validate-setup-token", token],
    queryFn: () => getJson<TokenCheck>(`/api/auth/validate-setup-token/${encodeURIComponent(token)}`),
  });
  const form = useForm<SetupPasswordFormInput>({
    resolver: zodResolver(setupPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const [password, confirmPassword] = useWatch({ control: form.control, name: ["password", "confirmPassword"] });
  const { errors } = form.formState;

  const setup = useMutation({
    mutationFn: (values: SetupPasswordFormInput) =>
      apiRequest<SetupResult>("POST", "/api/auth/setup-password", { token, password: values.password }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: AUTH_QUERY_KEY });
      toast.success("Erfolgreich!", { description: "Ihr Passwort wurde gespeichert. Sie werden weitergeleitet..." });
    },
    onError: (error) => {
      if (!isApiClientError(error)) {
        toast.error("Verbindungsfehler. Bitte versuchen Sie es erneut.");
        return;
      }
      // The server answers 400 { message, expired } when the link expired or was used meanwhile.
      const expired = error.body?.expired;
      if (error.status === 400 && typeof expired === "boolean") {
        setLinkState(expired ? "expired" : "invalid");
        return;
      }
      // E.g. an admin's password shorter than 12 characters.
      if (Object.keys(fieldErrorsFromApi(error)).length > 0) {
        applyServerErrors(form, error, {
          title: "Fehler beim Speichern des Passworts",
          fallback: "Bitte versuchen Sie es erneut.",
          fields: ["password"],
          focus: true,
        });
        return;
      }
      toast.error("Fehler beim Einrichten des Passworts", {
        description: errorMessageFromApi(error, "Bitte versuchen Sie es erneut."),
      });
    },
  });

  const isAdmin = setup.data?.account === "admin";
  useEffect(() => {
    if (!setup.isSuccess) return;
    const timer = setTimeout(
      () => router.push(isAdmin ? "/admin-login" : "/company-dashboard"),
      SETUP_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [setup.isSuccess, isAdmin, router]);

  useEffect(() => {
    if (check.isError) {
      toast.error(isApiClientError(check.error) ? "Ungültiger Token" : "Fehler bei der Validierung");
    }
  }, [check.isError, check.error]);

  if (check.isPending) {
    return (
      <AuthCard icon={KeyRound} title="Passwort festlegen">
        <p role="status" className="flex items-center justify-center gap-2 text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Link wird überprüft...
        </p>
      </AuthCard>
    );
  }

  const state = linkState !== "ok" ? linkState : check.data?.valid ? "ok" : check.data?.expired ? "expired" : "invalid";
  if (state !== "ok") return <InvalidLink expired={state === "expired"} contactEmail={contactEmail} />;

  if (setup.isSuccess) {
    return (
      <AuthCard icon={CircleCheck} title="Erfolgreich!">
        <p role="status" className="text-center text-muted-foreground">
          {isAdmin
            ? "Ihr Passwort wurde gespeichert. Sie werden in wenigen Sekunden zur Anmeldung weitergeleitet."
            : "Ihr Passwort wurde gespeichert. Sie werden in wenigen Sekunden zu Ihrem Firmen-Dashboard weitergeleitet."}
        </p>
      </AuthCard>
    );
  }

  const submitDisabled = !password || !confirmPassword || password !== confirmPassword || setup.isPending;

  return (
    <AuthCard
      icon={KeyRound}
      title="Passwort festlegen"
      intro={
        <>
          Legen Sie das Passwort für <strong className="text-foreground">{check.data?.email}</strong> fest.
        </>
      }
    >
      <form noValidate onSubmit={form.handleSubmit((values) => setup.mutate(values))} className="grid gap-5">
        <FormField id="setup-password" label="Neues Passwort" error={errors.password?.message}>
          <PasswordInput
            id="setup-password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            {...fieldAria("setup-password", errors.password?.message)}
            {...form.register("password")}
          />
        </FormField>
        <FormField id="setup-confirm" label="Passwort bestätigen" error={errors.confirmPassword?.message}>
          <PasswordInput
            id="setup-confirm"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            {...fieldAria("setup-confirm", errors.confirmPassword?.message)}
            {...form.register("confirmPassword")}
          />
        </FormField>
        {password && confirmPassword && password !== confirmPassword && !errors.confirmPassword && (
          <p className="text-sm text-destructive" role="status">
            Die Passwörter stimmen nicht überein
          </p>
        )}
        <p className="text-sm text-muted-foreground">Mindestens 6 Zeichen.</p>
        <Button type="submit" size="lg" disabled={submitDisabled} className="w-full">
          {setup.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {setup.isPending ? "Wird gespeichert..." : "Passwort speichern"}
        </Button>
      </form>
    </AuthCard>
  );
}

/**
 * The screen for an expired or invalid link: explanation, "Neuen Link anfordern", the contact address and a home
 * button.
 */
export function InvalidLink({
  expired,
  contactEmail,
  missingToken = false,
}: {
  expired: boolean;
  contactEmail: string;
  missingToken?: boolean;
}) {
  const [requesting, setRequesting] = useState(false);
  return (
    <AuthCard icon={Link2Off} title={expired ? "Link abgelaufen" : "Ungültiger Link"}>
      <div className="grid gap-3 text-center text-muted-foreground">
        {missingToken && <p className="font-medium text-foreground">Kein Token gefunden.</p>}
        <p>
          {expired
            ? "Dieser Link ist abgelaufen. Links zum Einrichten des Passworts sind 48 Stunden gültig, Links zum Zurücksetzen 1 Stunde."
            : "Dieser Link ist ungültig oder wurde bereits verwendet."}
        </p>
        {!requesting && (
          <p>Fordern Sie einfach einen neuen Link an – wir senden ihn an die E-Mail-Adresse Ihres Kontos.</p>
        )}
      </div>
      <div className="mt-6 grid gap-3">
        {requesting ? (
          <ForgotPasswordForm idPrefix="new-link" submitLabel="Neuen Link senden" />
        ) : (
          <Button type="button" size="lg" className="w-full" onClick={() => setRequesting(true)}>
            Neuen Link anfordern
          </Button>
        )}
        <Button asChild size="lg" variant="outline" className="w-full">
          <Link prefetch={false} href="/">
            Zur Startseite
          </Link>
        </Button>
      </div>
      <p className="mt-4 text-center text-sm text-muted-foreground">
        Fragen? Schreiben Sie uns an{" "}
        <a href={`mailto:${contactEmail}`} className="font-medium text-primary underline underline-offset-2">
          {contactEmail}
        </a>
        .
      </p>
    </AuthCard>
  );
}
