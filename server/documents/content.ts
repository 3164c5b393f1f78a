/**
 * The content models of the AI documents live in the HTTP contract (the browser editor validates edits with
 * them); the server's modules import them from here or from the contract directly.
 */
export * from '@/api/contract/documento-contenido'
