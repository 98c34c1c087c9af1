/**
 * Blog rules without a database: category labels, German dates, the HTML sanitiser, the seeded
 * articles (content rules, images, links) and the /blog client parts as a visitor uses them
 * (list with debounced search and chips, newsletter box, share button).
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { createElement as h } from "react";
import { BLOG_LIST_FRESH_MS, BlogPostList } from "@/components/blog/blog-post-list";
import { quizHrefForCategory } from "@/components/blog/blog-cta";
import { NewsletterBox } from "@/components/blog/newsletter-box";
import { ShareButton } from "@/components/blog/share-button";
import { BLOG_POST_SEEDS, bindUnits } from "@/lib/content/blog-posts";
import {
  BLOG_FILTER_CATEGORIES,
  blogListUrl,
  categoryLabel,
  countWords,
  localImageUrl,
  postDate,
  readingTimeMinutes,
  type BlogPostSummary,
} from "@/lib/domain/blog";
import { sanitizeBlogHtml } from "@/lib/sanitize-html";
import { jsonResponse } from "../support/json-response";

const toastSuccess = jest.fn();
jest.mock("sonner", () => ({ toast: { success: (...a: unknown[]) => toastSuccess(...a), error: jest.fn() } }));

describe("categoryLabel", () => {
  it.each([
    ["badezimmer", "Badezimmer"],
    ["kueche", "Küche"],
    ["wohnungsrenovierung", "Wohnungsrenovierung"],
    ["foerderung", "Förderung"],
    ["wohnzimmer", "Wohnzimmer"],
    ["renovierung", "Renovierung"],
    ["nachhaltigkeit", "Nachhaltigkeit"],
    ["tipps", "Tipps"],
    ["kosten", "Kosten"],
    ["planung", "Planung"],
  ])("%s → %s", (id, label) => {
    expect(categoryLabel(id)).toBe(label);
  });

  it("shows unknown categories raw", () => {
    expect(categoryLabel("heimwerken")).toBe("heimwerken");
    expect(categoryLabel("")).toBe("");
  });

  it("offers the chips all, badezimmer, kueche, wohnungsrenovierung, foerderung in this order", () => {
    expect([...BLOG_FILTER_CATEGORIES]).toEqual(["all", "badezimmer", "kueche", "wohnungsrenovierung", "foerderung"]);
  });
});

describe("German dates", () => {
  it("postDate prefers publishedAt and falls back to createdAt", () => {
    const created = "2025-01-10T08:00:00.000Z";
    const published = "2025-03-05T08:00:00.000Z";
    expect(postDate({ publishedAt: published, createdAt: created }).toISOString()).toBe(published);
    expect(postDate({ publishedAt: null, createdAt: created }).toISOString()).toBe(created);
  });
});

describe("sanitizeBlogHtml", () => {
  it("removes script elements with their content", () => {
    const out = sanitizeBlogHtml('<p>Text</p><script>alert("x")</script><p>Mehr</p>');
    expect(out).toBe("<p>Text</p><p>Mehr</p>");
  });

  it("removes event-handler and style attributes", () => {
    const out = sanitizeBlogHtml(
      '<p onclick="steal()" style="color:red">Hallo</p><img src="/a.webp" onerror="x()" alt="A">',
    );
    expect(out).not.toMatch(/onclick|onerror|style=/);
    expect(out).toContain("<p>Hallo</p>");
    expect(out).toContain('src="/a.webp"');
  });

  it("drops javascript: and data: links but keeps the link text", () => {
    const out = sanitizeBlogHtml(
      '<a href="javascript:alert(1)">Klick</a> <a href="JaVaScRiPt:alert(1)">B</a> <a href="data:text/html,x">C</a>',
    );
    expect(out).not.toMatch(/javascript|data:/i);
    expect(out).toContain(">Klick</a>");
  });

  it("drops iframes, forms and images from other sites", () => {
    const out = sanitizeBlogHtml(
      '<iframe src="https://evil.example"></iframe><form action="/x"><input></form><img src="https://evil.example/p.png">',
    );
    expect(out).not.toMatch(/iframe|form|input|evil/);
  });

  it("keeps the allowed structure: headings, lists, tables, emphasis and site links", () => {
    const html =
      "<h2>Kosten</h2><h3>Bad</h3><p><strong>1.300 €</strong> und <em>mehr</em></p><ul><li>Eins</li></ul>" +
      '<table><caption>Preise</caption><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>' +
      '<blockquote><p>Hinweis</p></blockquote><a href="/quiz/badrenovierung">Angebote</a>';
    // Tables become reachable by keyboard (they scroll sideways on phones).
    expect(sanitizeBlogHtml(html)).toBe(html.replace("<table>", '<table tabindex="0">'));
  });

  it("lets no other tabindex through", () => {
    expect(sanitizeBlogHtml('<table tabindex="-1"><tr><td>1</td></tr></table><p tabindex="3">x</p>')).toBe(
      '<table tabindex="0"><tr><td>1</td></tr></table><p>x</p>',
    );
  });

  it("adds rel=noopener noreferrer (and a new tab) to external links only", () => {
    const out = sanitizeBlogHtml(
      '<a href="https://www.wien.gv.at/x" rel="opener">Stadt Wien</a> <a href="/blog">Ratgeber</a>',
    );
    expect(out).toContain(
      '<a href="https://www.wien.gv.at/x" rel="noopener noreferrer" target="_blank">Stadt Wien</a>',
    );
    expect(out).toContain('<a href="/blog">Ratgeber</a>');
  });
});

/** Width and height of a lossy or extended WebP file. */
function webpSize(buffer: Buffer): { width: number; height: number } {
  expect(buffer.toString("ascii", 0, 4)).toBe("RIFF");
  expect(buffer.toString("ascii", 8, 12)).toBe("WEBP");
  const chunk = buffer.toString("ascii", 12, 16);
  if (chunk === "VP8 ") return { width: buffer.readUInt16LE(26) & 0x3fff, height: buffer.readUInt16LE(28) & 0x3fff };
  if (chunk === "VP8X") return { width: 1 + buffer.readUIntLE(24, 3), height: 1 + buffer.readUIntLE(27, 3) };
  throw new Error(`unexpected WebP chunk ${chunk}`);
}

describe("seeded articles", () => {
  const slugs = BLOG_POST_SEEDS.map((post) => post.slug);

  it("has at least 10 articles with unique URL-safe slugs", () => {
    expect(BLOG_POST_SEEDS.length).toBeGreaterThanOrEqual(10);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("covers every filter category with at least two articles and features exactly two", () => {
    for (const category of BLOG_FILTER_CATEGORIES.filter((c) => c !== "all")) {
      expect(BLOG_POST_SEEDS.filter((post) => post.category === category).length).toBeGreaterThanOrEqual(2);
    }
    expect(BLOG_POST_SEEDS.filter((post) => post.featured)).toHaveLength(2);
  });

  it.each(BLOG_POST_SEEDS.map((post) => [post.slug, post] as const))("%s follows the content rules", (slug, post) => {
    const words = countWords(post.content);
    expect(words).toBeGreaterThanOrEqual(600);
    expect(words).toBeLessThanOrEqual(1200);
    expect(post.readingTime).toBe(Math.ceil(words / 200));
    expect(post.metaDescription.length).toBeLessThanOrEqual(160);
    expect(post.metaTitle.length).toBeGreaterThan(10);
    expect(post.excerpt.length).toBeGreaterThan(50);
    expect(post.tags.length).toBeGreaterThanOrEqual(3);
    expect(post.tags.length).toBeLessThanOrEqual(5);
    expect(post.publishedAt.startsWith("2025-")).toBe(true);
    expect(post.imageUrl).toBe(`/images/blog/${slug}.webp`);
    expect(categoryLabel(post.category)).not.toBe(post.category); // a known category
    // Structure: no second h1, a sources section with external links.
    expect(post.content).not.toMatch(/<h1/);
    expect(post.content).toContain("<h2>Quellen</h2>");
    expect(post.content.split("<h2>Quellen</h2>")[1]).toMatch(/href="https:\/\//);
  });

  it("stores HTML that the sanitiser leaves unchanged (apart from external link attributes and focusable tables)", () => {
    for (const post of BLOG_POST_SEEDS) {
      const sanitised = sanitizeBlogHtml(post.content)
        .replace(/ rel="noopener noreferrer" target="_blank"/g, "")
        .replace(/<table tabindex="0">/g, "<table>");
      expect(sanitised).toBe(post.content);
    }
  });

  it("links only to articles that exist", () => {
    for (const post of BLOG_POST_SEEDS) {
      for (const match of post.content.matchAll(/href="\/blog\/([^"]+)"/g)) {
        expect(slugs).toContain(match[1]);
      }
    }
  });

  it("has a 1200×675 WebP illustration under 60 KB for every article", () => {
    for (const post of BLOG_POST_SEEDS) {
      const file = path.join(process.cwd(), "public", post.imageUrl);
      expect(statSync(file).size).toBeLessThan(60 * 1024);
      expect(webpSize(readFileSync(file))).toEqual({ width: 1200, height: 675 });
    }
  });

  it("keeps numbers and their units on one line", () => {
    expect(bindUnits("ab 1.500 € und 20 % für 8 m²")).toBe("ab 1.500\u00a0€ und 20\u00a0% für 8\u00a0m²");
    expect(BLOG_POST_SEEDS[0]!.content).not.toMatch(/\d (€|%|m²)/);
  });

  it("computes the reading time from the words (200 per minute, rounded up)", () => {
    const words = (n: number) => `<p>${Array.from({ length: n }, () => "Wort").join(" ")}</p>`;
    expect(readingTimeMinutes(words(200))).toBe(1);
    expect(readingTimeMinutes(words(201))).toBe(2);
    expect(readingTimeMinutes("<p></p>")).toBe(1);
  });
});

describe("the CTA under an article", () => {
  it("leads to the matching quiz, percent-encoding umlauts, else to /quiz", () => {
    expect(quizHrefForCategory("badezimmer")).toBe("/quiz/badrenovierung");
    expect(quizHrefForCategory("kueche")).toBe("/quiz/k%C3%BCchenrenovierung");
    expect(quizHrefForCategory("foerderung")).toBe("/quiz");
  });
});

// ---------------------------------------------------------------------------------------------
// /blog client parts (jsdom)
// ---------------------------------------------------------------------------------------------

function summary(id: number, title: string, category = "badezimmer"): BlogPostSummary {
  return {
    id,
    slug: `artikel-${id}`,
    title,
    excerpt: `Kurzfassung von ${title}.`,
    imageUrl: null,
    category,
    tags: ["Kosten"],
    readingTime: 4,
    featured: false,
    publishedAt: "2025-03-05T08:00:00.000Z",
    createdAt: "2025-03-01T08:00:00.000Z",
  };
}

function renderWithQuery(element: ReturnType<typeof h>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return render(h(QueryClientProvider, { client }, element));
}

/** Advances fake time by `ms`, then lets pending promises and React Query's batched updates settle. */
async function flush(ms = 0) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  for (let round = 0; round < 5; round++) {
    await act(async () => {
      await Promise.resolve();
      jest.advanceTimersByTime(0);
    });
  }
}

describe("the article list on /blog", () => {
  const fetchMock = jest.fn();

  beforeEach(() => {
    jest.useFakeTimers();
    fetchMock.mockReset();
    Object.assign(globalThis, { fetch: fetchMock });
  });
  afterEach(() => jest.useRealTimers());

  it("builds the request URL with published=true and leaves out empty filters", () => {
    expect(blogListUrl("all", "")).toBe("/api/blog-posts?published=true");
    expect(blogListUrl("kueche", "  ")).toBe("/api/blog-posts?published=true&category=kueche");
    expect(blogListUrl("all", " Förderung ")).toBe("/api/blog-posts?published=true&search=F%C3%B6rderung");
  });

  it("shows cards, filters by chip and searches 300 ms after the last keystroke", async () => {
    fetchMock.mockImplementation(async (url: string) => {
      if (url.includes("search=Fliesen")) return jsonResponse(200, [summary(3, "Fliesen richtig wählen")]);
      if (url.includes("category=kueche")) return jsonResponse(200, [summary(2, "Neue Küche planen", "kueche")]);
      return jsonResponse(200, [summary(1, "Bad sanieren"), summary(2, "Neue Küche planen", "kueche")]);
    });
    renderWithQuery(h(BlogPostList));
    expect(screen.getByRole("status", { name: "Artikel werden geladen" })).toBeInTheDocument();
    await flush();
    expect(screen.getByRole("link", { name: "Bad sanieren" })).toHaveAttribute("href", "/blog/artikel-1");
    expect(screen.getAllByText("5. März 2025").length).toBeGreaterThan(0);
    expect(fetchMock).toHaveBeenLastCalledWith(
      "/api/blog-posts?published=true",
      expect.objectContaining({ method: "GET", credentials: "include" }),
    );

    fireEvent.click(screen.getByRole("button", { name: "Küche" }));
    await flush();
    expect(screen.getByRole("button", { name: "Küche" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.queryByRole("link", { name: "Bad sanieren" })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Alle" }));
    await flush();

    const calls = fetchMock.mock.calls.length;
    const box = screen.getByRole("searchbox", { name: "Artikel durchsuchen" });
    fireEvent.change(box, { target: { value: "Flie" } });
    await flush(200);
    fireEvent.change(box, { target: { value: "Fliesen" } });
    await flush(299);
    expect(fetchMock.mock.calls.length).toBe(calls); // still typing: no request yet
    await flush(1);
    expect(fetchMock).toHaveBeenLastCalledWith("/api/blog-posts?published=true&search=Fliesen", expect.anything());
    expect(fetchMock.mock.calls.length).toBe(calls + 1);
    expect(screen.getByRole("link", { name: "Fliesen richtig wählen" })).toBeInTheDocument();
  });

  it("shows the server-rendered list at once and still queries a chosen category", async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, [summary(2, "Neue Küche planen", "kueche")]));
    renderWithQuery(h(BlogPostList, { initial: { posts: [summary(1, "Bad sanieren")], renderedAt: Date.now() } }));
    expect(screen.queryByRole("status", { name: "Artikel werden geladen" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Bad sanieren" })).toHaveAttribute("href", "/blog/artikel-1");
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Küche" }));
    await flush();
    expect(fetchMock).toHaveBeenLastCalledWith("/api/blog-posts?published=true&category=kueche", expect.anything());
    expect(screen.getByRole("link", { name: "Neue Küche planen" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Bad sanieren" })).not.toBeInTheDocument();
  });

  it("refreshes a server-rendered list older than a minute in the background", async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(200, [summary(3, "Neu veröffentlicht"), summary(1, "Bad sanieren")]),
    );
    const renderedAt = Date.now() - BLOG_LIST_FRESH_MS - 1;
    renderWithQuery(h(BlogPostList, { initial: { posts: [summary(1, "Bad sanieren")], renderedAt } }));
    expect(screen.getByRole("link", { name: "Bad sanieren" })).toBeInTheDocument();
    await flush();
    expect(fetchMock).toHaveBeenCalledWith("/api/blog-posts?published=true", expect.anything());
    expect(screen.getByRole("link", { name: "Neu veröffentlicht" })).toBeInTheDocument();
  });

  it("shows the empty state and an error state with a working retry", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(500, { message: "Fehler" }))
      .mockResolvedValueOnce(jsonResponse(200, []));
    renderWithQuery(h(BlogPostList));
    await flush();
    expect(screen.getByRole("alert")).toHaveTextContent("Die Artikel konnten nicht geladen werden.");
    fireEvent.click(screen.getByRole("button", { name: "Erneut versuchen" }));
    await flush();
    expect(screen.getByText("Keine Artikel gefunden.")).toBeInTheDocument();
  });
});

describe("the newsletter box", () => {
  it("thanks the visitor on submit without any network call", () => {
    const fetchMock = jest.fn();
    Object.assign(globalThis, { fetch: fetchMock });
    render(h(NewsletterBox));
    fireEvent.change(screen.getByLabelText("E-Mail-Adresse"), { target: { value: "anna@example.at" } });
    fireEvent.click(screen.getByRole("button", { name: "Anmelden" }));
    expect(screen.getByText("Danke! Der Newsletter startet in Kürze.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("the share button", () => {
  afterEach(() => {
    Object.assign(navigator, { share: undefined, clipboard: undefined });
    jest.restoreAllMocks();
  });

  it("uses the native share sheet when there is one", async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { share });
    render(h(ShareButton, { title: "Bad sanieren" }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Teilen" })));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: "Bad sanieren", url: window.location.href }));
  });

  it("otherwise copies the link and confirms with a toast", async () => {
    toastSuccess.mockReset();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { share: undefined, clipboard: { writeText } });
    render(h(ShareButton, { title: "Bad sanieren" }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Teilen" })));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(toastSuccess).toHaveBeenCalledWith("Link in die Zwischenablage kopiert");
  });

  it("falls back to a prompt with the link", async () => {
    Object.assign(navigator, { share: undefined, clipboard: undefined });
    const prompt = jest.spyOn(window, "prompt").mockReturnValue(null);
    render(h(ShareButton, { title: "Bad sanieren" }));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Teilen" })));
    expect(prompt).toHaveBeenCalledWith(expect.any(String), window.location.href);
  });
});

describe("localImageUrl", () => {
  it("keeps site paths and drops external, protocol-relative and missing images", () => {
    expect(localImageUrl({ imageUrl: "/images/blog/a.webp" })).toBe("/images/blog/a.webp");
    expect(localImageUrl({ imageUrl: "https://example.com/a.webp" })).toBeNull();
    expect(localImageUrl({ imageUrl: "//example.com/a.webp" })).toBeNull();
    expect(localImageUrl({ imageUrl: null })).toBeNull();
  });
});
