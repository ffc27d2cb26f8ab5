import {
  createAccount,
  getAccount,
  searchAccounts,
  updateAccount,
} from '#src/domain/accounts/accounts.service.js';
import { listBody } from '#src/http/shared/list-body.js';
import type { Services } from '#src/services.js';
import type { AdminApp } from '../admin-app.js';
import { AccountCreate, AccountParams, AccountSearch, AccountUpdate, adminAccount } from '../schemas.js';

export function accountRoutes(app: AdminApp, services: Services): void {
  app.post('/accounts', { schema: { body: AccountCreate } }, async (request, reply) => {
    const account = await createAccount(services.db, request.body, services.clock.now());
    return reply.code(201).send(adminAccount(account));
  });

  app.get('/accounts', { schema: { querystring: AccountSearch } }, async (request) => {
    const { q, ...page } = request.query;
    const found = await searchAccounts(services.db, q, page);
    return listBody({ ...found, data: found.data.map(adminAccount) });
  });

  app.get('/accounts/:id', { schema: { params: AccountParams } }, async (request) =>
    adminAccount(await getAccount(services.db, request.params.id)),
  );

  app.patch('/accounts/:id', { schema: { params: AccountParams, body: AccountUpdate } }, async (request) => {
    const { db, clock, authenticator } = services;
    return adminAccount(await updateAccount(db, request.params.id, request.body, clock.now(), authenticator));
  });
}
