"use client";
/** A company's insurance confirmations in the admin's details: open each file, accept or reject (with a reason). */
import { Check, X } from "lucide-react";
import { useState } from "react";
import type * as React from "react";

import { DecisionConfirmDialog } from "@/components/admin/approvals/decision-confirm-dialog";
import { useCompanyInsurance, useDecideInsurance } from "@/components/admin/companies/queries";
import { LoadErrorState } from "@/components/admin/table-states";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { InsuranceDocumentItem } from "@/components/verification/insurance-document-item";
import { formatIsoDay } from "@/lib/time/vienna";
import type { InsuranceDocumentView } from "@/lib/verification/insurance-types";

type Pending = { document: InsuranceDocumentView; decision: "accepted" | "rejected" };

export function InsurancePanel({ companyId }: { companyId: number }) {
  const documents = useCompanyInsurance(companyId);
  const decide = useDecideInsurance();
  const [pending, setPending] = useState<Pending | null>(null);

  let body: React.ReactNode;
  if (documents.isPending)
    body = (
      <Skeleton className="h-24 rounded-lg" role="status" aria-label="Versicherungsbestätigungen werden geladen" />
    );
  else if (documents.isError)
    body = (
      <LoadErrorState
        text="Die Versicherungsbestätigungen konnten nicht geladen werden."
        onRetry={() => void documents.refetch()}
        retrying={documents.isFetching}
      />
    );
  else if (documents.data.length === 0)
    body = <p className="text-sm text-muted-foreground">Noch keine Versicherungsbestätigung hochgeladen.</p>;
  else
    body = (
      <ul className="grid gap-2">
        {documents.data.map((document) => (
          <InsuranceDocumentItem
            key={document.id}
            document={document}
            fileHref={`/api/admin/insurance/${document.id}/file`}
            fileLabel="Datei ansehen"
          >
            {document.status === "submitted" && (
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  size="sm"
                  disabled={decide.isPending}
                  onClick={() => setPending({ document, decision: "accepted" })}
                >
                  <Check aria-hidden="true" />
                  Annehmen
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={decide.isPending}
                  onClick={() => setPending({ document, decision: "rejected" })}
                >
                  <X aria-hidden="true" />
                  Ablehnen
                </Button>
              </div>
            )}
          </InsuranceDocumentItem>
        ))}
      </ul>
    );

  const facts = pending ? `${pending.document.insurer}, gültig bis ${formatIsoDay(pending.document.validUntil)}` : "";
  return (
    <section aria-label="Haftpflichtversicherung" className="grid gap-3 rounded-lg border p-4">
      <h3 className="text-sm font-semibold">Haftpflichtversicherung</h3>
      {body}
      <DecisionConfirmDialog
        confirmation={
          pending?.decision === "accepted"
            ? {
                title: "Versicherungsbestätigung annehmen?",
                description: `${facts}. Haben Sie Versicherer, Summe, Gültigkeit und den Namen der Firma in der Datei geprüft?`,
                confirmLabel: "Annehmen",
                tone: "approve",
              }
            : pending?.decision === "rejected"
              ? {
                  title: "Versicherungsbestätigung ablehnen?",
                  description: `${facts}. Die Firma sieht den Grund und kann eine neue Bestätigung hochladen.`,
                  confirmLabel: "Ablehnen",
                  tone: "reject",
                  reasonLabel: "Grund der Ablehnung (wird der Firma angezeigt)",
                }
              : null
        }
        pending={decide.isPending}
        onClose={() => setPending(null)}
        onConfirm={(note) => {
          if (!pending) return;
          decide.mutate(
            pending.decision === "rejected"
              ? { documentId: pending.document.id, decision: "rejected", note: note ?? "" }
              : { documentId: pending.document.id, decision: "accepted" },
            { onSuccess: () => setPending(null) },
          );
        }}
      />
    </section>
  );
}
