// GET /api/ready – readiness: 200 { ready: true, checks } when the database answers, migrations are applied and
// the job worker runs; else 503 with Retry-After.
import { NextResponse } from "next/server";
import { checkReadiness } from "@/lib/data/readiness";
import { DATABASE_RETRY_AFTER_SECONDS } from "@/lib/http/api-error";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  audience: "public",
  handler: async () => {
    const readiness = await checkReadiness();
    return NextResponse.json(readiness, {
      status: readiness.ready ? 200 : 503,
      headers: {
        "Cache-Control": "no-store",
        ...(readiness.ready ? {} : { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) }),
      },
    });
  },
});
