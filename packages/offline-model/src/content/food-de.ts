import { isBakeryOrCafe } from './food';
import { restaurantCopyIn } from './restaurant-landing';
import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A bakery's and café's copy in German, or a restaurant's (restaurant-landing.ts): written for it, not word for word. */
export function foodCopyDe(context: CopyContext): DomainCopy {
  const base = bakeryCopyDe(context);
  // Bakeries and cafés talk about bread and coffee; restaurants about dinner.
  return isBakeryOrCafe(context) ? base : restaurantCopyIn('de', context, base);
}

function bakeryCopyDe({ name, place, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'de');
  return {
    heroBadge: place ? `Täglich geöffnet in ${place}` : 'Täglich geöffnet ab 7 Uhr',
    headline: 'Jeden Morgen frisch von Hand gemacht',
    lede: `${name} ist Ihre Backstube um die Ecke${place ? ` in ${place}` : ''}: lange Teigführung, Zutaten der Saison und ein herzlicher Empfang inklusive.`,
    primaryCta: 'Zum Sortiment',
    secondaryCta: 'Besuch planen',
    features: [
      {
        icon: 'Wheat',
        title: 'Lange Teigführung',
        text: 'Unsere Brote ruhen 36 Stunden: für eine krachende Kruste und vollen Geschmack.',
      },
      {
        icon: 'Leaf',
        title: 'Regional und saisonal',
        text: 'Wir kaufen bei Erzeugern aus der Region und backen, was die Ernte hergibt.',
      },
      {
        icon: 'Coffee',
        title: 'Spezialitätenkaffee',
        text: 'Sortenreine Bohnen, in kleinen Chargen geröstet und von Baristas zubereitet.',
      },
      {
        icon: 'Clock',
        title: 'Fertig, wenn Sie kommen',
        text: 'Online vorbestellen und ofenwarm an der Theke abholen, ganz ohne Warteschlange.',
      },
      {
        icon: 'Heart',
        title: 'Mit Liebe gebacken',
        text: 'Jedes Rezept testen wir wochenlang, bevor es in die Auslage kommt.',
      },
      {
        icon: 'Truck',
        title: 'Catering und Lieferung',
        text: 'Frühstücksplatten und Festtagstorten, geliefert in der ganzen Stadt.',
      },
    ],
    steps: [
      { title: 'Auslage entdecken', text: 'Sehen Sie online, was heute Morgen frisch aus dem Ofen kam.' },
      { title: 'Vorbestellen', text: 'Reservieren Sie Ihre Lieblinge in weniger als einer Minute.' },
      { title: 'Warm abholen', text: 'Vorbei an der Schlange: Ihre Bestellung wartet an der Theke.' },
    ],
    testimonials: [
      {
        quote: 'Das beste Sauerteigbrot, das ich seit Jahren gegessen habe. Ich komme jeden Samstag.',
        name: 'Anna Becker',
        role: 'Stammkundin seit 2019',
      },
      {
        quote: 'Sie haben unser Büro-Frühstück für vierzig Leute geliefert, nach Minuten war alles weg.',
        name: 'Markus Schneider',
        role: 'Office-Manager',
      },
      {
        quote: 'Herzliches Team, hervorragender Kaffee und eine Kardamomschnecke, an die ich oft denke.',
        name: 'Julia Hoffmann',
        role: 'Foodjournalistin',
      },
    ],
    tiers: [
      {
        name: 'Brot der Woche',
        price: price(9),
        period: '/Woche',
        description: 'Jede Woche ein frisches Brot Ihrer Wahl.',
        features: ['Freie Brotwahl', 'Abholung oder Lieferung', 'Jederzeit pausieren'],
        cta: 'Jetzt starten',
      },
      {
        name: 'Frühstücksclub',
        price: price(29),
        period: '/Woche',
        description: 'Brot, Gebäck und Kaffee für den ganzen Haushalt.',
        features: [
          'Zwei Brote pro Woche',
          'Sechs Gebäckstücke',
          '250 g Kaffeebohnen',
          'Angebote nur für Mitglieder',
        ],
        cta: 'Mitglied werden',
        isFeatured: true,
      },
      {
        name: 'Büro-Box',
        price: price(89),
        period: '/Woche',
        description: 'Ein Frühstück für Teams mit bis zu 15 Personen.',
        features: ['Gebäck und Obst', 'Kaffeeservice', 'Lieferung bis 9 Uhr'],
        cta: 'Anfrage senden',
      },
    ],
    faqs: [
      {
        question: 'Gibt es vegane oder glutenfreie Produkte?',
        answer:
          'Ja. Jeden Tag sind mehrere Brote und Gebäcke vegan, und freitags backen wir eine glutenfreie Auswahl in einer eigenen Charge.',
      },
      {
        question: 'Kann ich eine Torte für eine Feier bestellen?',
        answer: 'Festtagstorten bestellen Sie bitte 48 Stunden im Voraus, online oder telefonisch.',
      },
      {
        question: 'Liefern Sie auch?',
        answer: `Wir liefern${place ? ` in ${place}` : ''} von Dienstag bis Sonntag zwischen 8 und 14 Uhr.`,
      },
      {
        question: 'Kann man bei Ihnen sitzen?',
        answer: 'Drinnen gibt es zwanzig Plätze und von Frühling bis Herbst eine kleine Terrasse.',
      },
    ],
    stats: [
      { value: '36', label: 'Stunden Teigruhe für jedes Brot' },
      { value: '1.200', label: 'Gebäckstücke jeden Morgen' },
      { value: '4,9', label: 'Sterne im Schnitt' },
    ],
    gallery: [
      'Ein Sauerteigbrot mit dunkler, rissiger Kruste',
      'Reihen von Croissants, die auf einem Gitter abkühlen',
      'Ein Flat White mit Latte Art auf einer Marmortheke',
      'Hände, die Teig auf einer bemehlten Arbeitsfläche formen',
      'Die sonnige Terrasse mit kleinen Holztischen',
      'Ein Stück Zitronentarte mit frischen Beeren',
    ],
    products: [
      {
        name: 'Landbrot mit Sauerteig',
        price: 7,
        category: 'Brot',
        description: 'Unser Hausbrot: 36 Stunden Teigruhe, offene Krume, krachende Kruste.',
        badge: 'Bestseller',
      },
      {
        name: 'Roggenbrot mit Saaten',
        price: 8,
        category: 'Brot',
        description: 'Saftig und nussig, mit Sonnenblumenkernen, Leinsaat und Kürbiskernen.',
      },
      {
        name: 'Buttercroissant',
        price: 3.5,
        category: 'Gebäck',
        description: 'Von Hand tourniert mit Sauerrahmbutter: 27 zarte Schichten.',
      },
      {
        name: 'Kardamomschnecke',
        price: 4,
        category: 'Gebäck',
        description: 'Ein Knoten nach schwedischer Art, gewälzt in Kardamomzucker.',
        badge: 'Neu',
      },
      {
        name: 'Pastel de Nata',
        price: 2.5,
        category: 'Gebäck',
        description: 'Karamellisierte Vanillecreme in knusprigem Blätterteig.',
      },
      {
        name: 'Hausmischung Bohnen',
        price: 16,
        category: 'Kaffee',
        description: '250 g ausgewogene Espressoröstung mit Schokoladennoten.',
      },
      {
        name: 'Cold Brew in der Flasche',
        price: 5,
        category: 'Kaffee',
        description: '18 Stunden kalt extrahiert: mild und säurearm.',
      },
      {
        name: 'Focaccia mit Olivenöl',
        price: 6,
        category: 'Brot',
        description: 'Luftig, mit Rosmarin und reichlich gutem Olivenöl.',
      },
    ],
    posts: [
      {
        title: 'Warum unser Teig 36 Stunden ruht',
        excerpt: 'Zeit ist die Zutat, die sich nicht fälschen lässt. Das passiert, während der Teig ruht.',
        tag: 'Backstube',
        minutes: 6,
        body: [
          'Die meisten Brote entstehen in etwa drei Stunden. Unseres braucht anderthalb Tage, und fast die ganze Zeit ruht der Teig einfach in der Kühle.',
          'In dieser langen Ruhe verwandeln wilde Hefen und Milchsäurebakterien die Stärke des Mehls in Zucker und Säuren: Daher kommen die Röstaromen der Kruste und die feine Säure der Krume.',
          'Außerdem ist das Brot bekömmlicher und bleibt tagelang frisch.',
        ],
      },
      {
        title: 'Die Bauern hinter unserem Mehl',
        excerpt: 'Wir haben die Mühle und die Felder besucht, auf denen unser altes Getreide wächst.',
        tag: 'Herkunft',
        minutes: 5,
        body: [
          'Unser Mehl kommt aus einer Familienmühle zwei Stunden von hier, auf Stein gemahlen aus alten Sorten.',
          'Diese Sorten bringen weniger Ertrag, aber sie schmecken nach etwas. Ein fairer Preis sorgt dafür, dass sie weiter angebaut werden.',
        ],
      },
      {
        title: 'Kaffee zu Hause: so einfach geht’s',
        excerpt: 'Drei Utensilien, gute Bohnen und fünf Minuten: die einfachste Methode unserer Baristas.',
        tag: 'Kaffee',
        minutes: 4,
        body: [
          'Für richtig guten Kaffee zu Hause braucht es keine Maschine: Wasserkocher, Waage und Handfilter genügen.',
          'Nehmen Sie 15 Gramm Kaffee auf 250 Gramm Wasser knapp unter dem Siedepunkt, gießen Sie langsam in Kreisen auf und zielen Sie auf drei Minuten.',
        ],
      },
      {
        title: 'Neu im Herbst: unser Saisonsortiment',
        excerpt: 'Birnen-Ingwer-Plunder, Kürbisbrot und die Rückkehr der heißen Schokolade.',
        tag: 'Sortiment',
        minutes: 3,
        body: [
          'Der Herbst ist unsere liebste Backsaison: Die Obstgärten sind voll und die wärmenden Gewürze sind zurück.',
          'Den Birnen-Ingwer-Plunder gibt es am Wochenende, das Kürbisbrot ab Oktober täglich.',
        ],
      },
    ],
    cta: {
      title: 'Hungrig kommen, glücklich gehen',
      text: 'Nehmen Sie Platz, bestellen Sie einen Kaffee, und wir bringen Ihnen etwas frisch aus dem Ofen.',
    },
    newsletter: {
      title: 'Frisch aus dem Ofen',
      text: 'Einmal pro Woche: neue Backwaren, Saisonangebote und ab und zu ein Rezept.',
    },
    contact: {
      email: emailFor(name),
      phone: '+49 30 2140 190',
      address: place ? `Marktstraße 12, ${place}` : 'Marktstraße 12',
      hours: 'Di.–So., 7–16 Uhr',
    },
  };
}
