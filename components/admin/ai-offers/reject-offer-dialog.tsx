"use client";
/**
 * "Angebot ablehnen" (issue 13 §4): asks for the reason (3–500 characters, `rejectOfferSchema`,
 * kept in the audit log only; the customer gets no e-mail) and sends
 * POST /api/admin/bathroom-offers/{id}/reject { reason }. Success: toast, admin lists reloaded,
 * dialog closed; failure: toast with the German message, a field error under the reason.
 * Radix dialog: focus trapped, Esc and Abbrechen close it (not while sending).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, X } from "lucide-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { invalidateAdminQueries } from "@/components/admin/invalidate-admin-queries";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { apiRequest } from "@/lib/http/api-client";
import { applyServerErrors } from "@/lib/http/form-errors";
import { rejectOfferSchema, type RejectOfferInput } from "@/lib/validation/admin-bathroom-offers";

/** Longest reason (matches rejectOfferSchema). */
const REASON_MAX_LENGTH = 500;

export function RejectOfferDialog({ offer, onClose }: { /** null: closed. */ offer: { id: number; customerName: string } | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<RejectOfferInput>({ resolver: zodResolver(rejectOfferSchema), defaultValues: { reason: "" } });
  const reasonId = useId();
  const open = offer !== null;
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ reason: "" });
  }, [open, reset]);
  const reject = useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => apiRequest("POST", `/api/admin/bathroom-offers/${id}/reject`, { reason }),
    onSuccess: async () => {
      toast.success("Angebot abgelehnt", { description: "Der Kunde erhält keine E-Mail." });
      onClose();
      await invalidateAdminQueries(queryClient);
    },
    onError: async (error) => {
      applyServerErrors(form, error, { title: "Angebot konnte nicht abgelehnt werden", fallback: "Bitte versuchen Sie es später erneut.", fields: ["reason"] });
      await invalidateAdminQueries(queryClient);
    },
  });
  const pending = reject.isPending;
  const error = form.formState.errors.reason?.message;

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <DialogContent>
        <form onSubmit={form.handleSubmit((values) => offer && reject.mutate({ id: offer.id, reason: values.reason }))} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Angebot ablehnen</DialogTitle>
            <DialogDescription>
              Das Angebot für {offer?.customerName} wird nicht gesendet; der Kunde erhält keine E-Mail. Sie können es später neu erstellen.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={reasonId}>Grund der Ablehnung (nur intern, im Verlauf gespeichert)</Label>
            <Textarea
              id={reasonId}
              rows={4}
              maxLength={REASON_MAX_LENGTH}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${reasonId}-error` : undefined}
              {...form.register("reason")}
            />
            {error && (
              <p id={`${reasonId}-error`} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              Abbrechen
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <X aria-hidden="true" />}
              {pending ? "Wird gespeichert..." : "Ablehnen"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
