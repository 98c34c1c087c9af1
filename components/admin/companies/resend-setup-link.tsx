"use client";
/**
 * "Setup-Link erneut senden" in the company details: after a confirmation, e-mails the company's user a new 48-hour
 * link (the old one stops working).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Loader2, Send } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";

import { invalidateAdminQueries } from "@/components/admin/invalidate-admin-queries";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { apiRequest, errorMessageFromApi } from "@/lib/http/api-client";

/** Sends company `companyId`'s user a new setup link, with toasts. */
export function useResendSetupLink(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ message: string; expiresAt: string }>("POST", `/api/admin/companies/${companyId}/setup-link`),
    onSuccess: () =>
      toast.success("Setup-Link gesendet", {
        description: "Der neue Link ist 48 Stunden gültig; der alte Link funktioniert nicht mehr.",
      }),
    onError: (error) =>
      toast.error("Setup-Link nicht gesendet", {
        description: errorMessageFromApi(error, "Bitte versuchen Sie es erneut."),
      }),
    onSettled: () => invalidateAdminQueries(queryClient),
  });
}

/**
 * The button and its confirmation dialog.
 *
 * @param companyId The company whose user gets the link.
 * @param email     The login e-mail the link goes to (shown in the confirmation).
 */
export function ResendSetupLinkButton({ companyId, email }: { companyId: number; email: string }) {
  const [open, setOpen] = useState(false);
  const resend = useResendSetupLink(companyId);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)} disabled={resend.isPending}>
        {resend.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        Setup-Link erneut senden
      </Button>
      <Dialog open={open} onOpenChange={(next) => !next && !resend.isPending && setOpen(false)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Setup-Link erneut senden?</DialogTitle>
            <DialogDescription>
              <span className="break-all">{email}</span> erhält einen neuen Link zum Festlegen des Passworts (48 Stunden
              gültig). Frühere Links funktionieren danach nicht mehr; ein bestehendes Passwort bleibt gültig, bis es
              über den Link geändert wird.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={resend.isPending}>
              Abbrechen
            </Button>
            <Button
              type="button"
              onClick={() => resend.mutate(undefined, { onSuccess: () => setOpen(false) })}
              disabled={resend.isPending}
            >
              {resend.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
              {resend.isPending ? "Wird gesendet..." : "Link senden"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
