/**
 * Data of the public company profiles /firmen/{slug} and the directory /firmen (issue 15 §5).
 * Public means verified and not deactivated: every other company (and an unknown id) is "not
 * found". Only what the profile shows is selected: never contact data, never hidden reviews.
 * Review figures come from the reviews table (visible rows only), the other figures from recorded
 * events (lib/data/company-stats.ts).
 */
import "server-only";
import { getDb } from "@/lib/db";
import { getCompanyStats, type CompanyStats } from "@/lib/data/company-stats";
import { DIRECTORY_PAGE_SIZE, PROFILE_REVIEWS_PAGE_SIZE, quizServiceFor } from "@/lib/domain/company-profile";
import { serviceMatchNames } from "@/lib/domain/matching";
import { pageCount } from "@/lib/domain/paging";
import { serviceName } from "@/lib/content/service-catalog";
import { Prisma } from "@/lib/generated/prisma/client";

/** A public company as its profile shows it. */
export interface PublicCompany {
  id: number;
  name: string;
  services: string[];
  /** Vienna postcodes served; empty = all of Vienna. */
  districts: string[];
  city: string;
  zipCode: string | null;
  /** When the admin verified it; null when not recorded. */
  verifiedAt: Date | null;
}

/** A visible review as the profile shows it. */
export interface PublicReview {
  id: number;
  rating: number;
  title: string;
  body: string;
  /** First name and initial ("Anna M."). */
  authorName: string;
  serviceType: string;
  /** "YYYY-MM". */
  jobMonth: string;
  reply: string | null;
  repliedAt: Date | null;
  createdAt: Date;
}

/** One page of a profile's reviews, newest first. */
export interface PublicReviewPage {
  reviews: PublicReview[];
  /** Visible reviews in total. */
  total: number;
  page: number;
  pages: number;
}

/** Everything the profile page renders. */
export interface CompanyProfile {
  company: PublicCompany;
  stats: CompanyStats;
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

/** Verified and not deactivated: the companies with a public profile. */
const PUBLIC_WHERE = { verified: true, deactivatedAt: null } as const;

/** Company `companyId` when it has a public profile, else null. */
export async function getPublicCompany(companyId: number): Promise<PublicCompany | null> {
  return getDb().company.findFirst({ where: { id: companyId, ...PUBLIC_WHERE }, select: PUBLIC_COMPANY_SELECT });
}

/**
 * Page `page` (1-based; PROFILE_REVIEWS_PAGE_SIZE per page) of company `companyId`'s visible
 * reviews (hidden_at null), newest first (created_at, then id), with their total.
 */
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

/**
 * The profile of company `companyId` with its figures and page `page` of its reviews.
 *
 * @returns null when the company has no public profile (unknown, not verified or deactivated).
 */
export async function getCompanyProfile(
  companyId: number,
  page = 1,
  now: Date = new Date(),
): Promise<CompanyProfile | null> {
  const company = await getPublicCompany(companyId);
  if (!company) return null;
  const [stats, reviews] = await Promise.all([
    getCompanyStats([company.id], now),
    listCompanyReviews(company.id, page),
  ]);
  return { company, stats: stats.get(company.id)!, reviews };
}

/** The directory's filters (query parameters of /firmen). */
export interface DirectoryQuery {
  /** A quiz service id (lib/domain/company-profile.ts `quizServiceFor`), e.g. "maler". */
  service?: string;
  /** A Vienna postcode "1010" … "1230": companies serving it (or all of Vienna). */
  district?: string;
  page: number;
}

/** A company in the directory. */
export interface DirectoryCompany extends PublicCompany {
  stats: CompanyStats;
}

/** One page of the directory. */
export interface DirectoryPage {
  companies: DirectoryCompany[];
  total: number;
  page: number;
  pages: number;
}

/** The SQL condition of the directory filters on `companies c`. */
function directoryCondition(query: Omit<DirectoryQuery, "page">): Prisma.Sql {
  const conditions = [Prisma.sql`c.verified`, Prisma.sql`c.deactivated_at IS NULL`];
  if (query.service) {
    // The same comparison as the assign dialog's candidate list (lib/data/admin-projects.ts).
    conditions.push(Prisma.sql`EXISTS (
      SELECT 1 FROM unnest(c.services) s
      WHERE regexp_replace(lower(trim(s)), '\\s+', ' ', 'g') = ANY(${[...serviceMatchNames(query.service)]}::text[]))`);
  }
  if (query.district) {
    conditions.push(Prisma.sql`(cardinality(c.districts) = 0 OR ${query.district} = ANY(c.districts))`);
  }
  return Prisma.join(conditions, " AND ");
}

/**
 * Page `query.page` (DIRECTORY_PAGE_SIZE per page) of the public companies matching the filters,
 * by name (then id: a neutral order, no ranking), each with its figures; and the total.
 */
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
  const stats = await getCompanyStats(
    rows.map((row) => row.id),
    now,
  );
  const total = count?.total ?? 0;
  return {
    companies: rows.map((row) => ({ ...row, stats: stats.get(row.id)! })),
    total,
    page: query.page,
    pages: pageCount(total, DIRECTORY_PAGE_SIZE),
  };
}

/**
 * The service filter's choices: the quiz services that at least one public company offers
 * (`quizServiceFor` of its stored services), by German name.
 */
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

/** What the sitemap lists of each public profile. */
export interface ProfileSitemapEntry {
  id: number;
  name: string;
  /** The latest of: verification, newest visible review, newest answer. */
  lastModified: Date;
}

/** Every public profile for the sitemap, by id. */
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
