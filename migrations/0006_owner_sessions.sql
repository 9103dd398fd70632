-- Owner sessions for either provider (docs/owner-portal.md). The sketch of
-- 0003 tied a session to the d1 `owners` table, which cannot hold a CRM person: a session now
-- keeps the provider's name and the owner's opaque reference (worker/provider/core/types.ts OwnerRef).
-- Only the SHA-256 of the cookie's 32 random bytes is stored. Times are Unix milliseconds.
DROP TABLE IF EXISTS sessions;

CREATE TABLE owner_sessions (
  id_hash TEXT PRIMARY KEY,           -- hex SHA-256 of the cookie value
  provider TEXT NOT NULL,             -- 'd1' | 'omnicasa'
  owner_ref TEXT NOT NULL,            -- OwnerRef of that provider
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,      -- idle timeout counts from here
  expires_at INTEGER NOT NULL         -- absolute timeout
);
CREATE INDEX owner_sessions_owner ON owner_sessions (provider, owner_ref);
CREATE INDEX owner_sessions_expiry ON owner_sessions (expires_at);

-- Login back-off per account (docs/owner-portal.md: the LOGIN_LIMIT binding is a first
-- gate only). Keyed by provider and the SHA-256 of the folded e-mail, so unknown addresses are
-- counted like known ones (no enumeration) and no address is stored in clear.
CREATE TABLE login_failures (
  account_hash TEXT PRIMARY KEY,
  failures INTEGER NOT NULL DEFAULT 0,  -- consecutive failures
  locked_until INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL
);
