import { PLANT_WORDS } from './retail';
import { PLANT_PRODUCTS } from './retail-plants';
import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A small shop's copy in German (Germany): written for it, not translated word for word. */
export function retailCopyDe({ name, place, topic, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'de');
  const isPlants = PLANT_WORDS.test(topic);
  return {
    heroBadge: `Kostenloser Versand ab ${price(50)}`,
    headline: isPlants ? 'Bringen Sie Leben in jeden Raum' : 'Schöne Dinge für jeden Tag, gemacht für lange',
    lede: isPlants
      ? `${name} liefert gesunde, kräftige Pflanzen und alles, was sie brauchen, mit Pflegetipps von echten Gärtnerinnen und Gärtnern.`
      : `${name} ist ein kleiner Laden${place ? ` in ${place}` : ''} für sorgfältig gemachte Dinge: ehrliche Materialien, faire Preise und nichts, was Sie nächstes Jahr wegwerfen.`,
    primaryCta: 'Zur Kollektion',
    secondaryCta: 'Über uns',
    features: [
      {
        icon: 'Truck',
        title: 'Kostenloser Versand',
        text: `Für jede Bestellung ab ${price(50)}, in zwei bis vier Tagen bei Ihnen.`,
      },
      {
        icon: 'RotateCcw',
        title: '30 Tage Rückgabe',
        text: 'Passt nicht ganz? Schicken Sie es kostenlos zurück, ohne Wenn und Aber.',
      },
      {
        icon: 'Leaf',
        title: 'Verantwortungsvoll hergestellt',
        text: 'Natürliche Materialien und Werkstätten, die wir persönlich kennen.',
      },
      {
        icon: 'Gift',
        title: 'Geschenkverpackung',
        text: 'Von Hand verpackt, mit handgeschriebener Karte, auf Wunsch kostenlos.',
      },
      {
        icon: 'Shield',
        title: 'Sicher bezahlen',
        text: 'Bezahlen Sie sicher per Karte, Apple Pay oder Google Pay.',
      },
      { icon: 'Heart', title: 'Kleine Auflagen', text: 'Weniger Verschwendung, mehr Charakter.' },
    ],
    steps: [
      { title: 'Stöbern', text: 'Entdecken Sie die Kollektion oder filtern Sie nach Kategorie.' },
      {
        title: 'In den Warenkorb',
        text: 'Merken Sie sich Lieblingsstücke und bezahlen Sie in unter einer Minute.',
      },
      { title: 'Auspacken', text: 'Plastikfrei verpackt, in wenigen Tagen vor Ihrer Tür.' },
    ],
    testimonials: [
      {
        quote: isPlants
          ? 'Alle Pflanzen kamen perfekt verpackt an und gedeihen auch sechs Monate später prächtig.'
          : 'Die Qualität ist wunderbar und das Auspacken war eine Freude. Schon meine dritte Bestellung in diesem Jahr.',
        name: 'Lena Schneider',
        role: 'Verifizierter Kauf',
      },
      {
        quote:
          'Schnelle Lieferung, schöne Produkte und ein handgeschriebenes Dankeschön. Kleine Läden können das einfach besser.',
        name: 'Jonas Weber',
        role: 'Verifizierter Kauf',
      },
      {
        quote: 'Der Größentausch war völlig unkompliziert, die neue Größe kam zwei Tage später.',
        name: 'Aylin Demir',
        role: 'Verifizierter Kauf',
      },
    ],
    tiers: [
      {
        name: 'Standard',
        price: price(0),
        period: '',
        description: `Kostenlose Lieferung ab ${price(50)} Bestellwert.`,
        features: ['2–4 Werktage', 'Sendungsverfolgung', '30 Tage Rückgabe'],
        cta: 'Jetzt einkaufen',
      },
      {
        name: 'Mitglieder',
        price: price(5),
        period: '/Monat',
        description: 'Vorteile für Stammkundschaft.',
        features: [
          'Kostenlose Expresslieferung',
          'Neuheiten vorab',
          '10 % Rabatt auf jede Bestellung',
          'Ein Geburtstagsgeschenk',
        ],
        cta: 'Mitglied werden',
        isFeatured: true,
      },
      {
        name: 'Gutschein',
        price: `ab ${price(25)}`,
        period: '',
        description: 'Zum Selbstaussuchen.',
        features: ['Per E-Mail zugestellt', 'Unbegrenzt gültig', 'Beliebiger Betrag'],
        cta: 'Gutschein kaufen',
      },
    ],
    faqs: [
      {
        question: 'Wie lange dauert die Lieferung?',
        answer:
          'Wir versenden innerhalb eines Werktags, meist ist die Bestellung in zwei bis vier Tagen bei Ihnen.',
      },
      {
        question: 'Wie funktioniert die Rückgabe?',
        answer:
          'Unbenutzte Artikel können Sie innerhalb von 30 Tagen zurückgeben und erhalten den vollen Betrag. Das Rücksendeetikett ist kostenlos.',
      },
      {
        question: 'Liefern Sie auch ins Ausland?',
        answer:
          'Wir liefern in fast ganz Europa und nach Nordamerika. Die Versandkosten sehen Sie an der Kasse.',
      },
      {
        question: 'Wie pflege ich meine Bestellung?',
        answer:
          'Jedem Produkt liegt eine Pflegekarte bei, und bei Fragen ist unser Team nur eine E-Mail entfernt.',
      },
    ],
    stats: [
      { value: '25.000+', label: 'Kundinnen und Kunden' },
      { value: '4,8', label: 'Sterne im Schnitt' },
      { value: '48 h', label: 'Lieferzeit im Schnitt' },
    ],
    gallery: [
      'Ein Regal mit Keramik und Pflanzen',
      'Eine gefaltete Leinendecke in Naturtönen',
      'Hände, die ein Geschenk in Recyclingpapier einpacken',
      'Der Laden mit Verkaufstischen aus Holz',
      'Handglasierte Becher in Nahaufnahme',
      'Ein Paket vor der Haustür',
    ],
    products: isPlants
      ? PLANT_PRODUCTS.de
      : [
          {
            name: 'Steinzeugbecher',
            price: 28,
            category: 'Küche',
            description: 'Von Hand glasiert, 350 ml, spülmaschinenfest.',
            badge: 'Bestseller',
          },
          {
            name: 'Leinen-Geschirrtücher',
            price: 24,
            category: 'Küche',
            description: 'Zwei stonewashed Leinentücher, die mit jeder Wäsche weicher werden.',
          },
          {
            name: 'Wolldecke',
            price: 120,
            category: 'Wohnen',
            description: 'Aus ungefärbter Merinowolle im Fischgrätmuster gewebt.',
          },
          {
            name: 'Bienenwachskerze',
            price: 19,
            category: 'Wohnen',
            description: 'Brennt langsam und duftet zart nach Honig, 40 Stunden.',
            badge: 'Neu',
          },
          {
            name: 'Servierbrett aus Eiche',
            price: 55,
            category: 'Küche',
            description: 'Aus einem Stück FSC-Eiche, von Hand geölt.',
          },
          {
            name: 'Canvas-Tasche',
            price: 32,
            category: 'Accessoires',
            description: 'Schweres Bio-Canvas mit Ledergriffen.',
          },
          {
            name: 'Keramikvase',
            price: 48,
            category: 'Wohnen',
            description: 'Mattweiß mit unglasiertem Tonfuß.',
          },
          {
            name: 'Kartenetui aus Leder',
            price: 39,
            category: 'Accessoires',
            description: 'Pflanzlich gegerbtes Leder, vier Kartenfächer.',
          },
        ],
    posts: [
      {
        title: 'Zu Besuch in den Werkstätten',
        excerpt: 'Wir haben die kleinen Werkstätten hinter unseren Lieblingsstücken besucht.',
        tag: 'Handwerk',
        minutes: 6,
        body: [
          'Hinter jedem Produkt im Laden steht ein Mensch.',
          'In dieser Saison haben wir eine Keramikerin, einen Weber und einen Tischler besucht und ihnen bei der Arbeit zugesehen.',
        ],
      },
      {
        title: 'Natürliche Materialien richtig pflegen',
        excerpt: 'Leinen, Wolle, Eiche und Ton: einfache Gewohnheiten, damit sie lange halten.',
        tag: 'Pflege',
        minutes: 5,
        body: [
          'Natürliche Materialien altern wunderschön, wenn man sie lässt.',
          'Leinen kalt waschen, Wolle lüften statt waschen und Holzbretter einmal im Monat ölen.',
        ],
      },
      {
        title: 'Unser Geschenkeguide',
        excerpt: 'Durchdachte Geschenke für jedes Budget, von Hand verpackt.',
        tag: 'Geschenke',
        minutes: 4,
        body: [
          'Die besten Geschenke werden jeden Tag benutzt.',
          `Hier sind unsere Favoriten unter ${price(30)}, unter ${price(60)} und für ganz besondere Menschen.`,
        ],
      },
      {
        title: 'Warum es bei uns keinen Sale gibt',
        excerpt: 'Faire Preise das ganze Jahr und was das für unsere Werkstätten bedeutet.',
        tag: 'Geschichte',
        minutes: 5,
        body: [
          'Ständige Rabatte bringen Menschen bei zu warten und zwingen Werkstätten, an der Qualität zu sparen.',
          'Wir kalkulieren von Anfang an fair, damit alle in der Kette anständig bezahlt werden.',
        ],
      },
    ],
    cta: {
      title: 'Finden Sie etwas, das Sie jahrelang behalten',
      text: 'Jeden Donnerstag kommen neue Stücke in kleinen Auflagen. Wenn sie weg sind, sind sie weg.',
    },
    newsletter: {
      title: 'Neuheiten zuerst sehen',
      text: 'Erfahren Sie als Erste von neuen Stücken, Nachlieferungen und Geschichten aus den Werkstätten.',
    },
    contact: {
      email: emailFor(name),
      phone: '+49 30 4128 890',
      address: place ? `Mühlenstraße 7, ${place}` : 'Mühlenstraße 7',
      hours: 'Laden geöffnet Mi.–So., 10–18 Uhr',
    },
  };
}
