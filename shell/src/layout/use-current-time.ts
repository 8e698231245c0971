import { useEffect, useState } from 'react';

/** The current time, re-rendered on every new second (aligned to the second boundary). */
export function useCurrentTime(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const untilNextSecond = () => 1000 - (Date.now() % 1000);
    let timer = window.setTimeout(function tick() {
      setNow(new Date());
      timer = window.setTimeout(tick, untilNextSecond());
    }, untilNextSecond());
    return () => window.clearTimeout(timer);
  }, []);
  return now;
}
