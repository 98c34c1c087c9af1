"use client";
/**
 * Guard against losing work in editor dialogs: `useDiscardGuard` routes every close path (Esc, close button,
 * overlay, Abbrechen) through `requestClose()`, which asks "Ungespeicherte Änderungen verwerfen?" when dirty.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

/**
 * @param dirty whether the form has unsaved edits
 * @param onClose closes the editor (discarding the edits)
 * @returns `requestClose` for the editor's close paths and `confirmDialog`, to render once
 */
export function useDiscardGuard(dirty: boolean, onClose: () => void) {
  const [asking, setAsking] = useState(false);
  const requestClose = () => {
    if (dirty) setAsking(true);
    else onClose();
  };
  const confirmDialog = (
    <DiscardChangesDialog
      open={asking}
      onKeepEditing={() => setAsking(false)}
      onDiscard={() => {
        setAsking(false);
        onClose();
      }}
    />
  );
  return { requestClose, confirmDialog };
}

/** "Ungespeicherte Änderungen verwerfen?" with Weiter bearbeiten (focused first) and Verwerfen. */
export function DiscardChangesDialog({
  open,
  onKeepEditing,
  onDiscard,
}: {
  open: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onKeepEditing()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Ungespeicherte Änderungen verwerfen?</DialogTitle>
          <DialogDescription>
            Ihre Änderungen wurden noch nicht gespeichert und gehen beim Schließen verloren.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onKeepEditing}>
            Weiter bearbeiten
          </Button>
          <Button type="button" variant="destructive" onClick={onDiscard}>
            Verwerfen
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
