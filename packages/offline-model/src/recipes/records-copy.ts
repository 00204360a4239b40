import type { PromptLanguage } from '../language';
import type { AppLanguage } from '../locale';
import type { RecordsSchema } from './records-schemas';
import { SCHEMA_TEXTS_DE_PT } from './records-texts-de-pt';
import { SCHEMA_TEXTS_ES_FR } from './records-texts-es-fr';
import { SCHEMA_TEXTS_IT } from './records-texts-it';

/**
 * What a records app says, per language (issue 18 §2): the words around the records (`RecordsCopy`),
 * and each schema's own (`SchemaText`: its fields, choices and sample rows), written per language.
 * `{name}`, `{plural}`, `{query}`, `{visible}`, `{total}`, `{count}`, `{amount}` and `{field}` are
 * filled in by the generated app.
 */
export type RecordsAppCopy = {
  optional: string;
  save: string;
  actions: string;
  caption: string;
  editName: string;
  deleteName: string;
  added: string;
  updated: string;
  deleted: string;
  savedHere: string;
  countOf: string;
  empty: string;
  noMatch: string;
  summary: string;
  inAll: string;
  by: string;
  byList: string;
};

export type RecordsCopy = {
  locale: string;
  subtitle: string;
  /** The reply's and the page's description: the app's name, the schema's label and intro. */
  description: (name: string, label: string, intro: string) => string;
  app: RecordsAppCopy;
};

/** A schema in another language: its choices and sample text in the English rows' order. */
export type SchemaText = {
  /** With its article: "un CRM". */
  label: string;
  /** The page's intro: "Todos tus clientes en un solo lugar." */
  intro: string;
  entity: string;
  plural: string;
  add: string;
  edit: string;
  search: string;
  fields: Record<string, string>;
  options: Record<string, string[]>;
  rows: Record<string, string[]>;
};

export type SchemaTexts = Record<RecordsSchema['id'], SchemaText>;

const EN: RecordsCopy = {
  locale: 'en',
  subtitle: 'Saved in this browser',
  description: (name, label, intro) => `${name}: ${label}. ${intro}`,
  app: {
    optional: ' (optional)',
    save: 'Save',
    actions: 'Actions',
    caption: '{plural}, sortable by each column',
    editName: 'Edit {name}',
    deleteName: 'Delete {name}',
    added: '{entity} added.',
    updated: '{entity} updated.',
    deleted: '{entity} deleted.',
    savedHere: 'Saved in this browser.',
    countOf: '{visible} of {total} {plural}',
    empty: 'No {plural} yet. Add the first one.',
    noMatch: 'No {plural} match “{query}”.',
    summary: 'Summary',
    inAll: ', {amount} in all',
    by: 'By {field}',
    byList: '{plural} by {field}',
  },
};

const OTHERS: Record<PromptLanguage, RecordsCopy> = {
  es: {
    locale: 'es-ES',
    subtitle: 'Guardado en este navegador',
    description: (name, label, intro) => `${name}: ${label}. ${intro}`,
    app: {
      optional: ' (opcional)',
      save: 'Guardar',
      actions: 'Acciones',
      caption: '{plural}, se pueden ordenar por cada columna',
      editName: 'Editar {name}',
      deleteName: 'Eliminar {name}',
      added: 'Se ha añadido {name}.',
      updated: 'Se ha guardado {name}.',
      deleted: 'Se ha eliminado {name}.',
      savedHere: 'Se guarda en este navegador.',
      countOf: '{visible} de {total} {plural}',
      empty: 'Todavía no hay {plural}. Empieza con el botón «{add}».',
      noMatch: 'Ningún resultado para «{query}».',
      summary: 'Resumen',
      inAll: ', {amount} en total',
      by: 'Por {field}',
      byList: '{plural} por {field}',
    },
  },
  fr: {
    locale: 'fr-FR',
    subtitle: 'Enregistré dans ce navigateur',
    description: (name, label, intro) => `${name}\u00a0: ${label}. ${intro}`,
    app: {
      optional: ' (facultatif)',
      save: 'Enregistrer',
      actions: 'Actions',
      caption: '{plural}, triables par colonne',
      editName: 'Modifier {name}',
      deleteName: 'Supprimer {name}',
      added: 'Fiche ajoutée\u00a0: {name}.',
      updated: 'Fiche enregistrée\u00a0: {name}.',
      deleted: 'Fiche supprimée\u00a0: {name}.',
      savedHere: 'Enregistré dans ce navigateur.',
      countOf: '{visible} sur {total} {plural}',
      empty: 'La liste est vide pour l’instant. Commencez avec le bouton «\u00a0{add}\u00a0».',
      noMatch: 'Aucun résultat pour «\u00a0{query}\u00a0».',
      summary: 'Synthèse',
      inAll: ', {amount} au total',
      by: 'Par {field}',
      byList: '{plural} par {field}',
    },
  },
  de: {
    locale: 'de-DE',
    subtitle: 'In diesem Browser gespeichert',
    description: (name, label, intro) => `${name}: ${label}. ${intro}`,
    app: {
      optional: ' (optional)',
      save: 'Speichern',
      actions: 'Aktionen',
      caption: '{plural}, nach jeder Spalte sortierbar',
      editName: '{name} bearbeiten',
      deleteName: '{name} löschen',
      added: '{name} hinzugefügt.',
      updated: '{name} gespeichert.',
      deleted: '{name} gelöscht.',
      savedHere: 'Wird in diesem Browser gespeichert.',
      countOf: '{visible} von {total} {plural}',
      empty: 'Noch keine {plural}. Beginnen Sie mit „{add}“.',
      noMatch: 'Keine Treffer für „{query}“.',
      summary: 'Übersicht',
      inAll: ', insgesamt {amount}',
      by: 'Nach {field}',
      byList: '{plural} nach {field}',
    },
  },
  pt: {
    locale: 'pt-PT',
    subtitle: 'Guardado neste navegador',
    description: (name, label, intro) => `${name}: ${label}. ${intro}`,
    app: {
      optional: ' (opcional)',
      save: 'Guardar',
      actions: 'Ações',
      caption: '{plural}, ordenáveis por cada coluna',
      editName: 'Editar {name}',
      deleteName: 'Eliminar {name}',
      added: 'Registo adicionado: {name}.',
      updated: 'Registo guardado: {name}.',
      deleted: 'Registo eliminado: {name}.',
      savedHere: 'Guardado neste navegador.',
      countOf: '{visible} de {total} {plural}',
      empty: 'Ainda não há {plural}. Comece com o botão «{add}».',
      noMatch: 'Nenhum resultado para «{query}».',
      summary: 'Resumo',
      inAll: ', {amount} no total',
      by: 'Por {field}',
      byList: '{plural} por {field}',
    },
  },
  it: {
    locale: 'it-IT',
    subtitle: 'Salvato in questo browser',
    description: (name, label, intro) => `${name}: ${label}. ${intro}`,
    app: {
      optional: ' (facoltativo)',
      save: 'Salva',
      actions: 'Azioni',
      caption: '{plural}, ordinabili per ogni colonna',
      editName: 'Modifica {name}',
      deleteName: 'Elimina {name}',
      added: 'Voce aggiunta: {name}.',
      updated: 'Voce salvata: {name}.',
      deleted: 'Voce eliminata: {name}.',
      savedHere: 'Salvato in questo browser.',
      countOf: '{visible} di {total} {plural}',
      empty: 'Non ci sono ancora {plural}. Inizia con il pulsante «{add}».',
      noMatch: 'Nessun risultato per «{query}».',
      summary: 'Riepilogo',
      inAll: ', {amount} in tutto',
      by: 'Per {field}',
      byList: '{plural} per {field}',
    },
  },
};

export const RECORDS_COPY: Record<AppLanguage, RecordsCopy> = { en: EN, ...OTHERS };

const TEXTS: Record<PromptLanguage, SchemaTexts> = {
  ...SCHEMA_TEXTS_ES_FR,
  ...SCHEMA_TEXTS_DE_PT,
  ...SCHEMA_TEXTS_IT,
};

/** The schema in the app's language: labels, choices and the sample rows' text (numbers and dates stay). */
export function localSchema(schema: RecordsSchema, language: AppLanguage): RecordsSchema {
  if (language === 'en') return schema;
  const text = TEXTS[language][schema.id];
  const choice = (key: string, value: string | number) => {
    const english = schema.fields.find((field) => field.key === key)?.options;
    const index = english?.indexOf(String(value)) ?? -1;
    return index >= 0 ? (text.options[key]?.[index] ?? value) : value;
  };
  return {
    ...schema,
    label: text.label,
    entity: text.entity,
    plural: text.plural,
    fields: schema.fields.map((field) => ({
      ...field,
      label: text.fields[field.key] ?? field.label,
      ...(field.options ? { options: text.options[field.key] ?? field.options } : {}),
    })),
    rows: schema.rows.map((row, index) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [key, text.rows[key]?.[index] ?? choice(key, value)]),
      ),
    ),
  };
}

/** The schema's own words in a language other than English. */
export function localText(schema: RecordsSchema, language: PromptLanguage): SchemaText {
  return TEXTS[language][schema.id];
}

/** "Añadir cliente", "Editar cliente", "Buscar clientes" in the app's language. */
export function schemaActions(schema: RecordsSchema, language: AppLanguage) {
  if (language === 'en') {
    const entity = schema.entity.toLowerCase();
    return { add: `Add ${entity}`, edit: `Edit ${entity}`, search: `Search ${schema.plural}` };
  }
  const { add, edit, search } = TEXTS[language][schema.id];
  return { add, edit, search };
}
