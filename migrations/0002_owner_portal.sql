-- Owner portal (docs/owner-portal.md): owners with a slow
-- password hash (scrypt N=2^14 r=8 p=5, stored as 'scrypt$N=16384,r=8,p=5$salt$hash'), the
-- properties they own, and what the portal shows: visits, communications, online media,
-- daily media statistics and documents (bytes in R2 under documents/). All personal data.

CREATE TABLE owners (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  language TEXT NOT NULL DEFAULT 'en',
  agent_id INTEGER REFERENCES agents (id),
  failed_logins INTEGER NOT NULL DEFAULT 0,  -- consecutive failures, for login back-off
  locked_until TEXT,                         -- ISO date-time
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);

CREATE TABLE owner_properties (
  owner_id INTEGER NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
  property_id INTEGER NOT NULL,
  PRIMARY KEY (owner_id, property_id)
) WITHOUT ROWID;

CREATE TABLE visits (
  id INTEGER PRIMARY KEY,
  property_id INTEGER NOT NULL,
  date TEXT NOT NULL,
  type TEXT NOT NULL,
  contact TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL,
  comment TEXT NOT NULL DEFAULT ''
);
CREATE INDEX visits_property ON visits (property_id, date DESC);

CREATE TABLE communications (
  id INTEGER PRIMARY KEY,
  property_id INTEGER NOT NULL,
  date TEXT NOT NULL,
  type TEXT NOT NULL,
  contact TEXT NOT NULL DEFAULT '',
  subject TEXT NOT NULL DEFAULT '',
  comment TEXT NOT NULL DEFAULT '',
  direction TEXT NOT NULL DEFAULT 'out'
);
CREATE INDEX communications_property ON communications (property_id, date DESC);

CREATE TABLE online_media (
  id INTEGER PRIMARY KEY,
  property_id INTEGER NOT NULL,
  date TEXT NOT NULL,
  type TEXT NOT NULL,
  contact TEXT NOT NULL DEFAULT '',
  subject TEXT NOT NULL DEFAULT '',
  comment TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT '',
  source TEXT NOT NULL
);
CREATE INDEX online_media_property ON online_media (property_id, date DESC);

CREATE TABLE media_stats (
  property_id INTEGER NOT NULL,
  date TEXT NOT NULL,                 -- yyyy-mm-dd
  source TEXT NOT NULL,
  impressions INTEGER NOT NULL DEFAULT 0,
  views INTEGER NOT NULL DEFAULT 0,
  contacts INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (property_id, date, source)
) WITHOUT ROWID;

CREATE TABLE documents (
  id INTEGER PRIMARY KEY,
  owner_id INTEGER NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
  property_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  category TEXT NOT NULL,
  date TEXT NOT NULL,
  mime_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  r2_key TEXT NOT NULL UNIQUE
);
CREATE INDEX documents_property ON documents (property_id);

-- Password reset links (docs/owner-portal.md: one-time, 30 minutes). Only the token's SHA-256 is kept.
CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  owner_id INTEGER NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
