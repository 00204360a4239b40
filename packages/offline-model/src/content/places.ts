/**
 * Where a prompt's place is, for the map of the restaurant and event recipes: well-known cities by
 * name, [longitude, latitude]. A place not listed gets a map of the world without a marker rather
 * than a guess.
 */
const CITIES: Record<string, [number, number]> = {
  Amsterdam: [4.9041, 52.3676],
  Athens: [23.7275, 37.9838],
  Austin: [-97.7431, 30.2672],
  Bangkok: [100.5018, 13.7563],
  Barcelona: [2.1734, 41.3851],
  Berlin: [13.405, 52.52],
  Boston: [-71.0589, 42.3601],
  Brooklyn: [-73.9442, 40.6782],
  Brussels: [4.3517, 50.8503],
  'Buenos Aires': [-58.3816, -34.6037],
  Cairo: [31.2357, 30.0444],
  'Cape Town': [18.4241, -33.9249],
  Chicago: [-87.6298, 41.8781],
  Copenhagen: [12.5683, 55.6761],
  Dublin: [-6.2603, 53.3498],
  Edinburgh: [-3.1883, 55.9533],
  Florence: [11.2558, 43.7696],
  Hamburg: [9.9937, 53.5511],
  Helsinki: [24.9384, 60.1699],
  'Hong Kong': [114.1694, 22.3193],
  Istanbul: [28.9784, 41.0082],
  Kyoto: [135.7681, 35.0116],
  Lisbon: [-9.1393, 38.7223],
  London: [-0.1276, 51.5072],
  'Los Angeles': [-118.2437, 34.0522],
  Lyon: [4.8357, 45.764],
  Madrid: [-3.7038, 40.4168],
  Melbourne: [144.9631, -37.8136],
  'Mexico City': [-99.1332, 19.4326],
  Milan: [9.19, 45.4642],
  Montreal: [-73.5674, 45.5019],
  Mumbai: [72.8777, 19.076],
  Munich: [11.582, 48.1351],
  Naples: [14.2681, 40.8518],
  'New Orleans': [-90.0715, 29.9511],
  'New York': [-74.006, 40.7128],
  Osaka: [135.5023, 34.6937],
  Oslo: [10.7522, 59.9139],
  Paris: [2.3522, 48.8566],
  Porto: [-8.6291, 41.1579],
  Prague: [14.4378, 50.0755],
  'Rio de Janeiro': [-43.1729, -22.9068],
  Rome: [12.4964, 41.9028],
  'San Francisco': [-122.4194, 37.7749],
  Seattle: [-122.3321, 47.6062],
  Seoul: [126.978, 37.5665],
  Singapore: [103.8198, 1.3521],
  Stockholm: [18.0686, 59.3293],
  Sydney: [151.2093, -33.8688],
  Tokyo: [139.6503, 35.6762],
  Toronto: [-79.3832, 43.6532],
  Vancouver: [-123.1207, 49.2827],
  Vienna: [16.3738, 48.2082],
  Zurich: [8.5417, 47.3769],
  // As the prompt languages write them: "mi restaurante en Sevilla", "unser Café in München".
  Bologna: [11.3426, 44.4949],
  Bordeaux: [-0.5792, 44.8378],
  Bruxelles: [4.3517, 50.8503],
  Firenze: [11.2558, 43.7696],
  Frankfurt: [8.6821, 50.1109],
  Köln: [6.9603, 50.9375],
  Lisboa: [-9.1393, 38.7223],
  Marseille: [5.3698, 43.2965],
  Milano: [9.19, 45.4642],
  München: [11.582, 48.1351],
  Napoli: [14.2681, 40.8518],
  Roma: [12.4964, 41.9028],
  Sevilla: [-5.9845, 37.3891],
  Torino: [7.6869, 45.0703],
  Valencia: [-0.3763, 39.4699],
  Venezia: [12.3155, 45.4408],
  Wien: [16.3738, 48.2082],
};

export type MapPlace = { name: string; center: [number, number] } | null;

/** The first listed city the text names (whole words, any case, any accents: "Montréal", "Munchen"). */
export function placeIn(text: string): MapPlace {
  const plain = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  let best: { name: string; index: number } | null = null;
  for (const name of Object.keys(CITIES)) {
    const plainName = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    const match = new RegExp(`\\b${plainName.replace(/ /g, '\\s+')}\\b`, 'i').exec(plain);
    if (match && (best === null || match.index < best.index)) best = { name, index: match.index };
  }
  const center = best ? CITIES[best.name] : undefined;
  return best && center ? { name: best.name, center } : null;
}
