/** The subjects a listings app can be about: their fields, filters and sample items, chosen from the prompt. */

export type ListingField = { key: string; label: string; filter: boolean };
export type ListingItem = {
  title: string;
  summary: string;
  price: number;
  values: Record<string, string>;
};
export type SchemaId =
  | 'homes'
  | 'jobs'
  | 'recipes'
  | 'cars'
  | 'places'
  | 'pets'
  | 'books'
  | 'courses'
  | 'furniture'
  | 'generic';
export type ListingSchema = {
  id: SchemaId;
  noun: string;
  plural: string;
  priceLabel: string;
  /** The price's name in the sort options when `priceLabel` is a phrase ("Salary from" sorts by salary). */
  sortLabel?: string;
  action: string;
  fields: ListingField[];
  /** The sample items; `currency` formats the amounts their text gives (a salary range). */
  items: (place: string, currency?: string) => ListingItem[];
};

/** A subject's words in another language: the same fields and items, said the way its speakers do. */
export type SchemaText = Pick<
  ListingSchema,
  'noun' | 'plural' | 'priceLabel' | 'sortLabel' | 'action' | 'items'
> & {
  labels: Record<string, string>;
};

export const HOMES: ListingSchema = {
  id: 'homes',
  noun: 'home',
  plural: 'homes',
  priceLabel: 'Price',
  action: 'Contact agent',
  fields: [
    { key: 'type', label: 'Type', filter: true },
    { key: 'bedrooms', label: 'Bedrooms', filter: true },
    { key: 'area', label: 'Area', filter: false },
    { key: 'neighbourhood', label: 'Neighbourhood', filter: true },
  ],
  items: (place) =>
    [
      ['Bright two-bedroom flat', 'Apartment', '2', '78 m²', 'Old Town', 320000],
      ['Family house with garden', 'House', '4', '160 m²', 'Riverside', 640000],
      ['Studio near the station', 'Studio', '1', '34 m²', 'Centre', 185000],
      ['Top-floor apartment with terrace', 'Apartment', '3', '102 m²', 'Old Town', 455000],
      ['Renovated townhouse', 'House', '3', '128 m²', 'Hillside', 520000],
      ['Quiet one-bedroom flat', 'Apartment', '1', '52 m²', 'Riverside', 240000],
    ].map(([title, type, bedrooms, area, hood, price]) => ({
      title: String(title),
      summary: `${type} in ${hood}${place ? `, ${place}` : ''}: ${area}, ${bedrooms} bedroom${bedrooms === '1' ? '' : 's'}.`,
      price: Number(price),
      values: {
        type: String(type),
        bedrooms: String(bedrooms),
        area: String(area),
        neighbourhood: String(hood),
      },
    })),
};

export const JOBS: ListingSchema = {
  id: 'jobs',
  noun: 'job',
  plural: 'jobs',
  priceLabel: 'Salary from',
  action: 'Apply',
  fields: [
    { key: 'company', label: 'Company', filter: false },
    { key: 'location', label: 'Location', filter: false },
    { key: 'workplace', label: 'Workplace', filter: true },
    { key: 'contract', label: 'Contract', filter: true },
    { key: 'salary', label: 'Salary range', filter: false },
  ],
  items: (place) =>
    [
      ['Frontend developer', 'Northwind Labs', 'Remote', 'Full-time', 52000, 68000],
      ['Product designer', 'Brightside Studio', 'Hybrid', 'Full-time', 48000, 60000],
      ['Data analyst', 'Harbour Analytics', 'On-site', 'Contract', 40000, 52000],
      ['Customer success lead', 'Fieldnote', 'Remote', 'Full-time', 45000, 55000],
      ['Backend engineer', 'Ledgerly', 'Hybrid', 'Full-time', 58000, 75000],
      ['Marketing assistant', 'Bloom & Co', 'On-site', 'Part-time', 24000, 30000],
    ].map(([title, company, workplace, contract, low, high]) => ({
      title: String(title),
      summary: `${company} is hiring a ${String(title).toLowerCase()} (${String(workplace).toLowerCase()}, ${String(contract).toLowerCase()}).`,
      price: Number(low),
      values: {
        company: String(company),
        location: workplace === 'Remote' ? 'Anywhere' : place || 'City centre',
        workplace: String(workplace),
        contract: String(contract),
        salary: `${Number(low).toLocaleString('en')} to ${Number(high).toLocaleString('en')} a year`,
      },
    })),
};

export const RECIPES: ListingSchema = {
  id: 'recipes',
  noun: 'recipe',
  plural: 'recipes',
  priceLabel: 'Cost per serving',
  action: 'Save recipe',
  fields: [
    { key: 'cuisine', label: 'Cuisine', filter: true },
    { key: 'time', label: 'Time', filter: false },
    { key: 'difficulty', label: 'Difficulty', filter: true },
    { key: 'diet', label: 'Diet', filter: true },
  ],
  items: () =>
    [
      ['Lemon herb risotto', 'Italian', '40 min', 'Medium', 'Vegetarian', 4],
      ['Chickpea curry', 'Indian', '30 min', 'Easy', 'Vegan', 3],
      ['Miso glazed salmon', 'Japanese', '25 min', 'Easy', 'Pescatarian', 7],
      ['Slow-cooked beef ragù', 'Italian', '3 h', 'Hard', 'Any', 6],
      ['Black bean tacos', 'Mexican', '20 min', 'Easy', 'Vegan', 3],
      ['Spinach and feta pie', 'Greek', '1 h', 'Medium', 'Vegetarian', 4],
    ].map(([title, cuisine, time, difficulty, diet, price]) => ({
      title: String(title),
      summary: `${cuisine}, ${String(difficulty).toLowerCase()}, ready in ${time}.`,
      price: Number(price),
      values: {
        cuisine: String(cuisine),
        time: String(time),
        difficulty: String(difficulty),
        diet: String(diet),
      },
    })),
};

export const CARS: ListingSchema = {
  id: 'cars',
  noun: 'car',
  plural: 'cars',
  priceLabel: 'Price',
  action: 'Contact seller',
  fields: [
    { key: 'make', label: 'Make', filter: true },
    { key: 'year', label: 'Year', filter: false },
    { key: 'mileage', label: 'Mileage', filter: false },
    { key: 'fuel', label: 'Fuel', filter: true },
    { key: 'gearbox', label: 'Gearbox', filter: true },
  ],
  items: (place) =>
    [
      ['Volkswagen Golf 1.5 TSI', 'Volkswagen', '2019', '58,000 km', 'Petrol', 'Manual', 16900],
      ['Toyota Yaris Hybrid', 'Toyota', '2021', '31,000 km', 'Hybrid', 'Automatic', 18500],
      ['Renault Clio dCi', 'Renault', '2017', '96,000 km', 'Diesel', 'Manual', 9400],
      ['Tesla Model 3 Long Range', 'Tesla', '2020', '64,000 km', 'Electric', 'Automatic', 27900],
      ['Toyota Corolla Touring', 'Toyota', '2018', '88,000 km', 'Hybrid', 'Automatic', 15200],
      ['Volkswagen Polo 1.0', 'Volkswagen', '2016', '112,000 km', 'Petrol', 'Manual', 7800],
    ].map(([title, make, year, mileage, fuel, gearbox, price]) => ({
      title: String(title),
      summary: `${year}, ${mileage}, ${String(fuel).toLowerCase()}, ${String(gearbox).toLowerCase()}${place ? ` · ${place}` : ''}`,
      price: Number(price),
      values: {
        make: String(make),
        year: String(year),
        mileage: String(mileage),
        fuel: String(fuel),
        gearbox: String(gearbox),
      },
    })),
};

export const PLACES: ListingSchema = {
  id: 'places',
  noun: 'place',
  plural: 'places',
  priceLabel: 'Day pass from',
  action: 'Send an enquiry',
  fields: [
    { key: 'neighbourhood', label: 'Neighbourhood', filter: true },
    { key: 'type', label: 'Type', filter: true },
    { key: 'hours', label: 'Opening hours', filter: false },
    { key: 'rating', label: 'Rating', filter: false },
  ],
  items: (place) =>
    [
      ['The Canal Room', 'Centre', 'Hot desks', '8:00 to 20:00', '4.7', 25],
      ['Northside Works', 'North', 'Private offices', '7:00 to 22:00', '4.5', 35],
      ['Loft 12', 'Centre', 'Hot desks', '9:00 to 18:00', '4.3', 18],
      ['Greenhouse Studio', 'East', 'Meeting rooms', '8:00 to 19:00', '4.8', 30],
      ['Harbour Hub', 'West', 'Private offices', '24 hours', '4.6', 40],
      ['Corner Desk', 'East', 'Hot desks', '8:30 to 18:30', '4.2', 15],
    ].map(([title, hood, type, hours, rating, price]) => ({
      title: String(title),
      summary: `${type} in ${hood}${place ? `, ${place}` : ''}, open ${hours}.`,
      price: Number(price),
      values: {
        neighbourhood: String(hood),
        type: String(type),
        hours: String(hours),
        rating: `${rating} / 5`,
      },
    })),
};

export const GENERIC: ListingSchema = {
  id: 'generic',
  noun: 'listing',
  plural: 'listings',
  priceLabel: 'Price',
  action: 'Contact seller',
  fields: [
    { key: 'category', label: 'Category', filter: true },
    { key: 'condition', label: 'Condition', filter: true },
    { key: 'rating', label: 'Rating', filter: false },
  ],
  items: (place) =>
    [
      ['City bike, 7 gears', 'Sport', 'Used', '4.6', 180],
      ['Oak dining table', 'Home', 'Used', '4.8', 350],
      ['Noise-cancelling headphones', 'Electronics', 'New', '4.7', 220],
      ['Camping tent for two', 'Sport', 'New', '4.4', 140],
      ['Vintage armchair', 'Home', 'Used', '4.5', 260],
      ['Mirrorless camera kit', 'Electronics', 'Used', '4.9', 640],
    ].map(([title, category, condition, rating, price]) => ({
      title: String(title),
      summary: `${condition} · ${category}${place ? ` · ${place}` : ''}`,
      price: Number(price),
      values: { category: String(category), condition: String(condition), rating: `${rating} / 5` },
    })),
};

/** A translated subject's items from rows of `[title, price, ...values in the order of keys]`. */
export function tableItems(
  keys: readonly string[],
  rows: ReadonlyArray<readonly [string, number, ...string[]]>,
  summary: (values: Record<string, string>, place: string) => string,
): (place: string) => ListingItem[] {
  return (place) =>
    rows.map(([title, price, ...cells]) => {
      const values = Object.fromEntries(keys.map((key, index) => [key, cells[index] ?? '']));
      return { title, summary: summary(values, place), price, values };
    });
}
