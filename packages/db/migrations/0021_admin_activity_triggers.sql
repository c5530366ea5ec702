-- The activity log is written by triggers (decision 0046): whatever code makes an admin's change, its
-- row is written in the same transaction, and a change that rolls back leaves no row. The server sets
-- `stockroom.actor_id` for the transaction when an admin calls a route that writes; without it (a
-- member's own change, a job, the demo seed) no row is written. A member's download is recorded when
-- its export is marked ready.

-- Two rows for the same record in one transaction become one: a field keeps its first `before` and
-- its last `after`; a link list keeps what was added and removed, less what was removed and put back.
CREATE FUNCTION admin_activity_merge(a jsonb, b jsonb) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  k text;
  merged jsonb := a;
  added jsonb;
  removed jsonb;
BEGIN
  FOR k IN SELECT jsonb_object_keys(b) LOOP
    IF NOT a ? k THEN
      merged := merged || jsonb_build_object(k, b->k);
    ELSIF (b->k) ? 'before' THEN
      IF (a->k->'before') IS NOT DISTINCT FROM (b->k->'after') THEN
        merged := merged - k;
      ELSE
        merged := merged || jsonb_build_object(k, jsonb_build_object('before', a->k->'before', 'after', b->k->'after'));
      END IF;
    ELSE
      added := (a->k->'added') || (b->k->'added');
      removed := (a->k->'removed') || (b->k->'removed');
      merged := merged || jsonb_build_object(k, jsonb_build_object(
        'added', (SELECT coalesce(jsonb_agg(DISTINCT x), '[]') FROM jsonb_array_elements(added) x WHERE NOT removed @> jsonb_build_array(x)),
        'removed', (SELECT coalesce(jsonb_agg(DISTINCT x), '[]') FROM jsonb_array_elements(removed) x WHERE NOT added @> jsonb_build_array(x))));
      IF merged->k->'added' = '[]' AND merged->k->'removed' = '[]' THEN
        merged := merged - k;
      END IF;
    END IF;
  END LOOP;
  RETURN merged;
END
$$;--> statement-breakpoint

CREATE FUNCTION admin_activity_write(actor uuid, act text, kind text, record text, label text, diff jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admin_activity AS a (actor_id, actor_username, action, record_type, record_id, record_label, changes)
  VALUES (actor, coalesce((SELECT username FROM users WHERE id = actor), ''), act, kind, record, coalesce(label, ''), diff)
  ON CONFLICT (tx, record_type, record_id) DO UPDATE SET
    changes = admin_activity_merge(a.changes, excluded.changes),
    -- Created and then changed in one transaction is still a creation; a deletion that also drops
    -- the record's links is still a deletion.
    action = CASE WHEN a.action IN ('create', 'delete') AND excluded.action = 'update' THEN a.action ELSE excluded.action END,
    record_label = CASE WHEN excluded.record_label = '' THEN a.record_label ELSE excluded.record_label END;
END
$$;--> statement-breakpoint

-- A record's own row: every column but timestamps, derived search data and secrets.
-- TG_ARGV[0] is the record type the log shows.
CREATE FUNCTION admin_activity_record() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  actor uuid := nullif(current_setting('stockroom.actor_id', true), '')::uuid;
  hidden text[] := ARRAY['created_at', 'updated_at', 'search_document', 'category_ids', 'password_hash'];
  before jsonb;
  after jsonb;
  rec jsonb;
  diff jsonb := '{}';
  k text;
  act text;
BEGIN
  IF actor IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN before := to_jsonb(OLD) - hidden; END IF;
  IF TG_OP <> 'DELETE' THEN after := to_jsonb(NEW) - hidden; END IF;
  rec := coalesce(after, before);
  FOR k IN SELECT jsonb_object_keys(rec) LOOP
    -- A record created or deleted shows the fields it had, not the empty ones.
    IF k <> 'id' AND (before IS NULL OR after IS NULL OR before->k IS DISTINCT FROM after->k)
      AND NOT (TG_OP <> 'UPDATE' AND rec->k IN ('null'::jsonb, '""'::jsonb, '[]'::jsonb, '{}'::jsonb)) THEN
      diff := diff || jsonb_build_object(k, jsonb_build_object('before', before->k, 'after', after->k));
    END IF;
  END LOOP;
  IF diff = '{}' THEN
    RETURN NULL;
  END IF;
  act := CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'DELETE' THEN 'delete' ELSE 'update' END;
  -- Most records are deleted by setting deleted_at: that is a deletion to whoever reads the log.
  IF TG_OP = 'UPDATE' AND (before->>'deleted_at') IS NULL AND (after->>'deleted_at') IS NOT NULL THEN
    act := 'delete';
  END IF;
  PERFORM admin_activity_write(actor, act, TG_ARGV[0], rec->>'id', coalesce(rec->>'title', rec->>'name', rec->>'username', rec->>'label'), diff);
  RETURN NULL;
END
$$;--> statement-breakpoint

-- A link between two records, logged as a change to the first one's list of the second:
-- TG_ARGV = record type, its table, its id column, the linked id column, the list's name.
CREATE FUNCTION admin_activity_link() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  actor uuid := nullif(current_setting('stockroom.actor_id', true), '')::uuid;
  rec jsonb;
  owner text;
  label text;
BEGIN
  IF actor IS NULL THEN
    RETURN NULL;
  END IF;
  rec := CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END;
  owner := rec->>TG_ARGV[2];
  EXECUTE format('SELECT coalesce(to_jsonb(t)->>''title'', to_jsonb(t)->>''name'', to_jsonb(t)->>''username'') FROM %I t WHERE t.id = $1', TG_ARGV[1])
    INTO label USING owner::uuid;
  PERFORM admin_activity_write(actor, 'update', TG_ARGV[0], owner, label, jsonb_build_object(TG_ARGV[4], jsonb_build_object(
    'added', CASE WHEN TG_OP = 'INSERT' THEN jsonb_build_array(rec->>TG_ARGV[3]) ELSE '[]'::jsonb END,
    'removed', CASE WHEN TG_OP = 'DELETE' THEN jsonb_build_array(rec->>TG_ARGV[3]) ELSE '[]'::jsonb END)));
  RETURN NULL;
END
$$;--> statement-breakpoint

-- The member's download: its export became ready, in the transaction that made it so.
CREATE FUNCTION admin_activity_download() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'ready' AND OLD.status IS DISTINCT FROM 'ready' THEN
    PERFORM admin_activity_write(NEW.user_id, 'download', 'product', NEW.product_id::text,
      (SELECT title FROM products WHERE id = NEW.product_id),
      jsonb_build_object('file', jsonb_build_object('before', NULL, 'after', NEW.file_name),
        'print_ready', jsonb_build_object('before', NULL, 'after', NEW.print_ready)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE TRIGGER admin_activity_products AFTER INSERT OR UPDATE OR DELETE ON products FOR EACH ROW EXECUTE FUNCTION admin_activity_record('product');--> statement-breakpoint
CREATE TRIGGER admin_activity_categories AFTER INSERT OR UPDATE OR DELETE ON categories FOR EACH ROW EXECUTE FUNCTION admin_activity_record('category');--> statement-breakpoint
CREATE TRIGGER admin_activity_tags AFTER INSERT OR UPDATE OR DELETE ON tags FOR EACH ROW EXECUTE FUNCTION admin_activity_record('tag');--> statement-breakpoint
CREATE TRIGGER admin_activity_groups AFTER INSERT OR UPDATE OR DELETE ON groups FOR EACH ROW EXECUTE FUNCTION admin_activity_record('group');--> statement-breakpoint
CREATE TRIGGER admin_activity_content_providers AFTER INSERT OR UPDATE OR DELETE ON content_providers FOR EACH ROW EXECUTE FUNCTION admin_activity_record('content_provider');--> statement-breakpoint
CREATE TRIGGER admin_activity_brands AFTER INSERT OR UPDATE OR DELETE ON brands FOR EACH ROW EXECUTE FUNCTION admin_activity_record('brand');--> statement-breakpoint
CREATE TRIGGER admin_activity_brand_fields AFTER INSERT OR UPDATE OR DELETE ON brand_fields FOR EACH ROW EXECUTE FUNCTION admin_activity_record('brand_field');--> statement-breakpoint
CREATE TRIGGER admin_activity_brand_sections AFTER INSERT OR UPDATE OR DELETE ON brand_sections FOR EACH ROW EXECUTE FUNCTION admin_activity_record('brand_section');--> statement-breakpoint
CREATE TRIGGER admin_activity_templates AFTER INSERT OR UPDATE OR DELETE ON templates FOR EACH ROW EXECUTE FUNCTION admin_activity_record('template');--> statement-breakpoint
CREATE TRIGGER admin_activity_users AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION admin_activity_record('user');--> statement-breakpoint
CREATE TRIGGER admin_activity_requests AFTER INSERT OR UPDATE OR DELETE ON requests FOR EACH ROW EXECUTE FUNCTION admin_activity_record('request');--> statement-breakpoint
CREATE TRIGGER admin_activity_subscriptions AFTER INSERT OR UPDATE OR DELETE ON subscriptions FOR EACH ROW EXECUTE FUNCTION admin_activity_record('subscription');--> statement-breakpoint
CREATE TRIGGER admin_activity_product_categories AFTER INSERT OR DELETE ON product_categories FOR EACH ROW EXECUTE FUNCTION admin_activity_link('product', 'products', 'product_id', 'category_id', 'categories');--> statement-breakpoint
CREATE TRIGGER admin_activity_product_tags AFTER INSERT OR DELETE ON product_tags FOR EACH ROW EXECUTE FUNCTION admin_activity_link('product', 'products', 'product_id', 'tag_id', 'tags');--> statement-breakpoint
CREATE TRIGGER admin_activity_product_associations AFTER INSERT OR DELETE ON product_associations FOR EACH ROW EXECUTE FUNCTION admin_activity_link('product', 'products', 'campaign_id', 'product_id', 'campaign_products');--> statement-breakpoint
CREATE TRIGGER admin_activity_pinned_products AFTER INSERT OR DELETE ON pinned_products FOR EACH ROW EXECUTE FUNCTION admin_activity_link('category', 'categories', 'category_id', 'product_id', 'pinned_products');--> statement-breakpoint
CREATE TRIGGER admin_activity_category_providers AFTER INSERT OR DELETE ON category_providers FOR EACH ROW EXECUTE FUNCTION admin_activity_link('category', 'categories', 'category_id', 'provider_id', 'content_providers');--> statement-breakpoint
CREATE TRIGGER admin_activity_tag_providers AFTER INSERT OR DELETE ON tag_providers FOR EACH ROW EXECUTE FUNCTION admin_activity_link('tag', 'tags', 'tag_id', 'provider_id', 'content_providers');--> statement-breakpoint
CREATE TRIGGER admin_activity_group_providers AFTER INSERT OR DELETE ON group_providers FOR EACH ROW EXECUTE FUNCTION admin_activity_link('group', 'groups', 'group_id', 'provider_id', 'content_providers');--> statement-breakpoint
CREATE TRIGGER admin_activity_user_groups AFTER INSERT OR DELETE ON user_groups FOR EACH ROW EXECUTE FUNCTION admin_activity_link('user', 'users', 'user_id', 'group_id', 'groups');--> statement-breakpoint
CREATE TRIGGER admin_activity_transactions AFTER UPDATE ON transactions FOR EACH ROW EXECUTE FUNCTION admin_activity_download();
