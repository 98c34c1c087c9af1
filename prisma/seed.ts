/**
 * Seed: the quizzes of every service (lib/content/quizzes.ts), the blog articles
 * (lib/content/blog-posts.ts, published), the admin user from ADMIN_EMAIL / ADMIN_PASSWORD and the
 * three bathroom price tables (lib/content/bathroom-prices.ts). Idempotent: existing quizzes and
 * articles (which an admin may have edited) and an existing admin are left unchanged, so running it
 * on every start changes no data. The price tables belong to the seed (no screen edits them): they
 * are brought to exactly the seed rows, writing only when something differs (see seedBathroomPrices).
 *
 * CLI: `npm run db:seed` (uses DATABASE_URL). Also called by scripts/run.ts after migrating.
 */
import "../scripts/load-env";
import { randomBytes } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient, type Prisma } from "../lib/generated/prisma/client";
import { BLOG_POST_SEEDS } from "../lib/content/blog-posts";
import { BATHROOM_LABOR_RATE_SEEDS, BATHROOM_MATERIAL_SEEDS, VIENNA_COST_SEEDS } from "../lib/content/bathroom-prices";
import { QUIZ_DEFINITIONS } from "../lib/content/quizzes";
import { hashPassword } from "../lib/auth/password";
import { ADMIN_PASSWORD_MIN_LENGTH } from "../lib/validation/auth";
import { sanitizeBlogHtml } from "../lib/sanitize-html";
import { env } from "../lib/env";

export interface SeedOptions {
  /**
   * When ADMIN_PASSWORD is unset: creates the admin with a random password, printed once (only on
   * the embedded database that `npm run dev` / `npm start` start without DATABASE_URL).
   */
  allowDevPassword: boolean;
  log?: (line: string) => void;
}

export interface SeedResult {
  quizzesCreated: number;
  blogPostsCreated: number;
  adminCreated: boolean;
  /** The random password the admin was created with now (`allowDevPassword`), else null. */
  generatedAdminPassword: string | null;
  /** Price-table rows created, updated or deleted (0 when the tables already match the seed). */
  priceRowsWritten: number;
}

/** Decimal | number | null → number | null, for comparing stored prices with the seed. */
function num(value: { toNumber(): number } | number | null): number | null {
  return value === null ? null : typeof value === "number" ? value : value.toNumber();
}

/**
 * Brings bathroom_labor_rates (key tradeType + pricingMethod), vienna_specific_costs (key costType)
 * and bathroom_materials (no unique key: the whole table is replaced when any row differs) to the
 * seed rows of lib/content/bathroom-prices.ts, in one transaction. Rows that already match are not
 * written; rows whose key is no longer in the seed are deleted. Returns the number of rows written.
 */
async function seedBathroomPrices(db: PrismaClient): Promise<number> {
  return db.$transaction(async (tx: Prisma.TransactionClient) => {
    let written = 0;

    const labor = await tx.bathroomLaborRate.findMany();
    const laborByKey = new Map(labor.map((row) => [`${row.tradeType}|${row.pricingMethod}`, row]));
    for (const seedRow of BATHROOM_LABOR_RATE_SEEDS) {
      const key = `${seedRow.tradeType}|${seedRow.pricingMethod}`;
      const row = laborByKey.get(key);
      laborByKey.delete(key);
      const same =
        row &&
        num(row.budgetPrice) === seedRow.budgetPrice &&
        num(row.standardPrice) === seedRow.standardPrice &&
        num(row.premiumPrice) === seedRow.premiumPrice &&
        row.unitType === seedRow.unitType &&
        row.description === seedRow.description &&
        row.viennaModifier === seedRow.viennaModifier;
      if (same) continue;
      await tx.bathroomLaborRate.upsert({
        where: { tradeType_pricingMethod: { tradeType: seedRow.tradeType, pricingMethod: seedRow.pricingMethod } },
        create: seedRow,
        update: seedRow,
      });
      written += 1;
    }
    if (laborByKey.size > 0) {
      const { count } = await tx.bathroomLaborRate.deleteMany({
        where: { id: { in: [...laborByKey.values()].map((r) => r.id) } },
      });
      written += count;
    }

    const vienna = await tx.viennaSpecificCost.findMany();
    const viennaByKey = new Map(vienna.map((row) => [row.costType, row]));
    for (const seedRow of VIENNA_COST_SEEDS) {
      const row = viennaByKey.get(seedRow.costType);
      viennaByKey.delete(seedRow.costType);
      const same =
        row &&
        num(row.baseCost) === seedRow.baseCost &&
        num(row.maxCost) === seedRow.maxCost &&
        row.unit === seedRow.unit &&
        row.description === seedRow.description &&
        row.regulationNotes === seedRow.regulationNotes;
      if (same) continue;
      await tx.viennaSpecificCost.upsert({ where: { costType: seedRow.costType }, create: seedRow, update: seedRow });
      written += 1;
    }
    if (viennaByKey.size > 0) {
      const { count } = await tx.viennaSpecificCost.deleteMany({
        where: { id: { in: [...viennaByKey.values()].map((r) => r.id) } },
      });
      written += count;
    }

    const materialKey = (row: {
      category: string;
      subcategory: string | null;
      qualityTier: string;
      priceMin: { toNumber(): number } | number;
      priceMax: { toNumber(): number } | number;
      unitType: string;
      description: string | null;
      brandExamples: string | null;
      supplierNotes: string | null;
    }) =>
      JSON.stringify([
        row.category,
        row.subcategory,
        row.qualityTier,
        num(row.priceMin),
        num(row.priceMax),
        row.unitType,
        row.description,
        row.brandExamples,
        row.supplierNotes,
      ]);
    const materials = await tx.bathroomMaterial.findMany();
    const stored = materials.map(materialKey).sort();
    const wanted = BATHROOM_MATERIAL_SEEDS.map(materialKey).sort();
    if (stored.length !== wanted.length || stored.some((key, i) => key !== wanted[i])) {
      const removed = await tx.bathroomMaterial.deleteMany();
      const created = await tx.bathroomMaterial.createMany({ data: [...BATHROOM_MATERIAL_SEEDS] });
      written += removed.count + created.count;
    }
    return written;
  });
}

/**
 * Seeds the database at `connectionString`; see the module docstring.
 *
 * @throws Error (German) before writing anything when ADMIN_PASSWORD is set but shorter than
 *         ADMIN_PASSWORD_MIN_LENGTH characters: an admin gets a strong password or none.
 */
export async function seed(connectionString: string, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => undefined);
  if (env.ADMIN_PASSWORD !== undefined && env.ADMIN_PASSWORD.length < ADMIN_PASSWORD_MIN_LENGTH) {
    throw new Error(
      `ADMIN_PASSWORD ist zu kurz (${env.ADMIN_PASSWORD.length} Zeichen, mindestens ${ADMIN_PASSWORD_MIN_LENGTH}): ` +
        "ein längeres setzen oder die Variable leer lassen (dann wird kein Admin-Konto angelegt).",
    );
  }
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

    const priceRowsWritten = await seedBathroomPrices(db);

    let adminCreated = false;
    const generatedAdminPassword =
      !env.ADMIN_PASSWORD && options.allowDevPassword ? randomBytes(12).toString("base64url") : null;
    const password = env.ADMIN_PASSWORD ?? generatedAdminPassword;
    const existing = await db.user.findUnique({ where: { email: env.ADMIN_EMAIL }, select: { id: true } });
    if (!existing && password) {
      await db.user.create({ data: { email: env.ADMIN_EMAIL, password: await hashPassword(password), role: "admin" } });
      adminCreated = true;
      log(`Admin ${env.ADMIN_EMAIL} angelegt.`);
      if (generatedAdminPassword) {
        log(
          `  Anmeldung unter /admin-login mit dem Passwort ${generatedAdminPassword} (wird nur dieses eine Mal angezeigt).`,
        );
      }
    } else if (!existing) {
      log(
        `ADMIN_PASSWORD ist nicht gesetzt: kein Admin-Konto angelegt (${env.ADMIN_EMAIL}). ` +
          `Zum Anlegen ADMIN_PASSWORD (mindestens ${ADMIN_PASSWORD_MIN_LENGTH} Zeichen) setzen und neu starten.`,
      );
    } else if (options.allowDevPassword && !env.ADMIN_PASSWORD) {
      log(
        `Admin ${env.ADMIN_EMAIL}: Anmeldung unter /admin-login mit dem beim ersten Start angezeigten Passwort. ` +
          "Vergessen? Mit npm run dev dort „Passwort vergessen?“ wählen: die E-Mail mit dem Link erscheint im Log.",
      );
    }
    log(count > 0 ? `${count} Quiz(ze) angelegt.` : "Quizze sind vorhanden.");
    if (blog.count > 0) log(`${blog.count} Blog-Artikel angelegt.`);
    if (priceRowsWritten > 0) log(`Preistabellen Bad aktualisiert (${priceRowsWritten} Zeilen geschrieben).`);
    return {
      quizzesCreated: count,
      blogPostsCreated: blog.count,
      adminCreated,
      generatedAdminPassword: adminCreated ? generatedAdminPassword : null,
      priceRowsWritten,
    };
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
  // DATABASE_URL may name any server: no generated password here, only ADMIN_PASSWORD.
  seed(env.DATABASE_URL, { allowDevPassword: false, log: console.log }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
