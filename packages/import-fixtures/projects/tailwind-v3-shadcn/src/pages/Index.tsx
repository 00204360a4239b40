import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

const features = [
  { title: "Instant previews", body: "Every change shows up in a second." },
  { title: "Design tokens", body: "Colors come from CSS variables in index.css." },
  { title: "Typography", body: "Long-form text is styled by the prose plugin." },
];

const Index = () => {
  return (
    <div className="min-h-screen bg-background">
      <header className="container flex items-center justify-between py-6">
        <span className="text-xl font-semibold text-primary">Lumen</span>
        <Button variant="outline" size="lg">
          Sign in
        </Button>
      </header>

      <main className="container space-y-16 pb-24">
        <section className="animate-in fade-in slide-in-from-bottom-4 duration-700 space-y-6 text-center">
          <h1 className="hero-title">Launch pages that feel finished</h1>
          <p className="mx-auto max-w-[42rem] text-lg text-muted-foreground">
            Built with Tailwind CSS v3, shadcn/ui and PostCSS, the way Lovable writes projects.
          </p>
          <Button data-testid="primary-button" size="lg" className="shadow-lg">
            Get started
          </Button>
        </section>

        <section data-testid="feature-grid" className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {features.map((feature, index) => (
            <Card key={feature.title} className={cn("transition-shadow hover:shadow-md", index === 0 && "border-primary")}>
              <CardHeader>
                <CardTitle>{feature.title}</CardTitle>
              </CardHeader>
              <CardContent className="text-muted-foreground">{feature.body}</CardContent>
            </Card>
          ))}
        </section>

        <article className="prose prose-slate mx-auto lg:prose-lg">
          <h2>Why a design system</h2>
          <p data-testid="prose-paragraph">
            A design system keeps every page consistent: the same spacing, the same colors and the same
            type scale, wherever a component is used.
          </p>
          <ul>
            <li>Semantic tokens instead of raw colors</li>
            <li>Variants through class-variance-authority</li>
          </ul>
        </article>

        <section className="rounded-lg bg-[#0f172a] p-8 text-center text-[15px] text-white">
          <p className="animate-accordion-down">Arbitrary values work too.</p>
        </section>
      </main>
    </div>
  );
};

export default Index;
