-- The d1 provider's price history (docs/data-model.md "Price history"): each change of a
-- property's asking price, with the day it changed, so that a list can say 'price reduced' and a
-- detail page 'price reduced on …' (shared/model/property.ts priceReduction). The trigger below
-- records every change any writer makes (the import, the demo seed); the demo seed also writes a
-- history of its own for its listings (scripts/demo/price-history.ts).

CREATE TABLE property_price_changes (
  property_id INTEGER NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  changed_on TEXT NOT NULL,           -- yyyy-mm-dd (UTC)
  old_price INTEGER NOT NULL,
  new_price INTEGER NOT NULL,
  PRIMARY KEY (property_id, changed_on, new_price)
);

CREATE TRIGGER property_price_change AFTER UPDATE OF price ON properties
WHEN OLD.price IS NOT NULL AND NEW.price IS NOT NULL AND OLD.price <> NEW.price
BEGIN
  INSERT OR REPLACE INTO property_price_changes (property_id, changed_on, old_price, new_price)
  VALUES (NEW.id, date('now'), OLD.price, NEW.price);
END;
