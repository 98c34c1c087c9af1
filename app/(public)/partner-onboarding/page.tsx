import { PartnerOnboardingPage } from "@/components/partner/partner-onboarding-page";
import { siteConfig } from "@/lib/config";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Partner-Anmeldung",
  description: `Anmeldung als Partnerbetrieb bei ${siteConfig.name}: Unternehmen, Nachweise, Leistungen, Verfügbarkeit und Provision – wir melden uns innerhalb von 2-3 Werktagen.`,
  path: "/partner-onboarding",
});

/** /partner-onboarding – partner onboarding form in German; contact address and commission from the "Einstellungen". */
export default function PartnerOnboardingGermanPage() {
  return <PartnerOnboardingPage language="de" />;
}
