/**
 * The hidden form field people leave empty and spam bots fill in. Kept apart from the zod schemas so a
 * form can name it without loading zod.
 */
export const HONEYPOT_FIELD = "website";
