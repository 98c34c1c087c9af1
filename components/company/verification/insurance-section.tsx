"use client";
/** The company's liability insurance confirmations with their review state, and the upload of a new one. */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";

import { OWN_VERIFICATION_QUERY_KEY } from "@/components/company/verification/company-checks-card";
import { LoadErrorState } from "@/components/admin/table-states";
import { Skeleton } from "@/components/ui/skeleton";
import { InsuranceDocumentItem } from "@/components/verification/insurance-document-item";
import { InsuranceUploadForm } from "@/components/verification/insurance-upload-form";
import { getJson } from "@/lib/http/api-client";
import type { InsuranceDocumentView } from "@/lib/verification/insurance-types";

const OWN_INSURANCE_ENDPOINT = "/api/company/insurance";
const OWN_INSURANCE_QUERY_KEY = [OWN_INSURANCE_ENDPOINT] as const;

function InsuranceList() {
  const documents = useQuery({
    queryKey: OWN_INSURANCE_QUERY_KEY,
    queryFn: async () =>
      (await getJson<{ documents?: InsuranceDocumentView[] }>(OWN_INSURANCE_ENDPOINT)).documents ?? [],
  });
  if (documents.isPending)
    return (
      <div role="status" aria-label="Versicherungsbestätigungen werden geladen" className="grid gap-2">
        <Skeleton className="h-24 rounded-lg" />
        <Skeleton className="h-24 rounded-lg" />
      </div>
    );
  if (documents.isError)
    return (
      <LoadErrorState
        text="Ihre Versicherungsbestätigungen konnten nicht geladen werden."
        onRetry={() => void documents.refetch()}
        retrying={documents.isFetching}
      />
    );
  if (documents.data.length === 0)
    return <p className="text-sm text-muted-foreground">Noch keine Versicherungsbestätigung hochgeladen.</p>;
  return (
    <ul className="grid gap-2" aria-label="Ihre Versicherungsbestätigungen">
      {documents.data.map((document) => (
        <InsuranceDocumentItem
          key={document.id}
          document={document}
          fileHref={`${OWN_INSURANCE_ENDPOINT}/${document.id}/file`}
          fileLabel="Ansehen"
        />
      ))}
    </ul>
  );
}

export function InsuranceSection() {
  const queryClient = useQueryClient();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-lg border p-4 sm:p-6">
      <div className="grid gap-1">
        <h2 id={headingId} className="text-xl font-semibold">
          Haftpflichtversicherung
        </h2>
        <p className="text-sm text-muted-foreground">
          Laden Sie die aktuelle Bestätigung Ihrer Betriebshaftpflichtversicherung hoch; wir prüfen sie. 30 und 7 Tage
          vor Ablauf erinnern wir Sie per E-Mail. Ist die Versicherung abgelaufen, erhalten Sie keine neuen Anfragen,
          bis eine neue Bestätigung angenommen ist.
        </p>
      </div>
      <InsuranceList />
      <div className="grid gap-3 border-t pt-4">
        <h3 className="font-semibold">Neue Bestätigung hochladen</h3>
        <InsuranceUploadForm
          endpoint={OWN_INSURANCE_ENDPOINT}
          onUploaded={() => {
            void queryClient.invalidateQueries({ queryKey: OWN_INSURANCE_QUERY_KEY });
            void queryClient.invalidateQueries({ queryKey: OWN_VERIFICATION_QUERY_KEY });
          }}
        />
      </div>
    </section>
  );
}
