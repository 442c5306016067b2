-- The audit trail is only ever added to (docs/audit.md): an UPDATE or DELETE of an entry is
-- refused by the database itself, whoever runs it. One change stays possible: deleting a staff
-- account sets its entries' staff_id to NULL (the foreign key's ON DELETE SET NULL), while the
-- e-mail kept beside it still says who it was. Owned by modules/audit.
CREATE FUNCTION audit_events_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.staff_id IS NULL AND OLD.staff_id IS NOT NULL
       AND (to_jsonb(NEW) - 'staff_id') = (to_jsonb(OLD) - 'staff_id') THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER audit_events_append_only
  BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();

CREATE TRIGGER audit_events_no_truncate
  BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
