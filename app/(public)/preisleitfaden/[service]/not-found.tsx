import { ArrowLeft } from "lucide-react";

import { NotFoundMessage } from "@/components/layout/not-found-message";

/** Unknown price-guide service: "Preisleitfaden nicht gefunden" (spec: public-side §8), answered with 404. */
export default function PriceGuideNotFound() {
  return (
    <NotFoundMessage
      title="Preisleitfaden nicht gefunden"
      actions={[
        { href: "/preisleitfaden", label: "Zurück zum Preisleitfaden", icon: ArrowLeft },
        { href: "/kontakt", label: "Kontakt aufnehmen" },
      ]}
    >
      Für diesen Service haben wir keine Preisübersicht. Im Preisleitfaden finden Sie Richtpreise für alle unsere
      Leistungen in Wien.
    </NotFoundMessage>
  );
}
