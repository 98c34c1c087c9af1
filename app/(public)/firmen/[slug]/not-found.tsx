import { ArrowLeft } from "lucide-react";

import { NotFoundMessage } from "@/components/layout/not-found-message";

/** Unknown, unverified or deactivated company: "Firma nicht gefunden", answered with 404. */
export default function CompanyProfileNotFound() {
  return (
    <NotFoundMessage
      title="Firma nicht gefunden"
      actions={[{ href: "/firmen", label: "Zum Firmenverzeichnis", icon: ArrowLeft }]}
    >
      Diese Firma gibt es nicht oder sie ist derzeit nicht bei uns gelistet. Im Firmenverzeichnis finden Sie alle
      gelisteten Fachbetriebe.
    </NotFoundMessage>
  );
}
