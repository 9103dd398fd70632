-- Sketches for later issues: owner sessions, the leads outbox and search alerts.

-- Owner sessions (docs/owner-portal.md): only the SHA-256 of the cookie's random id is stored.
CREATE TABLE sessions (
  id_hash TEXT PRIMARY KEY,
  owner_id INTEGER NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,           -- absolute timeout
  user_agent TEXT NOT NULL DEFAULT ''
);
CREATE INDEX sessions_owner ON sessions (owner_id);
CREATE INDEX sessions_expiry ON sessions (expires_at);

-- The outbox (docs/forms-and-leads.md): a lead is written here first, then delivered by the
-- queue consumer; delivered_at marks success; the idempotency key travels with the message.
CREATE TABLE leads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  idempotency_key TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL,                 -- contact-me, contact-appointment, …
  lang TEXT NOT NULL,
  property_id INTEGER,
  payload TEXT NOT NULL,              -- JSON of the validated form
  status TEXT NOT NULL DEFAULT 'pending', -- pending | delivered | failed
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  delivered_at TEXT
);
CREATE INDEX leads_pending ON leads (status, created_at);

-- Search alerts ("keep me informed"): criteria as JSON (PropertyFilters), confirmed by e-mail,
-- unsubscribed with the token (only its hash is stored).
CREATE TABLE alerts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  email TEXT NOT NULL COLLATE NOCASE,
  lang TEXT NOT NULL,
  criteria TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  confirmed_at TEXT,
  unsubscribed_at TEXT,
  last_sent_at TEXT,
  last_property_date TEXT,            -- newest publication date already sent
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX alerts_active ON alerts (unsubscribed_at, confirmed_at);
