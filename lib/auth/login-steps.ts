/** Answers of the login routes (no server imports: the login form uses these types). */
import type { SessionUser } from "./types";

export type LoginResponse =
  | { user: SessionUser }
  | { step: "totp"; pendingToken: string }
  | { step: "totp-enrol"; pendingToken: string; enrolment: TotpEnrolment };

/** Enrolment data for the first admin login. */
export interface TotpEnrolment {
  qrCodeDataUrl: string;
  otpauthUri: string;
  secret: string;
}

export interface TotpVerifyResponse {
  user: SessionUser;
}

/** The session plus the 10 recovery codes, shown once. */
export interface TotpEnrolResponse {
  user: SessionUser;
  recoveryCodes: string[];
}
