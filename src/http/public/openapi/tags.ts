/**
 * The groups of the reference, in the order a reader meets them. A route's `tags` should name
 * one of these; a tag missing here still appears, last and without a description.
 */
export const TAGS: { name: string; description: string }[] = [
  {
    name: 'Cuenta',
    description: 'La cuenta, la llave con que llamas y la frescura de los datos de cada caja.',
  },
  {
    name: 'Productos',
    description:
      'Productos y sus variantes. Las ediciones llegan a las cajas en su siguiente sincronización; el campo `stock` es siempre null por ahora.',
  },
  { name: 'Categorías', description: 'Categorías con que se agrupan los productos en la caja.' },
  { name: 'Clientes', description: 'Clientes del negocio, creados en la caja o por la API.' },
  { name: 'Bodegas', description: 'Bodegas donde se guarda el inventario.' },
  {
    name: 'Inventario',
    description:
      'Movimientos de inventario: un libro que solo crece y nunca se edita. No publica existencias: úsalo para conciliar.',
  },
  {
    name: 'Ventas',
    description:
      'Ventas que las cajas ya subieron. `occurred_at` es cuándo ocurrió en la caja; `created_at`, cuándo llegó a la nube.',
  },
  { name: 'Documentos', description: 'Facturas electrónicas y documentos internos de las ventas.' },
  { name: 'Cotizaciones', description: 'Cotizaciones hechas en la caja.' },
  { name: 'Sesiones de caja', description: 'Aperturas y cierres de caja con sus totales.' },
  { name: 'Reportes', description: 'Reportes agregados, como las ventas por día.' },
  {
    name: 'Eventos',
    description:
      'El registro de eventos (`customer.created`, `product.updated`, …) que también se envía por webhooks; sirve para conciliar entregas.',
  },
];

/** The declared tags that operations use, plus any undeclared ones, in reading order. */
export function usedTags(used: Set<string>): { name: string; description?: string }[] {
  const declared = TAGS.filter((tag) => used.has(tag.name));
  const known = new Set(TAGS.map((tag) => tag.name));
  const extra = [...used].filter((name) => !known.has(name)).map((name) => ({ name }));
  return [...declared, ...extra];
}
