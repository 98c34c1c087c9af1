import { PageLoading } from "@/components/layout/page-loading";

/** Shown while a page outside a group with its own loading screen loads. */
export default function Loading() {
  return <PageLoading className="min-h-dvh" />;
}
