import { describe, expect, it } from 'vitest';
import { listingSchemaFor } from './listings-subjects';

describe('listingSchemaFor', () => {
  it.each([
    ['A real estate listing site for apartments in Madrid with filters', 'homes'],
    ['A job board for remote developer jobs', 'jobs'],
    ['A recipe collection app where I can browse recipes by cuisine', 'recipes'],
    ['Used car listings with price and mileage filters', 'cars'],
    ['Directory of coworking spaces in Amsterdam', 'places'],
    ['A listings site for vintage furniture', 'furniture'],
    ['Pet adoption listings for our rescue shelter', 'pets'],
    ['A listings site for second-hand books', 'books'],
    ['A catalogue of evening classes and courses', 'courses'],
    ['A listings site for vintage guitars', 'generic'],
  ])('%s → %s', (prompt, id) => {
    expect(listingSchemaFor(prompt).id).toBe(id);
  });

  it('puts the place into the sample data and gives every item every field', () => {
    for (const prompt of [
      'apartments',
      'jobs',
      'recipes',
      'used cars',
      'directory',
      'pets',
      'books',
      'courses',
      'furniture',
      'things',
    ]) {
      const schema = listingSchemaFor(prompt);
      const items = schema.items('Lisbon');
      expect(items.length).toBeGreaterThanOrEqual(6);
      for (const item of items) {
        for (const field of schema.fields) expect(item.values[field.key]).toBeTruthy();
      }
    }
    expect(listingSchemaFor('apartments').items('Lisbon')[0]?.summary).toContain('Lisbon');
  });
});
