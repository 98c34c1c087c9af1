import Link from "next/link";
import { ChevronRight } from "lucide-react";

import { serviceName, servicePath } from "@/lib/content/service-catalog";
import type { ServiceContent } from "@/lib/content/services";

import { ServiceClosingCta, ServicePriceLink } from "./service-cta";
import { ServiceFeatures } from "./service-features";
import { ServiceHero } from "./service-hero";
import { ServiceProcess } from "./service-process";

/**
 * Generic service landing page (public-side.md §2 "Service landing page"): breadcrumb, hero with
 * the two quiz calls to action, "Was wir bieten", "Unser Vorgehen", a link to the price guide and
 * a closing call to action. Server component; all links use percent-encoded service ids.
 */
export function ServiceLanding({ service }: { service: ServiceContent }) {
  const name = serviceName(service.id);
  const quizHref = servicePath("/quiz", service.id);
  return (
    <>
      <nav aria-label="Brotkrümelnavigation" className="bg-blue-50">
        <ol className="mx-auto flex max-w-6xl items-center gap-1 px-4 pt-4 text-sm text-muted-foreground sm:px-6">
          <li>
            <Link href="/" className="rounded-sm hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
              Startseite
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-4" />
          </li>
          <li aria-current="page" className="font-medium text-foreground">
            {name}
          </li>
        </ol>
      </nav>
      <ServiceHero service={service} quizHref={quizHref} />
      <ServiceFeatures features={service.features} />
      <ServiceProcess steps={service.process} />
      <ServicePriceLink name={name} priceHref={servicePath("/preisleitfaden", service.id)} />
      <ServiceClosingCta quizHref={quizHref} />
    </>
  );
}
