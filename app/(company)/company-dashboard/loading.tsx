import { PageLoading } from "@/components/layout/page-loading";

/** Shown while a company dashboard page renders on the server. */
export default function CompanyDashboardLoading() {
  return <PageLoading />;
}
