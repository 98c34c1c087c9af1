/**
 * Product name and public contact details. The spec hides these values (public-side.md §1,
 * authenticated-side.md §1), so they live here with neutral defaults and can be overridden by
 * environment variables (BRAND_NAME, CONTACT_*; see .env.example).
 *
 * The contact details and the imprint's register data shown on the public pages come from the
 * admin's "Einstellungen" (lib/data/settings.ts `getSiteSettings()`); the values here are only their
 * defaults until an admin saves them, and what e-mails and metadata use.
 *
 * No default is a made-up fact shown as real (issue 17 §3): phone, WhatsApp and address are empty
 * unless set, and the public pages then leave them out or say "noch nicht hinterlegt"/"noch nicht
 * eingetragen". The e-mail address defaults to the brand's own domain, which the app also sends from.
 *
 * Server only (the values come from the server's environment): client components get what they
 * show as props from a server component, so the browser shows the same address as the server.
 */
import "server-only";
import { env } from "./env";

export const siteConfig = {
  /** Product name shown in the header, titles and texts. */
  name: env.BRAND_NAME ?? "Renovio",
  /** Public contact e-mail (contact page, footer, partner landing). */
  email: env.CONTACT_EMAIL ?? "kontakt@renovio.at",
  /** Phone number in display form; empty unless set (no placeholder number). */
  phone: env.CONTACT_PHONE ?? "",
  /** WhatsApp number in international digits only (for wa.me links); empty unless set. */
  whatsapp: env.CONTACT_WHATSAPP ?? "",
  address: {
    /** Empty unless set: no invented street address. */
    street: env.CONTACT_STREET ?? "",
    /** Empty unless set: no invented postcode. */
    zipCity: env.CONTACT_ZIP_CITY ?? "",
  },
  /**
   * Operator's register data for the imprint (§ 5 ECG, § 14 UGB): empty unless COMPANY_* are set
   * (never invented numbers). Defaults of the "Einstellungen"; the admin enters the real ones there.
   */
  company: {
    legalName: env.COMPANY_LEGAL_NAME ?? "",
    registerNumber: env.COMPANY_REGISTER_NUMBER ?? "",
    vatId: env.COMPANY_VAT_ID ?? "",
  },
  /** Base URL for canonical links. */
  url: env.SITE_URL,
  /** Year in the footer's copyright line (public-side.md §2). */
  copyrightYear: 2025,
} as const;

export type SiteConfig = typeof siteConfig;
