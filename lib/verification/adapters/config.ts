/** Connection settings of the official registers, read from the environment (lib/env.ts). */
import "server-only";
import { env } from "@/lib/env";
import { FIRMENBUCH_DEFAULT_BASE_URL } from "./firmenbuch";
import { GISA_DEFAULT_BASE_URL } from "./gisa";
import type { RegisterEndpointConfig } from "./http";
import { VIES_DEFAULT_BASE_URL } from "./vies";

export interface RegisterConfig {
  vies: RegisterEndpointConfig;
  /** null without GISA_API_KEY. */
  gisa: RegisterEndpointConfig | null;
  /** null without FIRMENBUCH_API_KEY. */
  firmenbuch: RegisterEndpointConfig | null;
}

/** Three attempts per request, 500 ms and 1 s apart. */
const RETRIES = 2;
const BACKOFF_MS = 500;

const trimSlash = (url: string) => url.replace(/\/+$/, "");

/** The register settings: VIES always (no key), GISA and Firmenbuch only with their API keys. */
export function registerConfig(): RegisterConfig {
  const common = { timeoutMs: env.REGISTER_TIMEOUT_MS, retries: RETRIES, backoffMs: BACKOFF_MS };
  return {
    vies: { baseUrl: trimSlash(env.VIES_BASE_URL ?? VIES_DEFAULT_BASE_URL), ...common },
    gisa: env.GISA_API_KEY
      ? { baseUrl: trimSlash(env.GISA_BASE_URL ?? GISA_DEFAULT_BASE_URL), apiKey: env.GISA_API_KEY, ...common }
      : null,
    firmenbuch: env.FIRMENBUCH_API_KEY
      ? {
          baseUrl: trimSlash(env.FIRMENBUCH_BASE_URL ?? FIRMENBUCH_DEFAULT_BASE_URL),
          apiKey: env.FIRMENBUCH_API_KEY,
          ...common,
        }
      : null,
  };
}
