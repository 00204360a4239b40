import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A creative studio's copy in German (Germany): written for it, not translated word for word. */
export function creativeCopyDe({ name, place, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'de');
  return {
    heroBadge: 'Jetzt Projekte für die nächste Saison anfragen',
    headline: 'Sorgfältige Gestaltung für Marken mit Geschichte',
    lede: `${name} ist ein unabhängiges Studio${place ? ` in ${place}` : ''} für Fotografie, Corporate Design und Editorial Design: mit Geduld und einem genauen Blick.`,
    primaryCta: 'Arbeiten ansehen',
    secondaryCta: 'Projekt anfragen',
    features: [
      {
        icon: 'Camera',
        title: 'Fotografie',
        text: 'Editorial-, Produkt- und Porträtaufnahmen, im Studio oder vor Ort.',
      },
      {
        icon: 'Palette',
        title: 'Markenidentität',
        text: 'Logos, Farben und Schriften, die unverwechselbar zu Ihnen passen.',
      },
      {
        icon: 'PenTool',
        title: 'Illustration',
        text: 'Individuelle Illustrationen für Verpackungen, Bücher und Kampagnen.',
      },
      {
        icon: 'Layers',
        title: 'Art Direction',
        text: 'Eine klare kreative Linie, die sich durch jeden Kontaktpunkt zieht.',
      },
      {
        icon: 'Aperture',
        title: 'Bildbearbeitung',
        text: 'Behutsame, natürliche Retusche, die dem Bild seine Seele lässt.',
      },
      {
        icon: 'Sparkles',
        title: 'Kampagnen',
        text: 'Von der Idee bis zur Auslieferung, für Launches, die Aufmerksamkeit verdienen.',
      },
    ],
    steps: [
      {
        title: 'Kennenlerngespräch',
        text: 'Wir sprechen über Ihre Ziele, Ihre Zielgruppe und Ihren Zeitplan.',
      },
      { title: 'Konzept und Shooting', text: 'Erst das Moodboard, dann gestalten wir gemeinsam.' },
      { title: 'Übergabe', text: 'Finale Dateien, Nutzungsrechte und ein Leitfaden für den Einsatz.' },
    ],
    testimonials: [
      {
        quote:
          'Sie haben unsere Marke besser verstanden als wir selbst. Seit der neuen Identität berichtet die Presse dreimal so oft über uns.',
        name: 'Clara Jensen',
        role: 'Gründerin, Nordhaus',
      },
      {
        quote:
          'Die Produktfotos sind so gut, dass wir sie überall einsetzen, von der Website bis zum Plakat.',
        name: 'Jonas Weber',
        role: 'Leiter Marketing, Solara',
      },
      {
        quote:
          'Ruhig, organisiert und unglaublich talentiert. Unser Kampagnenshooting war sogar vor dem Zeitplan fertig.',
        name: 'Lena Hoffmann',
        role: 'Kreativdirektorin, Bloom & Co',
      },
    ],
    tiers: [
      {
        name: 'Porträt',
        price: price(450),
        period: '',
        description: 'Zwei Stunden Shooting und zwanzig bearbeitete Bilder.',
        features: ['Im Studio oder vor Ort', '20 retuschierte Bilder', 'Online-Galerie'],
        cta: 'Termin buchen',
      },
      {
        name: 'Markenshooting',
        price: price(1800),
        period: '',
        description: 'Ein ganzer Tag Produkt- und Lifestyle-Fotografie.',
        features: ['Art Direction', 'Bis zu 60 Bilder', 'Kommerzielle Lizenz', 'Zwei Korrekturrunden'],
        cta: 'Shooting planen',
        isFeatured: true,
      },
      {
        name: 'Identität',
        price: price(4500),
        period: '',
        description: 'Ein vollständiges visuelles Erscheinungsbild.',
        features: ['Logo und Schriften', 'Farbpalette', 'Styleguide'],
        cta: 'Projekt anfragen',
      },
    ],
    faqs: [
      {
        question: 'Wie früh sollte ich buchen?',
        answer:
          'Die meisten Projekte werden vier bis sechs Wochen im Voraus gebucht. Porträttermine gibt es oft schon innerhalb von zwei Wochen.',
      },
      {
        question: 'Kommen Sie auch zu uns?',
        answer:
          'Ja. Anfahrten bis 100 km sind inklusive, darüber hinaus berechnen wir die tatsächlichen Reisekosten.',
      },
      {
        question: 'Wem gehören die Bilder?',
        answer:
          'Sie erhalten eine Lizenz für die vereinbarte Nutzung. Auf Wunsch übertragen wir auch sämtliche Rechte.',
      },
      {
        question: 'Was brauchen Sie von mir für den Start?',
        answer:
          'Ein kurzes Briefing, ein paar Referenzen, die Ihnen gefallen, und Ihren Zeitplan. Den Rest übernehmen wir.',
      },
    ],
    stats: [
      { value: '120+', label: 'Marken betreut' },
      { value: '14', label: 'Designpreise' },
      { value: '9', label: 'Jahre als unabhängiges Studio' },
    ],
    gallery: [
      'Ein Editorial-Porträt im weichen Fensterlicht',
      'Verpackungsdesign für eine kleine Kaffeerösterei',
      'Ein Stillleben mit Keramik auf Leinen',
      'Eine Magazindoppelseite mit kräftiger Typografie',
      'Eine Ledertasche auf Stein, als Produktfoto',
      'Hinter den Kulissen eines Studioshootings',
    ],
    products: [
      {
        name: 'Druck „Küste“',
        price: 60,
        category: 'Drucke',
        description: 'Archivfester Giclée-Druck, 30 × 40 cm, signiert und nummeriert.',
        badge: 'Limitiert',
      },
      {
        name: 'Botanik-Set',
        price: 95,
        category: 'Drucke',
        description: 'Drei A4-Drucke mit Studien gepresster Blumen.',
      },
      {
        name: 'Fotobuch „Stille Stunden“',
        price: 45,
        category: 'Bücher',
        description: '120 Seiten Stadtfotografie im frühen Morgenlicht.',
        badge: 'Neu',
      },
      {
        name: 'Skizzenbuch',
        price: 22,
        category: 'Papeterie',
        description: 'Handgebunden, 160-g-Papier für Tinte und Aquarell.',
      },
      {
        name: 'Postkartenset',
        price: 15,
        category: 'Papeterie',
        description: 'Zwölf Lieblingsmotive auf schwerem, mattem Karton.',
      },
      {
        name: 'Studio-Tasche',
        price: 28,
        category: 'Accessoires',
        description: 'Kräftiger Bio-Canvas mit siebgedrucktem Logo.',
      },
      {
        name: 'Tischkalender',
        price: 30,
        category: 'Accessoires',
        description: 'Zwölf Monate, zwölf Fotografien, auf Recyclingpapier.',
      },
      {
        name: 'Workshopplatz',
        price: 150,
        category: 'Workshops',
        description: 'Ein Samstagsworkshop zur Fotografie mit natürlichem Licht.',
      },
    ],
    posts: [
      {
        title: 'Auf der Suche nach weichem Licht',
        excerpt: 'Warum ich die meisten Porträts in der ersten Stunde nach Sonnenaufgang fotografiere.',
        tag: 'Fotografie',
        minutes: 5,
        body: [
          'Das Licht der ersten Morgenstunde ist flach, warm und verzeiht viel.',
          'Es umhüllt Gesichter, statt sie zu modellieren, und die Straßen sind leer genug, um in Ruhe zu arbeiten.',
        ],
      },
      {
        title: 'Was eine Identität langlebig macht',
        excerpt: 'Was uns zehn Jahre Logos gelehrt haben, die jeden Trend überdauert haben.',
        tag: 'Design',
        minutes: 7,
        body: [
          'Langlebige Identitäten beruhen auf einer Idee, nicht auf einem Stil.',
          'Beginnen Sie bei dem, woran das Unternehmen glaubt, finden Sie eine starke Bildidee dafür und verzichten Sie auf Dekoration.',
        ],
      },
      {
        title: 'Zwei Tage Produktshooting von innen',
        excerpt: 'Vom Moodboard bis zur finalen Retusche: ein Projekttagebuch.',
        tag: 'Arbeitsweise',
        minutes: 6,
        body: [
          'Gute Shootings entscheiden sich in der Vorbereitung. Wir haben eine Woche in Referenzen, Requisiten und eine Shotlist gesteckt, bevor die Kamera zum Einsatz kam.',
          'Am Tag selbst gab uns dieser Plan die Freiheit, Neues auszuprobieren.',
        ],
      },
      {
        title: 'Werkzeuge, die ich wirklich nutze',
        excerpt: 'Eine kurze, ehrliche Liste der Ausrüstung und Software für meinen Alltag.',
        tag: 'Studio',
        minutes: 4,
        body: [
          'Zwei Objektive, eine Leuchte, ein stabiles Stativ und ein kalibrierter Monitor reichen für neun von zehn Aufträgen.',
          'Alles andere ist schön, aber nicht nötig.',
        ],
      },
    ],
    cta: {
      title: 'Haben Sie ein Projekt im Kopf?',
      text: 'Erzählen Sie uns kurz davon: Innerhalb von zwei Werktagen melden wir uns mit Ideen und freien Terminen.',
    },
    newsletter: {
      title: 'Notizen aus dem Studio',
      text: 'Neue Arbeiten, Geschichten hinter den Kulissen und neue Drucke, etwa einmal im Monat.',
    },
    contact: {
      email: emailFor(name),
      phone: '+49 30 6401 1220',
      address: place ? `Kanalstraße 21, Atelier 4, ${place}` : 'Kanalstraße 21, Atelier 4',
      hours: 'Mo–Fr nach Vereinbarung',
    },
  };
}
