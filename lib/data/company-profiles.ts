/**
 * Public company profiles /firmen/{slug} and the directory /firmen. Only verified, active companies
 * are public; others are "not found". Never selects contact data or hidden reviews.
 */
import "server-only";
import { getDb } from "@/lib/db";
import { getCompanyStats, type CompanyStats } from "@/lib/data/company-stats";
import { DIRECTORY_PAGE_SIZE, PROFILE_REVIEWS_PAGE_SIZE, quizServiceFor } from "@/lib/domain/company-profile";
import { serviceMatchNames } from "@/lib/domain/matching";
import { pageCount } from "@/lib/domain/paging";
import { serviceName } from "@/lib/content/service-catalog";
import { Prisma } from "@/lib/generated/prisma/client";
import { companyCheckSummaries, type CheckSummary } from "@/lib/verification/summary";

export interface PublicCompany {
  id: number;
  name: string;
  services: string[];
  /** Vienna postcodes served; empty = all of Vienna. */
  districts: string[];
  city: string;
  zipCode: string | null;
  verifiedAt: Date | null;
}

export interface PublicReview {
  id: number;
  rating: number;
  title: string;
  body: string;
  authorName: string;
  serviceType: string;
  jobMonth: string;
  reply: string | null;
  repliedAt: Date | null;
  createdAt: Date;
}

export interface PublicReviewPage {
  reviews: PublicReview[];
  total: number;
  page: number;
  pages: number;
}

export interface CompanyProfile {
  company: PublicCompany;
  stats: CompanyStats;
  /** Register and insurance checks; cached with the page, so check writers call revalidateCompanyProfile. */
  checks: CheckSummary;
  reviews: PublicReviewPage;
}

const PUBLIC_COMPANY_SELECT = {
  id: true,
  name: true,
  services: true,
  districts: true,
  city: true,
  zipCode: true,
  verifiedAt: true,
} as const;

const PUBLIC_WHERE = { verified: true, deactivatedAt: null } as const;

export async function getPublicCompany(companyId: number): Promise<PublicCompany | null> {
  return getDb().company.findFirst({ where: { id: companyId, ...PUBLIC_WHERE }, select: PUBLIC_COMPANY_SELECT });
}

/** One page (1-based) of a company's visible reviews, newest first, with the total. */
export async function listCompanyReviews(companyId: number, page: number): Promise<PublicReviewPage> {
  const db = getDb();
  const where = { companyId, hiddenAt: null };
  const [reviews, total] = await Promise.all([
    db.review.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * PROFILE_REVIEWS_PAGE_SIZE,
      take: PROFILE_REVIEWS_PAGE_SIZE,
      select: {
        id: true,
        rating: true,
        title: true,
        body: true,
        authorName: true,
        serviceType: true,
        jobMonth: true,
        reply: true,
        repliedAt: true,
        createdAt: true,
      },
    }),
    db.review.count({ where }),
  ]);
  return { reviews, total, page, pages: pageCount(total, PROFILE_REVIEWS_PAGE_SIZE) };
}

/** The profile with figures and one page of reviews; null without a public profile. */
export async function getCompanyProfile(
  companyId: number,
  page = 1,
  now: Date = new Date(),
): Promise<CompanyProfile | null> {
  const company = await getPublicCompany(companyId);
  if (!company) return null;
  const [stats, reviews, checks] = await Promise.all([
    getCompanyStats([company.id], now),
    listCompanyReviews(company.id, page),
    companyCheckSummaries([company.id], getDb(), now),
  ]);
  return { company, stats: stats.get(company.id)!, checks: checks.get(company.id)!, reviews };
}

export interface DirectoryQuery {
  service?: string;
  /** Companies serving this postcode (or all of Vienna). */
  district?: string;
  page: number;
}

export interface DirectoryCompany extends PublicCompany {
  stats: CompanyStats;
  checks: CheckSummary;
}

export interface DirectoryPage {
  companies: DirectoryCompany[];
  total: number;
  page: number;
  pages: number;
}

function directoryCondition(query: Omit<DirectoryQuery, "page">): Prisma.Sql {
  const conditions = [Prisma.sql`c.verified`, Prisma.sql`c.deactivated_at IS NULL`];
  if (query.service) {
    // Same comparison as the assign dialog's candidate list.
    conditions.push(Prisma.sql`EXISTS (
      SELECT 1 FROM unnest(c.services) s
      WHERE regexp_replace(lower(trim(s)), '\\s+', ' ', 'g') = ANY(${[...serviceMatchNames(query.service)]}::text[]))`);
  }
  if (query.district) {
    conditions.push(Prisma.sql`(cardinality(c.districts) = 0 OR ${query.district} = ANY(c.districts))`);
  }
  return Prisma.join(conditions, " AND ");
}

/** One page of public companies matching the filters, by name (neutral order, no ranking), with the total. */
export async function listCompanyDirectory(query: DirectoryQuery, now: Date = new Date()): Promise<DirectoryPage> {
  const db = getDb();
  const where = directoryCondition(query);
  const [rows, [count]] = await Promise.all([
    db.$queryRaw<PublicCompany[]>`
      SELECT c.id, c.name, c.services, c.districts, c.city, c.zip_code AS "zipCode", c.verified_at AS "verifiedAt"
      FROM companies c
      WHERE ${where}
      ORDER BY lower(c.name), c.id
      LIMIT ${DIRECTORY_PAGE_SIZE} OFFSET ${(query.page - 1) * DIRECTORY_PAGE_SIZE}`,
    db.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM companies c WHERE ${where}`,
  ]);
  const ids = rows.map((row) => row.id);
  const [stats, checks] = await Promise.all([getCompanyStats(ids, now), companyCheckSummaries(ids, db, now)]);
  const total = count?.total ?? 0;
  return {
    companies: rows.map((row) => ({ ...row, stats: stats.get(row.id)!, checks: checks.get(row.id)! })),
    total,
    page: query.page,
    pages: pageCount(total, DIRECTORY_PAGE_SIZE),
  };
}

/** Quiz services offered by at least one public company, by German name. */
export async function listDirectoryServices(): Promise<{ id: string; label: string }[]> {
  const rows = await getDb().$queryRaw<{ service: string }[]>`
    SELECT DISTINCT unnest(services) AS service FROM companies WHERE verified AND deactivated_at IS NULL`;
  const ids = new Set<string>();
  for (const row of rows) {
    const id = quizServiceFor(row.service);
    if (id) ids.add(id);
  }
  return [...ids].map((id) => ({ id, label: serviceName(id) })).sort((a, b) => a.label.localeCompare(b.label, "de-AT"));
}

export interface ProfileSitemapEntry {
  id: number;
  name: string;
  /** Latest of verification, newest visible review, newest answer. */
  lastModified: Date;
}

export async function listProfileSitemapEntries(): Promise<ProfileSitemapEntry[]> {
  return getDb().$queryRaw<ProfileSitemapEntry[]>`
    SELECT c.id, c.name,
           greatest(coalesce(c.verified_at, c.created_at), max(r.created_at), max(r.replied_at)) AS "lastModified"
    FROM companies c
    LEFT JOIN reviews r ON r.company_id = c.id AND r.hidden_at IS NULL
    WHERE c.verified AND c.deactivated_at IS NULL
    GROUP BY c.id
    ORDER BY c.id`;
}
