// GET /api/admin/advertising-requests – the admin's list of advertising requests with company names, newest first (§2 "Advertising requests", §7).
import { listAdvertisingRequests } from "@/lib/data/advertising-requests";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  audience: "admin",
  handler: async () => privateJson({ requests: await listAdvertisingRequests() }),
});
