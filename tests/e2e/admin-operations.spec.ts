/**
 * The admin's operations in the browser (spec: authenticated-side §2 "Projects", "AI offers", §4, §8):
 * a lead company A marked Verloren is reopened and assigned to company B, which then sees it; a
 * bathroom offer (template texts, no AI key in e2e) is previewed, regenerated and approved after
 * confirmations, and the queued e-mail's link opens the offers for the customer.
 */
import { randomBytes } from "node:crypto";
import { expect, test, type Locator, type Page } from "./support/fixtures";
import { formatEuro } from "../../lib/domain/format";
import { decryptOutboxBody } from "../support/outbox-body";
import { companyPage, createCompany, createUser, login, open, type CompanyAccount } from "./support/accounts";
import { queryRows } from "./support/db";
import { offerOf } from "./support/offer-rows";

/** A suffix that keeps names and e-mails unique when the spec runs twice against one database. */
const RUN = randomBytes(3).toString("hex");

/** A new admin with a unique e-mail, logged in on `page` (password and TOTP code); returns its user id. */
async function loginAsNewAdmin(page: Page, label: string): Promise<number> {
  const admin = { email: `e2e-operations-${label}-${RUN}@example.at`, password: "admin-geheim-ops" };
  const adminId = await createUser(admin.email, admin.password, "admin");
  await login(page, "/admin-login", admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 15_000 });
  return adminId;
}

/** Opens Projekte from the sidebar and narrows the table to project `projectId` with the search box; returns its row. */
async function projectRow(page: Page, projectId: number): Promise<Locator> {
  await page
    .getByRole("complementary", { name: "Seitenleiste" })
    .getByRole("link", { name: /^Projekte/ })
    .click();
  await expect(page).toHaveURL(/\/admin-dashboard\/projects$/);
  await page.getByRole("search", { name: "Projekte suchen und filtern" }).getByLabel("Suche").fill(`#${projectId}`);
  await expect(page.getByRole("table", { name: "Projekte" }).getByRole("row")).toHaveCount(2);
  const row = page.getByTestId(`project-row-${projectId}`);
  await expect(row).toBeVisible();
  return row;
}

/** Assigns the project of `row` to `company` through the "Lead zuweisen" dialog; `absent` must not be offered. */
async function assignThroughDialog(page: Page, row: Locator, company: CompanyAccount, absent?: CompanyAccount) {
  await row.getByRole("button", { name: /zuweisen$/ }).click();
  const dialog = page.getByRole("dialog", { name: "Lead zuweisen" });
  const option = dialog.getByRole("radio", { name: new RegExp(company.name) });
  await expect(option).toBeVisible();
  if (absent) await expect(dialog.getByRole("radio", { name: new RegExp(absent.name) })).toHaveCount(0);
  await option.check();
  await dialog.getByRole("button", { name: "Zuweisen", exact: true }).click();
  await expect(page.getByText("Lead zugewiesen", { exact: true }).first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

test("a lost lead reopened and reassigned to a second company who sees it", async ({ page, browser }) => {
  // Three logins in three browsers and two assignments: more than the default 60 s on a busy machine.
  test.setTimeout(150_000);
  const companyA: CompanyAccount = {
    email: `e2e-ops-a-${RUN}@example.at`,
    password: "firma-geheim-ops-a",
    name: `Bad Werkstatt Ottakring ${RUN}`,
  };
  const companyB: CompanyAccount = {
    email: `e2e-ops-b-${RUN}@example.at`,
    password: "firma-geheim-ops-b",
    name: `Bad Atelier Hernals ${RUN}`,
  };
  const customer = `Paula Wiederauf ${RUN}`;
  const companyAId = await createCompany(companyA, "1160 Wien");
  const companyBId = await createCompany(companyB, "1170 Wien");
  const [project] = await queryRows<{ id: number }>(
    `insert into projects (service_type, zip_code, name, email, phone, quiz_answers, privacy_policy_version)
     values ('badrenovierung', '1160', $1, $2, '+43 660 5551234', $3, '2025-07') returning id`,
    [customer, `paula.${RUN}@example.at`, JSON.stringify({ bathroom_size: "5-8 m²" })],
  );
  const projectId = project!.id;

  // The admin assigns the new project to company A.
  await loginAsNewAdmin(page, "reopen");
  const row = await projectRow(page, projectId);
  await expect(row).toContainText(customer);
  await expect(row).toContainText("Nicht zugewiesen");
  await assignThroughDialog(page, row, companyA);
  await expect(row).toContainText(companyA.name);

  // Company A marks the lead Verloren on its dashboard.
  const pageA = await companyPage(browser, companyA);
  await expect(pageA.getByRole("main").getByText(customer, { exact: true })).toBeVisible();
  await pageA.getByRole("combobox", { name: `Status von ${customer}` }).click();
  await pageA.getByRole("option", { name: "Verloren" }).click();
  await expect(pageA.getByText("Der Lead-Status wurde erfolgreich geändert")).toBeVisible();
  await pageA.context().close();
  const [lost] = await queryRows<{ status: string; closed: boolean }>(
    "select status, closed_at is not null as closed from projects where id = $1",
    [projectId],
  );
  expect(lost).toEqual({ status: "Verloren", closed: true });

  // The admin sees the project closed and lost: no assignment possible.
  await page.reload({ waitUntil: "networkidle" });
  const closedRow = await projectRow(page, projectId);
  await expect(closedRow.getByText("Verloren")).toHaveCount(2); // the project's status and company A's
  await expect(closedRow).toContainText("Abgeschlossen");
  await expect(closedRow.getByRole("button", { name: /zuweisen$/ })).toHaveCount(0);

  // "Weitere Aktionen" → "Wieder öffnen", confirmed in its dialog with a note.
  await closedRow.getByRole("button", { name: `Weitere Aktionen für Projekt ${projectId}` }).click();
  await page.getByRole("button", { name: "Wieder öffnen", exact: true }).click();
  const reopen = page.getByRole("dialog", { name: "Wieder öffnen" });
  await expect(reopen).toContainText(`Projekt #${projectId} wird wieder als offen geführt`);
  await reopen.getByLabel("Notiz (optional)").fill("Kunde möchte ein zweites Angebot.");
  await reopen.getByRole("button", { name: "Wieder öffnen" }).click();
  await expect(page.getByText("Projekt wieder geöffnet")).toBeVisible();
  await expect(reopen).toHaveCount(0);
  await expect(closedRow.getByRole("button", { name: /zuweisen$/ })).toBeVisible();
  await expect(closedRow).not.toContainText("Abgeschlossen");
  const [reopened] = await queryRows<{ status: string; closed: boolean }>(
    "select status, closed_at is not null as closed from projects where id = $1",
    [projectId],
  );
  expect(reopened).toEqual({ status: "Offen", closed: false });
  const audit = await queryRows<{ note: string | null }>(
    "select note from audit_log where action = 'project.reopen' and entity_type = 'project' and entity_id = $1",
    [String(projectId)],
  );
  expect(audit).toEqual([{ note: "Kunde möchte ein zweites Angebot." }]);

  // The admin assigns it to company B (company A, already assigned, is not offered again).
  await assignThroughDialog(page, closedRow, companyB, companyA);
  await expect(closedRow).toContainText(companyB.name);
  const assignments = await queryRows<{ company_id: number; status: string }>(
    "select company_id, status from project_assignments where project_id = $1 order by id",
    [projectId],
  );
  expect(assignments).toEqual([
    { company_id: companyAId, status: "Verloren" },
    { company_id: companyBId, status: "Offen" },
  ]);

  // Company B sees the lead in its dashboard list, open.
  const pageB = await companyPage(browser, companyB);
  const card = pageB.getByRole("main").getByRole("article").filter({ hasText: customer });
  await expect(card).toHaveCount(1);
  await expect(pageB.getByRole("combobox", { name: `Status von ${customer}` })).toHaveText("Offen");
  await pageB.context().close();
});

/** Answers to the active badrenovierung quiz: the first option of each question, a complete renovation of 5-8 m². */
async function bathroomAnswers(): Promise<Record<string, string | string[]>> {
  const [quiz] = await queryRows<{ questions: { id: string; type: string; options: string[] }[] }>(
    "select questions from quizzes where service_type = 'badrenovierung' and is_active",
  );
  const preferred: Record<string, string> = { project_type: "Komplette Renovierung", bathroom_size: "5-8 m²" };
  const answers: Record<string, string | string[]> = {};
  for (const question of quiz!.questions) {
    // fixtures_to_replace is prefilled from project_type; free-text questions have no options.
    if (question.id === "fixtures_to_replace" || question.options.length === 0) continue;
    const choice = question.options.includes(preferred[question.id] ?? "")
      ? preferred[question.id]!
      : question.options[0]!;
    answers[question.id] = question.type === "checkbox" ? [choice] : choice;
  }
  return answers;
}

test("the admin previews, regenerates and approves an AI offer", async ({ page, browser, request, baseURL }) => {
  // Two generations by the worker and two browsers: more than the default 60 s on a busy machine.
  test.setTimeout(150_000);
  const customer = `Clara Angebot ${RUN}`;
  const email = `clara.angebot.${RUN}@example.at`;

  // The customer submits a bathroom project; the worker generates its offer with template texts.
  const submitted = await request.post("/api/projects", {
    headers: { origin: baseURL! },
    data: {
      serviceType: "badrenovierung",
      zipCode: "1160",
      name: customer,
      email,
      phone: "+43 660 7771234",
      gdprAccepted: true,
      answers: await bathroomAnswers(),
    },
  });
  expect(submitted.status()).toBe(201);
  const { projectId } = (await submitted.json()) as { projectId: number };
  const offer = await offerOf(projectId);
  await expect
    .poll(
      async () =>
        (await queryRows<{ status: string }>("select status from bathroom_offers where id = $1", [offer.id]))[0]!
          .status,
    )
    .toBe("pending");
  const [totals] = await queryRows<{ budget: number; standard: number; premium: number }>(
    `select (budget_offer->>'totalPrice')::int as budget, (standard_offer->>'totalPrice')::int as standard,
            (premium_offer->>'totalPrice')::int as premium from bathroom_offers where id = $1`,
    [offer.id],
  );
  expect(totals!.budget).toBeGreaterThan(1000);
  const prices = [totals!.budget, totals!.standard, totals!.premium].map(formatEuro);

  // The admin opens AI-Angebote and finds the offer by its project id.
  const adminId = await loginAsNewAdmin(page, "offers");
  await page
    .getByRole("complementary", { name: "Seitenleiste" })
    .getByRole("link", { name: /^AI-Angebote/ })
    .click();
  await expect(page).toHaveURL(/\/admin-dashboard\/ai-offers$/);
  await expect(page.getByRole("heading", { level: 1, name: "AI-Angebote" })).toBeVisible();
  await page.getByRole("search").getByLabel("Suche").fill(`#${projectId}`);
  const row = page.getByTestId(`offer-${offer.id}`);
  await expect(row).toContainText(`#${projectId}`);
  await expect(row).toContainText(customer);
  await expect(row).toContainText("Ausstehend");
  await expect(row).toContainText(prices.join(" / "));
  /** The row's button `name` (its accessible name ends with ": Angebot für Projekt {id}"). */
  const action = (name: string) =>
    row.getByRole("button", { name: new RegExp(`^${name}\\s*: Angebot für Projekt ${projectId}$`) });

  // Vorschau: the three tiers as the customer will see them, with totals and cost lines.
  await action("Vorschau").click();
  const preview = page.getByRole("dialog", { name: `Vorschau des Angebots für ${customer}` });
  const tiers = preview.getByTestId("offer-tier");
  await expect(tiers).toHaveCount(3);
  await expect(tiers.getByRole("heading", { level: 2 })).toHaveText(["Budget", "Standard", "Premium"]);
  for (let i = 0; i < 3; i++) {
    await expect(tiers.nth(i)).toContainText(prices[i]!);
    await expect(tiers.nth(i)).toContainText("Gesamtpreis inkl. 20 % USt.");
    await expect(tiers.nth(i).getByRole("heading", { name: "Arbeitskosten" })).toBeVisible();
    await expect(tiers.nth(i).getByRole("heading", { name: "Materialkosten" })).toBeVisible();
    await expect(tiers.nth(i).locator("dd").first()).toContainText("€");
  }
  await expect(preview.getByRole("button", { name: "Diese Option wählen" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(preview).toHaveCount(0);

  // Neu erstellen, confirmed: the offer goes to "generating" and comes back pending with its tiers.
  await action("Neu erstellen").click();
  const regenerate = page.getByRole("dialog", { name: "Angebot neu erstellen?" });
  await expect(regenerate).toContainText(customer);
  // The list the browser loads after the regeneration was accepted (refetched every 3 s while it
  // runs) shows the offer pending again: only then is the row's "Ausstehend" a fresh answer.
  let accepted = false;
  const regenerated = page.waitForResponse((response) => {
    accepted ||= response.url().endsWith(`/api/admin/bathroom-offers/${offer.id}/regenerate`);
    return accepted;
  });
  const readyAgain = page.waitForResponse(
    async (response) =>
      accepted &&
      new URL(response.url()).pathname === "/api/admin/bathroom-offers" &&
      ((await response.json()) as { offers: { id: number; status: string }[] }).offers.some(
        (item) => item.id === offer.id && item.status === "pending",
      ),
    { timeout: 30_000 },
  );
  await regenerate.getByRole("button", { name: "Neu erstellen" }).click();
  const answer = await regenerated;
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as { offer: { status: string } }).offer.status).toBe("generating");
  await expect(page.getByText("Angebot wird neu erstellt", { exact: true })).toBeVisible();
  await expect(regenerate).toHaveCount(0);
  await readyAgain;
  await expect(row).toContainText("Ausstehend");
  await expect(action("Vorschau")).toBeVisible();
  await expect(action("Genehmigen")).toBeEnabled();
  const regenerations = await queryRows<{ actor_user_id: number | null }>(
    "select actor_user_id from audit_log where action = 'bathroom_offer.regenerate' and entity_id = $1",
    [String(offer.id)],
  );
  expect(regenerations).toEqual([{ actor_user_id: adminId }]);
  // The regenerated offer has its tiers again (and, like every generated offer, its own link id).
  const [ready] = await queryRows<{ status: string; tiers: boolean; unique_link_id: string }>(
    `select status, budget_offer is not null and standard_offer is not null and premium_offer is not null as tiers, unique_link_id
     from bathroom_offers where id = $1`,
    [offer.id],
  );
  expect(ready).toMatchObject({ status: "pending", tiers: true });
  const linkId = ready!.unique_link_id;

  // Genehmigen, confirmed: the row shows Genehmigt and the customer's e-mail is queued.
  await action("Genehmigen").click();
  await page
    .getByRole("dialog", { name: `Angebot genehmigen und an ${customer} senden?` })
    .getByRole("button", { name: "Genehmigen und senden" })
    .click();
  await expect(page.getByText("Angebot genehmigt")).toBeVisible({ timeout: 10_000 });
  await expect(row).toContainText("Genehmigt");
  await expect(action("Neu erstellen")).toHaveCount(0);

  const [mail] = await queryRows<{ to: string[]; text: string }>(
    `select "to", text from email_outbox where idempotency_key = $1`,
    [`offer-approved-${offer.id}`],
  );
  expect(mail!.to).toEqual([email]);
  expect(mail!.text).not.toContain(`/offer/${linkId}`);
  const link = new RegExp(`/offer/${linkId}\\?k=[A-Za-z0-9_-]+`).exec(
    decryptOutboxBody(mail!.text, process.env.AUTH_SECRET!),
  )?.[0];
  expect(link).toBeDefined();

  // The customer opens the link in its own browser and sees its three offers.
  const customerContext = await browser.newContext();
  try {
    const customerPage = await customerContext.newPage();
    await open(customerPage, link!);
    await expect(customerPage.getByRole("heading", { name: `Hallo ${customer}!` })).toBeVisible();
    const customerTiers = customerPage.getByTestId("offer-tier");
    await expect(customerTiers.getByRole("heading", { level: 2 })).toHaveText(["Budget", "Standard", "Premium"]);
    for (let i = 0; i < 3; i++) await expect(customerTiers.nth(i)).toContainText(prices[i]!);
    await expect(customerTiers.getByRole("button", { name: "Diese Option wählen" })).toHaveCount(3);
  } finally {
    await customerContext.close();
  }
});
