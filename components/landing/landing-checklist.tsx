import { CircleCheck } from "lucide-react";

/** Checked list of short items in cards (a service landing's "Was wir bieten"), 1–3 columns. */
export function LandingChecklist({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3 rounded-xl border bg-card p-5 shadow-sm">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
