import type { AppLanguage } from '../locale';

/**
 * Everything the notes app says, per language (issue 18 §2); its first note is in
 * `notes-translations.ts`. `{q}` stands for a search, `{time}` for a time, `{title}` for a note's title.
 */
export type NotesCopy = {
  /** The locale its dates and times are formatted in (`Intl`). */
  locale: string | undefined;
  nav: string;
  subtitle: string;
  description: (name: string) => string;
  intro: string;
  newNote: string;
  search: string;
  noText: string;
  noMatch: string;
  noNotes: string;
  list: string;
  untitled: string;
  modes: { edit: string; preview: string; split: string };
  view: string;
  saved: string;
  deleteNote: string;
  title: string;
  body: string;
  bodyPlaceholder: string;
  nothingToPreview: string;
  empty: { title: string; text: string };
  confirm: { title: string; text: string; cancel: string };
};

export const NOTES_COPY: Record<AppLanguage, NotesCopy> = {
  en: {
    // The browser's own locale, as before this app had other languages.
    locale: undefined,
    nav: 'Notes',
    subtitle: 'Notes saved in this browser',
    description: (name) => `${name}: markdown notes with a live preview, saved in the browser.`,
    intro: 'Write in markdown, preview it, find it again.',
    newNote: 'New note',
    search: 'Search notes',
    noText: 'No text yet',
    noMatch: 'No notes match “{q}”.',
    noNotes: 'No notes yet.',
    list: 'Notes',
    untitled: 'Untitled note',
    modes: { edit: 'Edit', preview: 'Preview', split: 'Side by side' },
    view: 'View',
    saved: 'Saved {time}',
    deleteNote: 'Delete note',
    title: 'Title',
    body: 'Note (markdown)',
    bodyPlaceholder: '# A heading, **bold**, *italic*, - a list, [a link](https://example.com)',
    nothingToPreview: 'Nothing to preview yet.',
    empty: { title: 'No notes yet', text: 'Write your first one: it is saved in this browser as you type.' },
    confirm: {
      title: 'Delete this note?',
      text: '“{title}” will be removed from this browser. This cannot be undone.',
      cancel: 'Cancel',
    },
  },
  es: {
    locale: 'es-ES',
    nav: 'Notas',
    subtitle: 'Notas guardadas en este navegador',
    description: (name) => `${name}: notas en markdown con vista previa, guardadas en el navegador.`,
    intro: 'Escribe en markdown, mira cómo queda y vuelve a encontrarlo todo.',
    newNote: 'Nueva nota',
    search: 'Buscar notas',
    noText: 'Todavía sin texto',
    noMatch: 'Ninguna nota coincide con «{q}».',
    noNotes: 'Aún no hay notas.',
    list: 'Notas',
    untitled: 'Nota sin título',
    modes: { edit: 'Editar', preview: 'Vista previa', split: 'En paralelo' },
    view: 'Vista',
    saved: 'Guardada: {time}',
    deleteNote: 'Eliminar nota',
    title: 'Título',
    body: 'Nota (markdown)',
    bodyPlaceholder: '# Un título, **negrita**, *cursiva*, - una lista, [un enlace](https://example.com)',
    nothingToPreview: 'Todavía no hay nada que mostrar.',
    empty: {
      title: 'Aún no hay notas',
      text: 'Escribe la primera: se guarda en este navegador mientras escribes.',
    },
    confirm: {
      title: '¿Eliminar esta nota?',
      text: '«{title}» se borrará de este navegador. No se puede deshacer.',
      cancel: 'Cancelar',
    },
  },
  fr: {
    locale: 'fr-FR',
    nav: 'Notes',
    subtitle: 'Notes enregistrées dans ce navigateur',
    description: (name) =>
      `${name}\u00a0: des notes en markdown avec aperçu, enregistrées dans le navigateur.`,
    intro: 'Écrivez en markdown, prévisualisez, retrouvez tout.',
    newNote: 'Nouvelle note',
    search: 'Rechercher dans les notes',
    noText: 'Pas encore de texte',
    noMatch: 'Aucune note ne correspond à «\u00a0{q}\u00a0».',
    noNotes: 'Aucune note pour l’instant.',
    list: 'Notes',
    untitled: 'Note sans titre',
    modes: { edit: 'Modifier', preview: 'Aperçu', split: 'Côte à côte' },
    view: 'Affichage',
    saved: 'Enregistrée\u00a0: {time}',
    deleteNote: 'Supprimer la note',
    title: 'Titre',
    body: 'Note (markdown)',
    bodyPlaceholder: '# Un titre, **gras**, *italique*, - une liste, [un lien](https://example.com)',
    nothingToPreview: 'Rien à prévisualiser pour l’instant.',
    empty: {
      title: 'Aucune note pour l’instant',
      text: 'Écrivez la première\u00a0: elle est enregistrée dans ce navigateur au fil de la saisie.',
    },
    confirm: {
      title: 'Supprimer cette note\u00a0?',
      text: '«\u00a0{title}\u00a0» sera supprimée de ce navigateur. Cette action est irréversible.',
      cancel: 'Annuler',
    },
  },
  de: {
    locale: 'de-DE',
    nav: 'Notizen',
    subtitle: 'Notizen in diesem Browser gespeichert',
    description: (name) => `${name}: Markdown-Notizen mit Vorschau, im Browser gespeichert.`,
    intro: 'In Markdown schreiben, in der Vorschau ansehen, schnell wiederfinden.',
    newNote: 'Neue Notiz',
    search: 'Notizen durchsuchen',
    noText: 'Noch kein Text',
    noMatch: 'Keine Notiz passt zu „{q}“.',
    noNotes: 'Noch keine Notizen.',
    list: 'Notizen',
    untitled: 'Notiz ohne Titel',
    modes: { edit: 'Bearbeiten', preview: 'Vorschau', split: 'Nebeneinander' },
    view: 'Ansicht',
    saved: 'Gespeichert: {time}',
    deleteNote: 'Notiz löschen',
    title: 'Titel',
    body: 'Notiz (Markdown)',
    bodyPlaceholder: '# Eine Überschrift, **fett**, *kursiv*, - eine Liste, [ein Link](https://example.com)',
    nothingToPreview: 'Noch nichts für die Vorschau.',
    empty: {
      title: 'Noch keine Notizen',
      text: 'Schreib deine erste: Sie wird schon beim Tippen in diesem Browser gespeichert.',
    },
    confirm: {
      title: 'Diese Notiz löschen?',
      text: '„{title}“ wird aus diesem Browser entfernt. Das lässt sich nicht rückgängig machen.',
      cancel: 'Abbrechen',
    },
  },
  pt: {
    locale: 'pt-PT',
    nav: 'Notas',
    subtitle: 'Notas guardadas neste navegador',
    description: (name) => `${name}: notas em markdown com pré-visualização, guardadas no navegador.`,
    intro: 'Escreva em markdown, pré-visualize e encontre tudo outra vez.',
    newNote: 'Nova nota',
    search: 'Pesquisar notas',
    noText: 'Ainda sem texto',
    noMatch: 'Nenhuma nota corresponde a «{q}».',
    noNotes: 'Ainda não há notas.',
    list: 'Notas',
    untitled: 'Nota sem título',
    modes: { edit: 'Editar', preview: 'Pré-visualizar', split: 'Lado a lado' },
    view: 'Vista',
    saved: 'Guardada: {time}',
    deleteNote: 'Eliminar nota',
    title: 'Título',
    body: 'Nota (markdown)',
    bodyPlaceholder: '# Um título, **negrito**, *itálico*, - uma lista, [uma ligação](https://example.com)',
    nothingToPreview: 'Ainda não há nada para pré-visualizar.',
    empty: {
      title: 'Ainda não há notas',
      text: 'Escreva a primeira: fica guardada neste navegador enquanto escreve.',
    },
    confirm: {
      title: 'Eliminar esta nota?',
      text: '«{title}» será removida deste navegador. Esta ação não pode ser anulada.',
      cancel: 'Cancelar',
    },
  },
  it: {
    locale: 'it-IT',
    nav: 'Note',
    subtitle: 'Note salvate in questo browser',
    description: (name) => `${name}: note in markdown con anteprima, salvate nel browser.`,
    intro: 'Scrivi in markdown, guarda l’anteprima, ritrova tutto.',
    newNote: 'Nuova nota',
    search: 'Cerca nelle note',
    noText: 'Ancora nessun testo',
    noMatch: 'Nessuna nota corrisponde a «{q}».',
    noNotes: 'Ancora nessuna nota.',
    list: 'Note',
    untitled: 'Nota senza titolo',
    modes: { edit: 'Modifica', preview: 'Anteprima', split: 'Affiancate' },
    view: 'Visualizzazione',
    saved: 'Salvata: {time}',
    deleteNote: 'Elimina nota',
    title: 'Titolo',
    body: 'Nota (markdown)',
    bodyPlaceholder: '# Un titolo, **grassetto**, *corsivo*, - un elenco, [un link](https://example.com)',
    nothingToPreview: 'Ancora niente da mostrare in anteprima.',
    empty: {
      title: 'Ancora nessuna nota',
      text: 'Scrivi la prima: viene salvata in questo browser mentre scrivi.',
    },
    confirm: {
      title: 'Eliminare questa nota?',
      text: '«{title}» verrà rimossa da questo browser. L’operazione non si può annullare.',
      cancel: 'Annulla',
    },
  },
};
