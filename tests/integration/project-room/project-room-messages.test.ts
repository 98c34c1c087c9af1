/**
 * Messages in the project room against the run's database: only the two parties of an assignment reach
 * a thread (other company, other project's token, ended assignment → 404), read marks, the 15-minute
 * e-mail throttle, closed threads, reports and the audited admin read, the company's first message as
 * contact, and export, erasure and retention of messages and their e-mails.
 */
import { GET as adminMessages } from "@/app/api/admin/projects/[id]/messages/route";
import { POST as adminClose } from "@/app/api/admin/assignments/[id]/thread/close/route";
import { GET as companyLeads } from "@/app/api/company/leads/route";
import { GET as companyGet, POST as companyPost } from "@/app/api/company/leads/[id]/messages/route";
import { POST as companyReport } from "@/app/api/company/leads/[id]/messages/report/route";
import { GET as roomUnread } from "@/app/api/mein-projekt/[token]/messages/route";
import { GET as roomGet, POST as roomPost } from "@/app/api/mein-projekt/[token]/messages/[companyId]/route";
import { POST as roomReport } from "@/app/api/mein-projekt/[token]/messages/[companyId]/report/route";
import { GET as exportData } from "@/app/api/mein-projekt/[token]/export/route";
import { POST as erase } from "@/app/api/mein-projekt/[token]/erase/route";
import { closeDb, getDb } from "@/lib/db";
import { OUTBOX_BODY_PURPOSE } from "@/lib/email/outbox";
import { MESSAGE_TEXTS, type MessageView, type ThreadView } from "@/lib/messages/rules";
import { companyThreadRef, customerThreadRef, sendMessage } from "@/lib/messages/threads";
import { newProjectAccessToken } from "@/lib/project-room/access-token";
import { runRetention } from "@/lib/retention/retention";
import { decryptField } from "@/lib/security/secrets";
import { createAdminAccount, createCompanyAccount } from "../../support/auth";
import { apiRequest, clientAddresses } from "../../support/http";

const RUN = `msg${Date.now().toString(36)}`;
const MINUTE = 60_000;
const nextAddress = clientAddresses(93);
const request = (method: string, path: string, options: { cookie?: string; body?: unknown } = {}) =>
  apiRequest(method, path, { ...options, headers: { "x-forwarded-for": nextAddress() } });

type Account = Awaited<ReturnType<typeof createCompanyAccount>>;
let companyA: Account;
let companyB: Account;
let outsider: Account;
let admin: Awaited<ReturnType<typeof createAdminAccount>>;
let counter = 0;

/** A project with companies A and B assigned and its room token. */
async function createProject() {
  counter += 1;
  const access = newProjectAccessToken();
  const project = await getDb().project.create({
    data: {
      serviceType: "maler",
      zipCode: "1070",
      name: `Anna Maria Kundin${RUN}${counter}`,
      email: `kundin.${RUN}.${counter}@example.at`,
      phone: "+43 660 7654321",
      quizAnswers: {},
      privacyPolicyVersion: "test",
      roomLinks: { create: { tokenHash: access.hash } },
      assignments: { create: [{ companyId: companyA.companyId }, { companyId: companyB.companyId }] },
    },
    select: { id: true, email: true, assignments: { select: { id: true, companyId: true } } },
  });
  const assignmentOf = (companyId: number) => project.assignments.find((a) => a.companyId === companyId)!.id;
  return {
    projectId: project.id,
    email: project.email,
    token: access.token,
    assignmentA: assignmentOf(companyA.companyId),
    assignmentB: assignmentOf(companyB.companyId),
  };
}

const roomParams = (token: string, companyId: number) => ({
  params: Promise.resolve({ token, companyId: String(companyId) }),
});
const leadParams = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });

async function customerSends(token: string, companyId: number, body: string) {
  return roomPost(
    request("POST", `/api/mein-projekt/${token}/messages/${companyId}`, { body: { body } }),
    roomParams(token, companyId),
  );
}
async function companySends(company: Account, projectId: number, body: string) {
  return companyPost(
    request("POST", `/api/company/leads/${projectId}/messages`, { cookie: company.cookie, body: { body } }),
    leadParams(projectId),
  );
}
async function customerReads(token: string, companyId: number) {
  return roomGet(request("GET", `/api/mein-projekt/${token}/messages/${companyId}`), roomParams(token, companyId));
}
async function companyReads(company: Account, projectId: number) {
  return companyGet(
    request("GET", `/api/company/leads/${projectId}/messages`, { cookie: company.cookie }),
    leadParams(projectId),
  );
}
const threadOf = async (response: Response) => ((await response.json()) as { thread: ThreadView }).thread;
const messageEmails = (projectId: number) =>
  getDb().emailOutbox.findMany({
    where: { projectId, idempotencyKey: { startsWith: "message-" } },
    orderBy: { id: "asc" },
  });

beforeAll(async () => {
  companyA = await createCompanyAccount(`msg-a-${RUN}@example.at`, "geheim123", `Malerei Aigner ${RUN}`);
  companyB = await createCompanyAccount(`msg-b-${RUN}@example.at`, "geheim123", `Farben Berger ${RUN}`);
  outsider = await createCompanyAccount(`msg-c-${RUN}@example.at`, "geheim123", `Fremdfirma ${RUN}`);
  admin = await createAdminAccount(`msg-admin-${RUN}@example.at`);
});

afterAll(async () => {
  await closeDb();
});

describe("access", () => {
  it("lets the customer and the assigned company write to each other, sanitised to plain text", async () => {
    const project = await createProject();
    const sent = await customerSends(project.token, companyA.companyId, "  Hallo\r\n<b>Zeile 2</b>\u0007\u202E  ");
    expect(sent.status).toBe(201);
    expect(((await sent.json()) as { message: MessageView }).message).toMatchObject({
      sender: "customer",
      body: "Hallo\n<b>Zeile 2</b>",
      readAt: null,
    });
    expect((await companySends(companyA, project.projectId, "Guten Tag, wir rufen morgen an.")).status).toBe(201);
    const thread = await threadOf(await companyReads(companyA, project.projectId));
    expect(thread.messages.map((m) => [m.sender, m.body])).toEqual([
      ["customer", "Hallo\n<b>Zeile 2</b>"],
      ["company", "Guten Tag, wir rufen morgen an."],
    ]);
    expect(thread.canSend).toBe(true);
  });

  it("answers 404 for another company, another project's token, an unassigned company and an ended assignment", async () => {
    const project = await createProject();
    const other = await createProject();
    await customerSends(project.token, companyA.companyId, "Nur für Firma A");

    expect((await companyReads(outsider, project.projectId)).status).toBe(404);
    expect((await companySends(outsider, project.projectId, "Hallo")).status).toBe(404);
    // Company B is assigned to the project, but its thread holds none of A's messages.
    expect((await threadOf(await companyReads(companyB, project.projectId))).messages).toEqual([]);
    // The other project's token does not reach this project's threads, nor does a made-up token.
    const foreign = await customerReads(other.token, companyA.companyId);
    expect((await threadOf(foreign)).messages).toEqual([]);
    expect((await customerReads(other.token, outsider.companyId)).status).toBe(404);
    expect((await customerReads(newProjectAccessToken().token, companyA.companyId)).status).toBe(404);
    expect((await customerSends(project.token, outsider.companyId, "Hallo")).status).toBe(404);

    await getDb().projectAssignment.update({ where: { id: project.assignmentA }, data: { endedAt: new Date() } });
    expect((await companyReads(companyA, project.projectId)).status).toBe(404);
    expect((await companySends(companyA, project.projectId, "Noch da?")).status).toBe(404);
    // The customer still reads the thread of a removed company but cannot write.
    const kept = await threadOf(await customerReads(project.token, companyA.companyId));
    expect(kept.messages).toHaveLength(1);
    expect(kept.canSend).toBe(false);
    const refused = await customerSends(project.token, companyA.companyId, "Hallo?");
    expect(refused.status).toBe(409);
    expect(await getDb().message.count({ where: { assignmentId: project.assignmentA } })).toBe(1);
  });

  it("refuses an empty or too long message with a German field error", async () => {
    const project = await createProject();
    const empty = await customerSends(project.token, companyA.companyId, " \u0000 \n ");
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ errors: { body: MESSAGE_TEXTS.empty } });
    const long = await customerSends(project.token, companyA.companyId, "a".repeat(4001));
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ errors: { body: MESSAGE_TEXTS.tooLong } });
  });
});

describe("read marks and unread counts", () => {
  it("marks only the other side's messages read when a side opens the thread", async () => {
    const project = await createProject();
    await customerSends(project.token, companyA.companyId, "Frage 1");
    await customerSends(project.token, companyA.companyId, "Frage 2");
    await companySends(companyA, project.projectId, "Antwort");

    const leads = await companyLeads(
      request("GET", "/api/company/leads?page=1&pageSize=100", { cookie: companyA.cookie }),
    );
    const listed = ((await leads.json()) as { projects: { id: number; unreadMessages: number }[] }).projects;
    expect(listed.find((lead) => lead.id === project.projectId)?.unreadMessages).toBe(2);
    const unread = await roomUnread(request("GET", `/api/mein-projekt/${project.token}/messages`), {
      params: Promise.resolve({ token: project.token }),
    });
    expect(await unread.json()).toEqual({ unread: { [companyA.companyId]: 1 } });

    const seenByCompany = await threadOf(await companyReads(companyA, project.projectId));
    // The response shows the state before this read; the stored read marks are what counts.
    expect(seenByCompany.messages).toHaveLength(3);
    const stored = await getDb().message.findMany({
      where: { assignmentId: project.assignmentA },
      orderBy: { id: "asc" },
    });
    expect(stored.map((m) => [m.sender, m.readAt !== null])).toEqual([
      ["customer", true],
      ["customer", true],
      ["company", false],
    ]);
    await customerReads(project.token, companyA.companyId);
    expect(await getDb().message.count({ where: { assignmentId: project.assignmentA, readAt: null } })).toBe(0);
  });
});

describe("e-mail notification", () => {
  it("sends at most one e-mail per thread in 15 minutes, with the text and a link, first name only to the company", async () => {
    const project = await createProject();
    const ref = await customerThreadRef(project.token, companyA.companyId);
    const start = new Date("2026-12-01T09:00:00.000Z");
    const first = await sendMessage(ref, "customer", "Bitte rufen Sie nach 17 Uhr an.", { now: start });
    const second = await sendMessage(ref, "customer", "Oder am Samstag.", {
      now: new Date(start.getTime() + 5 * MINUTE),
    });
    expect([first.emailQueued, second.emailQueued]).toEqual([true, false]);
    let emails = await messageEmails(project.projectId);
    expect(emails).toHaveLength(1);
    const toCompany = emails[0]!;
    expect(toCompany.to).toEqual([companyA.email]);
    expect(toCompany.companyId).toBe(companyA.companyId);
    const text = decryptField(OUTBOX_BODY_PURPOSE, toCompany.text);
    expect(text).toContain("Bitte rufen Sie nach 17 Uhr an.");
    expect(text).toContain(`/company-dashboard?lead=${project.projectId}`);
    expect(text).toContain("Anna hat Ihnen");
    expect(text).not.toContain("Maria");
    expect(text).not.toContain(project.email);
    expect(text).not.toContain("7654321");
    expect(toCompany.subject).not.toContain("Anna");

    const companyRef = await companyThreadRef(companyA.companyId, project.projectId);
    const reply = await sendMessage(companyRef, "company", "Gerne, bis Samstag.", {
      now: new Date(start.getTime() + 15 * MINUTE),
    });
    expect(reply.emailQueued).toBe(true);
    emails = await messageEmails(project.projectId);
    expect(emails).toHaveLength(2);
    const toCustomer = emails[1]!;
    expect(toCustomer.to).toEqual([project.email]);
    expect(toCustomer.projectId).toBe(project.projectId);
    const customerText = decryptField(OUTBOX_BODY_PURPOSE, toCustomer.text);
    expect(customerText).toContain("Gerne, bis Samstag.");
    // A working room link (a new one; stored links are hashes).
    const link = /\/mein-projekt\/([A-Za-z0-9_-]{43})#nachrichten-/.exec(customerText);
    expect(link).not.toBeNull();
    expect((await customerReads(link![1]!, companyA.companyId)).status).toBe(200);
  });
});

describe("closing and reporting", () => {
  it("refuses sending in a closed thread with a German 409, for both sides", async () => {
    const project = await createProject();
    await customerSends(project.token, companyA.companyId, "Hallo");
    const closed = await adminClose(
      request("POST", `/api/admin/assignments/${project.assignmentA}/thread/close`, { cookie: admin.cookie }),
      leadParams(project.assignmentA),
    );
    expect(closed.status).toBe(200);
    const fromCustomer = await customerSends(project.token, companyA.companyId, "Noch eine Frage");
    expect(fromCustomer.status).toBe(409);
    expect(await fromCustomer.json()).toMatchObject({ message: MESSAGE_TEXTS.closed });
    expect((await companySends(companyA, project.projectId, "Antwort")).status).toBe(409);
    expect((await threadOf(await customerReads(project.token, companyA.companyId))).canSend).toBe(false);
    expect(
      await getDb().auditLog.count({
        where: { action: "message.thread_close", actorUserId: admin.userId, entityId: String(project.projectId) },
      }),
    ).toBe(1);
    // Company B's thread stays open.
    expect((await customerSends(project.token, companyB.companyId, "Hallo B")).status).toBe(201);
  });

  it("shows admins only reported threads, with the report, and audits the read", async () => {
    const project = await createProject();
    await customerSends(project.token, companyA.companyId, "Nachricht an A");
    await customerSends(project.token, companyB.companyId, "Nachricht an B");
    const readAsAdmin = async () => {
      const response = await adminMessages(
        request("GET", `/api/admin/projects/${project.projectId}/messages`, { cookie: admin.cookie }),
        leadParams(project.projectId),
      );
      expect(response.status).toBe(200);
      return ((await response.json()) as { threads: { companyId: number; reason: string; messages: unknown[] }[] })
        .threads;
    };
    expect(await readAsAdmin()).toEqual([]);

    const noReason = await roomReport(
      request("POST", `/api/mein-projekt/${project.token}/messages/${companyA.companyId}/report`, {
        body: { reason: "" },
      }),
      roomParams(project.token, companyA.companyId),
    );
    expect(noReason.status).toBe(400);
    const reported = await roomReport(
      request("POST", `/api/mein-projekt/${project.token}/messages/${companyA.companyId}/report`, {
        body: { reason: "Die Firma schreibt unhöflich." },
      }),
      roomParams(project.token, companyA.companyId),
    );
    expect(reported.status).toBe(200);
    const threads = await readAsAdmin();
    expect(threads).toHaveLength(1);
    expect(threads[0]).toMatchObject({
      companyId: companyA.companyId,
      reportedBy: "customer",
      reason: "Die Firma schreibt unhöflich.",
      messages: [expect.objectContaining({ body: "Nachricht an A" })],
    });
    expect(
      await getDb().auditLog.count({
        where: { action: "message.admin_read", actorUserId: admin.userId, entityId: String(project.projectId) },
      }),
    ).toBe(1);

    const byCompany = await companyReport(
      request("POST", `/api/company/leads/${project.projectId}/messages/report`, {
        cookie: companyB.cookie,
        body: { reason: "Spam vom Kunden" },
      }),
      leadParams(project.projectId),
    );
    expect(byCompany.status).toBe(200);
    expect((await readAsAdmin()).map((thread) => thread.companyId)).toEqual([companyA.companyId, companyB.companyId]);
    const outsiderReport = await companyReport(
      request("POST", `/api/company/leads/${project.projectId}/messages/report`, {
        cookie: outsider.cookie,
        body: { reason: "Spam vom Kunden" },
      }),
      leadParams(project.projectId),
    );
    expect(outsiderReport.status).toBe(404);
  });
});

describe("response time", () => {
  it("counts the company's first message as its first contact, once", async () => {
    const project = await createProject();
    await customerSends(project.token, companyA.companyId, "Hallo");
    const before = await getDb().projectAssignment.findUniqueOrThrow({ where: { id: project.assignmentA } });
    expect(before.contactedAt).toBeNull();
    await companySends(companyA, project.projectId, "Wir melden uns!");
    const after = await getDb().projectAssignment.findUniqueOrThrow({ where: { id: project.assignmentA } });
    expect(after.contactedAt).not.toBeNull();
    await companySends(companyA, project.projectId, "Zweite Nachricht");
    const later = await getDb().projectAssignment.findUniqueOrThrow({ where: { id: project.assignmentA } });
    expect(later.contactedAt).toEqual(after.contactedAt);
    const events = await getDb().assignmentEvent.findMany({ where: { assignmentId: project.assignmentA } });
    expect(events.map((event) => [event.kind, event.actorUserId])).toEqual([["contacted", companyA.userId]]);
    // The customer's own messages never count as the company's contact.
    const b = await getDb().projectAssignment.findUniqueOrThrow({ where: { id: project.assignmentB } });
    expect(b.contactedAt).toBeNull();
  });
});

describe("export, erasure and retention", () => {
  it("exports the messages with the company's name", async () => {
    const project = await createProject();
    await customerSends(project.token, companyA.companyId, "Export-Frage");
    await companySends(companyA, project.projectId, "Export-Antwort");
    const response = await exportData(request("GET", `/api/mein-projekt/${project.token}/export`), {
      params: Promise.resolve({ token: project.token }),
    });
    expect(response.status).toBe(200);
    const data = (await response.json()) as { messages: { company: string; sender: string; body: string }[] };
    expect(data.messages.map((m) => [m.company, m.sender, m.body])).toEqual([
      [`Malerei Aigner ${RUN}`, "customer", "Export-Frage"],
      [`Malerei Aigner ${RUN}`, "company", "Export-Antwort"],
    ]);
  });

  it("erases the messages, the report reason and both sides' message e-mails with the customer's data", async () => {
    const project = await createProject();
    await customerSends(project.token, companyA.companyId, "Geheime Frage");
    await companySends(companyB, project.projectId, "Geheime Antwort");
    await getDb().projectAssignment.update({
      where: { id: project.assignmentA },
      data: { threadReportedAt: new Date(), threadReportReason: "Grund mit Namen", threadReportedBy: "customer" },
    });
    expect(await messageEmails(project.projectId)).toHaveLength(2);

    const erased = await erase(request("POST", `/api/mein-projekt/${project.token}/erase`), {
      params: Promise.resolve({ token: project.token }),
    });
    expect(erased.status).toBe(200);
    expect(await getDb().message.count({ where: { assignment: { projectId: project.projectId } } })).toBe(0);
    const emails = await messageEmails(project.projectId);
    expect(emails).toHaveLength(2);
    for (const email of emails) {
      expect(email.to).toEqual(["gelöscht"]);
      expect(email.text).toBe("");
      expect(email.status).toBe("failed");
    }
    const assignment = await getDb().projectAssignment.findUniqueOrThrow({ where: { id: project.assignmentA } });
    expect(assignment.threadReportReason).toBeNull();
    // The company can no longer write to an erased customer.
    const refused = await companySends(companyA, project.projectId, "Hallo?");
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ message: MESSAGE_TEXTS.erased });
  });

  it("deletes the messages with an expired project (retention)", async () => {
    const project = await createProject();
    await customerSends(project.token, companyA.companyId, "Alte Nachricht");
    await getDb().project.update({
      where: { id: project.projectId },
      data: { closedAt: new Date("2015-01-01T00:00:00.000Z") },
    });
    await runRetention(new Date());
    expect(await getDb().project.count({ where: { id: project.projectId } })).toBe(0);
    expect(await getDb().message.count({ where: { assignmentId: project.assignmentA } })).toBe(0);
    const emails = await messageEmails(project.projectId);
    expect(emails.every((email) => email.to[0] === "gelöscht")).toBe(true);
  });
});
