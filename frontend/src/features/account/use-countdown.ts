import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until `seconds` after the last `restart()`, read from the clock rather than
 * counted in ticks, so a tab the browser slowed down still opens on time. 0 once over.
 */
export function useCountdown(seconds: number) {
  // An object, so that every restart is a new deadline even within the same millisecond.
  const [deadline, setDeadline] = useState<{ at: number } | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (!deadline) return;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline.at - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const restart = useCallback(() => {
    setSecondsLeft(seconds);
    setDeadline({ at: Date.now() + seconds * 1000 });
  }, [seconds]);

  return { secondsLeft, restart };
}
