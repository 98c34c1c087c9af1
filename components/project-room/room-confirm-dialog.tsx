"use client";
/**
 * The confirmation dialog of the project room's buttons. A failed request shows its reason inside the dialog, which
 * stays open; while the request runs the dialog cannot be closed.
 */
import { Loader2 } from "lucide-react";
import type * as React from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

export interface RoomConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: React.ReactNode;
  /** Further text below the description (e.g. a hint). */
  children?: React.ReactNode;
  confirmLabel: string;
  /** Label of the button that closes without acting (default "Abbrechen"). */
  cancelLabel?: string;
  pendingLabel: string;
  pending: boolean;
  /** German reason of the last failed attempt, shown above the buttons. */
  error: string | null;
  destructive?: boolean;
  onConfirm: () => void;
}

export function RoomConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel = "Abbrechen",
  pendingLabel,
  pending,
  error,
  destructive = false,
  onConfirm,
}: RoomConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent showCloseButton={!pending}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription asChild>
            <div className="grid gap-2 text-left">{description}</div>
          </DialogDescription>
        </DialogHeader>
        {children}
        {error && (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
          >
            {error}
          </p>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" size="lg" onClick={() => onOpenChange(false)} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button
            type="button"
            size="lg"
            variant={destructive ? "destructive" : "default"}
            onClick={onConfirm}
            disabled={pending}
            aria-busy={pending}
          >
            {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
