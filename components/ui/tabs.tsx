"use client";

import * as React from "react";
import * as TabsPrimitive from "@radix-ui/react-tabs";

import { joinClasses } from "@/lib/join-classes";

/**
 * Tabs (shadcn/ui on Radix). `forceMount` on a `TabsContent` keeps inactive panels in the HTML (hidden), e.g. so
 * their links stay crawlable. Styles: the `ui-tabs*` classes of app/globals.css.
 */
function Tabs({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={joinClasses("ui-tabs", className)} {...props} />;
}

function TabsList({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List data-slot="tabs-list" className={joinClasses("ui-tabs-list", className)} {...props} />;
}

function TabsTrigger({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger data-slot="tabs-trigger" className={joinClasses("ui-tabs-trigger", className)} {...props} />
  );
}

function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content data-slot="tabs-content" className={joinClasses("ui-tabs-content", className)} {...props} />
  );
}

export { Tabs, TabsList, TabsTrigger, TabsContent };
