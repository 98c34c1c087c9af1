/** The next-steps box of both offer pages. */
import { CalendarCheck, Hammer, MousePointerClick } from "lucide-react";

const STEPS = [
  {
    icon: MousePointerClick,
    title: "Angebot auswählen",
    text: "Wählen Sie die Variante, die am besten zu Ihrem Bad und Ihrem Budget passt.",
  },
  {
    icon: CalendarCheck,
    title: "Persönliche Beratung innerhalb von 24 Stunden",
    text: "Ein geprüfter Fachbetrieb aus Wien meldet sich bei Ihnen und bespricht Details und Besichtigungstermin.",
  },
  {
    icon: Hammer,
    title: "Planung und Umsetzung",
    text: "Nach der Besichtigung erhalten Sie das endgültige Angebot; danach wird Ihr neues Bad geplant und umgesetzt.",
  },
] as const;

export function OfferNextSteps({ headingLevel = "h2" }: { headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <section aria-labelledby="offer-next-steps" className="rounded-xl border bg-muted/40 p-5 sm:p-6">
      <Heading id="offer-next-steps" className="text-lg font-semibold">
        Die nächsten Schritte
      </Heading>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
              <step.icon className="size-4" aria-hidden="true" />
            </span>
            <div>
              <p className="font-medium">
                <span className="sr-only">Schritt {index + 1}: </span>
                {step.title}
              </p>
              <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
