import type { AppLanguage } from '../locale';

/** The notes app's first note, per language: a short guide to the markdown it renders. */
export const WELCOME_NOTE: Record<AppLanguage, { title: string; body: string }> = {
  en: {
    title: 'Writing in markdown',
    body: `# Writing in markdown

Write here, then switch to **Preview** (or *Side by side* on a wide screen) to see the note as it reads.

## What works
- Headings with \`#\`, **bold** and *italic*
- Lists, numbered or not
- Links like [the markdown guide](https://commonmark.org/help/)
- \`inline code\` and code blocks

> Every note is saved in this browser as you type.`,
  },
  es: {
    title: 'Escribir en markdown',
    body: `# Escribir en markdown

Escribe aquí y cambia a **Vista previa** (o a *En paralelo* en una pantalla ancha) para ver cómo queda la nota.

## Qué funciona
- Títulos con \`#\`, **negrita** y *cursiva*
- Listas, numeradas o no
- Enlaces como [la guía de markdown](https://commonmark.org/help/)
- \`código en línea\` y bloques de código

> Cada nota se guarda en este navegador mientras escribes.`,
  },
  fr: {
    title: 'Écrire en markdown',
    body: `# Écrire en markdown

Écrivez ici, puis passez à l’**Aperçu** (ou à *Côte à côte* sur un grand écran) pour voir la note telle qu’elle se lit.

## Ce qui fonctionne
- Des titres avec \`#\`, du **gras** et de l’*italique*
- Des listes, numérotées ou non
- Des liens comme [le guide du markdown](https://commonmark.org/help/)
- Du \`code en ligne\` et des blocs de code

> Chaque note est enregistrée dans ce navigateur au fil de la saisie.`,
  },
  de: {
    title: 'Schreiben in Markdown',
    body: `# Schreiben in Markdown

Schreib hier und wechsle dann zur **Vorschau** (oder auf einem breiten Bildschirm zu *Nebeneinander*), um die Notiz so zu sehen, wie sie sich liest.

## Was geht
- Überschriften mit \`#\`, **fett** und *kursiv*
- Listen, nummeriert oder nicht
- Links wie [die Markdown-Anleitung](https://commonmark.org/help/)
- \`Inline-Code\` und Codeblöcke

> Jede Notiz wird schon beim Tippen in diesem Browser gespeichert.`,
  },
  pt: {
    title: 'Escrever em markdown',
    body: `# Escrever em markdown

Escreva aqui e depois mude para **Pré-visualizar** (ou *Lado a lado* num ecrã largo) para ver a nota tal como se lê.

## O que funciona
- Títulos com \`#\`, **negrito** e *itálico*
- Listas, numeradas ou não
- Ligações como [o guia de markdown](https://commonmark.org/help/)
- \`código em linha\` e blocos de código

> Cada nota fica guardada neste navegador enquanto escreve.`,
  },
  it: {
    title: 'Scrivere in markdown',
    body: `# Scrivere in markdown

Scrivi qui, poi passa ad **Anteprima** (o ad *Affiancate* su uno schermo largo) per vedere la nota come si legge.

## Cosa funziona
- Titoli con \`#\`, **grassetto** e *corsivo*
- Elenchi, numerati o no
- Link come [la guida a markdown](https://commonmark.org/help/)
- \`codice in linea\` e blocchi di codice

> Ogni nota viene salvata in questo browser mentre scrivi.`,
  },
};
