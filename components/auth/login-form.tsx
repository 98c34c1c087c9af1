"use client";
/**
 * The login form of /firmen-login (companies) and /admin-login (admins). Admins get a second step (TOTP code, or
 * enrolment with recovery codes on first login). A user with another role gets that role's message; a company's
 * session is ended again, an admin at the company login gets no session at all.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, LogIn } from "lucide-react";
import Link from "next/link";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { FormField, fieldAria } from "@/components/forms/form-controls";
import { PasswordInput } from "@/components/forms/password-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { RecoveryCodesStep, TotpCodeStep, TotpEnrolStep } from "@/components/auth/totp-steps";
import { SessionExpiredNotice } from "@/components/dashboard/session-expired-notice";
import type { LoginResponse, TotpEnrolment } from "@/lib/auth/login-steps";
import { DASHBOARD_PATH, type Role, type SessionUser } from "@/lib/auth/types";
import { AUTH_QUERY_KEY, useAuth, useLogout } from "@/lib/auth/use-auth";
import { apiRequest, errorMessageFromApi, statusFromApiError } from "@/lib/http/api-client";
import { loginSchema, PASSWORD_MAX_LENGTH, type LoginInput } from "@/lib/validation/auth";

const TEXTS: Record<Role, { wrongRole: string; successDescription?: string }> = {
  company: {
    wrongRole: "Sie haben keine Berechtigung für das Firmen-Dashboard",
    successDescription: "Willkommen in Ihrem Firmen-Dashboard",
  },
  admin: { wrongRole: "Sie haben keine Admin-Berechtigung" },
};

/** Where the login stands: the password form, an admin's second step, or the recovery codes after enrolment. */
type Stage =
  | { kind: "password" }
  | { kind: "forgot" }
  | { kind: "totp"; pendingToken: string }
  | { kind: "totp-enrol"; pendingToken: string; enrolment: TotpEnrolment }
  | { kind: "recovery-codes"; codes: string[] };

export function LoginForm({ role }: { role: Role }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const logout = useLogout();
  const [stage, setStage] = useState<Stage>({ kind: "password" });
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });
  const { errors } = form.formState;

  useEffect(() => {
    if (user?.role === role && stage.kind === "password" && !submitting) router.replace(DASHBOARD_PATH[role]);
  }, [user, role, router, stage.kind, submitting]);

  /** A completed login with the page's role: toast, fresh auth query, dashboard. */
  const finish = async () => {
    setDone(true);
    toast.success("Erfolgreich angemeldet", { description: TEXTS[role].successDescription });
    await queryClient.invalidateQueries({ queryKey: AUTH_QUERY_KEY });
    router.push(DASHBOARD_PATH[role]);
  };

  const focusPassword = useRef(false);
  useEffect(() => {
    if (stage.kind !== "password" || !focusPassword.current) return;
    focusPassword.current = false;
    form.setFocus("password");
  }, [stage.kind, form]);

  // Back from "Passwort vergessen?": focus returns to its button.
  const focusForgot = useRef(false);
  const forgotButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (stage.kind !== "password" || !focusForgot.current) return;
    focusForgot.current = false;
    forgotButton.current?.focus();
  }, [stage.kind]);

  /** Back to the password form (cancelled, expired or refused second step), focus on the password. */
  const restart = () => {
    form.setValue("password", "");
    setStage({ kind: "password" });
    focusPassword.current = true;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setSubmitting(true);
    try {
      const result = await apiRequest<LoginResponse>("POST", "/api/auth/login", values);
      if ("user" in result) {
        if (result.user.role !== role) {
          toast.error(TEXTS[role].wrongRole);
          logout.mutate();
          return;
        }
        await finish();
        return;
      }
      // Only admins get a second step; at the company login they are the wrong role.
      if (role !== "admin") {
        toast.error(TEXTS[role].wrongRole);
        return;
      }
      setStage(
        result.step === "totp"
          ? { kind: "totp", pendingToken: result.pendingToken }
          : { kind: "totp-enrol", ...result },
      );
    } catch (error) {
      toast.error("Anmeldung fehlgeschlagen", {
        description:
          statusFromApiError(error) === 429
            ? errorMessageFromApi(error, "Bitte überprüfen Sie Ihre Anmeldedaten")
            : "Bitte überprüfen Sie Ihre Anmeldedaten",
      });
    } finally {
      setSubmitting(false);
    }
  });

  const secondStepDone = (loggedIn: SessionUser) => {
    if (loggedIn.role !== role) return;
    void finish();
  };

  if (stage.kind === "totp") {
    return <TotpCodeStep pendingToken={stage.pendingToken} onDone={secondStepDone} onRestart={restart} />;
  }
  if (stage.kind === "totp-enrol") {
    return (
      <TotpEnrolStep
        pendingToken={stage.pendingToken}
        enrolment={stage.enrolment}
        onDone={({ recoveryCodes }) => setStage({ kind: "recovery-codes", codes: recoveryCodes })}
        onRestart={restart}
      />
    );
  }
  if (stage.kind === "recovery-codes") {
    return <RecoveryCodesStep codes={stage.codes} onContinue={() => void finish()} />;
  }
  if (stage.kind === "forgot") {
    return (
      <div className="grid gap-4">
        <h2 className="text-lg font-semibold">Passwort vergessen?</h2>
        <ForgotPasswordForm
          idPrefix={`${role}-forgot`}
          defaultEmail={form.getValues("email")}
          onBack={() => {
            setStage({ kind: "password" });
            focusForgot.current = true;
          }}
        />
      </div>
    );
  }

  const pending = submitting || done;
  const idPrefix = `${role}-login`;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      {role === "company" && <SessionExpiredNotice />}
      <FormField id={`${idPrefix}-email`} label="E-Mail" error={errors.email?.message}>
        <Input
          id={`${idPrefix}-email`}
          type="email"
          autoComplete="username"
          inputMode="email"
          maxLength={255}
          className="h-11"
          {...fieldAria(`${idPrefix}-email`, errors.email?.message)}
          {...form.register("email")}
        />
      </FormField>
      <FormField id={`${idPrefix}-password`} label="Passwort" error={errors.password?.message}>
        <PasswordInput
          id={`${idPrefix}-password`}
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          {...fieldAria(`${idPrefix}-password`, errors.password?.message)}
          {...form.register("password")}
        />
      </FormField>
      <div className="-mt-2 flex justify-end">
        <Button
          ref={forgotButton}
          type="button"
          variant="link"
          className="h-auto p-0 text-sm"
          onClick={() => setStage({ kind: "forgot" })}
        >
          Passwort vergessen?
        </Button>
      </div>
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <LogIn aria-hidden="true" />}
        {pending ? "Wird angemeldet..." : "Anmelden"}
      </Button>
      {role === "company" && (
        <p className="text-center text-sm text-muted-foreground">
          Noch kein Partner?{" "}
          <Link prefetch={false} href="/kontakt" className="font-medium text-primary underline underline-offset-2">
            Kontaktieren Sie uns für eine Registrierung
          </Link>
        </p>
      )}
    </form>
  );
}
