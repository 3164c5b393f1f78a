/**
 * Pure edits of a JSON document addressed by JSON pointer (RFC 6901): "/secciones/0/preguntas/1/enunciado".
 * Every edit answers a new document and leaves the given one untouched; only the objects and arrays on the
 * path are copied, the rest is shared. The document editor applies its edits with these, and the contract
 * builds the pointers of its validation messages with `pointerOf`.
 */

/** A JSON pointer to the value at a path: ['secciones', 0, 'preguntas'] -> "/secciones/0/preguntas". */
export const pointerOf = (path: readonly PropertyKey[]) =>
  path.map((p) => `/${String(p).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('')

/** The path a pointer names: "" is the whole document; throws on a pointer that does not start with "/". */
export function parsePointer(pointer: string): string[] {
  if (pointer === '') return []
  if (!pointer.startsWith('/')) throw new RangeError(`Invalid JSON pointer: ${pointer}`)
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'))
}

type Container = Record<string, unknown> | unknown[]
const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null

/** The array index a token names in `list`: digits only, within 0..length-1 (or ..length when appending). */
function indexIn(list: unknown[], token: string, appending = false): number | undefined {
  if (!/^(0|[1-9]\d*)$/.test(token)) return undefined
  const index = Number(token)
  return index < list.length || (appending && index === list.length) ? index : undefined
}

function childOf(container: Container, token: string): unknown {
  if (Array.isArray(container)) {
    const index = indexIn(container, token)
    return index === undefined ? undefined : container[index]
  }
  return Object.hasOwn(container, token) ? container[token] : undefined
}

/** The value at the pointer, or undefined when the pointer names nothing in the document. */
export function valueAt(doc: unknown, pointer: string): unknown {
  let current = doc
  for (const token of parsePointer(pointer)) {
    if (!isContainer(current)) return undefined
    current = childOf(current, token)
  }
  return current
}

/** The list a pointer's last token indexes, and that index: "/pasos/2" -> { list: "/pasos", index: 2 }. */
export function listItem(pointer: string): { list: string; index: number } | undefined {
  const path = parsePointer(pointer)
  const last = path.at(-1)
  if (last === undefined || !/^(0|[1-9]\d*)$/.test(last)) return undefined
  return { list: pointerOf(path.slice(0, -1)), index: Number(last) }
}

/** A copy of `doc` where the container at `path` is replaced by `change(container)`; copies only the path. */
function updateAt<T>(doc: T, path: readonly string[], change: (container: Container) => Container): T {
  const update = (node: unknown, depth: number): unknown => {
    if (!isContainer(node)) throw new RangeError(`No container at ${pointerOf(path.slice(0, depth))}`)
    if (depth === path.length) return change(node)
    const token = path[depth]!
    const child = childOf(node, token)
    if (child === undefined) throw new RangeError(`Nothing at ${pointerOf(path.slice(0, depth + 1))}`)
    const replaced = update(child, depth + 1)
    if (Array.isArray(node)) return node.map((item, i) => (i === Number(token) ? replaced : item))
    return { ...node, [token]: replaced }
  }
  return update(doc, 0) as T
}

/** The list at `pointer`'s parent, checked to be an array. */
const asList = (container: Container, pointer: string): unknown[] => {
  if (!Array.isArray(container)) throw new RangeError(`${pointer} is not an item of a list`)
  return container
}

/** One edit of a document, as the editor sends it. */
export type DocumentEdit =
  /** Replaces the value at the pointer (a field, or a whole element); the value must already exist. */
  | { op: 'set'; ruta: string; value: unknown }
  /** Removes the list item at the pointer. */
  | { op: 'remove'; ruta: string }
  /** Inserts `value` at the pointer's index of its list (the list's length appends). */
  | { op: 'insert'; ruta: string; value: unknown }
  /** Moves the list item at the pointer `offset` places (-1 up, 1 down) within its list. */
  | { op: 'move'; ruta: string; offset: number }

/** The document with the edit applied; throws a RangeError when the pointer does not fit the document. */
export function applyEdit<T>(doc: T, edit: DocumentEdit): T {
  const path = parsePointer(edit.ruta)
  if (edit.op === 'set') {
    if (path.length === 0) return edit.value as T
    if (valueAt(doc, edit.ruta) === undefined) throw new RangeError(`Nothing at ${edit.ruta}`)
    const key = path.at(-1)!
    return updateAt(doc, path.slice(0, -1), (container) =>
      Array.isArray(container)
        ? container.map((item, i) => (i === Number(key) ? edit.value : item))
        : { ...container, [key]: edit.value },
    )
  }
  const item = listItem(edit.ruta)
  if (!item) throw new RangeError(`${edit.ruta} is not an item of a list`)
  return updateAt(doc, path.slice(0, -1), (container) => {
    const list = asList(container, edit.ruta)
    const index = indexIn(list, String(item.index), edit.op === 'insert')
    if (index === undefined) throw new RangeError(`Nothing at ${edit.ruta}`)
    if (edit.op === 'remove') return list.filter((_, i) => i !== index)
    if (edit.op === 'insert') return [...list.slice(0, index), edit.value, ...list.slice(index)]
    const target = index + edit.offset
    if (!Number.isInteger(edit.offset) || target < 0 || target >= list.length)
      throw new RangeError(`Cannot move ${edit.ruta} by ${edit.offset}`)
    const moved = [...list]
    moved.splice(target, 0, ...moved.splice(index, 1))
    return moved
  })
}

/** True when the edit fits the document (the pointer names something, a move stays inside its list). */
export function canApplyEdit(doc: unknown, edit: DocumentEdit): boolean {
  try {
    applyEdit(doc, edit)
    return true
  } catch (error) {
    if (error instanceof RangeError) return false
    throw error
  }
}
