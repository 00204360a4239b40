import { describe, expect, it } from 'vitest';
import { PROMPT_LANGUAGE_IDS } from '../language';
import { localSchema, schemaActions } from './records-copy';
import { RECORDS_SCHEMAS, schemaFor } from './records-schemas';

describe('records in the language of the prompt', () => {
  it('translates every schema whole: labels, choices, and sample rows the form can hold', () => {
    for (const language of PROMPT_LANGUAGE_IDS) {
      for (const english of RECORDS_SCHEMAS) {
        const schema = localSchema(english, language);
        const where = `${language}.${english.id}`;
        expect(
          schema.fields.map((field) => field.key),
          where,
        ).toEqual(english.fields.map((field) => field.key));
        for (const [index, field] of schema.fields.entries()) {
          const original = english.fields[index];
          expect(field.options?.length, `${where}.${field.key}`).toBe(original?.options?.length);
          for (const row of schema.rows) {
            const value = row[field.key];
            if (field.type === 'select' && value !== undefined) expect(field.options, where).toContain(value);
          }
        }
        for (const [index, row] of schema.rows.entries()) {
          // Numbers, dates, emails and phones stay; only words change.
          for (const [key, value] of Object.entries(row))
            if (typeof value === 'number') expect(value).toBe(english.rows[index]?.[key]);
        }
        expect(Object.values(schemaActions(english, language)).every(Boolean)).toBe(true);
      }
    }
  });

  it('keeps English as it was', () => {
    const crm = schemaFor('A CRM');
    expect(localSchema(crm, 'en')).toBe(crm);
    expect(schemaActions(crm, 'en')).toEqual({
      add: 'Add client',
      edit: 'Edit client',
      search: 'Search clients',
    });
  });

  it('picks the schema by words in each language', () => {
    expect(schemaFor('Un CRM para mi inmobiliaria').id).toBe('crm');
    expect(schemaFor('Eine Lagerverwaltung für meine Werkstatt').id).toBe('inventory');
    expect(schemaFor('Une application de suivi des dépenses pour mon foyer').id).toBe('finance');
    expect(schemaFor('Uma agenda de contactos para a minha família').id).toBe('contacts');
    expect(schemaFor('Un pannello di amministrazione per gestire gli utenti').id).toBe('users');
    expect(schemaFor('Un control de gastos e ingresos').id).toBe('finance');
    expect(schemaFor('Ein CRM für meine Kundenverwaltung').id).toBe('crm');
  });
});
