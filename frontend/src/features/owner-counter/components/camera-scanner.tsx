import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { translateOwner, useOwnerT } from '@/i18n/owner';
import { startCamera } from '../camera';

/** A code seen again this soon is the same item still in front of the camera, not one more. */
const SAME_CODE_MS = 2000;

/** The camera's view while it reads codes; each new code goes to `onCode` until Done. */
export function CameraScanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const { t } = useOwnerT();
  const video = useRef<HTMLVideoElement>(null);
  const last = useRef({ code: '', at: 0 });
  const latestOnCode = useRef(onCode);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    latestOnCode.current = onCode;
  });

  useEffect(() => {
    if (!video.current) return;
    let stop: (() => void) | null = null;
    let closed = false;
    const seen = (code: string) => {
      const now = Date.now();
      if (code === last.current.code && now - last.current.at < SAME_CODE_MS) return;
      last.current = { code, at: now };
      latestOnCode.current(code);
    };
    startCamera(video.current, seen)
      .then((stopper) => (closed ? stopper() : (stop = stopper)))
      .catch(() => setProblem(translateOwner('owner.counter.camera.failed')));
    return () => {
      closed = true;
      stop?.();
    };
  }, []);

  return (
    <section
      aria-label={t('owner.counter.camera.region')}
      className="mt-3 rounded-lg border border-slate-300 bg-slate-900 p-2"
    >
      <video ref={video} muted playsInline className="aspect-video w-full rounded bg-black object-cover" />
      {problem && (
        <p role="alert" className="mt-2 rounded bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      )}
      <Button
        variant="secondary"
        className="mt-2 w-full"
        label={t('owner.counter.camera.done')}
        onClick={onClose}
      />
    </section>
  );
}
