/**
 * The public company profile /firmen/{slug}. Nothing is invented: every figure comes from recorded events; unknown
 * facts are left out or say so. Synchronous (no data access here), so tests render it directly.
 */
import { ArrowRight, Briefcase, Clock, MapPin, ShieldCheck, Wrench } from "lucide-react";
import Link from "next/link";
import type * as React from "react";

import { Breadcrumb } from "@/components/layout/breadcrumb";
import { JsonLd } from "@/components/seo/json-ld";
import { Button } from "@/components/ui/button";
import { CheckBadge } from "@/components/verification/check-status";
import { COMPANY_CHECKS_ANCHOR } from "@/lib/content/company-checks";
import { siteConfig } from "@/lib/config";
import type { CompanyProfile } from "@/lib/data/company-profiles";
import {
  companyServiceLabels,
  districtName,
  mainServiceQuiz,
  reviewCountText,
  reviewPageHref,
  servedDistricts,
} from "@/lib/domain/company-profile";
import { companyProfilePath } from "@/lib/domain/company-slug";
import {
  MIN_RESPONSE_SAMPLES,
  RESPONSE_TIME_WINDOW_DAYS,
  formatResponseTime,
  publicResponseMedianMs,
} from "@/lib/domain/response-time";
import { companyJsonLd } from "@/lib/seo/json-ld";

import { PageLinks } from "./page-links";
import { StarRating } from "@/components/reviews/star-rating";
import { formatRating } from "@/lib/domain/reviews";
import { formatViennaMonth } from "@/lib/time/vienna";
import { ReviewCard } from "./review-card";

export function CompanyProfileView({ profile }: { profile: CompanyProfile }) {
  const { company, stats, checks, reviews } = profile;
  const path = companyProfilePath(company);
  const services = companyServiceLabels(company.services);
  const districts = servedDistricts(company.districts);
  const quiz = mainServiceQuiz(company.services);
  const responseMs = publicResponseMedianMs(stats);

  return (
    <>
      <JsonLd
        data={companyJsonLd({
          name: company.name,
          path,
          city: company.city,
          zipCode: company.zipCode,
          services: company.services,
          districts: company.districts,
          ratingAverage: stats.ratingAverage,
          ratingCount: stats.ratingCount,
        })}
      />
      <div className="mx-auto w-full max-w-4xl px-4 pt-8 pb-12 sm:px-6 sm:pt-10">
        <Breadcrumb
          items={[
            { name: "Startseite", path: "/" },
            { name: "Firmen", path: "/firmen" },
            { name: company.name, path },
          ]}
        />

        <header className="mt-6 flex flex-col gap-5 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h1 className="text-3xl font-bold tracking-tight break-words text-balance sm:text-4xl">{company.name}</h1>
            <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="verified-since">
              <CheckBadge checks={checks} />
              {company.verifiedAt && (
                <span className="text-sm text-muted-foreground">
                  Partner von {siteConfig.name} seit {formatViennaMonth(company.verifiedAt)}
                </span>
              )}
            </p>
            {stats.ratingCount > 0 && stats.ratingAverage !== null && (
              <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                <StarRating rating={stats.ratingAverage} />
                <span className="font-semibold">{formatRating(stats.ratingAverage)}</span>
                <a href="#bewertungen" className="text-muted-foreground underline-offset-4 hover:underline">
                  {reviewCountText(stats.ratingCount)}
                </a>
              </p>
            )}
          </div>
          <Button asChild size="lg" className="shrink-0">
            <Link href={quiz.path} prefetch={false}>
              {quiz.label ? `Angebote für ${quiz.label} anfordern` : "Kostenlose Angebote anfordern"}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </header>

        <dl className="mt-8 grid gap-4 sm:grid-cols-2">
          <Fact icon={Wrench} label="Leistungen">
            {services.length > 0 ? (
              <ul className="flex flex-wrap gap-1.5">
                {services.map((service) => (
                  <li key={service} className="rounded-full border px-2.5 py-0.5 text-sm">
                    {service}
                  </li>
                ))}
              </ul>
            ) : (
              <span className="text-muted-foreground">Keine Angaben</span>
            )}
          </Fact>
          <Fact icon={MapPin} label="Einsatzgebiet">
            {districts.length === 0 ? "Ganz Wien" : districts.map(districtName).join(", ")}
          </Fact>
          <Fact icon={Briefcase} label={`Abgeschlossene Aufträge über ${siteConfig.name}`}>
            <span data-testid="jobs-done">
              {stats.jobsDone > 0 ? stats.jobsDone : `Noch keine abgeschlossenen Aufträge über ${siteConfig.name}`}
            </span>
          </Fact>
          <Fact icon={Clock} label="Antwortzeit (Median, letzte 90 Tage)">
            <span data-testid="response-time">
              {responseMs !== null ? (
                <>
                  {formatResponseTime(responseMs)}
                  <span className="block text-sm text-muted-foreground">
                    Zeit bis zur ersten Kontaktaufnahme, aus {stats.responseCount} Anfragen der letzten{" "}
                    {RESPONSE_TIME_WINDOW_DAYS} Tage
                  </span>
                </>
              ) : (
                <>
                  Noch zu wenige Daten
                  <span className="block text-sm text-muted-foreground">
                    Wir zeigen die Antwortzeit ab {MIN_RESPONSE_SAMPLES} erfassten Kontaktaufnahmen in{" "}
                    {RESPONSE_TIME_WINDOW_DAYS} Tagen.
                  </span>
                </>
              )}
            </span>
          </Fact>
          <div className="rounded-lg border p-4 sm:col-span-2" data-testid="company-checks-facts">
            <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
              <ShieldCheck className="size-4 shrink-0 text-primary" aria-hidden="true" />
              Register und Versicherung
            </dt>
            <dd className="mt-2">
              {checks.items.length > 0 ? (
                <ul className="grid gap-1 font-medium">
                  {checks.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : (
                <span className="text-muted-foreground">Noch keine abgeschlossene Prüfung</span>
              )}
              <Link
                href={`/bewertungen#${COMPANY_CHECKS_ANCHOR}`}
                prefetch={false}
                className="mt-2 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                So prüfen wir Betriebe
              </Link>
            </dd>
          </div>
        </dl>

        <section id="bewertungen" aria-labelledby="reviews-title" className="mt-12 scroll-mt-24">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="reviews-title" className="text-2xl font-bold tracking-tight">
              Bewertungen
            </h2>
            <Link
              href="/bewertungen"
              prefetch={false}
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              So prüfen wir Bewertungen
            </Link>
          </div>
          {reviews.total > 0 && stats.ratingAverage !== null ? (
            <>
              <p className="mt-3 flex flex-wrap items-center gap-2" data-testid="rating-summary">
                <StarRating rating={stats.ratingAverage} className="[&_svg]:size-5" />
                <span className="text-lg font-semibold">{formatRating(stats.ratingAverage)} von 5</span>
                <span className="text-muted-foreground">
                  ({reviewCountText(reviews.total)} aus verifizierten Aufträgen)
                </span>
              </p>
              <ol className="mt-6 space-y-4">
                {reviews.reviews.map((review) => (
                  <li key={review.id}>
                    <ReviewCard review={review} companyName={company.name} />
                  </li>
                ))}
              </ol>
              <div className="mt-6">
                <PageLinks
                  page={reviews.page}
                  pages={reviews.pages}
                  href={(page) => reviewPageHref(path, page)}
                  label="Seiten der Bewertungen"
                />
              </div>
            </>
          ) : (
            <p className="mt-4 rounded-lg border border-dashed p-6 text-muted-foreground" data-testid="no-reviews">
              Noch keine Bewertungen. Bewerten können nur Kundinnen und Kunden, die über {siteConfig.name} einen Auftrag
              an diese Firma vergeben haben.
            </p>
          )}
        </section>
      </div>
    </>
  );
}

function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: React.ComponentType<{ className?: string }>;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="rounded-lg border p-4">
      <dt className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
        <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-2 font-medium">{children}</dd>
    </div>
  );
}
