/**
 * The one service catalogue (lib/content/service-catalog.ts): unique ids, one entry per
 * real service with a quiz, the home page's five categories, icons, "most asked first" ranks; the
 * partner forms, advertising and search read it; older stored values map onto it exactly as the
 * data migration maps them; the /quiz list is built from it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

import { PARTNER_ONBOARDING_TEXTS } from "@/lib/content/partner-onboarding-texts";
import { QUIZ_DEFINITIONS } from "@/lib/content/quizzes";
import {
  canonicalServiceId,
  HOME_PRICE_TABS,
  LEGACY_SERVICE_VALUES,
  partnerServiceName,
  SERVICE_ALIASES,
  SERVICE_CATALOGUE,
  SERVICE_CATEGORIES,
  SERVICE_ICON_NAMES,
  serviceName,
} from "@/lib/content/service-catalog";
import { ADVERTISING_CATEGORIES } from "@/lib/domain/advertising";
import {
  companyServicesFromOnboarding,
  ONBOARDING_SERVICE_VALUES,
  REGISTRATION_SERVICES,
} from "@/lib/domain/partner-choices";
import {
  POPULAR_SERVICE_COUNT,
  QUIZ_PRIORITY_ORDER,
  quizListSections,
  quizListServices,
  quizListTitle,
} from "@/lib/domain/quiz-order";

const ids = SERVICE_CATALOGUE.map((service) => service.id);
const quizIds = QUIZ_DEFINITIONS.map((quiz) => quiz.serviceType);

describe("the service catalogue", () => {
  it("has unique ids, none of them an alias id", () => {
    expect(new Set(ids).size).toBe(ids.length);
    for (const alias of SERVICE_ALIASES) expect(ids).not.toContain(alias.id);
  });

  it("gives every quiz an entry: its own service or an alias of one", () => {
    for (const quiz of quizIds) expect(canonicalServiceId(quiz)).toBeDefined();
    for (const service of SERVICE_CATALOGUE) {
      expect(service.quizId).toBe(service.id);
      expect(quizIds).toContain(service.quizId);
    }
    for (const alias of SERVICE_ALIASES) {
      expect(quizIds).toContain(alias.id);
      expect(ids).toContain(alias.canonical);
    }
  });

  it("merges the near-duplicates into one service each", () => {
    expect(canonicalServiceId("badezimmer")).toBe("badrenovierung");
    expect(canonicalServiceId("duschwechsel")).toBe("badrenovierung");
    expect(canonicalServiceId("wohnungssanierung")).toBe("wohnungsrenovierung");
    expect(canonicalServiceId("komplette-wohnsanierung")).toBe("wohnungsrenovierung");
    expect(canonicalServiceId("KÜCHENRENOVIERUNG")).toBe("küchenrenovierung");
    expect(canonicalServiceId("Parkettleger")).toBeUndefined();
  });

  it("puts every service in one of the home page's five categories, the same as its price-guide tab", () => {
    expect(SERVICE_CATEGORIES.map((category) => [category.id, category.label])).toEqual(
      HOME_PRICE_TABS.map((tab) => [tab.id, tab.label]),
    );
    for (const tab of HOME_PRICE_TABS) {
      for (const id of tab.serviceIds) {
        const service = SERVICE_CATALOGUE.find((entry) => entry.id === id);
        if (service) expect([id, service.category]).toEqual([id, tab.id]);
        else expect(canonicalServiceId(id)).toBeDefined(); // an alias (komplette-wohnsanierung, duschwechsel)
      }
    }
  });

  it("names an icon of the sprite for every service and category", () => {
    for (const entry of [...SERVICE_CATALOGUE, ...SERVICE_CATEGORIES]) expect(SERVICE_ICON_NAMES).toContain(entry.icon);
  });

  it("ranks services 1…n, the spec's priority services first in the spec's order", () => {
    const ranks = SERVICE_CATALOGUE.map((service) => service.popularity).sort((a, b) => a - b);
    expect(ranks).toEqual(ids.map((_, index) => index + 1));
    const byRank = [...SERVICE_CATALOGUE].sort((a, b) => a.popularity - b.popularity).map((service) => service.id);
    expect(byRank.slice(0, QUIZ_PRIORITY_ORDER.length)).toEqual([...QUIZ_PRIORITY_ORDER]);
  });

  it("has German titles that do not all end in 'Angebote einholen', a teaser and an English name", () => {
    for (const service of SERVICE_CATALOGUE) {
      expect(service.title).not.toMatch(/Angebote einholen/);
      expect(service.teaser.trim()).not.toBe("");
      expect(service.titleEn.trim()).not.toBe("");
      expect(serviceName(service.id)).toBe(service.title);
    }
    expect(serviceName("badezimmer")).toBe("Badezimmer"); // the alias keeps its landing's name
  });
});

describe("partner forms, advertising and older stored values", () => {
  it("let a company register, onboard and advertise for exactly the catalogue's services", () => {
    expect([...REGISTRATION_SERVICES]).toEqual(ids);
    expect([...ONBOARDING_SERVICE_VALUES]).toEqual(ids);
    expect([...ADVERTISING_CATEGORIES]).toEqual(ids);
  });

  it("keep the spec's registration wording for the services it names", () => {
    const partnerNames = ids.map((id) => partnerServiceName(id));
    // authenticated-side.md §3 "Registration service choices"; Parkettleger and Trockenausbau have no quiz.
    for (const text of [
      "Hausrenovierung",
      "Wohnungsrenovierung",
      "Badrenovierung",
      "Küchenrenovierung",
      "Malerei & Lackierung",
      "Elektroinstallation",
      "Sanitärinstallation",
      "Fliesenleger",
      "Fenster & Türen",
    ]) {
      expect(partnerNames).toContain(text);
    }
    expect(partnerServiceName("maler", "en")).toBe("Painting");
    expect(PARTNER_ONBOARDING_TEXTS.en.questions.services.label).toBe("Which services do you offer?");
  });

  it("map every older value onto a catalogue id, and the migration maps the same pairs", () => {
    for (const id of Object.values(LEGACY_SERVICE_VALUES)) expect(ids).toContain(id);
    const sql = readFileSync(
      path.join(process.cwd(), "prisma/migrations/20261126000000_service_catalogue_ids/migration.sql"),
      "utf8",
    );
    const pairs = Object.fromEntries(
      [...sql.matchAll(/^\s*\('([^']+)', '([^']+)'\)[,;]?$/gm)].map((match) => [match[1], match[2]]),
    );
    expect(pairs).toEqual(LEGACY_SERVICE_VALUES);
  });

  it("turn an approved onboarding record's services into catalogue ids", () => {
    expect(companyServicesFromOnboarding(["maler-arbeiten", "painting", "elektriker", "trockenbau", "andere"])).toEqual(
      ["maler", "elektriker"],
    );
  });
});

describe("the /quiz list", () => {
  const active = quizIds.map((serviceType) => ({ serviceType, title: `${serviceType} – Angebote einholen` }));

  it("lists each catalogue service once (no alias), and an admin-made quiz outside it under 'Andere'", () => {
    const services = quizListServices([
      ...active,
      { serviceType: "gartengestaltung", title: "Gartengestaltung – Angebote einholen" },
    ]);
    const listed = services.map((service) => service.quizId);
    expect(listed).toEqual([...ids, "gartengestaltung"]);
    expect(services.at(-1)).toMatchObject({ title: "Gartengestaltung", category: "others" });
    expect(quizListServices([{ serviceType: "maler", title: "x" }]).map((service) => service.title)).toEqual(["Maler"]);
  });

  it("shows the most asked first, then the five categories with the spec's priority order inside", () => {
    const sections = quizListSections(quizListServices(active), SERVICE_CATEGORIES);
    expect(sections.popular.map((service) => service.quizId)).toEqual([...QUIZ_PRIORITY_ORDER]);
    expect(sections.popular).toHaveLength(POPULAR_SERVICE_COUNT);
    expect(sections.categories.map((entry) => entry.category.id)).toEqual(
      SERVICE_CATEGORIES.map((category) => category.id),
    );
    const reforms = sections.categories[0]!.services.map((service) => service.quizId);
    expect(reforms.slice(0, 4)).toEqual([
      "wohnungsrenovierung",
      "badrenovierung",
      "küchenrenovierung",
      "hausrenovierung",
    ]);
    const construction = sections.categories
      .find((entry) => entry.category.id === "construction")!
      .services.map((service) => service.quizId);
    expect(construction.slice(0, 2)).toEqual(["hausbau", "abbruch"]);
    expect(sections.categories.flatMap((entry) => entry.services)).toHaveLength(ids.length);
  });

  it("leaves out a category without an active quiz", () => {
    const sections = quizListSections(quizListServices([{ serviceType: "maler", title: "Maler" }]), SERVICE_CATEGORIES);
    expect(sections.categories.map((entry) => entry.category.id)).toEqual(["minor-works"]);
  });

  it("strips the seed suffix from an admin-made quiz's title", () => {
    expect(quizListTitle("Gartengestaltung – Angebote einholen")).toBe("Gartengestaltung");
    expect(quizListTitle("Gartenpflege")).toBe("Gartenpflege");
  });
});
