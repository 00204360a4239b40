import type { DomainId } from '../app-spec';
import type { PromptLanguage } from '../language';

type Product = readonly [name: string, price: number];

/** What the sample orders are for, by subject, in the prompt's language (English comes from content/). */
export const DASHBOARD_PRODUCTS: Record<PromptLanguage, Record<DomainId, readonly Product[]>> = {
  es: {
    food: [
      ['Pan de masa madre', 7],
      ['Cruasán de mantequilla', 3.5],
      ['Café en grano de la casa', 16],
      ['Focaccia de aceite de oliva', 6],
    ],
    tech: [
      ['Teclado inalámbrico', 89],
      ['Soporte de aluminio para portátil', 49],
      ['Auriculares con cancelación de ruido', 199],
      ['Hub USB-C', 59],
    ],
    wellness: [
      ['Esterilla de yoga de corcho', 79],
      ['Set de bandas elásticas', 29],
      ['Botella térmica', 32],
      ['Rodillo de espuma', 35],
    ],
    creative: [
      ['Lámina de costa', 60],
      ['Set de láminas botánicas', 95],
      ['Cuaderno de bocetos', 22],
      ['Pack de postales', 15],
    ],
    retail: [
      ['Taza de gres', 18],
      ['Manta de lana', 89],
      ['Vela de cera de abeja', 14],
      ['Bolsa de lona', 24],
    ],
    travel: [
      ['Escapada de fin de semana', 690],
      ['Semana en la costa', 1890],
      ['Pueblos de montaña', 1590],
      ['Ruta de vinos y gastronomía', 1290],
    ],
    education: [
      ['Curso de iniciación', 149],
      ['Grupo en directo', 690],
      ['Clase magistral', 290],
      ['Revisión de portfolio', 90],
    ],
    services: [
      ['Revisión completa', 149],
      ['Paquete estándar', 490],
      ['Paquete prémium', 990],
      ['Soporte mensual', 190],
    ],
  },
  fr: {
    food: [
      ['Pain au levain', 7],
      ['Croissant au beurre', 3.5],
      ['Café en grains maison', 16],
      ['Focaccia à l’huile d’olive', 6],
    ],
    tech: [
      ['Clavier sans fil', 89],
      ['Support d’ordinateur en aluminium', 49],
      ['Casque à réduction de bruit', 199],
      ['Hub USB-C', 59],
    ],
    wellness: [
      ['Tapis de yoga en liège', 79],
      ['Kit d’élastiques', 29],
      ['Gourde isotherme', 32],
      ['Rouleau de massage', 35],
    ],
    creative: [
      ['Tirage « Littoral »', 60],
      ['Série de tirages botaniques', 95],
      ['Carnet de croquis', 22],
      ['Lot de cartes postales', 15],
    ],
    retail: [
      ['Mug en grès', 18],
      ['Plaid en laine', 89],
      ['Bougie à la cire d’abeille', 14],
      ['Tote bag en toile', 24],
    ],
    travel: [
      ['Escapade d’un week-end', 690],
      ['Semaine sur la côte', 1890],
      ['Villages de montagne', 1590],
      ['Circuit gourmand et vins', 1290],
    ],
    education: [
      ['Cours d’initiation', 149],
      ['Promotion en direct', 690],
      ['Masterclass', 290],
      ['Relecture de portfolio', 90],
    ],
    services: [
      ['Bilan complet', 149],
      ['Formule standard', 490],
      ['Formule premium', 990],
      ['Assistance mensuelle', 190],
    ],
  },
  de: {
    food: [
      ['Sauerteigbrot', 7],
      ['Buttercroissant', 3.5],
      ['Hausröstung, ganze Bohne', 16],
      ['Focaccia mit Olivenöl', 6],
    ],
    tech: [
      ['Kabellose Tastatur', 89],
      ['Laptopständer aus Aluminium', 49],
      ['Kopfhörer mit Geräuschunterdrückung', 199],
      ['USB-C-Hub', 59],
    ],
    wellness: [
      ['Yogamatte aus Kork', 79],
      ['Fitnessbänder-Set', 29],
      ['Isolierflasche', 32],
      ['Faszienrolle', 35],
    ],
    creative: [
      ['Kunstdruck „Küste“', 60],
      ['Botanische Drucke im Set', 95],
      ['Skizzenbuch', 22],
      ['Postkartenset', 15],
    ],
    retail: [
      ['Steingutbecher', 18],
      ['Wolldecke', 89],
      ['Bienenwachskerze', 14],
      ['Stofftasche', 24],
    ],
    travel: [
      ['Wochenendtrip', 690],
      ['Eine Woche an der Küste', 1890],
      ['Bergdörfer', 1590],
      ['Genuss- und Weinreise', 1290],
    ],
    education: [
      ['Grundlagenkurs', 149],
      ['Live-Kurs in der Gruppe', 690],
      ['Meisterkurs', 290],
      ['Portfolio-Feedback', 90],
    ],
    services: [
      ['Rundum-Check', 149],
      ['Standardpaket', 490],
      ['Premiumpaket', 990],
      ['Monatlicher Support', 190],
    ],
  },
  pt: {
    food: [
      ['Pão de fermentação lenta', 7],
      ['Croissant de manteiga', 3.5],
      ['Café em grão da casa', 16],
      ['Focaccia com azeite', 6],
    ],
    tech: [
      ['Teclado sem fios', 89],
      ['Suporte de alumínio para portátil', 49],
      ['Auscultadores com cancelamento de ruído', 199],
      ['Hub USB-C', 59],
    ],
    wellness: [
      ['Tapete de ioga em cortiça', 79],
      ['Conjunto de elásticos', 29],
      ['Garrafa térmica', 32],
      ['Rolo de massagem', 35],
    ],
    creative: [
      ['Gravura «Costa»', 60],
      ['Conjunto de gravuras botânicas', 95],
      ['Caderno de esboços', 22],
      ['Pack de postais', 15],
    ],
    retail: [
      ['Caneca de grés', 18],
      ['Manta de lã', 89],
      ['Vela de cera de abelha', 14],
      ['Saco de lona', 24],
    ],
    travel: [
      ['Escapadinha de fim de semana', 690],
      ['Semana na costa', 1890],
      ['Aldeias de montanha', 1590],
      ['Rota de vinhos e sabores', 1290],
    ],
    education: [
      ['Curso de iniciação', 149],
      ['Turma ao vivo', 690],
      ['Masterclass', 290],
      ['Revisão de portefólio', 90],
    ],
    services: [
      ['Revisão completa', 149],
      ['Pacote base', 490],
      ['Pacote premium', 990],
      ['Apoio mensal', 190],
    ],
  },
  it: {
    food: [
      ['Pane a lievitazione naturale', 7],
      ['Cornetto al burro', 3.5],
      ['Caffè in grani della casa', 16],
      ['Focaccia all’olio d’oliva', 6],
    ],
    tech: [
      ['Tastiera wireless', 89],
      ['Supporto in alluminio per portatile', 49],
      ['Cuffie con cancellazione del rumore', 199],
      ['Hub USB-C', 59],
    ],
    wellness: [
      ['Tappetino yoga in sughero', 79],
      ['Set di elastici', 29],
      ['Borraccia termica', 32],
      ['Rullo massaggiante', 35],
    ],
    creative: [
      ['Stampa «Costa»', 60],
      ['Set di stampe botaniche', 95],
      ['Album da disegno', 22],
      ['Set di cartoline', 15],
    ],
    retail: [
      ['Tazza in gres', 18],
      ['Plaid di lana', 89],
      ['Candela in cera d’api', 14],
      ['Borsa di tela', 24],
    ],
    travel: [
      ['Fuga nel weekend', 690],
      ['Settimana al mare', 1890],
      ['Borghi di montagna', 1590],
      ['Tour di vini e sapori', 1290],
    ],
    education: [
      ['Corso base', 149],
      ['Classe dal vivo', 690],
      ['Masterclass', 290],
      ['Revisione del portfolio', 90],
    ],
    services: [
      ['Controllo completo', 149],
      ['Pacchetto base', 490],
      ['Pacchetto premium', 990],
      ['Assistenza mensile', 190],
    ],
  },
};
