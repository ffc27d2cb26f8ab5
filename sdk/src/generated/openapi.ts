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
         * @description Responde a cualquier llave válida, tenga o no permisos y aunque el plan no incluya la API. `data_freshness` dice hasta cuándo subió datos cada dispositivo.
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
        /** Obtiene un cliente */
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
        /** Obtiene una categoría */
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
        /** Obtiene un producto */
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
        /** Obtiene una bodega */
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
         * @description Una diferencia, nunca un valor absoluto: cada dispositivo la aplica una sola vez aunque haya vendido sin conexión. `quantity` es siempre positiva y `type` da la dirección. No se verifica el inventario disponible en `out`. No admite productos con variantes ni compuestos. Emite `stock_movement.created`.
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
        /** Obtiene un movimiento de inventario */
        get: operations["getStockMovement"];
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
        /** Account */
        Account: {
            /** @enum {string} */
            object: "account";
            /** Format: uuid */
            id: string;
            business: {
                name: string;
                currency: string;
            } | null;
            /** @description `free`, `plus` o `pro`; la API está en el plan `pro`. */
            plan: string;
            api_key: {
                /** Format: uuid */
                id: string;
                name: string;
                /** @description `live` o `test`. */
                environment: string;
                scopes: string[];
                /** Format: date-time */
                expires_at: string | null;
            } | null;
            data_freshness: {
                /**
                 * Format: date-time
                 * @description El más reciente de los dispositivos.
                 */
                last_device_sync_at: string | null;
                devices: {
                    name: string | null;
                    /** @description `primary`, `satellite` o `kitchen`. */
                    kind: string;
                    platform: string | null;
                    /**
                     * Format: date-time
                     * @description Último cambio que el dispositivo subió de verdad (no su última conexión).
                     */
                    last_sync_at: string | null;
                }[];
            };
        };
        /** Error */
        Error: {
            error: {
                /** @description Código estable del error. */
                code: "VALIDATION_ERROR" | "INVALID_JSON" | "INVALID_CURSOR" | "IDEMPOTENCY_KEY_REQUIRED" | "UNAUTHENTICATED" | "INVALID_API_KEY" | "API_KEY_REVOKED" | "API_KEY_EXPIRED" | "API_KEY_WRONG_ENVIRONMENT" | "ACCOUNT_INACTIVE" | "PLAN_REQUIRED" | "INSUFFICIENT_SCOPE" | "BROWSER_REQUESTS_NOT_ALLOWED" | "NOT_FOUND" | "ROUTE_NOT_FOUND" | "PAYLOAD_TOO_LARGE" | "CONFLICT" | "SKU_ALREADY_EXISTS" | "IDEMPOTENCY_IN_PROGRESS" | "NO_WAREHOUSE" | "DEVICES_OUTDATED" | "IDEMPOTENCY_KEY_REUSED" | "VARIANT_STOCK_UNSUPPORTED" | "COMPOSITE_STOCK_UNSUPPORTED" | "RATE_LIMITED" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
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
         *       "last_name": "Restrepo",
         *       "email": "ana@example.co",
         *       "phone": "+57 300 123 4567",
         *       "document_number": "1020304050",
         *       "person_type": "person",
         *       "document_type": "CC",
         *       "contact_channel": "whatsapp",
         *       "deleted_at": null,
         *       "created_at": "2026-11-22T14:03:12.120Z",
         *       "updated_at": "2026-11-22T14:03:12.120Z"
         *     }
         */
        Customer: {
            /** @enum {string} */
            object: "customer";
            /** Format: uuid */
            id: string;
            name: string;
            last_name: string | null;
            email: string | null;
            phone: string | null;
            document_number: string | null;
            /** @description `person` (persona natural) o `company`. */
            person_type: string;
            /** @description `CC`, `TI`, `NIT`, `CE` o `PASAPORTE`. */
            document_type: string;
            /** @description Canal por el que llegó el cliente. */
            contact_channel: string | null;
            /**
             * Format: date-time
             * @description Presente en registros eliminados (solo con include_deleted=true).
             */
            deleted_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** CustomerList */
        CustomerList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Customer"][];
            has_more: boolean;
            /** @description Pásalo sin cambios como `starting_after`. */
            next_cursor: string | null;
        };
        /**
         * Category
         * @example {
         *       "object": "category",
         *       "id": "3c9d2e1f-8a7b-4c6d-9e0f-1a2b3c4d5e6f",
         *       "name": "Bebidas",
         *       "description": "Gaseosas, jugos y agua",
         *       "image_url": "https://cdn.example.co/categorias/bebidas.png",
         *       "sort_order": 2,
         *       "deleted_at": null,
         *       "created_at": "2026-11-22T14:03:12.120Z",
         *       "updated_at": "2026-11-22T14:03:12.120Z"
         *     }
         */
        Category: {
            /** @enum {string} */
            object: "category";
            /** Format: uuid */
            id: string;
            name: string;
            description: string | null;
            /** Format: uri */
            image_url: string | null;
            /** @description Orden en que la caja muestra las categorías. */
            sort_order: number;
            /**
             * Format: date-time
             * @description Presente en registros eliminados (solo con include_deleted=true).
             */
            deleted_at: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** CategoryList */
        CategoryList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Category"][];
            has_more: boolean;
            /** @description Pásalo sin cambios como `starting_after`. */
            next_cursor: string | null;
        };
        /**
         * ProductVariant
         * @description Las variantes nunca llevan inventario.
         */
        ProductVariant: {
            /** @enum {string} */
            object: "product_variant";
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            product_id: string;
            /** @description Nombre de la variante. */
            label: string;
            /** @description Único en la cuenta. */
            sku: string | null;
            base_price: number;
            /** @description Si es 0, la caja usa el precio del producto. */
            final_price: number;
            percent_discount: number;
            images: string[];
            is_default: boolean;
            active: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** Format: date-time */
            deleted_at: string | null;
        };
        /**
         * Product
         * @example {
         *       "object": "product",
         *       "id": "0f6e5d4c-3b2a-4190-8877-665544332211",
         *       "name": "Café de origen 500 g",
         *       "description": "Café tostado en grano, origen Huila.",
         *       "description_short": "Café en grano",
         *       "sku": "CAF-500",
         *       "category_id": "3c9d2e1f-8a7b-4c6d-9e0f-1a2b3c4d5e6f",
         *       "kind": "simple",
         *       "sellable": true,
         *       "active": true,
         *       "tax_class": "standard",
         *       "base_price": 32000,
         *       "final_price": 28800,
         *       "percent_discount": 10,
         *       "base_unit": "und",
         *       "sold_by_weight": false,
         *       "stock": null,
         *       "unit_cost": 18500,
         *       "image_url": null,
         *       "images": [],
         *       "has_variants": false,
         *       "variants": [],
         *       "created_at": "2026-11-22T14:03:12.120Z",
         *       "updated_at": "2026-11-22T14:03:12.120Z"
         *     }
         */
        Product: {
            /** @enum {string} */
            object: "product";
            /** Format: uuid */
            id: string;
            name: string;
            description: string;
            description_short: string;
            sku: string | null;
            /** Format: uuid */
            category_id: string | null;
            /** @description `simple` o `composite` (receta, sin inventario propio). */
            kind: string;
            /** @description false = ingrediente que no se vende solo. */
            sellable: boolean;
            active: boolean;
            /** @description Uno de: standard, reduced_5, excluded, exempt, service_19, event_package, bag, passthrough. */
            tax_class: string;
            /** @description Precio de lista antes del descuento propio del producto. */
            base_price: number;
            /** @description Precio al que vende la caja. */
            final_price: number;
            /** @description 0 a 100; puede tener decimales. */
            percent_discount: number;
            /** @description Uno de: und, g, kg, lb, oz, ml, l, doc. */
            base_unit: string;
            sold_by_weight: boolean;
            /** @description Siempre null por ahora. */
            stock: number | null;
            /** @description Costo promedio ponderado por unidad base (informativo). */
            unit_cost: number;
            image_url: string | null;
            images: string[];
            has_variants: boolean;
            /** @description Variantes vigentes (no eliminadas). */
            variants: components["schemas"]["ProductVariant"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** ProductList */
        ProductList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Product"][];
            has_more: boolean;
            /** @description Pásalo sin cambios como `starting_after`. */
            next_cursor: string | null;
        };
        /**
         * Warehouse
         * @example {
         *       "object": "warehouse",
         *       "id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
         *       "name": "Bodega principal",
         *       "is_default": true,
         *       "active": true,
         *       "created_at": "2026-11-22T14:03:12.120Z",
         *       "updated_at": "2026-11-22T14:03:12.120Z"
         *     }
         */
        Warehouse: {
            /** @enum {string} */
            object: "warehouse";
            /** Format: uuid */
            id: string;
            name: string;
            /** @description La bodega que usan los movimientos que no indican `warehouse_id`. */
            is_default: boolean;
            /** @description Las bodegas inactivas no reciben movimientos por la API. */
            active: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** WarehouseList */
        WarehouseList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Warehouse"][];
            has_more: boolean;
            /** @description Pásalo sin cambios como `starting_after`. */
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
         *       "reason": "Compra a proveedor",
         *       "reference": "OC-2026-118",
         *       "unit_cost": 3500,
         *       "origin_type": "api",
         *       "sale_id": null,
         *       "created_at": "2026-11-22T14:03:12.120Z",
         *       "updated_at": "2026-11-22T14:03:12.120Z"
         *     }
         */
        StockMovement: {
            /** @enum {string} */
            object: "stock_movement";
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            product_id: string;
            /** Format: uuid */
            variant_id: string | null;
            /**
             * Format: uuid
             * @description Null si el movimiento llegó antes que su bodega; aparece cuando la bodega llega.
             */
            warehouse_id: string | null;
            /** @description Tipo registrado por el dispositivo; los creados por la API son `in` (entra) u `out` (sale). */
            type: string;
            /** @description En la unidad base del producto; puede ser fraccionaria. Es siempre positiva: la dirección la da `type`. */
            quantity: number;
            reason: string | null;
            reference: string | null;
            /** @description Costo por unidad base al momento del movimiento. */
            unit_cost: number | null;
            /** @description `sale`, `purchase`, `adjustment`, `recipe_explosion`, `reversal`; los creados por la API, `api`. */
            origin_type: string | null;
            /**
             * Format: uuid
             * @description Venta que causó el movimiento.
             */
            sale_id: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** StockMovementList */
        StockMovementList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["StockMovement"][];
            has_more: boolean;
            /** @description Pásalo sin cambios como `starting_after`. */
            next_cursor: string | null;
        };
        /** TaxBreakdownEntry */
        TaxBreakdownEntry: {
            /** @description Código del impuesto: `01` IVA, `03` ICA, `04` INC, `22` INC bolsas. */
            code: string;
            /** @description Porcentaje entero (19 es 19 %); null en los impuestos por unidad. */
            rate: number | null;
            /** @description Pesos por unidad (impuesto a las bolsas); null en los porcentuales. */
            per_unit: number | null;
            /** @description Base gravable. */
            base: number;
            /** @description Valor del impuesto. */
            amount: number;
        };
        /** TaxEntry */
        TaxEntry: {
            /** @description Código del impuesto: `01` IVA, `03` ICA, `04` INC, `22` INC bolsas. */
            code: string;
            name: string | null;
            /** @description Porcentaje entero (19 es 19 %); null en los impuestos por unidad. */
            rate: number | null;
            /** @description Pesos por unidad (impuesto a las bolsas); null en los porcentuales. */
            per_unit: number | null;
            /** @description Base gravable. */
            base: number;
            /** @description Valor del impuesto. */
            amount: number;
        };
        /** SaleItem */
        SaleItem: {
            /** @enum {string} */
            object: "sale_item";
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            product_id: string | null;
            /** Format: uuid */
            variant_id: string | null;
            /** @description `product` o una línea libre. */
            item_kind: string;
            description: string | null;
            /** @description Puede ser fraccionaria (productos por peso), en la unidad base del producto. */
            quantity: number;
            /** @description Precio unitario con los impuestos porcentuales incluidos. */
            unit_price: number;
            /** @description Total de la línea, impuestos incluidos. */
            subtotal: number;
            /** @description Costo unitario congelado al vender. */
            unit_cost: number | null;
            /** @description Clase de impuesto del producto al momento de la venta. */
            tax_class: string;
            /** @description Impuestos congelados al momento de la venta. */
            taxes: components["schemas"]["TaxEntry"][] | null;
        };
        /**
         * InvoiceSummary
         * @description Un documento de la venta, en resumen.
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
            /** @description CUFE o CUDE del documento electrónico. */
            cufe: string | null;
            /** @description Prefijo de la numeración. */
            prefix: string | null;
            /** @description Consecutivo. */
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
         *       "subtotal": 47600,
         *       "discount": 0,
         *       "discount_percent": 0,
         *       "tax": 7600,
         *       "tip_amount": 2000,
         *       "total": 49600,
         *       "tax_breakdown": [
         *         {
         *           "code": "01",
         *           "rate": 19,
         *           "per_unit": null,
         *           "base": 40000,
         *           "amount": 7600
         *         }
         *       ],
         *       "notes": null,
         *       "table_label": "Mesa 4",
         *       "items": [
         *         {
         *           "object": "sale_item",
         *           "id": "3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99",
         *           "product_id": "0f6e5d4c-3b2a-4190-8877-665544332211",
         *           "variant_id": null,
         *           "item_kind": "product",
         *           "description": "Café de origen 500 g",
         *           "quantity": 2,
         *           "unit_price": 23800,
         *           "subtotal": 47600,
         *           "tax_class": "standard",
         *           "taxes": [
         *             {
         *               "code": "01",
         *               "name": "IVA",
         *               "rate": 19,
         *               "per_unit": null,
         *               "base": 40000,
         *               "amount": 7600
         *             }
         *           ],
         *           "unit_cost": 14200.5
         *         }
         *       ],
         *       "invoices": [
         *         {
         *           "id": "6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d",
         *           "document_type": "electronic_invoice",
         *           "status": "issued",
         *           "cufe": "a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9",
         *           "prefix": "FE",
         *           "number": 1042
         *         }
         *       ],
         *       "occurred_at": "2026-11-22T15:01:37.000Z",
         *       "created_at": "2026-11-22T15:04:12.120Z",
         *       "updated_at": "2026-11-22T15:04:12.120Z"
         *     }
         */
        Sale: {
            /** @enum {string} */
            object: "sale";
            /** Format: uuid */
            id: string;
            /** @description Estado registrado por la caja, por ejemplo `completed`, `cancelled`, `open` o `pending`. */
            status: string;
            /**
             * @description Documento que pidió la caja al cobrar: `pos` o `invoice`.
             * @enum {string}
             */
            document_kind: "pos" | "invoice";
            /** @description Como lo registró la caja, por ejemplo `CASH`, `CARD` o `NEQUI`. */
            payment_method: string;
            /** Format: uuid */
            customer_id: string | null;
            /**
             * Format: uuid
             * @description Sesión de caja en que se cobró.
             */
            cash_session_id: string | null;
            /** @description Suma de las líneas, impuestos incluidos. */
            subtotal: number;
            /** @description Descuento sobre el subtotal. */
            discount: number;
            /** @description Porcentaje de descuento, 0 a 100. */
            discount_percent: number;
            /** @description Parte del total que es impuesto. */
            tax: number;
            /** @description Propina; nunca es base gravable. */
            tip_amount: number;
            /** @description `subtotal` - `discount` + `tip_amount`. */
            total: number;
            /** @description Totales por (código, tarifa). */
            tax_breakdown: components["schemas"]["TaxBreakdownEntry"][] | null;
            notes: string | null;
            /** @description Mesa o referencia del pedido. */
            table_label: string | null;
            items: components["schemas"]["SaleItem"][];
            /** @description Documentos emitidos para la venta. */
            invoices: components["schemas"]["InvoiceSummary"][];
            /**
             * Format: date-time
             * @description Cuándo se registró la venta en la caja, por el reloj de la caja. Es la fecha de negocio: úsala para reportes.
             */
            occurred_at: string;
            /**
             * Format: date-time
             * @description Cuándo llegó a la nube. Una caja que vendió sin conexión la sube después.
             */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** SaleList */
        SaleList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Sale"][];
            has_more: boolean;
            /** @description Pásalo sin cambios como `starting_after`. */
            next_cursor: string | null;
        };
        /**
         * Invoice
         * @description Factura electrónica, documento equivalente POS o documento interno. No publica PDF ni XML.
         * @example {
         *       "object": "invoice",
         *       "id": "6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d",
         *       "sale_id": "1e2d3c4b-5a69-4788-9766-554433221100",
         *       "customer_id": "0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10",
         *       "document_type": "electronic_invoice",
         *       "status": "issued",
         *       "cufe": "a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9",
         *       "prefix": "FE",
         *       "number": 1042,
         *       "subtotal": 40000,
         *       "tax": 7600,
         *       "total": 47600,
         *       "issued_at": "2026-11-22T15:04:10.000Z",
         *       "created_at": "2026-11-22T15:04:12.120Z",
         *       "updated_at": "2026-11-22T15:04:12.120Z"
         *     }
         */
        Invoice: {
            /** @enum {string} */
            object: "invoice";
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description Venta del documento; detalle en GET /sales/{id}.
             */
            sale_id: string | null;
            /** Format: uuid */
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
            /** @description CUFE o CUDE del documento electrónico. */
            cufe: string | null;
            /** @description Prefijo de la numeración. */
            prefix: string | null;
            /** @description Consecutivo. */
            number: number;
            /** @description Valor antes de impuestos. */
            subtotal: number;
            /** @description Impuestos del documento. */
            tax: number;
            /** @description Valor total del documento. */
            total: number;
            /**
             * Format: date-time
             * @description Cuándo se emitió; null mientras no se haya emitido.
             */
            issued_at: string | null;
            /**
             * Format: date-time
             * @description Cuándo llegó a la nube.
             */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** InvoiceList */
        InvoiceList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Invoice"][];
            has_more: boolean;
            /** @description Pásalo sin cambios como `starting_after`. */
            next_cursor: string | null;
        };
        /** QuoteItem */
        QuoteItem: {
            /** @enum {string} */
            object: "quote_item";
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            product_id: string | null;
            /** Format: uuid */
            variant_id: string | null;
            /** @description `product` o una línea libre. */
            item_kind: string;
            description: string | null;
            /** @description Puede ser fraccionaria (productos por peso), en la unidad base del producto. */
            quantity: number;
            /** @description Precio unitario con los impuestos porcentuales incluidos. */
            unit_price: number;
            /** @description Total de la línea, impuestos incluidos. */
            subtotal: number;
            /** @description Clase de impuesto del producto al momento de la venta. */
            tax_class: string;
            /** @description Impuestos congelados al momento de la venta. */
            taxes: components["schemas"]["TaxEntry"][] | null;
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
         *       "subtotal": 47600,
         *       "discount": 0,
         *       "tax": 7600,
         *       "total": 47600,
         *       "tax_breakdown": [
         *         {
         *           "code": "01",
         *           "rate": 19,
         *           "per_unit": null,
         *           "base": 40000,
         *           "amount": 7600
         *         }
         *       ],
         *       "notes": "Entrega en 3 días hábiles",
         *       "payment_link": null,
         *       "expires_at": "2026-12-01T05:00:00.000Z",
         *       "sent_at": "2026-11-22T16:00:00.000Z",
         *       "items": [
         *         {
         *           "object": "quote_item",
         *           "id": "3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99",
         *           "product_id": "0f6e5d4c-3b2a-4190-8877-665544332211",
         *           "variant_id": null,
         *           "item_kind": "product",
         *           "description": "Café de origen 500 g",
         *           "quantity": 2,
         *           "unit_price": 23800,
         *           "subtotal": 47600,
         *           "tax_class": "standard",
         *           "taxes": [
         *             {
         *               "code": "01",
         *               "name": "IVA",
         *               "rate": 19,
         *               "per_unit": null,
         *               "base": 40000,
         *               "amount": 7600
         *             }
         *           ],
         *           "note": null
         *         }
         *       ],
         *       "created_at": "2026-11-22T16:00:03.120Z",
         *       "updated_at": "2026-11-22T16:00:03.120Z"
         *     }
         */
        Quote: {
            /** @enum {string} */
            object: "quote";
            /** Format: uuid */
            id: string;
            /** @description Número de la cotización en la caja. */
            number: string | null;
            /**
             * @description `draft`, `sent`, `accepted`, `rejected`, `expired` o `converted`. Una cotización en `draft` o `sent` cuyo `expires_at` ya pasó se muestra como `expired`.
             * @enum {string}
             */
            status: "draft" | "sent" | "accepted" | "rejected" | "expired" | "converted";
            /** Format: uuid */
            customer_id: string | null;
            /**
             * Format: uuid
             * @description Venta en que se convirtió.
             */
            converted_sale_id: string | null;
            /** @description Suma de las líneas, impuestos incluidos. */
            subtotal: number;
            discount: number;
            /** @description Parte del total que es impuesto. */
            tax: number;
            total: number;
            /** @description Totales por (código, tarifa). */
            tax_breakdown: components["schemas"]["TaxBreakdownEntry"][] | null;
            notes: string | null;
            /** @description Enlace de pago enviado al cliente. */
            payment_link: string | null;
            /**
             * Format: date-time
             * @description Desde este instante la cotización vence.
             */
            expires_at: string | null;
            /** Format: date-time */
            sent_at: string | null;
            items: components["schemas"]["QuoteItem"][];
            /**
             * Format: date-time
             * @description Cuándo llegó a la nube.
             */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** QuoteList */
        QuoteList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Quote"][];
            has_more: boolean;
            /** @description Pásalo sin cambios como `starting_after`. */
            next_cursor: string | null;
        };
        /** CashMovement */
        CashMovement: {
            /** @enum {string} */
            object: "cash_movement";
            /** Format: uuid */
            id: string;
            /**
             * @description `in` entra efectivo, `out` sale.
             * @enum {string}
             */
            type: "in" | "out";
            amount: number;
            reason: string | null;
            /**
             * Format: date-time
             * @description Cuándo se registró en la caja, por el reloj de la caja.
             */
            occurred_at: string;
            /**
             * Format: date-time
             * @description Cuándo llegó a la nube.
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
         *           "reason": "Pago a proveedor de hielo",
         *           "occurred_at": "2026-11-22T17:30:00.000Z",
         *           "created_at": "2026-11-22T17:30:04.210Z"
         *         }
         *       ],
         *       "created_at": "2026-11-22T12:00:02.120Z",
         *       "updated_at": "2026-11-23T02:10:03.500Z"
         *     }
         */
        CashSession: {
            /** @enum {string} */
            object: "cash_session";
            /** Format: uuid */
            id: string;
            /**
             * @description `open`, `closed` o `suspended`.
             * @enum {string}
             */
            status: "open" | "closed" | "suspended";
            /** @description Nombre de la caja. */
            terminal_name: string;
            /** @description Efectivo al abrir. */
            opening_cash: number;
            /** @description Lo que la caja calculó que debía haber al cerrar. */
            expected_cash: number | null;
            /** @description Lo que se contó al cerrar. */
            closing_cash: number | null;
            /**
             * Format: date-time
             * @description Apertura, por el reloj de la caja.
             */
            opened_at: string;
            /**
             * Format: date-time
             * @description Cierre, por el reloj de la caja; null si no ha cerrado.
             */
            closed_at: string | null;
            /** @description Entradas y salidas de efectivo de la sesión. */
            movements: components["schemas"]["CashMovement"][];
            /**
             * Format: date-time
             * @description Cuándo llegó a la nube.
             */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** CashSessionList */
        CashSessionList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["CashSession"][];
            has_more: boolean;
            /** @description Pásalo sin cambios como `starting_after`. */
            next_cursor: string | null;
        };
        /** DailySales */
        DailySales: {
            /** @enum {string} */
            object: "daily_sales";
            /**
             * Format: date
             * @description Día calendario en America/Bogota.
             */
            date: string;
            /** @description Ventas con estado `completed` de ese día. */
            sales_count: number;
            /** @description Suma de `subtotal`. */
            subtotal: number;
            /** @description Suma de `discount`. */
            discount: number;
            /** @description Suma de `tax`. */
            tax: number;
            /** @description Suma de `tip_amount`. */
            tip_amount: number;
            /** @description Suma de `total`. */
            total: number;
            /** @description `total` - `tax` - `tip_amount`. */
            net_income: number;
        };
        /** DailySalesReport */
        DailySalesReport: {
            /** @enum {string} */
            object: "daily_sales_report";
            /** @enum {string} */
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
         *       "created_at": "2026-11-22T14:03:12.120Z",
         *       "data": {
         *         "object": {
         *           "object": "customer",
         *           "id": "0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10",
         *           "name": "Ana María",
         *           "last_name": "Restrepo",
         *           "email": "ana@example.co",
         *           "phone": "+57 300 123 4567",
         *           "document_number": "1020304050",
         *           "person_type": "person",
         *           "document_type": "CC",
         *           "contact_channel": "whatsapp",
         *           "deleted_at": null,
         *           "created_at": "2026-11-22T14:03:12.120Z",
         *           "updated_at": "2026-11-22T14:03:12.120Z"
         *         }
         *       }
         *     }
         */
        Event: {
            /** @enum {string} */
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
            type: "customer.created" | "customer.updated" | "category.created" | "category.updated" | "product.created" | "product.updated" | "stock_movement.created" | "sale.created" | "sale.updated" | "invoice.created" | "invoice.updated" | "cash_session.closed";
            /**
             * @description Versión de la forma de `data.object`.
             * @enum {string}
             */
            api_version: "2026-09-28";
            /**
             * Format: date-time
             * @description Cuándo ocurrió el cambio en la nube.
             */
            created_at: string;
            data: {
                /** @description El recurso (cliente, categoría, producto, movimiento de inventario, venta, documento o sesión de caja) tal como la API lo devolvía en el instante del evento. */
                object: unknown;
            };
        };
        /** EventList */
        EventList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Event"][];
            has_more: boolean;
            /** @description Pásalo sin cambios como `starting_after`. */
            next_cursor: string | null;
        };
    };
    responses: {
        /** @description Solicitud inválida: `VALIDATION_ERROR`, `INVALID_JSON`, `INVALID_CURSOR`, `IDEMPOTENCY_KEY_REQUIRED`. */
        Error400: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Sin una llave válida: `UNAUTHENTICATED`, `INVALID_API_KEY`, `API_KEY_REVOKED`, `API_KEY_EXPIRED`, `API_KEY_WRONG_ENVIRONMENT`, `ACCOUNT_INACTIVE`. */
        Error401: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Sin permiso: `PLAN_REQUIRED`, `INSUFFICIENT_SCOPE`, `BROWSER_REQUESTS_NOT_ALLOWED`. */
        Error403: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No existe: `NOT_FOUND`, `ROUTE_NOT_FOUND`. */
        Error404: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
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
                "application/json": components["schemas"]["Error"];
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
                "application/json": components["schemas"]["Error"];
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
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Conflicto con el estado actual: `CONFLICT`, `SKU_ALREADY_EXISTS`, `IDEMPOTENCY_IN_PROGRESS`, `NO_WAREHOUSE`, `DEVICES_OUTDATED`. */
        Error409: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
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
                "application/json": components["schemas"]["Error"];
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
                "application/json": components["schemas"]["Error"];
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
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
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
                    "application/json": components["schemas"]["CustomerList"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
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
                 *       "last_name": "Restrepo",
                 *       "email": "ana@example.co",
                 *       "document_number": "1020304050"
                 *     }
                 */
                "application/json": {
                    /** @description Nombre; no puede estar vacío. */
                    name: string;
                    last_name?: string;
                    phone?: string;
                    /** Format: email */
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
                     *       "last_name": "Restrepo",
                     *       "email": "ana@example.co",
                     *       "phone": "+57 300 123 4567",
                     *       "document_number": "1020304050",
                     *       "person_type": "person",
                     *       "document_type": "CC",
                     *       "contact_channel": "whatsapp",
                     *       "deleted_at": null,
                     *       "created_at": "2026-11-22T14:03:12.120Z",
                     *       "updated_at": "2026-11-22T14:03:12.120Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            422: components["responses"]["Error422"];
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
                     *       "last_name": "Restrepo",
                     *       "email": "ana@example.co",
                     *       "phone": "+57 300 123 4567",
                     *       "document_number": "1020304050",
                     *       "person_type": "person",
                     *       "document_type": "CC",
                     *       "contact_channel": "whatsapp",
                     *       "deleted_at": null,
                     *       "created_at": "2026-11-22T14:03:12.120Z",
                     *       "updated_at": "2026-11-22T14:03:12.120Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
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
                    last_name?: string;
                    phone?: string;
                    /** Format: email */
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
                     *       "last_name": "Restrepo",
                     *       "email": "ana@example.co",
                     *       "phone": "+57 300 123 4567",
                     *       "document_number": "1020304050",
                     *       "person_type": "person",
                     *       "document_type": "CC",
                     *       "contact_channel": "whatsapp",
                     *       "deleted_at": null,
                     *       "created_at": "2026-11-22T14:03:12.120Z",
                     *       "updated_at": "2026-11-22T14:03:12.120Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            422: components["responses"]["Error422"];
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
                    "application/json": components["schemas"]["CategoryList"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
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
                 *       "name": "Bebidas",
                 *       "description": "Gaseosas, jugos y agua",
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
                     *       "name": "Bebidas",
                     *       "description": "Gaseosas, jugos y agua",
                     *       "image_url": "https://cdn.example.co/categorias/bebidas.png",
                     *       "sort_order": 2,
                     *       "deleted_at": null,
                     *       "created_at": "2026-11-22T14:03:12.120Z",
                     *       "updated_at": "2026-11-22T14:03:12.120Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Category"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            422: components["responses"]["Error422"];
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
                     *       "name": "Bebidas",
                     *       "description": "Gaseosas, jugos y agua",
                     *       "image_url": "https://cdn.example.co/categorias/bebidas.png",
                     *       "sort_order": 2,
                     *       "deleted_at": null,
                     *       "created_at": "2026-11-22T14:03:12.120Z",
                     *       "updated_at": "2026-11-22T14:03:12.120Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Category"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
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
                     *       "name": "Bebidas",
                     *       "description": "Gaseosas, jugos y agua",
                     *       "image_url": "https://cdn.example.co/categorias/bebidas.png",
                     *       "sort_order": 2,
                     *       "deleted_at": null,
                     *       "created_at": "2026-11-22T14:03:12.120Z",
                     *       "updated_at": "2026-11-22T14:03:12.120Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Category"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            422: components["responses"]["Error422"];
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
                    "application/json": components["schemas"]["ProductList"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
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
                 *       "name": "Café de origen 500 g",
                 *       "sku": "CAF-500",
                 *       "base_price": 32000,
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
                     *       "name": "Café de origen 500 g",
                     *       "description": "Café tostado en grano, origen Huila.",
                     *       "description_short": "Café en grano",
                     *       "sku": "CAF-500",
                     *       "category_id": "3c9d2e1f-8a7b-4c6d-9e0f-1a2b3c4d5e6f",
                     *       "kind": "simple",
                     *       "sellable": true,
                     *       "active": true,
                     *       "tax_class": "standard",
                     *       "base_price": 32000,
                     *       "final_price": 28800,
                     *       "percent_discount": 10,
                     *       "base_unit": "und",
                     *       "sold_by_weight": false,
                     *       "stock": null,
                     *       "unit_cost": 18500,
                     *       "image_url": null,
                     *       "images": [],
                     *       "has_variants": false,
                     *       "variants": [],
                     *       "created_at": "2026-11-22T14:03:12.120Z",
                     *       "updated_at": "2026-11-22T14:03:12.120Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Product"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            422: components["responses"]["Error422"];
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
                     *       "name": "Café de origen 500 g",
                     *       "description": "Café tostado en grano, origen Huila.",
                     *       "description_short": "Café en grano",
                     *       "sku": "CAF-500",
                     *       "category_id": "3c9d2e1f-8a7b-4c6d-9e0f-1a2b3c4d5e6f",
                     *       "kind": "simple",
                     *       "sellable": true,
                     *       "active": true,
                     *       "tax_class": "standard",
                     *       "base_price": 32000,
                     *       "final_price": 28800,
                     *       "percent_discount": 10,
                     *       "base_unit": "und",
                     *       "sold_by_weight": false,
                     *       "stock": null,
                     *       "unit_cost": 18500,
                     *       "image_url": null,
                     *       "images": [],
                     *       "has_variants": false,
                     *       "variants": [],
                     *       "created_at": "2026-11-22T14:03:12.120Z",
                     *       "updated_at": "2026-11-22T14:03:12.120Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Product"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
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
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "base_price": 34000,
                 *       "active": true
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
                     *       "name": "Café de origen 500 g",
                     *       "description": "Café tostado en grano, origen Huila.",
                     *       "description_short": "Café en grano",
                     *       "sku": "CAF-500",
                     *       "category_id": "3c9d2e1f-8a7b-4c6d-9e0f-1a2b3c4d5e6f",
                     *       "kind": "simple",
                     *       "sellable": true,
                     *       "active": true,
                     *       "tax_class": "standard",
                     *       "base_price": 32000,
                     *       "final_price": 28800,
                     *       "percent_discount": 10,
                     *       "base_unit": "und",
                     *       "sold_by_weight": false,
                     *       "stock": null,
                     *       "unit_cost": 18500,
                     *       "image_url": null,
                     *       "images": [],
                     *       "has_variants": false,
                     *       "variants": [],
                     *       "created_at": "2026-11-22T14:03:12.120Z",
                     *       "updated_at": "2026-11-22T14:03:12.120Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Product"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            422: components["responses"]["Error422"];
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
                id: string;
                variantId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "label": "Talla M",
                 *       "base_price": 45000
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
                     *       "name": "Café de origen 500 g",
                     *       "description": "Café tostado en grano, origen Huila.",
                     *       "description_short": "Café en grano",
                     *       "sku": "CAF-500",
                     *       "category_id": "3c9d2e1f-8a7b-4c6d-9e0f-1a2b3c4d5e6f",
                     *       "kind": "simple",
                     *       "sellable": true,
                     *       "active": true,
                     *       "tax_class": "standard",
                     *       "base_price": 32000,
                     *       "final_price": 28800,
                     *       "percent_discount": 10,
                     *       "base_unit": "und",
                     *       "sold_by_weight": false,
                     *       "stock": null,
                     *       "unit_cost": 18500,
                     *       "image_url": null,
                     *       "images": [],
                     *       "has_variants": false,
                     *       "variants": [],
                     *       "created_at": "2026-11-22T14:03:12.120Z",
                     *       "updated_at": "2026-11-22T14:03:12.120Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Product"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            422: components["responses"]["Error422"];
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
                    "application/json": components["schemas"]["WarehouseList"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
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
                     *       "name": "Bodega principal",
                     *       "is_default": true,
                     *       "active": true,
                     *       "created_at": "2026-11-22T14:03:12.120Z",
                     *       "updated_at": "2026-11-22T14:03:12.120Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Warehouse"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
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
                    "application/json": components["schemas"]["StockMovementList"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
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
                 *       "reason": "Compra a proveedor",
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
                     *       "reason": "Compra a proveedor",
                     *       "reference": "OC-2026-118",
                     *       "unit_cost": 3500,
                     *       "origin_type": "api",
                     *       "sale_id": null,
                     *       "created_at": "2026-11-22T14:03:12.120Z",
                     *       "updated_at": "2026-11-22T14:03:12.120Z"
                     *     }
                     */
                    "application/json": components["schemas"]["StockMovement"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
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
                     *       "reason": "Compra a proveedor",
                     *       "reference": "OC-2026-118",
                     *       "unit_cost": 3500,
                     *       "origin_type": "api",
                     *       "sale_id": null,
                     *       "created_at": "2026-11-22T14:03:12.120Z",
                     *       "updated_at": "2026-11-22T14:03:12.120Z"
                     *     }
                     */
                    "application/json": components["schemas"]["StockMovement"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
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
                /** @description Estado exacto, por ejemplo `completed`. */
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
                    "application/json": components["schemas"]["SaleList"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
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
                     *       "subtotal": 47600,
                     *       "discount": 0,
                     *       "discount_percent": 0,
                     *       "tax": 7600,
                     *       "tip_amount": 2000,
                     *       "total": 49600,
                     *       "tax_breakdown": [
                     *         {
                     *           "code": "01",
                     *           "rate": 19,
                     *           "per_unit": null,
                     *           "base": 40000,
                     *           "amount": 7600
                     *         }
                     *       ],
                     *       "notes": null,
                     *       "table_label": "Mesa 4",
                     *       "items": [
                     *         {
                     *           "object": "sale_item",
                     *           "id": "3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99",
                     *           "product_id": "0f6e5d4c-3b2a-4190-8877-665544332211",
                     *           "variant_id": null,
                     *           "item_kind": "product",
                     *           "description": "Café de origen 500 g",
                     *           "quantity": 2,
                     *           "unit_price": 23800,
                     *           "subtotal": 47600,
                     *           "tax_class": "standard",
                     *           "taxes": [
                     *             {
                     *               "code": "01",
                     *               "name": "IVA",
                     *               "rate": 19,
                     *               "per_unit": null,
                     *               "base": 40000,
                     *               "amount": 7600
                     *             }
                     *           ],
                     *           "unit_cost": 14200.5
                     *         }
                     *       ],
                     *       "invoices": [
                     *         {
                     *           "id": "6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d",
                     *           "document_type": "electronic_invoice",
                     *           "status": "issued",
                     *           "cufe": "a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9",
                     *           "prefix": "FE",
                     *           "number": 1042
                     *         }
                     *       ],
                     *       "occurred_at": "2026-11-22T15:01:37.000Z",
                     *       "created_at": "2026-11-22T15:04:12.120Z",
                     *       "updated_at": "2026-11-22T15:04:12.120Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Sale"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
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
                    "application/json": components["schemas"]["InvoiceList"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
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
                     *       "sale_id": "1e2d3c4b-5a69-4788-9766-554433221100",
                     *       "customer_id": "0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10",
                     *       "document_type": "electronic_invoice",
                     *       "status": "issued",
                     *       "cufe": "a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9",
                     *       "prefix": "FE",
                     *       "number": 1042,
                     *       "subtotal": 40000,
                     *       "tax": 7600,
                     *       "total": 47600,
                     *       "issued_at": "2026-11-22T15:04:10.000Z",
                     *       "created_at": "2026-11-22T15:04:12.120Z",
                     *       "updated_at": "2026-11-22T15:04:12.120Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
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
                    "application/json": components["schemas"]["QuoteList"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
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
                     *       "subtotal": 47600,
                     *       "discount": 0,
                     *       "tax": 7600,
                     *       "total": 47600,
                     *       "tax_breakdown": [
                     *         {
                     *           "code": "01",
                     *           "rate": 19,
                     *           "per_unit": null,
                     *           "base": 40000,
                     *           "amount": 7600
                     *         }
                     *       ],
                     *       "notes": "Entrega en 3 días hábiles",
                     *       "payment_link": null,
                     *       "expires_at": "2026-12-01T05:00:00.000Z",
                     *       "sent_at": "2026-11-22T16:00:00.000Z",
                     *       "items": [
                     *         {
                     *           "object": "quote_item",
                     *           "id": "3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99",
                     *           "product_id": "0f6e5d4c-3b2a-4190-8877-665544332211",
                     *           "variant_id": null,
                     *           "item_kind": "product",
                     *           "description": "Café de origen 500 g",
                     *           "quantity": 2,
                     *           "unit_price": 23800,
                     *           "subtotal": 47600,
                     *           "tax_class": "standard",
                     *           "taxes": [
                     *             {
                     *               "code": "01",
                     *               "name": "IVA",
                     *               "rate": 19,
                     *               "per_unit": null,
                     *               "base": 40000,
                     *               "amount": 7600
                     *             }
                     *           ],
                     *           "note": null
                     *         }
                     *       ],
                     *       "created_at": "2026-11-22T16:00:03.120Z",
                     *       "updated_at": "2026-11-22T16:00:03.120Z"
                     *     }
                     */
                    "application/json": components["schemas"]["Quote"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
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
                    "application/json": components["schemas"]["CashSessionList"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
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
                     *           "reason": "Pago a proveedor de hielo",
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
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
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
                     *       "from": "2026-11-21",
                     *       "to": "2026-11-22",
                     *       "days": [
                     *         {
                     *           "object": "daily_sales",
                     *           "date": "2026-11-21",
                     *           "sales_count": 0,
                     *           "subtotal": 0,
                     *           "discount": 0,
                     *           "tax": 0,
                     *           "tip_amount": 0,
                     *           "total": 0,
                     *           "net_income": 0
                     *         },
                     *         {
                     *           "object": "daily_sales",
                     *           "date": "2026-11-22",
                     *           "sales_count": 2,
                     *           "subtotal": 95200,
                     *           "discount": 5000,
                     *           "tax": 15200,
                     *           "tip_amount": 2000,
                     *           "total": 92200,
                     *           "net_income": 75000
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["DailySalesReport"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
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
                type?: "customer.created" | "customer.updated" | "category.created" | "category.updated" | "product.created" | "product.updated" | "stock_movement.created" | "sale.created" | "sale.updated" | "invoice.created" | "invoice.updated" | "cash_session.closed";
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
                    "application/json": components["schemas"]["EventList"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
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
                     *       "created_at": "2026-11-22T14:03:12.120Z",
                     *       "data": {
                     *         "object": {
                     *           "object": "customer",
                     *           "id": "0b6c1a52-6f0e-4a57-9a7e-3c2d1e0f9a10",
                     *           "name": "Ana María",
                     *           "last_name": "Restrepo",
                     *           "email": "ana@example.co",
                     *           "phone": "+57 300 123 4567",
                     *           "document_number": "1020304050",
                     *           "person_type": "person",
                     *           "document_type": "CC",
                     *           "contact_channel": "whatsapp",
                     *           "deleted_at": null,
                     *           "created_at": "2026-11-22T14:03:12.120Z",
                     *           "updated_at": "2026-11-22T14:03:12.120Z"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Event"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
}
