import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A software product's copy in German: written for it, not translated word for word. */
export function techCopyDe({ name, place, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'de');
  return {
    heroBadge: 'Neu: Automatisierungen sind da',
    headline: 'Schneller liefern, weniger Kleinkram',
    lede: `${name} bündelt die Arbeit Ihres Teams in einem ruhigen, übersichtlichen Arbeitsbereich: So bleibt mehr Zeit zum Entwickeln und weniger fürs Hinterherlaufen.`,
    primaryCta: 'Kostenlos starten',
    secondaryCta: 'Demo vereinbaren',
    features: [
      {
        icon: 'Zap',
        title: 'Von Haus aus schnell',
        text: 'Jede Ansicht lädt in unter 100 ms, auch mit Tausenden Einträgen.',
      },
      {
        icon: 'Workflow',
        title: 'Automatisierungen',
        text: 'Wiederkehrende Schritte werden zu Regeln, die von selbst laufen, ganz ohne Code.',
      },
      {
        icon: 'Users',
        title: 'Für Teams gemacht',
        text: 'Geteilte Ansichten, Erwähnungen und Kommentare halten alle auf dem gleichen Stand.',
      },
      {
        icon: 'Shield',
        title: 'Sicher von Anfang an',
        text: 'SSO, Audit-Logs und Verschlüsselung ruhender Daten in jedem Tarif.',
      },
      {
        icon: 'ChartColumn',
        title: 'Aussagekräftige Berichte',
        text: 'Dashboards, die sich selbst erstellen, zeigen, was diese Woche vorankam.',
      },
      {
        icon: 'Plug',
        title: 'Passt zu Ihren Tools',
        text: 'Slack, GitHub, Google Drive und 40 weitere Dienste mit einem Klick verbinden.',
      },
    ],
    steps: [
      {
        title: 'Arbeitsbereich anlegen',
        text: 'Mit der geschäftlichen E-Mail registrieren und das Team in Sekunden einladen.',
      },
      {
        title: 'Daten mitbringen',
        text: 'Tabellen importieren oder die Tools verbinden, die Sie schon nutzen.',
      },
      {
        title: 'Laufen lassen',
        text: 'Automatisierungen halten die Arbeit in Bewegung, Sie treffen die Entscheidungen.',
      },
    ],
    testimonials: [
      {
        quote:
          'Wir haben drei Tools und ein wöchentliches Statusmeeting ersetzt. Unser Release-Takt hat sich in einem Quartal verdoppelt.',
        name: 'Katharina Wolf',
        role: 'VP Engineering, Northwind',
      },
      {
        quote:
          'Allein die Automatisierungen sparen jedem von uns rund vier Stunden pro Woche. Die Einführung dauerte einen Nachmittag.',
        name: 'Stefan Braun',
        role: 'Leiter Operations, Fieldstone',
      },
      {
        quote: 'Endlich ein Tool, das so schnell ist, dass alle es den ganzen Tag offen lassen.',
        name: 'Lena Fischer',
        role: 'Produktmanagerin, Arcadia',
      },
    ],
    tiers: [
      {
        name: 'Starter',
        price: price(0),
        period: '/Monat',
        description: 'Für Einzelne und kleine Nebenprojekte.',
        features: ['Bis zu 3 Mitglieder', 'Unbegrenzte Projekte', 'Community-Support'],
        cta: 'Loslegen',
      },
      {
        name: 'Team',
        price: price(12),
        period: '/Nutzer/Monat',
        description: 'Für wachsende Teams, die schnell sein müssen.',
        features: [
          'Unbegrenzte Mitglieder',
          'Automatisierungen',
          'Erweiterte Berichte',
          'Priorisierter Support',
        ],
        cta: 'Kostenlos testen',
        isFeatured: true,
      },
      {
        name: 'Enterprise',
        price: 'Auf Anfrage',
        period: '',
        description: 'Für Organisationen mit besonderen Anforderungen.',
        features: ['SSO und SCIM', 'Audit-Logs', 'Persönlicher Ansprechpartner'],
        cta: 'Vertrieb kontaktieren',
      },
    ],
    faqs: [
      {
        question: 'Gibt es eine kostenlose Testphase?',
        answer: 'Ja. Jeder kostenpflichtige Tarif beginnt mit 14 Tagen kostenlos, ganz ohne Kreditkarte.',
      },
      {
        question: 'Kann ich meine bestehenden Daten importieren?',
        answer:
          'Sie können CSV-Dateien importieren oder Jira, Trello und Asana verbinden und so alles in wenigen Minuten übernehmen.',
      },
      {
        question: 'Wie werden meine Daten geschützt?',
        answer:
          'Ihre Daten werden bei der Übertragung und im Ruhezustand verschlüsselt, täglich gesichert und in SOC-2-zertifizierten Rechenzentren gehostet.',
      },
      {
        question: 'Kann ich jederzeit kündigen?',
        answer:
          'Selbstverständlich. Die Tarife sind monatlich kündbar, und Sie können alle Daten jederzeit exportieren.',
      },
    ],
    stats: [
      { value: '12.000+', label: 'Teams arbeiten schon damit' },
      { value: '4,2', label: 'Stunden pro Person und Woche gespart' },
      { value: '99,99 %', label: 'Verfügbarkeit im letzten Jahr' },
    ],
    gallery: [
      'Das Haupt-Dashboard mit dem Fortschritt der Woche',
      'Eine Automatisierungsregel wird angelegt',
      'Ein Team-Board mit Karten in drei Spalten',
      'Die Berichtsansicht mit Wochendiagrammen',
      'Kommentare und Erwähnungen an einer Aufgabe',
      'Die mobile App auf einem Smartphone',
    ],
    products: [
      {
        name: 'Kabellose Tastatur',
        price: 89,
        category: 'Schreibtisch',
        description: 'Flache mechanische Schalter, umschaltbar zwischen drei Geräten.',
        badge: 'Bestseller',
      },
      {
        name: 'Laptopständer aus Aluminium',
        price: 49,
        category: 'Schreibtisch',
        description: 'Hebt den Bildschirm auf Augenhöhe und lässt sich für unterwegs flach falten.',
      },
      {
        name: 'Kopfhörer mit Geräuschunterdrückung',
        price: 199,
        category: 'Audio',
        description: 'Dreißig Stunden Akkulaufzeit und Telefonate in klarer Qualität.',
      },
      {
        name: 'USB-C-Hub',
        price: 59,
        category: 'Zubehör',
        description: 'Sieben Anschlüsse, 100 W Durchladen, HDMI in 4K.',
      },
      {
        name: 'Schreibtischunterlage',
        price: 29,
        category: 'Schreibtisch',
        description: 'Wollfilz, wasserabweisend, groß genug für Tastatur und Maus.',
        badge: 'Neu',
      },
      {
        name: 'HD-Webcam',
        price: 79,
        category: 'Zubehör',
        description: '1080p mit 60 fps und automatischer Korrektur bei wenig Licht.',
      },
      {
        name: 'Tragbarer Lautsprecher',
        price: 69,
        category: 'Audio',
        description: 'Raumfüllender Klang im wasserdichten Taschenformat.',
      },
      {
        name: 'Kabel-Organizer-Set',
        price: 19,
        category: 'Zubehör',
        description: 'Clips, Schläuche und Binder für einen aufgeräumten Schreibtisch.',
      },
    ],
    posts: [
      {
        title: 'Wie wir unsere Build-Zeiten um 70 % verkürzt haben',
        excerpt: 'Caching, Parallelisierung und ein paar unbequeme Löschungen: die ganze Geschichte.',
        tag: 'Engineering',
        minutes: 8,
        body: [
          'Unsere Builds waren auf zwölf Minuten angewachsen. Niemand hatte das entschieden: Es passierte Abhängigkeit für Abhängigkeit.',
          'Wir haben zuerst gemessen statt geraten. Die Hälfte der Zeit steckte in Schritten, deren Ergebnis sich nie änderte.',
          'Diese Schritte zu cachen, Tests parallel laufen zu lassen und zwei ungenutzte Pakete zu entfernen, brachte uns auf dreieinhalb Minuten.',
        ],
      },
      {
        title: 'Dokumentation, die wirklich gelesen wird',
        excerpt: 'Kurze Seiten, echte Beispiele und ein strenges Lektorat. Unser Leitfaden.',
        tag: 'Produkt',
        minutes: 5,
        body: [
          'Gute Dokumentation beantwortet die Frage, die man gerade hat, und tritt dann zur Seite.',
          'Jede Seite dreht sich um eine Aufgabe, beginnt mit einem funktionierenden Beispiel und streicht alles, was nicht dabei hilft.',
        ],
      },
      {
        title: 'Weniger Meetings, mehr Fortschritt',
        excerpt:
          'Wir haben das wöchentliche Statusmeeting durch ein schriftliches Update ersetzt. Das hat sich geändert.',
        tag: 'Teams',
        minutes: 6,
        body: [
          'Statusmeetings fühlen sich produktiv an, transportieren aber vor allem Infos, die man in zwei Minuten lesen könnte.',
          'Unser schriftliches Freitags-Update ist in zehn Minuten geschrieben und hat jedem eine Stunde pro Woche zurückgegeben.',
        ],
      },
      {
        title: 'Design für Geschwindigkeit',
        excerpt: 'Warum jede Interaktion in der App ein Budget von 100 ms hat und wie wir es einhalten.',
        tag: 'Design',
        minutes: 7,
        body: [
          'Geschwindigkeit spürt man, bevor man sie benennen kann.',
          'Wir setzen für jede Interaktion ein Budget von 100 ms und prüfen es in der CI, damit kein Rückschritt ein Release erreicht.',
        ],
      },
    ],
    cta: {
      title: 'Bereit, Zeit zurückzugewinnen?',
      text: 'Tausende Teams planen, verfolgen und liefern an einem Ort. 14 Tage kostenlos testen.',
    },
    newsletter: {
      title: 'Produkt-News, einmal im Monat',
      text: 'Neue Funktionen, technische Einblicke und Tipps von Profis. Garantiert kein Spam.',
    },
    contact: {
      email: emailFor(name),
      phone: '+49 30 2018 2240',
      address: place ? `Torstraße 120, ${place}` : 'Torstraße 120, Berlin',
      hours: 'Support rund um die Uhr, Vertrieb Mo.–Fr. 9–18 Uhr',
    },
  };
}
