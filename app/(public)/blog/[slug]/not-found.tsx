import { ArrowLeft } from "lucide-react";

import { NotFoundMessage } from "@/components/layout/not-found-message";

/** Unknown or unpublished article: "Artikel nicht gefunden" (spec: public-side §8), answered with 404. */
export default function BlogPostNotFound() {
  return (
    <NotFoundMessage
      title="Artikel nicht gefunden"
      actions={[{ href: "/blog", label: "Zum Ratgeber", icon: ArrowLeft }]}
    >
      Dieser Artikel existiert nicht oder ist nicht mehr verfügbar. Im Ratgeber finden Sie alle aktuellen Artikel.
    </NotFoundMessage>
  );
}
