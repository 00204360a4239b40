import { Callout, Code, CodeBlock, DocSection, Step, Steps } from '../prose';

export function GettingStarted() {
  return (
    <DocSection id="getting-started" title="Getting started">
      <p>
        Kiln turns a description into a real React + TypeScript app. You chat with an assistant, it writes the
        code, Kiln builds it in well under a second and shows it live beside the chat. Every change is a git
        commit you can look at, preview and go back to. Everything runs on your own machine: with no keys set,
        Kiln needs no network at all.
      </p>
      <CodeBlock label="Run Kiln">{`npm start   # installs what is missing, builds, and serves http://localhost:3000`}</CodeBlock>
      <Steps>
        <Step title="Create an account">
          Open Kiln and sign up. The first account on a fresh instance is its admin and has the Premium plan.
        </Step>
        <Step title="Describe your app">
          Type what you want on the home page, under <em>What do you want to build?</em>, and press{' '}
          <em>Create project</em>. Name it, say who it is for and which colours you like: “A landing page for
          a bakery in Lisbon called Crumb &amp; Co, in warm orange”.
        </Step>
        <Step title="Watch it build">
          The workspace opens at once. The Code tab shows each step (writing code, refining it, installing
          packages, testing) and what the assistant is thinking. A few seconds later your app appears in the
          preview.
        </Step>
        <Step title="Keep shaping it">
          Send more messages in the chat: “make it blue”, “add a pricing section”, “add an about page”. Each
          edit becomes a new version, and the preview reloads when it is ready.
        </Step>
      </Steps>
      <Callout title="The app is yours">
        Generated apps are standard Vite + React + Tailwind projects: the same code runs with{' '}
        <Code>npm install &amp;&amp; npm run dev</Code> anywhere.
      </Callout>
    </DocSection>
  );
}
