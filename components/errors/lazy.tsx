"use client";

/**
 * The error boundaries' screens, loaded lazily: Next loads every `error.tsx` with the page, so importing the screens
 * directly would add their code to every page. Server-rendered errors arrive with their HTML.
 */
import dynamic from "next/dynamic";

/** The message inside a layout that still stands (components/errors/error-message.tsx). */
export const LazyErrorMessage = dynamic(() => import("./error-message").then((m) => m.ErrorMessage));

/** The whole page with its own header (components/errors/error-page.tsx). */
export const LazyErrorPage = dynamic(() => import("./error-page").then((m) => m.ErrorPage));
