/**
 * Verified reviews against a real database: the hourly invitation job on a moved clock
 * (one e-mail per eligible job, nothing twice, also from two runs at once), a review only through a
 * valid link and only once (author as first name and initial), the company's one public answer
 * with the ownership check, and a reported review that stays visible until the admin removes it,
 * with the decision, its reason, time and admin stored and e-mailed to the reporter.
 */
import { POST as decide } from "@/app/api/admin/reviews/[id]/decision/route";
import { GET as listAdmin } from "@/app/api/admin/reviews/route";
import { POST as reply } from "@/app/api/company/reviews/[id]/reply/route";
import { GET as listCompany } from "@/app/api/company/reviews/route";
import { POST as report } from "@/app/api/reviews/[id]/report/route";
import { POST as submit } from "@/app/api/reviews/invitation/[token]/route";
import { eraseProject } from "@/lib/projects/privacy";
import { REVIEW_ALREADY_REPLIED, REVIEW_ALREADY_SUBMITTED, REVIEW_LINK_NOT_FOUND } from "@/lib/reviews/errors";
import { openReviewInvitation } from "@/lib/reviews/submission";
import { reportableReview } from "@/lib/reviews/company-reviews";
import { closeDb, getDb } from "@/lib/db";
import type { AdminReviewsPage, CompanyReviewsPage } from "@/lib/domain/reviews";
import { OUTBOX_BODY_PURPOSE } from "@/lib/email/outbox";
import { reviewInvitationKey, sendReviewInvitations } from "@/lib/reviews/invitations";
import { decryptField } from "@/lib/security/secrets";
import { createAdminAccount, createCompanyAccount } from "../../support/auth";
import { apiRequest, clientAddresses } from "../../support/http";

const nextAddress = clientAddresses(15);
const request = (method: string, path: string, body?: unknown, cookie?: string) =>
  apiRequest(method, path, { body, cookie, headers: { host: "localhost:3000", "x-forwarded-for": nextAddress() } });
const params = (values: Record<string, string>) => ({ params: Promise.resolve(values) });

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** A project of a unique customer with one won assignment of `companyId`; hire confirmed unless told otherwise. */
async function wonJob(
  companyId: number,
  options: { confirmed?: boolean; expectedCompletion?: string; jobDoneAt?: Date | null } = {},
) {
  const s = stamp();
  const project = await getDb().project.create({
    data: {
      serviceType: "maler",
      zipCode: "1070",
      name: `Bewerterin Quxa${s} Zettelmeier`,
      email: `bewertung-${s}@example.at`,
      phone: "0664 1234567",
      privacyPolicyVersion: "2026-11",
      status: "Gewonnen",
      hireAnswer: options.confirmed === false ? null : "company",
      hiredCompanyId: options.confirmed === false ? null : companyId,
      hireAnsweredAt: new Date("2026-02-01T10:00:00Z"),
    },
  });
  const assignment = await getDb().projectAssignment.create({
    data: {
      projectId: project.id,
      companyId,
      status: "Gewonnen",
      contactedAt: new Date("2026-01-05T10:00:00Z"),
      wonValueCents: 1_200_000,
      expectedCompletion: options.expectedCompletion ?? "2026-03",
      jobDoneAt: options.jobDoneAt ?? null,
    },
  });
  return { project, assignment };
}

/** The token of the invitation e-mail of `assignmentId` (read from the encrypted outbox body). */
async function invitationToken(assignmentId: number): Promise<string> {
  const mail = await getDb().emailOutbox.findUniqueOrThrow({
    where: { idempotencyKey: reviewInvitationKey(assignmentId) },
  });
  const token = /\/bewertung\/([A-Za-z0-9_-]{43})/.exec(decryptField(OUTBOX_BODY_PURPOSE, mail.text))?.[1];
  if (!token) throw new Error("Kein Bewertungslink in der Einladung");
  return token;
}

const REVIEW = {
  rating: 4,
  title: "Saubere Arbeit",
  body: "Pünktlich, sauber und zum vereinbarten Preis gemalt. Gerne wieder.",
};

let companyA: Awaited<ReturnType<typeof createCompanyAccount>>;
let companyB: Awaited<ReturnType<typeof createCompanyAccount>>;
let admin: Awaited<ReturnType<typeof createAdminAccount>>;

beforeAll(async () => {
  companyA = await createCompanyAccount(`reviews-a-${stamp()}@example.at`);
  companyB = await createCompanyAccount(`reviews-b-${stamp()}@example.at`);
  admin = await createAdminAccount(`reviews-admin-${stamp()}@example.at`);
});

afterAll(async () => {
  await closeDb();
});

describe("invitation job", () => {
  it("invites a confirmed won job once, 60 days after its month; not before, not unconfirmed jobs, not twice", async () => {
    const due = await wonJob(companyA.companyId, { expectedCompletion: "2026-03" });
    const unconfirmed = await wonJob(companyA.companyId, { confirmed: false, expectedCompletion: "2026-03" });
    const invitations = () =>
      getDb().reviewInvitation.count({
        where: { assignmentId: { in: [due.assignment.id, unconfirmed.assignment.id] } },
      });

    await sendReviewInvitations(new Date("2026-05-30T12:00:00Z"));
    expect(await invitations()).toBe(0);

    await sendReviewInvitations(new Date("2026-05-31T00:00:00Z"));
    expect(await invitations()).toBe(1);
    const mail = await getDb().emailOutbox.findUniqueOrThrow({
      where: { idempotencyKey: reviewInvitationKey(due.assignment.id) },
    });
    expect(mail).toMatchObject({
      to: [due.project.email],
      projectId: due.project.id,
      subject: `Wie zufrieden waren Sie mit ${`Firma ${companyA.email}`}?`,
    });
    const text = decryptField(OUTBOX_BODY_PURPOSE, mail.text);
    expect(text).toContain(`Guten Tag ${due.project.name},`);
    const token = await invitationToken(due.assignment.id);
    const stored = await getDb().reviewInvitation.findUniqueOrThrow({ where: { assignmentId: due.assignment.id } });
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.tokenHash).not.toContain(token);

    await sendReviewInvitations(new Date("2026-07-01T00:00:00Z"));
    expect(await invitations()).toBe(1);
    expect(await getDb().emailOutbox.count({ where: { idempotencyKey: reviewInvitationKey(due.assignment.id) } })).toBe(
      1,
    );
  });

  it("two runs at once invite a job done by the company exactly once", async () => {
    const jobs = await Promise.all(
      [0, 1, 2].map(() =>
        wonJob(companyA.companyId, { expectedCompletion: "2030-12", jobDoneAt: new Date("2026-04-02T08:00:00Z") }),
      ),
    );
    const now = new Date("2026-04-02T09:00:00Z");
    await Promise.all([sendReviewInvitations(now), sendReviewInvitations(now)]);
    const ids = jobs.map((job) => job.assignment.id);
    expect(await getDb().reviewInvitation.count({ where: { assignmentId: { in: ids } } })).toBe(3);
    expect(await getDb().emailOutbox.count({ where: { idempotencyKey: { in: ids.map(reviewInvitationKey) } } })).toBe(
      3,
    );
  });
});

describe("writing a review", () => {
  it("only through a valid link and only once; the review shows first name and initial, service and month", async () => {
    const job = await wonJob(companyA.companyId, { jobDoneAt: new Date("2026-04-15T10:00:00Z") });
    await sendReviewInvitations(new Date("2026-04-16T00:00:00Z"));
    const token = await invitationToken(job.assignment.id);

    for (const wrong of ["kurz", "A".repeat(43), token.slice(0, -1) + (token.endsWith("A") ? "B" : "A")]) {
      expect(await openReviewInvitation(wrong)).toBeNull();
      const answer = await submit(
        request("POST", `/api/reviews/invitation/${wrong}`, REVIEW),
        params({ token: wrong }),
      );
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ message: REVIEW_LINK_NOT_FOUND });
    }
    expect(await openReviewInvitation(token)).toEqual({
      companyName: `Firma ${companyA.email}`,
      serviceLabel: "Maler",
      jobMonth: "2026-04",
    });

    const invalid = await submit(
      request("POST", `/api/reviews/invitation/${token}`, { rating: 6, title: "x", body: "zu kurz" }),
      params({ token }),
    );
    expect(invalid.status).toBe(400);
    const errors = ((await invalid.json()) as { errors: Record<string, string> }).errors;
    expect(Object.keys(errors).sort()).toEqual(["body", "rating", "title"]);
    expect(await getDb().review.count({ where: { assignmentId: job.assignment.id } })).toBe(0);

    const created = await submit(request("POST", `/api/reviews/invitation/${token}`, REVIEW), params({ token }));
    expect(created.status).toBe(201);
    const { reviewId } = (await created.json()) as { reviewId: number };
    const review = await getDb().review.findUniqueOrThrow({ where: { id: reviewId } });
    expect(review).toMatchObject({
      assignmentId: job.assignment.id,
      companyId: companyA.companyId,
      rating: 4,
      authorName: expect.stringMatching(/^Bewerterin Z\.$/),
      serviceType: "maler",
      jobMonth: "2026-04",
      hiddenAt: null,
    });
    expect(JSON.stringify(review)).not.toContain("Zettelmeier");
    expect(JSON.stringify(review)).not.toContain(job.project.email);
    expect(
      (await getDb().reviewInvitation.findUniqueOrThrow({ where: { assignmentId: job.assignment.id } })).usedAt,
    ).not.toBeNull();

    const again = await submit(request("POST", `/api/reviews/invitation/${token}`, REVIEW), params({ token }));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: REVIEW_ALREADY_SUBMITTED });
    expect(await openReviewInvitation(token)).toBeNull();
    expect(await getDb().review.count({ where: { assignmentId: job.assignment.id } })).toBe(1);
  });

  it("two submissions at once create one review", async () => {
    const job = await wonJob(companyA.companyId, { jobDoneAt: new Date("2026-04-15T10:00:00Z") });
    await sendReviewInvitations(new Date("2026-04-16T00:00:00Z"));
    const token = await invitationToken(job.assignment.id);
    const answers = await Promise.all(
      [0, 1].map(() => submit(request("POST", `/api/reviews/invitation/${token}`, REVIEW), params({ token }))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await getDb().review.count({ where: { assignmentId: job.assignment.id } })).toBe(1);
  });

  it("a link stops working once the customer erased the project", async () => {
    const job = await wonJob(companyA.companyId, { jobDoneAt: new Date("2026-04-15T10:00:00Z") });
    await sendReviewInvitations(new Date("2026-04-16T00:00:00Z"));
    const token = await invitationToken(job.assignment.id);
    await getDb().project.update({ where: { id: job.project.id }, data: { erasedAt: new Date() } });
    expect(await openReviewInvitation(token)).toBeNull();
    expect((await submit(request("POST", `/api/reviews/invitation/${token}`, REVIEW), params({ token }))).status).toBe(
      404,
    );
  });
});

/** A review of company A written through its link; returns its id. */
async function reviewOfA(): Promise<number> {
  const job = await wonJob(companyA.companyId, { jobDoneAt: new Date("2026-04-15T10:00:00Z") });
  await sendReviewInvitations(new Date("2026-04-16T00:00:00Z"));
  const token = await invitationToken(job.assignment.id);
  const answer = await submit(request("POST", `/api/reviews/invitation/${token}`, REVIEW), params({ token }));
  return ((await answer.json()) as { reviewId: number }).reviewId;
}

describe("the company's answer", () => {
  it("answers its own review once; another company gets 404 and sees none of it", async () => {
    const reviewId = await reviewOfA();
    const id = String(reviewId);

    const foreign = await reply(
      request("POST", `/api/company/reviews/${id}/reply`, { reply: "Fremde Antwort" }, companyB.cookie),
      params({ id }),
    );
    expect(foreign.status).toBe(404);
    const listB = (await (
      await listCompany(request("GET", "/api/company/reviews", undefined, companyB.cookie))
    ).json()) as CompanyReviewsPage;
    expect(listB.reviews.map((review) => review.id)).not.toContain(reviewId);

    const tooShort = await reply(
      request("POST", `/api/company/reviews/${id}/reply`, { reply: "ok" }, companyA.cookie),
      params({ id }),
    );
    expect(tooShort.status).toBe(400);

    const first = await reply(
      request("POST", `/api/company/reviews/${id}/reply`, { reply: "Vielen Dank für Ihr Vertrauen!" }, companyA.cookie),
      params({ id }),
    );
    expect(first.status).toBe(200);
    const second = await reply(
      request("POST", `/api/company/reviews/${id}/reply`, { reply: "Noch eine Antwort" }, companyA.cookie),
      params({ id }),
    );
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ message: REVIEW_ALREADY_REPLIED });

    const listA = (await (
      await listCompany(request("GET", "/api/company/reviews?pageSize=100", undefined, companyA.cookie))
    ).json()) as CompanyReviewsPage;
    expect(listA.reviews.find((review) => review.id === reviewId)).toMatchObject({
      reply: "Vielen Dank für Ihr Vertrauen!",
      authorName: expect.stringMatching(/ Z\.$/),
    });
    expect(await getDb().auditLog.count({ where: { action: "review.reply", entityId: id } })).toBe(1);
  });
});

describe("reports and moderation", () => {
  it("a reported review stays visible until the admin removes it; decision, reason, time and admin are kept and e-mailed", async () => {
    const reviewId = await reviewOfA();
    const id = String(reviewId);

    const noReason = await report(request("POST", `/api/reviews/${id}/report`, { reason: "kurz" }), params({ id }));
    expect(noReason.status).toBe(400);
    const reporter = `melder-${stamp()}@example.at`;
    const reported = await report(
      request("POST", `/api/reviews/${id}/report`, {
        reason: "Diese Bewertung ist beleidigend und unwahr.",
        email: reporter,
      }),
      params({ id }),
    );
    expect(reported.status).toBe(201);
    expect(await reportableReview(reviewId)).not.toBeNull();

    const list = (await (
      await listAdmin(request("GET", "/api/admin/reviews?status=open&pageSize=100", undefined, admin.cookie))
    ).json()) as AdminReviewsPage;
    const listed = list.reviews.find((review) => review.id === reviewId);
    expect(listed).toMatchObject({
      openReports: 1,
      hiddenAt: null,
      reports: [{ reason: "Diese Bewertung ist beleidigend und unwahr.", reporterEmail: reporter, decision: null }],
    });
    expect(list.reviews.findIndex((review) => review.openReports === 0)).toBe(-1);

    const notAdmin = await decide(
      request(
        "POST",
        `/api/admin/reviews/${id}/decision`,
        { decision: "removed", reason: "Beleidigung" },
        companyA.cookie,
      ),
      params({ id }),
    );
    expect(notAdmin.status).toBe(403);
    const withoutReason = await decide(
      request("POST", `/api/admin/reviews/${id}/decision`, { decision: "removed", reason: "" }, admin.cookie),
      params({ id }),
    );
    expect(withoutReason.status).toBe(400);
    expect(await reportableReview(reviewId)).not.toBeNull();

    const decided = await decide(
      request(
        "POST",
        `/api/admin/reviews/${id}/decision`,
        { decision: "removed", reason: "Beleidigende Aussagen" },
        admin.cookie,
      ),
      params({ id }),
    );
    expect(decided.status).toBe(200);
    expect(await decided.json()).toMatchObject({ reviewId, decision: "removed", decidedReports: 1 });

    expect(await reportableReview(reviewId)).toBeNull();
    expect((await getDb().review.findUniqueOrThrow({ where: { id: reviewId } })).hiddenAt).not.toBeNull();
    const stored = await getDb().reviewReport.findFirstOrThrow({ where: { reviewId } });
    expect(stored).toMatchObject({
      decision: "removed",
      decisionReason: "Beleidigende Aussagen",
      decidedBy: admin.userId,
    });
    expect(stored.decidedAt).not.toBeNull();
    expect(
      await getDb().auditLog.count({ where: { action: "review.remove", entityId: id, note: "Beleidigende Aussagen" } }),
    ).toBe(1);
    const mail = await getDb().emailOutbox.findFirstOrThrow({ where: { to: { has: reporter } } });
    expect(decryptField(OUTBOX_BODY_PURPOSE, mail.text)).toContain("Begründung: Beleidigende Aussagen");

    // Decided: a second decision and new reports of the removed review are refused.
    expect(
      (
        await decide(
          request("POST", `/api/admin/reviews/${id}/decision`, { decision: "kept", reason: "Doch ok" }, admin.cookie),
          params({ id }),
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await report(
          request("POST", `/api/reviews/${id}/report`, { reason: "Noch einmal gemeldet, bitte prüfen." }),
          params({ id }),
        )
      ).status,
    ).toBe(404);
    const decidedList = (await (
      await listAdmin(request("GET", "/api/admin/reviews?status=decided&pageSize=100", undefined, admin.cookie))
    ).json()) as AdminReviewsPage;
    expect(decidedList.reviews.find((review) => review.id === reviewId)?.reports[0]).toMatchObject({
      decision: "removed",
      decidedByEmail: admin.email,
    });
  });

  it("'Bewertung bleibt' keeps the review visible", async () => {
    const reviewId = await reviewOfA();
    const id = String(reviewId);
    await report(
      request("POST", `/api/reviews/${id}/report`, { reason: "Ich glaube nicht, dass das stimmt." }),
      params({ id }),
    );
    const decided = await decide(
      request(
        "POST",
        `/api/admin/reviews/${id}/decision`,
        { decision: "kept", reason: "Keine Regelverletzung erkennbar" },
        admin.cookie,
      ),
      params({ id }),
    );
    expect(decided.status).toBe(200);
    expect(await reportableReview(reviewId)).not.toBeNull();
    expect(await getDb().auditLog.count({ where: { action: "review.keep", entityId: id } })).toBe(1);
  });

  it("reports are limited per client: the sixth within an hour answers 429 with Retry-After and stores nothing", async () => {
    const reviewId = await reviewOfA();
    const id = String(reviewId);
    const fromOneClient = () => {
      const req = request("POST", `/api/reviews/${id}/report`, { reason: "Wiederholte Meldung derselben Bewertung." });
      req.headers.set("x-forwarded-for", "10.15.250.250");
      return report(req, params({ id }));
    };
    for (let i = 0; i < 5; i += 1) expect((await fromOneClient()).status).toBe(201);
    const limited = await fromOneClient();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await getDb().reviewReport.count({ where: { reviewId } })).toBe(5);
  });
});

describe("erasure", () => {
  it("after the customer's erasure no review table and no review e-mail holds their full name or address", async () => {
    const job = await wonJob(companyA.companyId, { jobDoneAt: new Date("2026-04-15T10:00:00Z") });
    await sendReviewInvitations(new Date("2026-04-16T00:00:00Z"));
    const token = await invitationToken(job.assignment.id);
    const created = await submit(request("POST", `/api/reviews/invitation/${token}`, REVIEW), params({ token }));
    const { reviewId } = (await created.json()) as { reviewId: number };
    await eraseProject("system", job.project.id);

    const rows = await Promise.all([
      getDb().review.findUniqueOrThrow({ where: { id: reviewId } }),
      getDb().reviewInvitation.findMany({ where: { assignmentId: job.assignment.id } }),
      getDb().reviewReport.findMany({ where: { reviewId } }),
      getDb().emailOutbox.findMany({ where: { projectId: job.project.id } }),
    ]);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain("Zettelmeier");
    expect(stored).not.toContain(job.project.email);
    expect(rows[0].authorName).toMatch(/^Bewerterin Z\.$/);
    expect(rows[3].map((row) => row.to)).toEqual([["gelöscht"]]);
  });
});
