import { type EditIntent, OFFLINE_EDITS, OFFLINE_RECIPES, type Recipe } from '../../content';
import { type DocColumn, DocTable } from '../doc-table';
import { Callout, DocSection, H3, List } from '../prose';

function Prompt({ children }: { children: string }) {
  return <q className="text-zinc-800 italic before:content-['“'] after:content-['”']">{children}</q>;
}

const RECIPE_COLUMNS: readonly DocColumn<Recipe>[] = [
  {
    header: 'Recipe',
    headerClassName: 'w-36',
    className: 'font-medium text-zinc-900',
    cell: (recipe) => recipe.name,
  },
  { header: 'Try', cell: (recipe) => <Prompt>{recipe.example}</Prompt> },
  { header: 'What it builds', className: 'text-zinc-500', cell: (recipe) => recipe.builds },
];

const EDIT_COLUMNS: readonly DocColumn<EditIntent>[] = [
  {
    header: 'Edit',
    headerClassName: 'w-36',
    className: 'font-medium text-zinc-900',
    cell: (edit) => edit.name,
  },
  {
    header: 'Try',
    cell: (edit) =>
      edit.examples.length > 0 ? (
        <span className="flex flex-col gap-1">
          {edit.examples.map((example) => (
            <Prompt key={example}>{example}</Prompt>
          ))}
        </span>
      ) : (
        <span className="text-zinc-400">The fix buttons</span>
      ),
  },
  { header: 'What it does', className: 'text-zinc-500', cell: (edit) => edit.does },
];

export function OfflineModelGuide() {
  return (
    <DocSection id="offline-model" title="The offline model">
      <p>
        With no model connected, Kiln answers with <strong className="text-zinc-800">Kiln offline</strong>, a
        small model built into the server. It never touches the network and always gives the same answer to
        the same message. It does not understand free text the way a large model does: it recognises the kinds
        of app and the edits listed here, and does those well.
      </p>
      <H3>First prompt: an app from a recipe</H3>
      <p>
        Your first message picks one of {OFFLINE_RECIPES.length} recipes by its words (the kind of app
        outweighs its subject: “a landing page for a bakery” is a landing page; a bare “website” is one too).
        The app’s name comes from your prompt (“called …”, “named …”, a quoted name) or from its subject and
        place; the subject and place shape the copy, menus and prices; named or hex colours become the theme.
      </p>
      <DocTable
        caption="The offline model's recipes"
        columns={RECIPE_COLUMNS}
        rows={OFFLINE_RECIPES}
        rowKey={(recipe) => recipe.name}
      />
      <H3>Afterwards: the edits it understands</H3>
      <p>Several can share one message: “make it blue and add a pricing section”.</p>
      <DocTable
        caption="The edits the offline model understands"
        columns={EDIT_COLUMNS}
        rows={OFFLINE_EDITS}
        rowKey={(edit) => edit.name}
      />
      <H3>What it cannot do</H3>
      <List>
        <li>
          Anything outside those lists. It says so plainly, lists what it can do, and changes nothing: no
          version is made.
        </li>
        <li>
          Open questions. In Chat mode it tells you what it can change and which pages your app has, and
          points you to Build mode for changes.
        </li>
        <li>
          Kinds of app it has no recipe for (a game, a video player…). It builds the closest one it has and
          says so in its first sentence: it never presents a stand-in as what you asked for.
        </li>
        <li>
          New features it has no recipe for (a login, a backend, payments), or fixing errors it does not
          recognise.
        </li>
        <li>
          A few apps in another language. A prompt in Spanish, French, German, Portuguese or Italian gets its
          app written in that language, sample data, dates and prices included, except a landing page about a
          restaurant, a café&apos;s menu and the quiz&apos;s subject questions: those stay in English, and the
          reply says so first.
        </li>
        <li>
          New pages in an imported one-page app (one with no router, as many Bolt and v0 apps are): it edits
          the text on that page, but does not add routing to it, and says so.
        </li>
        <li>
          Photos from the internet: apps get on-brand illustrations in <code>public/images/</code>, ready to
          be swapped for your own pictures.
        </li>
      </List>
      <Callout title="Need more?">
        Connect a real model: the next section shows how. Nothing else changes.
      </Callout>
    </DocSection>
  );
}
