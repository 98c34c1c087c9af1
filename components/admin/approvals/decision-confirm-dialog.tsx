"use client";
/**
 * The admin's "really decide?" dialog for applications and AI offers: nothing changes until the admin confirms.
 * A rejection asks for the reason (`rejectionFormSchema`), which is e-mailed to an applicant.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Check, Loader2, X } from "lucide-react";
import { useEffect, useId } from "react";
import type * as React from "react";
import { useForm } from "react-hook-form";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import {
  REJECTION_REASON_MAX_LENGTH,
  rejectionFormSchema,
  type RejectionFormInput,
} from "@/lib/validation/admin-approvals";

/** Label of the reason field when an application is rejected: the applicant reads the reason. */
export const REJECTION_REASON_TO_APPLICANT = "Grund der Ablehnung (wird dem Antragsteller per E-Mail mitgeteilt)";

/** What the dialog asks to confirm. */
export interface DecisionConfirmation {
  title: string;
  description: React.ReactNode;
  /** Block content under the description (lists, checks); the description itself is a paragraph. */
  details?: React.ReactNode;
  /** Label of the confirm button, e.g. "Genehmigen", "Ablehnen", "Status ändern". */
  confirmLabel: string;
  /** "reject": destructive button and a required reason field. */
  tone: "approve" | "reject" | "neutral";
  /**
   * Set: ask for a reason under this label, e.g. "Grund der Ablehnung (wird dem Antragsteller per E-Mail
   * mitgeteilt)".
   */
  reasonLabel?: string;
}

export function DecisionConfirmDialog({
  confirmation,
  pending,
  onConfirm,
  onClose,
}: {
  /** null: closed. */
  confirmation: DecisionConfirmation | null;
  pending: boolean;
  /** Called with the trimmed reason when one was asked for. */
  onConfirm: (reason?: string) => void;
  onClose: () => void;
}) {
  const form = useForm<RejectionFormInput>({
    resolver: zodResolver(rejectionFormSchema),
    defaultValues: { reason: "" },
  });
  const reasonId = useId();
  const open = confirmation !== null;
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ reason: "" });
  }, [open, reset]);

  const error = form.formState.errors.reason?.message;
  const submit = confirmation?.reasonLabel
    ? form.handleSubmit((values) => onConfirm(values.reason))
    : (event: React.FormEvent) => {
        event.preventDefault();
        onConfirm();
      };
  const Icon = confirmation?.tone === "reject" ? X : Check;

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <DialogContent>
        {confirmation && (
          <form onSubmit={submit} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>{confirmation.title}</DialogTitle>
              <DialogDescription>{confirmation.description}</DialogDescription>
            </DialogHeader>
            {confirmation.details && <div className="grid gap-3 text-sm">{confirmation.details}</div>}
            {confirmation.reasonLabel && (
              <div className="grid gap-2">
                <Label htmlFor={reasonId}>{confirmation.reasonLabel}</Label>
                <Textarea
                  id={reasonId}
                  rows={4}
                  maxLength={REJECTION_REASON_MAX_LENGTH}
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
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
                Abbrechen
              </Button>
              <Button
                type="submit"
                variant={confirmation.tone === "reject" ? "destructive" : "default"}
                disabled={pending}
              >
                {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Icon aria-hidden="true" />}
                {pending ? "Wird gespeichert..." : confirmation.confirmLabel}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
