import type { PromptLanguage } from '../language';
import type { ListingItem, SchemaText } from './listings-schemas';

/** Jobs in Spanish, French, German, Portuguese and Italian: the same six as in English, salaries in the language's format. */

const LOCALES: Record<PromptLanguage, string> = {
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  pt: 'pt-PT',
  it: 'it-IT',
};

type JobRow = readonly [
  title: string,
  company: string,
  workplace: string,
  contract: string,
  low: number,
  high: number,
];
type JobWords = {
  remote: string;
  anywhere: string;
  centre: string;
  perYear: string;
  summary: (company: string, title: string, workplace: string, contract: string) => string;
};

function jobs(language: PromptLanguage, words: JobWords, rows: readonly JobRow[]) {
  return (place: string, currency = 'EUR'): ListingItem[] => {
    const format = new Intl.NumberFormat(LOCALES[language], {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
    });
    return rows.map(([title, company, workplace, contract, low, high]) => ({
      title,
      summary: words.summary(company, title, workplace, contract),
      price: low,
      values: {
        company,
        location: workplace === words.remote ? words.anywhere : place || words.centre,
        workplace,
        contract,
        salary: `${format.format(low)} – ${format.format(high)} ${words.perYear}`,
      },
    }));
  };
}

const JOB_FIELDS = (
  company: string,
  location: string,
  workplace: string,
  contract: string,
  salary: string,
) => ({
  company,
  location,
  workplace,
  contract,
  salary,
});

export const JOBS_TEXT: Record<PromptLanguage, SchemaText> = {
  es: {
    noun: 'oferta de empleo',
    plural: 'ofertas de empleo',
    priceLabel: 'Salario desde',
    sortLabel: 'Salario',
    action: 'Enviar candidatura',
    labels: JOB_FIELDS('Empresa', 'Ubicación', 'Modalidad', 'Contrato', 'Salario'),
    items: jobs(
      'es',
      {
        remote: 'En remoto',
        anywhere: 'Desde cualquier lugar',
        centre: 'Centro de la ciudad',
        perYear: 'al año',
        summary: (company, title, workplace, contract) =>
          `${company} busca ${title.toLowerCase()} (${workplace.toLowerCase()}, ${contract.toLowerCase()}).`,
      },
      [
        ['Desarrollador/a frontend', 'Northwind Labs', 'En remoto', 'Jornada completa', 52000, 68000],
        ['Diseñador/a de producto', 'Brightside Studio', 'Híbrido', 'Jornada completa', 48000, 60000],
        ['Analista de datos', 'Harbour Analytics', 'Presencial', 'Temporal', 40000, 52000],
        ['Responsable de atención al cliente', 'Fieldnote', 'En remoto', 'Jornada completa', 45000, 55000],
        ['Ingeniero/a backend', 'Ledgerly', 'Híbrido', 'Jornada completa', 58000, 75000],
        ['Asistente de marketing', 'Bloom & Co', 'Presencial', 'Media jornada', 24000, 30000],
      ],
    ),
  },
  fr: {
    noun: 'offre d’emploi',
    plural: 'offres d’emploi',
    priceLabel: 'Salaire à partir de',
    sortLabel: 'Salaire',
    action: 'Postuler',
    labels: JOB_FIELDS('Entreprise', 'Lieu', 'Mode de travail', 'Contrat', 'Salaire'),
    items: jobs(
      'fr',
      {
        remote: 'Télétravail',
        anywhere: 'Partout',
        centre: 'Centre-ville',
        perYear: 'par an',
        summary: (company, title, workplace, contract) =>
          `${company} recrute\u00a0: ${title.toLowerCase()} (${workplace.toLowerCase()}, ${contract}).`,
      },
      [
        ['Développeur front-end', 'Northwind Labs', 'Télétravail', 'CDI', 52000, 68000],
        ['Designer produit', 'Brightside Studio', 'Hybride', 'CDI', 48000, 60000],
        ['Analyste de données', 'Harbour Analytics', 'Sur site', 'CDD', 40000, 52000],
        ['Responsable relation client', 'Fieldnote', 'Télétravail', 'CDI', 45000, 55000],
        ['Ingénieur back-end', 'Ledgerly', 'Hybride', 'CDI', 58000, 75000],
        ['Assistant marketing', 'Bloom & Co', 'Sur site', 'Temps partiel', 24000, 30000],
      ],
    ),
  },
  de: {
    noun: 'Stelle',
    plural: 'Stellen',
    priceLabel: 'Gehalt ab',
    sortLabel: 'Gehalt',
    action: 'Jetzt bewerben',
    labels: JOB_FIELDS('Unternehmen', 'Standort', 'Arbeitsmodell', 'Anstellung', 'Gehalt'),
    items: jobs(
      'de',
      {
        remote: 'Remote',
        anywhere: 'Ortsunabhängig',
        centre: 'Stadtzentrum',
        perYear: 'pro Jahr',
        summary: (company, _title, workplace, contract) => `${contract} bei ${company} · ${workplace}`,
      },
      [
        ['Frontend-Entwickler (m/w/d)', 'Northwind Labs', 'Remote', 'Vollzeit', 52000, 68000],
        ['Produktdesigner (m/w/d)', 'Brightside Studio', 'Hybrid', 'Vollzeit', 48000, 60000],
        ['Datenanalyst (m/w/d)', 'Harbour Analytics', 'Vor Ort', 'Befristet', 40000, 52000],
        ['Teamleitung Kundenbetreuung (m/w/d)', 'Fieldnote', 'Remote', 'Vollzeit', 45000, 55000],
        ['Backend-Entwickler (m/w/d)', 'Ledgerly', 'Hybrid', 'Vollzeit', 58000, 75000],
        ['Marketingassistenz (m/w/d)', 'Bloom & Co', 'Vor Ort', 'Teilzeit', 24000, 30000],
      ],
    ),
  },
  pt: {
    noun: 'vaga',
    plural: 'vagas',
    priceLabel: 'Salário a partir de',
    sortLabel: 'Salário',
    action: 'Candidatar-me',
    labels: JOB_FIELDS('Empresa', 'Localização', 'Regime', 'Contrato', 'Salário'),
    items: jobs(
      'pt',
      {
        remote: 'Remoto',
        anywhere: 'Qualquer lugar',
        centre: 'Centro da cidade',
        perYear: 'por ano',
        summary: (company, title, workplace, contract) =>
          `A ${company} procura ${title.toLowerCase()} (${workplace.toLowerCase()}, ${contract.toLowerCase()}).`,
      },
      [
        ['Programador frontend', 'Northwind Labs', 'Remoto', 'Tempo inteiro', 52000, 68000],
        ['Designer de produto', 'Brightside Studio', 'Híbrido', 'Tempo inteiro', 48000, 60000],
        ['Analista de dados', 'Harbour Analytics', 'Presencial', 'Contrato a termo', 40000, 52000],
        ['Responsável de apoio ao cliente', 'Fieldnote', 'Remoto', 'Tempo inteiro', 45000, 55000],
        ['Engenheiro backend', 'Ledgerly', 'Híbrido', 'Tempo inteiro', 58000, 75000],
        ['Assistente de marketing', 'Bloom & Co', 'Presencial', 'Tempo parcial', 24000, 30000],
      ],
    ),
  },
  it: {
    noun: 'offerta di lavoro',
    plural: 'offerte di lavoro',
    priceLabel: 'Retribuzione da',
    sortLabel: 'Retribuzione',
    action: 'Candidati',
    labels: JOB_FIELDS('Azienda', 'Sede', 'Modalità', 'Contratto', 'Retribuzione'),
    items: jobs(
      'it',
      {
        remote: 'Da remoto',
        anywhere: 'Ovunque',
        centre: 'Centro città',
        perYear: 'annui',
        summary: (company, title, workplace, contract) =>
          `${company} cerca: ${title.toLowerCase()} (${workplace.toLowerCase()}, ${contract.toLowerCase()}).`,
      },
      [
        ['Sviluppatore frontend', 'Northwind Labs', 'Da remoto', 'Tempo pieno', 52000, 68000],
        ['Designer di prodotto', 'Brightside Studio', 'Ibrido', 'Tempo pieno', 48000, 60000],
        ['Analista dati', 'Harbour Analytics', 'In sede', 'Tempo determinato', 40000, 52000],
        ['Responsabile assistenza clienti', 'Fieldnote', 'Da remoto', 'Tempo pieno', 45000, 55000],
        ['Ingegnere backend', 'Ledgerly', 'Ibrido', 'Tempo pieno', 58000, 75000],
        ['Assistente marketing', 'Bloom & Co', 'In sede', 'Tempo parziale', 24000, 30000],
      ],
    ),
  },
};
