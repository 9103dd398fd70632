-- Double opt-in for search alerts and the newsletter (docs/forms-and-leads.md "Confirming a
-- subscription", decision record 024). A demand-register or sign-newsletter lead waits here for
-- its address to confirm: the confirmation link is signed (HMAC under ALERT_SECRET) and only its
-- SHA-256 is kept; confirmed_at makes it single-use. Nothing is registered as a subscription
-- (the CRM, the agency's e-mail, the alert's digests) before confirmed_at is set. The cron
-- deletes rows left unconfirmed for 7 days (and their unconfirmed alert).
CREATE TABLE subscription_confirmations (
  lead_id INTEGER PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  kind TEXT NOT NULL,                 -- demand-register | sign-newsletter
  email TEXT NOT NULL COLLATE NOCASE,
  lang TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL DEFAULT (datetime('now')),
  mailed_at TEXT,                     -- when its confirmation e-mail went; null: none (one per address per day)
  confirmed_at TEXT
);
CREATE INDEX subscription_confirmations_mailed ON subscription_confirmations (email, mailed_at);
CREATE INDEX subscription_confirmations_open ON subscription_confirmations (confirmed_at, created_at);
