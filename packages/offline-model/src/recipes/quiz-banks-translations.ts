/**
 * The general-knowledge bank written in each prompt language: the same twelve questions as the
 * English one in quiz-banks.ts, each with its choices and fact in the language's own names and
 * numbers. A quiz asked for in one of these languages plays this bank, whatever its topic, and the
 * reply says so.
 */
import type { PromptLanguage } from '../language';
import { bank, type QuizBank } from './quiz-banks';

const NB = '\u00a0';

export const GENERAL_BANKS: Record<PromptLanguage, QuizBank> = {
  es: bank({
    id: 'general',
    title: 'Cultura general',
    questions: [
      '¿Cuántos jugadores tiene un equipo de fútbol en el campo? | 9 | 10 | *11 | 12 | Diez jugadores de campo y un portero.',
      '¿Quién pintó La Gioconda? | Miguel Ángel | *Leonardo da Vinci | Rafael | Tiziano | Está expuesta en el Museo del Louvre, en París.',
      '¿Cuál es el océano más grande de la Tierra? | Atlántico | Índico | Ártico | *Pacífico | El Pacífico cubre alrededor de un tercio del planeta.',
      '¿Cuántas cuerdas tiene una guitarra clásica? | 4 | 5 | *6 | 7 | Un bajo eléctrico suele tener cuatro.',
      '¿Qué idioma tiene más hablantes nativos? | Inglés | Español | Hindi | *Chino mandarín | El español es el segundo por número de hablantes nativos.',
      '¿En qué año pisó la Luna el primer ser humano? | 1965 | *1969 | 1972 | 1958 | Neil Armstrong pisó la Luna en julio de 1969.',
      '¿Cuál es la montaña más alta sobre el nivel del mar? | K2 | Kilimanjaro | *Everest | Mont Blanc | El Everest mide unos 8849 metros.',
      '¿Cuántos lados tiene un hexágono? | 5 | *6 | 7 | 8 | Las celdas de los panales son hexágonos.',
      '¿Cuántos días tiene un año bisiesto? | 365 | *366 | 364 | 367 | El día de más es el 29 de febrero.',
      '¿Qué país regaló la Estatua de la Libertad a Estados Unidos? | Reino Unido | España | *Francia | Italia | Se inauguró en el puerto de Nueva York en 1886.',
      '¿Cuál es el planeta más grande del sistema solar? | Saturno | *Júpiter | Neptuno | Urano | Dentro de Júpiter cabrían más de 1300 Tierras.',
      '¿Quién escribió Romeo y Julieta? | Charles Dickens | *William Shakespeare | Jane Austen | Geoffrey Chaucer | Se estrenó en la década de 1590.',
    ],
  }),
  fr: bank({
    id: 'general',
    title: 'Culture générale',
    questions: [
      `Combien de joueurs une équipe de football aligne-t-elle sur le terrain${NB}? | 9 | 10 | *11 | 12 | Dix joueurs de champ et un gardien de but.`,
      `Qui a peint La Joconde${NB}? | Michel-Ange | *Léonard de Vinci | Raphaël | Titien | Elle est exposée au musée du Louvre, à Paris.`,
      `Quel est le plus grand océan de la Terre${NB}? | Atlantique | Indien | Arctique | *Pacifique | Le Pacifique couvre environ un tiers de la planète.`,
      `Combien de cordes a une guitare classique${NB}? | 4 | 5 | *6 | 7 | Une guitare basse en a généralement quatre.`,
      `Quelle langue compte le plus de locuteurs natifs${NB}? | L’anglais | L’espagnol | Le hindi | *Le chinois mandarin | L’espagnol arrive deuxième en nombre de locuteurs natifs.`,
      `En quelle année un homme a-t-il marché sur la Lune pour la première fois${NB}? | 1965 | *1969 | 1972 | 1958 | Neil Armstrong a foulé le sol lunaire en juillet 1969.`,
      `Quelle est la plus haute montagne au-dessus du niveau de la mer${NB}? | K2 | Kilimandjaro | *Everest | Mont Blanc | L’Everest culmine à environ 8${NB}849 mètres.`,
      `Combien de côtés a un hexagone${NB}? | 5 | *6 | 7 | 8 | Les alvéoles des rayons de miel sont des hexagones.`,
      `Combien de jours compte une année bissextile${NB}? | 365 | *366 | 364 | 367 | Le jour supplémentaire est le 29 février.`,
      `Quel pays a offert la statue de la Liberté aux États-Unis${NB}? | Le Royaume-Uni | L’Espagne | *La France | L’Italie | Elle a été inaugurée dans le port de New York en 1886.`,
      `Quelle est la plus grande planète du Système solaire${NB}? | Saturne | *Jupiter | Neptune | Uranus | Plus de 1${NB}300 Terres tiendraient dans Jupiter.`,
      `Qui a écrit Roméo et Juliette${NB}? | Charles Dickens | *William Shakespeare | Jane Austen | Geoffrey Chaucer | La pièce a été jouée pour la première fois dans les années 1590.`,
    ],
  }),
  de: bank({
    id: 'general',
    title: 'Allgemeinwissen',
    questions: [
      'Wie viele Spieler einer Fußballmannschaft stehen auf dem Platz? | 9 | 10 | *11 | 12 | Zehn Feldspieler und ein Torwart.',
      'Wer hat die Mona Lisa gemalt? | Michelangelo | *Leonardo da Vinci | Raffael | Tizian | Sie hängt im Louvre in Paris.',
      'Welcher ist der größte Ozean der Erde? | Atlantik | Indischer Ozean | Arktischer Ozean | *Pazifik | Der Pazifik bedeckt etwa ein Drittel der Erde.',
      'Wie viele Saiten hat eine klassische Gitarre? | 4 | 5 | *6 | 7 | Ein E-Bass hat meist vier.',
      'Welche Sprache hat die meisten Muttersprachler? | Englisch | Spanisch | Hindi | *Mandarin-Chinesisch | Spanisch folgt auf Platz zwei.',
      'In welchem Jahr betrat der erste Mensch den Mond? | 1965 | *1969 | 1972 | 1958 | Neil Armstrong betrat den Mond im Juli 1969.',
      'Welcher ist der höchste Berg über dem Meeresspiegel? | K2 | Kilimandscharo | *Mount Everest | Mont Blanc | Der Mount Everest ist rund 8849 Meter hoch.',
      'Wie viele Seiten hat ein Sechseck? | 5 | *6 | 7 | 8 | Die Waben der Bienen sind Sechsecke.',
      'Wie viele Tage hat ein Schaltjahr? | 365 | *366 | 364 | 367 | Der zusätzliche Tag ist der 29. Februar.',
      'Welches Land schenkte den Vereinigten Staaten die Freiheitsstatue? | Großbritannien | Spanien | *Frankreich | Italien | Sie wurde 1886 im Hafen von New York eingeweiht.',
      'Welcher ist der größte Planet unseres Sonnensystems? | Saturn | *Jupiter | Neptun | Uranus | In Jupiter hätten mehr als 1300 Erden Platz.',
      'Wer schrieb „Romeo und Julia“? | Charles Dickens | *William Shakespeare | Jane Austen | Geoffrey Chaucer | Das Stück wurde erstmals in den 1590er-Jahren aufgeführt.',
    ],
  }),
  pt: bank({
    id: 'general',
    title: 'Cultura geral',
    questions: [
      'Quantos jogadores de uma equipa de futebol estão em campo? | 9 | 10 | *11 | 12 | Dez jogadores de campo e um guarda-redes.',
      'Quem pintou a Mona Lisa? | Miguel Ângelo | *Leonardo da Vinci | Rafael | Ticiano | Está exposta no Museu do Louvre, em Paris.',
      'Qual é o maior oceano da Terra? | Atlântico | Índico | Ártico | *Pacífico | O Pacífico cobre cerca de um terço do planeta.',
      'Quantas cordas tem uma guitarra clássica? | 4 | 5 | *6 | 7 | Um baixo elétrico tem normalmente quatro.',
      'Que língua tem mais falantes nativos? | Inglês | Espanhol | Hindi | *Mandarim | O espanhol é a segunda em número de falantes nativos.',
      'Em que ano o primeiro ser humano pisou a Lua? | 1965 | *1969 | 1972 | 1958 | Neil Armstrong pisou a Lua em julho de 1969.',
      'Qual é a montanha mais alta acima do nível do mar? | K2 | Kilimanjaro | *Evereste | Monte Branco | O Evereste tem cerca de 8849 metros de altitude.',
      'Quantos lados tem um hexágono? | 5 | *6 | 7 | 8 | Os alvéolos dos favos de mel são hexágonos.',
      'Quantos dias tem um ano bissexto? | 365 | *366 | 364 | 367 | O dia a mais é 29 de fevereiro.',
      'Que país ofereceu a Estátua da Liberdade aos Estados Unidos? | Reino Unido | Espanha | *França | Itália | Foi inaugurada no porto de Nova Iorque em 1886.',
      'Qual é o maior planeta do sistema solar? | Saturno | *Júpiter | Neptuno | Úrano | Caberiam mais de 1300 Terras dentro de Júpiter.',
      'Quem escreveu Romeu e Julieta? | Charles Dickens | *William Shakespeare | Jane Austen | Geoffrey Chaucer | Foi representada pela primeira vez na década de 1590.',
    ],
  }),
  it: bank({
    id: 'general',
    title: 'Cultura generale',
    questions: [
      'Quanti giocatori ha in campo una squadra di calcio? | 9 | 10 | *11 | 12 | Dieci giocatori di movimento e un portiere.',
      'Chi ha dipinto la Gioconda? | Michelangelo | *Leonardo da Vinci | Raffaello | Tiziano | È esposta al Museo del Louvre, a Parigi.',
      'Qual è l’oceano più grande della Terra? | Atlantico | Indiano | Artico | *Pacifico | Il Pacifico copre circa un terzo del pianeta.',
      'Quante corde ha una chitarra classica? | 4 | 5 | *6 | 7 | Un basso elettrico di solito ne ha quattro.',
      'Quale lingua ha più parlanti madrelingua? | Inglese | Spagnolo | Hindi | *Cinese mandarino | Lo spagnolo è secondo per numero di parlanti madrelingua.',
      'In che anno il primo uomo ha camminato sulla Luna? | 1965 | *1969 | 1972 | 1958 | Neil Armstrong mise piede sulla Luna nel luglio 1969.',
      'Qual è la montagna più alta sul livello del mare? | K2 | Kilimangiaro | *Everest | Monte Bianco | L’Everest è alto circa 8849 metri.',
      'Quanti lati ha un esagono? | 5 | *6 | 7 | 8 | Le celle dei favi delle api sono esagoni.',
      'Quanti giorni ha un anno bisestile? | 365 | *366 | 364 | 367 | Il giorno in più è il 29 febbraio.',
      'Quale Paese ha donato la Statua della Libertà agli Stati Uniti? | Regno Unito | Spagna | *Francia | Italia | Fu inaugurata nel porto di New York nel 1886.',
      'Qual è il pianeta più grande del sistema solare? | Saturno | *Giove | Nettuno | Urano | Dentro Giove starebbero più di 1300 Terre.',
      'Chi ha scritto Romeo e Giulietta? | Charles Dickens | *William Shakespeare | Jane Austen | Geoffrey Chaucer | Fu rappresentata per la prima volta negli anni Novanta del Cinquecento.',
    ],
  }),
};
