-- Sessions that end before their token expires (docs/decisions/011-ending-sessions.md): every
-- token carries the account's session version from when it was signed; a password change,
-- a logout, a change of scopes or a deleted account raise or remove the version, and tokens
-- with another one are refused. Each replica keeps versions it read in memory and forgets one
-- when this channel names its account.
ALTER TABLE users ADD COLUMN session_version integer NOT NULL DEFAULT 0;

CREATE FUNCTION announce_sessions_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions', OLD.id::text);
  RETURN NULL;
END $$;

CREATE TRIGGER users_sessions_ended
  AFTER UPDATE OF session_version OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION announce_sessions_ended();
