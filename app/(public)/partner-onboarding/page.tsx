import { PartnerOnboardingPage } from "@/components/partner/partner-onboarding-page";
import { siteConfig } from "@/lib/config";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Partner-Anmeldung",
  description: `Anmeldung als Partnerbetrieb bei ${siteConfig.name}: Unternehmen, Nachweise, Leistungen, Verfügbarkeit und Provision – wir melden uns innerhalb von 2-3 Werktagen.`,
  path: "/partner-onboarding",
});

/**
 * Partner onboarding form in German (public-side.md §2 route table, "Partner onboarding"). ISR
 * (the public layout's revalidate; contact address and commission from the "Einstellungen"); the
 * form is a client component posting to /api/partner-onboarding. The header navigation stays (the
 * spec hides it only on /badezimmer).
 */
export default function PartnerOnboardingGermanPage() {
  return <PartnerOnboardingPage language="de" />;
}
