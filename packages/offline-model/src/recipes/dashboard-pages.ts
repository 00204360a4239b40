import type { DashboardCopy } from './dashboard-copy';
import { jsxText, lit, jsxText as t } from './shared/ts-literal';
import type { GeneratedFile } from './types';

export function dashboardPages(name: string, c: DashboardCopy): GeneratedFile[] {
  return [
    {
      path: 'src/components/dashboard/kpi-card.tsx',
      content: `import type { LucideIcon } from 'lucide-react';
import { TrendingDown, TrendingUp } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatChange } from '@/lib/data';
import { cn } from '@/lib/utils';

export function KpiCard({ title, value, change, icon: Icon }: { title: string; value: string; change: number; icon: LucideIcon }) {
  const isUp = change >= 0;
  return (
    <Card className="gap-3">
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
        <span className="flex size-8 items-center justify-center rounded-lg bg-accent text-accent-foreground">
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-semibold tracking-tight tabular-nums">{value}</p>
        <p className={cn('mt-1 flex items-center gap-1 text-sm', isUp ? 'text-emerald-700 dark:text-emerald-400' : 'text-rose-700 dark:text-rose-400')}>
          {isUp ? <TrendingUp className="size-4" aria-hidden="true" /> : <TrendingDown className="size-4" aria-hidden="true" />}
          {formatChange(change)} <span className="text-muted-foreground">${t(c.overview.vsLastMonth)}</span>
        </p>
      </CardContent>
    </Card>
  );
}
`,
    },
    {
      path: 'src/components/dashboard/recent-orders.tsx',
      content: `import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatMoney, ORDER_STATUS, type OrderStatus, RECENT_ORDERS } from '@/lib/data';

const STATUS_VARIANT: Record<OrderStatus, 'default' | 'secondary' | 'outline' | 'destructive'> = {
  Paid: 'default',
  Shipped: 'secondary',
  Pending: 'outline',
  Refunded: 'destructive',
};

export function RecentOrders() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>${t(c.orders.title)}</CardTitle>
        <CardDescription>{${lit(c.orders.text)}.replace('{count}', String(RECENT_ORDERS.length))}</CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto" tabIndex={0} role="region" aria-label={${lit(c.orders.table)}}>
        <table className="w-full min-w-[36rem] text-sm">
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="py-2 pr-4 font-medium">${t(c.orders.order)}</th>
              <th scope="col" className="py-2 pr-4 font-medium">${t(c.orders.customer)}</th>
              <th scope="col" className="py-2 pr-4 font-medium">${t(c.orders.product)}</th>
              <th scope="col" className="py-2 pr-4 font-medium">${t(c.orders.status)}</th>
              <th scope="col" className="py-2 text-right font-medium">${t(c.orders.amount)}</th>
            </tr>
          </thead>
          <tbody>
            {RECENT_ORDERS.map((order) => (
              <tr key={order.id} className="border-b last:border-0">
                <td className="py-3 pr-4 font-mono text-xs">{order.id}</td>
                <td className="py-3 pr-4 font-medium">{order.customer}</td>
                <td className="py-3 pr-4 text-muted-foreground">{order.product}</td>
                <td className="py-3 pr-4">
                  <Badge variant={STATUS_VARIANT[order.status]}>{ORDER_STATUS[order.status]}</Badge>
                </td>
                <td className="py-3 text-right tabular-nums">{formatMoney(order.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
`,
    },
    {
      path: 'src/pages/Index.tsx',
      content: `import { DollarSign, Euro, PoundSterling, ShoppingCart, Users, Wallet } from 'lucide-react';
import { AreaChart } from '@/components/dashboard/area-chart';
import { BarChart } from '@/components/dashboard/bar-chart';
import { DonutChart } from '@/components/dashboard/donut-chart';
import { KpiCard } from '@/components/dashboard/kpi-card';
import { RecentOrders } from '@/components/dashboard/recent-orders';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CHANNELS, CURRENCY, CUSTOMERS, formatMoney, formatNumber, MONTHLY_REVENUE, WEEKLY_ORDERS } from '@/lib/data';

const MONEY_ICON = CURRENCY === 'EUR' ? Euro : CURRENCY === 'GBP' ? PoundSterling : DollarSign;

export default function Index() {
  const thisMonth = MONTHLY_REVENUE.at(-1)?.value ?? 0;
  const lastMonth = MONTHLY_REVENUE.at(-2)?.value ?? 1;
  const orders = WEEKLY_ORDERS.reduce((sum, day) => sum + day.value, 0);
  const growth = Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10;

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">${jsxText(c.overview.title.replace('{name}', () => name))}</h1>
        <p className="mt-1 text-muted-foreground">${t(c.overview.intro)}</p>
      </div>
      <section aria-label={${lit(c.overview.keyFigures)}} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <KpiCard title={${lit(c.overview.revenue)}} value={formatMoney(thisMonth)} change={growth} icon={MONEY_ICON} />
        <KpiCard title={${lit(c.overview.ordersThisWeek)}} value={formatNumber(orders)} change={8.2} icon={ShoppingCart} />
        <KpiCard title={${lit(c.overview.customers)}} value={formatNumber(CUSTOMERS.length * 128)} change={4.1} icon={Users} />
        <KpiCard title={${lit(c.overview.averageOrder)}} value={formatMoney(thisMonth / (orders * 4.3))} change={-1.3} icon={Wallet} />
      </section>
      <div className="grid gap-6 xl:grid-cols-3">
        <Card className="xl:col-span-2">
          <CardHeader>
            <CardTitle>${t(c.overview.revenue)}</CardTitle>
            <CardDescription>${t(c.overview.revenueText)}</CardDescription>
          </CardHeader>
          <CardContent>
            <AreaChart data={MONTHLY_REVENUE} label={${lit(c.overview.revenueChart)}} format={(value) => formatMoney(value, true)} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>${t(c.overview.channels)}</CardTitle>
            <CardDescription>${t(c.overview.channelsText)}</CardDescription>
          </CardHeader>
          <CardContent>
            <DonutChart data={CHANNELS} label={${lit(c.overview.channelsChart)}} />
          </CardContent>
        </Card>
      </div>
      <div className="grid gap-6 xl:grid-cols-3">
        <Card>
          <CardHeader>
            <CardTitle>${t(c.overview.byDay)}</CardTitle>
            <CardDescription>${t(c.overview.byDayText)}</CardDescription>
          </CardHeader>
          <CardContent>
            <BarChart data={WEEKLY_ORDERS} label={${lit(c.overview.byDayChart)}} />
          </CardContent>
        </Card>
        <div className="min-w-0 xl:col-span-2">
          <RecentOrders />
        </div>
      </div>
    </div>
  );
}
`,
    },
  ];
}
