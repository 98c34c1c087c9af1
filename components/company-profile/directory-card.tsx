/** One company in the /firmen directory: name linking to its profile, its checks, services, districts, rating and jobs done. */
import { MapPin } from "lucide-react";
import Link from "next/link";

import { siteConfig } from "@/lib/config";
import type { DirectoryCompany } from "@/lib/data/company-profiles";
import { companyServiceLabels, districtName, reviewCountText, servedDistricts } from "@/lib/domain/company-profile";
import { formatRating } from "@/lib/domain/reviews";
import { companyProfilePath } from "@/lib/domain/company-slug";

import { StarRating } from "@/components/reviews/star-rating";
import { CheckBadge, CheckLine } from "@/components/verification/check-status";

/** Services and districts shown on a card before "+ n weitere". */
const SHOWN = 4;

function shortList(items: readonly string[]): string {
  return items.length > SHOWN
    ? `${items.slice(0, SHOWN).join(", ")} + ${items.length - SHOWN} weitere`
    : items.join(", ");
}

export function DirectoryCard({ company }: { company: DirectoryCompany }) {
  const services = companyServiceLabels(company.services);
  const districts = servedDistricts(company.districts);
  const { stats } = company;
  return (
    <article className="flex h-full flex-col rounded-lg border p-4 sm:p-5" data-testid="directory-company">
      <h2 className="text-lg font-semibold break-words">
        <Link
          href={companyProfilePath(company)}
          prefetch={false}
          className="underline-offset-4 hover:text-primary hover:underline"
        >
          {company.name}
        </Link>
      </h2>
      <p className="mt-1">
        <CheckBadge checks={company.checks} />
      </p>
      <CheckLine checks={company.checks} className="mt-1 text-xs" />
      {services.length > 0 && <p className="mt-3 text-sm">{shortList(services)}</p>}
      <p className="mt-2 flex items-start gap-1.5 text-sm text-muted-foreground">
        <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {districts.length === 0 ? "Ganz Wien" : shortList(districts.map(districtName))}
      </p>
      <div className="mt-auto pt-4 text-sm">
        {stats.ratingCount > 0 && stats.ratingAverage !== null ? (
          <p className="flex flex-wrap items-center gap-2">
            <StarRating rating={stats.ratingAverage} />
            <span className="font-semibold">{formatRating(stats.ratingAverage)}</span>
            <span className="text-muted-foreground">({reviewCountText(stats.ratingCount)})</span>
          </p>
        ) : (
          <p className="text-muted-foreground">Noch keine Bewertungen</p>
        )}
        <p className="mt-1 text-muted-foreground">
          {stats.jobsDone > 0
            ? `${stats.jobsDone} ${stats.jobsDone === 1 ? "abgeschlossener Auftrag" : "abgeschlossene Aufträge"} über ${siteConfig.name}`
            : `Noch keine abgeschlossenen Aufträge über ${siteConfig.name}`}
        </p>
      </div>
    </article>
  );
}
