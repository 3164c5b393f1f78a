import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { AnyStateMachine, EventObject } from 'xstate'
import { eventName, type MachineChart, machineChart, renderPage, testFileOf } from '../../scripts/paths-page'

/** Every machine of src/machines with the events of its tests/model/<name>.events.ts, as `npm run paths` loads them. */
const names = readdirSync('src/machines')
  .filter((f) => f.endsWith('.machine.ts'))
  .map((f) => f.replace(/\.machine\.ts$/, ''))
  .sort()

const charts: MachineChart[] = []
for (const name of names) {
  const module = (await import(pathToFileURL(path.resolve('tests/model', `${name}.events.ts`)).href)) as {
    machine: AnyStateMachine
    events: EventObject[]
  }
  charts.push(machineChart(name, module))
}
const html = await renderPage(charts, new Date('2026-11-25T20:00:00Z'))
const page = new DOMParser().parseFromString(html, 'text/html')

describe('the page of machines and paths (npm run paths -- --html)', () => {
  it('has one figure per machine, each with its drawing', () => {
    const figures = [...page.querySelectorAll('figure')]
    expect(figures.map((f) => f.dataset.machine)).toEqual(names)
    for (const figure of figures) expect(figure.querySelectorAll('svg')).toHaveLength(1)
  })

  it('draws every state of every machine, and every transition with its event', () => {
    for (const chart of charts) {
      const figure = page.querySelector(`figure[data-machine="${chart.name}"]`)!
      const drawn = new Set([...figure.querySelectorAll('svg g.state')].map((g) => g.getAttribute('data-id')))
      expect([...drawn].sort(), chart.name).toEqual(chart.states.map((s) => s.id).sort())
      for (const t of chart.transitions) {
        const arrow = [...figure.querySelectorAll('svg g.transition')].find((g) => g.getAttribute('data-id') === t.id)
        expect(arrow?.querySelector('path')?.getAttribute('d'), `${chart.name}: ${t.id}`).toMatch(/^M[\d.]+ [\d.]+ L/)
        expect(arrow?.querySelector('.edge-label')?.textContent, t.id).toContain(t.event)
      }
    }
  })

  it('lists a path per reachable state, each naming drawn states and transitions and an existing test file', () => {
    for (const chart of charts) {
      const figure = page.querySelector(`figure[data-machine="${chart.name}"]`)!
      const ids = new Set([...figure.querySelectorAll('svg [data-id]')].map((e) => e.getAttribute('data-id')))
      const buttons = [...figure.querySelectorAll<HTMLButtonElement>('button[data-states]')]
      expect(buttons.length, chart.name).toBe(chart.paths.length)
      expect(buttons.length, chart.name).toBeGreaterThan(0)
      for (const button of buttons) {
        for (const id of [...button.dataset.states!.split(' '), ...button.dataset.transitions!.split(' ')]) {
          if (id !== '') expect(ids.has(id), `${chart.name}: ${id} of "${button.textContent}"`).toBe(true)
        }
        expect(existsSync(button.dataset.test!), `${chart.name}: ${button.dataset.test}`).toBe(true)
      }
    }
  })

  it('names the model test that replays each machine, derived from the files', () => {
    expect(testFileOf('grade-grid')).toBe('tests/model/grade-grid.test.tsx')
    expect(testFileOf('generation')).toBe('tests/model/generation.test.tsx')
    // No test file of its own: replayed next to the machine that starts it.
    expect(testFileOf('forgot-password')).toBe('tests/model/password-reset.test.tsx')
    expect(testFileOf('extra-purchase')).toBe('tests/model/extra-payment.test.tsx')
    expect(testFileOf('no-such-machine')).toBeNull()
  })

  it("draws the grade grid's parallel regions, its guards and its delayed and invoked events", () => {
    const gradeGrid = charts.find((c) => c.name === 'grade-grid')!
    expect(gradeGrid.states.filter((s) => s.parent === 'gradeGrid').map((s) => s.key)).toEqual(['cells', 'sync'])
    expect(gradeGrid.states.find((s) => s.id === 'gradeGrid')?.type).toBe('parallel')
    const labels = gradeGrid.transitions.map(
      (t) =>
        `${t.source.split('.').at(-1)} ${t.event}${t.guard ? ` [${t.guard}]` : ''} → ${t.target.split('.').at(-1)}`,
    )
    expect(labels).toContain('waiting after autosaveDelay [hasPending] → saving')
    expect(labels).toContain('saving done saveColumn [pendingAfterSave] → waiting')
    expect(labels).toContain('saving error saveColumn → failed')
    // Typing in a cell stays in `editing`: drawn as a loop.
    expect(gradeGrid.transitions.find((t) => t.event === 'cell.input')).toMatchObject({
      source: 'gradeGrid.cells.editing',
      target: 'gradeGrid.cells.editing',
      internal: true,
    })
  })

  it('highlights, for a path, the states it passes and the transitions it takes', () => {
    const generation = charts.find((c) => c.name === 'generation')!
    const toDone = generation.paths.find((p) => p.reaches === 'done')!
    expect(toDone.text).toBe('idle → form.submit → generating → xstate.done.actor.generate → done')
    expect(toDone.states.sort()).toEqual(['generation', 'generation.done', 'generation.generating', 'generation.idle'])
    expect(toDone.transitions.map((id) => id.replace(/#\d+/, ''))).toEqual([
      't:generation.idle:form.submit>generation.generating',
      't:generation.generating:xstate.done.actor.generate>generation.done',
      'i:generation',
    ])
  })

  it('is one file: no script, style or image from elsewhere', () => {
    expect(page.querySelectorAll('script[src], link[rel="stylesheet"], img[src^="http"]')).toHaveLength(0)
    expect(html).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/)
  })

  it('shortens the events XState makes up', () => {
    expect(eventName('xstate.after.autosaveDelay.gradeGrid.sync.waiting')).toBe('after autosaveDelay')
    expect(eventName('xstate.after.300.login.idle')).toBe('after 300 ms')
    expect(eventName('xstate.done.actor.saveColumn')).toBe('done saveColumn')
    expect(eventName('xstate.error.actor.generate')).toBe('error generate')
    expect(eventName('')).toBe('always')
    expect(eventName('form.submit')).toBe('form.submit')
  })
})
