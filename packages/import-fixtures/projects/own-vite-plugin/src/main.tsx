import { createRoot } from 'react-dom/client';

const TIDES = [
  ['Monday', '06:12', '18:40'],
  ['Tuesday', '06:58', '19:21'],
  ['Wednesday', '07:41', '20:02'],
];

function App() {
  return (
    <main>
      <h1>Tide tables</h1>
      <p>Release __RELEASE_NAME__ of the harbour's tide tables.</p>
      <table>
        <thead>
          <tr>
            <th>Day</th>
            <th>High water</th>
            <th>Evening high water</th>
          </tr>
        </thead>
        <tbody>
          {TIDES.map(([day, morning, evening]) => (
            <tr key={day}>
              <td>{day}</td>
              <td>{morning}</td>
              <td>{evening}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
