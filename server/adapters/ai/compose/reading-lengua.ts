/**
 * Questions about the language of the passages (spelling and punctuation, word classes and agreement, verbs,
 * cohesion, direct and indirect speech, vocabulary), for the objectives of language knowledge: an objective that
 * names one of these topics reads first a passage that has questions on it, and they come before the reading
 * questions. Keyed by the passage's title; each question is tagged with its topic.
 */
import type { PassageQuestion } from './reading'

/** The topics of language knowledge the writing and oral objectives name. */
export type TemaLengua = 'ortografia' | 'gramatica' | 'verbos' | 'cohesion' | 'estilo' | 'vocabulario'

export type LanguageQuestion = PassageQuestion & { tema: TemaLengua }

export const languageQuestions: Readonly<Record<string, readonly LanguageQuestion[]>> = {
  'La bufanda de Tomás': [
    {
      tema: 'ortografia',
      habilidad: 'Comprender',
      foco: 'estructura',
      enunciado: '¿Por qué «Tomás» y «Coco» se escriben con mayúscula al comienzo?',
      alternativas: [
        'Porque son nombres propios.',
        'Porque son palabras muy largas del cuento.',
        'Porque están al final de la oración.',
        'Porque son palabras que riman entre sí.',
      ],
      correcta: 0,
    },
    {
      tema: 'gramatica',
      habilidad: 'Comprender',
      foco: 'estructura',
      enunciado: 'En la oración «Tomás tenía una bufanda roja», ¿qué palabra dice cómo era la bufanda?',
      alternativas: ['Tomás', 'tenía', 'roja', 'una'],
      correcta: 2,
    },
    {
      tema: 'gramatica',
      habilidad: 'Aplicar',
      foco: 'estructura',
      enunciado: '¿Cómo se dice «las plumas mojadas» si se habla de una sola pluma?',
      alternativas: ['las pluma mojada', 'la pluma mojada', 'la plumas mojadas', 'la pluma mojadas'],
      correcta: 1,
    },
    {
      tema: 'vocabulario',
      habilidad: 'Comprender',
      foco: 'vocabulario',
      enunciado: 'En el cuento, el pajarito «temblaba». ¿Qué palabra significa lo mismo?',
      alternativas: ['Picoteaba', 'Cantaba', 'Dormía', 'Tiritaba'],
      correcta: 3,
    },
  ],
  'Una carta para la abuela Rosa': [
    {
      tema: 'ortografia',
      habilidad: 'Recordar',
      foco: 'estructura',
      enunciado: '¿Qué signo se usa después del saludo «Querida abuela Rosa»?',
      alternativas: ['Un punto aparte (.)', 'Dos puntos (:)', 'Una coma (,)', 'Un signo de exclamación (!)'],
      correcta: 1,
    },
    {
      tema: 'gramatica',
      habilidad: 'Comprender',
      foco: 'estructura',
      enunciado: 'En la oración «ya sé leer cuentos cortos», ¿qué palabra dice cómo son los cuentos?',
      alternativas: ['leer', 'cuentos', 'cortos', 'sé'],
      correcta: 2,
    },
    {
      tema: 'verbos',
      habilidad: 'Comprender',
      foco: 'estructura',
      enunciado: 'En la oración «También planté una semilla de girasol», ¿qué palabra dice lo que hizo Sofía?',
      alternativas: ['semilla', 'planté', 'girasol', 'una'],
      correcta: 1,
    },
    {
      tema: 'vocabulario',
      habilidad: 'Comprender',
      foco: 'vocabulario',
      enunciado: 'Sofía escribe «te echo mucho de menos». ¿Qué quiere decir?',
      alternativas: [
        'Que está enojada con su abuela.',
        'Que quiere echar a su abuela de la casa.',
        'Que extraña a su abuela.',
        'Que come menos cuando la abuela no está.',
      ],
      correcta: 2,
    },
  ],
  'Carta a la directora: una biblioteca en el patio': [
    {
      tema: 'cohesion',
      habilidad: 'Comprender',
      foco: 'estructura',
      enunciado:
        'En «Nosotros podríamos traer libros que ya leímos en la casa y cuidarlos por turnos», ¿a qué se refiere «los» en «cuidarlos»?',
      alternativas: [
        'A los estudiantes de cuarto básico.',
        'A los libros.',
        'A los turnos del recreo.',
        'A los compañeros aburridos.',
      ],
      correcta: 1,
    },
    {
      tema: 'cohesion',
      habilidad: 'Comprender',
      foco: 'estructura',
      enunciado:
        'En «Por eso pensamos que cada semana dos estudiantes serían los encargados…», ¿para qué sirve el conector «Por eso»?',
      alternativas: [
        'Para presentar una consecuencia.',
        'Para agregar un ejemplo más a la lista de libros.',
        'Para comparar la biblioteca con la sala de clases.',
        'Para indicar el lugar donde se guardarán los libros.',
      ],
      correcta: 0,
    },
    {
      tema: 'gramatica',
      habilidad: 'Comprender',
      foco: 'estructura',
      enunciado: 'En «una pequeña biblioteca», ¿qué clase de palabra es «pequeña»?',
      alternativas: [
        'Un sustantivo, porque nombra un lugar del patio de la escuela.',
        'Un verbo, porque indica una acción que hacen los estudiantes.',
        'Un artículo, porque acompaña siempre al nombre.',
        'Un adjetivo, porque dice cómo es la biblioteca.',
      ],
      correcta: 3,
    },
    {
      tema: 'ortografia',
      habilidad: 'Comprender',
      foco: 'estructura',
      enunciado: '¿Por qué «septiembre» se escribe con minúscula en «8 de septiembre de 2026»?',
      alternativas: [
        'Porque está después de un número y no de un punto seguido.',
        'Porque los meses se escriben con minúscula.',
        'Porque es una palabra que se escribe igual en todos los idiomas.',
        'Porque las fechas de las cartas nunca llevan mayúsculas.',
      ],
      correcta: 1,
    },
    {
      tema: 'vocabulario',
      habilidad: 'Comprender',
      foco: 'vocabulario',
      enunciado: '¿Qué palabra podría reemplazar a «tranquilo» en «un lugar tranquilo» sin cambiar el sentido?',
      alternativas: ['ruidoso', 'lejano', 'calmado', 'peligroso'],
      correcta: 2,
    },
  ],
  'Estudiantes de Cartagena limpian su playa': [
    {
      tema: 'verbos',
      habilidad: 'Comprender',
      foco: 'estructura',
      enunciado: 'En «limpiaron la playa Chica de Cartagena», ¿en qué tiempo está el verbo «limpiaron»?',
      alternativas: ['En presente.', 'En pasado.', 'En futuro.', 'No es un verbo, es un sustantivo.'],
      correcta: 1,
    },
    {
      tema: 'gramatica',
      habilidad: 'Comprender',
      foco: 'estructura',
      enunciado: 'En «tapas de botellas, bolsas plásticas y colillas de cigarro», ¿qué palabra es un sustantivo?',
      alternativas: ['plásticas', 'de', 'botellas', 'y'],
      correcta: 2,
    },
    {
      tema: 'ortografia',
      habilidad: 'Comprender',
      foco: 'estructura',
      enunciado:
        '¿Para qué se usan las comillas en «Me dio pena ver tantas tapitas, porque los pájaros se las pueden comer»?',
      alternativas: [
        'Para escribir las palabras exactas de Benjamín.',
        'Para destacar los nombres de las playas de Cartagena.',
        'Para marcar el título de la noticia en el diario.',
        'Para separar las cosas que encontraron en la arena.',
      ],
      correcta: 0,
    },
    {
      tema: 'vocabulario',
      habilidad: 'Comprender',
      foco: 'vocabulario',
      enunciado: 'En la noticia, ¿qué son las «colillas»?',
      alternativas: [
        'Tapas de botellas de bebida.',
        'Conchas pequeñas de la playa.',
        'Restos de cigarros fumados.',
        'Bolsas de plástico rotas.',
      ],
      correcta: 2,
    },
    {
      tema: 'cohesion',
      habilidad: 'Comprender',
      foco: 'estructura',
      enunciado: 'En «porque los pájaros se las pueden comer», ¿a qué se refiere «las»?',
      alternativas: [
        'A las bolsas plásticas de la playa.',
        'A las colillas de cigarro.',
        'A las personas que visitan la playa.',
        'A las tapitas.',
      ],
      correcta: 3,
    },
  ],
  'Niños de Valdivia construyen refugios para murciélagos': [
    {
      tema: 'ortografia',
      habilidad: 'Comprender',
      foco: 'estructura',
      enunciado: 'En «Ahora sé que los murciélagos de Chile no hacen eso», ¿por qué «sé» lleva tilde?',
      alternativas: [
        'Porque es una palabra esdrújula que termina en vocal.',
        'Porque es el verbo saber y se distingue de «se».',
        'Porque todas las palabras de una sola sílaba llevan tilde.',
        'Porque está al comienzo de lo que dice un estudiante.',
      ],
      correcta: 1,
    },
    {
      tema: 'verbos',
      habilidad: 'Comprender',
      foco: 'estructura',
      enunciado: 'En «Las cajas, construidas por los propios niños», ¿qué forma del verbo construir es «construidas»?',
      alternativas: ['Un infinitivo.', 'Un gerundio.', 'Un participio.', 'Un verbo en futuro.'],
      correcta: 2,
    },
    {
      tema: 'verbos',
      habilidad: 'Comprender',
      foco: 'estructura',
      enunciado: '¿En qué tiempo está el verbo «servirán» en «servirán para que estos animales descansen»?',
      alternativas: ['En pasado.', 'En futuro.', 'En presente.', 'En pretérito imperfecto.'],
      correcta: 1,
    },
    {
      tema: 'vocabulario',
      habilidad: 'Comprender',
      foco: 'vocabulario',
      enunciado:
        'En la noticia, Tomás «confesó» que los murciélagos le daban miedo. ¿Qué palabra tiene un significado parecido en esa oración?',
      alternativas: ['admitió', 'negó', 'inventó', 'olvidó'],
      correcta: 0,
    },
    {
      tema: 'ortografia',
      habilidad: 'Comprender',
      foco: 'estructura',
      enunciado: '¿Para qué se usan los paréntesis en «(medir, cortar, lijar o armar)»?',
      alternativas: [
        'Para citar las palabras exactas de un estudiante.',
        'Para indicar el título de la noticia.',
        'Para marcar una pregunta al lector.',
        'Para agregar una aclaración.',
      ],
      correcta: 3,
    },
  ],
  'El curso decide: ¿adónde vamos de paseo?': [
    {
      tema: 'cohesion',
      habilidad: 'Comprender',
      foco: 'estructura',
      enunciado: 'En la intervención de Bruno, ¿qué indica el conector «pero»?',
      alternativas: [
        'Una causa de lo que se dijo antes en la conversación.',
        'Una idea que se opone a la anterior.',
        'Un ejemplo que aclara lo que dijo Javiera sobre el museo.',
        'El orden en que se deben hacer las cosas del paseo.',
      ],
      correcta: 1,
    },
    {
      tema: 'cohesion',
      habilidad: 'Comprender',
      foco: 'estructura',
      enunciado: 'En la intervención de Javiera, ¿qué función cumple el conector «Además»?',
      alternativas: [
        'Presenta una idea contraria a la propuesta del museo.',
        'Indica la conclusión final de toda la conversación del curso.',
        'Introduce una pregunta para el profesor jefe.',
        'Agrega otra razón a favor del museo.',
      ],
      correcta: 3,
    },
    {
      tema: 'verbos',
      habilidad: 'Comprender',
      foco: 'estructura',
      enunciado: 'En «Yo propongo el museo», ¿en qué persona está el verbo «propongo»?',
      alternativas: [
        'En primera persona singular.',
        'En segunda persona singular.',
        'En tercera persona plural.',
        'En primera persona plural.',
      ],
      correcta: 0,
    },
    {
      tema: 'ortografia',
      habilidad: 'Comprender',
      foco: 'estructura',
      enunciado: '¿Por qué «adónde» lleva tilde en el título «El curso decide: ¿adónde vamos de paseo?»?',
      alternativas: [
        'Porque es una palabra esdrújula terminada en vocal.',
        'Porque va al final de una oración exclamativa.',
        'Porque es una palabra interrogativa.',
        'Porque todas las palabras del título llevan tilde.',
      ],
      correcta: 2,
    },
  ],
  'Carta al director: los patios también necesitan sombra': [
    {
      tema: 'cohesion',
      habilidad: 'Analizar',
      foco: 'estructura',
      enunciado:
        'La autora escribe primero «los patios de los colegios» y luego «los patios escolares». ¿Qué recurso de cohesión usa?',
      alternativas: [
        'La metáfora, para embellecer la descripción del patio.',
        'La sustitución léxica, para no repetir.',
        'La elipsis, que omite el sujeto de la oración anterior.',
        'La hipérbole, que exagera el problema del calor en verano.',
      ],
      correcta: 1,
    },
    {
      tema: 'cohesion',
      habilidad: 'Comprender',
      foco: 'estructura',
      enunciado:
        '¿Qué relación establece el conector «en cambio» en «Un árbol adulto, en cambio, puede bajar varios grados la temperatura»?',
      alternativas: ['De causa.', 'De consecuencia.', 'De contraste.', 'De adición.'],
      correcta: 2,
    },
    {
      tema: 'gramatica',
      habilidad: 'Analizar',
      foco: 'estructura',
      enunciado:
        'En la oración «El año pasado, la enfermería atendió a más de veinte estudiantes», ¿cuál es el sujeto?',
      alternativas: ['El año pasado', 'la enfermería', 'a más de veinte estudiantes', 'atendió'],
      correcta: 1,
    },
    {
      tema: 'ortografia',
      habilidad: 'Comprender',
      foco: 'estructura',
      enunciado: '¿Por qué lleva tilde la palabra «mínimo» en «el costo de un árbol es mínimo»?',
      alternativas: [
        'Porque es aguda terminada en vocal.',
        'Porque es grave y termina en una consonante que no es ene ni ese.',
        'Porque tiene un hiato entre dos vocales.',
        'Porque es esdrújula.',
      ],
      correcta: 3,
    },
    {
      tema: 'verbos',
      habilidad: 'Analizar',
      foco: 'estructura',
      enunciado: '¿En qué modo está el verbo de «Si cada curso se hiciera cargo de un árbol»?',
      alternativas: ['En modo subjuntivo.', 'En modo indicativo.', 'En modo imperativo.', 'En infinitivo.'],
      correcta: 0,
    },
  ],
  'Debate en el consejo de curso: ¿celulares en la sala?': [
    {
      tema: 'estilo',
      habilidad: 'Aplicar',
      foco: 'estructura',
      enunciado: '¿Cómo se diría en estilo indirecto la pregunta de Catalina «¿Y qué pasa con las emergencias?»?',
      alternativas: [
        'Catalina pregunta: «¿Y qué pasa con las emergencias?».',
        'Catalina preguntó qué pasaba con las emergencias.',
        'Catalina preguntó qué pasa ahora con sus emergencias familiares.',
        'Catalina dijo que las emergencias no pasaban.',
      ],
      correcta: 1,
    },
    {
      tema: 'estilo',
      habilidad: 'Comprender',
      foco: 'estructura',
      enunciado:
        'La transcripción reproduce las palabras de cada participante tal como las dijo. ¿En qué estilo está escrita?',
      alternativas: [
        'En estilo indirecto.',
        'En estilo directo.',
        'En estilo indirecto libre.',
        'En tercera persona narrativa.',
      ],
      correcta: 1,
    },
    {
      tema: 'cohesion',
      habilidad: 'Analizar',
      foco: 'estructura',
      enunciado: 'En «Eso significa que el problema no es el aparato», ¿a qué se refiere «Eso»?',
      alternativas: [
        'A la prohibición del lápiz que propone Diego.',
        'A la caja donde se guardarían los celulares.',
        'Al resultado de la encuesta del curso.',
        'Al estudio de la universidad que leyó Matías.',
      ],
      correcta: 2,
    },
    {
      tema: 'verbos',
      habilidad: 'Comprender',
      foco: 'estructura',
      enunciado: 'En «Fuera del colegio nadie nos va a quitar el celular», ¿qué tiempo expresa «va a quitar»?',
      alternativas: ['Pasado.', 'Presente.', 'Condicional.', 'Futuro.'],
      correcta: 3,
    },
  ],
}
