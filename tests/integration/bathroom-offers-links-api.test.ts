/**
 * Bathroom offers against the run's seeded database: the hourly AI cap, express-interest, the link
 * calls GET /api/offers/{uniqueLinkId} and POST …/select (approved offers only; choosing needs the
 * e-mail link's secret or the submitting browser's cookie), and with pg-boss running: project → offer
 * within 2 s, the job committed with the project, retry with backoff, the sweep.
 */
import type PgBoss from "pg-boss";
import { GET as getOffersOfProject } from "@/app/api/bathroom-offers/[projectId]/route";
import { POST as postInterest } from "@/app/api/bathroom-offers/express-interest/route";
import { GET as getOfferByLink } from "@/app/api/offers/[uniqueLinkId]/route";
import { POST as postSelect } from "@/app/api/offers/[uniqueLinkId]/select/route";
import { clearBathroomPriceCache } from "@/lib/data/bathroom-prices";
import { getDb } from "@/lib/db";
import { OFFER_TIERS, type StoredTierOffer } from "@/lib/domain/bathroom-offer-types";
import { templateOfferTexts, timelineText } from "@/lib/domain/offer-texts";
import { env } from "@/lib/env";
import { createHash } from "node:crypto";
import { approveBathroomOffer } from "@/lib/data/admin-bathroom-offers";
import { SELECTION_FORBIDDEN_MESSAGE } from "@/lib/data/bathroom-offers";
import { getRunningBoss } from "@/lib/jobs/boss";
import { startWorkers } from "@/lib/jobs/workers";
import { OFFER_GENERATE_QUEUE } from "@/lib/jobs/queue-names";
import {
  enqueueOfferGeneration,
  generateBathroomOffer,
  generateJobId,
  OFFER_MAX_ATTEMPTS,
  OFFER_RETRY_DELAY_SECONDS,
  sweepMissingOffers,
} from "@/lib/offers/offer-generation";
import { seed } from "@/prisma/seed";
import { deliverToFake, startFakeResend, withEnv, type FakeResend } from "../support/fake-resend";

import {
  bathroomAnswers,
  customerCounter,
  engineQuote,
  expectEnginePrices,
  fakeAi,
  loggedText,
  offerRows,
  params,
  request,
  setUpBathroomOffers,
  spyLog,
  submitProject,
  waitFor,
} from "../support/bathroom-offers";

setUpBathroomOffers(61);

describe("without pg-boss in this process", () => {
  beforeAll(() => {
    expect(getRunningBoss()).toBeUndefined();
    expect(env.OPENAI_API_KEY).toBeUndefined(); // precondition: no AI unless a test sets it
  });

  describe("hourly AI cap (OFFER_AI_REQUESTS_PER_HOUR, counted in rate_limits across instances)", () => {
    async function generateWithCap(cap: string) {
      const { projectId } = await submitProject();
      const outcome = await withEnv(
        {
          OPENAI_API_KEY: "sk-test-key",
          OPENAI_BASE_URL: fakeAi.url,
          OPENAI_MODEL: "gpt-test-model",
          OFFER_AI_TIMEOUT_MS: "2000",
          OFFER_AI_REQUESTS_PER_HOUR: cap,
        },
        async () => (await import("@/lib/offers/offer-generation")).generateBathroomOffer(projectId),
      );
      return { projectId, outcome, row: await expectEnginePrices(projectId) };
    }

    beforeEach(async () => {
      // A fresh hour for the cap (the other AI tests of this file counted against it too).
      await getDb().rateLimit.deleteMany({ where: { key: { startsWith: "offer-ai" } } });
    });

    it("cap 1: the first offer gets AI texts, the second the templates without asking; prices are the engine's both times", async () => {
      const quote = await engineQuote();
      for (const tier of OFFER_TIERS) fakeAi.texts[tier].timeline = timelineText(quote[tier].timelineWeeks);
      const warn = spyLog("warn");

      const first = await generateWithCap("1");
      expect(first.outcome.textSource).toBe("ai");
      const second = await generateWithCap("1");
      expect(second.outcome.textSource).toBe("template");
      expect(fakeAi.requests).toHaveLength(1);
      const templates = templateOfferTexts(quote, { answers: bathroomAnswers, quantities: quote.quantities });
      for (const tier of OFFER_TIERS) expect(second.row[`${tier}Offer`]).toMatchObject(templates[tier]);
      expect(loggedText(warn)).toContain("KI-Stundenlimit erreicht");
    });

    it("cap 0: never asks the model", async () => {
      spyLog("warn");
      const { outcome } = await generateWithCap("0");
      expect(outcome.textSource).toBe("template");
      expect(fakeAi.requests).toHaveLength(0);
    });
  });

  describe("POST /api/bathroom-offers/express-interest", () => {
    it("records the chosen tier for the browser with the proof (201)", async () => {
      const { projectId, cookie } = await submitProject();
      await generateBathroomOffer(projectId);
      const response = await postInterest(
        request("/api/bathroom-offers/express-interest", {
          method: "POST",
          cookie,
          body: { projectId, selectedTier: "standard" },
        }),
      );
      expect(response.status).toBe(201);
      const [offer] = await offerRows(projectId);
      const selections = await getDb().offerSelection.findMany({ where: { offerId: offer!.id } });
      expect(selections).toHaveLength(1);
      expect(selections[0]).toMatchObject({ selectedTier: "standard", customerConfirmedAt: null });
    });

    it("answers 404 without the proof and writes nothing; 400 for an unknown tier; 409 while generating", async () => {
      const { projectId, cookie } = await submitProject();
      const other = await submitProject();
      const early = await postInterest(
        request("/api/bathroom-offers/express-interest", {
          method: "POST",
          cookie,
          body: { projectId, selectedTier: "budget" },
        }),
      );
      expect(early.status).toBe(409);

      await generateBathroomOffer(projectId);
      for (const c of [undefined, other.cookie]) {
        const response = await postInterest(
          request("/api/bathroom-offers/express-interest", {
            method: "POST",
            cookie: c,
            body: { projectId, selectedTier: "budget" },
          }),
        );
        expect(response.status).toBe(404);
      }
      const bad = await postInterest(
        request("/api/bathroom-offers/express-interest", {
          method: "POST",
          cookie,
          body: { projectId, selectedTier: "luxus" },
        }),
      );
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { errors: Record<string, string> }).errors.selectedTier).toBeTruthy();
      const [offer] = await offerRows(projectId);
      expect(await getDb().offerSelection.count({ where: { offerId: offer!.id } })).toBe(0);
    });
  });

  describe("GET /api/offers/{uniqueLinkId} and POST …/select", () => {
    it("a pending offer is not visible by link; an approved one is, and the submitting browser's confirmed choice is recorded", async () => {
      const { projectId, cookie } = await submitProject();
      const { uniqueLinkId } = await generateBathroomOffer(projectId);
      const link = uniqueLinkId!;

      const pending = await getOfferByLink(request(`/api/offers/${link}`), params({ uniqueLinkId: link }));
      expect(pending.status).toBe(404);
      expect(await pending.json()).toEqual({ message: "Angebot nicht gefunden" });
      const pendingSelect = await postSelect(
        request(`/api/offers/${link}/select`, { method: "POST", body: { selectedTier: "premium" } }),
        params({ uniqueLinkId: link }),
      );
      expect(pendingSelect.status).toBe(404);

      await getDb().bathroomOffer.updateMany({
        where: { uniqueLinkId: link },
        data: { status: "approved", approvedAt: new Date() },
      });

      const approved = await getOfferByLink(request(`/api/offers/${link}`), params({ uniqueLinkId: link }));
      expect(approved.status).toBe(200);
      const body = (await approved.json()) as Record<string, unknown>;
      expect(body.project).toEqual({
        name: `Eva Bauer ${customerCounter}`,
        email: `eva.bauer${customerCounter}@example.at`,
        phone: "+436607654321",
      });
      const quote = await engineQuote();
      for (const tier of OFFER_TIERS) {
        expect(body[`${tier}Offer`]).toMatchObject({
          totalPrice: quote[tier].totalPrice,
          laborCosts: quote[tier].laborCosts,
        });
        expect((body[`${tier}Offer`] as StoredTierOffer).timeline).toMatch(/^Fertigstellung in /);
      }

      expect(body.accessCookie).toBe(false); // no cookie sent

      const select = await postSelect(
        request(`/api/offers/${link}/select`, { method: "POST", cookie, body: { selectedTier: "premium" } }),
        params({ uniqueLinkId: link }),
      );
      expect(select.status).toBe(201);
      const [offer] = await offerRows(projectId);
      const [selection] = await getDb().offerSelection.findMany({ where: { offerId: offer!.id } });
      expect(selection).toMatchObject({ selectedTier: "premium" });
      expect(selection!.customerConfirmedAt).toBeInstanceOf(Date);

      const invalid = await postSelect(
        request(`/api/offers/${link}/select`, { method: "POST", cookie, body: { selectedTier: "gold" } }),
        params({ uniqueLinkId: link }),
      );
      expect(invalid.status).toBe(400);
    });

    describe("only the customer chooses", () => {
      let fakeResend: FakeResend;
      let adminId: number;
      beforeAll(async () => {
        fakeResend = await startFakeResend();
        adminId = (
          await getDb().user.create({
            data: { email: `offer-admin-${Date.now()}@example.at`, role: "admin" },
            select: { id: true },
          })
        ).id;
      });
      afterAll(async () => {
        await fakeResend.close();
      });

      /** A generated offer approved by the admin; returns the link id, the e-mail's link and the secret. */
      async function approvedOffer() {
        const submitted = await submitProject();
        const { offerId, uniqueLinkId } = await generateBathroomOffer(submitted.projectId);
        await approveBathroomOffer(offerId!, adminId);
        const sent = await deliverToFake(fakeResend, `offer-approved-${offerId}`);
        const emailLink = /https?:\/\/\S+\/offer\/\S+/.exec(String(sent.body.text))![0];
        const key = new URL(emailLink).searchParams.get("k")!;
        return { ...submitted, offerId: offerId!, link: uniqueLinkId!, emailLink, key };
      }

      const select = (link: string, body: Record<string, unknown>, cookie?: string) =>
        postSelect(
          request(`/api/offers/${link}/select`, { method: "POST", cookie, body }),
          params({ uniqueLinkId: link }),
        );

      it("the approval e-mail carries a 256-bit secret; only its SHA-256 is stored, and the outbox row holds neither link nor secret", async () => {
        const { offerId, link, emailLink, key } = await approvedOffer();
        expect(emailLink).toBe(`${env.SITE_URL.replace(/\/$/, "")}/offer/${link}?k=${key}`);
        expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(Buffer.from(key, "base64url")).toHaveLength(32);
        const offer = await getDb().bathroomOffer.findUniqueOrThrow({ where: { id: offerId } });
        expect(offer.selectionTokenHash).toBe(createHash("sha256").update(key).digest("hex"));
        const row = await getDb().emailOutbox.findUniqueOrThrow({
          where: { idempotencyKey: `offer-approved-${offerId}` },
        });
        expect(row.status).toBe("sent");
        for (const body of [row.text, row.html ?? ""]) {
          expect(body).not.toContain(key);
          expect(body).not.toContain(`/offer/${link}`);
        }
      });

      it("a company that knows the link id can view the offer but not choose: 403 without or with a wrong secret", async () => {
        const { offerId, link, key } = await approvedOffer();
        const view = await getOfferByLink(request(`/api/offers/${link}`), params({ uniqueLinkId: link }));
        expect(view.status).toBe(200);
        expect(((await view.json()) as { accessCookie: boolean }).accessCookie).toBe(false);

        const other = await submitProject(); // another customer's browser cookie proves nothing here
        const wrongKey = `${key.slice(0, -1)}${key.endsWith("A") ? "B" : "A"}`;
        for (const [body, cookie] of [
          [{ selectedTier: "budget" }, undefined],
          [{ selectedTier: "budget", key: wrongKey }, undefined],
          [{ selectedTier: "budget", key: "kurz" }, undefined],
          [{ selectedTier: "budget" }, other.cookie],
        ] as const) {
          const response = await select(link, body, cookie);
          expect(response.status).toBe(403);
          expect(await response.json()).toEqual({ message: SELECTION_FORBIDDEN_MESSAGE });
        }
        expect(await getDb().offerSelection.count({ where: { offerId } })).toBe(0);
      });

      it("the customer chooses with the e-mail link's secret, or from the browser that submitted the quiz", async () => {
        const { offerId, link, key, cookie } = await approvedOffer();
        const withKey = await select(link, { selectedTier: "standard", key });
        expect(withKey.status).toBe(201);

        const view = await getOfferByLink(request(`/api/offers/${link}`, { cookie }), params({ uniqueLinkId: link }));
        expect(((await view.json()) as { accessCookie: boolean }).accessCookie).toBe(true);
        const withCookie = await select(link, { selectedTier: "premium" }, cookie);
        expect(withCookie.status).toBe(201);

        const selections = await getDb().offerSelection.findMany({ where: { offerId }, orderBy: { id: "asc" } });
        expect(selections.map((selection) => selection.selectedTier)).toEqual(["standard", "premium"]);
        expect(selections.every((selection) => selection.customerConfirmedAt instanceof Date)).toBe(true);
      });
    });

    it("unknown and malformed links answer 404", async () => {
      for (const link of ["0123456789abcdef0123456789abcdef", "../../etc", "x".repeat(40)]) {
        expect((await getOfferByLink(request(`/api/offers/x`), params({ uniqueLinkId: link }))).status).toBe(404);
        const select = await postSelect(
          request(`/api/offers/x/select`, { method: "POST", body: { selectedTier: "budget" } }),
          params({ uniqueLinkId: link }),
        );
        expect(select.status).toBe(404);
      }
    });
  });
});

describe("with pg-boss running (worker, retries, sweep)", () => {
  let boss: PgBoss;

  beforeAll(async () => {
    boss = await startWorkers();
  }, 30_000);

  it("registers the generation queue with its retry policy", async () => {
    const queue = await boss.getQueue(OFFER_GENERATE_QUEUE);
    expect(queue).toMatchObject({
      retryLimit: OFFER_MAX_ATTEMPTS - 1,
      retryDelay: OFFER_RETRY_DELAY_SECONDS,
      retryBackoff: true,
    });
  });

  it("without AI, a submitted bathroom project has its offer within 2 s (job committed with the project)", async () => {
    const started = Date.now();
    const { projectId, cookie } = await submitProject();
    expect(await boss.getJobById(OFFER_GENERATE_QUEUE, generateJobId(projectId))).not.toBeNull();
    await waitFor(async () => (await offerRows(projectId)).length > 0, 5000);
    expect(Date.now() - started).toBeLessThan(2000);
    await expectEnginePrices(projectId);
    const response = await getOffersOfProject(
      request(`/api/bathroom-offers/${projectId}`, { cookie }),
      params({ projectId: String(projectId) }),
    );
    expect(response.status).toBe(200);
  });

  it("inserts the job in the project's transaction: nothing remains when it rolls back", async () => {
    let projectId = 0;
    await expect(
      getDb().$transaction(async (tx) => {
        const project = await tx.project.create({
          data: {
            serviceType: "badrenovierung",
            zipCode: "1030",
            name: "Abbruch",
            email: "abbruch@example.at",
            phone: "0660 2222222",
            quizAnswers: bathroomAnswers,
            privacyPolicyVersion: "2025-07",
          },
        });
        projectId = project.id;
        expect(await enqueueOfferGeneration(project.id, tx)).toBe(true);
        // Asked through the transaction (the embedded PGlite server runs one transaction at a time).
        expect(
          await tx.$queryRawUnsafe<unknown[]>(
            "select id from pgboss.job where id = $1::uuid",
            generateJobId(project.id),
          ),
        ).toHaveLength(1);
        throw new Error("Abbruch");
      }),
    ).rejects.toThrow("Abbruch");
    expect(projectId).toBeGreaterThan(0);
    expect(await getDb().project.findUnique({ where: { id: projectId } })).toBeNull();
    expect(await boss.getJobById(OFFER_GENERATE_QUEUE, generateJobId(projectId))).toBeNull();
  });

  it("20 projects submitted at once all have their offer within 2 s", async () => {
    // The embedded PGlite server (used when no PostgreSQL answers) mixes up the extended-protocol
    // messages of concurrent connections ("portal \"\" cannot be run"), so there they are submitted
    // one after the other; the worker still generates them together.
    const [{ version }] = await getDb().$queryRaw<{ version: string }[]>`select version()`;
    const embedded = /wasm|emscripten/i.test(version);
    const started = Date.now();
    const projects = embedded
      ? await Array.from({ length: 20 }).reduce<Promise<{ projectId: number }[]>>(
          async (done) => [...(await done), await submitProject()],
          Promise.resolve([]),
        )
      : await Promise.all(Array.from({ length: 20 }, () => submitProject()));
    const ids = projects.map((p) => p.projectId);
    await waitFor(
      async () => (await getDb().bathroomOffer.count({ where: { projectId: { in: ids } } })) === ids.length,
      8000,
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("projects of other services get no job and no offer", async () => {
    const { projectId } = await submitProject("maler");
    expect(await boss.getJobById(OFFER_GENERATE_QUEUE, generateJobId(projectId))).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await offerRows(projectId)).toHaveLength(0);
  });

  it("a failed attempt is retried with backoff and the retry succeeds", async () => {
    spyLog("error");
    // Break the price tables: the engine then throws "Preiszeile fehlt".
    await getDb().viennaSpecificCost.deleteMany({});
    clearBathroomPriceCache();
    try {
      const { projectId } = await submitProject();
      await waitFor(
        async () => (await boss.getJobById(OFFER_GENERATE_QUEUE, generateJobId(projectId)))?.state === "retry",
        5000,
      );
      const job = await boss.getJobById(OFFER_GENERATE_QUEUE, generateJobId(projectId));
      expect(job!.retryCount).toBe(0); // pg-boss counts the retry when it starts it
      expect((job!.output as { message?: string }).message).toContain("Preiszeile fehlt");
      expect(job!.startAfter.getTime()).toBeGreaterThan(Date.now() + (OFFER_RETRY_DELAY_SECONDS - 2) * 1000);
      expect(await offerRows(projectId)).toHaveLength(0);

      await seed(env.DATABASE_URL!, { allowDevPassword: false }); // restores the tables
      clearBathroomPriceCache();
      await waitFor(async () => (await offerRows(projectId)).length > 0, 15_000);
      await expectEnginePrices(projectId);
      expect((await boss.getJobById(OFFER_GENERATE_QUEUE, generateJobId(projectId)))?.state).toBe("completed");
    } finally {
      await seed(env.DATABASE_URL!, { allowDevPassword: false });
      clearBathroomPriceCache();
    }
  }, 40_000);

  it("the sweep enqueues older bathroom projects that have neither offer nor job", async () => {
    const { projectId } = await submitProject();
    await waitFor(async () => (await offerRows(projectId)).length > 0, 5000);
    // A project as a process without pg-boss leaves it: no job, no offer, two minutes old.
    const orphan = await getDb().project.create({
      data: {
        serviceType: "badezimmer",
        zipCode: "1120",
        name: "Ohne Job",
        email: "ohne.job@example.at",
        phone: "0660 1111111",
        quizAnswers: bathroomAnswers,
        privacyPolicyVersion: "2025-07",
        createdAt: new Date(Date.now() - 120_000),
      },
    });
    expect(await sweepMissingOffers({ boss })).toBeGreaterThanOrEqual(1);
    await waitFor(async () => (await offerRows(orphan.id)).length > 0, 5000);
    expect(await sweepMissingOffers({ boss })).toBe(0);
    expect(await offerRows(orphan.id)).toHaveLength(1);
  });
});
