/**
 * A company the admin removes from a project stays in the customer's room as one that received the
 * data: "Erhielt Ihre Kontaktdaten am …, entfernt am …" (Vienna dates); the company's dashboard no
 * longer lists the lead and its lead endpoints answer 404.
 */
import { randomBytes } from "node:crypto";
import { expect, test } from "./support/fixtures";
import { companyPage, createCompany, createUser, login, type CompanyAccount } from "./support/accounts";
import { PHONE, roomPathFromOutbox, submitQuiz } from "./support/customer";
import { queryRows } from "./support/db";
import { formatViennaDate } from "../../lib/time/vienna";

const RUN = randomBytes(3).toString("hex");

test("a removed company stays in the room with both dates and leaves the company's dashboard", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const customer = { name: `Rita Entfernt ${RUN}`, email: `e2e-ended-${RUN}@example.at`, phone: "+43 660 5553311" };
  await submitQuiz(page, "maler", "1070", customer);
  await expect(page).toHaveURL(/\/danke$/);
  const projectId = Number(await page.evaluate(() => sessionStorage.getItem("lastProjectId")));
  expect(projectId).toBeGreaterThan(0);
  const roomPath = await roomPathFromOutbox('idempotency_key = $1 and project_id = $2 and $3 = any("to")', [
    `project-confirmation-${projectId}`,
    projectId,
    customer.email,
  ]);

  const company: CompanyAccount = {
    email: `e2e-ended-firma-${RUN}@example.at`,
    password: "firma-geheim-ende",
    name: `Malerei Ende ${RUN}`,
  };
  const companyId = await createCompany(company, "1070 Wien");
  const dashboard = await companyPage(browser, company);

  // The admin assigns the company, then removes it with a reason.
  const admin = { email: `e2e-ended-admin-${RUN}@example.at`, password: "admin-geheim-ende" };
  await createUser(admin.email, admin.password, "admin");
  const adminContext = await browser.newContext();
  try {
    const adminPage = await adminContext.newPage();
    await login(adminPage, "/admin-login", admin.email, admin.password);
    await expect(adminPage).toHaveURL(/\/admin-dashboard$/, { timeout: 15_000 });
    const headers = { origin: baseURL! };
    const assigned = await adminPage.request.post("/api/admin/assign-lead", {
      headers,
      data: { projectId, companyId },
    });
    expect(assigned.status(), await assigned.text()).toBe(201);
    const removed = await adminPage.request.post(`/api/admin/projects/${projectId}/unassign`, {
      headers,
      data: { companyId, reason: "Firma hat keine Kapazität" },
    });
    expect(removed.status(), await removed.text()).toBe(200);
  } finally {
    await adminContext.close();
  }
  const [row] = await queryRows<{ assignedAt: Date; endedAt: Date }>(
    'select assigned_at as "assignedAt", ended_at as "endedAt" from project_assignments where project_id = $1 and company_id = $2',
    [projectId, companyId],
  );
  expect(row!.endedAt).not.toBeNull();

  // The customer's room still names the company, with the day it received the data and the day it was removed.
  const phone = await browser.newContext(PHONE);
  try {
    const room = await phone.newPage();
    expect((await room.goto(roomPath))?.status()).toBe(200);
    const entry = room.getByTestId("room-company").filter({ hasText: company.name });
    await expect(entry.getByTestId("room-company-ended")).toHaveText(
      `Erhielt Ihre Kontaktdaten am ${formatViennaDate(row!.assignedAt)}, entfernt am ${formatViennaDate(row!.endedAt)}.`,
    );
  } finally {
    await phone.close();
  }

  // The company: gone from its lead list, and its lead endpoints answer 404.
  const leads = await dashboard.request.get("/api/company/leads");
  expect(leads.status()).toBe(200);
  expect(((await leads.json()) as { projects: { id: number }[] }).projects.map((lead) => lead.id)).not.toContain(
    projectId,
  );
  expect((await dashboard.request.get(`/api/company/leads/${projectId}/events`)).status()).toBe(404);
  await dashboard.context().close();
});
