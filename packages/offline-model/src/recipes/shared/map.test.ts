import { describe, expect, it } from 'vitest';
import { mapViewJsx } from './map';

describe('mapViewJsx', () => {
  const lisbon = { name: 'Lisboa', center: [-9.14, 38.72] as [number, number] };

  it('names the map in the app’s language, to a screen reader and where it cannot be drawn', () => {
    const jsx = mapViewJsx(lisbon, 'Teatro', 'h-80', 'de');
    expect(jsx).toContain("regionLabel={'Karte: Teatro, Lisboa'}");
    expect(jsx).toContain('WebGL, das in diesem Browser ausgeschaltet ist');
    // MapLibre's own words too: its zoom buttons and gesture hints.
    expect(jsx).toContain("'NavigationControl.ZoomIn': 'Vergrößern'");
    expect(jsx).toContain(
      "'CooperativeGesturesHandler.MobileHelpText': 'Die Karte mit zwei Fingern verschieben'",
    );
  });

  it('leaves an English app to the map kit’s own words, and keeps $ in a name as typed', () => {
    expect(mapViewJsx(lisbon, 'Teatro', 'h-80')).not.toMatch(/regionLabel|locale/);
    expect(mapViewJsx(null, 'Cash $& Co', 'h-80', 'es')).toContain("'Mapa de Cash $& Co'");
  });
});
