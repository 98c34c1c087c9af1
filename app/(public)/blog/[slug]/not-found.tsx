/** Unknown or unpublished article: "Artikel nicht gefunden" (public-side.md §8), answered with 404. */
import Link from "next/link";
import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";

export default function BlogPostNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-6xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold sm:text-3xl">Artikel nicht gefunden</h1>
      <p className="mt-3 text-muted-foreground">
        Dieser Artikel existiert nicht oder ist nicht mehr verfügbar. Im Ratgeber finden Sie alle aktuellen Artikel.
      </p>
      <Button asChild className="mt-6">
        <Link href="/blog">
          <ArrowLeft aria-hidden="true" />
          Zum Ratgeber
        </Link>
      </Button>
    </div>
  );
}
