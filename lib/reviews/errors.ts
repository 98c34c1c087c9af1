/** The German refusals of the review feature, shared by its commands and the routes that answer them. */
export const REVIEW_LINK_NOT_FOUND = "Dieser Bewertungslink ist ungültig oder nicht mehr gültig.";
export const REVIEW_ALREADY_SUBMITTED =
  "Für diesen Auftrag wurde bereits eine Bewertung abgegeben. Jeder Bewertungslink gilt nur für eine Bewertung.";
export const REVIEW_NOT_FOUND = "Bewertung nicht gefunden";
export const REVIEW_ALREADY_REPLIED =
  "Sie haben auf diese Bewertung bereits geantwortet. Eine Antwort kann nicht geändert werden.";
export const REVIEW_REMOVED_NO_REPLY =
  "Diese Bewertung wurde nach einer Prüfung entfernt und kann nicht mehr beantwortet werden.";
export const REVIEW_NO_OPEN_REPORTS = "Zu dieser Bewertung gibt es keine offene Meldung mehr.";
