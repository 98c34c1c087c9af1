"use client";
/** The withdrawal of an accepted offer within 14 days (§ 11 FAGG): button, confirmation, and the state after. */
import type { RoomOfferView } from "@/lib/domain/company-offer-types";

export interface OfferWithdrawalProps {
  token: string;
  /** An offer with an acceptance; renders nothing otherwise. */
  offer: RoomOfferView;
  /** Called after a successful withdrawal (the parent refetches). */
  onWithdrawn: () => void;
}

/** Placeholder until the withdrawal lands. */
export function OfferWithdrawal({ offer }: OfferWithdrawalProps) {
  return offer.acceptance ? <p>Angenommen</p> : null;
}
