import type { SchemaTexts } from './records-copy';

/** The records schemas in Italian (choices and rows in `records-schemas.ts`' order). */
export const SCHEMA_TEXTS_IT: Record<'it', SchemaTexts> = {
  it: {
    finance: {
      label: 'un gestore delle finanze',
      intro: 'Tutte le tue entrate e uscite in un unico posto.',
      entity: 'Movimento',
      plural: 'movimenti',
      add: 'Aggiungi movimento',
      edit: 'Modifica movimento',
      search: 'Cerca movimenti',
      fields: {
        description: 'Descrizione',
        date: 'Data',
        type: 'Tipo',
        category: 'Categoria',
        amount: 'Importo',
      },
      options: {
        type: ['Entrata', 'Uscita'],
        category: ['Stipendio', 'Affitto', 'Spesa', 'Trasporti', 'Pasti fuori', 'Altro'],
      },
      rows: {
        description: [
          'Stipendio di novembre',
          'Affitto',
          'Spesa settimanale',
          'Abbonamento del treno',
          'Cena con Sara',
        ],
      },
    },
    inventory: {
      label: 'un inventario',
      intro: 'Tutti i tuoi articoli e le giacenze in un unico posto.',
      entity: 'Articolo',
      plural: 'articoli',
      add: 'Aggiungi articolo',
      edit: 'Modifica articolo',
      search: 'Cerca articoli',
      fields: {
        name: 'Nome',
        sku: 'Codice',
        category: 'Categoria',
        quantity: 'Quantità',
        cost: 'Costo unitario',
      },
      options: { category: ['Materiali di consumo', 'Attrezzatura', 'Imballaggio', 'Ricambi'] },
      rows: {
        name: [
          'Scatole di cartone (M)',
          'Nastro adesivo',
          'Stampante di etichette',
          'Film estensibile',
          'Gomma per muletto',
        ],
      },
    },
    users: {
      label: 'un pannello di amministrazione',
      intro: 'Tutti i tuoi utenti e i loro ruoli in un unico posto.',
      entity: 'Utente',
      plural: 'utenti',
      add: 'Aggiungi utente',
      edit: 'Modifica utente',
      search: 'Cerca utenti',
      fields: { name: 'Nome', email: 'Email', role: 'Ruolo', status: 'Stato', joined: 'Iscritto dal' },
      options: {
        role: ['Amministratore', 'Redattore', 'Lettore'],
        status: ['Attivo', 'Invitato', 'Sospeso'],
      },
      rows: {},
    },
    contacts: {
      label: 'una rubrica',
      intro: 'Tutti i tuoi contatti in un unico posto.',
      entity: 'Contatto',
      plural: 'contatti',
      add: 'Aggiungi contatto',
      edit: 'Modifica contatto',
      search: 'Cerca contatti',
      fields: { name: 'Nome', phone: 'Telefono', email: 'Email', group: 'Gruppo', birthday: 'Compleanno' },
      options: { group: ['Famiglia', 'Amici', 'Lavoro', 'Altro'] },
      rows: {},
    },
    crm: {
      label: 'un CRM',
      intro: 'Tutti i tuoi clienti e le trattative in un unico posto.',
      entity: 'Cliente',
      plural: 'clienti',
      add: 'Aggiungi cliente',
      edit: 'Modifica cliente',
      search: 'Cerca clienti',
      fields: { name: 'Nome', company: 'Azienda', email: 'Email', stage: 'Fase', value: 'Valore' },
      options: { stage: ['Nuovo', 'Contattato', 'Proposta', 'Vinto', 'Perso'] },
      rows: {
        company: [
          'Studio Nord',
          'Reed & Figlie',
          'Alves Architettura',
          'Clinica del Parco',
          'Cedro Alimentari',
        ],
      },
    },
  },
};
