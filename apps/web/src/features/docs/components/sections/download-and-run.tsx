import { DocSection, List } from '../prose';

/** Where the Download dialog's tutorial link lands: taking a project out of Kiln. */
export function DownloadAndRunGuide() {
  return (
    <DocSection id="download-and-run" title="Download and run">
      <p>
        Every project is a standard Vite + React + TypeScript app. Take it with you whenever you like; it
        needs nothing from Kiln to run.
      </p>
      <List>
        <li>
          <strong className="text-zinc-800">Download</strong> (the arrow in the header) gives a zip of the
          current version, without <code>.git</code>, <code>.env</code> files or <code>node_modules</code>.
          Unzip it, then run <code>npm install</code> and <code>npm run dev</code> (or{' '}
          <code>npm run build</code> for the production files in <code>dist/</code>).
        </li>
        <li>
          <strong className="text-zinc-800">Command line</strong>: in the Download dialog, press{' '}
          <em>Create a token</em> and copy the command; it already carries your new personal access token (or
          leave it out and set <code>KILN_TOKEN</code> yourself). It fetches the CLI from this Kiln and runs{' '}
          <code>kiln pull &lt;subdomain&gt; [folder]</code>, which unpacks the project into a new folder and
          never overwrites a file. Like the zip, only the project's owner can pull it; a revoked or unknown
          token gets "Invalid token".
        </li>
        <li>
          <strong className="text-zinc-800">GitHub</strong>: when this instance has a GitHub App configured,
          the GitHub button installs it on your account, asks for access once, then creates the repository or
          pushes the current version to it.
        </li>
        <li>
          <strong className="text-zinc-800">Deploy</strong> (Premium) builds the current version for
          production and serves it at its own site address; Settings → Custom Domain connects your own domain
          once its DNS records are in place.
        </li>
      </List>
    </DocSection>
  );
}
