import { Inbox, Percent, Receipt, ShieldCheck, Target, TrendingUp, UserPlus, type LucideIcon } from "lucide-react";

import type { PartnerIcon as PartnerIconName } from "@/lib/content/partner-landing";

const ICONS: Record<PartnerIconName, LucideIcon> = {
  percent: Percent,
  target: Target,
  "trending-up": TrendingUp,
  "user-plus": UserPlus,
  "shield-check": ShieldCheck,
  inbox: Inbox,
  receipt: Receipt,
};

/** Decorative lucide icon of a partner-landing content item (hidden from assistive technology). */
export function PartnerIcon({ name, className }: { name: PartnerIconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon className={className} aria-hidden="true" />;
}
