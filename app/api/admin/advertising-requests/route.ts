// GET /api/admin/advertising-requests – the admin's list of advertising requests with company names and the deciding admin's e-mail, newest first (§2 "Advertising requests", §7; issue 13 §4).
import { userEmails } from "@/lib/data/application-duplicates";
import { listAdvertisingRequests } from "@/lib/data/advertising-requests";
import { privateJson } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  audience: "admin",
  handler: async () => {
    const requests = await listAdvertisingRequests();
    const admins = await userEmails(requests.map((request) => request.processedBy));
    return privateJson({
      requests: requests.map((request) => ({
        ...request,
        processedByEmail: request.processedBy === null ? null : (admins.get(request.processedBy) ?? null),
      })),
    });
  },
});
