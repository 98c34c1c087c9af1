/**
 * The public footer names the blog as the header does (one term for the blog,
 * "Ratgeber" as on /blog), linking to /blog.
 */
import { render, screen, within } from "@testing-library/react";

import { mainNavLinks } from "@/components/layout/nav-links";
import { SiteFooter } from "@/components/layout/site-footer";

jest.mock("@/lib/data/settings", () => ({
  getSiteSettings: async () => ({
    contact: { email: "office@example.at", phone: "+43 1 0000000", street: "", zipCity: "" },
  }),
}));

describe("SiteFooter", () => {
  it("links the blog as 'Ratgeber', the header's name for it, and never as 'Blog'", async () => {
    render(await SiteFooter());
    const footerNav = within(screen.getByRole("navigation", { name: "Fußzeile" }));
    expect(footerNav.getByRole("link", { name: "Ratgeber" })).toHaveAttribute("href", "/blog");
    expect(footerNav.queryByRole("link", { name: /blog/i })).toBeNull();
    expect(mainNavLinks.find((link) => link.href === "/blog")?.label).toBe("Ratgeber");
  });
});
