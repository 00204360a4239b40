import { describe, expect, it } from 'vitest';
import { extractWeekly, weeklyLabel } from './weekly';

describe('extractWeekly', () => {
  it.each([
    ['A page for our book club that meets every Tuesday', 2, 19, 0],
    ['An open mic night every Thursday at 8pm in Leeds', 4, 20, 0],
    ['Weekly run club on Saturdays at 9:30 am', 6, 9, 30],
    ['A JavaScript meetup, Wednesdays from 18.30', 3, 18, 30],
    ['Friday nights jazz at the Blue Door, at 21:00', 5, 21, 0],
    ['each mon at 12pm', 1, 12, 0],
  ])('reads "%s" as weekday %i at %i:%i', (prompt, weekday, hour, minute) => {
    expect(extractWeekly(prompt)).toEqual({ weekday, hour, minute });
  });

  it('finds nothing in a dated or one-off event, and ignores times that are not times', () => {
    expect(extractWeekly('A conference on Tuesday, June 12')).toBeNull();
    expect(extractWeekly("A festival for Saturday's crowd")).toBeNull();
    expect(extractWeekly('A landing page for a bakery')).toBeNull();
    expect(extractWeekly('Quiz every Monday at 25pm')).toEqual({ weekday: 1, hour: 19, minute: 0 });
  });

  it('labels the slot as the app shows it', () => {
    expect(weeklyLabel({ weekday: 2, hour: 7, minute: 5 })).toBe('Every Tuesday · 07:05');
  });
});

describe('weekly gatherings in the prompt languages', () => {
  it.each([
    ['Un encuentro todos los martes a las 19:00', 2, 19, 0],
    ['Un club de lectura los sábados a las 7 de la tarde', 6, 19, 0],
    ['Une rencontre tous les mardis à 19h30', 2, 19, 30],
    ['Ein Treffen jeden Donnerstag um 19 Uhr', 4, 19, 0],
    ['Stammtisch dienstags ab 18:30', 2, 18, 30],
    ['Um encontro todas as terças às 19h', 2, 19, 0],
    ['Un incontro ogni martedì alle 21', 2, 21, 0],
  ])('reads "%s" as weekday %i at %i:%i', (prompt, weekday, hour, minute) => {
    expect(extractWeekly(prompt)).toEqual({ weekday, hour, minute });
  });

  it('says "every Tuesday" the language’s way, the weekday through Intl', () => {
    const tuesday = { weekday: 2, hour: 19, minute: 0 };
    expect(weeklyLabel(tuesday, 'es')).toBe('Todos los martes · 19:00');
    expect(weeklyLabel(tuesday, 'fr')).toBe('Tous les mardis · 19:00');
    expect(weeklyLabel(tuesday, 'de')).toBe('Jeden Dienstag · 19:00');
    expect(weeklyLabel(tuesday, 'pt')).toBe('Todas as terças-feiras · 19:00');
    expect(weeklyLabel(tuesday, 'it')).toBe('Ogni martedì · 19:00');
    expect(weeklyLabel({ ...tuesday, weekday: 6 }, 'es')).toBe('Todos los sábados · 19:00');
    expect(weeklyLabel({ ...tuesday, weekday: 0 }, 'pt')).toBe('Todos os domingos · 19:00');
    expect(weeklyLabel(tuesday)).toBe('Every Tuesday · 19:00');
  });
});
