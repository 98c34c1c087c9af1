import type { Metadata } from "next";

import { withdrawalFormTemplate } from "@/lib/content/fagg";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({
  path: "/widerrufsformular",
  title: "Muster-Widerrufsformular",
  description: "Muster-Widerrufsformular nach FAGG Anhang I Teil B für online angenommene Angebote von Firmen.",
});

const GENERIC_COMPANY = {
  name: "[Name der Firma]",
  address: "[Anschrift der Firma]",
  email: "[E-Mail-Adresse der Firma]",
  phone: null,
  vatId: null,
  gisaNumber: null,
};

/** /widerrufsformular – the model withdrawal form (FAGG Anhang I Teil B), static; company data as placeholders. */
export default function WiderrufsformularPage() {
  const [heading, ...lines] = withdrawalFormTemplate(GENERIC_COMPANY);
  return (
    <main className="mx-auto grid max-w-2xl gap-4 px-4 py-10">
      <h1 className="text-2xl font-semibold">{heading}</h1>
      <p className="text-sm text-muted-foreground">
        Die Angaben der Firma finden Sie im angenommenen Angebot (PDF) und in Ihrem Projektraum. Das Formular ist nicht
        vorgeschrieben; eine eindeutige Erklärung per Brief oder E-Mail genügt.
      </p>
      <div className="grid gap-4 rounded-md border p-4">
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </main>
  );
}
