import type { ListingSchema } from './listings-schemas';

/** More subjects people ask listings for: pets to adopt, second-hand books, courses, vintage furniture. */

export const PETS: ListingSchema = {
  id: 'pets',
  noun: 'pet',
  plural: 'pets',
  priceLabel: 'Adoption fee',
  action: 'Ask to adopt',
  fields: [
    { key: 'species', label: 'Species', filter: true },
    { key: 'age', label: 'Age', filter: false },
    { key: 'size', label: 'Size', filter: true },
    { key: 'goodWith', label: 'Good with', filter: false },
  ],
  items: (place) =>
    [
      ['Biscuit, a gentle beagle', 'Dog', '3 years', 'Medium', 'Children and other dogs', 150],
      ['Luna, a curious tabby', 'Cat', '1 year', 'Small', 'Calm homes', 90],
      ['Otto, a loyal labrador', 'Dog', '6 years', 'Large', 'Children', 120],
      ['Pip and Poppy, two rabbits', 'Rabbit', '2 years', 'Small', 'Older children', 60],
      ['Miso, a shy black cat', 'Cat', '4 years', 'Small', 'Quiet homes, no dogs', 80],
      ['Rocket, a playful terrier mix', 'Dog', '8 months', 'Small', 'Active families', 170],
    ].map(([title, species, age, size, goodWith, price]) => ({
      title: String(title),
      summary: `${species}, ${age}, ${String(size).toLowerCase()}${place ? ` · in foster care in ${place}` : ''}`,
      price: Number(price),
      values: { species: String(species), age: String(age), size: String(size), goodWith: String(goodWith) },
    })),
};

export const BOOKS: ListingSchema = {
  id: 'books',
  noun: 'book',
  plural: 'books',
  priceLabel: 'Price',
  action: 'Message the seller',
  fields: [
    { key: 'author', label: 'Author', filter: false },
    { key: 'genre', label: 'Genre', filter: true },
    { key: 'condition', label: 'Condition', filter: true },
    { key: 'format', label: 'Format', filter: true },
  ],
  items: (place) =>
    [
      ['The Left Hand of Darkness', 'Ursula K. Le Guin', 'Science fiction', 'Very good', 'Paperback', 8],
      ['Middlemarch', 'George Eliot', 'Classics', 'Good', 'Hardback', 12],
      ['The Remains of the Day', 'Kazuo Ishiguro', 'Literary fiction', 'Like new', 'Paperback', 7],
      ['A Brief History of Time', 'Stephen Hawking', 'Science', 'Good', 'Paperback', 6],
      ['Pride and Prejudice', 'Jane Austen', 'Classics', 'Very good', 'Hardback', 15],
      ['Dune', 'Frank Herbert', 'Science fiction', 'Good', 'Paperback', 9],
    ].map(([title, author, genre, condition, format, price]) => ({
      title: String(title),
      summary: `${author} · ${String(format).toLowerCase()}, ${String(condition).toLowerCase()}${place ? ` · ${place}` : ''}`,
      price: Number(price),
      values: {
        author: String(author),
        genre: String(genre),
        condition: String(condition),
        format: String(format),
      },
    })),
};

export const COURSES: ListingSchema = {
  id: 'courses',
  noun: 'course',
  plural: 'courses',
  priceLabel: 'Price',
  action: 'Enrol',
  fields: [
    { key: 'level', label: 'Level', filter: true },
    { key: 'format', label: 'Format', filter: true },
    { key: 'length', label: 'Length', filter: false },
    { key: 'teacher', label: 'Teacher', filter: false },
  ],
  items: (place) =>
    [
      ['Pottery for beginners', 'Beginner', 'In person', '6 weeks', 'Marta Lopes', 180],
      ['Conversational Spanish', 'Intermediate', 'Online', '8 weeks', 'Diego Alvarez', 120],
      ['Digital photography basics', 'Beginner', 'In person', '4 weeks', 'Ana Silva', 140],
      ['Python for data analysis', 'Intermediate', 'Online', '10 weeks', 'Priya Raman', 220],
      ['Watercolour landscapes', 'All levels', 'In person', '5 weeks', 'Tom Becker', 130],
      ['Public speaking with confidence', 'All levels', 'Online', '3 weeks', 'Grace Owusu', 90],
    ].map(([title, level, format, length, teacher, price]) => ({
      title: String(title),
      summary: `${length}, ${String(format).toLowerCase()}${format === 'In person' && place ? ` in ${place}` : ''} · ${teacher}`,
      price: Number(price),
      values: {
        level: String(level),
        format: String(format),
        length: String(length),
        teacher: String(teacher),
      },
    })),
};

export const FURNITURE: ListingSchema = {
  id: 'furniture',
  noun: 'piece',
  plural: 'pieces',
  priceLabel: 'Price',
  action: 'Contact seller',
  fields: [
    { key: 'room', label: 'Room', filter: true },
    { key: 'era', label: 'Era', filter: true },
    { key: 'material', label: 'Material', filter: false },
    { key: 'condition', label: 'Condition', filter: true },
  ],
  items: (place) =>
    [
      ['Teak sideboard', 'Living room', '1960s', 'Teak', 'Restored', 690],
      ['Bentwood dining chairs (set of 4)', 'Dining room', '1950s', 'Beech', 'Good', 340],
      ['Rattan lounge chair', 'Living room', '1970s', 'Rattan', 'Very good', 260],
      ['Oak writing desk', 'Study', '1940s', 'Oak', 'Restored', 480],
      ['Brass floor lamp', 'Living room', '1970s', 'Brass', 'Good', 190],
      ['Pine chest of drawers', 'Bedroom', '1930s', 'Pine', 'Original finish', 310],
    ].map(([title, room, era, material, condition, price]) => ({
      title: String(title),
      summary: `${era} ${String(material).toLowerCase()}, ${String(condition).toLowerCase()}${place ? ` · collect in ${place}` : ''}`,
      price: Number(price),
      values: {
        room: String(room),
        era: String(era),
        material: String(material),
        condition: String(condition),
      },
    })),
};
