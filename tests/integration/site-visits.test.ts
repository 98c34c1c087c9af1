/**
 * Site visits against the run's database: proposed, booked, moved and cancelled through the routes with the
 * e-mails and their .ics invitations (one UID, rising SEQUENCE, REQUEST then CANCEL); booking releases the contact
 * data and counts as contact; bad slots and foreign leads are refused; the 24-hour reminder goes out once.
 */
import { GET as adminProjectsGet } from "@/app/api/admin/projects/route";
import { GET as leadsGet } from "@/app/api/company/leads/route";
import { GET as visitGet, POST as visitPost } from "@/app/api/company/leads/[id]/visit/route";
import { POST as companyCancel } from "@/app/api/company/leads/[id]/visit/cancel/route";
import { GET as roomVisitsGet } from "@/app/api/mein-projekt/[token]/visits/route";
import { POST as bookPost } from "@/app/api/mein-projekt/[token]/visits/[visitId]/book/route";
import { POST as customerCancel } from "@/app/api/mein-projekt/[token]/visits/[visitId]/cancel/route";
import { POST as othersPost } from "@/app/api/mein-projekt/[token]/visits/[visitId]/request-others/route";
import { closeDb, getDb } from "@/lib/db";
import { VISIT_MESSAGES, type RoomSiteVisit, type SiteVisitView } from "@/lib/domain/site-visits";
import { deliverOutboxEmail } from "@/lib/email/outbox";
import type { EmailMessage } from "@/lib/email/send-email";
import { newProjectAccessToken } from "@/lib/project-room/access-token";
import { exportProjectData } from "@/lib/project-room/export";
import { eraseProject } from "@/lib/projects/privacy";
import { addDays, viennaToday } from "@/lib/time/vienna";
import { sendVisitReminders } from "@/lib/visits/reminders";
import { VISIT_FORM_TEXTS } from "@/lib/visits/schemas";
import { VISIT_ERRORS } from "@/lib/visits/site-visits";
import { createAdminAccount, createCompanyAccount } from "../support/auth";
import { apiRequest, clientAddresses } from "../support/http";

const RUN = `vis${Date.now().toString(36)}`;
const nextAddress = clientAddresses(96);
type Account = Awaited<ReturnType<typeof createCompanyAccount>>;
let companyA: Account;
let companyB: Account;
let counter = 0;

async function createProject() {
  counter += 1;
  const access = newProjectAccessToken();
  const project = await getDb().project.create({
    data: {
      serviceType: "maler",
      zipCode: "1070",
      name: `Clara Kundin ${RUN}${counter}`,
      email: `kundin.${RUN}.${counter}@example.at`,
      phone: "+43 660 7654321",
      quizAnswers: {},
      privacyPolicyVersion: "test",
      roomLinks: { create: { tokenHash: access.hash } },
      assignments: { create: [{ companyId: companyA.companyId }] },
    },
    select: { id: true, assignments: { select: { id: true } } },
  });
  return { projectId: project.id, assignmentId: project.assignments[0]!.id, token: access.token };
}

const headers = () => ({ "x-forwarded-for": nextAddress() });
const leadParams = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });
const visitParams = (token: string, visitId: number) => ({
  params: Promise.resolve({ token, visitId: String(visitId) }),
});
const day = (offset: number) => addDays(viennaToday(), offset);

const propose = (company: Account, projectId: number, body: unknown) =>
  visitPost(
    apiRequest("POST", `/api/company/leads/${projectId}/visit`, { cookie: company.cookie, body, headers: headers() }),
    leadParams(projectId),
  );
const roomPost = (
  handler: typeof bookPost,
  action: string,
  token: string,
  visitId: number,
  body: Record<string, unknown>,
) =>
  handler(
    apiRequest("POST", `/api/mein-projekt/${token}/visits/${visitId}/${action}`, { body, headers: headers() }),
    visitParams(token, visitId),
  );

/** Delivers the project's queued e-mails not seen yet through a capturing sender. */
async function deliveredSince(projectId: number, seen: Set<number>): Promise<EmailMessage[]> {
  const rows = await getDb().emailOutbox.findMany({ where: { projectId }, orderBy: { id: "asc" } });
  const sent: EmailMessage[] = [];
  for (const row of rows.filter((mail) => !seen.has(mail.id))) {
    seen.add(row.id);
    await deliverOutboxEmail(row.id, {
      send: async (message) => {
        sent.push(message);
        return { delivery: "logged" as const };
      },
    });
  }
  return sent;
}

function calendarOf(message: EmailMessage): string | null {
  const file = message.attachments?.find((attachment) => attachment.contentType?.startsWith("text/calendar"));
  return file ? file.content.toString("utf8") : null;
}

function invitations(messages: EmailMessage[]): { to: string; ics: string }[] {
  return messages.flatMap((message) => {
    const ics = calendarOf(message);
    return ics ? [{ to: String(message.to), ics }] : [];
  });
}

beforeAll(async () => {
  companyA = await createCompanyAccount(`vis-a-${RUN}@example.at`, "geheim123", `Malerei Aigner ${RUN}`);
  companyB = await createCompanyAccount(`vis-b-${RUN}@example.at`, "geheim123", `Farben Berger ${RUN}`);
});

afterAll(async () => {
  await closeDb();
});

describe("a site visit from proposal to cancellation", () => {
  it("is booked, moved and cancelled with e-mails and calendar invitations", async () => {
    const project = await createProject();
    const seen = new Set<number>();
    const customerEmail = `kundin.${RUN}.${counter}@example.at`;
    const companyEmail = `vis-a-${RUN}@example.at`;

    const proposed = await propose(companyA, project.projectId, {
      slots: [
        { date: day(4), time: "16:30", durationMinutes: 45 },
        { date: day(3), time: "09:00", durationMinutes: 60 },
      ],
    });
    expect(proposed.status).toBe(201);
    const { visit } = (await proposed.json()) as { visit: SiteVisitView };
    expect(visit.status).toBe("proposed");
    expect(visit.slots.map((slot) => slot.durationMinutes)).toEqual([60, 45]);
    const proposalMails = await deliveredSince(project.projectId, seen);
    expect(proposalMails.map((mail) => mail.to)).toEqual([customerEmail]);
    expect(proposalMails[0]!.text).toMatch(/• \d{2}\.\d{2}\.\d{4}, 09:00–10:00 Uhr/);
    expect(proposalMails[0]!.text).toMatch(/• \d{2}\.\d{2}\.\d{4}, 16:30–17:15 Uhr/);

    const room = await roomVisitsGet(apiRequest("GET", `/api/mein-projekt/${project.token}/visits`), {
      params: Promise.resolve({ token: project.token }),
    });
    const { visits } = (await room.json()) as { visits: RoomSiteVisit[] };
    expect(visits).toEqual([
      expect.objectContaining({ id: visit.id, companyName: `Malerei Aigner ${RUN}`, contactReleased: false }),
    ]);

    const chosen = visit.slots[0]!;
    const noAddress = await roomPost(bookPost, "book", project.token, visit.id, { slotId: chosen.id, address: "x" });
    expect(noAddress.status).toBe(400);
    expect(((await noAddress.json()) as { errors: Record<string, string> }).errors.address).toBe(
      VISIT_FORM_TEXTS.address,
    );
    expect((await getDb().siteVisit.findUniqueOrThrow({ where: { id: visit.id } })).status).toBe("proposed");

    const booked = await roomPost(bookPost, "book", project.token, visit.id, {
      slotId: chosen.id,
      address: "  Neubaugasse 12/4\n",
    });
    expect(booked.status).toBe(200);
    const bookedBody = (await booked.json()) as { visit: RoomSiteVisit; message: string };
    expect(bookedBody.visit).toMatchObject({
      status: "booked",
      startsAt: chosen.startsAt,
      address: "Neubaugasse 12/4",
      contactReleased: true,
    });
    expect(bookedBody.message).toContain("Gebucht:");
    const assignment = await getDb().projectAssignment.findUniqueOrThrow({ where: { id: project.assignmentId } });
    expect(assignment.contactReleasedAt).not.toBeNull();
    expect(assignment.contactedAt?.toISOString()).toBe(visit.proposedAt);

    const uid = `UID:site-visit-${visit.id}@`;
    const dtStart = `DTSTART:${chosen.startsAt.replace(/[-:]/g, "").replace(".000", "")}`;
    const bookedMails = await deliveredSince(project.projectId, seen);
    const bookedNotices = bookedMails.filter((mail) => mail.subject.startsWith("Besichtigung gebucht"));
    expect(bookedNotices).toHaveLength(2);
    for (const mail of bookedNotices) expect(mail.text).toContain("Ort: Neubaugasse 12/4, 1070 Wien");
    const bookedInvites = invitations(bookedMails);
    expect(bookedInvites.map((invite) => invite.to).sort()).toEqual([companyEmail, customerEmail].sort());
    for (const { ics } of bookedInvites) {
      expect(ics).toContain("METHOD:REQUEST");
      expect(ics).toContain(uid);
      expect(ics).toContain("SEQUENCE:1");
      expect(ics).toContain(dtStart);
      expect(ics).toContain("LOCATION:Neubaugasse 12/4\\, 1070 Wien");
    }

    const noReason = await propose(companyA, project.projectId, {
      slots: [{ date: day(5), time: "10:00", durationMinutes: 60 }],
    });
    expect(noReason.status).toBe(400);
    expect(((await noReason.json()) as { errors: Record<string, string> }).errors.reason).toBe(VISIT_ERRORS.moveReason);

    const moved = await propose(companyA, project.projectId, {
      slots: [{ date: day(5), time: "10:00", durationMinutes: 90 }],
      reason: "Ein Mitarbeiter ist krank.",
    });
    expect(moved.status).toBe(201);
    const movedVisit = ((await moved.json()) as { visit: SiteVisitView }).visit;
    expect(movedVisit).toMatchObject({ id: visit.id, status: "proposed", startsAt: null });
    expect(movedVisit.lastChange).toMatchObject({ by: "company", kind: "moved", reason: "Ein Mitarbeiter ist krank." });
    const movedMails = await deliveredSince(project.projectId, seen);
    const cancelInvites = invitations(movedMails);
    expect(cancelInvites.map((invite) => invite.to).sort()).toEqual([companyEmail, customerEmail].sort());
    for (const { ics } of cancelInvites) {
      expect(ics).toContain("METHOD:CANCEL");
      expect(ics).toContain("STATUS:CANCELLED");
      expect(ics).toContain(uid);
      expect(ics).toContain("SEQUENCE:2");
      expect(ics).toContain(dtStart);
    }
    expect(movedMails.find((mail) => mail.to === customerEmail)?.text).toContain("Ein Mitarbeiter ist krank.");

    const rebooked = await roomPost(bookPost, "book", project.token, visit.id, {
      slotId: movedVisit.slots[0]!.id,
      address: "Neubaugasse 12/4",
    });
    expect(rebooked.status).toBe(200);
    const rebookedInvites = invitations(await deliveredSince(project.projectId, seen));
    expect(rebookedInvites).toHaveLength(2);
    for (const { ics } of rebookedInvites) expect(ics).toMatch(/METHOD:REQUEST[\s\S]*SEQUENCE:3/);

    const cancelled = await roomPost(customerCancel, "cancel", project.token, visit.id, {
      reason: "Wir haben uns anders entschieden.",
    });
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as { visit: RoomSiteVisit }).visit.status).toBe("cancelled");
    const cancelMails = await deliveredSince(project.projectId, seen);
    expect(cancelMails.find((mail) => mail.to === companyEmail)?.text).toContain("Wir haben uns anders entschieden.");
    const finalInvites = invitations(cancelMails);
    expect(finalInvites).toHaveLength(2);
    for (const { ics } of finalInvites) expect(ics).toMatch(/METHOD:CANCEL[\s\S]*SEQUENCE:4/);

    const again = await roomPost(customerCancel, "cancel", project.token, visit.id, { reason: "Nochmal absagen" });
    expect(again.status).toBe(409);
    const fresh = await propose(companyA, project.projectId, {
      slots: [{ date: day(6), time: "08:00", durationMinutes: 30 }],
    });
    expect(fresh.status).toBe(201);
    expect(((await fresh.json()) as { visit: SiteVisitView }).visit.id).not.toBe(visit.id);
  });

  it("lets the customer ask for other times and the company cancel", async () => {
    const project = await createProject();
    const proposed = await propose(companyA, project.projectId, {
      slots: [{ date: day(2), time: "11:00", durationMinutes: 30 }],
    });
    const { visit } = (await proposed.json()) as { visit: SiteVisitView };
    const short = await roomPost(othersPost, "request-others", project.token, visit.id, { reason: "" });
    expect(short.status).toBe(400);
    const others = await roomPost(othersPost, "request-others", project.token, visit.id, {
      reason: "Bitte eher abends, ab 17 Uhr.",
    });
    expect(others.status).toBe(200);
    expect(((await others.json()) as { visit: RoomSiteVisit }).visit).toMatchObject({
      status: "others_requested",
      slots: [],
      lastChange: { by: "customer", kind: "others", reason: "Bitte eher abends, ab 17 Uhr." },
    });
    const companyMail = await getDb().emailOutbox.findFirst({
      where: {
        projectId: project.projectId,
        companyId: companyA.companyId,
        subject: { startsWith: "Bitte um andere" },
      },
    });
    expect(companyMail).not.toBeNull();

    const own = await visitGet(
      apiRequest("GET", `/api/company/leads/${project.projectId}/visit`, { cookie: companyA.cookie }),
      leadParams(project.projectId),
    );
    expect(((await own.json()) as { visit: SiteVisitView }).visit.status).toBe("others_requested");
    const cancel = await companyCancel(
      apiRequest("POST", `/api/company/leads/${project.projectId}/visit/cancel`, {
        cookie: companyA.cookie,
        body: { reason: "Auftrag passt nicht in unseren Zeitplan." },
        headers: headers(),
      }),
      leadParams(project.projectId),
    );
    expect(cancel.status).toBe(200);
    expect(((await cancel.json()) as { visit: SiteVisitView }).visit.status).toBe("cancelled");
    const assignment = await getDb().projectAssignment.findUniqueOrThrow({ where: { id: project.assignmentId } });
    expect(assignment.contactReleasedAt).toBeNull();
  });
});

describe("where the visit shows", () => {
  it("is on the lead card, in the admin's project and the export; erasure removes the address", async () => {
    const project = await createProject();
    const proposed = await propose(companyA, project.projectId, {
      slots: [{ date: day(7), time: "14:00", durationMinutes: 75 }],
    });
    const { visit } = (await proposed.json()) as { visit: SiteVisitView };
    await roomPost(bookPost, "book", project.token, visit.id, {
      slotId: visit.slots[0]!.id,
      address: "Zieglergasse 3",
    });
    const expected = { status: "booked", startsAt: visit.slots[0]!.startsAt, durationMinutes: 75 };

    const leads = await leadsGet(
      apiRequest("GET", `/api/company/leads?q=${encodeURIComponent(`Clara Kundin ${RUN}${counter}`)}`, {
        cookie: companyA.cookie,
      }),
    );
    const { projects } = (await leads.json()) as { projects: { id: number; siteVisit: unknown }[] };
    expect(projects.find((lead) => lead.id === project.projectId)?.siteVisit).toEqual(expected);

    const admin = await createAdminAccount(`vis-admin-${RUN}@example.at`);
    const page = await adminProjectsGet(
      apiRequest("GET", `/api/admin/projects?q=${encodeURIComponent(`kundin.${RUN}.${counter}@`)}`, {
        cookie: admin.cookie,
      }),
    );
    const body = (await page.json()) as { projects: { id: number; assignments: { siteVisit: unknown }[] }[] };
    expect(body.projects.find((entry) => entry.id === project.projectId)?.assignments[0]?.siteVisit).toEqual(expected);

    const exported = JSON.stringify(await exportProjectData(project.token));
    expect(exported).toContain('"address":"Zieglergasse 3"');
    await eraseProject("customer", project.projectId);
    const erased = await getDb().siteVisit.findUniqueOrThrow({ where: { id: visit.id } });
    expect(erased).toMatchObject({ status: "booked", address: null });
  });
});

describe("refusals", () => {
  it("refuses bad slots with German field errors, foreign leads and wrong tokens", async () => {
    const project = await createProject();
    const tooSoon = await propose(companyA, project.projectId, {
      slots: [{ date: day(0), time: "00:00", durationMinutes: 60 }],
    });
    expect(tooSoon.status).toBe(400);
    expect(((await tooSoon.json()) as { errors: Record<string, string> }).errors["slots.0.time"]).toBe(
      VISIT_MESSAGES.tooSoon,
    );
    const tooLong = await propose(companyA, project.projectId, {
      slots: [{ date: day(3), time: "10:00", durationMinutes: 150 }],
    });
    expect(((await tooLong.json()) as { errors: Record<string, string> }).errors["slots.0.durationMinutes"]).toBe(
      VISIT_MESSAGES.duration,
    );
    const foreign = await propose(companyB, project.projectId, {
      slots: [{ date: day(3), time: "10:00", durationMinutes: 60 }],
    });
    expect(foreign.status).toBe(404);

    const ok = await propose(companyA, project.projectId, {
      slots: [{ date: day(3), time: "10:00", durationMinutes: 60 }],
    });
    const { visit } = (await ok.json()) as { visit: SiteVisitView };
    const other = await createProject();
    const wrongRoom = await roomPost(bookPost, "book", other.token, visit.id, {
      slotId: visit.slots[0]!.id,
      address: "Zieglergasse 3",
    });
    expect(wrongRoom.status).toBe(404);
    const wrongSlot = await roomPost(bookPost, "book", project.token, visit.id, {
      slotId: 999_999_999,
      address: "Zieglergasse 3",
    });
    expect(wrongSlot.status).toBe(409);
    expect(await getDb().auditLog.count({ where: { action: "visit.book", entityId: String(project.projectId) } })).toBe(
      0,
    );
  });
});

describe("reminders", () => {
  it("reminds both parties once about a visit booked more than a day ahead", async () => {
    const now = new Date();
    const hours = (count: number) => new Date(now.getTime() + count * 3_600_000);
    const due = await createProject();
    const late = await createProject();
    const create = (assignmentId: number, bookedAt: Date) =>
      getDb().siteVisit.create({
        data: {
          assignmentId,
          status: "booked",
          startsAt: hours(20),
          durationMinutes: 60,
          address: "Kaiserstraße 8/2",
          sequence: 1,
          proposedAt: hours(-72),
          bookedAt,
          slots: { create: [{ startsAt: hours(20), durationMinutes: 60 }] },
        },
        select: { id: true },
      });
    const dueVisit = await create(due.assignmentId, hours(-48));
    await create(late.assignmentId, hours(-2));

    expect((await sendVisitReminders(now)).reminded).toBeGreaterThanOrEqual(1);
    await sendVisitReminders(now);
    const reminders = await getDb().emailOutbox.findMany({
      where: { idempotencyKey: { startsWith: `visit-${dueVisit.id}-reminder-` } },
    });
    const delivered = await deliveredSince(due.projectId, new Set());
    const reminderTexts = delivered.filter((mail) => mail.subject.startsWith("Erinnerung")).map((mail) => mail.text);
    expect(reminderTexts).toHaveLength(2);
    for (const text of reminderTexts) expect(text).toContain("Ort: Kaiserstraße 8/2, 1070 Wien");
    expect(reminders.flatMap((mail) => mail.to).sort()).toEqual(
      [`kundin.${RUN}.${counter - 1}@example.at`, `vis-a-${RUN}@example.at`].sort(),
    );
    expect(reminders[0]!.subject).toBe("Erinnerung an die Besichtigung: Maler in 1070");
    expect(
      await getDb().emailOutbox.count({
        where: { projectId: late.projectId, idempotencyKey: { contains: "reminder" } },
      }),
    ).toBe(0);
  });
});
