/** Shared set-up of the admin content API tests: accounts, request bodies and public-side probes. */
import { revalidatePath } from "next/cache";
import { POST as postBlogPost } from "@/app/api/admin/blog-posts/route";
import { POST as postQuiz } from "@/app/api/admin/quizzes/route";
import { GET as publicPost } from "@/app/api/blog-posts/[slug]/route";
import { GET as publicPosts } from "@/app/api/blog-posts/route";
import { GET as publicQuiz } from "@/app/api/quizzes/[service]/route";
import { closeDb, getDb } from "@/lib/db";
import type { AdminBlogPost, AdminQuiz } from "@/lib/domain/admin-content";
import { leadScoreQuestionTemplates } from "@/lib/domain/admin-content";
import type { BlogPostSummary } from "@/lib/domain/blog";
import { createAdminAccount, createCompanyAccount } from "./auth";
import { apiRequest, type RequestOptions } from "./http";

export const revalidated = revalidatePath as jest.MockedFunction<typeof revalidatePath>;

export const PREFIX = "admintest";
export const SERVICE_A = `${PREFIX}-markisen`;
export const SERVICE_B = `${PREFIX}-küche`;
export const SERVICE_C = `${PREFIX}-geloescht`;

export let admin: Awaited<ReturnType<typeof createAdminAccount>>;
export let company: Awaited<ReturnType<typeof createCompanyAccount>>;

export type Context = { params: Promise<{ id: string }> };
export type Handler = (request: Request, context: Context) => Promise<Response>;
export type ListHandler = (request: Request) => Promise<Response>;

export const ctx = (id: string | number): Context => ({ params: Promise.resolve({ id: String(id) }) });

export async function call<T = Record<string, unknown>>(
  response: Promise<Response>,
): Promise<{ status: number; body: T }> {
  const res = await response;
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export const asAdmin = (options: RequestOptions = {}) => ({ ...options, cookie: admin.cookie });

// -------------------------------------------------------------------------------------------------
// Fixtures
// -------------------------------------------------------------------------------------------------

export function quizBody(serviceType: string, overrides: Record<string, unknown> = {}) {
  return {
    serviceType,
    title: "Markisen – Angebote einholen",
    description: "Ein paar Fragen zu Ihrer Markise.",
    isActive: true,
    questions: [
      {
        id: "markise_art",
        text: "Welche Markise wünschen Sie?",
        type: "radio",
        options: ["Gelenkarm", "Kassette"],
        required: true,
        placeholder: "",
      },
      {
        id: "extras",
        text: "Welche Extras?",
        type: "checkbox",
        options: ["Motor", "Windsensor"],
        required: false,
        placeholder: "Mehrfachauswahl möglich",
      },
      ...leadScoreQuestionTemplates(),
    ],
    ...overrides,
  };
}

export const LONG_TEXT = "Eine Badsanierung in Wien kostet je nach Größe und Ausstattung unterschiedlich viel Geld. ";

export function postBody(slug: string, overrides: Record<string, unknown> = {}) {
  return {
    title: `Testartikel ${slug}`,
    slug,
    excerpt: "Was eine Badsanierung in Wien kostet und wie Sie Angebote richtig vergleichen.",
    content: `<h2>Kosten</h2><p>${LONG_TEXT.repeat(2)}</p>`,
    imageUrl: "/images/blog/badrenovierung-wien-kosten-pro-m2.webp",
    category: "badezimmer",
    readingTime: 3,
    tags: ["Bad", "Kosten"],
    published: false,
    featured: false,
    metaTitle: "",
    metaDescription: "",
    ...overrides,
  };
}

export async function createQuiz(serviceType: string, overrides: Record<string, unknown> = {}): Promise<AdminQuiz> {
  const { status, body } = await call<{ quiz: AdminQuiz }>(
    postQuiz(apiRequest("POST", "/api/admin/quizzes", asAdmin({ body: quizBody(serviceType, overrides) }))),
  );
  expect(status).toBe(201);
  return body.quiz;
}

export async function createPost(slug: string, overrides: Record<string, unknown> = {}): Promise<AdminBlogPost> {
  const { status, body } = await call<{ post: AdminBlogPost }>(
    postBlogPost(apiRequest("POST", "/api/admin/blog-posts", asAdmin({ body: postBody(slug, overrides) }))),
  );
  expect(status).toBe(201);
  return body.post;
}

export const publicQuizStatus = async (service: string) =>
  (
    await publicQuiz(apiRequest("GET", `/api/quizzes/${encodeURIComponent(service)}`), {
      params: Promise.resolve({ service: encodeURIComponent(service) }),
    })
  ).status;

export async function publicSlugs(query: string): Promise<BlogPostSummary[]> {
  const response = await publicPosts(apiRequest("GET", `/api/blog-posts?published=true&${query}`));
  expect(response.status).toBe(200);
  return (await response.json()) as BlogPostSummary[];
}

export const publicPostStatus = async (slug: string) =>
  (await publicPost(apiRequest("GET", `/api/blog-posts/${slug}`), { params: Promise.resolve({ slug }) })).status;

/** Paths passed to revalidatePath since the last clear, as "path" or "path|type". */
export const revalidatedPaths = () => revalidated.mock.calls.map(([path, type]) => (type ? `${path}|${type}` : path));

export async function cleanUp() {
  const db = getDb();
  await db.quiz.deleteMany({ where: { serviceType: { startsWith: PREFIX } } });
  await db.blogPost.deleteMany({ where: { slug: { startsWith: PREFIX } } });
  await db.project.deleteMany({ where: { serviceType: { startsWith: PREFIX } } });
}

/**
 * Registers the hooks of a content test file: cleans this data before and after, creates the admin
 * `<label>-admin@example.at` and the company `<label>-company@example.at`, clears the revalidation record.
 * The caller mocks next/cache (jest.mock) so that revalidatePath is recorded.
 */
export function setUpAdminContent(label: string) {
  beforeAll(async () => {
    await cleanUp();
    admin = await createAdminAccount(`${label}-admin@example.at`);
    company = await createCompanyAccount(`${label}-company@example.at`);
  });

  beforeEach(() => revalidated.mockClear());

  afterAll(async () => {
    await cleanUp();
    await closeDb();
  });
}
