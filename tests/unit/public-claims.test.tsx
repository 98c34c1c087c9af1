/**
 * Honest public claims: every public figure comes from lib/data/public-claims.ts (computed, or entered
 * with its source and shown from its threshold on) and the pages render nothing else; no testimonials,
 * labelled illustrations, no "#1" badge, count-less rating, fixed marketing figure, founding year or
 * 5-year guarantee, and missing contact details read "noch nicht hinterlegt".
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { render, screen, within } from "@testing-library/react";

import { ContactDetails } from "@/components/contact/contact-details";
import { HomeReviews } from "@/components/home/review-promise";
import { LandingGallery } from "@/components/landing/landing-gallery";
import { LandingMarketplace } from "@/components/landing/landing-marketplace";
import { REVIEW_PROMISES } from "@/lib/content/home";
import { APARTMENT_LANDING, BATHROOM_LANDING, BATHROOM_RENOVATION_PAGE } from "@/lib/content/landing-pages";
import { IMPRINT_MISSING_VALUE, imprintDocument, privacyDocument } from "@/lib/content/legal";
import { PARTNER_STATS } from "@/lib/content/partner-landing";
import { getPublicClaims } from "@/lib/data/public-claims";
import {
  buildPublicClaims,
  EMPTY_PUBLIC_CLAIM_STATS,
  NO_PUBLIC_CLAIMS,
  PUBLIC_CLAIM_THRESHOLDS,
  type PublicClaims,
  type PublicClaimStats,
} from "@/lib/domain/public-claims";
import { CONTACT_MISSING_VALUE } from "@/lib/domain/settings";
import { organizationJsonLd } from "@/lib/seo/json-ld";
import {
  EMPTY_PUBLIC_CLAIMS_SETTINGS,
  publicClaimsSettingsSchema,
  type PublicClaimsSettings,
} from "@/lib/validation/public-claims";
import type { SiteSettings } from "@/lib/validation/settings";
import UeberUnsPage from "@/app/(public)/ueber-uns/page";

jest.mock("next/navigation", () => ({ useRouter: () => ({ back: jest.fn(), push: jest.fn() }) }));
jest.mock("@/lib/data/public-claims", () => ({ getPublicClaims: jest.fn() }));
jest.mock("@/lib/data/settings", () => ({ getSiteSettings: jest.fn() }));

/** Claims seen on the pages before that nothing in the product backs. */
const UNBACKED = [
  /#\s?1\b/,
  /\b\d[.,]\d\s?\/\s?5\b/, // "4.9/5"
  /\d+\s?\+/, // "100+", "500+"
  /Über 100/i,
  /zufrieden/i,
  /5 Jahre(n)? Garantie/,
  /5-jährige/,
  /geprüft von unserem Team/,
];

function allStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(allStrings);
  return [];
}

describe("landing and partner content", () => {
  it.each([
    ["/badezimmer", BATHROOM_LANDING],
    ["/wohnungssanierung", APARTMENT_LANDING],
    ["/badrenovierung", BATHROOM_RENOVATION_PAGE],
    ["/unternehmen statistics", PARTNER_STATS],
    ["review promises", REVIEW_PROMISES],
  ] as const)("%s states no unbacked claim", (_page, content) => {
    const strings = allStrings(content);
    expect(strings.length).toBeGreaterThan(3);
    for (const text of strings) {
      for (const pattern of UNBACKED) expect({ text, match: pattern.test(text) }).toEqual({ text, match: false });
    }
  });

  it("the hero carries no rating", () => {
    for (const content of [BATHROOM_LANDING, APARTMENT_LANDING, BATHROOM_RENOVATION_PAGE]) {
      expect(content.hero).not.toHaveProperty("rating");
    }
  });
});

describe("home reviews section", () => {
  it("explains verified reviews and links to the review policy, the company directory and the quiz", () => {
    render(<HomeReviews claims={NO_PUBLIC_CLAIMS} />);
    const section = screen.getByRole("region", { name: "Echte Bewertungen von echten Aufträgen" });
    const s = within(section);
    for (const promise of REVIEW_PROMISES)
      expect(s.getByRole("heading", { level: 3, name: promise.title })).toBeVisible();
    expect(s.getByRole("link", { name: "So entstehen unsere Bewertungen" })).toHaveAttribute("href", "/bewertungen");
    expect(s.getByRole("link", { name: "Fachbetriebe ansehen" })).toHaveAttribute("href", "/firmen");
    expect(s.getByRole("link", { name: /Jetzt kostenlose Angebote einholen/ })).toHaveAttribute("href", "/quiz");
    expect(s.queryByRole("img", { name: /Sternen/ })).toBeNull();
    expect(s.queryByRole("figure")).toBeNull();
    expect(s.queryByRole("definition")).toBeNull();
  });
});

describe("marketplace landing", () => {
  it("labels every gallery picture as an illustration, without a district", () => {
    render(<LandingGallery items={BATHROOM_LANDING.ideas.items} />);
    const figures = screen.getAllByRole("figure");
    expect(figures).toHaveLength(BATHROOM_LANDING.ideas.items.length);
    for (const figure of figures) {
      expect(within(figure).getByText("Illustration")).toBeVisible();
      expect(figure).not.toHaveTextContent(/\b1\d{3} Wien\b/);
      expect(within(figure).getByRole("img").getAttribute("alt")).toMatch(/^Illustration: /);
    }
  });

  it("shows how reviews come about instead of testimonials, and no stars", () => {
    const { container } = render(<LandingMarketplace content={APARTMENT_LANDING} />);
    const reviews = container.querySelector("#bewertungen") as HTMLElement;
    expect(
      within(reviews).getByRole("heading", { level: 2, name: "Echte Bewertungen statt Werbesprüche" }),
    ).toBeVisible();
    expect(within(reviews).queryByRole("figure")).toBeNull();
    expect(within(reviews).getByRole("link", { name: "Fachbetriebe ansehen" })).toHaveAttribute("href", "/firmen");
    expect(screen.queryByRole("img", { name: /Sternen/ })).toBeNull();
    expect(container.querySelector("#ideen")).toHaveTextContent(/keine Fotos ausgeführter Arbeiten/);
  });
});

/** Counts well above every threshold, each distinct so a test sees which one a page shows. */
const STATS: PublicClaimStats = { verifiedCompanies: 37, projectsBrokered: 412, reviewCount: 23, reviewAverage: 4.76 };
const OPERATOR: PublicClaimsSettings = {
  ...EMPTY_PUBLIC_CLAIMS_SETTINGS,
  foundingYear: "2019",
  foundingYearSource: "Firmenbuch FN 111111 x",
  satisfactionPercent: "91",
  satisfactionSource: "Kundenbefragung 10/2026, 64 Antworten",
  externalRatingAverage: "4,6",
  externalRatingCount: "58",
  externalRatingSource: "Google-Bewertungen, Stand 20.11.2026",
  badge: "Testsieger Portale 2026",
  badgeSource: "Beispielmagazin 11/2026",
};

describe("buildPublicClaims (the one module's rules)", () => {
  it("shows each computed figure from its threshold on, exactly and without '+'", () => {
    const below = buildPublicClaims(
      {
        verifiedCompanies: PUBLIC_CLAIM_THRESHOLDS.verifiedCompanies - 1,
        projectsBrokered: PUBLIC_CLAIM_THRESHOLDS.projectsBrokered - 1,
        reviewCount: PUBLIC_CLAIM_THRESHOLDS.reviews - 1,
        reviewAverage: 5,
      },
      EMPTY_PUBLIC_CLAIMS_SETTINGS,
    );
    expect(below).toEqual(NO_PUBLIC_CLAIMS);

    const at = buildPublicClaims(
      {
        verifiedCompanies: PUBLIC_CLAIM_THRESHOLDS.verifiedCompanies,
        projectsBrokered: PUBLIC_CLAIM_THRESHOLDS.projectsBrokered,
        reviewCount: PUBLIC_CLAIM_THRESHOLDS.reviews,
        reviewAverage: 4.25,
      },
      EMPTY_PUBLIC_CLAIMS_SETTINGS,
    );
    expect(at.figures.map((figure) => [figure.key, figure.value])).toEqual([
      ["verifiedCompanies", String(PUBLIC_CLAIM_THRESHOLDS.verifiedCompanies)],
      ["projectsBrokered", String(PUBLIC_CLAIM_THRESHOLDS.projectsBrokered)],
      ["rating", "4,3 von 5"],
    ]);
    expect(at.rating).toMatchObject({ average: 4.3, count: PUBLIC_CLAIM_THRESHOLDS.reviews });
    expect(at.figures.find((figure) => figure.key === "rating")?.label).toBe(
      `Durchschnitt aus ${PUBLIC_CLAIM_THRESHOLDS.reviews} Bewertungen`,
    );
    expect(
      buildPublicClaims({ ...STATS, verifiedCompanies: 1234 }, EMPTY_PUBLIC_CLAIMS_SETTINGS).figures[0]?.value,
    ).toBe("1.234");
  });

  it("never shows a rating without its count, nor an operator figure without its source", () => {
    expect(
      buildPublicClaims(
        { ...EMPTY_PUBLIC_CLAIM_STATS, reviewCount: 0, reviewAverage: null },
        EMPTY_PUBLIC_CLAIMS_SETTINGS,
      ).rating,
    ).toBeNull();
    const unsourced = buildPublicClaims(EMPTY_PUBLIC_CLAIM_STATS, {
      ...EMPTY_PUBLIC_CLAIMS_SETTINGS,
      foundingYear: "2023",
      satisfactionPercent: "98",
      externalRatingAverage: "4,9",
      externalRatingCount: "",
      externalRatingSource: "Google",
      badge: "#1 Renovierungsplattform in Wien",
    });
    expect(unsourced).toEqual(NO_PUBLIC_CLAIMS);
  });

  it("adds the operator's sourced entries after the computed figures", () => {
    const claims = buildPublicClaims(STATS, OPERATOR);
    expect(claims.figures.map((figure) => figure.key)).toEqual([
      "verifiedCompanies",
      "projectsBrokered",
      "rating",
      "externalRating",
      "satisfaction",
    ]);
    expect(claims.figures.find((figure) => figure.key === "externalRating")).toEqual({
      key: "externalRating",
      value: "4,6 von 5",
      label: "Durchschnitt aus 58 Bewertungen",
      source: "Quelle: Google-Bewertungen, Stand 20.11.2026",
    });
    expect(claims.foundingYear).toEqual({ year: "2019", source: "Quelle: Firmenbuch FN 111111 x" });
    expect(claims.badge).toEqual({ text: "Testsieger Portale 2026", source: "Quelle: Beispielmagazin 11/2026" });
  });
});

describe("settings group 'Öffentliche Angaben'", () => {
  const issuesOf = (value: Partial<PublicClaimsSettings>) => {
    const result = publicClaimsSettingsSchema.safeParse({ ...EMPTY_PUBLIC_CLAIMS_SETTINGS, ...value });
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
  };

  it("accepts nothing entered and figures with their sources", () => {
    expect(issuesOf({})).toEqual({});
    expect(issuesOf(OPERATOR)).toEqual({});
  });

  it("rejects a figure without its source and a rating without its count, in German", () => {
    expect(issuesOf({ satisfactionPercent: "98", badge: "#1 in Wien" })).toEqual({
      satisfactionSource:
        "Bitte geben Sie die Quelle für „Zufriedenheit in %“ an – ohne Quelle wird die Angabe nicht veröffentlicht",
      badgeSource:
        "Bitte geben Sie die Quelle für „Auszeichnung oder Spitzenposition“ an – ohne Quelle wird die Angabe nicht veröffentlicht",
    });
    expect(issuesOf({ externalRatingAverage: "4,9", externalRatingSource: "Google" })).toEqual({
      externalRatingCount:
        "Eine Bewertung ohne Anzahl wird nicht angezeigt: Bitte geben Sie die Anzahl der Bewertungen an",
    });
    expect(
      Object.keys(issuesOf({ externalRatingAverage: "5,5", externalRatingCount: "3", externalRatingSource: "x" })),
    ).toEqual(["externalRatingAverage"]);
    expect(Object.keys(issuesOf({ satisfactionPercent: "101", satisfactionSource: "x" }))).toEqual([
      "satisfactionPercent",
    ]);
    expect(Object.keys(issuesOf({ foundingYear: "1850", foundingYearSource: "x" }))).toEqual(["foundingYear"]);
  });
});

describe("pages show the module's figures and nothing else", () => {
  const SETTINGS = {
    contact: { phone: "", email: "kontakt@example.at", whatsapp: "", street: "", zipCity: "", openingHours: [] },
    imprint: {
      companyName: "",
      legalForm: "",
      registerNumber: "",
      registerCourt: "",
      vatId: "",
      supervisoryAuthority: "",
      chamber: "",
    },
    marketplace: { commissionBps: 1000, companiesPerLead: 4, contactRelease: "sofort" },
    notifications: { emails: [] },
    invoicing: { accountHolder: "", iban: "", bic: "", bankName: "" },
    publicClaims: EMPTY_PUBLIC_CLAIMS_SETTINGS,
  } satisfies SiteSettings;

  beforeEach(() => {
    jest
      .mocked(jest.requireMock<typeof import("@/lib/data/settings")>("@/lib/data/settings").getSiteSettings)
      .mockResolvedValue(SETTINGS);
  });

  const expectFigures = (scope: HTMLElement, claims: PublicClaims) => {
    const values = within(scope)
      .getAllByRole("definition")
      .map((node) => node.textContent);
    for (const figure of claims.figures) {
      expect(values).toContain(figure.value);
      expect(within(scope).getByText(figure.source)).toBeVisible();
    }
  };

  it("the home page's review section shows every backed figure with its source", () => {
    const claims = buildPublicClaims(STATS, OPERATOR);
    render(<HomeReviews claims={claims} />);
    const section = screen.getByRole("region", { name: "Unsere Zahlen" });
    expectFigures(section, claims);
    expect(within(section).getByText("37")).toBeVisible();
    expect(within(section).getByText("412")).toBeVisible();
    expect(within(section).getByText("4,8 von 5")).toBeVisible();
    expect(within(section).getByText(/Durchschnitt aus 23 Bewertungen/)).toBeVisible();
    expect(within(section).getByText("91 %")).toBeVisible();
    expect(within(section).getByText("Testsieger Portale 2026")).toBeVisible();
  });

  it("/ueber-uns shows the module's figures and founding year, and neither when nothing is backed", async () => {
    const claims = buildPublicClaims(STATS, OPERATOR);
    jest.mocked(getPublicClaims).mockResolvedValue(claims);
    const { container, unmount } = render(await UeberUnsPage());
    expect(screen.getByText("Gegründet 2019 in Wien")).toBeVisible();
    expect(container).toHaveTextContent("wurde 2019 in Wien gegründet (Quelle: Firmenbuch FN 111111 x)");
    expectFigures(screen.getByRole("region", { name: /in Zahlen$/ }), claims);
    expect(JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!)).toMatchObject({
      foundingDate: "2019",
    });
    unmount();

    jest.mocked(getPublicClaims).mockResolvedValue(NO_PUBLIC_CLAIMS);
    const empty = render(await UeberUnsPage());
    expect(empty.container).not.toHaveTextContent(/gegründet|2023|2019/i);
    expect(screen.queryByRole("region", { name: /in Zahlen$/ })).toBeNull();
    // The key facts band: rules the product enforces, not measurements.
    expect(screen.getAllByRole("definition").map((node) => node.textContent)).toEqual(["bis zu 4", "0 €", "23", "1"]);
    expect(
      JSON.parse(empty.container.querySelector('script[type="application/ld+json"]')!.textContent!),
    ).not.toHaveProperty("foundingDate");
  });
});

describe("contact details never show a placeholder as real", () => {
  const contact = { phone: "", email: "kontakt@example.at", whatsapp: "", street: "", zipCity: "", openingHours: [] };

  it("/kontakt says 'noch nicht hinterlegt' for a phone number and an address not entered", () => {
    render(<ContactDetails contact={contact} brandName="Renovio" />);
    expect(screen.queryByRole("link", { name: /^\+?[\d ]+$/ })).toBeNull();
    expect(screen.getByTestId("contact-phone")).toHaveTextContent(CONTACT_MISSING_VALUE);
    expect(screen.getByText(CONTACT_MISSING_VALUE, { exact: true })).toBeVisible();
  });

  it("shows the entered phone number as a tel: link", () => {
    render(
      <ContactDetails contact={{ ...contact, phone: "+43 1 555 12 34", zipCity: "1070 Wien" }} brandName="Renovio" />,
    );
    expect(screen.getByRole("link", { name: "+43 1 555 12 34" })).toHaveAttribute("href", "tel:+4315551234");
    expect(screen.getByText("1070 Wien")).toBeVisible();
  });

  it("the imprint marks a missing phone number, the privacy policy and JSON-LD leave it out", () => {
    const settings = {
      contact,
      imprint: {
        companyName: "",
        legalForm: "",
        registerNumber: "",
        registerCourt: "",
        vatId: "",
        supervisoryAuthority: "",
        chamber: "",
      },
    };
    const imprintRows = imprintDocument(settings)
      .sections.flatMap((section) => section.blocks)
      .flatMap((block) => (block.type === "facts" ? block.rows : []));
    expect(imprintRows.find((row) => row.label === "Telefon")?.value).toBe(IMPRINT_MISSING_VALUE);
    expect(imprintRows.find((row) => row.label === "Sitz und Anschrift")?.value).toBe(IMPRINT_MISSING_VALUE);
    const privacyRows = privacyDocument(settings)
      .sections.flatMap((section) => section.blocks)
      .flatMap((block) => (block.type === "facts" ? block.rows : []));
    expect(privacyRows.map((row) => row.label)).not.toContain("Telefon");
    expect(organizationJsonLd(contact)).not.toHaveProperty("telephone");
    expect(organizationJsonLd(contact)).not.toHaveProperty("foundingDate");
  });
});

/** Source files of the public pages and their texts. */
const PUBLIC_SOURCES = [
  "lib/content",
  "app/(public)",
  "components/home",
  "components/landing",
  "components/layout",
  "components/partner",
  "components/offers",
  "components/contact",
  "components/legal",
  "components/public-claims",
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The file without comments (block comments and `//` comments that are not part of a URL). */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\w])\/\/.*$/gm, "$1");

/** Fixed figures and claims a page must not state by itself (they belong to lib/domain/public-claims.ts). */
const BARE_CLAIMS = [
  /(^|[^\d.,])\d+\s?\+(?=[\s"'`<]|$)/m, // "100+", "500+"
  /#\s?1\b/,
  /\b\d[.,]\d\s?(\/|von)\s?5\b/, // "4.9/5", "4,9 von 5"
  /\bzufrieden/i,
  /gegründet\s+\d{4}|\d{4}\s+gegründet|Gegründet\s+\d{4}/,
  /Testsieger|Marktführer|Nr\.\s?1\b|Nummer 1\b/,
  /5 Jahre(n)? Garantie|5-jährige/,
  /geprüft von unserem Team/,
];

describe("page sources", () => {
  const files = PUBLIC_SOURCES.flatMap((dir) => sourceFiles(path.join(process.cwd(), dir)));

  it("finds the public sources", () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it.each(files.map((file) => [path.relative(process.cwd(), file), file]))(
    "%s states no fixed figure or claim",
    (_name, file) => {
      const source = withoutComments(readFileSync(file, "utf8"));
      const hits = BARE_CLAIMS.filter((pattern) => pattern.test(source)).map(String);
      expect(hits).toEqual([]);
    },
  );
});
