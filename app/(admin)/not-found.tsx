import { SITE_NOT_FOUND_METADATA, SiteNotFoundMessage } from "@/components/layout/not-found-message";

export const metadata = SITE_NOT_FOUND_METADATA;

/** 404 of an unknown admin section (`notFound()` in the admin dashboard), inside the dashboard's frame. */
export default function AdminNotFound() {
  return <SiteNotFoundMessage />;
}
