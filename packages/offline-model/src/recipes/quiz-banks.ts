/**
 * The quiz's question banks: small, checked by hand, each question with four choices, the right one
 * and a line that explains it. A prompt about capitals or geography, science, or general knowledge gets
 * that bank, in the prompt's language (quiz-banks-es.ts …); any other prompt gets the mixed bank.
 */
import type { AppLanguage } from '../locale';
import { type BankId, bank, type LanguageBanks, type QuizBank } from './quiz-bank';
import { DE_BANKS } from './quiz-banks-de';
import { ES_BANKS } from './quiz-banks-es';
import { FR_BANKS } from './quiz-banks-fr';
import { IT_BANKS } from './quiz-banks-it';
import { PT_BANKS } from './quiz-banks-pt';

export type { QuizBank, QuizQuestion } from './quiz-bank';

const GEOGRAPHY = bank({
  id: 'geography',
  title: 'World capitals',
  questions: [
    'What is the capital of Australia? | Sydney | *Canberra | Melbourne | Perth | Canberra was chosen as a compromise between Sydney and Melbourne.',
    'What is the capital of Canada? | Toronto | Vancouver | *Ottawa | Montreal | Queen Victoria chose Ottawa as the capital in 1857.',
    'What is the capital of Japan? | Kyoto | Osaka | *Tokyo | Nagoya | Kyoto was the imperial capital for over a thousand years before Tokyo.',
    'What is the capital of Brazil? | *Brasília | Rio de Janeiro | São Paulo | Salvador | Brasília was built as the new capital and opened in 1960.',
    'What is the capital of Kenya? | Mombasa | *Nairobi | Kisumu | Nakuru | Nairobi began as a railway depot in 1899.',
    'What is the capital of Portugal? | Porto | Coimbra | Faro | *Lisbon | Lisbon is one of the oldest cities in western Europe.',
    'What is the capital of Turkey? | Istanbul | *Ankara | Izmir | Bursa | Ankara replaced Istanbul as the capital in 1923.',
    'What is the capital of New Zealand? | Auckland | Christchurch | *Wellington | Queenstown | Wellington is the southernmost capital of a sovereign state.',
    'What is the capital of Egypt? | Alexandria | *Cairo | Giza | Luxor | Cairo grew up beside the Nile, just south of its delta.',
    'What is the capital of Argentina? | Córdoba | Rosario | *Buenos Aires | Mendoza | Buenos Aires sits on the Río de la Plata estuary.',
    'What is the capital of South Korea? | Busan | *Seoul | Incheon | Daegu | About half of South Korea’s people live in and around Seoul.',
    'What is the capital of Morocco? | Casablanca | Marrakesh | *Rabat | Fez | Casablanca is Morocco’s largest city, but Rabat is its capital.',
  ],
});

const SCIENCE = bank({
  id: 'science',
  title: 'Science',
  questions: [
    'What is the chemical symbol for gold? | Go | Gd | *Au | Ag | Au comes from the Latin word aurum.',
    'Which planet is closest to the Sun? | Venus | *Mercury | Mars | Earth | Mercury goes around the Sun in 88 days.',
    'What gas do plants take in for photosynthesis? | Oxygen | Nitrogen | *Carbon dioxide | Hydrogen | Plants use carbon dioxide and water to make sugar, giving off oxygen.',
    'How many bones are in an adult human body? | *206 | 186 | 256 | 306 | Babies are born with around 300 bones; some fuse as they grow.',
    'At sea level, water boils at what temperature? | 90 °C | *100 °C | 110 °C | 120 °C | Higher up, where the air pressure is lower, it boils at less.',
    'What is the hardest natural material? | Quartz | Iron | *Diamond | Granite | Diamond is carbon with every atom bonded to four others.',
    'Which part of the cell holds its DNA? | *Nucleus | Membrane | Ribosome | Cytoplasm | Mitochondria hold a little DNA of their own too.',
    'What is the speed of light, roughly? | 300 km/s | 3,000 km/s | 30,000 km/s | *300,000 km/s | Light from the Sun takes about eight minutes to reach us.',
    'How many legs does an insect have? | 4 | *6 | 8 | 10 | Spiders have eight legs, one reason they are not insects.',
    'Which gas makes up most of the air we breathe? | Oxygen | *Nitrogen | Carbon dioxide | Argon | Nitrogen is about 78% of the air; oxygen about 21%.',
    'Which planet is known as the Red Planet? | Venus | Jupiter | *Mars | Saturn | Iron oxide, or rust, in its dust gives Mars its colour.',
    'What is H₂O better known as? | Salt | *Water | Hydrogen peroxide | Ozone | Two hydrogen atoms bonded to one oxygen atom.',
  ],
});

const GENERAL = bank({
  id: 'general',
  title: 'General knowledge',
  questions: [
    'How many players are on a football (soccer) team on the pitch? | 9 | 10 | *11 | 12 | Ten outfield players and a goalkeeper.',
    'Who painted the Mona Lisa? | Michelangelo | *Leonardo da Vinci | Raphael | Titian | It hangs in the Louvre in Paris.',
    'What is the largest ocean on Earth? | Atlantic | Indian | Arctic | *Pacific | The Pacific covers about a third of the planet.',
    'How many strings does a standard guitar have? | 4 | 5 | *6 | 7 | A bass guitar usually has four.',
    'Which language has the most native speakers? | English | Spanish | Hindi | *Mandarin Chinese | Spanish comes second by native speakers.',
    'In which year did the first person walk on the Moon? | 1965 | *1969 | 1972 | 1958 | Neil Armstrong stepped out on 20 July 1969.',
    'What is the tallest mountain above sea level? | K2 | Kilimanjaro | *Everest | Mont Blanc | Everest stands about 8,849 metres high.',
    'How many sides does a hexagon have? | 5 | *6 | 7 | 8 | Honeycomb cells are hexagons.',
    'How many days are in a leap year? | 365 | *366 | 364 | 367 | The extra day is 29 February.',
    'Which country gave the Statue of Liberty to the United States? | Britain | Spain | *France | Italy | It was dedicated in New York Harbor in 1886.',
    'What is the largest planet in our solar system? | Saturn | *Jupiter | Neptune | Uranus | More than 1,300 Earths would fit inside Jupiter.',
    'Who wrote Romeo and Juliet? | Charles Dickens | *William Shakespeare | Jane Austen | Geoffrey Chaucer | It was first performed in the 1590s.',
  ],
});

const MIXED = bank({
  id: 'mixed',
  title: 'Mixed bag',
  questions: [
    'How many minutes are in a day? | 1,240 | *1,440 | 1,640 | 2,400 | 24 hours times 60 minutes.',
    'Which animal is the largest on Earth? | African elephant | *Blue whale | Giraffe | Whale shark | A blue whale can weigh as much as 150 tonnes.',
    'What colour do you get by mixing blue and yellow paint? | *Green | Purple | Orange | Brown | Blue and yellow are two of the painter’s primaries.',
    'Which is the longest river in Africa? | Congo | Niger | *Nile | Zambezi | The Nile runs through eleven countries.',
    'What is 15% of 200? | 15 | 20 | *30 | 35 | 10% is 20 and 5% is 10.',
    'Which instrument has 88 keys? | Organ | *Piano | Accordion | Harpsichord | 52 white keys and 36 black ones.',
    'How many continents are there? | 5 | 6 | *7 | 8 | By the most common count: Africa, Antarctica, Asia, Australia, Europe and the two Americas.',
    'What do bees make? | Silk | *Honey | Wax paper | Pollen | A worker bee makes about a twelfth of a teaspoon in its life.',
    'How many hours are in a week? | 148 | *168 | 178 | 186 | 7 days times 24 hours.',
    'At what temperature does water freeze in Fahrenheit? | 0 °F | *32 °F | 50 °F | 100 °F | That is 0 °C.',
    'Which of these birds cannot fly? | Puffin | Albatross | *Penguin | Swallow | Penguins use their wings to swim instead.',
    'What is the square root of 81? | 7 | 8 | *9 | 11 | 9 times 9 is 81.',
  ],
});

export const EN_BANKS: LanguageBanks = {
  geography: GEOGRAPHY,
  science: SCIENCE,
  general: GENERAL,
  mixed: MIXED,
};

/** Every bank in every language the quiz is written in. */
export const QUIZ_BANKS: Record<AppLanguage, LanguageBanks> = {
  en: EN_BANKS,
  es: ES_BANKS,
  fr: FR_BANKS,
  de: DE_BANKS,
  pt: PT_BANKS,
  it: IT_BANKS,
};

/**
 * The words that ask for each subject bank, in English and in each prompt language. A prompt is read
 * with English's words and its own language's (so the French "pays" never picks capitals for an
 * English prompt "a quiz that pays"). JavaScript's \b sees accented letters as word ends: no pattern
 * starts or ends with one.
 */
const SUBJECT_WORDS: Record<AppLanguage, Record<Exclude<BankId, 'mixed'>, RegExp>> = {
  en: {
    geography: /\b(?:capitals?|geograph\w*|countr(?:y|ies)|flags?|world)\b/,
    science: /\b(?:science|scientific|physics|chemistry|biology|planets?|space)\b/,
    general: /\b(?:general knowledge|pub quiz|quiz night|trivia)\b/,
  },
  es: {
    geography: /\b(?:capital(?:es)?|geograf[íi]a|pa[íi]s(?:es)?|banderas?)\b/,
    science: /\b(?:ciencias?|cient[íi]fic[oa]s?|f[íi]sica|qu[íi]mica|biolog[íi]a|planetas?|astronom[íi]a)\b/,
    general: /\b(?:cultura general|conocimientos generales)\b/,
  },
  fr: {
    geography: /\b(?:capitales?|g[ée]ographi\w*|pays|drapeaux?)\b/,
    science: /\b(?:sciences?|scientifiques?|physique|chimie|biologie|plan[èe]tes?|astronomie|espace)\b/,
    general: /\b(?:culture g[ée]n[ée]rale|connaissances g[ée]n[ée]rales)\b/,
  },
  de: {
    geography: /\b(?:hauptst[äa]dt(?:e|en)?|erdkunde|geogra(?:f|ph)ie|l[äa]nder|flaggen?)\b/,
    science:
      /\b(?:(?:natur)?wissenschaft(?:en|lich\w*)?|physik|chemie|biologie|planeten?|astronomie|weltraum)\b/,
    general: /\b(?:allgemeinwissen|allgemeinbildung)\b/,
  },
  pt: {
    geography: /\b(?:capita(?:l|is)|geografia|pa[íi]s(?:es)?|bandeiras?)\b/,
    science: /\b(?:ci[êe]ncias?|cient[íi]fic[oa]s?|f[íi]sica|qu[íi]mica|biologia|planetas?|astronomia)\b/,
    general: /\b(?:cultura geral|conhecimentos? gera(?:l|is))\b/,
  },
  it: {
    geography: /\b(?:capital[ei]|geografia|paesi|bandiere?)\b/,
    science: /\b(?:scienz[ae]|scientific[aoih]e?|fisica|chimica|biologia|pianet[ai]|astronomia|spazio)\b/,
    general: /\bcultura generale\b/,
  },
};

/**
 * The bank for a prompt, in `language`: by its subject's words in English or in that language,
 * else the mixed one.
 */
export function pickBank(prompt: string, language: AppLanguage = 'en'): QuizBank {
  const text = prompt.toLowerCase();
  const words = [SUBJECT_WORDS.en, SUBJECT_WORDS[language]];
  const id =
    (['geography', 'science', 'general'] as const).find((subject) =>
      words.some((table) => table[subject].test(text)),
    ) ?? 'mixed';
  return QUIZ_BANKS[language][id];
}
