-- Forms that cannot be replayed (docs/security.md, docs/forms-and-leads.md).
-- A fill-time token (worker/forms/fill-token.ts) sends each form of its page once: the SHA-256
-- of the token and the form's kind is claimed here when a post is accepted, and given back when
-- the post is refused for a reason the visitor can correct. The cron deletes expired rows.
CREATE TABLE used_fill_tokens (
  claim_hash TEXT PRIMARY KEY,        -- hex SHA-256 of '{kind}|{token}'
  expires_at INTEGER NOT NULL         -- Unix ms: the token's own end (a day after it was issued)
);
CREATE INDEX used_fill_tokens_expiry ON used_fill_tokens (expires_at);

-- One booking of a visit slot per address (worker/forms/slots.ts): the pair is claimed before a
-- place is taken, whichever system keeps the slot (d1's appointment_slots or the CRM's).
CREATE TABLE slot_bookings (
  slot_key TEXT NOT NULL,             -- 'd1:{slotId}' or '{provider}:{propertyId}:{slotId}'
  email TEXT NOT NULL,                -- folded to lower case
  created_at INTEGER NOT NULL,        -- Unix ms
  PRIMARY KEY (slot_key, email)
);
