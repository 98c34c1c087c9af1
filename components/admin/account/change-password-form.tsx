"use client";
/**
 * The admin's "Passwort ändern" form: current password, new one (≥ 12 characters) and its confirmation. On success
 * the server ends every other session and re-issues this one.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound, Loader2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { FormField, fieldAria } from "@/components/forms/form-controls";
import { PasswordInput } from "@/components/forms/password-input";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/http/api-client";
import { applyServerErrors } from "@/lib/http/form-errors";
import {
  ADMIN_PASSWORD_MIN_LENGTH,
  adminChangePasswordSchema,
  PASSWORD_MAX_LENGTH,
  type AdminChangePasswordInput,
} from "@/lib/validation/auth";

const FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;

/** @param email the admin's e-mail, given to password managers as the account name. */
export function AdminChangePasswordForm({ email }: { email: string }) {
  const form = useForm<AdminChangePasswordInput>({
    resolver: zodResolver(adminChangePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { message } = await apiRequest<{ message: string }>("POST", "/api/admin/account/password", values);
      toast.success(message, { description: "Alle anderen Sitzungen Ihres Zugangs wurden beendet." });
      form.reset();
    } catch (error) {
      applyServerErrors(form, error, {
        title: "Passwort konnte nicht geändert werden",
        fallback: "Bitte versuchen Sie es später erneut.",
        fields: FIELDS,
        focus: true,
      });
    }
  });

  const field = (name: (typeof FIELDS)[number], label: string, autoComplete: string, hint?: string) => {
    const id = `admin-password-${name}`;
    return (
      <FormField id={id} label={label} hint={hint} error={errors[name]?.message}>
        <PasswordInput
          id={id}
          autoComplete={autoComplete}
          maxLength={PASSWORD_MAX_LENGTH}
          {...fieldAria(id, errors[name]?.message, hint ? `${id}-hint` : undefined)}
          {...form.register(name)}
        />
      </FormField>
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-md gap-5">
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      {field("currentPassword", "Aktuelles Passwort", "current-password")}
      {field("newPassword", "Neues Passwort", "new-password", `Mindestens ${ADMIN_PASSWORD_MIN_LENGTH} Zeichen.`)}
      {field("confirmPassword", "Neues Passwort bestätigen", "new-password")}
      <Button type="submit" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <KeyRound aria-hidden="true" />}
        {isSubmitting ? "Wird gespeichert..." : "Passwort ändern"}
      </Button>
    </form>
  );
}
