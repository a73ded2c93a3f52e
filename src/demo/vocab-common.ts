// Names, places, organisations and sentence templates shared by the corpus and the CMS pages.
// Every organisation, journal and person here is made up; e-mail addresses use the reserved
// .example domain.

export type Lang = 'nl' | 'en';

export interface Place {
  name: string;
  region: string;
  lat: number;
  lon: number;
}

/** Inland towns, so a small jitter around them stays inside the Netherlands. */
export const PLACES: readonly Place[] = [
  { name: 'Wageningen', region: 'Gelderland', lat: 51.9692, lon: 5.6654 },
  { name: 'Lelystad', region: 'Flevoland', lat: 52.5185, lon: 5.4714 },
  { name: 'Dronten', region: 'Flevoland', lat: 52.525, lon: 5.718 },
  { name: 'Emmeloord', region: 'Flevoland', lat: 52.7108, lon: 5.7481 },
  { name: 'Zwolle', region: 'Overijssel', lat: 52.5168, lon: 6.083 },
  { name: 'Deventer', region: 'Overijssel', lat: 52.255, lon: 6.1639 },
  { name: 'Leeuwarden', region: 'Friesland', lat: 53.2012, lon: 5.7999 },
  { name: 'Heerenveen', region: 'Friesland', lat: 52.9597, lon: 5.9197 },
  { name: 'Groningen', region: 'Groningen', lat: 53.2194, lon: 6.5665 },
  { name: 'Veendam', region: 'Groningen', lat: 53.1063, lon: 6.8789 },
  { name: 'Assen', region: 'Drenthe', lat: 52.9925, lon: 6.5649 },
  { name: 'Emmen', region: 'Drenthe', lat: 52.7858, lon: 6.8976 },
  { name: "'s-Hertogenbosch", region: 'Noord-Brabant', lat: 51.6978, lon: 5.3037 },
  { name: 'Tilburg', region: 'Noord-Brabant', lat: 51.5555, lon: 5.0913 },
  { name: 'Eindhoven', region: 'Noord-Brabant', lat: 51.4416, lon: 5.4697 },
  { name: 'Venlo', region: 'Limburg', lat: 51.3704, lon: 6.1724 },
  { name: 'Roermond', region: 'Limburg', lat: 51.1942, lon: 5.987 },
  { name: 'Vredepeel', region: 'Limburg', lat: 51.54, lon: 5.85 },
  { name: 'Goes', region: 'Zeeland', lat: 51.5044, lon: 3.8889 },
  { name: 'Middelburg', region: 'Zeeland', lat: 51.4988, lon: 3.6136 },
  { name: 'Naaldwijk', region: 'Zuid-Holland', lat: 51.9936, lon: 4.2094 },
  { name: 'Bleiswijk', region: 'Zuid-Holland', lat: 52.0108, lon: 4.5314 },
  { name: 'Gouda', region: 'Zuid-Holland', lat: 52.0116, lon: 4.7105 },
  { name: 'Alkmaar', region: 'Noord-Holland', lat: 52.6324, lon: 4.7534 },
  { name: 'Hoorn', region: 'Noord-Holland', lat: 52.6425, lon: 5.0597 },
  { name: 'Utrecht', region: 'Utrecht', lat: 52.0907, lon: 5.1214 },
  { name: 'Amersfoort', region: 'Utrecht', lat: 52.1561, lon: 5.3878 },
  { name: 'Barneveld', region: 'Gelderland', lat: 52.14, lon: 5.585 },
  { name: 'Ede', region: 'Gelderland', lat: 52.0402, lon: 5.6649 },
  { name: 'Velp', region: 'Gelderland', lat: 51.9947, lon: 5.9747 },
];

export const REGIONS: readonly string[] = [...new Set(PLACES.map((p) => p.region))];
export const NATIONAL_REGION: Record<Lang, string> = { nl: 'Landelijk', en: 'National' };

export const FIRST_NAMES = ['Anne', 'Bas', 'Carla', 'Dirk', 'Eva', 'Femke', 'Gert', 'Hanneke', 'Ilse', 'Jeroen', 'Karin', 'Lars', 'Marieke', 'Niels', 'Olga', 'Pieter', 'Rianne', 'Sander', 'Tessa', 'Vincent', 'Wouter', 'Yvonne', 'Joost', 'Linda', 'Maarten', 'Sanne', 'Thijs', 'Esther', 'Koen', 'Fleur'] as const;
export const LAST_NAMES = ['de Vries', 'Jansen', 'van Dijk', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'van Leeuwen', 'Dekker', 'Brouwer', 'de Wit', 'Dijkstra', 'Kok', 'Postma', 'van der Meer', 'Hoekstra', 'Veenstra', 'Kuipers', 'Schouten', 'van den Berg', 'Willems', 'Huisman', 'Evers'] as const;
export const FOREIGN_LAST_NAMES = ['Smith', 'Garcia', 'Müller', 'Nowak', 'Rossi', 'Andersen', 'Dubois', 'Chen'] as const;

export const ORGANISATIONS: Record<Lang, readonly string[]> = {
  nl: ['Kennisnetwerk Groen', 'Stichting Levende Bodem', 'Praktijkcentrum Akkerbouw Noord', 'Proefbedrijf De Kleiakker', 'Kenniscentrum Glas & Teelt', 'Hogeschool Groene Delta', 'Groen College Midden', 'Instituut voor Veehouderij en Milieu', 'Bureau Landschap & Water', 'Collectief Agrarisch Natuurbeheer Oost', 'Stichting Boom & Stad', 'Platform Kringlooplandbouw', 'Kennisplatform Voedsel & Keten', 'Studiecentrum Klimaat en Landgebruik'],
  en: ['Green Knowledge Network', 'Living Soil Foundation', 'Northern Arable Research Centre', 'Clay Acre Experimental Farm', 'Greenhouse Knowledge Centre', 'Green Delta University of Applied Sciences', 'Institute for Livestock and Environment', 'Landscape & Water Consultancy', 'Circular Farming Platform', 'Food Chain Knowledge Platform', 'Centre for Climate and Land Use Studies'],
};

export const JOURNALS: Record<Lang, readonly string[]> = {
  nl: ['Vakblad Bodem & Gewas', 'Tijdschrift Groene Ruimte', 'Akker Magazine', 'Veehouderij Vandaag', 'Onder Glas', 'Landschap & Natuur', 'Groen Onderwijs', 'Water & Land'],
  en: ['Journal of Applied Agroecology', 'Soil & Land Use Letters', 'Greenhouse Science Review', 'Livestock Systems Research', 'Landscape Ecology Notes', 'Food Chain Studies'],
};

export const AUDIENCES: Record<Lang, readonly string[]> = {
  nl: ['Agrarisch ondernemers', 'Docenten', 'Studenten', 'Beleidsmakers', 'Adviseurs', 'Onderzoekers', 'Loonwerkers', 'Gemeenten'],
  en: ['Farmers', 'Teachers', 'Students', 'Policy makers', 'Advisers', 'Researchers', 'Contractors', 'Municipalities'],
};

export const PROJECT_STATUS: Record<Lang, readonly string[]> = {
  nl: ['Lopend', 'Afgerond', 'Gepland'],
  en: ['Ongoing', 'Completed', 'Planned'],
};

export const ARRANGEMENTS: Record<Lang, readonly string[]> = {
  nl: ['Publiek-private samenwerking (PPS)', 'Praktijkgericht onderzoek', 'Kennisimpuls', 'Versnellingsagenda', 'Regionaal fonds'],
  en: ['Public-private partnership (PPP)', 'Practice-based research', 'Knowledge impulse', 'Acceleration programme', 'Regional fund'],
};

export const PROJECT_NAMES = ['Groeikracht', 'BodemPlus', 'KringloopWijs', 'Vitaal Platteland', 'SLIM', 'ProGras', 'Weerbaar', 'Koersvast', 'Nieuwe Oogst', 'AgriLink', 'Duurzaam Doen', 'Veldwerk', 'Proeftuin 2030', 'GroenLab'] as const;

export const MONTHS: Record<Lang, readonly string[]> = {
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

/** Title templates per content subtype. Placeholders are filled by fill() in prng.ts. */
export const TITLE_TEMPLATES: Record<Lang, Record<string, readonly string[]>> = {
  nl: {
    source: ['{Subject} in {context}: resultaten van {years} jaar proeven', 'Effect van {measure} op {outcome}', '{Subject} en {subject2}: een literatuuroverzicht', 'Praktijkgids {subject} voor {actors}', 'Handreiking {subject} in {context}', 'Monitoring van {subject} in {region}, {year}', 'Kansen en knelpunten van {measure} in {context}', 'Wat weten we over {subject}? Stand van de kennis', '{Measure} en {outcome} op {n} praktijkbedrijven'],
    news: ['{Actors} in {region} starten met {measure}', 'Nieuwe subsidieregeling voor {measure} opengesteld', 'Proef in {place}: zo werkt {measure} uit op {outcome}', '{Org} lanceert kennisdossier over {subject}', 'Eerste resultaten pilot {subject} in {place}', 'Extra onderzoeksgeld voor {subject}', 'Studenten onderzoeken {subject} samen met {actors}', '{Measure} wint terrein in {context}'],
    event: ['Veldexcursie {subject} in {place}', 'Webinar: {subject} in de praktijk', 'Studiedag {subject}', 'Masterclass {measure}', 'Kennisdag {label} {year}', 'Demodag {measure} in {place}', 'Netwerkbijeenkomst {subject} voor {actors}'],
    project: ['{Project}: {subject} in {context}', 'Proeftuin {subject} {region}', 'Pilot {measure} in {place}', 'Praktijknetwerk {subject}', 'Aanpak van {subject} in {context}'],
    dossier: ['Dossier {label}: {subject}', 'Alles over {subject}', 'Kennisdossier {subject}'],
    gkz: ['Lesmateriaal: {subject}', 'Lespakket {subject} voor het mbo', 'Opdracht: {measure} in de praktijk', 'Kennisclip {subject}', 'Werkboek {subject} in {context}'],
    contact: ['Kennisloket {label}', 'Contactpunt {subject} {region}', 'Helpdesk {measure}'],
    other: ['Podcast: {subject} in {context}', 'Video: {measure} uitgelegd', 'Infographic {subject}', 'Column: {subject} vraagt om lef', 'Blog: een jaar {measure} op ons bedrijf'],
  },
  en: {
    source: ['{Subject} in {context}: results of {years} years of field trials', 'Effect of {measure} on {outcome}', '{Subject} and {subject2}: a literature review', 'A practical guide to {subject} for {actors}', 'Monitoring {subject} in {region}, {year}', 'Opportunities and barriers for {measure} in {context}', 'What do we know about {subject}? State of knowledge', '{Measure} and {outcome} on {n} commercial farms'],
    news: ['{Actors} in {region} start using {measure}', 'New subsidy scheme for {measure} opens', 'Trial in {place}: how {measure} affects {outcome}', '{Org} launches knowledge dossier on {subject}', 'First results of {subject} pilot in {place}', 'Extra research funding for {subject}', 'Students study {subject} together with {actors}'],
    event: ['Field visit: {subject} in {place}', 'Webinar: {subject} in practice', 'Study day on {subject}', 'Masterclass: {measure}', '{Label} knowledge day {year}', 'Demonstration day: {measure} in {place}'],
    project: ['{Project}: {subject} in {context}', '{Subject} living lab {region}', 'Pilot: {measure} in {place}', 'Practice network on {subject}', 'Working on {subject} in {context}'],
    dossier: ['Dossier {label}: {subject}', 'All about {subject}', 'Knowledge dossier: {subject}'],
    gkz: ['Teaching material: {subject}', 'Lesson pack on {subject} for vocational students', 'Assignment: {measure} in practice', 'Knowledge clip: {subject}'],
    contact: ['{Label} help desk', 'Contact point for {subject} in {region}', 'Help desk for {measure}'],
    other: ['Podcast: {subject} in {context}', 'Video: {measure} explained', 'Infographic: {subject}', 'Blog: a year of {measure} on our farm'],
  },
};

/** Sentences for descriptions and page paragraphs. */
export const SENTENCES: Record<Lang, readonly string[]> = {
  nl: [
    'In {context} is de aandacht voor {subject} de afgelopen jaren sterk gegroeid.',
    'Wie investeert in {measure}, ziet vaak binnen enkele jaren effect op {outcome}.',
    'Onderzoekers volgden {n} bedrijven in {region} gedurende meerdere seizoenen.',
    'Bij de deelnemers die kozen voor {measure}, veranderde {outcome} met gemiddeld {pct} procent.',
    'Er is geen pasklaar antwoord: bodem, bedrijfstype en markt bepalen samen wat haalbaar is.',
    '{Actors} wisselen in studiegroepen ervaringen uit over {subject}.',
    'De combinatie van {measure} en {measure2} blijkt in de praktijk goed uitvoerbaar.',
    'Meten is weten: zonder goede metingen blijft het effect op {outcome} onzeker.',
    'In {place} laten {actors} zien hoe {measure} in de praktijk uitpakt.',
    'De resultaten zijn vertaald naar praktische adviezen voor {actors}.',
    'Ook de kosten tellen mee: een investering in {measure} verdient zich niet altijd direct terug.',
    'Het onderwerp {subject} krijgt steeds meer aandacht in beleid en onderwijs.',
    'Samenwerking met {actors2} maakt het makkelijker om kennis over {subject} toe te passen.',
    'Op de lange termijn draagt kennis over {subject} bij aan een toekomstbestendige landbouw.',
    'Het loont om klein te beginnen: een proef op één perceel of in één stal geeft snel inzicht.',
    'Volgens {org} is de belangrijkste les dat {measure} pas werkt als het past bij het hele bedrijf.',
    'De eerste ervaringen in {region} zijn positief, al verschillen de resultaten per jaar.',
    'Een goede nulmeting maakt het later makkelijker om veranderingen in {outcome} te zien.',
    'Wie meer wil weten, kan terecht bij een van de praktijknetwerken in {region}.',
    'Beleidsmakers kijken met belangstelling naar {subject}, omdat het meerdere doelen tegelijk dient.',
    'Ook studenten van het groene onderwijs doen onderzoek naar {measure2}.',
    'In {context} liggen de kansen anders dan elders; maatwerk blijft nodig.',
  ],
  en: [
    'Interest in {subject} has grown strongly in {context} in recent years.',
    'Those who invest in {measure} often see an effect on {outcome} within a few years.',
    'Researchers followed {n} farms in {region} over several seasons.',
    'Among participants who opted for {measure}, {outcome} changed by {pct} percent on average.',
    'There is no one-size-fits-all answer: soil, farm type and market together decide what is feasible.',
    '{Actors} share experiences with {subject} in study groups.',
    'Combining {measure} with {measure2} turns out to be workable in practice.',
    'Without good measurements the effect on {outcome} remains uncertain.',
    'In {place}, {actors} show how {measure} works out in practice.',
    'The results have been translated into practical advice for {actors}.',
    'Costs matter too: investing in {measure} does not always pay back straight away.',
    'The topic of {subject} is getting more and more attention in policy and education.',
    'Working with {actors2} makes it easier to apply knowledge about {subject}.',
    'In the long run, knowledge of {subject} helps make farming fit for the future.',
    'It pays to start small: a trial on one field or in one barn quickly gives insight.',
    'According to {org}, the main lesson is that {measure} only works when it fits the whole farm.',
    'First experiences in {region} are positive, although results vary from year to year.',
    'A good baseline measurement makes it easier to see changes in {outcome} later on.',
    'Anyone who wants to know more can turn to one of the practice networks in {region}.',
    'Policy makers take a keen interest in {subject} because it serves several goals at once.',
    'Students in green education are also researching {measure2}.',
    'In {context} the opportunities differ from elsewhere, so a tailored approach remains necessary.',
  ],
};
