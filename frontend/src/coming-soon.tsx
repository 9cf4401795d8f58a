import { useEffect, useState } from 'react';

interface BookSummary {
  _id: string;
  title: string;
}

/** Placeholder until the storefront lands: proves the SPA and the API share one URL. */
export function ComingSoon() {
  const [count, setCount] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    fetch('/api/books')
      .then((response) => (response.ok ? (response.json() as Promise<BookSummary[]>) : Promise.reject()))
      .then((books) => setCount(books.length))
      .catch(() => setFailed(true));
  }, []);

  return (
    <main
      style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '4rem auto', padding: '0 1rem' }}
    >
      <h1>Books &amp; Stationery</h1>
      <p>Our online shop opens soon: order online, collect and pay at the counter.</p>
      <p>
        {failed
          ? 'Error loading books'
          : count === null
            ? 'Loading...'
            : `${count} products in the catalogue.`}
      </p>
    </main>
  );
}
