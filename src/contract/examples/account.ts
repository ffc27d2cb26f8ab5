/**
 * The account of the coffee shop of catalog.ts as `GET /me` shows it to its accounting key, and
 * the webhook endpoint where its ERP receives sales and invoices.
 */

export const ACCOUNT_EXAMPLE = {
  object: 'account',
  id: 'c4f1e2d3-b5a6-4978-8c9d-0e1f2a3b4c5d',
  business: { name: 'Tienda de Café La Macarena', currency: 'COP' },
  plan: 'pro',
  api_key: {
    id: 'd5e6f7a8-b9c0-4d1e-8f2a-3b4c5d6e7f80',
    name: 'ERP contable',
    environment: 'live',
    scopes: ['sales:read', 'invoices:read', 'customers:read', 'reports:read'],
    expires_at: '2027-11-22T05:00:00.000Z',
  },
  data_freshness: {
    last_device_sync_at: '2026-11-22T15:01:39.412Z',
    complete_through: '2026-11-22T14:47:09.830Z',
    devices: [
      {
        name: 'Caja principal',
        kind: 'primary',
        platform: 'android',
        last_sync_at: '2026-11-22T15:01:39.412Z',
        complete_through: '2026-11-22T15:01:39.205Z',
        pending_records: 0,
      },
      {
        name: 'Tablet de la barra',
        kind: 'satellite',
        platform: 'ios',
        last_sync_at: '2026-11-22T14:47:10.052Z',
        complete_through: '2026-11-22T14:47:09.830Z',
        pending_records: 3,
      },
    ],
  },
};

export const WEBHOOK_ENDPOINT_EXAMPLE = {
  object: 'webhook_endpoint',
  id: 'e6f7a8b9-c0d1-4e2f-9a3b-4c5d6e7f8091',
  account_id: ACCOUNT_EXAMPLE.id,
  environment: 'live',
  url: 'https://erp.example.co/webhooks/caja',
  enabled_events: ['sale.created', 'sale.updated', 'invoice.created', 'invoice.updated'],
  description: 'ERP contable: ventas y facturas',
  enabled: true,
  status: 'enabled',
  failing_since: null,
  created_at: '2026-11-02T14:15:20.000Z',
  updated_at: '2026-11-02T14:15:20.000Z',
};
