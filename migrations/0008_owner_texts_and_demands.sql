-- The owner portal in the owner's language (decision record 026): a history row's or a
-- document's texts in other languages, JSON by language ({"de": {"Comment": "…"}}); the plain
-- columns stay the text as written and the fallback. '{}' when there are none.
ALTER TABLE visits ADD COLUMN texts TEXT NOT NULL DEFAULT '{}';
ALTER TABLE communications ADD COLUMN texts TEXT NOT NULL DEFAULT '{}';
ALTER TABLE online_media ADD COLUMN texts TEXT NOT NULL DEFAULT '{}';
ALTER TABLE documents ADD COLUMN texts TEXT NOT NULL DEFAULT '{}';

-- Where a search alert comes from: 'site' (a demand-register lead, e-mailed digests) or 'demo'
-- (the demo's buyers and tenants looking, lead_id NULL, never e-mailed; rewritten by each seed).
ALTER TABLE alerts ADD COLUMN source TEXT NOT NULL DEFAULT 'site';
