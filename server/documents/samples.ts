/**
 * One realistic document of every kind, rendered offline (the offline composer, generated mathematics
 * and the item bank). The PDF conversion check, the benchmark and the Word tests render these.
 */
import type { AiDocumentRequest, PieReportRequest } from '@/api/contract/documentos'
import type { DocumentType } from '@/domain/catalog'
import { composeDocument } from '../composer/offline'
import { drawItems } from '../composer/practica'
import { renderInformePie } from './informe-pie'
import type { DocContext } from './layout'
import { renderPrueba } from './prueba'
import { renderAiDocument } from './render-ai'

export const sampleContext: DocContext = {
  colegio: 'Colegio Los Aromos de Ñuñoa',
  docente: 'María José Fuentes',
  fecha: '2025-06-12',
}

export const sampleAiRequests: Record<DocumentType, AiDocumentRequest> = {
  evaluacion: {
    tipo: 'evaluacion',
    nivel: '5° Básico',
    asignatura: 'Matemática',
    // As the OA picker sends them: the catalogue's code and text.
    objetivos: [
      'MA05 OA 13: Resolver problemas rutinarios y no rutinarios con sumas y restas de fracciones propias o de decimales hasta la milésima.',
      'MA05 OA 11: Comparar y ordenar números decimales hasta la milésima.',
    ],
    instrucciones: 'Evaluación sumativa de 60 minutos, con ejemplos de la vida cotidiana.',
  },
  rubrica: {
    tipo: 'rubrica',
    nivel: '8° Básico',
    asignatura: 'Ciencias Naturales',
    objetivos: [
      'OA 1: Explicar la célula como unidad básica de los seres vivos',
      'OA 4: Desarrollar modelos de la función celular',
    ],
    instrucciones: 'Rúbrica para evaluar una maqueta de la célula con su exposición oral.',
  },
  trabajo: {
    tipo: 'trabajo',
    nivel: '2° Medio',
    asignatura: 'Historia, Geografía y Ciencias Sociales',
    objetivos: [
      'OA 5: Analizar el proceso de transformación económica y social de Chile en el siglo XX',
      'OA 7: Investigar sobre la historia local usando fuentes diversas',
    ],
    instrucciones: 'Trabajo grupal de cuatro clases que termina con una infografía.',
  },
  escala: {
    tipo: 'escala',
    nivel: '3° Básico',
    asignatura: 'Lenguaje y Comunicación',
    objetivos: ['OA 4: Leer en voz alta de manera fluida', 'OA 26: Participar activamente en conversaciones grupales'],
    instrucciones: 'Para observar la lectura en voz alta durante el mes.',
  },
  texto: {
    tipo: 'texto',
    nivel: '4° Básico',
    asignatura: 'Lenguaje y Comunicación',
    objetivos: [
      'OA 4: Profundizar la comprensión de las narraciones leídas',
      'OA 6: Leer y familiarizarse con fábulas',
    ],
    instrucciones: 'Una fábula con personajes de la fauna chilena y preguntas de comprensión.',
  },
}

export const samplePieReport: PieReportRequest = {
  nombre_alumno: 'Tomás Ignacio Rojas Muñoz',
  rut_alumno: '21345678-4',
  fecha: '2025-07-04',
  semestre: 'Primer semestre',
  curso: '4° Básico A',
  asistencia: 92,
  asistencia_detalle: '138 de 150 días',
  repotencias:
    'Tomás muestra gran interés por las ciencias y los animales; participa con entusiasmo en actividades prácticas y colabora con sus compañeros cuando trabaja en grupos pequeños.',
  diagnostico: 'Trastorno específico del aprendizaje de la lectura (dislexia), diagnosticado en marzo de 2024.',
  observaciones_generales:
    'Durante el semestre avanzó en fluidez lectora, pasando de 48 a 67 palabras por minuto. Aún requiere apoyo en comprensión inferencial y en la organización de sus respuestas escritas.\n\nSe observa mayor seguridad al leer en voz alta frente al curso.',
  objetivos_planteados:
    'Aumentar la fluidez lectora a 80 palabras por minuto. Responder preguntas inferenciales con apoyo visual. Planificar textos breves con un organizador gráfico.',
  observaciones_profesor_jefe:
    'Tomás se ha integrado bien a su curso y cumple con sus tareas. Se sugiere mantener la ubicación cerca de la pizarra y los tiempos adicionales en evaluaciones.',
  observaciones_profesor_apoyo:
    'Trabaja en aula de recursos dos veces por semana. Responde bien a las estrategias multisensoriales y a la lectura compartida. Se recomienda reforzar en el hogar la lectura diaria de 15 minutos.',
}

export interface Sample {
  /** Kebab-case name, also the file name. */
  name: string
  render(): Promise<Buffer>
}

const practiceTest = (
  name: string,
  prueba: 'PAES' | 'SIMCE',
  asignatura: string,
  nivel: string,
  cantidad: number,
): Sample => ({
  name,
  render: () =>
    renderPrueba(
      { prueba, asignatura, nivel, items: drawItems(prueba, asignatura, nivel, cantidad, 7) },
      sampleContext,
    ),
})

export const samples: readonly Sample[] = [
  ...(Object.keys(sampleAiRequests) as DocumentType[]).map((tipo) => ({
    name: tipo,
    async render() {
      const request = sampleAiRequests[tipo]
      return renderAiDocument(await composeDocument(request), request, sampleContext)
    },
  })),
  { name: 'informe-pie', render: () => renderInformePie(samplePieReport, sampleContext) },
  practiceTest('paes-matematica', 'PAES', 'Matemática', '3° Medio', 20),
  practiceTest('paes-lenguaje', 'PAES', 'Lenguaje', '4° Medio', 10),
  practiceTest('simce-ciencias', 'SIMCE', 'Ciencias Naturales', '6° Básico', 12),
  practiceTest('simce-matematica', 'SIMCE', 'Matemática', '4° Básico', 15),
]
