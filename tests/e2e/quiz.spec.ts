import { expect, test, type Page } from "./support/fixtures";
import { queryRows, type ProjectRow } from "./support/db";

/**
 * Answers every question step with the mouse: first option; checkbox questions also click "Weiter". On the optional
 * "Förderung prüfen" step only the age is given. On every step "Weiter" is on screen without scrolling (the bar
 * sticks to the bottom).
 */
async function answerQuestionsWithMouse(page: Page) {
  for (let guard = 0; guard < 12; guard++) {
    const heading = page.locator("#quiz-step-title");
    if ((await heading.textContent())?.includes("Wie können die Unternehmen Sie erreichen?")) return;
    await expect(page.getByRole("button", { name: "Weiter" })).toBeInViewport({ ratio: 1 });
    const radio = page.getByRole("radiogroup");
    const title = await heading.textContent();
    if (title === "Förderung prüfen (optional)") {
      await expect(page.getByRole("button", { name: "Überspringen" })).toBeInViewport({ ratio: 1 });
      await page.getByLabel("Wie alt ist die älteste Person im Haushalt?").fill("67");
      await page.getByRole("button", { name: "Weiter" }).click();
      await expect(heading).not.toHaveText(title);
    } else if (await radio.count()) {
      await radio.getByRole("radio").first().click();
      await expect(heading).not.toHaveText(title ?? "", { timeout: 3000 }); // auto-advance after 800 ms
    } else {
      await page.getByRole("checkbox").first().click();
      await page.getByRole("button", { name: "Weiter" }).click();
      await expect(heading).not.toHaveText(title ?? "");
    }
  }
  throw new Error("contact step not reached");
}

test.describe("on a 360 px wide phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("bathroom quiz: a customer's answers become a project and lead to the offers page", async ({ page }) => {
    await page.goto("/quiz/badrenovierung");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(page.getByText(/Schritt 1 von \d+/)).toBeVisible();
    // No site navigation on the quiz steps, and a slim footer with the legal links only.
    await expect(page.getByRole("button", { name: "Menü öffnen" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Angebote anfordern" })).toHaveCount(0);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link")).toHaveText(["Datenschutz", "AGB", "Impressum"]);

    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page.getByText("PLZ ist erforderlich")).toBeVisible();
    await page.getByPlaceholder("1010").fill("1100");
    await page.getByRole("button", { name: "Weiter" }).click();

    // project_type: "Nur neue Fliesen" skips fixtures_to_replace and prefills it. A kind question: icon tiles.
    await expect(page.getByRole("radio", { name: "Nur neue Fliesen" }).locator("svg").first()).toBeVisible();
    const before = await page.getByText(/Schritt 2 von \d+/).textContent();
    await page.getByRole("radio", { name: "Nur neue Fliesen" }).click();
    await expect(page.getByText(/Schritt 3 von \d+/)).toBeVisible();
    const totalBefore = Number(before?.match(/von (\d+)/)?.[1]);
    const totalAfter = Number((await page.getByText(/Schritt 3 von \d+/).textContent())?.match(/von (\d+)/)?.[1]);
    expect(totalAfter).toBe(totalBefore - 1);
    await expect(page.locator("#quiz-step-title")).not.toHaveText(/Welche Elemente/);

    await answerQuestionsWithMouse(page);

    // The contact step says what happens to the data; "Projekt einreichen" fits the 360 px screen.
    await expect(page.getByText("Höchstens 4 geprüfte Fachbetriebe erhalten Ihre Kontaktdaten")).toBeVisible();
    await expect(page.getByText(/^Keine Werbung/)).toBeVisible();
    const submit = page.getByRole("button", { name: "Projekt einreichen" });
    await expect(submit).toBeInViewport({ ratio: 1 });
    const box = (await submit.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.getByRole("button", { name: "Projekt einreichen" }).click();
    await expect(page.getByText("Sie müssen den Datenschutzbestimmungen zustimmen")).toBeVisible();
    await page.getByLabel("Vollständiger Name").fill("Maria Huber");
    await page.getByLabel("E-Mail").fill("maria.huber@example.at");
    await page.getByLabel("Telefon").fill("+43 660 1234567");
    await page.getByRole("checkbox", { name: /Datenschutzerklärung/ }).click();
    await page.getByRole("button", { name: "Projekt einreichen" }).click();

    await expect(page).toHaveURL(/\/badezimmer-angebote\/\d+$/);
    const projectId = Number(page.url().split("/").pop());
    expect(await page.evaluate(() => sessionStorage.getItem("lastProjectId"))).toBe(String(projectId));

    const [row] = await queryRows<ProjectRow>("select * from projects where id = $1", [projectId]);
    expect(row).toMatchObject({
      service_type: "badrenovierung",
      zip_code: "1100",
      name: "Maria Huber",
      email: "maria.huber@example.at",
      phone: "+436601234567",
      status: "Offen",
      project_type: "Nur neue Fliesen",
    });
    expect(row!.quiz_answers.project_type).toBe("Nur neue Fliesen");
    expect(row!.quiz_answers.fixtures_to_replace).toEqual(["Bodenfliesen", "Wandfliesen"]);
    expect(row!.quiz_answers.intent_readiness).toBeTruthy();
    expect(row!.quiz_answers.start_timeline).toBeTruthy();
    // The optional "Förderung prüfen" step (the seeded rule for badrenovierung asks the age).
    expect(row!.quiz_answers.subsidy_age).toBe("67");
    expect(row!.gdpr_accepted_at).toBeTruthy();
  });
});

test("painter quiz completed with the keyboard alone", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("userZipCode", "1070"));
  await page.goto("/quiz/maler");
  const zip = page.getByPlaceholder("1010");
  await expect(zip).toBeFocused();
  await expect(zip).toHaveValue("1070");
  expect(await page.evaluate(() => localStorage.getItem("userZipCode"))).toBeNull();
  await page.keyboard.press("Enter");

  const heading = page.locator("#quiz-step-title");
  for (let guard = 0; guard < 12; guard++) {
    const title = (await heading.textContent()) ?? "";
    if (title.includes("Wie können die Unternehmen Sie erreichen?")) break;
    await expect(heading).toBeFocused();
    await page.keyboard.press("Tab");
    const role = await page.evaluate(() => document.activeElement?.getAttribute("role"));
    await page.keyboard.press("Space");
    if (role === "checkbox") {
      // Tab to "Weiter" and press Enter.
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press("Tab");
        const text = await page.evaluate(() => document.activeElement?.textContent);
        if (text === "Weiter") break;
      }
      await page.keyboard.press("Enter");
    }
    await expect(heading).not.toHaveText(title, { timeout: 3000 });
  }

  await expect(heading).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.type("Karl Novak");
  await page.keyboard.press("Tab");
  await page.keyboard.type("karl.novak@example.at");
  await page.keyboard.press("Tab");
  await page.keyboard.type("01 5551234");
  // Past the optional photo picker to the consent checkbox.
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Tab");
    if ((await page.evaluate(() => document.activeElement?.id)) === "gdprAccepted") break;
  }
  await page.keyboard.press("Space"); // consent checkbox
  await expect(page.getByRole("checkbox", { name: /Datenschutzerklärung/ })).toBeChecked();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press("Tab");
    if ((await page.evaluate(() => document.activeElement?.textContent)) === "Projekt einreichen") break;
  }
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/danke$/);
  await expect(page.getByRole("heading", { name: "Vielen Dank" })).toBeVisible();
  const projectId = Number(await page.evaluate(() => sessionStorage.getItem("lastProjectId")));
  // /danke: request number, what was asked and where the confirmation went, also after a reload.
  for (const pass of ["first", "reload"]) {
    if (pass === "reload") await page.reload();
    const summary = page.getByTestId("request-summary");
    await expect(summary).toContainText(`Anfrage Nr. ${projectId}`);
    await expect(summary).toContainText("1070 Wien, 7. Bezirk (Neubau)");
    await expect(summary).toContainText("Die Bestätigung ging an karl.novak@example.at.");
    await expect(page.getByRole("heading", { name: "So geht es weiter" })).toBeVisible();
  }
  const [row] = await queryRows<ProjectRow>("select * from projects where id = $1", [projectId]);
  expect(row).toMatchObject({ service_type: "maler", zip_code: "1070", name: "Karl Novak", status: "Offen" });
  expect(Object.keys(row!.quiz_answers).length).toBeGreaterThanOrEqual(4);
});

test("unknown quiz answers 404 with the spec's message", async ({ page, consoleGuard }) => {
  consoleGuard.allowFailedLoad(404, "/quiz/gibtsnicht");
  const response = await page.goto("/quiz/gibtsnicht");
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Quiz für "gibtsnicht" nicht gefunden.')).toBeVisible();
});

test.describe("on a 1280 × 800 desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("postcode messages, the service-area notice, and 'Weiter' in view on a six-option step", async ({ page }) => {
    await page.goto("/quiz/maler");
    const zip = page.getByPlaceholder("1010");
    await zip.fill("40");
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page.getByText("Bitte geben Sie eine 4-stellige österreichische Postleitzahl ein")).toBeVisible();
    await expect(page.getByText("PLZ ist erforderlich")).toHaveCount(0);
    await zip.fill("8010");
    await expect(page.locator("#zipCode-area")).toContainText("Die PLZ 8010 liegt außerhalb unseres Gebiets");
    await page.getByRole("button", { name: "Weiter" }).click();

    await expect(page.locator("#quiz-step-title")).toHaveText("Welche Malerarbeiten benötigen Sie?");
    await expect(page.getByRole("checkbox")).toHaveCount(6);
    await expect(page.getByRole("button", { name: "Weiter" })).toBeInViewport({ ratio: 1 });
  });
});
