import { Link, type LinkProps } from 'react-router-dom';

/** A link among words (a note's next step, the way back), in the brand's blue and underlined on hover. */
export function TextLink({ className = '', ...linkProps }: LinkProps) {
  return (
    <Link className={`font-semibold text-brand-700 hover:underline ${className}`.trim()} {...linkProps} />
  );
}
