import { DocSection, List } from '../prose';

export function SharingGuide() {
  return (
    <DocSection id="sharing" title="Sharing">
      <p>Your app runs at its own preview address, separate from Kiln, so anyone can open it safely.</p>
      <List>
        <li>
          <strong className="text-zinc-800">Copy preview link</strong> or <em>Open in new tab</em> from the
          address bar gives the app on its own, full screen, for anyone you send it to.
        </li>
        <li>
          <strong className="text-zinc-800">Public</strong> projects (the default) can also be opened in Kiln
          by anyone with the workspace link: they see the preview and its versions, never the chat, and with
          Premium can fork their own copy.
        </li>
        <li>
          <strong className="text-zinc-800">Private</strong> projects (Premium, in Settings → Visibility) are
          visible only to you, unless you share the preview link.
        </li>
      </List>
    </DocSection>
  );
}
