-- One service catalogue (issue 17 §6): companies, registrations, onboarding records and advertising
-- requests store catalogue service ids (lib/content/service-catalog.ts) instead of the texts of the old
-- registration list, the values of the old onboarding forms and the 17 old advertising categories.
-- The pairs below are LEGACY_SERVICE_VALUES (a unit test compares them). Values without a service
-- customers can request (e.g. "Parkettleger", "trockenbau", "Gartengestaltung") stay as stored.
-- Lists keep their order; a service that appears twice after mapping is kept once (first place).
CREATE TEMPORARY TABLE "_service_catalogue_map" ("old_value" TEXT PRIMARY KEY, "new_value" TEXT NOT NULL);

INSERT INTO "_service_catalogue_map" ("old_value", "new_value") VALUES
  ('Hausrenovierung', 'hausrenovierung'),
  ('Wohnungsrenovierung', 'wohnungsrenovierung'),
  ('Badrenovierung', 'badrenovierung'),
  ('Küchenrenovierung', 'küchenrenovierung'),
  ('Malerei & Lackierung', 'maler'),
  ('Elektroinstallation', 'elektriker'),
  ('Sanitärinstallation', 'klempner'),
  ('Fliesenleger', 'fliesen'),
  ('Fenster & Türen', 'pvc-fenster'),
  ('bau', 'hausbau'),
  ('demolition', 'abbruch'),
  ('terrasse', 'terrassenverkleidung'),
  ('maler-arbeiten', 'maler'),
  ('sanitär', 'klempner'),
  ('elektro', 'elektriker'),
  ('apartment_renovation', 'wohnungsrenovierung'),
  ('bathroom_renovation', 'badrenovierung'),
  ('house_renovation', 'hausrenovierung'),
  ('construction', 'hausbau'),
  ('kitchen_renovation', 'küchenrenovierung'),
  ('terrace', 'terrassenverkleidung'),
  ('tiling', 'fliesen'),
  ('painting', 'maler'),
  ('plumbing', 'klempner'),
  ('electrical', 'elektriker'),
  ('Neubau', 'hausbau'),
  ('Hausbau', 'hausbau'),
  ('Gewerbebau', 'industriebau'),
  ('Elektroinstallationen', 'elektriker'),
  ('Heizungsinstallation', 'heizungsanlagen'),
  ('Klimaanlagen', 'klimaanlagen'),
  ('Malerarbeiten', 'maler'),
  ('Fliesenarbeiten', 'fliesen'),
  ('Dacharbeiten', 'zimmermann');

UPDATE "companies" AS t SET "services" = ARRAY(
  SELECT m.v FROM (
    SELECT coalesce(map."new_value", s.value) AS v, min(s.ord) AS first_ord
    FROM unnest(t."services") WITH ORDINALITY AS s(value, ord)
    LEFT JOIN "_service_catalogue_map" AS map ON map."old_value" = s.value
    GROUP BY 1
  ) AS m ORDER BY m.first_ord
)
WHERE t."services" && ARRAY(SELECT "old_value" FROM "_service_catalogue_map");

UPDATE "company_registrations" AS t SET "services" = ARRAY(
  SELECT m.v FROM (
    SELECT coalesce(map."new_value", s.value) AS v, min(s.ord) AS first_ord
    FROM unnest(t."services") WITH ORDINALITY AS s(value, ord)
    LEFT JOIN "_service_catalogue_map" AS map ON map."old_value" = s.value
    GROUP BY 1
  ) AS m ORDER BY m.first_ord
)
WHERE t."services" && ARRAY(SELECT "old_value" FROM "_service_catalogue_map");

UPDATE "partner_onboarding" AS t SET "services" = ARRAY(
  SELECT m.v FROM (
    SELECT coalesce(map."new_value", s.value) AS v, min(s.ord) AS first_ord
    FROM unnest(t."services") WITH ORDINALITY AS s(value, ord)
    LEFT JOIN "_service_catalogue_map" AS map ON map."old_value" = s.value
    GROUP BY 1
  ) AS m ORDER BY m.first_ord
)
WHERE t."services" && ARRAY(SELECT "old_value" FROM "_service_catalogue_map");

UPDATE "advertising_requests" AS t SET "category" = map."new_value"
FROM "_service_catalogue_map" AS map
WHERE map."old_value" = t."category";

DROP TABLE "_service_catalogue_map";
