import { splitProcessStep } from "@/lib/content/services";

/** "Unser Vorgehen": the service's 4 steps as a numbered list; "Lead: text" shows the lead in bold. */
export function ServiceProcess({ steps }: { steps: readonly string[] }) {
  return (
    <section aria-labelledby="service-process-title" className="bg-muted/60">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <h2 id="service-process-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Unser Vorgehen
        </h2>
        <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => {
            const { lead, text } = splitProcessStep(step);
            return (
              <li key={step} className="flex gap-4 rounded-xl bg-card p-5 shadow-xs ring-1 ring-border sm:block">
                <span
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <p className="sm:mt-4">
                  {lead && <strong className="block font-semibold">{lead}</strong>}
                  <span className={lead ? "mt-1 block text-muted-foreground" : undefined}>{text}</span>
                </p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
