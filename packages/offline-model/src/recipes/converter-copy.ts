import type { AppLanguage } from '../locale';
import { UNIT_NAMES, type UnitNames } from './converter-unit-names';

/**
 * Everything the unit converter says, per language (issue 18 §2); its unit and currency names are in
 * `converter-unit-names.ts`. `{x}` stands for the value put in.
 */
export type ConverterCopy = {
  /** The locale its numbers are formatted in (`Intl`). */
  locale: string;
  /** The decimal separator shown on screen; a value may be typed with either. */
  decimal: '.' | ',';
  nav: string;
  subtitle: string;
  description: (name: string) => string;
  intro: string;
  categories: {
    length: string;
    weight: string;
    temperature: string;
    volume: string;
    speed: string;
    currency: string;
  };
  sampleNote: string;
  category: string;
  value: string;
  from: string;
  to: string;
  swap: string;
  result: string;
  typeValue: string;
  save: string;
  /** "Saved: {x}" */
  saved: string;
  errors: { number: string; units: string; absoluteZero: string; negative: string };
  history: { title: string; clear: string; empty: string; list: string };
  units: UnitNames;
};

const EN: ConverterCopy = {
  locale: 'en',
  decimal: '.',
  nav: 'Converter',
  subtitle: 'History kept in this browser',
  description: (name) =>
    `${name}: a unit converter for length, weight, temperature, volume, speed and currency.`,
  intro: 'Length, weight, temperature, volume, speed and currency. The result updates as you type.',
  categories: {
    length: 'Length',
    weight: 'Weight',
    temperature: 'Temperature',
    volume: 'Volume',
    speed: 'Speed',
    currency: 'Currency',
  },
  sampleNote:
    'Sample rates, not live: fixed example rates for trying the converter. Check a live source before using real money.',
  category: 'Category',
  value: 'Value',
  from: 'From',
  to: 'To',
  swap: 'Swap units',
  result: 'Result',
  typeValue: 'Type a value to convert.',
  save: 'Save to history',
  saved: 'Saved: {x}',
  errors: {
    number: 'Enter a number, such as 12.5.',
    units: 'Choose both units.',
    absoluteZero: 'That is below absolute zero (−273.15 °C).',
    negative: '{x} cannot be negative.',
  },
  history: {
    title: 'History',
    clear: 'Clear history',
    empty: 'No conversions saved yet. Save one and it is kept in this browser.',
    list: 'Saved conversions',
  },
  units: UNIT_NAMES.en,
};

export const CONVERTER_COPY: Record<AppLanguage, ConverterCopy> = {
  en: EN,
  es: {
    locale: 'es-ES',
    decimal: ',',
    nav: 'Conversor',
    subtitle: 'Historial guardado en este navegador',
    description: (name) =>
      `${name}: un conversor de longitud, peso, temperatura, volumen, velocidad y divisas.`,
    intro:
      'Longitud, peso, temperatura, volumen, velocidad y divisas. El resultado cambia mientras escribes.',
    categories: {
      length: 'Longitud',
      weight: 'Peso',
      temperature: 'Temperatura',
      volume: 'Volumen',
      speed: 'Velocidad',
      currency: 'Divisas',
    },
    sampleNote:
      'Tipos de ejemplo, no en tiempo real: sirven para probar el conversor. Consulta una fuente actualizada antes de operar con dinero real.',
    category: 'Categoría',
    value: 'Valor',
    from: 'De',
    to: 'A',
    swap: 'Intercambiar unidades',
    result: 'Resultado',
    typeValue: 'Escribe un valor para convertirlo.',
    save: 'Guardar en el historial',
    saved: 'Guardado: {x}',
    errors: {
      number: 'Escribe un número, por ejemplo 12,5.',
      units: 'Elige las dos unidades.',
      absoluteZero: 'Eso está por debajo del cero absoluto (−273,15 °C).',
      negative: '{x}: el valor no puede ser negativo.',
    },
    history: {
      title: 'Historial',
      clear: 'Borrar historial',
      empty: 'Aún no has guardado ninguna conversión. Las que guardes se quedan en este navegador.',
      list: 'Conversiones guardadas',
    },
    units: UNIT_NAMES.es,
  },
  fr: {
    locale: 'fr-FR',
    decimal: ',',
    nav: 'Convertisseur',
    subtitle: 'Historique enregistré dans ce navigateur',
    description: (name) =>
      `${name}\u00a0: un convertisseur de longueurs, poids, températures, volumes, vitesses et devises.`,
    intro:
      'Longueur, poids, température, volume, vitesse et devises. Le résultat s’affiche au fil de la saisie.',
    categories: {
      length: 'Longueur',
      weight: 'Poids',
      temperature: 'Température',
      volume: 'Volume',
      speed: 'Vitesse',
      currency: 'Devises',
    },
    sampleNote:
      'Taux d’exemple, pas en temps réel\u00a0: des taux fixes pour essayer le convertisseur. Vérifiez une source à jour avant toute opération réelle.',
    category: 'Catégorie',
    value: 'Valeur',
    from: 'De',
    to: 'Vers',
    swap: 'Inverser les unités',
    result: 'Résultat',
    typeValue: 'Saisissez une valeur à convertir.',
    save: 'Enregistrer dans l’historique',
    saved: 'Enregistré\u00a0: {x}',
    errors: {
      number: 'Saisissez un nombre, par exemple 12,5.',
      units: 'Choisissez les deux unités.',
      absoluteZero: 'C’est en dessous du zéro absolu (−273,15 °C).',
      negative: '{x}\u00a0: la valeur ne peut pas être négative.',
    },
    history: {
      title: 'Historique',
      clear: 'Effacer l’historique',
      empty:
        'Aucune conversion enregistrée pour l’instant. Celles que vous enregistrez restent dans ce navigateur.',
      list: 'Conversions enregistrées',
    },
    units: UNIT_NAMES.fr,
  },
  de: {
    locale: 'de-DE',
    decimal: ',',
    nav: 'Umrechner',
    subtitle: 'Verlauf in diesem Browser gespeichert',
    description: (name) =>
      `${name}: ein Einheitenumrechner für Länge, Gewicht, Temperatur, Volumen, Geschwindigkeit und Währungen.`,
    intro:
      'Länge, Gewicht, Temperatur, Volumen, Geschwindigkeit und Währungen. Das Ergebnis erscheint schon beim Tippen.',
    categories: {
      length: 'Länge',
      weight: 'Gewicht',
      temperature: 'Temperatur',
      volume: 'Volumen',
      speed: 'Geschwindigkeit',
      currency: 'Währung',
    },
    sampleNote:
      'Beispielkurse, nicht live: feste Kurse zum Ausprobieren. Prüfe vor echten Geldgeschäften eine aktuelle Quelle.',
    category: 'Kategorie',
    value: 'Wert',
    from: 'Von',
    to: 'Nach',
    swap: 'Einheiten tauschen',
    result: 'Ergebnis',
    typeValue: 'Gib einen Wert zum Umrechnen ein.',
    save: 'Im Verlauf speichern',
    saved: 'Gespeichert: {x}',
    errors: {
      number: 'Gib eine Zahl ein, zum Beispiel 12,5.',
      units: 'Wähle beide Einheiten.',
      absoluteZero: 'Das liegt unter dem absoluten Nullpunkt (−273,15 °C).',
      negative: '{x}: Der Wert darf nicht negativ sein.',
    },
    history: {
      title: 'Verlauf',
      clear: 'Verlauf löschen',
      empty: 'Noch keine Umrechnungen gespeichert. Was du speicherst, bleibt in diesem Browser.',
      list: 'Gespeicherte Umrechnungen',
    },
    units: UNIT_NAMES.de,
  },
  pt: {
    locale: 'pt-PT',
    decimal: ',',
    nav: 'Conversor',
    subtitle: 'Histórico guardado neste navegador',
    description: (name) =>
      `${name}: um conversor de comprimento, peso, temperatura, volume, velocidade e moedas.`,
    intro:
      'Comprimento, peso, temperatura, volume, velocidade e moedas. O resultado atualiza-se enquanto escreve.',
    categories: {
      length: 'Comprimento',
      weight: 'Peso',
      temperature: 'Temperatura',
      volume: 'Volume',
      speed: 'Velocidade',
      currency: 'Moedas',
    },
    sampleNote:
      'Taxas de exemplo, não em tempo real: taxas fixas para experimentar o conversor. Consulte uma fonte atualizada antes de usar dinheiro a sério.',
    category: 'Categoria',
    value: 'Valor',
    from: 'De',
    to: 'Para',
    swap: 'Trocar unidades',
    result: 'Resultado',
    typeValue: 'Escreva um valor para converter.',
    save: 'Guardar no histórico',
    saved: 'Guardado: {x}',
    errors: {
      number: 'Introduza um número, por exemplo 12,5.',
      units: 'Escolha as duas unidades.',
      absoluteZero: 'Isso está abaixo do zero absoluto (−273,15 °C).',
      negative: '{x}: o valor não pode ser negativo.',
    },
    history: {
      title: 'Histórico',
      clear: 'Limpar histórico',
      empty: 'Ainda não guardou nenhuma conversão. As que guardar ficam neste navegador.',
      list: 'Conversões guardadas',
    },
    units: UNIT_NAMES.pt,
  },
  it: {
    locale: 'it-IT',
    decimal: ',',
    nav: 'Convertitore',
    subtitle: 'Cronologia salvata in questo browser',
    description: (name) =>
      `${name}: un convertitore di lunghezza, peso, temperatura, volume, velocità e valute.`,
    intro: 'Lunghezza, peso, temperatura, volume, velocità e valute. Il risultato si aggiorna mentre scrivi.',
    categories: {
      length: 'Lunghezza',
      weight: 'Peso',
      temperature: 'Temperatura',
      volume: 'Volume',
      speed: 'Velocità',
      currency: 'Valute',
    },
    sampleNote:
      'Tassi di esempio, non in tempo reale: tassi fissi per provare il convertitore. Controlla una fonte aggiornata prima di usare denaro vero.',
    category: 'Categoria',
    value: 'Valore',
    from: 'Da',
    to: 'A',
    swap: 'Inverti le unità',
    result: 'Risultato',
    typeValue: 'Scrivi un valore da convertire.',
    save: 'Salva nella cronologia',
    saved: 'Salvato: {x}',
    errors: {
      number: 'Inserisci un numero, per esempio 12,5.',
      units: 'Scegli entrambe le unità.',
      absoluteZero: 'È sotto lo zero assoluto (−273,15 °C).',
      negative: '{x}: il valore non può essere negativo.',
    },
    history: {
      title: 'Cronologia',
      clear: 'Cancella cronologia',
      empty: 'Nessuna conversione salvata. Quelle che salvi restano in questo browser.',
      list: 'Conversioni salvate',
    },
    units: UNIT_NAMES.it,
  },
};
