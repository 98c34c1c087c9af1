/** Types of headers.mjs (browser security headers). */
export interface HeaderEntry {
  key: string;
  value: string;
}

export interface HeaderRoute {
  source: string;
  has?: { type: "header"; key: string; value: string }[];
  headers: HeaderEntry[];
}

export declare const NONCE_CSP_PATH_PATTERN: RegExp;
export declare function contentSecurityPolicy(options?: { nonce?: string; development?: boolean }): string;
export declare const COMMON_SECURITY_HEADERS: HeaderEntry[];
export declare const NO_REFERRER_SOURCES: string[];
export declare const STRICT_TRANSPORT_SECURITY: string;
export declare function securityHeaderRoutes(options?: { development?: boolean }): HeaderRoute[];
