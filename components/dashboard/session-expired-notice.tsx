"use client";
/**
 * The notice on /firmen-login after the dashboard's session ended (`?abgelaufen=1`). Reads the URL in the browser
 * only, so the page needs no Suspense boundary.
 */
import { useSyncExternalStore } from "react";

/** The German text of the notice. */
export const SESSION_EXPIRED_NOTICE = "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.";

/** The query parameter the redirect sets. */
export const SESSION_EXPIRED_PARAM = "abgelaufen";

const subscribe = () => () => {};

function expiredInUrl(): boolean {
  return new URLSearchParams(window.location.search).get(SESSION_EXPIRED_PARAM) === "1";
}

export function SessionExpiredNotice() {
  const expired = useSyncExternalStore(subscribe, expiredInUrl, () => false);
  if (!expired) return null;
  return (
    <p role="status" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {SESSION_EXPIRED_NOTICE}
    </p>
  );
}
