/**
 * Visual check of the quiz funnel at 360 and 1280 px (checks in ./visual.ts):
 * the painter quiz (/quiz/maler) walked step by step, each step checked with "Weiter" (on the
 * contact step "Projekt einreichen") as its main action, then /danke after the submission and the
 * customer's "Mein Projekt" page from the confirmation e-mail.
 */
import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "./support/fixtures";
import { roomPathFromOutbox } from "./support/customer";
import { WIDTHS, checkScreen, heading, visitAndCheck } from "./support/visual";

/** A suffix that keeps e-mails unique when the spec runs twice against one database. */
const RUN = randomBytes(3).toString("hex");

const CONTACT_TITLE = "Wie können die Unternehmen Sie erreichen?";

/** The step's submit button: "Weiter", on the contact step "Projekt einreichen". */
const nextButton = (page: Page) => page.getByRole("button", { name: /^(Weiter|Projekt einreichen)$/ });

test.use({ trace: "off" });

for (const width of WIDTHS) {
  test.describe(`quiz at ${width.name}`, () => {
    test.use(width.use);

    test(`every step of the painter quiz and /danke hold at ${width.name}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto("/quiz/maler", { waitUntil: "networkidle" });
      const title = page.locator("#quiz-step-title");

      await checkScreen(page, { name: "quiz step 1 (PLZ)", mainAction: nextButton });
      await page.getByPlaceholder("1010").fill("1070");
      await nextButton(page).click();

      for (let step = 2; step <= 12; step++) {
        const text = (await title.textContent()) ?? "";
        const contact = text.includes(CONTACT_TITLE);
        await checkScreen(page, {
          name: contact ? `quiz step ${step} (contact)` : `quiz step ${step}`,
          mainAction: nextButton,
        });
        if (contact) break;
        const radios = page.getByRole("radiogroup");
        if (await radios.count()) {
          // A radio answer advances by itself after a moment; "Weiter" when it does not.
          await radios.getByRole("radio").first().click();
          const advanced = await expect(title)
            .not.toHaveText(text, { timeout: 3000 })
            .then(
              () => true,
              () => false,
            );
          if (!advanced) await nextButton(page).click();
        } else {
          await page.getByRole("checkbox").first().click();
          await nextButton(page).click();
        }
        await expect(title).not.toHaveText(text, { timeout: 5000 });
        expect(step, "the contact step comes within 12 steps").toBeLessThan(12);
      }

      await page.getByLabel("Vollständiger Name").fill("Vera Visuell");
      const email = `vera.visuell.${width.use.viewport.width}.${RUN}@example.at`;
      await page.getByLabel("E-Mail").fill(email);
      await page.getByLabel("Telefon").fill("+43 660 7654321");
      await page.getByRole("checkbox", { name: /Datenschutzerklärung/ }).click();
      await page.getByRole("button", { name: "Projekt einreichen" }).click();
      await expect(page).toHaveURL(/\/danke/, { timeout: 15_000 });
      await page.waitForLoadState("networkidle");
      await checkScreen(page, { name: "thank-you page", mainAction: heading });

      const roomPath = await roomPathFromOutbox('$1 = any("to") and project_id is not null', [email]);
      await visitAndCheck(page, { name: "Mein Projekt", path: roomPath, mainAction: heading }, "networkidle");
    });
  });
}
