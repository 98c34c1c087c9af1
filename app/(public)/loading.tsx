import { PageLoading } from "@/components/layout/page-loading";

/** Shown inside the public header/footer while a public page loads. */
export default function PublicLoading() {
  return <PageLoading />;
}
