import type { PromptLanguage } from '../language';
import { type SchemaText, tableItems } from './listings-schemas';

/** Courses and vintage furniture in Spanish, French, German, Portuguese and Italian. */

const COURSE_KEYS = ['level', 'format', 'length', 'teacher'] as const;
const TEACHERS = [
  'Marta Lopes',
  'Diego Alvarez',
  'Ana Silva',
  'Priya Raman',
  'Tom Becker',
  'Grace Owusu',
] as const;
const COURSE_PRICES = [180, 120, 140, 220, 130, 90] as const;
const WEEKS = [6, 8, 4, 10, 5, 3] as const;

/**
 * The six courses: titles, then [beginner, intermediate, all levels], [in person, online], how weeks
 * are said, and where an in-person course takes place.
 */
function courses(
  titles: readonly string[],
  levels: readonly [string, string, string],
  formats: readonly [string, string],
  weeks: (count: number) => string,
  inPlace: (place: string) => string,
  lower = true,
) {
  const [beginner, intermediate, all] = levels;
  const [inPerson, online] = formats;
  const level = [beginner, intermediate, beginner, intermediate, all, all];
  const format = [inPerson, online, inPerson, online, inPerson, online];
  return tableItems(
    COURSE_KEYS,
    titles.map(
      (title, index) =>
        [
          title,
          COURSE_PRICES[index] ?? 0,
          level[index] ?? '',
          format[index] ?? '',
          weeks(WEEKS[index] ?? 1),
          TEACHERS[index] ?? '',
        ] as const,
    ),
    (v, place) =>
      `${v.length}, ${lower ? v.format?.toLowerCase() : v.format === 'Vor Ort' ? 'vor Ort' : v.format}${v.format === inPerson && place ? inPlace(place) : ''} · ${v.teacher}`,
  );
}

export const COURSES_TEXT: Record<PromptLanguage, SchemaText> = {
  es: {
    noun: 'curso',
    plural: 'cursos',
    priceLabel: 'Precio',
    action: 'Inscribirme',
    labels: { level: 'Nivel', format: 'Modalidad', length: 'Duración', teacher: 'Profesor/a' },
    items: courses(
      [
        'Cerámica para principiantes',
        'Inglés conversacional',
        'Fotografía digital: lo básico',
        'Python para análisis de datos',
        'Paisajes en acuarela',
        'Hablar en público con confianza',
      ],
      ['Principiante', 'Intermedio', 'Todos los niveles'],
      ['Presencial', 'En línea'],
      (n) => `${n} semanas`,
      (place) => ` en ${place}`,
    ),
  },
  fr: {
    noun: 'cours',
    plural: 'cours',
    priceLabel: 'Prix',
    action: 'S’inscrire',
    labels: { level: 'Niveau', format: 'Format', length: 'Durée', teacher: 'Enseignant' },
    items: courses(
      [
        'Poterie pour débutants',
        'Conversation en espagnol',
        'Les bases de la photo numérique',
        'Python pour l’analyse de données',
        'Paysages à l’aquarelle',
        'Parler en public avec assurance',
      ],
      ['Débutant', 'Intermédiaire', 'Tous niveaux'],
      ['En présentiel', 'En ligne'],
      (n) => `${n} semaines`,
      (place) => ` à ${place}`,
    ),
  },
  de: {
    noun: 'Kurs',
    plural: 'Kurse',
    priceLabel: 'Preis',
    action: 'Anmelden',
    labels: { level: 'Niveau', format: 'Format', length: 'Dauer', teacher: 'Kursleitung' },
    items: courses(
      [
        'Töpfern für Einsteiger',
        'Spanisch für den Alltag',
        'Grundlagen der Digitalfotografie',
        'Python für die Datenanalyse',
        'Aquarell-Landschaften',
        'Souverän vor Publikum sprechen',
      ],
      ['Einsteiger', 'Mittelstufe', 'Alle Stufen'],
      ['Vor Ort', 'Online'],
      (n) => `${n} Wochen`,
      (place) => ` in ${place}`,
      false,
    ),
  },
  pt: {
    noun: 'curso',
    plural: 'cursos',
    priceLabel: 'Preço',
    action: 'Inscrever-me',
    labels: { level: 'Nível', format: 'Formato', length: 'Duração', teacher: 'Formador' },
    items: courses(
      [
        'Cerâmica para principiantes',
        'Conversação em espanhol',
        'Fotografia digital: o essencial',
        'Python para análise de dados',
        'Paisagens em aguarela',
        'Falar em público com confiança',
      ],
      ['Iniciação', 'Intermédio', 'Todos os níveis'],
      ['Presencial', 'Online'],
      (n) => `${n} semanas`,
      (place) => ` em ${place}`,
    ),
  },
  it: {
    noun: 'corso',
    plural: 'corsi',
    priceLabel: 'Prezzo',
    action: 'Iscriviti',
    labels: { level: 'Livello', format: 'Modalità', length: 'Durata', teacher: 'Docente' },
    items: courses(
      [
        'Ceramica per principianti',
        'Conversazione in spagnolo',
        'Fotografia digitale: le basi',
        'Python per l’analisi dei dati',
        'Paesaggi ad acquerello',
        'Parlare in pubblico con sicurezza',
      ],
      ['Principiante', 'Intermedio', 'Tutti i livelli'],
      ['In presenza', 'Online'],
      (n) => `${n} settimane`,
      (place) => ` a ${place}`,
    ),
  },
};

const FURNITURE_KEYS = ['room', 'era', 'material', 'condition'] as const;
const FURNITURE_PRICES = [690, 340, 260, 480, 190, 310] as const;

/** The six pieces: [title, room, era, material, condition] each, and how collection is said. */
function furniture(
  rows: ReadonlyArray<readonly [string, string, string, string, string]>,
  collect: string,
  lower = true,
) {
  return tableItems(
    FURNITURE_KEYS,
    rows.map(([title, ...values], index) => [title, FURNITURE_PRICES[index] ?? 0, ...values] as const),
    (v, place) =>
      `${v.era} · ${v.material}, ${lower ? v.condition?.toLowerCase() : v.condition}${place ? ` · ${collect} ${place}` : ''}`,
  );
}

export const FURNITURE_TEXT: Record<PromptLanguage, SchemaText> = {
  es: {
    noun: 'mueble',
    plural: 'muebles',
    priceLabel: 'Precio',
    action: 'Contactar con el vendedor',
    labels: { room: 'Estancia', era: 'Época', material: 'Material', condition: 'Estado' },
    items: furniture(
      [
        ['Aparador de teca', 'Salón', 'Años 60', 'Teca', 'Restaurado'],
        ['Sillas de comedor de madera curvada (juego de 4)', 'Comedor', 'Años 50', 'Haya', 'Buen estado'],
        ['Butaca de ratán', 'Salón', 'Años 70', 'Ratán', 'Muy buen estado'],
        ['Escritorio de roble', 'Despacho', 'Años 40', 'Roble', 'Restaurado'],
        ['Lámpara de pie de latón', 'Salón', 'Años 70', 'Latón', 'Buen estado'],
        ['Cómoda de pino', 'Dormitorio', 'Años 30', 'Pino', 'Acabado original'],
      ],
      'recogida en',
    ),
  },
  fr: {
    noun: 'meuble',
    plural: 'meubles',
    priceLabel: 'Prix',
    action: 'Contacter le vendeur',
    labels: { room: 'Pièce', era: 'Époque', material: 'Matériau', condition: 'État' },
    items: furniture(
      [
        ['Enfilade en teck', 'Salon', 'Années 60', 'Teck', 'Restauré'],
        ['Chaises en bois courbé (lot de 4)', 'Salle à manger', 'Années 50', 'Hêtre', 'Bon état'],
        ['Fauteuil en rotin', 'Salon', 'Années 70', 'Rotin', 'Très bon état'],
        ['Bureau en chêne', 'Bureau', 'Années 40', 'Chêne', 'Restauré'],
        ['Lampadaire en laiton', 'Salon', 'Années 70', 'Laiton', 'Bon état'],
        ['Commode en pin', 'Chambre', 'Années 30', 'Pin', 'Finition d’origine'],
      ],
      'à retirer à',
    ),
  },
  de: {
    noun: 'Möbelstück',
    plural: 'Möbelstücke',
    priceLabel: 'Preis',
    action: 'Verkäufer kontaktieren',
    labels: { room: 'Raum', era: 'Epoche', material: 'Material', condition: 'Zustand' },
    items: furniture(
      [
        ['Sideboard aus Teak', 'Wohnzimmer', '60er-Jahre', 'Teak', 'Restauriert'],
        ['Bugholz-Esszimmerstühle (4er-Set)', 'Esszimmer', '50er-Jahre', 'Buche', 'Gut'],
        ['Rattan-Loungesessel', 'Wohnzimmer', '70er-Jahre', 'Rattan', 'Sehr gut'],
        ['Schreibtisch aus Eiche', 'Arbeitszimmer', '40er-Jahre', 'Eiche', 'Restauriert'],
        ['Stehlampe aus Messing', 'Wohnzimmer', '70er-Jahre', 'Messing', 'Gut'],
        ['Kommode aus Kiefer', 'Schlafzimmer', '30er-Jahre', 'Kiefer', 'Original erhalten'],
      ],
      'Abholung in',
    ),
  },
  pt: {
    noun: 'móvel',
    plural: 'móveis',
    priceLabel: 'Preço',
    action: 'Contactar o vendedor',
    labels: { room: 'Divisão', era: 'Época', material: 'Material', condition: 'Estado' },
    items: furniture(
      [
        ['Aparador em teca', 'Sala de estar', 'Anos 60', 'Teca', 'Restaurado'],
        [
          'Cadeiras de jantar em madeira curvada (conjunto de 4)',
          'Sala de jantar',
          'Anos 50',
          'Faia',
          'Bom estado',
        ],
        ['Poltrona em verga', 'Sala de estar', 'Anos 70', 'Verga', 'Muito bom estado'],
        ['Secretária em carvalho', 'Escritório', 'Anos 40', 'Carvalho', 'Restaurado'],
        ['Candeeiro de pé em latão', 'Sala de estar', 'Anos 70', 'Latão', 'Bom estado'],
        ['Cómoda em pinho', 'Quarto', 'Anos 30', 'Pinho', 'Acabamento original'],
      ],
      'levantamento em',
    ),
  },
  it: {
    noun: 'mobile',
    plural: 'mobili',
    priceLabel: 'Prezzo',
    action: 'Contatta il venditore',
    labels: { room: 'Ambiente', era: 'Epoca', material: 'Materiale', condition: 'Condizioni' },
    items: furniture(
      [
        ['Credenza in teak', 'Soggiorno', 'Anni ’60', 'Teak', 'Restaurato'],
        [
          'Sedie da pranzo in legno curvato (set da 4)',
          'Sala da pranzo',
          'Anni ’50',
          'Faggio',
          'Buone condizioni',
        ],
        ['Poltrona in rattan', 'Soggiorno', 'Anni ’70', 'Rattan', 'Ottime condizioni'],
        ['Scrivania in rovere', 'Studio', 'Anni ’40', 'Rovere', 'Restaurato'],
        ['Lampada da terra in ottone', 'Soggiorno', 'Anni ’70', 'Ottone', 'Buone condizioni'],
        ['Cassettiera in pino', 'Camera da letto', 'Anni ’30', 'Pino', 'Finitura originale'],
      ],
      'ritiro a',
    ),
  },
};
