DROP INDEX "admin_activity_tx_record_key";--> statement-breakpoint
CREATE UNIQUE INDEX "admin_activity_tx_record_key" ON "admin_activity" USING btree ("tx","record_type","record_id") WHERE "admin_activity"."action" <> 'download';--> statement-breakpoint
-- Changes merge per record and transaction; downloads do not (decision 0046).
CREATE OR REPLACE FUNCTION admin_activity_write(actor uuid, act text, kind text, record text, label text, diff jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admin_activity AS a (actor_id, actor_username, action, record_type, record_id, record_label, changes)
  VALUES (actor, coalesce((SELECT username FROM users WHERE id = actor), ''), act, kind, record, coalesce(label, ''), diff)
  ON CONFLICT (tx, record_type, record_id) WHERE action <> 'download' DO UPDATE SET
    changes = admin_activity_merge(a.changes, excluded.changes),
    -- Created and then changed in one transaction is still a creation; a deletion that also drops
    -- the record's links is still a deletion.
    action = CASE WHEN a.action IN ('create', 'delete') AND excluded.action = 'update' THEN a.action ELSE excluded.action END,
    record_label = CASE WHEN excluded.record_label = '' THEN a.record_label ELSE excluded.record_label END;
END
$$;--> statement-breakpoint
CREATE FUNCTION admin_activity_write_download(member uuid, product uuid, happened timestamptz, diff jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admin_activity (at, actor_id, actor_username, action, record_type, record_id, record_label, changes)
  VALUES (happened, member, coalesce((SELECT username FROM users WHERE id = member), ''), 'download', 'product',
    product::text, coalesce((SELECT title FROM products WHERE id = product), ''), diff);
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION admin_activity_download() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'ready' AND OLD.status IS DISTINCT FROM 'ready' THEN
    PERFORM admin_activity_write_download(NEW.user_id, NEW.product_id, now(),
      jsonb_build_object('file', jsonb_build_object('before', NULL, 'after', NEW.file_name),
        'print_ready', jsonb_build_object('before', NULL, 'after', NEW.print_ready)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A product's own file is fetched at a signed address that names no member: the download event the
-- product page records is the member's download (decision 0044). A customized export's download
-- event names its template and is logged when the export is ready, above.
CREATE FUNCTION admin_activity_file_download() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- When the member downloaded it, not when the batch of events reached the table.
  PERFORM admin_activity_write_download(NEW.user_id, NEW.product_id, NEW.occurred_at,
    jsonb_build_object('file', jsonb_build_object('before', NULL, 'after', 'the product’s file')));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER admin_activity_file_downloads AFTER INSERT ON events FOR EACH ROW
WHEN (NEW.kind = 'download' AND NEW.template_id IS NULL AND NEW.user_id IS NOT NULL AND NEW.product_id IS NOT NULL)
EXECUTE FUNCTION admin_activity_file_download();
