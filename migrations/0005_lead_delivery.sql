-- Lead delivery (docs/forms-and-leads.md, point 5) and search alerts (point 6).
--
-- A queue message can arrive twice and a delivery can stop half-way: every step of a lead's
-- delivery (the CRM call, the agency e-mail, the friend's e-mail, the documents, the alert) is
-- recorded here once it succeeded, so a redelivered message skips what is already done and
-- never creates a second CRM contact or e-mail (worker/leads/journal.ts).
CREATE TABLE lead_deliveries (
  lead_id INTEGER NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  step TEXT NOT NULL,                 -- 'crm', 'agency-mail', 'friend-mail', 'documents-mail', 'alert', 'failure-mail'
  done_at TEXT NOT NULL DEFAULT (datetime('now')),
  detail TEXT,                        -- e.g. the CRM's person id, for a later step
  PRIMARY KEY (lead_id, step)
) WITHOUT ROWID;

-- One delivery at a time per lead (a redelivered message while the first still runs waits), and
-- when the last attempt was made (the cron sweep leaves leads in their retry back-off alone).
ALTER TABLE leads ADD COLUMN claimed_until TEXT;
ALTER TABLE leads ADD COLUMN last_attempt_at TEXT;

-- Alerts come from delivered demand-register leads, one per lead; how often the visitor wants a
-- digest; the CRM's demand id when the provider registered one (for UnsubscribeDemandPerson).
ALTER TABLE alerts ADD COLUMN lead_id INTEGER REFERENCES leads (id);
ALTER TABLE alerts ADD COLUMN frequency TEXT NOT NULL DEFAULT 'daily'; -- instant | daily | weekly
ALTER TABLE alerts ADD COLUMN crm_ref TEXT;
CREATE UNIQUE INDEX alerts_lead ON alerts (lead_id);

-- What each alert already told its subscriber: a property is sent again only when its price
-- went down below the price last sent (a price drop).
CREATE TABLE alert_sent (
  alert_id INTEGER NOT NULL REFERENCES alerts (id) ON DELETE CASCADE,
  property_id INTEGER NOT NULL,
  price INTEGER,
  sent_at TEXT NOT NULL DEFAULT (datetime('now')),
  PRIMARY KEY (alert_id, property_id)
) WITHOUT ROWID;

-- Development and end-to-end only: when the MAIL_LOG variable is '1', every e-mail sent is also
-- written here (worker/email/mail-log.ts), so tests can read links from it. Never set in production.
CREATE TABLE mail_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  headers TEXT NOT NULL DEFAULT '{}',
  sent_at TEXT NOT NULL DEFAULT (datetime('now'))
);
