-- Logouts recorded before this release kept their row only until the cookie used to log out
-- expired; an admin cookie renewed just before could outlive it by up to the 2-hour idle window
-- and the 30 s check window. Lengthen those rows (also the expired ones the daily job has not
-- removed yet), as lib/auth/session.ts `endedSessionExpiry` now does for every logout.
UPDATE "ended_sessions"
   SET "expires_at" = "expires_at" + interval '2 hours 30 seconds'
 WHERE "expires_at" > now() - interval '2 hours 30 seconds';
