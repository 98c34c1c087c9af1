/**
 * Visual check of every admin section at 360 and 1280 px (sections from
 * lib/domain/admin-sections.ts, checks in ./visual.ts). A few rows make the tables show: an
 * unassigned lead, a registration, a partner onboarding record, an advertising request and a
 * contact message. Main action: on Projekte and Firmenanmeldungen the first entry (phone) or its
 * "zuweisen"/"Freigeben" button (desktop), elsewhere the section heading. Each width logs in once (password and TOTP).
 */
import { randomBytes } from "node:crypto";
import { expect, test, type Locator, type Page } from "./support/fixtures";
import { ADMIN_SECTIONS, adminSectionPath, type AdminSectionKey } from "../../lib/domain/admin-sections";
import { createUser, login } from "./support/accounts";
import { queryRows } from "./support/db";
import { WIDTHS, heading, insertLead, visitAndCheck } from "./support/visual";

/** A suffix that keeps names and e-mails unique when the spec runs twice against one database. */
const RUN = randomBytes(3).toString("hex");
const ADMIN = { email: `e2e-visual-admin-${RUN}@example.at`, password: "admin-geheim-visual" };

/** The first entry of the section's list (a table row; a card on phones). */
const firstEntry = (page: Page) => page.getByRole("main").locator("tbody tr");

/**
 * Sections whose main action is not the heading: on a phone the first entry of the list, on a
 * desktop the first entry's decision button (status and decisions in view).
 */
const MAIN_ACTIONS: Partial<Record<AdminSectionKey, (page: Page) => Locator>> = {
  projects: (page) => (isPhone(page) ? firstEntry(page) : firstEntry(page).getByRole("button", { name: /zuweisen$/ })),
  registrations: (page) =>
    isPhone(page) ? firstEntry(page) : firstEntry(page).getByRole("button", { name: /^Freigeben/ }),
};

function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) < 768;
}

test.use({ trace: "off" });

test.beforeAll(async () => {
  await createUser(ADMIN.email, ADMIN.password, "admin");
  // The newest lead and registration: the first entries of their lists (newest first), still undecided.
  await insertLead({ name: "Friederike Unzugewiesen-Pichler", email: `friederike.${RUN}@example.at`, hoursAgo: 0 });
  await queryRows(
    `insert into company_registrations (company_name, contact_person, email, phone, address, city, zip_code, services, experience, employees, description, accept_terms)
     values ($1, 'Martina Gruber', $2, '+43 1 987 65 43', 'Ottakringer Straße 100', 'Wien', '1160', $3, '6-10', '2-5', 'Fliesenlegerbetrieb mit Schwerpunkt Bad und Küche.', true)`,
    [
      `Fliesen Gruber Visual ${RUN} KG`,
      `e2e-visual-registration-${RUN}@example.at`,
      ["Fliesenleger", "Badrenovierung"],
    ],
  );
  await queryRows(
    `insert into partner_onboarding (company_name, contact_person, email, phone, business_license, business_license_link, services, preferred_channels, typical_start_time, privacy_consent)
     values ($1, 'Jan Novak', $2, '+43 660 5556677', 'wetransfer_link', 'https://we.tl/t-gewerbeschein', $3, $4, '2_4_weeks', true)`,
    [
      `Elektro Novak Visual ${RUN} e.U.`,
      `e2e-visual-onboarding-${RUN}@example.at`,
      ["elektro", "badrenovierung"],
      ["whatsapp", "telefon"],
    ],
  );
  const [company] = await queryRows<{ id: number }>(
    "insert into companies (name, verified) values ($1, true) returning id",
    [`Maler Berger Visual ${RUN} GmbH`],
  );
  await queryRows(
    "insert into advertising_requests (company_id, category, availability) values ($1, 'Malerarbeiten', $2)",
    [company!.id, JSON.stringify([{ startDate: "2099-03-01", endDate: "2099-03-31", incentive: "5 % Rabatt" }])],
  );
  await queryRows(
    "insert into contact_messages (name, email, subject, message) values ('Helga Visuell', $1, 'Frage zu meiner Anfrage', $2)",
    [
      `helga.${RUN}@example.at`,
      "Guten Tag, ich habe vor zwei Tagen eine Anfrage gestellt und wollte fragen, wann sich ein Betrieb meldet.",
    ],
  );
});

for (const width of WIDTHS) {
  test.describe(`admin at ${width.name}`, () => {
    test.use(width.use);

    test(`every admin section holds at ${width.name}`, async ({ page }) => {
      test.setTimeout(240_000);
      await login(page, "/admin-login", ADMIN.email, ADMIN.password);
      await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 15_000 });
      for (const section of ADMIN_SECTIONS) {
        const path = adminSectionPath(section.key);
        await visitAndCheck(
          page,
          { name: `admin ${section.key}`, path, mainAction: MAIN_ACTIONS[section.key] ?? heading },
          "networkidle",
        );
      }
      await visitAndCheck(
        page,
        { name: "admin password", path: "/admin-dashboard/passwort", mainAction: heading },
        "networkidle",
      );
    });
  });
}
