/**
 * The server-rendered header navigation with its one client part: the active link
 * carries aria-current="page" (spec: public-side §2 header), also after a route change.
 */
import { render, screen, within } from "@testing-library/react";

import { HeaderNav } from "@/components/layout/header-nav";

let pathname = "/blog/kosten-badsanierung";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

function currentLinks(): (string | null)[] {
  const nav = screen.getByRole("navigation", { name: "Hauptnavigation", hidden: true });
  return within(nav)
    .getAllByRole("link", { hidden: true })
    .filter((link) => link.getAttribute("aria-current") === "page")
    .map((link) => link.getAttribute("href"));
}

test("marks the section of the current page, and moves the mark on navigation", () => {
  const { rerender } = render(<HeaderNav brandName="Renovio" />);
  expect(currentLinks()).toEqual(["/blog"]);

  pathname = "/preisleitfaden";
  rerender(<HeaderNav brandName="Renovio" />);
  expect(currentLinks()).toEqual(["/preisleitfaden"]);

  pathname = "/";
  rerender(<HeaderNav brandName="Renovio" />);
  expect(currentLinks()).toEqual([]);
});

test("offers 'Angebote anfordern' to the quiz list on every width", () => {
  render(<HeaderNav brandName="Renovio" />);
  const ctas = screen.getAllByRole("link", { name: "Angebote anfordern", hidden: true });
  expect(ctas.map((link) => link.getAttribute("href"))).toEqual(["/quiz", "/quiz"]);
});
