/** The single-use review link `/bewertung/{token}`; same token rules as the project room link. */
import "server-only";
import { siteConfig } from "@/lib/config";
import {
  hashProjectAccessToken,
  isWellFormedProjectAccessToken,
  newProjectAccessToken,
} from "@/lib/project-room/access-token";

export const REVIEW_FORM_PATH = "/bewertung";
/** How reviews are collected and checked (Omnibus directive). */
export const REVIEW_POLICY_PATH = "/bewertungen";

export const newReviewToken: () => { token: string; hash: string } = newProjectAccessToken;

export const hashReviewToken: (token: string) => string = hashProjectAccessToken;

export const isWellFormedReviewToken: (token: string) => boolean = isWellFormedProjectAccessToken;

export function reviewFormUrl(token: string): string {
  return `${siteConfig.url}${REVIEW_FORM_PATH}/${token}`;
}

export function reviewPolicyUrl(): string {
  return `${siteConfig.url}${REVIEW_POLICY_PATH}`;
}
