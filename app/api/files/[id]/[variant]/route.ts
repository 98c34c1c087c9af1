// GET /api/files/[id]/[variant] – public: a project photo ("main" or "thumb") or document behind a signed,
// short-lived URL (lib/files/signed-url.ts); a wrong or expired signature answers 404.
import { readSignedProjectFile } from "@/lib/files/project-files";
import { privateFile } from "@/lib/http/response";
import { defineRoute } from "@/lib/http/route";
import { idParam } from "@/lib/validation/id-param";
import * as z from "@/lib/validation/zod";

const NOT_FOUND = "Die Datei wurde nicht gefunden oder der Link ist abgelaufen.";

export const GET = defineRoute({
  audience: "public",
  params: z.object({ id: idParam(NOT_FOUND), variant: z.enum(["main", "thumb"], { error: NOT_FOUND }) }),
  query: z.object({ exp: z.string().optional(), sig: z.string().optional() }),
  rateLimit: { name: "project-file", points: 600, durationSeconds: 60 },
  handler: async ({ params, query }) => privateFile(await readSignedProjectFile(params.id, params.variant, query)),
});
