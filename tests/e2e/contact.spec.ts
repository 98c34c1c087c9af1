/**
 * Contact, legal and about pages as a visitor uses them (spec: public-side §2 "Contact",
 * "Legal and about", §4 contact form states, §5 contact validation, §8 contact messages).
 */
import { expect, test, type Page } from "./support/fixtures";
import { queryRows } from "./support/db";

const VALIDATION_MESSAGES = [
  "Name muss mindestens 2 Zeichen lang sein",
  "Bitte geben Sie eine gültige E-Mail-Adresse ein",
  "Betreff muss mindestens 5 Zeichen lang sein",
  "Nachricht muss mindestens 10 Zeichen lang sein",
];

/** Opens a page and waits until its scripts have loaded, so clicks reach the hydrated React app. */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
}

const field = (page: Page, label: string) => page.getByRole("main").getByLabel(label, { exact: true });

async function fillContactForm(page: Page, subject: string) {
  await field(page, "Name").fill("Katharina Wimmer");
  await field(page, "E-Mail").fill("katharina.wimmer@example.at");
  await field(page, "Betreff").fill(subject);
  await field(page, "Nachricht").fill("Guten Tag,\nich plane eine Küchenrenovierung im 7. Bezirk. Wie läuft das ab?");
}

test.describe("contact page", () => {
  test("an empty submit shows the four German messages at the fields", async ({ page }) => {
    await open(page, "/kontakt");
    await page.getByRole("button", { name: "Nachricht senden" }).click();
    for (const message of VALIDATION_MESSAGES) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(field(page, "Name")).toBeFocused();
    await expect(field(page, "Name")).toHaveAttribute("aria-invalid", "true");

    // Correcting a field clears its message while typing.
    await field(page, "Name").fill("Katharina Wimmer");
    await expect(page.getByText(VALIDATION_MESSAGES[0]!)).toHaveCount(0);
  });

  test("a message is stored, the success state shows and leads back to an empty form", async ({ page }) => {
    const subject = `Küchenrenovierung im 7. Bezirk ${Date.now()}`;
    await open(page, "/kontakt");
    await fillContactForm(page, subject);
    await page.getByRole("button", { name: "Nachricht senden" }).click();

    await expect(page.getByRole("heading", { name: "Nachricht gesendet!" })).toBeVisible();
    await expect(page.getByText("Vielen Dank für Ihre Nachricht. Wir werden uns bald bei Ihnen melden.")).toBeVisible();
    const rows = await queryRows<{ name: string; email: string; message: string }>(
      "select name, email, message from contact_messages where subject = $1",
      [subject],
    );
    expect(rows).toEqual([
      {
        name: "Katharina Wimmer",
        email: "katharina.wimmer@example.at",
        message: "Guten Tag,\nich plane eine Küchenrenovierung im 7. Bezirk. Wie läuft das ab?",
      },
    ]);

    await page.getByRole("button", { name: "Neue Nachricht senden" }).click();
    for (const label of ["Name", "E-Mail", "Betreff", "Nachricht"]) {
      await expect(field(page, label)).toHaveValue("");
    }
    await expect(field(page, "Name")).toBeFocused();
    await expect(page.getByText(VALIDATION_MESSAGES[0]!)).toHaveCount(0);
  });

  test("while sending the button reads 'Wird gesendet...' and is disabled; a failure shows the error toast", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allowFailedLoad(429, "/api/contact");
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contact", async (route) => {
      await released;
      await route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({
          message: "Zu viele Anfragen von Ihrer Verbindung. Bitte versuchen Sie es später erneut.",
        }),
      });
    });
    await open(page, "/kontakt");
    await fillContactForm(page, "Frage zu meinem Angebot");
    await page.getByRole("button", { name: "Nachricht senden" }).click();

    const pending = page.getByRole("button", { name: "Wird gesendet..." });
    await expect(pending).toBeVisible();
    await expect(pending).toBeDisabled();
    release();

    await expect(page.getByText("Fehler beim Senden", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Zu viele Anfragen von Ihrer Verbindung. Bitte versuchen Sie es später erneut."),
    ).toBeVisible();
    // The form keeps the visitor's input for another try.
    await expect(field(page, "Betreff")).toHaveValue("Frage zu meinem Angebot");
    await expect(page.getByRole("button", { name: "Nachricht senden" })).toBeEnabled();
  });

  test("shows e-mail and the opening hours, and says plainly that phone and address are not entered yet", async ({
    page,
  }) => {
    // A fresh install has no phone number or address (no placeholder shown as real);
    // settings.spec.ts enters a phone number and checks it here.
    await open(page, "/kontakt");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:.+@.+/);
    await expect(main.getByRole("link", { name: /^\+?[\d ]+$/ })).toHaveCount(0);
    await expect(main.getByTestId("contact-phone")).toContainText("noch nicht hinterlegt");
    await expect(main).not.toContainText("234 56 78");
    await expect(main).not.toContainText("1010 Wien");
    const hours = main.getByRole("region", { name: "Öffnungszeiten" });
    await expect(hours).toContainText("Mo–Fr9:00–18:00");
    await expect(hours).toContainText("Sa10:00–16:00");
    await expect(hours).toContainText("Sogeschlossen");
  });

  test("the FAQ button opens the home page at its FAQ section", async ({ page }) => {
    await open(page, "/kontakt");
    await page.getByRole("link", { name: "Häufige Fragen" }).click();
    await expect(page).toHaveURL(/\/#faq$/);
    await expect(page.locator("#faq")).toBeInViewport();
  });
});

const LEGAL_PAGES = [
  { path: "/impressum", footerLink: "Impressum", heading: "Impressum", dated: "", sections: 0 },
  {
    path: "/agb",
    footerLink: "AGB",
    heading: "Allgemeine Geschäftsbedingungen (AGB)",
    dated: "November 2026",
    sections: 11,
  },
  // The privacy policy was updated for photos, messages and the contact release.
  {
    path: "/datenschutz",
    footerLink: "Datenschutz",
    heading: "Datenschutzerklärung",
    dated: "Dezember 2026",
    sections: 11,
  },
  { path: "/ueber-uns", footerLink: "Über uns", heading: "Über uns", dated: "", sections: 0 },
] as const;

test.describe("legal and about pages", () => {
  for (const legal of LEGAL_PAGES) {
    test(`${legal.path}: heading, content and a working "Zurück"`, async ({ page }) => {
      await open(page, "/kontakt");
      await page.getByRole("contentinfo").getByRole("link", { name: legal.footerLink, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${legal.path}$`));
      await expect(page.getByRole("heading", { level: 1, name: legal.heading, exact: true })).toBeVisible();

      if (legal.dated) await expect(page.getByText(`Stand: ${legal.dated}`)).toBeVisible();
      if (legal.sections) {
        const headings = page.locator("article h2");
        await expect(headings).toHaveCount(legal.sections);
        for (let i = 0; i < legal.sections; i++) {
          await expect(headings.nth(i)).toHaveText(new RegExp(`^${i + 1}\\. \\S`));
        }
      }

      await page.getByRole("link", { name: "Zurück" }).click();
      await expect(page).toHaveURL(/\/kontakt$/);
    });
  }

  test('"Zurück" on a page opened directly leads to the home page', async ({ page }) => {
    await open(page, "/agb");
    await page.getByRole("link", { name: "Zurück" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the imprint has the operator's register rows and says plainly which data are not entered yet", async ({
    page,
  }) => {
    // A fresh install has no register data; settings.spec.ts enters them and puts them back.
    await open(page, "/impressum");
    const main = page.getByRole("main");
    for (const label of [
      "Firmenwortlaut",
      "Firmenbuchnummer",
      "Firmenbuchgericht",
      "UID-Nummer",
      "Aufsichtsbehörde",
      "Kammer",
    ]) {
      await expect(main.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(main).toContainText(
      "Die Unternehmensangaben dieses Impressums sind noch nicht vollständig eingetragen.",
    );
    await expect(main.getByText("noch nicht eingetragen", { exact: true }).first()).toBeVisible();
    await expect(main).not.toContainText("FN 589412 m");
    await expect(main).not.toContainText("ATU78451236");
  });

  test("the privacy policy states the retention periods and the Datenschutzbehörde", async ({ page }) => {
    await open(page, "/datenschutz");
    const main = page.getByRole("main");
    await expect(main).toContainText("bis 3 Jahre nach Abschluss oder Stornierung des Projekts");
    await expect(main).toContainText("Server-Logdateien: höchstens 30 Tage");
    await expect(main).toContainText("7 Jahre");
    await expect(main).toContainText("Barichgasse 40-42, 1030 Wien");
  });

  test("the about page shows only facts the product backs and leads to the quiz and the contact page", async ({
    page,
  }) => {
    await open(page, "/ueber-uns");
    const main = page.getByRole("main");
    // No founding year until the operator enters it with its source.
    await expect(main).not.toContainText("2023");
    // Rules the product enforces instead of the unmeasured marketing figures (500+, 150+, 24h, 98%).
    const facts = main.getByRole("region", { name: /auf einen Blick$/ }).getByRole("definition");
    await expect(facts).toHaveText([/^bis zu [1-4]$/, "0 €", "23", "1"]);
    await expect(main.getByText("Bewertung pro bestätigtem Auftrag", { exact: true })).toBeVisible();
    for (const invented of ["500+", "150+", "98%"])
      await expect(main.getByText(invented, { exact: true })).toHaveCount(0);
    await expect(main.getByRole("link", { name: "Fachbetriebe ansehen" })).toHaveAttribute("href", "/firmen");
    await expect(main.getByRole("link", { name: "So entstehen unsere Bewertungen" })).toHaveAttribute(
      "href",
      "/bewertungen",
    );
    await main.getByRole("link", { name: "Projekt starten" }).click();
    await expect(page).toHaveURL(/\/quiz$/);
    await page.goBack();
    await main.getByRole("link", { name: "Kontakt aufnehmen" }).click();
    await expect(page).toHaveURL(/\/kontakt$/);
    await expect(page.getByRole("heading", { level: 1, name: "Kontakt" })).toBeVisible();
  });
});
