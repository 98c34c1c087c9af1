/** Breadcrumb "Startseite › Ratgeber › {title}" of an article, with its BreadcrumbList JSON-LD. */
import Link from "next/link";
import { ChevronRight } from "lucide-react";
import { JsonLd } from "@/components/seo/json-ld";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";

export function BlogBreadcrumb({ title, path }: { title: string; path: string }) {
  const items = [
    { name: "Startseite", path: "/" },
    { name: "Ratgeber", path: "/blog" },
    { name: title, path },
  ];
  return (
    <nav aria-label="Brotkrümelnavigation" className="text-sm text-muted-foreground">
      <JsonLd data={breadcrumbJsonLd(items)} />
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.path} className="flex min-w-0 items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="line-clamp-1 font-medium text-foreground">
                  {item.name}
                </span>
              ) : (
                <>
                  <Link href={item.path} className="hover:text-primary hover:underline">
                    {item.name}
                  </Link>
                  <ChevronRight className="size-3.5 shrink-0" aria-hidden="true" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
