"use client";
/** Accepting a company's offer in the room: identity, offer, the FAGG information, then the binding acceptance. */
import type { RoomOfferView } from "@/lib/domain/company-offer-types";

export interface AcceptOfferDialogProps {
  /** The room token (POSTs to /api/mein-projekt/{token}/company-offers/{offerId}/accept). */
  token: string;
  offer: RoomOfferView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after a successful acceptance (the parent refetches the room's offers). */
  onAccepted: () => void;
}

/** Placeholder until the dialog lands. */
export function AcceptOfferDialog({ open }: AcceptOfferDialogProps) {
  return open ? <div role="dialog" aria-label="Angebot annehmen" /> : null;
}
