/**
 * The admin's inboxes against a real, migrated database:
 * GET /api/admin/contact-messages (paging, newest first, status filter, search), GET and PATCH
 * /api/admin/contact-messages/{id} (read marking, done/reopen with audit rows), the badge count
 * "contactMessages", GET /api/admin/emails (masked recipients, template names, status filter, no
 * bodies) and POST /api/admin/emails/{id}/resend (failed rows only; 409 for sent or blanked rows).
 */
import { GET as getMessage, PATCH as patchMessage } from "@/app/api/admin/contact-messages/[id]/route";
import { GET as getMessages } from "@/app/api/admin/contact-messages/route";
import { POST as postResend } from "@/app/api/admin/emails/[id]/resend/route";
import { GET as getEmails } from "@/app/api/admin/emails/route";
import { POST as postMarkViewed } from "@/app/api/admin/mark-category-viewed/route";
import { GET as getCounts } from "@/app/api/admin/notification-counts/route";
import { closeDb, getDb } from "@/lib/db";
import type {
  AdminContactMessage,
  AdminContactMessagesPage,
  AdminEmailRow,
  AdminEmailsPage,
} from "@/lib/domain/admin-inbox";
import type { NotificationCounts } from "@/lib/domain/admin-notifications";
import { createAdminAccount } from "../support/auth";
import { apiRequest } from "../support/http";

const params = (id: string | number) => ({ params: Promise.resolve({ id: String(id) }) });

let admin: Awaited<ReturnType<typeof createAdminAccount>>;

const messagesPage = async (query: string) => {
  const response = await getMessages(
    apiRequest("GET", `/api/admin/contact-messages${query}`, { cookie: admin.cookie }),
  );
  return {
    status: response.status,
    body: (await response.json()) as AdminContactMessagesPage & { message?: string; errors?: Record<string, string> },
  };
};
const openMessage = async (id: number | string) => {
  const response = await getMessage(
    apiRequest("GET", `/api/admin/contact-messages/${id}`, { cookie: admin.cookie }),
    params(id),
  );
  return { status: response.status, body: (await response.json()) as { message: AdminContactMessage } };
};
const setDone = async (id: number, body: unknown) => {
  const response = await patchMessage(
    apiRequest("PATCH", `/api/admin/contact-messages/${id}`, { cookie: admin.cookie, body }),
    params(id),
  );
  return {
    status: response.status,
    body: (await response.json()) as { message: AdminContactMessage } & { message: unknown },
  };
};
const emailsPage = async (query: string) => {
  const response = await getEmails(apiRequest("GET", `/api/admin/emails${query}`, { cookie: admin.cookie }));
  return { status: response.status, body: (await response.json()) as AdminEmailsPage & { message?: string } };
};
const resend = async (id: number | string) => {
  const response = await postResend(
    apiRequest("POST", `/api/admin/emails/${id}/resend`, { cookie: admin.cookie }),
    params(id),
  );
  return { status: response.status, body: (await response.json()) as { email?: AdminEmailRow; message?: string } };
};
const counts = async () =>
  (
    (await (await getCounts(apiRequest("GET", "/api/admin/notification-counts", { cookie: admin.cookie }))).json()) as {
      notifications: NotificationCounts;
    }
  ).notifications;

/** 30 messages, one per minute, the newest last; ids in creation order. */
const messageIds: number[] = [];

beforeAll(async () => {
  admin = await createAdminAccount("admin-inbox@example.at");
  const db = getDb();
  await db.contactMessage.deleteMany();
  await db.emailOutbox.deleteMany();
  const start = Date.UTC(2026, 10, 1, 9, 0, 0);
  for (let index = 0; index < 30; index += 1) {
    const row = await db.contactMessage.create({
      data: {
        name: index === 7 ? "Franziska Sonderbar" : `Besucher ${index}`,
        email: index === 12 ? "bauherr.spezial@example.at" : `besucher${index}@example.at`,
        subject: index === 20 ? "Frage zur Wärmepumpe" : `Anfrage ${index}`,
        message: index === 3 ? "<script>alert(1)</script>\nZweite Zeile" : `Text ${index}`,
        createdAt: new Date(start + index * 60_000),
      },
      select: { id: true },
    });
    messageIds.push(row.id);
  }
});

afterAll(async () => {
  await closeDb();
});

describe("GET /api/admin/contact-messages", () => {
  it("pages newest first, open messages by default, without the message text", async () => {
    const first = await messagesPage("?pageSize=10");
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(30);
    expect(first.body.messages.map((message) => message.id)).toEqual(messageIds.slice(20).reverse());
    expect(first.body.messages[0]).not.toHaveProperty("message");
    const third = await messagesPage("?page=3&pageSize=10");
    expect(third.body.messages.map((message) => message.id)).toEqual(messageIds.slice(0, 10).reverse());
    expect((await messagesPage("?page=4&pageSize=10")).body.messages).toEqual([]);
    expect((await messagesPage("")).body.pageSize).toBe(25);
  });

  it("searches name, e-mail and subject case-insensitively", async () => {
    for (const [search, index] of [
      ["sonderbar", 7],
      ["BAUHERR.SPEZIAL", 12],
      ["wärmepumpe", 20],
    ] as const) {
      const { body } = await messagesPage(`?search=${encodeURIComponent(search)}`);
      expect(body.messages.map((message) => message.id)).toEqual([messageIds[index]]);
      expect(body.total).toBe(1);
    }
    expect((await messagesPage("?search=nichtvorhanden")).body.total).toBe(0);
  });

  it("answers 400 with German messages for a bad query", async () => {
    for (const query of ["?pageSize=101", "?page=0", "?status=gelesen", `?search=${"x".repeat(201)}`]) {
      const { status, body } = await messagesPage(query);
      expect(status).toBe(400);
      expect(body.message).toEqual(expect.any(String));
    }
    expect((await messagesPage("?pageSize=0")).body.errors?.pageSize).toBe(
      "Die Seitengröße muss zwischen 1 und 100 liegen",
    );
  });
});

describe("opening and finishing a message", () => {
  it("shows the text as stored and marks the message read once", async () => {
    const id = messageIds[3]!;
    const { status, body } = await openMessage(id);
    expect(status).toBe(200);
    expect(body.message.message).toBe("<script>alert(1)</script>\nZweite Zeile");
    expect(body.message.readAt).toEqual(expect.any(String));
    const again = await openMessage(id);
    expect(again.body.message.readAt).toBe(body.message.readAt);
    const unread = await messagesPage("?status=unread&pageSize=100");
    expect(unread.body.total).toBe(29);
    expect(unread.body.messages.map((message) => message.id)).not.toContain(id);
    // Reading writes no audit row.
    expect(await getDb().auditLog.count({ where: { entityType: "contact_message", entityId: String(id) } })).toBe(0);
  });

  it("answers 404 for unknown or malformed ids", async () => {
    expect((await openMessage(999_999)).status).toBe(404);
    expect((await openMessage("abc")).status).toBe(404);
    expect((await setDone(999_999, { done: true })).status).toBe(404);
  });

  it("marks a message done and opens it again, each with its audit row", async () => {
    const id = messageIds[5]!;
    const done = await setDone(id, { done: true });
    expect(done.status).toBe(200);
    expect(done.body.message.doneAt).toEqual(expect.any(String));
    expect(done.body.message.readAt).toEqual(expect.any(String));
    expect((await messagesPage("?status=done")).body.messages.map((message) => message.id)).toEqual([id]);
    expect((await messagesPage("?pageSize=100")).body.messages.map((message) => message.id)).not.toContain(id);
    expect((await messagesPage("?status=all&pageSize=100")).body.total).toBe(30);

    // The same state again changes nothing and writes no second row.
    expect((await setDone(id, { done: true })).status).toBe(200);

    const reopened = await setDone(id, { done: false });
    expect(reopened.status).toBe(200);
    expect(reopened.body.message.doneAt).toBeNull();
    expect((await messagesPage("?status=done")).body.total).toBe(0);

    const audit = await getDb().auditLog.findMany({
      where: { entityType: "contact_message", entityId: String(id) },
      orderBy: { id: "asc" },
    });
    expect(audit.map((row) => [row.action, row.actorUserId])).toEqual([
      ["contact_message.done", admin.userId],
      ["contact_message.reopen", admin.userId],
    ]);
    expect(audit[0]!.before).toEqual({ doneAt: null });
    expect(audit[1]!.after).toEqual({ doneAt: null });
  });

  it("refuses a body without a boolean done", async () => {
    for (const body of [{}, { done: "true" }, { done: 1 }]) {
      expect((await setDone(messageIds[6]!, body)).status).toBe(400);
    }
  });
});

describe("badge count contactMessages", () => {
  it("counts unread, open messages created since the admin last viewed the section", async () => {
    const db = getDb();
    const unread = await db.contactMessage.count({ where: { readAt: null, doneAt: null } });
    expect((await counts()).contactMessages).toBe(unread);

    const viewed = await postMarkViewed(
      apiRequest("POST", "/api/admin/mark-category-viewed", {
        cookie: admin.cookie,
        body: { category: "contactMessages" },
      }),
    );
    expect(viewed.status).toBe(200);
    expect((await counts()).contactMessages).toBe(0);

    const fresh = await db.contactMessage.create({
      data: { name: "Neu", email: "neu@example.at", subject: "Neu", message: "Hallo" },
    });
    await db.contactMessage.create({
      data: { name: "Neu 2", email: "neu2@example.at", subject: "Neu 2", message: "Hallo" },
    });
    expect((await counts()).contactMessages).toBe(2);
    await openMessage(fresh.id);
    expect((await counts()).contactMessages).toBe(1);
  });
});

describe("GET /api/admin/emails and resend", () => {
  let failedId: number;
  let sentId: number;
  let blankedId: number;

  beforeAll(async () => {
    const db = getDb();
    const base = { text: "enc:geheimer-link", html: "enc:<a href='https://x/setup?token=abc'>x</a>" };
    failedId = (
      await db.emailOutbox.create({
        data: {
          ...base,
          to: ["firma.empfaenger@example.at"],
          subject: "Neue Anfrage",
          idempotencyKey: "lead-assigned-12-3",
          status: "failed",
          attempts: 9,
          lastError: "Resend: 500",
          createdAt: new Date(Date.UTC(2026, 10, 2)),
        },
      })
    ).id;
    sentId = (
      await db.emailOutbox.create({
        data: {
          ...base,
          to: ["team@example.at"],
          subject: "Kontakt",
          idempotencyKey: "contact-message-4-1700000000000",
          status: "sent",
          attempts: 1,
          sentAt: new Date(),
          createdAt: new Date(Date.UTC(2026, 10, 3)),
        },
      })
    ).id;
    blankedId = (
      await db.emailOutbox.create({
        data: {
          to: ["alt@example.at"],
          subject: "Alt",
          text: "",
          idempotencyKey: "weird-template-7",
          status: "failed",
          attempts: 9,
          lastError: "Zeitüberschreitung",
          blankedAt: new Date(),
          createdAt: new Date(Date.UTC(2026, 10, 1)),
        },
      })
    ).id;
  });

  it("lists every row newest first, masked, with template names and never a body", async () => {
    const { status, body } = await emailsPage("");
    expect(status).toBe(200);
    const ours = body.emails.filter((email) => [failedId, sentId, blankedId].includes(email.id));
    expect(ours.map((email) => email.id)).toEqual([sentId, failedId, blankedId]);
    const failed = ours.find((email) => email.id === failedId)!;
    expect(failed).toEqual({
      id: failedId,
      createdAt: "2026-11-02T00:00:00.000Z",
      sentAt: null,
      to: ["f***@example.at"],
      template: "Neue Anfrage an Firma",
      subject: "Neue Anfrage",
      status: "failed",
      attempts: 9,
      lastError: "Resend: 500",
      blanked: false,
    });
    expect(ours.find((email) => email.id === sentId)!.template).toBe("Kontaktanfrage an das Team");
    expect(ours.find((email) => email.id === blankedId)!.template).toBe("weird-template");
    const text = JSON.stringify(body);
    expect(text).not.toContain("geheimer-link");
    expect(text).not.toContain("token=");
    expect(text).not.toContain("firma.empfaenger");
  });

  it("filters by status and pages", async () => {
    const failed = await emailsPage("?status=failed");
    expect(failed.body.emails.every((email) => email.status === "failed")).toBe(true);
    expect(failed.body.emails.map((email) => email.id)).toEqual(expect.arrayContaining([failedId, blankedId]));
    const one = await emailsPage("?status=failed&pageSize=1&page=2");
    expect(one.body.emails).toHaveLength(1);
    expect(one.body.total).toBe(failed.body.total);
    expect((await emailsPage("?status=kaputt")).status).toBe(400);
    expect((await emailsPage("?pageSize=500")).status).toBe(400);
  });

  it("queues a failed row again with its audit row", async () => {
    const { status, body } = await resend(failedId);
    expect(status).toBe(200);
    expect(body.email).toMatchObject({ id: failedId, status: "pending", attempts: 0, lastError: null });
    const row = await getDb().emailOutbox.findUniqueOrThrow({ where: { id: failedId } });
    expect(row).toMatchObject({
      status: "pending",
      attempts: 0,
      lastError: null,
      idempotencyKey: "lead-assigned-12-3",
    });
    const audit = await getDb().auditLog.findMany({ where: { action: "email.resend", entityId: String(failedId) } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: admin.userId,
      entityType: "email",
      before: { status: "failed", attempts: 9, lastError: "Resend: 500" },
    });
    // Now pending: a second click is refused.
    expect((await resend(failedId)).status).toBe(409);
  });

  it("refuses sent and blanked rows with 409, unknown ids with 404, and changes nothing", async () => {
    const sent = await resend(sentId);
    expect(sent.status).toBe(409);
    expect(sent.body.message).toBe("Nur fehlgeschlagene E-Mails können erneut gesendet werden.");
    const blanked = await resend(blankedId);
    expect(blanked.status).toBe(409);
    expect(blanked.body.message).toMatch(/Aufbewahrungsfrist/);
    expect(await getDb().emailOutbox.findUniqueOrThrow({ where: { id: blankedId } })).toMatchObject({
      status: "failed",
      attempts: 9,
    });
    expect((await resend(999_999)).status).toBe(404);
    expect(
      await getDb().auditLog.count({
        where: { action: "email.resend", entityId: { in: [String(sentId), String(blankedId)] } },
      }),
    ).toBe(0);
  });
});
