export default function Home() {
  return <p>Welcome home: this page came from a lazy glob import.</p>;
}
