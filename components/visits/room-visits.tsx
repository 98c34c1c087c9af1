"use client";
/**
 * "Besichtigungstermine" in the project room: per company its latest site visit. The customer books one of the
 * proposed slots after a confirmation (which says that booking releases the contact data), asks for other times,
 * moves a booked visit (the time is given up, the company proposes new ones) or cancels with a reason. Every change
 * refetches the visits and refreshes the server-rendered room (a booking may release the contact data).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CalendarCheck, CalendarClock, CalendarX, MapPin } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { toast } from "sonner";

import { useNow } from "@/components/company/use-now";
import { FieldError, fieldAria, FormField } from "@/components/forms/form-controls";
import { requestErrorText } from "@/components/project-room/request-error";
import { RoomConfirmDialog } from "@/components/project-room/room-confirm-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { RadioChoice, RadioGroup } from "@/components/ui/radio-group";
import { Skeleton } from "@/components/ui/skeleton";
import { formatVisitTime, visitEnd, type RoomSiteVisit } from "@/lib/domain/site-visits";
import { bookVisitSchema, VISIT_ADDRESS_MAX_LENGTH } from "@/lib/visits/schemas";

import { VisitReasonDialog } from "./visit-reason-dialog";
import { upcomingSlots, visitChangeText } from "./visit-texts";
import {
  bookRoomVisit,
  cancelRoomVisit,
  requestOtherVisitTimes,
  useRoomVisits,
  visitKeys,
  type RoomVisitAnswer,
} from "./visit-queries";
import { InlineLoadError } from "@/components/ui/inline-load-error";

export interface RoomVisitsProps {
  /** The link token of the room (from the URL). */
  token: string;
}

export function RoomVisits({ token }: RoomVisitsProps) {
  const visits = useRoomVisits(token);
  if (visits.isPending) return <Skeleton className="h-32 w-full" />;
  if (visits.isError) {
    return (
      <InlineLoadError
        text="Die Besichtigungstermine konnten nicht geladen werden."
        onRetry={() => void visits.refetch()}
      />
    );
  }
  if (visits.data.length === 0) {
    return (
      <p className="rounded-lg border bg-muted/30 p-4 text-sm text-muted-foreground">
        Noch keine Terminvorschläge. Sobald ein Betrieb Termine für eine Besichtigung vorschlägt, können Sie hier einen
        auswählen.
      </p>
    );
  }
  return (
    <div className="grid gap-4">
      {visits.data.map((visit) => (
        <RoomVisitCard key={visit.id} token={token} visit={visit} />
      ))}
    </div>
  );
}

const MESSAGE_REQUIRED = "Bitte schreiben Sie dem Betrieb kurz, wann es Ihnen passt.";

type Action = "book" | "others" | "move" | "cancel";

/** Runs one visit action; on success shows the server's message, refetches the visits and refreshes the room. */
function useVisitAction(token: string) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: visitKeys.room(token) });
    router.refresh();
  };
  const mutation = useMutation({
    mutationFn: (request: {
      action: Action;
      visitId: number;
      booking?: { slotId: number; address: string };
      reason?: string;
    }) => {
      if (request.action === "book") return bookRoomVisit(token, request.visitId, request.booking!);
      if (request.action === "cancel") return cancelRoomVisit(token, request.visitId, request.reason!);
      return requestOtherVisitTimes(token, request.visitId, request.reason!);
    },
    onSuccess: (answer: RoomVisitAnswer, request) => {
      queryClient.setQueryData<RoomSiteVisit[]>(visitKeys.room(token), (list) =>
        list?.map((visit) => (visit.id === answer.visit?.id ? answer.visit : visit)),
      );
      const titles = {
        book: "Besichtigung gebucht",
        others: "Anfrage gesendet",
        move: "Termin freigegeben",
        cancel: "Besichtigung abgesagt",
      } as const;
      toast.success(titles[request.action], answer.message ? { description: answer.message } : undefined);
      refresh();
    },
  });
  return { mutation, refresh };
}

function RoomVisitCard({ token, visit }: { token: string; visit: RoomSiteVisit }) {
  const headingId = useId();
  const now = useNow();
  const [dialog, setDialog] = useState<Exclude<Action, "book"> | null>(null);
  const { mutation, refresh } = useVisitAction(token);
  const company = visit.companyName;
  const change = visitChangeText(visit.lastChange, { party: "customer", companyName: company });
  const openDialog = (next: Exclude<Action, "book">) => {
    mutation.reset();
    setDialog(next);
  };
  const reasonAction = (action: Exclude<Action, "book">) => ({
    open: dialog === action,
    onOpenChange: (open: boolean) => {
      if (!open) {
        setDialog(null);
        if (mutation.isError) refresh();
      }
    },
    pending: mutation.isPending,
    error: mutation.isError ? requestErrorText(mutation.error) : null,
    onConfirm: (reason: string) =>
      mutation.mutate({ action, visitId: visit.id, reason }, { onSuccess: () => setDialog(null) }),
  });
  const cancelButton = (
    <Button type="button" variant="outline" className="w-full sm:w-auto" onClick={() => openDialog("cancel")}>
      Absagen
    </Button>
  );

  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-lg border p-4" data-testid="room-visit">
      <h3 id={headingId} className="font-semibold break-words">
        Besichtigung mit {company}
      </h3>
      {visit.status === "proposed" && (
        <ProposedVisit
          token={token}
          visit={visit}
          onAskOthers={() => openDialog("others")}
          onCancel={() => openDialog("cancel")}
        />
      )}
      {visit.status === "booked" && (
        <>
          <p className="flex items-start gap-2 rounded-md border border-primary/40 bg-primary/5 p-3 font-semibold">
            <CalendarCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            Gebucht: {formatVisitTime(visit.startsAt!, visit.durationMinutes!)}
          </p>
          {visit.address && (
            <p className="flex items-start gap-2 text-sm">
              <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="break-words">Ort: {visit.address}</span>
            </p>
          )}
          {visitEnd(visit.startsAt!, visit.durationMinutes!).getTime() <= now ? (
            <p className="text-sm text-muted-foreground">Der Termin ist vorbei.</p>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">
                Sie erhalten eine Kalendereinladung per E-Mail und eine Erinnerung 24 Stunden vorher.
              </p>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button type="button" variant="outline" className="w-full sm:w-auto" onClick={() => openDialog("move")}>
                  Verschieben
                </Button>
                {cancelButton}
              </div>
            </>
          )}
        </>
      )}
      {visit.status === "others_requested" && (
        <>
          <p className="flex items-start gap-2 text-sm">
            <CalendarClock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            Sie haben um andere Termine gebeten. {company} schlägt neue vor.
          </p>
          <div>{cancelButton}</div>
        </>
      )}
      {visit.status === "cancelled" && (
        <p className="flex items-center gap-2 text-sm font-medium">
          <CalendarX className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          Abgesagt
        </p>
      )}
      {change && <p className="text-sm text-muted-foreground">{change}</p>}

      <VisitReasonDialog
        {...reasonAction("others")}
        title="Andere Termine anfragen"
        description={<p>{company} erhält Ihre Nachricht und schlägt Ihnen neue Termine vor.</p>}
        label="Nachricht an den Betrieb"
        placeholder="z. B. wann es Ihnen passt: wochentags ab 17 Uhr"
        requiredMessage={MESSAGE_REQUIRED}
        confirmLabel="Anfrage senden"
        pendingLabel="Wird gesendet …"
      />
      <VisitReasonDialog
        {...reasonAction("move")}
        title="Termin verschieben?"
        description={
          <p>
            Der gebuchte Termin
            {visit.startsAt ? ` am ${formatVisitTime(visit.startsAt, visit.durationMinutes ?? 0)}` : ""} wird
            freigegeben, und {company} schlägt Ihnen neue Termine vor.
          </p>
        }
        label="Nachricht an den Betrieb"
        placeholder="z. B. wann es Ihnen passt: wochentags ab 17 Uhr"
        requiredMessage={MESSAGE_REQUIRED}
        confirmLabel="Neue Termine anfragen"
        pendingLabel="Wird gesendet …"
      />
      <VisitReasonDialog
        {...reasonAction("cancel")}
        title="Besichtigung absagen?"
        description={<p>{company} erfährt Ihren Grund. Die Besichtigung findet dann nicht statt.</p>}
        label="Grund"
        confirmLabel="Absage senden"
        pendingLabel="Wird gesendet …"
        destructive
      />
    </section>
  );
}

/** The proposed slots still ahead as radio choices, the booking with its confirmation and the other choices. */
function ProposedVisit({
  token,
  visit,
  onAskOthers,
  onCancel,
}: {
  token: string;
  visit: RoomSiteVisit;
  onAskOthers: () => void;
  onCancel: () => void;
}) {
  const ids = { legend: useId(), choice: useId(), address: useId() };
  const now = useNow();
  const [chosen, setChosen] = useState("");
  const [missing, setMissing] = useState(false);
  const [address, setAddress] = useState(visit.address ?? "");
  const [addressError, setAddressError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const { mutation, refresh } = useVisitAction(token);
  const slots = upcomingSlots(visit.slots, now);
  const slot = slots.find((entry) => String(entry.id) === chosen);
  const company = visit.companyName;

  return (
    <>
      {slots.length === 0 ? (
        <p className="text-sm">
          Die vorgeschlagenen Termine sind bereits vorbei. Bitten Sie {company} um neue Termine.
        </p>
      ) : (
        <fieldset className="grid gap-2" aria-describedby={missing ? `${ids.choice}-error` : undefined}>
          <legend id={ids.legend} className="mb-2 text-sm font-medium">
            Termin wählen
          </legend>
          <RadioGroup
            value={chosen}
            onValueChange={(value) => {
              setChosen(value);
              setMissing(false);
            }}
            aria-labelledby={ids.legend}
            aria-invalid={missing}
            className="gap-2"
          >
            {slots.map((entry) => (
              <RadioChoice
                key={entry.id}
                value={String(entry.id)}
                label={formatVisitTime(entry.startsAt, entry.durationMinutes)}
              />
            ))}
          </RadioGroup>
          <FieldError id={ids.choice} error={missing ? "Bitte wählen Sie einen Termin." : undefined} />
        </fieldset>
      )}
      {slots.length > 0 && (
        <FormField
          id={ids.address}
          label="Adresse der Besichtigung"
          hint="Straße, Hausnummer, Stiege und Tür. Nur der Betrieb, den Sie buchen, sieht sie."
          error={addressError}
        >
          <Input
            id={ids.address}
            value={address}
            autoComplete="street-address"
            maxLength={VISIT_ADDRESS_MAX_LENGTH}
            placeholder="z. B. Neubaugasse 12/4"
            onChange={(event) => {
              setAddress(event.target.value);
              setAddressError(undefined);
            }}
            {...fieldAria(ids.address, addressError, `${ids.address}-hint`)}
          />
        </FormField>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {slots.length > 0 && (
          <Button
            type="button"
            className="w-full sm:w-auto"
            onClick={() => {
              const checked = bookVisitSchema.shape.address.safeParse(address);
              setMissing(!slot);
              setAddressError(checked.success ? undefined : checked.error.issues[0]?.message);
              if (!slot || !checked.success) return;
              mutation.reset();
              setConfirming(true);
            }}
          >
            <CalendarCheck aria-hidden="true" />
            Termin buchen
          </Button>
        )}
        <Button type="button" variant="outline" className="w-full sm:w-auto" onClick={onAskOthers}>
          Andere Termine anfragen
        </Button>
        <Button type="button" variant="ghost" className="w-full sm:w-auto" onClick={onCancel}>
          Absagen
        </Button>
      </div>
      <RoomConfirmDialog
        open={confirming && slot !== undefined}
        onOpenChange={(open) => {
          setConfirming(open);
          // A refused booking (slot gone): show the current slots once the dialog is closed.
          if (!open && mutation.isError) refresh();
        }}
        title="Besichtigung verbindlich buchen?"
        description={
          <>
            <p>
              Sie buchen die Besichtigung mit {company} am{" "}
              {slot ? formatVisitTime(slot.startsAt, slot.durationMinutes) : ""}, Ort: {address.trim()}.
            </p>
            {!visit.contactReleased && (
              <p>
                Mit der Buchung erhält {company} Ihre Kontaktdaten (Name, Telefon, E-Mail, Adresse), damit der Termin
                stattfinden kann.
              </p>
            )}
          </>
        }
        confirmLabel="Verbindlich buchen"
        pendingLabel="Wird gebucht …"
        pending={mutation.isPending}
        error={mutation.isError ? requestErrorText(mutation.error) : null}
        onConfirm={() =>
          slot &&
          mutation.mutate(
            { action: "book", visitId: visit.id, booking: { slotId: slot.id, address } },
            { onSuccess: () => setConfirming(false) },
          )
        }
      />
    </>
  );
}
