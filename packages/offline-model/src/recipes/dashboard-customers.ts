/** The dashboard's customers and settings pages. */
import type { DashboardCopy } from './dashboard-copy';
import { lit, jsxText as t } from './shared/ts-literal';
import type { GeneratedFile } from './types';

export const customersPage = (c: DashboardCopy): GeneratedFile => ({
  path: 'src/pages/Customers.tsx',
  content: `import { Search } from 'lucide-react';
import { useState } from 'react';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { CUSTOMER_STATUS, CUSTOMERS, formatMoney } from '@/lib/data';

export default function Customers() {
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const visible = CUSTOMERS.filter((customer) => \`\${customer.name} \${customer.email}\`.toLowerCase().includes(needle));

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">${t(c.customers.title)}</h1>
          <p className="mt-1 text-muted-foreground">${t(c.customers.intro)}</p>
        </div>
        <div className="relative sm:w-72">
          <Label htmlFor="customer-search" className="sr-only">
            ${t(c.customers.search)}
          </Label>
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input id="customer-search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder={${lit(c.customers.placeholder)}} className="bg-background pl-9" />
        </div>
      </div>
      <Card className="py-0">
        <CardContent className="overflow-x-auto px-0" tabIndex={0} role="region" aria-label={${lit(c.customers.table)}}>
          <table className="w-full min-w-[40rem] text-sm">
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th scope="col" className="px-6 py-3 font-medium">${t(c.customers.customer)}</th>
                <th scope="col" className="px-6 py-3 font-medium">${t(c.customers.status)}</th>
                <th scope="col" className="px-6 py-3 text-right font-medium">${t(c.customers.orders)}</th>
                <th scope="col" className="px-6 py-3 text-right font-medium">${t(c.customers.spent)}</th>
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
                    <Badge variant={customer.status === 'VIP' ? 'default' : customer.status === 'New' ? 'outline' : 'secondary'}>{CUSTOMER_STATUS[customer.status]}</Badge>
                  </td>
                  <td className="px-6 py-3 text-right tabular-nums">{customer.orders}</td>
                  <td className="px-6 py-3 text-right tabular-nums">{formatMoney(customer.spent)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {visible.length === 0 && <p className="py-10 text-center text-muted-foreground">{${lit(c.customers.noMatch)}.replace('{query}', () => query)}</p>}
        </CardContent>
      </Card>
    </div>
  );
}
`,
});

export const settingsPage = (name: string, c: DashboardCopy): GeneratedFile => ({
  path: 'src/pages/Settings.tsx',
  content: `import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toaster';

const NOTIFICATIONS = ${lit(
    ['orders', 'weekly', 'stock'].map((id, index) => ({ id, ...c.settings.items[index], isOn: index < 2 })),
  )};

export default function Settings() {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    toast.success(${lit(c.settings.saved)});
  }

  return (
    <form onSubmit={handleSubmit} className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">${t(c.settings.title)}</h1>
        <p className="mt-1 text-muted-foreground">${t(c.settings.intro)}</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>${t(c.settings.profile)}</CardTitle>
          <CardDescription>${t(c.settings.profileText)}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor="business-name">${t(c.settings.businessName)}</Label>
            <Input id="business-name" defaultValue=${JSON.stringify(name)} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="business-email">${t(c.settings.reportsEmail)}</Label>
            <Input id="business-email" type="email" defaultValue="reports@example.com" />
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>${t(c.settings.notifications)}</CardTitle>
          <CardDescription>${t(c.settings.notificationsText)}</CardDescription>
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
          <Button type="submit">${t(c.settings.save)}</Button>
        </CardFooter>
      </Card>
    </form>
  );
}
`,
});
