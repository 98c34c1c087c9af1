import type * as React from "react";
import { ArrowRight, Building2, User } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { COMPANY_STEPS, CUSTOMER_STEPS, type HomeStep } from "@/lib/content/home";

import { SectionHeading } from "./section-heading";

/** "So funktioniert's": three steps for private customers and three for companies. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works-title" className="below-fold bg-muted/60 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="how-it-works-title"
          eyebrow="So funktioniert's"
          title="In drei Schritten zum fertigen Projekt"
        >
          Ob Sie renovieren möchten oder als Fachbetrieb neue Aufträge suchen – der Weg ist kurz.
        </SectionHeading>

        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <StepsCard
            icon={<User className="size-5" aria-hidden="true" />}
            title="Für Privatkunden"
            steps={CUSTOMER_STEPS}
            action={{ href: "/quiz", label: "Kostenloses Angebot anfordern" }}
            highlight
          />
          <StepsCard
            icon={<Building2 className="size-5" aria-hidden="true" />}
            title="Für Unternehmen"
            steps={COMPANY_STEPS}
            action={{ href: "/unternehmen", label: "Als Firma registrieren" }}
          />
        </div>
      </div>
    </section>
  );
}

function StepsCard({
  icon,
  title,
  steps,
  action,
  highlight = false,
}: {
  icon: React.ReactNode;
  title: string;
  steps: readonly HomeStep[];
  action: { href: string; label: string };
  highlight?: boolean;
}) {
  return (
    <div className="flex min-w-0 flex-col rounded-2xl border bg-card p-5 shadow-sm sm:p-8">
      <h3 className="flex items-center gap-3 text-xl font-bold">
        <span className="flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary">{icon}</span>
        {title}
      </h3>
      <ol className="mt-6 flex-1 space-y-6">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
            >
              {index + 1}
            </span>
            <div>
              <h4 className="font-semibold">
                <span className="sr-only">Schritt {index + 1}: </span>
                {step.title}
              </h4>
              <p className="mt-1 text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <Button
        asChild
        size="lg"
        variant={highlight ? "default" : "outline"}
        className="mt-8 h-auto min-h-11 w-full py-2 whitespace-normal sm:w-auto sm:self-start"
      >
        <Link prefetch={false} href={action.href}>
          {action.label}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
