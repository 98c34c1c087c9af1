import { SITE_NOT_FOUND_METADATA, SiteNotFoundMessage } from "@/components/layout/not-found-message";

export const metadata = SITE_NOT_FOUND_METADATA;

/**
 * 404 of a public page's `notFound()` without a more specific not-found page (e.g. an unknown
 * review to report): the general message inside the (public) layout's header and footer. Without
 * this file Next used the root not-found, whose own shell then appeared a second time inside the
 * layout's; it also kept a full copy of that shell in every public page's RSC payload.
 */
export default function PublicNotFound() {
  return <SiteNotFoundMessage />;
}
