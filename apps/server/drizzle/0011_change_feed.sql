-- Every API node caches reads that each request would otherwise repeat: who is asking
-- (auth/viewer.ts) and the project being read (projects/project-reads.ts). Any change to the rows
-- behind them notifies every node on the `kiln_change` channel (`user:<id>` or `project:<id>`), from
-- the database itself: a write by any path (better-auth, the admin CLI straight on the database, an
-- operator's SQL) cannot forget to invalidate. See db/change-feed.ts.
CREATE FUNCTION kiln_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'user' THEN
    PERFORM pg_notify('kiln_change', 'user:' || OLD.id);
  ELSIF TG_TABLE_NAME = 'project' THEN
    PERFORM pg_notify('kiln_change', 'project:' || OLD.id);
  ELSE
    PERFORM pg_notify('kiln_change', 'user:' || OLD.user_id);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER kiln_change_user AFTER UPDATE OR DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION kiln_notify_change();--> statement-breakpoint
CREATE TRIGGER kiln_change_session AFTER UPDATE OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION kiln_notify_change();--> statement-breakpoint
CREATE TRIGGER kiln_change_account AFTER UPDATE OR DELETE ON "account"
  FOR EACH ROW EXECUTE FUNCTION kiln_notify_change();--> statement-breakpoint
-- Using a token only stamps last_used_at; revoking it deletes the row.
CREATE TRIGGER kiln_change_access_token AFTER DELETE ON "access_token"
  FOR EACH ROW EXECUTE FUNCTION kiln_notify_change();--> statement-breakpoint
CREATE TRIGGER kiln_change_project AFTER UPDATE OR DELETE ON "project"
  FOR EACH ROW EXECUTE FUNCTION kiln_notify_change();
