// Pieces sold per hour since the opening, as bars (Chart.js, loaded only when this chart is shown:
// staff pages alone pay for it). The same figures stay in a table for screen readers.
import { useEffect, useRef } from 'react';
import type { DropStats } from '@shop/shared/drop-results';

export function SalesChart({ hours }: { hours: DropStats['hours'] }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let destroyed = false;
    let chart: { destroy: () => void } | null = null;
    void import('chart.js').then(
      ({ Chart, BarController, BarElement, CategoryScale, LinearScale, Tooltip }) => {
        if (destroyed || !canvasRef.current) return;
        Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);
        const last = hours.at(-1)?.hour ?? 0;
        const byHour = new Map(hours.map((hour) => [hour.hour, hour.pieces]));
        const labels = Array.from({ length: last + 1 }, (_, hour) => `${hour} h`);
        chart = new Chart(canvasRef.current, {
          type: 'bar',
          data: {
            labels,
            datasets: [
              {
                label: 'Sprzedane sztuki',
                data: labels.map((_, hour) => byHour.get(hour) ?? 0),
                backgroundColor: '#c2410c',
              },
            ],
          },
          options: {
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            scales: {
              x: { title: { display: true, text: 'Godzin od startu' } },
              y: { beginAtZero: true, ticks: { precision: 0 } },
            },
          },
        });
      },
    );
    return () => {
      destroyed = true;
      chart?.destroy();
    };
  }, [hours]);

  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-semibold text-slate-900">
        Sprzedaż w kolejnych godzinach od startu
      </figcaption>
      <div className="relative h-64">
        <canvas
          ref={canvasRef}
          role="img"
          aria-label="Wykres sprzedanych sztuk w kolejnych godzinach"
        />
      </div>
      <table className="sr-only">
        <caption>Sprzedane sztuki w kolejnych godzinach od startu</caption>
        <thead>
          <tr>
            <th scope="col">Godzina od startu</th>
            <th scope="col">Sztuki</th>
          </tr>
        </thead>
        <tbody>
          {hours.map((hour) => (
            <tr key={hour.hour}>
              <td>{hour.hour}</td>
              <td>{hour.pieces}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
