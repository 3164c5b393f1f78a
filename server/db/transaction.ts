import type { Db } from './client'

/**
 * What `db.transaction` hands its callback. A transaction is a `Db` as well, so code that may run in
 * or out of one takes a `Db`; code that must run inside the caller's transaction takes a `Tx`.
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
