-- Owner login limits that an attacker cannot turn against the owner (worker/owner/limits.ts,
-- docs/security.md). login_failures counted per account whatever the address, so five guesses
-- from anywhere locked the owner out, and never decayed: it is replaced by a count per account
-- AND address that decays (one failure forgotten every 3 minutes). Both keys are SHA-256 hashes.
DROP TABLE IF EXISTS login_failures;

CREATE TABLE login_attempts (
  pair_hash TEXT PRIMARY KEY,         -- hex SHA-256 of '{account_hash}|{address}'
  account_hash TEXT NOT NULL,         -- hex SHA-256 of '{provider}:{folded identifier}'
  level REAL NOT NULL,                -- failures counted, decayed at updated_at
  updated_at INTEGER NOT NULL         -- Unix ms
);
CREATE INDEX login_attempts_account ON login_attempts (account_hash);

-- E-mails the site sends to an address that a visitor typed (worker/email/quota.ts): at most one
-- per address in a purpose's spacing and a cap per rolling day ('reset': a reset link, one per
-- 5 minutes and five a day; 'friend': a page sent to a friend, one a day).
CREATE TABLE mail_quota (
  purpose TEXT NOT NULL,
  address_hash TEXT NOT NULL,         -- hex SHA-256 of the folded address
  window_start INTEGER NOT NULL,      -- Unix ms: the day's count started here
  sent INTEGER NOT NULL,              -- mails in the day that started at window_start
  last_at INTEGER NOT NULL,           -- Unix ms of the last mail
  PRIMARY KEY (purpose, address_hash)
);
