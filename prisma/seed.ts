/**
 * Seed: the quizzes of every service (lib/content/quizzes.ts), the blog articles
 * (lib/content/blog-posts.ts, published) and the admin user from
 * ADMIN_EMAIL / ADMIN_PASSWORD. Idempotent: existing quizzes and articles (which an admin may have
 * edited) and an existing admin are left unchanged, so running it on every start changes no data.
 *
 * CLI: `npm run db:seed` (uses DATABASE_URL). Also called by scripts/run.ts after migrating.
 */
import "../scripts/load-env";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "../lib/generated/prisma/client";
import { BLOG_POST_SEEDS } from "../lib/content/blog-posts";
import { QUIZ_DEFINITIONS } from "../lib/content/quizzes";
import { hashPassword } from "../lib/auth/password";
import { sanitizeBlogHtml } from "../lib/sanitize-html";
import { env } from "../lib/env";

/** Development-only admin password, used when ADMIN_PASSWORD is unset in `npm run dev`. */
export const DEV_ADMIN_PASSWORD = "admin-dev-passwort";

export interface SeedOptions {
  /** Allows the development admin password when ADMIN_PASSWORD is unset. */
  allowDevPassword: boolean;
  log?: (line: string) => void;
}

export interface SeedResult {
  quizzesCreated: number;
  blogPostsCreated: number;
  adminCreated: boolean;
}

/** Seeds the database at `connectionString`; see the module docstring. */
export async function seed(connectionString: string, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => undefined);
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString, max: 2 }) });
  try {
    const { count } = await db.quiz.createMany({
      data: QUIZ_DEFINITIONS.map((quiz) => ({
        serviceType: quiz.serviceType,
        title: quiz.title,
        description: quiz.description,
        questions: quiz.questions as unknown as object[],
      })),
      skipDuplicates: true,
    });

    const blog = await db.blogPost.createMany({
      data: BLOG_POST_SEEDS.map((post) => ({
        ...post,
        content: sanitizeBlogHtml(post.content),
        published: true,
        publishedAt: new Date(post.publishedAt),
      })),
      skipDuplicates: true,
    });

    let adminCreated = false;
    const password = env.ADMIN_PASSWORD ?? (options.allowDevPassword ? DEV_ADMIN_PASSWORD : undefined);
    const existing = await db.user.findUnique({ where: { email: env.ADMIN_EMAIL }, select: { id: true } });
    if (!existing && password) {
      await db.user.create({ data: { email: env.ADMIN_EMAIL, password: await hashPassword(password), role: "admin" } });
      adminCreated = true;
      log(`Admin ${env.ADMIN_EMAIL} angelegt${env.ADMIN_PASSWORD ? "" : ` (Entwicklungspasswort: ${DEV_ADMIN_PASSWORD})`}.`);
    } else if (!existing) {
      log("ADMIN_PASSWORD ist nicht gesetzt: kein Admin-Konto angelegt.");
    }
    log(count > 0 ? `${count} Quiz(ze) angelegt.` : "Quizze sind vorhanden.");
    if (blog.count > 0) log(`${blog.count} Blog-Artikel angelegt.`);
    return { quizzesCreated: count, blogPostsCreated: blog.count, adminCreated };
  } finally {
    await db.$disconnect();
  }
}

const isCli = process.argv[1]?.endsWith("seed.ts");
if (isCli) {
  if (!env.DATABASE_URL) {
    console.error("DATABASE_URL ist nicht gesetzt.");
    process.exit(1);
  }
  seed(env.DATABASE_URL, { allowDevPassword: env.NODE_ENV !== "production", log: console.log }).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
