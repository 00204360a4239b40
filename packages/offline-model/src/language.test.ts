import { describe, expect, it } from 'vitest';
import { promptLanguage } from './language';

describe('promptLanguage', () => {
  it('tells the languages people most often prompt in', () => {
    expect(promptLanguage('Una app de tareas para organizar mi semana, en verde')).toBe('es');
    expect(promptLanguage("Une page d'accueil pour ma boulangerie à Lyon")).toBe('fr');
    expect(promptLanguage('Eine Website für mein Café in Berlin mit der Speisekarte')).toBe('de');
    expect(promptLanguage('Crie uma loja online para minha marca de roupas')).toBe('pt');
    expect(promptLanguage('Crea un sito per il mio ristorante con il menu')).toBe('it');
  });

  it('leaves English, and names and places in it, as English', () => {
    expect(promptLanguage('A landing page for a bakery in Lisbon called Crumb & Co')).toBeNull();
    expect(promptLanguage('A portfolio for Ana Silva, a wedding photographer in Porto')).toBeNull();
    expect(promptLanguage('Website for La Casa del Sol, a tapas bar in Madrid')).toBeNull();
    expect(promptLanguage('todo app')).toBeNull();
  });
});
