import type { ChatScripts } from './chat-scripts';

/** After a greeting word: a space, punctuation or the end (`\b` does not follow accented letters). */
const END = '(?:[\\s,!.?]|$)';

/** The chat app's demo replies in German, Portuguese (Portugal) and Italian. */
export const CHAT_SCRIPTS_MORE: { de: ChatScripts; pt: ChatScripts; it: ChatScripts } = {
  de: {
    greeting: `^(?:hallo|hi|guten morgen|guten tag|guten abend|servus|moin)${END}`,
    thanks: `(?:danke|dankeschön)${END}`,
    thanksReply: 'Gern geschehen! Kann ich sonst noch helfen?',
    hello: 'Hallo! ',
    business: ({ name, email, phone }) => ({
      starters: [
        'Wann haben Sie geöffnet?',
        'Was kostet das?',
        'Kann ich einen Termin vereinbaren?',
        'Wie erreiche ich Sie?',
      ],
      topics: [
        {
          keywords: ['öffnungszeit', 'geöffnet', 'offen', 'wann', 'schließ'],
          reply:
            'Unsere Öffnungszeiten: Montag bis Freitag von 9 bis 18 Uhr, samstags von 10 bis 14 Uhr. Sonntags ist geschlossen.',
        },
        {
          keywords: ['preis', 'kost', 'teuer', 'günstig', 'gebühr'],
          reply: `Die Preise hängen davon ab, was Sie brauchen. Schreiben Sie uns an ${email}, dann schicken wir Ihnen die vollständige Preisliste.`,
        },
        {
          keywords: ['termin', 'buchen', 'reservier', 'frei'],
          reply: `Gern: Schreiben Sie uns an ${email} oder rufen Sie unter ${phone} an und nennen Sie Ihren Wunschtag und die Uhrzeit – wir bestätigen Ihnen den Termin.`,
        },
        {
          keywords: ['kontakt', 'erreich', 'mail', 'telefon', 'anruf', 'adresse'],
          reply: `Sie erreichen ${name} unter ${email} oder telefonisch unter ${phone}.`,
        },
      ],
      fallback: `Ich kann nur ein paar festgelegte Fragen zu ${name} beantworten: Öffnungszeiten, Preise, Terminvereinbarung und wie Sie uns erreichen. Für alles andere schreiben Sie an ${email}.`,
    }),
    assistant: {
      starters: [
        'Hilf mir, eine höfliche Nachfass-E-Mail zu schreiben',
        'Gib mir Ideen für ein entspanntes Wochenende',
        'Mach mir einen Plan, um etwas Neues zu lernen',
        'Wie schreibe ich eine gute To-do-Liste?',
      ],
      topics: [
        {
          keywords: ['mail', 'brief', 'nachfass', 'anschreiben'],
          reply:
            'Hier ist eine Vorlage zum Anpassen:\n\nBetreff: Rückfrage zu unserem Gespräch\n\nHallo [Name],\n\nvielen Dank für Ihre Zeit am [Tag]. Ich wollte wegen [Thema] noch einmal nachfragen und wissen, ob Sie schon einen Blick darauf werfen konnten. Bei Fragen helfe ich gern weiter, auch in einem kurzen Telefonat.\n\nViele Grüße\n[Ihr Name]',
        },
        {
          keywords: ['wochenende', 'entspann', 'idee', 'langweil'],
          reply:
            'Ein paar Ideen für ein ruhiges Wochenende:\n\n1. Ein langer Spaziergang an einem Ort, an dem Sie noch nie waren – ohne Plan für den Rückweg.\n2. Ein neues Rezept von Grund auf kochen.\n3. Ein Vormittag ohne Handy, mit einem Buch.\n4. Jemanden anrufen oder besuchen, den Sie lange nicht gesehen haben.\n5. Eine kleine Ecke der Wohnung aufräumen: Das fühlt sich größer an, als es ist.',
        },
        {
          keywords: ['lern', 'studier', 'plan', 'fähigkeit', 'üben', 'übung'],
          reply:
            'Ein einfacher Vier-Wochen-Plan:\n\nWoche 1: ein kleines Ziel wählen und eine gute Quelle für Einsteiger suchen.\nWoche 2: jeden Tag 20 Minuten üben, immer zur selben Zeit.\nWoche 3: mit dem Gelernten etwas Kleines machen und es jemandem zeigen.\nWoche 4: zurückblicken, was schwer war, und das nächste Ziel wählen.',
        },
        {
          keywords: ['to-do', 'todo', 'liste', 'aufgabe', 'organis', 'produktiv'],
          reply:
            'Schreiben Sie jede Aufgabe als nächsten Schritt mit einem Verb am Anfang („Rechnung an Sam schicken“, nicht „Rechnung“). Halten Sie oben drei Aufgaben für heute fest, geben Sie nur echten Fristen ein Datum und räumen Sie die Liste einmal pro Woche auf.',
        },
      ],
      fallback:
        'Ich bin ein Demo-Bot mit ein paar vorbereiteten Antworten: Ich kann eine Nachfass-E-Mail entwerfen, Ideen fürs Wochenende vorschlagen, einen Lernplan skizzieren oder Tipps für Ihre To-do-Liste geben. Für echte Antworten auf jede Frage muss die KI eingeschaltet sein.',
    },
  },
  pt: {
    greeting: `^(?:olá|ola|bom dia|boa tarde|boa noite|oi)${END}`,
    thanks: `(?:obrigad[oa])${END}`,
    thanksReply: 'De nada! Posso ajudar em mais alguma coisa?',
    hello: 'Olá! ',
    business: ({ name, email, phone }) => ({
      starters: [
        'Qual é o vosso horário?',
        'Quanto custa?',
        'Posso fazer uma marcação?',
        'Como posso contactar-vos?',
      ],
      topics: [
        {
          keywords: ['horário', 'horario', 'hora', 'abr', 'fech', 'aberto'],
          reply:
            'O nosso horário: de segunda a sexta, das 9h00 às 18h00, e ao sábado, das 10h00 às 14h00. Ao domingo estamos fechados.',
        },
        {
          keywords: ['preço', 'preco', 'custa', 'quanto', 'tarifa', 'caro', 'barato'],
          reply: `Os preços dependem daquilo de que precisa. Escreva-nos para ${email} e enviamos-lhe a tabela completa.`,
        },
        {
          keywords: ['marca', 'reserv', 'vaga', 'disponív', 'disponiv'],
          reply: `Claro: escreva-nos para ${email} ou ligue para o ${phone} com o dia e a hora que prefere, e nós confirmamos.`,
        },
        {
          keywords: ['contact', 'email', 'telefone', 'ligar', 'onde', 'morada'],
          reply: `Pode contactar ${name} através de ${email} ou pelo ${phone}.`,
        },
      ],
      fallback: `Só sei responder a algumas perguntas sobre ${name}: o horário, os preços, como fazer uma marcação e como nos contactar. Para tudo o resto, escreva para ${email}.`,
    }),
    assistant: {
      starters: [
        'Ajuda-me a escrever um email de seguimento educado',
        'Dá-me ideias para um fim de semana tranquilo',
        'Faz-me um plano para aprender algo novo',
        'Como faço uma boa lista de tarefas?',
      ],
      topics: [
        {
          keywords: ['email', 'mail', 'carta', 'seguimento'],
          reply:
            'Aqui tem um modelo que pode adaptar:\n\nAssunto: Seguimento da nossa conversa\n\nOlá [nome],\n\nObrigado pelo seu tempo no dia [dia]. Escrevo para retomar [assunto] e saber se já teve oportunidade de olhar para isso. Fico disponível para qualquer dúvida ou para uma chamada rápida.\n\nCom os melhores cumprimentos,\n[o seu nome]',
        },
        {
          keywords: ['fim de semana', 'fim-de-semana', 'relax', 'descans', 'ideia', 'aborrec'],
          reply:
            'Algumas ideias para um fim de semana calmo:\n\n1. Um passeio longo por um sítio onde nunca esteve, sem planear o regresso.\n2. Cozinhar uma receita nova do zero.\n3. Uma manhã sem telemóvel, com um livro.\n4. Ligar ou visitar alguém que não vê há muito tempo.\n5. Arrumar um cantinho da casa: parece maior do que é.',
        },
        {
          keywords: ['aprend', 'estud', 'plano', 'competênc', 'pratic'],
          reply:
            'Um plano simples de quatro semanas:\n\nSemana 1: escolha um objetivo pequeno e um bom recurso para principiantes.\nSemana 2: pratique 20 minutos por dia, sempre à mesma hora.\nSemana 3: faça algo pequeno com o que aprendeu e mostre-o a alguém.\nSemana 4: reveja o que foi difícil e escolha o objetivo seguinte.',
        },
        {
          keywords: ['tarefa', 'lista', 'pendente', 'organiz', 'produtiv'],
          reply:
            'Escreva cada tarefa como a próxima ação, a começar por um verbo («Enviar a fatura ao Sam», e não «Fatura»). Mantenha no topo três tarefas para hoje, ponha data só no que tem mesmo prazo e limpe a lista uma vez por semana.',
        },
      ],
      fallback:
        'Sou um bot de demonstração com algumas respostas preparadas: posso redigir um email de seguimento, sugerir ideias para o fim de semana, esboçar um plano de aprendizagem ou dar dicas para a sua lista de tarefas. Para ter respostas reais a qualquer pergunta, é preciso ativar a IA.',
    },
  },
  it: {
    greeting: `^(?:ciao|salve|buongiorno|buonasera)${END}`,
    thanks: `(?:grazie)${END}`,
    thanksReply: 'Prego! Posso aiutarti in qualcos’altro?',
    hello: 'Ciao! ',
    business: ({ name, email, phone }) => ({
      starters: [
        'Quali sono i vostri orari?',
        'Quanto costa?',
        'Posso prenotare un appuntamento?',
        'Come posso contattarvi?',
      ],
      topics: [
        {
          keywords: ['orari', 'orario', 'apert', 'chius', 'quando'],
          reply:
            'I nostri orari: dal lunedì al venerdì dalle 9:00 alle 18:00, il sabato dalle 10:00 alle 14:00. La domenica siamo chiusi.',
        },
        {
          keywords: ['prezz', 'costa', 'quanto', 'tariff', 'caro', 'economic'],
          reply: `I prezzi dipendono da ciò che ti serve. Scrivici a ${email} e ti mandiamo il listino completo.`,
        },
        {
          keywords: ['prenot', 'appuntament', 'disponib'],
          reply: `Certo: scrivici a ${email} o chiamaci al ${phone} indicando il giorno e l’ora che preferisci, e ti confermiamo.`,
        },
        {
          keywords: ['contatt', 'email', 'mail', 'telefon', 'chiam', 'dove', 'indirizzo'],
          reply: `Puoi contattare ${name} scrivendo a ${email} o chiamando il ${phone}.`,
        },
      ],
      fallback: `So rispondere solo ad alcune domande su ${name}: orari, prezzi, come prenotare e come contattarci. Per tutto il resto, scrivi a ${email}.`,
    }),
    assistant: {
      starters: [
        'Aiutami a scrivere una email di sollecito cortese',
        'Dammi qualche idea per un weekend rilassante',
        'Fammi un piano per imparare qualcosa di nuovo',
        'Come si scrive una buona lista di cose da fare?',
      ],
      topics: [
        {
          keywords: ['email', 'mail', 'lettera', 'sollecit'],
          reply:
            'Ecco un modello da adattare:\n\nOggetto: Seguito della nostra conversazione\n\nCiao [nome],\n\ngrazie per il tempo che mi hai dedicato [giorno]. Ti scrivo per riprendere [argomento] e sapere se hai avuto modo di darci un’occhiata. Resto a disposizione per qualsiasi domanda o per una breve telefonata.\n\nUn caro saluto,\n[il tuo nome]',
        },
        {
          keywords: ['weekend', 'fine settimana', 'rilass', 'idea', 'idee', 'annoi'],
          reply:
            'Qualche idea per un weekend tranquillo:\n\n1. Una lunga passeggiata in un posto dove non sei mai stato, senza pensare al ritorno.\n2. Cucinare da zero una ricetta nuova.\n3. Una mattina senza telefono, con un libro.\n4. Chiamare o andare a trovare qualcuno che non vedi da tempo.\n5. Riordinare un piccolo angolo di casa: fa più effetto di quanto sembri.',
        },
        {
          keywords: ['impar', 'studi', 'piano', 'abilità', 'esercit', 'pratic'],
          reply:
            'Un piano semplice di quattro settimane:\n\nSettimana 1: scegli un piccolo obiettivo e una buona risorsa per principianti.\nSettimana 2: esercitati 20 minuti al giorno, sempre alla stessa ora.\nSettimana 3: crea qualcosa di piccolo con quello che hai imparato e mostralo a qualcuno.\nSettimana 4: ripensa a cosa è stato difficile e scegli il prossimo obiettivo.',
        },
        {
          keywords: ['cose da fare', 'lista', 'elenco', 'attività', 'compiti', 'organizz', 'produttiv'],
          reply:
            'Scrivi ogni attività come la prossima azione, iniziando con un verbo («Mandare la fattura a Sam», non «Fattura»). Tieni in cima tre attività per oggi, metti una data solo a ciò che ha davvero una scadenza e fai pulizia nella lista una volta a settimana.',
        },
      ],
      fallback:
        'Sono un bot dimostrativo con poche risposte già pronte: posso scrivere una email di sollecito, suggerire idee per il weekend, abbozzare un piano di studio o darti consigli per la tua lista di cose da fare. Per avere risposte vere a qualsiasi domanda bisogna attivare l’IA.',
    },
  },
};
