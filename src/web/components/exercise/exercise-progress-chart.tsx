import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** One point of the chart: when (ms since the epoch), the session's best e1RM and its volume, in the member's unit. */
export type ProgressPoint = { at: number; e1rm: number | null; volume: number };

/**
 * The progress chart of an exercise's history (docs/product.md#exercise-history): the best estimated 1RM of each session
 * (a line, left axis) and its volume (bars, right axis) over time, drawn by uPlot on a canvas sized to its container.
 * This module is the only one that imports uPlot, and it is loaded only where a chart is shown, so the chart library
 * is on no first load. The canvas is hidden from screen readers: the caller gives the same figures as text.
 */
export function ExerciseProgressChart({ points, unit }: { points: readonly ProgressPoint[]; unit: string }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const style = getComputedStyle(element);
    const primary = style.getPropertyValue('--color-primary').trim() || '#047857';
    const muted = style.getPropertyValue('--color-muted-foreground').trim() || '#64748b';
    const data: uPlot.AlignedData = [
      points.map((point) => point.at / 1000),
      points.map((point) => point.e1rm),
      points.map((point) => point.volume),
    ];
    const chart = new uPlot(
      {
        width: element.clientWidth || 320,
        height: 200,
        legend: { show: true, live: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true }, e1rm: { auto: true }, volume: { auto: true } },
        axes: [
          { stroke: muted, grid: { show: false } },
          { scale: 'e1rm', stroke: primary, size: 48, values: (_, ticks) => ticks.map((tick) => `${Math.round(tick)}`) },
          {
            scale: 'volume',
            side: 1,
            stroke: muted,
            size: 56,
            grid: { show: false },
            values: (_, ticks) => ticks.map((tick) => `${Math.round(tick)}`),
          },
        ],
        series: [
          {},
          { label: `e1RM (${unit})`, scale: 'e1rm', stroke: primary, width: 2, points: { show: true, size: 6 }, spanGaps: true },
          {
            label: `Volume (${unit} × reps)`,
            scale: 'volume',
            stroke: muted,
            fill: 'rgba(100, 116, 139, 0.15)',
            width: 1,
            paths: uPlot.paths.bars?.({ size: [0.5, 24] }),
          },
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth || 320, height: 200 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [points, unit]);
  return <div ref={container} aria-hidden="true" className="w-full overflow-hidden text-xs" />;
}
