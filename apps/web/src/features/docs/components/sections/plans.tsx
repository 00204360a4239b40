import { LIMITS } from '@kiln/contracts';
import { CodeBlock, DocSection, List } from '../prose';

const ALLOCATION = new Intl.NumberFormat('en-US').format(LIMITS.tokenAllocation);

export function PlansGuide() {
  return (
    <DocSection id="plans" title="Plans and tokens">
      <p>
        A free account can send a number of edits each month (50 unless the admin changed{' '}
        <code>KILN_FREE_EDITS_PER_MONTH</code>); fix requests never count. Premium adds private projects,
        automatic error fixing, AI suggestions, favourites, duplicating and forking.
      </p>
      <p>Kiln is self-hosted, so there is no checkout: an admin of your instance grants Premium.</p>
      <CodeBlock label="Grant or remove Premium">
        {'npm run admin -- set-plan you@example.com premium\nnpm run admin -- set-plan you@example.com free'}
      </CodeBlock>
      <List>
        <li>
          <strong className="text-zinc-800">Tokens</strong> in the sidebar shows what the assistant used this
          month against an allocation of {ALLOCATION} tokens, your lifetime total, and this project’s share.
          The bar turns red above 100%.
        </li>
        <li>
          Counts include every model. The offline model’s are estimates and cost nothing; a connected model’s
          are what its provider reports (and bills).
        </li>
      </List>
    </DocSection>
  );
}
