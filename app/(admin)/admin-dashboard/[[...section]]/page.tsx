import { notFound } from "next/navigation";
import { AdminSectionContent } from "@/components/admin/section-content";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { ADMIN_SECTIONS, adminSectionFromSegments } from "@/lib/domain/admin-sections";

export const metadata = { title: "Admin-Dashboard", robots: { index: false, follow: false } };

/**
 * /admin-dashboard and /admin-dashboard/{section}: renders per request, checks the admin session itself;
 * unknown sections are 404.
 */
export default async function AdminDashboardPage({ params }: { params: Promise<{ section?: string[] }> }) {
  await requireAdminPage();
  const section = adminSectionFromSegments((await params).section);
  if (!section) notFound();
  const label = ADMIN_SECTIONS.find((entry) => entry.key === section)!.label;
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">{label}</h1>
      <AdminSectionContent section={section} />
    </>
  );
}
