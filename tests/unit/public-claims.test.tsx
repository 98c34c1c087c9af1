/**
 * Honest public claims (project rule "never invent facts for users"; issue 15 §4: no review is
 * seeded or invented; issue 17 "Trust"): the home page and the marketplace landings explain how
 * verified reviews come about instead of showing testimonials, the illustrations are labelled as
 * such, and no page content carries a "#1" badge, a rating without reviews, an unmeasured figure or
 * the 5-year guarantee no partner gives.
 */
import { render, screen, within } from "@testing-library/react";

import { HomeReviews } from "@/components/home/review-promise";
import { LandingGallery } from "@/components/landing/landing-gallery";
import { LandingMarketplace } from "@/components/landing/landing-marketplace";
import { REVIEW_PROMISES } from "@/lib/content/home";
import { APARTMENT_LANDING, BATHROOM_LANDING, BATHROOM_RENOVATION_PAGE } from "@/lib/content/landing-pages";
import { PARTNER_STATS } from "@/lib/content/partner-landing";

/** Claims seen on the pages before (issue 17 "Trust") that nothing in the product backs. */
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
    render(<HomeReviews />);
    const section = screen.getByRole("region", { name: "Echte Bewertungen von echten Aufträgen" });
    const s = within(section);
    for (const promise of REVIEW_PROMISES) expect(s.getByRole("heading", { level: 3, name: promise.title })).toBeVisible();
    expect(s.getByRole("link", { name: "So entstehen unsere Bewertungen" })).toHaveAttribute("href", "/bewertungen");
    expect(s.getByRole("link", { name: "Geprüfte Betriebe ansehen" })).toHaveAttribute("href", "/firmen");
    expect(s.getByRole("link", { name: /Jetzt kostenlose Angebote einholen/ })).toHaveAttribute("href", "/quiz");
    expect(s.queryByRole("img", { name: /Sternen/ })).toBeNull();
    expect(s.queryByRole("figure")).toBeNull();
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
    expect(within(reviews).getByRole("heading", { level: 2, name: "Echte Bewertungen statt Werbesprüche" })).toBeVisible();
    expect(within(reviews).queryByRole("figure")).toBeNull();
    expect(within(reviews).getByRole("link", { name: "Geprüfte Betriebe ansehen" })).toHaveAttribute("href", "/firmen");
    expect(screen.queryByRole("img", { name: /Sternen/ })).toBeNull();
    expect(container.querySelector("#ideen")).toHaveTextContent(/keine Fotos ausgeführter Arbeiten/);
  });
});
