import type { AppLanguage } from '../locale';
import { STORE_TRANSLATIONS } from './store-translations';

/**
 * The online store's own words, in each language it is written in (issue 18 §2); the products and
 * the home page's sections come from the subject's copy and SECTION_COPY. `{name}`, `{n}`, `{items}`,
 * `{total}` and `{query}` are filled in by the generated app.
 */
export type StoreCopy = {
  nav: { shop: string; whyUs: string; faq: string };
  featured: { eyebrow: string; title: string; link: string };
  shop: {
    eyebrow: string;
    title: string;
    products: string;
    all: string;
    filter: string;
    search: string;
    noMatch: string;
  };
  item: { one: string; other: string };
  addToCart: string;
  added: string;
  details: string;
  back: string;
  cart: {
    button: string;
    aria: string;
    title: string;
    empty: string;
    oneLess: string;
    oneMore: string;
    quantity: string;
    remove: string;
    subtotal: string;
    checkout: string;
  };
  checkout: {
    eyebrow: string;
    title: string;
    text: string;
    summary: string;
    total: string;
    name: string;
    email: string;
    address: string;
    city: string;
    postcode: string;
    nameError: string;
    emailError: string;
    addressError: string;
    cityError: string;
    postcodeError: string;
    fixErrors: string;
    demoNote: string;
    place: string;
    placed: string;
    thanks: string;
    thanksText: string;
    empty: string;
    browse: string;
  };
};

export const STORE_COPY: Record<AppLanguage, StoreCopy> = {
  en: {
    nav: { shop: 'Shop', whyUs: 'Why us', faq: 'FAQ' },
    featured: { eyebrow: 'Best sellers', title: 'Customer favourites', link: 'Shop everything' },
    shop: {
      eyebrow: 'Shop',
      title: 'The collection',
      products: 'Products',
      all: 'All',
      filter: 'Filter by category',
      search: 'Search products',
      noMatch: 'No products match “{query}”.',
    },
    item: { one: '{n} item', other: '{n} items' },
    addToCart: 'Add to cart',
    added: '{name} added to your cart',
    details: 'Details',
    back: 'Back to the shop',
    cart: {
      button: 'Cart',
      aria: 'Cart, {items}',
      title: 'Your cart',
      empty: 'Nothing here yet.',
      oneLess: 'One less {name}',
      oneMore: 'One more {name}',
      quantity: 'Quantity of {name}',
      remove: 'Remove {name}',
      subtotal: 'Subtotal',
      checkout: 'Checkout',
    },
    checkout: {
      eyebrow: 'Checkout',
      title: 'Where should we send it?',
      text: 'Check your order and tell us where it goes.',
      summary: 'Your order',
      total: 'Total',
      name: 'Full name',
      email: 'Email',
      address: 'Address',
      city: 'City',
      postcode: 'Postcode',
      nameError: 'Enter your name.',
      emailError: 'Enter a valid email address.',
      addressError: 'Enter your street and number.',
      cityError: 'Enter your city.',
      postcodeError: 'Enter your postcode.',
      fixErrors: 'Some details are missing: check the highlighted fields.',
      demoNote: 'This shop is a demo: no payment is taken and no order is sent anywhere.',
      place: 'Place order',
      placed: 'Order noted: {items} for {total}. No payment was taken.',
      thanks: 'Thank you, {name}!',
      thanksText: 'Your order is noted in this demo. No payment was taken and nothing will be shipped.',
      empty: 'Your cart is empty.',
      browse: 'Browse the shop',
    },
  },
  ...STORE_TRANSLATIONS,
  pt: {
    nav: { shop: 'Loja', whyUs: 'Porquê nós', faq: 'Perguntas' },
    featured: {
      eyebrow: 'Mais vendidos',
      title: 'Os favoritos dos nossos clientes',
      link: 'Ver a loja toda',
    },
    shop: {
      eyebrow: 'Loja',
      title: 'Os nossos produtos',
      products: 'Produtos',
      all: 'Tudo',
      filter: 'Filtrar por categoria',
      search: 'Pesquisar produtos',
      noMatch: 'Nenhum produto corresponde a «{query}».',
    },
    item: { one: '{n} artigo', other: '{n} artigos' },
    addToCart: 'Adicionar ao carrinho',
    added: '{name} foi adicionado ao carrinho',
    details: 'Ver detalhes',
    back: 'Voltar à loja',
    cart: {
      button: 'Carrinho',
      aria: 'Carrinho, {items}',
      title: 'O seu carrinho',
      empty: 'Ainda não tem nada.',
      oneLess: 'Diminuir a quantidade de {name}',
      oneMore: 'Aumentar a quantidade de {name}',
      quantity: 'Quantidade de {name}',
      remove: 'Remover {name}',
      subtotal: 'Subtotal',
      checkout: 'Finalizar compra',
    },
    checkout: {
      eyebrow: 'Finalizar compra',
      title: 'Para onde enviamos?',
      text: 'Confirme a sua encomenda e indique-nos a morada de entrega.',
      summary: 'A sua encomenda',
      total: 'Total',
      name: 'Nome completo',
      email: 'E-mail',
      address: 'Morada',
      city: 'Localidade',
      postcode: 'Código postal',
      nameError: 'Indique o seu nome.',
      emailError: 'Indique um e-mail válido.',
      addressError: 'Indique a rua e o número.',
      cityError: 'Indique a sua localidade.',
      postcodeError: 'Indique o seu código postal.',
      fixErrors: 'Faltam alguns dados: verifique os campos assinalados.',
      demoNote: 'Esta loja é uma demonstração: não é cobrado nenhum pagamento e a encomenda não é enviada.',
      place: 'Fazer encomenda',
      placed: 'Encomenda registada: {items} por {total}. Não foi cobrado nenhum pagamento.',
      thanks: 'Obrigado, {name}!',
      thanksText: 'A sua encomenda ficou registada nesta demonstração. Nada foi cobrado e nada será enviado.',
      empty: 'O seu carrinho está vazio.',
      browse: 'Ir para a loja',
    },
  },
  it: {
    nav: { shop: 'Negozio', whyUs: 'Perché noi', faq: 'FAQ' },
    featured: { eyebrow: 'I più venduti', title: 'I preferiti dei nostri clienti', link: 'Tutto il negozio' },
    shop: {
      eyebrow: 'Negozio',
      title: 'I nostri prodotti',
      products: 'Prodotti',
      all: 'Tutto',
      filter: 'Filtra per categoria',
      search: 'Cerca prodotti',
      noMatch: 'Nessun prodotto corrisponde a «{query}».',
    },
    item: { one: '{n} articolo', other: '{n} articoli' },
    addToCart: 'Aggiungi al carrello',
    added: '{name} è nel carrello',
    details: 'Vedi dettagli',
    back: 'Torna al negozio',
    cart: {
      button: 'Carrello',
      aria: 'Carrello, {items}',
      title: 'Il tuo carrello',
      empty: 'Non c’è ancora niente.',
      oneLess: 'Diminuisci la quantità di {name}',
      oneMore: 'Aumenta la quantità di {name}',
      quantity: 'Quantità di {name}',
      remove: 'Rimuovi {name}',
      subtotal: 'Subtotale',
      checkout: 'Vai alla cassa',
    },
    checkout: {
      eyebrow: 'Cassa',
      title: 'Dove lo spediamo?',
      text: 'Controlla il tuo ordine e indicaci l’indirizzo di consegna.',
      summary: 'Il tuo ordine',
      total: 'Totale',
      name: 'Nome e cognome',
      email: 'Email',
      address: 'Indirizzo',
      city: 'Città',
      postcode: 'CAP',
      nameError: 'Inserisci il tuo nome.',
      emailError: 'Inserisci un indirizzo email valido.',
      addressError: 'Inserisci via e numero civico.',
      cityError: 'Inserisci la tua città.',
      postcodeError: 'Inserisci il CAP.',
      fixErrors: 'Mancano alcuni dati: controlla i campi evidenziati.',
      demoNote:
        'Questo negozio è una demo: non viene addebitato nessun pagamento e l’ordine non viene inviato.',
      place: 'Conferma l’ordine',
      placed: 'Ordine registrato: {items} per {total}. Nessun pagamento è stato addebitato.',
      thanks: 'Grazie, {name}!',
      thanksText:
        'Il tuo ordine è registrato in questa demo. Non è stato addebitato nulla e non verrà spedito nulla.',
      empty: 'Il tuo carrello è vuoto.',
      browse: 'Vai al negozio',
    },
  },
};
