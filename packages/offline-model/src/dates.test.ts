import { describe, expect, it } from 'vitest';
import { datesLabel, extractDates } from './dates';

describe('extractDates', () => {
  it('reads a month and its days either way round, with a year when given', () => {
    expect(extractDates('Conference site for DevDays 2027, June 12–13 in Berlin')).toEqual({
      month: 5,
      firstDay: 12,
      lastDay: 13,
      year: null,
    });
    expect(extractDates('A festival on 3-5 August 2028')).toEqual({
      month: 7,
      firstDay: 3,
      lastDay: 5,
      year: 2028,
    });
    expect(extractDates('Our meetup on Sept. 9th, 2027')).toEqual({
      month: 8,
      firstDay: 9,
      lastDay: null,
      year: 2027,
    });
    expect(extractDates('A wedding on the 21st of May')).toEqual({
      month: 4,
      firstDay: 21,
      lastDay: null,
      year: null,
    });
  });

  it('finds nothing where there is no date, and refuses impossible days', () => {
    expect(extractDates('An event page for a jazz festival in Montreal')).toBeNull();
    expect(extractDates('May the best team win: a hackathon for 40 people')).toBeNull();
    expect(extractDates('A summit on March 45')).toBeNull();
  });

  it('labels dates the way the app shows them', () => {
    expect(datesLabel({ month: 5, firstDay: 12, lastDay: 13, year: null })).toBe('12–13 June');
    expect(datesLabel({ month: 2, firstDay: 3, lastDay: null, year: 2027 })).toBe('3 March');
  });
});

describe('dates in the prompt languages', () => {
  it.each([
    ['Una conferencia el 12 y 13 de junio en Sevilla', 5, 12, 13, null],
    ['Une conférence les 12 et 13 juin à Lyon', 5, 12, 13, null],
    ['Eine Konferenz am 12. und 13. Juni 2027 in Berlin', 5, 12, 13, 2027],
    ['Konferenz vom 12.–13. Juni', 5, 12, 13, null],
    ['Uma conferência de 12 a 13 de junho de 2027', 5, 12, 13, 2027],
    ['Un festival dal 12 al 13 giugno', 5, 12, 13, null],
    ['Un congreso el 3 de marzo', 2, 3, null, null],
    ['Un congrès le 21 août', 7, 21, null, null],
  ])('reads "%s"', (prompt, month, firstDay, lastDay, year) => {
    expect(extractDates(prompt)).toEqual({ month, firstDay, lastDay, year });
  });

  it('shows them the language’s way through Intl', () => {
    const june = { month: 5, firstDay: 12, lastDay: 13, year: null };
    expect(datesLabel(june, 'es')).toBe('12–13 de junio');
    expect(datesLabel(june, 'fr')).toBe('12–13 juin');
    expect(datesLabel(june, 'de')).toBe('12.–13. Juni');
    expect(datesLabel(june, 'pt')).toBe('12–13 de junho');
    expect(datesLabel({ month: 7, firstDay: 3, lastDay: 5, year: 2028 }, 'it')).toBe('3–5 agosto 2028');
    expect(datesLabel({ ...june, year: 2027 }, 'es')).toBe('12–13 de junio de 2027');
    expect(datesLabel(june)).toBe('12–13 June');
  });
});
