import { Breadcrumb } from "@/components/layout/breadcrumb";
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
      <div className="bg-blue-50">
        <Breadcrumb
          className="mx-auto max-w-6xl px-4 pt-4 sm:px-6"
          items={[
            { name: "Startseite", path: "/" },
            { name, path: `/${service.id}` },
          ]}
        />
      </div>
      <ServiceHero service={service} quizHref={quizHref} />
      <ServiceFeatures features={service.features} />
      <ServiceProcess steps={service.process} />
      <ServicePriceLink name={name} priceHref={servicePath("/preisleitfaden", service.id)} />
      <ServiceClosingCta quizHref={quizHref} />
    </>
  );
}
