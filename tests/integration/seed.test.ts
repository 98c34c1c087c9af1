/** The seed runs on every start: it must change no data and duplicate nothing. */
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { QUIZ_DEFINITIONS } from "@/lib/content/quizzes";
import { seed } from "@/prisma/seed";
import { verifyPassword } from "@/lib/auth/password";

afterAll(async () => {
  await getDb().$disconnect();
});

it("seeds every quiz once, keeps admin edits and does not duplicate on a second run", async () => {
  await seed(env.DATABASE_URL!, { allowDevPassword: false });
  const db = getDb();
  expect(await db.quiz.count()).toBe(QUIZ_DEFINITIONS.length);

  await db.quiz.update({ where: { serviceType: "maler" }, data: { title: "Maler (vom Admin geändert)", isActive: false } });
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

  const dev = await seed(env.DATABASE_URL!, { allowDevPassword: true });
  const admin = await db.user.findUniqueOrThrow({ where: { email: env.ADMIN_EMAIL } });
  expect(dev.adminCreated || withoutPassword.adminCreated).toBe(true);
  expect(admin.role).toBe("admin");
  expect(admin.password).toMatch(/^\$argon2id\$/);
  expect(await verifyPassword(admin.password!, env.ADMIN_PASSWORD ?? "admin-dev-passwort")).toBe(true);

  const again = await seed(env.DATABASE_URL!, { allowDevPassword: true });
  expect(again.adminCreated).toBe(false);
  expect(await db.user.count({ where: { email: env.ADMIN_EMAIL } })).toBe(1);
});
