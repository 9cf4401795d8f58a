import express from 'express';

/** The yardstick: a bare Express route returning a small JSON, on its own process like the API. */
const app = express();
app.get('/baseline', (_req, res) => {
  res.json({ ok: true, shop: 'books and stationery' });
});
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
