/**
 * The customer's side of the bathroom offers (issue 6, "Customer pages and calls"; public-side.md
 * §2 "Offer by link", "Bathroom offers", §3, §4, §7).
 *
 * - By project (the submitting browser, access proof checked by the route handler):
 *   `getProjectOfferState` and `expressInterest`. The offer is visible as soon as it is generated
 *   (pending or approved).
 * - By link (`/offer/{uniqueLinkId}`): `getOfferByLink` and `selectOfferTier`, only for offers an
 *   admin approved (status "approved"); any other offer is "not found". Anyone with the link id
 *   (the customer, and the companies that see `aiOfferLinkId` in their lead details) can view the
 *   offer; choosing a tier needs proof of being the customer (issue 12 §5): the secret of the
 *   customer's e-mail link (`?k=`, lib/offers/selection-token.ts) or the project access cookie of
 *   the browser that submitted the quiz (lib/offers/project-access.ts). Offers approved before the
 *   secret existed (no selectionTokenHash) can be chosen only with the access cookie.
 *
 * Generation lives in lib/offers/offer-generation.ts, the admin's list and approval in
 * lib/data/admin-bathroom-offers.ts.
 */
import "server-only";
import { getDb } from "@/lib/db";
import {
  isBathroomOfferService,
  OFFER_STATUS_APPROVED,
  OFFER_STATUS_FAILED,
  OFFER_STATUS_REJECTED,
  type OfferTier,
  type StoredTierOffer,
} from "@/lib/domain/bathroom-offer-types";
import { sumCosts, type CustomerOffers } from "@/lib/domain/offer-display";
import { ApiError } from "@/lib/http/api-error";
import { selectionTokenMatches } from "@/lib/offers/selection-token";

/** German message of every "no such offer" answer (public-side.md §8 "Offer not loadable"). */
export const OFFER_NOT_FOUND_MESSAGE = "Angebot nicht gefunden";

/** German 403 answer of a tier selection without proof of being the customer. */
export const SELECTION_FORBIDDEN_MESSAGE =
  "Nur der Kunde kann eine Variante wählen. Bitte öffnen Sie das Angebot über den Link in Ihrer E-Mail.";

/** What proves that the caller is the offer's customer (either suffices). */
export interface SelectionProof {
  /** The secret from the e-mail link (`?k=`), if the page has one. */
  key?: string | null;
  /** Whether the request's project access cookie proves project `projectId`. */
  hasProjectAccess?: (projectId: number) => boolean;
}

/** GET /api/bathroom-offers/{projectId}: the offers of a project, or why there are none yet. */
export type ProjectOfferState =
  | { status: "generating" }
  | { status: "failed" }
  | { status: "ready"; project: { name: string; zipCode: string }; offers: CustomerOffers };

/** GET /api/offers/{uniqueLinkId}: the approved offer with the customer's contact data (§3 "Offer by link"). */
export interface OfferByLink {
  project: { name: string; email: string; phone: string };
  /**
   * True when this browser's project access cookie proves the project, so it may choose a tier
   * without the e-mail link's secret. (With the secret the page may choose anyway.)
   */
  accessCookie: boolean;
  budgetOffer: StoredTierOffer;
  standardOffer: StoredTierOffer;
  premiumOffer: StoredTierOffer;
}

function costMap(value: unknown): Record<string, number> {
  if (!value || typeof value !== "object" || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, number] => typeof entry[1] === "number" && Number.isFinite(entry[1]),
    ),
  );
}

/** A stored tier (JSON column) as the customer sees it; null when the column holds no tier. */
function storedTier(value: unknown): StoredTierOffer | null {
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const tier = value as Partial<StoredTierOffer>;
  const laborCosts = costMap(tier.laborCosts);
  const materialCosts = costMap(tier.materialCosts);
  const viennaCosts = costMap(tier.viennaCosts);
  const weeks = tier.timelineWeeks;
  return {
    totalPrice:
      typeof tier.totalPrice === "number"
        ? tier.totalPrice
        : sumCosts(laborCosts) + sumCosts(materialCosts) + sumCosts(viennaCosts),
    laborCosts,
    materialCosts,
    viennaCosts,
    timelineWeeks:
      weeks && typeof weeks.min === "number" && typeof weeks.max === "number"
        ? { min: weeks.min, max: weeks.max }
        : { min: 0, max: 0 },
    description: typeof tier.description === "string" ? tier.description : "",
    timeline: typeof tier.timeline === "string" ? tier.timeline : "",
  };
}

interface TierColumns {
  budgetOffer: unknown;
  standardOffer: unknown;
  premiumOffer: unknown;
}

export function tiersOf(
  row: TierColumns,
): { budgetOffer: StoredTierOffer; standardOffer: StoredTierOffer; premiumOffer: StoredTierOffer } | null {
  const budgetOffer = storedTier(row.budgetOffer);
  const standardOffer = storedTier(row.standardOffer);
  const premiumOffer = storedTier(row.premiumOffer);
  if (!budgetOffer || !standardOffer || !premiumOffer) return null;
  return { budgetOffer, standardOffer, premiumOffer };
}

/** The admin's display switches (authenticated-side.md §3): a switched-off group is sent empty. */
export function applyDisplaySwitches(
  tier: StoredTierOffer,
  switches: { showDetailedBreakdown: boolean; showMaterialSpecs: boolean; showLaborDetails: boolean },
): StoredTierOffer {
  return {
    ...tier,
    laborCosts: switches.showDetailedBreakdown && switches.showLaborDetails ? tier.laborCosts : {},
    materialCosts: switches.showDetailedBreakdown && switches.showMaterialSpecs ? tier.materialCosts : {},
    viennaCosts: switches.showDetailedBreakdown ? tier.viennaCosts : {},
  };
}

/** The project's newest offer row that is usable (not failed), else its failed row, else null. */
async function latestOfferOfProject(projectId: number) {
  const rows = await getDb().bathroomOffer.findMany({
    where: { projectId },
    orderBy: { id: "desc" },
    take: 5,
    select: { id: true, status: true, budgetOffer: true, standardOffer: true, premiumOffer: true },
  });
  return rows.find((row) => row.status !== OFFER_STATUS_FAILED) ?? rows[0] ?? null;
}

/**
 * The offer state of a project for its customer: "generating" while no offer row exists, "failed"
 * when the generation failed for good, else the three tiers with the project's name and postal code.
 * The page computes each total from the three cost groups (§3).
 *
 * @returns null when the project does not exist, or is not a bathroom project and has no offer.
 */
export async function getProjectOfferState(projectId: number): Promise<ProjectOfferState | null> {
  const row = await getDb().project.findUnique({
    where: { id: projectId },
    select: { name: true, zipCode: true, serviceType: true },
  });
  if (!row) return null;
  const project = { name: row.name, zipCode: row.zipCode };
  const offer = await latestOfferOfProject(projectId);
  // Only bathroom projects get an offer; any other project has none to wait for.
  if (!offer) return isBathroomOfferService(row.serviceType) ? { status: "generating" } : null;
  // A rejected offer (issue 13 §4) is withdrawn from the customer like a failed one.
  const tiers = offer.status === OFFER_STATUS_FAILED || offer.status === OFFER_STATUS_REJECTED ? null : tiersOf(offer);
  if (!tiers) return { status: "failed" };
  const offers: CustomerOffers = tiers;
  return { status: "ready", project, offers };
}

/**
 * Records that the customer wants to start the project with `selectedTier` ("Projekt starten"):
 * an offer_selections row without customerConfirmedAt (the confirmed choice is the one made on the
 * offer-by-link page).
 *
 * @throws ApiError 404 when the project has no generated offer (unknown, other service, failed),
 *   409 while a bathroom project's offer is still being generated.
 */
export async function expressInterest(projectId: number, selectedTier: OfferTier): Promise<{ selectionId: number }> {
  const offer = await latestOfferOfProject(projectId);
  if (!offer) {
    const project = await getDb().project.findUnique({ where: { id: projectId }, select: { serviceType: true } });
    if (!project || !isBathroomOfferService(project.serviceType)) throw new ApiError(404, OFFER_NOT_FOUND_MESSAGE);
    throw new ApiError(409, "Ihre Angebote werden noch erstellt. Bitte versuchen Sie es in einigen Sekunden erneut.");
  }
  if (offer.status === OFFER_STATUS_FAILED || offer.status === OFFER_STATUS_REJECTED || !tiersOf(offer))
    throw new ApiError(404, OFFER_NOT_FOUND_MESSAGE);
  const selection = await getDb().offerSelection.create({
    data: { offerId: offer.id, selectedTier },
    select: { id: true },
  });
  return { selectionId: selection.id };
}

const LINK_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

async function approvedOfferByLink(uniqueLinkId: string) {
  if (!LINK_PATTERN.test(uniqueLinkId)) return null;
  const offer = await getDb().bathroomOffer.findUnique({
    where: { uniqueLinkId },
    select: {
      id: true,
      projectId: true,
      status: true,
      selectionTokenHash: true,
      budgetOffer: true,
      standardOffer: true,
      premiumOffer: true,
      showDetailedBreakdown: true,
      showMaterialSpecs: true,
      showLaborDetails: true,
      project: { select: { name: true, email: true, phone: true } },
    },
  });
  return offer && offer.status === OFFER_STATUS_APPROVED ? offer : null;
}

/**
 * The offer behind a link, only when an admin approved it (§2 "Offer by link"); the admin's display
 * switches empty the groups they hide.
 *
 * @param hasProjectAccess whether the request's access cookie proves a project (sets `accessCookie`).
 * @returns null for an unknown, malformed, unapproved or tier-less offer.
 */
export async function getOfferByLink(
  uniqueLinkId: string,
  hasProjectAccess?: (projectId: number) => boolean,
): Promise<OfferByLink | null> {
  const offer = await approvedOfferByLink(uniqueLinkId);
  if (!offer) return null;
  const tiers = tiersOf(offer);
  if (!tiers) return null;
  return {
    project: offer.project,
    accessCookie: hasProjectAccess?.(offer.projectId) ?? false,
    budgetOffer: applyDisplaySwitches(tiers.budgetOffer, offer),
    standardOffer: applyDisplaySwitches(tiers.standardOffer, offer),
    premiumOffer: applyDisplaySwitches(tiers.premiumOffer, offer),
  };
}

/**
 * The customer confirms one tier of an approved offer ("Diese Option wählen" → "Bestätigen"): an
 * offer_selections row with customerConfirmedAt = now. Only the customer may: `proof.key` must be
 * the secret of the e-mail link, or `proof.hasProjectAccess` must confirm the offer's project.
 *
 * @throws ApiError 404 for an unknown or unapproved offer; 403 SELECTION_FORBIDDEN_MESSAGE without
 *   (or with a wrong) secret and without the access cookie.
 */
export async function selectOfferTier(
  uniqueLinkId: string,
  selectedTier: OfferTier,
  proof: SelectionProof = {},
): Promise<{ selectionId: number }> {
  const offer = await approvedOfferByLink(uniqueLinkId);
  if (!offer || !tiersOf(offer)) throw new ApiError(404, OFFER_NOT_FOUND_MESSAGE);
  const isCustomer =
    selectionTokenMatches(proof.key, offer.selectionTokenHash) || (proof.hasProjectAccess?.(offer.projectId) ?? false);
  if (!isCustomer) throw new ApiError(403, SELECTION_FORBIDDEN_MESSAGE);
  const selection = await getDb().offerSelection.create({
    data: { offerId: offer.id, selectedTier, customerConfirmedAt: new Date() },
    select: { id: true },
  });
  return { selectionId: selection.id };
}
