import path from 'node:path';
import type { RecipeId } from '@kiln/offline-model/testing';
import { RECIPE_IDS } from '@kiln/offline-model/testing';
import { describe, expect, it } from 'vitest';
import { auditApp } from './testing/a11y';
import { copyProject, runTurn } from './testing/harness';
import { model } from './testing/projects';
import { renderRig } from './testing/render-rig';

/**
 * Issue 18 §4's quality gates on translated apps: every recipe, asked for in Spanish, French,
 * German, Portuguese or Italian, is written in that language (`<html lang>`) and has no serious or
 * critical axe violation on any route at 1440 and 375 px; on a phone nothing scrolls sideways, no
 * text spills out of its box, and the open menu passes too (see `testing/a11y.ts`). One language per
 * recipe keeps the run short: they rotate, and German (the longest words: "Gabelstaplerreifen",
 * "Geschwindigkeit", "Folgebehandlung") goes to the recipes with the longest labels, headings and
 * buttons, and to the board (its add button's name once left out its German label).
 * Pictures of the phone layout: /tmp/offline-a11y-<recipe>-<lang>.png.
 */
const rig = renderRig('kiln-offline-a11y-languages-');

type Lang = 'es' | 'fr' | 'de' | 'pt' | 'it';

/** What the reply's commit message calls each recipe: it proves the prompt picked it. */
const LABELS: Record<RecipeId, string> = {
  landing: 'landing page',
  todo: 'task manager',
  blog: 'blog',
  portfolio: 'portfolio',
  dashboard: 'analytics dashboard',
  store: 'online store',
  restaurant: 'restaurant website',
  event: 'event website',
  fitness: 'fitness tracker',
  calculator: 'calculator',
  timer: 'timer',
  booking: 'booking app',
  weather: 'weather app',
  records: 'records app',
  board: 'kanban board',
  notes: 'notes app',
  quiz: 'quiz',
  survey: 'survey',
  converter: 'unit converter',
  listings: 'listings site',
  chat: 'chat app',
  media: 'media player',
};

/** A natural prompt per recipe, in the language it is checked in. */
const PROMPTS: Record<RecipeId, [Lang, string]> = {
  landing: ['fr', 'Un site vitrine pour mon atelier de poterie à Nantes'],
  todo: ['es', 'Una lista de tareas para organizar la mudanza de mi piso'],
  blog: ['it', 'Un blog di viaggi sulle Dolomiti e i sentieri di montagna'],
  portfolio: ['pt', 'Quero um portefólio para o meu trabalho de ilustração em Coimbra'],
  dashboard: ['de', 'Ein Dashboard mit Umsatzzahlen und Diagrammen für meinen Buchladen'],
  store: ['es', 'Una tienda online de cerámica hecha a mano llamada Barro Vivo'],
  restaurant: ['it', 'Un sito per la mia pizzeria a Napoli con il menù'],
  event: ['fr', 'Un site pour notre festival de musique, les 4 et 5 juillet 2027 à Nantes'],
  fitness: ['de', 'Eine Fitness-App, um meine Krafttrainings und Laufeinheiten einzutragen'],
  calculator: ['pt', 'Uma calculadora para as contas lá de casa'],
  timer: ['it', 'Un timer pomodoro per le mie sessioni di studio in biblioteca'],
  booking: ['de', 'Eine Online-Terminbuchung für meine Physiotherapiepraxis'],
  weather: ['fr', 'Une application météo avec les prévisions pour Marseille'],
  records: ['de', 'Eine Lagerverwaltung für meine Werkstatt mit Ersatzteilen'],
  board: ['de', 'Ein Kanban-Board für die Projekte unserer Werbeagentur'],
  notes: ['pt', 'Uma aplicação de notas para as minhas receitas e ideias'],
  quiz: ['es', 'Un quiz de cultura general para jugar con mis amigos'],
  survey: ['it', 'Un questionario di soddisfazione per i clienti del mio albergo'],
  converter: ['de', 'Ein Einheitenumrechner für Rezepte und Reisen'],
  listings: ['fr', 'Un site d’annonces immobilières pour des appartements à Bordeaux'],
  chat: ['pt', 'Uma aplicação de chat com um assistente virtual para a minha loja'],
  media: ['es', 'Un reproductor de música para mi colección de jazz y bossa nova'],
};

describe.concurrent('translated apps pass the quality gates', () => {
  it.each(RECIPE_IDS.map((recipe) => [recipe, ...PROMPTS[recipe]] as const))(
    '%s in %s: written in it, no serious axe violation at 1440 and 375 px, no sideways scroll',
    async (recipe, lang, prompt) => {
      const dir = await copyProject(path.join(rig.root, `${recipe}-${lang}`));
      const first = await runTurn({ model, dir, messages: [{ role: 'user', content: prompt }] });
      const commit = first.log.find((entry) => entry.name === 'set_commit_message');
      expect(String(commit?.input.message), 'the recipe the prompt picked').toMatch(
        new RegExp(`: ${LABELS[recipe]}$`),
      );
      expect(first.reasoning, 'no closest-recipe disclosure').not.toContain('I have no recipe');
      const {
        errors,
        findings,
        lang: written,
      } = await auditApp(rig, `a11y-${recipe}-${lang}`, dir, {
        screenshot: `/tmp/offline-a11y-${recipe}-${lang}.png`,
        spills: true,
        menu: true,
      });
      expect(errors).toBe('');
      expect(written, '<html lang>').toBe(lang);
      expect(findings).toEqual([]);
    },
    180_000,
  );
});
