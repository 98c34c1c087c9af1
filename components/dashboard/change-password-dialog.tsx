"use client";
/** The company's change-password dialog, validated with the API's schema; server field messages show at the fields. */
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiRequest } from "@/lib/http/api-client";
import { applyServerErrors } from "@/lib/http/form-errors";
import { changePasswordSchema, PASSWORD_MAX_LENGTH, type ChangePasswordInput } from "@/lib/validation/auth";

const EMPTY: ChangePasswordInput = { currentPassword: "", newPassword: "", confirmPassword: "" };

const FIELDS: { name: keyof ChangePasswordInput; label: string; autoComplete: string }[] = [
  { name: "currentPassword", label: "Aktuelles Passwort", autoComplete: "current-password" },
  { name: "newPassword", label: "Neues Passwort", autoComplete: "new-password" },
  { name: "confirmPassword", label: "Passwort bestätigen", autoComplete: "new-password" },
];

export function ChangePasswordDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { register, handleSubmit, formState, reset } = form;

  const change = useMutation({
    mutationFn: (values: ChangePasswordInput) => apiRequest("POST", "/api/company/change-password", values),
    onSuccess: () => {
      toast.success("Passwort geändert", { description: "Ihr Passwort wurde erfolgreich geändert" });
      reset(EMPTY);
      onOpenChange(false);
    },
    onError: (error) =>
      applyServerErrors(form, error, {
        title: "Fehler",
        fallback: "Fehler beim Ändern des Passworts",
        fields: FIELDS.map((entry) => entry.name),
      }),
  });

  const close = (next: boolean) => {
    if (!next) {
      reset(EMPTY);
      change.reset();
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Passwort ändern</DialogTitle>
          <DialogDescription>Geben Sie Ihr aktuelles Passwort und zweimal Ihr neues Passwort ein.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit((values) => change.mutate(values))} className="grid gap-4">
          {FIELDS.map((field) => {
            const id = `change-password-${field.name}`;
            const error = formState.errors[field.name]?.message;
            return (
              <div key={field.name} className="grid gap-1.5">
                <Label htmlFor={id}>{field.label}</Label>
                <Input
                  id={id}
                  type="password"
                  autoComplete={field.autoComplete}
                  maxLength={PASSWORD_MAX_LENGTH}
                  className="h-10"
                  aria-invalid={Boolean(error)}
                  aria-describedby={error ? `${id}-error` : undefined}
                  {...register(field.name)}
                />
                {error && (
                  <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
          <DialogFooter className="mt-2">
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Abbrechen
            </Button>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              {change.isPending ? "Wird gespeichert..." : "Passwort ändern"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
