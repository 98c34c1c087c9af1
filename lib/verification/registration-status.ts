/**
 * What an applicant sees right after registering: which of the chosen services the GISA licence allows.
 * The link carries an HMAC of the registration id (no guessable ids) and answers only for 7 days.
 */
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { getDb } from "@/lib/db";
import { NotFoundError } from "@/lib/errors";
import { deriveKey } from "@/lib/security/secrets";
import { gisaLicensedServices, type ManualGisaDetails } from "@/lib/verification/standing";
import type { RegistrationLicenceStatus } from "@/lib/verification/types";

const STATUS_TTL_MS = 7 * 24 * 3_600_000;
export const REGISTRATION_STATUS_NOT_FOUND = "Diese Anmeldung wurde nicht gefunden oder der Link ist abgelaufen.";

function signature(registrationId: number): string {
  return createHmac("sha256", deriveKey("registration-status"))
    .update(String(registrationId))
    .digest("base64url")
    .slice(0, 32);
}

/** The status token of registration `registrationId`: "<id>.<hmac>". */
export function registrationStatusToken(registrationId: number): string {
  return `${registrationId}.${signature(registrationId)}`;
}

function registrationIdOf(token: string): number | null {
  const [id, mac] = token.split(".");
  const registrationId = Number(id);
  if (!Number.isSafeInteger(registrationId) || registrationId <= 0 || !mac) return null;
  const expected = Buffer.from(signature(registrationId));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? registrationId : null;
}

/**
 * The id of the registration behind `token` while its link is valid (7 days from registering).
 * @throws NotFoundError for a forged, unknown or expired token.
 */
export async function registrationIdOfToken(token: string, now: Date = new Date()): Promise<number> {
  const registrationId = registrationIdOf(token);
  const registration =
    registrationId === null
      ? null
      : await getDb().companyRegistration.findUnique({ where: { id: registrationId }, select: { createdAt: true } });
  if (!registration || now.getTime() - registration.createdAt.getTime() > STATUS_TTL_MS)
    throw new NotFoundError(REGISTRATION_STATUS_NOT_FOUND);
  return registrationId!;
}

/**
 * The GISA answer for the registration behind `token`, as of `now`: pending while the job has not answered,
 * "unavailable" while the register is out, else the licences and which chosen services they cover.
 * @throws NotFoundError for a forged, unknown or expired token.
 */
export async function registrationLicenceStatus(
  token: string,
  now: Date = new Date(),
): Promise<RegistrationLicenceStatus> {
  const registrationId = registrationIdOf(token);
  const registration =
    registrationId === null
      ? null
      : await getDb().companyRegistration.findUnique({
          where: { id: registrationId },
          select: {
            services: true,
            createdAt: true,
            verificationChecks: {
              where: { source: "gisa" },
              orderBy: [{ createdAt: "desc" }, { id: "desc" }],
              take: 1,
              select: { outcome: true, details: true },
            },
          },
        });
  if (!registration || now.getTime() - registration.createdAt.getTime() > STATUS_TTL_MS)
    throw new NotFoundError(REGISTRATION_STATUS_NOT_FOUND);
  const check = registration.verificationChecks[0];
  if (!check || check.outcome === "pending" || check.outcome === "unavailable")
    return { state: check?.outcome === "unavailable" ? "unavailable" : "pending", licences: [], services: [] };
  const details = check.details as ManualGisaDetails | null;
  const covered = gisaLicensedServices(check.outcome, details);
  return {
    state: check.outcome === "valid" ? "found" : "not-found",
    licences: (details?.licences ?? []).map(({ wording, status }) => ({ wording, status })),
    services: registration.services.map((service) => ({ service, covered: covered.includes(service) })),
  };
}
