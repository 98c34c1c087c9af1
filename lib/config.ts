/**
 * Product name and public contact details. The spec hides these values (public-side.md §1,
 * authenticated-side.md §1), so they live here with neutral defaults and can be overridden by
 * environment variables (BRAND_NAME, CONTACT_*; see .env.example).
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
  /** Phone number in display form. */
  phone: env.CONTACT_PHONE ?? "+43 1 234 56 78",
  /** tel: link of the phone number (digits and "+" only). */
  phoneHref: `tel:${(env.CONTACT_PHONE ?? "+43 1 234 56 78").replace(/[^\d+]/g, "")}`,
  /** WhatsApp number in international digits only (for wa.me links). */
  whatsapp: env.CONTACT_WHATSAPP ?? "4312345678",
  address: {
    street: env.CONTACT_STREET ?? "Stephansplatz 1",
    zipCity: env.CONTACT_ZIP_CITY ?? "1010 Wien",
  },
  /**
   * Operator's register data for the imprint (§ 5 ECG, § 14 UGB). The defaults are placeholders:
   * set COMPANY_LEGAL_NAME, COMPANY_REGISTER_NUMBER and COMPANY_VAT_ID to the real entries before going live.
   */
  company: {
    legalName: env.COMPANY_LEGAL_NAME ?? `${env.BRAND_NAME ?? "Renovio"} GmbH`,
    registerNumber: env.COMPANY_REGISTER_NUMBER ?? "FN 589412 m",
    registerCourt: "Handelsgericht Wien",
    vatId: env.COMPANY_VAT_ID ?? "ATU78451236",
  },
  /** Base URL for canonical links. */
  url: env.SITE_URL,
  /** Year in the footer's copyright line (public-side.md §2). */
  copyrightYear: 2025,
} as const;

export type SiteConfig = typeof siteConfig;
