/**
 * German seed content of the per-service quizzes (one QuizDefinition per service id), seeded into `quizzes`.
 * Budget options follow docs/data/vienna-prices.md and the landing-page price tables. Every quiz ends with
 * the two lead-score questions. Alias services (badezimmer, …) stay seeded for the admin and older projects,
 * though /quiz/{alias} redirects to the canonical quiz.
 */
import { EXISTING_INSTALLATIONS_QUESTION_ID, EXISTING_INSTALLATIONS_VALUES } from "../domain/answer-derivation";
import {
  FIXTURE_OPTIONS,
  FIXTURES_QUESTION_ID,
  PROJECT_TYPE_OPTIONS,
  PROJECT_TYPE_QUESTION_ID,
} from "../domain/bathroom-quiz";
import { INTENT_READINESS_OPTIONS, START_TIMELINE_OPTIONS } from "../domain/lead-score";
import type { QuizDefinition, QuizQuestion } from "../domain/quiz-types";

// ---------------------------------------------------------------------------------------------
// Question builders
// ---------------------------------------------------------------------------------------------

interface QuestionExtras {
  required?: boolean;
  placeholder?: string;
}

function question(
  type: QuizQuestion["type"],
  id: string,
  text: string,
  options: readonly string[],
  extras: QuestionExtras = {},
): QuizQuestion {
  const q: QuizQuestion = { id, text, type, options: [...options], required: extras.required ?? true };
  if (extras.placeholder !== undefined) q.placeholder = extras.placeholder;
  return q;
}

/** Single-choice question (required unless stated otherwise). */
function radio(id: string, text: string, options: readonly string[], extras?: QuestionExtras): QuizQuestion {
  return question("radio", id, text, options, extras);
}

/** Multiple-choice question (required unless stated otherwise). */
function checkbox(id: string, text: string, options: readonly string[], extras?: QuestionExtras): QuizQuestion {
  return question("checkbox", id, text, options, extras);
}

/** The two closing questions of every quiz; their answers give the lead score. */
function closingQuestions(): QuizQuestion[] {
  return [
    radio("intent_readiness", "Wie weit sind Sie mit Ihrer Planung?", INTENT_READINESS_OPTIONS),
    radio("start_timeline", "Wann möchten Sie mit dem Projekt starten?", START_TIMELINE_OPTIONS),
  ];
}

/** A quiz: the service's own questions followed by the two closing questions. */
function quiz(serviceType: string, name: string, description: string, questions: QuizQuestion[]): QuizDefinition {
  return {
    serviceType,
    title: `${name} – Angebote einholen`,
    description,
    questions: [...questions, ...closingQuestions()],
  };
}

// ---------------------------------------------------------------------------------------------
// Shared questions (used by several trades)
// ---------------------------------------------------------------------------------------------

const UNDECIDED_BUDGET = "Noch unklar";

/** `budget_range`: the given euro ranges plus "Noch unklar". */
function budgetRange(
  ranges: readonly string[],
  text = "Welches Budget haben Sie für das Projekt eingeplant?",
): QuizQuestion {
  return radio("budget_range", text, [...ranges, UNDECIDED_BUDGET]);
}

/** `room_size` with trade-specific wording and ranges (feeds the derived size column). */
function areaSize(text: string, options: readonly string[]): QuizQuestion {
  return radio("room_size", text, options);
}

/** `existing_installations`: keep existing pipes / wiring (options map to keepInstallations). */
function existingInstallations(
  text = "Sollen die bestehenden Wasser- und Stromanschlüsse erhalten bleiben?",
): QuizQuestion {
  return radio(EXISTING_INSTALLATIONS_QUESTION_ID, text, Object.keys(EXISTING_INSTALLATIONS_VALUES));
}

/** Kind of apartment (Vienna building stock). */
function apartmentType(): QuizQuestion {
  return radio("building_type", "Um welche Art von Wohnung handelt es sich?", [
    "Altbauwohnung",
    "Neubauwohnung",
    "Gemeindebauwohnung",
    "Genossenschaftswohnung",
    "Dachgeschoßwohnung",
  ]);
}

/** Kind of property for small trades and services. */
function propertyKind(text = "Um welches Objekt handelt es sich?"): QuizQuestion {
  return radio("property_type", text, [
    "Wohnung",
    "Einfamilienhaus / Reihenhaus",
    "Mehrparteienhaus / Stiegenhaus",
    "Büro / Geschäftslokal",
  ]);
}

/** Living area of an apartment. */
function apartmentSize(text = "Wie groß ist die Wohnung?"): QuizQuestion {
  return areaSize(text, ["Bis 50 m²", "50-80 m²", "80-120 m²", "Über 120 m²"]);
}

/** Living area of an existing house. */
function houseSize(text = "Wie groß ist die Wohnfläche des Hauses?"): QuizQuestion {
  return areaSize(text, ["Bis 100 m²", "100-150 m²", "150-200 m²", "Über 200 m²"]);
}

/** Planned living area of a new house. */
function newHouseSize(): QuizQuestion {
  return areaSize("Wie viel Wohnfläche planen Sie?", ["Bis 120 m²", "120-160 m²", "160-200 m²", "Über 200 m²"]);
}

/** Outdoor or floor area in m², used by several surface trades. */
function surfaceSize(text: string): QuizQuestion {
  return areaSize(text, ["Bis 20 m²", "20-50 m²", "50-100 m²", "Über 100 m²"]);
}

/** Water surface of a pool. */
function poolSize(): QuizQuestion {
  return areaSize("Wie groß ist die Wasserfläche des Pools?", [
    "Bis 20 m² (z. B. 6 × 3 m)",
    "20-32 m² (z. B. 8 × 4 m)",
    "32-50 m² (z. B. 10 × 5 m)",
    "Über 50 m²",
  ]);
}

/** Construction year of the building. */
function buildingAge(): QuizQuestion {
  return radio("building_age", "Wann wurde das Gebäude errichtet?", [
    "Vor 1945 (Altbau)",
    "1945-1980",
    "1980-2000",
    "Nach 2000",
    "Weiß ich nicht",
  ]);
}

/** State of an apartment before renovation. */
function apartmentStage(): QuizQuestion {
  return radio("current_stage", "In welchem Zustand ist die Wohnung derzeit?", [
    "Bewohnt – Renovierung im bewohnten Zustand",
    "Leer stehend",
    "Gerade gekauft bzw. übernommen",
    "Kauf bzw. Anmietung steht noch bevor",
  ]);
}

/** Stage of a new-build project (plot, plans, permit). */
function buildingStage(): QuizQuestion {
  return radio("current_stage", "Wie weit ist Ihr Bauvorhaben?", [
    "Grundstück wird noch gesucht",
    "Grundstück ist vorhanden",
    "Einreichplan ist in Arbeit",
    "Baubewilligung liegt vor",
  ]);
}

/** Stage of plans for a building project that may need an architect or permit. */
function planningStage(): QuizQuestion {
  return radio("current_stage", "Wie weit ist die Planung?", [
    "Erste Idee, noch keine Pläne",
    "Skizzen oder Bestandspläne vorhanden",
    "Einreichung bzw. Bauanzeige läuft",
    "Bewilligung liegt vor oder ist nicht nötig",
  ]);
}

/** Completion level of a house ("Ausbaustufe"). */
function completionLevel(): QuizQuestion {
  return radio("completion_level", "Welche Ausbaustufe wünschen Sie?", [
    "Rohbau",
    "Ausbauhaus mit Eigenleistung",
    "Belagsfertig",
    "Schlüsselfertig",
    "Noch offen",
  ]);
}

/** Consent of co-owners / property management for changes to common parts (WEG § 16). */
function ownerApproval(): QuizQuestion {
  return radio("owner_approval", "Liegt die Zustimmung von Eigentümergemeinschaft bzw. Hausverwaltung vor?", [
    "Nicht nötig – ich bin Alleineigentümer",
    "Ja, die Zustimmung liegt vor",
    "Wird gerade eingeholt",
    "Weiß ich nicht",
  ]);
}

/** Existing ground under a new surface (terrace, stamped concrete). */
function substrate(): QuizQuestion {
  return radio("substrate", "Wie ist der Untergrund beschaffen?", [
    "Betonplatte bzw. Estrich vorhanden",
    "Alter Belag muss entfernt werden",
    "Erdreich / Wiese – Unterbau ist nötig",
    "Weiß ich nicht",
  ]);
}

/** Who supplies tiles or slabs. */
function materialSupply(): QuizQuestion {
  return radio("material_supply", "Wer besorgt das Material?", [
    "Der Handwerksbetrieb soll das Material liefern",
    "Ich kaufe das Material selbst",
    "Noch offen",
  ]);
}

/** Floor and lift situation at one end of a move. */
function floorAccess(id: "floor_access_from" | "floor_access_to", text: string): QuizQuestion {
  return radio(id, text, [
    "Erdgeschoß / Hochparterre",
    "1.-2. Stock mit Lift",
    "1.-2. Stock ohne Lift",
    "Ab 3. Stock mit Lift",
    "Ab 3. Stock ohne Lift",
  ]);
}

/** Number of rooms affected. */
function roomCount(text: string): QuizQuestion {
  return radio("room_count", text, ["1 Raum", "2 Räume", "3 Räume", "4 oder mehr Räume"]);
}

// ---------------------------------------------------------------------------------------------
// Bathroom (badrenovierung, badezimmer)
// ---------------------------------------------------------------------------------------------

/** Questions of both bathroom quizzes: project_type, then fixtures_to_replace (prefilled by the wizard). */
function bathroomQuestions(): QuizQuestion[] {
  return [
    radio(PROJECT_TYPE_QUESTION_ID, "Welche Art von Badrenovierung planen Sie?", PROJECT_TYPE_OPTIONS),
    checkbox(FIXTURES_QUESTION_ID, "Welche Elemente sollen erneuert werden?", [...FIXTURE_OPTIONS]),
    radio("bathroom_size", "Wie groß ist Ihr Badezimmer?", ["Bis 5 m²", "5-8 m²", "8-12 m²", "Über 12 m²"]),
    radio("style_preference", "Welcher Stil gefällt Ihnen?", [
      "Modern / minimalistisch",
      "Klassisch / zeitlos",
      "Landhaus / natürlich",
      "Luxuriös / Wellness",
      "Noch keine Vorstellung",
    ]),
    existingInstallations("Sollen die bestehenden Wasser- und Abwasseranschlüsse erhalten bleiben?"),
    budgetRange(["Unter 10.000 €", "10.000-20.000 €", "20.000-30.000 €", "Über 30.000 €"]),
  ];
}

// ---------------------------------------------------------------------------------------------
// Quizzes
// ---------------------------------------------------------------------------------------------

export const QUIZ_DEFINITIONS: readonly QuizDefinition[] = [
  quiz(
    "wohnungsrenovierung",
    "Wohnungsrenovierung",
    "Beschreiben Sie Ihre Wohnungsrenovierung in wenigen Schritten. Wir vermitteln Ihnen bis zu 4 kostenlose Angebote geprüfter Betriebe aus Wien.",
    [
      checkbox("renovation_type", "Was soll in Ihrer Wohnung renoviert werden?", [
        "Wände und Decken ausmalen",
        "Böden erneuern",
        "Badezimmer",
        "Küche",
        "Elektroinstallation",
        "Türen und Fenster",
      ]),
      apartmentType(),
      apartmentSize(),
      apartmentStage(),
      budgetRange(["Unter 10.000 €", "10.000-30.000 €", "30.000-60.000 €", "Über 60.000 €"]),
    ],
  ),
  quiz(
    "badrenovierung",
    "Badrenovierung",
    "Ob Komplettsanierung, neue Fliesen oder neue Sanitärkeramik: Erzählen Sie uns von Ihrem Bad und erhalten Sie kostenlose Angebote von Installateuren und Fliesenlegern aus Wien.",
    bathroomQuestions(),
  ),
  quiz(
    "küchenrenovierung",
    "Küchenrenovierung",
    "Von neuen Fronten bis zur kompletten Küche mit neuem Grundriss: Beschreiben Sie Ihr Vorhaben und vergleichen Sie Angebote von Küchenprofis aus Wien.",
    [
      radio("project_scope", "Was planen Sie in Ihrer Küche?", [
        "Komplett neue Küche inkl. Planung",
        "Fronten und Arbeitsplatte erneuern",
        "Nur Elektrogeräte tauschen",
        "Umbau mit neuem Grundriss / offene Küche",
      ]),
      areaSize("Wie groß ist Ihre Küche?", ["Bis 8 m²", "8-12 m²", "12-20 m²", "Über 20 m²"]),
      radio("style_preference", "Welcher Küchenstil gefällt Ihnen?", [
        "Modern / grifflos",
        "Landhausstil",
        "Klassisch",
        "Industriestil / Loft",
        "Noch offen",
      ]),
      existingInstallations("Sollen die bestehenden Wasser-, Abwasser- und Stromanschlüsse bleiben, wo sie sind?"),
      budgetRange(["Unter 10.000 €", "10.000-20.000 €", "20.000-35.000 €", "Über 35.000 €"]),
    ],
  ),
  quiz(
    "hausrenovierung",
    "Hausrenovierung",
    "Dach, Fassade, Heizung oder Innenausbau: Beschreiben Sie Ihre Hausrenovierung und erhalten Sie passende Angebote aus Wien und Umgebung.",
    [
      checkbox("renovation_type", "Welche Bereiche des Hauses sollen renoviert werden?", [
        "Dach",
        "Fassade und Dämmung",
        "Fenster und Türen",
        "Heizung",
        "Bad und Küche",
        "Innenausbau (Böden, Wände)",
      ]),
      buildingAge(),
      houseSize(),
      radio("energy_efficiency", "Soll die Renovierung die Energieeffizienz verbessern?", [
        "Ja, umfassende thermische Sanierung",
        "Ja, einzelne Maßnahmen",
        "Nein, steht nicht im Vordergrund",
      ]),
      budgetRange(["Unter 30.000 €", "30.000-75.000 €", "75.000-150.000 €", "Über 150.000 €"]),
    ],
  ),
  quiz(
    "hausbau",
    "Hausbau",
    "Sie planen ein neues Haus? Beschreiben Sie Ihr Bauvorhaben und erhalten Sie Angebote von Baumeistern und Baufirmen aus Wien und Niederösterreich.",
    [
      radio("project_type", "Welches Haus möchten Sie bauen?", [
        "Einfamilienhaus",
        "Doppelhaushälfte",
        "Reihenhaus",
        "Mehrfamilienhaus",
        "Zubau / Aufstockung",
      ]),
      buildingStage(),
      radio("construction_method", "Welche Bauweise bevorzugen Sie?", [
        "Massivbau (Ziegel)",
        "Massivbau (Beton)",
        "Holzbau / Holzriegelbau",
        "Noch offen",
      ]),
      completionLevel(),
      newHouseSize(),
      budgetRange(
        ["Unter 250.000 €", "250.000-400.000 €", "400.000-600.000 €", "Über 600.000 €"],
        "Wie hoch sind die geplanten Baukosten (ohne Grundstück)?",
      ),
    ],
  ),
  quiz(
    "abbruch",
    "Abbruch",
    "Vom Abriss eines ganzen Hauses bis zur Entkernung einer Wohnung: Beschreiben Sie Ihr Abbruchprojekt und vergleichen Sie Angebote inklusive Entsorgung.",
    [
      radio("project_scope", "Welche Abbrucharbeiten sind geplant?", [
        "Kompletter Abriss eines Gebäudes",
        "Teilabbruch (z. B. Zubau, Garage)",
        "Entkernung / Innenabbruch",
        "Abbruch einzelner Wände",
        "Bad- oder Küchenabbruch",
      ]),
      radio("building_type", "Um welches Objekt handelt es sich?", [
        "Einfamilienhaus",
        "Mehrparteienhaus",
        "Wohnung",
        "Gewerbe- oder Industriegebäude",
        "Nebengebäude (Garage, Schuppen)",
      ]),
      areaSize("Wie groß ist die abzubrechende Fläche?", ["Bis 20 m²", "20-100 m²", "100-250 m²", "Über 250 m²"]),
      checkbox(
        "special_requirements",
        "Gibt es besondere Anforderungen?",
        [
          "Schadstoffe möglich (z. B. Asbest)",
          "Entsorgung des Bauschutts gewünscht",
          "Container bzw. Mulde benötigt",
          "Enge Zufahrt / Innenhof",
          "Keine besonderen Anforderungen",
        ],
        { required: false },
      ),
    ],
  ),
  quiz(
    "badezimmer",
    "Badezimmer",
    "Ihr neues Badezimmer in Wien – von der Sanitärinstallation bis zum barrierefreien oder Wellness-Bad. Beantworten Sie ein paar Fragen und erhalten Sie bis zu 4 kostenlose Angebote.",
    bathroomQuestions(),
  ),
  quiz(
    "wohnungssanierung",
    "Wohnungssanierung",
    "Sanierung Ihrer Wohnung inklusive Leitungen, Böden und Oberflächen – besonders im Wiener Altbau. Beschreiben Sie Ihr Vorhaben und vergleichen Sie kostenlose Angebote.",
    [
      radio("project_scope", "Welche Sanierung planen Sie?", [
        "Komplettsanierung inkl. neuer Leitungen",
        "Teilsanierung einzelner Räume",
        "Sanierung nach Wasserschaden",
        "Zusammenlegung von Wohnungen",
      ]),
      apartmentType(),
      apartmentSize(),
      existingInstallations("Sollen bestehende Wasser- und Elektroleitungen erhalten bleiben?"),
      budgetRange(["Unter 20.000 €", "20.000-50.000 €", "50.000-100.000 €", "Über 100.000 €"]),
    ],
  ),
  quiz(
    "bürorenovierung",
    "Bürorenovierung",
    "Neue Raumaufteilung, frische Oberflächen oder ein kompletter Mieterausbau: Beschreiben Sie Ihre Büroflächen und erhalten Sie Angebote von gewerblichen Ausbauprofis.",
    [
      radio("project_scope", "Was soll im Büro gemacht werden?", [
        "Kompletter Umbau der Bürofläche",
        "Ausmalen und neue Böden",
        "Trennwände / neue Raumaufteilung",
        "Mieterausbau einer neuen Fläche",
      ]),
      areaSize("Wie groß ist die Bürofläche?", ["Bis 100 m²", "100-300 m²", "300-800 m²", "Über 800 m²"]),
      radio("business_operation", "Soll während des laufenden Betriebs umgebaut werden?", [
        "Ja, im laufenden Betrieb",
        "Nur außerhalb der Bürozeiten bzw. am Wochenende",
        "Nein, die Fläche steht leer",
      ]),
      checkbox(
        "special_requirements",
        "Welche zusätzlichen Leistungen benötigen Sie?",
        [
          "Netzwerk- und Elektroverkabelung",
          "Akustik / Schallschutz",
          "Klimatisierung",
          "Barrierefreiheit",
          "Teeküche oder Sanitärräume",
          "Keine zusätzlichen Leistungen",
        ],
        { required: false },
      ),
      budgetRange(["Unter 20.000 €", "20.000-50.000 €", "50.000-150.000 €", "Über 150.000 €"]),
    ],
  ),
  quiz(
    "fassadensanierung",
    "Fassadensanierung",
    "Neuer Anstrich, Putzsanierung, Vollwärmeschutz oder Stuckfassade im Altbau: Beschreiben Sie Ihre Fassade und vergleichen Sie Angebote von Fachbetrieben.",
    [
      radio("project_scope", "Welche Arbeiten sind an der Fassade geplant?", [
        "Fassade streichen",
        "Putz ausbessern bzw. erneuern",
        "Wärmedämmung (Vollwärmeschutz)",
        "Stuckfassade restaurieren (Altbau)",
      ]),
      radio("building_type", "Um welches Gebäude handelt es sich?", [
        "Einfamilienhaus",
        "Reihenhaus / Doppelhaus",
        "Mehrparteienhaus / Zinshaus",
        "Gewerbegebäude",
      ]),
      areaSize("Wie groß ist die Fassadenfläche ungefähr?", ["Bis 100 m²", "100-200 m²", "200-500 m²", "Über 500 m²"]),
      ownerApproval(),
      budgetRange(["Unter 15.000 €", "15.000-40.000 €", "40.000-100.000 €", "Über 100.000 €"]),
    ],
  ),
  quiz(
    "poolrenovierung",
    "Poolrenovierung",
    "Undichtes Becken, alte Folie oder veraltete Technik: Beschreiben Sie Ihren Pool und erhalten Sie Angebote von Poolbauern aus Wien und Umgebung.",
    [
      checkbox("project_scope", "Was soll am Pool erneuert werden?", [
        "Neue Folie / Auskleidung",
        "Fliesen oder Beschichtung",
        "Undichtigkeit beheben",
        "Filter- und Pumpentechnik",
        "Poolheizung / Wärmepumpe",
        "Abdeckung oder Überdachung",
      ]),
      radio("pool_type", "Um welchen Pooltyp handelt es sich?", [
        "Betonbecken, gefliest",
        "Folienbecken",
        "Styroporsteinbecken",
        "Fertigbecken (GFK / Polyester / Edelstahl)",
        "Weiß ich nicht",
      ]),
      poolSize(),
      budgetRange(["Unter 5.000 €", "5.000-15.000 €", "15.000-30.000 €", "Über 30.000 €"]),
    ],
  ),
  quiz(
    "komplette-wohnsanierung",
    "Komplette Wohnsanierung",
    "Ihre Wohnung schlüsselfertig saniert – von Leitungen und Böden bis zu Bad und Küche. Beschreiben Sie Ihr Projekt und erhalten Sie Angebote von Generalunternehmern aus Wien.",
    [
      apartmentType(),
      apartmentSize(),
      apartmentStage(),
      radio("quality_level", "Welche Ausstattungsqualität wünschen Sie?", [
        "Standard – solide und preisbewusst",
        "Gehoben – hochwertige Materialien",
        "Premium / Luxus",
      ]),
      checkbox(
        "special_requirements",
        "Was gehört noch zur Sanierung?",
        [
          "Grundrissänderung / Wände versetzen",
          "Neue Elektro- und Wasserleitungen",
          "Fenstertausch",
          "Fußbodenheizung",
          "Barrierefreier Umbau",
          "Nichts davon",
        ],
        { required: false },
      ),
      budgetRange(["Unter 50.000 €", "50.000-100.000 €", "100.000-150.000 €", "Über 150.000 €"]),
    ],
  ),
  quiz(
    "terrassenverkleidung",
    "Terrassenverkleidung",
    "Neuer Belag für Terrasse, Balkon oder Dachterrasse – aus Holz, WPC oder Stein. Beschreiben Sie Ihre Fläche und vergleichen Sie Angebote.",
    [
      radio("material_preferences", "Welchen Belag wünschen Sie?", [
        "Heimisches Holz (Lärche, Douglasie)",
        "Tropenholz (z. B. Bangkirai)",
        "WPC / Verbundwerkstoff",
        "Feinsteinzeug",
        "Naturstein",
        "Noch offen",
      ]),
      radio("terrace_location", "Wo befindet sich die Fläche?", [
        "Terrasse im Garten",
        "Balkon",
        "Dachterrasse",
        "Loggia",
      ]),
      areaSize("Wie groß ist die Fläche?", ["Bis 15 m²", "15-30 m²", "30-60 m²", "Über 60 m²"]),
      substrate(),
      budgetRange(["Unter 3.000 €", "3.000-8.000 €", "8.000-15.000 €", "Über 15.000 €"]),
    ],
  ),
  quiz(
    "solaranlagen",
    "Solaranlagen",
    "Photovoltaik mit oder ohne Speicher oder Solarthermie für Warmwasser: Beschreiben Sie Ihr Dach und Ihren Verbrauch und erhalten Sie Angebote von Solarteuren.",
    [
      radio("project_type", "Welche Anlage interessiert Sie?", [
        "Photovoltaikanlage",
        "Photovoltaikanlage mit Stromspeicher",
        "Solarthermie (Warmwasser)",
        "Speicher für bestehende PV-Anlage",
      ]),
      radio("roof_type", "Wo soll die Anlage montiert werden?", [
        "Schrägdach mit Ziegeln",
        "Schrägdach mit Blecheindeckung",
        "Flachdach",
        "Carport oder Garage",
        "Freifläche / Garten",
      ]),
      radio("system_size", "Welche Anlagenleistung planen Sie?", [
        "Bis 5 kWp",
        "5-10 kWp",
        "10-20 kWp",
        "Über 20 kWp",
        "Weiß ich nicht – bitte beraten",
      ]),
      radio("annual_consumption", "Wie hoch ist Ihr jährlicher Stromverbrauch?", [
        "Unter 3.000 kWh",
        "3.000-5.000 kWh",
        "5.000-8.000 kWh",
        "Über 8.000 kWh",
        "Weiß ich nicht",
      ]),
      budgetRange(["Unter 10.000 €", "10.000-15.000 €", "15.000-25.000 €", "Über 25.000 €"]),
    ],
  ),
  quiz(
    "geothermie",
    "Geothermie",
    "Heizen mit Erdwärme: Beschreiben Sie Ihr Haus und Grundstück und erhalten Sie Angebote für Erdwärmepumpen mit Tiefenbohrung oder Flachkollektor.",
    [
      radio("project_type", "Worum geht es bei Ihrem Projekt?", [
        "Erdwärmepumpe für einen Neubau",
        "Umstieg von Gas- oder Ölheizung",
        "Tausch einer bestehenden Wärmepumpe",
      ]),
      radio("heat_source", "Welche Wärmequelle bevorzugen Sie?", [
        "Tiefenbohrung (Erdsonde)",
        "Flachkollektor",
        "Grundwasser (Brunnenanlage)",
        "Noch offen – bitte beraten",
      ]),
      houseSize("Wie groß ist die beheizte Wohnfläche?"),
      radio("garden_area", "Wie viel freie Gartenfläche steht zur Verfügung?", [
        "Unter 200 m²",
        "200-500 m²",
        "Über 500 m²",
        "Kaum Fläche, schwierige Zufahrt",
      ]),
      budgetRange(["Unter 20.000 €", "20.000-30.000 €", "30.000-40.000 €", "Über 40.000 €"]),
    ],
  ),
  quiz(
    "klimaanlagen",
    "Klimaanlagen",
    "Split-Klimagerät, Multisplit oder Luft-Luft-Wärmepumpe: Beschreiben Sie Ihre Räume und erhalten Sie Angebote von Kältetechnikern aus Wien.",
    [
      radio("project_type", "Was benötigen Sie?", [
        "Split-Klimagerät für einen Raum",
        "Multisplit-Anlage für mehrere Räume",
        "Luft-Luft-Wärmepumpe zum Heizen und Kühlen",
        "Wartung oder Reparatur einer Anlage",
      ]),
      roomCount("Wie viele Räume sollen gekühlt werden?"),
      radio("building_type", "Wo soll die Klimaanlage eingebaut werden?", [
        "Altbauwohnung",
        "Neubauwohnung",
        "Einfamilienhaus / Reihenhaus",
        "Büro / Geschäftslokal",
      ]),
      radio("outdoor_unit_location", "Wo könnte das Außengerät montiert werden?", [
        "Balkon oder Terrasse",
        "Fassade",
        "Dach",
        "Innenhof",
        "Weiß ich nicht",
      ]),
      ownerApproval(),
      budgetRange(["Unter 3.000 €", "3.000-6.000 €", "6.000-10.000 €", "Über 10.000 €"]),
    ],
  ),
  quiz(
    "aufzüge",
    "Aufzüge",
    "Lift-Nachrüstung im Altbau, neuer Aufzug, Modernisierung oder Treppenlift: Beschreiben Sie Ihr Gebäude und erhalten Sie Angebote von Aufzugsfirmen.",
    [
      radio("project_type", "Welche Lösung suchen Sie?", [
        "Lift-Nachrüstung im Altbau / Zinshaus",
        "Aufzug für einen Neubau",
        "Modernisierung eines bestehenden Aufzugs",
        "Treppenlift",
        "Plattformlift oder Homelift im Einfamilienhaus",
      ]),
      radio("building_floors", "Wie viele Geschoße hat das Gebäude?", [
        "2 Geschoße",
        "3-4 Geschoße",
        "5-6 Geschoße",
        "7 oder mehr Geschoße",
      ]),
      radio("installation_location", "Wo soll der Aufzug eingebaut werden?", [
        "Im Stiegenhaus (Stiegenauge)",
        "Außen an der Fassade bzw. im Innenhof",
        "In einem eigenen Schacht im Gebäude",
        "Weiß ich nicht",
      ]),
      radio("accessibility_needs", "Muss der Aufzug barrierefrei sein?", [
        "Ja, rollstuhlgerecht",
        "Ja, für Rollator bzw. Gehhilfe",
        "Nein, dient dem Komfort",
      ]),
      ownerApproval(),
      budgetRange(["Unter 10.000 €", "10.000-40.000 €", "40.000-100.000 €", "Über 100.000 €"]),
    ],
  ),
  quiz(
    "markisen",
    "Markisen",
    "Sonnenschutz für Balkon, Terrasse oder Fenster: Beschreiben Sie Ihr Vorhaben und erhalten Sie Angebote für Markisen, Raffstore und Rollläden.",
    [
      radio("project_type", "Welcher Sonnenschutz interessiert Sie?", [
        "Gelenkarmmarkise",
        "Kassettenmarkise",
        "Senkrechtmarkise / Fassadenmarkise",
        "Wintergarten- oder Pergolamarkise",
        "Raffstore / Außenjalousien",
        "Rollläden",
      ]),
      radio("awning_width", "Wie breit soll die Markise bzw. die beschattete Fläche sein?", [
        "Bis 3 m",
        "3-5 m",
        "5-7 m",
        "Über 7 m",
      ]),
      radio("operation_type", "Wie soll die Bedienung erfolgen?", [
        "Manuell mit Kurbel",
        "Elektrisch mit Schalter",
        "Funk mit Wind- und Sonnensensor",
        "Smart-Home-Steuerung",
      ]),
      propertyKind("Wo soll der Sonnenschutz montiert werden?"),
      ownerApproval(),
      budgetRange(["Unter 1.500 €", "1.500-3.000 €", "3.000-6.000 €", "Über 6.000 €"]),
    ],
  ),
  quiz(
    "elektriker",
    "Elektriker",
    "Von der Neuinstallation über den Sicherungskasten bis zur Wallbox: Beschreiben Sie Ihre Elektroarbeiten und erhalten Sie Angebote konzessionierter Elektriker aus Wien.",
    [
      radio("project_type", "Welche Elektroarbeiten benötigen Sie?", [
        "Komplette Neuinstallation",
        "Teilerneuerung oder Erweiterung",
        "Zählerkasten bzw. Sicherungskasten erneuern",
        "Einzelne Steckdosen, Schalter oder Leuchten",
        "Überprüfung und Elektrobefund",
        "Wallbox für E-Auto",
      ]),
      propertyKind(),
      apartmentSize("Wie groß ist die betroffene Fläche?"),
      existingInstallations("Sollen bestehende Leitungen und Dosen weiterverwendet werden?"),
      checkbox(
        "special_requirements",
        "Gibt es zusätzliche Wünsche?",
        [
          "Smart Home",
          "Netzwerk / LAN-Verkabelung",
          "FI-Schutzschalter nachrüsten",
          "Beleuchtungskonzept",
          "Keine zusätzlichen Wünsche",
        ],
        { required: false },
      ),
    ],
  ),
  quiz(
    "heizungsanlagen",
    "Heizungsanlagen",
    "Kesseltausch, Umstieg auf Wärmepumpe oder Fernwärme, neue Therme oder Fußbodenheizung: Beschreiben Sie Ihre Heizung und vergleichen Sie Angebote von Installateuren.",
    [
      radio("project_type", "Was planen Sie?", [
        "Heizungstausch (Kesseltausch)",
        "Neue Heizung für einen Neubau",
        "Gastherme tauschen",
        "Fußbodenheizung nachrüsten",
        "Wartung oder Reparatur",
      ]),
      radio("current_heating", "Womit heizen Sie derzeit?", [
        "Gas",
        "Öl",
        "Fernwärme",
        "Strom / Nachtspeicher",
        "Holz oder Pellets",
        "Noch keine Heizung",
      ]),
      radio("preferred_system", "Welches Heizsystem wünschen Sie?", [
        "Luft-Wasser-Wärmepumpe",
        "Fernwärme-Anschluss",
        "Pelletsheizung",
        "Gas-Brennwerttherme",
        "Beratung gewünscht",
      ]),
      radio("building_type", "Um welches Gebäude handelt es sich?", [
        "Wohnung",
        "Einfamilienhaus / Reihenhaus",
        "Mehrparteienhaus",
        "Gewerbeobjekt",
      ]),
      existingInstallations("Sollen bestehende Heizkörper und Leitungen weiterverwendet werden?"),
      budgetRange(["Unter 5.000 €", "5.000-15.000 €", "15.000-25.000 €", "Über 25.000 €"]),
    ],
  ),
  quiz(
    "garagentore",
    "Garagentore",
    "Neues Garagentor, Antrieb oder Reparatur: Beschreiben Sie Ihre Garage und erhalten Sie Angebote von Torherstellern und Montagebetrieben.",
    [
      radio("project_type", "Worum geht es?", [
        "Neues Tor inkl. Demontage des alten",
        "Tor für eine neue Garage",
        "Nur Antrieb nachrüsten",
        "Reparatur",
      ]),
      radio("door_type", "Welcher Tortyp interessiert Sie?", [
        "Sektionaltor",
        "Schwingtor",
        "Rolltor",
        "Seitensektionaltor",
        "Flügeltor",
        "Beratung gewünscht",
      ]),
      radio("door_size", "Wie groß ist die Toröffnung?", [
        "Einzelgarage (bis 2,5 m breit)",
        "Breite Einzelgarage (2,5-3 m)",
        "Doppelgarage (ab 4,5 m)",
        "Sondermaß",
      ]),
      radio("operation_type", "Wie soll das Tor bedient werden?", [
        "Manuell",
        "Elektrisch mit Handsender",
        "Elektrisch mit App bzw. Smart Home",
      ]),
      budgetRange(["Unter 1.500 €", "1.500-3.000 €", "3.000-5.000 €", "Über 5.000 €"]),
    ],
  ),
  quiz(
    "fertighauser",
    "Fertighäuser",
    "Ihr Fertigteilhaus vom Einfamilienhaus bis zum Bungalow: Beschreiben Sie Ihre Wünsche und vergleichen Sie Angebote von Fertighausanbietern.",
    [
      radio("project_type", "Welches Fertighaus planen Sie?", [
        "Einfamilienhaus",
        "Doppelhaus",
        "Bungalow",
        "Mehrgenerationenhaus",
      ]),
      buildingStage(),
      completionLevel(),
      radio("foundation", "Soll das Haus einen Keller bekommen?", [
        "Ja, mit Keller",
        "Nein, Bodenplatte",
        "Noch offen",
      ]),
      newHouseSize(),
      budgetRange(
        ["Unter 250.000 €", "250.000-350.000 €", "350.000-450.000 €", "Über 450.000 €"],
        "Wie hoch ist Ihr Budget für das Haus (ohne Grundstück)?",
      ),
    ],
  ),
  quiz(
    "schwimmbader",
    "Schwimmbäder",
    "Pool im Garten oder Hallenbad im Haus: Beschreiben Sie Ihren Wunschpool und erhalten Sie Angebote von Schwimmbadbauern aus Wien und Umgebung.",
    [
      radio("project_type", "Welchen Pool möchten Sie bauen lassen?", [
        "Betonpool, gefliest",
        "Fertigbecken (GFK / Polyester)",
        "Styroporsteinbecken mit Folie",
        "Edelstahlpool",
        "Naturpool / Schwimmteich",
      ]),
      radio("pool_location", "Wo soll der Pool entstehen?", [
        "Im Garten (Außenpool)",
        "Im Haus (Hallenbad)",
        "Auf der Dachterrasse",
      ]),
      poolSize(),
      checkbox(
        "special_requirements",
        "Welche Ausstattung wünschen Sie?",
        [
          "Poolheizung / Wärmepumpe",
          "Gegenstromanlage",
          "Abdeckung oder Überdachung",
          "Unterwasserbeleuchtung",
          "Salzelektrolyse",
          "Keine Extras",
        ],
        { required: false },
      ),
      budgetRange(["Unter 30.000 €", "30.000-50.000 €", "50.000-80.000 €", "Über 80.000 €"]),
    ],
  ),
  quiz(
    "industriebau",
    "Industriebau",
    "Lagerhalle, Produktionshalle oder Gewerbeobjekt: Beschreiben Sie Ihr Bauvorhaben und erhalten Sie Angebote von Industrie- und Gewerbebaufirmen.",
    [
      radio("project_type", "Was soll gebaut werden?", [
        "Lagerhalle",
        "Produktionshalle",
        "Bürogebäude / Gewerbeobjekt",
        "Hallenerweiterung / Zubau",
        "Umbau einer bestehenden Halle",
      ]),
      radio("construction_method", "Welche Bauweise ist geplant?", [
        "Stahlbau",
        "Stahlbeton-Fertigteilbau",
        "Holzbau",
        "Noch offen",
      ]),
      areaSize("Wie groß ist die geplante Nutzfläche?", [
        "Bis 500 m²",
        "500-1.500 m²",
        "1.500-5.000 m²",
        "Über 5.000 m²",
      ]),
      radio("current_stage", "Wie weit ist das Projekt?", [
        "Grundstück vorhanden, Planung offen",
        "Planung läuft",
        "Baubewilligung liegt vor",
        "Ausschreibung läuft",
      ]),
      checkbox(
        "special_requirements",
        "Gibt es besondere Anforderungen?",
        [
          "Kranbahn",
          "Büro- und Sozialräume",
          "Photovoltaik am Dach",
          "Erhöhte Brandschutzauflagen",
          "Laderampen und Tore für LKW",
          "Keine besonderen Anforderungen",
        ],
        { required: false },
      ),
    ],
  ),
  quiz(
    "mauerbau",
    "Mauerbau",
    "Gartenmauer, Stützmauer oder neue Zwischenwand: Beschreiben Sie Ihr Vorhaben und erhalten Sie Angebote von Maurern und Baumeistern.",
    [
      radio("project_type", "Welche Maurerarbeiten benötigen Sie?", [
        "Gartenmauer / Einfriedung",
        "Stützmauer",
        "Neue Innenwand (Zwischenwand)",
        "Zubau / Rohbauarbeiten",
        "Mauerwerk ausbessern",
      ]),
      radio("material_preferences", "Welches Material bevorzugen Sie?", [
        "Ziegel",
        "Betonstein / Schalstein",
        "Naturstein",
        "Gabionen",
        "Noch offen",
      ]),
      radio("wall_length", "Wie lang soll die Mauer ungefähr werden?", ["Bis 10 m", "10-25 m", "25-50 m", "Über 50 m"]),
      budgetRange(["Unter 3.000 €", "3.000-10.000 €", "10.000-25.000 €", "Über 25.000 €"]),
    ],
  ),
  quiz(
    "erdarbeiten",
    "Erdarbeiten",
    "Aushub, Künetten, Drainage oder Geländemodellierung: Beschreiben Sie Ihr Grundstück und erhalten Sie Angebote von Erdbau- und Baggerfirmen.",
    [
      radio("project_type", "Welche Erdarbeiten sind geplant?", [
        "Baugrube bzw. Kelleraushub",
        "Künette für Kanal, Wasser oder Strom",
        "Geländemodellierung / Planierung",
        "Aushub für Fundament oder Pool",
        "Drainage",
      ]),
      radio("excavation_volume", "Wie viel Erdreich muss bewegt werden?", [
        "Bis 20 m³",
        "20-100 m³",
        "100-500 m³",
        "Über 500 m³",
        "Weiß ich nicht",
      ]),
      radio("site_access", "Wie ist die Zufahrt zum Grundstück?", [
        "Gut – LKW und Bagger können zufahren",
        "Eingeschränkt – nur Minibagger möglich",
        "Schwierig – Handaushub nötig",
      ]),
      checkbox(
        "special_requirements",
        "Was ist noch zu beachten?",
        [
          "Aushub abtransportieren und entsorgen",
          "Material vor Ort wiederverwenden",
          "Bodengutachten vorhanden",
          "Leitungen im Boden vermutet",
          "Nichts davon",
        ],
        { required: false },
      ),
    ],
  ),
  quiz(
    "betonsanierung",
    "Betonsanierung",
    "Risse, Abplatzungen oder rostende Bewehrung an Balkon, Keller oder Tiefgarage: Beschreiben Sie den Schaden und erhalten Sie Angebote von Betonsanierern.",
    [
      radio("project_type", "Welches Bauteil ist betroffen?", [
        "Balkon / Loggia",
        "Kellerwände oder Kellerboden",
        "Tiefgarage",
        "Stiegen / Außentreppe",
        "Fassade / Sichtbeton",
        "Industrieboden",
      ]),
      checkbox("damage_type", "Welche Schäden sind sichtbar?", [
        "Risse",
        "Abplatzungen",
        "Freiliegende bzw. rostende Bewehrung",
        "Feuchtigkeit / Undichtigkeit",
        "Verschlissene Oberfläche",
      ]),
      areaSize("Wie groß ist die betroffene Fläche?", ["Bis 10 m²", "10-50 m²", "50-200 m²", "Über 200 m²"]),
      radio("current_stage", "Gibt es bereits eine fachliche Beurteilung?", [
        "Nein, der Schaden wurde nur festgestellt",
        "Ja, ein Gutachten bzw. Befund liegt vor",
        "Ja, ein Sanierungskonzept liegt vor",
      ]),
    ],
  ),
  quiz(
    "feuchtigkeit",
    "Feuchtigkeitssanierung",
    "Feuchte Wände, Schimmel oder nasser Keller: Beschreiben Sie das Problem und erhalten Sie Angebote für Mauertrockenlegung und Feuchtigkeitssanierung.",
    [
      checkbox("damage_type", "Welche Probleme stellen Sie fest?", [
        "Feuchte Wände",
        "Schimmel",
        "Salzausblühungen / bröckelnder Putz",
        "Nasser Keller",
        "Modriger Geruch",
      ]),
      checkbox("affected_area", "Wo tritt die Feuchtigkeit auf?", [
        "Keller",
        "Erdgeschoß",
        "Obere Stockwerke",
        "Bad oder Küche",
        "Außenwände",
      ]),
      buildingAge(),
      radio("current_stage", "Ist die Ursache bekannt?", [
        "Nein – Messung bzw. Befund gewünscht",
        "Ja, aufsteigende Feuchtigkeit",
        "Ja, seitlich eindringendes Wasser",
        "Ja, nach Wasserschaden / Rohrbruch",
        "Ja, Kondensation bzw. Lüftungsproblem",
      ]),
    ],
  ),
  quiz(
    "maler",
    "Malerarbeiten",
    "Ausmalen, Spachteln, Tapezieren oder Lackieren: Beschreiben Sie Ihre Räume und erhalten Sie Angebote von Malern und Anstreichern aus Wien.",
    [
      checkbox("project_scope", "Welche Malerarbeiten benötigen Sie?", [
        "Wände und Decken ausmalen",
        "Spachteln / Wände ausbessern",
        "Tapezieren",
        "Lackierarbeiten (Türen, Fenster, Heizkörper)",
        "Fassade streichen",
        "Dekorative Maltechniken",
      ]),
      propertyKind(),
      apartmentSize("Wie groß ist die Wohn- bzw. Nutzfläche?"),
      radio("current_stage", "In welchem Zustand sind die Räume?", [
        "Leer",
        "Möbliert – Möbel müssen abgedeckt bzw. verschoben werden",
        "Nach Umbau bzw. Neubau (Erstanstrich)",
      ]),
      radio("style_preference", "Welche Farbgestaltung wünschen Sie?", [
        "Klassisch weiß",
        "Farbig / Akzentwände",
        "Gemischt",
        "Noch offen",
      ]),
    ],
  ),
  quiz(
    "fliesen",
    "Fliesenleger",
    "Neue Fliesen in Bad, Küche oder Wohnräumen: Beschreiben Sie Ihre Fläche und erhalten Sie Angebote von Fliesenlegern aus Wien.",
    [
      checkbox("project_scope", "Wo sollen Fliesen verlegt werden?", [
        "Badezimmer / WC",
        "Küche (Fliesenspiegel)",
        "Boden in Wohnräumen",
        "Vorraum / Stiegenhaus",
        "Terrasse / Balkon",
      ]),
      radio("renovation_type", "Welche Arbeiten sind nötig?", [
        "Neu verlegen auf vorbereitetem Untergrund",
        "Alte Fliesen entfernen und neu verlegen",
        "Fliesen auf Fliesen verlegen",
        "Fliesen ausbessern / Fugen erneuern",
      ]),
      areaSize("Wie groß ist die zu verfliesende Fläche?", ["Bis 10 m²", "10-25 m²", "25-50 m²", "Über 50 m²"]),
      radio("tile_format", "Welches Fliesenformat ist geplant?", [
        "Standardformat (bis 30 × 60 cm)",
        "Großformat (ab 60 × 120 cm)",
        "Mosaik",
        "Noch offen",
      ]),
      materialSupply(),
    ],
  ),
  quiz(
    "klempner",
    "Installateur / Klempner",
    "Rohrbruch, Verstopfung, neue Leitungen oder Armaturen: Beschreiben Sie Ihr Anliegen und erhalten Sie Angebote von Installateuren aus Wien.",
    [
      radio("project_type", "Wobei brauchen Sie einen Installateur?", [
        "Rohrbruch / Leck reparieren",
        "Verstopfung beseitigen",
        "Wasserleitungen erneuern",
        "WC, Waschbecken oder Armaturen tauschen",
        "Boiler bzw. Therme",
        "Gasleitung oder Gasgeräte",
      ]),
      propertyKind(),
      radio("pipe_material", "Aus welchem Material sind die bestehenden Leitungen?", [
        "Verzinkte Stahlrohre",
        "Bleirohre (Altbau)",
        "Kupfer",
        "Kunststoff / Verbundrohr",
        "Weiß ich nicht",
      ]),
      existingInstallations("Sollen die bestehenden Leitungen weiterverwendet werden?"),
    ],
  ),
  quiz(
    "schlosser",
    "Schlosser / Schlüsseldienst",
    "Schloss tauschen, Sicherheitstür, Gitter oder Geländer: Beschreiben Sie Ihr Anliegen und erhalten Sie Angebote von Schlossern aus Wien.",
    [
      radio("project_type", "Was benötigen Sie?", [
        "Schloss bzw. Zylinder tauschen",
        "Sicherheitstür einbauen",
        "Türöffnung (ausgesperrt)",
        "Fenster- oder Kellergitter",
        "Geländer / Metallbau",
        "Schließanlage für ein Wohnhaus",
      ]),
      propertyKind(),
      radio("security_level", "Welche Sicherheitsstufe wünschen Sie?", [
        "Standard",
        "Einbruchhemmend (RC2 / WK2)",
        "Hohe Sicherheit (ab RC3 / WK3)",
        "Beratung gewünscht",
      ]),
      radio("item_count", "Wie viele Türen bzw. Elemente sind betroffen?", ["1", "2-3", "4-10", "Mehr als 10"]),
    ],
  ),
  quiz(
    "betondruck",
    "Betondruck",
    "Gestempelter Designbeton für Einfahrt, Terrasse oder Gartenweg: Beschreiben Sie Ihre Fläche und erhalten Sie Angebote für Betondruck bzw. Stampfbeton.",
    [
      radio("project_scope", "Welche Fläche soll gestaltet werden?", [
        "Einfahrt",
        "Terrasse",
        "Gehweg / Gartenweg",
        "Poolumrandung",
        "Garage oder Innenboden",
      ]),
      radio("style_preference", "Welche Optik gefällt Ihnen?", [
        "Natursteinoptik",
        "Pflasteroptik",
        "Holzoptik",
        "Schieferoptik",
        "Glatter Sichtbeton",
        "Noch offen",
      ]),
      surfaceSize("Wie groß ist die Fläche?"),
      substrate(),
      budgetRange(["Unter 3.000 €", "3.000-7.000 €", "7.000-15.000 €", "Über 15.000 €"]),
    ],
  ),
  quiz(
    "zimmermann",
    "Zimmerer / Holzbau",
    "Dachstuhl, Dachbodenausbau, Carport oder Holzzubau: Beschreiben Sie Ihr Vorhaben und erhalten Sie Angebote von Zimmereien aus Wien und Umgebung.",
    [
      radio("project_type", "Welche Zimmererarbeiten planen Sie?", [
        "Dachstuhl neu bzw. sanieren",
        "Dachbodenausbau",
        "Carport / Pergola",
        "Holzzubau / Aufstockung",
        "Gartenhaus",
        "Holzfassade",
      ]),
      radio("material_preferences", "Welches Holz bevorzugen Sie?", [
        "Fichte / Tanne",
        "Lärche",
        "Douglasie",
        "Brettschichtholz / KVH",
        "Beratung gewünscht",
      ]),
      surfaceSize("Wie groß ist die Grund- bzw. Dachfläche?"),
      planningStage(),
      budgetRange(["Unter 10.000 €", "10.000-30.000 €", "30.000-60.000 €", "Über 60.000 €"]),
    ],
  ),
  quiz(
    "plattenleger",
    "Plattenleger",
    "Platten aus Feinsteinzeug, Naturstein oder Beton für Terrasse, Einfahrt oder Wohnräume: Beschreiben Sie Ihre Fläche und vergleichen Sie Angebote.",
    [
      radio("project_scope", "Wo sollen Platten verlegt werden?", [
        "Terrasse",
        "Gehweg / Einfahrt",
        "Wohnräume",
        "Stiegen",
        "Gewerbefläche",
      ]),
      radio("material_preferences", "Welches Material ist geplant?", [
        "Feinsteinzeug",
        "Naturstein (Granit, Marmor)",
        "Betonplatten",
        "Pflastersteine",
        "Noch offen",
      ]),
      surfaceSize("Wie groß ist die Fläche?"),
      radio("laying_method", "Wie sollen die Platten verlegt werden?", [
        "Im Mörtelbett",
        "Auf Splitt bzw. Kies",
        "Auf Stelzlagern",
        "Verklebt auf Estrich",
        "Fachliche Empfehlung gewünscht",
      ]),
      materialSupply(),
    ],
  ),
  quiz(
    "umzüge",
    "Umzüge",
    "Umzug innerhalb Wiens, in die Bundesländer oder ins Ausland: Beschreiben Sie Ihre Wohnung und erhalten Sie Angebote von seriösen Umzugsfirmen.",
    [
      areaSize("Wie groß ist Ihre jetzige Wohnung?", [
        "1 Zimmer / bis 40 m²",
        "2 Zimmer / 40-60 m²",
        "3 Zimmer / 60-90 m²",
        "4 oder mehr Zimmer / über 90 m²",
        "Haus",
      ]),
      radio("move_distance", "Wohin geht der Umzug?", [
        "Innerhalb Wiens",
        "Nach Niederösterreich oder ins Burgenland",
        "In ein anderes Bundesland",
        "Ins Ausland",
      ]),
      floorAccess("floor_access_from", "In welchem Stock liegt die jetzige Wohnung – gibt es einen Lift?"),
      floorAccess("floor_access_to", "In welchem Stock liegt die neue Wohnung – gibt es einen Lift?"),
      checkbox(
        "special_requirements",
        "Welche Leistungen wünschen Sie?",
        [
          "Ein- und Auspacken",
          "Möbelab- und -aufbau",
          "Halteverbotszone beantragen",
          "Küchenmontage",
          "Entrümpelung / Entsorgung",
          "Nur Transport",
        ],
        { required: false },
      ),
    ],
  ),
  quiz(
    "schädlingsbekämpfung",
    "Schädlingsbekämpfung",
    "Bettwanzen, Schaben, Mäuse oder Wespen: Beschreiben Sie den Befall und erhalten Sie rasch Angebote von Schädlingsbekämpfern aus Wien.",
    [
      radio("pest_type", "Welcher Schädling macht Ihnen zu schaffen?", [
        "Bettwanzen",
        "Schaben / Kakerlaken",
        "Mäuse oder Ratten",
        "Wespen oder Hornissen",
        "Ameisen",
        "Holzwurm, Motten oder Sonstiges",
      ]),
      checkbox("affected_area", "Welche Bereiche sind betroffen?", [
        "Schlafzimmer",
        "Küche",
        "Keller",
        "Dachboden",
        "Ganze Wohnung bzw. ganzes Haus",
        "Garten / Außenbereich",
      ]),
      propertyKind(),
      radio("infestation_duration", "Seit wann besteht der Befall?", [
        "Seit wenigen Tagen",
        "Seit einigen Wochen",
        "Seit mehreren Monaten",
        "Tritt immer wieder auf",
      ]),
    ],
  ),
  quiz(
    "duschwechsel",
    "Duschwechsel",
    "Badewanne raus, Dusche rein – oder eine neue, bodengleiche Dusche: Beschreiben Sie Ihr Vorhaben und erhalten Sie Angebote von Installateuren aus Wien.",
    [
      radio("project_type", "Was soll gemacht werden?", [
        "Badewanne gegen Dusche tauschen",
        "Alte Dusche gegen neue tauschen",
        "Bodengleiche Dusche (Walk-in) einbauen",
        "Nur Duschabtrennung erneuern",
      ]),
      radio("shower_size", "Wie groß soll die Dusche werden?", [
        "Bis 90 × 90 cm",
        "90 × 120 cm",
        "120 × 120 cm oder größer",
        "Noch offen",
      ]),
      radio("accessibility_needs", "Soll die Dusche barrierefrei sein?", [
        "Ja, barrierefrei bzw. altersgerecht",
        "Ja, mit Haltegriffen und Duschsitz",
        "Nein",
      ]),
      existingInstallations("Sollen Wasser- und Abwasseranschlüsse an der bestehenden Stelle bleiben?"),
      budgetRange(["Unter 3.000 €", "3.000-6.000 €", "6.000-10.000 €", "Über 10.000 €"]),
    ],
  ),
  quiz(
    "glasschloss",
    "Glaser / Glasarbeiten",
    "Glasbruch, Glasduschwand, Ganzglastür oder Glasgeländer: Beschreiben Sie Ihr Vorhaben und erhalten Sie Angebote von Glasereien aus Wien.",
    [
      radio("project_type", "Welche Glasarbeiten benötigen Sie?", [
        "Glasbruch – Scheibe tauschen",
        "Glasduschwand",
        "Ganzglastür / Glastrennwand",
        "Glasgeländer / Balkonverglasung",
        "Küchenrückwand aus Glas",
        "Spiegel nach Maß",
      ]),
      radio("glass_type", "Welche Glasart wird benötigt?", [
        "Einscheibensicherheitsglas (ESG)",
        "Verbundsicherheitsglas (VSG)",
        "Isolierglas",
        "Satiniertes Glas / Milchglas",
        "Beratung gewünscht",
      ]),
      radio("glass_area", "Wie groß ist die Glasfläche insgesamt?", ["Bis 1 m²", "1-3 m²", "3-10 m²", "Über 10 m²"]),
      propertyKind(),
    ],
  ),
  quiz(
    "reinigung",
    "Reinigung",
    "Endreinigung nach dem Umbau, Übergabereinigung oder regelmäßige Büroreinigung: Beschreiben Sie Ihren Bedarf und erhalten Sie Angebote von Reinigungsfirmen.",
    [
      radio("project_type", "Welche Reinigung benötigen Sie?", [
        "Baureinigung / Endreinigung nach Umbau",
        "Übergabereinigung bei Auszug",
        "Grundreinigung",
        "Fensterreinigung",
        "Büroreinigung",
        "Stiegenhausreinigung",
      ]),
      propertyKind(),
      apartmentSize("Wie groß ist die zu reinigende Fläche?"),
      radio("cleaning_frequency", "Wie oft soll gereinigt werden?", [
        "Einmalig",
        "Wöchentlich",
        "Alle zwei Wochen",
        "Monatlich",
      ]),
    ],
  ),
  quiz(
    "pvc-fenster",
    "Kunststofffenster (PVC-Fenster)",
    "Neue Kunststofffenster für Wohnung oder Haus: Beschreiben Sie Ihr Vorhaben und erhalten Sie Angebote von Fensterbauern aus Wien und Umgebung.",
    [
      radio("project_type", "Was planen Sie?", [
        "Alle Fenster tauschen",
        "Einzelne Fenster tauschen",
        "Fenster für Neubau oder Zubau",
        "Balkon- bzw. Terrassentür",
      ]),
      radio("window_count", "Wie viele Fenster sind es?", [
        "1-3 Fenster",
        "4-8 Fenster",
        "9-15 Fenster",
        "Mehr als 15 Fenster",
      ]),
      radio("glazing", "Welche Verglasung wünschen Sie?", [
        "2-fach-Verglasung",
        "3-fach-Verglasung",
        "Schallschutzverglasung",
        "Beratung gewünscht",
      ]),
      checkbox(
        "special_requirements",
        "Welche Extras wünschen Sie?",
        [
          "Rollläden / Raffstore",
          "Insektenschutz",
          "Einbruchhemmende Beschläge (RC2)",
          "Neue Fensterbänke",
          "Keine Extras",
        ],
        { required: false },
      ),
      ownerApproval(),
      budgetRange(["Unter 3.000 €", "3.000-8.000 €", "8.000-15.000 €", "Über 15.000 €"]),
    ],
  ),
  quiz(
    "architekten",
    "Architekten",
    "Neubau, Umbau, Dachgeschoßausbau oder Altbausanierung: Beschreiben Sie Ihr Vorhaben und finden Sie Architekten für Entwurf, Einreichung und Bauaufsicht.",
    [
      radio("project_type", "Wofür suchen Sie einen Architekten?", [
        "Neubau Einfamilienhaus",
        "Umbau / Zubau",
        "Dachgeschoßausbau",
        "Altbausanierung",
        "Gewerbebau",
        "Innenraumplanung",
      ]),
      checkbox("architect_services", "Welche Leistungen benötigen Sie?", [
        "Entwurf",
        "Einreichplanung / Baubewilligung",
        "Ausführungsplanung",
        "Ausschreibung und Kostenplanung",
        "Örtliche Bauaufsicht",
        "Gesamtpaket",
      ]),
      planningStage(),
      areaSize("Wie groß ist die geplante Fläche?", ["Bis 100 m²", "100-200 m²", "200-500 m²", "Über 500 m²"]),
      budgetRange(
        ["Unter 100.000 €", "100.000-300.000 €", "300.000-600.000 €", "Über 600.000 €"],
        "Wie hoch ist das geplante Baubudget (ohne Honorar)?",
      ),
    ],
  ),
  quiz(
    "dekorateure",
    "Tapezierer & Dekorateure",
    "Vorhänge, Tapeten, Polsterungen oder innenliegender Sonnenschutz: Beschreiben Sie Ihre Räume und erhalten Sie Angebote von Raumausstattern aus Wien.",
    [
      checkbox("project_scope", "Welche Arbeiten wünschen Sie?", [
        "Vorhänge und Gardinen",
        "Tapezieren / Wandbespannung",
        "Polstermöbel neu beziehen",
        "Plissees und Rollos",
        "Raumgestaltung und Dekoration",
        "Teppich- oder Vinylboden",
      ]),
      roomCount("Wie viele Räume sollen gestaltet werden?"),
      radio("style_preference", "Welcher Einrichtungsstil gefällt Ihnen?", [
        "Modern",
        "Klassisch / elegant",
        "Skandinavisch",
        "Wiener Altbau-Charme",
        "Noch offen",
      ]),
      propertyKind(),
      budgetRange(["Unter 2.000 €", "2.000-5.000 €", "5.000-10.000 €", "Über 10.000 €"]),
    ],
  ),
];
