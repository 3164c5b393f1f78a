import type ExcelJS from 'exceljs'

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
