"use client";
/**
 * A confirmation dialog with a required text (the reason of a cancellation or a request for other times): an empty
 * text shows a German error at the field and sends nothing; a failed request shows inside the dialog, which stays
 * open. Built on the project room's confirmation dialog.
 */
import { useId, useState } from "react";
import type * as React from "react";

import { FieldError, fieldAria } from "@/components/forms/form-controls";
import { RoomConfirmDialog } from "@/components/project-room/room-confirm-dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

import { VISIT_REASON_MAX, VISIT_REASON_REQUIRED } from "./visit-texts";

export interface VisitReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: React.ReactNode;
  /** Label of the textarea, e.g. "Grund". */
  label: string;
  placeholder?: string;
  /** Shown when the text is left empty (default: asks for a reason). */
  requiredMessage?: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** German reason of the last failed request. */
  error: string | null;
  destructive?: boolean;
  /** Called with the trimmed, non-empty text. */
  onConfirm: (reason: string) => void;
}

export function VisitReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  placeholder,
  requiredMessage = VISIT_REASON_REQUIRED,
  confirmLabel,
  pendingLabel,
  pending,
  error,
  destructive = false,
  onConfirm,
}: VisitReasonDialogProps) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  // A dialog opened again starts empty, also after it was closed by a successful request.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setReason("");
      setMissing(false);
    }
  }
  const fieldError = missing ? requiredMessage : undefined;
  return (
    <RoomConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      cancelLabel="Zurück"
      pendingLabel={pendingLabel}
      pending={pending}
      error={error}
      destructive={destructive}
      onConfirm={() => {
        const text = reason.trim();
        if (!text) {
          setMissing(true);
          document.getElementById(id)?.focus();
          return;
        }
        onConfirm(text);
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        <Textarea
          id={id}
          rows={3}
          required
          maxLength={VISIT_REASON_MAX}
          placeholder={placeholder}
          value={reason}
          disabled={pending}
          onChange={(event) => {
            setReason(event.target.value);
            if (event.target.value.trim()) setMissing(false);
          }}
          {...fieldAria(id, fieldError)}
        />
        <FieldError id={id} error={fieldError} />
      </div>
    </RoomConfirmDialog>
  );
}
