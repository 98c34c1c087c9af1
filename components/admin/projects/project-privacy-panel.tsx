"use client";
/**
 * A project's customer side in its "Verlauf" dialog: e-mail confirmation, withdrawal, erasure and the customer
 * e-mails sent (recipient masked). Laid out as a list so it reads on a 360 px screen.
 */
import { RefreshCw } from "lucide-react";
import type * as React from "react";

import { EmailStatusBadge } from "@/components/admin/emails/email-status-badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { type AdminProject, type ProjectEmailRow } from "@/lib/domain/admin-projects";
import { formatViennaDateTime } from "@/lib/time/vienna";

import { EmailConfirmationBadge } from "./email-confirmation-badge";
import { useProjectEmails } from "./queries";

type PrivacyFields = Pick<AdminProject, "id" | "emailConfirmedAt" | "consentWithdrawnAt" | "erasedAt">;

export function ProjectPrivacyPanel({ project }: { project: PrivacyFields }) {
  return (
    <div className="grid gap-4">
      <section aria-label="Kunde und Datenschutz" className="grid gap-2">
        <h3 className="text-sm font-semibold">Kunde und Datenschutz</h3>
        <dl className="grid gap-x-6 gap-y-3 rounded-lg border bg-muted/30 p-3 text-sm sm:grid-cols-3">
          <Fact label="E-Mail-Adresse">
            <EmailConfirmationBadge emailConfirmedAt={project.emailConfirmedAt} />
            {project.emailConfirmedAt && (
              <span className="mt-1 block text-xs text-muted-foreground">
                am {formatViennaDateTime(project.emailConfirmedAt)}
              </span>
            )}
          </Fact>
          <Fact label="Anfrage zurückgezogen">
            {project.consentWithdrawnAt ? `am ${formatViennaDateTime(project.consentWithdrawnAt)}` : "Nein"}
          </Fact>
          <Fact label="Kundendaten gelöscht">
            {project.erasedAt ? `am ${formatViennaDateTime(project.erasedAt)}` : "Nein"}
          </Fact>
        </dl>
      </section>
      <ProjectEmails projectId={project.id} />
    </div>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

/** The customer e-mails of the project, newest first. */
function ProjectEmails({ projectId }: { projectId: number }) {
  const emails = useProjectEmails(projectId);
  let body: React.ReactNode;
  if (emails.isPending) {
    body = (
      <div className="grid gap-2">
        <span className="sr-only" role="status">
          E-Mails werden geladen...
        </span>
        {[0, 1].map((row) => (
          <Skeleton key={row} className="h-14 w-full" aria-hidden="true" />
        ))}
      </div>
    );
  } else if (emails.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <p className="text-destructive">Die E-Mails konnten nicht geladen werden.</p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => void emails.refetch()}
          disabled={emails.isFetching}
        >
          <RefreshCw className={emails.isFetching ? "animate-spin" : undefined} aria-hidden="true" />
          Erneut versuchen
        </Button>
      </div>
    );
  } else if (emails.data.emails.length === 0) {
    body = <p className="text-sm text-muted-foreground">Noch keine E-Mails an den Kunden</p>;
  } else {
    body = (
      <>
        <ol className="grid gap-2">
          {emails.data.emails.map((email) => (
            <ProjectEmail key={email.id} email={email} />
          ))}
        </ol>
        {emails.data.total > emails.data.emails.length && (
          <p className="text-xs text-muted-foreground">
            Die neuesten {emails.data.emails.length} von {emails.data.total} E-Mails; alle im Abschnitt „E-Mails“.
          </p>
        )}
      </>
    );
  }
  return (
    <section aria-label="E-Mails an den Kunden" className="grid gap-2">
      <h3 className="text-sm font-semibold">E-Mails an den Kunden</h3>
      {body}
    </section>
  );
}

function ProjectEmail({ email }: { email: ProjectEmailRow }) {
  return (
    <li data-testid={`project-email-${email.id}`} className="grid gap-1 rounded-lg border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 font-medium break-words">{email.subject}</p>
        <EmailStatusBadge status={email.status} />
      </div>
      <p className="text-xs text-muted-foreground">{email.template}</p>
      <p className="text-xs break-all text-muted-foreground">An: {email.to.join(", ")}</p>
      <p className="text-xs text-muted-foreground">
        Erstellt <time dateTime={email.createdAt}>{formatViennaDateTime(email.createdAt)}</time>
        {email.sentAt ? (
          <>
            {" · "}Gesendet <time dateTime={email.sentAt}>{formatViennaDateTime(email.sentAt)}</time>
          </>
        ) : (
          " · noch nicht gesendet"
        )}
      </p>
    </li>
  );
}
