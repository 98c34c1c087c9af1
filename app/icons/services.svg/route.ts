// GET /icons/services.svg – public: the service icon sprite, built at build time. Cached a day, as the URL carries
// no version (client components reference it too).
import { serviceIconSprite } from "@/lib/content/service-icon-sprite";

export const dynamic = "force-static";

export function GET(): Response {
  return new Response(serviceIconSprite(), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
