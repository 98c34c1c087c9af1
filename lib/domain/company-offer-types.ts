/** Shapes of a company's structured offer as the room, the dashboard, the PDF and the e-mails read it. */

export const OFFER_LINE_KINDS = ["labour", "material"] as const;
export type OfferLineKind = (typeof OFFER_LINE_KINDS)[number];

/** One priced line of an itemised offer. Money in euro cents (net, excl. 20 % VAT). */
export interface OfferLineView {
  position: number;
  description: string;
  /** Quantity in thousandths (1.5 m² = 1500) so no float is stored. */
  quantityMilli: number;
  /** "m²", "Stk.", "h", "lfm", "pauschal" ... */
  unit: string;
  unitPriceCents: number;
  kind: OfferLineKind;
  netCents: number;
}

/** One immutable version of an offer. Totals in euro cents; `validUntil` an ISO day (Vienna). */
export interface OfferVersionView {
  offerId: number;
  versionId: number;
  version: number;
  /** "itemised": lines given; "pdf": a PDF with totals entered by the company. */
  kind: "itemised" | "pdf";
  lines: OfferLineView[];
  netCents: number;
  vatCents: number;
  grossCents: number;
  /** Net labour and material parts; for "pdf" offers as the company entered them. */
  labourNetCents: number;
  materialNetCents: number;
  validUntil: string;
  paymentTerms: string;
  note: string | null;
  /** ISO (UTC). */
  createdAt: string;
}

/** The company as the customer must see it before accepting (FAGG § 4 Abs. 1 Z 2–4). */
export interface OfferCompanyIdentity {
  name: string;
  /** Street, PLZ and city in one line; null when unknown. */
  address: string | null;
  email: string | null;
  phone: string | null;
  /** UID (ATU…). */
  vatId: string | null;
  gisaNumber: string | null;
}

/** Everything the PDF of an accepted offer prints. */
export interface AcceptedOfferPdfData {
  company: OfferCompanyIdentity;
  customer: { name: string; address: string | null; email: string };
  serviceLabel: string;
  projectId: number;
  offer: OfferVersionView;
  acceptedAt: Date;
  /** Last day of the withdrawal period, ISO day (Vienna). */
  withdrawalLastDay: string;
  /** The customer asked that work starts within the withdrawal period (§ 10 FAGG). */
  expressStartRequested: boolean;
}

export const COMPANY_OFFER_STATUSES = ["open", "accepted", "withdrawn", "declined", "retracted"] as const;
export type CompanyOfferStatus = (typeof COMPANY_OFFER_STATUSES)[number];

/** An acceptance as the room and the dashboard show it. Times ISO (UTC); days ISO (Vienna). */
export interface OfferAcceptanceView {
  acceptanceId: number;
  versionId: number;
  version: number;
  acceptedAt: string;
  /** Last day the customer may withdraw. */
  withdrawalLastDay: string;
  /** True while the withdrawal period runs and the acceptance was not withdrawn. */
  withdrawalOpen: boolean;
  expressStartRequested: boolean;
  withdrawnAt: string | null;
  grossCents: number;
}

/** One company's offer in the customer's room (compare and accept). */
export interface RoomOfferView {
  offerId: number;
  companyId: number;
  status: CompanyOfferStatus;
  /** The newest version, the one the customer can accept. */
  latest: OfferVersionView;
  versionCount: number;
  /** Download path of the attached PDF (short-lived signed URL); null without one. */
  fileUrl: string | null;
  /** The newest acceptance (also a withdrawn one); null when never accepted. */
  acceptance: OfferAcceptanceView | null;
  company: OfferCompanyIdentity;
  /** The latest version's validity has ended (Vienna day). */
  expired: boolean;
  /** The admin deactivated the company: its offer can no longer be accepted online. */
  companyInactive: boolean;
}

/** The engine's price range for the same scope, shown beside the offers (bathroom: the three tiers). */
export interface OfferPriceReference {
  label: string;
  tiers: { name: string; grossCents: number }[];
}

/** What GET /api/mein-projekt/{token}/company-offers answers. */
export interface RoomOffers {
  offers: RoomOfferView[];
  priceReference: OfferPriceReference | null;
}
