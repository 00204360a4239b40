import type { AppLanguage } from '../locale';

/** Everything the calculator says, per language (issue 18 §2), and its decimal separator. */
export type CalculatorCopy = {
  nav: { calculator: string; history: string };
  subtitle: string;
  description: (name: string) => string;
  intro: string;
  /** The decimal separator shown (the arithmetic always uses a point). */
  decimal: '.' | ',';
  keys: {
    clear: string;
    sign: string;
    percent: string;
    divide: string;
    multiply: string;
    subtract: string;
    add: string;
    decimalPoint: string;
    equals: string;
  };
  result: string;
  error: string;
  divideByZero: string;
  deleteLast: string;
  delete: string;
  keyboardHint: string;
  history: {
    title: string;
    lastOne: string;
    lastMany: string;
    clear: string;
    emptyTitle: string;
    emptyText: string;
    list: string;
  };
};

export const CALCULATOR_COPY: Record<AppLanguage, CalculatorCopy> = {
  en: {
    nav: { calculator: 'Calculator', history: 'History' },
    subtitle: 'History kept in this browser',
    description: (name) => `${name}: a calculator that keeps its history.`,
    intro: 'Add, subtract, multiply and divide.',
    decimal: '.',
    keys: {
      clear: 'Clear',
      sign: 'Change sign',
      percent: 'Percent',
      divide: 'Divide',
      multiply: 'Multiply',
      subtract: 'Subtract',
      add: 'Add',
      decimalPoint: 'Decimal point',
      equals: 'Equals',
    },
    result: 'Result',
    error: 'Error',
    divideByZero: 'Cannot divide by zero',
    deleteLast: 'Delete last digit',
    delete: 'Delete',
    keyboardHint: 'Works with your keyboard too: numbers, + − × ÷, Enter and Backspace.',
    history: {
      title: 'History',
      lastOne: 'Your last calculation, kept in this browser.',
      lastMany: 'Your last calculations, kept in this browser.',
      clear: 'Clear history',
      emptyTitle: 'No calculations yet',
      emptyText: 'Each result you get with = is listed here.',
      list: 'Calculations',
    },
  },
  es: {
    nav: { calculator: 'Calculadora', history: 'Historial' },
    subtitle: 'Historial guardado en este navegador',
    description: (name) => `${name}: una calculadora que guarda su historial.`,
    intro: 'Suma, resta, multiplica y divide.',
    decimal: ',',
    keys: {
      clear: 'Borrar todo',
      sign: 'Cambiar el signo',
      percent: 'Porcentaje',
      divide: 'Dividir',
      multiply: 'Multiplicar',
      subtract: 'Restar',
      add: 'Sumar',
      decimalPoint: 'Coma decimal',
      equals: 'Igual',
    },
    result: 'Resultado',
    error: 'Error',
    divideByZero: 'No se puede dividir entre cero',
    deleteLast: 'Borrar el último dígito',
    delete: 'Borrar',
    keyboardHint: 'También funciona con el teclado: números, + − × ÷, Intro y Retroceso.',
    history: {
      title: 'Historial',
      lastOne: 'Tu último cálculo, guardado en este navegador.',
      lastMany: 'Tus últimos cálculos, guardados en este navegador.',
      clear: 'Borrar el historial',
      emptyTitle: 'Aún no hay cálculos',
      emptyText: 'Cada resultado que obtengas con = aparece aquí.',
      list: 'Cálculos',
    },
  },
  fr: {
    nav: { calculator: 'Calculatrice', history: 'Historique' },
    subtitle: 'Historique enregistré dans ce navigateur',
    description: (name) => `${name} : une calculatrice qui garde son historique.`,
    intro: 'Additionnez, soustrayez, multipliez et divisez.',
    decimal: ',',
    keys: {
      clear: 'Tout effacer',
      sign: 'Changer de signe',
      percent: 'Pourcentage',
      divide: 'Diviser',
      multiply: 'Multiplier',
      subtract: 'Soustraire',
      add: 'Additionner',
      decimalPoint: 'Virgule',
      equals: 'Égal',
    },
    result: 'Résultat',
    error: 'Erreur',
    divideByZero: 'Division par zéro impossible',
    deleteLast: 'Effacer le dernier chiffre',
    delete: 'Effacer',
    keyboardHint: 'Fonctionne aussi au clavier : chiffres, + − × ÷, Entrée et Retour arrière.',
    history: {
      title: 'Historique',
      lastOne: 'Votre dernier calcul, enregistré dans ce navigateur.',
      lastMany: 'Vos derniers calculs, enregistrés dans ce navigateur.',
      clear: 'Effacer l’historique',
      emptyTitle: 'Aucun calcul pour l’instant',
      emptyText: 'Chaque résultat obtenu avec = apparaît ici.',
      list: 'Calculs',
    },
  },
  de: {
    nav: { calculator: 'Rechner', history: 'Verlauf' },
    subtitle: 'Verlauf in diesem Browser gespeichert',
    description: (name) => `${name}: ein Rechner, der sich seinen Verlauf merkt.`,
    intro: 'Addieren, subtrahieren, multiplizieren und dividieren.',
    decimal: ',',
    keys: {
      clear: 'Alles löschen',
      sign: 'Vorzeichen wechseln',
      percent: 'Prozent',
      divide: 'Dividieren',
      multiply: 'Multiplizieren',
      subtract: 'Subtrahieren',
      add: 'Addieren',
      decimalPoint: 'Komma',
      equals: 'Gleich',
    },
    result: 'Ergebnis',
    error: 'Fehler',
    divideByZero: 'Division durch null ist nicht möglich',
    deleteLast: 'Letzte Ziffer löschen',
    delete: 'Löschen',
    keyboardHint: 'Funktioniert auch mit der Tastatur: Ziffern, + − × ÷, Enter und Rücktaste.',
    history: {
      title: 'Verlauf',
      lastOne: 'Deine letzte Rechnung, in diesem Browser gespeichert.',
      lastMany: 'Deine letzten Rechnungen, in diesem Browser gespeichert.',
      clear: 'Verlauf löschen',
      emptyTitle: 'Noch keine Rechnungen',
      emptyText: 'Jedes Ergebnis, das du mit = bekommst, erscheint hier.',
      list: 'Rechnungen',
    },
  },
  pt: {
    nav: { calculator: 'Calculadora', history: 'Histórico' },
    subtitle: 'Histórico guardado neste navegador',
    description: (name) => `${name}: uma calculadora que guarda o histórico.`,
    intro: 'Some, subtraia, multiplique e divida.',
    decimal: ',',
    keys: {
      clear: 'Limpar tudo',
      sign: 'Trocar o sinal',
      percent: 'Percentagem',
      divide: 'Dividir',
      multiply: 'Multiplicar',
      subtract: 'Subtrair',
      add: 'Somar',
      decimalPoint: 'Vírgula decimal',
      equals: 'Igual',
    },
    result: 'Resultado',
    error: 'Erro',
    divideByZero: 'Não é possível dividir por zero',
    deleteLast: 'Apagar o último dígito',
    delete: 'Apagar',
    keyboardHint: 'Também funciona com o teclado: números, + − × ÷, Enter e Retrocesso.',
    history: {
      title: 'Histórico',
      lastOne: 'O seu último cálculo, guardado neste navegador.',
      lastMany: 'Os seus últimos cálculos, guardados neste navegador.',
      clear: 'Limpar o histórico',
      emptyTitle: 'Ainda sem cálculos',
      emptyText: 'Cada resultado que obtiver com = aparece aqui.',
      list: 'Cálculos',
    },
  },
  it: {
    nav: { calculator: 'Calcolatrice', history: 'Cronologia' },
    subtitle: 'Cronologia salvata in questo browser',
    description: (name) => `${name}: una calcolatrice che ricorda la cronologia.`,
    intro: 'Somma, sottrai, moltiplica e dividi.',
    decimal: ',',
    keys: {
      clear: 'Cancella tutto',
      sign: 'Cambia segno',
      percent: 'Percentuale',
      divide: 'Dividi',
      multiply: 'Moltiplica',
      subtract: 'Sottrai',
      add: 'Somma',
      decimalPoint: 'Virgola',
      equals: 'Uguale',
    },
    result: 'Risultato',
    error: 'Errore',
    divideByZero: 'Impossibile dividere per zero',
    deleteLast: 'Cancella l’ultima cifra',
    delete: 'Cancella',
    keyboardHint: 'Funziona anche con la tastiera: numeri, + − × ÷, Invio e Backspace.',
    history: {
      title: 'Cronologia',
      lastOne: 'Il tuo ultimo calcolo, salvato in questo browser.',
      lastMany: 'I tuoi ultimi calcoli, salvati in questo browser.',
      clear: 'Cancella la cronologia',
      emptyTitle: 'Ancora nessun calcolo',
      emptyText: 'Ogni risultato ottenuto con = compare qui.',
      list: 'Calcoli',
    },
  },
};
