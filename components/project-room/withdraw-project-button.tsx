"use client";
/**
 * "Anfrage zurückziehen" in the project room: after a confirmation, withdraws and refreshes the server-rendered room,
 * then moves focus to its withdrawn notice. A failure shows in the dialog.
 */
import { useMutation } from "@tanstack/react-query";
import { Undo2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/http/api-client";
import { requestErrorText } from "./request-error";
import { WITHDRAWN_NOTICE_ID } from "./room-ids";
import { RoomConfirmDialog } from "./room-confirm-dialog";

/**
 * Focuses element `id` once the refreshed page shows it and the dialog has closed (the dialog hands focus back to its
 * button when it closes). Checks every 100 ms for at most 10 s.
 */
function focusWhenShown(id: string, tries = 100) {
  const element = document.getElementById(id);
  if (element && !document.querySelector('[role="dialog"]')) element.focus();
  else if (tries > 0) window.setTimeout(() => focusWhenShown(id, tries - 1), 100);
}

/** @param token The link token of the room (from the URL). */
export function WithdrawProjectButton({ token }: { token: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const withdraw = useMutation({
    mutationFn: () =>
      apiRequest<{ message: string }>("POST", `/api/mein-projekt/${encodeURIComponent(token)}/withdraw`),
    onSuccess: (answer) => {
      setOpen(false);
      toast.success("Anfrage zurückgezogen", { description: answer?.message });
      router.refresh();
      focusWhenShown(WITHDRAWN_NOTICE_ID);
    },
  });

  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="lg"
        className="w-full sm:w-auto"
        onClick={() => {
          withdraw.reset();
          setOpen(true);
        }}
      >
        <Undo2 aria-hidden="true" />
        Anfrage zurückziehen
      </Button>
      <RoomConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Anfrage zurückziehen?"
        description={
          <>
            <p>
              Ab jetzt erhält kein weiterer Betrieb Ihre Kontaktdaten. Die Betriebe, die Ihre Anfrage schon erhalten
              haben, informieren wir per E-Mail, dass Sie sie zurückgezogen haben.
            </p>
            <p>Ihre Angaben bleiben hier sichtbar, bis Sie sie löschen oder die Speicherfrist endet.</p>
          </>
        }
        confirmLabel="Anfrage zurückziehen"
        pendingLabel="Wird zurückgezogen..."
        pending={withdraw.isPending}
        error={withdraw.isError ? requestErrorText(withdraw.error) : null}
        onConfirm={() => withdraw.mutate()}
      />
    </>
  );
}
