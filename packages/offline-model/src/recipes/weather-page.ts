/** The weather app's page: sample-data notice, city search and favourites, unit toggles, the forecast. */
import { appPageTitle } from './shared/blocks';
import { lit, jsxText as t } from './shared/ts-literal';
import type { WeatherCopy } from './weather-copy';

export const CITY_PICKER = (c: WeatherCopy) => `import { Search, Star } from 'lucide-react';
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
  onPick: (id: string) => void;
  onToggleFavourite: (id: string) => void;
}) {
  const [query, setQuery] = useState('');
  const id = useId();
  const words = query.trim().toLowerCase();
  const found = CITIES.filter((city) =>
    \`\${city.name} \${city.id} \${city.country}\`.toLowerCase().includes(words),
  ).sort((a, b) => Number(favourites.includes(b.id)) - Number(favourites.includes(a.id)));
  const isFavourite = favourites.includes(current.id);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-48 flex-1 space-y-2">
          <Label htmlFor={\`\${id}-search\`}>${t(c.search)}</Label>
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
        <Button
          type="button"
          variant="outline"
          className="h-auto min-h-9 whitespace-normal text-left"
          aria-pressed={isFavourite}
          onClick={() => onToggleFavourite(current.id)}
        >
          <Star className={isFavourite ? 'fill-current text-amber-600' : ''} aria-hidden="true" />
          {(isFavourite ? ${lit(c.remove)} : ${lit(c.add)}).replace('{city}', () => current.name)}
        </Button>
      </div>
      {found.length === 0 ? (
        <p className="text-sm text-muted-foreground">{${lit(c.noMatch)}.replace('{query}', () => query)}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={${lit(c.cities)}}>
          {found.map((city) => (
            <li key={city.id}>
              <Button
                type="button"
                size="sm"
                variant={city.id === current.id ? 'default' : 'outline'}
                aria-pressed={city.id === current.id}
                onClick={() => onPick(city.id)}
              >
                {favourites.includes(city.id) ? <Star className="fill-current" aria-hidden="true" /> : null}
                {city.name}
                {favourites.includes(city.id) ? <span className="sr-only">${t(c.favourite)}</span> : null}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
`;

export const WEATHER_PAGE = (
  title: string,
  intro: string,
  c: WeatherCopy,
) => `import { Info } from 'lucide-react';
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
  const [cityId, setCityId] = useStored('weather-city', (CITIES[0] as City).id);
  const [favourites, setFavourites] = useStored<string[]>('weather-favourites', []);
  const [temp, setTemp] = useStored<TempUnit>('weather-temp-unit', 'C');
  const [speed, setSpeed] = useStored<SpeedUnit>('weather-speed-unit', 'kmh');
  const city = CITIES.find((entry) => entry.id === cityId) ?? (CITIES[0] as City);
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
          <strong>${t(c.notice.strong)}</strong> ${t(c.notice.text)}
        </span>
      </p>
      <CityPicker current={city} favourites={favourites} onPick={setCityId} onToggleFavourite={toggleFavourite} />
      <div className="flex flex-wrap gap-3">
        <Toggle label={${lit(c.tempUnit)}} value={temp} onChange={setTemp} options={[{ id: 'C', text: '°C' }, { id: 'F', text: '°F' }]} />
        <Toggle label={${lit(c.speedUnit)}} value={speed} onChange={setSpeed} options={[{ id: 'kmh', text: 'km/h' }, { id: 'mph', text: 'mph' }]} />
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
