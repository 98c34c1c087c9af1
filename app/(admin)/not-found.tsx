import type { Metadata } from "next";

import { SiteNotFoundMessage } from "@/components/layout/not-found-message";

export const metadata: Metadata = {
  title: "Seite nicht gefunden",
  robots: { index: false },
};

/** 404 of an unknown admin section (`notFound()` in the admin dashboard), inside the dashboard's frame. */
export default function AdminNotFound() {
  return <SiteNotFoundMessage />;
}
