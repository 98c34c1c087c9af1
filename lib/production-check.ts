/** Start check: a non-loopback SITE_URL is a real deployment and refuses weak or missing settings. */
import type { Env } from "@/lib/env";
import { MIN_SECRET_BYTES } from "@/lib/security/secrets";

export const MIN_ADMIN_PASSWORD_LENGTH = 12;

/** A subset of `Env` (tests pass plain objects). */
export type ProductionSettings = Pick<
  Env,
  | "SITE_URL"
  | "AUTH_SECRET"
  | "DATABASE_URL"
  | "RESEND_API_KEY"
  | "EMAIL_LOG_ONLY"
  | "ADMIN_PASSWORD"
  | "TRUSTED_PROXY_HOPS"
>;

/** True for localhost, 127.0.0.0/8 or ::1 (false for an invalid URL). */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (host === "localhost" || host === "[::1]") return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** Every missing or weak setting as German sentences; empty on loopback. */
export function productionProblems(settings: ProductionSettings): string[] {
  if (isLoopbackUrl(settings.SITE_URL)) return [];
  const problems: string[] = [];

  if (!settings.AUTH_SECRET) {
    problems.push(
      `AUTH_SECRET fehlt: ein zufälliges Geheimnis mit mindestens ${MIN_SECRET_BYTES} Bytes setzen (z. B. openssl rand -base64 48).`,
    );
  } else {
    const bytes = Buffer.byteLength(settings.AUTH_SECRET, "utf8");
    if (bytes < MIN_SECRET_BYTES) {
      problems.push(
        `AUTH_SECRET ist zu kurz (${bytes} Bytes, mindestens ${MIN_SECRET_BYTES}): ein neues erzeugen, z. B. mit openssl rand -base64 48.`,
      );
    }
  }

  if (new URL(settings.SITE_URL).protocol !== "https:") {
    problems.push(
      `SITE_URL (${settings.SITE_URL}) muss mit https:// beginnen: sonst sind Sitzungs-Cookies nicht „Secure“ und Links in E-Mails unverschlüsselt.`,
    );
  }

  if (!settings.DATABASE_URL) {
    problems.push(
      "DATABASE_URL fehlt: die eingebettete Datenbank ist nur für Entwicklung und Tests gedacht, nicht für den Betrieb.",
    );
  }

  if (!settings.RESEND_API_KEY && !settings.EMAIL_LOG_ONLY) {
    problems.push(
      "RESEND_API_KEY fehlt: ohne ihn werden E-Mails nicht versendet. Entweder den Schlüssel setzen oder ausdrücklich EMAIL_LOG_ONLY=true (E-Mails nur ins Log).",
    );
  }

  if (settings.ADMIN_PASSWORD !== undefined && settings.ADMIN_PASSWORD.length < MIN_ADMIN_PASSWORD_LENGTH) {
    problems.push(
      `ADMIN_PASSWORD ist zu kurz (${settings.ADMIN_PASSWORD.length} Zeichen, mindestens ${MIN_ADMIN_PASSWORD_LENGTH}).`,
    );
  }

  if (settings.TRUSTED_PROXY_HOPS === undefined) {
    problems.push(
      "TRUSTED_PROXY_HOPS fehlt: angeben, wie viele Reverse-Proxys vor der App stehen (0 = keiner, 1 = z. B. nginx; README „Client address behind proxies“).",
    );
  }

  return problems;
}

export function productionRefusal(siteUrl: string, problems: string[]): string {
  return [
    `Start verweigert: SITE_URL=${siteUrl} ist keine lokale Adresse, die Seite läuft also im echten Betrieb.`,
    `Dafür fehlen oder sind zu schwach (${problems.length}):`,
    ...problems.map((problem) => `  - ${problem}`),
    "Einstellungen in .env oder in der Umgebung setzen (README, Abschnitt „Production settings“).",
  ].join("\n");
}
