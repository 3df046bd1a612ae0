-- Every change that can end or alter a resolved session tells the API processes at commit
-- (decision 044), whichever code path or console made it: each process drops what it cached.
-- Payload: a prefix and the key, `s:` a token hash, `p:`/`m:`/`a:` a parent, manager or admin id,
-- `*` everything (a module switched on or off changes every admin).
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb := CASE WHEN TG_OP = 'INSERT' THEN to_jsonb(NEW) ELSE to_jsonb(OLD) END;
BEGIN
  PERFORM pg_notify('session_changes', TG_ARGV[0] || coalesce(changed ->> TG_ARGV[1], ''));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_change AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_change('s:', 'token_hash');
--> statement-breakpoint
CREATE TRIGGER parents_notify_change AFTER UPDATE OR DELETE ON parents
  FOR EACH ROW EXECUTE FUNCTION notify_session_change('p:', 'id');
--> statement-breakpoint
CREATE TRIGGER managers_notify_change AFTER UPDATE OR DELETE ON managers
  FOR EACH ROW EXECUTE FUNCTION notify_session_change('m:', 'id');
--> statement-breakpoint
CREATE TRIGGER admins_notify_change AFTER UPDATE OR DELETE ON admins
  FOR EACH ROW EXECUTE FUNCTION notify_session_change('a:', 'id');
--> statement-breakpoint
CREATE TRIGGER admin_permissions_notify_change AFTER INSERT OR UPDATE OR DELETE ON admin_permissions
  FOR EACH ROW EXECUTE FUNCTION notify_session_change('a:', 'admin_id');
--> statement-breakpoint
CREATE TRIGGER admin_modules_notify_change AFTER INSERT OR UPDATE OR DELETE ON admin_modules
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change('*', '');
