import { SITE_NOT_FOUND_METADATA, SiteNotFoundMessage } from "@/components/layout/not-found-message";

export const metadata = SITE_NOT_FOUND_METADATA;

/**
 * 404 of a public page without a more specific not-found page. Without it the root not-found's shell would appear
 * inside this layout's shell.
 */
export default function PublicNotFound() {
  return <SiteNotFoundMessage />;
}
