/**
 * The lead rule (lib/verification/eligibility.ts) through the admin's assign dialog: a company without the
 * project's licence, with lapsed insurance, paused or unapproved is refused with the German reason and marked in
 * the candidates list; a licensed, insured company is assigned; a company paused later keeps its existing lead.
 */
import { GET as getCandidates } from "@/app/api/admin/projects/[id]/candidates/route";
import { GET as getCompanies } from "@/app/api/admin/companies/route";
import { GET as getLeads } from "@/app/api/company/leads/route";
import { PATCH as patchLeadStatus } from "@/app/api/projects/[id]/status/route";
import { getDb } from "@/lib/db";
import type { AdminCompaniesPage } from "@/lib/domain/admin-companies";
import type { AdminCandidatesResponse } from "@/lib/domain/admin-projects";
import { addDays, formatIsoDay, viennaToday } from "@/lib/time/vienna";
import { createCompanyAccount } from "../../support/auth";
import { apiRequest } from "../../support/http";
import {
  WON,
  admin,
  assign,
  assignmentsOf,
  createCompany,
  createProject,
  params,
  setUpAdminProjects,
} from "../../support/admin-projects";

setUpAdminProjects("-eligibility");

const today = viennaToday();
const yesterday = addDays(today, -1);
const asDate = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);
const TAG = `Eignung ${Date.now()}`;

/** A company offering tiling, licensed and insured unless `standing` says otherwise. */
async function tiler(name: string, standing: Record<string, unknown> = {}, verified = true) {
  const company = await createCompany({ name: `${TAG} ${name}`, services: ["fliesen"], city: "1100 Wien", verified });
  await getDb().company.update({
    where: { id: company.companyId },
    data: { licensedServices: ["fliesen"], insuranceValidUntil: asDate(addDays(today, 200)), ...standing },
  });
  return company.companyId;
}

async function candidatesOf(projectId: number): Promise<AdminCandidatesResponse> {
  const response = await getCandidates(
    apiRequest("GET", `/api/admin/projects/${projectId}/candidates`, { cookie: admin.cookie }),
    params(projectId),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as AdminCandidatesResponse;
}

describe("who may get a new lead", () => {
  let projectId: number;
  let ids: Record<"licensed" | "insuredToday" | "painter" | "lapsed" | "uninsured" | "paused" | "unapproved", number>;

  beforeAll(async () => {
    projectId = await createProject({ serviceType: "fliesen", zipCode: "1100" });
    ids = {
      licensed: await tiler("Lizenziert"),
      insuredToday: await tiler("Versichert bis heute", { insuranceValidUntil: asDate(today) }),
      painter: await tiler("Nur Maler", { licensedServices: ["maler"] }),
      lapsed: await tiler("Versicherung abgelaufen", { insuranceValidUntil: asDate(yesterday) }),
      uninsured: await tiler("Unversichert", { insuranceValidUntil: null }),
      paused: await tiler("Pausiert", { leadsPausedAt: new Date(), leadsPausedReasons: ["vat"] }),
      unapproved: await tiler("Nicht freigegeben", {}, false),
    };
    // The painter's GISA check names what it holds, so the refusal can say why it does not fit.
    await getDb().verificationCheck.create({
      data: {
        companyId: ids.painter,
        source: "gisa",
        query: { gisaNumber: "123456" },
        outcome: "valid",
        details: {
          holderName: "Nur Maler",
          licences: [
            {
              gisaNumber: "123456",
              wording: "Maler und Anstreicher",
              location: "1100 Wien",
              status: "active",
              startDate: null,
              endDate: null,
            },
          ],
        },
        checkedAt: new Date(),
      },
    });
  });

  it("marks every company that may not get the lead with its reasons, after the eligible ones", async () => {
    const { candidates } = await candidatesOf(projectId);
    const reasonsOf = (id: number) => candidates.find((candidate) => candidate.id === id)?.blockReasons;
    expect(reasonsOf(ids.licensed)).toEqual([]);
    expect(reasonsOf(ids.insuredToday)).toEqual([]);
    expect(reasonsOf(ids.painter)).toEqual([
      "Keine geprüfte Gewerbeberechtigung für Fliesenleger (benötigt: Platten- und Fliesenleger)",
    ]);
    expect(reasonsOf(ids.lapsed)).toEqual([`Haftpflichtversicherung abgelaufen am ${formatIsoDay(yesterday)}`]);
    expect(reasonsOf(ids.uninsured)).toEqual(["Keine angenommene Haftpflichtversicherung"]);
    expect(reasonsOf(ids.paused)).toEqual(["Leads pausiert: UID-Nummer laut VIES ungültig"]);
    expect(reasonsOf(ids.unapproved)).toEqual(["nicht freigegeben"]);
    expect(candidates.find((candidate) => candidate.id === ids.unapproved)?.hasProfile).toBe(false);
    const firstBlocked = candidates.findIndex((candidate) => (candidate.blockReasons ?? []).length > 0);
    expect(firstBlocked).toBeGreaterThan(0);
    expect(candidates.slice(firstBlocked).every((candidate) => candidate.blockReasons!.length > 0)).toBe(true);
  });

  it("refuses each of them with the German reason and writes nothing", async () => {
    const refusal = async (companyId: number) => {
      const response = await assign({ projectId, companyId }, admin.cookie);
      expect(response.status).toBe(409);
      return ((await response.json()) as { message: string }).message;
    };
    expect(await refusal(ids.painter)).toBe(
      `${TAG} Nur Maler kann diesen Lead nicht erhalten: Die Gewerbeberechtigungen des Betriebs („Maler und ` +
        "Anstreicher“) decken „Fliesenleger“ nicht ab; benötigt: Platten- und Fliesenleger.",
    );
    expect(await refusal(ids.lapsed)).toBe(
      `${TAG} Versicherung abgelaufen kann diesen Lead nicht erhalten: Haftpflichtversicherung abgelaufen am ` +
        `${formatIsoDay(yesterday)}.`,
    );
    expect(await refusal(ids.uninsured)).toBe(
      `${TAG} Unversichert kann diesen Lead nicht erhalten: Keine angenommene Haftpflichtversicherung.`,
    );
    expect(await refusal(ids.paused)).toBe(
      `${TAG} Pausiert kann diesen Lead nicht erhalten: Leads pausiert: UID-Nummer laut VIES ungültig.`,
    );
    expect(await refusal(ids.unapproved)).toBe("Nur verifizierte Firmen können Leads erhalten.");
    expect(await assignmentsOf(projectId)).toEqual([]);
  });

  it("assigns a licensed company insured until today", async () => {
    for (const companyId of [ids.licensed, ids.insuredToday]) {
      expect((await assign({ projectId, companyId }, admin.cookie)).status).toBe(201);
    }
    expect(await assignmentsOf(projectId)).toEqual([
      { companyId: ids.licensed, status: "Offen" },
      { companyId: ids.insuredToday, status: "Offen" },
    ]);
  });

  it("leaves paused, lapsed and unapproved companies out of the dialog's search", async () => {
    const response = await getCompanies(
      apiRequest("GET", `/api/admin/companies?q=${encodeURIComponent(TAG)}&status=assignable&sort=name&pageSize=50`, {
        cookie: admin.cookie,
      }),
    );
    expect(response.status).toBe(200);
    const page = (await response.json()) as AdminCompaniesPage;
    // The search knows no project: the painter stays findable (assigning it is refused with the reason).
    expect(page.companies.map((company) => company.id).sort((a, b) => a - b)).toEqual(
      [ids.licensed, ids.insuredToday, ids.painter].sort((a, b) => a - b),
    );
  });
});

it("a company paused after the assignment still sees and works its existing lead, but gets no new one", async () => {
  const company = await createCompanyAccount(`eligibility-paused-${Date.now()}@example.at`);
  const companyId = company.companyId;
  const projectId = await createProject({ serviceType: "fliesen" });
  expect((await assign({ projectId, companyId }, admin.cookie)).status).toBe(201);
  await getDb().company.update({
    where: { id: companyId },
    data: { leadsPausedAt: new Date(), leadsPausedReasons: ["insurance"] },
  });

  const leads = (await (
    await getLeads(apiRequest("GET", "/api/company/leads", { cookie: company.cookie }))
  ).json()) as { projects: { id: number; status: string }[] };
  expect(leads.projects.find((lead) => lead.id === projectId)).toMatchObject({ status: "Offen" });
  const won = await patchLeadStatus(
    apiRequest("PATCH", `/api/projects/${projectId}/status`, { cookie: company.cookie, body: WON }),
    params(projectId),
  );
  expect(won.status).toBe(200);

  const next = await createProject({ serviceType: "fliesen" });
  const refused = await assign({ projectId: next, companyId }, admin.cookie);
  expect(refused.status).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toContain(
    "Leads pausiert: Haftpflichtversicherung abgelaufen",
  );
});
