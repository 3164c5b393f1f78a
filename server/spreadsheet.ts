import type ExcelJS from 'exceljs'
import yauzl from 'yauzl'

const headerFill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9ECEF' } } as const
const thin = { style: 'thin', color: { argb: 'FFADB5BD' } } as const
/** A thin grey border on every side of a cell. */
export const cellBox = { top: thin, left: thin, bottom: thin, right: thin }

/** The header look of every spreadsheet Pizarra writes: bold on light grey, boxed, centred, wrapped. */
export function styleHeaderCells(row: ExcelJS.Row, lastCol: number) {
  for (let c = 1; c <= lastCol; c++) {
    const cell = row.getCell(c)
    cell.font = { bold: true }
    cell.fill = headerFill
    cell.border = cellBox
    cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true }
  }
}

/**
 * The real number of bytes an uploaded .xlsx (a zip) inflates to, counted while inflating and given up at
 * `limit`: answers `limit + 1` or more once it is passed, without inflating the rest. The sizes a zip
 * declares are not believed (a crafted file declares a few KB and inflates to hundreds of MB), and every
 * entry of the central directory is inflated in turn, as the spreadsheet reader will (overlapping entries
 * count once per entry). Nothing is kept: each chunk is counted and dropped. Throws on a damaged zip.
 */
export async function inflatedSize(buffer: Buffer, limit: number): Promise<number> {
  // validateEntrySizes off: an entry that inflates past what it declares is counted, not an error.
  const zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true, validateEntrySizes: false })
  let total = 0
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue
      const stream = await zip.openReadStreamPromise(entry)
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        total += chunk.length
        if (total > limit) {
          stream.destroy()
          return total
        }
      }
    }
    return total
  } finally {
    zip.close()
  }
}
