/**
 * The tasks rubrics, scales and practical work assess, written by the Pizarra team as complete sentences:
 * for each task its observable rubric criteria with four progressive descriptors, the indicators of the
 * performance in the third person (the teacher observes) and the first (self-assessment), and the steps of
 * the work with their share of the time. Parsed with `schema.ts` when first read.
 */
import { z } from 'zod'
import { type Task, task } from './schema'

const escrituraSteps = {
  planificar: {
    titulo: 'Planificación',
    descripcion:
      'Antes de escribir, anoten en una lista las ideas que quieren decir y ordénenlas de la más importante a la menos importante.',
    peso: 2,
  },
  borrador: {
    titulo: 'Borrador',
    descripcion: 'Escriban un primer borrador completo sin detenerse a corregir cada palabra.',
    peso: 3,
  },
  revisar: {
    titulo: 'Revisión con la pauta',
    descripcion:
      'Intercambien el borrador con otro estudiante, revísenlo con la pauta de evaluación y anoten dos sugerencias concretas.',
    peso: 2,
  },
  editar: {
    titulo: 'Versión final',
    descripcion:
      'Corrijan el texto con las sugerencias recibidas, revisen la ortografía y los signos de puntuación, y escriban la versión final en limpio.',
    peso: 2,
  },
} as const

const data: Task[] = [
  {
    id: 'carta',
    nombre: 'Carta',
    claves: ['carta', 'cartas', 'carta personal', 'carta formal', 'correo'],
    bandas: ['b12', 'b34', 'b56', 'b78', 'media'],
    producto: 'Una carta escrita a mano o en computador, con todas sus partes, dirigida a una persona real.',
    modalidad: 'Individual',
    situacion: 'tema',
    materiales: ['Hoja de carta o cuaderno', 'Lápiz grafito y goma', 'Diccionario'],
    criterios: [
      {
        nombre: 'Partes de la carta',
        descriptores: [
          'Incluye lugar y fecha, saludo, cuerpo, despedida y firma, cada parte en su lugar.',
          'Incluye casi todas las partes de la carta; falta una o está fuera de lugar.',
          'Incluye solo el cuerpo y una o dos partes más.',
          'Escribe un texto sin las partes de una carta.',
        ],
      },
      {
        nombre: 'Propósito y destinatario',
        descriptores: [
          'Deja claro a quién escribe y para qué, y todo el texto se relaciona con ese propósito.',
          'Deja claro a quién escribe y para qué, pero incluye ideas que se alejan del propósito.',
          'El propósito se adivina, pero no se dice con claridad.',
          'No se entiende a quién escribe ni para qué.',
        ],
      },
      {
        nombre: 'Desarrollo de las ideas',
        descriptores: [
          'Explica cada idea con detalles o ejemplos, en párrafos ordenados.',
          'Explica la mayoría de las ideas, aunque algunas quedan sin detalles.',
          'Enumera ideas sin explicarlas.',
          'Escribe una o dos oraciones sueltas.',
        ],
      },
      {
        nombre: 'Registro adecuado',
        descriptores: [
          'Usa un trato y un vocabulario adecuados a la persona a quien escribe en toda la carta.',
          'Usa un trato adecuado, con una o dos expresiones demasiado informales o formales.',
          'Mezcla expresiones formales e informales sin atender al destinatario.',
          'Usa un trato inadecuado para el destinatario.',
        ],
      },
      {
        nombre: 'Ortografía y puntuación',
        descriptores: [
          'Escribe sin errores de ortografía y usa mayúsculas, comas y puntos correctamente.',
          'Comete hasta tres errores de ortografía o puntuación que no dificultan la lectura.',
          'Comete varios errores que a veces dificultan la lectura.',
          'Los errores de ortografía y puntuación impiden entender partes de la carta.',
        ],
      },
    ],
    indicadores: [
      { tercera: 'Escribe el lugar, la fecha y el saludo.', primera: 'Escribí el lugar, la fecha y el saludo.' },
      {
        tercera: 'Explica con claridad para qué escribe la carta.',
        primera: 'Expliqué con claridad para qué escribo la carta.',
      },
      {
        tercera: 'Ordena sus ideas en párrafos.',
        primera: 'Ordené mis ideas en párrafos.',
      },
      {
        tercera: 'Se despide y firma la carta.',
        primera: 'Me despedí y firmé la carta.',
      },
      {
        tercera: 'Revisa la ortografía antes de entregar.',
        primera: 'Revisé la ortografía antes de entregar.',
      },
    ],
    pasos: [
      {
        titulo: 'Elegir el destinatario',
        descripcion: 'Decide a quién escribirás y qué quieres contarle o pedirle.',
        peso: 1,
      },
      escrituraSteps.planificar,
      escrituraSteps.borrador,
      escrituraSteps.revisar,
      escrituraSteps.editar,
    ],
  },
  {
    id: 'carta_director',
    nombre: 'Carta al director',
    claves: ['carta al director', 'cartas al director', 'carta de opinion', 'carta a un diario'],
    bandas: ['b56', 'b78', 'media'],
    producto:
      'Una carta al director de un diario o de la revista del colegio, de no más de 250 palabras, que defiende una postura con argumentos.',
    modalidad: 'Individual',
    situacion: 'tema',
    materiales: ['Dos o tres cartas al director publicadas, como modelo', 'Cuaderno o computador', 'Diccionario'],
    criterios: [
      {
        nombre: 'Destinatario y formato',
        descriptores: [
          'Se dirige al director con el saludo de costumbre, usa la extensión pedida y firma con nombre y curso.',
          'Respeta el formato de la carta al director, con un descuido en el saludo, la firma o la extensión.',
          'Respeta solo algunas partes del formato; la carta parece otro tipo de texto.',
          'No se reconoce el formato de una carta al director.',
        ],
      },
      {
        nombre: 'Postura',
        descriptores: [
          'Presenta su postura en el primer párrafo con una oración clara y la mantiene en toda la carta.',
          'Presenta su postura, pero tarda en hacerlo o la formula de manera poco precisa.',
          'La postura se deduce de la carta, pero no se enuncia.',
          'No presenta una postura o presenta posturas que se contradicen.',
        ],
      },
      {
        nombre: 'Argumentos y evidencia',
        descriptores: [
          'Da dos o más argumentos distintos, cada uno apoyado en un dato, un ejemplo o una experiencia comprobable.',
          'Da dos argumentos, pero solo uno está apoyado en evidencia.',
          'Da un argumento o repite el mismo con otras palabras, sin evidencia.',
          'Da opiniones sin argumentos.',
        ],
      },
      {
        nombre: 'Contraargumento',
        descriptores: [
          'Reconoce una opinión contraria y la responde con razones.',
          'Menciona una opinión contraria, pero la responde de manera débil.',
          'Alude a quienes piensan distinto sin responderles.',
          'No considera opiniones contrarias.',
        ],
      },
      {
        nombre: 'Registro y ortografía',
        descriptores: [
          'Usa un registro formal y respetuoso, conectores variados y escribe sin errores de ortografía.',
          'Usa un registro formal, con pocos conectores o hasta tres errores de ortografía.',
          'Mezcla registro formal e informal o comete varios errores de ortografía.',
          'Usa un registro ofensivo o informal, o los errores impiden la lectura.',
        ],
      },
    ],
    indicadores: [
      {
        tercera: 'Enuncia su postura en el primer párrafo.',
        primera: 'Enuncié mi postura en el primer párrafo.',
      },
      {
        tercera: 'Apoya cada argumento con un dato, un ejemplo o una experiencia.',
        primera: 'Apoyé cada argumento con un dato, un ejemplo o una experiencia.',
      },
      {
        tercera: 'Responde al menos a una opinión contraria.',
        primera: 'Respondí al menos a una opinión contraria.',
      },
      {
        tercera: 'Usa un registro formal y respetuoso.',
        primera: 'Usé un registro formal y respetuoso.',
      },
      {
        tercera: 'Respeta la extensión y el formato de la carta al director.',
        primera: 'Respeté la extensión y el formato de la carta al director.',
      },
    ],
    pasos: [
      {
        titulo: 'Leer modelos',
        descripcion:
          'Lean dos cartas al director publicadas y subrayen en cada una la postura, los argumentos y la despedida.',
        peso: 2,
      },
      {
        titulo: 'Tomar postura',
        descripcion:
          'Escriban en una oración qué opinan sobre el tema y anoten tres razones que apoyen esa opinión y una razón de quienes piensan distinto.',
        peso: 2,
      },
      escrituraSteps.borrador,
      escrituraSteps.revisar,
      escrituraSteps.editar,
    ],
  },
  {
    id: 'exposicion_oral',
    nombre: 'Exposición oral',
    claves: ['exposicion', 'exposicion oral', 'disertacion', 'presentacion oral', 'presentar al curso'],
    bandas: ['b12', 'b34', 'b56', 'b78', 'media'],
    producto: 'Una exposición oral ante el curso, con un apoyo visual preparado por los expositores.',
    modalidad: 'En parejas o tríos',
    situacion: 'tema',
    materiales: [
      'Cartulina o presentación digital',
      'Plumones',
      'Fichas para recordar las ideas',
      'Reloj o cronómetro',
    ],
    criterios: [
      {
        nombre: 'Dominio del tema',
        descriptores: [
          'Explica el tema con sus propias palabras, sin leer, y responde con acierto las preguntas del curso.',
          'Explica el tema con sus palabras, aunque lee algunas partes o duda al responder.',
          'Lee la mayor parte de la exposición y no logra responder las preguntas.',
          'Lee toda la exposición o la información que entrega tiene errores importantes.',
        ],
      },
      {
        nombre: 'Organización',
        descriptores: [
          'Presenta una introducción, un desarrollo ordenado y un cierre que resume lo más importante.',
          'Presenta introducción, desarrollo y cierre, pero el orden del desarrollo a veces se pierde.',
          'Falta la introducción o el cierre, y las ideas se presentan sin orden claro.',
          'Presenta ideas sueltas, sin introducción ni cierre.',
        ],
      },
      {
        nombre: 'Volumen, pronunciación y contacto visual',
        descriptores: [
          'Habla con volumen y pronunciación claros para toda la sala y mira al curso mientras expone.',
          'Se le escucha bien casi todo el tiempo y mira al curso en varios momentos.',
          'Se le escucha con dificultad o mira casi siempre sus fichas.',
          'No se le escucha o no mira al curso en ningún momento.',
        ],
      },
      {
        nombre: 'Apoyo visual',
        descriptores: [
          'El apoyo visual es legible desde toda la sala, tiene imágenes pertinentes y pocas palabras.',
          'El apoyo visual es legible, pero tiene demasiado texto o alguna imagen no se relaciona con el tema.',
          'El apoyo visual es difícil de leer o no se usa durante la exposición.',
          'No presenta apoyo visual.',
        ],
      },
      {
        nombre: 'Manejo del tiempo',
        descriptores: [
          'Termina dentro del tiempo asignado, sin apurarse al final.',
          'Se aleja del tiempo asignado en un minuto o menos.',
          'Se aleja del tiempo asignado en más de un minuto y deja ideas sin exponer.',
          'La exposición dura menos de la mitad del tiempo asignado o debe ser interrumpida.',
        ],
      },
    ],
    indicadores: [
      {
        tercera: 'Habla con volumen y pronunciación claros para toda la sala.',
        primera: 'Hablé con volumen y pronunciación claros para toda la sala.',
      },
      { tercera: 'Mira al curso mientras expone.', primera: 'Miré al curso mientras exponía.' },
      {
        tercera: 'Explica el tema con sus propias palabras, sin leer.',
        primera: 'Expliqué el tema con mis propias palabras, sin leer.',
      },
      {
        tercera: 'Usa el apoyo visual para mostrar lo que explica.',
        primera: 'Usé el apoyo visual para mostrar lo que explicaba.',
      },
      { tercera: 'Termina dentro del tiempo asignado.', primera: 'Terminé dentro del tiempo asignado.' },
      {
        tercera: 'Responde las preguntas del curso con seguridad.',
        primera: 'Respondí las preguntas del curso con seguridad.',
      },
    ],
    pasos: [
      {
        titulo: 'Reunir la información',
        descripcion: 'Lean el material indicado y anoten en fichas las ideas que explicarán.',
        peso: 3,
      },
      {
        titulo: 'Ordenar la exposición',
        descripcion: 'Decidan qué dirán en la introducción, en el desarrollo y en el cierre, y quién dirá cada parte.',
        peso: 2,
      },
      {
        titulo: 'Preparar el apoyo visual',
        descripcion: 'Hagan un papelógrafo o unas pocas diapositivas con imágenes y palabras clave, no con párrafos.',
        peso: 3,
      },
      {
        titulo: 'Ensayar',
        descripcion: 'Ensayen en voz alta con un reloj a la vista hasta terminar dentro del tiempo asignado.',
        peso: 2,
      },
      {
        titulo: 'Exponer',
        descripcion: 'Expongan ante el curso y respondan las preguntas de sus compañeros y de su profesor o profesora.',
        peso: 2,
      },
    ],
  },
  {
    id: 'informe_laboratorio',
    nombre: 'Informe de laboratorio',
    claves: [
      'informe de laboratorio',
      'laboratorio',
      'experimento',
      'experimental',
      'informe cientifico',
      'indagacion',
    ],
    bandas: ['b12', 'b34', 'b56', 'b78', 'media'],
    producto:
      'Un informe de la investigación experimental con la pregunta, la hipótesis, el procedimiento, la tabla de datos y la conclusión.',
    pequenos: {
      nombre: 'Trabajo de observación',
      producto: 'La tabla completada con dibujos o palabras, y lo aprendido contado al curso.',
    },
    modalidad: 'En grupos de 3 o 4 integrantes',
    situacion: 'experimento',
    materiales: ['Cuaderno de ciencias', 'Delantal'],
    criterios: [
      {
        nombre: 'Predicción',
        bandas: ['b12'],
        descriptores: [
          'Dibuja o dice qué cree que pasará y explica por qué.',
          'Dibuja o dice qué cree que pasará, sin explicar por qué.',
          'Dice qué cree que pasará solo con ayuda.',
          'No hace una predicción.',
        ],
      },
      {
        nombre: 'Observación y registro',
        bandas: ['b12'],
        descriptores: [
          'Observa con atención y registra en la tabla, con dibujos o números, todo lo que pasó.',
          'Registra casi todo lo que pasó.',
          'Registra solo una parte de lo que pasó.',
          'No registra lo que pasó.',
        ],
      },
      {
        nombre: 'Pregunta e hipótesis',
        bandas: ['b34', 'b56', 'b78', 'media'],
        descriptores: [
          'Formula una hipótesis que responde la pregunta, se puede poner a prueba y explica por qué la espera.',
          'Formula una hipótesis que responde la pregunta, pero no explica por qué la espera.',
          'Formula una hipótesis que no se puede poner a prueba con el experimento.',
          'No formula una hipótesis.',
        ],
      },
      {
        nombre: 'Procedimiento',
        bandas: ['b34', 'b56', 'b78', 'media'],
        descriptores: [
          'Sigue el procedimiento, cambia una sola variable y mantiene iguales las demás.',
          'Sigue el procedimiento con un descuido que no cambia los resultados.',
          'Omite pasos o cambia varias cosas a la vez, y los resultados no se pueden comparar.',
          'No sigue el procedimiento.',
        ],
      },
      {
        nombre: 'Registro de datos',
        bandas: ['b34', 'b56', 'b78', 'media'],
        descriptores: [
          'Completa la tabla de datos con todas las mediciones, con sus unidades y sin borrones que confundan.',
          'Completa la tabla, pero falta una medición o una unidad.',
          'Completa la tabla a medias.',
          'No registra datos.',
        ],
      },
      {
        nombre: 'Conclusión',
        bandas: ['b34', 'b56', 'b78', 'media'],
        descriptores: [
          'Responde la pregunta con los datos, dice si la hipótesis se cumplió y propone una mejora al experimento.',
          'Responde la pregunta con los datos y dice si la hipótesis se cumplió.',
          'Escribe una conclusión que no se apoya en los datos obtenidos.',
          'No escribe conclusión.',
        ],
      },
      {
        nombre: 'Lo que aprendió',
        bandas: ['b12'],
        descriptores: [
          'Cuenta lo que pasó en el experimento y lo compara con su predicción.',
          'Cuenta lo que pasó en el experimento.',
          'Cuenta lo que pasó solo con ayuda.',
          'No cuenta lo que pasó.',
        ],
      },
      {
        nombre: 'Seguridad y trabajo en equipo',
        descriptores: [
          'Cumple las normas de seguridad, cuida los materiales y cada integrante cumple su rol.',
          'Cumple las normas de seguridad, con algún descuido en los materiales o en los roles.',
          'Necesita que se le recuerden las normas de seguridad más de una vez.',
          'Pone en riesgo su seguridad o la de otros.',
        ],
      },
    ],
    indicadores: [
      {
        tercera: 'Escribe una predicción antes de experimentar.',
        primera: 'Escribí una predicción antes de experimentar.',
      },
      {
        tercera: 'Sigue los pasos del procedimiento en orden.',
        primera: 'Seguí los pasos del procedimiento en orden.',
      },
      {
        tercera: 'Mide y anota los datos en la tabla.',
        primera: 'Medí y anoté los datos en la tabla.',
      },
      {
        tercera: 'Explica el resultado con los datos obtenidos.',
        primera: 'Expliqué el resultado con los datos obtenidos.',
      },
      {
        tercera: 'Cuida los materiales y las normas de seguridad.',
        primera: 'Cuidé los materiales y las normas de seguridad.',
      },
    ],
    pasos: [
      {
        titulo: 'Informe',
        descripcion:
          'Escriban el informe con estas partes: pregunta, hipótesis, materiales, procedimiento, tabla de datos, resultados y conclusión.',
        peso: 3,
        bandas: ['b34', 'b56', 'b78', 'media'],
      },
      {
        titulo: 'Contar lo aprendido',
        descripcion: 'Dibujen lo que pasó en el experimento y cuenten al curso lo que aprendieron.',
        peso: 1,
        bandas: ['b12'],
      },
      {
        titulo: 'Comunicar',
        descripcion: 'Compartan con el curso su resultado y compárenlo con el de otros grupos.',
        peso: 1,
        bandas: ['b34', 'b56', 'b78', 'media'],
      },
    ],
  },
  {
    id: 'maqueta',
    nombre: 'Maqueta',
    claves: ['maqueta', 'modelo', 'modelo a escala', 'diorama', 'representacion tridimensional'],
    bandas: ['b12', 'b34', 'b56', 'b78', 'media'],
    producto: 'Una maqueta con sus partes rotuladas y una ficha que explica qué representa cada parte.',
    modalidad: 'En grupos de 3 o 4 integrantes',
    situacion: 'tema',
    materiales: [
      'Base de cartón reciclado',
      'Plasticina, papel y materiales reutilizados',
      'Pegamento y tijeras',
      'Etiquetas para rotular',
    ],
    criterios: [
      {
        nombre: 'Fidelidad al modelo',
        descriptores: [
          'Representa todas las partes pedidas, en el lugar y la proporción que corresponden.',
          'Representa todas las partes pedidas, con alguna desproporción o una parte fuera de lugar.',
          'Faltan partes importantes o varias están fuera de lugar.',
          'La maqueta no representa lo pedido.',
        ],
      },
      {
        nombre: 'Rótulos',
        descriptores: [
          'Rotula cada parte con su nombre correcto, con letra legible.',
          'Rotula casi todas las partes con su nombre correcto.',
          'Rotula pocas partes o con nombres equivocados.',
          'No rotula las partes.',
        ],
      },
      {
        nombre: 'Ficha explicativa',
        descriptores: [
          'La ficha explica qué representa cada parte y cómo se relacionan entre sí.',
          'La ficha explica qué representa cada parte, sin relacionarlas.',
          'La ficha nombra las partes sin explicarlas.',
          'No presenta ficha.',
        ],
      },
      {
        nombre: 'Construcción',
        descriptores: [
          'Es firme, limpia y usa materiales reutilizados de manera creativa.',
          'Es firme y limpia, con materiales poco aprovechados.',
          'Se desarma con facilidad o tiene partes sueltas.',
          'Está incompleta.',
        ],
      },
    ],
    indicadores: [
      {
        tercera: 'Representa todas las partes pedidas en su lugar.',
        primera: 'Representé todas las partes pedidas en su lugar.',
      },
      { tercera: 'Rotula cada parte con su nombre.', primera: 'Rotulé cada parte con su nombre.' },
      {
        tercera: 'Explica qué representa cada parte de la maqueta.',
        primera: 'Expliqué qué representa cada parte de la maqueta.',
      },
      { tercera: 'Usa materiales reutilizados.', primera: 'Usé materiales reutilizados.' },
      {
        tercera: 'Aporta al grupo en la construcción.',
        primera: 'Aporté al grupo en la construcción.',
      },
    ],
    pasos: [
      {
        titulo: 'Diseño',
        descripcion: 'Dibujen la maqueta en el cuaderno, con las partes que tendrá y el material de cada una.',
        peso: 2,
      },
      {
        titulo: 'Reunir materiales',
        descripcion: 'Reúnan materiales reutilizados de la casa y del colegio: cajas, tapas, papel y cartón.',
        peso: 1,
      },
      {
        titulo: 'Construcción',
        descripcion: 'Construyan la maqueta siguiendo el diseño y peguen bien cada parte sobre la base.',
        peso: 4,
      },
      {
        titulo: 'Rótulos y ficha',
        descripcion: 'Rotulen cada parte y escriban la ficha que explica qué representa cada una.',
        peso: 2,
      },
      {
        titulo: 'Presentación',
        descripcion: 'Presenten la maqueta al curso y expliquen una de sus partes cada integrante.',
        peso: 1,
      },
    ],
  },
  {
    id: 'debate',
    nombre: 'Debate',
    claves: ['debate', 'debatir', 'foro', 'mesa redonda'],
    bandas: ['b56', 'b78', 'media'],
    producto: 'Un debate de dos equipos ante el curso, con turnos de apertura, réplica y cierre.',
    modalidad: 'Dos equipos de 4 o 5 integrantes y un moderador',
    situacion: 'tema',
    materiales: ['Fichas de argumentos', 'Reloj o cronómetro', 'Pauta de turnos para el moderador'],
    criterios: [
      {
        nombre: 'Argumentos',
        descriptores: [
          'Presenta argumentos claros y distintos, cada uno apoyado en evidencia verificable.',
          'Presenta argumentos claros, algunos sin evidencia.',
          'Presenta opiniones con poca relación con la postura del equipo.',
          'No presenta argumentos.',
        ],
      },
      {
        nombre: 'Réplica',
        descriptores: [
          'Responde directamente los argumentos del otro equipo y muestra sus debilidades con razones.',
          'Responde los argumentos del otro equipo, pero sin mostrar sus debilidades.',
          'Repite sus propios argumentos en vez de responder.',
          'No replica.',
        ],
      },
      {
        nombre: 'Respeto de las normas',
        descriptores: [
          'Respeta los turnos y el tiempo, y se refiere al otro equipo con respeto.',
          'Respeta los turnos, con un exceso de tiempo o una interrupción.',
          'Interrumpe varias veces o excede el tiempo de manera reiterada.',
          'No respeta los turnos ni al otro equipo.',
        ],
      },
      {
        nombre: 'Expresión oral',
        descriptores: [
          'Habla con claridad, volumen adecuado y un registro formal.',
          'Habla con claridad, con algunas expresiones informales.',
          'Se le entiende con dificultad o lee todo el tiempo.',
          'No se le entiende.',
        ],
      },
    ],
    indicadores: [
      { tercera: 'Presenta argumentos con evidencia.', primera: 'Presenté argumentos con evidencia.' },
      {
        tercera: 'Responde los argumentos del otro equipo.',
        primera: 'Respondí los argumentos del otro equipo.',
      },
      { tercera: 'Respeta los turnos y el tiempo.', primera: 'Respeté los turnos y el tiempo.' },
      { tercera: 'Usa un registro formal.', primera: 'Usé un registro formal.' },
      {
        tercera: 'Escucha al otro equipo sin interrumpir.',
        primera: 'Escuché al otro equipo sin interrumpir.',
      },
    ],
    pasos: [
      {
        titulo: 'Formar equipos',
        descripcion: 'Formen los dos equipos y sorteen qué postura defenderá cada uno; elijan un moderador.',
        peso: 1,
      },
      {
        titulo: 'Preparar argumentos',
        descripcion:
          'Cada equipo escribe tres argumentos con su evidencia y anticipa dos argumentos que podría dar el otro equipo.',
        peso: 3,
      },
      {
        titulo: 'Repartir turnos',
        descripcion: 'Decidan quién hará la apertura, quién replicará y quién hará el cierre.',
        peso: 1,
      },
      {
        titulo: 'Debatir',
        descripcion:
          'Debatan con turnos de dos minutos para la apertura, dos para la réplica y uno para el cierre, guiados por el moderador.',
        peso: 3,
      },
      {
        titulo: 'Reflexión',
        descripcion:
          'Al terminar, cada estudiante escribe qué argumento del otro equipo le pareció más sólido y por qué.',
        peso: 1,
      },
    ],
  },
  {
    id: 'ensayo',
    nombre: 'Ensayo',
    claves: ['ensayo', 'texto argumentativo', 'columna de opinion', 'columna', 'argumentativo'],
    bandas: ['b78', 'media'],
    producto: 'Un ensayo de 500 a 800 palabras con introducción, desarrollo argumentativo y conclusión.',
    modalidad: 'Individual',
    situacion: 'tema',
    materiales: ['Fuentes entregadas por el docente', 'Cuaderno o computador', 'Diccionario'],
    criterios: [
      {
        nombre: 'Tesis',
        descriptores: [
          'Plantea una tesis precisa y discutible en la introducción y la sostiene en todo el ensayo.',
          'Plantea una tesis clara, aunque general, y la sostiene en casi todo el ensayo.',
          'La tesis es confusa o se pierde en el desarrollo.',
          'No plantea una tesis.',
        ],
      },
      {
        nombre: 'Argumentación y fuentes',
        descriptores: [
          'Desarrolla cada argumento en un párrafo, con evidencia de las fuentes citadas.',
          'Desarrolla los argumentos con evidencia, pero cita las fuentes de manera incompleta.',
          'Los argumentos tienen poca evidencia o no se citan las fuentes.',
          'No desarrolla argumentos.',
        ],
      },
      {
        nombre: 'Objeciones',
        descriptores: [
          'Expone una objeción seria a su tesis y la refuta con razones.',
          'Menciona una objeción y la refuta de manera débil.',
          'Menciona una objeción sin refutarla.',
          'No considera objeciones.',
        ],
      },
      {
        nombre: 'Cohesión y estilo',
        descriptores: [
          'Usa conectores variados y un registro formal; los párrafos se enlazan con naturalidad.',
          'Usa conectores adecuados, aunque repetidos, y un registro formal.',
          'Usa pocos conectores y el paso de una idea a otra es brusco.',
          'Las ideas no se enlazan.',
        ],
      },
      {
        nombre: 'Ortografía',
        descriptores: [
          'Escribe sin errores de ortografía literal, acentual ni puntual.',
          'Comete hasta tres errores de ortografía.',
          'Comete entre cuatro y ocho errores de ortografía.',
          'Comete más de ocho errores de ortografía.',
        ],
      },
    ],
    indicadores: [
      { tercera: 'Plantea su tesis en la introducción.', primera: 'Planteé mi tesis en la introducción.' },
      {
        tercera: 'Desarrolla un argumento por párrafo.',
        primera: 'Desarrollé un argumento por párrafo.',
      },
      { tercera: 'Cita las fuentes que usa.', primera: 'Cité las fuentes que usé.' },
      { tercera: 'Refuta una objeción a su tesis.', primera: 'Refuté una objeción a mi tesis.' },
      {
        tercera: 'Cierra con una conclusión que retoma la tesis.',
        primera: 'Cerré con una conclusión que retoma la tesis.',
      },
    ],
    pasos: [
      {
        titulo: 'Leer las fuentes',
        descripcion: 'Lee las fuentes entregadas y subraya los datos que podrías usar como evidencia.',
        peso: 3,
      },
      {
        titulo: 'Escribir la tesis',
        descripcion: 'Escribe tu tesis en una oración y tres argumentos que la sostengan.',
        peso: 1,
      },
      escrituraSteps.borrador,
      escrituraSteps.revisar,
      escrituraSteps.editar,
    ],
  },
  {
    id: 'investigacion',
    nombre: 'Investigación',
    claves: ['investigacion', 'investigar', 'informe', 'informe de investigacion', 'indagar'],
    bandas: ['b12', 'b34', 'b56', 'b78', 'media'],
    producto: 'Un informe escrito con lo investigado, ilustrado y con las fuentes consultadas.',
    pequenos: {
      nombre: 'Pequeña investigación',
      producto: 'Un dibujo de lo aprendido con dos oraciones que lo explican, compartido con el curso.',
    },
    modalidad: 'En grupos de 3 o 4 integrantes',
    situacion: 'fuente',
    materiales: ['Texto escolar', 'Libros de la biblioteca CRA', 'Cuaderno', 'Cartulina o computador'],
    criterios: [
      {
        nombre: 'Lo que aprendió',
        bandas: ['b12'],
        descriptores: [
          'Nombra tres o más cosas correctas que aprendió sobre el tema.',
          'Nombra dos cosas correctas que aprendió.',
          'Nombra una cosa correcta que aprendió.',
          'No nombra nada de lo que aprendió.',
        ],
      },
      {
        nombre: 'Dibujo y explicación',
        bandas: ['b12'],
        descriptores: [
          'Su dibujo muestra lo aprendido y las dos oraciones lo explican con claridad.',
          'Su dibujo muestra lo aprendido, con una oración que lo explica.',
          'Su dibujo se relaciona poco con el tema o no tiene oraciones.',
          'No presenta dibujo ni oraciones.',
        ],
      },
      {
        nombre: 'Compartir lo aprendido',
        bandas: ['b12'],
        descriptores: [
          'Cuenta al curso lo que aprendió con sus palabras y responde una pregunta.',
          'Cuenta al curso lo que aprendió con ayuda de su dibujo.',
          'Cuenta lo que aprendió solo con ayuda del profesor o la profesora.',
          'No comparte lo que aprendió.',
        ],
      },
      {
        nombre: 'Pregunta de investigación',
        bandas: ['b34', 'b56', 'b78', 'media'],
        descriptores: [
          'Formula una pregunta precisa que el informe responde por completo.',
          'Formula una pregunta que el informe responde en parte.',
          'La pregunta es muy amplia o no se responde.',
          'No formula una pregunta.',
        ],
      },
      {
        nombre: 'Información',
        bandas: ['b34', 'b56', 'b78', 'media'],
        descriptores: [
          'Reúne información correcta de al menos dos fuentes y la explica con sus palabras.',
          'Reúne información correcta, pero copia partes de las fuentes sin explicarlas.',
          'La información es escasa o tiene errores.',
          'No presenta información.',
        ],
      },
      {
        nombre: 'Organización del informe',
        bandas: ['b34', 'b56', 'b78', 'media'],
        descriptores: [
          'Ordena el informe con título, introducción, desarrollo con subtítulos y conclusión.',
          'Ordena el informe con sus partes, aunque el desarrollo mezcla temas.',
          'Faltan partes del informe.',
          'El informe no tiene partes reconocibles.',
        ],
      },
      {
        nombre: 'Fuentes',
        bandas: ['b56', 'b78', 'media'],
        descriptores: [
          'Anota todas las fuentes consultadas con autor, título y año o dirección.',
          'Anota las fuentes, con datos incompletos.',
          'Anota solo una fuente o sin sus datos.',
          'No anota fuentes.',
        ],
      },
    ],
    indicadores: [
      {
        tercera: 'Busca información en más de una fuente.',
        primera: 'Busqué información en más de una fuente.',
      },
      {
        tercera: 'Explica lo investigado con sus palabras.',
        primera: 'Expliqué lo investigado con mis palabras.',
      },
      { tercera: 'Anota de dónde obtuvo la información.', primera: 'Anoté de dónde obtuve la información.' },
      { tercera: 'Ordena el informe con subtítulos.', primera: 'Ordené el informe con subtítulos.' },
      {
        tercera: 'Cumple su parte del trabajo del grupo.',
        primera: 'Cumplí mi parte del trabajo del grupo.',
      },
    ],
    pasos: [
      {
        titulo: 'Buscar información',
        descripcion:
          'Busquen información en el texto escolar y en dos fuentes confiables, como libros de la biblioteca o sitios de instituciones públicas, y anoten de dónde sacaron cada dato.',
        peso: 3,
        bandas: ['b56', 'b78', 'media'],
      },
      {
        titulo: 'Buscar información',
        descripcion:
          'Busquen información en el texto escolar y en un libro de la biblioteca del colegio, con ayuda de su profesor o profesora.',
        peso: 3,
        bandas: ['b34'],
      },
      {
        titulo: 'Mirar y preguntar',
        descripcion: 'Miren las láminas del texto escolar y pregunten en la casa lo que saben del tema.',
        peso: 2,
        bandas: ['b12'],
      },
      {
        titulo: 'Ordenar lo aprendido',
        descripcion: 'Ordenen lo que encontraron en una tabla con las ideas principales.',
        peso: 2,
        bandas: ['b34', 'b56', 'b78', 'media'],
      },
      {
        titulo: 'Escribir el informe',
        descripcion:
          'Escriban el informe con título, introducción, desarrollo con subtítulos, conclusión y la lista de fuentes.',
        peso: 3,
        bandas: ['b34', 'b56', 'b78', 'media'],
      },
      {
        titulo: 'Dibujar y contar',
        descripcion: 'Hagan un dibujo de lo que aprendieron y escriban debajo dos oraciones que lo expliquen.',
        peso: 2,
        bandas: ['b12'],
      },
      {
        titulo: 'Compartir',
        descripcion: 'Compartan con el curso lo más interesante que aprendieron.',
        peso: 1,
      },
    ],
  },
  {
    id: 'trabajo_grupo',
    nombre: 'Trabajo en grupo',
    claves: ['trabajo en grupo', 'trabajo grupal', 'trabajo colaborativo', 'trabajo en equipo', 'proyecto'],
    bandas: ['b12', 'b34', 'b56', 'b78', 'media'],
    producto: 'Un producto común del grupo y una bitácora con lo que hizo cada integrante en cada clase.',
    modalidad: 'En grupos de 3 o 4 integrantes',
    situacion: 'tema',
    materiales: ['Bitácora del grupo', 'Materiales del producto', 'Texto escolar'],
    criterios: [
      {
        nombre: 'Reparto de roles',
        descriptores: [
          'Cada integrante tiene un rol claro, lo cumple y ayuda a los demás cuando lo necesitan.',
          'Cada integrante tiene un rol, aunque alguno lo cumple a medias.',
          'Los roles no están claros y el trabajo recae en pocos integrantes.',
          'No hay roles; trabaja una sola persona.',
        ],
      },
      {
        nombre: 'Bitácora',
        descriptores: [
          'Registra en cada clase qué se hizo, quién lo hizo y qué falta.',
          'Registra casi todas las clases.',
          'Registra pocas clases o sin detalle.',
          'No lleva bitácora.',
        ],
      },
      {
        nombre: 'Calidad del producto',
        descriptores: [
          'El producto está completo, es correcto y muestra lo aprendido en la unidad.',
          'El producto está completo, con errores menores.',
          'El producto está incompleto o tiene errores importantes.',
          'No presenta producto.',
        ],
      },
      {
        nombre: 'Resolución de diferencias',
        descriptores: [
          'Resuelven las diferencias conversando y llegan a acuerdos que todos respetan.',
          'Resuelven las diferencias, a veces con ayuda del docente.',
          'Las diferencias retrasan el trabajo.',
          'Las diferencias impiden terminar el trabajo.',
        ],
      },
    ],
    indicadores: [
      { tercera: 'Cumple el rol que le corresponde.', primera: 'Cumplí el rol que me correspondía.' },
      {
        tercera: 'Escucha las ideas de sus compañeros.',
        primera: 'Escuché las ideas de mis compañeros.',
      },
      { tercera: 'Aporta ideas para el producto.', primera: 'Aporté ideas para el producto.' },
      {
        tercera: 'Ayuda a resolver los desacuerdos.',
        primera: 'Ayudé a resolver los desacuerdos.',
      },
      { tercera: 'Anota su avance en la bitácora.', primera: 'Anoté mi avance en la bitácora.' },
    ],
    pasos: [
      {
        titulo: 'Organización',
        descripcion:
          'Formen el grupo, repartan los roles de coordinación, registro, materiales y vocería, y abran la bitácora.',
        peso: 1,
      },
      {
        titulo: 'Plan de trabajo',
        descripcion: 'Escriban en la bitácora qué harán en cada clase y quién se encargará de cada parte.',
        peso: 1,
      },
      {
        titulo: 'Elaboración',
        descripcion: 'Elaboren el producto según el plan y anoten al final de cada clase lo que lograron.',
        peso: 4,
      },
      {
        titulo: 'Revisión con la pauta',
        descripcion: 'Revisen el producto con la pauta de evaluación y corrijan lo que falte.',
        peso: 1,
      },
      {
        titulo: 'Presentación y evaluación entre pares',
        descripcion: 'Presenten el producto y evalúen el aporte de cada integrante con la pauta de este documento.',
        peso: 2,
      },
    ],
  },
  {
    id: 'afiche',
    nombre: 'Afiche',
    claves: ['afiche', 'poster', 'infografia', 'panel', 'diario mural'],
    bandas: ['b12', 'b34', 'b56', 'b78', 'media'],
    producto: 'Un afiche en un pliego de cartulina, para exhibirlo en el diario mural del colegio.',
    modalidad: 'En parejas',
    situacion: 'tema',
    materiales: ['Pliego de cartulina', 'Plumones y lápices de colores', 'Recortes o dibujos', 'Pegamento'],
    criterios: [
      {
        nombre: 'Mensaje',
        descriptores: [
          'El mensaje central se entiende a primera vista y la información que lo acompaña es correcta.',
          'El mensaje se entiende, con algún dato poco preciso.',
          'El mensaje se pierde entre demasiados elementos o tiene errores.',
          'No se reconoce un mensaje.',
        ],
      },
      {
        nombre: 'Título y texto',
        descriptores: [
          'Tiene un título breve y llamativo, y textos cortos y legibles desde lejos.',
          'Tiene título y textos legibles, aunque algo largos.',
          'El título o los textos son difíciles de leer.',
          'No tiene título.',
        ],
      },
      {
        nombre: 'Imágenes',
        descriptores: [
          'Las imágenes apoyan el mensaje y están bien distribuidas en el espacio.',
          'Las imágenes apoyan el mensaje, con espacios desaprovechados.',
          'Las imágenes tienen poca relación con el mensaje.',
          'No tiene imágenes.',
        ],
      },
      {
        nombre: 'Ortografía',
        descriptores: [
          'No tiene errores de ortografía.',
          'Tiene uno o dos errores de ortografía.',
          'Tiene tres o cuatro errores de ortografía.',
          'Tiene cinco o más errores de ortografía.',
        ],
      },
    ],
    indicadores: [
      { tercera: 'Escribe un título breve y llamativo.', primera: 'Escribí un título breve y llamativo.' },
      {
        tercera: 'Elige imágenes que apoyan el mensaje.',
        primera: 'Elegí imágenes que apoyan el mensaje.',
      },
      { tercera: 'Escribe textos cortos y legibles.', primera: 'Escribí textos cortos y legibles.' },
      { tercera: 'Revisa la ortografía del afiche.', primera: 'Revisé la ortografía del afiche.' },
    ],
    pasos: [
      {
        titulo: 'Definir el mensaje',
        descripcion: 'Escriban en una oración lo que quieren que aprenda quien mire el afiche.',
        peso: 1,
      },
      {
        titulo: 'Boceto',
        descripcion: 'Dibujen un boceto en una hoja con el lugar del título, los textos y las imágenes.',
        peso: 2,
      },
      {
        titulo: 'Elaboración',
        descripcion: 'Hagan el afiche en la cartulina siguiendo el boceto, con letra grande y colores que contrasten.',
        peso: 4,
      },
      {
        titulo: 'Revisión',
        descripcion: 'Revisen la ortografía y la información con la pauta antes de exhibirlo.',
        peso: 1,
      },
    ],
  },
  {
    id: 'escritura_creativa',
    nombre: 'Escritura creativa',
    claves: ['cuento', 'escritura creativa', 'escribir un cuento', 'narracion', 'relato', 'historia inventada'],
    bandas: ['b12', 'b34', 'b56', 'b78', 'media'],
    producto: 'Un cuento original, escrito en limpio e ilustrado, para leerlo al curso.',
    modalidad: 'Individual',
    situacion: 'cuento',
    materiales: ['Cuaderno', 'Lápiz grafito y goma', 'Lápices de colores'],
    criterios: [
      {
        nombre: 'Estructura narrativa',
        descriptores: [
          'El cuento tiene inicio, un problema que se complica y un desenlace que lo resuelve.',
          'El cuento tiene inicio, problema y desenlace, aunque el desenlace es apresurado.',
          'Falta el problema o el desenlace.',
          'Los hechos no forman una historia.',
        ],
      },
      {
        nombre: 'Personajes y ambiente',
        descriptores: [
          'Describe a los personajes y el lugar con detalles que ayudan a imaginarlos.',
          'Describe a los personajes o el lugar, con pocos detalles.',
          'Nombra a los personajes sin describirlos.',
          'No se distinguen los personajes.',
        ],
      },
      {
        nombre: 'Creatividad',
        descriptores: [
          'La historia es original y sorprende al lector.',
          'La historia tiene ideas propias, aunque sigue de cerca un cuento conocido.',
          'La historia repite un cuento conocido.',
          'La historia está copiada.',
        ],
      },
      {
        nombre: 'Ortografía y puntuación',
        descriptores: [
          'Usa mayúsculas, puntos y guiones de diálogo correctamente y no tiene errores de ortografía.',
          'Tiene pocos errores de ortografía o puntuación.',
          'Tiene varios errores que a veces dificultan la lectura.',
          'Los errores impiden leer partes del cuento.',
        ],
      },
    ],
    indicadores: [
      {
        tercera: 'Escribe un inicio que presenta al personaje y el lugar.',
        primera: 'Escribí un inicio que presenta al personaje y el lugar.',
      },
      {
        tercera: 'Plantea un problema que el personaje debe resolver.',
        primera: 'Planteé un problema que el personaje debe resolver.',
      },
      {
        tercera: 'Escribe un final que resuelve el problema.',
        primera: 'Escribí un final que resuelve el problema.',
      },
      {
        tercera: 'Usa mayúsculas y puntos al escribir.',
        primera: 'Usé mayúsculas y puntos al escribir.',
      },
    ],
    pasos: [
      {
        titulo: 'Planificar el cuento',
        descripcion:
          'Completa en el cuaderno quién es el personaje, dónde está, qué problema tiene y cómo lo resuelve.',
        peso: 2,
      },
      {
        titulo: 'Escribir',
        descripcion: 'Escribe el cuento con un inicio, un problema y un final.',
        peso: 3,
      },
      {
        titulo: 'Revisar e ilustrar',
        descripcion: 'Revisa las mayúsculas y los puntos, pasa el cuento en limpio y dibuja la escena más importante.',
        peso: 2,
      },
      {
        titulo: 'Leer al curso',
        descripcion: 'Lee tu cuento en voz alta a un compañero o al curso.',
        peso: 1,
      },
    ],
  },
  {
    id: 'resolucion_problemas',
    nombre: 'Resolución de problemas',
    claves: ['resolucion de problemas', 'resolver problemas', 'problema', 'problemas', 'guia de problemas', 'desafio'],
    bandas: ['b12', 'b34', 'b56', 'b78', 'media'],
    producto:
      'La resolución escrita del problema, con los datos, el procedimiento, la respuesta en una oración y su comprobación.',
    modalidad: 'En parejas',
    situacion: 'problema',
    materiales: ['Cuaderno cuadriculado', 'Lápiz grafito y goma'],
    criterios: [
      {
        nombre: 'Comprensión del problema',
        descriptores: [
          'Identifica los datos y la pregunta, y descarta la información que no sirve.',
          'Identifica los datos y la pregunta, pero usa también información que no sirve.',
          'Identifica solo algunos datos o confunde la pregunta.',
          'No identifica los datos ni la pregunta.',
        ],
      },
      {
        nombre: 'Estrategia',
        descriptores: [
          'Elige una estrategia adecuada y la explica con un dibujo, una tabla o una operación.',
          'Elige una estrategia adecuada, sin explicarla.',
          'Elige una estrategia que resuelve solo parte del problema.',
          'No muestra una estrategia.',
        ],
      },
      {
        nombre: 'Cálculos',
        descriptores: [
          'Realiza todos los cálculos sin errores.',
          'Comete un error de cálculo que no cambia el procedimiento.',
          'Comete varios errores de cálculo.',
          'No realiza los cálculos.',
        ],
      },
      {
        nombre: 'Respuesta y comprobación',
        descriptores: [
          'Responde con una oración completa, con la unidad, y comprueba que el resultado tiene sentido.',
          'Responde con una oración completa, sin comprobar.',
          'Escribe solo el número, sin unidad ni oración.',
          'No responde la pregunta.',
        ],
      },
    ],
    indicadores: [
      {
        tercera: 'Subraya los datos y la pregunta del problema.',
        primera: 'Subrayé los datos y la pregunta del problema.',
      },
      {
        tercera: 'Representa el problema con un dibujo, una tabla o una operación.',
        primera: 'Representé el problema con un dibujo, una tabla o una operación.',
      },
      { tercera: 'Calcula sin errores.', primera: 'Calculé sin errores.' },
      {
        tercera: 'Responde con una oración completa.',
        primera: 'Respondí con una oración completa.',
      },
      {
        tercera: 'Comprueba que su resultado tiene sentido.',
        primera: 'Comprobé que mi resultado tiene sentido.',
      },
    ],
    pasos: [
      {
        titulo: 'Comunicar',
        descripcion: 'Expliquen al curso cómo resolvieron el problema y comparen su estrategia con la de otra pareja.',
        peso: 1,
      },
    ],
  },
  {
    id: 'dramatizacion',
    nombre: 'Dramatización',
    claves: [
      'dramatizacion',
      'dramatizar',
      'obra de teatro',
      'teatro',
      'representacion',
      'role play',
      'juego de roles',
    ],
    bandas: ['b12', 'b34', 'b56', 'b78', 'media'],
    producto: 'Una dramatización de cinco a ocho minutos ante el curso, con su guion escrito.',
    modalidad: 'En grupos de 4 o 5 integrantes',
    situacion: 'tema',
    materiales: ['Guion', 'Vestuario y elementos de escenografía reutilizados'],
    criterios: [
      {
        nombre: 'Guion',
        descriptores: [
          'El guion tiene acotaciones, diálogos para cada personaje y una historia con inicio, conflicto y final.',
          'El guion tiene diálogos y una historia completa, con pocas acotaciones.',
          'El guion está incompleto o la historia no tiene final.',
          'No presenta guion.',
        ],
      },
      {
        nombre: 'Actuación',
        descriptores: [
          'Actúa con voz clara, gestos y movimientos que muestran cómo es y qué siente su personaje.',
          'Actúa con voz clara, con pocos gestos.',
          'Se le escucha con dificultad o se sale del personaje.',
          'No actúa su parte.',
        ],
      },
      {
        nombre: 'Fidelidad al contenido',
        descriptores: [
          'La obra muestra con exactitud lo aprendido en la unidad.',
          'La obra muestra lo aprendido, con un error menor.',
          'La obra tiene errores sobre lo aprendido.',
          'La obra no se relaciona con lo aprendido.',
        ],
      },
      {
        nombre: 'Coordinación del grupo',
        descriptores: [
          'Las entradas, salidas y turnos se suceden sin pausas ni confusiones.',
          'Hay una o dos pausas o confusiones.',
          'Hay varias pausas y el público pierde el hilo.',
          'La obra no se puede seguir.',
        ],
      },
    ],
    indicadores: [
      { tercera: 'Habla con voz clara y fuerte.', primera: 'Hablé con voz clara y fuerte.' },
      {
        tercera: 'Usa gestos que muestran lo que siente su personaje.',
        primera: 'Usé gestos que muestran lo que siente mi personaje.',
      },
      { tercera: 'Sabe su parte del guion.', primera: 'Supe mi parte del guion.' },
      {
        tercera: 'Entra y sale de escena en el momento preciso.',
        primera: 'Entré y salí de escena en el momento preciso.',
      },
    ],
    pasos: [
      {
        titulo: 'Escribir el guion',
        descripcion: 'Escriban el guion con los personajes, los diálogos y las acotaciones.',
        peso: 3,
      },
      {
        titulo: 'Repartir personajes',
        descripcion: 'Repartan los personajes y preparen el vestuario con lo que tengan en la casa.',
        peso: 1,
      },
      {
        titulo: 'Ensayar',
        descripcion: 'Ensayen la obra completa al menos dos veces, cuidando la voz y los turnos.',
        peso: 3,
      },
      {
        titulo: 'Presentar',
        descripcion: 'Presenten la dramatización al curso.',
        peso: 2,
      },
    ],
  },
]

/** Every task, checked against the schema once. */
export const tasks: readonly Task[] = z.array(task).parse(data)

export const taskById = (id: Task['id']): Task => tasks.find((t) => t.id === id)!
