/**
 * Schemas of the login, password setup and password change forms, shared by the forms and the
 * route handlers. Messages: authenticated-side.md §5 ("Login", "Password setup", "Change password");
 * minimum length 6 from §9. Upper limits keep argon2 from hashing megabytes.
 */
import * as z from "./zod";

/** Minimum password length (authenticated-side §9). */
export const PASSWORD_MIN_LENGTH = 6;
/** Minimum length of an admin's new password (issue 12 §4: admin passwords of at least 12 characters). */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
/** Longest accepted password (characters). */
export const PASSWORD_MAX_LENGTH = 200;

const tooLong = `Das Passwort darf höchstens ${PASSWORD_MAX_LENGTH} Zeichen lang sein`;

const email = z
  .string({ error: "Ungültige E-Mail-Adresse" })
  .trim()
  .toLowerCase()
  .max(255, "Ungültige E-Mail-Adresse")
  .pipe(z.email("Ungültige E-Mail-Adresse"));

/** POST /api/auth/login and the two login forms. */
export const loginSchema = z.object({
  email,
  password: z
    .string({ error: "Passwort muss mindestens 6 Zeichen haben" })
    .min(PASSWORD_MIN_LENGTH, "Passwort muss mindestens 6 Zeichen haben")
    .max(PASSWORD_MAX_LENGTH, tooLong),
});
export type LoginInput = z.infer<typeof loginSchema>;

const setupPassword = z
  .string({ error: "Passwort muss mindestens 6 Zeichen lang sein" })
  .min(PASSWORD_MIN_LENGTH, "Passwort muss mindestens 6 Zeichen lang sein")
  .max(PASSWORD_MAX_LENGTH, tooLong);

/** POST /api/auth/setup-password (schema reading of §5 "Password setup"). */
export const setupPasswordSchema = z.object({
  token: z.string({ error: "Token ist erforderlich" }).min(1, "Token ist erforderlich").max(200, "Ungültiger Token"),
  password: setupPassword,
});
export type SetupPasswordInput = z.infer<typeof setupPasswordSchema>;

/** The password setup page's form (page reading of §5): both fields, 6 characters, equal. */
export const setupPasswordFormSchema = z
  .object({
    password: z.string().min(1, "Bitte füllen Sie alle Felder aus"),
    confirmPassword: z.string().min(1, "Bitte füllen Sie alle Felder aus"),
  })
  .superRefine((value, ctx) => {
    if (value.password.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: "custom", path: ["password"], message: "Das Passwort muss mindestens 6 Zeichen lang sein" });
    } else if (value.password.length > PASSWORD_MAX_LENGTH) {
      ctx.addIssue({ code: "custom", path: ["password"], message: tooLong });
    }
    if (value.confirmPassword && value.password !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "Die Passwörter stimmen nicht überein" });
    }
  });
export type SetupPasswordFormInput = z.infer<typeof setupPasswordFormSchema>;

/**
 * A password change (current, new, confirmation) whose new password has at least `minLength`
 * characters; the confirmation must match.
 */
function changePasswordSchemaWithMin(minLength: number) {
  const tooShort = `Neues Passwort muss mindestens ${minLength} Zeichen lang sein`;
  return z
    .object({
      currentPassword: z
        .string({ error: "Aktuelles Passwort ist erforderlich" })
        .min(1, "Aktuelles Passwort ist erforderlich")
        .max(PASSWORD_MAX_LENGTH, tooLong),
      newPassword: z.string({ error: tooShort }).min(minLength, tooShort).max(PASSWORD_MAX_LENGTH, tooLong),
      confirmPassword: z
        .string({ error: "Passwort bestätigen ist erforderlich" })
        .min(1, "Passwort bestätigen ist erforderlich")
        .max(PASSWORD_MAX_LENGTH, tooLong),
    })
    .refine((value) => value.newPassword === value.confirmPassword, {
      path: ["confirmPassword"],
      message: "Passwörter stimmen nicht überein",
    });
}

/** POST /api/company/change-password and the change-password dialog (§5 "Change password"). */
export const changePasswordSchema = changePasswordSchemaWithMin(PASSWORD_MIN_LENGTH);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** POST /api/admin/account/password and the admin's "Passwort ändern" page: new password of at least 12 characters. */
export const adminChangePasswordSchema = changePasswordSchemaWithMin(ADMIN_PASSWORD_MIN_LENGTH).refine(
  (value) => value.newPassword !== value.currentPassword,
  { path: ["newPassword"], message: "Das neue Passwort muss sich vom aktuellen unterscheiden" },
);
export type AdminChangePasswordInput = z.infer<typeof adminChangePasswordSchema>;

/** Longest pending-login token accepted (characters; the real ones are about 300). */
const PENDING_TOKEN_MAX_LENGTH = 2000;

/**
 * POST /api/auth/totp/verify and /api/auth/totp/enrol: the pending-login token of the password step
 * and a 6-digit code (verify also accepts a recovery code "XXXXX-XXXXX").
 */
export const totpStepSchema = z.object({
  pendingToken: z
    .string({ error: "Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an." })
    .min(1, "Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.")
    .max(PENDING_TOKEN_MAX_LENGTH, "Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an."),
  code: z
    .string({ error: "Bitte geben Sie den Code ein" })
    .trim()
    .min(1, "Bitte geben Sie den Code ein")
    .max(32, "Der Code ist zu lang"),
});
export type TotpStepInput = z.infer<typeof totpStepSchema>;

/** The code field of the second login step (the form; the token is kept by the page). */
export const totpCodeFormSchema = z.object({
  code: z.string().trim().min(1, "Bitte geben Sie den Code ein").max(32, "Der Code ist zu lang"),
});
export type TotpCodeFormInput = z.infer<typeof totpCodeFormSchema>;

/** POST /api/auth/forgot-password and the "Passwort vergessen?" form (issue 13 §3): the login e-mail. */
export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** The one answer of POST /api/auth/forgot-password, whether or not an account exists (no enumeration). */
export const FORGOT_PASSWORD_MESSAGE =
  "Wenn ein Konto mit dieser E-Mail-Adresse existiert, haben wir Ihnen einen Link geschickt. Er ist 1 Stunde gültig.";
