/**
 * The home hero's texts: the example hint uses the "Sie" form like the rest of the
 * site, and the search input shows its short placeholder (the whole text fits at 360 px; the e2e
 * test in tests/e2e/home.spec.ts measures it).
 */
import { render, screen } from "@testing-library/react";

import { HomeHero } from "@/components/home/home-hero";
import { SEARCH_PLACEHOLDER } from "@/components/search/search-box";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));

describe("HomeHero", () => {
  it("introduces the example searches with 'Zum Beispiel:', not the 'du' form 'Probiere:'", () => {
    render(<HomeHero />);
    const hint = screen.getByText(/^Zum Beispiel:/);
    expect(hint).toHaveTextContent("Zum Beispiel: Wohnungsrenovierung oder Badrenovierung");
    expect(screen.queryByText(/Probiere/)).toBeNull();
  });

  it("shows the short search placeholder", () => {
    render(<HomeHero />);
    expect(screen.getByRole("combobox", { name: "Service suchen" })).toHaveAttribute("placeholder", SEARCH_PLACEHOLDER);
  });
});
