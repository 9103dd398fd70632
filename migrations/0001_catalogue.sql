-- Catalogue of the d1 provider (docs/provider.md): property types, cities, agents, projects,
-- properties and testimonials. Texts in four languages live in JSON columns ({"en":…,"nl":…,
-- "fr":…,"de":…}); columns that filters, sorts and searches use are plain columns with indexes.
-- Folded columns hold names without accents, lower-cased (shared/paths/slug.ts foldText).

CREATE TABLE property_types (
  id INTEGER PRIMARY KEY,             -- WebID
  show_order INTEGER NOT NULL DEFAULT 0,
  sale INTEGER NOT NULL DEFAULT 1,    -- offered for sale
  rent INTEGER NOT NULL DEFAULT 1,    -- offered for rent
  name_en TEXT NOT NULL,
  name_nl TEXT NOT NULL,
  name_fr TEXT NOT NULL,
  name_de TEXT NOT NULL,
  folded TEXT NOT NULL                -- '|house|woning|maison|haus|' : every name, folded
);

CREATE TABLE cities (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  zip TEXT NOT NULL,
  country_id INTEGER NOT NULL DEFAULT 10,
  name_en TEXT NOT NULL,
  name_nl TEXT NOT NULL,
  name_fr TEXT NOT NULL,
  name_de TEXT NOT NULL,
  sort_en TEXT NOT NULL,              -- folded name per language, for sorting
  sort_nl TEXT NOT NULL,
  sort_fr TEXT NOT NULL,
  sort_de TEXT NOT NULL,
  folded TEXT NOT NULL,               -- '|liege|luik|luttich|' : every name, folded
  lat REAL,
  lng REAL
);
CREATE INDEX cities_zip ON cities (zip, country_id);

CREATE TABLE agents (
  id INTEGER PRIMARY KEY,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  function TEXT NOT NULL,             -- JSON per language
  email TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  mobile TEXT NOT NULL DEFAULT '',
  photo TEXT,                         -- media name
  languages TEXT NOT NULL DEFAULT '[]'
);

CREATE TABLE projects (
  id INTEGER PRIMARY KEY,
  goal INTEGER NOT NULL DEFAULT 0,
  city_id INTEGER NOT NULL REFERENCES cities (id),
  street TEXT NOT NULL DEFAULT '',
  house_number TEXT NOT NULL DEFAULT '',
  box_nr TEXT NOT NULL DEFAULT '',
  publish_address INTEGER NOT NULL DEFAULT 1,
  lat REAL,
  lng REAL,
  name TEXT NOT NULL,                 -- JSON per language
  summary TEXT NOT NULL,              -- JSON per language
  description TEXT NOT NULL,          -- JSON per language
  photos TEXT NOT NULL DEFAULT '[]',  -- JSON array of media names
  agent_id INTEGER REFERENCES agents (id),
  delivery TEXT NOT NULL DEFAULT '',
  published_at TEXT NOT NULL,
  video_url TEXT,
  virtual_tour_url TEXT,
  source TEXT NOT NULL DEFAULT 'import',
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX projects_published ON projects (published_at);

CREATE TABLE properties (
  id INTEGER PRIMARY KEY,
  goal INTEGER NOT NULL,              -- 0 sale, anything else rent
  web_id INTEGER NOT NULL REFERENCES property_types (id),
  type_desc_en TEXT NOT NULL,
  type_desc_nl TEXT NOT NULL,
  type_desc_fr TEXT NOT NULL,
  type_desc_de TEXT NOT NULL,
  city_id INTEGER NOT NULL REFERENCES cities (id),
  street TEXT NOT NULL DEFAULT '',
  house_number TEXT NOT NULL DEFAULT '',
  box_nr TEXT NOT NULL DEFAULT '',
  publish_address INTEGER NOT NULL DEFAULT 1,
  search_folded TEXT NOT NULL DEFAULT '', -- folded published street and reference, for search
  price INTEGER,
  publish_price INTEGER NOT NULL DEFAULT 1,
  price_unit INTEGER NOT NULL DEFAULT 1,
  marquee INTEGER NOT NULL DEFAULT 0,
  record_file TEXT NOT NULL DEFAULT '',
  energy_performance REAL,
  epc_label TEXT NOT NULL DEFAULT '',
  bedrooms INTEGER,
  bathrooms INTEGER,
  garages INTEGER,
  parkings INTEGER,
  living_area REAL,
  ground_area REAL,
  has_garden INTEGER NOT NULL DEFAULT 0,
  has_terrace INTEGER NOT NULL DEFAULT 0,
  has_parking INTEGER NOT NULL DEFAULT 0,
  lat REAL,
  lng REAL,
  is_new INTEGER NOT NULL DEFAULT 0,
  is_arriving INTEGER NOT NULL DEFAULT 0,
  is_discreet INTEGER NOT NULL DEFAULT 0,
  published_at TEXT NOT NULL,         -- yyyy-mm-dd
  available_from TEXT,
  project_id INTEGER REFERENCES projects (id),
  agent_id INTEGER REFERENCES agents (id),
  title TEXT NOT NULL,                -- JSON per language
  description TEXT NOT NULL,          -- JSON per language
  photos TEXT NOT NULL DEFAULT '[]',  -- JSON array of media names
  details TEXT NOT NULL,              -- JSON: Surfaces, Rooms, Building, Energy, FloodRisk, Asbestos, Planning, Costs, Viager
  video_url TEXT,
  virtual_tour_url TEXT,
  source TEXT NOT NULL DEFAULT 'import', -- 'demo' or 'import'
  updated_at TEXT NOT NULL DEFAULT (datetime('now'))
);
CREATE INDEX properties_goal_date ON properties (goal, published_at DESC, id DESC);
CREATE INDEX properties_goal_price ON properties (goal, price);
CREATE INDEX properties_city ON properties (city_id, goal);
CREATE INDEX properties_type ON properties (web_id, goal);
CREATE INDEX properties_project ON properties (project_id);
CREATE INDEX properties_date ON properties (published_at DESC, id DESC);

-- Every type a property belongs to (WebIDs), WebID included: type filters and counts.
CREATE TABLE property_web_ids (
  web_id INTEGER NOT NULL,
  property_id INTEGER NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  PRIMARY KEY (web_id, property_id)
) WITHOUT ROWID;
CREATE INDEX property_web_ids_property ON property_web_ids (property_id);

CREATE TABLE testimonials (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  author TEXT NOT NULL,
  city TEXT NOT NULL DEFAULT '',
  rating INTEGER NOT NULL,
  date TEXT NOT NULL,
  language TEXT NOT NULL,
  title TEXT NOT NULL,                -- JSON per language
  text TEXT NOT NULL,                 -- JSON per language
  published INTEGER NOT NULL DEFAULT 1
);

-- Small key/value facts about the data (the demo seed's fingerprint, …).
CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
