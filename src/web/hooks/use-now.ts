import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS } from '../lib/countdown';

/** The current time (ms), updated every second while `running` (docs/product.md#countdowns 'Countdown ticks every 1 s'). */
export function useNow(running = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}
