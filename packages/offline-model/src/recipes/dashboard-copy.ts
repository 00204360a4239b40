import type { AppLanguage } from '../locale';
import { DASHBOARD_TRANSLATIONS } from './dashboard-translations';

/**
 * Everything the dashboard says, per language (issue 18 §2). `{name}`, `{count}` and `{query}` stand
 * for what the app fills in. Month and weekday names come from `Intl` in `locale`.
 */
export type DashboardCopy = {
  /** The locale its money, numbers and dates are written in (`Intl`). */
  locale: string;
  nav: { overview: string; customers: string; settings: string };
  subtitle: string;
  description: (name: string) => string;
  people: string[];
  /** Monday to Sunday, short. */
  weekdays: string[];
  channels: [string, string, string, string];
  /** Paid, shipped, pending, refunded. */
  orderStatus: { Paid: string; Shipped: string; Pending: string; Refunded: string };
  customerStatus: { VIP: string; Active: string; New: string };
  overview: {
    title: string;
    intro: string;
    keyFigures: string;
    revenue: string;
    ordersThisWeek: string;
    customers: string;
    averageOrder: string;
    vsLastMonth: string;
    revenueText: string;
    revenueChart: string;
    channels: string;
    channelsText: string;
    channelsChart: string;
    byDay: string;
    byDayText: string;
    byDayChart: string;
  };
  orders: {
    title: string;
    text: string;
    table: string;
    order: string;
    customer: string;
    product: string;
    status: string;
    amount: string;
  };
  customers: {
    title: string;
    intro: string;
    search: string;
    placeholder: string;
    table: string;
    customer: string;
    status: string;
    orders: string;
    spent: string;
    noMatch: string;
  };
  settings: {
    title: string;
    intro: string;
    profile: string;
    profileText: string;
    businessName: string;
    reportsEmail: string;
    notifications: string;
    notificationsText: string;
    items: [
      { label: string; description: string },
      { label: string; description: string },
      { label: string; description: string },
    ];
    save: string;
    saved: string;
  };
};

const EN: DashboardCopy = {
  locale: 'en',
  nav: { overview: 'Overview', customers: 'Customers', settings: 'Settings' },
  subtitle: 'Analytics',
  description: (name) => `${name}: sales and customer analytics.`,
  people: [
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
  ],
  weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  channels: ['Online store', 'In person', 'Marketplaces', 'Wholesale'],
  orderStatus: { Paid: 'Paid', Shipped: 'Shipped', Pending: 'Pending', Refunded: 'Refunded' },
  customerStatus: { VIP: 'VIP', Active: 'Active', New: 'New' },
  overview: {
    title: '{name} overview',
    intro: 'How the business is doing this month.',
    keyFigures: 'Key figures',
    revenue: 'Revenue',
    ordersThisWeek: 'Orders this week',
    customers: 'Customers',
    averageOrder: 'Average order',
    vsLastMonth: 'vs last month',
    revenueText: 'Monthly revenue over the last twelve months.',
    revenueChart: 'Monthly revenue, rising over the year',
    channels: 'Sales channels',
    channelsText: 'Share of revenue by channel.',
    channelsChart: 'Revenue by sales channel',
    byDay: 'Orders by day',
    byDayText: 'This week, Monday to Sunday.',
    byDayChart: 'Orders per day this week',
  },
  orders: {
    title: 'Recent orders',
    text: 'The last {count} orders across every channel.',
    table: 'Recent orders table',
    order: 'Order',
    customer: 'Customer',
    product: 'Product',
    status: 'Status',
    amount: 'Amount',
  },
  customers: {
    title: 'Customers',
    intro: 'Your best customers, by lifetime spend.',
    search: 'Search customers',
    placeholder: 'Search by name or email',
    table: 'Customers table',
    customer: 'Customer',
    status: 'Status',
    orders: 'Orders',
    spent: 'Spent',
    noMatch: 'No customers match “{query}”.',
  },
  settings: {
    title: 'Settings',
    intro: 'Your business details and what you hear about.',
    profile: 'Business profile',
    profileText: 'Shown on invoices and reports.',
    businessName: 'Business name',
    reportsEmail: 'Reports email',
    notifications: 'Notifications',
    notificationsText: 'Choose what lands in your inbox.',
    items: [
      { label: 'New orders', description: 'An email for every order over the usual size.' },
      { label: 'Weekly summary', description: 'Monday morning: last week in numbers.' },
      { label: 'Low stock', description: 'When a best seller is about to run out.' },
    ],
    save: 'Save changes',
    saved: 'Settings saved',
  },
};

export const DASHBOARD_COPY: Record<AppLanguage, DashboardCopy> = { en: EN, ...DASHBOARD_TRANSLATIONS };
