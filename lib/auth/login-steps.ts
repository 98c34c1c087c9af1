/**
 * Answers of the login routes as the browser sees them (issue 12 §2 "Login"). No server imports:
 * the login form uses these types.
 */
import type { SessionUser } from "./types";

/** POST /api/auth/login: logged in at once (companies), or an admin's second step. */
export type LoginResponse =
  | { user: SessionUser }
  | { step: "totp"; pendingToken: string }
  | { step: "totp-enrol"; pendingToken: string; enrolment: TotpEnrolment };

/** What the admin needs to add the account to an authenticator app on the first login. */
export interface TotpEnrolment {
  /** PNG QR code of `otpauthUri` as a data: URL. */
  qrCodeDataUrl: string;
  /** otpauth://totp/… URI (issuer = brand name, label = e-mail). */
  otpauthUri: string;
  /** The Base32 secret for manual entry. */
  secret: string;
}

/** POST /api/auth/totp/verify. */
export interface TotpVerifyResponse {
  user: SessionUser;
}

/** POST /api/auth/totp/enrol: the session plus the 10 recovery codes, shown once. */
export interface TotpEnrolResponse {
  user: SessionUser;
  recoveryCodes: string[];
}
