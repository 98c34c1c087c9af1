// GET /api/health – liveness: 200 while the process serves requests (no database call).
import { NextResponse } from "next/server";
import { defineRoute } from "@/lib/http/route";

export const GET = defineRoute({
  audience: "public",
  handler: () => NextResponse.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } }),
});
