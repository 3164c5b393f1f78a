import { describe, expect, it } from 'vitest'
import { pieFieldLabels } from '@/domain/catalog'
import { formatGrade, gradeFor } from '@/domain/grade-scale'
import { PlantillasProvider } from '../../server/adapters/ai/plantillas'
import { generateMathItems } from '../../server/content/matematica/math-items'
import type {
  EscalaContent,
  EvaluacionContent,
  RubricaContent,
  TextoContent,
  TrabajoContent,
} from '../../server/documents/content'
import { renderEscala } from '../../server/documents/escala'
import { renderEvaluacion, totalPoints } from '../../server/documents/evaluacion'
import { pieReportType, renderInformePie } from '../../server/documents/informe-pie'
import { answerLetters, type PracticeItem, renderPrueba } from '../../server/documents/prueba'
import { renderRubrica } from '../../server/documents/rubrica'
import { sampleAiRequests, sampleContext, samplePieReport, samples } from '../../server/documents/samples'
import { renderTexto } from '../../server/documents/texto'
import { renderTrabajo } from '../../server/documents/trabajo'
import { type DocxContent, readDocx } from '../fixtures/docx'

const ai = new PlantillasProvider()
const meta = (tipo: keyof typeof sampleAiRequests) => sampleAiRequests[tipo]

/** The XML of the first body paragraph whose text is `text`. */
function paragraphXml(doc: DocxContent, text: string) {
  return [...doc.xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((m) => m[0]).find((p) => p.includes(`>${text}<`))
}

/** Paragraph texts from the one equal to `from` up to (not including) the one equal to `to`. */
function between(doc: DocxContent, from: string, to?: string) {
  const start = doc.paragraphs.indexOf(from)
  expect(start, `no paragraph "${from}"`).toBeGreaterThanOrEqual(0)
  const end = to ? doc.paragraphs.indexOf(to, start + 1) : doc.paragraphs.length
  return doc.paragraphs.slice(start + 1, end === -1 ? undefined : end)
}

describe('every kind of document', () => {
  it.each(samples.map((s) => [s.name, s] as const))(
    '%s opens as a Word file with the school header',
    async (_name, sample) => {
      const doc = await readDocx(await sample.render())
      expect(doc.header).toContain(sampleContext.colegio)
      expect(doc.paragraphs.length).toBeGreaterThan(20)
      expect(doc.xml).toContain('<w:body>')
    },
  )
})

describe('evaluación', () => {
  const content: EvaluacionContent = {
    tipo: 'evaluacion',
    titulo: 'Prueba de fracciones',
    proposito: 'Evaluar la suma de fracciones.',
    duracion_minutos: 45,
    instrucciones: ['Lee cada pregunta.', 'Responde con lápiz pasta.'],
    secciones: [
      {
        objetivo: 'OA 7: Sumar fracciones',
        oa: ['MA05 OA 09'],
        titulo: 'Selección múltiple',
        instruccion: 'Marca la alternativa correcta.',
        texto_base: null,
        preguntas: [
          {
            tipo: 'seleccion_multiple',
            habilidad: 'Aplicar',
            clave: 'C',
            enunciado: '¿Cuánto es 1/2 + 1/4?',
            alternativas: ['1/6', '2/6', '3/4', '1/8'],
            puntaje: 2,
            respuesta_esperada: 'C) 3/4',
            oa: 'MA05 OA 09',
          },
          {
            tipo: 'verdadero_falso',
            habilidad: 'Comprender',
            clave: null,
            enunciado: '1/3 es mayor que 1/2.',
            alternativas: [],
            puntaje: 1,
            respuesta_esperada: 'F: 1/2 es mayor.',
            oa: 'MA05 OA 09',
          },
        ],
      },
      {
        objetivo: 'OA 8: Representar decimales',
        oa: [],
        titulo: 'Desarrollo',
        instruccion: 'Muestra tu procedimiento.',
        texto_base: null,
        preguntas: [
          {
            tipo: 'desarrollo',
            habilidad: 'Aplicar',
            clave: null,
            enunciado: 'Ubica 0,25 en la recta numérica y explica.',
            alternativas: [],
            puntaje: 7,
            respuesta_esperada: 'Ubica el punto en un cuarto de la unidad.',
          },
        ],
      },
    ],
  }

  it('prints objectives, instructions, numbered questions with points and alternatives A–D', async () => {
    const doc = await readDocx(await renderEvaluacion(content, meta('evaluacion'), sampleContext))
    expect(doc.paragraphs[0]).toBe('Prueba de fracciones')
    expect(doc.header).toContain('Matemática · 5° Básico')
    expect(between(doc, 'Objetivos de aprendizaje evaluados', 'Instrucciones')).toEqual(meta('evaluacion').objetivos)
    expect(between(doc, 'Instrucciones', 'Selección múltiple (3 puntos)')).toEqual(content.instrucciones)
    expect(doc.paragraphs).toContain('1.\t¿Cuánto es 1/2 + 1/4? (2 puntos)')
    expect(between(doc, '1.\t¿Cuánto es 1/2 + 1/4? (2 puntos)').slice(0, 4)).toEqual([
      'A)\t1/6',
      'B)\t2/6',
      'C)\t3/4',
      'D)\t1/8',
    ])
    expect(doc.paragraphs).toContain('2.\t_____  1/3 es mayor que 1/2. (1 punto)')
    expect(doc.paragraphs).toContain('Desarrollo (7 puntos)')
    expect(doc.paragraphs).toContain('3.\tUbica 0,25 en la recta numérica y explica. (7 puntos)')
    expect(doc.paragraphs).toContain('Objetivo: OA 8: Representar decimales')
    expect(doc.paragraphs).toContain('Tiempo: 45 minutos.')
  })

  it('gives the teacher the key on a new page and the grade table at 60 % of 10 points', async () => {
    const doc = await readDocx(await renderEvaluacion(content, meta('evaluacion'), sampleContext))
    expect(paragraphXml(doc, 'Pauta de corrección (para el docente)')).toContain('<w:pageBreakBefore/>')
    const key = between(doc, 'Pauta de corrección (para el docente)', 'Puntaje total: 10 puntos.')
    expect(key).toEqual(
      expect.arrayContaining(['C) 3/4', 'F: 1/2 es mayor.', 'Ubica el punto en un cuarto de la unidad.']),
    )
    expect(doc.paragraphs).toContain('Puntaje total: 10 puntos.')
    expect(doc.text).toContain('la nota 4,0 se obtiene con 6 de 10 puntos')
    // The table pairs each score with its grade: 0 -> 1,0, 6 -> 4,0, 10 -> 7,0.
    const table = between(doc, 'Tabla de conversión de puntaje a nota')
    for (const points of [0, 5, 6, 10]) {
      const grade = formatGrade(gradeFor(points, 10))
      const at = table.indexOf(String(points))
      expect(table[at + 1], `grade of ${points}`).toBe(grade)
    }
    expect(formatGrade(gradeFor(6, 10))).toBe('4,0')
  })

  it('puts the key letters and the specification table on pages of their own', async () => {
    const doc = await readDocx(await renderEvaluacion(content, meta('evaluacion'), sampleContext))
    const key = between(doc, 'Pauta de corrección (para el docente)', 'Puntaje total: 10 puntos.')
    // N°, Clave, Respuesta, Puntaje: question 1 is keyed C, the others have no letter.
    expect(key.slice(4, 8)).toEqual(['1', 'C', 'C) 3/4', '2'])
    expect(key.slice(8, 10)).toEqual(['2', '—'])
    expect(paragraphXml(doc, 'Tabla de especificaciones')).toContain('<w:pageBreakBefore/>')
    const table = between(doc, 'Tabla de especificaciones', 'Distribución por habilidad:')
    expect(table.slice(0, 5)).toEqual(['N°', 'Objetivo de aprendizaje', 'Habilidad', 'Tipo de pregunta', 'Puntaje'])
    expect(table.slice(5, 10)).toEqual(['1', 'MA05 OA 09', 'Aplicar', 'Selección múltiple', '2'])
    // A section without OA codes shows its objective.
    expect(table.slice(15, 20)).toEqual(['3', 'OA 8: Representar decimales', 'Aplicar', 'Desarrollo', '7'])
    expect(doc.paragraphs).toContain('Aplicar: 2 preguntas, 9 puntos (90 %)')
  })

  it("labels each question of the specification table with its own OA, never its section's by default", async () => {
    const [first, second] = content.secciones[0]!.preguntas
    const mixed: EvaluacionContent = {
      ...content,
      secciones: [
        {
          ...content.secciones[0]!,
          // A related OA's item keeps its own code; a question without one (added in the editor) says so.
          preguntas: [
            { ...first!, oa: 'MA04 OA 08' },
            { ...second!, oa: undefined },
          ],
        },
      ],
    }
    const doc = await readDocx(await renderEvaluacion(mixed, meta('evaluacion'), sampleContext))
    const table = between(doc, 'Tabla de especificaciones', 'Distribución por habilidad:')
    expect(table.slice(5, 7)).toEqual(['1', 'MA04 OA 08 (OA relacionado)'])
    expect(table.slice(10, 12)).toEqual(['2', 'Sin OA declarado'])
    expect(table).not.toContain('MA05 OA 09')
  })

  it('prints the reading passage of a section before its questions', async () => {
    const withPassage: EvaluacionContent = {
      ...content,
      secciones: [
        {
          ...content.secciones[0]!,
          texto_base: { titulo: 'El pudú', parrafos: ['El pudú es un ciervo pequeño.', 'Vive en el sur de Chile.'] },
        },
      ],
    }
    const doc = await readDocx(await renderEvaluacion(withPassage, meta('evaluacion'), sampleContext))
    const at = doc.paragraphs.indexOf('El pudú')
    expect(at).toBeGreaterThan(0)
    expect(doc.paragraphs.slice(at + 1, at + 3)).toEqual(['El pudú es un ciervo pequeño.', 'Vive en el sur de Chile.'])
    expect(doc.paragraphs.indexOf('1.\t¿Cuánto es 1/2 + 1/4? (2 puntos)')).toBeGreaterThan(at)
  })

  it('prints a matching item as a table of column A, the letter line and column B, and its pairs in the pauta', async () => {
    const matching: EvaluacionContent = {
      ...content,
      secciones: [
        {
          ...content.secciones[0]!,
          preguntas: [
            {
              tipo: 'terminos_pareados',
              habilidad: 'Recordar',
              enunciado:
                'Escribe en la línea de cada concepto de la columna A la letra de su definición en la columna B.',
              alternativas: [],
              clave: null,
              puntaje: 3,
              respuesta_esperada: '1-B, 2-C, 3-A. 1 punto por cada par correcto.',
              pareados: {
                columna_a: ['Cuzco', 'Sapa Inca', 'Qhapaq Ñan'],
                columna_b: [
                  'La red de caminos del Imperio inca',
                  'La capital del Imperio inca',
                  'El gobernante supremo de los incas',
                  'El Imperio inca en quechua',
                ],
                claves: ['B', 'C', 'A'],
              },
            },
          ],
        },
      ],
    }
    const doc = await readDocx(await renderEvaluacion(matching, meta('evaluacion'), sampleContext))
    const table = between(
      doc,
      '1.\tEscribe en la línea de cada concepto de la columna A la letra de su definición en la columna B. (3 puntos)',
      'Pauta de corrección (para el docente)',
    )
    expect(table.slice(0, 15)).toEqual([
      'Columna A',
      'Letra',
      'Columna B',
      '1. Cuzco',
      '______',
      'A. La red de caminos del Imperio inca',
      '2. Sapa Inca',
      '______',
      'B. La capital del Imperio inca',
      '3. Qhapaq Ñan',
      '______',
      'C. El gobernante supremo de los incas',
      '',
      '',
      'D. El Imperio inca en quechua',
    ])
    // The two columns are one Word table with three columns.
    expect(
      doc.xml
        .match(/<w:tbl>[\s\S]*?<\/w:tbl>/g)
        ?.some((t) => t.includes('Qhapaq Ñan') && (t.match(/<w:gridCol /g) ?? []).length === 3),
    ).toBe(true)
    const key = between(doc, 'Pauta de corrección (para el docente)', 'Puntaje total: 3 puntos.')
    expect(key.slice(4, 8)).toEqual(['1', '—', '1-B, 2-C, 3-A. 1 punto por cada par correcto.', '3'])
    expect(between(doc, 'Tabla de especificaciones', 'Distribución por habilidad:')).toContain('Términos pareados')
  })

  it('renders the offline draft with one section per objective, its OA and a computed key', async () => {
    const request = meta('evaluacion')
    const draft = (await ai.generate(request)) as EvaluacionContent
    const doc = await readDocx(await renderEvaluacion(draft, request, sampleContext))
    expect(draft.secciones).toHaveLength(2)
    for (const s of draft.secciones) expect(doc.paragraphs).toContain(`Objetivo: ${s.objetivo}`)
    // The specification table names each question's own OA.
    const table = between(doc, 'Tabla de especificaciones', 'Distribución por habilidad:')
    const labels = table.filter((cell) => /^MA05 OA \d+/.test(cell))
    expect(labels).toEqual(draft.secciones.flatMap((s) => s.preguntas.map((q) => q.oa)))
    expect(doc.paragraphs).toContain('Tiempo: 60 minutos.')
    const total = totalPoints(draft)
    expect(doc.text).toContain(`Puntaje total: ${total} puntos.`)
    const key = between(doc, 'Pauta de corrección (para el docente)', `Puntaje total: ${total} puntos.`)
    for (const q of draft.secciones.flatMap((s) => s.preguntas).filter((q) => q.clave)) expect(key).toContain(q.clave)
  })
})

describe('rúbrica', () => {
  it('is landscape, with a header row of four levels and one row per criterion under its objective', async () => {
    const request = meta('rubrica')
    const content = (await ai.generate(request)) as RubricaContent
    const doc = await readDocx(await renderRubrica(content, request, sampleContext))
    expect(doc.xml).toMatch(/<w:pgSz [^>]*w:orient="landscape"/)
    expect(doc.paragraphs).toEqual(
      expect.arrayContaining([
        'Criterio',
        'Logrado\n4 pts',
        'Medianamente logrado\n3 pts',
        'Por lograr\n2 pts',
        'No logrado\n1 pt',
      ]),
    )
    // Each group of rows under its line: the task's («Tarea: …»), an OA's only when a criterion is written for
    // it (issue 29 §1; the sample's célula OA have none yet, so its rubric is the task's).
    expect(doc.paragraphs).toContain('Tarea: Exposición oral')
    for (const objetivo of new Set(content.criterios.map((c) => c.objetivo)))
      if (!objetivo.startsWith('Desempeño en la tarea')) expect(doc.paragraphs).toContain(`Objetivo: ${objetivo}`)
    const first = content.criterios[0]!
    expect(between(doc, first.criterio).slice(0, 4)).toEqual(first.descriptores)
    expect(doc.paragraphs).toContain(`Puntaje total (máximo ${content.criterios.length * 4})`)
    expect(paragraphXml(doc, 'Tabla de conversión de puntaje a nota')).toContain('<w:pageBreakBefore/>')
  })
})

describe('trabajo práctico', () => {
  const content: TrabajoContent = {
    tipo: 'trabajo',
    titulo: 'Maqueta del sistema solar',
    descripcion: 'Construirán una maqueta a escala.',
    modalidad: 'Parejas',
    tabla: {
      columnas: ['Planeta', 'Distancia al Sol (millones de km)'],
      filas: [
        ['Mercurio', '58'],
        ['Tierra', ''],
      ],
    },
    producto: 'Una maqueta y su exposición.',
    materiales: ['Plumavit', 'Témperas'],
    pasos: [
      { titulo: 'Investigar', descripcion: 'Busquen las distancias.' },
      { titulo: 'Construir', descripcion: 'Armen la maqueta.' },
    ],
    cronograma: [
      { etapa: 'Investigación', plazo: 'Clase 1' },
      { etapa: 'Exposición', plazo: 'Clase 3' },
    ],
    criterios: [
      { criterio: 'Escala', descripcion: 'Respeta las proporciones.', puntaje: 8 },
      { criterio: 'Exposición', descripcion: 'Explica con claridad.', puntaje: 4 },
    ],
  }

  it('prints materials, numbered steps, the timeline and the criteria with their total', async () => {
    const doc = await readDocx(await renderTrabajo(content, meta('trabajo'), sampleContext))
    // The data table follows the description, its empty cells left for the students.
    expect(between(doc, 'Descripción', 'Objetivos de aprendizaje')).toEqual([
      'Construirán una maqueta a escala.',
      'Planeta',
      'Distancia al Sol (millones de km)',
      'Mercurio',
      '58',
      'Tierra',
      '',
    ])
    expect(between(doc, 'Materiales', 'Pasos a seguir')).toEqual(['Plumavit', 'Témperas'])
    expect(between(doc, 'Pasos a seguir', 'Cronograma')).toEqual([
      '1.\tInvestigar. Busquen las distancias.',
      '2.\tConstruir. Armen la maqueta.',
    ])
    expect(between(doc, 'Cronograma', 'Pauta de evaluación')).toEqual([
      'Etapa',
      'Plazo',
      'Investigación',
      'Clase 1',
      'Exposición',
      'Clase 3',
    ])
    const criteria = between(doc, 'Pauta de evaluación', 'Tabla de conversión de puntaje a nota')
    expect(criteria).toEqual(expect.arrayContaining(['Escala', 'Respeta las proporciones.', '8', 'Total', '12']))
    expect(doc.paragraphs).toContain('Parejas')
  })
})

describe('escala de apreciación', () => {
  const content: EscalaContent = {
    tipo: 'escala',
    titulo: 'Lectura en voz alta',
    descripcion: 'Observación durante la lectura.',
    niveles: [
      { nombre: 'Siempre', puntaje: 3 },
      { nombre: 'Generalmente', puntaje: 2 },
      { nombre: 'A veces', puntaje: 1 },
      { nombre: 'Nunca', puntaje: 0 },
    ],
    secciones: [
      { objetivo: 'OA 4: Leer con fluidez', indicadores: ['Lee sin detenerse.', 'Respeta la puntuación.'] },
      { objetivo: 'Actitudes', indicadores: ['Escucha a sus compañeros.'] },
    ],
  }

  it('numbers the indicators under each objective, with a column per level and the maximum score', async () => {
    const doc = await readDocx(await renderEscala(content, meta('escala'), sampleContext))
    expect(doc.paragraphs).toEqual(
      expect.arrayContaining(['Siempre\n(3)', 'Generalmente\n(2)', 'A veces\n(1)', 'Nunca\n(0)']),
    )
    const rows = between(doc, 'Objetivo: OA 4: Leer con fluidez', 'Objetivo: Actitudes').filter(Boolean)
    expect(rows).toEqual(['1', 'Lee sin detenerse.', '2', 'Respeta la puntuación.'])
    expect(doc.paragraphs).toContain('3')
    expect(doc.paragraphs).toContain('Puntaje total: ______ de 9 puntos.')
  })
})

describe('texto literario', () => {
  const content: TextoContent = {
    tipo: 'texto',
    titulo: 'El copihue',
    genero: 'Lírico: poema',
    autor: 'Texto original',
    parrafos: ['Rojo en el bosque,\ncampana de lluvia.', 'Nadie te toca,\nnadie te cruza.'],
    glosario: [{ palabra: 'copihue', definicion: 'Flor nacional de Chile.' }],
    actividades: [
      { momento: 'antes', consigna: '¿Qué sabes del copihue?', objetivo: 'OA 3', pauta: null },
      { momento: 'durante', consigna: 'Subraya los colores.', objetivo: 'OA 3', pauta: null },
      {
        momento: 'despues',
        consigna: '¿Qué siente el hablante?',
        objetivo: 'OA 5',
        pauta: 'Admiración y soledad ante la flor.',
      },
    ],
  }

  it('prints the text with its verses, the glossary and the activities before, during and after reading', async () => {
    const doc = await readDocx(await renderTexto(content, meta('texto'), sampleContext))
    expect(doc.paragraphs[0]).toBe('El copihue')
    expect(doc.paragraphs[1]).toBe('Lírico: poema · Texto original')
    expect(doc.paragraphs).toContain('Rojo en el bosque,\ncampana de lluvia.')
    expect(between(doc, 'Antes de la lectura', 'Durante la lectura')).toContain('1.\t¿Qué sabes del copihue?')
    expect(between(doc, 'Durante la lectura')).toContain('2.\tSubraya los colores.')
    expect(between(doc, 'Glosario', 'Después de la lectura')).toEqual([
      'Palabra',
      'Significado',
      'copihue',
      'Flor nacional de Chile.',
    ])
    expect(between(doc, 'Después de la lectura', 'Pauta de corrección (para el docente)')).toContain(
      '3.\t¿Qué siente el hablante?',
    )
    // The pauta, on its own page, numbers the activities as the student sheet does.
    expect(
      between(
        doc,
        'Pauta de corrección (para el docente)',
        'Indicaciones del docente (no se imprimen en la hoja del estudiante)',
      ),
    ).toEqual(['N°', 'Respuesta esperada', '3', 'Admiración y soledad ante la flor.'])
    expect(paragraphXml(doc, 'Pauta de corrección (para el docente)')).toContain('<w:pageBreakBefore/>')
  })
})

describe('informe PIE', () => {
  it('has the 12 fields in labelled sections and a signatures block', async () => {
    const doc = await readDocx(await renderInformePie(samplePieReport, sampleContext))
    const l = pieFieldLabels
    const data = between(doc, '1. Antecedentes del estudiante', `2. ${l.repotencias}`)
    expect(data).toEqual([
      l.nombre_alumno,
      samplePieReport.nombre_alumno,
      l.rut_alumno,
      '21.345.678-4',
      l.curso,
      samplePieReport.curso,
      l.fecha,
      '4 de julio de 2025',
      l.semestre,
      samplePieReport.semestre,
      l.asistencia,
      '92\u00a0% (138 de 150 días)',
    ])
    const sections = [
      ['2', 'repotencias'],
      ['3', 'diagnostico'],
      ['4', 'observaciones_generales'],
      ['5', 'objetivos_planteados'],
      ['6', 'observaciones_profesor_jefe'],
      ['7', 'observaciones_profesor_apoyo'],
    ] as const
    sections.forEach(([n, field], i) => {
      const next = sections[i + 1] ? `${sections[i + 1]![0]}. ${l[sections[i + 1]![1]]}` : '8. Firmas'
      expect(between(doc, `${n}. ${l[field]}`, next).join('\n\n')).toBe(samplePieReport[field])
    })
    expect(between(doc, '8. Firmas')).toEqual(
      expect.arrayContaining([
        'Profesor(a) jefe',
        'Profesor(a) de apoyo PIE',
        'Coordinación PIE',
        'Apoderado(a): toma conocimiento',
      ]),
    )
    expect(doc.header).toContain('Programa de Integración Escolar')
    expect(pieReportType('Primer semestre')).toBe('Informe de estado de avance PIE · Primer semestre')
  })
})

describe('ensayo PAES y SIMCE', () => {
  const reading = 'El huemul\nEl huemul es un ciervo del sur de Chile.\nEstá en peligro de extinción.'
  const bankLike: PracticeItem[] = [
    {
      habilidad: 'Localizar',
      texto: reading,
      enunciado: '¿Dónde vive el huemul?',
      alternativas: ['En el norte', 'En el sur', 'En la costa', 'En Isla de Pascua'],
      correcta: 1,
    },
    {
      habilidad: 'Interpretar',
      texto: reading,
      enunciado: '¿Qué significa «extinción»?',
      alternativas: ['Que desaparezca', 'Que crezca', 'Que migre', 'Que duerma'],
      correcta: 0,
    },
    {
      habilidad: 'Reflexionar',
      enunciado: '¿Por qué hay que cuidar las especies nativas?',
      alternativas: ['Porque son caras', 'Porque son parte del ecosistema', 'Porque son grandes', 'Porque son raras'],
      correcta: 1,
    },
  ]

  it('prints a shared text once before its questions, then each question with A–D', async () => {
    const doc = await readDocx(
      await renderPrueba(
        { prueba: 'SIMCE', asignatura: 'Lenguaje', nivel: '4° Básico', items: bankLike },
        sampleContext,
      ),
    )
    expect(doc.paragraphs[0]).toBe('Ensayo SIMCE de Lenguaje')
    expect(doc.paragraphs[1]).toBe('4° Básico · 3 preguntas')
    expect(doc.paragraphs.filter((p) => p === 'El huemul')).toHaveLength(1)
    expect(doc.paragraphs).toContain('Lee el siguiente texto y responde las preguntas 1 a 2.')
    expect(between(doc, 'El huemul', '1.\t¿Dónde vive el huemul?')).toEqual([
      'El huemul es un ciervo del sur de Chile.',
      'Está en peligro de extinción.',
    ])
    expect(between(doc, '3.\t¿Por qué hay que cuidar las especies nativas?').slice(0, 4)).toEqual([
      'A)\tPorque son caras',
      'B)\tPorque son parte del ecosistema',
      'C)\tPorque son grandes',
      'D)\tPorque son raras',
    ])
  })

  it.each([1, 12, 20])('has %i questions, an answer sheet and the answer key on its own page', async (count) => {
    const items = generateMathItems('PAES', '2° Medio', count, 99)
    const doc = await readDocx(
      await renderPrueba({ prueba: 'PAES', asignatura: 'Matemática', nivel: '2° Medio', items }, sampleContext),
    )
    expect(doc.header).toContain('PAES · Matemática · 2° Medio')
    const questions = between(doc, 'Preguntas', 'Hoja de respuestas')
    items.forEach((item, i) => {
      const at = questions.indexOf(`${i + 1}.\t${item.enunciado}`)
      expect(at, `question ${i + 1}`).toBeGreaterThanOrEqual(0)
      expect(questions.slice(at + 1, at + 5)).toEqual(item.alternativas.map((a, j) => `${answerLetters[j]})\t${a}`))
    })
    expect(paragraphXml(doc, 'Hoja de respuestas')).toContain('<w:pageBreakBefore/>')
    expect(paragraphXml(doc, 'Pauta de respuestas')).toContain('<w:pageBreakBefore/>')
    const key = between(doc, 'Pauta de respuestas').slice(4)
    expect(key).toEqual(items.flatMap((item, i) => [String(i + 1), answerLetters[item.correcta], item.habilidad]))
  })
})
