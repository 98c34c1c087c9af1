"use client";
/**
 * Deactivate / reactivate a company, each after a confirmation: deactivating asks for a reason, ends its sessions,
 * blocks login and assignment (its history stays).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, PowerOff, RotateCcw } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";

import { FormField, fieldAria } from "@/components/forms/form-controls";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { applyServerErrors } from "@/lib/http/form-errors";
import {
  ADMIN_COMPANY_MAX_LENGTH,
  companyDeactivateSchema,
  type CompanyDeactivateInput,
} from "@/lib/validation/admin-companies";

import { useSetCompanyActive } from "./queries";

/** "Deaktiviert" badge of a deactivated company. */
export function DeactivatedBadge() {
  return (
    <Badge variant="outline" className="border-red-200 bg-red-50 text-red-800">
      <PowerOff aria-hidden="true" />
      Deaktiviert
    </Badge>
  );
}

/** The deactivate or reactivate button of company `companyId` with its confirmation dialog. */
export function CompanyActivationButton({
  companyId,
  name,
  deactivated,
}: {
  companyId: number;
  name: string;
  deactivated: boolean;
}) {
  const [open, setOpen] = useState(false);
  const change = useSetCompanyActive(companyId);
  const form = useForm<CompanyDeactivateInput>({
    resolver: zodResolver(companyDeactivateSchema),
    defaultValues: { reason: "" },
  });
  const reasonId = useId();
  const error = form.formState.errors.reason?.message;

  const changeOpen = (next: boolean) => {
    if (change.isPending) return;
    if (next) form.reset({ reason: "" });
    setOpen(next);
  };
  const fail = (err: unknown) =>
    applyServerErrors(form, err, { title: "Fehler", fallback: "Bitte versuchen Sie es erneut.", fields: ["reason"] });
  const onDeactivate = form.handleSubmit((values) =>
    change.mutate({ active: false, reason: values.reason }, { onSuccess: () => setOpen(false), onError: fail }),
  );
  const onReactivate = () => change.mutate({ active: true }, { onSuccess: () => setOpen(false), onError: fail });

  return (
    <>
      <Button
        type="button"
        variant={deactivated ? "default" : "destructive"}
        onClick={() => changeOpen(true)}
        disabled={change.isPending}
      >
        {deactivated ? <RotateCcw aria-hidden="true" /> : <PowerOff aria-hidden="true" />}
        {deactivated ? "Reaktivieren" : "Deaktivieren"}
      </Button>
      <Dialog open={open} onOpenChange={changeOpen}>
        <DialogContent>
          {deactivated ? (
            <>
              <DialogHeader>
                <DialogTitle>Firma reaktivieren?</DialogTitle>
                <DialogDescription>{name} kann sich wieder anmelden und neue Leads erhalten.</DialogDescription>
              </DialogHeader>
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => changeOpen(false)} disabled={change.isPending}>
                  Abbrechen
                </Button>
                <Button type="button" onClick={onReactivate} disabled={change.isPending} aria-busy={change.isPending}>
                  {change.isPending ? (
                    <Loader2 className="animate-spin" aria-hidden="true" />
                  ) : (
                    <RotateCcw aria-hidden="true" />
                  )}
                  {change.isPending ? "Wird gespeichert..." : "Reaktivieren"}
                </Button>
              </DialogFooter>
            </>
          ) : (
            <form noValidate onSubmit={onDeactivate} className="grid gap-4">
              <DialogHeader>
                <DialogTitle>Firma deaktivieren?</DialogTitle>
                <DialogDescription>
                  {name} wird sofort abgemeldet, kann sich nicht mehr anmelden und erhält keine neuen Leads. Bisherige
                  Leads und Ergebnisse bleiben erhalten; Sie können die Firma später reaktivieren.
                </DialogDescription>
              </DialogHeader>
              <FormField id={reasonId} label="Grund (wird im Verlauf gespeichert)" error={error}>
                <Textarea
                  id={reasonId}
                  rows={3}
                  maxLength={ADMIN_COMPANY_MAX_LENGTH.reason}
                  {...fieldAria(reasonId, error)}
                  {...form.register("reason")}
                />
              </FormField>
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => changeOpen(false)} disabled={change.isPending}>
                  Abbrechen
                </Button>
                <Button type="submit" variant="destructive" disabled={change.isPending} aria-busy={change.isPending}>
                  {change.isPending ? (
                    <Loader2 className="animate-spin" aria-hidden="true" />
                  ) : (
                    <PowerOff aria-hidden="true" />
                  )}
                  {change.isPending ? "Wird gespeichert..." : "Deaktivieren"}
                </Button>
              </DialogFooter>
            </form>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
