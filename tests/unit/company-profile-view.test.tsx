/**
 * The public company profile (components/company-profile/company-profile-view.tsx):
 * the LocalBusiness JSON-LD carries an AggregateRating only when real reviews exist, the honest
 * empty states, reviews with "Verifizierter Auftrag", answer and "Melden"; and the pure helpers
 * (service names, quiz of the main service).
 */
import { render, screen, within } from "@testing-library/react";

import { CompanyProfileView } from "@/components/company-profile/company-profile-view";
import type { CompanyProfile } from "@/lib/data/company-profiles";
import { companyServiceLabels, mainServiceQuiz, quizServiceFor } from "@/lib/domain/company-profile";
import { companyJsonLd } from "@/lib/seo/json-ld";

const HOUR = 3_600_000;
const EMPTY_COMPANY_STATS = {
  responseMedianMs: null,
  responseCount: 0,
  ratingAverage: null,
  ratingCount: 0,
  jobsDone: 0,
};

function profile(extra: Partial<CompanyProfile> = {}): CompanyProfile {
  return {
    company: {
      id: 12,
      name: "Malerei Huber",
      services: ["Malerei & Lackierung", "fliesen"],
      districts: ["1100", "1030"],
      city: "Wien",
      zipCode: "1100",
      verifiedAt: new Date("2026-03-10T10:00:00Z"),
    },
    stats: EMPTY_COMPANY_STATS,
    checks: { checked: false, licences: [], vatValid: null, insuranceUntil: null, items: [] },
    reviews: { reviews: [], total: 0, page: 1, pages: 1 },
    ...extra,
  };
}

function jsonLd(container: HTMLElement): Record<string, unknown>[] {
  return [...container.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
    JSON.parse(script.textContent ?? "{}"),
  );
}

const localBusiness = (container: HTMLElement) => jsonLd(container).find((data) => data["@type"] === "LocalBusiness")!;

it("without reviews: no AggregateRating and the honest empty states", () => {
  const { container } = render(<CompanyProfileView profile={profile()} />);
  const business = localBusiness(container);
  expect(business.name).toBe("Malerei Huber");
  expect(business.url).toMatch(/\/firmen\/malerei-huber-12$/);
  expect(business).not.toHaveProperty("aggregateRating");
  expect(screen.getByTestId("no-reviews")).toHaveTextContent("Noch keine Bewertungen");
  expect(screen.getByTestId("jobs-done")).toHaveTextContent("Noch keine abgeschlossenen Aufträge über");
  expect(screen.getByTestId("response-time")).toHaveTextContent("Noch zu wenige Daten");
  expect(screen.getByTestId("verified-since")).toHaveTextContent(
    "Registerprüfung nicht abgeschlossenPartner von Renovio seit März 2026",
  );
  expect(screen.getByTestId("company-checks-facts")).toHaveTextContent("Noch keine abgeschlossene Prüfung");
  expect(container).not.toHaveTextContent(/Geprüfter Fachbetrieb|verifiziert seit|GISA geprüft/i);
  expect(screen.getByRole("link", { name: "So prüfen wir Betriebe" })).toHaveAttribute(
    "href",
    "/bewertungen#betriebspruefung",
  );
  expect(screen.getByText("1030 Landstraße, 1100 Favoriten")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Angebote für Maler anfordern" })).toHaveAttribute("href", "/quiz/maler");
  expect(screen.getByRole("link", { name: "So prüfen wir Bewertungen" })).toHaveAttribute("href", "/bewertungen");
});

it("with reviews: AggregateRating from the visible reviews, each review with its verification, answer and report link", () => {
  const { container } = render(
    <CompanyProfileView
      profile={profile({
        stats: { responseMedianMs: 3 * HOUR, responseCount: 4, ratingAverage: 4.5, ratingCount: 2, jobsDone: 3 },
        reviews: {
          total: 2,
          page: 1,
          pages: 1,
          reviews: [
            {
              id: 41,
              rating: 5,
              title: "Sauber und pünktlich",
              body: "Die Wände wurden schnell und ordentlich gestrichen.",
              authorName: "Anna M.",
              serviceType: "maler",
              jobMonth: "2026-09",
              reply: "Danke für Ihr Vertrauen!",
              repliedAt: new Date("2026-10-02T08:00:00Z"),
              createdAt: new Date("2026-10-01T08:00:00Z"),
            },
            {
              id: 40,
              rating: 4,
              title: "Gut",
              body: "Alles in Ordnung, ein Tag später als geplant fertig.",
              authorName: "Peter K.",
              serviceType: "fliesen",
              jobMonth: "2026-08",
              reply: null,
              repliedAt: null,
              createdAt: new Date("2026-09-01T08:00:00Z"),
            },
          ],
        },
      })}
    />,
  );
  expect(localBusiness(container).aggregateRating).toEqual({
    "@type": "AggregateRating",
    ratingValue: 4.5,
    reviewCount: 2,
    bestRating: 5,
    worstRating: 1,
  });
  expect(screen.getByTestId("jobs-done")).toHaveTextContent("3");
  expect(screen.getByTestId("response-time")).toHaveTextContent("3 Stunden");
  expect(screen.getByTestId("rating-summary")).toHaveTextContent("4,5 von 5");
  const [first, second] = screen.getAllByTestId("review");
  expect(within(first!).getByRole("heading", { name: "Sauber und pünktlich" })).toBeInTheDocument();
  expect(first).toHaveTextContent("Verifizierter Auftrag");
  expect(first).toHaveTextContent("September 2026 · Maler");
  expect(first).toHaveTextContent("von Anna M.");
  expect(first).toHaveTextContent("Antwort von Malerei Huber");
  expect(within(first!).getByRole("link", { name: /Melden/ })).toHaveAttribute("href", "/bewertungen/41/melden");
  expect(within(first!).getByRole("img", { name: "5 von 5 Sternen" })).toBeInTheDocument();
  expect(second).toHaveTextContent("August 2026 · Fliesenleger");
  expect(second).not.toHaveTextContent("Antwort von");
});

it("a checked company: the badge and every checked fact with its date", () => {
  render(
    <CompanyProfileView
      profile={profile({
        checks: {
          checked: true,
          licences: [{ wording: "Maler und Anstreicher", checkedAt: "2026-12-03T09:00:00.000Z" }],
          vatValid: { checkedAt: "2026-12-03T09:00:00.000Z" },
          insuranceUntil: "2027-03-31",
          items: [
            "Gewerbeberechtigung Maler und Anstreicher, GISA geprüft am 03.12.2026",
            "UID gültig (VIES, 03.12.2026)",
            "Haftpflicht bis 31.03.2027",
          ],
        },
      })}
    />,
  );
  expect(screen.getByTestId("check-badge")).toHaveTextContent("Geprüfter Fachbetrieb");
  const facts = within(screen.getByTestId("company-checks-facts")).getAllByRole("listitem");
  expect(facts.map((fact) => fact.textContent)).toEqual([
    "Gewerbeberechtigung Maler und Anstreicher, GISA geprüft am 03.12.2026",
    "UID gültig (VIES, 03.12.2026)",
    "Haftpflicht bis 31.03.2027",
  ]);
});

it("companyJsonLd never rates without reviews and lists all of Vienna for an empty district list", () => {
  const base = { name: "X", path: "/firmen/x-1", city: "Wien", zipCode: null, services: [], districts: [] };
  expect(companyJsonLd({ ...base, ratingAverage: null, ratingCount: 0 })).not.toHaveProperty("aggregateRating");
  expect(companyJsonLd({ ...base, ratingAverage: 4, ratingCount: 0 })).not.toHaveProperty("aggregateRating");
  expect(companyJsonLd({ ...base, ratingAverage: null, ratingCount: 0 }).areaServed).toEqual({
    "@type": "City",
    name: "Wien",
  });
});

describe("service names and the main service's quiz", () => {
  it("names services of every vocabulary in German", () => {
    // Catalogue ids, and older form values not yet mapped to ids, get the catalogue's names once.
    expect(
      companyServiceLabels(["maler", "maler-arbeiten", "painting", "Malerei & Lackierung", "klempner", "trockenbau"]),
    ).toEqual(["Maler", "Installateur", "Trockenbau"]);
  });

  it("finds the quiz of the first service that has one", () => {
    expect(quizServiceFor("Badrenovierung")).toBe("badrenovierung");
    expect(quizServiceFor("Sanitärinstallation")).toBe("klempner");
    expect(quizServiceFor("Fliesenleger")).toBe("fliesen");
    expect(quizServiceFor("Installateur")).toBe("klempner");
    expect(quizServiceFor("badezimmer")).toBe("badrenovierung");
    expect(quizServiceFor("Parkettleger")).toBeUndefined();
    expect(mainServiceQuiz(["Parkettleger", "Küchenrenovierung"])).toEqual({
      path: "/quiz/k%C3%BCchenrenovierung",
      label: "Küchenrenovierung",
    });
    expect(mainServiceQuiz(["Parkettleger"])).toEqual({ path: "/quiz", label: null });
  });
});
