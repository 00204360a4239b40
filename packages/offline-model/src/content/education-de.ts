import { type CopyContext, type DomainCopy, emailFor, money } from './types';

/** A school's or a course's copy in German (Germany): written for it, not translated word for word. */
export function educationCopyDe({ name, place, currency }: CopyContext): DomainCopy {
  const price = (amount: number) => money(amount, currency, 'de');
  return {
    heroBadge: 'Der nächste Kurs startet bald',
    headline: 'Lernen durch Tun, mit Leuten aus der Praxis',
    lede: `${name} bietet praxisnahe Kurse${place ? ` in ${place}` : ''}: live unterrichtet von Profis, in kleinen Gruppen und mit persönlicher Betreuung.`,
    primaryCta: 'Kurse ansehen',
    secondaryCta: 'Gratis-Probestunde',
    features: [
      {
        icon: 'GraduationCap',
        title: 'Erfahrene Lehrkräfte',
        text: 'Jeder Kurs wird von jemandem unterrichtet, der genau das jeden Tag macht.',
      },
      {
        icon: 'Users',
        title: 'Kleine Gruppen',
        text: 'Höchstens zwanzig Teilnehmende und echtes Feedback zu Ihrer Arbeit.',
      },
      {
        icon: 'BookOpen',
        title: 'Praxisprojekte',
        text: 'Bauen Sie ein Portfolio aus echten Projekten auf, statt nur Tests zu bestehen.',
      },
      {
        icon: 'CalendarDays',
        title: 'Passt in Ihre Woche',
        text: 'Termine abends und am Wochenende, aufgezeichnet, falls Sie einmal fehlen.',
      },
      { icon: 'Award', title: 'Zertifikat', text: 'Ein Teilnahmezertifikat, das Arbeitgeber anerkennen.' },
      {
        icon: 'MessageCircle',
        title: 'Community',
        text: 'Eine freundliche Lerngemeinschaft, die auch nach dem Kurs bleibt.',
      },
    ],
    steps: [
      { title: 'Kurs wählen', text: 'Wählen Sie Ihr Niveau und einen passenden Starttermin.' },
      {
        title: 'Live lernen',
        text: 'Nehmen Sie an den wöchentlichen Terminen teil und arbeiten Sie an echten Projekten.',
      },
      { title: 'Ergebnis zeigen', text: 'Am Ende steht ein Projekt, auf das Sie stolz sein können.' },
    ],
    testimonials: [
      {
        quote:
          'Ein halbes Jahr nach dem Kurs hatte ich den Berufswechsel geschafft. Die Projekte haben mir die Vorstellungsgespräche verschafft.',
        name: 'Katrin Vogel',
        role: 'Absolventin, Frühjahrskurs',
      },
      {
        quote: 'Die Lehrkräfte haben jede Frage beantwortet, auch die, die mir peinlich waren.',
        name: 'Luca Bianchi',
        role: 'Absolvent, Herbstkurs',
      },
      {
        quote:
          'Die kleinen Gruppen machen den Unterschied. Es fühlte sich an wie Unterricht, nicht wie eine Videothek.',
        name: 'Sarah Cohen',
        role: 'Absolventin, Winterkurs',
      },
    ],
    tiers: [
      {
        name: 'Selbstlernkurs',
        price: price(149),
        period: '',
        description: 'Alle Lektionen, in Ihrem Tempo.',
        features: ['Unbegrenzter Zugang', 'Projektdateien', 'Community-Forum'],
        cta: 'Jetzt loslegen',
      },
      {
        name: 'Live-Kurs',
        price: price(690),
        period: '',
        description: 'Acht Wochen live, mit Feedback.',
        features: [
          'Wöchentliche Live-Termine',
          'Feedback zu jedem Projekt',
          'Zertifikat',
          'Karriereberatung',
        ],
        cta: 'Platz reservieren',
        isFeatured: true,
      },
      {
        name: 'Firmen',
        price: 'Auf Anfrage',
        period: '',
        description: 'Inhouse-Schulungen für Ihr Unternehmen.',
        features: ['Maßgeschneiderte Inhalte', 'Fortschrittsberichte', 'Flexible Termine'],
        cta: 'Kontakt aufnehmen',
      },
    ],
    faqs: [
      {
        question: 'Brauche ich Vorkenntnisse?',
        answer: 'Für Einsteigerkurse nicht. Auf jeder Kursseite steht, was Sie vorher wissen sollten.',
      },
      {
        question: 'Wie viel Zeit muss ich einplanen?',
        answer: 'Rechnen Sie mit vier bis sechs Stunden pro Woche: ein Live-Termin plus Projektarbeit.',
      },
      {
        question: 'Was ist, wenn ich einen Termin verpasse?',
        answer:
          'Jeder Termin wird aufgezeichnet und noch am selben Tag geteilt, und die Lehrkräfte bieten wöchentliche Sprechstunden an.',
      },
      {
        question: 'Bekomme ich mein Geld zurück?',
        answer: 'Ja, in den ersten zwei Wochen jedes Kurses erstatten wir den vollen Betrag.',
      },
    ],
    stats: [
      { value: '8.500', label: 'Teilnehmende' },
      { value: '92\u00a0%', label: 'Abschlussquote' },
      { value: '4,8', label: 'Sterne im Schnitt' },
    ],
    gallery: [
      'Eine kleine Gruppe arbeitet gemeinsam an einem Tisch',
      'Eine Lehrerin skizziert Ideen am Whiteboard',
      'Ein Teilnehmer stellt sein Abschlussprojekt vor',
      'Notizbücher und Laptops in einem Workshop',
      'Eine Abschlussfeier mit Zertifikaten',
      'Ein Feedbackgespräch unter vier Augen',
    ],
    products: [
      {
        name: 'Grundlagenkurs',
        price: 149,
        category: 'Einsteiger',
        description: 'Alles für den Einstieg, in zwölf kurzen Lektionen.',
        badge: 'Beliebt',
      },
      {
        name: 'Live-Gruppe',
        price: 690,
        category: 'Fortgeschrittene',
        description: 'Acht Wochen Live-Unterricht und echte Projekte.',
      },
      {
        name: 'Meisterkurs',
        price: 290,
        category: 'Profis',
        description: 'Ein Intensivkurs mit einem Branchenexperten.',
        badge: 'Neu',
      },
      {
        name: 'Portfolio-Check',
        price: 90,
        category: 'Coaching',
        description: 'Eine Stunde persönliches Feedback zu Ihrer Arbeit.',
      },
      {
        name: 'Wochenend-Intensivkurs',
        price: 240,
        category: 'Fortgeschrittene',
        description: 'Zwei volle Tage, ein fertiges Projekt.',
      },
      {
        name: 'Mentoring-Monat',
        price: 390,
        category: 'Coaching',
        description: 'Vier wöchentliche Gespräche mit einer festen Mentorin oder einem festen Mentor.',
      },
    ],
    posts: [
      {
        title: 'Wie man einen Onlinekurs wirklich abschließt',
        excerpt: 'Fünf Gewohnheiten, die unsere erfolgreichsten Teilnehmenden teilen.',
        tag: 'Lernen',
        minutes: 5,
        body: [
          'Die meisten, die einen Onlinekurs beginnen, bringen ihn nie zu Ende.',
          'Wer es schafft, blockt feste Zeiten im Kalender, lernt mit anderen und beginnt schon in der ersten Woche ein Projekt.',
        ],
      },
      {
        title: 'Ein Portfolio von null aufbauen',
        excerpt: 'Was hineingehört, was nicht und wie man es präsentiert.',
        tag: 'Karriere',
        minutes: 7,
        body: [
          'Drei starke Projekte schlagen zehn schwache.',
          'Erklären Sie bei jedem das Problem, Ihren Weg dorthin und was Sie heute anders machen würden.',
        ],
      },
      {
        title: 'Warum unsere Gruppen klein bleiben',
        excerpt: 'Was die Forschung über Klassengrößen sagt, und was wir selbst beobachtet haben.',
        tag: 'Didaktik',
        minutes: 4,
        body: [
          'Gelernt wird vor allem durch Feedback, und Feedback lässt sich nicht beliebig vervielfachen.',
          'Zwanzig Teilnehmende pro Lehrkraft sind das Maximum, das bei uns noch funktioniert.',
        ],
      },
      {
        title: 'Lernen mit dreißig und darüber hinaus',
        excerpt: 'Es ist nicht zu spät. So lernen Erwachsene wirklich.',
        tag: 'Lernen',
        minutes: 6,
        body: [
          'Erwachsene lernen anders, nicht schlechter.',
          'Sie bringen Erfahrung und Motivation mit: Nutzen Sie beides, indem Sie jede Lektion mit einem echten Problem verbinden, das Ihnen wichtig ist.',
        ],
      },
    ],
    cta: {
      title: 'Starten Sie noch diesen Monat',
      text: 'Die Plätze pro Kurs sind begrenzt. Reservieren Sie Ihren heute und erhalten Sie die Vorbereitungsmaterialien sofort.',
    },
    newsletter: {
      title: 'Die Lektion der Woche',
      text: 'Jeden Dienstag eine kurze, praktische Lektion in Ihrem Postfach. Für immer kostenlos.',
    },
    contact: {
      email: emailFor(name),
      phone: '+49 30 5529 0130',
      address: place ? `Hochschulstraße 100, ${place}` : 'Hochschulstraße 100',
      hours: 'Studienberatung Mo–Fr, 9–17 Uhr',
    },
  };
}
