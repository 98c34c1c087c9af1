import { BadgeCheck, Handshake, MessageCircle } from "lucide-react";

import { Button } from "@/components/ui/button";
import { partnerWhatsAppHref } from "@/lib/content/partner-landing";

import { RegistrationCta } from "./registration-visibility";

const HERO_GLOW = {
  background:
    "radial-gradient(40rem 24rem at 100% 0%, rgb(96 165 250 / 0.35), transparent 70%), radial-gradient(36rem 22rem at 0% 100%, rgb(23 37 84 / 0.35), transparent 70%)",
} as const;

/**
 * Hero of /unternehmen: headline, the call to action that reveals the registration form, and a WhatsApp button.
 *
 * @param commission The commission as shown, e.g. "10 %" (from the "Einstellungen").
 * @param whatsapp WhatsApp number of the "Einstellungen"; empty hides the button.
 */
export function PartnerHero({ commission, whatsapp }: { commission: string; whatsapp: string }) {
  return (
    <section
      aria-labelledby="partner-hero-title"
      className="relative overflow-hidden bg-linear-to-br from-primary to-blue-800 text-primary-foreground"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0" style={HERO_GLOW} />
      <div className="relative mx-auto flex max-w-4xl flex-col items-center px-4 py-14 text-center sm:px-6 sm:py-20 lg:py-24">
        <p className="inline-flex items-center gap-2 rounded-full bg-blue-950/30 px-4 py-1.5 text-sm font-medium ring-1 ring-white/30">
          <Handshake className="size-4" aria-hidden="true" />
          Für Handwerksbetriebe und Baufirmen in Wien
        </p>
        <h1 id="partner-hero-title" className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          Mehr Aufträge für Ihr Unternehmen
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-blue-50 sm:text-xl">
          Werden Sie Partner und erhalten Sie qualifizierte Renovierungsanfragen aus Wien. Sie zahlen nur
          {` ${commission} `}Provision – und nur, wenn ein Projekt erfolgreich abgeschlossen ist.
        </p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <RegistrationCta className="h-auto min-h-12 bg-white py-3 whitespace-normal text-primary hover:bg-blue-50 focus-visible:ring-white focus-visible:ring-offset-blue-700">
            Jetzt Partner werden
          </RegistrationCta>
          {whatsapp ? (
            <Button
              asChild
              size="lg"
              variant="outline"
              className="h-auto min-h-12 border-white/70 bg-transparent py-3 whitespace-normal text-white hover:bg-white/10 hover:text-white focus-visible:ring-white focus-visible:ring-offset-blue-700"
            >
              <a href={partnerWhatsAppHref(whatsapp)} target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden="true" />
                Per WhatsApp kontaktieren
                <span className="sr-only"> (öffnet WhatsApp in einem neuen Fenster)</span>
              </a>
            </Button>
          ) : null}
        </div>
        <ul className="mt-8 flex flex-col gap-2 text-sm font-medium text-blue-50 sm:flex-row sm:gap-6">
          {["Keine Vorauszahlung", "Keine Mindestlaufzeit", "Jederzeit kündbar"].map((fact) => (
            <li key={fact} className="inline-flex items-center justify-center gap-2">
              <BadgeCheck className="size-4" aria-hidden="true" />
              {fact}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
