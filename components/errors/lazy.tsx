"use client";

/**
 * The error boundaries' screens as lazily loaded components (issue 16 §5). Next loads every
 * `error.tsx` of a route with the page, so an error file that imported the message, the header and
 * the navigation directly would add their code to every page's JavaScript although almost no visit
 * ever fails. The `error.tsx` files import only these wrappers; the screens' code is fetched when an
 * error actually renders (server-rendered errors arrive with their HTML).
 */
import dynamic from "next/dynamic";

/** The message inside a layout that still stands (components/errors/error-message.tsx). */
export const LazyErrorMessage = dynamic(() => import("./error-message").then((m) => m.ErrorMessage));

/** The whole page with its own header (components/errors/error-page.tsx). */
export const LazyErrorPage = dynamic(() => import("./error-page").then((m) => m.ErrorPage));
