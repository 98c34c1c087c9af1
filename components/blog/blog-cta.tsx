/**
 * Call to action under an article: bathroom, kitchen and apartment articles lead to the matching quiz, others to /quiz.
 */
import Link from "next/link";
import { ArrowRight, CheckCircle2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { quizPath } from "@/lib/content/service-catalog";

/** Quiz service of each blog category that has one. */
const CATEGORY_QUIZ: Readonly<Record<string, string>> = {
  badezimmer: "badrenovierung",
  kueche: "küchenrenovierung",
  wohnungsrenovierung: "wohnungsrenovierung",
};

/** Target of the CTA for a post category. */
export function quizHrefForCategory(category: string): string {
  const service = CATEGORY_QUIZ[category];
  return service ? quizPath(service) : "/quiz";
}

export function BlogCta({ category }: { category: string }) {
  return (
    <section
      aria-labelledby="blog-cta-title"
      className="rounded-2xl bg-linear-to-br from-primary to-blue-800 p-6 text-primary-foreground sm:p-8"
    >
      <h2 id="blog-cta-title" className="text-2xl font-bold tracking-tight text-balance">
        Bereit für Ihr Projekt? Holen Sie sich bis zu 4 kostenlose Angebote.
      </h2>
      <ul className="mt-4 grid gap-2 text-blue-50 sm:grid-cols-3">
        {[
          "Nur geprüfte Betriebe aus Wien",
          "Kontakt meist innerhalb von 24 Stunden",
          "Kostenlos und unverbindlich",
        ].map((item) => (
          <li key={item} className="flex items-center gap-2">
            <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
      <Button
        asChild
        size="lg"
        className="mt-6 bg-white text-primary hover:bg-blue-50 focus-visible:ring-white focus-visible:ring-offset-blue-700"
      >
        <Link prefetch={false} href={quizHrefForCategory(category)}>
          Kostenloses Angebot anfordern
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
