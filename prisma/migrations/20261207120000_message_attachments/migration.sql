-- Attachments of messages: photos and PDFs stored as project files of the thread's project, so the
-- project's erasure and retention remove them; deleting a message or a file removes the link.
CREATE TABLE "message_files" (
  "message_id" INTEGER NOT NULL REFERENCES "messages"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  "file_id" INTEGER NOT NULL REFERENCES "project_files"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  "position" INTEGER NOT NULL DEFAULT 0,
  CONSTRAINT "message_files_pkey" PRIMARY KEY ("message_id", "file_id")
);

CREATE INDEX "message_files_file_id_idx" ON "message_files"("file_id");
