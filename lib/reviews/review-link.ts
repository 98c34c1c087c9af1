/**
 * The single-use review link (issue 15 §4): `/bewertung/{token}` with a token of 256 random bits
 * (base64url, 43 characters), stored only as its SHA-256 hex in review_invitations.token_hash.
 * The token's form, generation and hashing are the project room's (lib/project-room/access-token.ts),
 * reused here so both links follow one rule; an invitation is found through the unique index on the
 * hash of the presented token.
 */
import "server-only";
import { siteConfig } from "@/lib/config";
import {
  hashProjectAccessToken,
  isWellFormedProjectAccessToken,
  newProjectAccessToken,
} from "@/lib/project-room/access-token";

/** Path of the review form (the token follows). */
export const REVIEW_FORM_PATH = "/bewertung";
/** Path of the page on how reviews are collected and checked (Omnibus directive). */
export const REVIEW_POLICY_PATH = "/bewertungen";

/** A new review token and the hash to store. */
export const newReviewToken: () => { token: string; hash: string } = newProjectAccessToken;

/** SHA-256 hex of a review token (what review_invitations.token_hash stores). */
export const hashReviewToken: (token: string) => string = hashProjectAccessToken;

/** Whether `token` has the form of a link token; anything else is a 404 without a query. */
export const isWellFormedReviewToken: (token: string) => boolean = isWellFormedProjectAccessToken;

/** Absolute URL of the review form for `token` (e-mails). */
export function reviewFormUrl(token: string): string {
  return `${siteConfig.url}${REVIEW_FORM_PATH}/${token}`;
}

/** Absolute URL of /bewertungen (e-mails). */
export function reviewPolicyUrl(): string {
  return `${siteConfig.url}${REVIEW_POLICY_PATH}`;
}
