import type { DomainId, RecipeId } from './app-spec';

/** The words `app-spec.ts` reads a first prompt by: what kind of app, what it is about, what a name is not. */

/** Each phrase scores for its recipe; the type of app ("landing page") outweighs what it is about ("bakery"). */
export const RECIPE_WORDS: Record<RecipeId, ReadonlyArray<readonly [RegExp, number]>> = {
  landing: [
    [/\blanding(?:[\s-]?page)?\b/, 6],
    // "A landing page for a note-taking app" is a landing page, whatever the app it sells.
    [/\blanding[\s-]page (?:for|about|of)\b/, 4],
    [/\b(?:marketing|promo|product|launch|waitlist|coming[\s-]soon)\s+(?:page|site|website)\b/, 5],
    [/\b(?:saas|startup|homepage)\b/, 2],
  ],
  todo: [
    [/\bto[\s-]?do(?:s| list| app)?\b/, 6],
    [/\btask(?:s)?\s*(?:manager|list|tracker|app|board|planner)\b/, 6],
    [/\b(?:checklist|tasks)\b/, 4],
    [/\b(?:tareas|t[âa]ches|aufgaben|tarefas|compiti)\b/, 6],
    [/\b(?:attivit[àa] da fare|cose da fare|lista delle attivit[àa])/, 6],
  ],
  blog: [
    [/\bblog(?:s|ging)?\b/, 6],
    [/\b(?:articles|journal|magazine|posts|essays|newsletter archive)\b/, 3],
  ],
  portfolio: [
    [/\bportfolio\b/, 6],
    [/\b(?:resume|résumé|cv|personal (?:site|website|page))\b/, 5],
    [/\b(?:showcase|my work|case studies)\b/, 3],
  ],
  dashboard: [
    [/\bdashboard\b/, 6],
    [/\banalytics\b/, 5],
    [/\b(?:metrics|kpis?|charts?|reports?|statistics|stats)\b/, 3],
  ],
  store: [
    [/\b(?:online (?:store|shop)|e-?commerce|web ?shop|storefront)\b/, 7],
    [/\b(?:store|shop|marketplace)\b/, 4],
    [/\b(?:shopping cart|cart|checkout|merch|sell(?:ing)?|products)\b/, 3],
  ],
  restaurant: [
    [/\b(?:restaurant|menu)\b/, 5],
    [/\b(?:cafe|bistro|pizzeria|trattoria|diner|brasserie|taqueria|ramen|sushi|food truck)\b|\bcafé/, 3],
    [/\b(?:bakery|coffee shop|bar|pub|eatery|brunch|tapas)\b/, 2],
    // A restaurant's booking page is its reservations ("a booking page for a bistro").
    [/\b(?:booking|reservations?|book a table)\b/, 3],
    // The same in Spanish, French, German, Portuguese and Italian.
    [
      /\b(?:restaurante|ristorante|gasthaus|gasthof|wirtshaus|speisekarte|ementa|tasca|taberna|brasserie|osteria|churrascaria|marisqueira)\b/,
      5,
    ],
    [/\bmen[úù](?![a-zà-ÿ])|\b(?:pizzer[ií]a|bistr[oô]t?|cervecer[ií]a)(?![a-zà-ÿ])/, 3],
    [/\b(?:reservar (?:una? )?mesa|r[ée]server une table|tisch reservieren|prenotare un tavolo)\b/, 3],
  ],
  event: [
    [/\b(?:event|conference|summit|meetup|festival|hackathon|expo|gala)\b/, 5],
    [/\b(?:wedding|concert|workshop|tickets|rsvp|speakers|agenda)\b/, 3],
    [/\b(?:open mic|book club|run(?:ning)? club|jam session|game night|supper club)\b/, 5],
    // A gathering that recurs ("every Tuesday"): an event page with its next date (weekly.ts).
    [/\b(?:every|each)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/, 3],
  ],
  fitness: [
    [/\b(?:fitness|workout|exercise)\s*(?:tracker|log|app|planner|journal)?\b/, 5],
    [/\b(?:gym|training log|habit tracker|running log|step counter)\b/, 4],
  ],
  calculator: [[/\b(?:calculator|calculadora|calculatrice|(?:taschen)?rechner|calcolatrice)\b/, 8]],
  timer: [[/\b(?:pomodoro|stopwatch|countdown timer|timer|temporizador|minuteur|cron[oó]metro)\b/, 8]],
  weather: [
    [/\bweather\b/, 8],
    [/(?<!\b(?:sales|revenue|demand|budget|cash ?flow) )\bforecasts?\b/, 7],
  ],
  listings: [
    [
      /\b(?:listings?|job board|jobs board|real[\s-]estate|property (?:site|portal|listings?)|directory)\b/,
      7,
    ],
    [
      /\b(?:apartments|houses|homes|properties|rentals|used cars|vacancies|job (?:offers|openings|posts?))\b/,
      4,
    ],
    [/\brecipes? (?:collection|app|finder|book)\b/, 7],
    [/\bbrowse\b/, 2],
  ],
  records: [
    [/\b(?:crm|inventory|admin panel|back[\s-]?office|address book|contact (?:book|list|manager))\b/, 7],
    [/\b(?:finance|budget|expense|spending|money) (?:tracker|app|manager|planner)\b/, 7],
    [/\bincome and expenses?\b/, 6],
    [
      /\b(?:manage|track|keep track of) (?:my |our )?(?:users|clients|customers|contacts|employees|stock|orders|invoices|deals)\b/,
      5,
    ],
  ],
  board: [
    [/\b(?:kanban|trello)\b/, 8],
    [/\bboard with (?:\w+ )?columns\b/, 7],
  ],
  notes: [
    [/\b(?:notes? app|note[\s-]taking|notebook app|markdown (?:notes|editor))\b/, 7],
    [/\bnotes\b/, 3],
  ],
  quiz: [
    [/\b(?:quiz|trivia)\s*(?:app|game|night)\b/, 7],
    [/\b(?:quiz|trivia|flashcards?)\b/, 5],
  ],
  survey: [
    [/\b(?:survey|questionnaire|nps|poll)\b/, 7],
    [/\bfeedback form\b/, 7],
  ],
  converter: [[/\b(?:unit |currency |temperature )?converter\b/, 8]],
  chat: [
    [
      /\b(?:chat ?app|chat ui|chat interface|messenger|messaging app|chat ?bot|whatsapp|slack clone|chatgpt|ai assistant|ai chat|assistant app|chat assistant)\b/,
      8,
    ],
    // "Assistant" alone is weak: "a landing page for my virtual assistant business" stays a landing page.
    [/\b(?:chat ?bot|chatgpt|assistant|live chat)\b/, 4],
  ],
  media: [
    [/\b(?:music|audio|podcast|media|mp3) player\b/, 9],
    [/\b(?:spotify|soundcloud)[\s-](?:style|like|clone)\b/, 8],
    [/\b(?:music (?:app|streaming)|podcast app)\b/, 8],
    [/\bplaylists?\b/, 3],
  ],
  booking: [
    [/\b(?:booking|appointments?|scheduler|scheduling)\b/, 6],
    [/\b(?:time slots?|book an? (?:slot|time|session|class|appointment))\b/, 4],
  ],
};

/** What a subject is about, by its words; `pickDomain` tries them in `DOMAIN_IDS` order. */
export const DOMAIN_WORDS: Record<DomainId, RegExp> = {
  food: /\b(?:bakery|bakeries|bread|pastr(?:y|ies)|cafes?|coffee|restaurants?|bistro|pizza|pizzeria|sushi|ramen|bar|pub|food|kitchen|wine|brewery|beer|tea|chocolate|vegan|catering|deli|juice|ice cream|tacos?|burgers?|chef|cook(?:ing)?|recipes?|brunch|diner|trattoria|grocer(?:y|ies)|spices?|cheese)\b|\bcafé|\b(?:panader[ií]as?|pasteler[ií]as?|cafeter[ií]as?|boulangeries?|p[âa]tisseries?|konditorei(?:en)?|padarias?|pastelarias?|panetteri[ae]|pasticceri[ae]|caff[èe])\b|b[äa]ckerei/,
  wellness:
    /\b(?:yoga|fitness|gym|health|meditation|wellness|spa|pilates|running|runners?|nutrition|therapy|therapist|clinic|dental|dentist|workouts?|massage|physio|mindfulness|sleep)\b/,
  creative:
    /\b(?:photo(?:graphy|grapher)?s?|designers?|design studio|artists?|art|illustrat(?:ion|or)s?|studio|music(?:ian)?|band|film(?:maker)?|video(?:grapher)?|architect(?:ure)?|writers?|ceramics?|pottery|tattoo|animation|ux|ui designer)\b/,
  retail:
    /\b(?:fashion|cloth(?:ing|es)|apparel|jewel(?:le)?ry|shoes|sneakers|furniture|home decor|plants?|flowers?|florist|candles?|books?|bookstore|skincare|cosmetics|toys|boutique|vintage|handmade|crafts?|stationery|gifts?)\b/,
  travel:
    /\b(?:travel|hotels?|trips?|tours?|adventures?|hostels?|villas?|surf(?:ing)?|camping|hiking|destinations?|resorts?|guesthouse|b&b|cabins?)\b/,
  education:
    /\b(?:courses?|schools?|learning|tutor(?:ing)?|academy|classes|language|bootcamp|university|lessons?|students?|teachers?|education)\b/,
  tech: /\b(?:software|saas|ai|startup|api|developers?|platform|cloud|data|automation|notes?|note-taking|productivity|devtools|code|coding|security|crypto|fintech|analytics|app)\b|\b(?:aplicaci[óo]n|plataforma|logiciel|plateforme|aplica[çc][ãa]o|applicazione|piattaforma|anwendung)\b/,
  services:
    /\b(?:agency|consult(?:ing|ancy)|law(?:yer)?|legal|accounting|cleaning|plumb(?:ing|er)|real estate|marketing|finance|insurance|architects?|contractors?|repair)\b/,
};

/** Words a name derived from the subject leaves out ("a small bakery" → "Bakery"). */
export const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'my',
  'our',
  'your',
  'their',
  'small',
  'local',
  'new',
  'little',
  'modern',
  'simple',
  'beautiful',
  'online',
  'customers',
  'clients',
  'web',
  'website',
  'site',
  'page',
  'app',
  'application',
  'platform',
  'service',
  'services',
  'company',
  'business',
  'brand',
  'family-run',
  'independent',
  'cozy',
  'cosy',
  'tiny',
]);

/** A one-word subject ("bookshop") becomes "Bookshop Insights" for these. */
export const NAME_SUFFIX: Partial<Record<RecipeId, string>> = {
  dashboard: 'Insights',
  todo: 'Tasks',
  blog: 'Journal',
  chat: 'Assistant',
};
