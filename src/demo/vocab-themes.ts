// Word lists per theme, in Dutch and English, from which the demo composes titles, texts and
// keywords. Subjects, measures and outcomes are lowercase noun phrases that fit the templates
// in vocab-common.ts ("Effect van {measure} op {outcome}", "{Subject} in {context}").

export interface ThemeText {
  label: string;
  subjects: readonly string[];
  measures: readonly string[];
  outcomes: readonly string[];
  contexts: readonly string[];
  keywords: readonly string[];
  actors: readonly string[];
}

export interface Theme {
  slug: string;
  /** Lowercase stems: a site whose title, id or keywords contain one gets this theme. */
  match: readonly string[];
  nl: ThemeText;
  en: ThemeText;
}

export const THEMES: readonly Theme[] = [
  {
    slug: 'bodem',
    match: ['bodem', 'soil', 'grond', 'veen', 'verdicht'],
    nl: {
      label: 'Bodem',
      subjects: ['bodemleven', 'organische stof', 'bodemverdichting', 'bodemstructuur', 'regenwormen', 'koolstofopslag in de bodem', 'bodemvruchtbaarheid', 'niet-kerende grondbewerking'],
      measures: ['compost', 'vaste mest', 'groenbemesters', 'rijpadenteelt', 'minimale grondbewerking', 'bekalking'],
      outcomes: ['het bodemleven', 'de waterinfiltratie', 'het organischestofgehalte', 'de gewasopbrengst', 'de draagkracht'],
      contexts: ['kleigrond', 'zandgrond', 'veengrond', 'lössgrond', 'dalgrond'],
      keywords: ['bodemkwaliteit', 'bodemleven', 'organische stof', 'verdichting', 'compost', 'groenbemester', 'bodemstructuur', 'koolstof'],
      actors: ['akkerbouwers', 'melkveehouders', 'bodemadviseurs', 'loonwerkers'],
    },
    en: {
      label: 'Soil',
      subjects: ['soil life', 'soil organic matter', 'soil compaction', 'soil structure', 'earthworms', 'soil carbon storage', 'soil fertility', 'reduced tillage'],
      measures: ['compost', 'solid manure', 'cover crops', 'controlled traffic farming', 'minimum tillage', 'liming'],
      outcomes: ['soil life', 'water infiltration', 'organic matter content', 'crop yield', 'bearing capacity'],
      contexts: ['clay soils', 'sandy soils', 'peat soils', 'loess soils'],
      keywords: ['soil quality', 'soil life', 'organic matter', 'compaction', 'compost', 'cover crop', 'soil structure', 'carbon'],
      actors: ['arable farmers', 'dairy farmers', 'soil advisers', 'contractors'],
    },
  },
  {
    slug: 'water',
    match: ['water', 'drought', 'droogte', 'delta', 'rivier', 'peil', 'drainage'],
    nl: {
      label: 'Water',
      subjects: ['waterkwaliteit', 'droogte', 'grondwaterpeil', 'peilgestuurde drainage', 'waterberging', 'zoetwatervoorziening', 'verzilting', 'beregening'],
      measures: ['peilgestuurde drainage', 'bufferstroken', 'druppelirrigatie', 'waterconservering', 'stuwtjes in sloten', 'regenwateropvang'],
      outcomes: ['de waterkwaliteit', 'het grondwaterpeil', 'de nitraatuitspoeling', 'de watervoorraad', 'de verzilting'],
      contexts: ['hoge zandgronden', 'polders', 'beekdalen', 'het veenweidegebied', 'kustgebieden'],
      keywords: ['waterkwaliteit', 'droogte', 'grondwater', 'drainage', 'waterbeheer', 'verzilting', 'beregening', 'oppervlaktewater'],
      actors: ['waterschappen', 'boeren', 'tuinders', 'drinkwaterbedrijven'],
    },
    en: {
      label: 'Water',
      subjects: ['water quality', 'drought', 'groundwater levels', 'controlled drainage', 'water storage', 'fresh water supply', 'salinisation', 'irrigation'],
      measures: ['controlled drainage', 'buffer strips', 'drip irrigation', 'water retention', 'ditch weirs', 'rainwater harvesting'],
      outcomes: ['water quality', 'groundwater levels', 'nitrate leaching', 'water availability', 'salinisation'],
      contexts: ['elevated sandy soils', 'polders', 'stream valleys', 'peat meadow areas', 'coastal areas'],
      keywords: ['water quality', 'drought', 'groundwater', 'drainage', 'water management', 'salinisation', 'irrigation', 'surface water'],
      actors: ['water boards', 'farmers', 'growers', 'water companies'],
    },
  },
  {
    slug: 'biodiversiteit',
    match: ['biodivers', 'natuur', 'nature', 'bij', 'bee', 'insect', 'vogel', 'bird', 'landschap'],
    nl: {
      label: 'Biodiversiteit',
      subjects: ['akkerranden', 'weidevogels', 'wilde bijen', 'functionele agrobiodiversiteit', 'landschapselementen', 'natuurinclusieve landbouw', 'insectenstand', 'kruidenrijk grasland'],
      measures: ['bloemrijke akkerranden', 'kruidenrijk grasland', 'later maaien', 'houtwallen', 'natuurvriendelijke oevers', 'plas-dras'],
      outcomes: ['de insectenstand', 'het broedsucces van weidevogels', 'de natuurlijke plaagbestrijding', 'de soortenrijkdom', 'de bestuiving'],
      contexts: ['het agrarisch landschap', 'weidevogelgebieden', 'akkerbouwgebieden', 'het rivierengebied', 'de stadsrand'],
      keywords: ['biodiversiteit', 'akkerranden', 'weidevogels', 'bestuivers', 'natuurinclusief', 'landschap', 'insecten', 'agrarisch natuurbeheer'],
      actors: ['agrarische collectieven', 'natuurbeheerders', 'vrijwilligers', 'boeren'],
    },
    en: {
      label: 'Biodiversity',
      subjects: ['field margins', 'meadow birds', 'wild bees', 'functional agrobiodiversity', 'landscape features', 'nature-inclusive farming', 'insect populations', 'herb-rich grassland'],
      measures: ['flower-rich field margins', 'herb-rich grassland', 'delayed mowing', 'hedgerows', 'nature-friendly banks', 'shallow flooding'],
      outcomes: ['insect populations', 'meadow bird breeding success', 'natural pest control', 'species richness', 'pollination'],
      contexts: ['the farmed landscape', 'meadow bird areas', 'arable regions', 'the river area', 'the urban fringe'],
      keywords: ['biodiversity', 'field margins', 'meadow birds', 'pollinators', 'nature-inclusive', 'landscape', 'insects', 'agri-environment schemes'],
      actors: ['farmer collectives', 'nature managers', 'volunteers', 'farmers'],
    },
  },
  {
    slug: 'glastuinbouw',
    match: ['glas', 'tuinbouw', 'kas', 'greenhouse', 'horti', 'sierteelt', 'bloem'],
    nl: {
      label: 'Glastuinbouw',
      subjects: ['energiebesparing in de kas', 'geïntegreerde gewasbescherming', 'belichting met leds', 'recirculatie van drainwater', 'tomatenteelt', 'aardgasvrije kassen', 'biologische bestrijding', 'klimaatregeling'],
      measures: ['ledbelichting', 'het Nieuwe Telen', 'sluipwespen', 'warmtepompen', 'geothermie', 'ontsmetting van drainwater'],
      outcomes: ['het energieverbruik', 'de plaagdruk', 'de productie per vierkante meter', 'de emissie van nutriënten', 'de vruchtkwaliteit'],
      contexts: ['de tomatenteelt', 'de potplantenteelt', 'de sierteelt', 'het Westland', 'de paprikateelt'],
      keywords: ['glastuinbouw', 'energie', 'gewasbescherming', 'belichting', 'kasklimaat', 'emissie', 'biologische bestrijding', 'substraat'],
      actors: ['tuinders', 'teeltadviseurs', 'kassenbouwers', 'veredelaars'],
    },
    en: {
      label: 'Greenhouse horticulture',
      subjects: ['energy saving in greenhouses', 'integrated pest management', 'LED lighting', 'recirculation of drain water', 'tomato growing', 'gas-free greenhouses', 'biological control', 'climate control'],
      measures: ['LED lighting', 'Next Generation Growing', 'parasitic wasps', 'heat pumps', 'geothermal heat', 'drain water disinfection'],
      outcomes: ['energy use', 'pest pressure', 'production per square metre', 'nutrient emissions', 'fruit quality'],
      contexts: ['tomato growing', 'pot plant growing', 'floriculture', 'the Westland region', 'sweet pepper growing'],
      keywords: ['greenhouse horticulture', 'energy', 'crop protection', 'lighting', 'greenhouse climate', 'emissions', 'biological control', 'substrate'],
      actors: ['growers', 'crop advisers', 'greenhouse builders', 'breeders'],
    },
  },
  {
    slug: 'veehouderij',
    match: ['veehouderij', 'melk', 'dairy', 'livestock', 'dieren', 'animal', 'varken', 'pluimvee', 'geit', 'stallen', 'weidegang'],
    nl: {
      label: 'Veehouderij',
      subjects: ['weidegang', 'diergezondheid', 'antibioticagebruik', 'emissiearme stallen', 'voerefficiëntie', 'kalveropfok', 'dierenwelzijn', 'levensduur van melkkoeien'],
      measures: ['weidegang', 'emissiearme vloeren', 'eiwitarm voeren', 'vroege diagnose', 'groepshuisvesting', 'sensortechnologie'],
      outcomes: ['de ammoniakuitstoot', 'de diergezondheid', 'het antibioticagebruik', 'de melkproductie', 'de levensduur'],
      contexts: ['de melkveehouderij', 'de varkenshouderij', 'de pluimveehouderij', 'de geitenhouderij', 'de vleeskalverhouderij'],
      keywords: ['veehouderij', 'dierenwelzijn', 'diergezondheid', 'weidegang', 'stallen', 'voeding', 'antibiotica', 'melkvee'],
      actors: ['melkveehouders', 'varkenshouders', 'dierenartsen', 'voeradviseurs'],
    },
    en: {
      label: 'Livestock farming',
      subjects: ['grazing', 'animal health', 'antibiotic use', 'low-emission housing', 'feed efficiency', 'calf rearing', 'animal welfare', 'dairy cow longevity'],
      measures: ['grazing', 'low-emission floors', 'low-protein feeding', 'early diagnosis', 'group housing', 'sensor technology'],
      outcomes: ['ammonia emissions', 'animal health', 'antibiotic use', 'milk production', 'longevity'],
      contexts: ['dairy farming', 'pig farming', 'poultry farming', 'goat farming', 'veal farming'],
      keywords: ['livestock', 'animal welfare', 'animal health', 'grazing', 'housing', 'nutrition', 'antibiotics', 'dairy'],
      actors: ['dairy farmers', 'pig farmers', 'veterinarians', 'feed advisers'],
    },
  },
  {
    slug: 'akkerbouw',
    match: ['akkerbouw', 'arable', 'gewas', 'crop', 'aardappel', 'potato', 'teelt', 'precisie', 'peulvrucht', 'bonen', 'plantgezondheid'],
    nl: {
      label: 'Akkerbouw',
      subjects: ['strokenteelt', 'vruchtwisseling', 'precisielandbouw', 'onkruidbestrijding', 'aardappelteelt', 'eiwitgewassen', 'weerbare teeltsystemen', 'suikerbieten'],
      measures: ['strokenteelt', 'een ruimere vruchtwisseling', 'mechanische onkruidbestrijding', 'plaatsspecifiek bemesten', 'resistente rassen', 'taakkaarten'],
      outcomes: ['de opbrengst', 'het middelengebruik', 'de ziektedruk', 'het saldo per hectare', 'de kwaliteit van de oogst'],
      contexts: ['de Flevopolder', 'de Veenkoloniën', 'Zeeuwse klei', 'het noorden van het land', 'de pootaardappelteelt'],
      keywords: ['akkerbouw', 'gewasbescherming', 'vruchtwisseling', 'precisielandbouw', 'onkruid', 'aardappelen', 'rassen', 'bemesting'],
      actors: ['akkerbouwers', 'loonwerkers', 'telers', 'studieclubs'],
    },
    en: {
      label: 'Arable farming',
      subjects: ['strip cropping', 'crop rotation', 'precision farming', 'weed control', 'potato growing', 'protein crops', 'resilient cropping systems', 'sugar beet'],
      measures: ['strip cropping', 'wider crop rotations', 'mechanical weed control', 'variable-rate fertilisation', 'resistant varieties', 'task maps'],
      outcomes: ['yield', 'pesticide use', 'disease pressure', 'margin per hectare', 'harvest quality'],
      contexts: ['the Flevopolder', 'the peat colonies', 'Zeeland clay', 'the north of the country', 'seed potato growing'],
      keywords: ['arable farming', 'crop protection', 'crop rotation', 'precision farming', 'weeds', 'potatoes', 'varieties', 'fertilisation'],
      actors: ['arable farmers', 'contractors', 'growers', 'study groups'],
    },
  },
  {
    slug: 'kringlooplandbouw',
    match: ['kringloop', 'circul', 'circular', 'biolog', 'organic', 'regeneratie', 'regenerative'],
    nl: {
      label: 'Kringlooplandbouw',
      subjects: ['kringlooplandbouw', 'samenwerking tussen akkerbouw en veehouderij', 'reststromen', 'mineralenbalans', 'biologische landbouw', 'eigen eiwitteelt', 'mestverwaarding', 'regionale kringlopen'],
      measures: ['grondruil', 'mest- en voersamenwerking', 'kringloopwijzers', 'vergisting', 'bokashi', 'reststroomvoer'],
      outcomes: ['het mineralenoverschot', 'de kringloopscore', 'de aanvoer van kunstmest', 'het bedrijfsresultaat', 'de bodemvruchtbaarheid'],
      contexts: ['gemengde bedrijven', 'de regio', 'biologische bedrijven', 'proefboerderijen', 'het veenweidegebied'],
      keywords: ['kringlooplandbouw', 'circulair', 'mineralen', 'reststromen', 'biologisch', 'samenwerking', 'mest', 'eiwit'],
      actors: ['boeren', 'ketenpartners', 'gemeenten', 'studenten'],
    },
    en: {
      label: 'Circular agriculture',
      subjects: ['circular agriculture', 'arable and livestock cooperation', 'residual streams', 'mineral balance', 'organic farming', 'home-grown protein', 'manure processing', 'regional cycles'],
      measures: ['land swapping', 'manure and feed partnerships', 'nutrient cycle assessments', 'anaerobic digestion', 'bokashi', 'residual stream feed'],
      outcomes: ['mineral surpluses', 'nutrient cycle scores', 'fertiliser imports', 'farm income', 'soil fertility'],
      contexts: ['mixed farms', 'the region', 'organic farms', 'experimental farms', 'peat meadow areas'],
      keywords: ['circular agriculture', 'circular', 'minerals', 'residual streams', 'organic', 'cooperation', 'manure', 'protein'],
      actors: ['farmers', 'chain partners', 'municipalities', 'students'],
    },
  },
  {
    slug: 'stikstof',
    match: ['stikstof', 'nitrogen', 'ammoniak', 'emissie', 'emission', 'lucht'],
    nl: {
      label: 'Stikstof',
      subjects: ['stikstofdepositie', 'ammoniakemissie', 'gebiedsgerichte aanpak', 'Natura 2000', 'emissiereductie', 'stikstofbenutting', 'extensivering', 'mestaanwending'],
      measures: ['emissiearm aanwenden', 'verdunnen van mest', 'voermaatregelen', 'luchtwassers', 'extensivering', 'bufferzones'],
      outcomes: ['de ammoniakemissie', 'de stikstofdepositie', 'de stikstofbenutting', 'de natuurkwaliteit', 'de kritische depositiewaarde'],
      contexts: ['de Peel', 'de Veluwe', 'rond Natura 2000-gebieden', 'de Gelderse Vallei', 'het veenweidegebied'],
      keywords: ['stikstof', 'ammoniak', 'emissie', 'depositie', 'Natura 2000', 'mestaanwending', 'gebiedsprocessen', 'luchtkwaliteit'],
      actors: ['provincies', 'veehouders', 'gebiedsregisseurs', 'natuurorganisaties'],
    },
    en: {
      label: 'Nitrogen',
      subjects: ['nitrogen deposition', 'ammonia emissions', 'area-based approaches', 'Natura 2000', 'emission reduction', 'nitrogen use efficiency', 'extensification', 'manure application'],
      measures: ['low-emission application', 'diluting manure', 'feeding measures', 'air scrubbers', 'extensification', 'buffer zones'],
      outcomes: ['ammonia emissions', 'nitrogen deposition', 'nitrogen use efficiency', 'habitat quality', 'critical deposition values'],
      contexts: ['the Peel', 'the Veluwe', 'around Natura 2000 sites', 'the Gelderse Vallei', 'peat meadow areas'],
      keywords: ['nitrogen', 'ammonia', 'emissions', 'deposition', 'Natura 2000', 'manure application', 'area processes', 'air quality'],
      actors: ['provinces', 'livestock farmers', 'area coordinators', 'nature organisations'],
    },
  },
  {
    slug: 'bomen',
    match: ['boom', 'bomen', 'tree', 'bos', 'forest', 'hout', 'wood', 'groen in de stad', 'stad', 'urban', 'agroforestry'],
    nl: {
      label: 'Bomen en bos',
      subjects: ['agroforestry', 'stadsbomen', 'voedselbossen', 'bosbeheer', 'boomziekten', 'houtwallen', 'klimaatbestendige beplanting', 'essentaksterfte'],
      measures: ['agroforestry', 'voedselbossen', 'gemengde beplanting', 'boomspiegels', 'hakhoutbeheer', 'inheemse soorten'],
      outcomes: ['de koolstofvastlegging', 'de verkoeling in de stad', 'de vitaliteit van bomen', 'de houtproductie', 'de biodiversiteit'],
      contexts: ['de stad', 'het buitengebied', 'boomkwekerijen', 'Nederlandse bossen', 'lanen en wegbermen'],
      keywords: ['bomen', 'bos', 'agroforestry', 'voedselbos', 'stadsgroen', 'houtwallen', 'boomteelt', 'klimaatadaptatie'],
      actors: ['boomverzorgers', 'boseigenaren', 'boomkwekers', 'gemeenten'],
    },
    en: {
      label: 'Trees and forests',
      subjects: ['agroforestry', 'urban trees', 'food forests', 'forest management', 'tree diseases', 'hedgerows', 'climate-proof planting', 'ash dieback'],
      measures: ['agroforestry', 'food forests', 'mixed planting', 'tree pits', 'coppicing', 'native species'],
      outcomes: ['carbon sequestration', 'urban cooling', 'tree vitality', 'timber production', 'biodiversity'],
      contexts: ['the city', 'rural areas', 'tree nurseries', 'Dutch forests', 'avenues and roadsides'],
      keywords: ['trees', 'forests', 'agroforestry', 'food forest', 'urban green', 'hedgerows', 'tree nurseries', 'climate adaptation'],
      actors: ['arborists', 'forest owners', 'tree growers', 'municipalities'],
    },
  },
  {
    slug: 'voedsel',
    match: ['voedsel', 'food', 'voeding', 'keten', 'chain', 'consument', 'eiwittransitie'],
    nl: {
      label: 'Voedsel',
      subjects: ['voedselverspilling', 'korte ketens', 'eiwittransitie', 'voedselveiligheid', 'duurzaam consumeren', 'streekproducten', 'verduurzaming van de keten', 'plantaardige eiwitten'],
      measures: ['korte ketens', 'houdbaarheidsverlenging', 'keurmerken', 'ketensamenwerking', 'voorlichting op scholen', 'reststroomverwaarding'],
      outcomes: ['de voedselverspilling', 'de prijs voor de boer', 'de voedselveiligheid', 'het consumentengedrag', 'de CO2-voetafdruk'],
      contexts: ['de supermarkt', 'het onderwijs', 'de horeca', 'de regio', 'de verwerkende industrie'],
      keywords: ['voedsel', 'voedselverspilling', 'korte keten', 'eiwittransitie', 'voedselveiligheid', 'consument', 'keten', 'duurzaamheid'],
      actors: ['consumenten', 'ketenpartijen', 'retailers', 'scholen'],
    },
    en: {
      label: 'Food',
      subjects: ['food waste', 'short supply chains', 'the protein transition', 'food safety', 'sustainable consumption', 'regional products', 'sustainable supply chains', 'plant-based proteins'],
      measures: ['short supply chains', 'shelf-life extension', 'certification labels', 'chain cooperation', 'school education', 'upcycling residual streams'],
      outcomes: ['food waste', 'farm-gate prices', 'food safety', 'consumer behaviour', 'carbon footprint'],
      contexts: ['supermarkets', 'education', 'the hospitality sector', 'the region', 'the processing industry'],
      keywords: ['food', 'food waste', 'short chain', 'protein transition', 'food safety', 'consumers', 'supply chain', 'sustainability'],
      actors: ['consumers', 'chain partners', 'retailers', 'schools'],
    },
  },
  {
    slug: 'klimaat',
    match: ['klimaat', 'climate', 'energie', 'energy', 'co2', 'broeikas', 'hitte', 'natte teelt'],
    nl: {
      label: 'Klimaat',
      subjects: ['broeikasgasemissies', 'klimaatadaptatie', 'koolstoflandbouw', 'methaanreductie', 'hernieuwbare energie op het erf', 'hittestress', 'extreme neerslag', 'vernatting van veenweiden'],
      measures: ['onderwaterdrainage', 'zonnepanelen op staldaken', 'methaanremmende voeradditieven', 'koolstofcertificaten', 'hitteplannen', 'natte teelten'],
      outcomes: ['de broeikasgasuitstoot', 'de bodemdaling', 'de CO2-vastlegging', 'de energierekening', 'de weerbaarheid tegen extreem weer'],
      contexts: ['het veenweidegebied', 'de melkveehouderij', 'de akkerbouw', 'de glastuinbouw', 'het hele bedrijf'],
      keywords: ['klimaat', 'broeikasgassen', 'methaan', 'CO2', 'klimaatadaptatie', 'energie', 'bodemdaling', 'koolstof'],
      actors: ['boeren', 'energiecoöperaties', 'adviseurs', 'beleidsmakers'],
    },
    en: {
      label: 'Climate',
      subjects: ['greenhouse gas emissions', 'climate adaptation', 'carbon farming', 'methane reduction', 'on-farm renewable energy', 'heat stress', 'extreme rainfall', 'rewetting peat meadows'],
      measures: ['submerged drainage', 'solar panels on barn roofs', 'methane-reducing feed additives', 'carbon credits', 'heat plans', 'wet crops'],
      outcomes: ['greenhouse gas emissions', 'land subsidence', 'carbon sequestration', 'energy costs', 'resilience to extreme weather'],
      contexts: ['peat meadow areas', 'dairy farming', 'arable farming', 'greenhouse horticulture', 'the whole farm'],
      keywords: ['climate', 'greenhouse gases', 'methane', 'CO2', 'climate adaptation', 'energy', 'subsidence', 'carbon'],
      actors: ['farmers', 'energy cooperatives', 'advisers', 'policy makers'],
    },
  },
  {
    slug: 'onderwijs',
    match: ['onderwijs', 'education', 'school', 'mbo', 'hbo', 'leren', 'learning', 'student', 'docent', 'lesmateriaal'],
    nl: {
      label: 'Groen onderwijs',
      subjects: ['praktijkleren', 'lesmateriaal over duurzame landbouw', 'leven lang ontwikkelen', 'samenwerking tussen onderwijs en bedrijfsleven', 'praktijkopdrachten', 'groene beroepen', 'digitale vaardigheden', 'hybride leeromgevingen'],
      measures: ['hybride leeromgevingen', 'praktijkopdrachten', 'gastlessen', 'open leermateriaal', 'centra voor innovatief vakmanschap', 'stages op proefbedrijven'],
      outcomes: ['de aansluiting op de arbeidsmarkt', 'de instroom in groene opleidingen', 'de kennisdoorstroming', 'de motivatie van studenten', 'de vakbekwaamheid'],
      contexts: ['het groene mbo', 'het hbo', 'het vmbo', 'de praktijk', 'bedrijfsopleidingen'],
      keywords: ['onderwijs', 'lesmateriaal', 'mbo', 'hbo', 'praktijkleren', 'leven lang ontwikkelen', 'studenten', 'docenten'],
      actors: ['docenten', 'studenten', 'praktijkopleiders', 'onderwijsadviseurs'],
    },
    en: {
      label: 'Green education',
      subjects: ['work-based learning', 'teaching materials on sustainable farming', 'lifelong learning', 'cooperation between education and business', 'practical assignments', 'green careers', 'digital skills', 'hybrid learning environments'],
      measures: ['hybrid learning environments', 'practical assignments', 'guest lectures', 'open educational resources', 'centres of vocational excellence', 'internships on experimental farms'],
      outcomes: ['labour market fit', 'enrolment in green programmes', 'knowledge transfer', 'student motivation', 'professional competence'],
      contexts: ['green vocational education', 'higher education', 'pre-vocational education', 'practice', 'company training'],
      keywords: ['education', 'teaching materials', 'vocational education', 'higher education', 'work-based learning', 'lifelong learning', 'students', 'teachers'],
      actors: ['teachers', 'students', 'work placement supervisors', 'education advisers'],
    },
  },
  {
    slug: 'visserij',
    match: ['visserij', 'visbestand', 'fish', 'aquacult', 'schelpdier', 'noordzee', 'zeewier'],
    nl: {
      label: 'Visserij',
      subjects: ['duurzame visserij', 'aquacultuur', 'visbestanden', 'schelpdierkweek', 'bijvangst', 'zeewierteelt', 'garnalenvisserij', 'visserij in windparken'],
      measures: ['selectieve netten', 'elektronische vangstregistratie', 'mosselzaadinvang', 'recirculatiesystemen', 'gesloten gebieden', 'brandstofbesparende vistuigen'],
      outcomes: ['de bijvangst', 'de visstand', 'het brandstofverbruik', 'de waterkwaliteit', 'de rentabiliteit van de vloot'],
      contexts: ['de Noordzee', 'de Waddenzee', 'de Oosterschelde', 'het IJsselmeer', 'de kottervisserij'],
      keywords: ['visserij', 'aquacultuur', 'visbestanden', 'schelpdieren', 'bijvangst', 'Noordzee', 'zeewier', 'mosselen'],
      actors: ['vissers', 'kwekers', 'visafslagen', 'zeewierkwekers'],
    },
    en: {
      label: 'Fisheries',
      subjects: ['sustainable fisheries', 'aquaculture', 'fish stocks', 'shellfish farming', 'bycatch', 'seaweed farming', 'shrimp fisheries', 'fishing in wind farms'],
      measures: ['selective nets', 'electronic catch reporting', 'mussel seed collection', 'recirculating aquaculture systems', 'closed areas', 'fuel-saving fishing gear'],
      outcomes: ['bycatch', 'fish stocks', 'fuel use', 'water quality', 'fleet profitability'],
      contexts: ['the North Sea', 'the Wadden Sea', 'the Eastern Scheldt', 'Lake IJssel', 'cutter fisheries'],
      keywords: ['fisheries', 'aquaculture', 'fish stocks', 'shellfish', 'bycatch', 'North Sea', 'seaweed', 'mussels'],
      actors: ['fishers', 'fish farmers', 'fish auctions', 'seaweed farmers'],
    },
  },
];

export function themeBySlug(slug: string): Theme | undefined {
  return THEMES.find((t) => t.slug === slug);
}
