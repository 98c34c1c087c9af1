/**
 * Guide teaser of the home page (public-side.md §2 Home, section 5; §4 "Blog teaser: empty list
 * shows loading text, otherwise cards"): request, loading/empty/error states, 3 cards + 2 rows.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";

import { BlogTeaser } from "@/components/home/blog-teaser";
import type { BlogPostSummary } from "@/lib/domain/blog";
import { makeQueryClient } from "@/lib/query-client";

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

/** Answers fetch with a minimal Response (jsdom has no Response class). */
function respond(body: unknown, status = 200) {
  const text = JSON.stringify(body);
  const response = { ok: status >= 200 && status < 300, status, statusText: "", text: async () => text };
  const fetchMock = jest.fn().mockResolvedValue(response);
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

function renderTeaser() {
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <BlogTeaser />
    </QueryClientProvider>,
  );
}

it("asks for the 5 latest published posts and shows 3 cards and 2 rows linking to the articles", async () => {
  const fetchMock = respond([1, 2, 3, 4, 5].map((id) => post(id, id === 2 ? { publishedAt: null, category: "unbekannt" } : {})));
  renderTeaser();
  expect(screen.getByText("Ratgeber-Artikel werden geladen...")).toBeInTheDocument();

  const links = await screen.findAllByRole("link", { name: /^Artikel \d$/ });
  expect(fetchMock).toHaveBeenCalledWith("/api/blog-posts?published=true&limit=5", expect.objectContaining({ method: "GET" }));
  expect(links.map((a) => a.getAttribute("href"))).toEqual(["/blog/artikel-1", "/blog/artikel-2", "/blog/artikel-3", "/blog/artikel-4", "/blog/artikel-5"]);
  expect(screen.queryByText("Ratgeber-Artikel werden geladen...")).not.toBeInTheDocument();

  const [cards, rows] = screen.getAllByRole("list");
  expect(within(cards).getAllByRole("article")).toHaveLength(3);
  expect(within(rows).getAllByRole("article")).toHaveLength(2);
  // Large cards show the excerpt; category label and German date (createdAt when not published).
  expect(within(cards).getByText("Kurzfassung 1")).toBeInTheDocument();
  expect(within(cards).getAllByText("Küche")).toHaveLength(2);
  expect(within(cards).getByText("unbekannt")).toBeInTheDocument();
  expect(within(cards).getByText("1. März 2025")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: /Alle Artikel anzeigen/ })).toHaveAttribute("href", "/blog");
});

it("keeps the loading text while the list is empty", async () => {
  const fetchMock = respond([]);
  renderTeaser();
  // Let the (empty) answer arrive and React Query settle.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(screen.getByText("Ratgeber-Artikel werden geladen...")).toBeInTheDocument();
  expect(screen.queryByRole("article")).not.toBeInTheDocument();
});

it("shows a note with a link to the blog when the request fails", async () => {
  respond({ message: "Interner Fehler" }, 500);
  renderTeaser();
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent("konnten gerade nicht geladen werden");
  expect(within(alert).getByRole("link", { name: "Zum Ratgeber" })).toHaveAttribute("href", "/blog");
  expect(screen.queryByText("Ratgeber-Artikel werden geladen...")).not.toBeInTheDocument();
});
