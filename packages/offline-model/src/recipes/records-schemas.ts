/**
 * What a records app keeps, by what the prompt is about: a CRM's clients, an inventory's items, a
 * finance tracker's transactions, an admin panel's users, an address book's contacts. Each schema is
 * data the generated app renders (table, form, search, sort, summary), so a new kind of record is a
 * new entry here, not a new app.
 */

export type FieldType = 'text' | 'email' | 'tel' | 'number' | 'money' | 'date' | 'select';

export type Field = {
  key: string;
  label: string;
  type: FieldType;
  /** The choices of a `select`. */
  options?: string[];
  required?: boolean;
};

export type RecordsSchema = {
  id: 'crm' | 'inventory' | 'finance' | 'users' | 'contacts';
  /** "Client", "clients". */
  entity: string;
  plural: string;
  /** The first field is the record's name (labels "Edit Ana Costa"). */
  fields: Field[];
  rows: Record<string, string | number>[];
  /** The words that pick this schema. */
  words: RegExp;
  label: string;
  icon: string;
};

export const RECORDS_SCHEMAS: readonly RecordsSchema[] = [
  {
    id: 'finance',
    label: 'finance tracker',
    icon: 'Wallet',
    entity: 'Transaction',
    plural: 'transactions',
    words:
      /\b(?:financ\w*|budget|expenses?|income|spending|money|transactions?|finanzas|gastos|ingresos|presupuesto|dépenses|revenus|finanzen|ausgaben|einnahmen|haushaltsbuch|finanças|despesas|receitas|orçamento|finanze|spese|entrate|uscite|bilancio)\b/iu,
    fields: [
      { key: 'description', label: 'Description', type: 'text', required: true },
      { key: 'date', label: 'Date', type: 'date', required: true },
      { key: 'type', label: 'Type', type: 'select', options: ['Income', 'Expense'], required: true },
      {
        key: 'category',
        label: 'Category',
        type: 'select',
        options: ['Salary', 'Rent', 'Groceries', 'Transport', 'Eating out', 'Other'],
      },
      { key: 'amount', label: 'Amount', type: 'money', required: true },
    ],
    rows: [
      { description: 'Monthly salary', date: '2026-11-01', type: 'Income', category: 'Salary', amount: 3200 },
      { description: 'Rent', date: '2026-11-02', type: 'Expense', category: 'Rent', amount: 1150 },
      {
        description: 'Weekly shop',
        date: '2026-11-05',
        type: 'Expense',
        category: 'Groceries',
        amount: 86.4,
      },
      { description: 'Train pass', date: '2026-11-06', type: 'Expense', category: 'Transport', amount: 64 },
      {
        description: 'Dinner with Sam',
        date: '2026-11-08',
        type: 'Expense',
        category: 'Eating out',
        amount: 42.5,
      },
    ],
  },
  {
    id: 'inventory',
    label: 'inventory',
    icon: 'Boxes',
    entity: 'Item',
    plural: 'items',
    words:
      /\b(?:inventory|stock|warehouse|supplies|parts|inventario|existencias|almac[ée]n|inventaire|entrepôt|lager\w*|bestand|inventar|inventário|armazém|estoque|magazzino|giacenze|scorte)\b/iu,
    fields: [
      { key: 'name', label: 'Name', type: 'text', required: true },
      { key: 'sku', label: 'SKU', type: 'text' },
      {
        key: 'category',
        label: 'Category',
        type: 'select',
        options: ['Supplies', 'Equipment', 'Packaging', 'Spare parts'],
      },
      { key: 'quantity', label: 'Quantity', type: 'number', required: true },
      { key: 'cost', label: 'Unit cost', type: 'money' },
    ],
    rows: [
      { name: 'Cardboard boxes (M)', sku: 'PK-204', category: 'Packaging', quantity: 340, cost: 0.8 },
      { name: 'Packing tape', sku: 'PK-011', category: 'Packaging', quantity: 56, cost: 2.4 },
      { name: 'Label printer', sku: 'EQ-310', category: 'Equipment', quantity: 2, cost: 189 },
      { name: 'Pallet wrap', sku: 'SU-118', category: 'Supplies', quantity: 12, cost: 14.5 },
      { name: 'Forklift tyre', sku: 'SP-902', category: 'Spare parts', quantity: 4, cost: 96 },
    ],
  },
  {
    id: 'users',
    label: 'admin panel',
    icon: 'UserCog',
    entity: 'User',
    plural: 'users',
    words:
      /\b(?:admin|administra\w*|amministra\w*|users?|roles?|employees|staff|members|permissions|usuarios|empleados|utilisateurs|employés|benutzer\w*|nutzer\w*|mitarbeiter\w*|utilizadores|usuários|funcionários|utenti|dipendenti)\b/iu,
    fields: [
      { key: 'name', label: 'Name', type: 'text', required: true },
      { key: 'email', label: 'Email', type: 'email', required: true },
      { key: 'role', label: 'Role', type: 'select', options: ['Admin', 'Editor', 'Viewer'], required: true },
      { key: 'status', label: 'Status', type: 'select', options: ['Active', 'Invited', 'Suspended'] },
      { key: 'joined', label: 'Joined', type: 'date' },
    ],
    rows: [
      { name: 'Ana Costa', email: 'ana@example.com', role: 'Admin', status: 'Active', joined: '2025-03-14' },
      {
        name: 'Ben Okafor',
        email: 'ben@example.com',
        role: 'Editor',
        status: 'Active',
        joined: '2025-06-02',
      },
      {
        name: 'Chloé Martin',
        email: 'chloe@example.com',
        role: 'Viewer',
        status: 'Invited',
        joined: '2026-10-28',
      },
      {
        name: 'Dev Patel',
        email: 'dev@example.com',
        role: 'Editor',
        status: 'Suspended',
        joined: '2024-11-19',
      },
    ],
  },
  {
    id: 'contacts',
    label: 'address book',
    icon: 'BookUser',
    entity: 'Contact',
    plural: 'contacts',
    words:
      /\b(?:contacts?|address book|phones?|phone book|contactos|agenda de contact\w*|libreta de direcciones|carnet d'adresses|carnet d’adresses|kontakte|adressbuch|telefonbuch|contatos|contatti|rubrica)\b/iu,
    fields: [
      { key: 'name', label: 'Name', type: 'text', required: true },
      { key: 'phone', label: 'Phone', type: 'tel' },
      { key: 'email', label: 'Email', type: 'email' },
      { key: 'group', label: 'Group', type: 'select', options: ['Family', 'Friends', 'Work', 'Other'] },
      { key: 'birthday', label: 'Birthday', type: 'date' },
    ],
    rows: [
      {
        name: 'Maria Santos',
        phone: '+351 912 345 678',
        email: 'maria@example.com',
        group: 'Family',
        birthday: '1988-04-12',
      },
      {
        name: 'Tom Becker',
        phone: '+49 151 2345 6789',
        email: 'tom@example.com',
        group: 'Friends',
        birthday: '1990-09-03',
      },
      {
        name: 'Priya Shah',
        phone: '+44 7700 900123',
        email: 'priya@example.com',
        group: 'Work',
        birthday: '1985-01-27',
      },
      {
        name: 'Leo Rossi',
        phone: '+39 320 123 4567',
        email: 'leo@example.com',
        group: 'Friends',
        birthday: '1993-07-18',
      },
    ],
  },
  {
    id: 'crm',
    label: 'CRM',
    icon: 'Handshake',
    entity: 'Client',
    plural: 'clients',
    words:
      /\b(?:crm|clients?|customers?|deals?|leads?|sales pipeline|prospects?|clientes|kunden\w*|clienti)\b/iu,
    fields: [
      { key: 'name', label: 'Name', type: 'text', required: true },
      { key: 'company', label: 'Company', type: 'text' },
      { key: 'email', label: 'Email', type: 'email' },
      {
        key: 'stage',
        label: 'Stage',
        type: 'select',
        options: ['Lead', 'Contacted', 'Proposal', 'Won', 'Lost'],
        required: true,
      },
      { key: 'value', label: 'Deal value', type: 'money' },
    ],
    rows: [
      {
        name: 'Olivia Chen',
        company: 'Northwind Studio',
        email: 'olivia@northwind.example',
        stage: 'Proposal',
        value: 12000,
      },
      {
        name: 'Marcus Reed',
        company: 'Reed & Daughters',
        email: 'marcus@reed.example',
        stage: 'Lead',
        value: 4500,
      },
      {
        name: 'Sofia Alves',
        company: 'Alves Arquitetura',
        email: 'sofia@alves.example',
        stage: 'Won',
        value: 18500,
      },
      {
        name: 'James Park',
        company: 'Parkside Clinic',
        email: 'james@parkside.example',
        stage: 'Contacted',
        value: 7200,
      },
      {
        name: 'Nadia Haddad',
        company: 'Cedar Foods',
        email: 'nadia@cedar.example',
        stage: 'Lost',
        value: 3000,
      },
    ],
  },
];

/** The schema a prompt's words pick; a CRM when none does. */
export function schemaFor(prompt: string): RecordsSchema {
  return (
    RECORDS_SCHEMAS.find((schema) => schema.words.test(prompt)) ??
    (RECORDS_SCHEMAS.find((schema) => schema.id === 'crm') as RecordsSchema)
  );
}
