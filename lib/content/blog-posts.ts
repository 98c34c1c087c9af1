/**
 * Seed articles of the blog (Ratgeber), inserted by prisma/seed.ts when their slug is free. Every figure
 * comes from the spec or docs/data/vienna-prices.md and its sources, which each article lists under
 * "Quellen"; derived numbers are labelled as examples.
 */
import { readingTimeMinutes } from "@/lib/domain/blog";

export interface BlogPostSeed {
  slug: string;
  title: string;
  excerpt: string;
  /** HTML (sanitised again when saved and rendered). */
  content: string;
  imageUrl: string;
  category: string;
  tags: string[];
  metaTitle: string;
  metaDescription: string;
  readingTime: number;
  featured: boolean;
  publishedAt: string;
}

type PostInput = Omit<BlogPostSeed, "imageUrl" | "readingTime">;

/** Keeps a number and its unit on one line: "1.500 €", "20 %", "8 m²" get a non-breaking space. */
export function bindUnits(text: string): string {
  return text.replace(/(\d) (€|%|m²|m³|cm)/g, "$1\u00a0$2");
}

/** Completes a post: units bound to their numbers, image path from the slug, reading time from the content. */
function post(input: PostInput): BlogPostSeed {
  const content = bindUnits(input.content);
  return {
    ...input,
    content,
    excerpt: bindUnits(input.excerpt),
    imageUrl: `/images/blog/${input.slug}.webp`,
    readingTime: readingTimeMinutes(content),
  };
}

export const BLOG_POST_SEEDS: readonly BlogPostSeed[] = [
  post({
    slug: "badrenovierung-wien-kosten-pro-m2",
    title: "Badrenovierung in Wien: Kosten pro m² 2025",
    excerpt:
      "Was kostet ein neues Bad in Wien? Realistische Preise pro Quadratmeter, Beispielrechnungen für 4 bis 8 m² und die Stellen, an denen Sie sparen können – und an denen besser nicht.",
    category: "badezimmer",
    tags: ["Badrenovierung", "Kosten", "Wien", "Fliesen"],
    metaTitle: "Badrenovierung Wien: Kosten pro m² 2025 mit Beispielen",
    metaDescription:
      "Badsanierung in Wien kostet 1.300–3.000 €/m², im Schnitt rund 2.150 €/m² inkl. USt. Beispielrechnungen, Kostentreiber und Spartipps für Ihr Bad.",
    featured: true,
    publishedAt: "2025-03-05T08:00:00.000Z",
    content: `
<p>Ein Badezimmer wird im Schnitt nur alle 25 bis 30 Jahre erneuert – entsprechend groß ist die Unsicherheit, wenn es so weit ist. Für eine <strong>Komplettsanierung in Wien</strong> sollten Sie 2025 mit <strong>rund 1.300 bis 3.000 € pro Quadratmeter</strong> rechnen, im Mittel mit etwa <strong>2.150 €/m²</strong>. Diese Werte stammen aus unseren Wiener Marktdaten 2024/2025 und verstehen sich inklusive 20 % Umsatzsteuer. Was hinter der Spanne steckt und wie Sie Ihr Budget realistisch planen, lesen Sie hier.</p>

<h2>Kosten pro m² im Überblick</h2>
<p>Der Quadratmeterpreis umfasst alle Gewerke einer Komplettsanierung: Abbruch, Installateur, Elektriker, Fliesenleger, Maler sowie neue Sanitärobjekte und Armaturen. Wie weit Sie nach oben gehen, hängt vor allem von der Ausstattung ab.</p>
<table>
<caption>Richtwerte Komplettsanierung Bad in Wien, inkl. 20 % USt</caption>
<thead><tr><th scope="col">Ausstattung</th><th scope="col">Preis pro m²</th><th scope="col">Beispiel 6 m²</th></tr></thead>
<tbody>
<tr><td>Basis: Standardfliesen, Markenobjekte der Einstiegsklasse, Leitungen bleiben</td><td>1.300–1.700 €</td><td>7.800–10.200 €</td></tr>
<tr><td>Standard: bodenebene Dusche, Vorwandinstallation, neue Leitungen im Bad</td><td>1.800–2.500 €</td><td>10.800–15.000 €</td></tr>
<tr><td>Gehoben: Großformatfliesen, Unterputzarmaturen, Sonderanfertigungen</td><td>2.500–3.000 €</td><td>15.000–18.000 €</td></tr>
</tbody>
</table>
<p>Zum Vergleich: Deutsche Vergleichsportale nennen für eine Komplettsanierung 900 bis 3.500 €/m². Eine Umfrage der Kooperation bad&amp;heizung ergab 2023 für ein rund 8 m² großes Bad mit neuen Leitungen und normaler Ausstattung sogar über 34.000 € – schlüsselfertig, mit allen Gewerken. Luxuriöse Wellnessbäder liegen also deutlich über unserer Spanne.</p>

<h2>Warum kleine Bäder pro m² teurer sind</h2>
<p>Ein 4-m²-Bad kostet nicht halb so viel wie ein 8-m²-Bad. Der Grund: Ein großer Teil der Kosten ist fix. WC, Waschtisch, Dusche oder Wanne, Armaturen, Anschlüsse und Elektrik brauchen Sie unabhängig von der Fläche. Laut bad&amp;heizung spielt die Badgröße für die Gesamtkosten deshalb nur eine untergeordnete Rolle. Für die Planung heißt das: Rechnen Sie bei sehr kleinen Bädern eher mit dem oberen Ende der Spanne pro m².</p>
<ul>
<li><strong>Kleines Bad (4 m²):</strong> ab etwa 5.200 € (4 × 1.300 €), mit Standardausstattung eher 8.000 bis 10.000 €</li>
<li><strong>Mittleres Bad (6 m²):</strong> etwa 7.800 bis 18.000 €, typisch rund 13.000 € (6 × 2.150 €)</li>
<li><strong>Großes Bad (8 m²):</strong> etwa 10.400 bis 24.000 €, typisch rund 17.200 € (8 × 2.150 €)</li>
</ul>

<h2>Woraus sich der Preis zusammensetzt</h2>
<p>Je nach Quelle entfallen die Hälfte bis zwei Drittel der Kosten auf die Arbeitszeit, der Rest auf Material. Die größten Posten sind:</p>
<ul>
<li><strong>Abbruch und Entsorgung:</strong> Für ein 8-m²-Bad werden in deutschen Kalkulationen rund 2.800 € angesetzt. Fliesen abzuschlagen kostet inklusive Entsorgung etwa 35 bis 37 €/m².</li>
<li><strong>Installateur:</strong> neue Wasser- und Abflussleitungen, Vorwandelemente, Montage der Sanitärobjekte. Wer die bestehenden Anschlüsse an ihrem Platz lässt, spart hier am meisten.</li>
<li><strong>Fliesen:</strong> Das Material reicht von rund 5 €/m² für einfache weiße Keramik bis 80 €/m² für Naturstein, dazu kommt das Verlegen.</li>
<li><strong>Elektro:</strong> Feuchtraumgerechte Steckdosen, Beleuchtung, Lüfter und ein Fehlerstrom-Schutzschalter (FI). Einen FI-Schalter nachzurüsten kostet etwa 80 bis 200 €.</li>
<li><strong>Sanitärobjekte und Armaturen:</strong> Hier ist die Preisspanne am größten – vom Einstiegs-WC um 100 € bis zur Designarmatur.</li>
</ul>

<h2>Was Handwerker in Wien pro Stunde verrechnen</h2>
<p>Die Arbeiterkammer Wien erhebt regelmäßig Stundensätze. Installateure verrechneten in ihrer jüngeren Erhebung 87,60 bis 140 € pro Stunde. Für Elektriker und Fliesenleger gibt es Wiener Zahlen aus 2019: Elektriker 67,56 bis 108 €, Fliesenleger 57,60 bis 78 € pro Facharbeiterstunde – seither sind die Sätze deutlich gestiegen. Mehr dazu lesen Sie in unserem Artikel <a href="/blog/handwerker-stundensaetze-wien">Handwerker-Stundensätze in Wien</a>.</p>

<h2>Dauer, Bauanzeige und Baulärm</h2>
<p>Eine Komplettsanierung dauert in der Regel <strong>2 bis 4 Wochen</strong>; die reine Arbeitszeit liegt bei rund zehn Arbeitstagen, dazu kommen Trocknungszeiten und Lieferfristen. Wer Sanitäranlagen neu errichtet oder verändert, muss das in Wien bei der Baupolizei (MA 37) mit einer <strong>Bauanzeige</strong> melden – statische Unterlagen sind für Bäder in der Regel nicht nötig. Lärmende Arbeiten sind nach dem Wiener Baulärmgesetz zwischen 6 und 20 Uhr erlaubt; informieren Sie Ihre Nachbarn trotzdem früh.</p>
<p>Kleine Mengen Bauschutt nimmt der Mistplatz kostenlos an (höchstens 0,5 m³ bzw. zehn Bauschuttsäcke pro Anlieferung). Bei einer Komplettsanierung fällt meist mehr an; klären Sie, ob die Entsorgung im Angebot enthalten ist.</p>

<h2>So sparen Sie, ohne an der falschen Stelle zu sparen</h2>
<ul>
<li><strong>Grundriss beibehalten:</strong> WC, Dusche und Waschtisch dort lassen, wo die Anschlüsse sind.</li>
<li><strong>Standardformate wählen:</strong> Fliesen in gängigen Formaten sind günstiger und schneller verlegt als Großformate.</li>
<li><strong>Nicht bei Abdichtung und Leitungen sparen:</strong> Schäden hinter den Fliesen kosten später ein Vielfaches.</li>
<li><strong>Förderungen prüfen:</strong> Der Handwerkerbonus des Bundes ersetzt 2025 noch 20 % der Arbeitskosten, höchstens 1.500 €. Für den altersgerechten Umbau gibt es eine eigene Förderung der Stadt Wien – siehe <a href="/blog/barrierefreies-bad-foerderung-wien">Barrierefreies Bad: Förderung der Stadt Wien</a>.</li>
<li><strong>Angebote vergleichen:</strong> Zwischen Betrieben liegen oft Tausende Euro. Worauf Sie achten sollten, zeigt unsere <a href="/blog/angebote-handwerker-vergleichen-checkliste">Checkliste zum Angebotsvergleich</a>.</li>
</ul>

<h2>Ihr nächster Schritt</h2>
<p>Weitere Richtwerte für einzelne Leistungen finden Sie im <a href="/preisleitfaden/badrenovierung">Preisleitfaden Badrenovierung</a>. Wenn Sie konkrete Preise für Ihr Bad möchten, beschreiben Sie Ihr Projekt in unserem <a href="/quiz/badrenovierung">kostenlosen Anfrage-Formular</a> – bis zu 4 geprüfte Wiener Betriebe melden sich mit einem Angebot.</p>

<h2>Quellen</h2>
<ul>
<li><a href="https://shk-aktuell.at/artikel/badezimmer-das-kostet-die-sanierung">SHK aktuell: Badezimmer – das kostet die Sanierung (2023)</a></li>
<li><a href="https://www.si-shk.de/so-viel-kostet-eine-badsanierung/150/10005/378185">SI Informationsdienst: So viel kostet eine Badsanierung (Sanierungszyklus)</a></li>
<li><a href="https://vergleich.de/badsanierung.html">vergleich.de: Badsanierung – Kosten pro m²</a></li>
<li><a href="https://helpster.de/badsanierung-so-berechnen-sie-die-kosten_232223">helpster: Badsanierung – so berechnen Sie die Kosten</a></li>
<li><a href="https://hausjournal.net/fliesen-entfernen-kosten">hausjournal: Fliesen entfernen – Kosten</a></li>
<li><a href="https://kostencheck.de/fi-schutzschalter-nachruesten-kosten">kostencheck: FI-Schutzschalter nachrüsten</a></li>
<li><a href="https://shk-aktuell.at/artikel/das-sind-die-marktpreise-bei-notdiensten">SHK aktuell: Marktpreise bei Installateuren in Wien (AK)</a></li>
<li><a href="https://de.readkong.com/page/handwerkerkosten-in-wien-2019-august-2019-7850036">AK Wien: Handwerkerkosten in Wien 2019</a></li>
<li><a href="https://abwo.at/bauanzeige-nach-%c2%a762-bauordnung-wien/">Bauanzeige nach § 62 Bauordnung für Wien</a></li>
<li><a href="https://www.wien.gv.at/umwelt/laerm/wissen/arten/baulaerm.html">Stadt Wien: Baulärm</a></li>
<li><a href="https://wien.gv.at/umwelt/ma48/entsorgung/mistplatz/mistplatzabc.html">Stadt Wien (MA 48): Mistplatz-ABC</a></li>
<li><a href="https://holz-graf.at/handwerkerbonus">Handwerkerbonus 2024/2025 – Überblick</a></li>
</ul>
`,
  }),
  post({
    slug: "kuechenrenovierung-planung-ablauf-kosten",
    title: "Küchenrenovierung: Planung, Ablauf, Kosten",
    excerpt:
      "Von der ersten Skizze bis zum ersten Kochen: So planen Sie eine neue Küche in Wien richtig, in dieser Reihenfolge arbeiten die Gewerke und mit diesen Kosten sollten Sie rechnen.",
    category: "kueche",
    tags: ["Küche", "Planung", "Kosten", "Elektro"],
    metaTitle: "Küchenrenovierung in Wien: Planung, Ablauf und Kosten",
    metaDescription:
      "Neue Küche in Wien: Planung, Reihenfolge der Gewerke, realistische Kosten für Möbel, Geräte, Elektriker und Installateur sowie Tipps gegen teure Fehler.",
    featured: false,
    publishedAt: "2025-04-16T08:00:00.000Z",
    content: `
<p>Eine Küche hält je nach Nutzung und Qualität 10 bis 25 Jahre, die Elektrogeräte oft nur 5 bis 10 Jahre. Wer renoviert, tauscht deshalb selten nur die Fronten: Meist kommen neue Geräte, eine neue Arbeitsplatte, zusätzliche Steckdosen und frische Wände dazu. Mit guter Planung bleibt das Projekt überschaubar – ohne Planung wird es teuer.</p>

<h2>1. Planung: erst der Bestand, dann die Möbel</h2>
<p>Der häufigste Fehler ist, zuerst die Küche im Studio zu kaufen und dann festzustellen, dass die Leitungen dahinter veraltet sind. Fachleute raten, die Haustechnik vorher zu prüfen: Eine neue Küche an alte Leitungen anzuschließen, rächt sich spätestens beim ersten Wasserschaden. Klären Sie deshalb zuerst:</p>
<ul>
<li><strong>Elektrik:</strong> Gibt es einen eigenen Stromkreis für Herd bzw. Kochfeld (Starkstrom), genug Steckdosen auf der Arbeitsfläche und einen Fehlerstrom-Schutzschalter?</li>
<li><strong>Wasser und Abfluss:</strong> Wie alt sind die Leitungen? Liegt der Abfluss dort, wo die Spüle hin soll?</li>
<li><strong>Gas:</strong> Soll der Gasherd bleiben? Wer auf Induktion umsteigt, kann in Wien eine Prämie erhalten – siehe <a href="/blog/gasherd-induktion-kueche-wien">Vom Gasherd zum Induktionsfeld</a>.</li>
<li><strong>Abluft:</strong> Ist ein Mauerdurchbruch nach außen möglich und erlaubt, oder wird es eine Umlufthaube?</li>
</ul>
<p>Für die Anordnung gilt die bewährte Arbeitsfolge <strong>Vorräte – Spülen – Vorbereiten – Kochen</strong>. Der Geschirrspüler gehört neben die Spüle, weil dort die Anschlüsse liegen; Kühlschrank, Spüle und Kochfeld sollten ein kurzes Dreieck bilden. Planen Sie mindestens 60 cm freie Arbeitsfläche zwischen Spüle und Kochfeld ein.</p>

<h2>2. Ablauf: die Reihenfolge der Gewerke</h2>
<ol>
<li><strong>Aufmaß und Planung</strong> mit Küchenstudio oder Tischler, Angebote der Handwerker einholen.</li>
<li><strong>Demontage</strong> der alten Küche und Entsorgung.</li>
<li><strong>Rohinstallation:</strong> Elektriker setzt neue Leitungen und Dosen, Installateur verlegt Wasser und Abfluss.</li>
<li><strong>Wände und Boden:</strong> Verputzen, Fliesenspiegel oder Rückwand, Boden, Malerarbeiten.</li>
<li><strong>Montage</strong> der Möbel und Arbeitsplatte, Einbau der Geräte.</li>
<li><strong>Anschluss:</strong> Elektriker und Installateur schließen Kochfeld, Backofen, Spüle und Geschirrspüler an.</li>
</ol>
<p>Zwischen Bestellung und Lieferung der Möbel vergehen oft mehrere Wochen. Für die Arbeiten vor Ort rechnen wir bei Küche und Bad mit allen Gewerken mit 3 bis 5 Wochen; die Möbelmontage selbst ist meist in wenigen Tagen erledigt. Stimmen Sie die Termine so ab, dass die Rohinstallation vor der Möbellieferung fertig ist.</p>

<h2>3. Kosten: womit Sie rechnen sollten</h2>
<p>Laut Branchenradar gaben Österreicherinnen und Österreicher 2016 für eine Küche mit Geräten im Schnitt 7.000 bis 8.000 € aus, für die Möbel allein rund 4.500 €. Seither sind die Preise deutlich gestiegen: 2023 kostete eine neue Küche inklusive Arbeitsplatte, Spüle und Geräten rund ein Fünftel mehr als drei Jahre davor. Die Folge: 2024 wurden in Österreich nur noch etwa 158.000 Küchen verkauft, viele Haushalte haben den Tausch verschoben.</p>
<table>
<caption>Bausteine einer Küchenrenovierung in Wien</caption>
<thead><tr><th scope="col">Baustein</th><th scope="col">Richtwert</th></tr></thead>
<tbody>
<tr><td>Küchenmöbel mit Geräten (Durchschnitt 2016, seither deutlich teurer)</td><td>7.000–8.000 €</td></tr>
<tr><td>Elektriker, Stundensatz Facharbeiter (AK Wien 2019, seither gestiegen)</td><td>67,56–108 € pro Stunde</td></tr>
<tr><td>Installateur, Stundensatz (AK Wien)</td><td>87,60–140 € pro Stunde</td></tr>
<tr><td>FI-Schutzschalter nachrüsten</td><td>80–200 €</td></tr>
<tr><td>Komplettsanierung von Küche oder Bad inkl. Installationen, Fliesen, Boden</td><td>1.300–3.000 € pro m²</td></tr>
</tbody>
</table>
<p><strong>Beispielrechnung:</strong> Braucht der Elektriker für neue Steckdosen, einen Herdanschluss und den FI-Schalter acht Stunden zu 120 €, sind das rund 960 € plus Material. Rechnen Sie für den Installateur bei versetzter Spüle mit einem ähnlichen Betrag. Wenn zusätzlich Boden, Wände und alle Leitungen erneuert werden, gilt der Quadratmeterpreis der Komplettsanierung aus unserer Seite <a href="/wohnungssanierung">Wohnungssanierung</a>: 1.300 bis 3.000 € pro m².</p>

<h2>4. Sparen an der richtigen Stelle</h2>
<ul>
<li><strong>Anschlüsse lassen, wo sie sind:</strong> Eine Spüle an neuer Stelle bedeutet Stemmarbeiten und neue Abflüsse.</li>
<li><strong>Geräte bewusst wählen:</strong> Ein gutes Kochfeld und ein leiser Geschirrspüler lohnen sich; Sonderfunktionen, die Sie nie nutzen, nicht.</li>
<li><strong>Arbeitsplatte:</strong> Naturstein und Keramik liegen im Trend und haben ihren Preis; hochwertige Schichtstoffplatten halten bei guter Pflege ebenfalls viele Jahre.</li>
<li><strong>Handwerkerbonus:</strong> Auch der Kücheneinbau zählt zu den geförderten Arbeitsleistungen – für 2025 ersetzt der Bund 20 % der Arbeitskosten, höchstens 1.500 €. Lassen Sie sich die Arbeitszeit getrennt vom Material auf der Rechnung ausweisen.</li>
</ul>

<h2>5. Mietwohnung: vorher reden</h2>
<p>Eine Einbauküche dürfen Mieter in der Regel selbst einbauen, bei Eingriffen in Leitungen oder Wände sollten Sie den Vermieter vorher informieren. Ersatz beim Auszug gibt es für eine Einbauküche nach dem Mietrechtsgesetz nicht. Mehr dazu in <a href="/blog/altbauwohnung-sanieren-mieter-eigentuemer">Altbauwohnung sanieren: Was Mieter und Eigentümer dürfen</a>.</p>

<h2>Angebote für Ihre Küche</h2>
<p>Weitere Richtwerte finden Sie im <a href="/preisleitfaden/k%C3%BCchenrenovierung">Preisleitfaden Küchenrenovierung</a>. Für konkrete Preise beschreiben Sie Ihr Projekt in unserem <a href="/quiz/k%C3%BCchenrenovierung">kostenlosen Anfrage-Formular</a> – bis zu 4 geprüfte Betriebe aus Wien melden sich bei Ihnen.</p>

<h2>Quellen</h2>
<ul>
<li><a href="https://www.derstandard.at/story/2000037242834/oesterreicher-geben-mehr-fuer-ihre-kueche-aus">Der Standard: Österreicher geben mehr für ihre Küche aus (Branchenradar, 2016)</a></li>
<li><a href="https://www.kuecheundbadforum.de/beitrag/branchenradar-küchenmöbelmarkt-in-österreich-eingebrochen">Küche&amp;Bad Forum: Branchenradar – Küchenmöbelmarkt in Österreich (2023)</a></li>
<li><a href="https://www.wohnkultur.co.at/kuechen-weiterhin-ruecklaeufig-in-oesterreich/">Wohnkultur: Küchen weiterhin rückläufig in Österreich (2025)</a></li>
<li><a href="http://marktmeinungmensch.de/studien/der-traum-von-der-neuen-kueche/">Markt Meinung Mensch: Der Traum von der neuen Küche (Lebensdauer)</a></li>
<li><a href="https://www.beobachter.ch/wohnen/umbau-voraussicht-ist-die-halbe-miete-0">Beobachter: Umbau – Voraussicht ist die halbe Miete</a></li>
<li><a href="https://www.hausinfo.ch/de/home/wohnen/kueche/kuecheneinbau.html">hausinfo: Küche richtig planen</a></li>
<li><a href="https://de.readkong.com/page/handwerkerkosten-in-wien-2019-august-2019-7850036">AK Wien: Handwerkerkosten in Wien 2019</a></li>
<li><a href="https://shk-aktuell.at/artikel/das-sind-die-marktpreise-bei-notdiensten">SHK aktuell: Marktpreise bei Installateuren in Wien (AK)</a></li>
<li><a href="https://gabl-partner.at/handwerkerbonus/">Handwerkerbonus: geförderte Leistungen und Höhe</a></li>
<li><a href="https://aktirol-ftp.arbeiterkammer.at/Beratung/Konsument/Wohnen/MB-InvestitionMietwohnung/files/assets/basic-html/page-2.html">AK Tirol: Investitionen in die Mietwohnung</a></li>
</ul>
`,
  }),
  post({
    slug: "altbauwohnung-sanieren-mieter-eigentuemer",
    title: "Altbauwohnung sanieren: Was Mieter und Eigentümer dürfen",
    excerpt:
      "Wer in Wien eine Altbauwohnung saniert, braucht je nach Vorhaben die Zustimmung von Vermieter, Miteigentümern oder Baupolizei. Ein Überblick über Mietrechtsgesetz, Wohnungseigentumsgesetz und Bauordnung.",
    category: "wohnungsrenovierung",
    tags: ["Mietrecht", "Wohnungseigentum", "Altbau", "Hausverwaltung"],
    metaTitle: "Altbauwohnung sanieren in Wien: Rechte von Mietern & Eigentümern",
    metaDescription:
      "Was Mieter nach § 9 MRG anzeigen, wann Miteigentümer nach § 16 WEG zustimmen müssen und wann die MA 37 mitredet – Grundlagen für Ihre Sanierung in Wien.",
    featured: false,
    publishedAt: "2025-05-21T08:00:00.000Z",
    content: `
<p>Ob Gründerzeithaus im 7. Bezirk oder Zwischenkriegsbau in Favoriten: Wer eine Wiener Altbauwohnung saniert, plant nicht nur mit Handwerkern, sondern auch mit Rechten anderer. Mieter haben einen Vermieter, Wohnungseigentümer eine Eigentümergemeinschaft, und für manche Arbeiten will die Baupolizei Bescheid wissen. Dieser Artikel gibt einen Überblick über die Grundregeln – er ersetzt keine Rechtsberatung im Einzelfall.</p>

<h2>Für Mieter: Anzeigen statt Fragen – § 9 MRG</h2>
<p>Ausmalen, Vorhänge montieren, einen neuen Bodenbelag auf den bestehenden legen: Solche Arbeiten gehören zum normalen Gebrauch der Wohnung. Will der Hauptmieter die Wohnung aber <strong>wesentlich verändern</strong> – etwa das Bad erneuern, Leitungen verlegen oder eine Therme tauschen –, muss er das dem Vermieter vorher anzeigen. Für Wohnungen im Vollanwendungsbereich des Mietrechtsgesetzes gilt:</p>
<ul>
<li>Die Anzeige braucht keine Schriftform, muss aber <strong>alle Angaben</strong> enthalten, damit sich der Vermieter ein Bild von den Arbeiten machen kann. Ein Plan, eine Beschreibung und das Angebot des Betriebs sind ideal. Schicken Sie die Anzeige trotzdem schriftlich – so können Sie sie später nachweisen.</li>
<li>Die Anzeige an die <strong>Hausverwaltung</strong> gilt als beim Vermieter eingegangen; die Hausverwaltervollmacht deckt die Entgegennahme solcher Erklärungen.</li>
<li>Lehnt der Vermieter nicht innerhalb von zwei Monaten ab, gilt seine Zustimmung als erteilt. Dass er die Arbeiten zufällig bemerkt, reicht dafür nicht – es braucht die vollständige Anzeige.</li>
</ul>
<p>Ob Ihr Mietvertrag voll unter das MRG fällt, hängt vom Baujahr und der Art des Hauses ab; im Zweifel helfen die Mieterberatung oder die Schlichtungsstelle.</p>

<h2>Investitionsersatz beim Auszug – § 10 MRG</h2>
<p>Wer in die Mietwohnung investiert, bekommt beim Auszug unter Umständen einen Teil zurück. Ersatzfähig sind wesentliche Verbesserungen aus den letzten 20 Jahren, die über die Mietdauer hinaus nützlich sind, zum Beispiel:</p>
<ul>
<li>die Errichtung oder Umgestaltung von Wasser-, Licht- und Gasleitungen, Heizung oder Sanitäranlagen in zeitgemäßer Ausstattung,</li>
<li>die Erneuerung einer schadhaft gewordenen Therme oder eines Boilers, die bei Mietbeginn vorhanden waren,</li>
<li>die gänzliche Erneuerung eines schadhaften Fußbodens samt Unterkonstruktion.</li>
</ul>
<p>Kein Ersatz gibt es etwa für eine <strong>Einbauküche</strong>, Einbauschränke oder neue Fliesen, die nur aus optischen Gründen getauscht wurden. Der Ersatz wird von den belegten Kosten berechnet, abzüglich einer jährlichen Abschreibung (je nach Maßnahme über 10 oder 20 Jahre). Den Anspruch müssen Sie dem Vermieter schriftlich anzeigen – spätestens mit der Kündigung. Heben Sie deshalb alle Rechnungen auf.</p>

<h2>Für Eigentümer: § 16 WEG und die Miteigentümer</h2>
<p>Als Wohnungseigentümer dürfen Sie Ihr Wohnungseigentumsobjekt grundsätzlich auf eigene Kosten ändern. Eine Genehmigung brauchen Sie, sobald <strong>schutzwürdige Interessen anderer Eigentümer beeinträchtigt sein könnten</strong>. Dann müssen alle Miteigentümer zustimmen, oder das Außerstreitgericht ersetzt die Zustimmung. Wer eine genehmigungspflichtige Änderung eigenmächtig vornimmt, kann auf Unterlassung und Rückbau geklagt werden. Typische Fälle:</p>
<ul>
<li>Eingriffe in <strong>tragende Wände</strong>, Kamine oder die Fassade,</li>
<li>Arbeiten an <strong>Steigleitungen und Strängen</strong>, die auch andere Wohnungen versorgen,</li>
<li><strong>Klimageräte mit Außeneinheit</strong>, Markisen oder neue Fenster mit anderem Aussehen.</li>
</ul>
<p>In der Praxis sammelt die <strong>Hausverwaltung</strong> die Zustimmungen oft per Umlaufbeschluss. Planen Sie dafür einige Wochen ein und legen Sie Pläne und Beschreibung bei.</p>

<h2>Die Baupolizei: Bauanzeige oder Bewilligung</h2>
<p>Für die meisten Umbauten im Inneren genügt in Wien eine <strong>Bauanzeige</strong> nach § 62 Bauordnung bei der MA 37 – etwa für die Errichtung oder Änderung von Bädern und Sanitäranlagen. Es gibt dabei keine Bauverhandlung und keinen Bescheid; die Arbeiten dürfen laut Auskunft von Planern spätestens nach etwa einem Monat beginnen. Wer Wände entfernt oder neue Öffnungen schafft, verändert den Grundriss und braucht je nach Umfang eine Bauanzeige oder Baubewilligung samt statischem Nachweis. Ein fest installiertes Klimagerät mit Außeneinheit ist bewilligungspflichtig und muss Lärmvorgaben einhalten.</p>

<h2>Überblick: Wer muss zustimmen?</h2>
<table>
<caption>Typische Vorhaben in einer Wiener Altbauwohnung (vereinfachte Übersicht)</caption>
<thead><tr><th scope="col">Vorhaben</th><th scope="col">Mieter</th><th scope="col">Eigentümer</th><th scope="col">Behörde</th></tr></thead>
<tbody>
<tr><td>Ausmalen, Boden auf Bestand verlegen</td><td>frei</td><td>frei</td><td>–</td></tr>
<tr><td>Bad erneuern, Anschlüsse bleiben</td><td>Anzeige an Vermieter</td><td>meist frei</td><td>bei Änderung der Sanitäranlagen Bauanzeige</td></tr>
<tr><td>Leitungen neu, Stränge betroffen</td><td>Anzeige an Vermieter</td><td>Zustimmung der Miteigentümer</td><td>Bauanzeige</td></tr>
<tr><td>Nichttragende Wand entfernen</td><td>Anzeige an Vermieter</td><td>meist frei</td><td>Bauanzeige</td></tr>
<tr><td>Tragende Wand öffnen</td><td>Zustimmung nötig</td><td>Zustimmung aller</td><td>Bewilligung mit Statik</td></tr>
<tr><td>Klimagerät mit Außeneinheit</td><td>Zustimmung nötig</td><td>Zustimmung aller</td><td>Bewilligung (MA 37)</td></tr>
</tbody>
</table>

<h2>Rücksicht auf die Nachbarn</h2>
<p>Lärmende Bauarbeiten sind in Wien nach dem Baulärmgesetz zwischen 6 und 20 Uhr erlaubt. Informieren Sie die Nachbarn trotzdem mit einem Aushang im Stiegenhaus über Dauer und laute Tage, und klären Sie mit der Hausverwaltung, wo Material gelagert und Schutt abtransportiert werden darf. Normaler Baulärm in der Stadt berechtigt übrigens nicht automatisch zur Mietzinsminderung – Schäden an Ihrer Wohnung aber sehr wohl zur Reparatur.</p>

<h2>Der nächste Schritt</h2>
<p>Was eine Sanierung kostet, lesen Sie in <a href="/blog/wohnungssanierung-wien-kosten-ablauf">Wohnungssanierung in Wien: Kosten pro m² und Ablauf</a>. Geprüfte Betriebe, die Bauanzeige und Abstimmung mit der Hausverwaltung gewohnt sind, finden Sie über unser <a href="/quiz/wohnungsrenovierung">kostenloses Anfrage-Formular</a>.</p>

<h2>Quellen</h2>
<ul>
<li><a href="https://360.lexisnexis.at/d/z_immolex_ls_2021_10_rdb_tso_ENimmolexl_923b828912">immolex: Anzeige nach § 9 MRG an die Hausverwaltung (2021)</a></li>
<li><a href="https://aktirol-ftp.arbeiterkammer.at/Beratung/Konsument/Wohnen/MB-InvestitionMietwohnung/files/assets/basic-html/page-2.html">AK Tirol: Investitionen in die Mietwohnung (§ 10 MRG)</a></li>
<li><a href="https://finconsult.at/abfindungszahlungen-des-vermieters-an-den-mieter">finconsult: Aufwandersatz an den Mieter</a></li>
<li><a href="http://www.immobilien-kurz.com/investitionsabloese/">immobilien-kurz: Investitionsablöse nach § 10 MRG</a></li>
<li><a href="https://360.lexisnexis.at/d/z_zrinfo_2005_5_2005_Heft_05_ZRInfo_200_3f2c353e0b">ZRInfo: Änderungen nach § 16 Abs 2 WEG</a></li>
<li><a href="https://www.immomotion.at/wohnungklimaanlage-was-ist-zu-beachten/">immomotion: Klimaanlage in der Wohnung</a></li>
<li><a href="https://wien.gv.at/amtshelfer/bauen-wohnen/baupolizei/baubewilligung/bauanzeige.html">Stadt Wien: Bauanzeige</a></li>
<li><a href="https://abwo.at/bauanzeige-nach-%c2%a762-bauordnung-wien/">Bauanzeige nach § 62 Bauordnung für Wien</a></li>
<li><a href="https://bauanzeige-wien.at/info">bauanzeige-wien.at: Ablauf der Bauanzeige</a></li>
<li><a href="https://brehm-immobilien.at/wohnungssanierung-wien">Wohnungssanierung Wien: Wände und Statik</a></li>
<li><a href="https://lim-broker.at/aktuelles/thema-klimaanlage">Klimaanlage in Wien: Bewilligung und Zustimmung</a></li>
<li><a href="https://www.wien.gv.at/umwelt/laerm/wissen/arten/baulaerm.html">Stadt Wien: Baulärm</a></li>
<li><a href="https://www.pressreader.com/austria/kurier-samstag/20201010/284799288601600">Kurier: Baustellenlärm und Mietzinsminderung (2020)</a></li>
</ul>
`,
  }),
  post({
    slug: "dusche-statt-badewanne-wien",
    title: "Badewanne raus, Dusche rein: Kosten und Ablauf in Wien",
    excerpt:
      "Der Tausch der Wanne gegen eine bodenebene Dusche gehört zu den häufigsten Badmodernisierungen. So viel kostet er, so lange dauert er und darauf kommt es im Wiener Altbau an.",
    category: "badezimmer",
    tags: ["Dusche", "Badewanne", "Barrierefrei", "Badrenovierung"],
    metaTitle: "Dusche statt Badewanne in Wien: Kosten, Dauer, Tipps",
    metaDescription:
      "Wanne raus, Dusche rein: Was der Umbau zur bodenebenen Dusche kostet, wie lange er dauert und was Mieter und Eigentümer in Wien beachten müssen.",
    featured: false,
    publishedAt: "2025-06-11T08:00:00.000Z",
    content: `
<p>Die Badewanne wird selten genutzt, der Einstieg fällt mit den Jahren schwerer, und im kleinen Wiener Bad fehlt ohnehin der Platz: Viele Eigentümer und Mieter denken über eine <strong>bodenebene Dusche</strong> nach. Der Umbau ist deutlich kleiner als eine Komplettsanierung, aber mehr als ein Austausch von Objekten. Hier erfahren Sie, womit Sie rechnen sollten.</p>

<h2>Welche Varianten gibt es?</h2>
<ul>
<li><strong>Flache Duschtasse:</strong> Eine extraflache Wanne aus Acryl oder Mineralguss ersetzt die Badewanne. Das ist die schnellste und meist günstigste Lösung; eine kleine Stufe von wenigen Zentimetern bleibt.</li>
<li><strong>Befliesbares Duschelement:</strong> Ein vorgefertigtes Element mit Gefälle und Ablauf wird in den Boden eingebaut und verfliest. Das Element selbst kostet etwa 350 bis 600 €.</li>
<li><strong>Komplette Duschanlage:</strong> Duschwanne, Wand- und Glaselemente als System. Für das Material allein werden 1.500 bis 4.000 € genannt.</li>
</ul>
<p>Für eine <strong>barrierefreie Dusche</strong> gilt eine Mindestgröße von 120 × 120 cm; wer mit dem Rollstuhl hineinfahren möchte, braucht 150 × 150 cm. Eine Badewanne ist meist 170 × 75 cm groß – die Fläche reicht also oft für eine großzügige Dusche, die Tiefe aber nicht immer für die barrierefreie Variante.</p>

<h2>Was kostet der Umbau?</h2>
<p>Ein Kostenbeispiel aus Deutschland für eine ebenerdige Dusche der Mittelklasse kommt auf <strong>rund 3.400 €</strong>: etwa 2.100 € Material und 1.275 € Arbeit. Für den Umbau einer bestehenden Dusche zur barrierefreien Dusche werden durchschnittlich 3.000 bis 8.000 € genannt. Kleinere Hilfen wie Haltegriffe, Duschsitz und Rückenlehne liegen zusammen meist unter 1.000 €.</p>
<table>
<caption>Kostenrahmen für den Tausch Wanne gegen Dusche</caption>
<thead><tr><th scope="col">Variante</th><th scope="col">Typische Kosten</th></tr></thead>
<tbody>
<tr><td>Flache Duschtasse, Anschlüsse bleiben, Fliesen werden angepasst</td><td>ab ca. 2.500 €</td></tr>
<tr><td>Bodenebene, verflieste Dusche (Mittelklasse)</td><td>ca. 3.400 €</td></tr>
<tr><td>Barrierefreier Umbau mit Griffen, Sitz, Thermostatarmatur</td><td>3.000–8.000 €</td></tr>
</tbody>
</table>
<p>Die Werte für die Installation decken sich mit unserer Preisspanne für reine Installateurarbeiten im Bad (2.500 bis 8.000 €). Teurer wird es, wenn Leitungen erneuert, Wände neu verfliest oder zusätzliche Steckdosen und Beleuchtung gesetzt werden. Dann nähern Sie sich einer Komplettsanierung, die in Wien 1.300 bis 3.000 € pro m² kostet – Details in unserem Artikel <a href="/blog/badrenovierung-wien-kosten-pro-m2">Badrenovierung in Wien: Kosten pro m²</a>.</p>

<h2>Der Knackpunkt im Altbau: Ablauf und Aufbauhöhe</h2>
<p>Eine bodenebene Dusche braucht Gefälle zum Ablauf und genug Höhe für den Siphon unter dem Boden. In Wiener Gründerzeithäusern liegen die Bäder oft auf Holzbalken- oder Dippelbaumdecken, in die nicht beliebig tief eingegriffen werden darf. Dann gibt es zwei Lösungen: eine flache Duschtasse mit minimaler Stufe oder ein leicht erhöhtes Podest im ganzen Bad. Ein erfahrener Installateur klärt das bei der Besichtigung – bitten Sie ausdrücklich darum, dass die Lösung für den Ablauf im Angebot beschrieben ist.</p>
<p>Ebenso wichtig ist die <strong>Abdichtung</strong>: Unter den Fliesen einer Dusche muss eine durchgehende Abdichtung liegen, die an Wänden und Boden sauber angeschlossen ist. Fehler zeigen sich oft erst Monate später – mit Wasserschäden beim Nachbarn unter Ihnen.</p>

<h2>Ablauf und Dauer</h2>
<ol>
<li><strong>Besichtigung und Angebot:</strong> Aufmaß, Prüfung von Ablauf, Leitungen und Deckenaufbau.</li>
<li><strong>Abbruch:</strong> Wanne, Wannenverkleidung und angrenzende Fliesen werden entfernt.</li>
<li><strong>Installation:</strong> Ablauf versetzen oder anpassen, Armaturenanschlüsse, gegebenenfalls neue Leitungen.</li>
<li><strong>Abdichtung und Fliesen:</strong> Duschelement einbauen, abdichten, verfliesen, verfugen.</li>
<li><strong>Montage:</strong> Glaswand, Armatur, Griffe und Sitz.</li>
</ol>
<p>Reine Installateurarbeiten im Bad dauern typischerweise 3 bis 7 Tage, mit Fliesenarbeiten sollten Sie 1 bis 2 Wochen einplanen. In dieser Zeit ist die Dusche nicht benutzbar – klären Sie vorab, ob Sie vorübergehend woanders duschen können.</p>

<h2>Mietwohnung, Eigentum und Behörde</h2>
<p>Als Mieter müssen Sie eine solche Veränderung Ihrem Vermieter oder der Hausverwaltung vorher anzeigen. Wie das nach dem Mietrechtsgesetz funktioniert und wann die Zustimmung als erteilt gilt, erklärt unser Artikel <a href="/blog/altbauwohnung-sanieren-mieter-eigentuemer">Altbauwohnung sanieren: Was Mieter und Eigentümer dürfen</a>. Werden Sanitäranlagen verändert, ist in Wien in der Regel eine Bauanzeige bei der MA 37 nötig; ein reiner Tausch an gleicher Stelle ist meist unproblematisch – fragen Sie im Zweifel Ihren Installateur.</p>

<h2>Förderungen nutzen</h2>
<p>Wer 60 Jahre oder älter ist, kann für den altersgerechten Umbau eine Förderung der Stadt Wien beantragen. Voraussetzungen und Höhe finden Sie in <a href="/blog/barrierefreies-bad-foerderung-wien">Barrierefreies Bad: Förderung der Stadt Wien</a>. Außerdem übernimmt der Handwerkerbonus des Bundes für 2025 noch 20 % der reinen Arbeitskosten, höchstens 1.500 € pro Person und Wohneinheit.</p>

<h2>Angebote einholen</h2>
<p>Beschreiben Sie Ihr Vorhaben in unserem <a href="/quiz/duschwechsel">Anfrage-Formular für den Duschwechsel</a> oder – wenn gleich das ganze Bad neu werden soll – im <a href="/quiz/badrenovierung">Formular zur Badrenovierung</a>. Bis zu 4 geprüfte Betriebe aus Wien melden sich mit einem Angebot.</p>

<h2>Quellen</h2>
<ul>
<li><a href="https://hausjournal.net/ebenerdige-dusche-einbauen-kosten">hausjournal: Ebenerdige Dusche einbauen – Kosten</a></li>
<li><a href="https://goklever.de/dusche-behindertengerecht-umbauen-warum-ein-barrierefreies-bad-so-wichtig-ist/">goklever: Dusche behindertengerecht umbauen</a></li>
<li><a href="https://kostencheck.de/behindertengerechte-dusche-kosten">kostencheck: Behindertengerechte Dusche – Kosten und Maße</a></li>
<li><a href="https://aroundhome.de/barrierefreies-bad/kosten-preise">aroundhome: Barrierefreies Bad – Kosten</a></li>
<li><a href="https://abwo.at/bauanzeige-nach-%c2%a762-bauordnung-wien/">Bauanzeige nach § 62 Bauordnung für Wien</a></li>
<li><a href="https://gabl-partner.at/handwerkerbonus/">Handwerkerbonus: Förderhöhe 2024 und 2025</a></li>
</ul>
`,
  }),
  post({
    slug: "wohnungssanierung-wien-kosten-ablauf",
    title: "Wohnungssanierung in Wien: Kosten pro m² und Ablauf",
    excerpt:
      "Eine Komplettsanierung kostet in Wien rund 800 bis 1.500 € pro m². Wir zeigen, wie sich der Preis auf die Gewerke verteilt, in welcher Reihenfolge gearbeitet wird und welche Wiener Besonderheiten Sie einplanen sollten.",
    category: "wohnungsrenovierung",
    tags: ["Wohnungssanierung", "Kosten", "Altbau", "Planung"],
    metaTitle: "Wohnungssanierung Wien: Kosten pro m², Dauer und Ablauf",
    metaDescription:
      "Wohnung komplett sanieren in Wien: 800–1.500 €/m² inkl. USt, Kosten je Gewerk, Reihenfolge der Arbeiten, Dauer, Förderungen und Logistik im Altbau.",
    featured: false,
    publishedAt: "2025-07-09T08:00:00.000Z",
    content: `
<p>Sie haben eine Altbauwohnung gekauft, geerbt oder wollen nach vielen Jahren alles erneuern? Für eine <strong>Komplettsanierung einer Wohnung in Wien</strong> rechnen Sie 2025 mit <strong>rund 800 bis 1.500 € pro Quadratmeter</strong> inklusive 20 % Umsatzsteuer. Für 60 m² sind das etwa 48.000 bis 90.000 €. Wo Sie in dieser Spanne landen, entscheiden vor allem der Zustand der Leitungen, Bad und Küche sowie Ihre Ansprüche an Materialien.</p>

<h2>Kosten nach Gewerk</h2>
<p>Eine Komplettsanierung besteht aus vielen Einzelleistungen. Die folgenden Richtwerte aus unseren Wiener Marktdaten 2024/2025 helfen bei der Einordnung einzelner Angebote:</p>
<table>
<caption>Richtwerte pro m² in Wien, inkl. 20 % USt</caption>
<thead><tr><th scope="col">Leistung</th><th scope="col">Preis pro m²</th><th scope="col">Dauer</th></tr></thead>
<tbody>
<tr><td>Komplettsanierung der Wohnung</td><td>800–1.500 €</td><td>3–8 Wochen</td></tr>
<tr><td>Malerarbeiten und Bodenbeläge</td><td>50–180 €</td><td>2–4 Wochen</td></tr>
<tr><td>Elektro- und Sanitärinstallationen</td><td>80–350 €</td><td>3–6 Wochen</td></tr>
<tr><td>Küche und Bad (je m² dieser Räume)</td><td>1.300–3.000 €</td><td>3–5 Wochen</td></tr>
<tr><td>Grundrissänderungen</td><td>120–450 €</td><td>2–4 Wochen</td></tr>
</tbody>
</table>
<p>Zur Einordnung einzelner Positionen: Innenwände zweimal weiß auszumalen kostet in Österreich laut einer Auswertung von daibau.at etwa 6 bis 15 € pro m² Wandfläche, Spachteln und Schleifen vorab 14,50 bis 25 € pro m². Eine komplette Elektroinstallation wird in deutschen Kalkulationen mit 50 bis 100 € pro m² Wohnfläche angesetzt. Bad und Küche sind pro Quadratmeter mit Abstand am teuersten – Details in <a href="/blog/badrenovierung-wien-kosten-pro-m2">Badrenovierung in Wien: Kosten pro m²</a>.</p>

<h2>Die Reihenfolge der Arbeiten</h2>
<ol>
<li><strong>Bestandsaufnahme und Planung:</strong> Leitungen, Böden, Fenster und Wände prüfen, Grundriss festlegen, Angebote einholen.</li>
<li><strong>Behörden und Hausverwaltung:</strong> Bauanzeige bei der MA 37 für Bäder und Grundrissänderungen, Abstimmung mit Vermieter oder Miteigentümern.</li>
<li><strong>Abbruch und Entsorgung:</strong> alte Beläge, Fliesen, Sanitärobjekte, gegebenenfalls Wände.</li>
<li><strong>Rohinstallation:</strong> Elektriker und Installateur verlegen neue Leitungen, solange Wände und Böden offen sind.</li>
<li><strong>Estrich, Trockenbau, Verputz:</strong> danach Trocknungszeit einplanen.</li>
<li><strong>Fliesen</strong> in Bad und Küche.</li>
<li><strong>Malerarbeiten</strong>, dann <strong>Bodenbeläge</strong>.</li>
<li><strong>Endmontage:</strong> Sanitärobjekte, Schalter, Leuchten, Küche, Türen.</li>
</ol>
<p>Der häufigste Zeitfresser ist eine schlechte Abstimmung zwischen den Gewerken. Ein Betrieb, der die Koordination übernimmt, ist oft etwas teurer, spart aber Wochen.</p>

<h2>Altbau: was die Kosten treibt</h2>
<ul>
<li><strong>Alte Leitungen:</strong> In unsanierten Altbauwohnungen sind Elektro- und Wasserleitungen oft Jahrzehnte alt. Ein kompletter Tausch gehört dann dazu.</li>
<li><strong>Böden:</strong> Unter altem Belag verbergen sich häufig Schiffböden oder Dielen auf Holzbalken. Abschleifen ist günstiger als Erneuern – wenn die Substanz passt.</li>
<li><strong>Feuchtigkeit:</strong> Feuchte Wände im Erdgeschoß müssen vor dem Ausmalen saniert werden, sonst blüht der Schaden bald wieder auf. Mehr dazu in <a href="/blog/feuchtigkeit-schimmel-wohnung">Feuchtigkeit und Schimmel in der Wohnung</a>.</li>
<li><strong>Kein Lift:</strong> Material muss über das Stiegenhaus, Schutt ebenso. Das kostet Zeit und damit Geld.</li>
</ul>
<p>Eine Gründerzeitwohnung auf modernen Standard zu bringen, dauert nach Erfahrungen von Wiener Bauträgern rund vier Monate – bei guter Planung und ohne Überraschungen in der Substanz.</p>

<h2>Wiener Logistik: Parken, Halteverbot, Schutt</h2>
<ul>
<li><strong>Kurzparkzone:</strong> Seit März 2022 gilt sie in allen 23 Bezirken Montag bis Freitag von 9 bis 22 Uhr, maximal zwei Stunden. Handwerksbetriebe nutzen dafür eine Servicekarte.</li>
<li><strong>Halteverbot:</strong> Für Anlieferung und Containerstellplatz beantragen Sie bei der MA 46 ein kurzfristiges Halteverbot (maximal eine Woche, nur auf regulären Parkstreifen). Die Schilder müssen mindestens 24 Stunden vorher stehen.</li>
<li><strong>Schutt:</strong> Der Mistplatz nimmt Bauschutt nur in Haushaltsmengen an (maximal 0,5 m³ oder zehn Säcke). Bei einer Komplettsanierung braucht es einen Container oder die Entsorgung durch den Betrieb – fragen Sie, ob sie im Angebot enthalten ist.</li>
<li><strong>Baulärm:</strong> Laute Arbeiten sind zwischen 6 und 20 Uhr erlaubt.</li>
</ul>

<h2>Förderungen der Stadt Wien</h2>
<p>Die Wiener Wohnbauförderung unterstützt Wohnungsverbesserungen nach der Sanierungs- und Dekarbonisierungsverordnung 2024. Für die Standardanhebung einer Wohnung – etwa den Einbau des ersten Bades oder WCs – gibt es einen Investitionszuschuss von bis zu 35 % der Kosten, höchstens 200 € pro m² Nutzfläche, wenn die Wohnung dabei vollständig dekarbonisiert wird. Für Fenster sind es bis zu 35 %, für andere Maßnahmen bis zu 20 %. Informieren Sie sich vor der Beauftragung, denn Anträge sind an Bedingungen geknüpft. Einen Überblick über alle Programme gibt unser Artikel <a href="/blog/foerderungen-sanierung-wien">Förderungen für Sanierung in Wien</a>.</p>

<h2>So kommen Sie zu belastbaren Preisen</h2>
<p>Lassen Sie sich Angebote mit Positionen pro Gewerk geben, damit Sie vergleichen können – unsere <a href="/blog/angebote-handwerker-vergleichen-checkliste">Checkliste zum Angebotsvergleich</a> hilft dabei. Weitere Richtwerte finden Sie auf unserer Seite <a href="/wohnungssanierung">Wohnungssanierung</a> und im <a href="/preisleitfaden/komplette-wohnsanierung">Preisleitfaden Komplette Wohnsanierung</a>. Oder Sie beschreiben Ihr Projekt direkt im <a href="/quiz/wohnungsrenovierung">kostenlosen Anfrage-Formular</a>.</p>

<h2>Quellen</h2>
<ul>
<li><a href="https://www.ots.at/presseaussendung/OTS_20221208_OTS0053/trends-und-preise-von-malerarbeiten-2022-bild">daibau.at: Trends und Preise von Malerarbeiten (2022)</a></li>
<li><a href="https://hausjournal.net/fi-schutzschalter-nachruesten-kosten">hausjournal: Elektroinstallation – Kosten pro m²</a></li>
<li><a href="https://archiv.aerzte-exklusiv.at/news/article/renovieren-statt-neu-bauen.html">Renovieren statt neu bauen: Altbauwohnung auf modernen Standard</a></li>
<li><a href="https://www.wko.at/service/Parkpickerl--Servicekarten.html">WKO: Parkpickerl und Servicekarten</a></li>
<li><a href="http://www.wien.gv.at/amtshelfer/verkehr/organisation/verkehrsflaeche/kurzfristigehalteverbotszone.html">Stadt Wien: Kurzfristige Halteverbotszone</a></li>
<li><a href="https://wien.gv.at/umwelt/ma48/entsorgung/mistplatz/mistplatzabc.html">Stadt Wien (MA 48): Mistplatz-ABC</a></li>
<li><a href="https://www.wien.gv.at/umwelt/laerm/wissen/arten/baulaerm.html">Stadt Wien: Baulärm</a></li>
<li><a href="https://transparenzportal.gv.at/tdb/tp/situation/buerger/bauen-und-wohnen-klima-und-umwelt/bauen-renovieren-sanieren/1054873.html">Transparenzportal: Standardanhebung von Wohnungen in Wien</a></li>
<li><a href="https://gesetzefinden.at/landesrecht/verordnungen/lwi20000703/para-17">SanDekVO 2024, § 17</a></li>
<li><a href="https://gesetzefinden.at/landesrecht/verordnungen/lwi20000703/para-18">SanDekVO 2024, § 18</a></li>
</ul>
`,
  }),
  post({
    slug: "angebote-handwerker-vergleichen-checkliste",
    title: "Checkliste: Angebote von Handwerkern richtig vergleichen",
    excerpt:
      "Drei Angebote, drei völlig verschiedene Summen? Mit dieser Checkliste erkennen Sie, was wirklich drinsteckt, welche Rechte Ihnen ein Kostenvoranschlag gibt und welche Warnsignale Sie ernst nehmen sollten.",
    category: "tipps",
    tags: ["Kostenvoranschlag", "Angebote", "Checkliste", "Handwerker"],
    metaTitle: "Handwerker-Angebote vergleichen: Checkliste & Kostenvoranschlag",
    metaDescription:
      "So vergleichen Sie Handwerker-Angebote in Wien richtig: Positionen, Stundensätze, Anfahrt, USt, Kostenvoranschlag nach KSchG und typische Warnsignale.",
    featured: false,
    publishedAt: "2025-08-13T08:00:00.000Z",
    content: `
<p>Wer renoviert, sollte mehrere Angebote einholen – da sind sich alle einig. Schwierig wird es beim Vergleichen: Ein Betrieb schickt eine Seite mit Pauschale, der nächste zwölf Seiten mit Einzelpositionen, der dritte einen Betrag „ca.“. Diese Checkliste hilft Ihnen, Angebote vergleichbar zu machen und die typischen Kostenfallen zu erkennen.</p>

<h2>1. Gleiche Grundlage schaffen</h2>
<p>Vergleichen lässt sich nur, was auf derselben Leistungsbeschreibung beruht. Beschreiben Sie Ihr Projekt deshalb allen Betrieben gleich: Flächen, gewünschte Ausstattung, was bleiben soll und was neu kommt. Fotos und ein einfacher Grundriss helfen. Drei bis vier Angebote sind ein guter Richtwert – mehr erhöhen vor allem Ihren Aufwand.</p>

<h2>2. Die Checkliste für jedes Angebot</h2>
<ul>
<li><strong>Positionen statt Pauschale:</strong> Sind Arbeit und Material getrennt ausgewiesen, mit Mengen und Einheiten (m², Stück, Stunden)?</li>
<li><strong>Material genau benannt:</strong> Hersteller, Serie, Format – „Fliese Standard“ ist kein Preis, sondern ein Platzhalter.</li>
<li><strong>Stundensätze:</strong> Wird nach Facharbeiterstunde oder nach „Partie“ (Facharbeiter plus Helfer) verrechnet? Ein Helfer kostet üblicherweise rund zwei Drittel des Facharbeitersatzes.</li>
<li><strong>Anfahrt:</strong> pauschal, pro Tag oder pro Fahrt? Laut AK Wien verlangten Installateure 2019 für eine Anfahrt quer durch Wien im Schnitt 108,74 €, innerhalb des eigenen Bezirks 43,54 €. Bei einer mehrwöchigen Baustelle summiert sich das.</li>
<li><strong>Brutto oder netto:</strong> Privatkunden zahlen 20 % Umsatzsteuer. Ein Nettoangebot wirkt um ein Sechstel günstiger, als es ist.</li>
<li><strong>Nebenleistungen:</strong> Abbruch, Entsorgung, Abdeckarbeiten, Reinigung, Gerüst oder Container – enthalten oder extra?</li>
<li><strong>Termine:</strong> Starttermin, Dauer, wer koordiniert die anderen Gewerke?</li>
<li><strong>Zahlungsplan:</strong> Anzahlungen sollten überschaubar bleiben und an Baufortschritte gekoppelt sein.</li>
<li><strong>Gewährleistung und Rechnung:</strong> Nur mit ordentlicher Rechnung können Sie Mängel geltend machen und Förderungen wie den Handwerkerbonus beantragen.</li>
</ul>

<h2>3. Was ein Kostenvoranschlag rechtlich bedeutet</h2>
<p>Für Privatkunden regelt das Konsumentenschutzgesetz (§ 5 KSchG) zwei wichtige Punkte:</p>
<ul>
<li><strong>Kosten für den Voranschlag:</strong> Ein Kostenvoranschlag ist für Verbraucher grundsätzlich kostenlos. Zahlen müssen Sie nur, wenn Sie vorher ausdrücklich auf die Kosten hingewiesen wurden.</li>
<li><strong>Verbindlichkeit:</strong> Ein Kostenvoranschlag gegenüber Verbrauchern gilt als <strong>verbindlich</strong> („mit Gewähr“), sofern nicht ausdrücklich etwas anderes vereinbart wurde. Der Betrieb darf dann unerwartete Mehrkosten grundsätzlich nicht verlangen – außer sie gehen auf Sie zurück, etwa durch Änderungswünsche.</li>
</ul>
<p>Steht im Angebot „unverbindlich“ oder „ohne Gewähr“, darf der Preis steigen. Zeichnet sich aber eine <strong>beträchtliche Überschreitung</strong> ab, muss der Betrieb Sie unverzüglich informieren. Nach der Rechtsprechung liegt diese Schwelle bei etwa 15 %. Sie können dann vom Vertrag zurücktreten und zahlen nur die bisher erbrachte Arbeit. Unterlässt der Betrieb die Warnung, verliert er den Anspruch auf die Mehrkosten.</p>
<p>Davon zu unterscheiden ist der <strong>Pauschalpreis</strong>: Hier trägt der Betrieb das Risiko eines Mehraufwands, Sie zahlen den vereinbarten Betrag – aber auch dann, wenn weniger Arbeit anfällt.</p>

<h2>4. Eine Vergleichstabelle anlegen</h2>
<p>Übertragen Sie die Angebote in eine einfache Tabelle. So sehen Sie sofort, wo Positionen fehlen:</p>
<table>
<caption>Vorlage für den Angebotsvergleich</caption>
<thead><tr><th scope="col">Position</th><th scope="col">Betrieb A</th><th scope="col">Betrieb B</th><th scope="col">Betrieb C</th></tr></thead>
<tbody>
<tr><td>Abbruch und Entsorgung</td><td>enthalten</td><td>fehlt</td><td>enthalten</td></tr>
<tr><td>Arbeitszeit (Stunden × Satz)</td><td></td><td></td><td></td></tr>
<tr><td>Material (mit Produktangabe)</td><td></td><td></td><td></td></tr>
<tr><td>Anfahrt und Nebenkosten</td><td></td><td></td><td></td></tr>
<tr><td>Summe brutto</td><td></td><td></td><td></td></tr>
<tr><td>Art: verbindlich, unverbindlich, Pauschale</td><td></td><td></td><td></td></tr>
</tbody>
</table>
<p>Fehlt bei einem Betrieb eine Position, fragen Sie nach, statt sie selbst zu schätzen. Oft ist das günstigste Angebot schlicht das unvollständigste.</p>

<h2>5. Warnsignale</h2>
<ul>
<li><strong>Lockpreise:</strong> Ein Stundensatz weit unter dem Marktniveau ist selten ein Schnäppchen. Bei Wiener Umzugsfirmen etwa werden Angebote von 25 bis 42 € pro Stunde für zwei Mann samt Lkw als unrealistisch eingestuft – am Ende kommen Zuschläge dazu.</li>
<li><strong>Barzahlung ohne Rechnung:</strong> Ohne Rechnung keine Gewährleistung, kein Handwerkerbonus und kein Nachweis bei Problemen.</li>
<li><strong>Druck:</strong> „Nur heute zu diesem Preis“ hat bei einer Renovierung nichts verloren.</li>
<li><strong>Keine Besichtigung:</strong> Seriöse Betriebe sehen sich größere Arbeiten vor Ort an, bevor sie einen verbindlichen Preis nennen.</li>
</ul>

<h2>Was Stundensätze in Wien kosten</h2>
<p>Welche Stundensätze und Anfahrtskosten in Wien üblich sind, zeigt unser Artikel <a href="/blog/handwerker-stundensaetze-wien">Handwerker-Stundensätze in Wien</a>. Richtwerte für ganze Projekte finden Sie im <a href="/preisleitfaden">Preisleitfaden</a>.</p>

<h2>Bis zu 4 Angebote mit einer Anfrage</h2>
<p>Sie möchten sich das Einholen sparen? Beschreiben Sie Ihr Projekt einmal in unserem <a href="/quiz">kostenlosen Anfrage-Formular</a>. Bis zu 4 geprüfte Betriebe aus Wien melden sich mit einem Angebot – auf derselben Grundlage, damit Sie fair vergleichen können.</p>

<h2>Quellen</h2>
<ul>
<li><a href="https://mplaw.at/publikationen/stolpersteine-beim-vertragsabschluss">MP Law: Der Kostenvoranschlag – Begriff und Entgeltlichkeit</a></li>
<li><a href="https://strasser-huber.at/wissenswertes/die-geltendmachung-von-mehrkosten-bei-vorliegen-eines-kostenvoranschlages-2">Strasser Huber: Mehrkosten bei Kostenvoranschlägen (§ 5 Abs 2 KSchG)</a></li>
<li><a href="https://meinanwalt.at/news/der-kostenvoranschlag-richtwert-oder-bindende-vereinbarung_dhrkiw">meinanwalt.at: Der Kostenvoranschlag – Richtwert oder bindend?</a></li>
<li><a href="https://holzbauaustria.at/technik/2024/09/kostenvoranschlag-und-darueber-hinausgehende-mehrkosten.html">Holzbau Austria: Kostenvoranschlag und Mehrkosten (2024)</a></li>
<li><a href="https://dirnberger.at/renovierungsarbeiten-kostenvoranschlag-und-oder-pauschalpreis/">Dirnberger: Kostenvoranschlag oder Pauschalpreis?</a></li>
<li><a href="https://www.gecheckt.at/preise/wasserinstallateure/kosten-installationsnebenkosten">gecheckt.at: Installateur – Nebenkosten und Helfer</a></li>
<li><a href="https://de.readkong.com/page/handwerkerkosten-in-wien-2019-august-2019-7850036">AK Wien: Handwerkerkosten in Wien 2019</a></li>
<li><a href="https://www.derstandard.at/story/2000138386468/die-windigen-methoden-der-wiener-umzugsfirmen">Der Standard: Die windigen Methoden der Wiener Umzugsfirmen (2022)</a></li>
<li><a href="https://www.usp.gv.at/steuern-finanzen/umsatzsteuer/steuersaetze-der-umsatzsteuer.html">USP: Steuersätze der Umsatzsteuer</a></li>
</ul>
`,
  }),
  post({
    slug: "feuchtigkeit-schimmel-wohnung",
    title: "Feuchtigkeit und Schimmel in der Wohnung: Ursachen, Kosten, Rechte",
    excerpt:
      "Beschlagene Fenster, dunkle Ecken, muffiger Geruch: So finden Sie die Ursache von Feuchtigkeit, so lüften und heizen Sie richtig, und das sind Ihre Rechte als Mieter in Wien.",
    category: "wohnungsrenovierung",
    tags: ["Schimmel", "Feuchtigkeit", "Lüften", "Mietrecht"],
    metaTitle: "Feuchtigkeit & Schimmel in der Wohnung: Ursachen und Rechte",
    metaDescription:
      "Schimmel in der Wiener Wohnung: Ursachen erkennen, richtig lüften und heizen, wer die Sanierung zahlt und was Trockenlegung von Mauerwerk kostet.",
    featured: false,
    publishedAt: "2025-09-17T08:00:00.000Z",
    content: `
<p>Mit der Heizsaison kommt für viele Wiener Haushalte ein ungebetener Gast: Schimmel. Er ist nicht nur unschön, sondern kann Atemwege und Allergien belasten und die Bausubstanz schädigen. Wer früh reagiert, hat meist leichtes Spiel. Wer wartet, zahlt später für Putz, Anstrich und im schlimmsten Fall für die Trockenlegung ganzer Mauern.</p>

<h2>Woher die Feuchtigkeit kommt</h2>
<p>Schimmel wächst dort, wo Feuchtigkeit nicht entweichen kann und Oberflächen kalt sind. Die häufigsten Ursachen:</p>
<ul>
<li><strong>Kondensation:</strong> Warme Raumluft nimmt viel Feuchtigkeit auf – vom Kochen, Duschen, Wäschetrocknen und Atmen. Trifft sie auf kalte Außenwände, Fensterlaibungen oder Ecken, schlägt sie sich dort nieder.</li>
<li><strong>Wärmebrücken:</strong> Ungedämmte Außenecken, Deckenanschlüsse oder Rollladenkästen sind kälter als die übrige Wand.</li>
<li><strong>Neue Fenster im Altbau:</strong> Dichte Fenster in einem sonst unsanierten Haus verhindern den früher üblichen Luftaustausch durch Fugen. Ohne angepasstes Lüften steigt die Luftfeuchtigkeit.</li>
<li><strong>Aufsteigende Feuchtigkeit:</strong> In Erdgeschoß- und Souterrainwohnungen alter Häuser fehlt oft eine funktionierende Abdichtung gegen das Erdreich. Typisch sind Salzausblühungen und abbröckelnder Putz im unteren Wandbereich.</li>
<li><strong>Wasserschäden:</strong> Undichte Leitungen, Duschen oder Dächer – oft aus der Nachbarwohnung.</li>
</ul>

<h2>Richtig lüften und heizen</h2>
<p>Als gesund und schimmelsicher gilt eine Raumtemperatur um 20 °C und eine relative Luftfeuchtigkeit zwischen 40 und 60 %; dauerhaft über 55 % wird es in kühleren Räumen kritisch. Beschlagene Fenster am Morgen sind ein erstes Warnsignal. Ein einfaches Hygrometer um wenige Euro zeigt, wo Sie stehen.</p>
<ul>
<li><strong>Stoßlüften statt Kippen:</strong> mehrmals täglich fünf bis zehn Minuten die Fenster ganz öffnen, wenn möglich quer durch die Wohnung.</li>
<li><strong>Feuchtigkeit sofort abführen:</strong> nach dem Duschen und Kochen lüften oder den Abluftventilator laufen lassen.</li>
<li><strong>Räume nicht auskühlen lassen:</strong> Auch selten genutzte Zimmer mäßig heizen – kalte Wände sind die Schimmelfalle.</li>
<li><strong>Abstand halten:</strong> Schränke einige Zentimeter von Außenwänden abrücken, keine dicken Vorhänge vor kalte Flächen hängen.</li>
</ul>

<h2>Ihre Rechte als Mieter</h2>
<p>Ein Mieter muss nicht damit rechnen, dass in einer Wohnung Schimmel auftritt – das hat der Oberste Gerichtshof festgehalten. Eine Wohnung muss ein normales Wohnverhalten aushalten. Wiener Gerichte haben klargestellt, dass dreimaliges Querlüften am Tag, Möbel an der Wand oder Vorhänge kein Fehlverhalten des Mieters sind. Für die Sanierung gilt grob:</p>
<ul>
<li><strong>Oberflächlicher Schimmel</strong> in kleinen Ecken, etwa in der Dusche, ist mietrechtlich kein ernster Schaden. Den beseitigt der Mieter selbst.</li>
<li><strong>Schimmel im Putz oder Mauerwerk</strong> ist ein Schaden am Haus. Muss der Putz großflächig erneuert werden, fällt das im Vollanwendungsbereich des Mietrechtsgesetzes unter die Erhaltungspflicht des Vermieters (§ 3 MRG). Kleinere Ausbesserungen bleiben beim Mieter.</li>
<li><strong>Melden:</strong> Ernste Schäden müssen Sie dem Vermieter oder der Hausverwaltung unverzüglich melden – am besten schriftlich und mit Fotos.</li>
<li><strong>Mietzinsminderung:</strong> Ist die Wohnung spürbar beeinträchtigt, kann eine Minderung der Miete zustehen. Lassen Sie sich vorher beraten, etwa bei der Mietervereinigung oder der Mieterberatung.</li>
</ul>
<p>Schäden durch ausgetretenes Leitungswasser übernimmt meist die Versicherung; Schäden durch Baumängel oder aufsteigende Feuchtigkeit sind Sache des Eigentümers.</p>

<h2>Was die Sanierung kostet</h2>
<p>Oberflächlichen Schimmel entfernt man mit geeigneten Mitteln selbst, danach wird mit schimmelhemmender Farbe ausgemalen. Sitzt die Ursache im Mauerwerk, wird es aufwendiger:</p>
<table>
<caption>Kosten der Mauertrockenlegung (deutsche Richtwerte; Wiener Preise können abweichen)</caption>
<thead><tr><th scope="col">Verfahren</th><th scope="col">Kosten</th></tr></thead>
<tbody>
<tr><td>Horizontalsperre durch Injektion</td><td>ab 80 € pro Laufmeter</td></tr>
<tr><td>Mauersägeverfahren</td><td>100–150 € pro Laufmeter</td></tr>
<tr><td>Alle Verfahren (Spanne)</td><td>100–350 € pro Laufmeter</td></tr>
<tr><td>Beispiel: Keller mit 73,5 m² inkl. Gutachten</td><td>rund 4.800 €</td></tr>
</tbody>
</table>
<p>Wichtig ist die richtige Reihenfolge: erst die Ursache feststellen – gegebenenfalls mit Feuchtemessung durch einen Fachbetrieb –, dann trockenlegen, dann Putz und Anstrich. Wer nur überstreicht, sieht den Fleck im nächsten Winter wieder.</p>

<h2>Eigentümer: an das ganze Haus denken</h2>
<p>Liegt die Ursache in allgemeinen Teilen – Fassade, Dach, Fundament, Steigleitungen –, ist die Eigentümergemeinschaft zuständig. Melden Sie den Schaden der Hausverwaltung und dokumentieren Sie ihn. Innerhalb der eigenen Wohnung helfen oft schon Lüftungsgeräte im Bad, eine Innendämmung kritischer Außenecken oder der Tausch undichter Anschlüsse.</p>

<h2>Hilfe vom Fachbetrieb</h2>
<p>Mehr zu Leistungen rund um die Trockenlegung finden Sie auf unserer Seite <a href="/feuchtigkeit">Feuchtigkeitssanierung</a> und im <a href="/preisleitfaden/feuchtigkeit">Preisleitfaden</a>. Für Angebote geprüfter Betriebe aus Wien beschreiben Sie den Schaden in unserem <a href="/quiz/feuchtigkeit">kostenlosen Anfrage-Formular</a>.</p>

<h2>Quellen</h2>
<ul>
<li><a href="https://weka.at/news/Recht-Steuern/Wohnrecht/Schimmel-Erhaltungspflicht-des-Vermieters-und-richtiges-Lueften">WEKA: Schimmel – Erhaltungspflicht des Vermieters und richtiges Lüften</a></li>
<li><a href="https://360.lexisnexis.at/d/artikel/zvb_202391_abstract/z_zvb_2023_6_rdb_tso_ENzvb20230613_fe750f845d">ZVB: Mieter muss mit Schimmel nicht rechnen (2023)</a></li>
<li><a href="https://mieterschutzwien.at/152/schimmel-wie-darf-ich-die-wohnung-benutzen">Mieterschutz Wien: Schimmel – wie darf ich die Wohnung benutzen?</a></li>
<li><a href="https://kleinezeitung.at/lebensart/ombudsfrau/6221921/Mieterrechte_Wohnungsschimmel_Zahle-ich-jetzt-weniger-Miete-oder">Kleine Zeitung: Mieterrechte bei Wohnungsschimmel</a></li>
<li><a href="https://www.vol.at/vorsicht-schimmel-was-du-als-mieter-in-wien-tun-kannst-und-wer-haftet/9717203">VOL.at: Schimmel – was Mieter in Wien tun können</a></li>
<li><a href="https://energiesparhaus.at/gebaeudehuelle/schimmel/schimmel-in-mietwohnung.htm">energiesparhaus.at: Schimmel in Mietwohnungen</a></li>
<li><a href="https://11880-maler.com/preisvergleich/horizontalsperre-kosten">11880: Horizontalsperre – Kosten</a></li>
<li><a href="https://www.maurer-und-betonbauer.de/magazin/horizontalsperre-kosten">maurer-und-betonbauer: Horizontalsperre – Kosten</a></li>
<li><a href="https://hausjournal.net/horizontalsperre-kosten">hausjournal: Horizontalsperre – Kostenbeispiel</a></li>
</ul>
`,
  }),
  post({
    slug: "gasherd-induktion-kueche-wien",
    title: "Vom Gasherd zum Induktionsfeld: Umstieg in der Wiener Küche",
    excerpt:
      "In Wien stehen noch rund 460.000 Gasherde. Wer auf Induktion umsteigt, braucht den richtigen Stromanschluss – und kann unter Umständen eine Prämie der Stadt Wien erhalten.",
    category: "kueche",
    tags: ["Küche", "Induktion", "Raus aus Gas", "Förderung"],
    metaTitle: "Gasherd gegen Induktion tauschen in Wien: Ablauf & Prämie",
    metaDescription:
      "Gasherd raus, Induktion rein: was Elektriker und Installateur dafür tun, was es kostet und wann die Wiener Dekarbonisierungsprämie bis 1.500 € bringt.",
    featured: false,
    publishedAt: "2025-10-08T08:00:00.000Z",
    content: `
<p>Wien will bis 2040 aus Gas für Heizen, Warmwasser und Kochen aussteigen. Neben rund 600.000 Gasheizgeräten gibt es in der Stadt noch etwa <strong>460.000 Gasherde</strong>. Der Herd ist dabei der einfachste Teil des Ausstiegs: Er lässt sich ohne Eingriff in die Heizung tauschen, und moderne Induktionskochfelder sind schneller und leichter zu reinigen als eine Gasflamme. Damit der Umstieg reibungslos klappt, sollten Sie ein paar Dinge wissen.</p>

<h2>Was für Induktion spricht</h2>
<ul>
<li><strong>Keine offene Flamme und keine Verbrennungsgase</strong> in der Küche – ein Plus für die Raumluft, gerade in kleinen Altbauküchen ohne Abluft nach außen.</li>
<li><strong>Schnelles, genau regelbares Kochen:</strong> Die Wärme entsteht direkt im Topfboden.</li>
<li><strong>Leichte Reinigung:</strong> Eine glatte Glaskeramikfläche statt Brennerdeckel und Roste.</li>
<li><strong>Ein Anschluss weniger:</strong> Wird auch sonst kein Gas mehr genutzt, entfallen die Grundgebühren für den Gasanschluss.</li>
</ul>
<p>Ein Punkt, den viele vergessen: Induktion braucht magnetisierbares Kochgeschirr. Prüfen Sie Ihre Töpfe mit einem Magneten, bevor Sie das Budget planen.</p>

<h2>Der Stromanschluss: Aufgabe für den Elektriker</h2>
<p>Ein Induktionskochfeld braucht in aller Regel einen eigenen, ausreichend abgesicherten Herdanschluss – meist als Drehstromanschluss (Starkstrom). In vielen Wiener Altbauwohnungen, in denen bisher mit Gas gekocht wurde, fehlt dieser Anschluss oder die Zuleitung ist zu schwach. Der Elektriker prüft:</p>
<ul>
<li>ob Zählerverteiler und Hauptleitung der Wohnung die zusätzliche Leistung tragen,</li>
<li>ob eine eigene Leitung zur Küche gezogen werden muss,</li>
<li>ob ein Fehlerstrom-Schutzschalter (FI) vorhanden ist – wenn nicht, sollte er nachgerüstet werden.</li>
</ul>
<p>Zur Orientierung: Elektriker in Wien verrechneten laut Arbeiterkammer schon 2019 zwischen 67,56 und 108 € pro Facharbeiterstunde, für die Anfahrt quer durch Wien im Schnitt rund 103 € – seither sind die Sätze deutlich gestiegen. Ein FI-Schalter kostet nachgerüstet etwa 80 bis 200 €. Muss eine neue Zuleitung durch mehrere Räume gelegt werden, steigt der Aufwand entsprechend – lassen Sie sich den Anschluss als eigene Position anbieten.</p>

<h2>Die Gasleitung: Aufgabe für den Installateur</h2>
<p>Der alte Herd darf nicht einfach abgesteckt werden. Ein konzessionierter Installateur sperrt die Gasleitung fachgerecht ab und verschließt den Anschluss dauerhaft. Wird in der Wohnung überhaupt kein Gas mehr verwendet, kann der Gaszähler abgemeldet und die Leitung stillgelegt werden. Heizen Sie weiterhin mit einer Gastherme, bleibt der Anschluss für die Therme bestehen.</p>

<h2>Die Dekarbonisierungsprämie der Stadt Wien</h2>
<p>Seit März 2024 fördert die Stadt Wien den vollständigen Ausstieg aus Gas in einer Wohnung mit der <strong>Dekarbonisierungsprämie</strong> nach der Sanierungs- und Dekarbonisierungsverordnung 2024:</p>
<ul>
<li><strong>1.000 €</strong> pro Wohnung, wenn in der Wohnung weder zum Kochen noch zum Heizen noch für Warmwasser Gas verwendet wird,</li>
<li><strong>1.500 €</strong>, wenn die Dekarbonisierung der Wohnung im Zuge einer Heizungsumstellung im ganzen Haus erfolgt.</li>
</ul>
<p>Die Prämie wird direkt an die Bewohner ausgezahlt und bei der MA 50 (Wohnbauförderung) beantragt. Die Bedingung ist streng: In der Wohnung darf tatsächlich kein Gasanschluss mehr genutzt werden. Wer nur den Herd tauscht und weiter mit der Gastherme heizt, erhält die Prämie also nicht. Beratung gibt es bei der Hauskunft der Stadt Wien.</p>

<h2>Mieter, Eigentümer, Hausverwaltung</h2>
<p>Gehört der Gasherd zur Wohnung des Vermieters, sprechen Sie den Tausch vorher mit der Hausverwaltung ab – neue Leitungen sind eine Veränderung des Mietgegenstands, die Sie anzeigen müssen. Im Gemeindebau und in Genossenschaftswohnungen gibt es teils eigene Programme; fragen Sie dort zuerst nach. In Eigentumswohnungen können Sie innerhalb der eigenen Wohnung selbst entscheiden, solange keine allgemeinen Teile wie Steigleitungen betroffen sind. Mehr dazu in <a href="/blog/altbauwohnung-sanieren-mieter-eigentuemer">Altbauwohnung sanieren: Was Mieter und Eigentümer dürfen</a>.</p>

<h2>Checkliste für den Umstieg</h2>
<ol>
<li>Töpfe mit dem Magneten testen, Kochfeldbreite passend zur Arbeitsplatte wählen.</li>
<li>Elektriker prüfen lassen: Herdanschluss, Zuleitung, FI-Schalter.</li>
<li>Installateur für das Absperren der Gasleitung beauftragen.</li>
<li>Bei vollständigem Gasausstieg: Prämie bei der MA 50 beantragen, Gaszähler abmelden.</li>
<li>Rechnungen aufbewahren und die Arbeitszeit getrennt ausweisen lassen.</li>
</ol>
<p>Wenn ohnehin die ganze Küche neu werden soll, lesen Sie unseren Überblick <a href="/blog/kuechenrenovierung-planung-ablauf-kosten">Küchenrenovierung: Planung, Ablauf, Kosten</a>. Für Angebote von Elektrikern beschreiben Sie Ihr Projekt im <a href="/quiz/elektriker">Anfrage-Formular Elektriker</a>, für eine komplette Küche im <a href="/quiz/k%C3%BCchenrenovierung">Formular Küchenrenovierung</a>.</p>

<h2>Quellen</h2>
<ul>
<li><a href="https://www.diepresse.com/6247028/schafft-wien-den-ausstieg-aus-dem-gas">Die Presse: Schafft Wien den Ausstieg aus dem Gas?</a></li>
<li><a href="https://www.stadt-wien.at/wien/news/gasausstieg-praemie.html">stadt-wien.at: Raus aus Gas – Prämie bis 1.500 € für Mieter (2024)</a></li>
<li><a href="https://heute.at/s/1000-euro-praemie-fuer-neue-energieversorgung-120016225">Heute: 1.000 Euro Prämie für neue Energieversorgung (2024)</a></li>
<li><a href="https://buildingtimes.at/recht_politik/260-millionen-fuer-wiener-sanierungen">Building Times: 260 Millionen für Wiener Sanierungen (2024)</a></li>
<li><a href="https://de.readkong.com/page/handwerkerkosten-in-wien-2019-august-2019-7850036">AK Wien: Handwerkerkosten in Wien 2019</a></li>
<li><a href="https://kostencheck.de/fi-schutzschalter-nachruesten-kosten">kostencheck: FI-Schutzschalter nachrüsten</a></li>
</ul>
`,
  }),
  post({
    slug: "foerderungen-sanierung-wien",
    title: "Förderungen für Sanierung in Wien: Handwerkerbonus, Sanierungsbonus, Kesseltausch",
    excerpt:
      "Welche Zuschüsse gibt es für Renovierung und Heizungstausch in Wien? Ein Überblick über Handwerkerbonus, Sanierungsoffensive des Bundes und die Programme der Stadt Wien – mit Beträgen, Fristen und Quellen.",
    category: "foerderung",
    tags: ["Handwerkerbonus", "Sanierungsbonus", "Kesseltausch", "Förderung"],
    metaTitle: "Sanierungsförderung Wien: Handwerkerbonus, Kesseltausch & Co.",
    metaDescription:
      "Förderungen für Wiener Haushalte: Handwerkerbonus 2025, Kesseltausch und Sanierungsbonus des Bundes, Dekarbonisierungsprämie und Wiener Wohnbauförderung.",
    featured: false,
    publishedAt: "2025-11-26T08:00:00.000Z",
    content: `
<p>Förderungen können eine Renovierung deutlich günstiger machen – wenn man die richtigen kennt und die Fristen einhält. Die Programme ändern sich allerdings laufend. Dieser Überblick fasst zusammen, was für Wiener Mieter und Eigentümer aktuell gilt, und nennt zu jeder Zahl die Quelle.</p>
<blockquote><p><strong>Aktualisiert im Februar 2026:</strong> Der Handwerkerbonus ist ausgelaufen (Anträge für 2025 bis 28. Februar 2026). Beim Bund können seit 2. Februar 2026 nur noch Anträge für den Kesseltausch gestellt werden.</p></blockquote>

<h2>Handwerkerbonus des Bundes</h2>
<p>Der Handwerkerbonus ersetzte einen Teil der Arbeitskosten für Renovierung, Sanierung und Modernisierung im privaten Wohnbereich – vom Maler über den Fliesenleger bis zum Kücheneinbau.</p>
<ul>
<li><strong>Höhe:</strong> 20 % der förderbaren Arbeitskosten, berechnet netto ohne Umsatzsteuer. Material-, Fahrt- und Planungskosten sind nicht förderbar.</li>
<li><strong>Grenzen:</strong> mindestens 50 € Förderung (also mindestens 250 € Arbeitskosten), höchstens 2.000 € für 2024 und <strong>1.500 € für 2025</strong> pro Person und Wohneinheit; gefördert wurden damit Arbeitskosten bis 10.000 € bzw. 7.500 €.</li>
<li><strong>Zeitraum:</strong> Arbeiten vom 1. März 2024 bis 31. Dezember 2025; pro Kalenderjahr ein Antrag, mehrere Rechnungen können zusammengefasst werden.</li>
<li><strong>Rechnung:</strong> Die Arbeitsleistung muss getrennt ausgewiesen und tatsächlich bezahlt sein, der Ort der Leistung muss erkennbar sein.</li>
<li><strong>Keine Doppelförderung:</strong> Für dieselbe Leistung kann nicht zusätzlich eine andere Landes- oder Bundesförderung beantragt werden.</li>
</ul>
<p>Im Jahr 2025 wurden im Schnitt rund 715 € pro Antrag ausbezahlt. Das Programm endete mit 31. Dezember 2025.</p>

<h2>Kesseltausch und Sanierungsbonus des Bundes</h2>
<p>Das frühere Programm „Raus aus Öl und Gas“ übernahm gemeinsam mit den Ländern bis zu 75 % der Kosten, wenn eine fossile Heizung etwa durch eine Wärmepumpe oder Fernwärme ersetzt wurde. Der Fördertopf war bereits im Dezember 2024 ausgeschöpft. Ende November 2025 startete die neue <strong>Sanierungsoffensive</strong> mit zwei Säulen: Kesseltausch und Sanierungsbonus für thermisch-energetische Sanierungen. Die Förderung beträgt höchstens <strong>30 % der förderungsfähigen Investitionskosten</strong>; für 2026 bis 2030 stehen jährlich 360 Millionen Euro zur Verfügung.</p>
<p>Seit 2. Februar 2026 nimmt das Ministerium nur noch Anträge für den <strong>Kesseltausch</strong> an, weil er mehr CO₂ pro Förder-Euro einspart. Wer sich vorher registriert oder einen Antrag gestellt hat, behält seinen Anspruch.</p>
<p>Für Mieter gilt: Den Tausch einer zentralen Heizung organisiert der Hauseigentümer bzw. die Eigentümergemeinschaft. In Eigentumswohnungen entscheidet die Gemeinschaft über das Haus, in der eigenen Wohnung Sie selbst.</p>

<h2>Dekarbonisierungsprämie der Stadt Wien</h2>
<p>Wer in seiner Wohnung vollständig aus Gas aussteigt – also weder mit Gas kocht noch heizt noch Warmwasser bereitet –, erhält von der Stadt Wien seit März 2024 eine Prämie von <strong>1.000 €</strong>, bei Umstellung im Zuge einer Heizungsumstellung des ganzen Hauses <strong>1.500 €</strong>. Beantragt wird bei der MA 50. Praktisch ist das vor allem beim Wechsel vom Gasherd zum Induktionsfeld, wenn die Wohnung bereits an Fernwärme hängt; mehr dazu in <a href="/blog/gasherd-induktion-kueche-wien">Vom Gasherd zum Induktionsfeld</a>.</p>

<h2>Wohnbauförderung der Stadt Wien (SanDekVO 2024)</h2>
<table>
<caption>Ausgewählte Wiener Förderungen für Wohnungen</caption>
<thead><tr><th scope="col">Maßnahme</th><th scope="col">Förderung</th></tr></thead>
<tbody>
<tr><td>Standardanhebung der Wohnung (z.B. erstes Bad oder WC), bei vollständiger Dekarbonisierung</td><td>bis 35 % der Kosten, max. 200 € pro m² Nutzfläche</td></tr>
<tr><td>Fenstertausch</td><td>bis 35 %</td></tr>
<tr><td>Andere Verbesserungsmaßnahmen</td><td>bis 20 %</td></tr>
<tr><td>Einbruchhemmende Wohnungstür</td><td>400 € (max. 20 %)</td></tr>
<tr><td>Altersgerechter, barrierefreier Umbau (ab 60 Jahren)</td><td>seit 2026 bis 50 %, max. 7.500 €</td></tr>
</tbody>
</table>
<p>Der altersgerechte Umbau ist für viele Badezimmerprojekte die wichtigste Förderung; alle Details in <a href="/blog/barrierefreies-bad-foerderung-wien">Barrierefreies Bad: Förderung der Stadt Wien</a>. Bis 2025 gab es zudem eine Aktion für außenliegenden Sonnenschutz (50 %, max. 1.500 € pro Wohnung); prüfen Sie vor dem Auftrag, ob sie noch angeboten wird.</p>

<h2>So gehen Sie vor</h2>
<ol>
<li><strong>Vor dem Auftrag informieren:</strong> Viele Förderungen verlangen den Antrag oder eine Registrierung vor Baubeginn. Beratung gibt es bei der Hauskunft und der Wohnbauförderung (MA 50).</li>
<li><strong>Angebote mit getrennten Positionen einholen:</strong> Arbeit, Material und Nebenkosten getrennt – das verlangen die meisten Programme.</li>
<li><strong>Nicht doppelt fördern:</strong> Für dieselbe Leistung gibt es meist nur eine Förderung. Rechnen Sie durch, welche mehr bringt.</li>
<li><strong>Rechnungen aufbewahren:</strong> bezahlt, auf Ihren Namen, mit Leistungsort.</li>
</ol>
<p>Förderfähige Angebote von geprüften Wiener Betrieben erhalten Sie über unser <a href="/quiz">kostenloses Anfrage-Formular</a>. Für Heizungsprojekte finden Sie Betriebe auf unserer Seite <a href="/heizungsanlagen">Heizungsanlagen</a>.</p>

<h2>Quellen</h2>
<ul>
<li><a href="https://gabl-partner.at/handwerkerbonus/">Handwerkerbonus: Höhe und Voraussetzungen</a></li>
<li><a href="https://holz-graf.at/handwerkerbonus">Handwerkerbonus 2024/2025: Grenzen und Zeitraum</a></li>
<li><a href="https://www.stef.co.at/handwerkerbonus-elektriker/">Handwerkerbonus: keine Kombination mit anderen Förderungen</a></li>
<li><a href="https://www.kleinezeitung.at/wirtschaft/20439577/letzte-chance-fuer-den-handwerkerbonus-von-maximal-1500-euro">Kleine Zeitung: Letzte Chance für den Handwerkerbonus (2025)</a></li>
<li><a href="https://tga.at/branche/heizungstausch-die-uhr-tickt/">TGA: Raus aus Öl und Gas – Heizungstausch (2025)</a></li>
<li><a href="https://www.finanzen.at/nachrichten/aktien/sanierungsbonus-foerderung-nur-noch-fuer-kesseltausch-1035772823">APA/finanzen.at: Sanierungsbonus – Förderung nur noch für Kesseltausch (2026)</a></li>
<li><a href="https://www.kosmo.at/budget-knapp-regierung-streicht-beliebten-bonus-ab-februar/">KOSMO: Sanierungsoffensive Neu (2026)</a></li>
<li><a href="https://heute.at/s/garaus-fuer-oel-und-gas-in-wohnungen-100171031">Heute: Heizungstausch in Miet- und Eigentumswohnungen</a></li>
<li><a href="https://www.stadt-wien.at/wien/news/gasausstieg-praemie.html">stadt-wien.at: Dekarbonisierungsprämie bis 1.500 €</a></li>
<li><a href="https://transparenzportal.gv.at/tdb/tp/situation/buerger/bauen-und-wohnen-klima-und-umwelt/bauen-renovieren-sanieren/1054873.html">Transparenzportal: Standardanhebung von Wohnungen in Wien</a></li>
<li><a href="https://gesetzefinden.at/landesrecht/verordnungen/lwi20000703/para-18">SanDekVO 2024, § 18</a></li>
<li><a href="https://transparenzportal.gv.at/tdb/tp/situation/unternehmer/gruendung-uebernahme-und-ausbau/bauen-renovieren-sanieren/1054840.html">Transparenzportal: Förderung für außenliegenden Sonnenschutz</a></li>
<li><a href="https://www.wien.gv.at/wohnen/wohnbaufoerderung/foerderungen/umbau-altersgerecht.html">Stadt Wien: Förderung für altersgerechten Umbau</a></li>
</ul>
`,
  }),
  post({
    slug: "barrierefreies-bad-foerderung-wien",
    title: "Barrierefreies Bad: Förderung der Stadt Wien",
    excerpt:
      "Bodenebene Dusche, Haltegriffe, breitere Tür: Die Stadt Wien fördert den altersgerechten Umbau ab 60 Jahren. Wer Anspruch hat, wie viel es gibt und wie der Antrag funktioniert.",
    category: "foerderung",
    tags: ["Barrierefrei", "Förderung", "Badezimmer", "Senioren"],
    metaTitle: "Barrierefreies Bad in Wien: Förderung bis 7.500 € ab 60",
    metaDescription:
      "Förderung der Stadt Wien für den altersgerechten Badumbau: 50 % der Kosten, max. 7.500 €, Einkommensgrenzen, geförderte Maßnahmen und der Antrag.",
    featured: true,
    publishedAt: "2025-12-10T08:00:00.000Z",
    content: `
<p>Der hohe Wannenrand, die rutschige Fliese, die schmale Tür: Im Bad zeigt sich zuerst, ob eine Wohnung fürs Alter taugt. Ein barrierefreier Umbau macht den Alltag sicherer und ermöglicht, länger selbstbestimmt in den eigenen vier Wänden zu wohnen. Die Stadt Wien unterstützt das mit einer eigenen Förderung für Wienerinnen und Wiener ab 60 Jahren.</p>
<blockquote><p><strong>Aktualisiert im Jänner 2026:</strong> Seit 1. Jänner 2026 fördert die Stadt Wien bis zu <strong>50 % der förderbaren Kosten, maximal 7.500 €</strong>. Bis Ende 2025 waren es 35 %, höchstens 4.200 €.</p></blockquote>

<h2>Wer die Förderung bekommt</h2>
<ul>
<li><strong>Alter:</strong> Sie sind zum Zeitpunkt des Antrags mindestens 60 Jahre alt.</li>
<li><strong>Hauptwohnsitz:</strong> Sie wohnen mit Hauptwohnsitz in der Wohnung, die umgebaut wird.</li>
<li><strong>Wohnform:</strong> Gefördert werden Mieter und Eigentümer von Wohnungen und Eigenheimen sowie Pächter von Kleingartenwohnhäusern.</li>
<li><strong>Einkommen:</strong> Es gelten die Einkommensgrenzen nach dem Wiener Wohnbauförderungs- und Wohnhaussanierungsgesetz.</li>
</ul>
<table>
<caption>Jährliches Haushaltseinkommen, Obergrenzen (Stand 2026)</caption>
<thead><tr><th scope="col">Personen im Haushalt</th><th scope="col">Einkommensgrenze</th></tr></thead>
<tbody>
<tr><td>1 Person</td><td>43.770 €</td></tr>
<tr><td>2 Personen</td><td>65.230 €</td></tr>
<tr><td>3 Personen</td><td>73.810 €</td></tr>
<tr><td>4 Personen</td><td>82.400 €</td></tr>
<tr><td>jede weitere Person</td><td>+ 4.810 €</td></tr>
</tbody>
</table>

<h2>Was gefördert wird</h2>
<p>Gefördert werden bauliche Maßnahmen und Installationen, die altersgerechtes und barrierefreies Wohnen nach der <strong>ÖNORM B 1600</strong> erleichtern. Im Bad sind das vor allem:</p>
<ul>
<li>der Einbau einer <strong>bodenebenen Dusche</strong> statt Wanne oder hoher Duschtasse,</li>
<li>ein <strong>unterfahrbarer Waschtisch</strong>,</li>
<li><strong>tragfähige Wände</strong> für Stütz- und Haltegriffe – auch die nötige Verstärkung der Wand,</li>
<li>Duschsitze und <strong>Thermostatarmaturen</strong> gegen Verbrühungen,</li>
<li>Raumvergrößerungen und <strong>Türverbreiterungen</strong>.</li>
</ul>
<p>Außerhalb des Bades zählen etwa Rampen, Treppenlifte und motorische Türöffner dazu. Welche Maßnahmen in Ihrem Fall gefördert werden, wird in einer persönlichen Beratung geklärt – diese technische und förderrechtliche Abklärung ist fixer Bestandteil des Verfahrens.</p>

<h2>Was ein barrierefreies Bad kostet</h2>
<p>Für einen altersgerechten Badumbau rechnen wir in Wien mit <strong>5.000 bis 15.000 €</strong> und einer Bauzeit von <strong>1 bis 3 Wochen</strong>. Einzelne Bausteine zur Orientierung:</p>
<ul>
<li>Umbau einer bestehenden Dusche zur barrierefreien Dusche: durchschnittlich 3.000 bis 8.000 €</li>
<li>Bodenebene Dusche im barrierefreien Bad: ab etwa 4.000 €</li>
<li>Haltegriffe, Duschsitz und Rückenlehne: zusammen meist unter 1.000 €</li>
<li>Komplett barrierefreies Bad: laut deutschen Portalen 3.500 bis 4.000 € pro m²</li>
</ul>
<p>Planen Sie die Dusche groß genug: mindestens 120 × 120 cm, für die Nutzung mit Rollstuhl 150 × 150 cm. Wie der Tausch der Wanne im Detail abläuft, lesen Sie in <a href="/blog/dusche-statt-badewanne-wien">Badewanne raus, Dusche rein</a>.</p>

<h2>Rechenbeispiele</h2>
<ul>
<li><strong>Neue bodenebene Dusche mit Griffen um 9.000 €:</strong> 50 % ergeben 4.500 € Förderung, Ihr Eigenanteil liegt bei 4.500 €.</li>
<li><strong>Umfassender Badumbau um 18.000 €:</strong> 50 % wären 9.000 €, die Förderung ist aber mit 7.500 € begrenzt. Ihr Eigenanteil: 10.500 €.</li>
</ul>
<p>Zum Vergleich: Nach den bis Ende 2025 geltenden Regeln (35 %, maximal 4.200 €) hätte das erste Beispiel 3.150 € gebracht, das zweite 4.200 €.</p>

<h2>Der Antrag Schritt für Schritt</h2>
<ol>
<li><strong>Beraten lassen:</strong> Die Beratung findet bei der gemeinsamen Informations- und Einreichstelle von Wohnbauförderung, Schlichtungsstelle und Technischer Stadterneuerung statt: 1200 Wien, Maria-Restituta-Platz 1, 6. Stock, Info-Point, Montag bis Freitag 8 bis 13 Uhr, telefonisch unter 01 4000 74860.</li>
<li><strong>Kostenvoranschlag einholen:</strong> Ein Fachbetrieb beschreibt die Maßnahmen und Kosten.</li>
<li><strong>Unterlagen sammeln:</strong> Kostenvoranschlag, Fotos der derzeitigen Situation und ein Nachweis, dass der Umbau nötig ist – etwa ein ärztliches Attest.</li>
<li><strong>Online beantragen</strong> über das Formular der Stadt Wien.</li>
<li><strong>Umbauen und abrechnen:</strong> Rechnungen aufbewahren und einreichen.</li>
</ol>

<h2>Als Mieter: Vermieter informieren</h2>
<p>Auch geförderte Umbauten sind Veränderungen der Mietwohnung, die Sie dem Vermieter bzw. der Hausverwaltung vorher anzeigen müssen. Wie das geht, erklärt <a href="/blog/altbauwohnung-sanieren-mieter-eigentuemer">Altbauwohnung sanieren: Was Mieter und Eigentümer dürfen</a>. Übrigens: Für dieselbe Leistung können Sie nicht zusätzlich den Handwerkerbonus des Bundes beantragen.</p>

<h2>Angebote für Ihr barrierefreies Bad</h2>
<p>Für den Förderantrag brauchen Sie einen Kostenvoranschlag. Beschreiben Sie Ihr Vorhaben in unserem <a href="/quiz/badrenovierung">kostenlosen Anfrage-Formular</a> – bis zu 4 geprüfte Wiener Betriebe, die barrierefreie Bäder bauen, melden sich bei Ihnen. Einen Überblick über weitere Programme finden Sie in <a href="/blog/foerderungen-sanierung-wien">Förderungen für Sanierung in Wien</a>.</p>

<h2>Quellen</h2>
<ul>
<li><a href="https://www.wien.gv.at/wohnen/wohnbaufoerderung/foerderungen/umbau-altersgerecht.html">Stadt Wien: Förderung für altersgerechten Umbau</a></li>
<li><a href="https://www.ots.at/presseaussendung/OTS_20260102_OTS0022/gal-ausweitung-der-foerderung-fuer-altersgerechten-wohnungsumbau">OTS: Ausweitung der Förderung für altersgerechten Wohnungsumbau (2. Jänner 2026)</a></li>
<li><a href="https://wienerbezirksblatt.at/mehr-foerderung-fuer-barrierefreien-wohnungsumbau/">Wiener Bezirksblatt: Mehr Förderung für barrierefreien Wohnungsumbau (2026)</a></li>
<li><a href="https://www.behindertenrat.at/aktuelles/news/wien-foerdert-altersgerechten-wohnungsumbau">Österreichischer Behindertenrat: Wien fördert altersgerechten Wohnungsumbau</a></li>
<li><a href="https://www.bizeps.or.at/mehr-geld-fuer-altersgerechten-wohnungsumbau-in-wien/">BIZEPS: Mehr Geld für altersgerechten Wohnungsumbau (2026)</a></li>
<li><a href="https://www.daibau.at/artikel/1137/wien_fordert_altersgerechten_umbau">daibau.at: Wien fördert altersgerechten Umbau (Regeln bis 2025)</a></li>
<li><a href="https://goklever.de/dusche-behindertengerecht-umbauen-warum-ein-barrierefreies-bad-so-wichtig-ist/">goklever: Dusche behindertengerecht umbauen</a></li>
<li><a href="https://aroundhome.de/barrierefreies-bad/kosten-preise">aroundhome: Barrierefreies Bad – Kosten</a></li>
<li><a href="https://kostencheck.de/behindertengerechte-dusche-kosten">kostencheck: Behindertengerechte Dusche – Maße</a></li>
</ul>
`,
  }),
  post({
    slug: "handwerker-stundensaetze-wien",
    title: "Handwerker-Stundensätze in Wien: Was die AK-Erhebungen zeigen",
    excerpt:
      "Was darf eine Handwerkerstunde in Wien kosten? Die Erhebungen der Arbeiterkammer zeigen Stundensätze, Anfahrtskosten und Notdienst-Zuschläge – und wie groß die Unterschiede zwischen Betrieben sind.",
    category: "kosten",
    tags: ["Stundensatz", "Arbeiterkammer", "Handwerker", "Notdienst"],
    metaTitle: "Handwerker-Stundensätze Wien: AK-Erhebung, Anfahrt, Notdienst",
    metaDescription:
      "Stundensätze von Installateur, Elektriker, Fliesenleger und Maler in Wien laut Arbeiterkammer, dazu Anfahrt, Notdienst-Preise und Tipps gegen Überraschungen.",
    featured: false,
    publishedAt: "2025-12-17T08:00:00.000Z",
    content: `
<p>„Was kostet bei Ihnen die Stunde?“ – diese Frage beantworten Betriebe sehr unterschiedlich. Die Arbeiterkammer Wien (AK) vergleicht deshalb regelmäßig die Preise von Wiener Handwerksbetrieben. Die Ergebnisse zeigen vor allem eines: Zwischen dem günstigsten und dem teuersten Betrieb liegen oft 50 % und mehr. Wer die üblichen Spannen kennt, kann Angebote besser einordnen.</p>

<h2>Aktuelle Zahlen: Elektriker und Installateure</h2>
<p>In der jüngsten Erhebung der AK Wien (88 Betriebe) verrechneten <strong>Elektriker werktags 92,57 bis 158 € pro Stunde</strong>; für die Anfahrt wurden bis zu 120 € verlangt. Bei Installateuren lag die Facharbeiterstunde während der Geschäftszeiten in der vorangegangenen AK-Erhebung zwischen <strong>87,60 und 140 €</strong>. Malerbetriebe erhöhten ihre Preise laut AK innerhalb eines Jahres um rund 9 %.</p>

<h2>Die AK-Erhebung 2019 als Vergleichsbasis</h2>
<p>Die letzte umfassende Wiener Erhebung über viele Gewerke stammt aus dem Sommer 2019. Die Preise sind seither deutlich gestiegen – bei Elektrikern etwa von 67,56 bis 108 € auf 92,57 bis 158 € pro Stunde. Als Verhältnis zwischen den Gewerken ist die Tabelle trotzdem nützlich (Preise inkl. USt):</p>
<table>
<caption>Stundensätze in Wien laut AK Wien, Juli/August 2019, inkl. USt</caption>
<thead><tr><th scope="col">Gewerk</th><th scope="col">Facharbeiter</th><th scope="col">Durchschnitt</th><th scope="col">Partie (mit Helfer)</th></tr></thead>
<tbody>
<tr><td>Installateur</td><td>73,20–112,50 €</td><td>91,39 €</td><td>124,80–165,31 €</td></tr>
<tr><td>Elektriker</td><td>67,56–108,00 €</td><td>88,53 €</td><td>124,18–153,60 €</td></tr>
<tr><td>Glaser</td><td>63,60–98,40 €</td><td>75,90 €</td><td>–</td></tr>
<tr><td>Fliesenleger</td><td>57,60–78,00 €</td><td>65,50 €</td><td>90,00–132,00 €</td></tr>
<tr><td>Maler</td><td>46,80–66,00 €</td><td>57,35 €</td><td>82,80–91,20 €</td></tr>
</tbody>
</table>
<p>Zwischen 2015 und 2019 stiegen die Wiener Stundensätze laut AK um 10 bis 14 %. Für aktuelle Budgets sollten Sie die Werte von 2019 daher nur als Untergrenze verwenden.</p>

<h2>Warum eine Stunde so viel kostet</h2>
<p>Der Stundensatz ist nicht der Lohn der Person, die bei Ihnen arbeitet. Er deckt auch Lohnnebenkosten, Urlaub und Krankenstand, Fahrzeug, Werkzeug, Versicherungen, Büro, Ausfallzeiten und den Gewinn des Betriebs. Zum Vergleich: Der kollektivvertragliche Einstiegslohn eines Bauarbeiters beträgt seit Mai 2025 rund 2.787 € brutto im Monat, umgerechnet etwa 16 € pro Stunde. Ein Verrechnungssatz, der ein Mehrfaches davon beträgt, ist deshalb normal und kein Zeichen von Abzocke.</p>

<h2>Facharbeiter oder Partie?</h2>
<p>Viele Betriebe verrechnen eine „Partie“ aus Facharbeiter und Helfer oder Lehrling. Ein Helfer kostet üblicherweise etwa zwei Drittel des Facharbeitersatzes; in der AK-Erhebung 2019 lag der Aufschlag für den Helfer bei Installateuren, Elektrikern und Fliesenlegern bei rund 50 € pro Stunde. Eine Partie ist nicht automatisch teurer: Arbeiten zwei Personen, ist die Arbeit schneller erledigt. Fragen Sie nach, wie viele Stunden der Betrieb für Ihre Arbeiten kalkuliert.</p>

<h2>Anfahrt: klein im Einzelfall, groß in Summe</h2>
<p>Die Anfahrt wird unterschiedlich verrechnet – pauschal, nach Zone oder nach Zeit. 2019 verlangten Wiener Installateure innerhalb des eigenen Bezirks im Schnitt 43,54 €, für eine Anfahrt quer durch Wien 108,74 €. Bei Elektrikern waren es 46,33 bzw. 102,73 €. Bei einer Baustelle über mehrere Tage lohnt es sich, eine Pauschale für die Anfahrt zu vereinbaren.</p>

<h2>Notdienst: Wochenende und Feiertag kosten doppelt</h2>
<p>Rohrbruch am Sonntag, ausgesperrt am Feiertag: Im Notfall zahlen Sie deutlich mehr. Laut AK Wien kostete die Installateur-Stunde an Sonn- und Feiertagen zuletzt zwischen 201,60 und 309 €, im Schnitt 253,40 €. Eine Türöffnung im eigenen Bezirk kostet tagsüber 60 bis 198 €, an Sonn- und Feiertagen 120 bis 220 € (im Schnitt 176,60 €). Ein Thermen-Notdienst verlangte am Wochenende bis zu 522 € pro Stunde.</p>
<ul>
<li><strong>Vorsorgen:</strong> Notieren Sie sich jetzt die Nummer eines Betriebs mit fairen Preisen und wissen Sie, wo der Hauptwasserhahn ist.</li>
<li><strong>Preis vorher erfragen:</strong> Lassen Sie sich am Telefon Stundensatz, Anfahrt und Zuschläge nennen.</li>
<li><strong>Nur das Nötigste im Notdienst:</strong> Schaden sichern lassen, die eigentliche Reparatur zu normalen Zeiten beauftragen.</li>
</ul>

<h2>So nutzen Sie die Zahlen</h2>
<ul>
<li>Vergleichen Sie Angebote nicht nur nach dem Stundensatz, sondern nach der <strong>Gesamtsumme für dieselbe Leistung</strong>. Ein teurerer, schneller Betrieb kann günstiger sein.</li>
<li>Achten Sie darauf, ob Preise <strong>brutto oder netto</strong> angegeben sind – Privatkunden zahlen 20 % USt.</li>
<li>Fragen Sie nach der <strong>Abrechnung</strong>: Stunden, Pauschale oder verbindlicher Kostenvoranschlag? Was das rechtlich bedeutet, steht in unserer <a href="/blog/angebote-handwerker-vergleichen-checkliste">Checkliste zum Angebotsvergleich</a>.</li>
</ul>
<p>Was ganze Projekte kosten, zeigen unsere Artikel zur <a href="/blog/badrenovierung-wien-kosten-pro-m2">Badrenovierung</a> und <a href="/blog/wohnungssanierung-wien-kosten-ablauf">Wohnungssanierung</a> sowie der <a href="/preisleitfaden">Preisleitfaden</a>. Wenn Sie Angebote mehrerer Betriebe vergleichen möchten, beschreiben Sie Ihr Projekt in unserem <a href="/quiz">kostenlosen Anfrage-Formular</a>.</p>

<h2>Quellen</h2>
<ul>
<li><a href="https://www.heute.at/s/notdienste-immer-teurer-handwerkerpreise-explodieren-120148994">Heute: Notdienste immer teurer – AK-Erhebung Wien (2025)</a></li>
<li><a href="https://kurier.at/wirtschaft/immo/handwerker-notdienst-preise-arbeiterkammer/402708331">Kurier: Handwerker-Notdienst – Preise laut Arbeiterkammer (2025)</a></li>
<li><a href="https://shk-aktuell.at/artikel/das-sind-die-marktpreise-bei-notdiensten">SHK aktuell: Marktpreise bei Notdiensten (AK Wien)</a></li>
<li><a href="https://de.readkong.com/page/handwerkerkosten-in-wien-2019-august-2019-7850036">AK Wien: Handwerkerkosten in Wien 2019</a></li>
<li><a href="https://kurier.at/wirtschaft/ak-warnt-vor-hohen-kosten-fuer-handwerker-in-wien/400588418">Kurier: AK warnt vor hohen Kosten für Handwerker in Wien (2019)</a></li>
<li><a href="https://www.gecheckt.at/preise/wasserinstallateure/kosten-installationsnebenkosten">gecheckt.at: Installateur – Nebenkosten und Helfer</a></li>
<li><a href="https://solidbau.at/news/2-7-prozent-plus-fuer-beschaeftigte-am-bau/">Solid: 2,7 Prozent plus für Beschäftigte am Bau (2025)</a></li>
</ul>
`,
  }),
];
