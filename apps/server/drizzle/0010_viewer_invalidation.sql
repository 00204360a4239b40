-- Every API node caches who is asking (auth/viewer-cache.ts). Any change to the facts behind a cached
-- viewer (the user row, its sessions, its password, its access tokens) notifies every node on the
-- `kiln_viewer` channel with the user's id, from the database itself: a write by any path (better-auth,
-- the admin CLI straight on the database, an operator's SQL) cannot forget to invalidate.
CREATE FUNCTION kiln_notify_viewer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'user' THEN
    PERFORM pg_notify('kiln_viewer', OLD.id);
  ELSE
    PERFORM pg_notify('kiln_viewer', OLD.user_id);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER kiln_viewer_user AFTER UPDATE OR DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION kiln_notify_viewer();--> statement-breakpoint
CREATE TRIGGER kiln_viewer_session AFTER UPDATE OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION kiln_notify_viewer();--> statement-breakpoint
CREATE TRIGGER kiln_viewer_account AFTER UPDATE OR DELETE ON "account"
  FOR EACH ROW EXECUTE FUNCTION kiln_notify_viewer();--> statement-breakpoint
-- Using a token only stamps last_used_at; revoking it deletes the row.
CREATE TRIGGER kiln_viewer_access_token AFTER DELETE ON "access_token"
  FOR EACH ROW EXECUTE FUNCTION kiln_notify_viewer();
