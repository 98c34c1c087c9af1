import { StaticImage } from "@/components/ui/static-image";
import type { LandingGalleryItem } from "@/lib/content/landing-pages";

/**
 * Gallery of illustrations of typical projects. Every figure is labelled "Illustration" without place or date, so
 * nothing reads as finished partner work.
 */
export function LandingGallery({ items }: { items: readonly LandingGalleryItem[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.image.src} className="flex">
          <figure className="flex-1 overflow-hidden rounded-xl border bg-card shadow-sm">
            <StaticImage
              src={item.image.src}
              alt={item.image.alt}
              width={item.image.width}
              height={item.image.height}
              sizes="(min-width: 1280px) 296px, (min-width: 1024px) 23vw, (min-width: 640px) 46vw, 100vw"
              className="aspect-[3/2] h-auto w-full object-cover"
            />
            <figcaption className="p-4">
              <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Illustration</span>
              <span className="mt-1 block font-semibold">{item.caption}</span>
              <span className="mt-1 block text-sm text-muted-foreground">{item.text}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
