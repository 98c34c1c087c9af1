import { PARTNER_STATS } from "@/lib/content/partner-landing";

/** Key terms in figures on the partner landing page (PARTNER_STATS). */
export function PartnerStats() {
  return (
    <section aria-labelledby="partner-stats-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <h2 id="partner-stats-title" className="text-center text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Die Konditionen auf einen Blick
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {PARTNER_STATS.map((stat) => (
            <div
              key={stat.label}
              className="flex min-w-0 flex-col-reverse items-center rounded-2xl border bg-card p-4 text-center shadow-sm sm:p-6"
            >
              <dt className="mt-2 text-sm font-medium hyphens-auto text-muted-foreground [overflow-wrap:anywhere] sm:text-base">
                {stat.label}
              </dt>
              <dd className="text-3xl font-extrabold text-primary sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
