// GET /icons/services.svg – the SVG sprite of the service icons (lib/content/service-icon-sprite.ts),
// built once at build time. Browsers keep it for a day: a deploy that changes a drawing reaches a
// returning visitor within that day (the URL carries no version, since client components such as
// the quiz list reference it too).
import { serviceIconSprite } from "@/lib/content/service-icon-sprite";

export const dynamic = "force-static";

export function GET(): Response {
  return new Response(serviceIconSprite(), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
