/**
 * The customer in control, on a 360 px phone: photos with the quiz, the company sees them and writes, the customer
 * answers in the room and releases the phone number to that company only; the second company still sees none.
 * The assignments start unreleased, as the operator's setting "Nach Freigabe durch den Kunden" makes them.
 */
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { expect, test, type Browser, type Page } from "./support/fixtures";
import { createUser, login, markChecked, type CompanyAccount } from "./support/accounts";
import { PHONE, roomPathFromOutbox, submitQuiz } from "./support/customer";
import { queryRows } from "./support/db";

const RUN = randomBytes(3).toString("hex");

async function photo(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

async function createPainter(account: CompanyAccount): Promise<number> {
  const userId = await createUser(account.email, account.password, "company");
  const [row] = await queryRows<{ id: number }>(
    "insert into companies (user_id, name, verified, verified_at, services, city, zip_code) values ($1, $2, true, now(), $3, 'Wien', '1070') returning id",
    [userId, account.name, ["Maler"]],
  );
  await markChecked(row!.id);
  return row!.id;
}

/** A company's dashboard on a phone, logged in. */
async function companyPhone(browser: Browser, account: CompanyAccount): Promise<Page> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await login(page, "/firmen-login", account.email, account.password);
  await expect(page).toHaveURL(/\/company-dashboard$/, { timeout: 15_000 });
  return page;
}

test("photos in the quiz, messages in the room, and the phone number released to one company only", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const customer = { name: "Miriam Koller", email: `control-${RUN}@example.at`, phone: "0664 5550199" };
  const first: CompanyAccount = {
    email: `control-a-${RUN}@example.at`,
    password: "firma-a-geheim",
    name: `Malerei Aigner ${RUN}`,
  };
  const second: CompanyAccount = {
    email: `control-b-${RUN}@example.at`,
    password: "firma-b-geheim",
    name: `Malerei Berger ${RUN}`,
  };

  // 1. The customer answers the painter quiz on a phone and adds two photos; they upload after sending.
  const phoneContext = await browser.newContext(PHONE);
  const quiz = await phoneContext.newPage();
  await submitQuiz(quiz, "maler", "1070", customer, [
    { name: "wohnzimmer.jpg", mimeType: "image/jpeg", buffer: await photo("#b0a090") },
    { name: "decke.jpg", mimeType: "image/jpeg", buffer: await photo("#9090b0") },
  ]);
  await expect(quiz).toHaveURL(/\/danke/, { timeout: 60_000 });
  const [project] = await queryRows<{ id: number; phone: string }>("select id, phone from projects where email = $1", [
    customer.email,
  ]);
  expect(project!.phone, "stored in E.164").toBe("+436645550199");
  const [stored] = await queryRows<{ count: number }>(
    "select count(*)::int as count from project_files where project_id = $1 and kind = 'image'",
    [project!.id],
  );
  expect(stored!.count).toBe(2);

  // Two painters get the lead; neither has the contact data yet.
  for (const account of [first, second]) {
    const companyId = await createPainter(account);
    await queryRows("insert into project_assignments (project_id, company_id) values ($1, $2)", [
      project!.id,
      companyId,
    ]);
  }

  // 2. The first company sees the request with the photos, first name only, and writes a message.
  const companyA = await companyPhone(browser, first);
  await expect(companyA.getByText("wartet auf Freigabe").first()).toBeVisible();
  await expect(companyA.getByText(customer.name)).toHaveCount(0);
  await companyA.getByRole("button", { name: "Details zu Miriam" }).click();
  const details = companyA.getByRole("dialog");
  await expect(details.getByRole("list", { name: "Fotos und Pläne des Kunden" }).getByRole("listitem")).toHaveCount(2);
  await expect(details.getByRole("link", { name: /^Anrufen/ })).toHaveCount(0);
  await details.getByLabel("Ihre Nachricht").fill("Guten Tag, wann dürfen wir uns die Decke ansehen?");
  await details.getByRole("button", { name: "Senden", exact: true }).click();
  await expect(details.getByText("Guten Tag, wann dürfen wir uns die Decke ansehen?")).toBeVisible();

  // 3. The customer opens the room, answers the first company and releases the number to it only.
  const roomPath = await roomPathFromOutbox("idempotency_key = $1", [`project-confirmation-${project!.id}`]);
  const room = await phoneContext.newPage();
  await room.goto(roomPath, { waitUntil: "networkidle" });
  await expect(room.getByRole("heading", { name: "Fotos & Pläne" })).toBeVisible();
  await expect(room.getByRole("list", { name: "Ihre Fotos und Pläne" }).getByRole("listitem")).toHaveCount(2);
  const threads = room.getByRole("list", { name: "Nachrichten je Betrieb" });
  await threads.getByRole("button", { name: new RegExp(first.name) }).click();
  await expect(threads.getByText("Guten Tag, wann dürfen wir uns die Decke ansehen?")).toBeVisible();
  await threads.getByLabel("Ihre Nachricht").fill("Gerne am Montag ab 16 Uhr.");
  await threads.getByRole("button", { name: "Senden", exact: true }).click();
  await expect(threads.getByText("Gerne am Montag ab 16 Uhr.")).toBeVisible();

  await room.getByRole("button", { name: `Kontaktdaten freigeben: ${first.name}` }).click();
  const confirm = room.getByRole("dialog", { name: `Kontaktdaten an ${first.name} freigeben?` });
  await expect(confirm).toContainText("Eine Freigabe kann nicht zurückgenommen werden");
  await confirm.getByRole("button", { name: "Kontaktdaten freigeben" }).click();
  await expect(room.getByText(/Kontaktdaten freigegeben am \d{2}\.\d{2}\.\d{4}/)).toBeVisible();
  // The layout holds at 360 px: nothing scrolls sideways.
  expect(await room.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // 4. The first company now sees the number and the answer; the second still sees neither.
  await companyA.reload({ waitUntil: "networkidle" });
  await expect(companyA.getByText("Kontaktdaten freigegeben").first()).toBeVisible();
  await companyA.getByRole("button", { name: `Details zu ${customer.name}` }).click();
  await expect(companyA.getByRole("link", { name: "Anrufen: 0664 5550199" })).toHaveAttribute(
    "href",
    "tel:+436645550199",
  );
  await expect(companyA.getByRole("dialog").getByText("Gerne am Montag ab 16 Uhr.")).toBeVisible();

  const companyB = await companyPhone(browser, second);
  await expect(companyB.getByText("wartet auf Freigabe").first()).toBeVisible();
  await companyB.getByRole("button", { name: "Details zu Miriam" }).click();
  await expect(companyB.getByRole("dialog").getByRole("link", { name: /^Anrufen/ })).toHaveCount(0);
  await expect(companyB.getByText("5550199")).toHaveCount(0);
  await expect(companyB.getByRole("dialog").getByText("Gerne am Montag ab 16 Uhr.")).toHaveCount(0);
});
