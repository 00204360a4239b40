import path from 'node:path';
import { SHARED_COPY } from '@kiln/offline-model/testing';
import { describe, expect, it } from 'vitest';
import { copyProject, runTurn } from './testing/harness';
import { model, verify } from './testing/projects';
import { renderRig } from './testing/render-rig';

/**
 * Issue 18 §2: a booking app asked for in Spanish, French, German, Portuguese or Italian is written in
 * that language: its services, calendar, form and its errors, confirmation and My bookings. "Today" is
 * Monday 2 March 2026, 8 am; a haircut is booked on Tuesday at 10:00 on a 375 px phone, then cancelled.
 */
const rig = renderRig('kiln-offline-languages-booking-');

type Case = {
  lang: 'es' | 'fr' | 'de' | 'pt' | 'it';
  locale: string;
  prompt: string;
  /** The haircut's name and the first word of its description (its button's name starts with both). */
  haircut: [string, string];
  step2: string;
  slots: string;
  confirm: string;
  nameError: string;
  name: string;
  email: string;
  done: string;
  list: string;
  cancel: string;
  cancelBooking: string;
  empty: string;
};

const CASES: Case[] = [
  {
    lang: 'es',
    locale: 'es-ES',
    prompt: 'Una aplicación de citas para mi peluquería',
    haircut: ['Corte de pelo', 'Lavado'],
    step2: '2. Elige día y hora',
    slots: 'Horas disponibles',
    confirm: 'Confirmar reserva',
    nameError: 'Escribe tu nombre.',
    name: 'Nombre',
    email: 'Correo electrónico',
    done: '¡Reserva confirmada!',
    list: 'Próximas reservas',
    cancel: 'Cancelar',
    cancelBooking: 'Cancelar reserva',
    empty: 'No tienes reservas próximas',
  },
  {
    lang: 'fr',
    locale: 'fr-FR',
    prompt: 'Une application de prise de rendez-vous pour mon salon de coiffure',
    haircut: ['Coupe', 'Shampooing'],
    step2: '2. Choisissez le jour et l’heure',
    slots: 'Créneaux disponibles',
    confirm: 'Confirmer la réservation',
    nameError: 'Indiquez votre nom.',
    name: 'Nom',
    email: 'E-mail',
    done: 'Votre réservation est confirmée',
    list: 'Réservations à venir',
    cancel: 'Annuler',
    cancelBooking: 'Annuler la réservation',
    empty: 'Aucune réservation à venir',
  },
  {
    lang: 'de',
    locale: 'de-DE',
    prompt: 'Eine App zur Terminbuchung für meinen Friseursalon',
    haircut: ['Haarschnitt', 'Waschen'],
    step2: '2. Tag und Uhrzeit wählen',
    slots: 'Freie Uhrzeiten',
    confirm: 'Termin bestätigen',
    nameError: 'Bitte geben Sie Ihren Namen ein.',
    name: 'Name',
    email: 'E-Mail',
    done: 'Ihr Termin ist gebucht',
    list: 'Anstehende Termine',
    cancel: 'Stornieren',
    cancelBooking: 'Termin stornieren',
    empty: 'Keine anstehenden Termine',
  },
  {
    lang: 'pt',
    locale: 'pt-PT',
    prompt: 'Uma aplicação de marcações para a minha barbearia',
    haircut: ['Corte de cabelo', 'Lavagem'],
    step2: '2. Escolha o dia e a hora',
    slots: 'Horários disponíveis',
    confirm: 'Confirmar marcação',
    nameError: 'Indique o seu nome.',
    name: 'Nome',
    email: 'Email',
    done: 'Marcação confirmada',
    list: 'Próximas marcações',
    cancel: 'Cancelar',
    cancelBooking: 'Cancelar marcação',
    empty: 'Não tem marcações futuras',
  },
  {
    lang: 'it',
    locale: 'it-IT',
    prompt: 'Una app per prenotare gli appuntamenti del mio parrucchiere',
    haircut: ['Taglio', 'Shampoo'],
    step2: '2. Scegli giorno e ora',
    slots: 'Orari disponibili',
    confirm: 'Conferma prenotazione',
    nameError: 'Inserisci il tuo nome.',
    name: 'Nome',
    email: 'Email',
    done: 'Prenotazione confermata',
    list: 'Prossime prenotazioni',
    cancel: 'Annulla',
    cancelBooking: 'Annulla prenotazione',
    empty: 'Nessuna prenotazione in programma',
  },
];

describe.concurrent('a booking app in the language of the prompt', () => {
  it.each(CASES.map((c) => [c.lang, c.prompt, c] as const))(
    '%s: %s',
    async (lang, prompt, c) => {
      const dir = await copyProject(path.join(rig.root, `booking-${lang}`));
      const first = await runTurn({ model, dir, messages: [{ role: 'user', content: prompt }] });
      expect(first.log.filter((entry) => entry.isError)).toEqual([]);
      await verify(rig.builder, rig.browser, dir, [
        {
          viewport: { width: 375, height: 800 },
          screenshot: `/tmp/offline-booking-${lang}.png`,
          act: async (page) => {
            await page.clock.setFixedTime(new Date(2026, 2, 2, 8, 0));
            await page.reload();
            expect(await page.evaluate('document.documentElement.lang')).toBe(lang);
            // Days and times are named the language's way, by the browser's own Intl.
            const [tuesday, ten] = (await page.evaluate(
              `[new Intl.DateTimeFormat(${JSON.stringify(c.locale)}, { dateStyle: 'full' }).format(new Date(2026, 2, 3)),
                new Intl.DateTimeFormat(${JSON.stringify(c.locale)}, { hour: 'numeric', minute: '2-digit' }).format(new Date(2000, 0, 1, 10, 0))]`,
            )) as [string, string];
            await page
              .getByRole('button', { name: new RegExp(`^${c.haircut[0]}\\s*${c.haircut[1]}`) })
              .click();
            await page.getByRole('heading', { name: c.step2 }).waitFor();
            await page.getByRole('button', { name: tuesday, exact: true }).click();
            await page.getByRole('heading', { name: tuesday }).waitFor();
            await page.getByRole('list', { name: c.slots }).getByRole('button', { name: ten }).click();
            await page.getByRole('button', { name: c.confirm }).click();
            await page.getByText(c.nameError).waitFor();
            await page.getByLabel(c.name, { exact: true }).fill('Ana Lima');
            await page.getByLabel(c.email, { exact: true }).fill('ana@example.com');
            await page.getByRole('button', { name: c.confirm }).click();
            await page.getByRole('heading', { name: c.done }).waitFor();
            await page.getByText(ten).first().waitFor();
            expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
            await page.goto(new URL('/bookings', page.url()).href);
            await page.getByRole('list', { name: c.list }).getByText(c.haircut[0], { exact: true }).waitFor();
            expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
            await page.getByRole('button', { name: new RegExp(`^${c.cancel}\\s*${c.haircut[0]}`) }).click();
            await page.getByRole('dialog').getByRole('button', { name: c.cancelBooking }).click();
            await page.getByText(c.empty).waitFor();
          },
        },
        {
          // The calendar step on a phone: long weekday and month names still fit.
          viewport: { width: 375, height: 800 },
          screenshot: `/tmp/offline-booking-${lang}-calendar.png`,
          act: async (page) => {
            await page
              .getByRole('button', { name: new RegExp(`^${c.haircut[0]}\\s*${c.haircut[1]}`) })
              .click();
            await page.getByRole('grid').waitFor();
            expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
          },
        },
        { path: '/nowhere', shows: SHARED_COPY[lang].notFound.title },
      ]);
    },
    180_000,
  );
});
