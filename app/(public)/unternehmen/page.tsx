import { RankingTransparency } from "@/components/company-profile/ranking-transparency";
import { PartnerBenefits } from "@/components/partner/partner-benefits";
import { PartnerFaq } from "@/components/partner/partner-faq";
import { PartnerFinalCta } from "@/components/partner/partner-final-cta";
import { PartnerHero } from "@/components/partner/partner-hero";
import { PartnerProcess } from "@/components/partner/partner-process";
import { PartnerStats } from "@/components/partner/partner-stats";
import { RegistrationSection } from "@/components/partner/registration-section";
import { RegistrationVisibilityProvider } from "@/components/partner/registration-visibility";
import { JsonLd } from "@/components/seo/json-ld";
import { CompanyChecksExplainer } from "@/components/verification/company-checks-explainer";
import { siteConfig } from "@/lib/config";
import { partnerFaq } from "@/lib/content/partner-landing";
import { getSiteSettings } from "@/lib/data/settings";
import { formatCommission } from "@/lib/domain/settings";
import { faqJsonLd, organizationJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Für Unternehmen – Partner werden",
  description: `Mehr Aufträge in Wien: Werden Sie Partner von ${siteConfig.name} und erhalten Sie qualifizierte Renovierungsanfragen. Provision nur bei erfolgreichem Projektabschluss, keine Vorauszahlung, jederzeit kündbar.`,
  path: "/unternehmen",
});

/**
 * /unternehmen – partner landing page: benefits, process, FAQ and the registration form (hidden until a call to
 * action is clicked). The form and the call-to-action buttons share the form's visibility.
 */
export default async function UnternehmenPage() {
  const { contact, marketplace } = await getSiteSettings();
  const commission = formatCommission(marketplace.commissionBps);
  const faq = partnerFaq(commission);
  return (
    <>
      <JsonLd data={[organizationJsonLd(contact), faqJsonLd(faq)]} />
      <RegistrationVisibilityProvider>
        <PartnerHero commission={commission} whatsapp={contact.whatsapp} />
        <PartnerBenefits commission={commission} />
        <PartnerProcess commission={commission} />
        <PartnerStats />
        <RankingTransparency />
        <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6 sm:pb-20">
          <CompanyChecksExplainer />
        </div>
        <PartnerFaq items={faq} />
        <RegistrationSection />
        <PartnerFinalCta email={contact.email} />
      </RegistrationVisibilityProvider>
    </>
  );
}
