/**
 * The customer's steps shared by e2e specs: answering quiz questions, submitting a quiz with contact
 * data, and reading a link out of a queued e-mail (email_outbox bodies are encrypted; the spec reads
 * AUTH_SECRET from the environment scripts/test-e2e.ts sets).
 */
import { expect, type Page } from "./fixtures";
import { decryptOutboxBody } from "../../support/outbox-body";
import { open } from "./accounts";
import { queryRows } from "./db";

/** A phone: 360 × 740 px, touch (mobile-first). */
export const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true } as const;

/**
 * Answers every question step up to the contact step with the mouse (first option; checkbox questions also click
 * "Weiter"); the optional "Förderung prüfen" step is skipped.
 */
export async function answerQuestions(page: Page) {
  const heading = page.locator("#quiz-step-title");
  for (let guard = 0; guard < 12; guard++) {
    const title = (await heading.textContent()) ?? "";
    if (title.includes("Wie können die Unternehmen Sie erreichen?")) return;
    const radio = page.getByRole("radiogroup");
    if (title === "Förderung prüfen (optional)") {
      await page.getByRole("button", { name: "Überspringen" }).click();
    } else if (await radio.count()) {
      await radio.getByRole("radio").first().click();
    } else {
      await page.getByRole("checkbox").first().click();
      await page.getByRole("button", { name: "Weiter" }).click();
    }
    await expect(heading).not.toHaveText(title, { timeout: 3000 });
  }
  throw new Error("contact step not reached");
}

/**
 * Completes the quiz of `service` in `zipCode` with the customer's contact data (and `photos` in "Fotos
 * hinzufügen", uploaded after sending) and presses "Projekt einreichen".
 */
export async function submitQuiz(
  page: Page,
  service: string,
  zipCode: string,
  customer: { name: string; email: string; phone: string },
  photos: { name: string; mimeType: string; buffer: Buffer }[] = [],
) {
  await open(page, `/quiz/${service}`);
  await page.getByPlaceholder("1010").fill(zipCode);
  const postcodeTitle = (await page.locator("#quiz-step-title").textContent()) ?? "";
  await page.getByRole("button", { name: "Weiter" }).click();
  // The postcode step is validated first (the wizard may still be loading its validation): wait
  // until the first question shows before answering.
  await expect(page.locator("#quiz-step-title")).not.toHaveText(postcodeTitle);
  await answerQuestions(page);
  await page.getByLabel("Vollständiger Name").fill(customer.name);
  await page.getByLabel("E-Mail").fill(customer.email);
  await page.getByLabel("Telefon").fill(customer.phone);
  if (photos.length > 0) {
    await page.getByLabel("Fotos oder Pläne hinzufügen").setInputFiles(photos);
    await expect(page.getByRole("list", { name: "Ausgewählte Dateien" }).getByRole("listitem")).toHaveCount(
      photos.length,
    );
  }
  await page.getByRole("checkbox", { name: /Datenschutzerklärung/ }).click();
  await page.getByRole("button", { name: "Projekt einreichen" }).click();
}

/**
 * The first match of `pattern` in the decrypted text of the newest queued e-mail matching the SQL
 * condition `where` (a site path such as "/mein-projekt/…"); fails the test when there is none.
 */
export async function pathFromOutbox(pattern: RegExp, where: string, params: unknown[]): Promise<string> {
  const [mail] = await queryRows<{ text: string }>(
    `select text from email_outbox where ${where} order by id desc limit 1`,
    params,
  );
  expect(mail, "the e-mail is queued").toBeDefined();
  const path = pattern.exec(decryptOutboxBody(mail!.text, process.env.AUTH_SECRET!))?.[0];
  expect(path, "the e-mail carries the link").toBeDefined();
  return path!;
}

/** The "Mein Projekt" path in the newest queued e-mail matching `where`. */
export function roomPathFromOutbox(where: string, params: unknown[]): Promise<string> {
  return pathFromOutbox(/\/mein-projekt\/[A-Za-z0-9_-]{43}/, where, params);
}
