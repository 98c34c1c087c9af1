/** Landing-page content of the 39 service ids (spec: public-side §2, §3) and the page it renders. */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { render, screen, within } from "@testing-library/react";

import { ServiceLanding } from "@/components/landing/service-landing";
import { QUIZ_DEFINITIONS } from "@/lib/content/quizzes";
import { LANDING_SERVICE_IDS } from "@/lib/content/service-catalog";
import { getService, SERVICES, splitProcessStep } from "@/lib/content/services";
import { decodeServiceParam } from "@/lib/domain/service-param";

const entries = LANDING_SERVICE_IDS.map((id) => [id, SERVICES[id]] as const);

/** Width and height of a lossy, lossless or extended WebP file. */
function webpSize(file: Buffer): { width: number; height: number } {
  expect(file.toString("ascii", 0, 4)).toBe("RIFF");
  expect(file.toString("ascii", 8, 12)).toBe("WEBP");
  const chunk = file.toString("ascii", 12, 16);
  if (chunk === "VP8 ") return { width: file.readUInt16LE(26) & 0x3fff, height: file.readUInt16LE(28) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = file.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return { width: file.readUIntLE(24, 3) + 1, height: file.readUIntLE(27, 3) + 1 };
}

describe("service landing content", () => {
  it("has exactly the 39 landing ids of the route table", () => {
    expect(LANDING_SERVICE_IDS).toHaveLength(39);
    expect(Object.keys(SERVICES).sort()).toEqual([...LANDING_SERVICE_IDS].sort());
  });

  it.each(entries)("%s: 6 features, 4 process steps, German texts", (id, service) => {
    expect(service.id).toBe(id);
    expect(service.title).toMatch(/\bWien\b/);
    expect(service.subtitle.length).toBeGreaterThan(20);
    expect(service.subtitle.length).toBeLessThanOrEqual(110);
    expect(service.description.length).toBeGreaterThan(150);
    expect(service.description).toMatch(/ (und|die|der|Sie|für) /);
    expect(service.metaDescription.length).toBeGreaterThan(80);
    expect(service.metaDescription.length).toBeLessThanOrEqual(160);
    expect(service.features).toHaveLength(6);
    expect(service.process).toHaveLength(4);
    for (const text of [...service.features, ...service.process]) expect(text.trim().length).toBeGreaterThan(10);
    expect(new Set(service.features).size).toBe(6);
    // Every step reads "Kurztitel: Erläuterung." so the page can set the lead in bold.
    for (const step of service.process) expect(splitProcessStep(step).lead).not.toBeNull();
    expect(typeof service.icon).toMatch(/function|object/);
  });

  it.each(entries)("%s: the image is a 1200×800 WebP under 60 KB in public/", (_id, service) => {
    expect(service.image).toMatch(/^\/images\/services\/[a-z-]+\.webp$/);
    const file = path.join(process.cwd(), "public", service.image);
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).size).toBeLessThan(60 * 1024);
    expect(webpSize(readFileSync(file))).toEqual({ width: 1200, height: 800 });
    expect(service.imageAlt.length).toBeGreaterThan(10);
  });

  it("has unique titles and meta descriptions", () => {
    const titles = entries.map(([, s]) => s.title);
    const metas = entries.map(([, s]) => s.metaDescription);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(metas).size).toBe(metas.length);
  });

  it("has a quiz behind every landing page's call to action", () => {
    const quizzes = new Set(QUIZ_DEFINITIONS.map((quiz) => quiz.serviceType));
    expect(LANDING_SERVICE_IDS.filter((id) => !quizzes.has(id))).toEqual([]);
  });
});

describe("getService", () => {
  it("finds a service by its raw id and by the decoded route param", () => {
    expect(getService("maler")?.title).toBe("Malerarbeiten in Wien");
    expect(getService(decodeServiceParam("k%C3%BCchenrenovierung"))?.id).toBe("küchenrenovierung");
    expect(getService(decodeServiceParam("küchenrenovierung"))?.id).toBe("küchenrenovierung");
  });

  it("returns undefined for unknown ids, also for object prototype keys", () => {
    for (const id of ["gibtsnicht", "", "Maler", "badezimmer", "constructor", "toString", "__proto__"]) {
      expect(getService(id)).toBeUndefined();
    }
  });
});

describe("splitProcessStep", () => {
  it("splits the lead off and capitalises the rest", () => {
    expect(splitProcessStep("Montage: mit Einweisung.")).toEqual({ lead: "Montage", text: "Mit Einweisung." });
    expect(splitProcessStep("Ohne Doppelpunkt.")).toEqual({ lead: null, text: "Ohne Doppelpunkt." });
  });
});

describe("ServiceLanding", () => {
  it("renders the sections with percent-encoded links for an umlaut id", () => {
    const service = SERVICES["küchenrenovierung"];
    render(createElement(ServiceLanding, { service }));

    expect(screen.getByRole("heading", { level: 1, name: service.title })).toBeInTheDocument();
    expect(screen.getByText(service.subtitle)).toBeInTheDocument();
    expect(screen.getByRole("img", { name: service.imageAlt })).toBeInTheDocument();

    const features = screen.getByRole("heading", { level: 2, name: "Was wir bieten" }).closest("section")!;
    expect(within(features).getAllByRole("listitem")).toHaveLength(6);
    const process = screen.getByRole("heading", { level: 2, name: "Unser Vorgehen" }).closest("section")!;
    const steps = within(process).getAllByRole("listitem");
    expect(steps).toHaveLength(4);
    expect(within(process).getByRole("list").tagName).toBe("OL");
    expect(steps[0]).toHaveTextContent("Wünsche angeben");

    const quizHref = "/quiz/k%C3%BCchenrenovierung";
    for (const name of ["Jetzt Projekt starten", "Kostenloses Angebot anfordern"]) {
      for (const link of screen.getAllByRole("link", { name })) expect(link).toHaveAttribute("href", quizHref);
    }
    expect(screen.getByRole("link", { name: "Preise für Küchenrenovierung ansehen" })).toHaveAttribute(
      "href",
      "/preisleitfaden/k%C3%BCchenrenovierung",
    );
    // The landing template's price section shows the service's price-guide figures.
    expect(screen.getByRole("region", { name: "Preisüberblick" })).toHaveTextContent("Preisspanne");
    // The phone's bottom bar leads to the service's quiz, not to the general /quiz list.
    expect(screen.getByRole("link", { name: "Angebote anfordern" })).toHaveAttribute("href", quizHref);
  });
});
