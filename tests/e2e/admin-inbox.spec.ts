/**
 * The admin's inboxes: a contact message is answered (the "Antworten" link is a
 * mailto: to the sender with "Re: <Betreff>") and marked done, which stores done_at with its audit
 * row; the E-Mails section lists a failed, blanked e-mail whose "Erneut senden" is disabled.
 */
import { expect, test, type Page } from "./support/fixtures";
import { hashPassword } from "../../lib/auth/password";
import { queryRows } from "./support/db";
import { enrolAdminTotp, enterTotpCode } from "./support/admin-totp";

const ADMIN = { email: "e2e-inbox-admin@example.at", password: "admin-geheim-inbox" };

async function loginAsAdmin(page: Page) {
  await queryRows("insert into users (email, password, role) values ($1, $2, 'admin') on conflict (email) do nothing", [
    ADMIN.email,
    await hashPassword(ADMIN.password),
  ]);
  await enrolAdminTotp(ADMIN.email);
  await page.goto("/admin-login", { waitUntil: "networkidle" });
  await page.getByLabel("E-Mail", { exact: true }).fill(ADMIN.email);
  await page.getByLabel("Passwort", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await enterTotpCode(page);
  await expect(page).toHaveURL(/\/admin-dashboard/, { timeout: 15_000 });
}

test("a contact message is opened, answered by mailto and marked done", async ({ page }) => {
  const subject = `Inbox-Test ${Date.now()}`;
  const [row] = await queryRows<{ id: number }>(
    "insert into contact_messages (name, email, subject, message) values ('Helga Inbox', 'helga.inbox@example.at', $1, $2) returning id",
    [subject, "Guten Tag,\n<b>bitte</b> rufen Sie mich an."],
  );
  await loginAsAdmin(page);
  await page.goto("/admin-dashboard/contact-messages", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1, name: "Kontaktanfragen" })).toBeVisible();

  await page.getByLabel("Suche").fill(subject);
  await page.getByRole("button", { name: "Suchen" }).click();
  const tableRow = page.getByTestId(`contact-message-row-${row!.id}`);
  await expect(tableRow.getByText("Neu")).toBeVisible();
  await tableRow.getByRole("button", { name: /öffnen/ }).click();

  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("contact-message-text")).toHaveText("Guten Tag,\n<b>bitte</b> rufen Sie mich an.");
  await expect(dialog.getByRole("link", { name: "Antworten" })).toHaveAttribute(
    "href",
    `mailto:helga.inbox@example.at?subject=${encodeURIComponent(`Re: ${subject}`)}`,
  );
  await dialog.getByRole("button", { name: "Als erledigt markieren" }).click();
  await expect(dialog.getByRole("button", { name: "Wieder öffnen" })).toBeVisible();

  const [stored] = await queryRows<{ read: boolean; done: boolean }>(
    "select read_at is not null as read, done_at is not null as done from contact_messages where id = $1",
    [row!.id],
  );
  expect(stored).toEqual({ read: true, done: true });
  const audit = await queryRows<{ action: string }>(
    "select action from audit_log where entity_type = 'contact_message' and entity_id = $1",
    [String(row!.id)],
  );
  expect(audit).toEqual([{ action: "contact_message.done" }]);
});

test("the E-Mails section shows a blanked failed e-mail without a working resend", async ({ page }) => {
  const subject = `Inbox-Mail ${Date.now()}`;
  const [row] = await queryRows<{ id: number }>(
    `insert into email_outbox ("to", subject, text, idempotency_key, status, attempts, last_error, blanked_at)
     values ('{empfaenger.inbox@example.at}', $1, '', $2, 'failed', 9, 'Zeitüberschreitung', now()) returning id`,
    [subject, `lead-assigned-e2e-${Date.now()}`],
  );
  await loginAsAdmin(page);
  await page.goto("/admin-dashboard/emails", { waitUntil: "networkidle" });
  await page.getByLabel("Status").selectOption({ label: "Fehlgeschlagen" });
  const tableRow = page.getByTestId(`email-row-${row!.id}`);
  await expect(tableRow.getByText("e***@example.at")).toBeVisible();
  await expect(tableRow.getByText("Zeitüberschreitung")).toBeVisible();
  await expect(tableRow.getByRole("button", { name: /erneut senden/ })).toBeDisabled();
  await expect(page.getByText("empfaenger.inbox@example.at")).toHaveCount(0);
});
