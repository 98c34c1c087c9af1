import { CircleCheck } from "lucide-react";

/** "Was wir bieten": the service's 6 features as a checked list. */
export function ServiceFeatures({ features }: { features: readonly string[] }) {
  return (
    <section aria-labelledby="service-features-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <h2 id="service-features-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Was wir bieten
      </h2>
      <p className="mt-2 text-muted-foreground">Das übernehmen unsere geprüften Partnerbetriebe in Wien für Sie.</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-3 rounded-xl border bg-card p-4 shadow-xs">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
