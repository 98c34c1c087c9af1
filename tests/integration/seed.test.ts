/** The seed runs on every start: it must change no data and duplicate nothing. */
import { closeDb, getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { QUIZ_DEFINITIONS } from "@/lib/content/quizzes";
import { BATHROOM_LABOR_RATE_SEEDS, BATHROOM_MATERIAL_SEEDS, VIENNA_COST_SEEDS } from "@/lib/content/bathroom-prices";
import { seed } from "@/prisma/seed";
import { verifyPassword } from "@/lib/auth/password";

afterAll(async () => {
  await closeDb();
});

it("seeds every quiz once, keeps admin edits and does not duplicate on a second run", async () => {
  await seed(env.DATABASE_URL!, { allowDevPassword: false });
  const db = getDb();
  expect(await db.quiz.count()).toBe(QUIZ_DEFINITIONS.length);

  await db.quiz.update({
    where: { serviceType: "maler" },
    data: { title: "Maler (vom Admin geändert)", isActive: false },
  });
  const second = await seed(env.DATABASE_URL!, { allowDevPassword: false });
  expect(second.quizzesCreated).toBe(0);
  expect(await db.quiz.count()).toBe(QUIZ_DEFINITIONS.length);
  expect(await db.quiz.findUnique({ where: { serviceType: "maler" } })).toMatchObject({
    title: "Maler (vom Admin geändert)",
    isActive: false,
  });
  await db.quiz.update({ where: { serviceType: "maler" }, data: { isActive: true } });
});

it("creates the admin only with a password outside development, hashed with argon2id, once", async () => {
  const db = getDb();
  await db.user.deleteMany({ where: { email: env.ADMIN_EMAIL } });
  const withoutPassword = await seed(env.DATABASE_URL!, { allowDevPassword: false });
  expect(withoutPassword.adminCreated).toBe(env.ADMIN_PASSWORD !== undefined);
  if (env.ADMIN_PASSWORD === undefined) {
    expect(await db.user.count({ where: { email: env.ADMIN_EMAIL } })).toBe(0); // no built-in password outside development
  }

  const lines: string[] = [];
  const dev = await seed(env.DATABASE_URL!, { allowDevPassword: true, log: (line) => lines.push(line) });
  const admin = await db.user.findUniqueOrThrow({ where: { email: env.ADMIN_EMAIL } });
  expect(dev.adminCreated || withoutPassword.adminCreated).toBe(true);
  expect(admin.role).toBe("admin");
  expect(admin.password).toMatch(/^\$argon2id\$/);
  const password = env.ADMIN_PASSWORD ?? dev.generatedAdminPassword!;
  expect(await verifyPassword(admin.password!, password)).toBe(true);
  if (env.ADMIN_PASSWORD === undefined) {
    // A random password of at least 12 characters, printed once.
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(lines.join("\n")).toContain(password);
  }

  const later: string[] = [];
  const again = await seed(env.DATABASE_URL!, { allowDevPassword: true, log: (line) => later.push(line) });
  expect(again.adminCreated).toBe(false);
  expect(again.generatedAdminPassword).toBeNull();
  expect(later.join("\n")).not.toContain(password);
  expect(await db.user.count({ where: { email: env.ADMIN_EMAIL } })).toBe(1);
});

it("refuses an ADMIN_PASSWORD under 12 characters before writing anything", async () => {
  const previous = process.env.ADMIN_PASSWORD;
  jest.resetModules();
  process.env.ADMIN_PASSWORD = "elf-zeichen";
  try {
    const { seed: freshSeed } = await import("@/prisma/seed");
    await expect(freshSeed(env.DATABASE_URL!, { allowDevPassword: true })).rejects.toThrow(
      "ADMIN_PASSWORD ist zu kurz (11 Zeichen, mindestens 12)",
    );
  } finally {
    if (previous === undefined) delete process.env.ADMIN_PASSWORD;
    else process.env.ADMIN_PASSWORD = previous;
    jest.resetModules();
  }
});

async function priceTableCounts() {
  const db = getDb();
  return {
    laborRates: await db.bathroomLaborRate.count(),
    materials: await db.bathroomMaterial.count(),
    viennaCosts: await db.viennaSpecificCost.count(),
  };
}

const SEED_COUNTS = {
  laborRates: BATHROOM_LABOR_RATE_SEEDS.length,
  materials: BATHROOM_MATERIAL_SEEDS.length,
  viennaCosts: VIENNA_COST_SEEDS.length,
};

it("seeds the three bathroom price tables once and writes nothing on a second run", async () => {
  await seed(env.DATABASE_URL!, { allowDevPassword: false });
  const db = getDb();
  expect(await priceTableCounts()).toEqual(SEED_COUNTS);
  const materialIds = (await db.bathroomMaterial.findMany({ select: { id: true }, orderBy: { id: "asc" } })).map(
    (r) => r.id,
  );

  const second = await seed(env.DATABASE_URL!, { allowDevPassword: false });
  expect(second.priceRowsWritten).toBe(0);
  expect(await priceTableCounts()).toEqual(SEED_COUNTS);
  // Materials were not replaced (same ids), so a restart changes no data.
  expect(
    (await db.bathroomMaterial.findMany({ select: { id: true }, orderBy: { id: "asc" } })).map((r) => r.id),
  ).toEqual(materialIds);

  const plumbing = await db.bathroomLaborRate.findUniqueOrThrow({
    where: { tradeType_pricingMethod: { tradeType: "plumbing", pricingMethod: "per_hour" } },
  });
  const seedPlumbing = BATHROOM_LABOR_RATE_SEEDS.find(
    (r) => r.tradeType === "plumbing" && r.pricingMethod === "per_hour",
  )!;
  expect(plumbing.standardPrice.toNumber()).toBe(seedPlumbing.standardPrice);
  const permit = await db.viennaSpecificCost.findUniqueOrThrow({ where: { costType: "no_stopping_zone" } });
  expect(permit.regulationNotes).toContain("MA 46");
});

it("brings changed, missing and extra price rows back to the seed", async () => {
  const db = getDb();
  await db.bathroomLaborRate.update({
    where: { tradeType_pricingMethod: { tradeType: "plumbing", pricingMethod: "per_hour" } },
    data: { standardPrice: 1 },
  });
  await db.bathroomLaborRate.create({
    data: {
      tradeType: "obsolete",
      pricingMethod: "flat",
      budgetPrice: 1,
      standardPrice: 2,
      premiumPrice: 3,
      unitType: "flat",
    },
  });
  await db.viennaSpecificCost.delete({ where: { costType: "rubble_container" } });
  await db.bathroomMaterial.deleteMany({ where: { category: "toilet" } });

  const repaired = await seed(env.DATABASE_URL!, { allowDevPassword: false });
  expect(repaired.priceRowsWritten).toBeGreaterThan(0);
  expect(await priceTableCounts()).toEqual(SEED_COUNTS);
  const plumbing = await db.bathroomLaborRate.findUniqueOrThrow({
    where: { tradeType_pricingMethod: { tradeType: "plumbing", pricingMethod: "per_hour" } },
  });
  expect(plumbing.standardPrice.toNumber()).toBeGreaterThan(1);
  expect(await db.bathroomMaterial.count({ where: { category: "toilet" } })).toBe(
    BATHROOM_MATERIAL_SEEDS.filter((r) => r.category === "toilet").length,
  );

  const again = await seed(env.DATABASE_URL!, { allowDevPassword: false });
  expect(again.priceRowsWritten).toBe(0);
});
