import { PARTNER_ONBOARDING_TEXTS } from "@/lib/content/partner-onboarding-texts";
import { getSiteSettings } from "@/lib/data/settings";
import type { OnboardingLanguage } from "@/lib/validation/partner-onboarding";

import { PartnerOnboardingForm } from "./partner-onboarding-form";

/**
 * Body of /partner-onboarding and /partner-onboarding2. The English page marks its content lang="en" (the document
 * is German).
 */
export async function PartnerOnboardingPage({ language }: { language: OnboardingLanguage }) {
  const texts = PARTNER_ONBOARDING_TEXTS[language];
  const { contact, marketplace } = await getSiteSettings();
  return (
    <div lang={language}>
      <section className="border-b bg-secondary">
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight text-secondary-foreground sm:text-4xl">{texts.title}</h1>
          <p className="mt-3 text-lg text-secondary-foreground">{texts.intro}</p>
        </div>
      </section>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <PartnerOnboardingForm
          language={language}
          contactEmail={contact.email}
          commissionBps={marketplace.commissionBps}
        />
      </div>
    </div>
  );
}
