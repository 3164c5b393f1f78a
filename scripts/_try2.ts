import { composeEvaluacionPlan } from '../server/adapters/ai/compose/evaluacion'
const cases = [
  { tipo: 'evaluacion', nivel: '7° Básico', asignatura: 'Matemática', objetivos: ['Resolver problemas con porcentajes'], instrucciones: '20 preguntas' },
  { tipo: 'evaluacion', nivel: '6° Básico', asignatura: 'Historia', objetivos: ['Explicar el proceso de la Independencia de Chile'], instrucciones: 'para 90 minutos' },
  { tipo: 'evaluacion', nivel: '4° Básico', asignatura: 'Lenguaje y Comunicación', objetivos: ['OA 4'], instrucciones: '20 preguntas' },
  { tipo: 'evaluacion', nivel: '2° Básico', asignatura: 'Ciencias Naturales', objetivos: ['ciclo de vida de los animales'], instrucciones: '20 preguntas, verdadero o falso y selección múltiple' },
] as const
for (const c of cases) {
  const { readRequestOptions } = await import('../src/domain/request-options')
  const r = { ...c, objetivos: [...c.objetivos], ...readRequestOptions(c as never).options }
  const { content, avisos } = composeEvaluacionPlan(r as never, 7, '')
  const qs = content.secciones.flatMap((s) => s.preguntas)
  console.log(c.nivel, c.asignatura, qs.length, content.duracion_minutos, avisos, content.proposito)
  console.log(content.secciones.map((s) => `${s.titulo} [${s.preguntas.map((q) => q.tipo[0]).join('')}]`).join(' | '))
  console.log(qs.slice(0, 3).map((q) => q.enunciado.slice(0, 120)))
}
