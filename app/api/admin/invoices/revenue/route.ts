// GET /api/admin/invoices/revenue – admin only: net commission per month, missing issuer settings and held companies
// → { months, issuerMissing, holds }.
import { invoiceHolds, invoicingMissingFields } from "@/lib/invoices/issuing";
import { revenuePerMonth } from "@/lib/invoices/queries";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  audience: "admin",
  handler: async () => {
    const [months, issuerMissing, holds] = await Promise.all([
      revenuePerMonth(),
      invoicingMissingFields(),
      invoiceHolds(),
    ]);
    return privateJson({ months, issuerMissing, holds });
  },
});
