// GET /api/admin/invoices/revenue – net commission invoiced and credited per month, newest first, and what Einstellungen still lack for invoicing (issue 15 §3) → { months, issuerMissing }.
import { invoicingMissingFields, revenuePerMonth } from "@/lib/data/invoices";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  audience: "admin",
  handler: async () => {
    const [months, issuerMissing] = await Promise.all([revenuePerMonth(), invoicingMissingFields()]);
    return privateJson({ months, issuerMissing });
  },
});
