-- CreateTable
CREATE TABLE "ended_sessions" (
    "session_id" VARCHAR(64) NOT NULL,
    "user_id" INTEGER NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ended_sessions_pkey" PRIMARY KEY ("session_id")
);

-- CreateIndex
CREATE INDEX "ended_sessions_expires_at_idx" ON "ended_sessions"("expires_at");
