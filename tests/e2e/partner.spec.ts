/**
 * Partner acquisition as companies use it: the partner landing page /unternehmen with its
 * registration form (spec: authenticated-side §1 "Partner landing page", §4, §5, §8) and the English
 * partner onboarding form /partner-onboarding2 (spec: public-side §2 "Partner onboarding", §4, §5, §8).
 */
import { expect, test, type Page } from "./support/fixtures";
import { queryRows } from "./support/db";

/** Opens a page and waits until its scripts have loaded, so clicks reach the hydrated React app. */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
}

const registrationForm = (page: Page) =>
  page.getByRole("main").getByRole("form", { name: "Jetzt als Partner registrieren" });

test.describe("partner landing /unternehmen", () => {
  test("shows benefits, the 4 steps, the key terms, six FAQ items, no WhatsApp button without a number, and a mailto link", async ({
    page,
  }) => {
    await open(page, "/unternehmen");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    for (const title of ["Faire Provision", "Qualifizierte Leads", "Wachstum"]) {
      await expect(main.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
    for (const step of ["Registrieren", "Verifizierung", "Leads erhalten", "Provision zahlen"]) {
      await expect(main.getByRole("heading", { level: 3, name: new RegExp(`${step}$`) })).toBeVisible();
    }
    // The key terms in figures, not the unmeasured statistics (100+, 95%, 5 partner companies, 24h).
    const terms = main.getByRole("region", { name: "Die Konditionen auf einen Blick" });
    await expect(terms.getByRole("definition")).toHaveText(["0 €", "max. 4", "2–3", "0"]);
    await expect(terms.getByText("Grundgebühr und Vorauszahlung", { exact: true })).toBeVisible();
    const faq = main.getByRole("region", { name: "Häufige Fragen von Unternehmen" });
    await expect(faq.locator("summary")).toHaveCount(6);
    await faq.locator("summary", { hasText: "Gibt es eine Mindestvertragslaufzeit?" }).click();
    await expect(faq.getByText(/jederzeit beenden/)).toBeVisible();

    // No WhatsApp number is entered in the Einstellungen of the e2e database, and none is invented:
    // the WhatsApp button stays hidden (lib/content/partner-landing.ts builds it when one is).
    await expect(main.getByRole("link", { name: /WhatsApp/ })).toHaveCount(0);
    await expect(main.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:.+@.+/);
    // The header navigation stays on this page.
    await expect(page.getByRole("banner").getByRole("link", { name: "Angebote anfordern" })).toBeVisible();
  });

  test("a company registers: the call to action reveals the form, success hides it and stores the registration", async ({
    page,
  }) => {
    const email = `office-${Date.now()}@malerei-steiner.at`;
    await open(page, "/unternehmen");
    const form = registrationForm(page);
    await expect(form).toHaveCount(0);

    await page.getByRole("button", { name: "Jetzt Partner werden" }).click();
    await expect(form).toBeVisible();
    const companyName = form.getByLabel("Firmenname", { exact: true });
    await expect(companyName).toBeFocused();
    await expect(companyName).toBeInViewport();

    await companyName.fill("Malerei Steiner GmbH");
    await form.getByLabel("Ansprechpartner", { exact: true }).fill("Lukas Steiner");
    await form.getByLabel("E-Mail", { exact: true }).fill(email);
    await form.getByLabel("Telefon", { exact: true }).fill("+43 699 12345678");
    await form.getByLabel("Adresse", { exact: true }).fill("Währinger Straße 20");
    await form.getByLabel("PLZ", { exact: true }).fill("1090");
    await form.getByLabel("Stadt", { exact: true }).fill("Wien");
    await form.getByRole("checkbox", { name: "Malerei & Lackierung", exact: true }).click();
    await form.getByRole("checkbox", { name: "Fassadensanierung", exact: true }).click();
    // The GISA number of the fake register's painter (scripts/lib/fake-registers.ts).
    await form.getByLabel("GISA-Zahl", { exact: true }).fill("10000002");
    await form.getByLabel("Berufserfahrung", { exact: true }).selectOption({ label: "11-20 Jahre" });
    await form.getByLabel("Anzahl Mitarbeiter", { exact: true }).selectOption({ label: "2-5 Mitarbeiter" });
    await form
      .getByLabel("Beschreibung Ihres Unternehmens", { exact: true })
      .fill("Malerbetrieb für Altbauwohnungen in Wien, Meisterbetrieb seit 2008.");
    await form.getByRole("checkbox", { name: "Ich akzeptiere die AGB und Datenschutzerklärung" }).click();
    await form.getByRole("button", { name: "Registrierung absenden" }).click();

    await expect(page.getByText("Registrierung erfolgreich!", { exact: true })).toBeVisible();
    await expect(page.getByText("Wir melden uns in Kürze bei Ihnen.")).toBeVisible();
    await expect(form).toHaveCount(0);
    // The GISA check runs as a job; the applicant sees which chosen services the licence allows.
    const result = page.getByRole("region", { name: "Prüfung Ihrer Gewerbeberechtigung" });
    await expect(result.getByText(/Gefunden: Maler und Anstreicher/)).toBeVisible({ timeout: 30_000 });
    await expect(result.getByText("Maler: von Ihrer Gewerbeberechtigung gedeckt")).toBeVisible();

    const rows = await queryRows<Record<string, unknown>>(
      `select company_name, contact_person, phone, address, city, zip_code, services, experience, employees, accept_terms, status,
              gisa_number
         from company_registrations where email = $1`,
      [email],
    );
    expect(rows).toEqual([
      {
        company_name: "Malerei Steiner GmbH",
        contact_person: "Lukas Steiner",
        phone: "+4369912345678",
        address: "Währinger Straße 20",
        city: "Wien",
        zip_code: "1090",
        services: ["maler", "fassadensanierung"],
        experience: "11-20",
        employees: "2-5",
        accept_terms: true,
        status: "pending",
        gisa_number: "10000002",
      },
    ]);
  });

  test("'Abbrechen' hides the form again", async ({ page }) => {
    await open(page, "/unternehmen");
    const form = registrationForm(page);
    const closingCta = page.getByRole("button", { name: "Jetzt registrieren" });
    await closingCta.click();
    await expect(form).toBeVisible();
    await expect(closingCta).toHaveAttribute("aria-expanded", "true");

    await form.getByRole("button", { name: "Abbrechen" }).click();
    await expect(form).toHaveCount(0);
    await expect(closingCta).toHaveAttribute("aria-expanded", "false");
    await expect(closingCta).toBeFocused();
  });

  test("an empty submit shows the German messages at the fields", async ({ page }) => {
    await open(page, "/unternehmen");
    await page.getByRole("button", { name: "Jetzt Partner werden" }).click();
    const form = registrationForm(page);
    await form.getByRole("button", { name: "Registrierung absenden" }).click();
    for (const message of [
      "Firmenname muss mindestens 2 Zeichen haben",
      "Ansprechpartner muss mindestens 2 Zeichen haben",
      "Gültige E-Mail-Adresse erforderlich",
      "Telefonnummer ist erforderlich",
      "Adresse muss mindestens 5 Zeichen haben",
      "PLZ muss mindestens 4 Zeichen haben",
      "Stadt muss mindestens 2 Zeichen haben",
      "Mindestens ein Service muss ausgewählt werden",
      "Die GISA-Zahl besteht aus 5 bis 12 Ziffern (siehe GISA-Auszug)",
      "Bitte wählen Sie Ihre Berufserfahrung aus",
      "Bitte wählen Sie die Anzahl der Mitarbeiter aus",
      "Beschreibung sollte mindestens 20 Zeichen haben",
      "AGB müssen akzeptiert werden",
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.getByLabel("Firmenname", { exact: true })).toBeFocused();
    await expect(form.getByLabel("Firmenname", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(form).toBeVisible();
  });
});

test.describe("partner onboarding", () => {
  test("the WeTransfer link field appears only for the WeTransfer option", async ({ page }) => {
    await open(page, "/partner-onboarding2");
    const main = page.getByRole("main");
    const liability = main.getByRole("group", { name: "Liability insurance", exact: true });
    const link = main.getByLabel("WeTransfer link to your insurance certificate", { exact: true });
    await expect(link).toHaveCount(0);

    await liability.getByRole("checkbox", { name: "Via WeTransfer link", exact: true }).click();
    await expect(link).toBeVisible();
    // Single choice: unchecking the chosen option does nothing.
    await liability.getByRole("checkbox", { name: "Via WeTransfer link", exact: true }).click();
    await expect(liability.getByRole("checkbox", { name: "Via WeTransfer link", exact: true })).toBeChecked();
    await expect(link).toBeVisible();

    await liability.getByRole("checkbox", { name: "Not available", exact: true }).click();
    await expect(liability.getByRole("checkbox", { name: "Via WeTransfer link", exact: true })).not.toBeChecked();
    await expect(link).toHaveCount(0);
    // The other questions' link fields never appeared.
    await expect(main.getByLabel("WeTransfer link to your trade licence", { exact: true })).toHaveCount(0);
    await expect(main.getByLabel("WeTransfer link to your price list", { exact: true })).toHaveCount(0);
  });

  test("a partner submits the English form: success screen and a stored row with consent", async ({ page }) => {
    const companyName = `Danube Drywall ${Date.now()}`;
    await open(page, "/partner-onboarding2");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Partner application" })).toBeVisible();

    await main.getByRole("textbox", { name: "Company name", exact: true }).fill(companyName);
    await main.getByRole("textbox", { name: "Contact person", exact: true }).fill("Peter Horvath");
    await main.getByRole("textbox", { name: "Email", exact: true }).fill("peter@danube-drywall.at");
    await main.getByRole("textbox", { name: "Phone", exact: true }).fill("+43 676 9876543");

    const licence = main.getByRole("group", { name: "Trade licence", exact: true });
    await licence.getByRole("checkbox", { name: "Via WeTransfer link", exact: true }).click();
    await main
      .getByLabel("WeTransfer link to your trade licence", { exact: true })
      .fill("https://we.tl/t-danube-licence");
    await main
      .getByRole("group", { name: "Liability insurance", exact: true })
      .getByRole("checkbox", { name: "Sent by email", exact: true })
      .click();

    const services = main.getByRole("group", { name: "Which services do you offer?", exact: true });
    await services.getByRole("checkbox", { name: "Facade renovation", exact: true }).click();
    await services.getByRole("checkbox", { name: "Painting", exact: true }).click();
    await main.getByRole("radio", { name: "Within one week", exact: true }).click();
    await main.getByRole("radio", { name: "Please create a calendar for us", exact: true }).click();
    await main
      .getByRole("group", { name: "Preferred communication channels", exact: true })
      .getByRole("checkbox", { name: "Email", exact: true })
      .click();
    await main.getByRole("radio", { name: "SEPA bank transfer", exact: true }).click();
    await main.getByRole("radio", { name: "Yes, understood", exact: true }).click();

    // Without consent nothing is sent.
    await main.getByRole("button", { name: "Submit Application" }).click();
    await expect(main.getByText("You must agree to the privacy policy", { exact: true })).toBeVisible();

    await main.getByRole("checkbox", { name: /^I agree to the processing of my data/ }).click();
    await main.getByRole("button", { name: "Submit Application" }).click();

    await expect(page.getByText("Successfully submitted!", { exact: true })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Thank you!" })).toBeVisible();
    await expect(main.getByText(/within 2-3 business days/)).toBeVisible();
    await expect(main.getByRole("button", { name: "Submit Application" })).toHaveCount(0);

    const rows = await queryRows<Record<string, unknown>>(
      `select contact_person, email, business_license, business_license_link, liability, liability_link, services,
              typical_start_time, calendar_sharing, preferred_channels, payment_method, cash_payment_acceptance,
              privacy_consent, status
         from partner_onboarding where company_name = $1`,
      [companyName],
    );
    expect(rows).toEqual([
      {
        contact_person: "Peter Horvath",
        email: "peter@danube-drywall.at",
        business_license: "wetransfer_link",
        business_license_link: "https://we.tl/t-danube-licence",
        liability: "email_sent",
        liability_link: null,
        services: ["fassadensanierung", "maler"],
        typical_start_time: "within_1_week",
        calendar_sharing: "create_platform_calendar",
        preferred_channels: ["email"],
        payment_method: "sepa",
        cash_payment_acceptance: "understood",
        privacy_consent: true,
        status: "pending",
      },
    ]);
  });

  test("the German form has the German texts", async ({ page }) => {
    await open(page, "/partner-onboarding");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Partner-Anmeldung" })).toBeVisible();
    await main.getByRole("button", { name: "Anmeldung absenden" }).click();
    await expect(main.getByText("Sie müssen den Datenschutzbestimmungen zustimmen", { exact: true })).toBeVisible();
  });
});
