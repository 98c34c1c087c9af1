/**
 * Schemas of the login, password setup and password change forms (spec: authenticated-side §5, §9). Upper
 * limits keep argon2 from hashing megabytes.
 */
import * as z from "./zod";

export const PASSWORD_MIN_LENGTH = 6;
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

const tooLong = `Das Passwort darf höchstens ${PASSWORD_MAX_LENGTH} Zeichen lang sein`;

const email = z
  .string({ error: "Ungültige E-Mail-Adresse" })
  .trim()
  .toLowerCase()
  .max(255, "Ungültige E-Mail-Adresse")
  .pipe(z.email("Ungültige E-Mail-Adresse"));

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

export const setupPasswordSchema = z.object({
  token: z.string({ error: "Token ist erforderlich" }).min(1, "Token ist erforderlich").max(200, "Ungültiger Token"),
  password: setupPassword,
});

/** The password setup page's form: both fields, equal. */
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

export const changePasswordSchema = changePasswordSchemaWithMin(PASSWORD_MIN_LENGTH);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const adminChangePasswordSchema = changePasswordSchemaWithMin(ADMIN_PASSWORD_MIN_LENGTH).refine(
  (value) => value.newPassword !== value.currentPassword,
  { path: ["newPassword"], message: "Das neue Passwort muss sich vom aktuellen unterscheiden" },
);
export type AdminChangePasswordInput = z.infer<typeof adminChangePasswordSchema>;

/** Longest pending-login token accepted (the real ones are about 300 characters). */
const PENDING_TOKEN_MAX_LENGTH = 2000;

/** The pending-login token and a 6-digit code (verify also accepts a recovery code "XXXXX-XXXXX"). */
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

export const totpCodeFormSchema = z.object({
  code: z.string().trim().min(1, "Bitte geben Sie den Code ein").max(32, "Der Code ist zu lang"),
});
export type TotpCodeFormInput = z.infer<typeof totpCodeFormSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** The one answer whether or not an account exists (no account enumeration). */
export const FORGOT_PASSWORD_MESSAGE =
  "Wenn ein Konto mit dieser E-Mail-Adresse existiert, haben wir Ihnen einen Link geschickt. Er ist 1 Stunde gültig.";
