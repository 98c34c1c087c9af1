"use client";
/**
 * The interactive form of the home page's price-guide tabs (Radix: arrow keys, roving focus), loaded by
 * ./price-guide-tabs.tsx only when the section nears the viewport or the visitor reaches it.
 */
import { useEffect } from "react";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { HOME_PRICE_TABS } from "@/lib/content/service-catalog";

import { PriceTiles, type TileFigure } from "./price-guide-tile";

export interface InteractivePriceTabsProps {
  figures: Readonly<Record<string, TileFigure>>;
  /** The selected tab's id (HOME_PRICE_TABS). */
  value: string;
  onValueChange(value: string): void;
  /** Called once after the tabs are in the DOM (the wrapper restores focus then). */
  onMounted(): void;
}

export default function InteractivePriceTabs({ figures, value, onValueChange, onMounted }: InteractivePriceTabsProps) {
  useEffect(onMounted, [onMounted]);
  return (
    <Tabs value={value} onValueChange={onValueChange} className="mt-10 items-center gap-8">
      <TabsList aria-label="Leistungsbereiche" className="h-auto w-full flex-wrap gap-1 sm:w-fit">
        {HOME_PRICE_TABS.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id} className="h-9 flex-none px-3 sm:px-4">
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {HOME_PRICE_TABS.map((tab) => (
        <TabsContent key={tab.id} value={tab.id} className="w-full">
          <PriceTiles serviceIds={tab.serviceIds} figures={figures} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
