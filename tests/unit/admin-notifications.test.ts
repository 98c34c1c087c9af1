/**
 * The admin badge categories (lib/domain/admin-notifications.ts, authenticated-side.md §2, §7):
 * the five categories, their sections, the badge text and the mark-viewed / query input schemas.
 */
import {
  EMPTY_NOTIFICATION_COUNTS,
  badgeLabel,
  badgeText,
  categoryOfSection,
  isNotificationCategory,
} from "@/lib/domain/admin-notifications";
import { canAssignProject, companyDisplayName } from "@/lib/domain/admin-projects";
import { pageCount } from "@/lib/domain/paging";
import { NOTIFICATION_CATEGORIES } from "@/lib/domain/admin-sections";
import { adminProjectsQueryFromUrl, assignLeadSchema, markCategoryViewedSchema } from "@/lib/validation/admin-projects";

describe("notification categories", () => {
  it("are the five badge categories of §7, the contact messages and the review reports, each on its own section", () => {
    expect([...NOTIFICATION_CATEGORIES]).toEqual([
      "projects",
      "registrations",
      "partnerOnboarding",
      "aiOffers",
      "advertising",
      "contactMessages",
      "reviewReports",
    ]);
    expect(EMPTY_NOTIFICATION_COUNTS).toEqual({
      projects: 0,
      registrations: 0,
      partnerOnboarding: 0,
      aiOffers: 0,
      advertising: 0,
      contactMessages: 0,
      reviewReports: 0,
    });
    expect(categoryOfSection("projects")).toBe("projects");
    expect(categoryOfSection("registrations")).toBe("registrations");
    expect(categoryOfSection("partner-onboarding")).toBe("partnerOnboarding");
    expect(categoryOfSection("ai-offers")).toBe("aiOffers");
    expect(categoryOfSection("advertising")).toBe("advertising");
    expect(categoryOfSection("contact-messages")).toBe("contactMessages");
    expect(categoryOfSection("reviews")).toBe("reviewReports");
    expect(categoryOfSection("emails")).toBeUndefined();
    expect(categoryOfSection("companies")).toBeUndefined();
    expect(categoryOfSection("dashboard")).toBeUndefined();
  });

  it("recognises only the category names", () => {
    for (const category of NOTIFICATION_CATEGORIES) expect(isNotificationCategory(category)).toBe(true);
    for (const value of ["Projects", "companies", "", null, 1]) expect(isNotificationCategory(value)).toBe(false);
  });

  it("mark-category-viewed accepts exactly the categories", () => {
    expect(markCategoryViewedSchema.parse({ category: "aiOffers" })).toEqual({ category: "aiOffers" });
    expect(markCategoryViewedSchema.parse({ category: "contactMessages" })).toEqual({ category: "contactMessages" });
    for (const body of [{ category: "companies" }, { category: "" }, {}, { category: ["projects"] }, null]) {
      expect(markCategoryViewedSchema.safeParse(body).success).toBe(false);
    }
    expect(markCategoryViewedSchema.safeParse({ category: "x" }).error?.issues[0]?.message).toBe("Ungültige Kategorie");
  });
});

describe("badge text", () => {
  it("shows no badge for 0, the count up to 99, then 99+", () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(undefined)).toBeNull();
    expect(badgeText(-2)).toBeNull();
    expect(badgeText(1)).toBe("1");
    expect(badgeText(99)).toBe("99");
    expect(badgeText(100)).toBe("99+");
    expect(badgeLabel(1)).toBe("1 neuer Eintrag");
    expect(badgeLabel(5)).toBe("5 neue Einträge");
    expect(badgeLabel(99)).toBe("99 neue Einträge");
    expect(badgeLabel(100)).toBe("mehr als 99 neue Einträge");
  });
});

describe("projects table rules", () => {
  it("offers assignment only for open projects with fewer than 4 companies", () => {
    expect(canAssignProject({ status: "Offen", assignments: [] })).toBe(true);
    expect(canAssignProject({ status: "Offen", assignments: [1, 2, 3] })).toBe(true);
    expect(canAssignProject({ status: "Offen", assignments: [1, 2, 3, 4] })).toBe(false);
    expect(canAssignProject({ status: "Gewonnen", assignments: [] })).toBe(false);
    expect(canAssignProject({ status: "Verloren", assignments: [1] })).toBe(false);
  });

  it("names a missing company 'Unbekannte Firma' and counts pages", () => {
    expect(companyDisplayName(null)).toBe("Unbekannte Firma");
    expect(companyDisplayName(" ")).toBe("Unbekannte Firma");
    expect(companyDisplayName("Bad & Co")).toBe("Bad & Co");
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
    expect(pageCount(10_000, 100)).toBe(100);
  });

  it("parses page, bounded page size and status from the URL", () => {
    const parse = (query: string) => adminProjectsQueryFromUrl(new URL(`http://x/api/admin/projects${query}`));
    expect(parse("")).toMatchObject({ page: 1, pageSize: 50, status: undefined });
    expect(parse("?page=3&pageSize=100&status=Gewonnen")).toMatchObject({ page: 3, pageSize: 100, status: "Gewonnen" });
    for (const bad of [
      "?pageSize=101",
      "?pageSize=0",
      "?page=0",
      "?page=-1",
      "?page=abc",
      "?status=offen",
      "?pageSize=1e2",
    ]) {
      expect(() => parse(bad)).toThrow();
    }
  });

  it("assign-lead needs two positive integer ids", () => {
    expect(assignLeadSchema.parse({ projectId: 1, companyId: 2 })).toEqual({ projectId: 1, companyId: 2 });
    for (const body of [
      { projectId: "1", companyId: 2 },
      { projectId: 1.5, companyId: 2 },
      { projectId: 0, companyId: 2 },
      { projectId: 1 },
      {},
    ]) {
      expect(assignLeadSchema.safeParse(body).success).toBe(false);
    }
  });
});
