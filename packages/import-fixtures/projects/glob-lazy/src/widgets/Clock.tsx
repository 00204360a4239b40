export default function Clock() {
  return <time>12:00</time>;
}
