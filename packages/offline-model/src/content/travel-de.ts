import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A small travel company's copy in German (Germany): written for it, not translated word for word. */
export function travelCopyDe({ name, place, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'de');
  return {
    heroBadge: 'Sommertermine jetzt buchbar',
    headline: place ? `${place} – ganz in Ruhe entdeckt` : 'Entspannt reisen, wo es am schönsten ist',
    lede: `${name} plant Reisen in kleinen Gruppen und Aufenthalte mit Guides von vor Ort, handverlesenen Unterkünften und genug Zeit, um alles wirklich zu genießen.`,
    primaryCta: 'Reisen entdecken',
    secondaryCta: 'Beratung anfragen',
    features: [
      {
        icon: 'Compass',
        title: 'Guides von vor Ort',
        text: 'Jede Reise leitet jemand, der dort aufgewachsen ist, wo Sie hinfahren.',
      },
      {
        icon: 'Hotel',
        title: 'Unterkünfte mit Charakter',
        text: 'Familiengeführte Pensionen und Boutiquehotels, in denen wir selbst übernachtet haben.',
      },
      {
        icon: 'Users',
        title: 'Kleine Gruppen',
        text: 'Höchstens zwölf Reisende, damit die Pläne flexibel bleiben.',
      },
      {
        icon: 'Leaf',
        title: 'Kleiner Fußabdruck',
        text: 'Wo immer es geht, Zug statt Flugzeug, und jede Buchung klimakompensiert.',
      },
      {
        icon: 'Shield',
        title: 'Rundum abgesichert',
        text: 'Insolvenzgeschützte Buchungen und Hilfe rund um die Uhr während der Reise.',
      },
      {
        icon: 'CalendarDays',
        title: 'Flexible Termine',
        text: 'Verschieben Sie Ihre Abreise bis 30 Tage vorher kostenlos.',
      },
    ],
    steps: [
      {
        title: 'Reise auswählen',
        text: 'Stöbern Sie in unseren Routen oder lassen Sie sich eine entwerfen.',
      },
      { title: 'Platz sichern', text: 'Mit einer kleinen Anzahlung reservieren, den Rest später zahlen.' },
      { title: 'Koffer packen', text: 'Transfers, Tickets und Details übernehmen wir.' },
    ],
    testimonials: [
      {
        quote:
          'Jede Unterkunft war schöner als die vorige, und ab dem zweiten Tag fühlte sich unsere Reiseleiterin wie eine Freundin an.',
        name: 'Katharina Wolf',
        role: 'Reiste im Mai',
      },
      {
        quote: 'Das Tempo war perfekt: genug Programm für die Höhepunkte, genug freie Zeit zum Bummeln.',
        name: 'Tomás García',
        role: 'Reiste im September',
      },
      {
        quote: 'Als eine Fähre ausfiel, stand innerhalb einer Stunde ein neuer Plan. Tadellos.',
        name: 'Ingrid Nilsson',
        role: 'Reiste im Juni',
      },
    ],
    tiers: [
      {
        name: 'Wochenendauszeit',
        price: price(690),
        period: '/Person',
        description: 'Drei Tage, zwei Nächte, ein unvergesslicher Ort.',
        features: ['Boutique-Unterkunft', 'Geführte Wanderung', 'Willkommensessen'],
        cta: 'Termine ansehen',
      },
      {
        name: 'Unsere Klassikerwoche',
        price: price(1890),
        period: '/Person',
        description: 'Unsere beliebteste Sieben-Tage-Route.',
        features: [
          '6 Nächte in 3 Unterkünften',
          'Guide während der ganzen Reise',
          'Die meisten Mahlzeiten',
          'Alle Transfers',
        ],
        cta: 'Platz reservieren',
        isFeatured: true,
      },
      {
        name: 'Maßgeschneidert',
        price: `Ab ${price(2500)}`,
        period: '',
        description: 'Ihre Termine, Ihr Tempo, gemeinsam geplant.',
        features: ['Privater Guide', 'Beliebige Dauer', 'Persönliche Reiseplanung'],
        cta: 'Gemeinsam planen',
      },
    ],
    faqs: [
      {
        question: 'Wie fit muss ich sein?',
        answer:
          'Die meisten Reisen enthalten Wanderungen von zwei bis drei Stunden auf einfachem Gelände. Jede Route nennt ihr Aktivitätsniveau.',
      },
      {
        question: 'Sind Flüge inklusive?',
        answer:
          'Nein, damit Sie anreisen können, von wo es Ihnen passt. Gern schlagen wir Ihnen Verbindungen vor.',
      },
      {
        question: 'Kann ich allein reisen?',
        answer: 'Ja. Rund ein Drittel unserer Gäste reist allein, und auf jeder Reise gibt es Einzelzimmer.',
      },
      {
        question: 'Was, wenn ich stornieren muss?',
        answer:
          'Die Anzahlung erstatten wir bis 60 Tage vor Abreise; für alles Weitere empfehlen wir eine Reiserücktrittsversicherung.',
      },
    ],
    stats: [
      { value: '3.400', label: 'Reisende im letzten Jahr' },
      { value: '4,9', label: 'Sterne im Schnitt' },
      { value: '38', label: 'Guides vor Ort' },
    ],
    gallery: [
      'Ein gewundener Küstenpfad im Abendlicht',
      'Eine weiß getünchte Pension mit blauen Fensterläden',
      'Eine lange, gedeckte Tafel unter Lichterketten',
      'Wandernde auf einem Grat über den Wolken',
      'Ein Hafen voller kleiner Fischerboote',
      'Ein Marktstand voller frischem Obst',
    ],
    products: [
      {
        name: 'Wochenendauszeit',
        price: 690,
        category: 'Kurzreisen',
        description: 'Drei Tage mit Wanderungen, gutem Essen und einem Boutiquehotel.',
        badge: 'Beliebt',
      },
      {
        name: 'Eine Woche an der Küste',
        price: 1890,
        category: 'Wochenreisen',
        description: 'Sieben Tage zwischen Fischerdörfern und versteckten Buchten.',
      },
      {
        name: 'Bergdörfer',
        price: 1590,
        category: 'Wochenreisen',
        description: 'Steinerne Dörfer, hohe Pfade und lange Mittagessen.',
      },
      {
        name: 'Genussreise',
        price: 1290,
        category: 'Kurzreisen',
        description: 'Vier Tage mit Märkten, Kochkursen und Weingütern.',
        badge: 'Neu',
      },
      {
        name: 'Inselhüpfen',
        price: 2190,
        category: 'Wochenreisen',
        description: 'Drei Inseln per Fähre, mit einem Skipper von vor Ort.',
      },
      {
        name: 'Städtewochenende',
        price: 540,
        category: 'Kurzreisen',
        description: 'Spaziergänge durch die Viertel und ein handverlesenes Hotel.',
      },
    ],
    posts: [
      {
        title: 'Die Kunst des langsamen Reisens',
        excerpt: 'Warum weniger Orte und längere Aufenthalte die besseren Reisen sind.',
        tag: 'Ideen',
        minutes: 6,
        body: [
          'Der erste Impuls ist, alles zu sehen. Der Lohn liegt darin, wenige Dinge richtig zu sehen.',
          'Mindestens zwei Nächte an jedem Ort machen aus einer Checkliste eine Reise.',
        ],
      },
      {
        title: 'Was in den Rucksack gehört',
        excerpt: 'Eine kurze Liste von Guides, die beruflich wandern.',
        tag: 'Tipps',
        minutes: 4,
        body: [
          'Eingelaufene Schuhe, eine leichte Regenjacke und mehrere Schichten. Das ist schon fast alles.',
          'Lassen Sie die Extra-Outfits zu Hause und nehmen Sie lieber ein gutes Buch mit.',
        ],
      },
      {
        title: 'Gut essen wie die Einheimischen',
        excerpt: 'Unsere Guides verraten, wohin sie mit ihren eigenen Familien gehen.',
        tag: 'Essen',
        minutes: 5,
        body: [
          'Die besten Mahlzeiten gibt es selten dort, wo die Schlangen am längsten sind.',
          'Fragen Sie, wo die Leute an einem Dienstagmittag essen, und gehen Sie dorthin.',
        ],
      },
      {
        title: 'Die Nebensaison ist die beste Saison',
        excerpt: 'Weniger Andrang, weicheres Licht und bessere Preise im Frühling und Herbst.',
        tag: 'Planung',
        minutes: 5,
        body: [
          'Wer im Mai oder Oktober reist, hat warme Tage, ruhige Wege und Einheimische, die Zeit für ein Gespräch haben.',
          'Auch die Preise sinken, manchmal um ein Drittel.',
        ],
      },
    ],
    cta: {
      title: 'Wohin geht es als Nächstes?',
      text: 'Sagen Sie uns, wann Sie reisen möchten und was Sie lieben. Wir melden uns innerhalb eines Tages.',
    },
    newsletter: {
      title: 'Postkarten per E-Mail',
      text: 'Neue Routen, Last-Minute-Plätze und Geschichten von unterwegs, zweimal im Monat.',
    },
    contact: {
      email: emailFor(name),
      phone: '+49 30 7332 041',
      address: place ? `Hafenweg 3, ${place}` : 'Hafenweg 3',
      hours: 'Beratung Mo.–Sa., 9–19 Uhr',
    },
  };
}
