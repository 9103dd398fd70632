-- Viewing appointments (docs/forms-and-leads.md, forms side): slots with a capacity per property (d1 provider).
-- A booking raises `booked` only while it is below `capacity` (worker/forms/slots.ts); a slot
-- with booked = capacity is full ('The appointments are full').
CREATE TABLE appointment_slots (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  property_id INTEGER NOT NULL,
  starts_at TEXT NOT NULL,            -- local time of the agency, 'yyyy-mm-ddThh:mm'
  ends_at TEXT NOT NULL,
  capacity INTEGER NOT NULL CHECK (capacity > 0),
  booked INTEGER NOT NULL DEFAULT 0 CHECK (booked >= 0 AND booked <= capacity),
  source TEXT NOT NULL DEFAULT 'demo'
);
CREATE INDEX appointment_slots_property ON appointment_slots (property_id, starts_at);

-- 'Already requested' looks up document requests by property and e-mail.
CREATE INDEX leads_kind_property ON leads (kind, property_id);
