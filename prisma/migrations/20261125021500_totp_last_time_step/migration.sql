-- A TOTP code is accepted once: the time step of the last accepted code is kept per user (issue 12 §2).
ALTER TABLE "users" ADD COLUMN "totp_last_time_step" INTEGER;
