export default function Weather() {
  return <span>Sunny</span>;
}
