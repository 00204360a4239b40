import { jsxText } from './shared/ts-literal';
import type { GeneratedFile } from './types';

export function dashboardPages(name: string): GeneratedFile[] {
  return [
    {
      path: 'src/components/dashboard/kpi-card.tsx',
      content: `import type { LucideIcon } from 'lucide-react';
import { TrendingDown, TrendingUp } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
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
          {isUp ? '+' : ''}
          {change}% <span className="text-muted-foreground">vs last month</span>
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
import { formatMoney, type OrderStatus, RECENT_ORDERS } from '@/lib/data';

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
        <CardTitle>Recent orders</CardTitle>
        <CardDescription>The last {RECENT_ORDERS.length} orders across every channel.</CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto" tabIndex={0} role="region" aria-label="Recent orders table">
        <table className="w-full min-w-[36rem] text-sm">
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="py-2 pr-4 font-medium">Order</th>
              <th scope="col" className="py-2 pr-4 font-medium">Customer</th>
              <th scope="col" className="py-2 pr-4 font-medium">Product</th>
              <th scope="col" className="py-2 pr-4 font-medium">Status</th>
              <th scope="col" className="py-2 text-right font-medium">Amount</th>
            </tr>
          </thead>
          <tbody>
            {RECENT_ORDERS.map((order) => (
              <tr key={order.id} className="border-b last:border-0">
                <td className="py-3 pr-4 font-mono text-xs">{order.id}</td>
                <td className="py-3 pr-4 font-medium">{order.customer}</td>
                <td className="py-3 pr-4 text-muted-foreground">{order.product}</td>
                <td className="py-3 pr-4">
                  <Badge variant={STATUS_VARIANT[order.status]}>{order.status}</Badge>
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
      content: `import { DollarSign, ShoppingCart, Users, Wallet } from 'lucide-react';
import { AreaChart } from '@/components/dashboard/area-chart';
import { BarChart } from '@/components/dashboard/bar-chart';
import { DonutChart } from '@/components/dashboard/donut-chart';
import { KpiCard } from '@/components/dashboard/kpi-card';
import { RecentOrders } from '@/components/dashboard/recent-orders';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CHANNELS, CUSTOMERS, formatMoney, MONTHLY_REVENUE, WEEKLY_ORDERS } from '@/lib/data';

export default function Index() {
  const thisMonth = MONTHLY_REVENUE.at(-1)?.value ?? 0;
  const lastMonth = MONTHLY_REVENUE.at(-2)?.value ?? 1;
  const orders = WEEKLY_ORDERS.reduce((sum, day) => sum + day.value, 0);
  const growth = Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10;

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">${jsxText(name)} overview</h1>
        <p className="mt-1 text-muted-foreground">How the business is doing this month.</p>
      </div>
      <section aria-label="Key figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <KpiCard title="Revenue" value={formatMoney(thisMonth)} change={growth} icon={DollarSign} />
        <KpiCard title="Orders this week" value={String(orders)} change={8.2} icon={ShoppingCart} />
        <KpiCard title="Customers" value={(CUSTOMERS.length * 128).toLocaleString('en')} change={4.1} icon={Users} />
        <KpiCard title="Average order" value={formatMoney(thisMonth / (orders * 4.3))} change={-1.3} icon={Wallet} />
      </section>
      <div className="grid gap-6 xl:grid-cols-3">
        <Card className="xl:col-span-2">
          <CardHeader>
            <CardTitle>Revenue</CardTitle>
            <CardDescription>Monthly revenue over the last twelve months.</CardDescription>
          </CardHeader>
          <CardContent>
            <AreaChart data={MONTHLY_REVENUE} label="Monthly revenue, rising over the year" format={(value) => formatMoney(value, true)} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Sales channels</CardTitle>
            <CardDescription>Share of revenue by channel.</CardDescription>
          </CardHeader>
          <CardContent>
            <DonutChart data={CHANNELS} label="Revenue by sales channel" />
          </CardContent>
        </Card>
      </div>
      <div className="grid gap-6 xl:grid-cols-3">
        <Card>
          <CardHeader>
            <CardTitle>Orders by day</CardTitle>
            <CardDescription>This week, Monday to Sunday.</CardDescription>
          </CardHeader>
          <CardContent>
            <BarChart data={WEEKLY_ORDERS} label="Orders per day this week" />
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
    {
      path: 'src/pages/Customers.tsx',
      content: `import { Search } from 'lucide-react';
import { useState } from 'react';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { CUSTOMERS, formatMoney } from '@/lib/data';

export default function Customers() {
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const visible = CUSTOMERS.filter((customer) => \`\${customer.name} \${customer.email}\`.toLowerCase().includes(needle));

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Customers</h1>
          <p className="mt-1 text-muted-foreground">Your best customers, by lifetime spend.</p>
        </div>
        <div className="relative sm:w-72">
          <Label htmlFor="customer-search" className="sr-only">
            Search customers
          </Label>
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input id="customer-search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder="Search by name or email" className="bg-background pl-9" />
        </div>
      </div>
      <Card className="py-0">
        <CardContent className="overflow-x-auto px-0" tabIndex={0} role="region" aria-label="Customers table">
          <table className="w-full min-w-[40rem] text-sm">
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th scope="col" className="px-6 py-3 font-medium">Customer</th>
                <th scope="col" className="px-6 py-3 font-medium">Status</th>
                <th scope="col" className="px-6 py-3 text-right font-medium">Orders</th>
                <th scope="col" className="px-6 py-3 text-right font-medium">Spent</th>
              </tr>
            </thead>
            <tbody>
              {visible.map((customer) => (
                <tr key={customer.email} className="border-b last:border-0 hover:bg-muted/40">
                  <td className="px-6 py-3">
                    <div className="flex items-center gap-3">
                      <Avatar>
                        <AvatarFallback className="bg-accent text-xs text-accent-foreground">
                          {customer.name.split(' ').map((part) => part[0]).join('')}
                        </AvatarFallback>
                      </Avatar>
                      <div>
                        <p className="font-medium">{customer.name}</p>
                        <p className="text-muted-foreground">{customer.email}</p>
                      </div>
                    </div>
                  </td>
                  <td className="px-6 py-3">
                    <Badge variant={customer.status === 'VIP' ? 'default' : customer.status === 'New' ? 'outline' : 'secondary'}>{customer.status}</Badge>
                  </td>
                  <td className="px-6 py-3 text-right tabular-nums">{customer.orders}</td>
                  <td className="px-6 py-3 text-right tabular-nums">{formatMoney(customer.spent)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {visible.length === 0 && <p className="py-10 text-center text-muted-foreground">No customers match “{query}”.</p>}
        </CardContent>
      </Card>
    </div>
  );
}
`,
    },
    {
      path: 'src/pages/Settings.tsx',
      content: `import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toaster';

const NOTIFICATIONS = [
  { id: 'orders', label: 'New orders', description: 'An email for every order over the usual size.', isOn: true },
  { id: 'weekly', label: 'Weekly summary', description: 'Monday morning: last week in numbers.', isOn: true },
  { id: 'stock', label: 'Low stock', description: 'When a best seller is about to run out.', isOn: false },
];

export default function Settings() {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    toast.success('Settings saved');
  }

  return (
    <form onSubmit={handleSubmit} className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Settings</h1>
        <p className="mt-1 text-muted-foreground">Your business details and what you hear about.</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Business profile</CardTitle>
          <CardDescription>Shown on invoices and reports.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor="business-name">Business name</Label>
            <Input id="business-name" defaultValue=${JSON.stringify(name)} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="business-email">Reports email</Label>
            <Input id="business-email" type="email" defaultValue="reports@example.com" />
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Notifications</CardTitle>
          <CardDescription>Choose what lands in your inbox.</CardDescription>
        </CardHeader>
        <CardContent className="divide-y">
          {NOTIFICATIONS.map((item) => (
            <div key={item.id} className="flex items-center justify-between gap-4 py-3">
              <div>
                <Label htmlFor={\`notify-\${item.id}\`}>{item.label}</Label>
                <p className="mt-1 text-sm text-muted-foreground">{item.description}</p>
              </div>
              <Switch id={\`notify-\${item.id}\`} defaultChecked={item.isOn} />
            </div>
          ))}
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit">Save changes</Button>
        </CardFooter>
      </Card>
    </form>
  );
}
`,
    },
  ];
}
