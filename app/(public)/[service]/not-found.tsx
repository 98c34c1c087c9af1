import { House, ListChecks } from "lucide-react";

import { NotFoundMessage } from "@/components/layout/not-found-message";

/** Unknown service id under /{service}: "Service nicht gefunden" (spec: public-side §8), answered with 404. */
export default function ServiceNotFound() {
  return (
    <NotFoundMessage
      title="Service nicht gefunden"
      actions={[
        { href: "/quiz", label: "Alle Services ansehen", icon: ListChecks },
        { href: "/", label: "Zur Startseite", icon: House },
      ]}
    >
      Diesen Service bieten wir nicht an oder die Adresse ist falsch geschrieben. Wählen Sie einen unserer Services und
      erhalten Sie bis zu 4 kostenlose Angebote.
    </NotFoundMessage>
  );
}
