import { MODEL_SETTINGS } from '../../content';
import { Callout, Code, CodeBlock, DocSection, H3, Table, Td, Th } from '../prose';

export function RealModelsGuide() {
  return (
    <DocSection id="real-models" title="Connecting a real model">
      <p>
        Kiln talks to Anthropic, OpenAI, or any server that speaks OpenAI’s chat-completions API (Ollama, LM
        Studio, vLLM and others). Set the variables where Kiln runs and restart it. The connected model
        becomes the default in the chat’s model picker; the offline model stays available beside it.
      </p>
      <Table caption="Model settings">
        <thead>
          <tr>
            <Th className="w-48">Variable</Th>
            <Th>Example</Th>
            <Th>What it does</Th>
          </tr>
        </thead>
        <tbody>
          {MODEL_SETTINGS.map((setting) => (
            <tr key={setting.name}>
              <Td>
                <Code>{setting.name}</Code>
              </Td>
              <Td className="font-mono text-[13px] whitespace-nowrap text-zinc-500">{setting.example}</Td>
              <Td className="text-zinc-500">{setting.effect}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
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
