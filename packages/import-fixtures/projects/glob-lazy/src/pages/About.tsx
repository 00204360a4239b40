export default function About() {
  return <p>About these notes, loaded in their own chunk.</p>;
}
