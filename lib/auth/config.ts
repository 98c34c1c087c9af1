/**
 * Auth.js (next-auth v5 / @auth/core) configuration: one credentials provider, JWT sessions in an
 * encrypted cookie carrying the user's id, role and companyId (ARCHITECTURE.md "Stack": auth).
 *
 * Auth.js's own catch-all routes (/api/auth/[...nextauth]) are deliberately not mounted: every
 * login goes through POST /api/auth/login, which adds the per-account and per-IP limits. The route
 * handlers call Auth() directly (lib/auth/session.ts) with plain Requests, which keeps them
 * testable without Next's request context.
 */
import "server-only";
import type { AuthConfig } from "@auth/core";
import { CredentialsSignin, JWTSessionError } from "@auth/core/errors";
import Credentials from "@auth/core/providers/credentials";
import { env } from "@/lib/env";
import { appSecret } from "@/lib/security/secrets";
import { authenticateCredentials } from "./credentials";
import type { SessionUser } from "./types";

/** Session lifetime: 8 hours (s). A working day; after that the partner logs in again. */
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

/**
 * The app's secret (see lib/security/secrets.ts): signs sessions and derives the other keys.
 *
 * @throws Error in production without AUTH_SECRET.
 */
export const authSecret = appSecret;

interface SessionToken {
  sub?: string;
  email?: string | null;
  role?: string;
  companyId?: number | null;
}

/** Reads the session user out of the decrypted JWT; null when a claim is missing. */
export function sessionUserFromToken(token: SessionToken): SessionUser | null {
  const id = Number(token.sub);
  if (!Number.isInteger(id) || !token.email || !token.role) return null;
  return { id, email: token.email, role: token.role, companyId: token.companyId ?? null };
}

let config: AuthConfig | undefined;

/** The Auth.js configuration (built on first use, so `next build` needs no AUTH_SECRET). */
export function authConfig(): AuthConfig {
  config ??= {
    secret: authSecret(),
    basePath: "/api/auth",
    trustHost: true,
    useSecureCookies: env.SITE_URL.startsWith("https://"),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/firmen-login" },
    providers: [
      Credentials({
        credentials: { email: {}, password: {} },
        // Input is validated by the login handler (lib/validation/auth.ts) before Auth.js runs.
        async authorize(credentials) {
          const user = await authenticateCredentials(String(credentials.email ?? ""), String(credentials.password ?? ""));
          if (!user) return null;
          return { id: String(user.id), email: user.email, role: user.role, companyId: user.companyId };
        },
      }),
    ],
    callbacks: {
      jwt({ token, user }) {
        if (user) {
          const signedIn = user as { role?: string; companyId?: number | null };
          token.role = signedIn.role;
          token.companyId = signedIn.companyId ?? null;
        }
        return token;
      },
      session({ session, token }) {
        return { ...session, user: sessionUserFromToken(token as SessionToken) } as unknown as typeof session;
      },
    },
    logger: {
      // A wrong password and an expired or forged session cookie are expected outcomes (401), not
      // server errors worth a stack trace.
      error(error) {
        if (error instanceof CredentialsSignin || error instanceof JWTSessionError) return;
        console.error(error);
      },
    },
  };
  return config;
}
