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
