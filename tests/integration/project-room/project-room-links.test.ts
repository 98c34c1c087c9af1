/**
 * The "Mein Projekt" links against the migrated database: send-link and the e-mail form add a link
 * and keep the earlier ones valid; a link unused for 12 months stops working; the customer revokes
 * links from the room (audit row; other links stay valid; links of other projects cannot be revoked).
 */
import { POST as revoke } from "@/app/api/mein-projekt/[token]/links/[linkId]/revoke/route";
import { POST as requestLinks } from "@/app/api/mein-projekt/links/route";
import { POST as sendLink } from "@/app/api/projects/[id]/send-link/route";
import { POST as postProject } from "@/app/api/projects/route";
import { openProjectRoom, PROJECT_ROOM_NOT_FOUND } from "@/lib/project-room/room";
import { ROOM_LINK_MESSAGES } from "@/lib/project-room/customer-actions";
import { closeDb, getDb } from "@/lib/db";
import { INTENT_READINESS_OPTIONS, START_TIMELINE_OPTIONS } from "@/lib/domain/lead-score";
import { OUTBOX_BODY_PURPOSE } from "@/lib/email/outbox";
import { env } from "@/lib/env";
import { decryptField } from "@/lib/security/secrets";
import { seed } from "@/prisma/seed";

const BASE = "http://localhost:3000";
const DAY = 24 * 60 * 60 * 1000;
let ip = 0;
let counter = 0;

function post(path: string, body?: unknown): Request {
  ip += 1;
  return new Request(`${BASE}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: BASE,
      "x-forwarded-for": `10.31.${Math.floor(ip / 250)}.${ip % 250}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const tokenIn = (text: string) => /\/mein-projekt\/([A-Za-z0-9_-]{43})/.exec(text)![1]!;

/** The token of the newest links e-mail to `email`. */
async function newestLinkToken(email: string): Promise<string> {
  const mail = await getDb().emailOutbox.findFirstOrThrow({
    where: { to: { has: email }, subject: "Ihre Links zu „Mein Projekt“" },
    orderBy: { id: "desc" },
  });
  return tokenIn(decryptField(OUTBOX_BODY_PURPOSE, mail.text));
}

async function submitProject() {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  const email = `links-${stamp}@example.at`;
  const quiz = await getDb().quiz.findUniqueOrThrow({ where: { serviceType: "maler" } });
  const answers: Record<string, string | string[]> = {};
  for (const q of quiz.questions as { id: string; type: string; options: string[] }[]) {
    answers[q.id] =
      q.type === "checkbox" ? [q.options[0]!] : q.type === "text" || q.type === "textarea" ? "Freitext" : q.options[0]!;
  }
  answers.intent_readiness = INTENT_READINESS_OPTIONS[0]!;
  answers.start_timeline = START_TIMELINE_OPTIONS[0]!;
  const response = await postProject(
    post("/api/projects", {
      name: "Lena Link",
      email,
      phone: "0664 1234567",
      zipCode: "1070",
      serviceType: "maler",
      gdprAccepted: true,
      answers,
    }),
  );
  expect(response.status).toBe(201);
  const { projectId } = (await response.json()) as { projectId: number };
  const mail = await getDb().emailOutbox.findUniqueOrThrow({
    where: { idempotencyKey: `project-confirmation-${projectId}` },
  });
  return { projectId, email, token: tokenIn(decryptField(OUTBOX_BODY_PURPOSE, mail.text)) };
}

const revokeLink = (token: string, linkId: number | string) =>
  revoke(post(`/api/mein-projekt/${token}/links/${linkId}/revoke`), {
    params: Promise.resolve({ token, linkId: String(linkId) }),
  });

beforeAll(async () => {
  await seed(env.DATABASE_URL!, { allowDevPassword: false });
});

afterAll(async () => {
  await closeDb();
});

describe("new links", () => {
  it("send-link e-mails a new link to the stored address and keeps the customer's links valid", async () => {
    const project = await submitProject();
    const answer = await sendLink(post(`/api/projects/${project.projectId}/send-link`), {
      params: Promise.resolve({ id: String(project.projectId) }),
    });
    expect(answer.status).toBe(200);
    const added = await newestLinkToken(project.email);
    expect(added).not.toBe(project.token);
    expect((await openProjectRoom(project.token))?.projectId).toBe(project.projectId);
    const room = await openProjectRoom(added);
    expect(room?.projectId).toBe(project.projectId);
    expect(room!.links).toHaveLength(2);
    expect(room!.links.filter((link) => link.current)).toHaveLength(1);
  });

  it("the e-mail form adds a link to each of the address's projects; old ones keep working", async () => {
    const project = await submitProject();
    const answer = await requestLinks(post("/api/mein-projekt/links", { email: project.email }));
    expect(answer.status).toBe(200);
    const added = await newestLinkToken(project.email);
    expect((await openProjectRoom(added))?.projectId).toBe(project.projectId);
    expect((await openProjectRoom(project.token))?.projectId).toBe(project.projectId);
  });
});

describe("expiry", () => {
  it("a link not used for 12 months stops working; every use starts the 12 months again", async () => {
    const project = await submitProject();
    const start = Date.now();
    // Used after 11 months: still valid, and valid again 11 months after that use.
    expect(await openProjectRoom(project.token, new Date(start + 335 * DAY))).not.toBeNull();
    expect(await openProjectRoom(project.token, new Date(start + 670 * DAY))).not.toBeNull();
    // 13 months without use: gone, also for the room's actions.
    expect(await openProjectRoom(project.token, new Date(start + 670 * DAY + 400 * DAY))).toBeNull();

    const unused = await submitProject();
    expect(await openProjectRoom(unused.token, new Date(start + 370 * DAY))).toBeNull();
  });
});

describe("revoking", () => {
  it("ends one link with an audit row, keeps the others, refuses other projects' links and answers 404 for a revoked token", async () => {
    const project = await submitProject();
    await requestLinks(post("/api/mein-projekt/links", { email: project.email }));
    const second = await newestLinkToken(project.email);
    const room = (await openProjectRoom(project.token))!;
    const other = room.links.find((link) => !link.current)!;

    const other404 = await submitProject();
    const foreign = (await openProjectRoom(other404.token))!.links[0]!;
    const refused = await revokeLink(project.token, foreign.id);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ message: ROOM_LINK_MESSAGES.notFound });
    expect(await openProjectRoom(other404.token)).not.toBeNull();

    const answer = await revokeLink(project.token, other.id);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ message: ROOM_LINK_MESSAGES.revoked, revokedCurrent: false });
    expect(await openProjectRoom(second)).toBeNull();
    expect((await openProjectRoom(project.token))!.links.map((link) => link.id)).toEqual([
      room.links.find((link) => link.current)!.id,
    ]);
    const audit = await getDb().auditLog.findFirstOrThrow({
      where: { action: "project.room-link-revoke", entityId: String(project.projectId) },
    });
    expect(audit).toMatchObject({ entityType: "project" });

    const again = await revokeLink(project.token, other.id);
    expect(again.status).toBe(404);
    const withRevoked = await revokeLink(second, other.id);
    expect(withRevoked.status).toBe(404);
    expect(await withRevoked.json()).toEqual({ message: PROJECT_ROOM_NOT_FOUND });

    // The link in use can be revoked too; the room is gone for it afterwards.
    const current = (await openProjectRoom(project.token))!.links[0]!;
    const self = await revokeLink(project.token, current.id);
    expect(await self.json()).toEqual({ message: ROOM_LINK_MESSAGES.revokedCurrent, revokedCurrent: true });
    expect(await openProjectRoom(project.token)).toBeNull();
  });
});
