import type { PromptLanguage } from '../language';

/** Each service set's names and descriptions in the prompt's language, in the English set's order. */
export type ServiceSetId = 'hair' | 'physio' | 'dental' | 'beauty' | 'lessons' | 'vet' | 'general';
type Names = ReadonlyArray<readonly [name: string, description: string]>;

export const SERVICE_NAMES: Record<PromptLanguage, Record<ServiceSetId, Names>> = {
  es: {
    hair: [
      ['Corte de pelo', 'Lavado, corte y peinado.'],
      ['Corte y color', 'Color completo o mechas con corte.'],
      ['Lavar y peinar', 'Lavado y peinado con secador.'],
      ['Arreglo de barba', 'Perfilado con máquina y navaja.'],
    ],
    physio: [
      ['Primera valoración', 'Valoración completa y plan de tratamiento.'],
      ['Sesión de seguimiento', 'Tratamiento y ejercicios según tu plan.'],
      ['Masaje deportivo', 'Masaje profundo para el entrenamiento y la recuperación.'],
    ],
    dental: [
      ['Revisión', 'Exploración y consejos.'],
      ['Limpieza dental', 'Eliminación del sarro y pulido.'],
      ['Consulta de blanqueamiento', 'Descubre si el blanqueamiento es para ti.'],
    ],
    beauty: [
      ['Masaje relajante', 'Masaje de cuerpo entero con aceites templados.'],
      ['Tratamiento facial', 'Limpieza, exfoliación e hidratación.'],
      ['Manicura', 'Limado, cutículas y esmalte.'],
    ],
    lessons: [
      ['Clase de prueba', 'Nos conocemos, fijamos objetivos y probamos un primer ejercicio.'],
      ['Clase de una hora', 'Una clase individual adaptada a tu nivel.'],
      ['Clase de noventa minutos', 'Una clase más larga para profundizar.'],
    ],
    vet: [
      ['Consulta', 'Exploración y consejos.'],
      ['Vacunación', 'Refuerzos anuales y una revisión rápida.'],
      ['Peluquería completa', 'Baño, corte, uñas y orejas.'],
    ],
    general: [
      ['Llamada de presentación', 'Una primera conversación breve.'],
      ['Consulta', 'Hablamos de lo que necesitas.'],
      ['Sesión completa', 'Una hora de trabajo juntos, sin distracciones.'],
    ],
  },
  fr: {
    hair: [
      ['Coupe', 'Shampooing, coupe et coiffage.'],
      ['Coupe et couleur', 'Couleur complète ou mèches avec coupe.'],
      ['Brushing', 'Shampooing et brushing.'],
      ['Taille de barbe', 'Contours à la tondeuse et au rasoir.'],
    ],
    physio: [
      ['Bilan initial', 'Un bilan complet et un plan de traitement.'],
      ['Séance de suivi', 'Soins et exercices selon votre plan.'],
      ['Massage sportif', 'Massage profond pour l’entraînement et la récupération.'],
    ],
    dental: [
      ['Contrôle', 'Examen et conseils.'],
      ['Détartrage', 'Détartrage et polissage.'],
      ['Consultation blanchiment', 'Voyez si un blanchiment vous convient.'],
    ],
    beauty: [
      ['Massage relaxant', 'Massage du corps entier aux huiles chaudes.'],
      ['Soin du visage', 'Nettoyage, gommage et hydratation.'],
      ['Manucure', 'Limage, soin des cuticules et vernis.'],
    ],
    lessons: [
      ['Cours d’essai', 'On fait connaissance, on fixe des objectifs et on essaie un premier exercice.'],
      ['Cours d’une heure', 'Un cours particulier adapté à votre niveau.'],
      ['Cours de 90\u00a0minutes', 'Un cours plus long pour approfondir.'],
    ],
    vet: [
      ['Consultation', 'Un examen et des conseils.'],
      ['Vaccination', 'Rappels annuels et un contrôle rapide.'],
      ['Toilettage complet', 'Bain, coupe, griffes et oreilles.'],
    ],
    general: [
      ['Appel découverte', 'Un premier échange rapide.'],
      ['Consultation', 'Parlons de ce dont vous avez besoin.'],
      ['Séance complète', 'Une heure de travail concentré ensemble.'],
    ],
  },
  de: {
    hair: [
      ['Haarschnitt', 'Waschen, Schneiden, Föhnen.'],
      ['Schnitt und Farbe', 'Komplettfarbe oder Strähnchen mit Schnitt.'],
      ['Föhnen', 'Waschen und Föhnfrisur.'],
      ['Bart trimmen', 'Konturen mit Maschine und Rasiermesser.'],
    ],
    physio: [
      ['Erstbefund', 'Ausführliche Untersuchung und ein Behandlungsplan.'],
      ['Folgebehandlung', 'Behandlung und Übungen nach Ihrem Plan.'],
      ['Sportmassage', 'Tiefengewebsmassage für Training und Regeneration.'],
    ],
    dental: [
      ['Kontrolle', 'Untersuchung und Beratung.'],
      ['Zahnreinigung', 'Zahnstein entfernen und polieren.'],
      ['Bleaching-Beratung', 'Finden Sie heraus, ob ein Bleaching zu Ihnen passt.'],
    ],
    beauty: [
      ['Entspannungsmassage', 'Ganzkörpermassage mit warmen Ölen.'],
      ['Gesichtsbehandlung', 'Reinigung, Peeling und Feuchtigkeitspflege.'],
      ['Maniküre', 'Feilen, Nagelhautpflege und Lack.'],
    ],
    lessons: [
      ['Probestunde', 'Kennenlernen, Ziele festlegen und eine erste Übung ausprobieren.'],
      ['Einzelstunde', 'Eine Stunde Einzelunterricht passend zu Ihrem Niveau.'],
      ['Doppelstunde', 'Neunzig Minuten, um in die Tiefe zu gehen.'],
    ],
    vet: [
      ['Untersuchung', 'Eine Untersuchung und Beratung.'],
      ['Impfung', 'Jährliche Auffrischung und ein kurzer Check.'],
      ['Komplettpflege', 'Baden, Scheren, Krallen und Ohren.'],
    ],
    general: [
      ['Kennenlerngespräch', 'Ein kurzes erstes Gespräch.'],
      ['Beratung', 'Wir sprechen über das, was Sie brauchen.'],
      ['Ausführliche Sitzung', 'Eine Stunde konzentrierte Zusammenarbeit.'],
    ],
  },
  pt: {
    hair: [
      ['Corte de cabelo', 'Lavagem, corte e finalização.'],
      ['Corte e coloração', 'Coloração completa ou madeixas com corte.'],
      ['Brushing', 'Lavagem e brushing.'],
      ['Aparar a barba', 'Contornos com máquina e navalha.'],
    ],
    physio: [
      ['Avaliação inicial', 'Avaliação completa e plano de tratamento.'],
      ['Sessão de acompanhamento', 'Tratamento e exercícios segundo o seu plano.'],
      ['Massagem desportiva', 'Massagem profunda para o treino e a recuperação.'],
    ],
    dental: [
      ['Consulta de rotina', 'Observação e aconselhamento.'],
      ['Higiene oral', 'Destartarização e polimento.'],
      ['Consulta de branqueamento', 'Saiba se o branqueamento é indicado para si.'],
    ],
    beauty: [
      ['Massagem relaxante', 'Massagem de corpo inteiro com óleos quentes.'],
      ['Limpeza de pele', 'Limpeza, esfoliação e hidratação.'],
      ['Manicure', 'Limar, cuidar das cutículas e verniz.'],
    ],
    lessons: [
      ['Aula experimental', 'Conhecemo-nos, definimos objetivos e experimentamos um primeiro exercício.'],
      ['Aula de uma hora', 'Uma aula individual ao seu nível.'],
      ['Aula de noventa minutos', 'Uma aula mais longa para aprofundar.'],
    ],
    vet: [
      ['Consulta', 'Observação e aconselhamento.'],
      ['Vacinação', 'Reforços anuais e uma verificação rápida.'],
      ['Tosquia completa', 'Banho, corte, unhas e orelhas.'],
    ],
    general: [
      ['Chamada de apresentação', 'Uma primeira conversa breve.'],
      ['Consulta', 'Falamos sobre aquilo de que precisa.'],
      ['Sessão completa', 'Uma hora de trabalho focado em conjunto.'],
    ],
  },
  it: {
    hair: [
      ['Taglio', 'Shampoo, taglio e piega.'],
      ['Taglio e colore', 'Colore completo o colpi di sole con taglio.'],
      ['Piega', 'Shampoo e piega con il phon.'],
      ['Regolazione barba', 'Contorni con macchinetta e rasoio.'],
    ],
    physio: [
      ['Prima valutazione', 'Valutazione completa e piano di trattamento.'],
      ['Seduta di controllo', 'Trattamento ed esercizi secondo il tuo piano.'],
      ['Massaggio sportivo', 'Massaggio profondo per allenamento e recupero.'],
    ],
    dental: [
      ['Visita di controllo', 'Visita e consigli.'],
      ['Igiene dentale', 'Rimozione del tartaro e lucidatura.'],
      ['Consulenza sbiancamento', 'Scopri se lo sbiancamento fa per te.'],
    ],
    beauty: [
      ['Massaggio rilassante', 'Massaggio di tutto il corpo con oli caldi.'],
      ['Trattamento viso', 'Pulizia, esfoliazione e idratazione.'],
      ['Manicure', 'Limatura, cura delle cuticole e smalto.'],
    ],
    lessons: [
      ['Lezione di prova', 'Ci conosciamo, fissiamo gli obiettivi e proviamo un primo esercizio.'],
      ['Lezione di un’ora', 'Una lezione individuale al tuo livello.'],
      ['Lezione di novanta minuti', 'Una lezione più lunga per approfondire.'],
    ],
    vet: [
      ['Visita', 'Una visita e qualche consiglio.'],
      ['Vaccinazione', 'Richiami annuali e un controllo veloce.'],
      ['Toelettatura completa', 'Bagno, taglio, unghie e orecchie.'],
    ],
    general: [
      ['Chiamata conoscitiva', 'Una breve prima conversazione.'],
      ['Consulenza', 'Parliamo di ciò di cui hai bisogno.'],
      ['Sessione completa', 'Un’ora di lavoro concentrato insieme.'],
    ],
  },
};
