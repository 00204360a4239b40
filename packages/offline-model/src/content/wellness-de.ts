import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A yoga, fitness and wellbeing studio's copy in German: written for it, not translated word for word. */
export function wellnessCopyDe({ name, place, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'de');
  return {
    heroBadge: 'Erste Stunde gratis',
    headline: 'Mehr Kraft, mehr Ruhe, mehr Lebensfreude',
    lede: `${name} ist ein herzliches Studio${place ? ` in ${place}` : ''} mit kleinen Gruppen, erfahrenen Coaches und einem Plan, der zu Ihrem echten Alltag passt.`,
    primaryCta: 'Gratis-Probestunde buchen',
    secondaryCta: 'Zum Kursplan',
    features: [
      {
        icon: 'Dumbbell',
        title: 'Kraft und Athletik',
        text: 'Betreute Einheiten für Kraft, die Sie im Alltag spüren, in Ihrem Tempo.',
      },
      {
        icon: 'Flower2',
        title: 'Yoga und Mobility',
        text: 'Vinyasa, Yin und Mobility, damit Sie sich besser bewegen und schneller erholen.',
      },
      {
        icon: 'HeartPulse',
        title: 'Fortschritt, den Sie sehen',
        text: 'Regelmäßige Check-ins zu Kraft, Beweglichkeit und Wohlbefinden.',
      },
      {
        icon: 'Users',
        title: 'Kleine Gruppen',
        text: 'Nie mehr als zwölf Leute: Ihr Coach kennt Ihren Namen.',
      },
      {
        icon: 'Apple',
        title: 'Ernährungscoaching',
        text: 'Einfache Gewohnheiten statt Diäten, mit einem Coach, der dranbleibt.',
      },
      {
        icon: 'CalendarCheck',
        title: 'Flexibel buchen',
        text: 'Kurse bis zwei Stunden vor Beginn buchen, verschieben oder absagen.',
      },
    ],
    steps: [
      { title: 'Probestunde buchen', text: 'Wählen Sie eine einsteigerfreundliche Stunde im Kursplan.' },
      { title: 'Coach kennenlernen', text: 'Ein kurzes Gespräch über Ziele, Vorgeschichte und Zeitplan.' },
      {
        title: 'Dem eigenen Plan folgen',
        text: 'Eine Wochenroutine, die mitwächst, während Sie stärker werden.',
      },
    ],
    testimonials: [
      {
        quote:
          'Jahrelang habe ich es in großen Fitnessketten versucht. Bei diesen kleinen Kursen bin ich zum ersten Mal drangeblieben.',
        name: 'Katharina Weber',
        role: 'Mitglied seit 2 Jahren',
      },
      {
        quote:
          'Die Rückenschmerzen sind weg, und letzten Monat habe ich mein Körpergewicht gehoben. Die Coaches sind großartig.',
        name: 'Jonas Becker',
        role: 'Mitglied seit 8 Monaten',
      },
      {
        quote:
          'Ruhig, sauber und wirklich herzlich. Die Yin-Stunde am Sonntag ist mein wöchentlicher Neustart.',
        name: 'Leonie Hoffmann',
        role: 'Mitglied seit 1 Jahr',
      },
    ],
    tiers: [
      {
        name: 'Einzelstunde',
        price: price(18),
        period: '/Stunde',
        description: 'Kommen Sie, wann es Ihnen passt.',
        features: ['Alle Gruppenkurse', 'Matte und Handtuch inklusive', 'Ohne Vertragsbindung'],
        cta: 'Stunde buchen',
      },
      {
        name: 'Flatrate',
        price: price(119),
        period: '/Monat',
        description: 'Unsere beliebteste Mitgliedschaft.',
        features: [
          'Unbegrenzt Kurse',
          'Monatlicher Fortschritts-Check',
          'Ein Gästepass pro Monat',
          'Events für Mitglieder',
        ],
        cta: 'Mitglied werden',
        isFeatured: true,
      },
      {
        name: 'Personal Training',
        price: price(249),
        period: '/Monat',
        description: 'Einzelcoaching und ein Plan nur für Sie.',
        features: ['4 Personal-Training-Einheiten', 'Ernährungscoaching', 'Unbegrenzt Kurse'],
        cta: 'Mit einem Coach sprechen',
      },
    ],
    faqs: [
      {
        question: 'Ich bin absoluter Anfänger. Ist das in Ordnung?',
        answer:
          'Auf jeden Fall. Die meisten Mitglieder haben bei null angefangen, und jede Stunde bietet leichtere und schwerere Varianten.',
      },
      {
        question: 'Was muss ich mitbringen?',
        answer: 'Bequeme Kleidung und eine Wasserflasche. Matten, Handtücher und Geräte stellen wir.',
      },
      {
        question: 'Kann ich meine Mitgliedschaft pausieren?',
        answer: 'Ja, bis zu zwei Monate im Jahr, kostenlos.',
      },
      {
        question: 'Gibt es Duschen und Spinde?',
        answer: 'Ja: Duschen, kostenlose Spinde und Föhns in beiden Umkleiden.',
      },
    ],
    stats: [
      { value: '40+', label: 'Kurse pro Woche' },
      { value: '12', label: 'Personen pro Kurs, höchstens' },
      { value: '94\u00a0%', label: 'Mitglieder, die verlängern' },
    ],
    gallery: [
      'Ein sonniger Kursraum mit ausgerollten Yogamatten',
      'Ein Coach korrigiert eine Kniebeuge in einer kleinen Gruppe',
      'Kettlebells in einer Reihe an der Wand',
      'Eine ruhige Dehneinheit bei Sonnenuntergang',
      'Der Empfang mit Pflanzen und Holzbänken',
      'Mitglieder lachen nach dem Kurs',
    ],
    products: [
      {
        name: 'Yogamatte aus Kork',
        price: 79,
        category: 'Ausrüstung',
        description: 'Naturkork, der mit jedem Schweißtropfen griffiger wird.',
        badge: 'Bestseller',
      },
      {
        name: 'Fitnessbänder-Set',
        price: 29,
        category: 'Ausrüstung',
        description: 'Fünf Stoffbänder von leicht bis extrastark.',
      },
      {
        name: 'Thermoflasche',
        price: 32,
        category: 'Zubehör',
        description: 'Hält Wasser 24 Stunden kalt. 750 ml.',
      },
      {
        name: 'Faszienrolle',
        price: 35,
        category: 'Regeneration',
        description: 'Mittlere Härte für müde Beine und einen verspannten Rücken.',
      },
      {
        name: 'Massageball-Duo',
        price: 18,
        category: 'Regeneration',
        description: 'Löst Verspannungen in Schultern, Füßen und Hüften.',
        badge: 'Neu',
      },
      {
        name: 'Trainingsshirt',
        price: 39,
        category: 'Bekleidung',
        description: 'Weich, atmungsaktiv und für Bewegung geschnitten.',
      },
      {
        name: 'Studio-Leggings',
        price: 69,
        category: 'Bekleidung',
        description: 'High Waist, blickdicht bei jeder Kniebeuge, mit Handytasche.',
      },
      {
        name: 'Protein-Porridge',
        price: 14,
        category: 'Ernährung',
        description: 'Ein sättigendes Frühstück mit 20 g Eiweiß pro Schüssel.',
      },
    ],
    posts: [
      {
        title: 'Fünf Mobility-Übungen fürs Büro',
        excerpt: 'Zehn Minuten am Tag gegen die Folgen vom vielen Sitzen.',
        tag: 'Mobility',
        minutes: 5,
        body: [
          'Wer den ganzen Tag sitzt, verkürzt die Hüftbeuger und rundet den oberen Rücken.',
          'Eine kurze tägliche Routine aus Hüftöffnern, Brustwirbelsäulen-Rotationen und Dehnungen für die hintere Oberschenkelmuskulatur wirkt schon nach zwei Wochen.',
        ],
      },
      {
        title: 'Krafttraining mit 40 beginnen',
        excerpt: 'Es ist nie zu spät, und die Vorteile zeigen sich schon im ersten Monat.',
        tag: 'Kraft',
        minutes: 7,
        body: [
          'Muskelmasse nimmt mit dem Alter ab, reagiert aber in jedem Alter auf Training.',
          'Starten Sie mit zwei Ganzkörpereinheiten pro Woche, achten Sie auf saubere Technik und steigern Sie das Gewicht langsam. Regelmäßigkeit schlägt Intensität.',
        ],
      },
      {
        title: 'Schlaf ist die beste Regeneration',
        excerpt: 'Warum acht Stunden Schlaf mehr bringen als jedes Nahrungsergänzungsmittel.',
        tag: 'Regeneration',
        minutes: 4,
        body: [
          'Die meisten Anpassungen ans Training passieren im Schlaf.',
          'Ein dunkles, kühles Zimmer, feste Schlafenszeiten und kein Bildschirm in der letzten Stunde: einfacher geht Fortschritt nicht.',
        ],
      },
      {
        title: 'Essen für Energie statt Verzicht',
        excerpt: 'Die einfachsten Ernährungsgewohnheiten unserer Coaches.',
        tag: 'Ernährung',
        minutes: 6,
        body: [
          'Nachhaltige Ernährung heißt hinzufügen, nicht weglassen.',
          'Ergänzen Sie jede Mahlzeit um eine Handfläche Eiweiß und zwei Fäuste Gemüse, bevor Sie sich über alles andere Gedanken machen.',
        ],
      },
    ],
    cta: {
      title: 'Ihre erste Stunde geht auf uns',
      text: 'Probieren Sie eine Einheit aus, lernen Sie die Coaches kennen und schauen Sie, ob es passt. Ganz ohne Druck und ohne Vertrag.',
    },
    newsletter: {
      title: 'Wöchentliche Wohlfühl-Post',
      text: 'Eine kurze Routine, ein Rezept und der aktuelle Kursplan, jeden Montagmorgen.',
    },
    contact: {
      email: emailFor(name),
      phone: '+49 30 3017 7810',
      address: place ? `Gartenstraße 48, ${place}` : 'Gartenstraße 48',
      hours: 'Mo.–Fr. 6–21 Uhr, Sa. und So. 8–14 Uhr',
    },
  };
}
