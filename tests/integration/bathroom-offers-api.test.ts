/**
 * Bathroom offers against the run's seeded database: the customer's project and offer calls with and
 * without the access cookie (GET /api/projects/{id}, GET /api/bathroom-offers/{id}), generation with
 * the engine's prices, and texts from the templates or a fake OpenAI server (good answer, malformed
 * JSON, timeout, HTTP 500, texts stating other prices); idempotent reruns, failure after the last try; the
 * possible subsidies per tier on the ready answer.
 */
import { GET as getOffersOfProject } from "@/app/api/bathroom-offers/[projectId]/route";
import { POST as postInterest } from "@/app/api/bathroom-offers/express-interest/route";
import { GET as getOfferByLink } from "@/app/api/offers/[uniqueLinkId]/route";
import { GET as getProject } from "@/app/api/projects/[id]/route";
import { getDb } from "@/lib/db";
import { OFFER_TIERS, type StoredTierOffer } from "@/lib/domain/bathroom-offer-types";
import { rankOffers, type CustomerOffers } from "@/lib/domain/offer-display";
import { templateOfferTexts, timelineText } from "@/lib/domain/offer-texts";
import type { PossibleSubsidy } from "@/lib/domain/subsidies";
import { env } from "@/lib/env";
import { getRunningBoss } from "@/lib/jobs/boss";
import { generateBathroomOffer, OFFER_MAX_ATTEMPTS, runGenerateJob } from "@/lib/offers/offer-generation";
import { withEnv } from "../support/fake-resend";
import { subsidyRuleBody } from "../support/subsidy-rules";

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
} from "../support/bathroom-offers";

setUpBathroomOffers(6);

describe("without pg-boss in this process", () => {
  beforeAll(() => {
    expect(getRunningBoss()).toBeUndefined();
    expect(env.OPENAI_API_KEY).toBeUndefined(); // precondition: no AI unless a test sets it
  });

  describe("POST /api/projects and the access cookie", () => {
    it("answers { projectId } with 201 and sets an httpOnly, SameSite=Lax cookie for path /", async () => {
      const { projectId, setCookie } = await submitProject();
      expect(projectId).toBeGreaterThan(0);
      expect(setCookie).toMatch(new RegExp(`^projekt_zugang=${projectId}\\.\\d+\\.[A-Za-z0-9_-]{43}`));
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      expect(setCookie).toMatch(/Path=\//);
      expect(setCookie).toMatch(/Max-Age=\d+/);
    });

    it("keeps the proofs of earlier projects of the same browser in the one cookie", async () => {
      const first = await submitProject();
      const second = await submitProject("badrenovierung", first.cookie);
      for (const id of [first.projectId, second.projectId]) {
        const response = await getProject(
          request(`/api/projects/${id}`, { cookie: second.cookie }),
          params({ id: String(id) }),
        );
        expect(response.status).toBe(200);
      }
    });
  });

  describe("GET /api/projects/{id}", () => {
    it("answers only { name, zipCode } with the proof", async () => {
      const { projectId, cookie } = await submitProject();
      const response = await getProject(
        request(`/api/projects/${projectId}`, { cookie }),
        params({ id: String(projectId) }),
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ name: `Eva Bauer ${customerCounter}`, zipCode: "1070" });
      expect(response.headers.get("cache-control")).toContain("no-store");
    });

    it("answers 404 like an unknown id without a proof, with another project's proof and with a forged one", async () => {
      const mine = await submitProject();
      const other = await submitProject();
      const unknown = await getProject(
        request("/api/projects/999999", { cookie: mine.cookie }),
        params({ id: "999999" }),
      );
      expect(unknown.status).toBe(404);
      const unknownBody = await unknown.json();

      const forged = `projekt_zugang=${mine.projectId}.${Math.floor(Date.now() / 1000)}.${"A".repeat(43)}`;
      for (const cookie of [undefined, other.cookie, forged]) {
        const response = await getProject(
          request(`/api/projects/${mine.projectId}`, { cookie }),
          params({ id: String(mine.projectId) }),
        );
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual(unknownBody);
      }
      const garbage = await getProject(request("/api/projects/abc", { cookie: mine.cookie }), params({ id: "abc" }));
      expect(garbage.status).toBe(404);
    });
  });

  describe("GET /api/bathroom-offers/{projectId}", () => {
    it("answers 202 { status: 'generating' } before the offer exists and the three tiers after", async () => {
      const { projectId, cookie } = await submitProject();
      const before = await getOffersOfProject(
        request(`/api/bathroom-offers/${projectId}`, { cookie }),
        params({ projectId: String(projectId) }),
      );
      expect(before.status).toBe(202);
      expect(await before.json()).toEqual({ status: "generating" });
      expect(before.headers.get("cache-control")).toContain("no-store");

      expect(await generateBathroomOffer(projectId)).toMatchObject({ status: "created", textSource: "template" });

      const after = await getOffersOfProject(
        request(`/api/bathroom-offers/${projectId}`, { cookie }),
        params({ projectId: String(projectId) }),
      );
      expect(after.status).toBe(200);
      const body = (await after.json()) as {
        status: string;
        project: unknown;
        offers: Record<string, StoredTierOffer>;
      };
      expect(body.status).toBe("ready");
      expect(body.project).toEqual({ name: `Eva Bauer ${customerCounter}`, zipCode: "1070" });
      expect(Object.keys(body.offers).sort()).toEqual(["budgetOffer", "premiumOffer", "standardOffer"]);
      const quote = await engineQuote();
      expect(body.offers.standardOffer).toMatchObject({
        laborCosts: quote.standard.laborCosts,
        materialCosts: quote.standard.materialCosts,
        viennaCosts: quote.standard.viennaCosts,
      });
      expect(body.offers.budgetOffer!.description.length).toBeGreaterThan(20);
      expect(JSON.stringify(body)).not.toContain("@example.at"); // no e-mail on this call
    });

    it("adds the possible subsidies of the project, estimated per ranked tier, once the offers are ready", async () => {
      const key = `t-offers-${Date.now()}`;
      await getDb().subsidyRule.create({
        data: {
          ...subsidyRuleBody(key, { services: ["badrenovierung"], rateBps: 1000, maxCents: null }),
          validFrom: new Date("2026-01-01T00:00:00Z"),
          validTo: null,
          lastCheckedOn: new Date("2026-12-05T00:00:00Z"),
        },
      });
      try {
        const { projectId, cookie } = await submitProject();
        await getDb().project.update({
          where: { id: projectId },
          data: { quizAnswers: { ...bathroomAnswers, subsidy_age: "67" } },
        });
        await generateBathroomOffer(projectId);
        const response = await getOffersOfProject(
          request(`/api/bathroom-offers/${projectId}`, { cookie }),
          params({ projectId: String(projectId) }),
        );
        const body = (await response.json()) as { offers: CustomerOffers; subsidies: PossibleSubsidy[] };
        const subsidy = body.subsidies.find((entry) => entry.key === key);
        expect(subsidy).toMatchObject({ status: "possible", conditionsToConfirm: ["Mindestens 60 Jahre."] });
        // 10 % of each tier's gross total (whole euros incl. USt.), cheapest first as the page ranks them.
        expect(subsidy!.tierEstimates).toEqual(
          rankOffers(body.offers).map((tier) => ({
            label: tier.title,
            grossCents: tier.sums.total * 100,
            estimateCents: tier.sums.total * 10,
          })),
        );
      } finally {
        await getDb().subsidyRule.delete({ where: { key } });
      }
    });

    it("answers 404 without the proof, for another project's proof, and for projects of other services", async () => {
      const mine = await submitProject();
      await generateBathroomOffer(mine.projectId);
      const other = await submitProject();
      for (const cookie of [undefined, other.cookie]) {
        const response = await getOffersOfProject(
          request(`/api/bathroom-offers/${mine.projectId}`, { cookie }),
          params({ projectId: String(mine.projectId) }),
        );
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ message: "Angebot nicht gefunden" });
      }
      const painter = await submitProject("maler");
      expect(await offerRows(painter.projectId)).toHaveLength(0);
      // A painter project never gets an offer: not found, even for its own browser.
      const state = await getOffersOfProject(
        request(`/api/bathroom-offers/${painter.projectId}`, { cookie: painter.cookie }),
        params({ projectId: String(painter.projectId) }),
      );
      expect(state.status).toBe(404);
      const interest = await postInterest(
        request("/api/bathroom-offers/express-interest", {
          method: "POST",
          cookie: painter.cookie,
          body: { projectId: painter.projectId, selectedTier: "budget" },
        }),
      );
      expect(interest.status).toBe(404);
      // Its name and postal code stay readable for its own browser (GET /api/projects/{id}).
      expect(
        (
          await getProject(
            request(`/api/projects/${painter.projectId}`, { cookie: painter.cookie }),
            params({ id: String(painter.projectId) }),
          )
        ).status,
      ).toBe(200);
    });
  });

  describe("generation", () => {
    it("stores the engine's three tiers, a 32-character link id, status pending, template texts, and links the project", async () => {
      const { projectId } = await submitProject();
      const outcome = await generateBathroomOffer(projectId);
      expect(outcome).toMatchObject({ status: "created", textSource: "template" });
      const row = await expectEnginePrices(projectId);
      expect(row.status).toBe("pending");
      expect(row.uniqueLinkId).toMatch(/^[0-9a-f]{32}$/);
      expect(outcome.uniqueLinkId).toBe(row.uniqueLinkId);
      const project = await getDb().project.findUniqueOrThrow({ where: { id: projectId } });
      expect(project.aiOfferLinkId).toBe(row.uniqueLinkId);
      const templates = templateOfferTexts(await engineQuote(), {
        answers: bathroomAnswers,
        quantities: (await engineQuote()).quantities,
      });
      expect(row.standardOffer).toMatchObject(templates.standard);
      const totals = OFFER_TIERS.map((tier) => (row[`${tier}Offer`] as unknown as StoredTierOffer).totalPrice);
      expect(totals[0]).toBeLessThan(totals[1]!);
      expect(totals[1]).toBeLessThan(totals[2]!);
    });

    it("is idempotent: a rerun, also two at once, never creates a second offer", async () => {
      const { projectId } = await submitProject();
      const [a, b] = await Promise.all([generateBathroomOffer(projectId), generateBathroomOffer(projectId)]);
      expect([a.status, b.status].sort()).toEqual(["created", "exists"]);
      const again = await generateBathroomOffer(projectId);
      expect(again.status).toBe("exists");
      const rows = await offerRows(projectId);
      expect(rows).toHaveLength(1);
      expect(again.uniqueLinkId).toBe(rows[0]!.uniqueLinkId);
      expect(await generateBathroomOffer(2_000_000_000)).toEqual({ status: "missing" });
    });

    it("a failing attempt throws for a retry; the last one records the failure for the admin; a later success replaces it", async () => {
      const errors = spyLog("error");
      const { projectId, cookie } = await submitProject();
      const broken = { tables: { laborRates: [], materials: [], viennaCosts: [] } };
      const job = { data: { projectId }, retryLimit: OFFER_MAX_ATTEMPTS - 1 };

      await expect(runGenerateJob({ ...job, retryCount: 0 }, broken)).rejects.toThrow(/Preiszeile fehlt/);
      expect(await offerRows(projectId)).toHaveLength(0);
      expect(loggedText(errors)).toContain("Versuch 1 von 5 fehlgeschlagen, wird wiederholt");

      await expect(runGenerateJob({ ...job, retryCount: OFFER_MAX_ATTEMPTS - 1 }, broken)).rejects.toThrow(
        /Preiszeile fehlt/,
      );
      const [failed] = await offerRows(projectId);
      expect(failed).toMatchObject({ status: "failed", budgetOffer: null, standardOffer: null, premiumOffer: null });
      const state = await getOffersOfProject(
        request(`/api/bathroom-offers/${projectId}`, { cookie }),
        params({ projectId: String(projectId) }),
      );
      expect(state.status).toBe(200);
      expect(await state.json()).toEqual({ status: "failed" });
      // A failed offer is neither visible by link nor approvable there.
      expect(
        (
          await getOfferByLink(
            request(`/api/offers/${failed!.uniqueLinkId}`),
            params({ uniqueLinkId: failed!.uniqueLinkId }),
          )
        ).status,
      ).toBe(404);

      // A later run (e.g. a job sent again) replaces the failure with the offer.
      expect((await generateBathroomOffer(projectId)).status).toBe("created");
      const rows = await offerRows(projectId);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.status).toBe("pending");
      await expectEnginePrices(projectId);
    });
  });

  describe("AI texts through OPENAI_BASE_URL (fake server)", () => {
    /** Generates the offer of a new project with the AI settings pointing at the fake server. */
    async function generateWithAi(overrides: Record<string, string> = {}) {
      const { projectId } = await submitProject();
      const started = Date.now();
      const outcome = await withEnv(
        {
          OPENAI_API_KEY: "sk-test-key",
          OPENAI_BASE_URL: fakeAi.url,
          OPENAI_MODEL: "gpt-test-model",
          OFFER_AI_TIMEOUT_MS: "2000",
          ...overrides,
        },
        async () => (await import("@/lib/offers/offer-generation")).generateBathroomOffer(projectId),
      );
      const row = await expectEnginePrices(projectId); // the prices are the engine's in every case
      return { projectId, outcome, row, ms: Date.now() - started };
    }

    async function goodTexts() {
      const quote = await engineQuote();
      for (const tier of OFFER_TIERS) fakeAi.texts[tier].timeline = timelineText(quote[tier].timelineWeeks);
      return fakeAi.texts;
    }

    async function templates() {
      const quote = await engineQuote();
      return templateOfferTexts(quote, { answers: bathroomAnswers, quantities: quote.quantities });
    }

    it("a good structured answer becomes the tiers' texts; the request carries model, key, JSON schema and no personal data", async () => {
      const texts = await goodTexts();
      const { outcome, row } = await generateWithAi();
      expect(outcome.textSource).toBe("ai");
      for (const tier of OFFER_TIERS) expect(row[`${tier}Offer`]).toMatchObject(texts[tier]);

      expect(fakeAi.requests).toHaveLength(1);
      const [sent] = fakeAi.requests;
      expect(sent).toMatchObject({ method: "POST", path: "/v1/chat/completions" });
      expect(sent!.headers.authorization).toBe("Bearer sk-test-key");
      expect(sent!.body).toMatchObject({
        model: "gpt-test-model",
        response_format: { type: "json_schema", json_schema: { name: "badezimmer_angebotstexte", strict: true } },
      });
      const prompt = JSON.stringify(sent!.body.messages);
      const quote = await engineQuote();
      expect(prompt).toContain(String(quote.standard.totalPrice));
      expect(prompt).not.toContain("Eva Bauer");
      expect(prompt).not.toContain("@example.at");
      expect(prompt).not.toContain("0660");
    });

    it("malformed JSON: template texts", async () => {
      spyLog("warn");
      fakeAi.mode = "malformed";
      const { outcome, row } = await generateWithAi();
      expect(outcome.textSource).toBe("template");
      expect(fakeAi.requests).toHaveLength(1);
      const expected = await templates();
      for (const tier of OFFER_TIERS) expect(row[`${tier}Offer`]).toMatchObject(expected[tier]);
    });

    it("no answer within OFFER_AI_TIMEOUT_MS: template texts, after about the time limit", async () => {
      spyLog("warn");
      fakeAi.mode = "timeout";
      const { outcome, row, ms } = await generateWithAi({ OFFER_AI_TIMEOUT_MS: "1000" });
      expect(outcome.textSource).toBe("template");
      expect(ms).toBeGreaterThanOrEqual(900);
      expect(ms).toBeLessThan(5000);
      expect(row.standardOffer).toMatchObject((await templates()).standard);
    });

    it("HTTP 500: template texts, no retry of the request", async () => {
      const warn = spyLog("warn");
      fakeAi.mode = "error";
      const { outcome, row } = await generateWithAi();
      expect(outcome.textSource).toBe("template");
      expect(fakeAi.requests).toHaveLength(1);
      expect(row.premiumOffer).toMatchObject((await templates()).premium);
      expect(loggedText(warn)).toContain("KI-Anfrage fehlgeschlagen");
    });

    it("texts stating other prices or weeks are dropped for the template; the stored prices stay the engine's", async () => {
      spyLog("warn");
      const texts = await goodTexts();
      const quote = await engineQuote();
      fakeAi.mode = "content";
      fakeAi.content = JSON.stringify({
        ...texts,
        budget: { description: "Ihr neues Bad für nur 4.999 € – alles inklusive!", timeline: texts.budget.timeline },
        premium: {
          description: `Luxus für ${quote.premium.totalPrice + 5000} Euro.`,
          timeline: "Fertigstellung in 9–12 Wochen",
        },
      });
      const { outcome, row } = await generateWithAi();
      expect(outcome.textSource).toBe("partial");
      const expected = await templates();
      expect(row.budgetOffer).toMatchObject({
        description: expected.budget.description,
        timeline: texts.budget.timeline,
        totalPrice: quote.budget.totalPrice,
      });
      expect(row.standardOffer).toMatchObject(texts.standard);
      expect(row.premiumOffer).toMatchObject({ ...expected.premium, totalPrice: quote.premium.totalPrice });
    });
  });
});
