"use client";
/** Right after registering: the optional upload of the insurance confirmation, replaced by what was uploaded. */
import { CheckCircle2 } from "lucide-react";
import { useState } from "react";

import { InsuranceUploadForm } from "@/components/verification/insurance-upload-form";
import { formatIsoDay } from "@/lib/time/vienna";
import type { InsuranceDocumentView } from "@/lib/verification/insurance-types";

/** @param token The registration's checks token (also authorises this one upload). */
export function RegistrationInsuranceUpload({ token }: { token: string }) {
  const [uploaded, setUploaded] = useState<InsuranceDocumentView | null>(null);
  return (
    <section aria-label="Versicherungsbestätigung" className="grid gap-3 border-t pt-4 text-left">
      <h3 className="font-semibold">Versicherungsbestätigung hochladen (optional, beschleunigt die Freigabe)</h3>
      {uploaded ? (
        <p role="status" className="flex items-center gap-2 text-sm">
          <CheckCircle2 className="size-4 shrink-0 text-emerald-700" aria-hidden="true" />
          Hochgeladen: {uploaded.insurer}, gültig bis {formatIsoDay(uploaded.validUntil)}
        </p>
      ) : (
        <InsuranceUploadForm
          endpoint={`/api/companies/register/insurance/${encodeURIComponent(token)}`}
          onUploaded={setUploaded}
        />
      )}
    </section>
  );
}
