import { useEffect } from 'react';
import { chatWidgetSrc } from '@/lib/env';

/** The chat assistant: its script is on the page while the header is, and only when configured. */
export function ChatWidget() {
  useEffect(() => {
    if (!chatWidgetSrc) return;
    const script = document.createElement('script');
    script.src = chatWidgetSrc;
    script.async = true;
    script.dataset.chatWidget = 'true';
    document.body.appendChild(script);
    return () => script.remove();
  }, []);
  return null;
}
