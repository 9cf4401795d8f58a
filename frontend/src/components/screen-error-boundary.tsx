import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n';

/**
 * A screen whose code failed to arrive (a dropped connection, or a page left open across a new
 * release) says so with a way out, instead of leaving the page blank. A move to another address
 * clears the failure.
 */
export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  return <FailureBoundary resetKey={useLocation().pathname}>{children}</FailureBoundary>;
}

interface Props {
  resetKey: string;
  children: ReactNode;
}

class FailureBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? <ScreenFailed /> : this.props.children;
  }
}

function ScreenFailed() {
  const { t } = useT();
  return (
    <div role="alert" className="page-container py-10 text-center">
      <p className="font-medium text-red-700">{t('shop.status.screenFailed')}</p>
      <Button className="mt-4" label={t('shop.status.reload')} onClick={() => window.location.reload()} />
    </div>
  );
}
