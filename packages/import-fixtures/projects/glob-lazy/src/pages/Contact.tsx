export default function Contact() {
  return <p>Write to notes@example.com.</p>;
}
