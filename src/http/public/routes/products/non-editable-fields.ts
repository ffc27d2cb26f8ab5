import type { FastifyRequest } from 'fastify';
import { validationError } from '#src/domain/errors.js';

const WHY: Record<string, string> = {
  stock:
    'el inventario cambia solo con movimientos: registra uno con POST /inventory/movements (o desde la caja si el producto tiene variantes)',
  base_unit: 'cámbiala desde la caja',
  sold_by_weight: 'cámbialo desde la caja',
  kind: 'cámbialo desde la caja',
};

/**
 * SPEC: edits never touch stock, base unit, sold-by-weight flag or kind. A body naming one of
 * them gets a VALIDATION_ERROR that says so, instead of the generic "unknown field".
 */
export function refuseNonEditable(fields: readonly string[]) {
  return async function nonEditable(request: FastifyRequest): Promise<void> {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
    const field = fields.find((name) => Object.hasOwn(body, name));
    if (field === undefined) return;
    throw validationError(
      field,
      `\`${field}\` no se puede editar por la API: ${WHY[field] ?? 'cámbialo desde la caja'}. Quítalo del cuerpo.`,
    );
  };
}
