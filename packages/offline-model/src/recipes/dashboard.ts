import { AREA_CHART, BAR_CHART, DONUT_CHART } from './dashboard-charts';
import { dashboardPages } from './dashboard-pages';
import { appLayout } from './shared/app-layout';
import { lit } from './shared/ts-literal';
import type { Recipe } from './types';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const REVENUE = [18.2, 17.4, 20.1, 21.8, 21.2, 24.6, 26.1, 25.3, 27.9, 30.4, 33.8, 36.2];
const PEOPLE = [
  'Olivia Martin',
  'Jackson Lee',
  'Isabella Nguyen',
  'William Kim',
  'Sofia Davis',
  'Lucas Silva',
  'Emma Rossi',
  'Noah Becker',
  'Ava Patel',
  'Leo Dubois',
];
const STATUSES = ['Paid', 'Shipped', 'Paid', 'Pending', 'Paid', 'Refunded', 'Shipped', 'Paid'];

/** An analytics dashboard: KPI cards, SVG and CSS charts, orders and customers tables, settings. */
export const dashboardRecipe: Recipe = {
  id: 'dashboard',
  label: 'Analytics dashboard',
  defaultNames: ['Pulse', 'Northstar', 'Beacon', 'Insight Hub'],
  palette: { primary: '#4f46e5', accent: '#0ea5e9' },
  plan({ spec, copy, copyContext }) {
    const scale = copyContext.currency === 'USD' ? 1000 : 900;
    const monthly = MONTHS.map((label, index) => ({
      label,
      value: Math.round((REVENUE[index] ?? 20) * scale),
    }));
    const products = copy.products.map((product) => product.name);
    const orders = STATUSES.map((status, index) => ({
      id: `#${3210 - index * 7}`,
      customer: PEOPLE[index] ?? 'Guest',
      product: products[index % Math.max(1, products.length)] ?? 'Order',
      date: `2025-06-${String(28 - index * 2).padStart(2, '0')}`,
      status,
      amount:
        Math.round(
          (copy.products[index % Math.max(1, copy.products.length)]?.price ?? 40) * (1 + (index % 3)) * 100,
        ) / 100,
    }));
    const customers = PEOPLE.map((name, index) => ({
      name,
      email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
      orders: 24 - index * 2,
      spent: Math.round((1860 - index * 142) * (scale / 1000)),
      status: index < 2 ? 'VIP' : index > 7 ? 'New' : 'Active',
    }));
    const subject = spec.topic ? ` for ${spec.topic}` : '';
    return {
      description: `${spec.name}: sales and customer analytics${subject}.`,
      routes: [
        { path: '/customers', component: 'Customers', file: 'src/pages/Customers.tsx' },
        { path: '/settings', component: 'Settings', file: 'src/pages/Settings.tsx' },
      ],
      nav: [
        { to: '/', label: 'Overview', icon: 'LayoutDashboard' },
        { to: '/customers', label: 'Customers', icon: 'Users' },
        { to: '/settings', label: 'Settings', icon: 'Settings' },
      ],
      icon: 'ChartColumn',
      layout: 'app',
      files: [
        {
          path: 'src/components/layout/app-layout.tsx',
          content: appLayout({
            name: spec.name,
            icon: 'ChartColumn',
            nav: [
              { to: '/', label: 'Overview', icon: 'LayoutDashboard' },
              { to: '/customers', label: 'Customers', icon: 'Users' },
              { to: '/settings', label: 'Settings', icon: 'Settings' },
            ],
            subtitle: `Analytics${subject}`,
          }),
        },
        {
          path: 'src/lib/data.ts',
          content: `/** Sample figures until a real data source is connected. */
export const CURRENCY = ${lit(copyContext.currency)};

export const MONTHLY_REVENUE = ${lit(monthly)};

export const WEEKLY_ORDERS = ${lit(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((label, index) => ({ label, value: [42, 38, 51, 47, 63, 81, 57][index] ?? 40 })))};

export const CHANNELS = ${lit([
            { label: 'Online store', value: 46 },
            { label: 'In person', value: 31 },
            { label: 'Marketplaces', value: 15 },
            { label: 'Wholesale', value: 8 },
          ])};

export type OrderStatus = 'Paid' | 'Shipped' | 'Pending' | 'Refunded';

export const RECENT_ORDERS: { id: string; customer: string; product: string; date: string; status: OrderStatus; amount: number }[] = ${lit(orders)};

export const CUSTOMERS = ${lit(customers)};

export function formatMoney(amount: number, compact = false) {
  return new Intl.NumberFormat('en', {
    style: 'currency',
    currency: CURRENCY,
    notation: compact ? 'compact' : 'standard',
    // Cents matter on an order, not on a month's revenue.
    maximumFractionDigits: compact ? 1 : amount >= 1000 ? 0 : 2,
  }).format(amount);
}
`,
        },
        { path: 'src/components/dashboard/area-chart.tsx', content: AREA_CHART },
        { path: 'src/components/dashboard/bar-chart.tsx', content: BAR_CHART },
        { path: 'src/components/dashboard/donut-chart.tsx', content: DONUT_CHART },
        ...dashboardPages(spec.name),
      ],
      highlights: [
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
