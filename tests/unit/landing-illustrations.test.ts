/**
 * Illustration rule of docs/design.md: every image of the landing pages and the
 * service landings is an illustration and says so in its alternative text, so none can be read as
 * a photo of a partner's work.
 */
import { APARTMENT_LANDING, BATHROOM_LANDING, BATHROOM_RENOVATION_PAGE } from "@/lib/content/landing-pages";
import { SERVICES } from "@/lib/content/services";

const landingImages = [BATHROOM_LANDING, APARTMENT_LANDING].flatMap((page) => [
  page.hero.image,
  ...page.ideas.items.map((item) => item.image),
]);

describe("landing images are labelled illustrations", () => {
  it.each([...landingImages, BATHROOM_RENOVATION_PAGE.hero.image].map((image) => [image.src, image.alt]))(
    "%s",
    (_src, alt) => {
      expect(alt).toMatch(/^Illustration[ :]/);
    },
  );

  it.each(Object.values(SERVICES).map((service) => [service.id, service.imageAlt]))("service %s", (_id, alt) => {
    expect(alt).toMatch(/^Illustration[ :]/);
  });
});
