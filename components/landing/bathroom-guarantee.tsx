import { CircleCheck, ShieldCheck } from "lucide-react";

import type { BathroomRenovationContent } from "@/lib/content/landing-pages";

/**
 * The warranty panel of /badrenovierung: seal, h2, what to have confirmed in writing, and a note.
 * It promises no guarantee of its own (see WARRANTY_TITLE in lib/content/landing-pages.ts).
 */
export function BathroomGuarantee({ guarantee }: { guarantee: BathroomRenovationContent["guarantee"] }) {
  return (
    <section
      id="garantie"
      aria-labelledby="garantie-title"
      className="scroll-mt-20 px-4 pt-12 sm:px-6 sm:pt-16 lg:px-8"
    >
      <div className="mx-auto grid max-w-5xl gap-8 rounded-3xl border-2 border-emerald-600/30 bg-emerald-50 p-6 sm:p-10 md:grid-cols-[auto_1fr] md:items-center">
        <div
          aria-hidden="true"
          className="mx-auto flex size-36 flex-col items-center justify-center rounded-full bg-emerald-700 text-white shadow-lg ring-8 ring-emerald-100"
        >
          <ShieldCheck className="size-14" />
        </div>
        <div>
          <h2 id="garantie-title" className="text-2xl font-bold tracking-tight text-emerald-950 sm:text-3xl">
            {guarantee.title}
          </h2>
          {guarantee.intro ? <p className="mt-3 text-emerald-950/80 sm:text-lg">{guarantee.intro}</p> : null}
          <ul className="mt-5 grid gap-2 sm:grid-cols-2">
            {guarantee.points.map((point) => (
              <li key={point} className="flex items-start gap-2 text-emerald-950">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
          <p className="mt-5 text-sm text-emerald-950/75">{guarantee.note}</p>
        </div>
      </div>
    </section>
  );
}
