import { Flame, Moon, MousePointerClick, Sparkles, Sun, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const STEPS = [
  { icon: Sparkles, title: 'Describe it', text: 'Say what you want in the chat: pages, data, the feel.' },
  { icon: Wand2, title: 'Kiln writes it', text: 'A real React + TypeScript project, commit by commit.' },
  { icon: MousePointerClick, title: 'Shape it', text: 'Click anything here to refine it, or keep chatting.' },
] as const;

const STACK = ['React 19', 'TypeScript', 'Tailwind CSS', 'Vite'] as const;

/** The page a new project shows until the assistant writes its own. */
export default function Index() {
  const [isDark, setIsDark] = useState(() => document.documentElement.classList.contains('dark'));

  function handleToggleTheme() {
    document.documentElement.classList.toggle('dark', !isDark);
    setIsDark(!isDark);
  }

  return (
    <main className="relative isolate flex min-h-svh flex-col items-center justify-center overflow-hidden px-6 py-16">
      <div
        aria-hidden="true"
        className="-z-10 pointer-events-none absolute inset-0 bg-[radial-gradient(60%_45%_at_50%_0%,oklch(0.85_0.12_60/0.35),transparent_70%)] dark:bg-[radial-gradient(60%_45%_at_50%_0%,oklch(0.55_0.15_45/0.3),transparent_70%)]"
      />

      <Button
        variant="ghost"
        size="icon"
        className="absolute top-4 right-4"
        onClick={handleToggleTheme}
        aria-label={isDark ? 'Switch to light theme' : 'Switch to dark theme'}
      >
        {isDark ? <Sun /> : <Moon />}
      </Button>

      <div className="flex w-full max-w-2xl flex-col items-center text-center">
        <div className="relative mb-8">
          <span className="absolute inset-0 animate-ping rounded-2xl bg-orange-400/25 [animation-duration:2.4s]" />
          <div className="relative flex size-16 items-center justify-center rounded-2xl bg-gradient-to-b from-amber-400 to-orange-600 text-white shadow-lg shadow-orange-500/25">
            <Flame className="size-8" strokeWidth={1.75} />
          </div>
        </div>

        <Badge variant="outline" className="mb-5 gap-1.5 bg-background/60 backdrop-blur">
          <span className="size-1.5 animate-pulse rounded-full bg-orange-500" />
          Waiting for the first version
        </Badge>

        <h1 className="text-balance text-4xl font-semibold tracking-tight sm:text-5xl">
          Your app is cooking
        </h1>
        <p className="mt-4 max-w-md text-balance text-lg text-muted-foreground">
          This is a blank canvas. As soon as Kiln writes the first version of your app, it appears right here.
        </p>

        <Card className="mt-10 w-full gap-4 bg-card/80 text-left backdrop-blur">
          <CardHeader>
            <CardTitle>How it works</CardTitle>
            <CardDescription>Three steps from an idea to a running app.</CardDescription>
          </CardHeader>
          <CardContent>
            <ol className="grid gap-3 sm:grid-cols-3">
              {STEPS.map(({ icon: Icon, title, text }, index) => (
                <li key={title} className="rounded-lg border bg-background/60 p-4">
                  <div className="mb-3 flex items-center justify-between">
                    <div className="flex size-8 items-center justify-center rounded-md bg-accent text-accent-foreground">
                      <Icon className="size-4" />
                    </div>
                    <span className="font-mono text-xs text-muted-foreground">0{index + 1}</span>
                  </div>
                  <p className="font-medium">{title}</p>
                  <p className="mt-1 text-sm text-muted-foreground">{text}</p>
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>

        <div className="mt-8 flex flex-wrap items-center justify-center gap-2">
          {STACK.map((name) => (
            <Badge key={name} variant="secondary">
              {name}
            </Badge>
          ))}
        </div>
      </div>
    </main>
  );
}
