/**
 * Guide teaser of the home page (spec: public-side §2 Home, section 5), rendered on the server with
 * the page: 3 cards + 2 rows linking to the articles, and an honest note with a link
 * to /blog when there are no posts or they could not be read.
 */
import { render, screen, within } from "@testing-library/react";

import { BlogTeaser } from "@/components/home/blog-teaser";
import type { BlogPostSummary } from "@/lib/domain/blog";

function post(id: number, overrides: Partial<BlogPostSummary> = {}): BlogPostSummary {
  return {
    id,
    slug: `artikel-${id}`,
    title: `Artikel ${id}`,
    excerpt: `Kurzfassung ${id}`,
    imageUrl: `/images/blog/artikel-${id}.webp`,
    category: "kueche",
    tags: [],
    readingTime: 5,
    featured: false,
    publishedAt: "2025-03-05T10:00:00.000Z",
    createdAt: "2025-03-01T10:00:00.000Z",
    ...overrides,
  };
}

it("shows the 5 latest posts as 3 cards and 2 rows linking to the articles", () => {
  const posts = [1, 2, 3, 4, 5, 6].map((id) => post(id, id === 2 ? { publishedAt: null, category: "unbekannt" } : {}));
  render(<BlogTeaser posts={posts} />);

  const links = screen.getAllByRole("link", { name: /^Artikel \d$/ });
  expect(links.map((a) => a.getAttribute("href"))).toEqual([
    "/blog/artikel-1",
    "/blog/artikel-2",
    "/blog/artikel-3",
    "/blog/artikel-4",
    "/blog/artikel-5",
  ]);
  const [cards, rows] = screen.getAllByRole("list");
  expect(within(cards!).getAllByRole("article")).toHaveLength(3);
  expect(within(rows!).getAllByRole("article")).toHaveLength(2);
  // Large cards show the excerpt; category label and German date (createdAt when not published).
  expect(within(cards!).getByText("Kurzfassung 1")).toBeInTheDocument();
  expect(within(cards!).getAllByText("Küche")).toHaveLength(2);
  expect(within(cards!).getByText("unbekannt")).toBeInTheDocument();
  expect(within(cards!).getByText("1. März 2025")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: /Alle Artikel anzeigen/ })).toHaveAttribute("href", "/blog");
});

it.each([
  ["no post is published", []],
  ["the posts could not be read", undefined],
])("when %s it points to the guide instead of a loading text", (_case, posts) => {
  render(<BlogTeaser posts={posts} />);
  expect(screen.getByText("Die neuesten Artikel finden Sie in unserem Ratgeber.")).toBeInTheDocument();
  expect(screen.queryByText(/werden geladen/)).not.toBeInTheDocument();
  expect(screen.queryByRole("article")).not.toBeInTheDocument();
  expect(screen.getByRole("link", { name: /Alle Artikel anzeigen/ })).toHaveAttribute("href", "/blog");
});
