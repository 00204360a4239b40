/** The weather app's page: sample-data notice, city search and favourites, unit toggles, the forecast. */
import { appPageTitle } from './shared/blocks';

export const CITY_PICKER = `import { Search, Star } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { CITIES, type City } from '@/lib/weather';

/** Search the sample cities; favourites come first and stay starred in this browser. */
export function CityPicker({
  current,
  favourites,
  onPick,
  onToggleFavourite,
}: {
  current: City;
  favourites: string[];
  onPick: (name: string) => void;
  onToggleFavourite: (name: string) => void;
}) {
  const [query, setQuery] = useState('');
  const id = useId();
  const words = query.trim().toLowerCase();
  const found = CITIES.filter((city) => \`\${city.name} \${city.country}\`.toLowerCase().includes(words)).sort(
    (a, b) => Number(favourites.includes(b.name)) - Number(favourites.includes(a.name)),
  );
  const isFavourite = favourites.includes(current.name);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 space-y-2">
          <Label htmlFor={\`\${id}-search\`}>Search cities</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              id={\`\${id}-search\`}
              type="search"
              className="pl-9"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              autoComplete="off"
            />
          </div>
        </div>
        <Button type="button" variant="outline" aria-pressed={isFavourite} onClick={() => onToggleFavourite(current.name)}>
          <Star className={isFavourite ? 'fill-current text-amber-600' : ''} aria-hidden="true" />
          {isFavourite ? \`Remove \${current.name} from favourites\` : \`Add \${current.name} to favourites\`}
        </Button>
      </div>
      {found.length === 0 ? (
        <p className="text-sm text-muted-foreground">No sample city matches “{query}”.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Cities">
          {found.map((city) => (
            <li key={city.name}>
              <Button
                type="button"
                size="sm"
                variant={city.name === current.name ? 'default' : 'outline'}
                aria-pressed={city.name === current.name}
                onClick={() => onPick(city.name)}
              >
                {favourites.includes(city.name) ? <Star className="fill-current" aria-hidden="true" /> : null}
                {city.name}
                {favourites.includes(city.name) ? <span className="sr-only">, favourite</span> : null}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
`;

export const WEATHER_PAGE = (title: string, intro: string) => `import { Info } from 'lucide-react';
import { useMemo } from 'react';
import { CityPicker } from '@/components/weather/city-picker';
import { CurrentCard } from '@/components/weather/current-card';
import { HourlyStrip } from '@/components/weather/hourly-strip';
import { TempChart } from '@/components/weather/temp-chart';
import { WeekList } from '@/components/weather/week-list';
import { Button } from '@/components/ui/button';
import { useStored } from '@/lib/stored';
import { CITIES, type City, forecastFor, type SpeedUnit, type TempUnit } from '@/lib/weather';

function Toggle<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: { id: T; text: string }[]; onChange: (value: T) => void }) {
  return (
    <div className="inline-flex rounded-md border p-0.5" role="group" aria-label={label}>
      {options.map((option) => (
        <Button
          key={option.id}
          type="button"
          size="sm"
          variant={value === option.id ? 'default' : 'ghost'}
          aria-pressed={value === option.id}
          onClick={() => onChange(option.id)}
        >
          {option.text}
        </Button>
      ))}
    </div>
  );
}

export default function Index() {
  const [cityName, setCityName] = useStored('weather-city', (CITIES[0] as City).name);
  const [favourites, setFavourites] = useStored<string[]>('weather-favourites', []);
  const [temp, setTemp] = useStored<TempUnit>('weather-temp-unit', 'C');
  const [speed, setSpeed] = useStored<SpeedUnit>('weather-speed-unit', 'kmh');
  const city = CITIES.find((entry) => entry.name === cityName) ?? (CITIES[0] as City);
  const now = new Date().getHours();
  const forecast = useMemo(() => forecastFor(city, now), [city, now]);
  const toggleFavourite = (name: string) =>
    setFavourites(favourites.includes(name) ? favourites.filter((entry) => entry !== name) : [...favourites, name]);

  return (
    <div className="mx-auto min-w-0 max-w-4xl space-y-6">
      ${appPageTitle({ title, intro, indent: 6 })}
      <p className="flex gap-2 rounded-md border border-amber-700 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <strong>Sample data, not a live forecast.</strong> Each city's figures are worked out from its typical climate and
          stay the same every visit; connect a weather service to show real conditions.
        </span>
      </p>
      <CityPicker current={city} favourites={favourites} onPick={setCityName} onToggleFavourite={toggleFavourite} />
      <div className="flex flex-wrap gap-3">
        <Toggle label="Temperature unit" value={temp} onChange={setTemp} options={[{ id: 'C', text: '°C' }, { id: 'F', text: '°F' }]} />
        <Toggle label="Wind speed unit" value={speed} onChange={setSpeed} options={[{ id: 'kmh', text: 'km/h' }, { id: 'mph', text: 'mph' }]} />
      </div>
      <CurrentCard city={city} current={forecast.current} temp={temp} speed={speed} />
      <HourlyStrip hours={forecast.hours} now={now} temp={temp} />
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <WeekList days={forecast.days} temp={temp} />
        <TempChart hours={forecast.hours} temp={temp} />
      </div>
    </div>
  );
}
`;
