import { DocSection, List } from '../prose';

export function VersionsGuide() {
  return (
    <DocSection id="versions" title="Versions">
      <p>
        Every change the assistant makes is a git commit with its own build, so every version of your app
        stays exactly as it was. Nothing is ever deleted.
      </p>
      <List>
        <li>
          <strong className="text-zinc-800">Version History</strong>, the second tab above the chat, lists
          every version, newest first, with a screenshot, its short hash, what changed and when.{' '}
          <em>Current</em> marks the one your project is on.
        </li>
        <li>
          <strong className="text-zinc-800">Preview</strong> opens a version in the preview at its own address
          without changing anything; <em>Back to current version</em> returns.
        </li>
        <li>
          <strong className="text-zinc-800">Switch to this version</strong> makes it current. Later versions
          stay in the list, so you can switch forward again, and your next message builds on the version you
          chose.
        </li>
        <li>
          In the chat, <em>Edit #n</em> entries mark each change between replies; click one to see its{' '}
          <em>Code Changes</em> side by side, file by file.
        </li>
      </List>
    </DocSection>
  );
}
