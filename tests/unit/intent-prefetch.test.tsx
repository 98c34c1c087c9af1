/**
 * Route prefetch on intent for the public pages: a page link's route is prefetched
 * when the pointer moves over it, it gets focus or is touched, once per address; links that are
 * not pages of this site in the same tab are never prefetched.
 */
import { fireEvent, render, screen } from "@testing-library/react";
import Link from "next/link";

import { IntentPrefetch } from "@/components/layout/intent-prefetch";

const prefetch = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ prefetch }) }));

/** The links as the public pages render them (`<Link prefetch={false}>`), and a few that are no pages. */
function renderLinks() {
  return render(
    <>
      <IntentPrefetch />
      <Link prefetch={false} href="/quiz/badrenovierung?plz=1010#start">
        <span>Badrenovierung</span>
      </Link>
      <Link prefetch={false} href="/preisleitfaden">
        Preisleitfaden
      </Link>
      <Link prefetch={false} href="/api/projects/export">
        Export
      </Link>
      <Link prefetch={false} href="/mein-projekt/abc/daten.json" download>
        Download
      </Link>
      <Link prefetch={false} href="/agb" target="_blank">
        AGB
      </Link>
      <a href="https://example.org/">Extern</a>
      <Link prefetch={false} href="/">
        Startseite
      </Link>
    </>,
  );
}

beforeEach(() => prefetch.mockClear());

it("prefetches a page link's route (path and query) when the pointer moves over it, once", () => {
  renderLinks();
  expect(prefetch).not.toHaveBeenCalled();
  fireEvent.mouseOver(screen.getByText("Badrenovierung"));
  fireEvent.mouseOver(screen.getByRole("link", { name: "Badrenovierung" }));
  expect(prefetch).toHaveBeenCalledTimes(1);
  expect(prefetch).toHaveBeenCalledWith("/quiz/badrenovierung?plz=1010");
});

it("prefetches on keyboard focus and on touch", () => {
  renderLinks();
  fireEvent.focusIn(screen.getByRole("link", { name: "Preisleitfaden" }));
  fireEvent.touchStart(screen.getByRole("link", { name: "Badrenovierung" }));
  expect(prefetch.mock.calls).toEqual([["/preisleitfaden"], ["/quiz/badrenovierung?plz=1010"]]);
});

it("never prefetches API addresses, downloads, new tabs, other sites or the page itself", () => {
  window.history.replaceState(null, "", "/");
  renderLinks();
  for (const name of ["Export", "Download", "AGB", "Extern", "Startseite"]) {
    fireEvent.mouseOver(screen.getByRole("link", { name }));
  }
  expect(prefetch).not.toHaveBeenCalled();
});

it("stops listening when it unmounts", () => {
  const { unmount } = renderLinks();
  unmount();
  document.body.innerHTML = '<a href="/blog">Ratgeber</a>';
  fireEvent.mouseOver(screen.getByRole("link", { name: "Ratgeber" }));
  expect(prefetch).not.toHaveBeenCalled();
});
