// POST /api/mein-projekt/{token}/withdraw – token holder: no further assignments, assigned companies are e-mailed;
// 404 alike for every wrong token.
import { NextResponse } from "next/server";
import { withdrawProjectByCustomer } from "@/lib/project-room/customer-actions";
import { defineRoute } from "@/lib/http/route";

export const POST = defineRoute({
  audience: "public",
  params: ({ token }) => ({ token: token ?? "" }),
  rateLimit: { name: "project-room-write", points: 30, durationSeconds: 3600 },
  handler: async ({ params }) => {
    await withdrawProjectByCustomer(params.token);
    return NextResponse.json({
      message: "Ihre Anfrage wurde zurückgezogen. Es erhalten keine weiteren Betriebe Ihre Daten.",
    });
  },
});
