-- Every server instance keeps the session states it has read (a user's token version and status,
-- and their company's status) and forgets one when PostgreSQL tells it the row changed (ADR 0071).
-- Whatever writes the change (a route, `pnpm ops`, another instance, a hand-written statement),
-- these triggers send the notice in the same transaction, delivered when it commits.
-- Payloads: `users:<id>`, `merchants:<id>`; a bare table name (truncate) means every one.
CREATE FUNCTION "session_state_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('session_state', TG_TABLE_NAME);
  ELSE
    PERFORM pg_notify('session_state', TG_TABLE_NAME || ':' || OLD."id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_session_state_update" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD."token_version" IS DISTINCT FROM NEW."token_version"
    OR OLD."status" IS DISTINCT FROM NEW."status"
    OR OLD."merchant_id" IS DISTINCT FROM NEW."merchant_id"
    OR OLD."id" IS DISTINCT FROM NEW."id")
  EXECUTE FUNCTION "session_state_changed"();--> statement-breakpoint
CREATE TRIGGER "users_session_state_delete" AFTER DELETE ON "users" FOR EACH ROW
  EXECUTE FUNCTION "session_state_changed"();--> statement-breakpoint
CREATE TRIGGER "users_session_state_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT
  EXECUTE FUNCTION "session_state_changed"();--> statement-breakpoint
CREATE TRIGGER "merchants_session_state_update" AFTER UPDATE ON "merchants" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."id" IS DISTINCT FROM NEW."id")
  EXECUTE FUNCTION "session_state_changed"();--> statement-breakpoint
CREATE TRIGGER "merchants_session_state_delete" AFTER DELETE ON "merchants" FOR EACH ROW
  EXECUTE FUNCTION "session_state_changed"();--> statement-breakpoint
CREATE TRIGGER "merchants_session_state_truncate" AFTER TRUNCATE ON "merchants" FOR EACH STATEMENT
  EXECUTE FUNCTION "session_state_changed"();
