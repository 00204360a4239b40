import { MODEL_SETTINGS, type ModelSetting } from '../../content';
import { type DocColumn, DocTable } from '../doc-table';
import { Callout, Code, CodeBlock, DocSection, H3 } from '../prose';

const SETTING_COLUMNS: readonly DocColumn<ModelSetting>[] = [
  { header: 'Variable', headerClassName: 'w-48', cell: (setting) => <Code>{setting.name}</Code> },
  {
    header: 'Example',
    className: 'font-mono text-[13px] whitespace-nowrap text-zinc-500',
    cell: (setting) => setting.example,
  },
  { header: 'What it does', className: 'text-zinc-500', cell: (setting) => setting.effect },
];

export function RealModelsGuide() {
  return (
    <DocSection id="real-models" title="Connecting a real model">
      <p>
        Kiln talks to Anthropic, OpenAI, or any server that speaks OpenAI’s chat-completions API (Ollama, LM
        Studio, vLLM and others). Set the variables where Kiln runs and restart it. The connected model
        becomes the default in the chat’s model picker; the offline model stays available beside it.
      </p>
      <DocTable
        caption="Model settings"
        columns={SETTING_COLUMNS}
        rows={MODEL_SETTINGS}
        rowKey={(setting) => setting.name}
      />
      <H3>Examples</H3>
      <CodeBlock label="Claude">{'ANTHROPIC_API_KEY=sk-ant-… npm start'}</CodeBlock>
      <CodeBlock label="OpenAI">{'OPENAI_API_KEY=sk-… KILN_OPENAI_MODEL=gpt-4.1 npm start'}</CodeBlock>
      <CodeBlock label="Ollama on this machine">
        {'ollama pull llama3.1\nOPENAI_BASE_URL=http://localhost:11434/v1 KILN_MODEL=llama3.1 npm start'}
      </CodeBlock>
      <p>
        With several set, Anthropic comes first, then OpenAI, then the compatible server; the first is the
        default and you can pick any of them per message.
      </p>
      <Callout title="Keys stay on the server">
        Kiln reads keys from its environment when it starts. They are never sent to the browser or written
        into your projects.
      </Callout>
    </DocSection>
  );
}
