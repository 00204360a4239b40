import type { DomainId, RecipeId } from './app-spec';

/** The words `app-spec.ts` reads a first prompt by: what kind of app, what it is about, what a name is not. */

/** Each phrase scores for its recipe; the type of app ("landing page") outweighs what it is about ("bakery"). */
export const RECIPE_WORDS: Record<RecipeId, ReadonlyArray<readonly [RegExp, number]>> = {
  landing: [
    [/\blanding(?:[\s-]?page)?\b/, 6],
    // The same in Spanish, French, German, Portuguese and Italian ("une page d'accueil", "eine Startseite").
    [
      /(?<!\p{L})(?:p[áa]gina (?:de inicio|principal|de aterrizaje|inicial|iniziale|principale)|page d['’]accueil|startseite)(?!\p{L})/u,
      6,
    ],
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
    [/\b(?:art[íi]culos|artigos|articoli|bit[áa]cora)\b/, 3],
  ],
  portfolio: [
    [/\bportfolio\b/, 6],
    [/\b(?:resume|résumé|cv|personal (?:site|website|page))\b/, 5],
    [/\b(?:showcase|my work|case studies)\b/, 3],
    [/\b(?:portafolios?|portf[óo]lio|portef[óo]lio)\b/, 6],
    [
      /\b(?:sitio personal|web personal|site personnel|persönliche website|site pessoal|sito personale|lebenslauf|currículum)\b/,
      5,
    ],
  ],
  dashboard: [
    [/\bdashboard\b/, 6],
    [/\banalytics\b/, 5],
    [/\b(?:metrics|kpis?|charts?|reports?|statistics|stats)\b/, 3],
    // "panel de control", "tableau de bord", "painel", "cruscotto"; German says "Dashboard".
    [/\b(?:panel de (?:control|ventas|m[ée]tricas)|cuadro de mando|tableau de bord|painel|cruscotto)\b/, 6],
    [
      /\b(?:anal[íi]tica|analytique|kennzahlen|m[ée]tricas|metriche|estad[íi]sticas|estat[íi]sticas|statistiques|statistiken|statistiche)\b/,
      3,
    ],
  ],
  store: [
    [/\b(?:online (?:store|shop)|e-?commerce|web ?shop|storefront)\b/, 7],
    [/\b(?:store|shop|marketplace)\b/, 4],
    [/\b(?:shopping cart|cart|checkout|merch|sell(?:ing)?|products)\b/, 3],
    [
      /\b(?:tienda (?:online|en l[ií]nea|virtual)|(?:boutique|shop) en ligne|online-?shop|loja (?:online|virtual)|negozio (?:online|on-line)|e-?shop)\b/,
      7,
    ],
    [/\b(?:tienda|loja|negozio|boutique)\b/, 4],
    [/\b(?:carrito|panier|warenkorb|carrinho|carrello|productos|produits|produkte|produtos|prodotti)\b/, 3],
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
    // The same in Spanish, French, German, Portuguese and Italian.
    [
      /\b(?:conferencia|conf[ée]rence|congreso|congr[eè]s|konferenz|kongress|tagung|confer[êe]ncia|congresso|conferenza|encuentro|rencontre|treffen|encontro|incontro|jornadas|evento|veranstaltung)\b|\bv[ée]nement/,
      5,
    ],
    [
      /\b(?:concierto|concert|konzert|concerto|entradas|billets|bilhetes|biglietti|inscripci[oó]n|ponentes|intervenants|oradores|relatori)\b/,
      3,
    ],
    [
      /\b(?:todos los|todas las|cada|tous les|chaque|jeden|todas as|todos os|ogni|tutti i)\s+(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bados?|domingos?|lundis?|mardis?|mercredis?|jeudis?|vendredis?|samedis?|dimanches?|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|segundas?|ter[cç]as?|quartas?|quintas?|sextas?|luned|marted|mercoled|gioved|venerd|sabato|domenica)/,
      3,
    ],
  ],
  fitness: [
    [/\b(?:fitness|workout|exercise)\s*(?:tracker|log|app|planner|journal)?\b/, 5],
    [/\b(?:gym|training log|habit tracker|running log|step counter)\b/, 4],
    [
      /\b(?:entrenamientos?|gimnasio|entra[îi]nements?|salle de sport|training(?:stagebuch|splan|s-?app)|treinos?|gin[áa]sio|allenament[io]|palestra)\b/,
      5,
    ],
  ],
  calculator: [[/\b(?:calculator|calculadora|calculatrice|(?:taschen)?rechner|calcolatrice)\b/, 8]],
  timer: [[/\b(?:pomodoro|stopwatch|countdown timer|timer|temporizador|minuteur|cron[oó]metro)\b/, 8]],
  weather: [
    [/\bweather\b/, 8],
    [/(?<!\b(?:sales|revenue|demand|budget|cash ?flow) )\bforecasts?\b/, 7],
    // Spanish, French, German, Portuguese, Italian: "app del tiempo", "météo", "Wetter-App", "meteo".
    [/\b(?:m[ée]t[ée]o|meteo(?:rolog[íi]a)?|wetter\w*|previs[ãa]o do tempo|previsioni del tempo)\b/, 8],
    [/\b(?:(?:app|aplicaci[óo]n|previsi[óo]n|pron[óo]stico) del (?:tiempo|clima)|el tiempo en)\b/, 8],
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
    // The same in Spanish, French, German, Portuguese and Italian ("un portal de empleo", "Immobilienportal").
    [
      /(?<!\p{L})(?:portal(?:es)? de (?:empleo|trabajo|empregos?)|bolsa de (?:empleo|trabajo|empregos?)|ofertas de (?:empleo|trabajo|emprego)|vagas de emprego|(?:portal|web) inmobiliari[ao]|portal imobili[áa]rio|(?:petites )?annonces|offres d['’]emploi|site (?:d['’]emploi|immobilier)|immobilien\p{L}*|(?:job|stellen)b[öo]rse|stellen(?:angebote|anzeigen|portal)|kleinanzeigen|anuncios|an[úu]ncios|annunci|offerte di lavoro|portale (?:immobiliare|di lavoro)|directorio|annuaire|verzeichnis|diret[óo]rio)(?!\p{L})/u,
      7,
    ],
    [
      /(?<!\p{L})(?:inmobiliaria|imobili[áa]ria|agencia inmobiliaria|agence immobili[èe]re|agenzia immobiliare|pisos|viviendas|alquileres|apartamentos|appartements|logements|wohnungen|mietwohnungen|moradias|im[óo]veis|appartamenti|case in (?:affitto|vendita)|empleos|emplois|vacantes|vagas|recetario|recetas|recettes|rezepte|rezeptsammlung|receitas|ricette|ricettario|(?:mit|für) anzeigen|anzeigen (?:für|von|mit)|anzeigen(?:portal|markt|seite))(?!\p{L})/u,
      5,
    ],
  ],
  records: [
    [/\b(?:crm|inventory|admin panel|back[\s-]?office|address book|contact (?:book|list|manager))\b/, 7],
    [/\b(?:finance|budget|expense|spending|money) (?:tracker|app|manager|planner)\b/, 7],
    [/\bincome and expenses?\b/, 6],
    [
      /\b(?:manage|track|keep track of) (?:my |our )?(?:users|clients|customers|contacts|employees|stock|orders|invoices|deals)\b/,
      5,
    ],
    // The same in Spanish, French, German, Portuguese and Italian.
    [
      /\b(?:inventario|inventaire|inventar|inventário|lagerverwaltung|kundenverwaltung|mitarbeiterverwaltung|adressbuch|rubrica|carnet d['’]adresses|agenda de contact[oa]s|panel de administraci[oó]n|panneau d['’]administration|admin-bereich|painel de administra[cç][aã]o|pannello di amministrazione)\b/,
      7,
    ],
    [
      /\b(?:control de gastos|ingresos y gastos|gastos e ingresos|suivi des d[ée]penses|revenus et d[ée]penses|d[ée]penses et revenus|haushaltsbuch|ausgabenverwaltung|ausgabentracker|ausgabenplaner|haushaltsplaner|budgetplaner|einnahmen und ausgaben|controlo de despesas|receitas e despesas|despesas e receitas|gestione (?:delle )?spese|entrate e uscite)\b/,
      7,
    ],
    [
      /\b(?:gestionar|g[ée]rer|gerir|gestire) (?:mis |nuestros |mes |nos |os meus |os nossos |i miei |i nostri |gli )?(?:clientes|clients|clienti|contactos|contacts|contatos|contatti|empleados|employ[ée]s|funcion[aá]rios|dipendenti|utenti|usuarios|utilisateurs|utilizadores|stock|existencias)\b/,
      5,
    ],
    [/\b(?:kunden|kontakte|mitarbeiter|lagerbestand|bestand) verwalten\b/, 5],
  ],
  board: [
    [/\b(?:kanban|trello)\b/, 8],
    [/\bboard with (?:\w+ )?columns\b/, 7],
    [
      /\b(?:tablero|tableau|board|quadro|bacheca) (?:con|avec|mit|com) (?:\w+ )?(?:columnas|colonnes|spalten|colunas|colonne)\b/,
      7,
    ],
  ],
  notes: [
    [/\b(?:notes? app|note[\s-]taking|notebook app|markdown (?:notes|editor))\b/, 7],
    [/\bnotes\b/, 3],
    [
      /\b(?:(?:app|aplicaci[óo]n|aplica[çc][ãa]o|application|appli) (?:de|di|per|pour) (?:le |les |las |as )?not(?:as|es|e)|bloc de notas|prise de notes|notiz(?:en)?[\s-]?app|notizbuch|blocco note|appunti)\b/,
      7,
    ],
    [/\b(?:notas|notizen)\b/, 4],
  ],
  quiz: [
    [/\b(?:quiz|trivia)\s*(?:app|game|night)\b/, 7],
    // "quiz" but not Spanish "quizá(s)" (maybe): \b sees the accented letter as a word's end.
    [/\b(?:quiz(?!á)|trivia|flashcards?)\b/, 5],
    [
      /\b(?:\w+quiz|quiz\w+|ratespiel|juego de preguntas|jeu de questions|jogo de perguntas|gioco a quiz)\b/,
      5,
    ],
    [/\b(?:preguntas y respuestas|questions[\s-]r[ée]ponses|perguntas e respostas|domande e risposte)\b/, 5],
  ],
  survey: [
    [/\b(?:survey|questionnaire|nps|poll)\b/, 7],
    [/\bfeedback form\b/, 7],
    [
      /\b(?:encuestas?|cuestionario|sondeo|sondages?|enqu[êe]tes?|\w*umfragen?|fragebogen|inqu[ée]ritos?|question[áa]rio|sondaggio|questionario)\b/,
      7,
    ],
  ],
  converter: [
    [/\b(?:unit |currency |temperature )?converter\b/, 8],
    [/\b(?:conversor|convertisseur|convertitore|einheitenrechner)\b|umrechner\b/, 8],
  ],
  chat: [
    [
      /\b(?:chat ?app|chat ui|chat interface|messenger|messaging app|chat ?bot|whatsapp|slack clone|chatgpt|ai assistant|ai chat|assistant app|chat assistant)\b/,
      8,
    ],
    // "Assistant" alone is weak: "a landing page for my virtual assistant business" stays a landing page.
    [/\b(?:chat ?bot|chatgpt|assistant|live chat)\b/, 4],
    [
      /\b(?:(?:aplicación|aplicação|application|app) (?:de|di) chat|chat-app|asistente virtual|assistente virtuale|assistant virtuel|virtuelle[nr]? assistent\w*|ki-assistent\w*)\b/,
      8,
    ],
    [/\b(?:asistente|assistente|assistent(?:en|in)?)\b/, 4],
  ],
  media: [
    [/\b(?:music|audio|podcast|media|mp3) player\b/, 9],
    [/\b(?:spotify|soundcloud)[\s-](?:style|like|clone)\b/, 8],
    [/\b(?:music (?:app|streaming)|podcast app)\b/, 8],
    [/\bplaylists?\b/, 3],
    // Spanish, French, German, Portuguese, Italian: "reproductor de música", "lecteur de podcasts", "Musik-App".
    [
      /\b(?:reproductor|lector|lecteur|leitor|reprodutor|player|lettore) (?:de |di |du )?(?:m[uú]sica|musique|musica|musicale|podcasts?|audio)\b/,
      9,
    ],
    [/\b(?:musik|podcast|audio)-?(?:player|app)\b/, 9],
    [
      /\b(?:app|appli|application|aplicaci[oó]n|aplicativo|aplica[cç][aã]o|applicazione) (?:de |di |per |para |für )?(?:m[uú]sica|musique|musica(?:le)?|musik|podcasts?)\b/,
      8,
    ],
    [/\b(?:listas? de reproducci[oó]n|listes? de lecture|wiedergabelisten?)\b/, 3],
  ],
  booking: [
    [/\b(?:booking|appointments?|scheduler|scheduling)\b/, 6],
    [/\b(?:time slots?|book an? (?:slot|time|session|class|appointment))\b/, 4],
    [
      /\b(?:citas?(?: previas?)?|rendez-vous|termin(?:buchung|vereinbarung|planer|kalender)\w*|online-termin\w*|marca[çc](?:[ãa]o|[õo]es)|agendamentos?|appuntament[oi])\b/,
      6,
    ],
    [/\b(?:reservas|réservations?|buchungen|buchungs\w*|prenotazion[ei])\b/, 4],
  ],
};

/** What a subject is about, by its words; `pickDomain` tries them in `DOMAIN_IDS` order. */
export const DOMAIN_WORDS: Record<DomainId, RegExp> = {
  food: /\b(?:bakery|bakeries|bread|pastr(?:y|ies)|cafes?|coffee|restaurants?|bistro|pizza|pizzeria|sushi|ramen|bar|pub|food|kitchen|wine|brewery|beer|tea|chocolate|vegan|catering|deli|juice|ice cream|tacos?|burgers?|chef|cook(?:ing)?|recipes?|brunch|diner|trattoria|grocer(?:y|ies)|spices?|cheese)\b|\bcafé|\b(?:panader[ií]as?|pasteler[ií]as?|cafeter[ií]as?|boulangeries?|p[âa]tisseries?|konditorei(?:en)?|padarias?|pastelarias?|panetteri[ae]|pasticceri[ae]|caff[èe])\b|b[äa]ckerei|\b(?:cocina|recetas|cuisine|recettes|kochen|rezepte|cozinha|receitas|cucina|ricette)\b|\b(?:restaurantes?|ristorant[ei]|brasseries?|bistrots?|gasth(?:aus|of)|wirtshaus|tascas?|tabernas?|osteri[ae]|pizzer[ií]as?)\b/,
  wellness:
    /\b(?:yoga|fitness|gym|health|meditation|wellness|spa|pilates|running|runners?|nutrition|therapy|therapist|clinic|dental|dentist|workouts?|massage|physio|mindfulness|sleep)\b|\b(?:gimnasios?|gin[aá]sios?|palestr[ae]|benessere|bienestar|bem-estar|fisioterap[a-zéêí]*|kin[ée]sith[ée]rap[a-zé]*|osteopat[a-zí]*|ost[ée]opath[a-z]*|dentist[aei]s?|dentaire|cl[ií]nicas?|clinique|klinik|masajes?|massagens?|massaggi|meditaci[óo]n|medita[çc][ãa]o|meditazione|m[ée]ditation|nutricionistas?|nutritionnistes?|nutrizionist[ai]|psic[óo]log[oa]s?|psychologues?|psicoterapia|salle de sport|centro estetico|praxis)\b|\bkin[ée](?![a-zé])|bien-[êe]tre|physiotherap|krankengymnast|zahnarzt|zahnärzt|arztpraxis|heilpraktiker|fitnessstudio|yogastudio|massagepraxis|ernährungsberat|psychotherap|gesundheitszentrum/,
  creative:
    /\b(?:photo(?:graphy|grapher)?s?|designers?|design studio|artists?|art|illustrat(?:ion|or)s?|studio|music(?:ian)?|band|film(?:maker)?|video(?:grapher)?|architect(?:ure)?|writers?|ceramics?|pottery|tattoo|animation|ux|ui designer)\b|\b(?:fot[oó]graf|photograph|dise[ñn]ador|graphiste|grafikdesign|ilustrador|illustrat|artistas?\b|artistes?\b|artisti\b|k[üu]nstler|est[úu]dios? (?:de |do |da )?(?:dise|foto|arte|tatua|grava|grabac|anima|cria|crea)|studio (?:de |di )?(?:design|photo|foto|graphi|grafic|cr[ée]ati)|cer[áâa]mica|c[ée]ramique|keramik|tatuaj|tatuag|tatouage|atelier d[’']artiste)|(?:foto|design|tattoo|kunst|grafik)(?:studio|atelier)|designb[üu]ro|\bdise[ñn]o gr[áa]fico/,
  retail:
    /\b(?:fashion|cloth(?:ing|es)|apparel|jewel(?:le)?ry|shoes|sneakers|furniture|home decor|plants?|flowers?|florist|candles?|books?|bookstore|skincare|cosmetics|toys|boutique|vintage|handmade|crafts?|stationery|gifts?)\b|\b(?:tiendas?|ropa|moda|joyer[ií]as?|zapater[ií]as?|zapatos|muebles|velas|librer[ií]as?|cosm[ée]tic[ao]s?|juguetes?|jugueter[ií]as?|regalos?|artesan[ií]as?|florister[ií]as?|plantas|flores|v[êe]tements|bijoux|bijouteries?|chaussures|meubles|bougies|librairies?|jouets|cadeaux|artisanat|fleuristes?|plantes|fleurs|kleidung|schmuck|schuhe|m[öo]bel|kerzen|buchhandlung(?:en)?|b[üu]cher|kosmetik|spielzeug|geschenke|blumen(?:laden)?|pflanzen|laden|lojas?|roupas?|joalharias?|j[óo]ias|sapatos|m[óo]veis|livrarias?|brinquedos|presentes|artesanato|floristas?|negozi[oi]?|abbigliamento|vestiti|gioiell(?:i|eria)|scarpe|mobili|candele|librerie|libri|cosmetici|giocattoli|regali|artigianato|fioraio|fiori|piante)\b|\b(?:schmuck|buch|spielwaren|spielzeug|geschenke?|mode|m[öo]bel|deko|kerzen)(?:laden|l[äa]den|gesch[äa]ft|boutique|haus)\b/,
  travel:
    /\b(?:travel|hotels?|trips?|tours?|adventures?|hostels?|villas?|surf(?:ing)?|camping|hiking|destinations?|resorts?|guesthouse|b&b|cabins?)\b|\b(?:viajes?|viagens?|voyages?|viaggi|turismo|tourisme|tourismus|hoteles|hôtels?|hostal(?:es)?|albergues?|auberges?|g[îi]tes?|chambres? d['’]h[ôo]tes|pensi[óo]n|pension|ferienwohnung(?:en)?|urlaub|pousadas?|agriturismo|casa rural|senderismo|randonn[ée]es?|wander(?:n|ungen)|caminhadas|escursioni|excursi(?:ones|ons)|vacaciones|vacances|f[ée]rias|vacanze|reise\w*)\b/,
  education:
    /\b(?:courses?|schools?|learning|tutor(?:ing)?|academy|classes|language|bootcamp|university|lessons?|students?|teachers?|education)\b|\b(?:escuelas?|academias?|accademi[ae]|acad[ée]mies?|akademie|cursos?|corsi|corso|kurse?|clases|aulas|lezioni|le[çc]ons|profesor(?:a|es|as)?|professeurs?|professor(?:a|es|as)?|insegnanti?|lehrer(?:in)?|alumnos|alunos|studenti|estudiantes|sch[üu]ler|formaci[óo]n|forma[çc][ãa]o|formazione|unterricht|nachhilfe|autoescuela|ripetizioni|explica[çc][õo]es|escolas?|scuol[ae])\b|[ée]coles?\b|schulen?\b|\bcours (?:de|d[’'])/,
  tech: /\b(?:software|saas|ai|startup|api|developers?|platform|cloud|data|automation|notes?|note-taking|productivity|devtools|code|coding|security|crypto|fintech|analytics|app)\b|\b(?:aplicaci[óo]n|plataforma|logiciel|plateforme|aplica[çc][ãa]o|applicazione|piattaforma|anwendung)\b|\b(?:tecnolog[íi]as?|technologie|technik|tecnologias?|programaci[óo]n|programmation|programmierung|programa[çc][ãa]o|programmazione)\b/,
  services:
    /\b(?:agency|consult(?:ing|ancy)|law(?:yer)?|legal|accounting|cleaning|plumb(?:ing|er)|real estate|marketing|finance|insurance|architects?|contractors?|repair)\b|\b(?:agencias?|agences?|ag[êe]ncias?|agenzi[ae]|consultor[ií]as?|consultor(?:a|es)?|consultoria|consulenza|consulent[ei]|conseil|asesor[ií]as?|asesor(?:es)?|gestor[ií]as?|assessoria|abogad[oa]s?|bufete|avocats?|advogad[oa]s?|avvocat[oi]|notaires?|notar[ií]as?|notaio|contables?|contabilidad|comptables?|expert-comptable|contabilidade|contabilista|commercialista|limpiezas?|nettoyage|limpeza|pulizie|fontaner[oa]s?|fontaner[ií]a|plombiers?|plomberie|canalizador(?:es)?|idraulic[oi]|electricistas?|eletricistas?|elettricist[ai]|inmobiliarias?|immobili[eè]re|imobili[aá]rias?|immobiliare|arquitect[oa]s?|architectes?|arquitet[oa]s?|architett[oi]|reformas|r[ée]novation|ristrutturazioni|seguros|assurances?|assicurazioni|cabinet)\b|[ée]lectricien|contabilit[àa]|kanzlei|beratung|berater|steuerb[üu]ro|anw[äa]lt|immobilien|makler|reinigung|klempner|sanit[äa]r|elektriker|handwerk|versicherung|architekt|agentur/,
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
