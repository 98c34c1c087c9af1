import { SectionHeading } from "@/components/home/section-heading";
import { partnerBenefits } from "@/lib/content/partner-landing";

import { PartnerIcon } from "./partner-icon";

/**
 * Benefits of a partnership.
 *
 * @param commission The commission as shown, e.g. "10 %" (from the "Einstellungen").
 */
export function PartnerBenefits({ commission }: { commission: string }) {
  return (
    <section aria-labelledby="partner-benefits-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="partner-benefits-title" eyebrow="Ihre Vorteile" title="Warum Partner werden?">
          Neue Kundinnen und Kunden gewinnen – ohne Risiko und ohne Fixkosten.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {partnerBenefits(commission).map((benefit) => (
            <li key={benefit.title} className="rounded-2xl border bg-card p-6 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
                <PartnerIcon name={benefit.icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-bold">{benefit.title}</h3>
              <p className="mt-2 text-muted-foreground">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
