/**
 * Model texts written for Pizarra for the writing and oral objectives (and the reading of non-literary and
 * dramatic texts): letters, news items, instructions, a letter to the editor and a column, conversations and a
 * debate, scripts of oral presentations, plays, a planning sheet. Each is read as a model of its genre: its questions ask about its parts and their purpose
 * ("¿Qué parte de la carta es…?", "¿Para qué sirve…?"), what it says, a word in context and an opinion with
 * its reasons; `tarea` asks to write a text of the same genre, with its pauta. Lengths follow the bands of
 * reading.ts.
 */
import type { Passage } from './types'

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

  {
    titulo: '¿A qué jugamos en el recreo?',
    kind: 'informativo',
    band: 0,
    generos: ['dialogo'],
    parrafos: [
      'En el recreo, Pedro, Ana y Luis conversan.',
      'PEDRO: ¿Jugamos a la pelota?',
      'ANA: Yo prefiero saltar la cuerda. Ayer jugamos a la pelota.',
      'LUIS: Esperen, hablemos por turno. Pedro, ¿por qué quieres jugar a la pelota?',
      'PEDRO: Porque me gusta correr.',
      'ANA: Con la cuerda también se corre y se salta.',
      'LUIS: Tengo una idea: la primera mitad del recreo saltamos la cuerda y la segunda mitad jugamos a la pelota.',
      'PEDRO: Me parece bien.',
      'ANA: ¡A mí también! Gracias, Luis.',
    ],
    preguntas: [
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Qué quería jugar Ana?',
        alternativas: ['A la pelota', 'A saltar la cuerda', 'A las escondidas con Luis', 'A la ronda'],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Para qué sirve el nombre que aparece antes de cada oración, como «PEDRO:»?',
        alternativas: [
          'Para mostrar quién está hablando.',
          'Para saber cuántos años tiene cada niño del curso.',
          'Para contar a qué juega cada niño en el recreo.',
          'Para saludar a los compañeros antes de jugar.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Qué hizo Luis para ayudar a sus amigos?',
        alternativas: [
          'Se fue a jugar solo a otro lado del patio.',
          'Eligió el juego que a él le gustaba más que los otros.',
          'Les pidió hablar por turno y propuso un acuerdo.',
          'Le pidió ayuda a la profesora para decidir el juego.',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'Luis dice «hablemos por turno». ¿Qué quiere decir?',
        alternativas: [
          'Que todos hablen al mismo tiempo y muy fuerte.',
          'Que nadie hable durante el recreo.',
          'Que solo hable el que tiene la pelota.',
          'Que hable uno y después el otro.',
        ],
        correcta: 3,
      },
      {
        habilidad: 'Comprender',
        foco: 'localizar',
        enunciado: '¿Cómo termina la conversación?',
        alternativas: [
          'Los tres se ponen de acuerdo.',
          'Pedro se enoja y se va con la pelota a la sala.',
          'Ana decide no jugar con sus amigos en el recreo.',
          'Suena la campana antes de que puedan jugar.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado: '¿Te parece buena la idea de Luis? Escribe una oración y explica por qué.',
      pauta:
        '2 puntos: da una opinión y la explica con la conversación (así los dos juegan lo que quieren, nadie se enoja). 1 punto: da una opinión sin explicarla. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una conversación breve entre dos amigos que deben elegir un cuento para leer juntos. Pon el nombre de quien habla antes de cada oración y termina con un acuerdo.',
      pauta:
        '6 puntos: escribe al menos cuatro intervenciones con el nombre de quien habla, las ideas de cada amigo y un acuerdo final, con mayúscula y punto. 4 puntos: falta el acuerdo o el nombre de quien habla. 2 puntos: escribe oraciones sueltas que no forman una conversación. 0 puntos: no responde.',
    },
  },

  {
    titulo: 'El sombrero del espantapájaros',
    kind: 'narrativo',
    band: 0,
    generos: ['teatro'],
    parrafos: [
      'Personajes: ESPANTAPÁJAROS, CUERVO y NIÑA.',
      '(Un huerto con lechugas. El Espantapájaros está quieto. Llega volando el Cuervo.)',
      'CUERVO: (Riendo.) ¡Qué sombrero tan lindo! ¿Me lo prestas para hacer mi nido?',
      'ESPANTAPÁJAROS: (Triste.) Si te lo presto, el sol me quemará la cabeza.',
      'CUERVO: Pero mis huevitos tendrán frío esta noche.',
      '(Entra la Niña con una canasta.)',
      'NIÑA: Yo tengo una idea. Cuervo, te regalo esta canasta vieja para tu nido.',
      'CUERVO: (Feliz.) ¡Gracias! Y prometo no comerme las lechugas.',
      'ESPANTAPÁJAROS: ¡Y yo me quedo con mi sombrero!',
      '(Los tres se ríen. Fin.)',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Para qué sirven las palabras entre paréntesis, como «(Triste.)»?',
        alternativas: [
          'Para decir lo que cuenta un narrador al final del cuento.',
          'Para indicar cómo actúan o hablan los personajes.',
          'Para nombrar a los personajes que no hablan en la obra.',
          'Para mostrar las palabras que deben decir en voz alta.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Qué le pidió el Cuervo al Espantapájaros?',
        alternativas: ['Una lechuga', 'Una canasta vieja', 'Su sombrero', 'Un poco de agua'],
        correcta: 2,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Cómo sabemos qué personaje está hablando?',
        alternativas: [
          'Por el nombre que aparece antes de lo que dice.',
          'Por el dibujo que aparece al lado de cada oración.',
          'Porque cada personaje habla con letras de otro color.',
          'Porque el narrador lo cuenta después de cada oración.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Cómo resolvió la Niña el problema?',
        alternativas: [
          'Le compró un sombrero nuevo al Espantapájaros.',
          'Espantó al Cuervo para que no volviera al huerto.',
          'Le puso un gorro de lana al Espantapájaros.',
          'Le regaló una canasta al Cuervo.',
        ],
        correcta: 3,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'Al comienzo, el Espantapájaros está «quieto». ¿Qué significa quieto?',
        alternativas: [
          'Que está muy contento.',
          'Que no se mueve.',
          'Que habla muy despacio.',
          'Que tiene mucho frío.',
        ],
        correcta: 1,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado: '¿Qué personaje te gustaría representar en esta obra? Escribe una oración y explica por qué.',
      pauta:
        '2 puntos: elige un personaje y explica por qué con algo de la obra (lo que dice, lo que hace, cómo se siente). 1 punto: elige un personaje sin explicar. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una escena breve de teatro con dos personajes. Pon el nombre de quien habla antes de lo que dice y escribe entre paréntesis cómo actúa un personaje.',
      pauta:
        '6 puntos: la escena tiene dos personajes, el nombre antes de cada parlamento, al menos una acotación entre paréntesis y un final, con mayúscula y punto. 4 puntos: falta la acotación o el nombre de quien habla. 2 puntos: escribe un relato sin forma de obra de teatro. 0 puntos: no responde.',
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
  {
    titulo: 'La radio del abuelo',
    kind: 'narrativo',
    band: 1,
    generos: ['teatro'],
    parrafos: [
      'Personajes: ABUELO JORGE, CAMILA (nueve años) y MATEO (diez años).',
      'Escena 1. (El comedor de la casa del abuelo. Sobre una repisa hay una radio antigua, cubierta de polvo. Camila y Mateo entran corriendo.)',
      'CAMILA: (Señalando la repisa.) Abuelo, ¿qué es esa caja con botones redondos?',
      'ABUELO JORGE: (Sonriendo.) Es mi radio. Cuando yo era niño, no había televisión en mi pueblo. Toda la familia se sentaba por las noches a escuchar obras de teatro por la radio.',
      'MATEO: ¿Teatro por la radio? ¿Cómo es eso?',
      'ABUELO JORGE: Eran obras que se escuchaban, pero no se veían. Los actores hacían todos los ruidos: la lluvia, los caballos, las puertas que crujían.',
      'CAMILA: (Emocionada.) ¡Nosotros podríamos hacer una para el colegio!',
      'Escena 2. (Una semana después. Los niños están frente a un micrófono hecho con un tubo de cartón. El abuelo sostiene una olla y una cuchara.)',
      'MATEO: (Con voz grave.) Era una noche oscura en el puerto…',
      'ABUELO JORGE: (Golpea suavemente la olla.) ¡Tan, tan, tan!',
      'CAMILA: (Sopla cerca del micrófono para imitar el viento.)',
      'MATEO: (Riéndose.) ¡Abuelo, eso parecía una campana, no un trueno!',
      'ABUELO JORGE: Entonces practiquemos otra vez. En la radio, lo importante es que el público imagine.',
      '(Los tres vuelven a empezar. Se apagan las luces.)',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Para qué sirve el texto «Escena 2. (Una semana después…)»?',
        alternativas: [
          'Presenta la lista de personajes que participan en la obra.',
          'Indica que cambia el momento de la obra.',
          'Cuenta lo que el abuelo recuerda de su infancia.',
          'Es lo que dice Mateo con voz grave.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué es «(Golpea suavemente la olla.)» dentro de la obra?',
        alternativas: [
          'Un parlamento: son las palabras que dice el abuelo.',
          'El título de la segunda escena de la obra.',
          'Una acotación: indica lo que hace el personaje.',
          'La lista de los personajes que participan.',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: 'Según el abuelo, ¿quiénes hacían los ruidos en el teatro por la radio?',
        alternativas: [
          'Los actores.',
          'Una máquina especial de la radio.',
          'El público desde sus casas.',
          'Los niños del pueblo en la calle.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué Mateo se ríe en la segunda escena?',
        alternativas: [
          'Porque Camila se equivocó al decir su parlamento en el micrófono.',
          'Porque el micrófono de cartón se rompió en medio de la obra.',
          'Porque el abuelo contó un chiste sobre su pueblo.',
          'Porque el ruido del abuelo no sonó como un trueno.',
        ],
        correcta: 3,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'En la obra, ¿qué significa que las puertas «crujían»?',
        alternativas: [
          'Que estaban pintadas de colores.',
          'Que sonaban al moverse.',
          'Que se abrían solas con el viento.',
          'Que estaban cerradas con llave.',
        ],
        correcta: 1,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Estás de acuerdo con el abuelo en que «lo importante es que el público imagine»? Da tu opinión y explícala con una parte de la obra.',
      pauta:
        '2 puntos: da una opinión y la explica con una parte de la obra (los ruidos hechos por los actores, la olla, el viento). 1 punto: da una opinión sin referirse a la obra. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una escena de teatro de 6 a 8 líneas con dos o tres personajes. Incluye la lista de personajes, una acotación que describa el lugar y al menos dos acotaciones que indiquen cómo hablan o actúan.',
      pauta:
        '6 puntos: tiene lista de personajes, acotación de lugar, dos acotaciones de actuación y parlamentos con el nombre de quien habla, con a lo más dos errores de ortografía. 4 puntos: falta una acotación o la lista de personajes. 2 puntos: escribe un relato sin forma de obra de teatro. 0 puntos: no responde.',
    },
  },

  {
    titulo: 'Guion de una exposición: el cóndor, el gigante de la cordillera',
    kind: 'informativo',
    band: 1,
    generos: ['exposicion'],
    parrafos: [
      'Introducción. [Muestro una fotografía grande de un cóndor volando.] Buenos días, compañeros. ¿Sabían que en la cordillera de Chile vive un ave con alas más largas que una cama? Es el cóndor, y hoy les voy a contar cómo es, dónde vive y por qué debemos cuidarlo.',
      'Desarrollo, primera parte: cómo es. El cóndor es una de las aves voladoras más grandes del mundo. Con las alas abiertas mide unos tres metros de punta a punta. Su plumaje es negro, con una franja blanca en las alas y un collar de plumas blancas en el cuello. Los machos tienen una cresta sobre la cabeza.',
      'Desarrollo, segunda parte: dónde vive. [Muestro un mapa de Chile con la cordillera marcada.] Vive en la cordillera de los Andes, a lo largo de casi todo el país, y anida en las rocas más altas. Casi no mueve las alas: aprovecha las corrientes de aire caliente para planear durante horas mientras busca animales muertos, que son su alimento.',
      'Desarrollo, tercera parte: por qué debemos cuidarlo. El cóndor está amenazado. Algunos cóndores mueren al comer animales envenenados y otros chocan con cables eléctricos. Además, cada pareja tiene un solo polluelo cada dos años, así que su población se recupera muy lentamente.',
      'Cierre. En resumen, el cóndor es un ave gigante que vive en la cordillera y necesita nuestra protección. [Muestro otra vez la fotografía.] Les pido que, la próxima vez que vean un cóndor en el cielo, recuerden lo importante que es para nuestros cerros. ¡Muchas gracias! ¿Tienen preguntas?',
      'Notas para mí: hablar fuerte y claro, mirar a mis compañeros y no leer todo el tiempo. Tengo tres minutos.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué hace el expositor en la introducción?',
        alternativas: [
          'Explica qué come el cóndor en la cordillera y cuánto mide.',
          'Saluda, hace una pregunta y anuncia los temas.',
          'Pide a sus compañeros que no se acerquen a los nidos de las rocas.',
          'Resume todo lo que dijo y agradece a sus compañeros.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado:
          '¿Para qué sirven las frases entre corchetes, como «[Muestro un mapa de Chile con la zona marcada.]»?',
        alternativas: [
          'Para recordar qué imagen mostrar.',
          'Para indicar las palabras que el público debe repetir en voz alta.',
          'Para marcar las preguntas que hará la profesora al final de la exposición.',
          'Para explicar cómo se dibuja un mapa de la cordillera de Chile.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: 'Según el guion, ¿por qué el cóndor está amenazado?',
        alternativas: [
          'Porque los cazadores lo buscan por sus plumas blancas y valiosas.',
          'Porque en la cordillera hace cada vez más frío durante el invierno.',
          'Porque come animales envenenados y choca con cables.',
          'Porque no encuentra agua para beber en las rocas de la cordillera.',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'El expositor dice que el cóndor puede «planear» durante horas. ¿Qué significa?',
        alternativas: [
          'Que busca comida caminando por los cerros.',
          'Que duerme en su nido entre las rocas altas.',
          'Que prepara un plan antes de salir a volar.',
          'Que vuela casi sin mover las alas.',
        ],
        correcta: 3,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Por qué el expositor anota «no leer todo el tiempo» en sus notas?',
        alternativas: [
          'Porque así puede mirar a sus compañeros mientras habla.',
          'Porque el guion está escrito con una letra muy pequeña y difícil de leer.',
          'Porque la profesora le prohibió llevar papeles a la exposición del curso.',
          'Porque ya se le olvidó todo lo que había escrito sobre el cóndor en el guion.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Qué parte de esta exposición te parece más interesante para el público? Da tu opinión y explícala con una parte del guion.',
      pauta:
        '2 puntos: elige una parte y explica por qué interesa al público con algo del guion (la pregunta inicial, la comparación con una cama, las imágenes, el pedido final). 1 punto: elige una parte sin explicar. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe el guion de una exposición de dos minutos sobre un animal que te guste. Incluye una introducción con un saludo y una pregunta, dos partes en el desarrollo, una indicación entre corchetes de lo que mostrarás y un cierre.',
      pauta:
        '6 puntos: el guion tiene introducción con saludo y pregunta, dos partes de desarrollo, una indicación de apoyo visual y un cierre, con a lo más dos errores de ortografía. 4 puntos: falta una de esas partes. 2 puntos: escribe información sobre el animal sin forma de guion. 0 puntos: no responde.',
    },
  },

  {
    titulo: 'El plan de Joaquín para escribir una invitación',
    kind: 'informativo',
    band: 1,
    generos: ['planificacion'],
    parrafos: [
      'Antes de escribir, Joaquín completó esta ficha de planificación en su cuaderno.',
      'Qué voy a escribir: una carta de invitación.',
      'Propósito: invitar a mi abuelo Ramón a la muestra de ciencias del colegio.',
      'Destinatario: mi abuelo, que vive en Chillán y no conoce mi escuela.',
      'Lluvia de ideas:\n• La muestra es el viernes 14 de noviembre, a las diez de la mañana.\n• Mi grupo construyó un volcán que hace erupción con vinagre.\n• Mi perro se comió un calcetín la semana pasada.\n• Hay que entrar por la puerta de calle Maipú.\n• Me gustaría que me ayudara a explicar el volcán, porque él fue profesor.',
      'Ideas que no voy a usar: lo del perro, porque no tiene que ver con la invitación.',
      'Orden de las ideas:\n1. Saludo y motivo de la carta.\n2. Qué es la muestra, el día y la hora.\n3. Qué hizo mi grupo y por qué quiero que venga.\n4. Cómo llegar a la escuela.\n5. Despedida.',
      'Cómo voy a escribir: con cariño, pero con letra clara y sin faltas, porque mi abuelo lee con lupa.',
      'Cuando termine, voy a revisar: que estén el día, la hora y el lugar; que cada oración empiece con mayúscula y termine con punto; y que se entienda qué le estoy pidiendo.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Para qué le sirve a Joaquín escribir quién es el destinatario?',
        alternativas: [
          'Para saber cuántas hojas tiene que usar en su cuaderno.',
          'Para escribir pensando en quién leerá la carta.',
          'Para recordar en qué ciudad vive su perro con la familia.',
          'Para elegir el color del sobre que le comprará a su abuelo.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Por qué Joaquín decidió no usar la idea del perro?',
        alternativas: [
          'Porque no sirve para el propósito de la carta.',
          'Porque al abuelo no le gustan los perros que se comen la ropa de la casa.',
          'Porque se le olvidó cómo se escribe la palabra calcetín en la carta.',
          'Porque la profesora le prohibió escribir sobre mascotas en sus trabajos.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Para qué sirve la parte «Orden de las ideas»?',
        alternativas: [
          'Para elegir las ideas que son más divertidas para el abuelo.',
          'Para anotar todas las ideas que se le ocurren, sin pensar mucho.',
          'Para decidir qué irá primero y qué después en la carta.',
          'Para revisar la ortografía cuando la carta esté terminada.',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'En la ficha, ¿qué es una «lluvia de ideas»?',
        alternativas: [
          'Una lista ordenada de los pasos para hacer un volcán de ciencias.',
          'Un texto que se escribe en un día de lluvia para no aburrirse.',
          'Una carta corta que se envía a muchas personas al mismo tiempo.',
          'Una lista de todo lo que se nos ocurre sobre el tema.',
        ],
        correcta: 3,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Qué va a revisar Joaquín cuando termine de escribir?',
        alternativas: [
          'El día, la hora, el lugar, las mayúsculas y los puntos.',
          'Que la carta tenga muchos dibujos del volcán y de su grupo de trabajo.',
          'Que el abuelo le haya respondido antes de la muestra de ciencias.',
          'Que su perro no se coma la carta antes de enviarla por correo a Chillán.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Crees que planificar como Joaquín ayuda a escribir una mejor carta? Da tu opinión y explícala con una parte de su ficha.',
      pauta:
        '2 puntos: da una opinión y la explica con una parte de la ficha (el propósito, el destinatario, las ideas descartadas, el orden, la revisión). 1 punto: da una opinión sin referirse a la ficha. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Completa una ficha de planificación para escribir una carta a un compañero que se cambió de escuela: escribe el propósito, el destinatario, una lluvia de ideas con cuatro ideas, una idea que no usarás y por qué, y el orden de las ideas.',
      pauta:
        '6 puntos: la ficha tiene propósito, destinatario, cuatro ideas, una idea descartada con su razón y un orden coherente, con a lo más dos errores de ortografía. 4 puntos: falta una de las partes. 2 puntos: escribe la carta sin planificarla. 0 puntos: no responde.',
    },
  },

  // ——— 5° y 6° Básico ———
  {
    titulo: 'Niños de Valdivia construyen refugios para murciélagos',
    kind: 'informativo',
    band: 2,
    generos: ['noticia'],
    parrafos: [
      'Niños de Valdivia construyen refugios para murciélagos',
      'Un curso de sexto básico instaló veinte cajas de madera en un parque de la ciudad para proteger a un animal que muchos temen, pero que ayuda a controlar los mosquitos.',
      'Valdivia. Los estudiantes de sexto básico de la Escuela Teniente Merino instalaron el martes veinte refugios para murciélagos en el parque Saval, con la ayuda de un grupo de biólogos de una universidad de la ciudad. Las cajas, construidas por los propios niños en la clase de Tecnología, donde cada estudiante se hizo cargo de una parte del trabajo (medir, cortar, lijar o armar), servirán para que estos animales descansen durante el día.',
      'En Chile viven once especies de murciélagos, y todas se alimentan de insectos. Según los investigadores, un solo murciélago puede comer cientos de mosquitos en una noche. Sin embargo, la tala de árboles viejos, donde suelen esconderse, los ha dejado sin lugares seguros. Por eso, los científicos los consideran aliados de los agricultores y de las familias que viven cerca de humedales, donde abundan los mosquitos.',
      '«Al principio me daban miedo, porque pensaba que chupaban sangre», confesó Tomás Ulloa, de once años. «Ahora sé que los murciélagos de Chile no hacen eso y que son muy importantes para el bosque».',
      'El proyecto comenzó en marzo, cuando la profesora de Ciencias Naturales, Paula Reyes, invitó a una bióloga a dar una charla. Los estudiantes quedaron tan interesados que propusieron hacer algo para ayudar. Durante dos meses investigaron cómo debían ser los refugios: de madera sin pintar, con una entrada angosta por abajo y ubicados a más de tres metros de altura.',
      'Los biólogos revisarán las cajas una vez al mes para saber cuántas están ocupadas. Los estudiantes, por su parte, preparan un afiche para explicar a los visitantes del parque por qué no deben tocar los refugios ni asustar a los animales. Si la experiencia funciona, el municipio podría instalar refugios en otras plazas de Valdivia.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado:
          '¿Qué parte de la noticia es «Un curso de sexto básico instaló veinte cajas de madera en un parque de la ciudad…»?',
        alternativas: [
          'El titular, que es la frase más breve y destacada de la noticia.',
          'La cita, que reproduce las palabras exactas de un estudiante del curso.',
          'La bajada, que amplía el titular.',
          'El cierre, que cuenta lo que ocurrirá después con los refugios.',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Por qué los murciélagos necesitan refugios en el parque?',
        alternativas: [
          'Porque la tala de árboles viejos los dejó sin lugares seguros.',
          'Porque los mosquitos del parque los atacan durante la noche.',
          'Porque los visitantes del parque les dan comida que los enferma.',
          'Porque en invierno hace demasiado frío en las cuevas de la ciudad.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué preguntas responde el párrafo que comienza con «Valdivia. Los estudiantes…»?',
        alternativas: [
          'Cuánto cuesta construir cada refugio y quién pagó la madera.',
          'Qué comen los murciélagos y cuántas especies hay en el mundo.',
          'Por qué algunos niños sienten miedo de los murciélagos del parque.',
          'Qué pasó, quiénes participaron, cuándo y dónde.',
        ],
        correcta: 3,
      },
      {
        habilidad: 'Analizar',
        foco: 'proposito',
        enunciado: '¿Para qué se incluyen en la noticia las palabras de Tomás entre comillas?',
        alternativas: [
          'Para explicar con datos cuántos mosquitos come un murciélago en una noche.',
          'Para mostrar, con su propia voz, cómo cambió su opinión.',
          'Para dar las instrucciones que se deben seguir para construir un refugio.',
          'Para presentar a la profesora que organizó el proyecto con los biólogos.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'En la noticia, ¿qué significa que la entrada del refugio sea «angosta»?',
        alternativas: [
          'Que es estrecha.',
          'Que está pintada de colores claros para que se vea de lejos.',
          'Que se abre y se cierra con una puerta de madera.',
          'Que está hecha con ramas de árboles viejos del parque.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Crees que es importante que los diarios publiquen noticias como esta? Da tu opinión y fundaméntala con dos datos de la noticia.',
      pauta:
        '4 puntos: da una opinión clara y la fundamenta con dos datos pertinentes de la noticia (los mosquitos, la tala de árboles, el cambio de opinión de Tomás). 2 puntos: opinión con un dato. 1 punto: opinión sin datos. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una noticia de 8 a 10 líneas sobre un hecho real o imaginario de tu escuela. Incluye titular, bajada, un primer párrafo que diga qué pasó, quiénes, cuándo y dónde, y la cita de un testigo entre comillas.',
      pauta:
        '6 puntos: tiene titular, bajada, un primer párrafo con qué, quiénes, cuándo y dónde, una cita entre comillas, está en tercera persona y tiene a lo más dos errores de ortografía. 4 puntos: falta la bajada o la cita. 2 puntos: relata el hecho sin la estructura de la noticia. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'El curso decide: ¿adónde vamos de paseo?',
    kind: 'informativo',
    band: 2,
    generos: ['dialogo'],
    parrafos: [
      'En el consejo de curso del 5° básico C, el profesor jefe pidió que se pusieran de acuerdo sobre el paseo de fin de año. Esta es la conversación que tuvieron.',
      'PROFESOR JEFE: Tenemos dos propuestas: ir al Museo Interactivo o al Parque Metropolitano. Recuerden levantar la mano para hablar y escuchar a quien tiene la palabra. Javiera, empieza tú.',
      'JAVIERA: Yo propongo el museo, porque tiene salas de ciencia donde uno puede tocar todo. Además, si llueve, estaríamos bajo techo.',
      'BRUNO: Yo entiendo lo que dice Javiera, pero el parque es gratis, y así nadie se quedaría sin ir por no tener dinero para la entrada.',
      'JAVIERA: No había pensado en eso. ¿Cuánto cuesta la entrada al museo?',
      'PROFESOR JEFE: Unos tres mil pesos por estudiante, más el bus, que hay que pagar en los dos casos.',
      'TOMÁS: Yo podría averiguar si el museo tiene entradas gratis para escuelas. Mi tía trabaja cerca y dice que a veces las regalan.',
      'PROFESOR JEFE: Buena idea, Tomás, pero todavía no podemos contar con eso. Sigamos con las opiniones.',
      'MARTINA: Quiero agregar algo a lo que dijo Bruno. En el parque podemos comer algo juntos al aire libre y jugar, y eso también es importante para despedirnos del año.',
      'JAVIERA: Pero en el parque no vamos a aprender nada nuevo.',
      'BRUNO: No estoy de acuerdo. En el parque hay un zoológico y un jardín con plantas nativas. Podríamos hacer una guía de observación. Cada grupo podría elegir un animal o una planta y presentarlo al curso.',
      'MARTINA: ¿Y si juntamos las dos ideas? Podríamos hacer una rifa para reunir el dinero del museo y, en marzo, ir al parque para empezar el año.',
      'PROFESOR JEFE: Me parece una propuesta que considera lo que todos dijeron. ¿Votamos?',
      'El curso votó y la propuesta de Martina ganó por veintiocho votos contra cuatro. Tomás quedó a cargo de averiguar lo de las entradas gratuitas.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Para qué sirve la regla que da el profesor jefe al comienzo de la conversación?',
        alternativas: [
          'Para explicar cuánto cuesta la entrada al museo y el arriendo del bus.',
          'Para que se respeten los turnos y se escuche a quien habla.',
          'Para decidir él mismo el lugar del paseo de fin de año sin votación.',
          'Para presentar a los estudiantes que van a dar su opinión en el consejo.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Qué razón da Bruno para preferir el parque?',
        alternativas: [
          'Que en el parque se puede jugar a la pelota.',
          'Que el museo queda demasiado lejos de la escuela.',
          'Que el parque es gratis y así nadie se quedaría sin ir.',
          'Que en el museo no se puede tocar nada de lo que se expone.',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Qué muestra Javiera cuando dice «No había pensado en eso»?',
        alternativas: [
          'Que reconoce una buena razón de otra persona.',
          'Que está enojada porque nadie apoyó la idea del museo interactivo.',
          'Que no escuchó lo que dijo Bruno porque estaba conversando con Martina.',
          'Que quiere cambiar de tema y hablar de otro lugar para el paseo del curso.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'proposito',
        enunciado: '¿Para qué usa Martina la expresión «Quiero agregar algo a lo que dijo Bruno»?',
        alternativas: [
          'Para contradecir a Bruno y apoyar la idea del museo interactivo.',
          'Para pedirle al profesor jefe que termine la conversación y se vote.',
          'Para preguntar cuánto cuesta el bus que los llevaría de paseo.',
          'Para sumar una idea a la de un compañero.',
        ],
        correcta: 3,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado:
          'Al final, el profesor dice que la propuesta de Martina «considera lo que todos dijeron». ¿Qué significa «considera» en ese caso?',
        alternativas: [
          'Que toma en cuenta.',
          'Que rechaza con buenos argumentos.',
          'Que repite palabra por palabra.',
          'Que olvida por completo.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Crees que el curso llegó a un buen acuerdo? Da tu opinión y fundaméntala con lo que dijeron al menos dos estudiantes.',
      pauta:
        '4 puntos: da una opinión clara sobre el acuerdo y la fundamenta con las ideas de al menos dos estudiantes (el costo, aprender, despedirse, la rifa). 2 puntos: opinión con la idea de un estudiante. 1 punto: opinión sin referencias a la conversación. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una conversación de 8 a 10 líneas entre tres compañeros que deben ponerse de acuerdo sobre un tema del curso. Cada uno debe dar una razón, al menos uno debe usar una expresión para sumar o rebatir una idea («Quiero agregar…», «No estoy de acuerdo porque…») y la conversación debe terminar en un acuerdo.',
      pauta:
        '6 puntos: la conversación tiene tres participantes identificados, una razón de cada uno, expresiones para sumar o rebatir ideas y un acuerdo final, con a lo más dos errores de ortografía. 4 puntos: falta una razón o el acuerdo. 2 puntos: las intervenciones no se responden entre sí. 0 puntos: no responde.',
    },
  },

  // ——— 7° Básico a 2° Medio ———
  {
    titulo: 'Carta al director: los patios también necesitan sombra',
    kind: 'informativo',
    band: 3,
    generos: ['opinion', 'carta'],
    parrafos: [
      'Puente Alto, 14 de noviembre de 2026',
      'Señor director:',
      'Le escribo como estudiante de segundo medio del Liceo Las Acacias, en nombre de mi curso, para plantear un problema que en nuestra comuna se repite cada verano, que afecta a miles de niños y jóvenes y que pocos adultos notan: los patios de los colegios no tienen sombra. Creemos que plantar árboles en los patios escolares debería ser una prioridad de la municipalidad, y no un proyecto que se posterga año tras año.',
      'El primer argumento es la salud. Entre noviembre y marzo, a la hora del recreo largo, el patio de cemento de nuestro liceo supera con facilidad los treinta grados. El año pasado, la enfermería atendió a más de veinte estudiantes por dolores de cabeza y mareos asociados al calor, según el registro que nos mostró la propia encargada. Un árbol adulto, en cambio, puede bajar varios grados la temperatura del suelo bajo su copa, como sabe cualquiera que haya buscado refugio en una plaza en pleno enero.',
      'El segundo argumento tiene que ver con el aprendizaje. Después de un recreo bajo el sol, muchos volvemos a la sala cansados y acalorados, y nadie aprende bien con dolor de cabeza. Los primeros minutos de la clase se pierden mientras el curso se calma. Varios profesores nos han comentado que notan la diferencia entre los días nublados y los de calor intenso. Un patio con sombra no solo es más agradable: permite que el recreo cumpla su función, que es descansar para seguir aprendiendo.',
      'Algunos vecinos han opinado en este mismo diario que plantar árboles es caro y que, en tiempos de sequía, regarlos sería un despilfarro de agua. Es una preocupación legítima, pero tiene respuesta. Existen especies nativas, como el espino o el algarrobo, que necesitan muy poco riego una vez que se establecen, y que también podrían regarse con agua reutilizada de los lavamanos. Además, el costo de un árbol es mínimo si se compara con el de instalar toldos que se rompen con el viento y deben reemplazarse cada pocos años.',
      'Por último, un patio arbolado enseña algo que ninguna asignatura logra por sí sola: que cuidar el entorno es una tarea común. Si cada curso se hiciera cargo de un árbol, los estudiantes aprenderíamos a regarlo, a protegerlo y a esperar que crezca, algo que pocas veces se nos pide. En otros países, los llamados patios vivos ya son parte de los proyectos escolares, y sus estudiantes cuidan huertos y árboles como parte de sus clases.',
      'Por estas razones, solicitamos a la municipalidad que incluya la plantación de árboles en los patios escolares en su presupuesto del próximo año, y a las comunidades educativas, que se sumen a la iniciativa. La sombra que plantemos hoy la disfrutarán quienes vengan después de nosotros, y eso también es educar.',
      'Atentamente,',
      'Martina Fuentes Rojas, presidenta del centro de estudiantes del Liceo Las Acacias',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'proposito',
        enunciado: '¿Cuál es la tesis que defiende la autora de la carta?',
        alternativas: [
          'Que plantar árboles en los patios escolares debe ser una prioridad.',
          'Que los recreos deberían acortarse en verano para evitar los golpes de calor en el patio.',
          'Que los colegios deberían instalar toldos nuevos en todos los patios de cemento de la comuna.',
          'Que los vecinos deberían dejar de regar sus jardines durante los meses de sequía.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Qué función cumple el párrafo que comienza con «Algunos vecinos han opinado…»?',
        alternativas: [
          'Entrega el primer argumento a favor de plantar árboles en los patios.',
          'Resume las ideas de la carta y hace un llamado a la municipalidad.',
          'Presenta un contraargumento y luego lo refuta.',
          'Presenta a la autora y explica en nombre de quién escribe la carta.',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué parte de la carta es «Señor director:»?',
        alternativas: [
          'La despedida, que cierra la carta antes de la firma de quien la escribe.',
          'El vocativo, que indica a quién se dirige la carta.',
          'La fecha y el lugar desde donde se escribe la carta al diario.',
          'La tesis, que expresa la opinión que la autora va a defender.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'En la carta, ¿qué significa «despilfarro» en «regarlos sería un despilfarro de agua»?',
        alternativas: [
          'Un ahorro que se logra regando de noche.',
          'Una forma de regar gota a gota los árboles.',
          'Una multa que cobra la municipalidad por regar.',
          'Un gasto inútil o excesivo.',
        ],
        correcta: 3,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Por qué la autora menciona el registro de la enfermería del liceo?',
        alternativas: [
          'Para respaldar su argumento con un dato verificable.',
          'Para criticar a la encargada de enfermería por no atender bien a los estudiantes.',
          'Para explicar cómo se mide la temperatura del patio durante los recreos.',
          'Para mostrar que el problema del calor solo afecta a los estudiantes más pequeños.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Te parece convincente la respuesta que da la autora a quienes dicen que los árboles son caros y gastan agua? Fundamenta tu opinión con una parte de la carta.',
      pauta:
        '6 puntos: evalúa la refutación (especies nativas de poco riego, comparación con el costo de los toldos) con una opinión clara y la fundamenta citando o parafraseando la carta. 4 puntos: opinión fundamentada con una referencia vaga a la carta. 2 puntos: opinión sin fundamento en el texto. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una carta al director de 10 a 12 líneas sobre un problema de tu colegio o tu barrio. Incluye lugar y fecha, vocativo, una tesis clara, dos argumentos, un contraargumento con su refutación, una conclusión, la despedida y tu firma.',
      pauta:
        '6 puntos: la carta tiene todas sus partes, una tesis explícita, dos argumentos pertinentes, un contraargumento refutado, conectores adecuados y a lo más dos errores de ortografía o puntuación. 4 puntos: falta el contraargumento o un argumento, o hay varios errores. 2 puntos: expresa una opinión sin argumentos ni formato de carta. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Columna de opinión: el derecho a aburrirse',
    kind: 'informativo',
    band: 3,
    generos: ['opinion'],
    parrafos: [
      'El derecho a aburrirse',
      'Por Claudia Morales, profesora de Lenguaje',
      'Cada vez que un estudiante me dice «profe, estoy aburrido», siento la tentación de darle algo que hacer. Es lo que hacemos los adultos: llenamos las tardes de los niños y jóvenes con talleres, tareas, pantallas y actividades, como si un minuto vacío fuera un fracaso. Sin embargo, después de veinte años en la sala de clases, estoy convencida de lo contrario: aburrirse de vez en cuando no es una pérdida de tiempo, sino una condición para pensar por cuenta propia.',
      'La primera razón es la creatividad. Cuando nada nos entretiene desde afuera, la mente empieza a buscar por sí misma. Muchas de las mejores ideas que he visto nacer en mis estudiantes (un cuento, un invento, un proyecto para el barrio) aparecieron en esos ratos muertos en que no había nada que hacer. Diversos especialistas en educación han observado lo mismo: el aburrimiento empuja a imaginar, a preguntarse y a probar.',
      'La segunda razón tiene que ver con la atención. Si cada pausa se llena con un video de treinta segundos, nos acostumbramos a cambiar de estímulo sin descanso, y luego nos cuesta leer un capítulo completo o escuchar una explicación larga. Aprender a tolerar la espera, en cambio, fortalece la capacidad de concentrarse.',
      'Hay, además, una razón que rara vez se menciona: el aburrimiento nos enseña a conocernos. Cuando un estudiante no sabe qué hacer, tiene que decidir: leer, dibujar, salir a caminar, conversar con alguien o simplemente pensar. Esas decisiones pequeñas, repetidas muchas veces, le van mostrando qué le gusta y qué no, algo que ningún horario lleno le permitirá descubrir.',
      'Algunos apoderados me han dicho que el tiempo libre sin actividades es tiempo perdido y que, en un mundo tan competitivo, los jóvenes deben aprovechar cada hora. Entiendo esa preocupación, pero confunde estar ocupado con aprender. Un estudiante que pasa de una actividad a otra sin pausa puede terminar el día agotado y sin haber tenido un solo momento para preguntarse qué le interesa de verdad.',
      'No se trata de prohibir los talleres ni las pantallas, que tienen su lugar, sino de dejar espacios libres en la semana: una tarde sin planes, un viaje en micro mirando por la ventana, un recreo sin teléfono. Son momentos en que no pasa nada, y justamente por eso puede pasar algo. Los adultos también podemos dar el ejemplo: guardar el teléfono en la sobremesa o en la fila del banco y permitirnos, nosotros también, no hacer nada por un rato.',
      'Por eso, la próxima vez que un niño o un joven diga que está aburrido, quizá la mejor respuesta no sea buscarle algo que hacer, sino decirle con una sonrisa: «Qué bueno. A ver qué se te ocurre».',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'proposito',
        enunciado: '¿Cuál es la tesis de la columna?',
        alternativas: [
          'Que los talleres y las pantallas deberían prohibirse para los niños y los jóvenes.',
          'Que aburrirse a veces es necesario para pensar por uno mismo.',
          'Que los profesores deben dar más tareas para que los estudiantes no se aburran.',
          'Que el mundo actual es demasiado competitivo para los jóvenes de hoy.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Qué función cumple el párrafo que comienza con «Algunos apoderados me han dicho…»?',
        alternativas: [
          'Presenta la tesis de la autora por primera vez en la columna.',
          'Entrega un dato estadístico sobre el uso de las pantallas en los hogares.',
          'Expone una opinión contraria y la rebate.',
          'Cierra la columna con una recomendación para los estudiantes aburridos.',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿En qué apoya principalmente la autora su primer argumento?',
        alternativas: [
          'En su experiencia como profesora.',
          'En una encuesta hecha a los apoderados de su colegio durante el año.',
          'En una ley que protege el tiempo libre de los estudiantes del país.',
          'En los resultados de una prueba nacional de comprensión de lectura.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'En la columna, ¿qué significa «tolerar la espera»?',
        alternativas: [
          'Evitar cualquier momento sin actividades durante el día.',
          'Prohibir que los jóvenes usen el teléfono mientras esperan la micro.',
          'Llenar los ratos libres con videos cortos para no aburrirse.',
          'Soportar un momento sin estímulos.',
        ],
        correcta: 3,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Qué recurso usa la autora en la última oración de la columna?',
        alternativas: [
          'Una cita que resume su postura.',
          'Una pregunta retórica dirigida a los apoderados que no están de acuerdo.',
          'Un dato numérico que demuestra que el aburrimiento mejora las notas.',
          'Una comparación entre el aburrimiento y un viaje largo en micro.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Estás de acuerdo con la autora en que aburrirse es necesario? Fundamenta tu postura con un argumento propio y con una referencia a la columna.',
      pauta:
        '6 puntos: postura explícita, fundamentada con un argumento propio pertinente y con una referencia precisa a la columna (su tesis, un argumento o la refutación). 4 puntos: postura con un argumento propio o con la referencia, pero no ambos. 2 puntos: postura sin fundamento. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una columna de opinión de 10 a 12 líneas sobre un hábito de los jóvenes de hoy. Incluye un título, una tesis clara en el primer párrafo, dos argumentos de distinto tipo (experiencia, datos, autoridad), un contraargumento con su refutación y un cierre que invite a actuar.',
      pauta:
        '6 puntos: tiene título, tesis explícita, dos argumentos de distinto tipo, un contraargumento refutado y un cierre, con conectores adecuados y a lo más dos errores de ortografía o puntuación. 4 puntos: falta el contraargumento o un argumento. 2 puntos: opinión sin argumentos. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'El testamento del tío Aurelio',
    kind: 'narrativo',
    band: 3,
    generos: ['teatro'],
    subgenero: 'comedia',
    parrafos: [
      'Comedia en un acto. Personajes: ERNESTO, sobrino que se cree muy listo; ROSA, sobrina práctica y sincera; SEÑORA PINTO, notaria; TÍO AURELIO, un anciano de buen humor.',
      '(Una oficina con un escritorio lleno de papeles. Un reloj de pared marca las once. ERNESTO se pasea de un lado a otro, muy elegante. ROSA está sentada, con un chaleco tejido y una bolsa de pan sobre las rodillas.)',
      'ERNESTO: (Mirándose en el vidrio de la ventana.) Primita, hoy cambia nuestra vida. El tío Aurelio tenía una casa en Viña, un auto antiguo y, según dicen, una colección de monedas de oro.',
      'ROSA: El tío Aurelio tenía una casa con goteras, un auto que no partía desde 1998 y una colección de tapas de bebida. Yo lo visitaba todos los domingos, Ernesto. Tú, ¿cuándo fue la última vez?',
      'ERNESTO: (Tosiendo.) Estaba muy ocupado con mis negocios. Pero lo llevaba en el corazón.',
      'ROSA: Lo que el tío necesitaba no eran negocios, Ernesto. Era que alguien le preguntara cómo había dormido, que le arreglara la radio o que le leyera el diario cuando se le cansaba la vista.',
      'ERNESTO: (Sacando un papel del bolsillo.) Para eso traje una lista: la casa para mí, el auto para mí y las monedas, por supuesto, también para mí. A ti te dejo las tapas.',
      '(Entra la SEÑORA PINTO con un sobre en la mano. Se sienta detrás del escritorio y se pone unos lentes enormes.)',
      'SEÑORA PINTO: Buenos días. Don Aurelio dejó instrucciones muy precisas. Primero, una carta para cada uno.',
      'ERNESTO: (Frotándose las manos.) Empiece por mí, por favor. Soy el mayor.',
      'SEÑORA PINTO: (Leyendo.) «Querido Ernesto: te dejo lo que más visitaste en los últimos diez años». (Da vuelta la hoja.) Eso es todo.',
      'ERNESTO: ¿Cómo que eso es todo? ¡Yo no visité nada!',
      'SEÑORA PINTO: Exactamente. (Sigue leyendo.) «Querida Rosa: te dejo la casa, el auto y las tapas de bebida, que, si las cuentas bien, son tres mil cuatrocientas. Sé que las vas a cuidar».',
      'ROSA: (Conmovida.) Las vamos a cuidar, tío. Las tapas y las goteras.',
      'ERNESTO: (Indignado, golpeando el escritorio.) ¡Esto es un abuso! ¡Exijo ver a mi tío! ¡Que me lo explique él mismo!',
      '(Se abre la puerta del fondo. Entra el TÍO AURELIO, con bastón y sombrero, sonriendo.)',
      'TÍO AURELIO: Con mucho gusto, sobrino. Todavía no me muero; solo quería saber quién vendría a la lectura de mi testamento.',
      '(ERNESTO se queda con la boca abierta. ROSA corre a abrazar a su tío. La SEÑORA PINTO se quita los lentes y guarda el sobre.)',
      'TÍO AURELIO: (A Ernesto.) No te preocupes: el domingo hay almuerzo en mi casa. Si vienes, a lo mejor cambio de opinión.',
      'ERNESTO: (Después de una pausa, arreglándose la corbata.) ¿A qué hora dijo, tío?',
      '(Todos ríen. Se apaga la luz.)',
    ],
    preguntas: [
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Cuál es el conflicto principal de esta comedia?',
        alternativas: [
          'La notaria no encuentra el sobre con las cartas del tío Aurelio.',
          'Ernesto espera una herencia que no se ha ganado.',
          'Rosa quiere vender la colección de tapas de bebida de su tío.',
          'El auto antiguo del tío Aurelio no parte desde hace muchos años.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué función cumple el texto «(Mirándose en el vidrio de la ventana.)»?',
        alternativas: [
          'Es un parlamento que Ernesto le dice en voz alta a su prima Rosa.',
          'Es el título de la escena que comienza en la oficina de la notaria.',
          'Es una acotación que indica cómo actúa el personaje.',
          'Es una carta que el tío Aurelio dejó escrita para su sobrino.',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Qué tipo de personaje representa Ernesto?',
        alternativas: [
          'El interesado, que busca beneficiarse.',
          'El héroe, que se sacrifica por los demás personajes de la obra.',
          'El sabio, que aconseja a los jóvenes de su familia con paciencia.',
          'El villano cruel, que planea hacerle daño a su tío para quedarse con todo.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'proposito',
        enunciado: '¿Qué efecto produce la última pregunta de Ernesto, «¿A qué hora dijo, tío?»?',
        alternativas: [
          'Muestra que Ernesto entendió su error y decide cuidar a su tío para siempre.',
          'Deja la obra sin final, porque nadie sabe si el almuerzo se hará o no.',
          'Demuestra que el tío Aurelio se equivocó al juzgar a su sobrino Ernesto.',
          'Provoca risa, porque muestra que sigue pensando en la herencia.',
        ],
        correcta: 3,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'En la obra, Rosa habla «conmovida». ¿Qué significa?',
        alternativas: [
          'Emocionada.',
          'Enojada por la injusticia de la carta.',
          'Aburrida de escuchar a la notaria.',
          'Confundida por las palabras del tío.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Te parece justo lo que hizo el tío Aurelio para saber quién vendría a la lectura de su testamento? Fundamenta tu opinión con dos momentos de la obra.',
      pauta:
        '6 puntos: da una opinión clara sobre la decisión del tío y la fundamenta con dos momentos pertinentes de la obra (las visitas de Rosa, la carta a Ernesto, su aparición, la invitación final). 4 puntos: opinión con un momento de la obra. 2 puntos: opinión sin referencias a la obra. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una escena de comedia de 10 a 12 líneas con tres personajes en una situación cotidiana (una reunión de apoderados, una fila en el banco, una cena familiar). Incluye la lista de personajes, una acotación inicial que describa el lugar, acotaciones de actuación y un final sorpresivo.',
      pauta:
        '6 puntos: tiene lista de personajes, acotación inicial, acotaciones de actuación, un conflicto claro y un final sorpresivo, con a lo más dos errores de ortografía o puntuación. 4 puntos: falta un elemento o el conflicto no es claro. 2 puntos: escribe un relato sin forma dramática. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Estudiantes de Lebu convierten un vertedero en un humedal',
    kind: 'informativo',
    band: 3,
    generos: ['noticia'],
    parrafos: [
      'Estudiantes de Lebu convierten un vertedero en un humedal protegido',
      'Tras dos años de trabajo, un grupo de estudiantes de un liceo técnico logró que el municipio protegiera el humedal Los Juncos, donde ya se han registrado cuarenta especies de aves.',
      'Lebu. Veinticinco estudiantes del Liceo Técnico de Lebu inauguraron el sábado pasado un sendero educativo en el humedal Los Juncos, un terreno de seis hectáreas a la salida de la ciudad que hasta 2024 era usado como vertedero clandestino. La iniciativa, que comenzó como un proyecto de la asignatura de Biología, terminó con una ordenanza municipal que declara el lugar área protegida.',
      'Todo empezó cuando la profesora Ana Contreras llevó a su curso a observar aves y se encontró con neumáticos, colchones y sacos de escombros a orillas del agua. «Ese día los estudiantes me preguntaron de quién era la responsabilidad, y no supe qué responderles», recuerda. En lugar de quedarse con la pregunta, el curso organizó jornadas de limpieza cada quince días. En total, retiraron cerca de doce toneladas de basura con el apoyo de la municipalidad, que facilitó camiones, y de vecinos de la población cercana.',
      'Con el terreno limpio volvieron las aves. Los estudiantes aprendieron a identificarlas y llevan un registro mensual, que publican en un mural a la entrada del sendero: hasta ahora han anotado cuarenta especies, entre ellas el cisne de cuello negro, la garza grande y el siete colores, un pequeño pájaro que vive entre los juncos. «Al principio no distinguía una garza de una gaviota. Ahora soy yo la que les explica a los turistas», cuenta Javiera Lagos, estudiante de cuarto medio.',
      'El registro fue clave para el paso siguiente. Con los datos reunidos, el curso presentó una solicitud al concejo municipal, que en agosto aprobó por unanimidad la ordenanza que prohíbe depositar basura en el sector y construir a menos de cincuenta metros del agua. El alcalde valoró que la propuesta viniera de jóvenes: «Nos trajeron datos, fotografías y un plan. Fue imposible decir que no», afirmó.',
      'El desafío ahora es mantener el lugar. El sendero de madera fue construido con fondos de un concurso regional, pero ese dinero no cubre la mantención. Los estudiantes buscan formar una agrupación con los vecinos para turnarse en el cuidado y postular a nuevos fondos el próximo año.',
      'Para el profesor de Lenguaje del liceo, Rodrigo Sanhueza, el proyecto tuvo otro efecto: los estudiantes escribieron cartas, hablaron ante autoridades y redactaron los textos de los letreros del sendero. «Aprendieron a argumentar con evidencia, algo que cuesta mucho enseñar en la sala», comenta.',
      'El sendero está abierto todos los días de nueve de la mañana a seis de la tarde, y los fines de semana los estudiantes ofrecen recorridos guiados gratuitos. Los colegios que quieran visitarlo en grupo deben reservar con una semana de anticipación.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué parte de la noticia es el párrafo que comienza con «Lebu. Veinticinco estudiantes…»?',
        alternativas: [
          'El titular, que resume la noticia en una frase breve y llamativa para el lector.',
          'La entrada, que responde qué pasó, quiénes, cuándo y dónde.',
          'La bajada, que amplía el titular con un dato que invita a seguir leyendo la noticia.',
          'El cierre, que entrega datos prácticos y termina la noticia con información secundaria.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: 'Según la noticia, ¿qué había en el terreno antes del proyecto?',
        alternativas: [
          'Una cancha de fútbol del liceo técnico de la ciudad.',
          'Una plantación de pinos de una empresa forestal.',
          'Un estacionamiento de camiones del puerto de Lebu.',
          'Un vertedero clandestino.',
        ],
        correcta: 3,
      },
      {
        habilidad: 'Analizar',
        foco: 'proposito',
        enunciado: '¿Para qué la noticia incluye citas de la profesora, de una estudiante y del alcalde?',
        alternativas: [
          'Para dar la voz de distintos protagonistas del hecho.',
          'Para demostrar que la periodista está de acuerdo con todas las opiniones del liceo.',
          'Para reemplazar los datos del hecho, que la noticia no alcanza a entregar al lector.',
          'Para explicar cómo se redacta una ordenanza municipal sobre áreas protegidas.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'En la noticia, ¿qué significa que el vertedero era «clandestino»?',
        alternativas: [
          'Que recibía basura de varias comunas vecinas.',
          'Que estaba ubicado a la orilla del mar.',
          'Que funcionaba de forma oculta, sin permiso.',
          'Que fue cerrado hace muchos años por el municipio.',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Qué se puede concluir del párrafo que comienza con «El desafío ahora es mantener el lugar»?',
        alternativas: [
          'Que el humedal dejará de estar protegido por la ordenanza el próximo año.',
          'Que el cuidado del humedal necesitará apoyo constante.',
          'Que los vecinos se oponen a que los estudiantes cuiden el sendero de madera.',
          'Que el concurso regional pagará la mantención del sendero durante diez años.',
        ],
        correcta: 1,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Crees que esta noticia informa de manera objetiva o que toma partido por los estudiantes? Fundamenta tu respuesta con dos ejemplos del texto (datos, citas o palabras que elige quien la escribe).',
      pauta:
        '6 puntos: da una postura clara y la fundamenta con dos ejemplos pertinentes del texto, distinguiendo datos de valoraciones. 4 puntos: postura con un ejemplo pertinente. 2 puntos: postura sin ejemplos del texto. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una noticia de 10 a 12 líneas sobre un hecho de tu colegio o tu comuna. Incluye titular, bajada, una entrada que responda qué, quiénes, cuándo y dónde, un cuerpo ordenado de lo más a lo menos importante y una cita de un protagonista.',
      pauta:
        '6 puntos: tiene titular, bajada, entrada completa, cuerpo en orden de importancia y una cita pertinente, en tercera persona y con a lo más dos errores de ortografía o puntuación. 4 puntos: falta la bajada o la cita, o la entrada está incompleta. 2 puntos: relata el hecho sin la estructura de la noticia. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Guion de una exposición: ¿por qué tiembla tanto en Chile?',
    kind: 'informativo',
    band: 3,
    generos: ['exposicion'],
    parrafos: [
      'Introducción. [Diapositiva 1: fotografía de una grieta en una carretera después de un terremoto.] Buenos días. Levanten la mano quienes han sentido un temblor este año. (Pausa para mirar al público.) Casi todos, ¿cierto? Chile es uno de los países con más sismos del mundo, y hoy les voy a explicar por qué ocurre, qué diferencia hay entre un temblor y un terremoto, y qué podemos hacer para estar preparados. Empecemos por lo que ocurre bajo nuestros pies.',
      'Desarrollo, primera parte. [Diapositiva 2: mapa de las placas de Nazca y Sudamericana.] La superficie de la Tierra está dividida en grandes piezas llamadas placas tectónicas, que se mueven unos pocos centímetros al año. Frente a nuestra costa, la placa de Nazca avanza hacia el este y se hunde bajo la placa Sudamericana. Este proceso se llama subducción. Como las placas no se deslizan con suavidad, sino que se traban, la energía se acumula durante años hasta que se libera de golpe. Esa liberación es la que sentimos como un sismo.',
      'Desarrollo, segunda parte. [Diapositiva 3: tabla con tres sismos chilenos y su magnitud.] En el lenguaje cotidiano llamamos temblor a un sismo que se siente pero no causa grandes daños, y terremoto a uno que destruye construcciones. Los científicos, en cambio, miden la magnitud, que indica la energía liberada: un sismo de magnitud 8 libera cerca de treinta veces más energía que uno de magnitud 7. Por ejemplo, el terremoto de Valdivia de 1960, de magnitud 9,5, es el más grande registrado en la historia con instrumentos. (Bajar la voz y hablar más lento.) Ese día, además, un tsunami golpeó la costa y llegó hasta Japón.',
      'Desarrollo, tercera parte. Ahora que sabemos por qué tiembla, veamos qué hacer. [Diapositiva 4: dibujo de una mochila de emergencia.] Durante un sismo fuerte hay que alejarse de las ventanas, protegerse junto a un mueble firme y, si vivimos en la costa, caminar hacia una zona alta apenas termine el movimiento. En la sala de clases, hay que seguir las instrucciones del profesor y no salir corriendo. Antes del sismo, cada familia debería tener una mochila de emergencia con agua, una linterna, una radio a pilas, un botiquín y copias de los documentos.',
      'Cierre. [Diapositiva 5: el mapa de Chile con las zonas de seguridad de la región.] En resumen, en Chile tiembla porque vivimos sobre el choque de dos placas; no podemos evitar los sismos, pero sí prepararnos. (Mirar a distintas partes de la sala.) Les propongo una tarea sencilla: esta semana, conversen con su familia sobre dónde se reunirían después de un terremoto. Muchas gracias. ¿Tienen alguna pregunta?',
      'Notas para el expositor: hablar con volumen alto y claro, mirar al público y no leer las diapositivas; la exposición dura cinco minutos. Conviene ensayar al menos dos veces con un compañero que controle el tiempo y preparar respuestas breves para las preguntas más probables.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué recurso usa el expositor en la introducción para captar la atención del público?',
        alternativas: [
          'Lee en voz alta la definición de placa tectónica que aparece en la diapositiva.',
          'Hace una pregunta que el público responde levantando la mano.',
          'Presenta una tabla con la magnitud de tres terremotos ocurridos en Chile.',
          'Cuenta que el tsunami de 1960 llegó hasta las costas de Japón.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado:
          '¿Para qué sirven las indicaciones entre corchetes, como «[Diapositiva 2: mapa de las placas de Nazca y Sudamericana.]»?',
        alternativas: [
          'Para señalar las palabras que el público debe copiar en su cuaderno.',
          'Para marcar las partes del guion que el expositor debe leer con más lentitud.',
          'Para indicar el apoyo visual de cada parte.',
          'Para explicar cómo se forman las placas tectónicas de la Tierra.',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Qué función cumple la frase «Ahora que sabemos por qué tiembla, veamos qué hacer»?',
        alternativas: [
          'Marca el paso de un tema al siguiente.',
          'Presenta la conclusión de toda la exposición y pide preguntas al público.',
          'Define el concepto de subducción con un ejemplo de la vida cotidiana.',
          'Entrega un dato sobre la magnitud de los terremotos ocurridos en Chile.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'Según el guion, ¿qué es la «subducción»?',
        alternativas: [
          'La medida de la energía que libera un sismo en el momento del choque.',
          'El nombre de una ola gigante que llega a la costa después de un terremoto.',
          'La grieta que se abre en el suelo cuando un terremoto destruye una carretera.',
          'El hundimiento de una placa bajo otra.',
        ],
        correcta: 3,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Por qué el guion indica «Bajar la voz y hablar más lento» al mencionar el tsunami de 1960?',
        alternativas: [
          'Para dar énfasis y seriedad a un hecho grave.',
          'Porque el expositor no está seguro de que el dato sea correcto y prefiere que no se escuche.',
          'Porque en esa parte de la exposición se acabó el tiempo disponible para hablar.',
          'Para que el público no se asuste con la información sobre el terremoto de Valdivia.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        'Según este guion, ¿crees que la exposición cumple con lo que se espera de una buena exposición oral (estructura, apoyo visual, uso de la voz, relación con el público)? Fundamenta con dos partes del guion.',
      pauta:
        '6 puntos: evalúa la exposición con al menos dos criterios de una buena exposición oral y los fundamenta con dos partes pertinentes del guion. 4 puntos: evalúa con un criterio y una parte del guion. 2 puntos: da una opinión general sin referencias al guion. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe el guion de la introducción y el cierre de una exposición de tres minutos sobre un tema que te interese. Incluye un recurso para captar la atención, el anuncio de los temas, una indicación de apoyo visual entre corchetes y una síntesis final.',
      pauta:
        '6 puntos: la introducción capta la atención y anuncia los temas, hay una indicación de apoyo visual, y el cierre sintetiza e invita al público, con a lo más dos errores de ortografía. 4 puntos: falta uno de esos elementos. 2 puntos: escribe un texto sobre el tema sin forma de guion. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Debate en el consejo de curso: ¿celulares en la sala?',
    kind: 'informativo',
    band: 3,
    generos: ['dialogo'],
    parrafos: [
      'Transcripción del debate realizado en el consejo de curso del 1° medio B. Moderadora: Antonia, presidenta de curso. Participan Diego y Catalina, a favor de permitir los celulares en la sala, y Francisca y Matías, en contra.',
      'ANTONIA (moderadora): Buenas tardes. Hoy vamos a debatir si los celulares deberían estar permitidos durante las clases. Cada equipo tiene dos minutos para su postura inicial, después habrá réplicas y al final votaremos. Les pido respetar los turnos. Empieza el equipo a favor.',
      'DIEGO: Nosotros creemos que el celular es una herramienta de estudio. Con él podemos buscar información, usar el diccionario o sacar una foto de la pizarra cuando no alcanzamos a copiar. Prohibirlo es como prohibir el lápiz porque alguien lo usa para rayar la mesa.',
      'CATALINA: Además, hay estudiantes que necesitan el teléfono para que su familia pueda ubicarlos. Mi hermano chico sale antes del colegio y mi mamá me avisa por mensaje quién lo va a buscar.',
      'ANTONIA: Gracias. Turno del equipo en contra.',
      'FRANCISCA: Entendemos que el celular puede servir para estudiar, pero en la práctica casi nunca se usa para eso. Una encuesta que hicimos en el curso la semana pasada mostró que veintiocho de treinta y dos estudiantes revisan redes sociales durante las clases. Eso significa que el problema no es el aparato, sino que no sabemos controlarlo.',
      'MATÍAS: Y no solo se distrae quien lo usa. Cuando suena una notificación o alguien muestra un video, se desconcentra media sala. Un estudio de una universidad que leímos para este debate señala que basta tener el teléfono sobre la mesa para rendir menos en una tarea difícil.',
      'ANTONIA: Ahora vienen las réplicas. Diego, tienes un minuto.',
      'DIEGO: Entiendo el punto de Francisca, pero si no sabemos controlarlo, lo que corresponde es aprender, no esconder el problema. Fuera del colegio nadie nos va a quitar el celular.',
      'FRANCISCA: Estoy de acuerdo en que hay que aprender, pero eso se puede hacer con reglas claras. Nuestra propuesta no es prohibirlo en todo el colegio, sino guardarlo en una caja durante la clase y usarlo solo cuando el profesor lo pida para una actividad.',
      'CATALINA: ¿Y qué pasa con las emergencias?',
      'MATÍAS: Para eso está la secretaría del colegio, que puede avisar a cualquier estudiante en un minuto. Además, en los recreos el teléfono estaría disponible.',
      'DIEGO: Una última idea: en algunas clases el celular sí se necesita, como en Historia, cuando usamos mapas interactivos, o en Inglés, cuando escuchamos audios.',
      'FRANCISCA: Justamente por eso nuestra propuesta deja que el profesor lo pida. No queremos eliminarlo, sino ordenar su uso.',
      'ANTONIA: Se acabó el tiempo de las réplicas. Antes de votar, quiero destacar que ambos equipos coincidieron en algo: el celular puede ser útil si se usa con un propósito. Ahora, levanten la mano quienes apoyan la propuesta de la caja durante la clase.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué función cumple Antonia en el debate?',
        alternativas: [
          'Defiende la postura a favor de los celulares junto a Diego y Catalina.',
          'Organiza los turnos y guía la discusión.',
          'Presenta los resultados de la encuesta que se hizo en el curso la semana pasada.',
          'Decide sola cuál de los dos equipos ganó el debate del consejo de curso.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Qué hace Diego cuando dice «Entiendo el punto de Francisca, pero…»?',
        alternativas: [
          'Abandona su postura y apoya la propuesta del equipo en contra.',
          'Le pide a la moderadora más tiempo para terminar su intervención.',
          'Reconoce la idea de otra persona y luego la rebate.',
          'Cambia de tema para hablar de las emergencias familiares de Catalina.',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Qué tipo de argumento usa Francisca cuando menciona la encuesta del curso?',
        alternativas: [
          'Un argumento basado en datos.',
          'Una comparación entre el celular y otros objetos de la sala de clases.',
          'Una experiencia personal de su familia con los mensajes del celular.',
          'Una cita de la opinión de un profesor del colegio sobre las redes sociales.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'localizar',
        enunciado: '¿Qué proponen finalmente Francisca y Matías?',
        alternativas: [
          'Prohibir los celulares en todo el colegio, también en los recreos y en la salida.',
          'Permitir el celular solo a quienes tengan hermanos menores en el colegio.',
          'Usar el celular en clases solo para buscar palabras en el diccionario.',
          'Guardar los celulares durante la clase y usarlos cuando se pida.',
        ],
        correcta: 3,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'En el debate, ¿qué significa «réplica»?',
        alternativas: [
          'La respuesta a lo que dijo el otro equipo.',
          'La votación final en la que participa todo el curso.',
          'La presentación de la moderadora al inicio del consejo.',
          'La copia de una fotografía de la pizarra.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Qué equipo fundamentó mejor su postura? Justifica tu respuesta con dos argumentos del debate y explica por qué son más sólidos que los del otro equipo.',
      pauta:
        '6 puntos: elige un equipo y lo justifica con dos argumentos del debate, evaluando su solidez (datos, estudios, ejemplos) frente a los del otro equipo. 4 puntos: elige un equipo con un argumento bien evaluado. 2 puntos: da su opinión sobre los celulares sin referirse a los argumentos del debate. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe la intervención inicial, de 8 a 10 líneas, que harías en un debate sobre un tema de tu curso. Presenta tu postura, dos argumentos con un dato o un ejemplo, y una frase que anticipe lo que podría responder el otro equipo.',
      pauta:
        '6 puntos: postura explícita, dos argumentos apoyados en un dato o ejemplo, anticipa un contraargumento y usa un registro formal, con a lo más dos errores de ortografía. 4 puntos: falta el contraargumento o un argumento. 2 puntos: opinión sin argumentos. 0 puntos: no responde.',
    },
  },
]
