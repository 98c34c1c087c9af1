import { SectionHeading } from "@/components/home/section-heading";
import { partnerSteps } from "@/lib/content/partner-landing";

import { PartnerIcon } from "./partner-icon";

/**
 * The 4-step process: register, verification, receive leads, pay commission.
 *
 * @param commission The commission as shown, e.g. "10 %" (from the "Einstellungen").
 */
export function PartnerProcess({ commission }: { commission: string }) {
  return (
    <section aria-labelledby="partner-process-title" className="bg-muted/60 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="partner-process-title"
          eyebrow="So funktioniert's"
          title="In 4 Schritten zu neuen Aufträgen"
        />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {partnerSteps(commission).map((step, index) => (
            <li key={step.title} className="relative rounded-2xl border bg-card p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                >
                  {index + 1}
                </span>
                <PartnerIcon name={step.icon} className="size-5 text-primary" />
              </div>
              <h3 className="mt-4 text-lg font-bold">
                <span className="sr-only">Schritt {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
