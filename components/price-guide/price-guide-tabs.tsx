/** Category tabs of /preisleitfaden. All panels are in the HTML (forceMount) so every service link stays crawlable. */
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { PRICE_GUIDE_CATEGORIES, priceGuideEntriesByCategory } from "@/lib/content/price-guide";
import { PriceGuideCard } from "./price-guide-card";

export function PriceGuideTabs() {
  return (
    <Tabs defaultValue={PRICE_GUIDE_CATEGORIES[0]!.id} className="gap-6">
      <TabsList aria-label="Kategorien" className="h-auto w-full flex-wrap justify-start gap-1 rounded-xl p-1 sm:w-fit">
        {PRICE_GUIDE_CATEGORIES.map((category) => (
          <TabsTrigger
            key={category.id}
            value={category.id}
            className="h-9 flex-none px-3 data-[state=active]:text-primary sm:px-4"
          >
            {category.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {PRICE_GUIDE_CATEGORIES.map((category) => (
        <TabsContent key={category.id} value={category.id} forceMount className="rounded-xl">
          <h2 className="sr-only">{category.label}</h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {priceGuideEntriesByCategory(category.id).map((entry) => (
              <li key={entry.id}>
                <PriceGuideCard entry={entry} />
              </li>
            ))}
          </ul>
        </TabsContent>
      ))}
    </Tabs>
  );
}
