import hours from '@/assets/opening-hours.txt?raw';
import waveUrl from '@/assets/wave.svg?url';

const siteName = import.meta.env.VITE_SITE_NAME;
const email = import.meta.env.VITE_BOOKING_EMAIL;

export default function App() {
  return (
    <main className="mx-auto max-w-4xl px-6 py-16">
      <header className="flex items-center gap-4">
        <img src="/lighthouse.svg" alt="" className="h-16 w-24 rounded-lg" />
        <div>
          <h1 className="font-display text-5xl text-harbor">{siteName}</h1>
          <p className="mt-1 text-sm uppercase tracking-widest text-slate-600">{import.meta.env.VITE_SEASON}</p>
        </div>
      </header>
      <img src={waveUrl} alt="" className="mt-8 w-full" />
      <section className="mt-8 grid gap-6 md:grid-cols-2">
        <article className="rounded-2xl bg-white p-6 shadow-sm">
          <h2 className="text-xl font-semibold">Opening hours</h2>
          <p className="mt-2">{hours.trim()}</p>
        </article>
        <article className="rounded-2xl bg-harbor p-6 text-white">
          <h2 className="text-xl font-semibold">Book a table</h2>
          <p className="mt-2">
            Write to <a className="underline" href={`mailto:${email}`}>{email}</a>
          </p>
        </article>
      </section>
    </main>
  );
}
