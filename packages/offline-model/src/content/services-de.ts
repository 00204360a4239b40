import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A professional service's copy (an agency, a firm, a trade) in German: written for it, not word for word. */
export function servicesCopyDe({ name, place, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'de');
  return {
    heroBadge: place ? `Seit 2012 Ihr Partner in ${place}` : 'Seit 2012 Ihr verlässlicher Partner',
    headline: 'Fachkundige Hilfe, ohne Umwege',
    lede: `${name} unterstützt Sie${place ? ` in ${place}` : ''} mit klaren Angeboten, schnellen Antworten und Menschen, die ans Telefon gehen.`,
    primaryCta: 'Kostenloses Angebot anfordern',
    secondaryCta: 'So arbeiten wir',
    features: [
      {
        icon: 'Handshake',
        title: 'Klare Worte',
        text: 'Ein klarer Plan und ein Festpreisangebot, bevor die Arbeit beginnt.',
      },
      {
        icon: 'Clock',
        title: 'Schnelle Rückmeldung',
        text: 'Antwort innerhalb eines Werktags, oft noch am selben Nachmittag.',
      },
      {
        icon: 'Award',
        title: 'Zertifizierte Fachleute',
        text: 'Qualifizierte, versicherte Profis mit langjähriger Erfahrung.',
      },
      {
        icon: 'Shield',
        title: 'Mit Garantie',
        text: 'Auf jeden Auftrag geben wir zwölf Monate Garantie.',
      },
      {
        icon: 'Users',
        title: 'Ein fester Ansprechpartner',
        text: 'Eine Person, die Ihr Anliegen von Anfang bis Ende kennt.',
      },
      {
        icon: 'Star',
        title: 'Beliebt bei Kunden',
        text: 'Mit 4,9 von 5 Sternen bewertet, von Hunderten Kunden aus der Region.',
      },
    ],
    steps: [
      { title: 'Anliegen schildern', text: 'Kurzes Formular ausfüllen oder einfach anrufen.' },
      { title: 'Klares Angebot erhalten', text: 'Festpreis und Zeitplan innerhalb eines Werktags.' },
      { title: 'Zurücklehnen', text: 'Wir erledigen die Arbeit und halten Sie auf dem Laufenden.' },
    ],
    testimonials: [
      {
        quote:
          'Klare Preise, keine Überraschungen und einen Tag früher fertig. Ich empfehle sie allen weiter.',
        name: 'Michael Schneider',
        role: 'Hausbesitzer',
      },
      {
        quote:
          'Sie haben uns jede Möglichkeit geduldig erklärt und geholfen, die richtige zu wählen, nicht die teuerste.',
        name: 'Fatima Haddad',
        role: 'Inhaberin eines kleinen Betriebs',
      },
      {
        quote: 'Schnell, professionell und ausgesprochen freundlich. Genau so, wie man es sich wünscht.',
        name: 'Stefan Wagner',
        role: 'Kunde seit 2020',
      },
    ],
    tiers: [
      {
        name: 'Erstberatung',
        price: price(0),
        period: '',
        description: 'Ein kostenloses erstes Gespräch über Ihr Anliegen.',
        features: ['30 Minuten', 'Ehrliche Beratung', 'Unverbindlich'],
        cta: 'Termin vereinbaren',
      },
      {
        name: 'Standard',
        price: price(490),
        period: '',
        description: 'Für die meisten Projekte, von A bis Z.',
        features: ['Festpreis', 'Fester Ansprechpartner', 'Regelmäßige Updates', '12 Monate Garantie'],
        cta: 'Angebot anfordern',
        isFeatured: true,
      },
      {
        name: 'Laufend',
        price: price(190),
        period: '/Monat',
        description: 'Vorrangige Betreuung, wann immer Sie sie brauchen.',
        features: ['Bevorzugte Termine', 'Quartalsgespräch', 'Vergünstigte Preise'],
        cta: 'Sprechen Sie uns an',
      },
    ],
    faqs: [
      {
        question: 'Wie schnell können Sie anfangen?',
        answer:
          'Die meisten Projekte starten innerhalb einer Woche nach Auftragserteilung, dringende Arbeiten oft früher.',
      },
      {
        question: 'Sind Ihre Angebote Festpreise?',
        answer:
          'Ja. Der angebotene Preis ist der Preis, den Sie zahlen, außer Sie ändern den Auftragsumfang.',
      },
      {
        question: 'In welcher Gegend sind Sie tätig?',
        answer: place
          ? `Wir sind in ${place} und Umgebung für Sie da.`
          : 'Wir sind in der ganzen Stadt und Umgebung für Sie da.',
      },
      {
        question: 'Sind Sie versichert?',
        answer: 'Ja, wir sind umfassend versichert, und alle Fachleute sind in ihrem Bereich zertifiziert.',
      },
    ],
    stats: [
      { value: '2.300+', label: 'Projekte abgeschlossen' },
      { value: '4,9', label: 'Kundenbewertung im Schnitt' },
      { value: '24 h', label: 'Antwortzeit in der Regel' },
    ],
    gallery: [
      'Das Team im Gespräch mit einem Kunden in einem hellen Büro',
      'Eine Fachfrau prüft Pläne am Schreibtisch',
      'Übergabe eines fertigen Projekts an einen zufriedenen Kunden',
      'Die Eingangstür unseres Büros',
      'Das Team beim jährlichen Sommerfest',
      'Werkzeug und Notizen, bereitgelegt vor einem Einsatz',
    ],
    products: [
      {
        name: 'Erstberatung',
        price: 0,
        category: 'Beratung',
        description: 'Ein kostenloses 30-minütiges Gespräch über Ihr Projekt.',
        badge: 'Kostenlos',
      },
      {
        name: 'Rundum-Check',
        price: 149,
        category: 'Beratung',
        description: 'Eine gründliche Prüfung mit schriftlichem Bericht.',
      },
      {
        name: 'Standardpaket',
        price: 490,
        category: 'Projekte',
        description: 'Unsere beliebteste Leistung zum Festpreis.',
        badge: 'Beliebt',
      },
      {
        name: 'Premiumpaket',
        price: 990,
        category: 'Projekte',
        description: 'Alles aus dem Standardpaket, dazu bevorzugte Termine.',
      },
      {
        name: 'Monatlicher Support',
        price: 190,
        category: 'Support',
        description: 'Laufende Hilfe, wann immer Sie sie brauchen.',
      },
      {
        name: 'Notdienst',
        price: 250,
        category: 'Support',
        description: 'Hilfe noch am selben Tag bei dringenden Problemen.',
      },
    ],
    posts: [
      {
        title: 'Fünf Fragen, bevor Sie jemanden beauftragen',
        excerpt: 'Woran Sie echte Profis von bloßen Selbstdarstellern unterscheiden.',
        tag: 'Ratgeber',
        minutes: 5,
        body: [
          'Fragen Sie nach Referenzen, einem schriftlichen Angebot und danach, was passiert, wenn etwas schiefgeht.',
          'Die Antworten, und wie bereitwillig sie kommen, verraten Ihnen das Wichtigste.',
        ],
      },
      {
        title: 'Was ein Festpreis wirklich bedeutet',
        excerpt: 'Warum wir jeden Auftrag vorab kalkulieren, und wie.',
        tag: 'Preise',
        minutes: 4,
        body: [
          'Bei Abrechnung nach Stunden trägt der Kunde das ganze Risiko.',
          'Beim Festpreis tragen wir es, und das ist nur fair: Gut kalkulieren ist unser Job.',
        ],
      },
      {
        title: 'Unser Jahr in Zahlen',
        excerpt: 'Projekte, Antwortzeiten und was unsere Kunden uns gesagt haben.',
        tag: 'Neuigkeiten',
        minutes: 3,
        body: [
          'Wir haben dieses Jahr mehr Projekte abgeschlossen als je zuvor und antworten inzwischen in weniger als einem Tag.',
          'Danke an alle Kunden, die uns vertraut haben.',
        ],
      },
      {
        title: 'Das Team stellt sich vor',
        excerpt: 'Die Menschen, die abheben, wenn Sie anrufen.',
        tag: 'Team',
        minutes: 4,
        body: [
          'Wir sind ein kleines Team von Fachleuten, die Probleme gern richtig lösen.',
          'Hier erfahren Sie ein wenig über jeden von uns.',
        ],
      },
    ],
    cta: {
      title: 'Sprechen wir über Ihr Projekt',
      text: 'Schildern Sie uns Ihr Anliegen und erhalten Sie innerhalb eines Werktags ein klares Festpreisangebot.',
    },
    newsletter: {
      title: 'Nützlich, ab und zu',
      text: 'Praktische Tipps und Neuigkeiten aus unserem Team, viermal im Jahr.',
    },
    contact: {
      email: emailFor(name),
      phone: '+49 30 2804 4170',
      address: place ? `Hauptstraße 210, ${place}` : 'Hauptstraße 210',
      hours: 'Mo.–Fr., 8–18 Uhr',
    },
  };
}
