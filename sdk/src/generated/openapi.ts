/**
 * Types of the Caja public API (/public/v1), generated from its OpenAPI document.
 * Do not edit: run `npm run generate -w sdk` after changing the contract, and commit the result.
 * test/sdk-types.test.ts fails while this file differs from what the server's document generates.
 */

export interface paths {
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cuenta, llave y frescura de los datos
         * @description Responde a cualquier llave válida, tenga o no permisos y aunque el plan no incluya la API. `data_freshness` dice hasta cuándo subió datos cada dispositivo y hasta qué instante está completa la copia en la nube (`complete_through`).
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lista clientes
         * @description Del más reciente al más antiguo. Los eliminados solo aparecen con `include_deleted=true`.
         */
        get: operations["listCustomers"];
        put?: never;
        /**
         * Crea un cliente
         * @description Llega a los dispositivos en su próxima sincronización. Emite `customer.created`.
         */
        post: operations["createCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Obtiene un cliente
         * @description Por su id. 404 `NOT_FOUND` si no existe en el ambiente de la llave.
         */
        get: operations["getCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edita un cliente
         * @description Envía solo los campos a cambiar. Gana el cambio más reciente: si alguien edita el mismo cliente desde una caja entre dos intentos, la escritura posterior sobrescribe la anterior. Emite `customer.updated`.
         */
        patch: operations["updateCustomer"];
        trace?: never;
    };
    "/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lista categorías
         * @description De la más reciente a la más antigua. Las eliminadas solo aparecen con `include_deleted=true`.
         */
        get: operations["listCategories"];
        put?: never;
        /**
         * Crea una categoría
         * @description Llega a los dispositivos en su próxima sincronización. Emite `category.created`.
         */
        post: operations["createCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Obtiene una categoría
         * @description Por su id. 404 `NOT_FOUND` si no existe en el ambiente de la llave.
         */
        get: operations["getCategory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edita una categoría
         * @description Envía solo los campos a cambiar; gana el cambio más reciente. Una categoría eliminada no se edita (`CONFLICT`). Emite `category.updated`.
         */
        patch: operations["updateCategory"];
        trace?: never;
    };
    "/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lista productos
         * @description Del más reciente al más antiguo, cada uno con sus variantes vigentes. `stock` es siempre null.
         */
        get: operations["listProducts"];
        put?: never;
        /**
         * Crea un producto
         * @description Crea productos simples, sin variantes (la API no crea recetas ni variantes). Con `initial_stock` registra además un movimiento de entrada. Funciona aunque haya cajas desactualizadas. Emite `product.created`.
         */
        post: operations["createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Obtiene un producto
         * @description Con sus variantes vigentes. 404 `NOT_FOUND` si no existe en el ambiente de la llave.
         */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edita un producto
         * @description Envía solo los campos a cambiar. Nunca cambia inventario, `base_unit`, `sold_by_weight` ni `kind`. `base_price` sin `final_price` cambia los dos; `category_id: null` quita la categoría. `409 DEVICES_OUTDATED` si alguna caja no admite ediciones (nada cambia). Emite `product.updated`.
         */
        patch: operations["updateProduct"];
        trace?: never;
    };
    "/products/{id}/variants/{variantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edita una variante
         * @description Envía al menos un campo. `base_price` sin `final_price` cambia los dos. Nunca toca el inventario. Responde el producto completo con todas sus variantes. `409 DEVICES_OUTDATED` si alguna caja no admite ediciones (nada cambia). Emite `product.updated`.
         */
        patch: operations["updateProductVariant"];
        trace?: never;
    };
    "/warehouses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lista bodegas
         * @description Las bodegas que conocen los dispositivos, de la más reciente a la más antigua. Un movimiento sin `warehouse_id` va a la predeterminada (o a la única activa).
         */
        get: operations["listWarehouses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/warehouses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Obtiene una bodega
         * @description Por su id. 404 `NOT_FOUND` si no existe en el ambiente de la llave.
         */
        get: operations["getWarehouse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inventory/movements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lista movimientos de inventario
         * @description Historial para conciliar, del más reciente al más antiguo. No calcules el inventario sumando movimientos: los dispositivos suben los suyos cuando se conectan.
         */
        get: operations["listStockMovements"];
        put?: never;
        /**
         * Registra un movimiento de inventario
         * @description Una diferencia, nunca un valor absoluto: cada dispositivo la aplica una sola vez aunque haya vendido sin conexión. `quantity` es siempre positiva y `type` da la dirección. No se verifica el inventario disponible en `out`. No admite productos con variantes ni compuestos. Con `expected_on_hand`, solo se registra si el inventario es exactamente ese (si no, `409 STOCK_CHANGED`). Emite `stock_movement.created` y `stock_level.updated`.
         */
        post: operations["createStockMovement"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inventory/movements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Obtiene un movimiento de inventario
         * @description Por su id; un movimiento no cambia después de registrado. 404 `NOT_FOUND` si no existe en el ambiente de la llave.
         */
        get: operations["getStockMovement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/inventory/levels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lista el inventario por producto y bodega
         * @description Un nivel por producto (o variante) y bodega con algún movimiento contado o nivel informado, del cambiado más recientemente al más antiguo. Cada nivel dice hasta cuándo está completo (`complete_as_of`) y qué cajas lo retrasan (`devices_behind`): lo que una caja vendió sin conexión y aún no sube no está contado. No admite `created_since` ni `created_until`: un nivel no tiene fecha de creación; usa `updated_since`.
         */
        get: operations["listStockLevels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lista ventas
         * @description Solo las ventas que las cajas ya subieron, de la más reciente en llegar a la nube a la más antigua. Para sincronizar usa `created_since` y `updated_since`: una venta hecha sin conexión llega después, con `created_at` reciente. Para reportes usa `occurred_since` y `occurred_until`, que filtran por la hora de la caja (`occurred_at`).
         */
        get: operations["listSales"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sales/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Obtiene una venta
         * @description Con sus líneas, impuestos, totales por impuesto y el resumen de sus documentos.
         */
        get: operations["getSale"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lista documentos
         * @description Facturas electrónicas, documentos equivalentes POS y documentos internos, del más reciente en llegar a la nube al más antiguo. `sale_id` da los documentos de una venta.
         */
        get: operations["listInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Obtiene un documento
         * @description No publica PDF ni XML en esta versión.
         */
        get: operations["getInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lista cotizaciones
         * @description De la más reciente en llegar a la nube a la más antigua. Una cotización en `draft` o `sent` cuyo `expires_at` ya pasó se muestra como `expired`, y el filtro `status` la encuentra así.
         */
        get: operations["listQuotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/quotes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Obtiene una cotización
         * @description Con sus líneas. El vencimiento se aplica al leer, comparando con `expires_at`.
         */
        get: operations["getQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cash-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lista sesiones de caja
         * @description Con sus movimientos de efectivo, de la más reciente en llegar a la nube a la más antigua.
         */
        get: operations["listCashSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cash-sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Obtiene una sesión de caja
         * @description Con sus movimientos de efectivo.
         */
        get: operations["getCashSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports/daily-sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ventas por día
         * @description Suma las ventas con estado `completed` de cada día calendario en America/Bogota, según `occurred_at` (la hora de la caja). Trae un elemento por cada día del rango, también los días en cero, del más antiguo al más reciente; el rango es de hasta 92 días. Un día pasado puede cambiar cuando una caja que vendió sin conexión sincroniza. `net_income` = `total` - `tax` - `tip_amount`.
         */
        get: operations["getDailySalesReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lista eventos
         * @description Los eventos de la cuenta en este ambiente, del más reciente al más antiguo: los mismos que se envían por webhooks. Sirve para conciliar entregas perdidas; `type` filtra por tipo.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Obtiene un evento
         * @description El cuerpo es, byte a byte, el que llevó cada entrega de webhook del evento.
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * Account
         * @example {
         *       "object": "account",
         *       "id": "c4f1e2d3-b5a6-4978-8c9d-0e1f2a3b4c5d",
         *       "business": {
         *         "name": "Tienda de Café La Macarena",
         *         "currency": "COP"
         *       },
         *       "plan": "pro",
         *       "api_key": {
         *         "id": "d5e6f7a8-b9c0-4d1e-8f2a-3b4c5d6e7f80",
         *         "name": "ERP contable",
         *         "environment": "live",
         *         "scopes": [
         *           "sales:read",
         *           "invoices:read",
         *           "customers:read",
         *           "reports:read"
         *         ],
         *         "expires_at": "2027-11-22T05:00:00.000Z"
         *       },
         *       "data_freshness": {
         *         "last_device_sync_at": "2026-11-22T15:01:39.412Z",
         *         "complete_through": "2026-11-22T14:47:09.830Z",
         *         "devices": [
         *           {
         *             "name": "Caja principal",
         *             "kind": "primary",
         *             "platform": "android",
         *             "last_sync_at": "2026-11-22T15:01:39.412Z",
         *             "complete_through": "2026-11-22T15:01:39.205Z",
         *             "pending_records": 0
         *           },
         *           {
         *             "name": "Tablet de la barra",
         *             "kind": "satellite",
         *             "platform": "ios",
         *             "last_sync_at": "2026-11-22T14:47:10.052Z",
         *             "complete_through": "2026-11-22T14:47:09.830Z",
         *             "pending_records": 3
         *           }
         *         ]
         *       }
         *     }
         */
        Account: {
            /**
             * @description Tipo de objeto; siempre `account`.
             * @enum {string}
             */
            object: "account";
            /**
             * Format: uuid
             * @description Id de la cuenta (el negocio).
             */
            id: string;
            /** @description El negocio dueño de la cuenta. */
            business: {
                /** @description Nombre del negocio. */
                name: string;
                /** @description Moneda de los montos; `COP` (pesos colombianos). */
                currency: string;
            } | null;
            /**
             * @description `free`, `plus` o `pro`; la API está en el plan `pro`.
             * @enum {string}
             */
            plan: "free" | "plus" | "pro";
            /** @description La llave con que se hizo esta solicitud. */
            api_key: {
                /**
                 * Format: uuid
                 * @description Id de la llave.
                 */
                id: string;
                /** @description Nombre que se le dio a la llave en la consola. */
                name: string;
                /**
                 * @description `live` o `test`.
                 * @enum {string}
                 */
                environment: "live" | "test";
                /** @description Permisos de la llave, por ejemplo `sales:read`. */
                scopes: string[];
                /**
                 * Format: date-time
                 * @description Cuándo deja de valer la llave, en UTC; null si no vence.
                 */
                expires_at: string | null;
            } | null;
            /** @description Hasta cuándo llegan los datos de las cajas: lo que no han subido aún no se ve. */
            data_freshness: {
                /**
                 * Format: date-time
                 * @description El más reciente `last_sync_at` de los dispositivos, en UTC; null si ninguno ha subido nada.
                 */
                last_device_sync_at: string | null;
                /**
                 * Format: date-time
                 * @description Todo lo que cualquier caja registró antes de este instante ya está en la nube, en UTC: el `complete_through` más antiguo de los dispositivos no revocados. null si alguno nunca ha informado; la hora de la respuesta si el ambiente no tiene dispositivos. Puede volver a null al agregar un dispositivo.
                 */
                complete_through: string | null;
                /** @description Cada dispositivo no revocado con su última subida y hasta dónde está completo. */
                devices: {
                    /** @description Nombre del dispositivo en la cuenta; null si no tiene. */
                    name: string | null;
                    /**
                     * @description `primary`, `satellite` o `kitchen`.
                     * @enum {string}
                     */
                    kind: "primary" | "satellite" | "kitchen";
                    /** @description Sistema del dispositivo, por ejemplo `android`; null si no lo informó. */
                    platform: string | null;
                    /**
                     * Format: date-time
                     * @description Último cambio que el dispositivo subió de verdad (no su última conexión), en UTC; null si nunca subió nada.
                     */
                    last_sync_at: string | null;
                    /**
                     * Format: date-time
                     * @description Todo lo que el dispositivo registró antes de este instante (hora del servidor, con el reloj de la caja corregido) ya está en la nube, en UTC; nunca retrocede. null si el dispositivo nunca ha informado (una versión anterior de la app).
                     */
                    complete_through: string | null;
                    /** @description Cuántos registros dijo tener aún sin subir en su último informe; null si nunca ha informado. */
                    pending_records: number | null;
                }[];
            };
        };
        /**
         * ApiError
         * @example {
         *       "error": {
         *         "code": "VALIDATION_ERROR",
         *         "message": "`email` debe ser un correo electrónico válido.",
         *         "param": "email",
         *         "request_id": "req_4f9Qe2LxVb7TzK1mWc3D"
         *       }
         *     }
         */
        ApiError: {
            /** @description El error: código, mensaje y a veces el campo culpable. */
            error: {
                /** @description Código estable del error; decide con él, no con el mensaje. */
                code: "VALIDATION_ERROR" | "INVALID_JSON" | "INVALID_CURSOR" | "IDEMPOTENCY_KEY_REQUIRED" | "UNAUTHENTICATED" | "INVALID_API_KEY" | "API_KEY_REVOKED" | "API_KEY_EXPIRED" | "API_KEY_WRONG_ENVIRONMENT" | "ACCOUNT_INACTIVE" | "PLAN_REQUIRED" | "INSUFFICIENT_SCOPE" | "BROWSER_REQUESTS_NOT_ALLOWED" | "NOT_FOUND" | "ROUTE_NOT_FOUND" | "PAYLOAD_TOO_LARGE" | "CONFLICT" | "STOCK_CHANGED" | "SKU_ALREADY_EXISTS" | "IDEMPOTENCY_IN_PROGRESS" | "NO_WAREHOUSE" | "DEVICES_OUTDATED" | "IDEMPOTENCY_KEY_REUSED" | "VARIANT_STOCK_UNSUPPORTED" | "COMPOSITE_STOCK_UNSUPPORTED" | "RATE_LIMITED" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                /** @description Explicación en español con el siguiente paso. */
                message: string;
                /** @description Campo que causó el error. */
                param?: string;
                /** @description También en la cabecera Request-Id. */
                request_id: string;
            } & {
                [key: string]: unknown;
            };
        };
        /**
         * Customer
         * @example {
         *       "object": "customer",
         *       "id": "0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10",
         *       "name": "Ana María",
         *       "last_name": "Restrepo Gómez",
         *       "email": "ana.restrepo@example.co",
         *       "phone": "+57 300 123 4567",
         *       "document_number": "1020304050",
         *       "person_type": "person",
         *       "document_type": "CC",
         *       "contact_channel": "whatsapp",
         *       "deleted_at": null,
         *       "created_at": "2026-11-20T22:41:05.870Z",
         *       "updated_at": "2026-11-20T22:41:05.870Z"
         *     }
         */
        Customer: {
            /**
             * @description Tipo de objeto; siempre `customer`.
             * @enum {string}
             */
            object: "customer";
            /**
             * Format: uuid
             * @description Id del cliente.
             */
            id: string;
            /** @description Nombre, o razón social si es una empresa. */
            name: string;
            /** @description Apellidos; null si no se registraron. */
            last_name: string | null;
            /** @description Correo electrónico; null si no se registró. */
            email: string | null;
            /** @description Teléfono como se escribió, por ejemplo `+57 300 123 4567`; null si no hay. */
            phone: string | null;
            /** @description Número de documento (cédula o NIT); null si no se registró. */
            document_number: string | null;
            /**
             * @description `person` (persona natural) o `company`.
             * @enum {string}
             */
            person_type: "person" | "company";
            /**
             * @description `CC`, `TI`, `NIT`, `CE` o `PASAPORTE`.
             * @enum {string}
             */
            document_type: "CC" | "TI" | "NIT" | "CE" | "PASAPORTE";
            /**
             * @description Canal por el que llegó: `none`, `store`, `whatsapp`, `instagram`, `website` o `referral`; null si no se sabe.
             * @enum {string|null}
             */
            contact_channel: "none" | "store" | "whatsapp" | "instagram" | "website" | "referral" | null;
            /**
             * Format: date-time
             * @description Cuándo se eliminó, en UTC; null si está vigente (los eliminados solo salen con include_deleted=true).
             */
            deleted_at: string | null;
            /**
             * Format: date-time
             * @description Cuándo se creó el registro en la nube, en UTC (ISO 8601).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Última modificación en la nube, en UTC (ISO 8601); sirve para `updated_since`.
             */
            updated_at: string;
        };
        /**
         * CustomerList
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "object": "customer",
         *           "id": "0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10",
         *           "name": "Ana María",
         *           "last_name": "Restrepo Gómez",
         *           "email": "ana.restrepo@example.co",
         *           "phone": "+57 300 123 4567",
         *           "document_number": "1020304050",
         *           "person_type": "person",
         *           "document_type": "CC",
         *           "contact_channel": "whatsapp",
         *           "deleted_at": null,
         *           "created_at": "2026-11-20T22:41:05.870Z",
         *           "updated_at": "2026-11-20T22:41:05.870Z"
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        CustomerList: {
            /**
             * @description Tipo de objeto; siempre `list`.
             * @enum {string}
             */
            object: "list";
            /** @description Los elementos de esta página, en el orden de la lista. */
            data: components["schemas"]["Customer"][];
            /** @description true si hay otra página; pídela con `next_cursor`. */
            has_more: boolean;
            /** @description Pásalo sin cambios como `starting_after`; null en la última página. */
            next_cursor: string | null;
        };
        /**
         * Category
         * @example {
         *       "object": "category",
         *       "id": "3c9d2e1f-8a7b-4c6d-9e0f-1a2b3c4d5e6f",
         *       "name": "Café para llevar",
         *       "description": "Café de origen en grano y molido, empacado en la tienda",
         *       "image_url": "https://cdn.example.co/categorias/cafe-para-llevar.png",
         *       "sort_order": 2,
         *       "deleted_at": null,
         *       "created_at": "2026-11-22T14:03:12.120Z",
         *       "updated_at": "2026-11-22T14:03:12.120Z"
         *     }
         */
        Category: {
            /**
             * @description Tipo de objeto; siempre `category`.
             * @enum {string}
             */
            object: "category";
            /**
             * Format: uuid
             * @description Id de la categoría.
             */
            id: string;
            /** @description Nombre que muestra la caja. */
            name: string;
            /** @description Descripción; null si no tiene. */
            description: string | null;
            /**
             * Format: uri
             * @description Imagen de la categoría; null si no tiene.
             */
            image_url: string | null;
            /** @description Orden en que la caja muestra las categorías (menor primero). */
            sort_order: number;
            /**
             * Format: date-time
             * @description Cuándo se eliminó, en UTC; null si está vigente (las eliminadas solo salen con include_deleted=true).
             */
            deleted_at: string | null;
            /**
             * Format: date-time
             * @description Cuándo se creó el registro en la nube, en UTC (ISO 8601).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Última modificación en la nube, en UTC (ISO 8601); sirve para `updated_since`.
             */
            updated_at: string;
        };
        /**
         * CategoryList
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "object": "category",
         *           "id": "3c9d2e1f-8a7b-4c6d-9e0f-1a2b3c4d5e6f",
         *           "name": "Café para llevar",
         *           "description": "Café de origen en grano y molido, empacado en la tienda",
         *           "image_url": "https://cdn.example.co/categorias/cafe-para-llevar.png",
         *           "sort_order": 2,
         *           "deleted_at": null,
         *           "created_at": "2026-11-22T14:03:12.120Z",
         *           "updated_at": "2026-11-22T14:03:12.120Z"
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        CategoryList: {
            /**
             * @description Tipo de objeto; siempre `list`.
             * @enum {string}
             */
            object: "list";
            /** @description Los elementos de esta página, en el orden de la lista. */
            data: components["schemas"]["Category"][];
            /** @description true si hay otra página; pídela con `next_cursor`. */
            has_more: boolean;
            /** @description Pásalo sin cambios como `starting_after`; null en la última página. */
            next_cursor: string | null;
        };
        /**
         * ProductVariant
         * @description Las variantes nunca llevan inventario.
         * @example {
         *       "object": "product_variant",
         *       "id": "6c5b4a39-2817-4f06-9e5d-4c3b2a190f8e",
         *       "product_id": "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d",
         *       "label": "Grano entero 250 g",
         *       "sku": "CAF-GRA-250",
         *       "base_price": 17000,
         *       "final_price": 17000,
         *       "percent_discount": 0,
         *       "images": [],
         *       "is_default": true,
         *       "active": true,
         *       "created_at": "2026-11-22T14:03:12.120Z",
         *       "updated_at": "2026-11-22T14:03:12.120Z",
         *       "deleted_at": null
         *     }
         */
        ProductVariant: {
            /**
             * @description Tipo de objeto; siempre `product_variant`.
             * @enum {string}
             */
            object: "product_variant";
            /**
             * Format: uuid
             * @description Id de la variante.
             */
            id: string;
            /**
             * Format: uuid
             * @description Producto al que pertenece.
             */
            product_id: string;
            /** @description Nombre de la variante. */
            label: string;
            /** @description Único en la cuenta; null si no tiene. */
            sku: string | null;
            /** @description Precio de lista de la variante, antes de su descuento. En pesos colombianos (COP), sin decimales. */
            base_price: number;
            /** @description Precio al que vende la caja; si es 0, la caja usa el del producto. En pesos colombianos (COP), sin decimales. */
            final_price: number;
            /** @description Descuento propio de la variante, 0 a 100; admite decimales. */
            percent_discount: number;
            /** @description URL de las imágenes de la variante; puede estar vacía. */
            images: string[];
            /** @description true en la variante que la caja elige por defecto. */
            is_default: boolean;
            /** @description false si la caja ya no la ofrece. */
            active: boolean;
            /**
             * Format: date-time
             * @description Cuándo se creó el registro en la nube, en UTC (ISO 8601).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Última modificación en la nube, en UTC (ISO 8601); sirve para `updated_since`.
             */
            updated_at: string;
            /**
             * Format: date-time
             * @description Cuándo se eliminó, en UTC; null en las vigentes (las únicas que se listan).
             */
            deleted_at: string | null;
        };
        /**
         * Product
         * @example {
         *       "object": "product",
         *       "id": "0f6e5d4c-3b2a-4190-8877-665544332211",
         *       "name": "Café molido 500 g",
         *       "description": "Café tostado y molido, origen Huila, tueste medio. Bolsa con válvula de 500 g.",
         *       "description_short": "Café molido Huila",
         *       "sku": "CAF-MOL-500",
         *       "category_id": "3c9d2e1f-8a7b-4c6d-9e0f-1a2b3c4d5e6f",
         *       "kind": "simple",
         *       "sellable": true,
         *       "active": true,
         *       "tax_class": "reduced_5",
         *       "base_price": 32000,
         *       "final_price": 28800,
         *       "percent_discount": 10,
         *       "base_unit": "und",
         *       "sold_by_weight": false,
         *       "stock": null,
         *       "unit_cost": 17500,
         *       "image_url": "https://cdn.example.co/productos/cafe-molido-500.png",
         *       "images": [
         *         "https://cdn.example.co/productos/cafe-molido-500.png"
         *       ],
         *       "has_variants": false,
         *       "variants": [],
         *       "created_at": "2026-11-22T14:03:12.120Z",
         *       "updated_at": "2026-11-22T14:03:12.120Z"
         *     }
         */
        Product: {
            /**
             * @description Tipo de objeto; siempre `product`.
             * @enum {string}
             */
            object: "product";
            /**
             * Format: uuid
             * @description Id del producto.
             */
            id: string;
            /** @description Nombre que muestra la caja. */
            name: string;
            /** @description Descripción larga; texto vacío si no tiene. */
            description: string;
            /** @description Descripción corta; texto vacío si no tiene. */
            description_short: string;
            /** @description Código propio, único en la cuenta entre productos y variantes; null si no tiene. */
            sku: string | null;
            /**
             * Format: uuid
             * @description Categoría (GET /categories/{id}); null si no tiene.
             */
            category_id: string | null;
            /**
             * @description `simple` o `composite` (receta, sin inventario propio).
             * @enum {string}
             */
            kind: "simple" | "composite";
            /** @description false = ingrediente que no se vende solo. */
            sellable: boolean;
            /** @description false si la caja ya no lo ofrece. */
            active: boolean;
            /** @description Clase de impuesto, una de: standard, reduced_5, excluded, exempt, service_19, event_package, bag, passthrough; `standard` sigue el perfil fiscal del negocio. */
            tax_class: string;
            /** @description Precio de lista antes del descuento propio del producto. En pesos colombianos (COP), sin decimales. */
            base_price: number;
            /** @description Precio al que vende la caja; igual a `base_price` si no hay descuento. En pesos colombianos (COP), sin decimales. */
            final_price: number;
            /** @description Descuento propio del producto, 0 a 100; admite decimales. */
            percent_discount: number;
            /** @description Unidad en que se expresan cantidades, inventario y costo; una de: und, g, kg, lb, oz, ml, l, doc. */
            base_unit: string;
            /** @description true si la cantidad de cada línea es un peso en `base_unit`. */
            sold_by_weight: boolean;
            /** @description Siempre null por ahora: la API no publica existencias. */
            stock: number | null;
            /** @description Costo promedio ponderado por unidad base, en pesos (COP; admite decimales). Informativo. */
            unit_cost: number;
            /** @description Imagen principal; null si no tiene. */
            image_url: string | null;
            /** @description URL de todas las imágenes; puede estar vacía. */
            images: string[];
            /** @description true si se vende por variantes (tallas, presentaciones…). */
            has_variants: boolean;
            /** @description Variantes vigentes (no eliminadas). */
            variants: components["schemas"]["ProductVariant"][];
            /**
             * Format: date-time
             * @description Cuándo se creó el registro en la nube, en UTC (ISO 8601).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Última modificación en la nube, en UTC (ISO 8601); sirve para `updated_since`.
             */
            updated_at: string;
        };
        /**
         * ProductList
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "object": "product",
         *           "id": "0f6e5d4c-3b2a-4190-8877-665544332211",
         *           "name": "Café molido 500 g",
         *           "description": "Café tostado y molido, origen Huila, tueste medio. Bolsa con válvula de 500 g.",
         *           "description_short": "Café molido Huila",
         *           "sku": "CAF-MOL-500",
         *           "category_id": "3c9d2e1f-8a7b-4c6d-9e0f-1a2b3c4d5e6f",
         *           "kind": "simple",
         *           "sellable": true,
         *           "active": true,
         *           "tax_class": "reduced_5",
         *           "base_price": 32000,
         *           "final_price": 28800,
         *           "percent_discount": 10,
         *           "base_unit": "und",
         *           "sold_by_weight": false,
         *           "stock": null,
         *           "unit_cost": 17500,
         *           "image_url": "https://cdn.example.co/productos/cafe-molido-500.png",
         *           "images": [
         *             "https://cdn.example.co/productos/cafe-molido-500.png"
         *           ],
         *           "has_variants": false,
         *           "variants": [],
         *           "created_at": "2026-11-22T14:03:12.120Z",
         *           "updated_at": "2026-11-22T14:03:12.120Z"
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        ProductList: {
            /**
             * @description Tipo de objeto; siempre `list`.
             * @enum {string}
             */
            object: "list";
            /** @description Los elementos de esta página, en el orden de la lista. */
            data: components["schemas"]["Product"][];
            /** @description true si hay otra página; pídela con `next_cursor`. */
            has_more: boolean;
            /** @description Pásalo sin cambios como `starting_after`; null en la última página. */
            next_cursor: string | null;
        };
        /**
         * Warehouse
         * @example {
         *       "object": "warehouse",
         *       "id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *       "name": "Bodega Chapinero",
         *       "is_default": true,
         *       "active": true,
         *       "created_at": "2026-11-02T13:30:00.000Z",
         *       "updated_at": "2026-11-02T13:30:00.000Z"
         *     }
         */
        Warehouse: {
            /**
             * @description Tipo de objeto; siempre `warehouse`.
             * @enum {string}
             */
            object: "warehouse";
            /**
             * Format: uuid
             * @description Id de la bodega; es el `warehouse_id` de los movimientos.
             */
            id: string;
            /** @description Nombre de la bodega en la caja. */
            name: string;
            /** @description La bodega que usan los movimientos que no indican `warehouse_id`. */
            is_default: boolean;
            /** @description Las bodegas inactivas no reciben movimientos por la API. */
            active: boolean;
            /**
             * Format: date-time
             * @description Cuándo llegó el registro a la nube, en UTC (ISO 8601).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Última modificación en la nube, en UTC (ISO 8601); sirve para `updated_since`.
             */
            updated_at: string;
        };
        /**
         * WarehouseList
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "object": "warehouse",
         *           "id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *           "name": "Bodega Chapinero",
         *           "is_default": true,
         *           "active": true,
         *           "created_at": "2026-11-02T13:30:00.000Z",
         *           "updated_at": "2026-11-02T13:30:00.000Z"
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        WarehouseList: {
            /**
             * @description Tipo de objeto; siempre `list`.
             * @enum {string}
             */
            object: "list";
            /** @description Los elementos de esta página, en el orden de la lista. */
            data: components["schemas"]["Warehouse"][];
            /** @description true si hay otra página; pídela con `next_cursor`. */
            has_more: boolean;
            /** @description Pásalo sin cambios como `starting_after`; null en la última página. */
            next_cursor: string | null;
        };
        /**
         * StockMovement
         * @description Libro de movimientos de inventario: solo se agregan, nunca se editan ni se borran.
         * @example {
         *       "object": "stock_movement",
         *       "id": "5f1d2c3b-4a59-4687-9a0b-1c2d3e4f5a6b",
         *       "product_id": "0f6e5d4c-3b2a-4190-8877-665544332211",
         *       "variant_id": null,
         *       "warehouse_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *       "type": "in",
         *       "quantity": 24,
         *       "reason": "Compra a tostador",
         *       "reference": "OC-2026-118",
         *       "unit_cost": 17500,
         *       "origin_type": "api",
         *       "sale_id": null,
         *       "created_at": "2026-11-22T14:20:45.310Z",
         *       "updated_at": "2026-11-22T14:20:45.310Z"
         *     }
         */
        StockMovement: {
            /**
             * @description Tipo de objeto; siempre `stock_movement`.
             * @enum {string}
             */
            object: "stock_movement";
            /**
             * Format: uuid
             * @description Id del movimiento.
             */
            id: string;
            /**
             * Format: uuid
             * @description Producto cuyo inventario cambió.
             */
            product_id: string;
            /**
             * Format: uuid
             * @description Variante del movimiento; null si el producto no tiene variantes.
             */
            variant_id: string | null;
            /**
             * Format: uuid
             * @description Null si el movimiento llegó antes que su bodega; aparece cuando la bodega llega.
             */
            warehouse_id: string | null;
            /** @description Tipo registrado por el dispositivo; los creados por la API son `in` (entra) u `out` (sale). Conjunto abierto: un dispositivo puede registrar otros tipos, así que trata un valor desconocido sin fallar. */
            type: string;
            /** @description En la unidad base del producto; puede ser fraccionaria. Es siempre positiva: la dirección la da `type`. */
            quantity: number;
            /** @description Motivo que se muestra en el historial; null si no tiene. */
            reason: string | null;
            /** @description Referencia propia (orden de compra, pedido); null si no tiene. */
            reference: string | null;
            /** @description Costo por unidad base al momento del movimiento, en pesos (COP; admite decimales); null si no se conoce. */
            unit_cost: number | null;
            /**
             * @description `sale`, `purchase`, `adjustment`, `recipe_explosion`, `reversal`; los creados por la API, `api`. Null si no se sabe.
             * @enum {string|null}
             */
            origin_type: "sale" | "purchase" | "adjustment" | "recipe_explosion" | "reversal" | "api" | null;
            /**
             * Format: uuid
             * @description Venta que causó el movimiento; null si no lo causó una venta.
             */
            sale_id: string | null;
            /**
             * Format: date-time
             * @description Cuándo llegó el registro a la nube, en UTC (ISO 8601).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Última modificación en la nube, en UTC (ISO 8601); sirve para `updated_since`.
             */
            updated_at: string;
        };
        /**
         * StockMovementList
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "object": "stock_movement",
         *           "id": "5f1d2c3b-4a59-4687-9a0b-1c2d3e4f5a6b",
         *           "product_id": "0f6e5d4c-3b2a-4190-8877-665544332211",
         *           "variant_id": null,
         *           "warehouse_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *           "type": "in",
         *           "quantity": 24,
         *           "reason": "Compra a tostador",
         *           "reference": "OC-2026-118",
         *           "unit_cost": 17500,
         *           "origin_type": "api",
         *           "sale_id": null,
         *           "created_at": "2026-11-22T14:20:45.310Z",
         *           "updated_at": "2026-11-22T14:20:45.310Z"
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        StockMovementList: {
            /**
             * @description Tipo de objeto; siempre `list`.
             * @enum {string}
             */
            object: "list";
            /** @description Los elementos de esta página, en el orden de la lista. */
            data: components["schemas"]["StockMovement"][];
            /** @description true si hay otra página; pídela con `next_cursor`. */
            has_more: boolean;
            /** @description Pásalo sin cambios como `starting_after`; null en la última página. */
            next_cursor: string | null;
        };
        /**
         * StockLevel
         * @description Inventario de un producto (o variante) en una bodega, con la prueba de qué tan completo está. Los productos compuestos no tienen nivel: su inventario es el de sus ingredientes.
         * @example {
         *       "object": "stock_level",
         *       "product_id": "0f6e5d4c-3b2a-4190-8877-665544332211",
         *       "variant_id": null,
         *       "warehouse_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *       "on_hand": 42,
         *       "exact": true,
         *       "complete_as_of": "2026-11-22T14:19:58.000Z",
         *       "devices_behind": [
         *         {
         *           "device_id": "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f",
         *           "name": "Caja 2",
         *           "complete_through": "2026-11-22T11:02:13.000Z"
         *         }
         *       ],
         *       "last_movement_at": "2026-11-22T14:20:45.310Z",
         *       "updated_at": "2026-11-22T14:20:45.310Z"
         *     }
         */
        StockLevel: {
            /**
             * @description Tipo de objeto; siempre `stock_level`.
             * @enum {string}
             */
            object: "stock_level";
            /**
             * Format: uuid
             * @description Producto del inventario (el de la variante, si la hay).
             */
            product_id: string;
            /**
             * Format: uuid
             * @description Variante; null si el producto no tiene variantes.
             */
            variant_id: string | null;
            /**
             * Format: uuid
             * @description Bodega del inventario.
             */
            warehouse_id: string;
            /** @description Existencias en la unidad base. Para un producto sin variantes, sus movimientos `in` menos sus movimientos `out` en esta bodega (los demás tipos no cuentan); para una variante, el último nivel que informó una caja. */
            on_hand: number;
            /** @description true para productos sin variantes; false para variantes, cuyo nivel viaja como valor absoluto y puede perder un cambio simultáneo. */
            exact: boolean;
            /**
             * Format: date-time
             * @description Todo movimiento hecho antes de este instante está contado en `on_hand` (el `complete_through` de `GET /me`); null si alguna caja nunca ha informado qué le falta subir.
             */
            complete_as_of: string | null;
            /** @description Las cajas que retrasan `complete_as_of`: las que nunca informaron primero, luego la más atrasada (más de 60 s antes de la respuesta). */
            devices_behind: {
                /**
                 * Format: uuid
                 * @description Id del dispositivo, el mismo de `GET /me` y de la consola.
                 */
                device_id: string;
                /** @description Nombre del dispositivo en la cuenta; null si no tiene. */
                name: string | null;
                /**
                 * Format: date-time
                 * @description Todo lo que registró antes de este instante está en la nube, en UTC; null si nunca lo ha informado.
                 */
                complete_through: string | null;
            }[];
            /**
             * Format: date-time
             * @description Cuándo llegó a la nube el movimiento más reciente contado, en UTC; null para variantes.
             */
            last_movement_at: string | null;
            /**
             * Format: date-time
             * @description Cuándo cambió `on_hand` por última vez o apareció el nivel, en UTC; sirve para `updated_since`.
             */
            updated_at: string;
        };
        /**
         * StockLevelList
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "object": "stock_level",
         *           "product_id": "0f6e5d4c-3b2a-4190-8877-665544332211",
         *           "variant_id": null,
         *           "warehouse_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *           "on_hand": 42,
         *           "exact": true,
         *           "complete_as_of": "2026-11-22T14:19:58.000Z",
         *           "devices_behind": [
         *             {
         *               "device_id": "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f",
         *               "name": "Caja 2",
         *               "complete_through": "2026-11-22T11:02:13.000Z"
         *             }
         *           ],
         *           "last_movement_at": "2026-11-22T14:20:45.310Z",
         *           "updated_at": "2026-11-22T14:20:45.310Z"
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        StockLevelList: {
            /**
             * @description Tipo de objeto; siempre `list`.
             * @enum {string}
             */
            object: "list";
            /** @description Los elementos de esta página, en el orden de la lista. */
            data: components["schemas"]["StockLevel"][];
            /** @description true si hay otra página; pídela con `next_cursor`. */
            has_more: boolean;
            /** @description Pásalo sin cambios como `starting_after`; null en la última página. */
            next_cursor: string | null;
        };
        /**
         * TaxBreakdownEntry
         * @example {
         *       "code": "01",
         *       "rate": 19,
         *       "per_unit": null,
         *       "base": 16034,
         *       "amount": 3046
         *     }
         */
        TaxBreakdownEntry: {
            /** @description Código del impuesto: `01` IVA, `03` ICA, `04` INC, `22` INC bolsas. Conjunto abierto: la caja puede registrar otros códigos. */
            code: string;
            /** @description Porcentaje entero (19 es 19 %); null en los impuestos por unidad. */
            rate: number | null;
            /** @description Pesos por unidad (impuesto a las bolsas); null en los porcentuales. */
            per_unit: number | null;
            /** @description Base gravable. En pesos colombianos (COP), sin decimales. */
            base: number;
            /** @description Valor del impuesto. En pesos colombianos (COP), sin decimales. */
            amount: number;
        };
        /**
         * TaxEntry
         * @example {
         *       "code": "01",
         *       "name": "IVA",
         *       "rate": 19,
         *       "per_unit": null,
         *       "base": 10924,
         *       "amount": 2076
         *     }
         */
        TaxEntry: {
            /** @description Código del impuesto: `01` IVA, `03` ICA, `04` INC, `22` INC bolsas. Conjunto abierto: la caja puede registrar otros códigos. */
            code: string;
            /** @description Nombre del impuesto, por ejemplo `IVA`; null si la caja no lo envió. */
            name: string | null;
            /** @description Porcentaje entero (19 es 19 %); null en los impuestos por unidad. */
            rate: number | null;
            /** @description Pesos por unidad (impuesto a las bolsas); null en los porcentuales. */
            per_unit: number | null;
            /** @description Base gravable. En pesos colombianos (COP), sin decimales. */
            base: number;
            /** @description Valor del impuesto. En pesos colombianos (COP), sin decimales. */
            amount: number;
        };
        /**
         * SaleItem
         * @example {
         *       "object": "sale_item",
         *       "id": "3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99",
         *       "product_id": "0f6e5d4c-3b2a-4190-8877-665544332211",
         *       "variant_id": null,
         *       "item_kind": "product",
         *       "description": "Café molido 500 g",
         *       "tax_class": "reduced_5",
         *       "quantity": 1,
         *       "unit_price": 28800,
         *       "subtotal": 28800,
         *       "unit_cost": 17500,
         *       "taxes": [
         *         {
         *           "code": "01",
         *           "name": "IVA",
         *           "rate": 5,
         *           "per_unit": null,
         *           "base": 27429,
         *           "amount": 1371
         *         }
         *       ]
         *     }
         */
        SaleItem: {
            /**
             * @description Tipo de objeto; siempre `sale_item`.
             * @enum {string}
             */
            object: "sale_item";
            /**
             * Format: uuid
             * @description Id de la línea.
             */
            id: string;
            /**
             * Format: uuid
             * @description Producto vendido; null en una línea libre.
             */
            product_id: string | null;
            /**
             * Format: uuid
             * @description Variante vendida; null si el producto no tiene variantes.
             */
            variant_id: string | null;
            /** @description `product` o una línea libre. */
            item_kind: string;
            /** @description Texto de la línea como lo muestra la caja; null si no tiene. */
            description: string | null;
            /** @description Puede ser fraccionaria (productos por peso), en la unidad base del producto. */
            quantity: number;
            /** @description Precio unitario con los impuestos porcentuales incluidos. En pesos colombianos (COP), sin decimales. */
            unit_price: number;
            /** @description Total de la línea, impuestos incluidos. En pesos colombianos (COP), sin decimales. */
            subtotal: number;
            /** @description Costo por unidad base congelado al vender, en pesos (COP; admite decimales); null si no se conocía. */
            unit_cost: number | null;
            /** @description Clase de impuesto del producto al momento de la venta. */
            tax_class: string;
            /** @description Impuestos de la línea, congelados al momento de la venta; null si la caja no los envió. */
            taxes: components["schemas"]["TaxEntry"][] | null;
        };
        /**
         * InvoiceSummary
         * @description Un documento de la venta, en resumen.
         * @example {
         *       "id": "6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d",
         *       "document_type": "electronic_invoice",
         *       "status": "issued",
         *       "cufe": "21ed049d2ebb88ee04ba4fbd5fa85ec140e48dc7111092a77e88223ab736080a3bee5e7674ab740c4cd5d2ab8e4e5488",
         *       "prefix": "FE",
         *       "number": 1042
         *     }
         */
        InvoiceSummary: {
            /**
             * Format: uuid
             * @description Detalle en GET /invoices/{id}.
             */
            id: string;
            /**
             * @description `electronic_invoice` (factura electrónica, tipo 1, CUFE), `pos_document` (documento equivalente POS, tipo 15, CUDE), `pos_adjustment_note` (nota de ajuste, tipo 26), `internal_invoice` (no electrónica) u `other`.
             * @enum {string}
             */
            document_type: "electronic_invoice" | "pos_document" | "pos_adjustment_note" | "internal_invoice" | "other";
            /**
             * @description Estado ante la autoridad tributaria.
             * @enum {string}
             */
            status: "pending" | "issued" | "rejected" | "emission_failed" | "annulled";
            /** @description CUFE o CUDE del documento electrónico; null en los internos o mientras no se emite. */
            cufe: string | null;
            /** @description Prefijo de la numeración, por ejemplo `FE`; null si no tiene. */
            prefix: string | null;
            /** @description Consecutivo dentro de la numeración del prefijo. */
            number: number;
        };
        /**
         * Sale
         * @description Ingreso neto = `total` - `tax` - `tip_amount`.
         * @example {
         *       "object": "sale",
         *       "id": "1e2d3c4b-5a69-4788-9766-554433221100",
         *       "status": "completed",
         *       "document_kind": "invoice",
         *       "payment_method": "NEQUI",
         *       "customer_id": "0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10",
         *       "cash_session_id": "7c6b5a49-3827-4160-9f5e-4d3c2b1a0f9e",
         *       "subtotal": 50000,
         *       "discount": 5000,
         *       "discount_percent": 10,
         *       "tax": 4280,
         *       "tip_amount": 2000,
         *       "total": 47000,
         *       "tax_breakdown": [
         *         {
         *           "code": "01",
         *           "rate": 5,
         *           "per_unit": null,
         *           "base": 24686,
         *           "amount": 1234
         *         },
         *         {
         *           "code": "01",
         *           "rate": 19,
         *           "per_unit": null,
         *           "base": 16034,
         *           "amount": 3046
         *         }
         *       ],
         *       "notes": "Cliente frecuente: 10 % de descuento",
         *       "table_label": "Mesa 3",
         *       "items": [
         *         {
         *           "object": "sale_item",
         *           "id": "3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99",
         *           "product_id": "0f6e5d4c-3b2a-4190-8877-665544332211",
         *           "variant_id": null,
         *           "item_kind": "product",
         *           "description": "Café molido 500 g",
         *           "tax_class": "reduced_5",
         *           "quantity": 1,
         *           "unit_price": 28800,
         *           "subtotal": 28800,
         *           "unit_cost": 17500,
         *           "taxes": [
         *             {
         *               "code": "01",
         *               "name": "IVA",
         *               "rate": 5,
         *               "per_unit": null,
         *               "base": 27429,
         *               "amount": 1371
         *             }
         *           ]
         *         },
         *         {
         *           "object": "sale_item",
         *           "id": "4b3a2918-7e6d-4c5b-8a49-3d2c1b0a9f88",
         *           "product_id": "4d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a",
         *           "variant_id": null,
         *           "item_kind": "product",
         *           "description": "Arepa de queso",
         *           "tax_class": "standard",
         *           "quantity": 2,
         *           "unit_price": 6500,
         *           "subtotal": 13000,
         *           "unit_cost": 2300,
         *           "taxes": [
         *             {
         *               "code": "01",
         *               "name": "IVA",
         *               "rate": 19,
         *               "per_unit": null,
         *               "base": 10924,
         *               "amount": 2076
         *             }
         *           ]
         *         },
         *         {
         *           "object": "sale_item",
         *           "id": "5a493827-6d5c-4b4a-9938-2c1b0a9f8e77",
         *           "product_id": "8e7d6c5b-4a39-4281-9f70-6e5d4c3b2a19",
         *           "variant_id": null,
         *           "item_kind": "product",
         *           "description": "Jugo de naranja 350 ml",
         *           "quantity": 1,
         *           "unit_price": 8200,
         *           "subtotal": 8200,
         *           "unit_cost": 2900,
         *           "tax_class": "standard",
         *           "taxes": [
         *             {
         *               "code": "01",
         *               "name": "IVA",
         *               "rate": 19,
         *               "per_unit": null,
         *               "base": 6891,
         *               "amount": 1309
         *             }
         *           ]
         *         }
         *       ],
         *       "invoices": [
         *         {
         *           "id": "6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d",
         *           "document_type": "electronic_invoice",
         *           "status": "issued",
         *           "cufe": "21ed049d2ebb88ee04ba4fbd5fa85ec140e48dc7111092a77e88223ab736080a3bee5e7674ab740c4cd5d2ab8e4e5488",
         *           "prefix": "FE",
         *           "number": 1042
         *         }
         *       ],
         *       "occurred_at": "2026-11-22T15:01:37.000Z",
         *       "created_at": "2026-11-22T15:01:39.412Z",
         *       "updated_at": "2026-11-22T15:01:39.412Z"
         *     }
         */
        Sale: {
            /**
             * @description Tipo de objeto; siempre `sale`.
             * @enum {string}
             */
            object: "sale";
            /**
             * Format: uuid
             * @description Id de la venta, el mismo en la caja y en la nube.
             */
            id: string;
            /** @description Estado registrado por la caja, por ejemplo `completed`, `cancelled`, `open` o `pending`. Conjunto abierto: la caja puede registrar otros estados. */
            status: string;
            /**
             * @description Documento que pidió la caja al cobrar: `pos` o `invoice`.
             * @enum {string}
             */
            document_kind: "pos" | "invoice";
            /** @description Como lo registró la caja, por ejemplo `CASH`, `CARD` o `NEQUI`. Conjunto abierto: la caja puede registrar otros medios. */
            payment_method: string;
            /**
             * Format: uuid
             * @description Cliente de la venta; null en una venta sin cliente.
             */
            customer_id: string | null;
            /**
             * Format: uuid
             * @description Sesión de caja en que se cobró; null si la caja no la registró.
             */
            cash_session_id: string | null;
            /** @description Suma de los `subtotal` de las líneas, impuestos incluidos. En pesos colombianos (COP), sin decimales. */
            subtotal: number;
            /** @description Descuento sobre el subtotal. En pesos colombianos (COP), sin decimales. */
            discount: number;
            /** @description Porcentaje de descuento, 0 a 100; admite decimales. */
            discount_percent: number;
            /** @description Parte del total que es impuesto. En pesos colombianos (COP), sin decimales. */
            tax: number;
            /** @description Propina; nunca es base gravable. En pesos colombianos (COP), sin decimales. */
            tip_amount: number;
            /** @description `subtotal` - `discount` + `tip_amount`. En pesos colombianos (COP), sin decimales. */
            total: number;
            /** @description Impuestos sumados por código y tarifa, después del descuento; null si la caja no los envió. */
            tax_breakdown: components["schemas"]["TaxBreakdownEntry"][] | null;
            /** @description Nota que escribió el cajero; null si no hay. */
            notes: string | null;
            /** @description Mesa o referencia del pedido; null si no aplica. */
            table_label: string | null;
            /** @description Las líneas de la venta, en el orden de la caja. */
            items: components["schemas"]["SaleItem"][];
            /** @description Documentos emitidos para la venta; vacía si aún no ha llegado ninguno. */
            invoices: components["schemas"]["InvoiceSummary"][];
            /**
             * Format: date-time
             * @description Cuándo se registró la venta, por el reloj de la caja, en UTC. Es la fecha de negocio: úsala para reportes.
             */
            occurred_at: string;
            /**
             * Format: date-time
             * @description Cuándo llegó a la nube, en UTC. Una caja que vendió sin conexión la sube después.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Última modificación en la nube, en UTC (ISO 8601); sirve para `updated_since`.
             */
            updated_at: string;
        };
        /**
         * SaleList
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "object": "sale",
         *           "id": "1e2d3c4b-5a69-4788-9766-554433221100",
         *           "status": "completed",
         *           "document_kind": "invoice",
         *           "payment_method": "NEQUI",
         *           "customer_id": "0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10",
         *           "cash_session_id": "7c6b5a49-3827-4160-9f5e-4d3c2b1a0f9e",
         *           "subtotal": 50000,
         *           "discount": 5000,
         *           "discount_percent": 10,
         *           "tax": 4280,
         *           "tip_amount": 2000,
         *           "total": 47000,
         *           "tax_breakdown": [
         *             {
         *               "code": "01",
         *               "rate": 5,
         *               "per_unit": null,
         *               "base": 24686,
         *               "amount": 1234
         *             },
         *             {
         *               "code": "01",
         *               "rate": 19,
         *               "per_unit": null,
         *               "base": 16034,
         *               "amount": 3046
         *             }
         *           ],
         *           "notes": "Cliente frecuente: 10 % de descuento",
         *           "table_label": "Mesa 3",
         *           "items": [
         *             {
         *               "object": "sale_item",
         *               "id": "3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99",
         *               "product_id": "0f6e5d4c-3b2a-4190-8877-665544332211",
         *               "variant_id": null,
         *               "item_kind": "product",
         *               "description": "Café molido 500 g",
         *               "tax_class": "reduced_5",
         *               "quantity": 1,
         *               "unit_price": 28800,
         *               "subtotal": 28800,
         *               "unit_cost": 17500,
         *               "taxes": [
         *                 {
         *                   "code": "01",
         *                   "name": "IVA",
         *                   "rate": 5,
         *                   "per_unit": null,
         *                   "base": 27429,
         *                   "amount": 1371
         *                 }
         *               ]
         *             },
         *             {
         *               "object": "sale_item",
         *               "id": "4b3a2918-7e6d-4c5b-8a49-3d2c1b0a9f88",
         *               "product_id": "4d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a",
         *               "variant_id": null,
         *               "item_kind": "product",
         *               "description": "Arepa de queso",
         *               "tax_class": "standard",
         *               "quantity": 2,
         *               "unit_price": 6500,
         *               "subtotal": 13000,
         *               "unit_cost": 2300,
         *               "taxes": [
         *                 {
         *                   "code": "01",
         *                   "name": "IVA",
         *                   "rate": 19,
         *                   "per_unit": null,
         *                   "base": 10924,
         *                   "amount": 2076
         *                 }
         *               ]
         *             },
         *             {
         *               "object": "sale_item",
         *               "id": "5a493827-6d5c-4b4a-9938-2c1b0a9f8e77",
         *               "product_id": "8e7d6c5b-4a39-4281-9f70-6e5d4c3b2a19",
         *               "variant_id": null,
         *               "item_kind": "product",
         *               "description": "Jugo de naranja 350 ml",
         *               "quantity": 1,
         *               "unit_price": 8200,
         *               "subtotal": 8200,
         *               "unit_cost": 2900,
         *               "tax_class": "standard",
         *               "taxes": [
         *                 {
         *                   "code": "01",
         *                   "name": "IVA",
         *                   "rate": 19,
         *                   "per_unit": null,
         *                   "base": 6891,
         *                   "amount": 1309
         *                 }
         *               ]
         *             }
         *           ],
         *           "invoices": [
         *             {
         *               "id": "6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d",
         *               "document_type": "electronic_invoice",
         *               "status": "issued",
         *               "cufe": "21ed049d2ebb88ee04ba4fbd5fa85ec140e48dc7111092a77e88223ab736080a3bee5e7674ab740c4cd5d2ab8e4e5488",
         *               "prefix": "FE",
         *               "number": 1042
         *             }
         *           ],
         *           "occurred_at": "2026-11-22T15:01:37.000Z",
         *           "created_at": "2026-11-22T15:01:39.412Z",
         *           "updated_at": "2026-11-22T15:01:39.412Z"
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        SaleList: {
            /**
             * @description Tipo de objeto; siempre `list`.
             * @enum {string}
             */
            object: "list";
            /** @description Los elementos de esta página, en el orden de la lista. */
            data: components["schemas"]["Sale"][];
            /** @description true si hay otra página; pídela con `next_cursor`. */
            has_more: boolean;
            /** @description Pásalo sin cambios como `starting_after`; null en la última página. */
            next_cursor: string | null;
        };
        /**
         * Invoice
         * @description Factura electrónica, documento equivalente POS o documento interno. No publica PDF ni XML.
         * @example {
         *       "object": "invoice",
         *       "id": "6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d",
         *       "document_type": "electronic_invoice",
         *       "status": "issued",
         *       "cufe": "21ed049d2ebb88ee04ba4fbd5fa85ec140e48dc7111092a77e88223ab736080a3bee5e7674ab740c4cd5d2ab8e4e5488",
         *       "prefix": "FE",
         *       "number": 1042,
         *       "sale_id": "1e2d3c4b-5a69-4788-9766-554433221100",
         *       "customer_id": "0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10",
         *       "subtotal": 42720,
         *       "tax": 4280,
         *       "total": 47000,
         *       "issued_at": "2026-11-22T15:01:52.000Z",
         *       "created_at": "2026-11-22T15:01:53.640Z",
         *       "updated_at": "2026-11-22T15:01:53.640Z"
         *     }
         */
        Invoice: {
            /**
             * @description Tipo de objeto; siempre `invoice`.
             * @enum {string}
             */
            object: "invoice";
            /**
             * Format: uuid
             * @description Id del documento.
             */
            id: string;
            /**
             * Format: uuid
             * @description Venta del documento; detalle en GET /sales/{id}. Null si no viene de una venta.
             */
            sale_id: string | null;
            /**
             * Format: uuid
             * @description Cliente (adquiriente) del documento; null si no tiene.
             */
            customer_id: string | null;
            /**
             * @description `electronic_invoice` (factura electrónica, tipo 1, CUFE), `pos_document` (documento equivalente POS, tipo 15, CUDE), `pos_adjustment_note` (nota de ajuste, tipo 26), `internal_invoice` (no electrónica) u `other`.
             * @enum {string}
             */
            document_type: "electronic_invoice" | "pos_document" | "pos_adjustment_note" | "internal_invoice" | "other";
            /**
             * @description Estado ante la autoridad tributaria.
             * @enum {string}
             */
            status: "pending" | "issued" | "rejected" | "emission_failed" | "annulled";
            /** @description CUFE o CUDE del documento electrónico; null en los internos o mientras no se emite. */
            cufe: string | null;
            /** @description Prefijo de la numeración, por ejemplo `FE`; null si no tiene. */
            prefix: string | null;
            /** @description Consecutivo dentro de la numeración del prefijo. */
            number: number;
            /** @description Valor antes de impuestos. En pesos colombianos (COP), sin decimales. */
            subtotal: number;
            /** @description Impuestos del documento. En pesos colombianos (COP), sin decimales. */
            tax: number;
            /** @description Valor total del documento. En pesos colombianos (COP), sin decimales. */
            total: number;
            /**
             * Format: date-time
             * @description Cuándo se emitió, en UTC; null mientras no se haya emitido.
             */
            issued_at: string | null;
            /**
             * Format: date-time
             * @description Cuándo llegó el registro a la nube, en UTC (ISO 8601).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Última modificación en la nube, en UTC (ISO 8601); sirve para `updated_since`.
             */
            updated_at: string;
        };
        /**
         * InvoiceList
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "object": "invoice",
         *           "id": "6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d",
         *           "document_type": "electronic_invoice",
         *           "status": "issued",
         *           "cufe": "21ed049d2ebb88ee04ba4fbd5fa85ec140e48dc7111092a77e88223ab736080a3bee5e7674ab740c4cd5d2ab8e4e5488",
         *           "prefix": "FE",
         *           "number": 1042,
         *           "sale_id": "1e2d3c4b-5a69-4788-9766-554433221100",
         *           "customer_id": "0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10",
         *           "subtotal": 42720,
         *           "tax": 4280,
         *           "total": 47000,
         *           "issued_at": "2026-11-22T15:01:52.000Z",
         *           "created_at": "2026-11-22T15:01:53.640Z",
         *           "updated_at": "2026-11-22T15:01:53.640Z"
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        InvoiceList: {
            /**
             * @description Tipo de objeto; siempre `list`.
             * @enum {string}
             */
            object: "list";
            /** @description Los elementos de esta página, en el orden de la lista. */
            data: components["schemas"]["Invoice"][];
            /** @description true si hay otra página; pídela con `next_cursor`. */
            has_more: boolean;
            /** @description Pásalo sin cambios como `starting_after`; null en la última página. */
            next_cursor: string | null;
        };
        /**
         * QuoteItem
         * @example {
         *       "object": "quote_item",
         *       "id": "9f8e7d6c-5b4a-4938-8271-6a5b4c3d2e1f",
         *       "product_id": "0f6e5d4c-3b2a-4190-8877-665544332211",
         *       "variant_id": null,
         *       "item_kind": "product",
         *       "description": "Café molido 500 g",
         *       "tax_class": "reduced_5",
         *       "quantity": 6,
         *       "unit_price": 28800,
         *       "subtotal": 172800,
         *       "taxes": [
         *         {
         *           "code": "01",
         *           "name": "IVA",
         *           "rate": 5,
         *           "per_unit": null,
         *           "base": 164571,
         *           "amount": 8229
         *         }
         *       ],
         *       "note": "Molido para greca"
         *     }
         */
        QuoteItem: {
            /**
             * @description Tipo de objeto; siempre `quote_item`.
             * @enum {string}
             */
            object: "quote_item";
            /**
             * Format: uuid
             * @description Id de la línea.
             */
            id: string;
            /**
             * Format: uuid
             * @description Producto vendido; null en una línea libre.
             */
            product_id: string | null;
            /**
             * Format: uuid
             * @description Variante vendida; null si el producto no tiene variantes.
             */
            variant_id: string | null;
            /** @description `product` o una línea libre. */
            item_kind: string;
            /** @description Texto de la línea como lo muestra la caja; null si no tiene. */
            description: string | null;
            /** @description Puede ser fraccionaria (productos por peso), en la unidad base del producto. */
            quantity: number;
            /** @description Precio unitario con los impuestos porcentuales incluidos. En pesos colombianos (COP), sin decimales. */
            unit_price: number;
            /** @description Total de la línea, impuestos incluidos. En pesos colombianos (COP), sin decimales. */
            subtotal: number;
            /** @description Clase de impuesto del producto al momento de la venta. */
            tax_class: string;
            /** @description Impuestos de la línea, congelados al momento de la venta; null si la caja no los envió. */
            taxes: components["schemas"]["TaxEntry"][] | null;
            /** @description Nota de la línea para el cliente; null si no hay. */
            note: string | null;
        };
        /**
         * Quote
         * @example {
         *       "object": "quote",
         *       "id": "2b3c4d5e-6f70-4819-8a2b-3c4d5e6f7081",
         *       "number": "COT-0087",
         *       "status": "sent",
         *       "customer_id": "0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10",
         *       "converted_sale_id": null,
         *       "subtotal": 316800,
         *       "discount": 0,
         *       "tax": 31221,
         *       "total": 316800,
         *       "tax_breakdown": [
         *         {
         *           "code": "01",
         *           "rate": 5,
         *           "per_unit": null,
         *           "base": 164571,
         *           "amount": 8229
         *         },
         *         {
         *           "code": "01",
         *           "rate": 19,
         *           "per_unit": null,
         *           "base": 121008,
         *           "amount": 22992
         *         }
         *       ],
         *       "notes": "Refrigerio para reunión de oficina; entrega el viernes 27 a las 8:00 a. m.",
         *       "payment_link": "https://pagos.example.co/l/COT-0087",
         *       "expires_at": "2026-12-01T05:00:00.000Z",
         *       "sent_at": "2026-11-22T16:00:00.000Z",
         *       "items": [
         *         {
         *           "object": "quote_item",
         *           "id": "9f8e7d6c-5b4a-4938-8271-6a5b4c3d2e1f",
         *           "product_id": "0f6e5d4c-3b2a-4190-8877-665544332211",
         *           "variant_id": null,
         *           "item_kind": "product",
         *           "description": "Café molido 500 g",
         *           "tax_class": "reduced_5",
         *           "quantity": 6,
         *           "unit_price": 28800,
         *           "subtotal": 172800,
         *           "taxes": [
         *             {
         *               "code": "01",
         *               "name": "IVA",
         *               "rate": 5,
         *               "per_unit": null,
         *               "base": 164571,
         *               "amount": 8229
         *             }
         *           ],
         *           "note": "Molido para greca"
         *         },
         *         {
         *           "object": "quote_item",
         *           "id": "a09f8e7d-6c5b-4a49-9382-7b6c5d4e3f20",
         *           "product_id": "4d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a",
         *           "variant_id": null,
         *           "item_kind": "product",
         *           "description": "Arepa de queso",
         *           "tax_class": "standard",
         *           "quantity": 24,
         *           "unit_price": 6000,
         *           "subtotal": 144000,
         *           "taxes": [
         *             {
         *               "code": "01",
         *               "name": "IVA",
         *               "rate": 19,
         *               "per_unit": null,
         *               "base": 121008,
         *               "amount": 22992
         *             }
         *           ],
         *           "note": "Precio por volumen; empacadas por docena"
         *         }
         *       ],
         *       "created_at": "2026-11-22T16:00:03.120Z",
         *       "updated_at": "2026-11-22T16:00:03.120Z"
         *     }
         */
        Quote: {
            /**
             * @description Tipo de objeto; siempre `quote`.
             * @enum {string}
             */
            object: "quote";
            /**
             * Format: uuid
             * @description Id de la cotización.
             */
            id: string;
            /** @description Número de la cotización en la caja; null si no tiene. */
            number: string | null;
            /**
             * @description `draft`, `sent`, `accepted`, `rejected`, `expired` o `converted`. Una cotización en `draft` o `sent` cuyo `expires_at` ya pasó se muestra como `expired`.
             * @enum {string}
             */
            status: "draft" | "sent" | "accepted" | "rejected" | "expired" | "converted";
            /**
             * Format: uuid
             * @description Cliente de la cotización; null si no tiene.
             */
            customer_id: string | null;
            /**
             * Format: uuid
             * @description Venta en que se convirtió; null mientras no se haya convertido.
             */
            converted_sale_id: string | null;
            /** @description Suma de las líneas, impuestos incluidos. En pesos colombianos (COP), sin decimales. */
            subtotal: number;
            /** @description Descuento sobre el subtotal. En pesos colombianos (COP), sin decimales. */
            discount: number;
            /** @description Parte del total que es impuesto. En pesos colombianos (COP), sin decimales. */
            tax: number;
            /** @description Valor total de la cotización, impuestos incluidos. En pesos colombianos (COP), sin decimales. */
            total: number;
            /** @description Impuestos sumados por código y tarifa, después del descuento; null si la caja no los envió. */
            tax_breakdown: components["schemas"]["TaxBreakdownEntry"][] | null;
            /** @description Nota para el cliente; null si no hay. */
            notes: string | null;
            /** @description Enlace de pago enviado al cliente; null si no se envió. */
            payment_link: string | null;
            /**
             * Format: date-time
             * @description Desde este instante (UTC) la cotización vence; null si no vence.
             */
            expires_at: string | null;
            /**
             * Format: date-time
             * @description Cuándo se envió al cliente, en UTC; null si no se ha enviado.
             */
            sent_at: string | null;
            /** @description Las líneas de la cotización, en el orden de la caja. */
            items: components["schemas"]["QuoteItem"][];
            /**
             * Format: date-time
             * @description Cuándo llegó el registro a la nube, en UTC (ISO 8601).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Última modificación en la nube, en UTC (ISO 8601); sirve para `updated_since`.
             */
            updated_at: string;
        };
        /**
         * QuoteList
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "object": "quote",
         *           "id": "2b3c4d5e-6f70-4819-8a2b-3c4d5e6f7081",
         *           "number": "COT-0087",
         *           "status": "sent",
         *           "customer_id": "0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10",
         *           "converted_sale_id": null,
         *           "subtotal": 316800,
         *           "discount": 0,
         *           "tax": 31221,
         *           "total": 316800,
         *           "tax_breakdown": [
         *             {
         *               "code": "01",
         *               "rate": 5,
         *               "per_unit": null,
         *               "base": 164571,
         *               "amount": 8229
         *             },
         *             {
         *               "code": "01",
         *               "rate": 19,
         *               "per_unit": null,
         *               "base": 121008,
         *               "amount": 22992
         *             }
         *           ],
         *           "notes": "Refrigerio para reunión de oficina; entrega el viernes 27 a las 8:00 a. m.",
         *           "payment_link": "https://pagos.example.co/l/COT-0087",
         *           "expires_at": "2026-12-01T05:00:00.000Z",
         *           "sent_at": "2026-11-22T16:00:00.000Z",
         *           "items": [
         *             {
         *               "object": "quote_item",
         *               "id": "9f8e7d6c-5b4a-4938-8271-6a5b4c3d2e1f",
         *               "product_id": "0f6e5d4c-3b2a-4190-8877-665544332211",
         *               "variant_id": null,
         *               "item_kind": "product",
         *               "description": "Café molido 500 g",
         *               "tax_class": "reduced_5",
         *               "quantity": 6,
         *               "unit_price": 28800,
         *               "subtotal": 172800,
         *               "taxes": [
         *                 {
         *                   "code": "01",
         *                   "name": "IVA",
         *                   "rate": 5,
         *                   "per_unit": null,
         *                   "base": 164571,
         *                   "amount": 8229
         *                 }
         *               ],
         *               "note": "Molido para greca"
         *             },
         *             {
         *               "object": "quote_item",
         *               "id": "a09f8e7d-6c5b-4a49-9382-7b6c5d4e3f20",
         *               "product_id": "4d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a",
         *               "variant_id": null,
         *               "item_kind": "product",
         *               "description": "Arepa de queso",
         *               "tax_class": "standard",
         *               "quantity": 24,
         *               "unit_price": 6000,
         *               "subtotal": 144000,
         *               "taxes": [
         *                 {
         *                   "code": "01",
         *                   "name": "IVA",
         *                   "rate": 19,
         *                   "per_unit": null,
         *                   "base": 121008,
         *                   "amount": 22992
         *                 }
         *               ],
         *               "note": "Precio por volumen; empacadas por docena"
         *             }
         *           ],
         *           "created_at": "2026-11-22T16:00:03.120Z",
         *           "updated_at": "2026-11-22T16:00:03.120Z"
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        QuoteList: {
            /**
             * @description Tipo de objeto; siempre `list`.
             * @enum {string}
             */
            object: "list";
            /** @description Los elementos de esta página, en el orden de la lista. */
            data: components["schemas"]["Quote"][];
            /** @description true si hay otra página; pídela con `next_cursor`. */
            has_more: boolean;
            /** @description Pásalo sin cambios como `starting_after`; null en la última página. */
            next_cursor: string | null;
        };
        /**
         * CashMovement
         * @example {
         *       "object": "cash_movement",
         *       "id": "8d7c6b5a-4938-4271-8f6e-5d4c3b2a1f0e",
         *       "type": "out",
         *       "amount": 35000,
         *       "reason": "Pago a proveedor de leche",
         *       "occurred_at": "2026-11-22T17:30:00.000Z",
         *       "created_at": "2026-11-22T17:30:04.210Z"
         *     }
         */
        CashMovement: {
            /**
             * @description Tipo de objeto; siempre `cash_movement`.
             * @enum {string}
             */
            object: "cash_movement";
            /**
             * Format: uuid
             * @description Id del movimiento de efectivo.
             */
            id: string;
            /**
             * @description `in` entra efectivo, `out` sale.
             * @enum {string}
             */
            type: "in" | "out";
            /** @description Efectivo que entró o salió; siempre positivo, `type` da la dirección. En pesos colombianos (COP), sin decimales. */
            amount: number;
            /** @description Motivo que escribió el cajero; null si no escribió ninguno. */
            reason: string | null;
            /**
             * Format: date-time
             * @description Cuándo se registró en la caja, por el reloj de la caja, en UTC.
             */
            occurred_at: string;
            /**
             * Format: date-time
             * @description Cuándo llegó el registro a la nube, en UTC (ISO 8601).
             */
            created_at: string;
        };
        /**
         * CashSession
         * @example {
         *       "object": "cash_session",
         *       "id": "7c6b5a49-3827-4160-9f5e-4d3c2b1a0f9e",
         *       "status": "closed",
         *       "terminal_name": "Caja principal",
         *       "opening_cash": 200000,
         *       "expected_cash": 1350000,
         *       "closing_cash": 1348000,
         *       "opened_at": "2026-11-22T12:00:00.000Z",
         *       "closed_at": "2026-11-23T02:10:00.000Z",
         *       "movements": [
         *         {
         *           "object": "cash_movement",
         *           "id": "8d7c6b5a-4938-4271-8f6e-5d4c3b2a1f0e",
         *           "type": "out",
         *           "amount": 35000,
         *           "reason": "Pago a proveedor de leche",
         *           "occurred_at": "2026-11-22T17:30:00.000Z",
         *           "created_at": "2026-11-22T17:30:04.210Z"
         *         }
         *       ],
         *       "created_at": "2026-11-22T12:00:02.120Z",
         *       "updated_at": "2026-11-23T02:10:03.500Z"
         *     }
         */
        CashSession: {
            /**
             * @description Tipo de objeto; siempre `cash_session`.
             * @enum {string}
             */
            object: "cash_session";
            /**
             * Format: uuid
             * @description Id de la sesión de caja.
             */
            id: string;
            /**
             * @description `open`, `closed` o `suspended`.
             * @enum {string}
             */
            status: "open" | "closed" | "suspended";
            /** @description Nombre de la caja. */
            terminal_name: string;
            /** @description Efectivo al abrir. En pesos colombianos (COP), sin decimales. */
            opening_cash: number;
            /** @description Lo que la caja calculó que debía haber al cerrar; null mientras está abierta. En pesos colombianos (COP), sin decimales. */
            expected_cash: number | null;
            /** @description Lo que se contó al cerrar; null mientras está abierta. En pesos colombianos (COP), sin decimales. */
            closing_cash: number | null;
            /**
             * Format: date-time
             * @description Apertura, por el reloj de la caja, en UTC.
             */
            opened_at: string;
            /**
             * Format: date-time
             * @description Cierre, por el reloj de la caja, en UTC; null si no ha cerrado.
             */
            closed_at: string | null;
            /** @description Entradas y salidas de efectivo de la sesión. */
            movements: components["schemas"]["CashMovement"][];
            /**
             * Format: date-time
             * @description Cuándo llegó el registro a la nube, en UTC (ISO 8601).
             */
            created_at: string;
            /**
             * Format: date-time
             * @description Última modificación en la nube, en UTC (ISO 8601); sirve para `updated_since`.
             */
            updated_at: string;
        };
        /**
         * CashSessionList
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "object": "cash_session",
         *           "id": "7c6b5a49-3827-4160-9f5e-4d3c2b1a0f9e",
         *           "status": "closed",
         *           "terminal_name": "Caja principal",
         *           "opening_cash": 200000,
         *           "expected_cash": 1350000,
         *           "closing_cash": 1348000,
         *           "opened_at": "2026-11-22T12:00:00.000Z",
         *           "closed_at": "2026-11-23T02:10:00.000Z",
         *           "movements": [
         *             {
         *               "object": "cash_movement",
         *               "id": "8d7c6b5a-4938-4271-8f6e-5d4c3b2a1f0e",
         *               "type": "out",
         *               "amount": 35000,
         *               "reason": "Pago a proveedor de leche",
         *               "occurred_at": "2026-11-22T17:30:00.000Z",
         *               "created_at": "2026-11-22T17:30:04.210Z"
         *             }
         *           ],
         *           "created_at": "2026-11-22T12:00:02.120Z",
         *           "updated_at": "2026-11-23T02:10:03.500Z"
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        CashSessionList: {
            /**
             * @description Tipo de objeto; siempre `list`.
             * @enum {string}
             */
            object: "list";
            /** @description Los elementos de esta página, en el orden de la lista. */
            data: components["schemas"]["CashSession"][];
            /** @description true si hay otra página; pídela con `next_cursor`. */
            has_more: boolean;
            /** @description Pásalo sin cambios como `starting_after`; null en la última página. */
            next_cursor: string | null;
        };
        /**
         * DailySales
         * @example {
         *       "object": "daily_sales",
         *       "date": "2026-11-22",
         *       "sales_count": 33,
         *       "subtotal": 1052300,
         *       "discount": 12400,
         *       "tax": 112640,
         *       "tip_amount": 19800,
         *       "total": 1059700,
         *       "net_income": 927260,
         *       "complete": false,
         *       "revision": 3,
         *       "last_changed_at": "2026-11-23T15:18:27.904Z"
         *     }
         */
        DailySales: {
            /**
             * @description Tipo de objeto; siempre `daily_sales`.
             * @enum {string}
             */
            object: "daily_sales";
            /**
             * Format: date
             * @description Día calendario en America/Bogota.
             */
            date: string;
            /** @description Ventas con estado `completed` de ese día. */
            sales_count: number;
            /** @description Suma de `subtotal` de esas ventas. En pesos colombianos (COP), sin decimales. */
            subtotal: number;
            /** @description Suma de `discount` de esas ventas. En pesos colombianos (COP), sin decimales. */
            discount: number;
            /** @description Suma de `tax` de esas ventas. En pesos colombianos (COP), sin decimales. */
            tax: number;
            /** @description Suma de `tip_amount` de esas ventas. En pesos colombianos (COP), sin decimales. */
            tip_amount: number;
            /** @description Suma de `total` de esas ventas. En pesos colombianos (COP), sin decimales. */
            total: number;
            /** @description Ingreso neto: `total` - `tax` - `tip_amount`. En pesos colombianos (COP), sin decimales. */
            net_income: number;
            /** @description Si el día es final: `true` cuando todas las cajas en uso ya subieron lo que registraron hasta el final de ese día en Bogotá (`data_freshness.complete_through` de `GET /me` lo alcanza). Un día completo solo cambia si una caja informó mal lo que tenía pendiente; entonces sube `revision`. */
            complete: boolean;
            /** @description Cuántas veces cambiaron las cifras del día: sube en 1 con cada escritura o lote de subida que las cambia; 0 si nunca cambiaron. Guárdala al cerrar un día y compárala después. */
            revision: number;
            /**
             * Format: date-time
             * @description Cuándo cambiaron las cifras del día por última vez, en UTC; `null` mientras `revision` es 0.
             */
            last_changed_at: string | null;
        };
        /**
         * DailySalesReport
         * @example {
         *       "object": "daily_sales_report",
         *       "time_zone": "America/Bogota",
         *       "from": "2026-11-20",
         *       "to": "2026-11-22",
         *       "days": [
         *         {
         *           "object": "daily_sales",
         *           "date": "2026-11-20",
         *           "sales_count": 41,
         *           "subtotal": 1286400,
         *           "discount": 18500,
         *           "tax": 141870,
         *           "tip_amount": 24600,
         *           "total": 1292500,
         *           "net_income": 1126030,
         *           "complete": true,
         *           "revision": 2,
         *           "last_changed_at": "2026-11-21T13:02:44.310Z"
         *         },
         *         {
         *           "object": "daily_sales",
         *           "date": "2026-11-21",
         *           "sales_count": 57,
         *           "subtotal": 1874900,
         *           "discount": 31200,
         *           "tax": 205410,
         *           "tip_amount": 41300,
         *           "total": 1885000,
         *           "net_income": 1638290,
         *           "complete": true,
         *           "revision": 1,
         *           "last_changed_at": "2026-11-22T03:41:09.512Z"
         *         },
         *         {
         *           "object": "daily_sales",
         *           "date": "2026-11-22",
         *           "sales_count": 33,
         *           "subtotal": 1052300,
         *           "discount": 12400,
         *           "tax": 112640,
         *           "tip_amount": 19800,
         *           "total": 1059700,
         *           "net_income": 927260,
         *           "complete": false,
         *           "revision": 3,
         *           "last_changed_at": "2026-11-23T15:18:27.904Z"
         *         }
         *       ]
         *     }
         */
        DailySalesReport: {
            /**
             * @description Tipo de objeto; siempre `daily_sales_report`.
             * @enum {string}
             */
            object: "daily_sales_report";
            /**
             * @description Zona horaria en que se cortan los días; siempre `America/Bogota`.
             * @enum {string}
             */
            time_zone: "America/Bogota";
            /**
             * Format: date
             * @description Primer día del reporte (incluido).
             */
            from: string;
            /**
             * Format: date
             * @description Último día del reporte (incluido).
             */
            to: string;
            /** @description Un elemento por día del rango, también los días sin ventas; del más antiguo al más reciente. */
            days: components["schemas"]["DailySales"][];
        };
        /**
         * Event
         * @description Un cambio en los datos de la cuenta: el mismo objeto que llega como cuerpo de un webhook. Se guardan al menos 30 días.
         * @example {
         *       "object": "event",
         *       "id": "5f0e9d8c-7b6a-4594-8372-6150f4e3d2c1",
         *       "type": "customer.created",
         *       "api_version": "2026-09-28",
         *       "created_at": "2026-11-20T22:41:05.870Z",
         *       "data": {
         *         "object": {
         *           "object": "customer",
         *           "id": "0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10",
         *           "name": "Ana María",
         *           "last_name": "Restrepo Gómez",
         *           "email": "ana.restrepo@example.co",
         *           "phone": "+57 300 123 4567",
         *           "document_number": "1020304050",
         *           "person_type": "person",
         *           "document_type": "CC",
         *           "contact_channel": "whatsapp",
         *           "deleted_at": null,
         *           "created_at": "2026-11-20T22:41:05.870Z",
         *           "updated_at": "2026-11-20T22:41:05.870Z"
         *         }
         *       }
         *     }
         */
        Event: {
            /**
             * @description Tipo de objeto; siempre `event`.
             * @enum {string}
             */
            object: "event";
            /**
             * Format: uuid
             * @description Id del evento; es también la cabecera `webhook-id` de cada entrega.
             */
            id: string;
            /**
             * @description Qué pasó: `<recurso>.<acción>`.
             * @enum {string}
             */
            type: "customer.created" | "customer.updated" | "category.created" | "category.updated" | "product.created" | "product.updated" | "stock_movement.created" | "sale.created" | "sale.updated" | "invoice.created" | "invoice.updated" | "cash_session.closed" | "stock_level.updated";
            /**
             * @description Versión de la forma de `data.object`.
             * @enum {string}
             */
            api_version: "2026-09-28";
            /**
             * Format: date-time
             * @description Cuándo ocurrió el cambio en la nube, en UTC (ISO 8601).
             */
            created_at: string;
            /** @description Lo que cambió, en `data.object`. */
            data: {
                /** @description El recurso (cliente, categoría, producto, movimiento de inventario, venta, documento o sesión de caja) tal como la API lo devolvía en el instante del evento. */
                object: unknown;
            };
        } & (components["schemas"]["CustomerCreatedEvent"] | components["schemas"]["CustomerUpdatedEvent"] | components["schemas"]["CategoryCreatedEvent"] | components["schemas"]["CategoryUpdatedEvent"] | components["schemas"]["ProductCreatedEvent"] | components["schemas"]["ProductUpdatedEvent"] | components["schemas"]["StockMovementCreatedEvent"] | components["schemas"]["SaleCreatedEvent"] | components["schemas"]["SaleUpdatedEvent"] | components["schemas"]["InvoiceCreatedEvent"] | components["schemas"]["InvoiceUpdatedEvent"] | components["schemas"]["CashSessionClosedEvent"] | components["schemas"]["StockLevelUpdatedEvent"]);
        /**
         * EventList
         * @example {
         *       "object": "list",
         *       "data": [
         *         {
         *           "object": "event",
         *           "id": "5f0e9d8c-7b6a-4594-8372-6150f4e3d2c1",
         *           "type": "customer.created",
         *           "api_version": "2026-09-28",
         *           "created_at": "2026-11-20T22:41:05.870Z",
         *           "data": {
         *             "object": {
         *               "object": "customer",
         *               "id": "0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10",
         *               "name": "Ana María",
         *               "last_name": "Restrepo Gómez",
         *               "email": "ana.restrepo@example.co",
         *               "phone": "+57 300 123 4567",
         *               "document_number": "1020304050",
         *               "person_type": "person",
         *               "document_type": "CC",
         *               "contact_channel": "whatsapp",
         *               "deleted_at": null,
         *               "created_at": "2026-11-20T22:41:05.870Z",
         *               "updated_at": "2026-11-20T22:41:05.870Z"
         *             }
         *           }
         *         }
         *       ],
         *       "has_more": false,
         *       "next_cursor": null
         *     }
         */
        EventList: {
            /**
             * @description Tipo de objeto; siempre `list`.
             * @enum {string}
             */
            object: "list";
            /** @description Los elementos de esta página, en el orden de la lista. */
            data: components["schemas"]["Event"][];
            /** @description true si hay otra página; pídela con `next_cursor`. */
            has_more: boolean;
            /** @description Pásalo sin cambios como `starting_after`; null en la última página. */
            next_cursor: string | null;
        };
        /**
         * CustomerCreatedEvent
         * @description Evento `customer.created`: `data.object` es un Customer.
         * @example {
         *       "object": "event",
         *       "id": "5f0e9d8c-7b6a-4594-8372-6150f4e3d2c1",
         *       "type": "customer.created",
         *       "api_version": "2026-09-28",
         *       "created_at": "2026-11-20T22:41:05.870Z",
         *       "data": {
         *         "object": {
         *           "object": "customer",
         *           "id": "0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10",
         *           "name": "Ana María",
         *           "last_name": "Restrepo Gómez",
         *           "email": "ana.restrepo@example.co",
         *           "phone": "+57 300 123 4567",
         *           "document_number": "1020304050",
         *           "person_type": "person",
         *           "document_type": "CC",
         *           "contact_channel": "whatsapp",
         *           "deleted_at": null,
         *           "created_at": "2026-11-20T22:41:05.870Z",
         *           "updated_at": "2026-11-20T22:41:05.870Z"
         *         }
         *       }
         *     }
         */
        CustomerCreatedEvent: {
            /**
             * @description Tipo de objeto; siempre `event`.
             * @enum {string}
             */
            object: "event";
            /**
             * Format: uuid
             * @description Id del evento; es también la cabecera `webhook-id` de cada entrega.
             */
            id: string;
            /**
             * @description Qué pasó: `<recurso>.<acción>`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "customer.created";
            /**
             * @description Versión de la forma de `data.object`.
             * @enum {string}
             */
            api_version: "2026-09-28";
            /**
             * Format: date-time
             * @description Cuándo ocurrió el cambio en la nube, en UTC (ISO 8601).
             */
            created_at: string;
            /** @description Lo que cambió, en `data.object`. */
            data: {
                /** @description El recurso (cliente, categoría, producto, movimiento de inventario, venta, documento o sesión de caja) tal como la API lo devolvía en el instante del evento. */
                object: components["schemas"]["Customer"];
            };
        };
        /**
         * CustomerUpdatedEvent
         * @description Evento `customer.updated`: `data.object` es un Customer.
         * @example {
         *       "object": "event",
         *       "id": "8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d",
         *       "type": "customer.updated",
         *       "api_version": "2026-09-28",
         *       "created_at": "2026-11-20T22:41:05.870Z",
         *       "data": {
         *         "object": {
         *           "object": "customer",
         *           "id": "0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10",
         *           "name": "Ana María",
         *           "last_name": "Restrepo Gómez",
         *           "email": "ana.restrepo@example.co",
         *           "phone": "+57 300 123 4567",
         *           "document_number": "1020304050",
         *           "person_type": "person",
         *           "document_type": "CC",
         *           "contact_channel": "whatsapp",
         *           "deleted_at": null,
         *           "created_at": "2026-11-20T22:41:05.870Z",
         *           "updated_at": "2026-11-20T22:41:05.870Z"
         *         }
         *       }
         *     }
         */
        CustomerUpdatedEvent: {
            /**
             * @description Tipo de objeto; siempre `event`.
             * @enum {string}
             */
            object: "event";
            /**
             * Format: uuid
             * @description Id del evento; es también la cabecera `webhook-id` de cada entrega.
             */
            id: string;
            /**
             * @description Qué pasó: `<recurso>.<acción>`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "customer.updated";
            /**
             * @description Versión de la forma de `data.object`.
             * @enum {string}
             */
            api_version: "2026-09-28";
            /**
             * Format: date-time
             * @description Cuándo ocurrió el cambio en la nube, en UTC (ISO 8601).
             */
            created_at: string;
            /** @description Lo que cambió, en `data.object`. */
            data: {
                /** @description El recurso (cliente, categoría, producto, movimiento de inventario, venta, documento o sesión de caja) tal como la API lo devolvía en el instante del evento. */
                object: components["schemas"]["Customer"];
            };
        };
        /**
         * CategoryCreatedEvent
         * @description Evento `category.created`: `data.object` es un Category.
         * @example {
         *       "object": "event",
         *       "id": "8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d",
         *       "type": "category.created",
         *       "api_version": "2026-09-28",
         *       "created_at": "2026-11-22T14:03:12.120Z",
         *       "data": {
         *         "object": {
         *           "object": "category",
         *           "id": "3c9d2e1f-8a7b-4c6d-9e0f-1a2b3c4d5e6f",
         *           "name": "Café para llevar",
         *           "description": "Café de origen en grano y molido, empacado en la tienda",
         *           "image_url": "https://cdn.example.co/categorias/cafe-para-llevar.png",
         *           "sort_order": 2,
         *           "deleted_at": null,
         *           "created_at": "2026-11-22T14:03:12.120Z",
         *           "updated_at": "2026-11-22T14:03:12.120Z"
         *         }
         *       }
         *     }
         */
        CategoryCreatedEvent: {
            /**
             * @description Tipo de objeto; siempre `event`.
             * @enum {string}
             */
            object: "event";
            /**
             * Format: uuid
             * @description Id del evento; es también la cabecera `webhook-id` de cada entrega.
             */
            id: string;
            /**
             * @description Qué pasó: `<recurso>.<acción>`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "category.created";
            /**
             * @description Versión de la forma de `data.object`.
             * @enum {string}
             */
            api_version: "2026-09-28";
            /**
             * Format: date-time
             * @description Cuándo ocurrió el cambio en la nube, en UTC (ISO 8601).
             */
            created_at: string;
            /** @description Lo que cambió, en `data.object`. */
            data: {
                /** @description El recurso (cliente, categoría, producto, movimiento de inventario, venta, documento o sesión de caja) tal como la API lo devolvía en el instante del evento. */
                object: components["schemas"]["Category"];
            };
        };
        /**
         * CategoryUpdatedEvent
         * @description Evento `category.updated`: `data.object` es un Category.
         * @example {
         *       "object": "event",
         *       "id": "8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d",
         *       "type": "category.updated",
         *       "api_version": "2026-09-28",
         *       "created_at": "2026-11-22T14:03:12.120Z",
         *       "data": {
         *         "object": {
         *           "object": "category",
         *           "id": "3c9d2e1f-8a7b-4c6d-9e0f-1a2b3c4d5e6f",
         *           "name": "Café para llevar",
         *           "description": "Café de origen en grano y molido, empacado en la tienda",
         *           "image_url": "https://cdn.example.co/categorias/cafe-para-llevar.png",
         *           "sort_order": 2,
         *           "deleted_at": null,
         *           "created_at": "2026-11-22T14:03:12.120Z",
         *           "updated_at": "2026-11-22T14:03:12.120Z"
         *         }
         *       }
         *     }
         */
        CategoryUpdatedEvent: {
            /**
             * @description Tipo de objeto; siempre `event`.
             * @enum {string}
             */
            object: "event";
            /**
             * Format: uuid
             * @description Id del evento; es también la cabecera `webhook-id` de cada entrega.
             */
            id: string;
            /**
             * @description Qué pasó: `<recurso>.<acción>`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "category.updated";
            /**
             * @description Versión de la forma de `data.object`.
             * @enum {string}
             */
            api_version: "2026-09-28";
            /**
             * Format: date-time
             * @description Cuándo ocurrió el cambio en la nube, en UTC (ISO 8601).
             */
            created_at: string;
            /** @description Lo que cambió, en `data.object`. */
            data: {
                /** @description El recurso (cliente, categoría, producto, movimiento de inventario, venta, documento o sesión de caja) tal como la API lo devolvía en el instante del evento. */
                object: components["schemas"]["Category"];
            };
        };
        /**
         * ProductCreatedEvent
         * @description Evento `product.created`: `data.object` es un Product.
         * @example {
         *       "object": "event",
         *       "id": "8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d",
         *       "type": "product.created",
         *       "api_version": "2026-09-28",
         *       "created_at": "2026-11-22T14:03:12.120Z",
         *       "data": {
         *         "object": {
         *           "object": "product",
         *           "id": "0f6e5d4c-3b2a-4190-8877-665544332211",
         *           "name": "Café molido 500 g",
         *           "description": "Café tostado y molido, origen Huila, tueste medio. Bolsa con válvula de 500 g.",
         *           "description_short": "Café molido Huila",
         *           "sku": "CAF-MOL-500",
         *           "category_id": "3c9d2e1f-8a7b-4c6d-9e0f-1a2b3c4d5e6f",
         *           "kind": "simple",
         *           "sellable": true,
         *           "active": true,
         *           "tax_class": "reduced_5",
         *           "base_price": 32000,
         *           "final_price": 28800,
         *           "percent_discount": 10,
         *           "base_unit": "und",
         *           "sold_by_weight": false,
         *           "stock": null,
         *           "unit_cost": 17500,
         *           "image_url": "https://cdn.example.co/productos/cafe-molido-500.png",
         *           "images": [
         *             "https://cdn.example.co/productos/cafe-molido-500.png"
         *           ],
         *           "has_variants": false,
         *           "variants": [],
         *           "created_at": "2026-11-22T14:03:12.120Z",
         *           "updated_at": "2026-11-22T14:03:12.120Z"
         *         }
         *       }
         *     }
         */
        ProductCreatedEvent: {
            /**
             * @description Tipo de objeto; siempre `event`.
             * @enum {string}
             */
            object: "event";
            /**
             * Format: uuid
             * @description Id del evento; es también la cabecera `webhook-id` de cada entrega.
             */
            id: string;
            /**
             * @description Qué pasó: `<recurso>.<acción>`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "product.created";
            /**
             * @description Versión de la forma de `data.object`.
             * @enum {string}
             */
            api_version: "2026-09-28";
            /**
             * Format: date-time
             * @description Cuándo ocurrió el cambio en la nube, en UTC (ISO 8601).
             */
            created_at: string;
            /** @description Lo que cambió, en `data.object`. */
            data: {
                /** @description El recurso (cliente, categoría, producto, movimiento de inventario, venta, documento o sesión de caja) tal como la API lo devolvía en el instante del evento. */
                object: components["schemas"]["Product"];
            };
        };
        /**
         * ProductUpdatedEvent
         * @description Evento `product.updated`: `data.object` es un Product.
         * @example {
         *       "object": "event",
         *       "id": "8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d",
         *       "type": "product.updated",
         *       "api_version": "2026-09-28",
         *       "created_at": "2026-11-22T14:03:12.120Z",
         *       "data": {
         *         "object": {
         *           "object": "product",
         *           "id": "0f6e5d4c-3b2a-4190-8877-665544332211",
         *           "name": "Café molido 500 g",
         *           "description": "Café tostado y molido, origen Huila, tueste medio. Bolsa con válvula de 500 g.",
         *           "description_short": "Café molido Huila",
         *           "sku": "CAF-MOL-500",
         *           "category_id": "3c9d2e1f-8a7b-4c6d-9e0f-1a2b3c4d5e6f",
         *           "kind": "simple",
         *           "sellable": true,
         *           "active": true,
         *           "tax_class": "reduced_5",
         *           "base_price": 32000,
         *           "final_price": 28800,
         *           "percent_discount": 10,
         *           "base_unit": "und",
         *           "sold_by_weight": false,
         *           "stock": null,
         *           "unit_cost": 17500,
         *           "image_url": "https://cdn.example.co/productos/cafe-molido-500.png",
         *           "images": [
         *             "https://cdn.example.co/productos/cafe-molido-500.png"
         *           ],
         *           "has_variants": false,
         *           "variants": [],
         *           "created_at": "2026-11-22T14:03:12.120Z",
         *           "updated_at": "2026-11-22T14:03:12.120Z"
         *         }
         *       }
         *     }
         */
        ProductUpdatedEvent: {
            /**
             * @description Tipo de objeto; siempre `event`.
             * @enum {string}
             */
            object: "event";
            /**
             * Format: uuid
             * @description Id del evento; es también la cabecera `webhook-id` de cada entrega.
             */
            id: string;
            /**
             * @description Qué pasó: `<recurso>.<acción>`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "product.updated";
            /**
             * @description Versión de la forma de `data.object`.
             * @enum {string}
             */
            api_version: "2026-09-28";
            /**
             * Format: date-time
             * @description Cuándo ocurrió el cambio en la nube, en UTC (ISO 8601).
             */
            created_at: string;
            /** @description Lo que cambió, en `data.object`. */
            data: {
                /** @description El recurso (cliente, categoría, producto, movimiento de inventario, venta, documento o sesión de caja) tal como la API lo devolvía en el instante del evento. */
                object: components["schemas"]["Product"];
            };
        };
        /**
         * StockMovementCreatedEvent
         * @description Evento `stock_movement.created`: `data.object` es un StockMovement.
         * @example {
         *       "object": "event",
         *       "id": "8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d",
         *       "type": "stock_movement.created",
         *       "api_version": "2026-09-28",
         *       "created_at": "2026-11-22T14:20:45.310Z",
         *       "data": {
         *         "object": {
         *           "object": "stock_movement",
         *           "id": "5f1d2c3b-4a59-4687-9a0b-1c2d3e4f5a6b",
         *           "product_id": "0f6e5d4c-3b2a-4190-8877-665544332211",
         *           "variant_id": null,
         *           "warehouse_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *           "type": "in",
         *           "quantity": 24,
         *           "reason": "Compra a tostador",
         *           "reference": "OC-2026-118",
         *           "unit_cost": 17500,
         *           "origin_type": "api",
         *           "sale_id": null,
         *           "created_at": "2026-11-22T14:20:45.310Z",
         *           "updated_at": "2026-11-22T14:20:45.310Z"
         *         }
         *       }
         *     }
         */
        StockMovementCreatedEvent: {
            /**
             * @description Tipo de objeto; siempre `event`.
             * @enum {string}
             */
            object: "event";
            /**
             * Format: uuid
             * @description Id del evento; es también la cabecera `webhook-id` de cada entrega.
             */
            id: string;
            /**
             * @description Qué pasó: `<recurso>.<acción>`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "stock_movement.created";
            /**
             * @description Versión de la forma de `data.object`.
             * @enum {string}
             */
            api_version: "2026-09-28";
            /**
             * Format: date-time
             * @description Cuándo ocurrió el cambio en la nube, en UTC (ISO 8601).
             */
            created_at: string;
            /** @description Lo que cambió, en `data.object`. */
            data: {
                /** @description El recurso (cliente, categoría, producto, movimiento de inventario, venta, documento o sesión de caja) tal como la API lo devolvía en el instante del evento. */
                object: components["schemas"]["StockMovement"];
            };
        };
        /**
         * SaleCreatedEvent
         * @description Evento `sale.created`: `data.object` es un Sale.
         * @example {
         *       "object": "event",
         *       "id": "8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d",
         *       "type": "sale.created",
         *       "api_version": "2026-09-28",
         *       "created_at": "2026-11-22T15:01:39.412Z",
         *       "data": {
         *         "object": {
         *           "object": "sale",
         *           "id": "1e2d3c4b-5a69-4788-9766-554433221100",
         *           "status": "completed",
         *           "document_kind": "invoice",
         *           "payment_method": "NEQUI",
         *           "customer_id": "0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10",
         *           "cash_session_id": "7c6b5a49-3827-4160-9f5e-4d3c2b1a0f9e",
         *           "subtotal": 50000,
         *           "discount": 5000,
         *           "discount_percent": 10,
         *           "tax": 4280,
         *           "tip_amount": 2000,
         *           "total": 47000,
         *           "tax_breakdown": [
         *             {
         *               "code": "01",
         *               "rate": 5,
         *               "per_unit": null,
         *               "base": 24686,
         *               "amount": 1234
         *             },
         *             {
         *               "code": "01",
         *               "rate": 19,
         *               "per_unit": null,
         *               "base": 16034,
         *               "amount": 3046
         *             }
         *           ],
         *           "notes": "Cliente frecuente: 10 % de descuento",
         *           "table_label": "Mesa 3",
         *           "items": [
         *             {
         *               "object": "sale_item",
         *               "id": "3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99",
         *               "product_id": "0f6e5d4c-3b2a-4190-8877-665544332211",
         *               "variant_id": null,
         *               "item_kind": "product",
         *               "description": "Café molido 500 g",
         *               "tax_class": "reduced_5",
         *               "quantity": 1,
         *               "unit_price": 28800,
         *               "subtotal": 28800,
         *               "unit_cost": 17500,
         *               "taxes": [
         *                 {
         *                   "code": "01",
         *                   "name": "IVA",
         *                   "rate": 5,
         *                   "per_unit": null,
         *                   "base": 27429,
         *                   "amount": 1371
         *                 }
         *               ]
         *             },
         *             {
         *               "object": "sale_item",
         *               "id": "4b3a2918-7e6d-4c5b-8a49-3d2c1b0a9f88",
         *               "product_id": "4d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a",
         *               "variant_id": null,
         *               "item_kind": "product",
         *               "description": "Arepa de queso",
         *               "tax_class": "standard",
         *               "quantity": 2,
         *               "unit_price": 6500,
         *               "subtotal": 13000,
         *               "unit_cost": 2300,
         *               "taxes": [
         *                 {
         *                   "code": "01",
         *                   "name": "IVA",
         *                   "rate": 19,
         *                   "per_unit": null,
         *                   "base": 10924,
         *                   "amount": 2076
         *                 }
         *               ]
         *             },
         *             {
         *               "object": "sale_item",
         *               "id": "5a493827-6d5c-4b4a-9938-2c1b0a9f8e77",
         *               "product_id": "8e7d6c5b-4a39-4281-9f70-6e5d4c3b2a19",
         *               "variant_id": null,
         *               "item_kind": "product",
         *               "description": "Jugo de naranja 350 ml",
         *               "quantity": 1,
         *               "unit_price": 8200,
         *               "subtotal": 8200,
         *               "unit_cost": 2900,
         *               "tax_class": "standard",
         *               "taxes": [
         *                 {
         *                   "code": "01",
         *                   "name": "IVA",
         *                   "rate": 19,
         *                   "per_unit": null,
         *                   "base": 6891,
         *                   "amount": 1309
         *                 }
         *               ]
         *             }
         *           ],
         *           "invoices": [
         *             {
         *               "id": "6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d",
         *               "document_type": "electronic_invoice",
         *               "status": "issued",
         *               "cufe": "21ed049d2ebb88ee04ba4fbd5fa85ec140e48dc7111092a77e88223ab736080a3bee5e7674ab740c4cd5d2ab8e4e5488",
         *               "prefix": "FE",
         *               "number": 1042
         *             }
         *           ],
         *           "occurred_at": "2026-11-22T15:01:37.000Z",
         *           "created_at": "2026-11-22T15:01:39.412Z",
         *           "updated_at": "2026-11-22T15:01:39.412Z"
         *         }
         *       }
         *     }
         */
        SaleCreatedEvent: {
            /**
             * @description Tipo de objeto; siempre `event`.
             * @enum {string}
             */
            object: "event";
            /**
             * Format: uuid
             * @description Id del evento; es también la cabecera `webhook-id` de cada entrega.
             */
            id: string;
            /**
             * @description Qué pasó: `<recurso>.<acción>`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "sale.created";
            /**
             * @description Versión de la forma de `data.object`.
             * @enum {string}
             */
            api_version: "2026-09-28";
            /**
             * Format: date-time
             * @description Cuándo ocurrió el cambio en la nube, en UTC (ISO 8601).
             */
            created_at: string;
            /** @description Lo que cambió, en `data.object`. */
            data: {
                /** @description El recurso (cliente, categoría, producto, movimiento de inventario, venta, documento o sesión de caja) tal como la API lo devolvía en el instante del evento. */
                object: components["schemas"]["Sale"];
            };
        };
        /**
         * SaleUpdatedEvent
         * @description Evento `sale.updated`: `data.object` es un Sale.
         * @example {
         *       "object": "event",
         *       "id": "8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d",
         *       "type": "sale.updated",
         *       "api_version": "2026-09-28",
         *       "created_at": "2026-11-22T15:01:39.412Z",
         *       "data": {
         *         "object": {
         *           "object": "sale",
         *           "id": "1e2d3c4b-5a69-4788-9766-554433221100",
         *           "status": "completed",
         *           "document_kind": "invoice",
         *           "payment_method": "NEQUI",
         *           "customer_id": "0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10",
         *           "cash_session_id": "7c6b5a49-3827-4160-9f5e-4d3c2b1a0f9e",
         *           "subtotal": 50000,
         *           "discount": 5000,
         *           "discount_percent": 10,
         *           "tax": 4280,
         *           "tip_amount": 2000,
         *           "total": 47000,
         *           "tax_breakdown": [
         *             {
         *               "code": "01",
         *               "rate": 5,
         *               "per_unit": null,
         *               "base": 24686,
         *               "amount": 1234
         *             },
         *             {
         *               "code": "01",
         *               "rate": 19,
         *               "per_unit": null,
         *               "base": 16034,
         *               "amount": 3046
         *             }
         *           ],
         *           "notes": "Cliente frecuente: 10 % de descuento",
         *           "table_label": "Mesa 3",
         *           "items": [
         *             {
         *               "object": "sale_item",
         *               "id": "3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99",
         *               "product_id": "0f6e5d4c-3b2a-4190-8877-665544332211",
         *               "variant_id": null,
         *               "item_kind": "product",
         *               "description": "Café molido 500 g",
         *               "tax_class": "reduced_5",
         *               "quantity": 1,
         *               "unit_price": 28800,
         *               "subtotal": 28800,
         *               "unit_cost": 17500,
         *               "taxes": [
         *                 {
         *                   "code": "01",
         *                   "name": "IVA",
         *                   "rate": 5,
         *                   "per_unit": null,
         *                   "base": 27429,
         *                   "amount": 1371
         *                 }
         *               ]
         *             },
         *             {
         *               "object": "sale_item",
         *               "id": "4b3a2918-7e6d-4c5b-8a49-3d2c1b0a9f88",
         *               "product_id": "4d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a",
         *               "variant_id": null,
         *               "item_kind": "product",
         *               "description": "Arepa de queso",
         *               "tax_class": "standard",
         *               "quantity": 2,
         *               "unit_price": 6500,
         *               "subtotal": 13000,
         *               "unit_cost": 2300,
         *               "taxes": [
         *                 {
         *                   "code": "01",
         *                   "name": "IVA",
         *                   "rate": 19,
         *                   "per_unit": null,
         *                   "base": 10924,
         *                   "amount": 2076
         *                 }
         *               ]
         *             },
         *             {
         *               "object": "sale_item",
         *               "id": "5a493827-6d5c-4b4a-9938-2c1b0a9f8e77",
         *               "product_id": "8e7d6c5b-4a39-4281-9f70-6e5d4c3b2a19",
         *               "variant_id": null,
         *               "item_kind": "product",
         *               "description": "Jugo de naranja 350 ml",
         *               "quantity": 1,
         *               "unit_price": 8200,
         *               "subtotal": 8200,
         *               "unit_cost": 2900,
         *               "tax_class": "standard",
         *               "taxes": [
         *                 {
         *                   "code": "01",
         *                   "name": "IVA",
         *                   "rate": 19,
         *                   "per_unit": null,
         *                   "base": 6891,
         *                   "amount": 1309
         *                 }
         *               ]
         *             }
         *           ],
         *           "invoices": [
         *             {
         *               "id": "6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d",
         *               "document_type": "electronic_invoice",
         *               "status": "issued",
         *               "cufe": "21ed049d2ebb88ee04ba4fbd5fa85ec140e48dc7111092a77e88223ab736080a3bee5e7674ab740c4cd5d2ab8e4e5488",
         *               "prefix": "FE",
         *               "number": 1042
         *             }
         *           ],
         *           "occurred_at": "2026-11-22T15:01:37.000Z",
         *           "created_at": "2026-11-22T15:01:39.412Z",
         *           "updated_at": "2026-11-22T15:01:39.412Z"
         *         }
         *       }
         *     }
         */
        SaleUpdatedEvent: {
            /**
             * @description Tipo de objeto; siempre `event`.
             * @enum {string}
             */
            object: "event";
            /**
             * Format: uuid
             * @description Id del evento; es también la cabecera `webhook-id` de cada entrega.
             */
            id: string;
            /**
             * @description Qué pasó: `<recurso>.<acción>`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "sale.updated";
            /**
             * @description Versión de la forma de `data.object`.
             * @enum {string}
             */
            api_version: "2026-09-28";
            /**
             * Format: date-time
             * @description Cuándo ocurrió el cambio en la nube, en UTC (ISO 8601).
             */
            created_at: string;
            /** @description Lo que cambió, en `data.object`. */
            data: {
                /** @description El recurso (cliente, categoría, producto, movimiento de inventario, venta, documento o sesión de caja) tal como la API lo devolvía en el instante del evento. */
                object: components["schemas"]["Sale"];
            };
        };
        /**
         * InvoiceCreatedEvent
         * @description Evento `invoice.created`: `data.object` es un Invoice.
         * @example {
         *       "object": "event",
         *       "id": "8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d",
         *       "type": "invoice.created",
         *       "api_version": "2026-09-28",
         *       "created_at": "2026-11-22T15:01:53.640Z",
         *       "data": {
         *         "object": {
         *           "object": "invoice",
         *           "id": "6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d",
         *           "document_type": "electronic_invoice",
         *           "status": "issued",
         *           "cufe": "21ed049d2ebb88ee04ba4fbd5fa85ec140e48dc7111092a77e88223ab736080a3bee5e7674ab740c4cd5d2ab8e4e5488",
         *           "prefix": "FE",
         *           "number": 1042,
         *           "sale_id": "1e2d3c4b-5a69-4788-9766-554433221100",
         *           "customer_id": "0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10",
         *           "subtotal": 42720,
         *           "tax": 4280,
         *           "total": 47000,
         *           "issued_at": "2026-11-22T15:01:52.000Z",
         *           "created_at": "2026-11-22T15:01:53.640Z",
         *           "updated_at": "2026-11-22T15:01:53.640Z"
         *         }
         *       }
         *     }
         */
        InvoiceCreatedEvent: {
            /**
             * @description Tipo de objeto; siempre `event`.
             * @enum {string}
             */
            object: "event";
            /**
             * Format: uuid
             * @description Id del evento; es también la cabecera `webhook-id` de cada entrega.
             */
            id: string;
            /**
             * @description Qué pasó: `<recurso>.<acción>`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "invoice.created";
            /**
             * @description Versión de la forma de `data.object`.
             * @enum {string}
             */
            api_version: "2026-09-28";
            /**
             * Format: date-time
             * @description Cuándo ocurrió el cambio en la nube, en UTC (ISO 8601).
             */
            created_at: string;
            /** @description Lo que cambió, en `data.object`. */
            data: {
                /** @description El recurso (cliente, categoría, producto, movimiento de inventario, venta, documento o sesión de caja) tal como la API lo devolvía en el instante del evento. */
                object: components["schemas"]["Invoice"];
            };
        };
        /**
         * InvoiceUpdatedEvent
         * @description Evento `invoice.updated`: `data.object` es un Invoice.
         * @example {
         *       "object": "event",
         *       "id": "8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d",
         *       "type": "invoice.updated",
         *       "api_version": "2026-09-28",
         *       "created_at": "2026-11-22T15:01:53.640Z",
         *       "data": {
         *         "object": {
         *           "object": "invoice",
         *           "id": "6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d",
         *           "document_type": "electronic_invoice",
         *           "status": "issued",
         *           "cufe": "21ed049d2ebb88ee04ba4fbd5fa85ec140e48dc7111092a77e88223ab736080a3bee5e7674ab740c4cd5d2ab8e4e5488",
         *           "prefix": "FE",
         *           "number": 1042,
         *           "sale_id": "1e2d3c4b-5a69-4788-9766-554433221100",
         *           "customer_id": "0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10",
         *           "subtotal": 42720,
         *           "tax": 4280,
         *           "total": 47000,
         *           "issued_at": "2026-11-22T15:01:52.000Z",
         *           "created_at": "2026-11-22T15:01:53.640Z",
         *           "updated_at": "2026-11-22T15:01:53.640Z"
         *         }
         *       }
         *     }
         */
        InvoiceUpdatedEvent: {
            /**
             * @description Tipo de objeto; siempre `event`.
             * @enum {string}
             */
            object: "event";
            /**
             * Format: uuid
             * @description Id del evento; es también la cabecera `webhook-id` de cada entrega.
             */
            id: string;
            /**
             * @description Qué pasó: `<recurso>.<acción>`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "invoice.updated";
            /**
             * @description Versión de la forma de `data.object`.
             * @enum {string}
             */
            api_version: "2026-09-28";
            /**
             * Format: date-time
             * @description Cuándo ocurrió el cambio en la nube, en UTC (ISO 8601).
             */
            created_at: string;
            /** @description Lo que cambió, en `data.object`. */
            data: {
                /** @description El recurso (cliente, categoría, producto, movimiento de inventario, venta, documento o sesión de caja) tal como la API lo devolvía en el instante del evento. */
                object: components["schemas"]["Invoice"];
            };
        };
        /**
         * CashSessionClosedEvent
         * @description Evento `cash_session.closed`: `data.object` es un CashSession.
         * @example {
         *       "object": "event",
         *       "id": "8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d",
         *       "type": "cash_session.closed",
         *       "api_version": "2026-09-28",
         *       "created_at": "2026-11-23T02:10:03.500Z",
         *       "data": {
         *         "object": {
         *           "object": "cash_session",
         *           "id": "7c6b5a49-3827-4160-9f5e-4d3c2b1a0f9e",
         *           "status": "closed",
         *           "terminal_name": "Caja principal",
         *           "opening_cash": 200000,
         *           "expected_cash": 1350000,
         *           "closing_cash": 1348000,
         *           "opened_at": "2026-11-22T12:00:00.000Z",
         *           "closed_at": "2026-11-23T02:10:00.000Z",
         *           "movements": [
         *             {
         *               "object": "cash_movement",
         *               "id": "8d7c6b5a-4938-4271-8f6e-5d4c3b2a1f0e",
         *               "type": "out",
         *               "amount": 35000,
         *               "reason": "Pago a proveedor de leche",
         *               "occurred_at": "2026-11-22T17:30:00.000Z",
         *               "created_at": "2026-11-22T17:30:04.210Z"
         *             }
         *           ],
         *           "created_at": "2026-11-22T12:00:02.120Z",
         *           "updated_at": "2026-11-23T02:10:03.500Z"
         *         }
         *       }
         *     }
         */
        CashSessionClosedEvent: {
            /**
             * @description Tipo de objeto; siempre `event`.
             * @enum {string}
             */
            object: "event";
            /**
             * Format: uuid
             * @description Id del evento; es también la cabecera `webhook-id` de cada entrega.
             */
            id: string;
            /**
             * @description Qué pasó: `<recurso>.<acción>`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "cash_session.closed";
            /**
             * @description Versión de la forma de `data.object`.
             * @enum {string}
             */
            api_version: "2026-09-28";
            /**
             * Format: date-time
             * @description Cuándo ocurrió el cambio en la nube, en UTC (ISO 8601).
             */
            created_at: string;
            /** @description Lo que cambió, en `data.object`. */
            data: {
                /** @description El recurso (cliente, categoría, producto, movimiento de inventario, venta, documento o sesión de caja) tal como la API lo devolvía en el instante del evento. */
                object: components["schemas"]["CashSession"];
            };
        };
        /**
         * StockLevelUpdatedEvent
         * @description Evento `stock_level.updated`: `data.object` es un StockLevel.
         * @example {
         *       "object": "event",
         *       "id": "8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d",
         *       "type": "stock_level.updated",
         *       "api_version": "2026-09-28",
         *       "created_at": "2026-11-22T14:20:45.310Z",
         *       "data": {
         *         "object": {
         *           "object": "stock_level",
         *           "product_id": "0f6e5d4c-3b2a-4190-8877-665544332211",
         *           "variant_id": null,
         *           "warehouse_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *           "on_hand": 42,
         *           "exact": true,
         *           "complete_as_of": "2026-11-22T14:19:58.000Z",
         *           "devices_behind": [
         *             {
         *               "device_id": "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f",
         *               "name": "Caja 2",
         *               "complete_through": "2026-11-22T11:02:13.000Z"
         *             }
         *           ],
         *           "last_movement_at": "2026-11-22T14:20:45.310Z",
         *           "updated_at": "2026-11-22T14:20:45.310Z"
         *         }
         *       }
         *     }
         */
        StockLevelUpdatedEvent: {
            /**
             * @description Tipo de objeto; siempre `event`.
             * @enum {string}
             */
            object: "event";
            /**
             * Format: uuid
             * @description Id del evento; es también la cabecera `webhook-id` de cada entrega.
             */
            id: string;
            /**
             * @description Qué pasó: `<recurso>.<acción>`. (enum property replaced by openapi-typescript)
             * @enum {string}
             */
            type: "stock_level.updated";
            /**
             * @description Versión de la forma de `data.object`.
             * @enum {string}
             */
            api_version: "2026-09-28";
            /**
             * Format: date-time
             * @description Cuándo ocurrió el cambio en la nube, en UTC (ISO 8601).
             */
            created_at: string;
            /** @description Lo que cambió, en `data.object`. */
            data: {
                /** @description El recurso (cliente, categoría, producto, movimiento de inventario, venta, documento o sesión de caja) tal como la API lo devolvía en el instante del evento. */
                object: components["schemas"]["StockLevel"];
            };
        };
    };
    responses: {
        /** @description Sin una llave válida: `UNAUTHENTICATED`, `INVALID_API_KEY`, `API_KEY_REVOKED`, `API_KEY_EXPIRED`, `API_KEY_WRONG_ENVIRONMENT`, `ACCOUNT_INACTIVE`. */
        Error401: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Sin permiso: `PLAN_REQUIRED`, `INSUFFICIENT_SCOPE`, `BROWSER_REQUESTS_NOT_ALLOWED`. */
        Error403: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Límite de solicitudes superado: `RATE_LIMITED`. */
        Error429: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Error interno: `INTERNAL_ERROR`. */
        Error500: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Servicio no disponible por un momento: `SERVICE_UNAVAILABLE`. */
        Error503: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Cuerpo demasiado grande: `PAYLOAD_TOO_LARGE`. */
        Error413: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Regla de negocio o idempotencia: `IDEMPOTENCY_KEY_REUSED`, `VARIANT_STOCK_UNSUPPORTED`, `COMPOSITE_STOCK_UNSUPPORTED`. */
        Error422: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
    };
    parameters: {
        /**
         * @description Valor único por operación, por ejemplo un UUID. Vale 24 horas por llave; repetirlo con la misma solicitud devuelve la respuesta original.
         * @example 3f1c2b9e-8a4d-4c7e-9f10-2a6b5d8e7c01
         */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: {
        /** @description Identificador de la solicitud; igual al `request_id` de un error. Dalo a soporte. */
        "Request-Id": string;
        /** @description Solicitudes permitidas por minuto en el límite más estrecho. */
        "RateLimit-Limit": number;
        /** @description Solicitudes que quedan en ese límite. */
        "RateLimit-Remaining": number;
        /** @description Segundos hasta que ese límite se recupera por completo. */
        "RateLimit-Reset": number;
        /** @description Segundos enteros a esperar antes de reintentar. */
        "Retry-After": number;
        /** @description Presente con `true` cuando la respuesta es la guardada de una solicitud anterior. */
        "Idempotent-Replayed": "true";
        /** @description Siempre `Bearer`. */
        "WWW-Authenticate": "Bearer";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Respuesta correcta. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "account",
                     *       "id": "c4f1e2d3-b5a6-4978-8c9d-0e1f2a3b4c5d",
                     *       "business": {
                     *         "name": "Tienda de Café La Macarena",
                     *         "currency": "COP"
                     *       },
                     *       "plan": "pro",
                     *       "api_key": {
                     *         "id": "d5e6f7a8-b9c0-4d1e-8f2a-3b4c5d6e7f80",
                     *         "name": "ERP contable",
                     *         "environment": "live",
                     *         "scopes": [
                     *           "sales:read",
                     *           "invoices:read",
                     *           "customers:read",
                     *           "reports:read"
                     *         ],
                     *         "expires_at": "2027-11-22T05:00:00.000Z"
                     *       },
                     *       "data_freshness": {
                     *         "last_device_sync_at": "2026-11-22T15:01:39.412Z",
                     *         "complete_through": "2026-11-22T14:47:09.830Z",
                     *         "devices": [
                     *           {
                     *             "name": "Caja principal",
                     *             "kind": "primary",
                     *             "platform": "android",
                     *             "last_sync_at": "2026-11-22T15:01:39.412Z",
                     *             "complete_through": "2026-11-22T15:01:39.205Z",
                     *             "pending_records": 0
                     *           },
                     *           {
                     *             "name": "Tablet de la barra",
                     *             "kind": "satellite",
                     *             "platform": "ios",
                     *             "last_sync_at": "2026-11-22T14:47:10.052Z",
                     *             "complete_through": "2026-11-22T14:47:09.830Z",
                     *             "pending_records": 3
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Account"];
                };
            };
            /** @description Solicitud inválida: `VALIDATION_ERROR`. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listCustomers: {
        parameters: {
            query?: {
                /** @description Tamaño de página, 1 a 100. */
                limit?: number;
                /** @description El `next_cursor` de la página anterior. */
                starting_after?: string;
                /** @description Creados en la nube desde este instante (incluido). */
                created_since?: string;
                /** @description Creados en la nube antes de este instante (excluido). */
                created_until?: string;
                /** @description Modificados desde este instante (incluido); para sincronización incremental. */
                updated_since?: string;
                /** @description Coincidencia exacta, sin distinguir mayúsculas. */
                email?: string;
                /** @description Coincidencia exacta. */
                document_number?: string;
                /** @description Busca en nombre, apellido, correo, teléfono y documento. `%` y `_` se buscan literalmente. */
                q?: string;
                /** @description Incluye los eliminados (con `deleted_at`). */
                include_deleted?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Respuesta correcta. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "object": "customer",
                     *           "id": "0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10",
                     *           "name": "Ana María",
                     *           "last_name": "Restrepo Gómez",
                     *           "email": "ana.restrepo@example.co",
                     *           "phone": "+57 300 123 4567",
                     *           "document_number": "1020304050",
                     *           "person_type": "person",
                     *           "document_type": "CC",
                     *           "contact_channel": "whatsapp",
                     *           "deleted_at": null,
                     *           "created_at": "2026-11-20T22:41:05.870Z",
                     *           "updated_at": "2026-11-20T22:41:05.870Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["CustomerList"];
                };
            };
            /** @description Solicitud inválida: `VALIDATION_ERROR`, `INVALID_CURSOR`. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createCustomer: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Valor único por operación, por ejemplo un UUID. Vale 24 horas por llave; repetirlo con la misma solicitud devuelve la respuesta original.
                 * @example 3f1c2b9e-8a4d-4c7e-9f10-2a6b5d8e7c01
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Ana María",
                 *       "last_name": "Restrepo Gómez",
                 *       "phone": "+57 300 123 4567",
                 *       "email": "ana.restrepo@example.co",
                 *       "document_type": "CC",
                 *       "document_number": "1020304050",
                 *       "contact_channel": "whatsapp"
                 *     }
                 */
                "application/json": {
                    /** @description Nombre; no puede estar vacío. */
                    name: string;
                    /** @description Apellidos; hasta 120 caracteres. */
                    last_name?: string;
                    /** @description Teléfono, por ejemplo `+57 300 123 4567`; hasta 30 caracteres. */
                    phone?: string;
                    /**
                     * Format: email
                     * @description Correo electrónico; hasta 200 caracteres.
                     */
                    email?: string;
                    /**
                     * @description Por defecto `person`.
                     * @enum {string}
                     */
                    person_type?: "person" | "company";
                    /**
                     * @description Por defecto `CC`.
                     * @enum {string}
                     */
                    document_type?: "CC" | "TI" | "NIT" | "CE" | "PASAPORTE";
                    /** @description Número de documento (cédula, NIT con dígito de verificación…); hasta 30 caracteres. */
                    document_number?: string;
                    /**
                     * @description Por defecto `none`.
                     * @enum {string}
                     */
                    contact_channel?: "none" | "store" | "whatsapp" | "instagram" | "website" | "referral";
                };
            };
        };
        responses: {
            /** @description Recurso creado. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "customer",
                     *       "id": "0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10",
                     *       "name": "Ana María",
                     *       "last_name": "Restrepo Gómez",
                     *       "email": "ana.restrepo@example.co",
                     *       "phone": "+57 300 123 4567",
                     *       "document_number": "1020304050",
                     *       "person_type": "person",
                     *       "document_type": "CC",
                     *       "contact_channel": "whatsapp",
                     *       "deleted_at": null,
                     *       "created_at": "2026-11-20T22:41:05.870Z",
                     *       "updated_at": "2026-11-20T22:41:05.870Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Solicitud inválida: `VALIDATION_ERROR`, `INVALID_JSON`, `IDEMPOTENCY_KEY_REQUIRED`. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            /** @description Conflicto con el estado actual: `CONFLICT`, `IDEMPOTENCY_IN_PROGRESS`. */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["Error413"];
            /** @description Regla de negocio o idempotencia: `IDEMPOTENCY_KEY_REUSED`. */
            422: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id del recurso (UUID), tal como lo devuelve la API.
                 * @example 0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Respuesta correcta. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "customer",
                     *       "id": "0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10",
                     *       "name": "Ana María",
                     *       "last_name": "Restrepo Gómez",
                     *       "email": "ana.restrepo@example.co",
                     *       "phone": "+57 300 123 4567",
                     *       "document_number": "1020304050",
                     *       "person_type": "person",
                     *       "document_type": "CC",
                     *       "contact_channel": "whatsapp",
                     *       "deleted_at": null,
                     *       "created_at": "2026-11-20T22:41:05.870Z",
                     *       "updated_at": "2026-11-20T22:41:05.870Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Solicitud inválida: `VALIDATION_ERROR`. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            /** @description No existe: `NOT_FOUND`. */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id del recurso (UUID), tal como lo devuelve la API.
                 * @example 0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "phone": "+57 310 555 0000"
                 *     }
                 */
                "application/json": {
                    /** @description Nombre; no puede estar vacío. */
                    name?: string;
                    /** @description Apellidos; hasta 120 caracteres. */
                    last_name?: string;
                    /** @description Teléfono, por ejemplo `+57 300 123 4567`; hasta 30 caracteres. */
                    phone?: string;
                    /**
                     * Format: email
                     * @description Correo electrónico; hasta 200 caracteres.
                     */
                    email?: string;
                    /**
                     * @description Por defecto `person`.
                     * @enum {string}
                     */
                    person_type?: "person" | "company";
                    /**
                     * @description Por defecto `CC`.
                     * @enum {string}
                     */
                    document_type?: "CC" | "TI" | "NIT" | "CE" | "PASAPORTE";
                    /** @description Número de documento (cédula, NIT con dígito de verificación…); hasta 30 caracteres. */
                    document_number?: string;
                    /**
                     * @description Por defecto `none`.
                     * @enum {string}
                     */
                    contact_channel?: "none" | "store" | "whatsapp" | "instagram" | "website" | "referral";
                };
            };
        };
        responses: {
            /** @description Respuesta correcta. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "customer",
                     *       "id": "0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10",
                     *       "name": "Ana María",
                     *       "last_name": "Restrepo Gómez",
                     *       "email": "ana.restrepo@example.co",
                     *       "phone": "+57 300 123 4567",
                     *       "document_number": "1020304050",
                     *       "person_type": "person",
                     *       "document_type": "CC",
                     *       "contact_channel": "whatsapp",
                     *       "deleted_at": null,
                     *       "created_at": "2026-11-20T22:41:05.870Z",
                     *       "updated_at": "2026-11-20T22:41:05.870Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Solicitud inválida: `VALIDATION_ERROR`, `INVALID_JSON`. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            /** @description No existe: `NOT_FOUND`. */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicto con el estado actual: `CONFLICT`. */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listCategories: {
        parameters: {
            query?: {
                /** @description Tamaño de página, 1 a 100. */
                limit?: number;
                /** @description El `next_cursor` de la página anterior. */
                starting_after?: string;
                /** @description Creados en la nube desde este instante (incluido). */
                created_since?: string;
                /** @description Creados en la nube antes de este instante (excluido). */
                created_until?: string;
                /** @description Modificados desde este instante (incluido); para sincronización incremental. */
                updated_since?: string;
                /** @description Incluye las eliminadas (con `deleted_at`). */
                include_deleted?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Respuesta correcta. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "object": "category",
                     *           "id": "3c9d2e1f-8a7b-4c6d-9e0f-1a2b3c4d5e6f",
                     *           "name": "Café para llevar",
                     *           "description": "Café de origen en grano y molido, empacado en la tienda",
                     *           "image_url": "https://cdn.example.co/categorias/cafe-para-llevar.png",
                     *           "sort_order": 2,
                     *           "deleted_at": null,
                     *           "created_at": "2026-11-22T14:03:12.120Z",
                     *           "updated_at": "2026-11-22T14:03:12.120Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["CategoryList"];
                };
            };
            /** @description Solicitud inválida: `VALIDATION_ERROR`, `INVALID_CURSOR`. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createCategory: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Valor único por operación, por ejemplo un UUID. Vale 24 horas por llave; repetirlo con la misma solicitud devuelve la respuesta original.
                 * @example 3f1c2b9e-8a4d-4c7e-9f10-2a6b5d8e7c01
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Café para llevar",
                 *       "description": "Café de origen en grano y molido, empacado en la tienda",
                 *       "image_url": "https://cdn.example.co/categorias/cafe-para-llevar.png",
                 *       "sort_order": 2
                 *     }
                 */
                "application/json": {
                    /** @description Nombre; no puede estar vacío. Hasta 120 caracteres. */
                    name: string;
                    /** @description Hasta 500 caracteres. */
                    description?: string;
                    /**
                     * Format: uri
                     * @description Imagen de la categoría. URL absoluta http(s), hasta 2048 caracteres.
                     */
                    image_url?: string;
                    /** @description Orden en la caja (menor primero). Por defecto 0. */
                    sort_order?: number;
                };
            };
        };
        responses: {
            /** @description Recurso creado. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "category",
                     *       "id": "3c9d2e1f-8a7b-4c6d-9e0f-1a2b3c4d5e6f",
                     *       "name": "Café para llevar",
                     *       "description": "Café de origen en grano y molido, empacado en la tienda",
                     *       "image_url": "https://cdn.example.co/categorias/cafe-para-llevar.png",
                     *       "sort_order": 2,
                     *       "deleted_at": null,
                     *       "created_at": "2026-11-22T14:03:12.120Z",
                     *       "updated_at": "2026-11-22T14:03:12.120Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Category"];
                };
            };
            /** @description Solicitud inválida: `VALIDATION_ERROR`, `INVALID_JSON`, `IDEMPOTENCY_KEY_REQUIRED`. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            /** @description No existe: `NOT_FOUND`. */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicto con el estado actual: `CONFLICT`, `IDEMPOTENCY_IN_PROGRESS`. */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["Error413"];
            /** @description Regla de negocio o idempotencia: `IDEMPOTENCY_KEY_REUSED`. */
            422: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id del recurso (UUID), tal como lo devuelve la API.
                 * @example 3c9d2e1f-8a7b-4c6d-9e0f-1a2b3c4d5e6f
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Respuesta correcta. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "category",
                     *       "id": "3c9d2e1f-8a7b-4c6d-9e0f-1a2b3c4d5e6f",
                     *       "name": "Café para llevar",
                     *       "description": "Café de origen en grano y molido, empacado en la tienda",
                     *       "image_url": "https://cdn.example.co/categorias/cafe-para-llevar.png",
                     *       "sort_order": 2,
                     *       "deleted_at": null,
                     *       "created_at": "2026-11-22T14:03:12.120Z",
                     *       "updated_at": "2026-11-22T14:03:12.120Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Category"];
                };
            };
            /** @description Solicitud inválida: `VALIDATION_ERROR`. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            /** @description No existe: `NOT_FOUND`. */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id del recurso (UUID), tal como lo devuelve la API.
                 * @example 3c9d2e1f-8a7b-4c6d-9e0f-1a2b3c4d5e6f
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "sort_order": 1
                 *     }
                 */
                "application/json": {
                    /** @description Nombre; no puede estar vacío. Hasta 120 caracteres. */
                    name?: string;
                    /** @description Hasta 500 caracteres. */
                    description?: string;
                    /**
                     * Format: uri
                     * @description Imagen de la categoría. URL absoluta http(s), hasta 2048 caracteres.
                     */
                    image_url?: string;
                    /** @description Orden en la caja (menor primero). Por defecto 0. */
                    sort_order?: number;
                };
            };
        };
        responses: {
            /** @description Respuesta correcta. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "category",
                     *       "id": "3c9d2e1f-8a7b-4c6d-9e0f-1a2b3c4d5e6f",
                     *       "name": "Café para llevar",
                     *       "description": "Café de origen en grano y molido, empacado en la tienda",
                     *       "image_url": "https://cdn.example.co/categorias/cafe-para-llevar.png",
                     *       "sort_order": 2,
                     *       "deleted_at": null,
                     *       "created_at": "2026-11-22T14:03:12.120Z",
                     *       "updated_at": "2026-11-22T14:03:12.120Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Category"];
                };
            };
            /** @description Solicitud inválida: `VALIDATION_ERROR`, `INVALID_JSON`. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            /** @description No existe: `NOT_FOUND`. */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicto con el estado actual: `CONFLICT`. */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listProducts: {
        parameters: {
            query?: {
                /** @description Tamaño de página, 1 a 100. */
                limit?: number;
                /** @description El `next_cursor` de la página anterior. */
                starting_after?: string;
                /** @description Creados en la nube desde este instante (incluido). */
                created_since?: string;
                /** @description Creados en la nube antes de este instante (excluido). */
                created_until?: string;
                /** @description Modificados desde este instante (incluido); para sincronización incremental. */
                updated_since?: string;
                /** @description Solo los activos (true) o los inactivos (false). */
                active?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Respuesta correcta. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "object": "product",
                     *           "id": "0f6e5d4c-3b2a-4190-8877-665544332211",
                     *           "name": "Café molido 500 g",
                     *           "description": "Café tostado y molido, origen Huila, tueste medio. Bolsa con válvula de 500 g.",
                     *           "description_short": "Café molido Huila",
                     *           "sku": "CAF-MOL-500",
                     *           "category_id": "3c9d2e1f-8a7b-4c6d-9e0f-1a2b3c4d5e6f",
                     *           "kind": "simple",
                     *           "sellable": true,
                     *           "active": true,
                     *           "tax_class": "reduced_5",
                     *           "base_price": 32000,
                     *           "final_price": 28800,
                     *           "percent_discount": 10,
                     *           "base_unit": "und",
                     *           "sold_by_weight": false,
                     *           "stock": null,
                     *           "unit_cost": 17500,
                     *           "image_url": "https://cdn.example.co/productos/cafe-molido-500.png",
                     *           "images": [
                     *             "https://cdn.example.co/productos/cafe-molido-500.png"
                     *           ],
                     *           "has_variants": false,
                     *           "variants": [],
                     *           "created_at": "2026-11-22T14:03:12.120Z",
                     *           "updated_at": "2026-11-22T14:03:12.120Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["ProductList"];
                };
            };
            /** @description Solicitud inválida: `VALIDATION_ERROR`, `INVALID_CURSOR`. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createProduct: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Valor único por operación, por ejemplo un UUID. Vale 24 horas por llave; repetirlo con la misma solicitud devuelve la respuesta original.
                 * @example 3f1c2b9e-8a4d-4c7e-9f10-2a6b5d8e7c01
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Café molido 500 g",
                 *       "description_short": "Café molido Huila",
                 *       "sku": "CAF-MOL-500",
                 *       "category_id": "3c9d2e1f-8a7b-4c6d-9e0f-1a2b3c4d5e6f",
                 *       "tax_class": "reduced_5",
                 *       "base_price": 32000,
                 *       "percent_discount": 10,
                 *       "final_price": 28800,
                 *       "unit_cost": 17500,
                 *       "initial_stock": 24
                 *     }
                 */
                "application/json": {
                    /** @description Nombre; no puede estar vacío. Hasta 120 caracteres. */
                    name: string;
                    /** @description Hasta 2000 caracteres. */
                    description?: string;
                    /** @description Hasta 250 caracteres. */
                    description_short?: string;
                    /** @description Hasta 60 caracteres; único en la cuenta y el ambiente entre productos y variantes. */
                    sku?: string;
                    /**
                     * Format: uuid
                     * @description Una categoría de GET /categories.
                     */
                    category_id?: string;
                    /**
                     * @description `standard` hereda del perfil fiscal del negocio.
                     * @enum {string}
                     */
                    tax_class?: "standard" | "reduced_5" | "excluded" | "exempt" | "service_19" | "event_package" | "bag" | "passthrough";
                    /** @description Precio de lista. Pesos enteros, 0 a 10000000000. */
                    base_price: number;
                    /** @description Por defecto, `base_price`. Pesos enteros, 0 a 10000000000. */
                    final_price?: number;
                    /** @description Porcentaje de 0 a 100; admite decimales. */
                    percent_discount?: number;
                    /**
                     * @description Por defecto `und`. No se puede cambiar después.
                     * @enum {string}
                     */
                    base_unit?: "und" | "g" | "kg" | "lb" | "oz" | "ml" | "l" | "doc";
                    /** @description Por defecto false. No se puede cambiar después. */
                    sold_by_weight?: boolean;
                    /** @description false = ingrediente que no se vende solo. */
                    sellable?: boolean;
                    /** @description false retira el producto de la venta en las cajas. */
                    active?: boolean;
                    /** @description Costo por unidad base, 0 o más. */
                    unit_cost?: number;
                    /** @description Entero mayor que cero; registra un movimiento de entrada (`in`). */
                    initial_stock?: number;
                    /**
                     * Format: uuid
                     * @description Bodega del inventario inicial; por defecto la predeterminada (o la única activa).
                     */
                    warehouse_id?: string;
                };
            };
        };
        responses: {
            /** @description Recurso creado. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "product",
                     *       "id": "0f6e5d4c-3b2a-4190-8877-665544332211",
                     *       "name": "Café molido 500 g",
                     *       "description": "Café tostado y molido, origen Huila, tueste medio. Bolsa con válvula de 500 g.",
                     *       "description_short": "Café molido Huila",
                     *       "sku": "CAF-MOL-500",
                     *       "category_id": "3c9d2e1f-8a7b-4c6d-9e0f-1a2b3c4d5e6f",
                     *       "kind": "simple",
                     *       "sellable": true,
                     *       "active": true,
                     *       "tax_class": "reduced_5",
                     *       "base_price": 32000,
                     *       "final_price": 28800,
                     *       "percent_discount": 10,
                     *       "base_unit": "und",
                     *       "sold_by_weight": false,
                     *       "stock": null,
                     *       "unit_cost": 17500,
                     *       "image_url": "https://cdn.example.co/productos/cafe-molido-500.png",
                     *       "images": [
                     *         "https://cdn.example.co/productos/cafe-molido-500.png"
                     *       ],
                     *       "has_variants": false,
                     *       "variants": [],
                     *       "created_at": "2026-11-22T14:03:12.120Z",
                     *       "updated_at": "2026-11-22T14:03:12.120Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description Solicitud inválida: `VALIDATION_ERROR`, `INVALID_JSON`, `IDEMPOTENCY_KEY_REQUIRED`. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            /** @description No existe: `NOT_FOUND`. */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicto con el estado actual: `CONFLICT`, `STOCK_CHANGED`, `SKU_ALREADY_EXISTS`, `IDEMPOTENCY_IN_PROGRESS`, `NO_WAREHOUSE`. */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["Error413"];
            /** @description Regla de negocio o idempotencia: `IDEMPOTENCY_KEY_REUSED`. */
            422: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id del recurso (UUID), tal como lo devuelve la API.
                 * @example 0f6e5d4c-3b2a-4190-8877-665544332211
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Respuesta correcta. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "product",
                     *       "id": "0f6e5d4c-3b2a-4190-8877-665544332211",
                     *       "name": "Café molido 500 g",
                     *       "description": "Café tostado y molido, origen Huila, tueste medio. Bolsa con válvula de 500 g.",
                     *       "description_short": "Café molido Huila",
                     *       "sku": "CAF-MOL-500",
                     *       "category_id": "3c9d2e1f-8a7b-4c6d-9e0f-1a2b3c4d5e6f",
                     *       "kind": "simple",
                     *       "sellable": true,
                     *       "active": true,
                     *       "tax_class": "reduced_5",
                     *       "base_price": 32000,
                     *       "final_price": 28800,
                     *       "percent_discount": 10,
                     *       "base_unit": "und",
                     *       "sold_by_weight": false,
                     *       "stock": null,
                     *       "unit_cost": 17500,
                     *       "image_url": "https://cdn.example.co/productos/cafe-molido-500.png",
                     *       "images": [
                     *         "https://cdn.example.co/productos/cafe-molido-500.png"
                     *       ],
                     *       "has_variants": false,
                     *       "variants": [],
                     *       "created_at": "2026-11-22T14:03:12.120Z",
                     *       "updated_at": "2026-11-22T14:03:12.120Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description Solicitud inválida: `VALIDATION_ERROR`. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            /** @description No existe: `NOT_FOUND`. */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id del recurso (UUID), tal como lo devuelve la API.
                 * @example 0f6e5d4c-3b2a-4190-8877-665544332211
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "base_price": 34000,
                 *       "final_price": 30600
                 *     }
                 */
                "application/json": {
                    /** @description Nombre; no puede estar vacío. Hasta 120 caracteres. */
                    name?: string;
                    /** @description Hasta 2000 caracteres. */
                    description?: string;
                    /** @description Hasta 250 caracteres. */
                    description_short?: string;
                    /** @description Hasta 60 caracteres; único en la cuenta y el ambiente entre productos y variantes. */
                    sku?: string;
                    /**
                     * Format: uuid
                     * @description null quita la categoría.
                     */
                    category_id?: string | null;
                    /**
                     * @description `standard` hereda del perfil fiscal del negocio.
                     * @enum {string}
                     */
                    tax_class?: "standard" | "reduced_5" | "excluded" | "exempt" | "service_19" | "event_package" | "bag" | "passthrough";
                    /** @description Sin `final_price`, este también toma el mismo valor. Pesos enteros, 0 a 10000000000. */
                    base_price?: number;
                    /** @description Precio al que vende la caja. Pesos enteros, 0 a 10000000000. */
                    final_price?: number;
                    /** @description Porcentaje de 0 a 100; admite decimales. */
                    percent_discount?: number;
                    /** @description false = ingrediente que no se vende solo. */
                    sellable?: boolean;
                    /** @description false retira el producto de la venta en las cajas. */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Respuesta correcta. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "product",
                     *       "id": "0f6e5d4c-3b2a-4190-8877-665544332211",
                     *       "name": "Café molido 500 g",
                     *       "description": "Café tostado y molido, origen Huila, tueste medio. Bolsa con válvula de 500 g.",
                     *       "description_short": "Café molido Huila",
                     *       "sku": "CAF-MOL-500",
                     *       "category_id": "3c9d2e1f-8a7b-4c6d-9e0f-1a2b3c4d5e6f",
                     *       "kind": "simple",
                     *       "sellable": true,
                     *       "active": true,
                     *       "tax_class": "reduced_5",
                     *       "base_price": 32000,
                     *       "final_price": 28800,
                     *       "percent_discount": 10,
                     *       "base_unit": "und",
                     *       "sold_by_weight": false,
                     *       "stock": null,
                     *       "unit_cost": 17500,
                     *       "image_url": "https://cdn.example.co/productos/cafe-molido-500.png",
                     *       "images": [
                     *         "https://cdn.example.co/productos/cafe-molido-500.png"
                     *       ],
                     *       "has_variants": false,
                     *       "variants": [],
                     *       "created_at": "2026-11-22T14:03:12.120Z",
                     *       "updated_at": "2026-11-22T14:03:12.120Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description Solicitud inválida: `VALIDATION_ERROR`, `INVALID_JSON`. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            /** @description No existe: `NOT_FOUND`. */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicto con el estado actual: `CONFLICT`, `SKU_ALREADY_EXISTS`, `DEVICES_OUTDATED`. */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updateProductVariant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id del producto.
                 * @example 0f6e5d4c-3b2a-4190-8877-665544332211
                 */
                id: string;
                /**
                 * @description Id de la variante, de `variants` del producto.
                 * @example 5f0c6a53-8d1e-4b7a-9c2f-3e4d5a6b7c8d
                 */
                variantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "label": "Grano entero 250 g",
                 *       "base_price": 17500
                 *     }
                 */
                "application/json": {
                    /** @description Nombre de la variante; hasta 120 caracteres. */
                    label?: string;
                    /** @description Hasta 60 caracteres; único en la cuenta y el ambiente entre productos y variantes. */
                    sku?: string;
                    /** @description Sin `final_price`, este también toma el mismo valor. Pesos enteros, 0 a 10000000000. */
                    base_price?: number;
                    /** @description Precio al que vende la caja. Pesos enteros, 0 a 10000000000. */
                    final_price?: number;
                    /** @description Porcentaje de 0 a 100; admite decimales. */
                    percent_discount?: number;
                    /** @description false retira el producto de la venta en las cajas. */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Respuesta correcta. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "product",
                     *       "id": "0f6e5d4c-3b2a-4190-8877-665544332211",
                     *       "name": "Café molido 500 g",
                     *       "description": "Café tostado y molido, origen Huila, tueste medio. Bolsa con válvula de 500 g.",
                     *       "description_short": "Café molido Huila",
                     *       "sku": "CAF-MOL-500",
                     *       "category_id": "3c9d2e1f-8a7b-4c6d-9e0f-1a2b3c4d5e6f",
                     *       "kind": "simple",
                     *       "sellable": true,
                     *       "active": true,
                     *       "tax_class": "reduced_5",
                     *       "base_price": 32000,
                     *       "final_price": 28800,
                     *       "percent_discount": 10,
                     *       "base_unit": "und",
                     *       "sold_by_weight": false,
                     *       "stock": null,
                     *       "unit_cost": 17500,
                     *       "image_url": "https://cdn.example.co/productos/cafe-molido-500.png",
                     *       "images": [
                     *         "https://cdn.example.co/productos/cafe-molido-500.png"
                     *       ],
                     *       "has_variants": false,
                     *       "variants": [],
                     *       "created_at": "2026-11-22T14:03:12.120Z",
                     *       "updated_at": "2026-11-22T14:03:12.120Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description Solicitud inválida: `VALIDATION_ERROR`, `INVALID_JSON`. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            /** @description No existe: `NOT_FOUND`. */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicto con el estado actual: `CONFLICT`, `SKU_ALREADY_EXISTS`, `DEVICES_OUTDATED`. */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["Error413"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listWarehouses: {
        parameters: {
            query?: {
                /** @description Tamaño de página, 1 a 100. */
                limit?: number;
                /** @description El `next_cursor` de la página anterior. */
                starting_after?: string;
                /** @description Creados en la nube desde este instante (incluido). */
                created_since?: string;
                /** @description Creados en la nube antes de este instante (excluido). */
                created_until?: string;
                /** @description Modificados desde este instante (incluido); para sincronización incremental. */
                updated_since?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Respuesta correcta. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "object": "warehouse",
                     *           "id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                     *           "name": "Bodega Chapinero",
                     *           "is_default": true,
                     *           "active": true,
                     *           "created_at": "2026-11-02T13:30:00.000Z",
                     *           "updated_at": "2026-11-02T13:30:00.000Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["WarehouseList"];
                };
            };
            /** @description Solicitud inválida: `VALIDATION_ERROR`, `INVALID_CURSOR`. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getWarehouse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id del recurso (UUID), tal como lo devuelve la API.
                 * @example 9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Respuesta correcta. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "warehouse",
                     *       "id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                     *       "name": "Bodega Chapinero",
                     *       "is_default": true,
                     *       "active": true,
                     *       "created_at": "2026-11-02T13:30:00.000Z",
                     *       "updated_at": "2026-11-02T13:30:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Warehouse"];
                };
            };
            /** @description Solicitud inválida: `VALIDATION_ERROR`. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            /** @description No existe: `NOT_FOUND`. */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listStockMovements: {
        parameters: {
            query?: {
                /** @description Tamaño de página, 1 a 100. */
                limit?: number;
                /** @description El `next_cursor` de la página anterior. */
                starting_after?: string;
                /** @description Creados en la nube desde este instante (incluido). */
                created_since?: string;
                /** @description Creados en la nube antes de este instante (excluido). */
                created_until?: string;
                /** @description Modificados desde este instante (incluido); para sincronización incremental. */
                updated_since?: string;
                /** @description Solo los movimientos de este producto. */
                product_id?: string;
                /** @description Solo los movimientos de esta bodega. */
                warehouse_id?: string;
                /** @description Tipo exacto como lo registró la caja, por ejemplo `in` u `out`. */
                type?: string;
                /** @description Qué causó el movimiento; los creados por la API tienen `api`. */
                origin_type?: "sale" | "purchase" | "adjustment" | "recipe_explosion" | "reversal" | "api";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Respuesta correcta. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "object": "stock_movement",
                     *           "id": "5f1d2c3b-4a59-4687-9a0b-1c2d3e4f5a6b",
                     *           "product_id": "0f6e5d4c-3b2a-4190-8877-665544332211",
                     *           "variant_id": null,
                     *           "warehouse_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                     *           "type": "in",
                     *           "quantity": 24,
                     *           "reason": "Compra a tostador",
                     *           "reference": "OC-2026-118",
                     *           "unit_cost": 17500,
                     *           "origin_type": "api",
                     *           "sale_id": null,
                     *           "created_at": "2026-11-22T14:20:45.310Z",
                     *           "updated_at": "2026-11-22T14:20:45.310Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["StockMovementList"];
                };
            };
            /** @description Solicitud inválida: `VALIDATION_ERROR`, `INVALID_CURSOR`. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    createStockMovement: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Valor único por operación, por ejemplo un UUID. Vale 24 horas por llave; repetirlo con la misma solicitud devuelve la respuesta original.
                 * @example 3f1c2b9e-8a4d-4c7e-9f10-2a6b5d8e7c01
                 */
                "Idempotency-Key": components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "product_id": "0f6e5d4c-3b2a-4190-8877-665544332211",
                 *       "type": "in",
                 *       "quantity": 24,
                 *       "reason": "Compra a tostador",
                 *       "reference": "OC-2026-118"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Producto sin variantes y no compuesto.
                     */
                    product_id: string;
                    /**
                     * Format: uuid
                     * @description Por defecto, la bodega predeterminada (o la única activa).
                     */
                    warehouse_id?: string;
                    /**
                     * @description `in` suma al inventario, `out` resta. No se verifica el inventario disponible.
                     * @enum {string}
                     */
                    type: "in" | "out";
                    /** @description Entero mayor que cero, en la unidad base del producto. Siempre positivo: `type` da la dirección. */
                    quantity: number;
                    /** @description Se muestra en el historial. Por defecto "Movimiento vía API". */
                    reason?: string;
                    /** @description Tu propia referencia (orden de compra, pedido); úsala para verificar con GET. */
                    reference?: string;
                    /** @description El `on_hand` que crees que tiene el producto en la bodega (sin nivel cuenta como 0). Si no es exactamente ese, responde `409 STOCK_CHANGED` con el nivel actual en `stock_level` y no registra nada: sirve para corregir el inventario tras un conteo sin pisar un cambio que no viste. */
                    expected_on_hand?: number;
                };
            };
        };
        responses: {
            /** @description Libro de movimientos de inventario: solo se agregan, nunca se editan ni se borran. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "stock_movement",
                     *       "id": "5f1d2c3b-4a59-4687-9a0b-1c2d3e4f5a6b",
                     *       "product_id": "0f6e5d4c-3b2a-4190-8877-665544332211",
                     *       "variant_id": null,
                     *       "warehouse_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                     *       "type": "in",
                     *       "quantity": 24,
                     *       "reason": "Compra a tostador",
                     *       "reference": "OC-2026-118",
                     *       "unit_cost": 17500,
                     *       "origin_type": "api",
                     *       "sale_id": null,
                     *       "created_at": "2026-11-22T14:20:45.310Z",
                     *       "updated_at": "2026-11-22T14:20:45.310Z"
                     *     }
                     */
                    "application/json": components["schemas"]["StockMovement"];
                };
            };
            /** @description Solicitud inválida: `VALIDATION_ERROR`, `INVALID_JSON`, `IDEMPOTENCY_KEY_REQUIRED`. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            /** @description No existe: `NOT_FOUND`. */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Conflicto con el estado actual: `CONFLICT`, `STOCK_CHANGED`, `IDEMPOTENCY_IN_PROGRESS`, `NO_WAREHOUSE`. */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            413: components["responses"]["Error413"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getStockMovement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id del recurso (UUID), tal como lo devuelve la API.
                 * @example 5f1d2c3b-4a59-4687-9a0b-1c2d3e4f5a6b
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Libro de movimientos de inventario: solo se agregan, nunca se editan ni se borran. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "stock_movement",
                     *       "id": "5f1d2c3b-4a59-4687-9a0b-1c2d3e4f5a6b",
                     *       "product_id": "0f6e5d4c-3b2a-4190-8877-665544332211",
                     *       "variant_id": null,
                     *       "warehouse_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                     *       "type": "in",
                     *       "quantity": 24,
                     *       "reason": "Compra a tostador",
                     *       "reference": "OC-2026-118",
                     *       "unit_cost": 17500,
                     *       "origin_type": "api",
                     *       "sale_id": null,
                     *       "created_at": "2026-11-22T14:20:45.310Z",
                     *       "updated_at": "2026-11-22T14:20:45.310Z"
                     *     }
                     */
                    "application/json": components["schemas"]["StockMovement"];
                };
            };
            /** @description Solicitud inválida: `VALIDATION_ERROR`. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            /** @description No existe: `NOT_FOUND`. */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listStockLevels: {
        parameters: {
            query?: {
                /** @description Tamaño de página, 1 a 100. */
                limit?: number;
                /** @description El `next_cursor` de la página anterior. */
                starting_after?: string;
                /** @description Modificados desde este instante (incluido); para sincronización incremental. */
                updated_since?: string;
                /** @description Solo los niveles de este producto. */
                product_id?: string;
                /** @description Solo los niveles de esta bodega. */
                warehouse_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Respuesta correcta. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "object": "stock_level",
                     *           "product_id": "0f6e5d4c-3b2a-4190-8877-665544332211",
                     *           "variant_id": null,
                     *           "warehouse_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                     *           "on_hand": 42,
                     *           "exact": true,
                     *           "complete_as_of": "2026-11-22T14:19:58.000Z",
                     *           "devices_behind": [
                     *             {
                     *               "device_id": "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f",
                     *               "name": "Caja 2",
                     *               "complete_through": "2026-11-22T11:02:13.000Z"
                     *             }
                     *           ],
                     *           "last_movement_at": "2026-11-22T14:20:45.310Z",
                     *           "updated_at": "2026-11-22T14:20:45.310Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["StockLevelList"];
                };
            };
            /** @description Solicitud inválida: `VALIDATION_ERROR`, `INVALID_CURSOR`. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listSales: {
        parameters: {
            query?: {
                /** @description Tamaño de página, 1 a 100. */
                limit?: number;
                /** @description El `next_cursor` de la página anterior. */
                starting_after?: string;
                /** @description Creados en la nube desde este instante (incluido). */
                created_since?: string;
                /** @description Creados en la nube antes de este instante (excluido). */
                created_until?: string;
                /** @description Modificados desde este instante (incluido); para sincronización incremental. */
                updated_since?: string;
                /** @description Estado exacto. Las cajas envían `completed`, `cancelled`, `open` o `pending`; el conjunto es abierto: una caja puede registrar otros, y este filtro los acepta. */
                status?: string;
                /** @description Ventas de ese cliente. */
                customer_id?: string;
                /** @description `pos` o `invoice`. */
                document_kind?: "pos" | "invoice";
                /** @description Ventas registradas en la caja desde este instante (incluido), por `occurred_at`. */
                occurred_since?: string;
                /** @description Ventas registradas en la caja antes de este instante (excluido), por `occurred_at`. */
                occurred_until?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Respuesta correcta. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "object": "sale",
                     *           "id": "1e2d3c4b-5a69-4788-9766-554433221100",
                     *           "status": "completed",
                     *           "document_kind": "invoice",
                     *           "payment_method": "NEQUI",
                     *           "customer_id": "0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10",
                     *           "cash_session_id": "7c6b5a49-3827-4160-9f5e-4d3c2b1a0f9e",
                     *           "subtotal": 50000,
                     *           "discount": 5000,
                     *           "discount_percent": 10,
                     *           "tax": 4280,
                     *           "tip_amount": 2000,
                     *           "total": 47000,
                     *           "tax_breakdown": [
                     *             {
                     *               "code": "01",
                     *               "rate": 5,
                     *               "per_unit": null,
                     *               "base": 24686,
                     *               "amount": 1234
                     *             },
                     *             {
                     *               "code": "01",
                     *               "rate": 19,
                     *               "per_unit": null,
                     *               "base": 16034,
                     *               "amount": 3046
                     *             }
                     *           ],
                     *           "notes": "Cliente frecuente: 10 % de descuento",
                     *           "table_label": "Mesa 3",
                     *           "items": [
                     *             {
                     *               "object": "sale_item",
                     *               "id": "3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99",
                     *               "product_id": "0f6e5d4c-3b2a-4190-8877-665544332211",
                     *               "variant_id": null,
                     *               "item_kind": "product",
                     *               "description": "Café molido 500 g",
                     *               "tax_class": "reduced_5",
                     *               "quantity": 1,
                     *               "unit_price": 28800,
                     *               "subtotal": 28800,
                     *               "unit_cost": 17500,
                     *               "taxes": [
                     *                 {
                     *                   "code": "01",
                     *                   "name": "IVA",
                     *                   "rate": 5,
                     *                   "per_unit": null,
                     *                   "base": 27429,
                     *                   "amount": 1371
                     *                 }
                     *               ]
                     *             },
                     *             {
                     *               "object": "sale_item",
                     *               "id": "4b3a2918-7e6d-4c5b-8a49-3d2c1b0a9f88",
                     *               "product_id": "4d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a",
                     *               "variant_id": null,
                     *               "item_kind": "product",
                     *               "description": "Arepa de queso",
                     *               "tax_class": "standard",
                     *               "quantity": 2,
                     *               "unit_price": 6500,
                     *               "subtotal": 13000,
                     *               "unit_cost": 2300,
                     *               "taxes": [
                     *                 {
                     *                   "code": "01",
                     *                   "name": "IVA",
                     *                   "rate": 19,
                     *                   "per_unit": null,
                     *                   "base": 10924,
                     *                   "amount": 2076
                     *                 }
                     *               ]
                     *             },
                     *             {
                     *               "object": "sale_item",
                     *               "id": "5a493827-6d5c-4b4a-9938-2c1b0a9f8e77",
                     *               "product_id": "8e7d6c5b-4a39-4281-9f70-6e5d4c3b2a19",
                     *               "variant_id": null,
                     *               "item_kind": "product",
                     *               "description": "Jugo de naranja 350 ml",
                     *               "quantity": 1,
                     *               "unit_price": 8200,
                     *               "subtotal": 8200,
                     *               "unit_cost": 2900,
                     *               "tax_class": "standard",
                     *               "taxes": [
                     *                 {
                     *                   "code": "01",
                     *                   "name": "IVA",
                     *                   "rate": 19,
                     *                   "per_unit": null,
                     *                   "base": 6891,
                     *                   "amount": 1309
                     *                 }
                     *               ]
                     *             }
                     *           ],
                     *           "invoices": [
                     *             {
                     *               "id": "6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d",
                     *               "document_type": "electronic_invoice",
                     *               "status": "issued",
                     *               "cufe": "21ed049d2ebb88ee04ba4fbd5fa85ec140e48dc7111092a77e88223ab736080a3bee5e7674ab740c4cd5d2ab8e4e5488",
                     *               "prefix": "FE",
                     *               "number": 1042
                     *             }
                     *           ],
                     *           "occurred_at": "2026-11-22T15:01:37.000Z",
                     *           "created_at": "2026-11-22T15:01:39.412Z",
                     *           "updated_at": "2026-11-22T15:01:39.412Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["SaleList"];
                };
            };
            /** @description Solicitud inválida: `VALIDATION_ERROR`, `INVALID_CURSOR`. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getSale: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id del recurso (UUID), tal como lo devuelve la API.
                 * @example 1e2d3c4b-5a69-4788-9766-554433221100
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ingreso neto = `total` - `tax` - `tip_amount`. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "sale",
                     *       "id": "1e2d3c4b-5a69-4788-9766-554433221100",
                     *       "status": "completed",
                     *       "document_kind": "invoice",
                     *       "payment_method": "NEQUI",
                     *       "customer_id": "0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10",
                     *       "cash_session_id": "7c6b5a49-3827-4160-9f5e-4d3c2b1a0f9e",
                     *       "subtotal": 50000,
                     *       "discount": 5000,
                     *       "discount_percent": 10,
                     *       "tax": 4280,
                     *       "tip_amount": 2000,
                     *       "total": 47000,
                     *       "tax_breakdown": [
                     *         {
                     *           "code": "01",
                     *           "rate": 5,
                     *           "per_unit": null,
                     *           "base": 24686,
                     *           "amount": 1234
                     *         },
                     *         {
                     *           "code": "01",
                     *           "rate": 19,
                     *           "per_unit": null,
                     *           "base": 16034,
                     *           "amount": 3046
                     *         }
                     *       ],
                     *       "notes": "Cliente frecuente: 10 % de descuento",
                     *       "table_label": "Mesa 3",
                     *       "items": [
                     *         {
                     *           "object": "sale_item",
                     *           "id": "3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99",
                     *           "product_id": "0f6e5d4c-3b2a-4190-8877-665544332211",
                     *           "variant_id": null,
                     *           "item_kind": "product",
                     *           "description": "Café molido 500 g",
                     *           "tax_class": "reduced_5",
                     *           "quantity": 1,
                     *           "unit_price": 28800,
                     *           "subtotal": 28800,
                     *           "unit_cost": 17500,
                     *           "taxes": [
                     *             {
                     *               "code": "01",
                     *               "name": "IVA",
                     *               "rate": 5,
                     *               "per_unit": null,
                     *               "base": 27429,
                     *               "amount": 1371
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "object": "sale_item",
                     *           "id": "4b3a2918-7e6d-4c5b-8a49-3d2c1b0a9f88",
                     *           "product_id": "4d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a",
                     *           "variant_id": null,
                     *           "item_kind": "product",
                     *           "description": "Arepa de queso",
                     *           "tax_class": "standard",
                     *           "quantity": 2,
                     *           "unit_price": 6500,
                     *           "subtotal": 13000,
                     *           "unit_cost": 2300,
                     *           "taxes": [
                     *             {
                     *               "code": "01",
                     *               "name": "IVA",
                     *               "rate": 19,
                     *               "per_unit": null,
                     *               "base": 10924,
                     *               "amount": 2076
                     *             }
                     *           ]
                     *         },
                     *         {
                     *           "object": "sale_item",
                     *           "id": "5a493827-6d5c-4b4a-9938-2c1b0a9f8e77",
                     *           "product_id": "8e7d6c5b-4a39-4281-9f70-6e5d4c3b2a19",
                     *           "variant_id": null,
                     *           "item_kind": "product",
                     *           "description": "Jugo de naranja 350 ml",
                     *           "quantity": 1,
                     *           "unit_price": 8200,
                     *           "subtotal": 8200,
                     *           "unit_cost": 2900,
                     *           "tax_class": "standard",
                     *           "taxes": [
                     *             {
                     *               "code": "01",
                     *               "name": "IVA",
                     *               "rate": 19,
                     *               "per_unit": null,
                     *               "base": 6891,
                     *               "amount": 1309
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "invoices": [
                     *         {
                     *           "id": "6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d",
                     *           "document_type": "electronic_invoice",
                     *           "status": "issued",
                     *           "cufe": "21ed049d2ebb88ee04ba4fbd5fa85ec140e48dc7111092a77e88223ab736080a3bee5e7674ab740c4cd5d2ab8e4e5488",
                     *           "prefix": "FE",
                     *           "number": 1042
                     *         }
                     *       ],
                     *       "occurred_at": "2026-11-22T15:01:37.000Z",
                     *       "created_at": "2026-11-22T15:01:39.412Z",
                     *       "updated_at": "2026-11-22T15:01:39.412Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Sale"];
                };
            };
            /** @description Solicitud inválida: `VALIDATION_ERROR`. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            /** @description No existe: `NOT_FOUND`. */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listInvoices: {
        parameters: {
            query?: {
                /** @description Tamaño de página, 1 a 100. */
                limit?: number;
                /** @description El `next_cursor` de la página anterior. */
                starting_after?: string;
                /** @description Creados en la nube desde este instante (incluido). */
                created_since?: string;
                /** @description Creados en la nube antes de este instante (excluido). */
                created_until?: string;
                /** @description Modificados desde este instante (incluido); para sincronización incremental. */
                updated_since?: string;
                /** @description `electronic_invoice` (factura electrónica, tipo 1, CUFE), `pos_document` (documento equivalente POS, tipo 15, CUDE), `pos_adjustment_note` (nota de ajuste, tipo 26), `internal_invoice` (no electrónica) u `other`. */
                document_type?: "electronic_invoice" | "pos_document" | "pos_adjustment_note" | "internal_invoice" | "other";
                /** @description Estado ante la autoridad tributaria. */
                status?: "pending" | "issued" | "rejected" | "emission_failed" | "annulled";
                /** @description Documentos de esa venta. */
                sale_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Respuesta correcta. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "object": "invoice",
                     *           "id": "6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d",
                     *           "document_type": "electronic_invoice",
                     *           "status": "issued",
                     *           "cufe": "21ed049d2ebb88ee04ba4fbd5fa85ec140e48dc7111092a77e88223ab736080a3bee5e7674ab740c4cd5d2ab8e4e5488",
                     *           "prefix": "FE",
                     *           "number": 1042,
                     *           "sale_id": "1e2d3c4b-5a69-4788-9766-554433221100",
                     *           "customer_id": "0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10",
                     *           "subtotal": 42720,
                     *           "tax": 4280,
                     *           "total": 47000,
                     *           "issued_at": "2026-11-22T15:01:52.000Z",
                     *           "created_at": "2026-11-22T15:01:53.640Z",
                     *           "updated_at": "2026-11-22T15:01:53.640Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["InvoiceList"];
                };
            };
            /** @description Solicitud inválida: `VALIDATION_ERROR`, `INVALID_CURSOR`. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id del recurso (UUID), tal como lo devuelve la API.
                 * @example 6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Factura electrónica, documento equivalente POS o documento interno. No publica PDF ni XML. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "invoice",
                     *       "id": "6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d",
                     *       "document_type": "electronic_invoice",
                     *       "status": "issued",
                     *       "cufe": "21ed049d2ebb88ee04ba4fbd5fa85ec140e48dc7111092a77e88223ab736080a3bee5e7674ab740c4cd5d2ab8e4e5488",
                     *       "prefix": "FE",
                     *       "number": 1042,
                     *       "sale_id": "1e2d3c4b-5a69-4788-9766-554433221100",
                     *       "customer_id": "0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10",
                     *       "subtotal": 42720,
                     *       "tax": 4280,
                     *       "total": 47000,
                     *       "issued_at": "2026-11-22T15:01:52.000Z",
                     *       "created_at": "2026-11-22T15:01:53.640Z",
                     *       "updated_at": "2026-11-22T15:01:53.640Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            /** @description Solicitud inválida: `VALIDATION_ERROR`. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            /** @description No existe: `NOT_FOUND`. */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listQuotes: {
        parameters: {
            query?: {
                /** @description Tamaño de página, 1 a 100. */
                limit?: number;
                /** @description El `next_cursor` de la página anterior. */
                starting_after?: string;
                /** @description Creados en la nube desde este instante (incluido). */
                created_since?: string;
                /** @description Creados en la nube antes de este instante (excluido). */
                created_until?: string;
                /** @description Modificados desde este instante (incluido); para sincronización incremental. */
                updated_since?: string;
                /** @description Estado como se muestra: `expired` incluye las vencidas por `expires_at`. */
                status?: "draft" | "sent" | "accepted" | "rejected" | "expired" | "converted";
                /** @description Cotizaciones de ese cliente. */
                customer_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Respuesta correcta. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "object": "quote",
                     *           "id": "2b3c4d5e-6f70-4819-8a2b-3c4d5e6f7081",
                     *           "number": "COT-0087",
                     *           "status": "sent",
                     *           "customer_id": "0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10",
                     *           "converted_sale_id": null,
                     *           "subtotal": 316800,
                     *           "discount": 0,
                     *           "tax": 31221,
                     *           "total": 316800,
                     *           "tax_breakdown": [
                     *             {
                     *               "code": "01",
                     *               "rate": 5,
                     *               "per_unit": null,
                     *               "base": 164571,
                     *               "amount": 8229
                     *             },
                     *             {
                     *               "code": "01",
                     *               "rate": 19,
                     *               "per_unit": null,
                     *               "base": 121008,
                     *               "amount": 22992
                     *             }
                     *           ],
                     *           "notes": "Refrigerio para reunión de oficina; entrega el viernes 27 a las 8:00 a. m.",
                     *           "payment_link": "https://pagos.example.co/l/COT-0087",
                     *           "expires_at": "2026-12-01T05:00:00.000Z",
                     *           "sent_at": "2026-11-22T16:00:00.000Z",
                     *           "items": [
                     *             {
                     *               "object": "quote_item",
                     *               "id": "9f8e7d6c-5b4a-4938-8271-6a5b4c3d2e1f",
                     *               "product_id": "0f6e5d4c-3b2a-4190-8877-665544332211",
                     *               "variant_id": null,
                     *               "item_kind": "product",
                     *               "description": "Café molido 500 g",
                     *               "tax_class": "reduced_5",
                     *               "quantity": 6,
                     *               "unit_price": 28800,
                     *               "subtotal": 172800,
                     *               "taxes": [
                     *                 {
                     *                   "code": "01",
                     *                   "name": "IVA",
                     *                   "rate": 5,
                     *                   "per_unit": null,
                     *                   "base": 164571,
                     *                   "amount": 8229
                     *                 }
                     *               ],
                     *               "note": "Molido para greca"
                     *             },
                     *             {
                     *               "object": "quote_item",
                     *               "id": "a09f8e7d-6c5b-4a49-9382-7b6c5d4e3f20",
                     *               "product_id": "4d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a",
                     *               "variant_id": null,
                     *               "item_kind": "product",
                     *               "description": "Arepa de queso",
                     *               "tax_class": "standard",
                     *               "quantity": 24,
                     *               "unit_price": 6000,
                     *               "subtotal": 144000,
                     *               "taxes": [
                     *                 {
                     *                   "code": "01",
                     *                   "name": "IVA",
                     *                   "rate": 19,
                     *                   "per_unit": null,
                     *                   "base": 121008,
                     *                   "amount": 22992
                     *                 }
                     *               ],
                     *               "note": "Precio por volumen; empacadas por docena"
                     *             }
                     *           ],
                     *           "created_at": "2026-11-22T16:00:03.120Z",
                     *           "updated_at": "2026-11-22T16:00:03.120Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["QuoteList"];
                };
            };
            /** @description Solicitud inválida: `VALIDATION_ERROR`, `INVALID_CURSOR`. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id del recurso (UUID), tal como lo devuelve la API.
                 * @example 2b3c4d5e-6f70-4819-8a2b-3c4d5e6f7081
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Respuesta correcta. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "quote",
                     *       "id": "2b3c4d5e-6f70-4819-8a2b-3c4d5e6f7081",
                     *       "number": "COT-0087",
                     *       "status": "sent",
                     *       "customer_id": "0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10",
                     *       "converted_sale_id": null,
                     *       "subtotal": 316800,
                     *       "discount": 0,
                     *       "tax": 31221,
                     *       "total": 316800,
                     *       "tax_breakdown": [
                     *         {
                     *           "code": "01",
                     *           "rate": 5,
                     *           "per_unit": null,
                     *           "base": 164571,
                     *           "amount": 8229
                     *         },
                     *         {
                     *           "code": "01",
                     *           "rate": 19,
                     *           "per_unit": null,
                     *           "base": 121008,
                     *           "amount": 22992
                     *         }
                     *       ],
                     *       "notes": "Refrigerio para reunión de oficina; entrega el viernes 27 a las 8:00 a. m.",
                     *       "payment_link": "https://pagos.example.co/l/COT-0087",
                     *       "expires_at": "2026-12-01T05:00:00.000Z",
                     *       "sent_at": "2026-11-22T16:00:00.000Z",
                     *       "items": [
                     *         {
                     *           "object": "quote_item",
                     *           "id": "9f8e7d6c-5b4a-4938-8271-6a5b4c3d2e1f",
                     *           "product_id": "0f6e5d4c-3b2a-4190-8877-665544332211",
                     *           "variant_id": null,
                     *           "item_kind": "product",
                     *           "description": "Café molido 500 g",
                     *           "tax_class": "reduced_5",
                     *           "quantity": 6,
                     *           "unit_price": 28800,
                     *           "subtotal": 172800,
                     *           "taxes": [
                     *             {
                     *               "code": "01",
                     *               "name": "IVA",
                     *               "rate": 5,
                     *               "per_unit": null,
                     *               "base": 164571,
                     *               "amount": 8229
                     *             }
                     *           ],
                     *           "note": "Molido para greca"
                     *         },
                     *         {
                     *           "object": "quote_item",
                     *           "id": "a09f8e7d-6c5b-4a49-9382-7b6c5d4e3f20",
                     *           "product_id": "4d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a",
                     *           "variant_id": null,
                     *           "item_kind": "product",
                     *           "description": "Arepa de queso",
                     *           "tax_class": "standard",
                     *           "quantity": 24,
                     *           "unit_price": 6000,
                     *           "subtotal": 144000,
                     *           "taxes": [
                     *             {
                     *               "code": "01",
                     *               "name": "IVA",
                     *               "rate": 19,
                     *               "per_unit": null,
                     *               "base": 121008,
                     *               "amount": 22992
                     *             }
                     *           ],
                     *           "note": "Precio por volumen; empacadas por docena"
                     *         }
                     *       ],
                     *       "created_at": "2026-11-22T16:00:03.120Z",
                     *       "updated_at": "2026-11-22T16:00:03.120Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Quote"];
                };
            };
            /** @description Solicitud inválida: `VALIDATION_ERROR`. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            /** @description No existe: `NOT_FOUND`. */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listCashSessions: {
        parameters: {
            query?: {
                /** @description Tamaño de página, 1 a 100. */
                limit?: number;
                /** @description El `next_cursor` de la página anterior. */
                starting_after?: string;
                /** @description Creados en la nube desde este instante (incluido). */
                created_since?: string;
                /** @description Creados en la nube antes de este instante (excluido). */
                created_until?: string;
                /** @description Modificados desde este instante (incluido); para sincronización incremental. */
                updated_since?: string;
                /** @description `open`, `closed` o `suspended`. */
                status?: "open" | "closed" | "suspended";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Respuesta correcta. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "object": "cash_session",
                     *           "id": "7c6b5a49-3827-4160-9f5e-4d3c2b1a0f9e",
                     *           "status": "closed",
                     *           "terminal_name": "Caja principal",
                     *           "opening_cash": 200000,
                     *           "expected_cash": 1350000,
                     *           "closing_cash": 1348000,
                     *           "opened_at": "2026-11-22T12:00:00.000Z",
                     *           "closed_at": "2026-11-23T02:10:00.000Z",
                     *           "movements": [
                     *             {
                     *               "object": "cash_movement",
                     *               "id": "8d7c6b5a-4938-4271-8f6e-5d4c3b2a1f0e",
                     *               "type": "out",
                     *               "amount": 35000,
                     *               "reason": "Pago a proveedor de leche",
                     *               "occurred_at": "2026-11-22T17:30:00.000Z",
                     *               "created_at": "2026-11-22T17:30:04.210Z"
                     *             }
                     *           ],
                     *           "created_at": "2026-11-22T12:00:02.120Z",
                     *           "updated_at": "2026-11-23T02:10:03.500Z"
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["CashSessionList"];
                };
            };
            /** @description Solicitud inválida: `VALIDATION_ERROR`, `INVALID_CURSOR`. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getCashSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id del recurso (UUID), tal como lo devuelve la API.
                 * @example 7c6b5a49-3827-4160-9f5e-4d3c2b1a0f9e
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Respuesta correcta. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "cash_session",
                     *       "id": "7c6b5a49-3827-4160-9f5e-4d3c2b1a0f9e",
                     *       "status": "closed",
                     *       "terminal_name": "Caja principal",
                     *       "opening_cash": 200000,
                     *       "expected_cash": 1350000,
                     *       "closing_cash": 1348000,
                     *       "opened_at": "2026-11-22T12:00:00.000Z",
                     *       "closed_at": "2026-11-23T02:10:00.000Z",
                     *       "movements": [
                     *         {
                     *           "object": "cash_movement",
                     *           "id": "8d7c6b5a-4938-4271-8f6e-5d4c3b2a1f0e",
                     *           "type": "out",
                     *           "amount": 35000,
                     *           "reason": "Pago a proveedor de leche",
                     *           "occurred_at": "2026-11-22T17:30:00.000Z",
                     *           "created_at": "2026-11-22T17:30:04.210Z"
                     *         }
                     *       ],
                     *       "created_at": "2026-11-22T12:00:02.120Z",
                     *       "updated_at": "2026-11-23T02:10:03.500Z"
                     *     }
                     */
                    "application/json": components["schemas"]["CashSession"];
                };
            };
            /** @description Solicitud inválida: `VALIDATION_ERROR`. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            /** @description No existe: `NOT_FOUND`. */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getDailySalesReport: {
        parameters: {
            query?: {
                /** @description Primer día, AAAA-MM-DD, incluido. Por defecto, 6 días antes de `to` (una semana). */
                from?: string;
                /** @description Último día, AAAA-MM-DD, incluido. Por defecto, hoy en America/Bogota. A lo sumo 92 días desde `from`. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Respuesta correcta. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "daily_sales_report",
                     *       "time_zone": "America/Bogota",
                     *       "from": "2026-11-20",
                     *       "to": "2026-11-22",
                     *       "days": [
                     *         {
                     *           "object": "daily_sales",
                     *           "date": "2026-11-20",
                     *           "sales_count": 41,
                     *           "subtotal": 1286400,
                     *           "discount": 18500,
                     *           "tax": 141870,
                     *           "tip_amount": 24600,
                     *           "total": 1292500,
                     *           "net_income": 1126030,
                     *           "complete": true,
                     *           "revision": 2,
                     *           "last_changed_at": "2026-11-21T13:02:44.310Z"
                     *         },
                     *         {
                     *           "object": "daily_sales",
                     *           "date": "2026-11-21",
                     *           "sales_count": 57,
                     *           "subtotal": 1874900,
                     *           "discount": 31200,
                     *           "tax": 205410,
                     *           "tip_amount": 41300,
                     *           "total": 1885000,
                     *           "net_income": 1638290,
                     *           "complete": true,
                     *           "revision": 1,
                     *           "last_changed_at": "2026-11-22T03:41:09.512Z"
                     *         },
                     *         {
                     *           "object": "daily_sales",
                     *           "date": "2026-11-22",
                     *           "sales_count": 33,
                     *           "subtotal": 1052300,
                     *           "discount": 12400,
                     *           "tax": 112640,
                     *           "tip_amount": 19800,
                     *           "total": 1059700,
                     *           "net_income": 927260,
                     *           "complete": false,
                     *           "revision": 3,
                     *           "last_changed_at": "2026-11-23T15:18:27.904Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DailySalesReport"];
                };
            };
            /** @description Solicitud inválida: `VALIDATION_ERROR`, `INVALID_CURSOR`. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Tamaño de página, 1 a 100. */
                limit?: number;
                /** @description El `next_cursor` de la página anterior. */
                starting_after?: string;
                /** @description Creados en la nube desde este instante (incluido). */
                created_since?: string;
                /** @description Creados en la nube antes de este instante (excluido). */
                created_until?: string;
                /** @description Los eventos nunca cambian: igual que `created_since`, eventos creados desde este instante (incluido). */
                updated_since?: string;
                /** @description Solo los eventos de este tipo. */
                type?: "customer.created" | "customer.updated" | "category.created" | "category.updated" | "product.created" | "product.updated" | "stock_movement.created" | "sale.created" | "sale.updated" | "invoice.created" | "invoice.updated" | "cash_session.closed" | "stock_level.updated";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Respuesta correcta. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "data": [
                     *         {
                     *           "object": "event",
                     *           "id": "5f0e9d8c-7b6a-4594-8372-6150f4e3d2c1",
                     *           "type": "customer.created",
                     *           "api_version": "2026-09-28",
                     *           "created_at": "2026-11-20T22:41:05.870Z",
                     *           "data": {
                     *             "object": {
                     *               "object": "customer",
                     *               "id": "0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10",
                     *               "name": "Ana María",
                     *               "last_name": "Restrepo Gómez",
                     *               "email": "ana.restrepo@example.co",
                     *               "phone": "+57 300 123 4567",
                     *               "document_number": "1020304050",
                     *               "person_type": "person",
                     *               "document_type": "CC",
                     *               "contact_channel": "whatsapp",
                     *               "deleted_at": null,
                     *               "created_at": "2026-11-20T22:41:05.870Z",
                     *               "updated_at": "2026-11-20T22:41:05.870Z"
                     *             }
                     *           }
                     *         }
                     *       ],
                     *       "has_more": false,
                     *       "next_cursor": null
                     *     }
                     */
                    "application/json": components["schemas"]["EventList"];
                };
            };
            /** @description Solicitud inválida: `VALIDATION_ERROR`, `INVALID_CURSOR`. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description Id del recurso (UUID), tal como lo devuelve la API.
                 * @example 5f0e9d8c-7b6a-4594-8372-6150f4e3d2c1
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Un cambio en los datos de la cuenta: el mismo objeto que llega como cuerpo de un webhook. Se guardan al menos 30 días. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "event",
                     *       "id": "5f0e9d8c-7b6a-4594-8372-6150f4e3d2c1",
                     *       "type": "customer.created",
                     *       "api_version": "2026-09-28",
                     *       "created_at": "2026-11-20T22:41:05.870Z",
                     *       "data": {
                     *         "object": {
                     *           "object": "customer",
                     *           "id": "0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10",
                     *           "name": "Ana María",
                     *           "last_name": "Restrepo Gómez",
                     *           "email": "ana.restrepo@example.co",
                     *           "phone": "+57 300 123 4567",
                     *           "document_number": "1020304050",
                     *           "person_type": "person",
                     *           "document_type": "CC",
                     *           "contact_channel": "whatsapp",
                     *           "deleted_at": null,
                     *           "created_at": "2026-11-20T22:41:05.870Z",
                     *           "updated_at": "2026-11-20T22:41:05.870Z"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Event"];
                };
            };
            /** @description Solicitud inválida: `VALIDATION_ERROR`. */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            /** @description No existe: `NOT_FOUND`. */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
}
