import type { LandingStep } from "@/lib/content/landing-pages";

/** Numbered process (an ordered list): number badge, title (h3) and text per step. */
export function LandingSteps({ steps }: { steps: readonly LandingStep[] }) {
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-xl border bg-card p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold">
            <span className="sr-only">Schritt {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-sm text-muted-foreground">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
