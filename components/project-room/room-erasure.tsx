"use client";
/**
 * "Meine Daten löschen": `ErasableRoom` shows the room until `EraseDataButton` has erased the data, then the success
 * state (the link no longer works, so the room cannot be rendered again). A failure shows in the dialog.
 */
import { useMutation } from "@tanstack/react-query";
import { CircleCheck, House, Trash2 } from "lucide-react";
import Link from "next/link";
import { createContext, useContext, useEffect, useRef, useState } from "react";
import type * as React from "react";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/http/api-client";
import { requestErrorText } from "./request-error";
import { RoomConfirmDialog } from "./room-confirm-dialog";

/** Tells the surrounding `ErasableRoom` that the data are gone. */
const ErasedContext = createContext<(() => void) | null>(null);

/** The room (`children`) until its data are erased, then the success state. */
export function ErasableRoom({ children }: { children: React.ReactNode }) {
  const [erased, setErased] = useState(false);
  if (erased) return <ProjectErasedState />;
  return <ErasedContext.Provider value={() => setErased(true)}>{children}</ErasedContext.Provider>;
}

/** What the customer sees after the erasure: what happened, what it means, where to go. The heading takes the focus. */
export function ProjectErasedState() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24"
      aria-labelledby="room-erased-title"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-success text-success-foreground">
        <CircleCheck className="size-9" aria-hidden="true" />
      </span>
      <h1
        id="room-erased-title"
        ref={headingRef}
        tabIndex={-1}
        className="mt-6 text-3xl font-bold tracking-tight text-balance outline-none sm:text-4xl"
      >
        Ihre Daten wurden gelöscht
      </h1>
      <div role="status" className="mt-4 grid gap-3 text-muted-foreground">
        <p>
          Ihr Name, Ihre E-Mail-Adresse, Ihre Telefonnummer und Ihre freien Angaben sind aus dieser Anfrage entfernt.
          Die Betriebe sehen sie als „vom Kunden gelöscht“. Dieser Link zu „Mein Projekt“ funktioniert nicht mehr.
        </p>
        <p>
          Zur Bestätigung erhalten Sie gleich eine E-Mail. Danach löschen wir auch Ihre E-Mail-Adresse aus dem
          Versandprotokoll.
        </p>
        <p>
          Kontaktdaten, die ein Betrieb schon selbst gespeichert hat, liegen in seiner Verantwortung: Wenden Sie sich
          dafür bitte direkt an den Betrieb.
        </p>
      </div>
      <Button asChild size="lg" className="mt-8">
        <Link prefetch={false} href="/">
          <House aria-hidden="true" />
          Zur Startseite
        </Link>
      </Button>
    </section>
  );
}

/** @param token The link token of the room (from the URL). */
export function EraseDataButton({ token }: { token: string }) {
  const onErased = useContext(ErasedContext);
  const [open, setOpen] = useState(false);
  const erase = useMutation({
    mutationFn: () => apiRequest<{ message: string }>("POST", `/api/mein-projekt/${encodeURIComponent(token)}/erase`),
    onSuccess: () => {
      setOpen(false);
      onErased?.();
    },
  });

  return (
    <>
      <Button
        type="button"
        variant="destructive"
        size="lg"
        className="w-full sm:w-auto"
        onClick={() => {
          erase.reset();
          setOpen(true);
        }}
      >
        <Trash2 aria-hidden="true" />
        Meine Daten löschen
      </Button>
      <RoomConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Meine Daten endgültig löschen?"
        description={
          <>
            <p>
              Wir löschen Ihren Namen, Ihre E-Mail-Adresse, Ihre Telefonnummer und Ihre freien Angaben aus dieser
              Anfrage, aus ihren Angeboten und aus den E-Mails, die wir dazu gespeichert haben. Die Betriebe sehen die
              Anfrage danach als „vom Kunden gelöscht“.
            </p>
            <p className="font-medium text-foreground">
              Das kann nicht rückgängig gemacht werden. Danach funktioniert dieser Link nicht mehr.
            </p>
            <p>
              Möchten Sie eine Kopie behalten? Laden Sie Ihre Daten vorher mit „Meine Daten herunterladen“ herunter.
            </p>
          </>
        }
        confirmLabel="Endgültig löschen"
        pendingLabel="Wird gelöscht..."
        pending={erase.isPending}
        error={erase.isError ? requestErrorText(erase.error) : null}
        destructive
        onConfirm={() => erase.mutate()}
      />
    </>
  );
}
