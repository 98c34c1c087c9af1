/** The section "So prüfen wir Betriebe" (text: lib/content/company-checks.ts) on /bewertungen and /unternehmen. */
import { ShieldCheck } from "lucide-react";

import { COMPANY_CHECKS, COMPANY_CHECKS_ANCHOR } from "@/lib/content/company-checks";

export function CompanyChecksExplainer({ className }: { className?: string }) {
  return (
    <section
      id={COMPANY_CHECKS_ANCHOR}
      aria-labelledby="company-checks-title"
      className={`scroll-mt-24 ${className ?? ""}`}
      data-testid="company-checks"
    >
      <h2 id="company-checks-title" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
        <ShieldCheck className="size-6 shrink-0 text-primary" aria-hidden="true" />
        {COMPANY_CHECKS.title}
      </h2>
      <p className="mt-4 leading-relaxed text-muted-foreground">{COMPANY_CHECKS.intro}</p>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {COMPANY_CHECKS.checks.map((check) => (
          <li key={check.title} className="rounded-xl border bg-card p-5 shadow-sm">
            <h3 className="font-semibold">{check.title}</h3>
            <p className="mt-2 leading-relaxed text-muted-foreground">{check.text}</p>
          </li>
        ))}
      </ul>
      <ul className="mt-5 grid list-disc gap-2 pl-6 leading-relaxed text-muted-foreground">
        {COMPANY_CHECKS.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </section>
  );
}
