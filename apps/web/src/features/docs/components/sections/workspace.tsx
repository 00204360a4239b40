import { Code, DocSection, H3, Kbd, List } from '../prose';

export function WorkspaceGuide() {
  return (
    <DocSection id="workspace" title="The workspace">
      <p>
        The chat sits on the left, your app on the right. Drag the handle between them to give either more
        room. On a phone the two stack, chat above; Kiln works there, but it is best on a wider screen.
      </p>
      <H3>Chat</H3>
      <List>
        <li>
          <strong className="text-zinc-800">Build</strong> mode changes the app;{' '}
          <strong className="text-zinc-800">Chat</strong> mode only answers questions and never touches the
          code.
        </li>
        <li>
          Attach images, PDFs, CSV or Word files by dropping them on the composer or with the paperclip.
        </li>
        <li>
          The model picker chooses which connected model answers. Sending is paused while a change is being
          built.
        </li>
        <li>
          The assistant’s thinking is shown in a collapsible block; errors it ran into appear in red with what
          it did about them.
        </li>
      </List>
      <H3>Preview and code</H3>
      <List>
        <li>
          The address bar shows the page you are on. Refresh, copy the preview link or open it in a new tab
          from the buttons beside it.
        </li>
        <li>Mobile (375 px), Tablet (768 px) and Desktop show the app at those widths.</li>
        <li>
          The Code tab is a read-only explorer of the current version: a file tree, tabs, and file search with{' '}
          <Kbd>Ctrl</Kbd> <Kbd>P</Kbd> (<Kbd>⌘</Kbd> <Kbd>P</Kbd> on a Mac). Copy anything you need.
        </li>
      </List>
      <H3>When something breaks</H3>
      <p>
        Every change is built, type-checked and opened in a headless browser before it becomes a version. If
        that fails, the assistant tries to fix it by itself (at most twice, never the same error twice) and
        then says what is wrong, with a <em>Fix Errors</em> button. If your app throws an error while you use
        it, a toast says <em>Something needs your attention</em>; <em>Fix Automatically</em> sends the error
        to the assistant as <Code>Fix this error, think step by step.</Code> followed by the error. Fixes are
        free and need Premium.
      </p>
      <H3>The sidebar</H3>
      <p>
        Among the icons on the far left are this documentation, your token usage and the project settings: its
        name, whether it is public or private, and desktop notifications with a chime when a build finishes or
        fails. On a phone they are in the menu at the top right.
      </p>
    </DocSection>
  );
}
