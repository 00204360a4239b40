/**
 * The survey's questions besides the NPS one, in the prompt languages: the same questions as the
 * English ones in survey-questions.ts, by subject, written the way each language asks them; and the
 * seven sample comments, in the order of SAMPLE_ANSWERS' non-empty ones.
 */
import type { PromptLanguage } from '../language';

export type SurveySubject = 'food' | 'tech' | 'wellness' | 'retail' | 'travel' | 'education' | 'general';
type Asked = { choice: { label: string; options: string[] }; rating: string };
export type SurveyWords = { subjects: Record<SurveySubject, Asked>; comment: string; samples: string[] };

const NB = '\u00a0';
const ask = (label: string, options: string[], rating: string): Asked => ({
  choice: { label, options },
  rating,
});

export const SURVEY_QUESTION_TRANSLATIONS: Record<PromptLanguage, SurveyWords> = {
  es: {
    subjects: {
      food: ask(
        '¿Cómo hiciste tu pedido?',
        ['En el local', 'Para llevar', 'A domicilio', 'Catering'],
        '¿Cómo valorarías la comida y la bebida?',
      ),
      tech: ask(
        '¿Para qué lo usas más?',
        ['Trabajo', 'Proyectos personales', 'Estudios', 'Otra cosa'],
        '¿Cómo valorarías su facilidad de uso?',
      ),
      wellness: ask(
        '¿Qué te trae por aquí?',
        ['Clases', 'Sesiones individuales', 'Tratamientos', 'Otra cosa'],
        '¿Cómo valorarías tu última visita?',
      ),
      retail: ask(
        '¿Cómo sueles comprarnos?',
        ['En la tienda', 'En línea', 'De las dos formas'],
        '¿Cómo valorarías nuestros productos?',
      ),
      travel: ask(
        '¿Cuál fue el motivo de tu viaje?',
        ['Vacaciones', 'Trabajo', 'Visitar a la familia', 'Otro motivo'],
        '¿Cómo valorarías tu estancia?',
      ),
      education: ask(
        '¿Cómo participaste?',
        ['En persona', 'En línea, en directo', 'Con la grabación'],
        '¿Cómo valorarías la utilidad del contenido?',
      ),
      general: ask(
        '¿Cómo nos conociste?',
        ['Por un amigo o compañero', 'Por un buscador', 'Por las redes sociales', 'De otra forma'],
        '¿Cómo valorarías tu satisfacción en general?',
      ),
    },
    comment: '¿Qué podríamos mejorar? (opcional)',
    samples: [
      'Siempre una buena experiencia, ¡gracias!',
      'Gente amable y rápida a la hora de ayudar.',
      'Bien, aunque podría ser un poco más rápido.',
      'Justo lo que buscaba.',
      'Los precios han subido un poco últimamente.',
      'La última vez esperé demasiado.',
      'Me costó encontrar lo que necesitaba.',
    ],
  },
  fr: {
    subjects: {
      food: ask(
        `Quelle formule avez-vous choisie${NB}?`,
        ['Sur place', 'À emporter', 'En livraison', 'Traiteur'],
        `Comment évaluez-vous les plats et les boissons${NB}?`,
      ),
      tech: ask(
        `Pour quoi l’utilisez-vous le plus${NB}?`,
        ['Le travail', 'Des projets personnels', 'Les études', 'Autre chose'],
        `Comment évaluez-vous sa facilité d’utilisation${NB}?`,
      ),
      wellness: ask(
        `Pour quoi venez-vous chez nous${NB}?`,
        ['Les cours', 'Des séances individuelles', 'Des soins', 'Autre chose'],
        `Comment évaluez-vous votre dernière visite${NB}?`,
      ),
      retail: ask(
        `Comment faites-vous vos achats chez nous d’habitude${NB}?`,
        ['En boutique', 'En ligne', 'Les deux'],
        `Comment évaluez-vous nos produits${NB}?`,
      ),
      travel: ask(
        `Quel était le motif de votre voyage${NB}?`,
        ['Les vacances', 'Le travail', 'Une visite à la famille', 'Autre chose'],
        `Comment évaluez-vous votre séjour${NB}?`,
      ),
      education: ask(
        `Comment avez-vous participé${NB}?`,
        ['En présentiel', 'En ligne, en direct', 'En différé, avec l’enregistrement'],
        `Comment évaluez-vous l’utilité du contenu${NB}?`,
      ),
      general: ask(
        `Comment nous avez-vous connus${NB}?`,
        ['Par un ami ou un collègue', 'Par un moteur de recherche', 'Par les réseaux sociaux', 'Autrement'],
        `Comment évaluez-vous votre satisfaction globale${NB}?`,
      ),
    },
    comment: `Que pourrions-nous améliorer${NB}? (facultatif)`,
    samples: [
      `Toujours une bonne expérience, merci${NB}!`,
      'Une équipe sympathique et prompte à aider.',
      'Bien, même si cela pourrait être un peu plus rapide.',
      'Exactement ce que je cherchais.',
      'Les prix ont un peu augmenté ces derniers temps.',
      'La dernière fois, j’ai attendu trop longtemps.',
      'Difficile de trouver ce dont j’avais besoin.',
    ],
  },
  de: {
    subjects: {
      food: ask(
        'Wie haben Sie bestellt?',
        ['Vor Ort', 'Zum Mitnehmen', 'Lieferung', 'Catering'],
        'Wie bewerten Sie Speisen und Getränke?',
      ),
      tech: ask(
        'Wofür nutzen Sie es am häufigsten?',
        ['Arbeit', 'Eigene Projekte', 'Studium', 'Etwas anderes'],
        'Wie bewerten Sie die Bedienbarkeit?',
      ),
      wellness: ask(
        'Weshalb kommen Sie zu uns?',
        ['Kurse', 'Einzelsitzungen', 'Behandlungen', 'Etwas anderes'],
        'Wie bewerten Sie Ihren letzten Besuch?',
      ),
      retail: ask(
        'Wie kaufen Sie meist bei uns ein?',
        ['Im Laden', 'Online', 'Beides'],
        'Wie bewerten Sie unsere Produkte?',
      ),
      travel: ask(
        'Was war der Anlass Ihrer Reise?',
        ['Urlaub', 'Geschäftsreise', 'Familienbesuch', 'Etwas anderes'],
        'Wie bewerten Sie Ihren Aufenthalt?',
      ),
      education: ask(
        'Wie haben Sie teilgenommen?',
        ['Vor Ort', 'Online, live', 'Über die Aufzeichnung'],
        'Wie bewerten Sie den Nutzen der Inhalte?',
      ),
      general: ask(
        'Wie haben Sie von uns erfahren?',
        ['Durch Freunde oder Kollegen', 'Über eine Suchmaschine', 'Über soziale Medien', 'Auf anderem Weg'],
        'Wie zufrieden sind Sie insgesamt?',
      ),
    },
    comment: 'Was könnten wir besser machen? (optional)',
    samples: [
      'Immer wieder eine gute Erfahrung, danke!',
      'Freundliche Leute, die schnell helfen.',
      'Gut, könnte aber etwas schneller gehen.',
      'Genau das, was ich gesucht habe.',
      'Die Preise sind zuletzt etwas gestiegen.',
      'Beim letzten Mal musste ich zu lange warten.',
      'Ich habe nur schwer gefunden, was ich brauchte.',
    ],
  },
  pt: {
    subjects: {
      food: ask(
        'Como fez o seu pedido?',
        ['Comer no local', 'Para levar', 'Entrega ao domicílio', 'Catering'],
        'Como avalia a comida e as bebidas?',
      ),
      tech: ask(
        'Para que o usa mais?',
        ['Trabalho', 'Projetos pessoais', 'Estudos', 'Outra coisa'],
        'Como avalia a facilidade de utilização?',
      ),
      wellness: ask(
        'O que o traz até nós?',
        ['Aulas', 'Sessões individuais', 'Tratamentos', 'Outra coisa'],
        'Como avalia a sua última visita?',
      ),
      retail: ask(
        'Como costuma fazer compras connosco?',
        ['Na loja', 'Pela Internet', 'Das duas formas'],
        'Como avalia os nossos produtos?',
      ),
      travel: ask(
        'Qual foi o motivo da sua viagem?',
        ['Férias', 'Trabalho', 'Visitar a família', 'Outro motivo'],
        'Como avalia a sua estadia?',
      ),
      education: ask(
        'Como participou?',
        ['Presencialmente', 'À distância, em direto', 'Pela gravação'],
        'Como avalia a utilidade do conteúdo?',
      ),
      general: ask(
        'Como nos conheceu?',
        ['Por um amigo ou colega', 'Por um motor de pesquisa', 'Pelas redes sociais', 'De outra forma'],
        'Como avalia a sua satisfação geral?',
      ),
    },
    comment: 'O que poderíamos melhorar? (opcional)',
    samples: [
      'Sempre uma boa experiência, obrigado!',
      'Pessoas simpáticas e rápidas a ajudar.',
      'Bom, embora pudesse ser um pouco mais rápido.',
      'Exatamente o que procurava.',
      'Os preços subiram um pouco ultimamente.',
      'Da última vez esperei demasiado tempo.',
      'Foi difícil encontrar o que precisava.',
    ],
  },
  it: {
    subjects: {
      food: ask(
        'Come hai ordinato?',
        ['Al tavolo', 'Da asporto', 'Con consegna a domicilio', 'Catering'],
        'Come valuti cibo e bevande?',
      ),
      tech: ask(
        'Per cosa lo usi di più?',
        ['Lavoro', 'Progetti personali', 'Studio', 'Altro'],
        'Come valuti la facilità d’uso?',
      ),
      wellness: ask(
        'Per cosa vieni da noi?',
        ['Corsi', 'Sedute individuali', 'Trattamenti', 'Altro'],
        'Come valuti la tua ultima visita?',
      ),
      retail: ask(
        'Di solito come fai acquisti da noi?',
        ['In negozio', 'Online', 'In entrambi i modi'],
        'Come valuti i nostri prodotti?',
      ),
      travel: ask(
        'Qual era il motivo del viaggio?',
        ['Vacanza', 'Lavoro', 'Visita alla famiglia', 'Altro'],
        'Come valuti il tuo soggiorno?',
      ),
      education: ask(
        'Come hai partecipato?',
        ['Di persona', 'Online, in diretta', 'Dalla registrazione'],
        'Come valuti l’utilità dei contenuti?',
      ),
      general: ask(
        'Come ci hai conosciuti?',
        ['Tramite un amico o un collega', 'Tramite un motore di ricerca', 'Sui social', 'In un altro modo'],
        'Come valuti la tua soddisfazione complessiva?',
      ),
    },
    comment: 'Cosa potremmo migliorare? (facoltativo)',
    samples: [
      'Sempre un’ottima esperienza, grazie!',
      'Persone gentili e pronte ad aiutare.',
      'Bene, anche se potrebbe essere un po’ più veloce.',
      'Proprio quello che cercavo.',
      'Ultimamente i prezzi sono un po’ aumentati.',
      'L’ultima volta ho aspettato troppo.',
      'Ho fatto fatica a trovare quello che mi serviva.',
    ],
  },
};
