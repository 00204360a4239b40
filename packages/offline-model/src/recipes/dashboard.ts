import { PROMPT_LANGUAGE_IDS, PROMPT_LANGUAGES } from '../language';
import { AREA_CHART, BAR_CHART, DONUT_CHART } from './dashboard-charts';
import { DASHBOARD_COPY } from './dashboard-copy';
import { customersPage, settingsPage } from './dashboard-customers';
import { dashboardPages } from './dashboard-pages';
import { DASHBOARD_PRODUCTS } from './dashboard-products';
import { appLayout } from './shared/app-layout';
import { lit } from './shared/ts-literal';
import type { Recipe } from './types';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const REVENUE = [18.2, 17.4, 20.1, 21.8, 21.2, 24.6, 26.1, 25.3, 27.9, 30.4, 33.8, 36.2];
const STATUSES = ['Paid', 'Shipped', 'Paid', 'Pending', 'Paid', 'Refunded', 'Shipped', 'Paid'];

/** "Lucía Martín" → "lucia.martin": an address a mail server accepts. */
function mailbox(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.');
}

/** An analytics dashboard: KPI cards, SVG and CSS charts, orders and customers tables, settings. */
export const dashboardRecipe: Recipe = {
  id: 'dashboard',
  label: 'Analytics dashboard',
  defaultNames: ['Pulse', 'Northstar', 'Beacon', 'Insight Hub'],
  palette: { primary: '#4f46e5', accent: '#0ea5e9' },
  languages: PROMPT_LANGUAGE_IDS,
  plan({ spec, copy, copyContext, language }) {
    const c = DASHBOARD_COPY[language];
    // The five prompt languages are spoken in euro countries: euros, unless the prompt names a UK place.
    const currency = language === 'en' || copyContext.currency === 'GBP' ? copyContext.currency : 'EUR';
    const scale = currency === 'USD' ? 1000 : 900;
    const monthName = new Intl.DateTimeFormat(c.locale, { month: 'short' });
    const months =
      language === 'en' ? MONTHS : MONTHS.map((_, index) => monthName.format(new Date(2025, index, 1)));
    const monthly = months.map((label, index) => ({
      label,
      value: Math.round((REVENUE[index] ?? 20) * scale),
    }));
    const products =
      language === 'en'
        ? copy.products.map((product) => ({ name: product.name, price: product.price }))
        : DASHBOARD_PRODUCTS[language][spec.domain].map(([name, price]) => ({ name, price }));
    const orders = STATUSES.map((status, index) => ({
      id: `#${3210 - index * 7}`,
      customer: c.people[index] ?? 'Guest',
      product: products[index % Math.max(1, products.length)]?.name ?? 'Order',
      date: `2025-06-${String(28 - index * 2).padStart(2, '0')}`,
      status,
      amount:
        Math.round((products[index % Math.max(1, products.length)]?.price ?? 40) * (1 + (index % 3)) * 100) /
        100,
    }));
    const customers = c.people.map((name, index) => ({
      name,
      email: `${mailbox(name)}@example.com`,
      orders: 24 - index * 2,
      spent: Math.round((1860 - index * 142) * (scale / 1000)),
      status: index < 2 ? 'VIP' : index > 7 ? 'New' : 'Active',
    }));
    const subject = language === 'en' && spec.topic ? ` for ${spec.topic}` : '';
    const nav = [
      { to: '/', label: c.nav.overview, icon: 'LayoutDashboard' },
      { to: '/customers', label: c.nav.customers, icon: 'Users' },
      { to: '/settings', label: c.nav.settings, icon: 'Settings' },
    ];
    return {
      description:
        language === 'en'
          ? `${spec.name}: sales and customer analytics${subject}.`
          : c.description(spec.name),
      routes: [
        { path: '/customers', component: 'Customers', file: 'src/pages/Customers.tsx' },
        { path: '/settings', component: 'Settings', file: 'src/pages/Settings.tsx' },
      ],
      nav,
      icon: 'ChartColumn',
      layout: 'app',
      files: [
        {
          path: 'src/components/layout/app-layout.tsx',
          content: appLayout({
            name: spec.name,
            icon: 'ChartColumn',
            nav,
            subtitle: `${c.subtitle}${subject}`,
            language,
          }),
        },
        {
          path: 'src/lib/data.ts',
          content: `/** Sample figures until a real data source is connected. */
export const CURRENCY: 'USD' | 'EUR' | 'GBP' = ${lit(currency)};

/** Money, numbers and percentages are written the ${c.locale} way. */
export const LOCALE = ${lit(c.locale)};

export const MONTHLY_REVENUE = ${lit(monthly)};

export const WEEKLY_ORDERS = ${lit(c.weekdays.map((label, index) => ({ label, value: [42, 38, 51, 47, 63, 81, 57][index] ?? 40 })))};

export const CHANNELS = ${lit(c.channels.map((label, index) => ({ label, value: [46, 31, 15, 8][index] ?? 0 })))};

export type OrderStatus = 'Paid' | 'Shipped' | 'Pending' | 'Refunded';

export const ORDER_STATUS: Record<OrderStatus, string> = ${lit(c.orderStatus)};

export const RECENT_ORDERS: { id: string; customer: string; product: string; date: string; status: OrderStatus; amount: number }[] = ${lit(orders)};

export type CustomerStatus = 'VIP' | 'Active' | 'New';

export const CUSTOMER_STATUS: Record<CustomerStatus, string> = ${lit(c.customerStatus)};

export const CUSTOMERS: { name: string; email: string; orders: number; spent: number; status: CustomerStatus }[] = ${lit(customers)};

export function formatMoney(amount: number, compact = false) {
  return new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency: CURRENCY,
    // An axis tick: "€26.9K", "26,9 mil €", or in full where a language does not shorten ("26.900 €").
    ...(compact
      ? { notation: 'compact' as const, maximumSignificantDigits: 3 }
      : // Cents matter on an order, not on a month's revenue.
        { minimumFractionDigits: 0, maximumFractionDigits: amount >= 1000 ? 0 : 2 }),
  }).format(amount);
}

export function formatNumber(value: number) {
  return new Intl.NumberFormat(LOCALE).format(value);
}

/** A change in percent, signed: "+8.2%". */
export function formatChange(percent: number) {
  return new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(
    percent / 100,
  );
}
`,
        },
        { path: 'src/components/dashboard/area-chart.tsx', content: AREA_CHART },
        { path: 'src/components/dashboard/bar-chart.tsx', content: BAR_CHART },
        { path: 'src/components/dashboard/donut-chart.tsx', content: DONUT_CHART },
        ...dashboardPages(spec.name, c),
        customersPage(c),
        settingsPage(spec.name, c),
      ],
      highlights: [
        ...(language === 'en'
          ? []
          : [
              `every word of the app in ${PROMPT_LANGUAGES[language]}, as you wrote, with sample customers, products, months and weekdays of its own, and money in euros written its way`,
            ]),
        'an overview with four KPI cards, a 12-month revenue area chart, a weekly orders bar chart and a sales-channel donut (SVG and CSS, no chart library)',
        'a recent orders table with status badges, and a customers page with live search',
        'a settings page with a profile form and notification switches, and a sidebar that becomes a slide-out menu on phones',
      ],
      suggestions: [
        'Add dark mode',
        'Change the primary colour to emerald',
        'Add a reports page',
        'Make it mobile responsive',
      ],
      nudge: {
        integration: 'supabase',
        reason: 'Load real orders and customers from a database instead of sample figures.',
      },
    };
  },
};
