"use client";
/**
 * The tabs and service tiles of the home page's price-guide teaser, built on the client from data the browser
 * already has (rendered on the server the tiles bloated the RSC payload). The page loads a plain form with the same
 * markup; the interactive one (./price-guide-interactive-tabs.tsx) loads only when the section comes within 300 px
 * or the visitor reaches it. The selected tab and the focused element carry over.
 */
import { useCallback, useEffect, useRef, useState } from "react";

import { HOME_PRICE_TABS } from "@/lib/content/service-catalog";

import { PriceTiles, type TileFigure } from "./price-guide-tile";

type InteractivePriceTabs = typeof import("./price-guide-interactive-tabs").default;
let interactiveTabs: Promise<InteractivePriceTabs> | undefined;

/**
 * Loads the interactive form once (shared by every mount). Not `lazy` with Suspense: React would stream the
 * boundary's content a second time. A failed load is forgotten, so the next trigger retries.
 */
function loadInteractiveTabs(): Promise<InteractivePriceTabs> {
  interactiveTabs ??= import("./price-guide-interactive-tabs").then(
    (module) => module.default,
    (error: unknown) => {
      interactiveTabs = undefined;
      throw error;
    },
  );
  return interactiveTabs;
}

/** How near the viewport (px) the section loads the interactive tabs. */
const LOAD_MARGIN_PX = 300;

export function PriceGuideTabs({ figures }: { figures: Readonly<Record<string, TileFigure>> }) {
  const [value, setValue] = useState<string>(HOME_PRICE_TABS[0].id);
  const [Interactive, setInteractive] = useState<InteractivePriceTabs | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  /** What has focus inside the section: a link's href, "tab", or null (focus is elsewhere). */
  const focusedRef = useRef<string | null>(null);

  // The plain form stays on screen until the interactive one has loaded, then one render swaps them.
  const upgrade = useCallback(() => {
    loadInteractiveTabs().then(
      (component) => setInteractive(() => component),
      () => undefined,
    );
  }, []);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onFocusIn = (event: FocusEvent) => {
      focusedRef.current = event.target instanceof HTMLElement ? (event.target.getAttribute("href") ?? "tab") : null;
    };
    // Only a move to another element outside clears it: the browser also reports the focused
    // element's removal (the swap below) as a focus-out, with no related target.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !root.contains(event.relatedTarget)) focusedRef.current = null;
    };
    root.addEventListener("focusin", onFocusIn);
    root.addEventListener("focusout", onFocusOut);
    return () => {
      root.removeEventListener("focusin", onFocusIn);
      root.removeEventListener("focusout", onFocusOut);
    };
  }, []);

  useEffect(() => {
    const root = rootRef.current;
    if (Interactive || !root) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && upgrade(), {
      rootMargin: `${LOAD_MARGIN_PX}px 0px`,
    });
    observer.observe(root);
    const events = ["pointerover", "pointerdown", "focusin"] as const;
    for (const event of events) root.addEventListener(event, upgrade, { passive: true });
    return () => {
      observer.disconnect();
      for (const event of events) root.removeEventListener(event, upgrade);
    };
  }, [Interactive, upgrade]);

  /**
   * Once the interactive form has replaced the plain one (whose focused element left the DOM with
   * it), focuses its counterpart: the selected tab or the link with the same address.
   */
  const restoreFocus = useCallback(() => {
    const root = rootRef.current;
    const focused = focusedRef.current;
    if (!root || focused === null || (document.activeElement && document.activeElement !== document.body)) return;
    const target =
      focused === "tab"
        ? root.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
        : [...root.querySelectorAll<HTMLElement>("a[href]")].find((link) => link.getAttribute("href") === focused);
    target?.focus();
  }, []);

  const plain = (
    <PlainPriceTabs
      figures={figures}
      value={value}
      onSelect={(next) => {
        setValue(next);
        upgrade();
      }}
    />
  );
  return (
    <div ref={rootRef}>
      {Interactive ? (
        <Interactive figures={figures} value={value} onValueChange={setValue} onMounted={restoreFocus} />
      ) : (
        plain
      )}
    </div>
  );
}

/**
 * The plain form: the markup and classes of the tab primitives (components/ui/tabs.tsx) for the
 * selected tab, only the selected tab's button in the tab order, as there.
 */
function PlainPriceTabs({
  figures,
  value,
  onSelect,
}: {
  figures: Readonly<Record<string, TileFigure>>;
  value: string;
  onSelect(value: string): void;
}) {
  const selected = HOME_PRICE_TABS.find((tab) => tab.id === value) ?? HOME_PRICE_TABS[0];
  return (
    <div data-orientation="horizontal" className="ui-tabs mt-10 items-center gap-8">
      <div
        role="tablist"
        aria-label="Leistungsbereiche"
        aria-orientation="horizontal"
        className="ui-tabs-list h-auto w-full flex-wrap gap-1 sm:w-fit"
      >
        {HOME_PRICE_TABS.map((tab) => {
          const active = tab.id === selected.id;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`price-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={active ? `price-panel-${tab.id}` : undefined}
              data-state={active ? "active" : "inactive"}
              tabIndex={active ? 0 : -1}
              className="ui-tabs-trigger h-9 flex-none px-3 sm:px-4"
              // Selects on the primary button's press, as the Radix trigger does: the press starts
              // loading the interactive form, which may replace this button before the click.
              onMouseDown={(event) => event.button === 0 && !event.ctrlKey && onSelect(tab.id)}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`price-panel-${selected.id}`}
        aria-labelledby={`price-tab-${selected.id}`}
        data-state="active"
        tabIndex={0}
        className="ui-tabs-content w-full"
      >
        <PriceTiles serviceIds={selected.serviceIds} figures={figures} />
      </div>
    </div>
  );
}
