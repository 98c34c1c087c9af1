-- Project e-mails are stored in lower case from now on (the admin's e-mail search is an exact
-- match on projects_email_idx, issue 13 §1); existing rows follow.
UPDATE "projects" SET "email" = lower("email") WHERE "email" <> lower("email");
