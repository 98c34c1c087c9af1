/** Brand and contact defaults (the admin's settings override them); no invented facts, empty unless set. */
import "server-only";
import { env } from "./env";

export const siteConfig = {
  name: env.BRAND_NAME ?? "Renovio",
  email: env.CONTACT_EMAIL ?? "kontakt@renovio.at",
  phone: env.CONTACT_PHONE ?? "",
  /** Digits only (wa.me links). */
  whatsapp: env.CONTACT_WHATSAPP ?? "",
  address: {
    street: env.CONTACT_STREET ?? "",
    zipCity: env.CONTACT_ZIP_CITY ?? "",
  },
  /** Imprint data (§ 5 ECG, § 14 UGB). */
  company: {
    legalName: env.COMPANY_LEGAL_NAME ?? "",
    registerNumber: env.COMPANY_REGISTER_NUMBER ?? "",
    vatId: env.COMPANY_VAT_ID ?? "",
  },
  url: env.SITE_URL,
  /** spec: public-side §2 */
  copyrightYear: 2025,
} as const;
