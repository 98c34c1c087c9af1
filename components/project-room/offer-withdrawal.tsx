"use client";
/** The withdrawal of an accepted offer within 14 days (§ 11 FAGG): button, confirmation, and the state after. */
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import type { RoomOfferView } from "@/lib/domain/company-offer-types";
import { apiRequest, errorMessageFromApi } from "@/lib/http/api-client";
import { formatIsoDay, formatViennaDate } from "@/lib/time/vienna";
import { RoomConfirmDialog } from "./room-confirm-dialog";

export interface OfferWithdrawalProps {
  token: string;
  /** An offer with an acceptance; renders nothing otherwise. */
  offer: RoomOfferView;
  /** Called after a successful withdrawal (the parent refetches). */
  onWithdrawn: () => void;
}

export function OfferWithdrawal({ token, offer, onWithdrawn }: OfferWithdrawalProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();
  const acceptance = offer.acceptance;
  if (!acceptance) return null;
  const base = `/api/mein-projekt/${encodeURIComponent(token)}/company-offers/${offer.offerId}`;

  async function withdraw() {
    setPending(true);
    setError(null);
    try {
      await apiRequest("POST", `${base}/withdraw`, reason.trim() ? { reason: reason.trim() } : {});
      setOpen(false);
      onWithdrawn();
    } catch (err) {
      setError(
        errorMessageFromApi(err, "Der Widerruf konnte nicht gespeichert werden. Bitte versuchen Sie es erneut."),
      );
    } finally {
      setPending(false);
    }
  }

  const lastDay = formatIsoDay(acceptance.withdrawalLastDay);
  return (
    <div className="grid gap-2 text-sm">
      {acceptance.withdrawnAt ? (
        <p>Widerrufen am {formatViennaDate(acceptance.withdrawnAt)}.</p>
      ) : acceptance.withdrawalOpen ? (
        <p>
          Angenommen am {formatViennaDate(acceptance.acceptedAt)}; Sie können bis {lastDay} widerrufen.
        </p>
      ) : (
        <p>
          Angenommen am {formatViennaDate(acceptance.acceptedAt)}. Die Widerrufsfrist endete am {lastDay}.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <a className="underline" href={`${base}/pdf`}>
          Angebot als PDF
        </a>
        {!acceptance.withdrawnAt && acceptance.withdrawalOpen && (
          <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
            Widerrufen
          </Button>
        )}
      </div>
      <RoomConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Annahme widerrufen?"
        description={
          <p>
            Sie widerrufen den Vertrag mit {offer.company.name}. Die Firma wird informiert; die anderen Angebote können
            Sie danach wieder annehmen.
          </p>
        }
        confirmLabel="Widerrufen"
        pendingLabel="Wird widerrufen …"
        pending={pending}
        error={error}
        destructive
        onConfirm={withdraw}
      >
        <label htmlFor={reasonId} className="grid gap-1 text-sm">
          <span>Grund (freiwillig)</span>
          <Textarea id={reasonId} value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} />
        </label>
      </RoomConfirmDialog>
    </div>
  );
}
