/**
 * Sanitises blog HTML with `sanitize-html` (allow-list): applied when an article is saved and
 * again when it is rendered (docs/architecture.md "Security rules").
 * Allowed: headings h2-h4, paragraphs, lists, tables, emphasis, links (http/https/mailto and
 * site-relative; external links get rel="noopener noreferrer"), images from site paths, blockquotes.
 * Tables get tabindex="0": on phones a wide table scrolls sideways inside the article
 * (components/blog/blog-content.tsx), and a scrolling region must be reachable by keyboard
 * (WCAG 2.1.1; axe "scrollable-region-focusable", issue 17 tests).
 */
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "b",
    "i",
    "a",
    "blockquote",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "caption",
    "img",
    "figure",
    "figcaption",
    "small",
    "sup",
    "sub",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "alt", "width", "height", "loading"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    table: ["tabindex"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  transformTags: {
    table: (tagName) => ({ tagName, attribs: { tabindex: "0" } }),
    a: (tagName, attribs) => {
      const external = /^https?:\/\//.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external ? { ...attribs, rel: "noopener noreferrer", target: "_blank" } : attribs,
      };
    },
  },
};

/** Returns `html` with every tag, attribute and URL scheme outside the allow-list removed. */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
