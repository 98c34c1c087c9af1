-- Subsidy programmes shown as "Mögliche Förderung"; figures and sources: docs/subsidies.md (checked 2026-12-05).
CREATE TABLE "subsidy_rules" (
    "id" SERIAL NOT NULL,
    "key" VARCHAR(100) NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "provider" VARCHAR(100) NOT NULL,
    "services" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "rate_bps" INTEGER NOT NULL,
    "max_cents" INTEGER,
    "conditions" JSONB NOT NULL DEFAULT '{}',
    "conditions_text" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "labour_material_split_required" BOOLEAN NOT NULL DEFAULT false,
    "source_url" TEXT NOT NULL,
    "valid_from" DATE NOT NULL,
    "valid_to" DATE,
    "last_checked_on" DATE NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "subsidy_rules_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "subsidy_rules_key_key" ON "subsidy_rules"("key");

INSERT INTO "subsidy_rules" ("key", "name", "provider", "services", "rate_bps", "max_cents", "conditions",
  "conditions_text", "labour_material_split_required", "source_url", "valid_from", "valid_to", "last_checked_on",
  "active")
VALUES
  ('wien-altersgerecht-bad', 'Förderung für altersgerechten, barrierefreien Wohnungsumbau', 'Stadt Wien',
   ARRAY['badrenovierung']::TEXT[], 5000, 750000,
   '{"minAge": 60, "mainResidenceVienna": true, "maxHouseholdIncomeCents": 4377000}'::JSONB,
   ARRAY[
     'Antragsteller*in ist mindestens 60 Jahre alt.',
     'Die Wohnung ist Hauptwohnsitz in Wien (Wohnung, Eigenheim oder Kleingartenwohnhaus).',
     'Das Jahres-Haushaltseinkommen liegt unter der Grenze des WWFSG (1 Person 43.770 €, 2 Personen 65.230 €).',
     'Die Maßnahmen entsprechen der ÖNORM B 1600 (z. B. bodenebene Dusche, Haltegriffe).',
     'Vor dem Umbau ist eine Beratung beim Info-Point der Wohnbauförderung vorgesehen.'
   ]::TEXT[], true,
   'https://www.ots.at/presseaussendung/OTS_20260102_OTS0022/gal-ausweitung-der-foerderung-fuer-altersgerechten-wohnungsumbau',
   DATE '2026-01-01', NULL, DATE '2026-12-05', true),
  ('bund-kesseltausch-2026', 'Sanierungsoffensive 2026 – Kesseltausch (Raus aus Öl und Gas)', 'Bund',
   ARRAY['heizungsanlagen']::TEXT[], 3000, NULL,
   '{"registrationBeforeStart": true}'::JSONB,
   ARRAY[
     'Registrierung bei der Umweltförderung vor Beginn der Arbeiten.',
     'Ersatz einer Öl-, Gas-, Kohle- oder Stromspeicherheizung durch Fernwärme, Holzzentralheizung oder Wärmepumpe.',
     'Installation durch einen befugten Fachbetrieb; Rechnungen auf die antragstellende Person.',
     'Höchstens 30 % der förderungsfähigen Kosten; die Pauschalen laut Programmausschreibung zu prüfen.'
   ]::TEXT[], true,
   'https://www.umweltfoerderung.at/privatpersonen/foerderungsberatung-kesseltausch-efh-2026',
   DATE '2025-10-03', DATE '2026-12-31', DATE '2026-12-05', true),
  ('bund-sanierungsbonus-2026', 'Sanierungsoffensive – Sanierungsbonus (thermische Sanierung)', 'Bund',
   ARRAY['fassadensanierung', 'pvc-fenster']::TEXT[], 3000, NULL,
   '{"registrationBeforeStart": true}'::JSONB,
   ARRAY[
     'Registrierung vor Beginn der Arbeiten.',
     'Seit 2. Februar 2026 keine neuen Registrierungen mehr (nur noch Kesseltausch).'
   ]::TEXT[], true,
   'https://www.5min.at/oesterreich/5202602021115/beliebter-bonus-mit-februar-eingestampft-geld-wird-anders-verwendet/',
   DATE '2025-10-03', DATE '2026-02-01', DATE '2026-12-05', false),
  ('wien-dekarbonisierungspraemie', 'Wiener Dekarbonisierungsprämie (Raus aus Gas)', 'Stadt Wien',
   ARRAY['heizungsanlagen']::TEXT[], 10000, 100000,
   '{}'::JSONB,
   ARRAY[
     'Nach der Umstellung wird in der Wohnung kein Gas mehr genutzt (weder Heizung noch Warmwasser noch Kochen).',
     'Prämie 1.000 €, bis 1.500 € bei Umstellung des gesamten Hauses; Laufzeit laut Programmausschreibung zu prüfen.',
     'Beratung und Antrag über die Hauskunft bzw. Wohnbauförderung (MA 50).'
   ]::TEXT[], false,
   'https://heute.at/s/1000-euro-praemie-fuer-neue-energieversorgung-120016225',
   DATE '2026-12-05', NULL, DATE '2026-12-05', true);
