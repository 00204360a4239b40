import type { PromptLanguage } from '../language';
import { openingHours } from '../recipes/restaurant-words';
import { RESTAURANT_LANDING_PT_IT } from './restaurant-landing-more';
import { FEATURE_ICONS, RESTAURANT_TEXT } from './restaurant-translations';
import { type CopyContext, type DomainCopy, money } from './types';

/**
 * The rest of a restaurant's page in the prompt languages (restaurant-translations.ts has its lede,
 * features, reviews, gallery and address): its hero, how booking works, its menus and prices, its
 * questions, figures and calls to action. Written for each language, not word for word.
 */
export type RestaurantLanding = {
  heroBadge: string;
  headline: string;
  primaryCta: string;
  secondaryCta: string;
  /** Three steps (title, text). */
  steps: ReadonlyArray<readonly [string, string]>;
  /** Three offers, in the English copy's order and prices (24, 68, 90 a person); the second is featured. */
  tiers: ReadonlyArray<{
    name: string;
    period: string;
    description: string;
    features: readonly string[];
    cta: string;
  }>;
  /** Four questions (question, answer). */
  faqs: ReadonlyArray<readonly [string, string]>;
  /** Three figures (value, label). */
  stats: ReadonlyArray<readonly [string, string]>;
  cta: { title: string; text: string };
  newsletter: { title: string; text: string };
};

export const RESTAURANT_LANDING: Record<PromptLanguage, RestaurantLanding> = {
  es: {
    heroBadge: 'Ya aceptamos reservas',
    headline: 'Cocina de temporada, servida con mimo',
    primaryCta: 'Ver la carta',
    secondaryCta: 'Reservar mesa',
    steps: [
      ['Reserva tu mesa', 'En línea en menos de un minuto, o llámanos por teléfono.'],
      ['Ponte cómodo', 'Te contamos la carta y los platos del día.'],
      ['Disfruta', 'Tómate tu tiempo: aquí nadie te va a meter prisa.'],
    ],
    tiers: [
      {
        name: 'Menú del mediodía',
        period: '/persona',
        description: 'Dos platos y una copa de vino de la casa.',
        features: ['De martes a viernes', 'Cambia cada semana', 'Servido en una hora'],
        cta: 'Reservar para comer',
      },
      {
        name: 'Menú degustación',
        period: '/persona',
        description: 'Siete pases con lo mejor del mercado de esta semana.',
        features: ['Siete pases', 'Aperitivos y pan', 'Maridaje opcional', 'Bienvenida del chef'],
        cta: 'Reservar la degustación',
      },
      {
        name: 'Comedor privado',
        period: '/persona',
        description: 'El reservado, para grupos de 8 a 16 personas.',
        features: ['Un menú pensado contigo', 'Un anfitrión para vosotros', 'Flores y tarjetas de mesa'],
        cta: 'Pedir información',
      },
    ],
    faqs: [
      [
        '¿Adaptáis los platos a alergias y dietas?',
        'Sí. Avísanos al reservar y la cocina adaptará el menú; siempre hay platos vegetarianos y veganos.',
      ],
      [
        '¿Puedo reservar para un grupo grande?',
        'Las mesas de hasta ocho personas se reservan en línea. Para más, el comedor privado tiene dieciséis plazas: escríbenos.',
      ],
      [
        '¿Se puede venir sin reserva?',
        'Cada noche guardamos algunas mesas y la barra para quien llega sin reservar.',
      ],
      [
        '¿Hay aparcamiento cerca?',
        'Hay un aparcamiento público a dos minutos y buenas conexiones de transporte público.',
      ],
    ],
    stats: [
      ['6', 'Días a la semana, comidas y cenas'],
      ['40', 'Plazas, y un comedor privado'],
      ['4,8', 'Estrellas de media'],
    ],
    cta: {
      title: 'Tu mesa te espera',
      text: 'Reserva en línea en un minuto, o llámanos y te buscamos un hueco.',
    },
    newsletter: {
      title: 'Noticias de la cocina',
      text: 'Cartas nuevas, cenas especiales y alguna receta, una vez al mes.',
    },
  },
  fr: {
    heroBadge: 'Réservations ouvertes',
    headline: 'Une cuisine de saison, servie avec soin',
    primaryCta: 'Voir la carte',
    secondaryCta: 'Réserver une table',
    steps: [
      ['Réservez votre table', 'En ligne en moins d’une minute, ou par téléphone.'],
      ['Installez-vous', 'Nous vous présentons la carte et les suggestions du jour.'],
      ['Savourez', 'Prenez votre temps : personne ne vous pressera.'],
    ],
    tiers: [
      {
        name: 'Formule déjeuner',
        period: '/personne',
        description: 'Deux plats et un verre de vin de la maison.',
        features: ['Du mardi au vendredi', 'Change chaque semaine', 'Servie en une heure'],
        cta: 'Réserver un déjeuner',
      },
      {
        name: 'Menu dégustation',
        period: '/personne',
        description: 'Sept temps autour du marché de la semaine.',
        features: [
          'Sept services',
          'Amuse-bouches et pain',
          'Accord mets et vins en option',
          'L’accueil du chef',
        ],
        cta: 'Réserver la dégustation',
      },
      {
        name: 'Salon privé',
        period: '/personne',
        description: 'Le salon privé, de 8 à 16 convives.',
        features: ['Un menu composé avec vous', 'Un maître d’hôtel dédié', 'Fleurs et marque-places'],
        cta: 'Nous contacter',
      },
    ],
    faqs: [
      [
        'Tenez-vous compte des allergies et des régimes ?',
        'Oui. Signalez-le en réservant et la cuisine adaptera le menu ; il y a toujours des plats végétariens et vegan.',
      ],
      [
        'Peut-on réserver pour un grand groupe ?',
        'Les tables jusqu’à huit personnes se réservent en ligne. Au-delà, notre salon privé accueille seize convives : écrivez-nous.',
      ],
      [
        'Peut-on venir sans réserver ?',
        'Chaque soir, nous gardons quelques tables et le comptoir pour ceux qui passent à l’improviste.',
      ],
      [
        'Peut-on se garer à proximité ?',
        'Un parking public se trouve à deux minutes, et le quartier est bien desservi par les transports en commun.',
      ],
    ],
    stats: [
      ['6', 'Jours par semaine, midi et soir'],
      ['40', 'Couverts, plus un salon privé'],
      ['4,8', 'Note moyenne de nos clients'],
    ],
    cta: {
      title: 'Votre table vous attend',
      text: 'Réservez en ligne en une minute, ou appelez-nous : nous vous trouverons une place.',
    },
    newsletter: {
      title: 'Des nouvelles de la cuisine',
      text: 'Nouvelles cartes, dîners spéciaux et quelques recettes, une fois par mois.',
    },
  },
  de: {
    heroBadge: 'Jetzt Tisch reservieren',
    headline: 'Saisonal gekocht, mit Sorgfalt serviert',
    primaryCta: 'Zur Speisekarte',
    secondaryCta: 'Tisch reservieren',
    steps: [
      ['Tisch reservieren', 'Online in weniger als einer Minute oder telefonisch.'],
      ['Ankommen', 'Wir stellen Ihnen die Karte und die Empfehlungen des Tages vor.'],
      ['Genießen', 'Lassen Sie sich Zeit. Niemand drängt Sie zum Gehen.'],
    ],
    tiers: [
      {
        name: 'Mittagsmenü',
        period: '/Person',
        description: 'Zwei Gänge und ein Glas Hauswein.',
        features: ['Dienstag bis Freitag', 'Wechselt jede Woche', 'In einer Stunde serviert'],
        cta: 'Mittagstisch reservieren',
      },
      {
        name: 'Degustationsmenü',
        period: '/Person',
        description: 'Sieben Gänge vom Markt dieser Woche.',
        features: [
          'Sieben Gänge',
          'Kleine Happen und Brot',
          'Weinbegleitung auf Wunsch',
          'Gruß aus der Küche',
        ],
        cta: 'Menü reservieren',
      },
      {
        name: 'Separee',
        period: '/Person',
        description: 'Unser eigener Raum für 8 bis 16 Gäste.',
        features: ['Menü nach Ihren Wünschen', 'Ein Gastgeber nur für Sie', 'Blumen und Tischkarten'],
        cta: 'Anfrage senden',
      },
    ],
    faqs: [
      [
        'Berücksichtigen Sie Allergien und besondere Ernährung?',
        'Ja. Sagen Sie es uns bei der Reservierung, dann passt die Küche das Menü an; vegetarische und vegane Gerichte gibt es immer.',
      ],
      [
        'Kann ich für eine große Gruppe reservieren?',
        'Tische für bis zu acht Personen reservieren Sie online. Für größere Runden hat unser Separee Platz für sechzehn Gäste; schreiben Sie uns einfach.',
      ],
      [
        'Kann man auch ohne Reservierung kommen?',
        'Jeden Abend halten wir einige Tische und die Bar für spontane Gäste frei.',
      ],
      [
        'Gibt es Parkplätze in der Nähe?',
        'Ein öffentliches Parkhaus liegt zwei Minuten entfernt, und Bus und Bahn halten ganz in der Nähe.',
      ],
    ],
    stats: [
      ['6', 'Tage die Woche, mittags und abends'],
      ['40', 'Plätze und ein Separee'],
      ['4,8', 'Sterne im Durchschnitt'],
    ],
    cta: {
      title: 'Ihr Tisch wartet schon',
      text: 'Reservieren Sie online in einer Minute, oder rufen Sie uns an: Wir finden einen Platz für Sie.',
    },
    newsletter: {
      title: 'Neues aus der Küche',
      text: 'Neue Karten, besondere Abende und ab und zu ein Rezept, einmal im Monat.',
    },
  },
  ...RESTAURANT_LANDING_PT_IT,
};

const PRICES = [24, 68, 90] as const;

/**
 * A restaurant's copy in `language`, laid over that language's bakery copy as `restaurantCopy` is in
 * English (its products and posts stay the food copy's); its hours from Intl's weekdays.
 */
export function restaurantCopyIn(
  language: PromptLanguage,
  { name, place, currency }: CopyContext,
  base: DomainCopy,
): DomainCopy {
  const t = RESTAURANT_TEXT[language];
  const page = RESTAURANT_LANDING[language];
  return {
    ...base,
    heroBadge: page.heroBadge,
    headline: page.headline,
    lede: t.lede(name, place),
    primaryCta: page.primaryCta,
    secondaryCta: page.secondaryCta,
    features: t.features.map(([title, text], index) => ({
      icon: FEATURE_ICONS[index] ?? 'Leaf',
      title,
      text,
    })) as DomainCopy['features'],
    steps: page.steps.map(([title, text]) => ({ title, text })) as DomainCopy['steps'],
    testimonials: t.testimonials.map(([quote, person, role]) => ({
      quote,
      name: person,
      role,
    })) as DomainCopy['testimonials'],
    tiers: page.tiers.map((tier, index) => ({
      ...tier,
      features: [...tier.features],
      price: money(PRICES[index] ?? 0, currency, language),
      ...(index === 1 ? { isFeatured: true } : {}),
    })) as DomainCopy['tiers'],
    faqs: page.faqs.map(([question, answer]) => ({ question, answer })) as DomainCopy['faqs'],
    stats: page.stats.map(([value, label]) => ({ value, label })) as DomainCopy['stats'],
    gallery: [...t.gallery] as DomainCopy['gallery'],
    cta: page.cta,
    newsletter: page.newsletter,
    contact: {
      ...base.contact,
      phone: t.phone,
      address: place ? `${t.street}, ${place}` : t.street,
      hours: openingHours(language),
    },
  };
}
