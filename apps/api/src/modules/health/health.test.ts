import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/harness.ts';

describeEachDb('platform', (ctx) => {
  it('answers health when the database answers', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });

  it('answers unknown API paths with the error contract', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'NotFoundException' });
  });

  it('serves runtime web configuration', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/config.json' });
    expect(res.json()).toMatchObject({
      apiBaseUrl: '/api',
      publicUrl: ctx().config.publicUrl,
      geowidget: null,
    });
  });
});
