import type { ColumnType, Generated } from 'kysely';
import type { Environment } from '#src/contract/api.js';

/** The inventory's tables, as Kysely sees them: warehouses, the movement ledger and the levels it adds up to. */

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;

export interface WarehousesTable {
  id: string;
  account_id: string;
  environment: Environment;
  name: string;
  is_default: boolean;
  active: boolean;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StockMovementsTable {
  id: string;
  account_id: string;
  environment: Environment;
  product_id: string;
  variant_id: string | null;
  warehouse_id: string | null;
  type: string;
  quantity: number;
  reason: string | null;
  reference: string | null;
  unit_cost: number | null;
  origin_type: string | null;
  sale_id: string | null;
  device_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Migration 0016: what is on hand per product (or variant) and warehouse, kept by every write. */
export interface StockLevelsTable {
  /** Orders the list only; a level is known by its product (or variant) and warehouse. */
  id: string;
  account_id: string;
  environment: Environment;
  product_id: string;
  variant_id: string | null;
  warehouse_id: string;
  on_hand: number;
  last_movement_at: NullableTimestamp;
  updated_at: Timestamp;
  /** An upload changed it and has not announced it yet (`stock_level.updated`). */
  announce_pending: Generated<boolean>;
  /**
   * The API lists it: its warehouse is known and its product is not composite. The database
   * keeps it (migration 0017's triggers), whichever path writes.
   */
  listed: Generated<boolean>;
}

export interface InventoryTables {
  warehouses: WarehousesTable;
  stock_movements: StockMovementsTable;
  stock_levels: StockLevelsTable;
}
