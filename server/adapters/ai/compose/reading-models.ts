/**
 * Model texts written for Pizarra for the writing and oral objectives (and the reading of non-literary
 * texts): a letter, a news item, instructions, a letter to the editor, a debate, the script of an oral
 * presentation. Each is read as a model of its genre: its questions ask about its parts and their purpose
 * ("¿Qué parte de la carta es…?", "¿Para qué sirve…?"), what it says, a word in context and an opinion with
 * its reasons; `tarea` asks to write a text of the same genre, with its pauta. Lengths follow the bands of
 * reading.ts.
 */
import type { Passage } from './reading'

export const modelTexts: readonly Passage[] = [
  // ——— 1° y 2° Básico ———
  {
    titulo: 'Una carta para la abuela Rosa',
    kind: 'informativo',
    band: 0,
    generos: ['carta'],
    parrafos: [
      'Rancagua, 20 de octubre',
      'Querida abuela Rosa:',
      'Te escribo porque te echo mucho de menos. Aquí en Rancagua ya empezó a hacer calor. En el colegio aprendí a escribir cartas y quise que la primera fuera para ti.',
      'Te cuento que ya sé leer cuentos cortos. Mi favorito es el de un gato que vive en un faro. También planté una semilla de girasol en un tarro y ya le salieron dos hojas.',
      'Cuando vengas en el verano, te voy a leer el cuento del gato y te voy a mostrar mi girasol.',
      'Un abrazo grande,',
      'Sofía',
    ],
    preguntas: [
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿A quién le escribe Sofía esta carta?',
        alternativas: ['A su profesora del colegio', 'A su abuela Rosa', 'A un gato que vive en un faro', 'A su mamá'],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué parte de la carta es «Querida abuela Rosa:»?',
        alternativas: [
          'El saludo.',
          'La despedida con la firma de quien escribe.',
          'La fecha y el lugar donde se escribió.',
          'El mensaje con las noticias de Sofía.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Para qué sirve escribir «Rancagua, 20 de octubre» al comienzo de la carta?',
        alternativas: [
          'Para contar el nombre del cuento favorito de Sofía.',
          'Para decir dónde y cuándo se escribió la carta.',
          'Para saludar a la abuela con cariño.',
          'Para despedirse de la abuela hasta el verano.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Qué plantó Sofía en un tarro?',
        alternativas: ['Una semilla de girasol', 'Un poroto', 'Una rosa roja de la abuela', 'Un árbol'],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'proposito',
        enunciado: '¿Para qué escribió Sofía esta carta?',
        alternativas: [
          'Para enseñar cómo se planta un girasol en un tarro.',
          'Para pedirle a la abuela un regalo para el verano.',
          'Para contarle sus novedades a la abuela.',
          'Para inventar un cuento sobre un gato que vive en un faro.',
        ],
        correcta: 2,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado: '¿Te gustaría recibir una carta como la de Sofía? Escribe una oración y explica por qué.',
      pauta:
        '2 puntos: da una opinión y la explica con algo de la carta (las noticias, el cariño, el plan para el verano). 1 punto: da una opinión sin explicarla. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una carta breve para una persona que quieras. Pon la fecha, un saludo, dos oraciones con una noticia tuya, una despedida y tu nombre.',
      pauta:
        '6 puntos: la carta tiene fecha, saludo, mensaje de dos oraciones con una noticia, despedida y firma, con mayúscula al inicio y punto al final de las oraciones. 4 puntos: le falta una de las partes o tiene varios errores. 2 puntos: escribe un mensaje sin las partes de la carta. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Cómo sembrar un poroto',
    kind: 'informativo',
    band: 0,
    generos: ['instructivo'],
    parrafos: [
      'Con este experimento podrás ver cómo nace una planta.',
      'Materiales: un frasco de vidrio, algodón, un poroto y un poco de agua.',
      'Pasos:\n1. Pon el algodón dentro del frasco.\n2. Coloca el poroto entre el algodón y el vidrio, para que puedas verlo.\n3. Moja el algodón con un poco de agua. No lo inundes.\n4. Deja el frasco cerca de una ventana, donde llegue la luz.\n5. Cada dos días, revisa que el algodón siga húmedo.',
      'En una semana verás salir una raíz blanca. Después crecerá un tallo con sus primeras hojas.',
    ],
    preguntas: [
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Qué materiales se necesitan para sembrar el poroto?',
        alternativas: [
          'Un macetero con tierra, una pala y un poroto.',
          'Un frasco, algodón, un poroto y agua.',
          'Un vaso de plástico, arena y una semilla.',
          'Un tarro, papel de diario, tijeras y agua.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Para qué sirven los números 1, 2, 3, 4 y 5 en el texto?',
        alternativas: [
          'Para contar cuántos porotos hay que sembrar en el frasco.',
          'Para decir cuántos días demora en salir la raíz del poroto.',
          'Para mostrar el orden en que se hacen los pasos.',
          'Para saber cuántas hojas tendrá la planta al final.',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Qué se hace justo después de poner el algodón dentro del frasco?',
        alternativas: [
          'Se deja el frasco cerca de una ventana con luz.',
          'Se moja el algodón con mucha agua hasta llenarlo.',
          'Se revisa el algodón cada dos días.',
          'Se coloca el poroto entre el algodón y el vidrio.',
        ],
        correcta: 3,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'El texto dice que el algodón debe seguir «húmedo». ¿Qué significa húmedo?',
        alternativas: ['Un poco mojado.', 'Muy seco y duro.', 'Caliente por el sol de la ventana.', 'Limpio y blanco.'],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'proposito',
        enunciado: '¿Para qué fue escrito este texto?',
        alternativas: [
          'Para contar la historia de un poroto que quería ser árbol.',
          'Para enseñar, paso a paso, a sembrar un poroto.',
          'Para invitar a los niños a una feria de plantas del colegio.',
          'Para describir cómo son los porotos que se comen en la casa.',
        ],
        correcta: 1,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Crees que un niño de tu curso podría sembrar el poroto solo con este texto? Escribe una oración y explica por qué.',
      pauta:
        '2 puntos: da una opinión y la explica con algo del texto (los materiales, los pasos numerados, lo que pasará). 1 punto: da una opinión sin explicarla. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe las instrucciones para lavarse las manos: un título, la lista de materiales y por lo menos cuatro pasos numerados, cada uno en una oración.',
      pauta:
        '6 puntos: tiene título, materiales y cuatro pasos numerados en orden, cada uno en una oración con mayúscula y punto. 4 puntos: le falta una de las partes o un paso está fuera de orden. 2 puntos: escribe los pasos sin orden ni números. 0 puntos: no responde.',
    },
  },

  // ——— 3° y 4° Básico ———
  {
    titulo: 'Carta a la directora: una biblioteca en el patio',
    kind: 'informativo',
    band: 1,
    generos: ['carta'],
    parrafos: [
      'Osorno, 8 de septiembre de 2026',
      'Señora Carmen Vidal, directora de la Escuela Los Canelos:',
      'Le escribimos los estudiantes de cuarto básico para proponerle una idea que conversamos en el consejo de curso. Nos gustaría tener una pequeña biblioteca en el patio, para leer durante los recreos.',
      'Muchos compañeros se aburren en el recreo porque no tienen con qué jugar, y otros prefieren un lugar tranquilo. Una caja de madera con libros bajo el techo del patio cubierto sería suficiente para empezar. Nosotros podríamos traer libros que ya leímos en la casa y cuidarlos por turnos. Además, leer al aire libre nos ayudaría a practicar la lectura, que es una de las metas de nuestro curso este año, y los más pequeños de la escuela podrían escuchar cuentos leídos por nosotros.',
      'Sabemos que los libros se pueden mojar o perder. Por eso pensamos que cada semana dos estudiantes serían los encargados de guardarlos en la sala cuando llueva y de anotar quién se lleva un libro. La caja tendría una tapa para protegerlos del polvo.',
      'Nos encantaría que usted aceptara nuestra propuesta. Si quiere, podemos ir a su oficina a explicarle la idea con un dibujo que hicimos de la biblioteca.',
      'Muchas gracias por leer nuestra carta.',
      'Saludan atentamente,',
      'Los estudiantes de 4° básico A',
    ],
    preguntas: [
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿A quién está dirigida la carta?',
        alternativas: [
          'A los apoderados de cuarto básico A.',
          'A la directora de la escuela.',
          'A los compañeros que se aburren en el recreo.',
          'A la encargada de la biblioteca de Osorno.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué parte de la carta es «Saludan atentamente, Los estudiantes de 4° básico A»?',
        alternativas: [
          'El saludo inicial, que dice a quién se escribe.',
          'La propuesta principal que hacen los estudiantes.',
          'La despedida y la firma de quienes escriben.',
          'La fecha y el lugar en que se escribió la carta.',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Comprender',
        foco: 'proposito',
        enunciado: '¿Cuál es el propósito de esta carta?',
        alternativas: [
          'Pedir que se instale una biblioteca en el patio.',
          'Reclamar porque el patio cubierto se moja cuando llueve.',
          'Contar cómo fue el último consejo de curso de cuarto básico.',
          'Invitar a la directora a leer un libro en la sala de clases.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Para qué los estudiantes explican quiénes cuidarían los libros cuando llueva?',
        alternativas: [
          'Para mostrar que ya tienen todos los libros que necesitan.',
          'Para quejarse de que en Osorno llueve demasiado en invierno.',
          'Para pedir que la directora compre una caja de madera nueva.',
          'Para responder a una dificultad que podría tener la idea.',
        ],
        correcta: 3,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'En la carta, ¿qué significa «propuesta»?',
        alternativas: [
          'Una idea que se ofrece para que otro la acepte.',
          'Un castigo que se da por no cuidar los libros.',
          'Una caja donde se guardan los libros.',
          'Un dibujo hecho con lápices de colores.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        'Si fueras la directora, ¿aceptarías la propuesta de los estudiantes? Da tu opinión y explícala con una razón que aparezca en la carta.',
      pauta:
        '2 puntos: da una opinión y la justifica con una razón de la carta (el aburrimiento en el recreo, el cuidado por turnos, los libros que traerían). 1 punto: da una opinión sin razones de la carta. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una carta de 6 a 8 líneas a una autoridad de tu escuela para proponer una mejora. Incluye lugar y fecha, saludo, tu propuesta con una razón, la respuesta a una dificultad, despedida y firma.',
      pauta:
        '6 puntos: la carta tiene todas sus partes (lugar y fecha, saludo, cuerpo, despedida, firma), una propuesta clara con una razón y responde a una dificultad, con a lo más dos errores de ortografía. 4 puntos: falta una parte o la razón. 2 puntos: escribe la propuesta sin el formato de la carta. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Estudiantes de Cartagena limpian su playa',
    kind: 'informativo',
    band: 1,
    generos: ['noticia'],
    parrafos: [
      'Cuarto básico retira cien kilos de basura de la playa Chica',
      'Los estudiantes de la Escuela Costa Azul dedicaron una mañana a limpiar la arena y ahora preparan carteles para los turistas.',
      'Cartagena. El viernes pasado, treinta estudiantes de cuarto básico de la Escuela Costa Azul limpiaron la playa Chica de Cartagena junto a sus profesores y a un grupo de apoderados. En tres horas juntaron cerca de cien kilos de basura.',
      'Lo que más encontraron fueron tapas de botellas, bolsas plásticas y colillas de cigarro. También aparecieron un zapato, una silla de playa rota y hasta un teléfono antiguo. Toda la basura se separó en sacos para llevar a reciclar lo que se pudiera. Los apoderados, por su parte, ofrecieron sus autos para llevar los sacos al punto limpio de la comuna.',
      '«Me dio pena ver tantas tapitas, porque los pájaros se las pueden comer», contó Benjamín Soto, de nueve años. Su compañera Isidora agregó que ahora revisa que su familia no deje nada en la arena.',
      'La profesora Marcela Díaz explicó que la actividad es parte de un proyecto de Ciencias Naturales sobre el cuidado del océano. El curso está preparando carteles que instalará en la entrada de la playa antes del verano. En ellos pedirán a los visitantes que se lleven su basura y que no entierren las colillas en la arena.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué parte de la noticia es «Cuarto básico retira cien kilos de basura de la playa Chica»?',
        alternativas: [
          'La opinión de un estudiante.',
          'El titular, que resume la noticia.',
          'El cierre, que cuenta lo que viene.',
          'La bajada, que agrega más datos.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Qué fue lo que más encontraron los estudiantes en la playa?',
        alternativas: [
          'Tapas de botellas, bolsas plásticas y colillas de cigarro.',
          'Zapatos, sillas de playa y teléfonos antiguos.',
          'Conchas, algas secas y piedras de colores.',
          'Redes de pesca, cuerdas y restos de botes.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué información entrega el párrafo que comienza con «Cartagena. El viernes pasado…»?',
        alternativas: [
          'Lo que opinan los apoderados sobre los turistas que visitan la playa.',
          'Cómo se fabrican los carteles que el curso instalará en la playa.',
          'Qué pasó, quiénes participaron, cuándo y dónde.',
          'Por qué los pájaros de la costa se comen las tapitas de plástico.',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Comprender',
        foco: 'proposito',
        enunciado: '¿Por qué la noticia incluye entre comillas lo que dijo Benjamín?',
        alternativas: [
          'Para mostrar las palabras exactas de un participante.',
          'Para que los lectores aprendan a escribir con comillas en sus cuadernos.',
          'Para contar un chiste que Benjamín dijo durante la limpieza de la playa.',
          'Para explicar cómo se separa la basura que se lleva a reciclar.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Qué se puede inferir de lo que dice Isidora?',
        alternativas: [
          'Que a ella no le gustó participar en la limpieza de la playa con su curso.',
          'Que la actividad cambió su forma de actuar en la playa.',
          'Que su familia trabaja en la municipalidad de Cartagena durante el verano.',
          'Que ella encontró el teléfono antiguo enterrado en la arena de la playa.',
        ],
        correcta: 1,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Te parece importante que una noticia cuente lo que hicieron estos estudiantes? Da tu opinión y explícala con un dato de la noticia.',
      pauta:
        '2 puntos: da una opinión y la justifica con un dato de la noticia (los cien kilos, lo que encontraron, los carteles). 1 punto: da una opinión sin datos del texto. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una noticia de 6 a 8 líneas sobre algo que pasó en tu escuela. Incluye un titular, un primer párrafo que diga qué pasó, quiénes, cuándo y dónde, y la opinión de una persona entre comillas.',
      pauta:
        '6 puntos: tiene titular, un primer párrafo con qué, quiénes, cuándo y dónde, una cita entre comillas y a lo más dos errores de ortografía. 4 puntos: le falta una de esas partes. 2 puntos: cuenta el hecho sin la forma de la noticia. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Instrucciones para hacer un comedero de aves',
    kind: 'informativo',
    band: 1,
    generos: ['instructivo'],
    parrafos: [
      'En invierno, a muchas aves de la ciudad, como los chincoles y los zorzales, les cuesta encontrar alimento. Con un envase que iba a ir a la basura puedes construir un comedero y ayudarlas. Pide a un adulto que te acompañe en los pasos en que se usan tijeras.',
      'Materiales:\n• Una botella plástica vacía y limpia de un litro y medio.\n• Dos cucharas de palo.\n• Un trozo de cordel de un metro.\n• Tijeras con punta.\n• Semillas para aves, como alpiste o maravilla sin sal.',
      'Instrucciones:\n1. Con ayuda de un adulto, haz dos agujeros pequeños en la botella, uno frente al otro, a unos diez centímetros de la base.\n2. Atraviesa la botella con una cuchara de palo por esos agujeros, de modo que quede un extremo más largo hacia afuera.\n3. Agranda un poco el agujero del lado donde queda la parte ancha de la cuchara, para que por ahí salgan las semillas.\n4. Repite los pasos anteriores unos centímetros más arriba con la segunda cuchara.\n5. Llena la botella con semillas y ciérrala con su tapa.\n6. Amarra el cordel al cuello de la botella y cuélgala de una rama, lejos de los techos donde se suben los gatos.',
      'Consejo: revisa el comedero cada tres días. Si las semillas se mojan, cámbialas, porque las semillas húmedas pueden enfermar a las aves.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Para qué sirve la parte llamada «Materiales»?',
        alternativas: [
          'Para contar qué aves visitarán el comedero en invierno.',
          'Para explicar el orden en que se arma el comedero de aves.',
          'Para indicar qué se necesita antes de empezar.',
          'Para dar un consejo sobre el cuidado de las semillas mojadas.',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Qué se debe hacer después de poner las dos cucharas?',
        alternativas: [
          'Hacer los agujeros a diez centímetros de la base.',
          'Llenar la botella con semillas y cerrarla.',
          'Agrandar el agujero por donde saldrán las semillas.',
          'Revisar el comedero cada tres días.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué el texto recomienda colgar el comedero lejos de los techos?',
        alternativas: [
          'Para que los gatos no alcancen a las aves.',
          'Para que la lluvia no moje las semillas que están dentro de la botella.',
          'Para que los vecinos no vean el comedero desde las ventanas de sus casas.',
          'Para que el cordel no se corte con el viento fuerte del invierno.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'En el paso 2, ¿qué significa «atraviesa la botella con una cuchara»?',
        alternativas: [
          'Pon la cuchara encima de la tapa de la botella.',
          'Usa la cuchara para llenar la botella con semillas para aves.',
          'Amarra la cuchara al cordel antes de colgar el comedero.',
          'Pasa la cuchara de un lado a otro de la botella.',
        ],
        correcta: 3,
      },
      {
        habilidad: 'Analizar',
        foco: 'proposito',
        enunciado: '¿Por qué las instrucciones están numeradas?',
        alternativas: [
          'Porque cada número indica cuántas semillas se deben echar en la botella.',
          'Porque así se sigue el orden correcto de los pasos.',
          'Porque los números muestran cuántos días dura el comedero colgado.',
          'Porque cada paso lo debe hacer una persona distinta del curso.',
        ],
        correcta: 1,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Crees que el consejo del final es necesario en estas instrucciones? Da tu opinión y explícala con información del texto.',
      pauta:
        '2 puntos: da una opinión y la justifica con el texto (las semillas húmedas enferman a las aves, hay que revisar el comedero). 1 punto: da una opinión sin información del texto. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe las instrucciones para preparar una colación saludable: un título, una lista de materiales o ingredientes, al menos cinco pasos numerados con verbos que indiquen acciones y un consejo final.',
      pauta:
        '6 puntos: tiene título, lista de materiales, cinco pasos numerados en orden que empiezan con un verbo y un consejo, con a lo más dos errores de ortografía. 4 puntos: falta una parte o los pasos no siguen un orden claro. 2 puntos: describe la colación sin la forma de un instructivo. 0 puntos: no responde.',
    },
  },
]
