import { Link } from 'react-router-dom';

/** What an empty cart or checkout says: one sentence, and the way back to the shop. */
export function BackToShop({
  text,
  link,
  primary = false,
}: {
  text: string;
  link: string;
  primary?: boolean;
}) {
  return (
    <>
      <p className="text-lg font-medium text-slate-700">{text}</p>
      <Link to="/" className={`${primary ? 'btn-primary' : 'btn-secondary'} mt-6`}>
        {link}
      </Link>
    </>
  );
}
