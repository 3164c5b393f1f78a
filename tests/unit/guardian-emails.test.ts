import { describe, expect, it } from 'vitest'
import { freeMessageEmail } from '../../server/modules/apoderados/emails'

const base = {
  colegio: 'Escuela Básica Los Aromos',
  apoderado: 'Lucas Pérez',
  asunto: 'Reunión',
  docente: 'Carolina Fuentes',
}
const count = (text: string, part: string) => text.split(part).length - 1

describe('freeMessageEmail', () => {
  it('greets the guardian by name and signs with the teacher and the school when the text does neither', () => {
    const mail = freeMessageEmail({ ...base, cuerpo: 'Le recuerdo que el viernes Josefa debe traer su maqueta.' })
    expect(mail.text).toMatch(
      /^Estimado\(a\) Lucas Pérez:\n\nLe recuerdo que el viernes Josefa debe traer su maqueta\.\n\nSaludos cordiales,\nCarolina Fuentes\nEscuela Básica Los Aromos\n\n--\n/,
    )
  })

  it("keeps the teacher's own greeting and sign-off instead of adding a second one", () => {
    const mail = freeMessageEmail({
      ...base,
      cuerpo: 'Estimado Lucas:\n\nLe recordamos la reunión del jueves a las 18:30.\n\nSaludos cordiales,\nJefa UTP',
    })
    expect(mail.text).not.toContain('Estimado(a)')
    expect(count(mail.text, 'Saludos cordiales')).toBe(1)
    expect(mail.text).toContain('Saludos cordiales,\nJefa UTP\n\nCarolina Fuentes\nEscuela Básica Los Aromos')
    expect(count(mail.html, 'Saludos cordiales')).toBe(1)
    expect(mail.html).not.toContain('Estimado(a)')
  })

  it.each(['Hola, Lucas:', 'Buenas tardes, señor Pérez:', 'Señora Rojas:', 'Queridas familias:'])(
    'takes «%s» as a greeting',
    (opening) => {
      const mail = freeMessageEmail({ ...base, cuerpo: `${opening}\n\nMañana no hay clases.` })
      expect(mail.text.startsWith(`${opening}\n\nMañana no hay clases.`)).toBe(true)
    },
  )

  it('does not take a word that only starts like a greeting for one', () => {
    const mail = freeMessageEmail({ ...base, cuerpo: 'Holanda fue el tema de la disertación de Josefa.' })
    expect(mail.text.startsWith('Estimado(a) Lucas Pérez:')).toBe(true)
  })

  it('escapes what the teacher wrote in the HTML part', () => {
    const mail = freeMessageEmail({ ...base, cuerpo: 'Traer <b>tijeras</b> & pegamento.' })
    expect(mail.html).toContain('Traer &lt;b&gt;tijeras&lt;/b&gt; &amp; pegamento.')
  })
})
