"use client";
/**
 * The login form of /firmen-login (role company) and /admin-login (role admin):
 * authenticated-side.md §2 "Company login", §5 "Login", §6, §8.
 *
 * - A visitor already logged in with the page's role is sent to that role's dashboard.
 * - Success with the page's role: toast 'Erfolgreich angemeldet' (+ 'Willkommen in Ihrem
 *   Firmen-Dashboard' for companies) and navigation to the dashboard.
 * - Success with another role: the role's message ('Sie haben keine Berechtigung für das
 *   Firmen-Dashboard' / 'Sie haben keine Admin-Berechtigung'), the session is ended again and the
 *   page stays.
 * - Failure: 'Anmeldung fehlgeschlagen' / 'Bitte überprüfen Sie Ihre Anmeldedaten' (429: the
 *   server's wait message).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, LogIn } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { FormField, fieldAria } from "@/components/forms/form-controls";
import { PasswordInput } from "@/components/forms/password-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { DASHBOARD_PATH, type Role } from "@/lib/auth/types";
import { useAuth, useLogin, useLogout } from "@/lib/auth/use-auth";
import { errorMessageFromApi, statusFromApiError } from "@/lib/http/api-client";
import { loginSchema, PASSWORD_MAX_LENGTH, type LoginInput } from "@/lib/validation/auth";

const TEXTS: Record<Role, { wrongRole: string; successDescription?: string }> = {
  company: {
    wrongRole: "Sie haben keine Berechtigung für das Firmen-Dashboard",
    successDescription: "Willkommen in Ihrem Firmen-Dashboard",
  },
  admin: { wrongRole: "Sie haben keine Admin-Berechtigung" },
};

export function LoginForm({ role }: { role: Role }) {
  const router = useRouter();
  const { user } = useAuth();
  const login = useLogin();
  const logout = useLogout();
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });
  const { errors } = form.formState;

  useEffect(() => {
    if (user?.role === role && !login.isPending) router.replace(DASHBOARD_PATH[role]);
  }, [user, role, router, login.isPending]);

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: ({ user: loggedIn }) => {
        if (loggedIn.role !== role) {
          toast.error(TEXTS[role].wrongRole);
          logout.mutate();
          return;
        }
        toast.success("Erfolgreich angemeldet", { description: TEXTS[role].successDescription });
        router.push(DASHBOARD_PATH[role]);
      },
      onError: (error) => {
        toast.error("Anmeldung fehlgeschlagen", {
          description:
            statusFromApiError(error) === 429
              ? errorMessageFromApi(error, "Bitte überprüfen Sie Ihre Anmeldedaten")
              : "Bitte überprüfen Sie Ihre Anmeldedaten",
        });
      },
    }),
  );

  const pending = login.isPending || login.isSuccess;
  const idPrefix = `${role}-login`;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
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
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <LogIn aria-hidden="true" />}
        {pending ? "Wird angemeldet..." : "Anmelden"}
      </Button>
      {role === "company" && (
        <p className="text-center text-sm text-muted-foreground">
          Noch kein Partner?{" "}
          <Link href="/kontakt" className="font-medium text-primary underline underline-offset-2">
            Kontaktieren Sie uns für eine Registrierung
          </Link>
        </p>
      )}
    </form>
  );
}
