/**
 * Content management as an admin uses it (spec: authenticated-side §2
 * Admin screens "Quizzes" and Blog Management):
 * - creates a blog post as a draft (not on /blog yet), publishes it from the table, and finds it on
 *   /blog with a working article page;
 * - edits the first question of the "markisen" quiz, and /quiz/markisen (an ISR page, loaded once
 *   before the change so it is cached) shows the new text next.
 */
import { expect, test, type Page } from "./support/fixtures";
import { hashPassword } from "../../lib/auth/password";
import { queryRows } from "./support/db";
import { enrolAdminTotp, enterTotpCode } from "./support/admin-totp";

const RUN = Date.now().toString(36);

async function loginAsAdmin(page: Page) {
  const email = `e2e-content-admin-${RUN}@example.at`;
  const password = "admin-geheim-123";
  await queryRows("insert into users (email, password, role) values ($1, $2, 'admin') on conflict (email) do nothing", [
    email,
    await hashPassword(password),
  ]);
  await enrolAdminTotp(email);
  await page.goto("/admin-login", { waitUntil: "networkidle" });
  await page.getByLabel("E-Mail", { exact: true }).fill(email);
  await page.getByLabel("Passwort", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await enterTotpCode(page);
  await expect(page).toHaveURL(/\/admin-dashboard/, { timeout: 15_000 });
}

/** The quiz wizard's first question: enter a postcode on step 1 and go on. */
async function openFirstQuestion(page: Page, service: string) {
  await page.goto(`/quiz/${service}`, { waitUntil: "networkidle" });
  await page.getByPlaceholder("1010").fill("1100");
  await page.getByRole("button", { name: "Weiter" }).click();
  return page.locator("#quiz-step-title");
}

test("an admin creates a blog post, publishes it, and it appears on /blog with its article page", async ({ page }) => {
  const title = `Balkonsanierung in Wien ${RUN}`;
  const slug = `balkonsanierung-in-wien-${RUN}`;
  await loginAsAdmin(page);
  await page.goto("/admin-dashboard/blog-management", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1, name: "Ratgeber-Verwaltung" })).toBeVisible();

  await page.getByRole("button", { name: "Neuer Artikel" }).click();
  const dialog = page.getByRole("dialog", { name: "Neuer Artikel" });
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog.getByText("Titel muss mindestens 5 Zeichen lang sein")).toBeVisible();
  await expect(dialog.getByText("Kategorie ist erforderlich")).toBeVisible();

  await dialog.getByLabel("Titel", { exact: true }).fill(title);
  await expect(dialog.getByLabel("Slug (URL)")).toHaveValue(slug);
  await dialog.getByLabel("Kategorie").selectOption("renovierung");
  await dialog
    .getByLabel("Kurzbeschreibung")
    .fill("Wann ein Balkon saniert werden muss, was es kostet und welche Genehmigungen Sie in Wien brauchen.");
  await dialog
    .getByLabel("Inhalt (HTML)")
    .fill(
      "<h2>Wann ist eine Sanierung nötig?</h2><p>Risse im Belag, Rost am Geländer und Feuchtigkeit in der Fassade sind typische Zeichen.</p>" +
        '<p onclick="alert(1)">Planen Sie rechtzeitig und holen Sie mehrere Angebote ein.</p><script>alert("x")</script>',
    );
  await expect(dialog.getByRole("heading", { name: "Wann ist eine Sanierung nötig?" })).toBeVisible(); // live preview
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Artikel erstellt")).toBeVisible({ timeout: 15_000 });

  const [row] = await queryRows<{ content: string; published: boolean }>(
    "select content, published from blog_posts where slug = $1",
    [slug],
  );
  expect(row.published).toBe(false);
  expect(row.content).not.toContain("<script");
  expect(row.content).not.toContain("onclick");

  // A draft is not served publicly. (Asked through Playwright's request context, which has no HTTP
  // cache: the browser would keep a list it fetched here, see the report on the API's Cache-Control.)
  expect((await page.request.get(`/api/blog-posts/${slug}`)).status()).toBe(404);
  const drafts = (await (await page.request.get("/api/blog-posts?published=true")).json()) as { slug: string }[];
  expect(drafts.map((post) => post.slug)).not.toContain(slug);

  await page.goto("/admin-dashboard/blog-management", { waitUntil: "networkidle" });
  const postRow = page.getByRole("row").filter({ hasText: title });
  await expect(postRow.getByText("Entwurf")).toBeVisible();
  await postRow.getByRole("button", { name: `Veröffentlichen: ${title}` }).click();
  await expect(page.getByText("Artikel veröffentlicht")).toBeVisible({ timeout: 15_000 });
  await expect(postRow.getByText("Veröffentlicht")).toBeVisible();

  await page.goto("/blog", { waitUntil: "networkidle" });
  const link = page.getByRole("link", { name: new RegExp(title) }).first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Wann ist eine Sanierung nötig?" })).toBeVisible();
});

test("an admin edits the first question of a quiz and /quiz/{service} shows the new text", async ({ page }) => {
  const service = "markisen";
  const newText = `Welcher Sonnenschutz soll es werden? (${RUN})`;

  const [{ text: oldText }] = await queryRows<{ text: string }>(
    "select questions->0->>'text' as text from quizzes where service_type = $1",
    [service],
  );

  // Render (and cache) the ISR page once before the change.
  await expect(await openFirstQuestion(page, service)).toHaveText(oldText);

  await loginAsAdmin(page);
  await page.goto("/admin-dashboard/quiz-management", { waitUntil: "networkidle" });
  // The list is paged; its search finds the quiz wherever it is.
  await page.getByRole("search").getByLabel("Suche").fill(service);
  const quizRow = page.getByRole("row").filter({ hasText: "Markisen – Angebote einholen" });
  await quizRow.getByRole("button", { name: /^Details:/ }).click();
  const details = page.getByRole("dialog", { name: "Markisen – Angebote einholen" });
  await expect(details.getByText(oldText)).toBeVisible();
  await details.getByRole("button", { name: "Bearbeiten" }).click();

  const editor = page.getByRole("dialog", { name: "Quiz bearbeiten" });
  const question = editor.getByRole("group", { name: "Frage 1" });
  await question.getByLabel("Fragetext").fill(newText);
  await editor.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Quiz gespeichert")).toBeVisible({ timeout: 15_000 });
  await expect(editor).toHaveCount(0);

  await expect(await openFirstQuestion(page, service)).toHaveText(newText);
});
