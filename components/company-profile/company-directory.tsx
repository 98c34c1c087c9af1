/**
 * The /firmen directory page: admin-approved, active companies (each with its check summary) filtered by service and district, by name, paged
 * (lib/domain/company-directory.ts).
 */
import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";

import { DirectoryCard } from "@/components/company-profile/directory-card";
import { DirectoryFilters } from "@/components/company-profile/directory-filters";
import { PageLinks } from "@/components/company-profile/page-links";
import { siteConfig } from "@/lib/config";
import { COMPANY_CHECKS_ANCHOR } from "@/lib/content/company-checks";
import { listCompanyDirectory, listDirectoryServices } from "@/lib/data/company-profiles";
import { directoryHref, type DirectoryFilter } from "@/lib/domain/company-directory";
import { pageMetadata } from "@/lib/seo/metadata";

/** Metadata of every directory page (one canonical address, /firmen). */
export const directoryMetadata: Metadata = pageMetadata({
  title: "Fachbetriebe in Wien",
  description: `Die Partnerbetriebe von ${siteConfig.name} in Wien nach Leistung und Bezirk: mit Gewerbeberechtigung und Haftpflicht aus unserer Prüfung und echten Bewertungen aus über ${siteConfig.name} vergebenen Aufträgen.`,
  path: "/firmen",
});

/**
 * One directory page. A page beyond the last (e.g. after companies left the list) redirects to the
 * last one.
 */
export async function CompanyDirectory({ filter }: { filter: DirectoryFilter }) {
  const { service, district, page } = filter;
  const [services, directory] = await Promise.all([
    listDirectoryServices(),
    listCompanyDirectory({ service, district, page }),
  ]);
  const filtered = service !== undefined || district !== undefined;
  const href = (target: number) => directoryHref({ service, district, page: target });

  if (page > directory.pages) redirect(href(directory.pages));

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Firmenverzeichnis</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">Fachbetriebe in Wien</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Wir prüfen jeden Partnerbetrieb gegen das Gewerberegister GISA, die UID-Datenbank VIES und seine
          Haftpflichtversicherung; bei jeder Firma steht, was wir wann geprüft haben. Bewertungen stammen nur von
          Kundinnen und Kunden mit einem über {siteConfig.name} vergebenen Auftrag.{" "}
          <Link
            href={`/bewertungen#${COMPANY_CHECKS_ANCHOR}`}
            prefetch={false}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            So prüfen wir Betriebe
          </Link>{" "}
          <Link
            href="/bewertungen"
            prefetch={false}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            So prüfen wir Bewertungen
          </Link>
        </p>
      </header>

      <div className="mt-8">
        <DirectoryFilters services={services} service={service} district={district} />
      </div>

      <p className="mt-6 text-sm text-muted-foreground" aria-live="polite">
        {directory.total === 1 ? "1 Firma" : `${directory.total} Firmen`}, alphabetisch sortiert
      </p>

      {directory.companies.length > 0 ? (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {directory.companies.map((company) => (
            <li key={company.id}>
              <DirectoryCard company={company} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-4 rounded-lg border border-dashed p-8 text-center" data-testid="directory-empty">
          <p className="font-medium">
            {filtered ? "Keine Firma passt zu diesen Filtern." : "Noch sind keine Firmen gelistet."}
          </p>
          <p className="mt-2 text-muted-foreground">
            Beschreiben Sie Ihr Projekt im Quiz: Wir vermitteln Ihnen bis zu 4 passende Fachbetriebe.
          </p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            <Link href="/quiz" prefetch={false} className="font-medium text-primary underline-offset-4 hover:underline">
              Zum Quiz
            </Link>
            {filtered && (
              <Link
                href="/firmen"
                prefetch={false}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                Alle Firmen anzeigen
              </Link>
            )}
          </div>
        </div>
      )}

      <div className="mt-8">
        <PageLinks page={page} pages={directory.pages} href={href} label="Seiten des Firmenverzeichnisses" />
      </div>
    </div>
  );
}
