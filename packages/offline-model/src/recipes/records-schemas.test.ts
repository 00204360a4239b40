import { describe, expect, it } from 'vitest';
import { RECORDS_SCHEMAS, schemaFor } from './records-schemas';

describe('schemaFor', () => {
  it('keeps what the prompt is about', () => {
    expect(schemaFor('A simple CRM to keep track of my clients and deals').id).toBe('crm');
    expect(schemaFor('Inventory management for my small warehouse').id).toBe('inventory');
    expect(schemaFor('Personal finance tracker with income and expenses').id).toBe('finance');
    expect(schemaFor('Admin panel to manage users and their roles').id).toBe('users');
    expect(schemaFor('A contact book app to store names, phones and emails').id).toBe('contacts');
    expect(schemaFor('A records app for my club').id).toBe('crm');
  });

  it('gives every seed row a value the form can hold for each field', () => {
    for (const schema of RECORDS_SCHEMAS) {
      for (const row of schema.rows) {
        for (const field of schema.fields) {
          const value = row[field.key];
          if (field.required) expect(value, `${schema.id}.${field.key}`).toBeDefined();
          if (field.type === 'select' && value !== undefined) expect(field.options).toContain(value);
          if (field.type === 'date' && value !== undefined)
            expect(String(value)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
      }
    }
  });
});
