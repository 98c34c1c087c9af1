/**
 * Name of the hidden form field that people leave empty and spam bots fill in (every public form:
 * quiz, contact, registration, onboarding; docs/architecture.md "Security rules"). Kept apart from
 * the zod schemas so that a form can name the field without loading zod (issue 16 §5).
 */
export const HONEYPOT_FIELD = "website";
