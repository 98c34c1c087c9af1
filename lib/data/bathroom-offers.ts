/**
 * The customer's side of the bathroom offers: by project (access proof checked by the route) and by
 * link (approved offers only). Anyone with the link may view; choosing a tier needs the e-mail
 * link's secret or the project access cookie.
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
import { rankOffers, sumCosts, type CustomerOffers } from "@/lib/domain/offer-display";
import type { PossibleSubsidy } from "@/lib/domain/subsidies";
import { ConflictError, ForbiddenError, NotFoundError } from "@/lib/errors";
import { selectionTokenMatches } from "@/lib/offers/selection-token";
import { projectSubsidies } from "@/lib/subsidies/project-subsidies";

/** spec: public-side §8 */
export const OFFER_NOT_FOUND_MESSAGE = "Angebot nicht gefunden";

export const SELECTION_FORBIDDEN_MESSAGE =
  "Nur der Kunde kann eine Variante wählen. Bitte öffnen Sie das Angebot über den Link in Ihrer E-Mail.";

export interface SelectionProof {
  key?: string | null;
  hasProjectAccess?: (projectId: number) => boolean;
}

export type ProjectOfferState =
  | { status: "generating" }
  | { status: "failed" }
  | { status: "ready"; project: { name: string; zipCode: string }; offers: CustomerOffers };

/** What the bathroom offers page gets: the offer state, once ready with the project's "Mögliche Förderung". */
export type CustomerOfferAnswer =
  | Exclude<ProjectOfferState, { status: "ready" }>
  | (Extract<ProjectOfferState, { status: "ready" }> & { subsidies: PossibleSubsidy[] });

export interface OfferByLink {
  project: { name: string; email: string; phone: string };
  /** The access cookie proves the project, so a tier may be chosen without the e-mail secret. */
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

/** A display switch that is off empties its group. */
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

/** Newest usable (not failed) offer, else the failed one, else null. */
async function latestOfferOfProject(projectId: number) {
  const rows = await getDb().bathroomOffer.findMany({
    where: { projectId },
    orderBy: { id: "desc" },
    take: 5,
    select: { id: true, status: true, budgetOffer: true, standardOffer: true, premiumOffer: true },
  });
  return rows.find((row) => row.status !== OFFER_STATUS_FAILED) ?? rows[0] ?? null;
}

/** The project's offer state for its customer; null for an unknown project or one with no offer to wait for. */
export async function getProjectOfferState(projectId: number): Promise<ProjectOfferState | null> {
  const row = await getDb().project.findUnique({
    where: { id: projectId },
    select: { name: true, zipCode: true, serviceType: true },
  });
  if (!row) return null;
  const project = { name: row.name, zipCode: row.zipCode };
  const offer = await latestOfferOfProject(projectId);
  if (!offer) return isBathroomOfferService(row.serviceType) ? { status: "generating" } : null;
  const tiers = offer.status === OFFER_STATUS_FAILED || offer.status === OFFER_STATUS_REJECTED ? null : tiersOf(offer);
  if (!tiers) return { status: "failed" };
  const offers: CustomerOffers = tiers;
  return { status: "ready", project, offers };
}

/**
 * getProjectOfferState; once ready, with the possible subsidies estimated per ranked tier (projectSubsidies, as in
 * the project room). null for an unknown project or one with no offer to wait for.
 */
export async function getCustomerOfferAnswer(
  projectId: number,
  now: Date = new Date(),
): Promise<CustomerOfferAnswer | null> {
  const state = await getProjectOfferState(projectId);
  if (state?.status !== "ready") return state;
  const project = await getDb().project.findUnique({
    where: { id: projectId },
    select: { serviceType: true, quizAnswers: true },
  });
  return { ...state, subsidies: project ? await projectSubsidies(project, rankOffers(state.offers), now) : [] };
}

/**
 * "Projekt starten": stores an unconfirmed selection of `selectedTier`.
 * @throws NotFoundError no generated offer; ConflictError still being generated.
 */
export async function expressInterest(projectId: number, selectedTier: OfferTier): Promise<{ selectionId: number }> {
  const offer = await latestOfferOfProject(projectId);
  if (!offer) {
    const project = await getDb().project.findUnique({ where: { id: projectId }, select: { serviceType: true } });
    if (!project || !isBathroomOfferService(project.serviceType)) throw new NotFoundError(OFFER_NOT_FOUND_MESSAGE);
    throw new ConflictError("Ihre Angebote werden noch erstellt. Bitte versuchen Sie es in einigen Sekunden erneut.");
  }
  if (offer.status === OFFER_STATUS_FAILED || offer.status === OFFER_STATUS_REJECTED || !tiersOf(offer))
    throw new NotFoundError(OFFER_NOT_FOUND_MESSAGE);
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

/** The approved offer behind a link with display switches applied; null for any other. */
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
 * The customer confirms one tier of an approved offer; `proof` must be the link secret or the cookie.
 * @throws NotFoundError unknown or unapproved offer; ForbiddenError SELECTION_FORBIDDEN_MESSAGE without proof.
 */
export async function selectOfferTier(
  uniqueLinkId: string,
  selectedTier: OfferTier,
  proof: SelectionProof = {},
): Promise<{ selectionId: number }> {
  const offer = await approvedOfferByLink(uniqueLinkId);
  if (!offer || !tiersOf(offer)) throw new NotFoundError(OFFER_NOT_FOUND_MESSAGE);
  const isCustomer =
    selectionTokenMatches(proof.key, offer.selectionTokenHash) || (proof.hasProjectAccess?.(offer.projectId) ?? false);
  if (!isCustomer) throw new ForbiddenError(SELECTION_FORBIDDEN_MESSAGE);
  const selection = await getDb().offerSelection.create({
    data: { offerId: offer.id, selectedTier, customerConfirmedAt: new Date() },
    select: { id: true },
  });
  return { selectionId: selection.id };
}
