"use client";
/** Unknown or inactive quiz: 'Quiz für "{service}" nicht gefunden.' (spec: public-side §8), answered with 404. */
import { House, ListChecks } from "lucide-react";
import { usePathname } from "next/navigation";

import { NotFoundMessage } from "@/components/layout/not-found-message";
import { decodeServiceParam } from "@/lib/domain/service-param";

export default function QuizNotFound() {
  const pathname = usePathname() ?? "";
  const service = decodeServiceParam(pathname.split("/").filter(Boolean)[1] ?? "");
  return (
    <NotFoundMessage
      title={`Quiz für "${service}" nicht gefunden.`}
      actions={[
        { href: "/", label: "Zur Startseite", icon: House },
        { href: "/quiz", label: "Alle Services", icon: ListChecks },
      ]}
    >
      Bitte wählen Sie einen der verfügbaren Services.
    </NotFoundMessage>
  );
}
