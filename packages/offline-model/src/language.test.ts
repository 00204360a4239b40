import { describe, expect, it } from 'vitest';
import { promptLanguage } from './language';

describe('promptLanguage', () => {
  it('tells the languages people most often prompt in', () => {
    expect(promptLanguage('Una app de tareas para organizar mi semana, en verde')).toBe('es');
    expect(promptLanguage("Une page d'accueil pour ma boulangerie à Lyon")).toBe('fr');
    expect(promptLanguage('Eine Website für mein Café in Berlin mit der Speisekarte')).toBe('de');
    expect(promptLanguage('Crie uma loja online para minha marca de roupas')).toBe('pt');
    expect(promptLanguage('Crea un sito per il mio ristorante con il menu')).toBe('it');
    // Short Italian prompts, and ones whose "in" and "a" look English.
    expect(promptLanguage("Un'app meteo per Roma")).toBe('it');
    expect(promptLanguage('Un sito di annunci di case in affitto a Milano con filtri')).toBe('it');
    expect(promptLanguage('Un convertitore di unità per i miei viaggi')).toBe('it');
    expect(promptLanguage('Un tableau de bord des ventes pour ma librairie')).toBe('fr');
    expect(promptLanguage('Um portefólio para a Inês Costa, ilustradora em Coimbra')).toBe('pt');
  });

  it('leaves English, and names and places in it, as English', () => {
    expect(promptLanguage('A landing page for a bakery in Lisbon called Crumb & Co')).toBeNull();
    expect(promptLanguage('A portfolio for Ana Silva, a wedding photographer in Porto')).toBeNull();
    expect(promptLanguage('Website for La Casa del Sol, a tapas bar in Madrid')).toBeNull();
    expect(promptLanguage('todo app')).toBeNull();
    expect(promptLanguage('A café called Un Deux Trois in Paris, with a menu and a map')).toBeNull();
    expect(
      promptLanguage('A blog about Italian food: pasta di Gragnano and the art of the sauce'),
    ).toBeNull();
  });
});
