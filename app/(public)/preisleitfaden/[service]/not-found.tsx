/** Unknown price-guide service: "Preisleitfaden nicht gefunden" (public-side.md §8), answered with 404. */
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";

export default function PriceGuideNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-semibold sm:text-3xl">Preisleitfaden nicht gefunden</h1>
      <p className="mt-3 text-muted-foreground">
        Für diesen Service haben wir keine Preisübersicht. Im Preisleitfaden finden Sie Richtpreise für alle unsere
        Leistungen in Wien.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href="/preisleitfaden">
            <ArrowLeft aria-hidden="true" />
            Zurück zum Preisleitfaden
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/kontakt">Kontakt aufnehmen</Link>
        </Button>
      </div>
    </div>
  );
}
