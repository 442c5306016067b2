// The baseline: a bare Fastify route answering {ok:true}, in its own process like the shop,
// so the table shows what the machine gives before any database or business logic.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3204) });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
