import type { PromptLanguage } from '../language';
import type { GenreId } from './media-copy';

/**
 * The sample library written in each prompt language: titles invented to read naturally there (not
 * word for word), one line per album, `album|artist|track|track…`, in the order and with the track
 * counts of the English albums in `media-library.ts` (whose lengths they take). Podcast episodes by season.
 */
export const LIBRARY_TITLES: Record<PromptLanguage, Record<GenreId, string[]>> = {
  es: {
    lofi: [
      'Ventana con lluvia|Helecho Tranquilo|Vaho en el cristal|Último autobús|Té que se enfría|Notas a lápiz',
      'Farolillos de papel|Cintas del Búho|Rincón tranquilo|Estática suave|Polilla y lámpara|Polvo de domingo',
      'Horas lentas|Enebro|Plantas en la ventana|Medio dormido|Radiador tibio',
    ],
    jazz: [
      'Sesiones del Cuarto Azul|Trío Marlowe|Vals del sótano|Escobillas a medianoche|Escalera de terciopelo|Blues de la última ronda',
      'Luces de la ciudad|Cuarteto Ada Greene|Taxi bajo la lluvia|Cuarto piso sin ascensor|Boceto de neón|Tren de madrugada',
      'Caja hueca|Sam Okafor|Seis cuerdas lentas|Anochecer en el canal|Pedal suave',
    ],
    rock: [
      'Verano estático|Club de las Cometas|Faros|Fuerte, suave, fuerte|Estrellas del aparcamiento|Salta la valla',
      'Luz de garaje|Los Llanos|Amplificador barato|Rumbo al norte|Fuzz y miel|Segundo estribillo',
      'Ventanas abiertas|Maya Lund|Caminos secundarios|Tarde luminosa|Larga despedida',
    ],
    electronic: [
      'Rejilla de neón|Jardín Voltio|Pulso|Lluvia de píxeles|Órbita baja|Resplandor',
      'Turno de noche|KILO|Sin señal|Corazón cromado|Carretera a las cuatro|Teoría del bajo',
      'Prisma|Gemelos Lumen|Refracción|Mareas de cristal|Campo de color',
    ],
    classical: [
      'Nocturnos para la lluvia|Elena Vásquez|Nocturno en gris|Preludio para la mañana|Estudio sereno|Nana en la',
      'Cuerdas al amanecer|Cuarteto Halden|Primer movimiento: Allegro|Segundo movimiento: Adagio|Tercer movimiento: Rondó',
      'Pequeñas sonatas|Tomás Reyes|Sonatina n.º 1|Sonatina n.º 2|Sonatina n.º 3',
    ],
    mixed: [
      'Hora dorada|Avenida Soleada|Carretera abierta|Polaroid|Estática de verano|Días buenos',
      'Ruta de medianoche|Los Búhos|Luces de la ciudad|Cámara lenta|Lluvia de neón|En casa a las dos',
      'Flores silvestres|Iris Moreau|Pradera|Barcos de papel|Luz entre las hojas|Campos',
    ],
  },
  fr: {
    lofi: [
      'Fenêtre sous la pluie|Fougère Tranquille|Buée sur la vitre|Dernier bus|Thé refroidi|Notes au crayon',
      'Lanternes de papier|Cassettes du Hibou|Coin tranquille|Grésillement doux|Phalène et lampe|Poussière du dimanche',
      'Heures lentes|Genièvre|Plantes à la fenêtre|À moitié endormi|Radiateur tiède',
    ],
    jazz: [
      'Nuits de la Chambre Bleue|Trio Marlowe|Valse du sous-sol|Balais à minuit|Escalier de velours|Blues du dernier verre',
      'Lumières de la ville|Quartette Ada Greene|Taxi sous la pluie|Quatrième sans ascenseur|Esquisse au néon|Premier train',
      'Caisse creuse|Sam Okafor|Six cordes au ralenti|Crépuscule sur le canal|Pédale douce',
    ],
    rock: [
      'Été statique|Club des Cerfs-Volants|Phares|Fort, doux, fort|Étoiles du parking|Sauter la clôture',
      'Lumière de garage|Les Basses Terres|Ampli bon marché|Cap au nord|Fuzz et miel|Deuxième refrain',
      'Fenêtres ouvertes|Maya Lund|Petites routes|Après-midi lumineux|Long adieu',
    ],
    electronic: [
      'Grille néon|Jardin Volt|Pouls|Pluie de pixels|Orbite basse|Lueur',
      'Équipe de nuit|KILO|Signal perdu|Cœur de chrome|Route à quatre heures|Théorie de la basse',
      'Prisme|Jumeaux Lumen|Réfraction|Marées de verre|Champ de couleur',
    ],
    classical: [
      'Nocturnes pour la pluie|Elena Vasquez|Nocturne en gris|Prélude pour le matin|Étude paisible|Berceuse en la',
      'Cordes à l’aube|Quatuor Halden|Premier mouvement\u00a0: Allegro|Deuxième mouvement\u00a0: Adagio|Troisième mouvement\u00a0: Rondo',
      'Petites sonates|Tomas Reyes|Sonatine n°\u00a01|Sonatine n°\u00a02|Sonatine n°\u00a03',
    ],
    mixed: [
      'Heure dorée|Avenue Soleil|Route ouverte|Polaroid|Parasites d’été|Beaux jours',
      'Virée de minuit|Les Oiseaux de Nuit|Lumières de la ville|Ralenti|Pluie de néon|Rentrés à deux heures',
      'Fleurs sauvages|Iris Moreau|Prairie|Bateaux de papier|Lumière dans les feuilles|Champs',
    ],
  },
  de: {
    lofi: [
      'Regenfenster|Sanfter Farn|Beschlagene Scheibe|Letzter Bus nach Hause|Kalter Tee|Bleistiftnotizen',
      'Papierlaternen|Nachteulen-Kassetten|Stille Ecke|Leises Rauschen|Motte und Lampe|Sonntagsstaub',
      'Langsame Stunden|Wacholder|Fensterpflanzen|Halb im Schlaf|Warme Heizung',
    ],
    jazz: [
      'Abende im Blauen Zimmer|Marlowe Trio|Kellerwalzer|Besen um Mitternacht|Samttreppe|Blues zur letzten Runde',
      'Lichter der Stadt|Ada Greene Quartett|Taxi im Regen|Vierter Stock ohne Aufzug|Neonskizze|Früher Zug',
      'Hohlkörper|Sam Okafor|Sechs Saiten, langsam|Dämmerung am Kanal|Sanftes Pedal',
    ],
    rock: [
      'Statischer Sommer|Papierdrachen-Club|Scheinwerfer|Laut leise laut|Parkplatzsterne|Über den Zaun',
      'Garagenlicht|Die Niederungen|Billiger Verstärker|Richtung Norden|Fuzz und Honig|Zweiter Refrain',
      'Offene Fenster|Maya Lund|Landstraßen|Heller Nachmittag|Langer Abschied',
    ],
    electronic: [
      'Neongitter|Voltgarten|Pulsschlag|Pixelregen|Niedrige Umlaufbahn|Nachglühen',
      'Nachtschicht|KILO|Signal verloren|Chromherz|Fahrt um vier|Bass-Theorie',
      'Prisma|Lumen-Zwillinge|Brechung|Gläserne Gezeiten|Farbfeld',
    ],
    classical: [
      'Nocturnes für den Regen|Elena Vasquez|Nocturne in Grau|Präludium für den Morgen|Stille Etüde|Wiegenlied in A',
      'Streicher im Morgengrauen|Halden-Quartett|Erster Satz: Allegro|Zweiter Satz: Adagio|Dritter Satz: Rondo',
      'Kleine Sonaten|Tomas Reyes|Sonatine Nr. 1|Sonatine Nr. 2|Sonatine Nr. 3',
    ],
    mixed: [
      'Goldene Stunde|Sonnenallee|Offene Straße|Polaroid|Sommerrauschen|Gute Tage',
      'Mitternachtsfahrt|Die Nachteulen|Lichter der Stadt|Zeitlupe|Neonregen|Um zwei zu Hause',
      'Wildblumen|Iris Moreau|Wiese|Papierboote|Licht durch Blätter|Felder',
    ],
  },
  pt: {
    lofi: [
      'Janela à chuva|Feto Sereno|Vapor no vidro|Último autocarro|Chá arrefecido|Notas a lápis',
      'Lanternas de papel|Cassetes do Mocho|Canto sossegado|Estática suave|Traça e candeeiro|Pó de domingo',
      'Horas lentas|Zimbro|Plantas à janela|Meio a dormir|Aquecedor morno',
    ],
    jazz: [
      'Sessões do Quarto Azul|Trio Marlowe|Valsa da cave|Vassourinhas à meia-noite|Escada de veludo|Blues da última rodada',
      'Luzes da cidade|Quarteto Ada Greene|Táxi à chuva|Quarto andar sem elevador|Esboço de néon|Comboio da madrugada',
      'Caixa oca|Sam Okafor|Seis cordas devagar|Anoitecer no canal|Pedal suave',
    ],
    rock: [
      'Verão estático|Clube dos Papagaios|Faróis|Alto, baixo, alto|Estrelas no parque|Saltar a vedação',
      'Luz de garagem|Os Baixios|Amplificador barato|Rumo a norte|Fuzz e mel|Segundo refrão',
      'Janelas abertas|Maya Lund|Estradas secundárias|Tarde luminosa|Longa despedida',
    ],
    electronic: [
      'Grelha de néon|Jardim Volt|Pulsação|Chuva de píxeis|Órbita baixa|Brilho final',
      'Turno da noite|KILO|Sinal perdido|Coração cromado|Estrada às quatro|Teoria do baixo',
      'Prisma|Gémeos Lumen|Refração|Marés de vidro|Campo de cor',
    ],
    classical: [
      'Noturnos para a chuva|Elena Vasquez|Noturno em cinzento|Prelúdio para a manhã|Estudo sereno|Canção de embalar em lá',
      'Cordas ao amanhecer|Quarteto Halden|Primeiro andamento: Allegro|Segundo andamento: Adagio|Terceiro andamento: Rondó',
      'Pequenas sonatas|Tomás Reyes|Sonatina n.º 1|Sonatina n.º 2|Sonatina n.º 3',
    ],
    mixed: [
      'Hora dourada|Avenida do Sol|Estrada aberta|Polaroid|Estática de verão|Dias bons',
      'Viagem à meia-noite|Os Mochos|Luzes da cidade|Câmara lenta|Chuva de néon|Em casa às duas',
      'Flores silvestres|Iris Moreau|Prado|Barcos de papel|Luz entre as folhas|Campos',
    ],
  },
  it: {
    lofi: [
      'Finestra sotto la pioggia|Felce Quieta|Vapore sul vetro|Ultimo autobus|Tè ormai freddo|Appunti a matita',
      'Lanterne di carta|Nastri del Gufo|Angolo tranquillo|Fruscio leggero|Falena e lampada|Polvere di domenica',
      'Ore lente|Ginepro|Piante alla finestra|Mezzo addormentato|Termosifone tiepido',
    ],
    jazz: [
      'Sessioni della Stanza Blu|Trio Marlowe|Valzer in cantina|Spazzole a mezzanotte|Scala di velluto|Blues dell’ultimo giro',
      'Luci della città|Quartetto Ada Greene|Taxi sotto la pioggia|Quarto piano senza ascensore|Schizzo al neon|Treno all’alba',
      'Cassa vuota|Sam Okafor|Sei corde lente|Crepuscolo sul canale|Pedale morbido',
    ],
    rock: [
      'Estate statica|Club degli Aquiloni|Fari|Forte piano forte|Stelle nel parcheggio|Oltre la recinzione',
      'Luce da garage|I Bassopiani|Amplificatore economico|Verso nord|Fuzz e miele|Secondo ritornello',
      'Finestre aperte|Maya Lund|Strade secondarie|Pomeriggio luminoso|Lungo addio',
    ],
    electronic: [
      'Griglia al neon|Giardino Volt|Battito|Pioggia di pixel|Orbita bassa|Bagliore',
      'Turno di notte|KILO|Segnale perso|Cuore cromato|In auto alle quattro|Teoria del basso',
      'Prisma|Gemelli Lumen|Rifrazione|Maree di vetro|Campo di colore',
    ],
    classical: [
      'Notturni per la pioggia|Elena Vasquez|Notturno in grigio|Preludio per il mattino|Studio quieto|Ninna nanna in la',
      'Archi all’alba|Quartetto Halden|Primo movimento: Allegro|Secondo movimento: Adagio|Terzo movimento: Rondò',
      'Piccole sonate|Tomas Reyes|Sonatina n. 1|Sonatina n. 2|Sonatina n. 3',
    ],
    mixed: [
      'Ora dorata|Viale del Sole|Strada aperta|Polaroid|Estate elettrica|Giorni belli',
      'Corsa di mezzanotte|I Gufi|Luci della città|Al rallentatore|Pioggia al neon|A casa alle due',
      'Fiori di campo|Iris Moreau|Prato|Barchette di carta|Luce tra le foglie|Campi',
    ],
  },
};

/** Podcast episode titles by season (4, 4 and 2, as in English). */
export const EPISODE_TITLES: Record<PromptLanguage, string[][]> = {
  es: [
    [
      'Por qué empezamos este programa',
      'El mejor consejo que nunca seguimos',
      'Preguntas de los oyentes, primera ronda',
      'En qué nos equivocamos',
    ],
    [
      'Un largo paseo con una invitada',
      'Hábitos que se quedaron (y los que no)',
      'Entre bastidores',
      'Preguntas de los oyentes, segunda ronda',
    ],
    ['Volver a empezar', 'El episodio del primer aniversario'],
  ],
  fr: [
    [
      'Pourquoi nous avons lancé cette émission',
      'Le meilleur conseil que nous avons ignoré',
      'Vos questions, premier tour',
      'Ce que nous avons raté',
    ],
    [
      'Une longue promenade avec une invitée',
      'Les habitudes qui sont restées (et les autres)',
      'Dans les coulisses',
      'Vos questions, deuxième tour',
    ],
    ['Tout recommencer', 'L’épisode de nos un an'],
  ],
  de: [
    [
      'Warum wir diese Sendung gestartet haben',
      'Der beste Rat, den wir ignoriert haben',
      'Eure Fragen, Runde eins',
      'Was wir falsch gemacht haben',
    ],
    [
      'Ein langer Spaziergang mit einem Gast',
      'Gewohnheiten, die geblieben sind (und die anderen)',
      'Hinter den Kulissen',
      'Eure Fragen, Runde zwei',
    ],
    ['Neu anfangen', 'Die Folge zum ersten Geburtstag'],
  ],
  pt: [
    [
      'Porque começámos este programa',
      'O melhor conselho que ignorámos',
      'Perguntas dos ouvintes, primeira ronda',
      'O que fizemos mal',
    ],
    [
      'Um longo passeio com uma convidada',
      'Hábitos que ficaram (e os que não)',
      'Nos bastidores',
      'Perguntas dos ouvintes, segunda ronda',
    ],
    ['Recomeçar', 'O episódio do primeiro aniversário'],
  ],
  it: [
    [
      'Perché abbiamo iniziato questo programma',
      'Il miglior consiglio che abbiamo ignorato',
      'Le vostre domande, primo giro',
      'Dove abbiamo sbagliato',
    ],
    [
      'Una lunga passeggiata con un’ospite',
      'Abitudini che sono rimaste (e quelle no)',
      'Dietro le quinte',
      'Le vostre domande, secondo giro',
    ],
    ['Ricominciare', 'L’episodio del primo anno'],
  ],
};
