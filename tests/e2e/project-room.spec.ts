/**
 * The customer's project room "Mein Projekt" in the browser: the confirmation link opens the room
 * (also without JavaScript), lists the assigned companies, and export and erasure work (companies see
 * "vom Kunden gelöscht"); a bathroom quiz's offers are reached by the e-mail link and the request is
 * withdrawn; links are renewed by e-mail address and revoked after confirmation.
 */
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test, type Browser, type Page } from "./support/fixtures";
import { companyPage, createUser, login, markChecked, open, type CompanyAccount } from "./support/accounts";
import { PHONE, roomPathFromOutbox, submitQuiz } from "./support/customer";
import { queryRows } from "./support/db";
import { PROJECT_LINK_SENT_MESSAGE } from "../../lib/validation/project-room";

/** A suffix that keeps names and e-mails unique when the spec runs twice against one database. */
const RUN = randomBytes(3).toString("hex");

/** A company user and its verified company with public contact details; returns the company id. */
async function companyWithContact(account: CompanyAccount, contact: { phone: string; email: string }): Promise<number> {
  const userId = await createUser(account.email, account.password, "company");
  const [company] = await queryRows<{ id: number }>(
    "insert into companies (user_id, name, verified, verified_at, services, city, contact_phone, contact_email) values ($1, $2, true, now(), $3, '1070 Wien', $4, $5) returning id",
    [userId, account.name, ["Maler"], contact.phone, contact.email],
  );
  await markChecked(company!.id);
  return company!.id;
}

/** Logs a new admin in on a page of its own and assigns `companyIds` to project `projectId` through the admin API. */
async function assignAsAdmin(browser: Browser, baseURL: string, projectId: number, companyIds: number[]) {
  const admin = { email: `e2e-room-admin-${RUN}@example.at`, password: "admin-geheim-raum" };
  await createUser(admin.email, admin.password, "admin");
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await login(page, "/admin-login", admin.email, admin.password);
    await expect(page).toHaveURL(/\/admin-dashboard$/, { timeout: 15_000 });
    for (const companyId of companyIds) {
      const answer = await page.request.post("/api/admin/assign-lead", {
        headers: { origin: baseURL },
        data: { projectId, companyId },
      });
      expect(answer.status(), await answer.text()).toBe(201);
    }
  } finally {
    await context.close();
  }
}

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test.describe("on a 360 px wide phone", () => {
  test.use(PHONE);

  test("painter quiz → e-mail link in a second browser → the two assigned companies → download → delete → companies see 'vom Kunden gelöscht'", async ({
    page,
    browser,
    baseURL,
    consoleGuard,
  }) => {
    // Quiz, admin login, two assignments, three more browsers and two company logins.
    test.setTimeout(180_000);
    const customer = { name: `Karl Raumtest ${RUN}`, email: `e2e-room-${RUN}@example.at`, phone: "+43 660 5557788" };
    const companyA: CompanyAccount = {
      email: `e2e-room-a-${RUN}@example.at`,
      password: "firma-geheim-raum-a",
      name: `Malerei Brandl ${RUN}`,
    };
    const companyB: CompanyAccount = {
      email: `e2e-room-b-${RUN}@example.at`,
      password: "firma-geheim-raum-b",
      name: `Farbwerk Huber ${RUN}`,
    };
    const contactA = { phone: "+43 1 555 12 34", email: `office-a-${RUN}@example.at` };
    const contactB = { phone: "0664 123 45 67", email: `office-b-${RUN}@example.at` };

    // The customer submits the painter quiz; the thank-you page names the e-mail.
    await submitQuiz(page, "maler", "1070", customer);
    await expect(page).toHaveURL(/\/danke$/);
    await expect(page.getByRole("heading", { name: "Bestätigung per E-Mail" })).toBeVisible();
    const projectId = Number(await page.evaluate(() => sessionStorage.getItem("lastProjectId")));
    expect(projectId).toBeGreaterThan(0);
    const roomPath = await roomPathFromOutbox('idempotency_key = $1 and project_id = $2 and $3 = any("to")', [
      `project-confirmation-${projectId}`,
      projectId,
      customer.email,
    ]);

    // The admin assigns two companies.
    const companyAId = await companyWithContact(companyA, contactA);
    const companyBId = await companyWithContact(companyB, contactB);
    await assignAsAdmin(browser, baseURL!, projectId, [companyAId, companyBId]);

    // The link opens the room in a second browser (the customer's other phone).
    const phone = await browser.newContext({ ...PHONE, acceptDownloads: true });
    try {
      const room = await phone.newPage();
      const response = await room.goto(roomPath, { waitUntil: "networkidle" });
      expect(response?.status()).toBe(200);
      expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
      await expect(room.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(room.getByRole("heading", { level: 1 })).toHaveText("Maler in 1070");
      const [confirmed] = await queryRows<{ confirmed: boolean }>(
        "select email_confirmed_at is not null as confirmed from projects where id = $1",
        [projectId],
      );
      expect(confirmed!.confirmed).toBe(true);

      const request = room.getByRole("region", { name: "Ihre Anfrage" });
      await expect(request).toContainText(customer.name);
      await expect(request).toContainText(customer.email);
      await expect(request).toContainText(/Sie haben am \d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr der Weitergabe/);
      await expect(request).toContainText("in der Fassung 2026-12");
      await expect(room.getByTestId("room-step-selected")).toHaveAttribute("data-reached", "true");

      const companies = room.getByTestId("room-company");
      await expect(companies).toHaveCount(2);
      // Older rows hold the number as typed: shown nationally, dialled in E.164.
      for (const [index, [account, contact, shown, tel]] of (
        [
          [companyA, contactA, "01 5551234", "tel:+4315551234"],
          [companyB, contactB, "0664 1234567", "tel:+436641234567"],
        ] as const
      ).entries()) {
        const card = companies.nth(index);
        await expect(card.getByRole("heading", { name: account.name })).toBeVisible();
        await expect(card).toContainText("Partner seit");
        // These companies were approved on an admin's word (support/accounts.ts markChecked), without a GISA
        // answer: never called "geprüft", while their accepted insurance is listed.
        const checks = card.getByTestId("room-company-checks");
        await expect(checks).toContainText("Registerprüfung nicht abgeschlossen");
        await expect(checks).toContainText("Haftpflicht bis 31.12.2099");
        await expect(checks).not.toContainText("GISA geprüft");
        await expect(card).toContainText("Meldet sich bei Ihnen");
        await expect(card.getByRole("link", { name: shown })).toHaveAttribute("href", tel);
        await expect(card.getByRole("link", { name: contact.email })).toHaveAttribute(
          "href",
          `mailto:${contact.email}`,
        );
      }
      expect(await scrollWidth(room)).toBeLessThanOrEqual(360);

      // The same room reads without JavaScript.
      const noScript = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
      try {
        const plain = await noScript.newPage();
        await plain.goto(roomPath);
        await expect(plain.getByRole("heading", { level: 1 })).toHaveText("Maler in 1070");
        await expect(plain.getByTestId("room-company")).toHaveCount(2);
        await expect(plain.getByRole("link", { name: "Meine Daten herunterladen" })).toHaveAttribute(
          "href",
          `/api${roomPath}/export`,
        );
      } finally {
        await noScript.close();
      }

      // "Meine Daten herunterladen": one JSON file with the project.
      const downloading = room.waitForEvent("download");
      await room.getByRole("link", { name: "Meine Daten herunterladen" }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`meine-daten-projekt-${projectId}.json`);
      const exported = JSON.parse(await readFile((await download.path())!, "utf8")) as {
        project: {
          id: number;
          name: string;
          email: string;
          phone: string;
          serviceType: string;
          assignments: { company: { name: string } }[];
        };
      };
      expect(exported.project).toMatchObject({
        id: projectId,
        name: customer.name,
        email: customer.email,
        phone: "+436605557788",
        serviceType: "maler",
      });
      expect(exported.project.assignments.map((assignment) => assignment.company.name).sort()).toEqual(
        [companyA.name, companyB.name].sort(),
      );

      // "Meine Daten löschen": the dialog says it cannot be undone; Abbrechen keeps everything.
      await room.getByRole("button", { name: "Meine Daten löschen" }).click();
      const dialog = room.getByRole("dialog", { name: "Meine Daten endgültig löschen?" });
      await expect(dialog).toContainText("Das kann nicht rückgängig gemacht werden.");
      await dialog.getByRole("button", { name: "Abbrechen" }).click();
      await expect(dialog).toHaveCount(0);
      await room.getByRole("button", { name: "Meine Daten löschen" }).click();
      await dialog.getByRole("button", { name: "Endgültig löschen" }).click();
      await expect(room.getByRole("heading", { level: 1, name: "Ihre Daten wurden gelöscht" })).toBeFocused();
      await expect(room.getByText(customer.name)).toHaveCount(0);
      const [erased] = await queryRows<{ erased: boolean; name: string; email: string }>(
        "select erased_at is not null as erased, name, email from projects where id = $1",
        [projectId],
      );
      expect(erased).toMatchObject({ erased: true });
      expect(erased!.name).not.toContain("Raumtest");
      expect(erased!.email).not.toBe(customer.email);

      // The link no longer works: the same 404 as any wrong link, with the link request.
      consoleGuard.allowFailedLoad(404, roomPath);
      const gone = await room.goto(roomPath);
      expect(gone?.status()).toBe(404);
      await expect(room.getByRole("heading", { name: "Projekt nicht gefunden" })).toBeVisible();
      await expect(room.getByRole("button", { name: "Links anfordern" })).toBeVisible();
      expect(await scrollWidth(room)).toBeLessThanOrEqual(360);
    } finally {
      await phone.close();
    }

    // Each company's dashboard shows the lead as erased by the customer, without the name.
    for (const account of [companyA, companyB]) {
      const dashboard = await companyPage(browser, account);
      const main = dashboard.getByRole("main");
      await expect(main.getByText("vom Kunden gelöscht", { exact: true }).first()).toBeVisible();
      await expect(main.getByText(customer.name)).toHaveCount(0);
      await dashboard.context().close();
    }
  });
});

test("bathroom quiz → offers page; the e-mail link in a second browser → 'Angebote ansehen' → the three tiers; withdrawal; a new link by e-mail from a browser without the cookie", async ({
  page,
  browser,
  consoleGuard,
}) => {
  // Two offer pages waiting for the worker and three browsers.
  test.setTimeout(150_000);
  const customer = { name: `Berta Badtest ${RUN}`, email: `e2e-room-bad-${RUN}@example.at`, phone: "+43 660 4443322" };
  const tiers = ["Budget-Renovierung", "Standard-Renovierung", "Premium-Renovierung"];

  // The customer's own browser (1280 px) ends on the offers page of the new project.
  await submitQuiz(page, "badrenovierung", "1160", customer);
  await expect(page).toHaveURL(/\/badezimmer-angebote\/\d+$/);
  const projectId = Number(page.url().split("/").pop());
  await expect(page.getByTestId("offer-card")).toHaveCount(3, { timeout: 20_000 });
  const roomPath = await roomPathFromOutbox("idempotency_key = $1", [`project-confirmation-${projectId}`]);

  // A second browser opens the e-mail link and the offers through "Angebote ansehen".
  const laptop = await browser.newContext();
  try {
    const room = await laptop.newPage();
    await open(room, roomPath);
    await expect(room.getByRole("heading", { level: 1 })).toHaveText("Badrenovierung in 1160");
    await expect(room.getByTestId("room-company")).toHaveCount(0);
    await expect(room.getByRole("region", { name: "Betriebe mit Ihren Kontaktdaten" })).toContainText(
      "Noch hat kein Betrieb Ihre Kontaktdaten erhalten.",
    );
    expect(await scrollWidth(room)).toBeLessThanOrEqual(1280);
    await room
      .getByRole("region", { name: "Ihre Badezimmer-Angebote" })
      .getByRole("link", { name: "Angebote ansehen" })
      .click();
    await expect(room).toHaveURL(new RegExp(`/badezimmer-angebote/${projectId}$`));
    const cards = room.getByTestId("offer-card");
    await expect(cards).toHaveCount(3, { timeout: 20_000 });
    await expect(cards.getByRole("heading")).toHaveText(tiers);
    await expect(room.getByText(customer.name)).toBeVisible();

    // Back in the room: "Anfrage zurückziehen" after the confirmation shows the withdrawn state.
    await open(room, roomPath);
    await room.getByRole("button", { name: "Anfrage zurückziehen" }).click();
    const dialog = room.getByRole("dialog", { name: "Anfrage zurückziehen?" });
    await dialog.getByRole("button", { name: "Anfrage zurückziehen" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(room.getByRole("heading", { name: "Anfrage zurückgezogen" })).toBeVisible();
    await expect(room.locator("#room-withdrawn")).toBeFocused();
    await expect(room.getByRole("button", { name: "Anfrage zurückziehen" })).toHaveCount(0);
    const [withdrawn] = await queryRows<{ withdrawn: boolean }>(
      "select consent_withdrawn_at is not null as withdrawn from projects where id = $1",
      [projectId],
    );
    expect(withdrawn!.withdrawn).toBe(true);

    // A phone without the access cookie: the offers page offers the link by e-mail.
    consoleGuard.allowFailedLoad(404, new RegExp(`/api/(projects|bathroom-offers)/${projectId}`));
    const stranger = await browser.newContext(PHONE);
    try {
      const other = await stranger.newPage();
      await open(other, `/badezimmer-angebote/${projectId}`);
      await expect(other.getByRole("heading", { name: "Angebot nicht gefunden" })).toBeVisible();
      await expect(other.getByText(customer.name)).toHaveCount(0);
      await expect(other.getByRole("link", { name: "Links mit meiner E-Mail-Adresse anfordern" })).toHaveAttribute(
        "href",
        "/mein-projekt",
      );
      await other.getByRole("button", { name: "Link per E-Mail senden" }).click();
      await expect(other.getByRole("status")).toHaveText(PROJECT_LINK_SENT_MESSAGE);
      expect(await scrollWidth(other)).toBeLessThanOrEqual(360);

      // The new link (to the address of the project) opens the room there; the old one still works.
      const newPath = await roomPathFromOutbox(
        "project_id = $1 and subject = 'Ihre Links zu „Mein Projekt“' and $2 = any(\"to\")",
        [projectId, customer.email],
      );
      expect(newPath).not.toBe(roomPath);
      await open(other, newPath);
      await expect(other.getByRole("heading", { level: 1 })).toHaveText("Badrenovierung in 1160");
      await expect(other.getByRole("heading", { name: "Anfrage zurückgezogen" })).toBeVisible();
      expect((await room.goto(roomPath))?.status()).toBe(200);
      await expect(room.getByRole("heading", { level: 1 })).toHaveText("Badrenovierung in 1160");
    } finally {
      await stranger.close();
    }
  } finally {
    await laptop.close();
  }
});

test("renew with the e-mail address alone, then revoke the old link and, after a warning, the one in use", async ({
  page,
  browser,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  const customer = {
    name: `Rita Linktest ${RUN}`,
    email: `e2e-room-links-${RUN}@example.at`,
    phone: "+43 660 3332211",
  };
  await submitQuiz(page, "maler", "1070", customer);
  await expect(page).toHaveURL(/\/danke$/);
  const projectId = Number(await page.evaluate(() => sessionStorage.getItem("lastProjectId")));
  const firstPath = await roomPathFromOutbox("idempotency_key = $1", [`project-confirmation-${projectId}`]);

  // Another browser knows only the address: the form answers alike and e-mails a new link.
  const phone = await browser.newContext(PHONE);
  try {
    const room = await phone.newPage();
    await open(room, "/mein-projekt");
    await room.getByLabel("E-Mail-Adresse").fill(customer.email);
    await room.getByRole("button", { name: "Links anfordern" }).click();
    await expect(room.getByRole("status")).toContainText("Links zu „Mein Projekt“ geschickt");
    const newPath = await roomPathFromOutbox("project_id = $1 and subject = 'Ihre Links zu „Mein Projekt“'", [
      projectId,
    ]);
    expect(newPath).not.toBe(firstPath);

    // The room lists both links; the one in use is marked.
    await open(room, newPath);
    const links = room.getByTestId("room-link");
    await expect(links).toHaveCount(2);
    await expect(links.first()).toContainText("Diesen Link verwenden Sie gerade");
    await expect(links.nth(1)).toContainText("Erstellt am");
    expect(await scrollWidth(room)).toBeLessThanOrEqual(360);

    // Revoking the old link asks first; "Abbrechen" keeps it.
    await links.nth(1).getByRole("button", { name: "Link widerrufen" }).click();
    let dialog = room.getByRole("dialog", { name: "Link widerrufen?" });
    await expect(dialog).toContainText("Ihre anderen Links bleiben gültig");
    await dialog.getByRole("button", { name: "Abbrechen" }).click();
    await expect(links).toHaveCount(2);
    await links.nth(1).getByRole("button", { name: "Link widerrufen" }).click();
    dialog = room.getByRole("dialog", { name: "Link widerrufen?" });
    await dialog.getByRole("button", { name: "Link widerrufen" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(links).toHaveCount(1);
    consoleGuard.allowFailedLoad(404, firstPath);
    expect((await page.goto(firstPath))?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Projekt nicht gefunden" })).toBeVisible();

    // The link in use: a warning, then the room is gone for it and the page leads to the form.
    await links.first().getByRole("button", { name: "Link widerrufen" }).click();
    dialog = room.getByRole("dialog", { name: "Link widerrufen?" });
    await expect(dialog).toContainText("Das ist der Link, mit dem Sie diese Seite gerade geöffnet haben");
    await dialog.getByRole("button", { name: "Trotzdem widerrufen" }).click();
    await expect(room).toHaveURL(/\/mein-projekt$/);
    consoleGuard.allowFailedLoad(404, newPath);
    expect((await room.goto(newPath))?.status()).toBe(404);
  } finally {
    await phone.close();
  }
});
