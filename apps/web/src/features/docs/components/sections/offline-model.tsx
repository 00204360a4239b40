import { OFFLINE_EDITS, OFFLINE_RECIPES } from '../../content';
import { Callout, DocSection, H3, List, Table, Td, Th } from '../prose';

function Prompt({ children }: { children: string }) {
  return <q className="text-zinc-800 italic before:content-['“'] after:content-['”']">{children}</q>;
}

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
        Your first message picks one of nine recipes by its words (the kind of app outweighs its subject: “a
        landing page for a bakery” is a landing page; a bare “website” is one too). The app’s name comes from
        your prompt (“called …”, “named …”, a quoted name) or from its subject and place; the subject and
        place shape the copy, menus and prices; named or hex colours become the theme.
      </p>
      <Table caption="The offline model's recipes">
        <thead>
          <tr>
            <Th className="w-36">Recipe</Th>
            <Th>Try</Th>
            <Th>What it builds</Th>
          </tr>
        </thead>
        <tbody>
          {OFFLINE_RECIPES.map((recipe) => (
            <tr key={recipe.name}>
              <Td className="font-medium text-zinc-900">{recipe.name}</Td>
              <Td>
                <Prompt>{recipe.example}</Prompt>
              </Td>
              <Td className="text-zinc-500">{recipe.builds}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
      <H3>Afterwards: the edits it understands</H3>
      <p>Several can share one message: “make it blue and add a pricing section”.</p>
      <Table caption="The edits the offline model understands">
        <thead>
          <tr>
            <Th className="w-36">Edit</Th>
            <Th>Try</Th>
            <Th>What it does</Th>
          </tr>
        </thead>
        <tbody>
          {OFFLINE_EDITS.map((edit) => (
            <tr key={edit.name}>
              <Td className="font-medium text-zinc-900">{edit.name}</Td>
              <Td>
                {edit.examples.length > 0 ? (
                  <span className="flex flex-col gap-1">
                    {edit.examples.map((example) => (
                      <Prompt key={example}>{example}</Prompt>
                    ))}
                  </span>
                ) : (
                  <span className="text-zinc-400">The fix buttons</span>
                )}
              </Td>
              <Td className="text-zinc-500">{edit.does}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
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
          New features it has no recipe for (a login, a backend, payments), or fixing errors it does not
          recognise.
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
