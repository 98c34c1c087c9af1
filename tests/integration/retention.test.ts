/**
 * Retention as /datenschutz states it: `runRetention(now)` with a clock moved to 2020–2023 (before any
 * row of other files) deletes each kind of data after its period and keeps what is younger, active,
 * approved or pending; closedAt follows the companies' lead statuses; consent withdrawal closes the
 * project and blocks further assignments with a German 409.
 */
import { POST as postAssign } from "@/app/api/admin/assign-lead/route";
import { POST as postWithdraw } from "@/app/api/admin/projects/[id]/withdraw-consent/route";
import { ASSIGN_ERRORS } from "@/lib/projects/errors";
import { updateLeadStatus } from "@/lib/data/company-leads";
import { closeDb, getDb } from "@/lib/db";
import { runRetention } from "@/lib/retention/retention";
import { createAdminAccount, createCompanyAccount } from "../support/auth";
import { viennaMonthOf } from "@/lib/time/vienna";
import { CHECKED_COMPANY } from "../support/checked-company";

const BASE = "http://localhost:3000";
const DAY = 24 * 60 * 60 * 1000;
/** The moved clock's origin. */
const T = new Date("2020-01-15T10:00:00Z");
const at = (days: number) => new Date(T.getTime() + days * DAY);
/** `date` plus whole calendar years/months (UTC), as the retention rules count them. */
function plus(
  date: Date,
  { years = 0, months = 0, days = 0 }: { years?: number; months?: number; days?: number },
): Date {
  const result = new Date(date.getTime());
  result.setUTCFullYear(result.getUTCFullYear() + years, result.getUTCMonth() + months, result.getUTCDate() + days);
  return result;
}

let counter = 0;
const unique = () => `${Date.now()}-${(counter += 1)}`;

async function insertProject(
  data: { closedAt?: Date | null; createdAt?: Date; consentWithdrawnAt?: Date | null } = {},
) {
  const id = unique();
  return getDb().project.create({
    data: {
      serviceType: "badrenovierung",
      zipCode: "1070",
      name: `Retention ${id}`,
      email: `retention-${id}@example.at`,
      phone: "0660 1234567",
      privacyPolicyVersion: "2025-07",
      createdAt: data.createdAt ?? at(-30),
      closedAt: data.closedAt ?? null,
      consentWithdrawnAt: data.consentWithdrawnAt ?? null,
    },
  });
}

async function insertRegistration(status: string, processedAt: Date | null) {
  const id = unique();
  return getDb().companyRegistration.create({
    data: {
      companyName: `Firma ${id}`,
      contactPerson: "Max Muster",
      email: `reg-${id}@example.at`,
      phone: "0660 1111111",
      address: "Gasse 1",
      city: "Wien",
      zipCode: "1010",
      experience: "10",
      employees: "5",
      description: "Beschreibung",
      status,
      processedAt,
      createdAt: at(-400),
    },
  });
}

const insertOnboarding = (status: string, processedAt: Date | null) =>
  getDb().partnerOnboarding.create({
    data: { companyName: `Onboarding ${unique()}`, status, processedAt, createdAt: at(-400) },
  });

const exists = {
  project: async (id: number) => (await getDb().project.count({ where: { id } })) === 1,
  contact: async (id: number) => (await getDb().contactMessage.count({ where: { id } })) === 1,
  registration: async (id: number) => (await getDb().companyRegistration.count({ where: { id } })) === 1,
  onboarding: async (id: number) => (await getDb().partnerOnboarding.count({ where: { id } })) === 1,
};

afterAll(async () => {
  await closeDb();
});

describe("runRetention with a moved clock", () => {
  it("deletes and blanks exactly what the privacy policy promises, and keeps the rest", async () => {
    const db = getDb();
    const now = plus(T, { years: 3, days: 5 });
    // Integration files share one database: first sweep away what earlier files left that is already
    // due at `now`, so the counts below are exactly this test's rows.
    await runRetention(now);
    const company = await db.company.create({
      data: { name: `Retention GmbH ${unique()}`, verified: true, ...CHECKED_COMPANY },
    });

    // Projects: closed at T (with assignment, offer and selection), closed 10 days later, never closed.
    const closedEarly = await insertProject({ closedAt: T, createdAt: at(-60) });
    await db.projectAssignment.create({
      data: { projectId: closedEarly.id, companyId: company.id, status: "Verloren" },
    });
    const offer = await db.bathroomOffer.create({
      data: { projectId: closedEarly.id, uniqueLinkId: `ret${unique()}`.slice(0, 32), status: "approved" },
    });
    await db.offerSelection.create({ data: { offerId: offer.id, selectedTier: "standard" } });
    const closedLater = await insertProject({ closedAt: at(10), createdAt: at(-60) });
    // Its links: one unused for 12 months (deleted), one used 11 months ago and one revoked (deleted).
    const staleLink = await db.projectRoomLink.create({
      data: { projectId: closedLater.id, tokenHash: `stale${unique()}`.padEnd(64, "0"), createdAt: at(-60) },
    });
    const usedLink = await db.projectRoomLink.create({
      data: {
        projectId: closedLater.id,
        tokenHash: `used${unique()}`.padEnd(64, "0"),
        createdAt: at(-60),
        lastUsedAt: plus(now, { months: -11 }),
      },
    });
    const revokedLink = await db.projectRoomLink.create({
      data: {
        projectId: closedLater.id,
        tokenHash: `revoked${unique()}`.padEnd(64, "0"),
        createdAt: plus(now, { days: -3 }),
        revokedAt: plus(now, { days: -1 }),
      },
    });
    // Assignment still "Offen", nothing happened for 12 months: closed now, deleted 3 years later.
    const inactive = await insertProject({ closedAt: null, createdAt: at(-2000) });
    await db.projectAssignment.create({
      data: { projectId: inactive.id, companyId: company.id, status: "Offen", assignedAt: at(-2000) },
    });
    // Also still "Offen", but the company changed its status 11 months ago: active, stays open.
    const active = await insertProject({ closedAt: null, createdAt: at(-2000) });
    const activeAssignment = await db.projectAssignment.create({
      data: { projectId: active.id, companyId: company.id, status: "Offen", assignedAt: at(-2000) },
    });
    await db.assignmentEvent.create({
      data: {
        assignmentId: activeAssignment.id,
        kind: "status",
        fromStatus: "Verloren",
        toStatus: "Offen",
        createdAt: plus(now, { months: -11 }),
      },
    });
    // Never reached any company: deleted 3 years after submission, like a closed one.
    const unassignedOld = await insertProject({ closedAt: null, createdAt: at(-30) });
    const unassignedRecent = await insertProject({ closedAt: null, createdAt: at(30) });
    // A logout whose token expired long ago, and one still running.
    const endedExpired = await db.endedSession.create({
      data: { sessionId: `ret-exp-${unique()}`, userId: 1, expiresAt: at(-1) },
    });
    // A rate-limit window that ended long before the run, and one that ends after it.
    const oldWindow = await db.rateLimit.create({ data: { key: `ret-old-${unique()}`, points: 3, expire: at(-1) } });
    const openWindow = await db.rateLimit.create({
      data: { key: `ret-open-${unique()}`, points: 1, expire: new Date(now.getTime() + 60_000) },
    });

    // Contact messages: received at T and 10 days later.
    const oldMessage = await db.contactMessage.create({
      data: { name: "A", email: "a@example.at", subject: "Alt", message: "…", createdAt: T },
    });
    const newerMessage = await db.contactMessage.create({
      data: { name: "B", email: "b@example.at", subject: "Neuer", message: "…", createdAt: at(10) },
    });

    const sevenMonthsAgo = plus(now, { months: -7 });
    const fiveMonthsAgo = plus(now, { months: -5 });
    const rejectedOld = await insertRegistration("rejected", sevenMonthsAgo);
    const rejectedRecent = await insertRegistration("rejected", fiveMonthsAgo);
    const approvedOld = await insertRegistration("approved", sevenMonthsAgo);
    const pendingOld = await insertRegistration("pending", null);
    const onboardingRejectedOld = await insertOnboarding("rejected", sevenMonthsAgo);
    const onboardingRejectedRecent = await insertOnboarding("rejected", fiveMonthsAgo);
    const onboardingApprovedOld = await insertOnboarding("approved", sevenMonthsAgo);

    // E-mails: sent 31 and 29 days before `now`.
    const key = unique();
    const oldMail = await db.emailOutbox.create({
      data: {
        to: ["x@example.at"],
        subject: "Alt",
        text: "enc:v1:alt",
        html: "enc:v1:alt-html",
        idempotencyKey: `ret-old-${key}`,
        status: "sent",
        sentAt: plus(now, { days: -31 }),
      },
    });
    const recentMail = await db.emailOutbox.create({
      data: {
        to: ["y@example.at"],
        subject: "Neu",
        text: "enc:v1:neu",
        idempotencyKey: `ret-new-${key}`,
        status: "sent",
        sentAt: plus(now, { days: -29 }),
      },
    });
    // Sent 91 days ago: recipient and subject go too. Sent 2 days ago, about the project closed at T: erased with it.
    const oldestMail = await db.emailOutbox.create({
      data: {
        to: ["z@example.at"],
        subject: "Uralt",
        text: "",
        replyTo: "r@example.at",
        idempotencyKey: `ret-oldest-${key}`,
        status: "sent",
        sentAt: plus(now, { days: -91 }),
      },
    });
    const projectMail = await db.emailOutbox.create({
      data: {
        to: ["kunde@example.at"],
        subject: "Ihr Angebot",
        text: "enc:v1:x",
        idempotencyKey: `ret-project-${key}`,
        status: "sent",
        sentAt: plus(now, { days: -2 }),
        projectId: closedEarly.id,
      },
    });

    const counts = await runRetention(now);
    expect(counts).toMatchObject({
      projects: 2,
      projectsClosed: 1,
      emailRecipientsErased: 2,
      contactMessages: 1,
      companyRegistrations: 1,
      partnerOnboarding: 1,
    });
    expect(counts.emailBodiesBlanked).toBe(2);
    expect(counts.roomLinks).toBe(2);
    const links = await db.projectRoomLink.findMany({
      where: { id: { in: [staleLink.id, usedLink.id, revokedLink.id] } },
      select: { id: true },
    });
    expect(links.map((link) => link.id)).toEqual([usedLink.id]);
    expect(counts.endedSessions).toBeGreaterThanOrEqual(1);
    expect(await db.endedSession.count({ where: { sessionId: endedExpired.sessionId } })).toBe(0);
    expect(counts.rateLimits).toBeGreaterThanOrEqual(1);
    expect(await db.rateLimit.count({ where: { key: { in: [oldWindow.key, openWindow.key] } } })).toBe(1);
    expect(await exists.project(unassignedOld.id)).toBe(false);
    expect(await exists.project(unassignedRecent.id)).toBe(true);

    // Gone: the project closed more than 3 years ago, with its assignments, offers and selections.
    expect(await exists.project(closedEarly.id)).toBe(false);
    expect(await db.projectAssignment.count({ where: { projectId: closedEarly.id } })).toBe(0);
    expect(await db.bathroomOffer.count({ where: { id: offer.id } })).toBe(0);
    expect(await db.offerSelection.count({ where: { offerId: offer.id } })).toBe(0);
    expect(await exists.contact(oldMessage.id)).toBe(false);
    expect(await exists.registration(rejectedOld.id)).toBe(false);
    expect(await exists.onboarding(onboardingRejectedOld.id)).toBe(false);
    // Stays: younger, closed only now, still active, approved, pending; the company itself.
    expect(await exists.project(closedLater.id)).toBe(true);
    expect(await db.project.findUniqueOrThrow({ where: { id: inactive.id } })).toMatchObject({ closedAt: now });
    expect(await db.project.findUniqueOrThrow({ where: { id: active.id } })).toMatchObject({ closedAt: null });
    expect(await exists.contact(newerMessage.id)).toBe(true);
    for (const id of [rejectedRecent.id, approvedOld.id, pendingOld.id])
      expect(await exists.registration(id)).toBe(true);
    for (const id of [onboardingRejectedRecent.id, onboardingApprovedOld.id])
      expect(await exists.onboarding(id)).toBe(true);
    expect(await db.company.count({ where: { id: company.id } })).toBe(1);
    // E-mail bodies: blanked 30 days after sending, recipient and subject kept.
    expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: oldMail.id } })).toMatchObject({
      text: "",
      html: null,
      blankedAt: now,
      to: ["x@example.at"],
      subject: "Alt",
    });
    expect(await db.emailOutbox.findUniqueOrThrow({ where: { id: recentMail.id } })).toMatchObject({
      text: "enc:v1:neu",
      blankedAt: null,
    });
    // Recipient, reply-to and subject: erased 90 days after sending, and at once with a deleted project.
    for (const id of [oldestMail.id, projectMail.id]) {
      expect(await db.emailOutbox.findUniqueOrThrow({ where: { id } })).toMatchObject({
        to: ["gelöscht"],
        replyTo: null,
        subject: "",
        text: "",
        html: null,
      });
    }

    // The clock moves on 10 days: the later project and message follow; a second run is idempotent.
    const later = plus(now, { days: 10 });
    const second = await runRetention(later);
    expect(second).toMatchObject({ projects: 1, contactMessages: 1, emailBodiesBlanked: 1 });
    expect(await exists.project(unassignedRecent.id)).toBe(true);
    expect(await exists.project(closedLater.id)).toBe(false);
    expect(await exists.contact(newerMessage.id)).toBe(false);
    expect(await exists.project(inactive.id)).toBe(true);
    expect(await runRetention(later)).toMatchObject({
      projects: 0,
      projectsClosed: 0,
      emailRecipientsErased: 0,
      contactMessages: 0,
      companyRegistrations: 0,
      partnerOnboarding: 0,
      emailBodiesBlanked: 0,
    });

    // 3 years after its closing the inactive project is deleted; the active one is closed by then.
    await runRetention(plus(now, { years: 3, days: 1 }));
    expect(await exists.project(inactive.id)).toBe(false);
    expect(await db.project.findUniqueOrThrow({ where: { id: active.id } })).toMatchObject({
      closedAt: plus(now, { years: 3, days: 1 }),
    });
  });

  it("keeps a project closed exactly 3 years ago until the day has passed", async () => {
    const project = await insertProject({ closedAt: at(100) });
    await runRetention(plus(at(100), { years: 3, days: -1 }));
    expect(await exists.project(project.id)).toBe(true);
    await runRetention(plus(at(100), { years: 3, days: 1 }));
    expect(await exists.project(project.id)).toBe(false);
  });
});

describe("review reports", () => {
  it("deletes a decided report 3 years after the decision and keeps open and younger ones", async () => {
    const db = getDb();
    const company = await db.company.create({ data: { name: `Bewertet GmbH ${unique()}`, verified: true } });
    const review = await db.review.create({
      data: {
        companyId: company.id,
        rating: 4,
        title: "Gut",
        body: "Sauber gearbeitet, pünktlich fertig.",
        authorName: "Anna M.",
        serviceType: "malerarbeiten",
        jobMonth: "2020-01",
      },
    });
    const report = (decidedAt: Date | null) =>
      db.reviewReport.create({
        data: {
          reviewId: review.id,
          reason: "Unpassender Inhalt, bitte prüfen",
          reporterEmail: "melder@example.at",
          decision: decidedAt ? "kept" : null,
          decisionReason: decidedAt ? "Zulässig" : null,
          decidedAt,
        },
      });
    const decidedOld = await report(T);
    const decidedRecent = await report(at(10));
    const open = await report(null);

    const counts = await runRetention(plus(T, { years: 3, days: 5 }));
    expect(counts.reviewReports).toBe(1);
    const left = await db.reviewReport.findMany({ where: { reviewId: review.id }, select: { id: true } });
    expect(left.map((row) => row.id).sort()).toEqual([decidedRecent.id, open.id].sort());
    expect(left.map((row) => row.id)).not.toContain(decidedOld.id);
    expect(await db.review.count({ where: { id: review.id } })).toBe(1);
  });
});

describe("closedAt follows the assignments' statuses", () => {
  it("is set when no assignment is Offen any more, kept while closed, and cleared when one goes back to Offen", async () => {
    const db = getDb();
    const [a, b] = await Promise.all([
      db.company.create({ data: { name: `A ${unique()}`, verified: true, ...CHECKED_COMPANY } }),
      db.company.create({ data: { name: `B ${unique()}`, verified: true, ...CHECKED_COMPANY } }),
    ]);
    const project = await insertProject({ createdAt: new Date() });
    await db.projectAssignment.createMany({
      data: [
        { projectId: project.id, companyId: a.id },
        { projectId: project.id, companyId: b.id },
      ],
    });
    const closedAt = async () => (await db.project.findUniqueOrThrow({ where: { id: project.id } })).closedAt;

    // Gewonnen carries the order value and month; leaving it needs a reason.
    const won = {
      status: "Gewonnen" as const,
      wonValueCents: 1_000_000,
      expectedCompletion: viennaMonthOf(new Date()),
      reason: null,
    };
    const status = (to: "Offen" | "Verloren", reason: string | null = null) => ({
      status: to,
      wonValueCents: null,
      expectedCompletion: null,
      reason,
    });
    await updateLeadStatus(a.id, project.id, status("Verloren"));
    expect(await closedAt()).toBeNull(); // B is still Offen
    const before = Date.now();
    await updateLeadStatus(b.id, project.id, won);
    const first = await closedAt();
    expect(first).not.toBeNull();
    expect(first!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    // Another change between closed statuses keeps the first closing time (retention is not restarted).
    await updateLeadStatus(a.id, project.id, won);
    expect(await closedAt()).toEqual(first);

    await updateLeadStatus(b.id, project.id, status("Offen", "Kunde hat doch abgesagt"));
    expect(await closedAt()).toBeNull();
    expect((await db.project.findUniqueOrThrow({ where: { id: project.id } })).status).toBe("Gewonnen"); // A still won it
  });
});

describe("consent withdrawal", () => {
  const withdraw = (id: number | string, cookie?: string) =>
    postWithdraw(
      new Request(`${BASE}/api/admin/projects/${id}/withdraw-consent`, {
        method: "POST",
        headers: { origin: BASE, ...(cookie ? { cookie } : {}) },
      }),
      { params: Promise.resolve({ id: String(id) }) },
    );
  const assign = (projectId: number, companyId: number, cookie: string) =>
    postAssign(
      new Request(`${BASE}/api/admin/assign-lead`, {
        method: "POST",
        headers: { origin: BASE, cookie, "content-type": "application/json" },
        body: JSON.stringify({ projectId, companyId }),
      }),
    );

  it("is stored, closes the project and stops further assignments with a German 409; only admins may record it", async () => {
    const admin = await createAdminAccount(`retention-admin-${unique()}@example.at`);
    const first = await createCompanyAccount(`retention-a-${unique()}@example.at`);
    const second = await createCompanyAccount(`retention-b-${unique()}@example.at`);
    const project = await insertProject({ createdAt: new Date() });

    expect((await assign(project.id, first.companyId, admin.cookie)).status).toBe(201);

    expect((await withdraw(project.id)).status).toBe(401);
    expect((await withdraw(project.id, first.cookie)).status).toBe(403);
    expect((await withdraw(999_999_999, admin.cookie)).status).toBe(404);

    const response = await withdraw(project.id, admin.cookie);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { consentWithdrawnAt: string; closedAt: string };
    const stored = await getDb().project.findUniqueOrThrow({ where: { id: project.id } });
    expect(stored.consentWithdrawnAt?.toISOString()).toBe(body.consentWithdrawnAt);
    expect(stored.closedAt?.toISOString()).toBe(body.closedAt);

    const refused = await assign(project.id, second.companyId, admin.cookie);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: ASSIGN_ERRORS.consentWithdrawn });
    expect(await getDb().projectAssignment.count({ where: { projectId: project.id } })).toBe(1);

    // Recording it again keeps the first time; a company setting its lead back to Offen does not reopen it.
    const again = (await (await withdraw(project.id, admin.cookie)).json()) as { consentWithdrawnAt: string };
    expect(again.consentWithdrawnAt).toBe(body.consentWithdrawnAt);
    await updateLeadStatus(first.companyId, project.id, {
      status: "Offen",
      wonValueCents: null,
      expectedCompletion: null,
      reason: null,
    });
    expect((await getDb().project.findUniqueOrThrow({ where: { id: project.id } })).closedAt?.toISOString()).toBe(
      body.closedAt,
    );
  });
});
