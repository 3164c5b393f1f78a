/**
 * More model texts written for Pizarra for 1° to 6° Básico (reading bands 0, 1 and 2): conversations, plays,
 * scripts of oral presentations, letters, news items, instructions, planning sheets, comments on a reading and
 * advertisements, so that an objective naming a genre reads two or three texts of it at its age. As in
 * reading-models.ts, each is read as a model of its genre: its questions ask about its parts and their purpose
 * as well as what it says, and `tarea` asks to write a text of the same genre, with its pauta. Lengths follow
 * the bands of reading.ts.
 */
import type { Passage } from './types'

export const modelTextsBasica: readonly Passage[] = [
  // ——— 1° y 2° Básico ———
  {
    titulo: '¿Quién riega la planta de la sala?',
    kind: 'informativo',
    band: 0,
    generos: ['dialogo'],
    parrafos: [
      'La profesora Inés conversa con su curso de primero básico.',
      'PROFESORA: Buenos días. Hoy tenemos que decidir quién riega la planta de la sala. ¿Quién quiere hablar?',
      'MATEO: (Levanta la mano.) ¡Yo! Yo quiero regarla todos los días.',
      'CAMILA: Pero si la riegas todos los días, se puede ahogar. Mi mamá dice que las plantas necesitan poca agua.',
      'MATEO: No sabía eso.',
      'PROFESORA: Muy bien, Camila. ¿Alguien tiene otra idea?',
      'JOSÉ: Podemos hacer turnos. Cada semana riega un niño distinto, solo los lunes y los jueves.',
      'CAMILA: ¡Me gusta! Así todos la cuidamos.',
      'MATEO: Está bien. ¿Puedo ser el primero, por favor?',
      'PROFESORA: Claro que sí, Mateo. Gracias a todos por escuchar y esperar su turno.',
    ],
    preguntas: [
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Qué tenía que decidir el curso?',
        alternativas: [
          'Quién riega la planta de la sala',
          'A qué juegan en el recreo largo del viernes',
          'Qué cuento leen hoy',
          'Quién borra la pizarra',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: 'En la conversación dice «MATEO: (Levanta la mano.)». ¿Por qué Mateo levanta la mano?',
        alternativas: [
          'Porque quiere saludar a un amigo que está lejos.',
          'Porque pide la palabra para hablar.',
          'Porque quiere salir de la sala al recreo.',
          'Porque le duele el brazo.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué Camila no está de acuerdo con Mateo al principio?',
        alternativas: [
          'Porque ella quiere regar la planta sola.',
          'Porque la planta se puede ahogar con tanta agua.',
          'Porque Mateo no sabe dónde está la planta de la sala.',
          'Porque a ella no le gustan las plantas.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Qué palabras amables usa Mateo para pedir ser el primero?',
        alternativas: ['«Buenos días»', '«por favor»', '«Claro que sí»', '«No sabía eso»'],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'localizar',
        enunciado: '¿Qué idea propuso José?',
        alternativas: [
          'Regar la planta todos los días.',
          'Hacer turnos para regar la planta.',
          'Llevar la planta a la casa de Camila para que la cuide su mamá.',
          'Comprar otra planta.',
        ],
        correcta: 1,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado: '¿Crees que el curso conversó bien? Escribe una oración y explica por qué.',
      pauta:
        '2 puntos: da una opinión y la explica con la conversación (pidieron la palabra, escucharon, llegaron a un acuerdo). 1 punto: da una opinión sin explicarla. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una conversación breve entre tres compañeros que deben decidir quién alimenta al pez del curso. Pon el nombre de quien habla antes de cada oración, usa «por favor» o «gracias» y termina con un acuerdo.',
      pauta:
        '6 puntos: escribe al menos cuatro intervenciones con el nombre de quien habla, una fórmula de cortesía y un acuerdo final, con mayúscula y punto. 4 puntos: falta la fórmula de cortesía o el acuerdo. 2 puntos: escribe oraciones sueltas que no forman una conversación. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Una compañera nueva',
    kind: 'informativo',
    band: 0,
    generos: ['dialogo'],
    parrafos: [
      'Es el primer día de Aylén en su nueva escuela. En el patio se encuentra con Benja y Rocío.',
      'BENJA: ¡Hola! Me llamo Benjamín, pero me dicen Benja. ¿Cómo te llamas tú?',
      'AYLÉN: Hola, Benja. Me llamo Aylén. Llegué ayer desde Temuco.',
      'BENJA: Te presento a mi amiga Rocío. Ella se sienta a mi lado.',
      'ROCÍO: Mucho gusto, Aylén. ¿Quieres jugar con nosotros?',
      'AYLÉN: Sí, gracias. Es que no conozco a nadie y me da un poco de vergüenza.',
      'ROCÍO: No te preocupes. A mí me pasó lo mismo el año pasado.',
      'BENJA: Después del recreo te mostramos la biblioteca.',
      'AYLÉN: ¡Qué bueno! Me encantan los libros de animales.',
      '(Suena la campana.)',
      'ROCÍO: Vamos, Aylén. ¡Bienvenida al curso!',
    ],
    preguntas: [
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿De dónde llegó Aylén?',
        alternativas: ['De Temuco', 'De Santiago', 'De Arica', 'De otro país'],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué dice Benja para presentar a Rocío?',
        alternativas: [
          '«Te presento a mi amiga Rocío».',
          '«¿Cómo te llamas tú?»',
          '«Después del recreo te mostramos la biblioteca».',
          '«Me llamo Benjamín».',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'Rocío le dice a Aylén «Mucho gusto». ¿Cuándo se dice «mucho gusto»?',
        alternativas: [
          'Cuando uno se despide al final del día.',
          'Cuando uno conoce a una persona.',
          'Cuando a uno le gusta mucho una comida.',
          'Cuando uno pide perdón.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Cómo se siente Aylén al principio?',
        alternativas: ['Enojada', 'Con un poco de vergüenza', 'Aburrida', 'Enojada con sus compañeros nuevos'],
        correcta: 1,
      },
      {
        habilidad: 'Analizar',
        foco: 'proposito',
        enunciado: '¿Para qué Rocío le cuenta que a ella le pasó lo mismo?',
        alternativas: [
          'Para que Aylén se sienta acompañada.',
          'Para burlarse de Aylén.',
          'Para contar cómo era su antigua escuela en el sur.',
          'Para que suene la campana.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado: '¿Qué harías tú si llegara un compañero nuevo a tu curso? Escribe una oración y explica por qué.',
      pauta:
        '2 puntos: dice una acción amable (saludar, presentarse, invitar a jugar) y explica por qué ayuda al compañero nuevo. 1 punto: dice una acción sin explicar. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una conversación breve en que te presentas a un niño nuevo y le presentas a un amigo. Pon el nombre de quien habla antes de cada oración y usa un saludo y «mucho gusto».',
      pauta:
        '6 puntos: escribe al menos cuatro intervenciones con el nombre de quien habla, un saludo, una presentación propia, la presentación de otra persona y «mucho gusto», con mayúscula y punto. 4 puntos: falta una presentación o el saludo. 2 puntos: escribe oraciones sueltas sin forma de conversación. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'La luna que no quería salir',
    kind: 'narrativo',
    band: 0,
    generos: ['teatro'],
    parrafos: [
      'Personajes: LUNA, ESTRELLA y BÚHO.',
      '(Es de noche, pero el cielo está oscuro. La Luna se esconde detrás de una nube.)',
      'BÚHO: (Asustado.) ¡No veo nada! ¿Dónde está la Luna?',
      'ESTRELLA: Luna, sal por favor. Todos te esperan.',
      'LUNA: (Con voz baja.) No quiero. Ayer un niño dijo que yo estaba gorda.',
      'ESTRELLA: Pero tú cambias de forma, y eso es bonito. A veces eres redonda y a veces eres delgada como una uña.',
      'BÚHO: Sin ti no puedo encontrar mi casa en el árbol.',
      'LUNA: (Se asoma un poquito.) ¿De verdad me necesitan?',
      'ESTRELLA y BÚHO: (Juntos.) ¡Sí!',
      '(La Luna sale despacio. El escenario se llena de luz.)',
      'BÚHO: ¡Gracias, Luna! Ya veo mi casa.',
      '(El Búho vuela feliz. Fin.)',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: 'La obra empieza con «Personajes: LUNA, ESTRELLA y BÚHO». ¿Para qué sirve esa parte?',
        alternativas: [
          'Para decir quiénes actúan en la obra.',
          'Para contar el final de la obra.',
          'Para indicar cuánto dura la obra en el teatro del colegio.',
          'Para dar las gracias.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Por qué la Luna no quería salir?',
        alternativas: [
          'Porque tenía sueño.',
          'Porque un niño dijo que estaba gorda.',
          'Porque el Búho la asustó.',
          'Porque estaba lloviendo sobre el bosque y hacía frío.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: 'En «(Se asoma un poquito.)», ¿qué nos dicen las palabras entre paréntesis?',
        alternativas: [
          'Lo que dice la Luna en voz alta.',
          'Lo que hace la Luna en el escenario.',
          'El nombre de un personaje nuevo que aparece al final.',
          'La hora en que termina la obra.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'La Estrella dice que la Luna a veces es «delgada como una uña». ¿Cómo es la Luna entonces?',
        alternativas: ['Muy redonda', 'Finita y curva', 'Muy grande y brillante como el sol', 'Cuadrada'],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Qué hizo que la Luna se animara a salir?',
        alternativas: [
          'Que la nube se fue volando.',
          'Que sus amigos le dijeron que la necesitaban.',
          'Que el niño le pidió perdón.',
          'Que el Búho se fue a dormir a su casa del árbol.',
        ],
        correcta: 1,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado: '¿Qué le dirías tú a la Luna para que saliera? Escribe una oración y explica por qué.',
      pauta:
        '2 puntos: escribe lo que le diría y explica por qué con algo de la obra (su forma cambia, los demás la necesitan). 1 punto: escribe lo que le diría sin explicar. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una escena breve de teatro en que el Sol y una Nube conversan. Escribe primero la lista de personajes, pon el nombre de quien habla antes de lo que dice y agrega dos acotaciones entre paréntesis.',
      pauta:
        '6 puntos: la escena tiene la lista de personajes, el nombre antes de cada parlamento, dos acotaciones entre paréntesis y un final, con mayúscula y punto. 4 puntos: falta la lista de personajes o una acotación. 2 puntos: escribe un relato sin forma de obra de teatro. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'El queque de la gallina Clotilde',
    kind: 'narrativo',
    band: 0,
    generos: ['teatro'],
    parrafos: [
      'Personajes: GALLINA CLOTILDE, CHANCHO y PATO.',
      '(La cocina de una granja. La Gallina tiene un bol y una cuchara de palo.)',
      'GALLINA: Voy a hacer un queque. ¿Quién me ayuda a batir?',
      'CHANCHO: (Bosteza.) Yo no. Tengo mucho sueño.',
      'PATO: (Mira para otro lado.) Yo tampoco. Voy a nadar.',
      'GALLINA: Está bien. Lo haré sola.',
      '(La Gallina bate, mete el queque al horno y sale un olor muy rico.)',
      'CHANCHO: (Corre a la cocina.) ¡Qué rico huele! ¿Me das un pedazo?',
      'PATO: ¡A mí también!',
      'GALLINA: (Piensa un momento.) Les daré un pedazo, pero mañana ustedes me ayudan a lavar la loza.',
      'CHANCHO y PATO: (Avergonzados.) ¡Trato hecho!',
      '(Los tres comen juntos. Fin.)',
    ],
    preguntas: [
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Dónde ocurre la obra?',
        alternativas: ['En la cocina de una granja', 'En una laguna', 'En una panadería de la ciudad', 'En el bosque'],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué indica «(Bosteza.)» después de «CHANCHO:»?',
        alternativas: [
          'Lo que el Chancho dice en voz alta.',
          'Lo que hace el Chancho mientras habla.',
          'El nombre de otro personaje.',
          'Lo que piensa la Gallina del Chancho y del Pato.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué el Chancho y el Pato corren a la cocina?',
        alternativas: [
          'Porque la Gallina los llamó a lavar la loza.',
          'Porque sienten el olor rico del queque.',
          'Porque empezó a llover.',
          'Porque quieren ayudar a batir.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'El Chancho y el Pato dicen «¡Trato hecho!». ¿Qué quiere decir?',
        alternativas: [
          'Que no están de acuerdo con la Gallina.',
          'Que aceptan lo que propone la Gallina.',
          'Que ya terminaron de comer.',
          'Que el queque está quemado por dentro y no se puede comer.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Cómo termina la obra?',
        alternativas: [
          'El Chancho se queda dormido en la cocina.',
          'La Gallina se come el queque sola.',
          'Los tres comen juntos.',
          'El Pato se va a nadar sin probar el queque.',
        ],
        correcta: 2,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado: '¿Te parece justo lo que decidió la Gallina? Escribe una oración y explica por qué.',
      pauta:
        '2 puntos: da una opinión y la explica con la obra (no ayudaron a cocinar, pero ayudarán a lavar; compartir). 1 punto: da una opinión sin explicarla. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe cómo sigue la obra al día siguiente, cuando el Chancho y el Pato lavan la loza. Pon el nombre de quien habla antes de lo que dice y escribe entre paréntesis lo que hacen.',
      pauta:
        '6 puntos: la escena sigue la obra, tiene el nombre antes de cada parlamento, al menos dos acotaciones entre paréntesis y un final, con mayúscula y punto. 4 puntos: falta una acotación o el final. 2 puntos: escribe un relato sin forma de obra de teatro. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Guion de una exposición: el pudú, un ciervo muy pequeño',
    kind: 'informativo',
    band: 0,
    generos: ['exposicion'],
    parrafos: [
      'Inicio. [Muestro un dibujo del pudú.] Buenos días. Hoy les voy a hablar del pudú.',
      'Desarrollo. El pudú es uno de los ciervos más pequeños del mundo. Es del tamaño de un perro chico. Tiene el pelo café y las orejas redondas. Los machos tienen dos cuernos cortos.',
      'Vive en los bosques del sur de Chile. Come hojas, brotes y frutos que caen de los árboles. Es muy tímido: cuando se asusta, corre y se esconde entre las plantas.',
      'Hoy hay pocos pudúes, porque se cortan los bosques donde viven y algunos perros los persiguen.',
      'Cierre. Por eso debemos cuidar los bosques y no dejar sueltos a los perros. Muchas gracias por escucharme.',
      'Notas para mí: hablar fuerte, mirar a mis compañeros y mostrar el dibujo.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué hace la niña al inicio de su exposición?',
        alternativas: [
          'Saluda y dice de qué va a hablar.',
          'Cuenta dónde vive el pudú y qué come en los bosques del sur.',
          'Da las gracias por escuchar.',
          'Dice que hay pocos pudúes.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Qué come el pudú?',
        alternativas: [
          'Hojas, brotes y frutos',
          'Peces del río',
          'Insectos y gusanos que encuentra en la tierra',
          'Pan y semillas',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'El pudú es «tímido». ¿Qué hace un animal tímido?',
        alternativas: [
          'Se acerca a todas las personas.',
          'Se esconde cuando algo lo asusta.',
          'Ataca a los perros que lo persiguen por el bosque.',
          'Come todo el día.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Para qué sirven las «Notas para mí» al final del guion?',
        alternativas: [
          'Para recordar cómo presentar frente al curso.',
          'Para contar más cosas sobre el pudú.',
          'Para que los compañeros las lean en voz alta.',
          'Para dibujar al pudú.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué hoy hay pocos pudúes?',
        alternativas: [
          'Porque no encuentran agua en el desierto.',
          'Porque se cortan sus bosques y los persiguen perros.',
          'Porque los pudúes se van a vivir a otros países más fríos.',
          'Porque comen muy poco.',
        ],
        correcta: 1,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado: '¿Qué dato del pudú te sorprendió más? Escribe una oración y explica por qué.',
      pauta:
        '2 puntos: nombra un dato de la exposición (su tamaño, lo que come, su timidez, que quedan pocos) y explica por qué le sorprendió. 1 punto: nombra un dato sin explicar. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe el guion de una exposición breve sobre un animal que te guste. Incluye un inicio con saludo, dos datos del animal y un cierre con las gracias.',
      pauta:
        '6 puntos: el guion tiene inicio con saludo y tema, al menos dos datos del animal y un cierre con las gracias, con mayúscula y punto. 4 puntos: falta el inicio o el cierre. 2 puntos: escribe datos sueltos sin forma de exposición. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Guion de una exposición: mi abuelo hace pan amasado',
    kind: 'informativo',
    band: 0,
    generos: ['exposicion'],
    parrafos: [
      'Inicio. Hola, compañeros. Hoy les voy a contar cómo mi abuelo Juan hace pan amasado.',
      'Desarrollo. [Muestro una foto de mi abuelo en la cocina.] Mi abuelo hace pan todos los domingos. Primero mezcla harina, agua tibia, sal, levadura y un poco de manteca. Después amasa con fuerza por mucho rato.',
      'Luego deja la masa tapada con un paño para que se infle. Cuando está grande, forma los panes y los pincha con un tenedor. Al final los pone en el horno de barro del patio.',
      'Toda la casa queda con un olor muy rico. Yo le ayudo a pinchar los panes.',
      'Cierre. Me gusta este pan porque lo hacemos juntos. ¿Alguien tiene una pregunta? Gracias.',
      'Notas para mí: decir los pasos en orden y hablar despacio.',
    ],
    preguntas: [
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿De qué trata la exposición?',
        alternativas: [
          'De cómo el abuelo Juan hace pan amasado.',
          'De cómo se construye un horno de barro en el patio de una casa.',
          'De los animales de la casa.',
          'De una panadería.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué palabras ayudan a decir los pasos en orden?',
        alternativas: [
          '«Primero», «Después», «Luego» y «Al final».',
          '«Hola» y «Gracias».',
          '«pan», «harina» y «horno».',
          '«un olor muy rico» y «amasa con fuerza por mucho rato».',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Para qué sirve «[Muestro una foto de mi abuelo en la cocina.]»?',
        alternativas: [
          'Para recordar en qué momento mostrar la foto.',
          'Para decirlo en voz alta al curso, palabra por palabra.',
          'Para contar el final.',
          'Para saludar.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'El abuelo deja la masa tapada «para que se infle». ¿Qué le pasa a la masa?',
        alternativas: ['Se pone más grande.', 'Se pone dura.', 'Se quema.', 'Se enfría y se rompe en pedazos.'],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué al niño le gusta ese pan?',
        alternativas: [
          'Porque es el más barato.',
          'Porque lo hace junto a su abuelo.',
          'Porque lo compra en el almacén de la esquina todos los días.',
          'Porque no tiene sal.',
        ],
        correcta: 1,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Qué le preguntarías al niño después de su exposición? Escribe tu pregunta y explica por qué la harías.',
      pauta:
        '2 puntos: escribe una pregunta relacionada con la exposición (cuánto demora, quién le enseñó al abuelo) y explica por qué le interesa. 1 punto: escribe una pregunta sin explicar. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe el guion de una exposición breve sobre algo que haces con tu familia. Usa «primero», «después» y «al final», y termina agradeciendo.',
      pauta:
        '6 puntos: el guion tiene inicio con saludo y tema, los pasos ordenados con «primero», «después» y «al final», y un cierre con las gracias, con mayúscula y punto. 4 puntos: faltan las palabras de orden o el cierre. 2 puntos: escribe oraciones sueltas sin forma de exposición. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Guion de una exposición: ¿por qué llueve?',
    kind: 'informativo',
    band: 0,
    generos: ['exposicion'],
    parrafos: [
      'Inicio. Buenos días, compañeros. ¿Se han preguntado de dónde viene la lluvia? Hoy se los voy a explicar.',
      'Desarrollo. [Muestro un dibujo con el sol, el mar y una nube.] El sol calienta el agua del mar, de los ríos y de los charcos. Con el calor, el agua sube al cielo como un vapor que no vemos.',
      'Allá arriba hace frío. El vapor se junta en gotitas muy pequeñas y forma las nubes.',
      'Cuando las gotitas se juntan y se ponen pesadas, caen. ¡Eso es la lluvia! Después el agua vuelve a los ríos y al mar, y todo empieza otra vez.',
      'Cierre. Así, el agua da vueltas y vueltas entre la tierra y el cielo. Gracias por escuchar.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Con qué empieza el niño su exposición, después de saludar?',
        alternativas: [
          'Con una pregunta para interesar a sus compañeros.',
          'Con el final de la explicación.',
          'Con un chiste sobre la lluvia y los paraguas del curso.',
          'Con las gracias.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Qué forman las gotitas muy pequeñas en el cielo?',
        alternativas: ['Las nubes', 'El sol', 'Los ríos', 'El viento'],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué caen las gotas de las nubes?',
        alternativas: [
          'Porque el sol las empuja hacia abajo.',
          'Porque se juntan y se ponen pesadas.',
          'Porque el viento las rompe.',
          'Porque hace calor arriba en el cielo y las gotas se derriten.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué dice el niño en el cierre?',
        alternativas: [
          'Que el agua da vueltas entre la tierra y el cielo.',
          'Que el sol calienta el agua del mar, de los ríos y de los charcos.',
          'Que en el cielo hace frío.',
          'Que se forman las nubes.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'El agua sube «como un vapor que no vemos». ¿Qué es el vapor?',
        alternativas: [
          'Agua muy caliente que se vuelve como aire.',
          'Hielo muy duro.',
          'Tierra mojada.',
          'Un barco que navega por el mar y por los ríos.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado: '¿Te ayudó el dibujo a entender la exposición? Escribe una oración y explica por qué.',
      pauta:
        '2 puntos: da una opinión y la explica con la exposición (el dibujo muestra el sol, el mar y la nube, se ve el camino del agua). 1 punto: da una opinión sin explicarla. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe el guion de una exposición breve que explique algo de la naturaleza (por qué sale el arcoíris, cómo crece una planta). Empieza con una pregunta y termina con las gracias.',
      pauta:
        '6 puntos: el guion empieza con saludo y una pregunta, explica el tema en pasos ordenados y cierra con una idea final y las gracias, con mayúscula y punto. 4 puntos: falta la pregunta inicial o el cierre. 2 puntos: escribe oraciones sueltas sin forma de exposición. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Una carta para los bomberos',
    kind: 'informativo',
    band: 0,
    generos: ['carta'],
    parrafos: [
      'Puerto Montt, 5 de mayo',
      'Queridos bomberos de la Segunda Compañía:',
      'Les escribimos los niños de segundo básico para darles las gracias. El martes vinieron a nuestra escuela y nos enseñaron qué hacer si hay un incendio.',
      'Aprendimos que hay que salir agachados, sin correr y sin volver a buscar las cosas. También nos gustó mucho subir al carro bomba y tocar la campana.',
      'Sabemos que ustedes ayudan a la gente sin cobrar nada. Por eso hicimos un dibujo para su cuartel. Va junto con esta carta.',
      'Muchos saludos,',
      'Segundo básico B, Escuela Río Sur',
    ],
    preguntas: [
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿A quiénes escriben los niños?',
        alternativas: ['A los bomberos', 'A sus papás', 'A la profesora', 'A otro curso'],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'proposito',
        enunciado: '¿Para qué escribieron la carta?',
        alternativas: [
          'Para dar las gracias a los bomberos.',
          'Para pedir que vuelvan el martes con el carro bomba y la campana.',
          'Para avisar de un incendio.',
          'Para pedir un dibujo.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué parte de la carta es «Muchos saludos,»?',
        alternativas: ['La despedida', 'El saludo', 'La fecha', 'La firma de los niños del curso'],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Quiénes firman la carta?',
        alternativas: [
          'Los niños de segundo básico B.',
          'Los bomberos de la Segunda Compañía de Puerto Montt.',
          'La directora de la escuela.',
          'Un solo niño.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'localizar',
        enunciado: '¿Qué aprendieron los niños con los bomberos?',
        alternativas: [
          'A salir agachados y sin correr si hay un incendio.',
          'A manejar el carro bomba.',
          'A apagar el fuego con agua.',
          'A volver a buscar sus cosas cuando suena la alarma del colegio.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado: '¿Por qué crees que los niños mandaron un dibujo con la carta? Escribe una oración.',
      pauta:
        '2 puntos: explica con la carta (para agradecer, porque los bomberos ayudan sin cobrar, para que lo pongan en su cuartel). 1 punto: responde sin relación con la carta. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una carta breve para dar las gracias a alguien que ayuda en tu escuela o en tu barrio. Pon la fecha, el saludo, lo que agradeces, la despedida y tu nombre.',
      pauta:
        '6 puntos: la carta tiene fecha, saludo, un cuerpo que dice qué agradece y por qué, despedida y firma, con mayúscula y punto. 4 puntos: falta una de sus partes. 2 puntos: escribe oraciones sin forma de carta. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Receta: brochetas de fruta',
    kind: 'informativo',
    band: 0,
    generos: ['instructivo'],
    parrafos: [
      'Con esta receta podrás preparar una colación sana y entretenida.',
      'Ingredientes: un plátano, cinco frutillas, una manzana, un puñado de uvas y palos de brocheta.',
      'Utensilios: un cuchillo sin punta, una tabla y un plato.',
      'Preparación:\n1. Lávate las manos y lava bien la fruta.\n2. Pide a un adulto que corte la manzana en cubos.\n3. Pela el plátano y córtalo en rodajas con el cuchillo sin punta.\n4. Ensarta la fruta en el palo, alternando los colores.\n5. Pon las brochetas en el plato.',
      'Cuidado: los palos tienen punta. No corras con ellos en la mano.',
      '¡Listo! Ya puedes compartir tus brochetas.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'proposito',
        enunciado: '¿Para qué sirve este texto?',
        alternativas: [
          'Para enseñar a preparar brochetas de fruta.',
          'Para contar un cuento sobre una manzana que se perdió en el mercado.',
          'Para invitar a una fiesta.',
          'Para vender fruta.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Qué es lo primero que hay que hacer?',
        alternativas: [
          'Cortar la manzana.',
          'Lavarse las manos y lavar la fruta.',
          'Poner las brochetas en el plato.',
          'Pelar el plátano y cortarlo en rodajas finas.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué parte de la receta dice lo que se va a comer?',
        alternativas: ['Los ingredientes', 'Los utensilios', 'La preparación paso a paso', 'El cuidado'],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'El paso 4 dice «Ensarta la fruta en el palo». ¿Qué significa ensartar?',
        alternativas: [
          'Atravesar la fruta con el palo.',
          'Lavar la fruta con agua fría.',
          'Pelar la fruta con cuidado para no cortarse.',
          'Comer la fruta.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué la receta pide que un adulto corte la manzana?',
        alternativas: [
          'Porque la manzana es muy dura y cortarla puede ser peligroso.',
          'Porque los niños no comen manzana.',
          'Porque la manzana va al final.',
          'Porque el adulto tiene que pelar la manzana antes de cortarla en cubos.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado: '¿Qué otra fruta agregarías a las brochetas? Escribe una oración y explica por qué.',
      pauta:
        '2 puntos: nombra una fruta y explica por qué con algo de la receta (se puede ensartar, da color, es sana). 1 punto: nombra una fruta sin explicar. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una receta breve de una colación sana. Pon un título, los ingredientes y al menos tres pasos numerados que empiecen con una palabra que diga qué hacer (lava, corta, pon).',
      pauta:
        '6 puntos: la receta tiene título, ingredientes y al menos tres pasos numerados en orden que empiezan con una orden, con mayúscula y punto. 4 puntos: faltan los ingredientes o los pasos no están en orden. 2 puntos: escribe oraciones sin forma de receta. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Una invitación para Antonia',
    kind: 'informativo',
    band: 0,
    generos: ['carta'],
    parrafos: [
      'La Serena, 3 de marzo',
      'Querida Antonia:',
      'El sábado 14 de marzo cumplo siete años y quiero invitarte a mi fiesta. Va a ser en mi casa, en calle Los Pinos 45, desde las cuatro hasta las siete de la tarde.',
      'Mi papá va a hacer un queque de chocolate y vamos a jugar a la pinta en el patio. Si quieres, trae tu disfraz de astronauta, porque todos vamos a venir disfrazados.',
      'Por favor, pídele a tu mamá que le avise a la mía si puedes venir.',
      '¡Te espero!',
      'Tu amiga,',
      'Florencia',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'proposito',
        enunciado: '¿Para qué escribió Florencia esta carta?',
        alternativas: [
          'Para invitar a Antonia a su cumpleaños.',
          'Para contarle que se cambió de casa a la calle Los Pinos.',
          'Para pedirle un disfraz.',
          'Para darle las gracias.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Cuándo es la fiesta?',
        alternativas: ['El sábado 14 de marzo', 'El 3 de marzo', 'El domingo en la mañana', 'Mañana'],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué parte de la carta es «Querida Antonia:»?',
        alternativas: ['El saludo', 'La despedida', 'La firma', 'La fecha y el lugar donde se escribió'],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué Florencia escribe la dirección de su casa?',
        alternativas: [
          'Para que Antonia sepa dónde es la fiesta.',
          'Para que le manden regalos por correo.',
          'Porque es su nombre.',
          'Para que la mamá de Antonia le escriba una carta a la suya.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'localizar',
        enunciado: '¿Cómo deben ir los invitados a la fiesta?',
        alternativas: ['Disfrazados', 'Con uniforme', 'Con traje de baño', 'Con un queque'],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado: '¿Tiene la invitación todo lo que Antonia necesita saber? Escribe una oración y explica por qué.',
      pauta:
        '2 puntos: responde y lo explica con la carta (dice el día, la hora, el lugar y que vayan disfrazados). 1 punto: responde sin explicar. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una carta breve para invitar a un amigo o amiga a jugar a tu casa. Pon el lugar y la fecha, el saludo, el día, la hora y el lugar de la invitación, la despedida y tu nombre.',
      pauta:
        '6 puntos: la carta tiene lugar y fecha, saludo, una invitación con día, hora y lugar, despedida y firma, con mayúscula y punto. 4 puntos: falta una parte o un dato de la invitación. 2 puntos: escribe oraciones sin forma de carta. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Cómo hacer un títere con un calcetín',
    kind: 'informativo',
    band: 0,
    generos: ['instructivo'],
    parrafos: [
      'Con estas instrucciones podrás hacer un títere para jugar y representar cuentos.',
      'Materiales: un calcetín viejo, dos botones, lana, pegamento y un plumón.',
      'Pasos:\n1. Lava el calcetín y déjalo secar.\n2. Mete tu mano en el calcetín para ver dónde queda la cara.\n3. Pega los dos botones arriba, para hacer los ojos.\n4. Pega pedazos de lana sobre los ojos, para hacer el pelo.\n5. Dibuja la nariz con el plumón.\n6. Espera que el pegamento se seque antes de jugar.',
      'Cuando esté listo, abre y cierra la mano para que tu títere hable.',
      'Cuidado: pide ayuda a un adulto para usar el pegamento.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'proposito',
        enunciado: '¿Para qué sirve este texto?',
        alternativas: [
          'Para enseñar a hacer un títere.',
          'Para contar un cuento de títeres.',
          'Para vender calcetines.',
          'Para invitar a una función de títeres en el colegio.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Con qué se hacen los ojos del títere?',
        alternativas: ['Con botones', 'Con lana', 'Con el plumón', 'Con papel de colores'],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué parte del texto dice lo que se necesita?',
        alternativas: ['Los materiales', 'Los pasos', 'El cuidado', 'La última oración del texto'],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué hay que esperar antes de jugar?',
        alternativas: [
          'Porque el pegamento debe secarse.',
          'Porque el calcetín está sucio.',
          'Porque el títere tiene sueño.',
          'Porque hay que lavarse las manos después de dibujar con plumón.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: '¿Qué es un títere?',
        alternativas: [
          'Un muñeco que se mueve con la mano.',
          'Un calcetín nuevo.',
          'Un tipo de pegamento.',
          'Un cuento muy largo que se lee en voz alta.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado: '¿Qué otro material usarías para tu títere? Escribe una oración y explica para qué lo usarías.',
      pauta:
        '2 puntos: nombra un material y explica para qué sirve en el títere (tela para la ropa, papel para la lengua). 1 punto: nombra un material sin explicar. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe las instrucciones para hacer un dibujo de tu animal favorito. Pon un título, los materiales y tres pasos numerados que empiecen con una palabra que diga qué hacer.',
      pauta:
        '6 puntos: las instrucciones tienen título, materiales y tres pasos numerados en orden que empiezan con una orden, con mayúscula y punto. 4 puntos: faltan los materiales o el orden. 2 puntos: escribe oraciones sin forma de instrucciones. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'El plan de Martina para escribir sobre su mascota',
    kind: 'informativo',
    band: 0,
    generos: ['planificacion'],
    parrafos: [
      'Martina, de segundo básico, va a escribir un texto sobre su gata. Antes de escribir, conversó con su compañero y completó este plan.',
      'Qué voy a escribir: un texto sobre mi gata Pelusa.',
      'Para quién: para mis compañeros de curso.',
      'Mis ideas (las saqué de una foto de Pelusa y de lo que conversé con Tomás):\n• Pelusa es gris y tiene los ojos verdes.\n• Duerme arriba del refrigerador.\n• Le gusta jugar con lana.\n• Mi tía tiene un perro.',
      'Idea que no voy a usar: la del perro de mi tía, porque mi texto es sobre Pelusa.',
      'Orden:\nPrimero: cómo es Pelusa.\nDespués: qué le gusta hacer.\nAl final: por qué la quiero.',
    ],
    preguntas: [
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Sobre qué va a escribir Martina?',
        alternativas: [
          'Sobre su gata Pelusa',
          'Sobre el perro de su tía',
          'Sobre su compañero Tomás',
          'Sobre los gatos del mundo',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'localizar',
        enunciado: '¿De dónde sacó Martina sus ideas?',
        alternativas: [
          'De una foto de Pelusa y de una conversación con Tomás.',
          'De un libro de la biblioteca.',
          'De un programa de televisión sobre gatos que vio el fin de semana.',
          'De un cuento que le leyó su tía.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué Martina no va a usar la idea del perro de su tía?',
        alternativas: [
          'Porque su texto es sobre Pelusa.',
          'Porque no le gustan los perros.',
          'Porque Tomás no quiso.',
          'Porque el perro es muy grande y no cabe en el dibujo de su cuaderno.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Qué va a escribir Martina al final de su texto?',
        alternativas: [
          'Por qué quiere a Pelusa',
          'Cómo es Pelusa',
          'Qué le gusta hacer a Pelusa',
          'Dónde duerme su tía',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'proposito',
        enunciado: '¿Para qué sirve hacer un plan antes de escribir?',
        alternativas: [
          'Para ordenar las ideas.',
          'Para no escribir nada.',
          'Para hacer un dibujo.',
          'Para terminar más rápido el recreo.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Qué otra idea podría agregar Martina sobre Pelusa? Escríbela y explica en qué parte del orden la pondrías.',
      pauta:
        '2 puntos: escribe una idea sobre la gata y la ubica en una parte del orden (cómo es, qué le gusta, por qué la quiere). 1 punto: escribe una idea sin ubicarla. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Haz un plan para escribir sobre un animal que conozcas. Escribe qué vas a escribir, para quién, tres ideas, una idea que no vas a usar y el orden: primero, después y al final.',
      pauta:
        '6 puntos: el plan tiene tema, destinatario, tres ideas, una idea descartada y el orden en tres partes, con mayúscula y punto. 4 puntos: falta una parte. 2 puntos: escribe ideas sueltas sin plan. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'El plan de Vicente para contar su paseo',
    kind: 'informativo',
    band: 0,
    generos: ['planificacion'],
    parrafos: [
      'La profesora mostró al curso una foto del paseo a la granja educativa y pidió escribir lo que pasó ese día. Vicente hizo este plan.',
      'Qué voy a escribir: lo que pasó en el paseo a la granja.',
      'Para quién: para mi abuela, que no fue al paseo.',
      'Lo que me acuerdo:\n• Viajamos en bus y cantamos.\n• Le di leche a un ternero con una mamadera.\n• Una gallina se escapó y la perseguimos.\n• En la casa comí tallarines.',
      'Lo que dejo fuera: los tallarines, porque no pasó en el paseo.',
      'Orden:\n1. El viaje en bus.\n2. El ternero.\n3. La gallina que se escapó.',
      'Palabras que quiero usar: primero, luego, al final.',
    ],
    preguntas: [
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Para quién va a escribir Vicente?',
        alternativas: [
          'Para su abuela',
          'Para la profesora',
          'Para sus compañeros',
          'Para el dueño de la granja educativa',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué Vicente deja fuera los tallarines?',
        alternativas: [
          'Porque no pasó en el paseo.',
          'Porque no le gustaron.',
          'Porque su abuela los cocinó.',
          'Porque los tallarines se comen en la casa y no en el bus.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Qué va a contar Vicente después del viaje en bus?',
        alternativas: ['Lo del ternero', 'Lo de la gallina', 'Lo de los tallarines', 'Lo que cantaron'],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'proposito',
        enunciado: '¿Para qué anota Vicente las palabras «primero, luego, al final»?',
        alternativas: [
          'Para usarlas al contar las cosas en orden.',
          'Para aprenderlas de memoria.',
          'Para dibujarlas.',
          'Para que su abuela las lea en voz alta cuando reciba el texto.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'Vicente le dio leche a un «ternero». ¿Qué es un ternero?',
        alternativas: ['Una vaca pequeña', 'Un caballo grande', 'Un pollito', 'Una oveja que da lana'],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado: '¿Crees que a la abuela le gustará leer lo del ternero? Escribe una oración y explica por qué.',
      pauta:
        '2 puntos: da una opinión y la explica con el plan (no fue al paseo, es algo especial que hizo Vicente). 1 punto: da una opinión sin explicar. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Haz un plan para contar un paseo o una visita que hayas hecho. Escribe para quién es, tres cosas que pasaron, una que dejas fuera y el orden en que las vas a contar.',
      pauta:
        '6 puntos: el plan tiene destinatario, tres hechos, uno descartado con su razón y el orden numerado, con mayúscula y punto. 4 puntos: falta una parte. 2 puntos: escribe el relato sin planificarlo. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'El plan del curso para escribir una tarjeta',
    kind: 'informativo',
    band: 0,
    generos: ['planificacion'],
    parrafos: [
      'El primero básico quiere escribir una tarjeta para el día del auxiliar. La profesora escribió en la pizarra las ideas que dijeron los niños.',
      'Qué vamos a escribir: una tarjeta de saludo.',
      'Para quién: para don Pedro, el auxiliar de la escuela.',
      'Para qué: para darle las gracias.',
      'Ideas del curso:\n• Don Pedro abre la puerta cada mañana.\n• Nos ayuda cuando se nos cae la colación.\n• Arregló la llave del baño.\n• Mañana hay prueba.',
      'Idea que borramos: «Mañana hay prueba», porque no tiene que ver con don Pedro.',
      'Cómo empieza la tarjeta: «Querido don Pedro:».',
      'Cómo termina: «Con cariño, primero básico».',
      'Después, cada niño hará un dibujo para pegar en la tarjeta.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'proposito',
        enunciado: '¿Para qué escribe el curso la tarjeta?',
        alternativas: [
          'Para darle las gracias a don Pedro.',
          'Para avisar que hay prueba.',
          'Para pedir que arreglen el baño.',
          'Para invitar a don Pedro a un paseo del curso.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué borraron la idea «Mañana hay prueba»?',
        alternativas: [
          'Porque no tiene que ver con don Pedro.',
          'Porque no hay prueba.',
          'Porque es muy larga.',
          'Porque la profesora se equivocó al escribirla en la pizarra.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Cómo va a empezar la tarjeta?',
        alternativas: [
          '«Querido don Pedro:»',
          '«Con cariño»',
          '«Mañana hay prueba»',
          '«Hola a todos los niños del curso»',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Qué parte del plan dice a quién va dirigida la tarjeta?',
        alternativas: ['«Para quién»', '«Para qué»', '«Ideas del curso»', '«Cómo termina»'],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'Don Pedro es el «auxiliar» de la escuela. ¿Qué hace un auxiliar?',
        alternativas: [
          'Ayuda a cuidar y mantener la escuela.',
          'Enseña matemática.',
          'Maneja el bus escolar.',
          'Vende colaciones en el quiosco del patio durante los recreos.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado: '¿Qué idea del curso te parece la mejor para la tarjeta? Escribe una oración y explica por qué.',
      pauta:
        '2 puntos: elige una idea del plan y explica por qué sirve para agradecer a don Pedro. 1 punto: elige sin explicar. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Haz el plan de una tarjeta para una persona de tu familia. Escribe para quién es, para qué, dos ideas, cómo empieza y cómo termina.',
      pauta:
        '6 puntos: el plan tiene destinatario, propósito, dos ideas, el saludo y la despedida, con mayúscula y punto. 4 puntos: falta una parte. 2 puntos: escribe la tarjeta sin planificarla. 0 puntos: no responde.',
    },
  },
  // ——— 3° y 4° Básico ———
  {
    titulo: 'Carta a mi amigo Kevin',
    kind: 'informativo',
    band: 1,
    generos: ['carta'],
    parrafos: [
      'Antofagasta, 2 de julio de 2026',
      'Querido Kevin:',
      '¿Cómo estás? Te escribo porque ya pasaron tres meses desde que te cambiaste a Punta Arenas y en el curso todavía hablamos de ti. La profesora Ximena dice que tu puesto en la fila de adelante sigue vacío, porque nadie se atreve a sentarse ahí.',
      'Te cuento las novedades. En el colegio hicimos una feria de ciencias y mi grupo presentó un reloj de sol hecho con un palo y piedras pintadas. Al principio no funcionaba, porque lo pusimos a la sombra de un árbol, ¡qué vergüenza! Después lo cambiamos al medio del patio y funcionó perfecto. Sacamos el segundo lugar. El primero lo ganó un grupo de sexto con un filtro de agua hecho con arena y piedras.',
      'También adoptamos un perro. Se llama Choclo, porque es amarillo y gordo. Se come todo lo que encuentra, incluso una de mis zapatillas.',
      'Ahora quiero saber de ti. ¿Es verdad que allá oscurece a las cinco de la tarde en invierno? ¿Ya viste nieve de verdad? ¿Tienes nuevos amigos? Aquí nunca llueve, así que cuéntame cómo es vivir con tanto frío.',
      'Te mando una foto de Choclo para que lo conozcas. Escríbeme pronto.',
      'Tu amigo que te echa de menos,',
      'Bastián',
    ],
    preguntas: [
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Dónde vive ahora Kevin?',
        alternativas: ['En Punta Arenas', 'En Antofagasta', 'En Santiago', 'En el mismo barrio que Bastián'],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué parte de la carta es «Tu amigo que te echa de menos, Bastián»?',
        alternativas: [
          'La despedida y la firma.',
          'El saludo del comienzo.',
          'El lugar y la fecha.',
          'Las novedades que Bastián le cuenta a su amigo sobre el colegio.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué el reloj de sol no funcionaba al principio?',
        alternativas: [
          'Porque estaba a la sombra y el sol no llegaba.',
          'Porque las piedras no estaban pintadas.',
          'Porque Choclo se lo comió.',
          'Porque era de noche cuando lo presentaron en la feria de ciencias.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'proposito',
        enunciado: '¿Para qué escribe Bastián esta carta?',
        alternativas: [
          'Para contarle novedades a su amigo y saber de él.',
          'Para pedirle dinero.',
          'Para invitarlo a la feria de ciencias.',
          'Para reclamar porque su perro se comió una zapatilla nueva.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'Bastián cuenta: «También adoptamos un perro». ¿Qué significa «adoptar» aquí?',
        alternativas: [
          'Que lo recibieron en su familia para cuidarlo.',
          'Que lo vendieron.',
          'Que lo perdieron.',
          'Que lo llevaron a la feria de ciencias del colegio.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Crees que Kevin se alegrará al recibir esta carta? Da tu opinión y explícala con dos partes de la carta.',
      pauta:
        '2 puntos: da una opinión y la explica con dos partes de la carta (su puesto vacío, las preguntas sobre su vida, la foto de Choclo). 1 punto: la explica con una sola parte o de manera general. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una carta de 8 a 10 líneas a un amigo o familiar que viva en otra ciudad. Cuéntale dos novedades y hazle tres preguntas. Incluye lugar y fecha, saludo, despedida y firma.',
      pauta:
        '6 puntos: la carta tiene lugar y fecha, saludo, dos novedades contadas con detalles, tres preguntas, despedida y firma, con a lo más dos errores de ortografía. 4 puntos: falta una parte o las preguntas. 2 puntos: escribe un relato sin forma de carta. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Carta a la señora Marta, la auxiliar de la escuela',
    kind: 'informativo',
    band: 1,
    generos: ['carta'],
    parrafos: [
      'Puerto Varas, 15 de noviembre de 2026',
      'Estimada señora Marta:',
      'Le escribimos los estudiantes de 3° básico B para darle las gracias. Usted lleva veinte años trabajando en nuestra escuela y la profesora nos contó que en diciembre se jubila.',
      'Queremos agradecerle muchas cosas. Gracias por abrir la puerta cada mañana, aunque llueva o haga mucho frío. Gracias por limpiar nuestra sala cuando dejamos papeles en el suelo, aunque no debería ser así. Y gracias, sobre todo, por la vez que Martina se cayó en el patio y usted la acompañó hasta que llegó su mamá.',
      'También le pedimos disculpas. A veces hacemos mucho desorden en el comedor y no le decimos ni «por favor» ni «gracias». Desde ahora vamos a ordenar nuestras sillas y a botar la basura en los basureros, para que la escuela siga limpia como usted la dejó.',
      'Los más pequeños dicen que usted siempre sabe dónde están las cosas perdidas: los estuches, las chaquetas y hasta los dientes de leche envueltos en servilletas. Nosotros creemos que la escuela no va a ser la misma sin usted.',
      'Le deseamos que disfrute su descanso, que pase mucho tiempo con sus nietos y que venga a visitarnos cuando quiera.',
      'Con mucho cariño,',
      'Los estudiantes de 3° básico B',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'proposito',
        enunciado: '¿Cuál es el propósito principal de esta carta?',
        alternativas: [
          'Agradecer a la señora Marta y despedirse de ella.',
          'Pedir que limpien la sala más seguido.',
          'Invitar a la señora Marta a un paseo de curso en diciembre.',
          'Contar cómo se cayó Martina.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Por qué la carta empieza con «Estimada señora Marta» y no con «Hola, Marta»?',
        alternativas: [
          'Porque es una forma respetuosa de saludar a una persona adulta.',
          'Porque no conocen su nombre.',
          'Porque es una carta de reclamo por el desorden que hay en el comedor.',
          'Porque la carta la escribe la profesora jefe del curso.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'localizar',
        enunciado: '¿Qué prometen hacer los estudiantes desde ahora?',
        alternativas: [
          'Ordenar sus sillas y botar la basura en los basureros.',
          'Abrir la puerta cada mañana.',
          'Visitar a los nietos de la señora Marta.',
          'Limpiar la escuela completa los fines de semana, aunque llueva.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Qué se cuenta en el párrafo que empieza con «También le pedimos disculpas»?',
        alternativas: [
          'Una disculpa y un compromiso de los estudiantes.',
          'El saludo y la fecha.',
          'Los buenos deseos para su descanso.',
          'La historia de la escuela de Puerto Varas desde que la señora Marta llegó.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'La señora Marta «se jubila» en diciembre. ¿Qué significa?',
        alternativas: [
          'Que deja de trabajar porque cumplió sus años de trabajo.',
          'Que se cambia a otra escuela.',
          'Que está de cumpleaños.',
          'Que se va de vacaciones al sur con sus nietos por todo el verano.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Te parece importante que los estudiantes también pidan disculpas en una carta de agradecimiento? Da tu opinión y explícala.',
      pauta:
        '2 puntos: da una opinión y la explica con la carta (reconocen el desorden, se comprometen a cambiar, muestran respeto). 1 punto: da una opinión sin explicarla. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una carta de 8 a 10 líneas para agradecer a una persona que trabaja en tu escuela. Usa un saludo respetuoso, di dos cosas que le agradeces con un ejemplo, agrega un buen deseo y termina con despedida y firma.',
      pauta:
        '6 puntos: la carta tiene lugar y fecha, saludo respetuoso, dos agradecimientos con ejemplos, un buen deseo, despedida y firma, con a lo más dos errores de ortografía. 4 puntos: falta una parte o los ejemplos. 2 puntos: escribe oraciones sin forma de carta. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'El plan de Renata para escribir una noticia',
    kind: 'informativo',
    band: 1,
    generos: ['planificacion'],
    parrafos: [
      'Renata, de 4° básico, quiere escribir una noticia para el diario mural. Antes de empezar completó esta ficha.',
      'Qué voy a escribir: una noticia breve.',
      'Propósito: informar a toda la escuela sobre la huerta que hizo mi curso.',
      'Destinatarios: los estudiantes, los profesores y los apoderados que pasan por el diario mural.',
      'Preguntas que debe responder mi noticia:\n• ¿Qué pasó? Mi curso plantó una huerta con lechugas, zanahorias y cilantro.\n• ¿Quiénes? Los 34 estudiantes de 4° básico A y la profesora Paula.\n• ¿Cuándo? El lunes 7 de septiembre.\n• ¿Dónde? En el rincón del patio que estaba abandonado, al lado de la cancha.\n• ¿Por qué? Para aprender de dónde vienen los alimentos.',
      'Cómo voy a conseguir más información: le voy a preguntar a la profesora cuándo podremos cosechar y voy a anotar lo que diga un compañero, para poner sus palabras entre comillas.',
      'Orden de mi noticia:\n1. Un título corto y llamativo.\n2. Un primer párrafo que responda qué, quiénes, cuándo y dónde.\n3. Un segundo párrafo con los detalles y lo que dijo mi compañero.\n4. Un cierre que diga qué va a pasar después.',
      'Revisar al final: las mayúsculas de los nombres, los puntos y que la noticia quepa en una hoja.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'proposito',
        enunciado: '¿Cuál es el propósito de la noticia que planifica Renata?',
        alternativas: [
          'Informar sobre la huerta que hizo su curso.',
          'Enseñar a plantar zanahorias paso a paso.',
          'Convencer a los apoderados de comprar verduras en la feria del barrio.',
          'Contar un cuento.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Para qué anota Renata las preguntas qué, quiénes, cuándo, dónde y por qué?',
        alternativas: [
          'Para que su noticia entregue la información más importante.',
          'Para hacerle una prueba a su curso.',
          'Para saber cuántas palabras tiene su noticia.',
          'Para elegir qué verduras plantar en el rincón del patio que estaba abandonado.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'localizar',
        enunciado: '¿Quiénes son los destinatarios de la noticia?',
        alternativas: [
          'Los estudiantes, los profesores y los apoderados.',
          'Solo la profesora Paula.',
          'Los vecinos del barrio.',
          'Los lectores de un diario de la ciudad y de la región entera.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Para qué quiere Renata anotar lo que diga un compañero?',
        alternativas: [
          'Para poner sus palabras exactas entre comillas en la noticia.',
          'Para copiarle la tarea de Ciencias Naturales que tenían para el lunes.',
          'Para saber cuándo se cosecha.',
          'Para contar cuántos estudiantes hay en el curso.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'Renata pregunta cuándo podrán «cosechar». ¿Qué significa cosechar?',
        alternativas: [
          'Recoger lo que se plantó cuando ya está listo.',
          'Regar las plantas todos los días.',
          'Sembrar semillas.',
          'Limpiar el patio de la escuela después de que termina el recreo.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Qué le agregarías o le cambiarías al plan de Renata para que su noticia quede mejor? Da una idea y explica por qué.',
      pauta:
        '2 puntos: propone un cambio pertinente (una foto, el nombre del compañero, la fecha de la cosecha) y explica cómo mejora la noticia. 1 punto: propone un cambio sin explicar. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Planifica una noticia sobre algo que pasó en tu curso. Escribe el propósito, los destinatarios, las respuestas a qué, quiénes, cuándo, dónde y por qué, y el orden de los párrafos.',
      pauta:
        '6 puntos: la ficha tiene propósito, destinatarios, las cinco preguntas respondidas y un orden de al menos tres partes, con a lo más dos errores de ortografía. 4 puntos: faltan una o dos respuestas o el orden. 2 puntos: escribe la noticia sin planificarla. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'El plan de Diego para escribir un cuento',
    kind: 'informativo',
    band: 1,
    generos: ['planificacion'],
    parrafos: [
      'La profesora de 3° básico pidió escribir un cuento para leerlo a los niños de prebásica. Diego ordenó sus ideas en este organizador antes de empezar.',
      'Propósito: entretener a los niños más pequeños.',
      'Destinatarios: niños de cinco años. Por eso mi cuento debe ser corto, con palabras fáciles y un final feliz.',
      'Lluvia de ideas:\n• Un caracol que quiere ganar una carrera.\n• Un dinosaurio que se pierde en una ciudad.\n• Una tormenta muy fuerte que da miedo.\n• Un caracol que tiene una casa muy pesada.',
      'Idea elegida: el caracol que quiere ganar una carrera. Descarto la tormenta, porque podría asustar a los niños.',
      'Personajes: Lento, un caracol muy amistoso; Rayo, una liebre presumida; la señora Tortuga, que es la jueza.',
      'Lugar: un jardín con muchas flores, junto a una casa con un perro que duerme todo el día.',
      'Inicio: Rayo se burla de Lento porque es muy lento.\nDesarrollo: Lento lo desafía a una carrera. Rayo corre tan rápido que se aburre y se queda dormido bajo una flor.\nFinal: Lento llega a la meta despacito, y Rayo aprende a no burlarse de los demás.',
      'Para revisar: que cada personaje tenga nombre, que el final sea claro y que cada oración empiece con mayúscula.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué Diego quiere un cuento corto y con palabras fáciles?',
        alternativas: [
          'Porque lo leerán niños de cinco años.',
          'Porque no le gusta escribir.',
          'Porque la profesora no tiene tiempo.',
          'Porque el cuento trata sobre un caracol muy lento que vive en un jardín.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'localizar',
        enunciado: '¿Qué idea descarta Diego y por qué?',
        alternativas: [
          'La tormenta, porque podría asustar a los niños.',
          'El caracol, porque es muy lento.',
          'El dinosaurio, porque es muy grande.',
          'La liebre, porque se queda dormida bajo una flor del jardín.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿En qué parte del plan ocurre el problema principal del cuento, la carrera?',
        alternativas: [
          'En el desarrollo',
          'En el inicio',
          'En la lluvia de ideas',
          'En la lista de personajes del cuento',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'Rayo es una liebre «presumida». ¿Cómo es una persona o un animal presumido?',
        alternativas: [
          'Que se cree mejor que los demás.',
          'Que es muy amistoso.',
          'Que es muy lento.',
          'Que siempre ayuda a los que llegan al último en las carreras.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'proposito',
        enunciado: '¿Para qué sirve planificar un cuento antes de escribirlo?',
        alternativas: [
          'Para ordenar las ideas y pensar en quién lo leerá.',
          'Para no tener que escribirlo nunca.',
          'Para que el cuento sea más largo.',
          'Para copiar un cuento que ya existe y cambiarle solo el nombre a los personajes.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Crees que el cuento de Diego les gustará a los niños de prebásica? Da tu opinión y explícala con una parte del plan.',
      pauta:
        '2 puntos: da una opinión y la explica con el plan (animales, final feliz, palabras fáciles, sin tormenta que asuste). 1 punto: da una opinión sin explicarla. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Planifica un cuento para niños más pequeños. Escribe el propósito, los destinatarios, una lluvia de ideas con tres ideas, la que eliges y la que descartas con su razón, los personajes, el lugar, y qué pasa en el inicio, el desarrollo y el final.',
      pauta:
        '6 puntos: el plan tiene propósito, destinatarios, lluvia de ideas, una idea descartada con su razón, personajes, lugar e inicio, desarrollo y final, con a lo más dos errores de ortografía. 4 puntos: falta una parte. 2 puntos: escribe el cuento sin planificarlo. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'El zorro, el cóndor y el queso',
    kind: 'narrativo',
    band: 1,
    generos: ['teatro'],
    parrafos: [
      'Personajes: CÓNDOR, orgulloso de su voz; ZORRO, astuto y muy amable cuando le conviene; QUILTRO, un perro del cerro que lo ve todo; NARRADORA.',
      '(Una roca alta en la cordillera. El Cóndor está posado arriba, con un queso en el pico. Abajo, el Zorro se pasea mirando el queso.)',
      'NARRADORA: Una mañana, el Cóndor encontró un queso que un arriero había dejado sobre una piedra.',
      'ZORRO: (Con una reverencia exagerada.) ¡Buenos días, señor Cóndor! ¡Qué plumas tan brillantes tiene hoy! Dicen en el valle que usted es el ave más elegante de la cordillera.',
      '(El Cóndor infla el pecho, sin soltar el queso.)',
      'QUILTRO: (Al público, en voz baja.) Ese zorro quiere algo. Nunca dice cosas bonitas gratis.',
      'ZORRO: Y me contaron que además canta precioso. ¡Qué pena que yo nunca lo haya escuchado! Sería el día más feliz de mi vida.',
      'CÓNDOR: (Duda. Mira el queso. Mira al Zorro.) Mmm…',
      'ZORRO: (Junta las patas, suplicando.) Solo una notita, por favor.',
      '(El Cóndor abre el pico para cantar. El queso cae. El Zorro lo atrapa en el aire.)',
      'ZORRO: (Riéndose, mientras se aleja con el queso.) ¡Gracias, amigo! Y recuerde: quien escucha halagos, suele pagarlos.',
      'CÓNDOR: (Furioso, aletea.) ¡Vuelve acá, mentiroso!',
      'QUILTRO: (Al público, moviendo la cola.) Se los dije. Cuando alguien te alaba demasiado, fíjate en qué tienes en la boca.',
      'NARRADORA: Desde ese día, el Cóndor come solo en lo más alto de la cordillera, donde no llegan los zorros ni sus palabras dulces.',
      '(Oscuridad. Fin.)',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué función cumple la Narradora en esta obra?',
        alternativas: [
          'Cuenta lo que pasó antes y lo que pasó después de la escena.',
          'Es la dueña del queso.',
          'Canta para el Zorro.',
          'Ayuda al Cóndor a recuperar el queso que le quitó el Zorro al final.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué el Zorro le dice al Cóndor que sus plumas son brillantes?',
        alternativas: [
          'Porque quiere engañarlo para quedarse con el queso.',
          'Porque de verdad quiere ser su amigo.',
          'Porque le gustan las aves.',
          'Porque quiere que el Cóndor lo lleve volando a lo más alto de la cordillera.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: 'El Quiltro habla «al público». ¿Qué significa eso en una obra de teatro?',
        alternativas: [
          'Que le habla a quienes miran la obra, no a los personajes.',
          'Que grita muy fuerte.',
          'Que se va del escenario.',
          'Que le habla al Cóndor en voz baja para que el Zorro no lo escuche.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'El Zorro dice que «quien escucha halagos, suele pagarlos». ¿Qué son los halagos?',
        alternativas: [
          'Palabras bonitas que se dicen para agradar a alguien.',
          'Insultos.',
          'Monedas de oro.',
          'Canciones que cantan las aves en la mañana para despertar a los demás animales.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Qué indica la acotación «(Oscuridad. Fin.)»?',
        alternativas: [
          'Que se apagan las luces y termina la obra.',
          'Que ya es de noche en la cordillera.',
          'Que el Cóndor se queda dormido.',
          'Que el Zorro se escondió en una cueva con el queso para que nadie lo encontrara.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Qué enseñanza deja esta obra? Explícala con lo que dice el Quiltro al final y da un ejemplo de tu vida.',
      pauta:
        '2 puntos: explica la enseñanza (desconfiar de quien nos halaga demasiado) con lo que dice el Quiltro y da un ejemplo pertinente. 1 punto: explica la enseñanza sin ejemplo o sin relación con la obra. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Transforma en una escena de teatro otra fábula que conozcas (la cigarra y la hormiga, la liebre y la tortuga). Escribe la lista de personajes con una característica de cada uno, una acotación inicial, parlamentos con el nombre de quien habla y al menos tres acotaciones.',
      pauta:
        '6 puntos: la escena tiene lista de personajes caracterizados, acotación inicial, parlamentos con el nombre de quien habla, al menos tres acotaciones y la enseñanza de la fábula, con a lo más dos errores de ortografía. 4 puntos: faltan acotaciones o la lista de personajes. 2 puntos: cuenta la fábula sin forma de teatro. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'La mochila que hablaba',
    kind: 'narrativo',
    band: 1,
    generos: ['teatro'],
    parrafos: [
      'Personajes: JULIETA, de 9 años, desordenada; MOCHILA, que habla con voz ronca y cansada; ESTUCHE, nervioso; MAMÁ.',
      '(La pieza de Julieta, de noche. Hay ropa en el suelo. Julieta duerme. La Mochila está tirada en un rincón, abierta y llena de cosas.)',
      'MOCHILA: (Suspirando, con voz ronca.) Ay, ay, ay. Mis costuras ya no aguantan. Tengo tres manzanas viejas, una prueba sin firmar y un calcetín de la semana pasada.',
      'ESTUCHE: (Temblando, desde adentro de la mochila.) ¡Y yo perdí cuatro lápices y la goma! ¡No sé dónde están!',
      'JULIETA: (Se despierta y se sienta en la cama, asustada.) ¿Quién habla? ¿Hay alguien aquí?',
      'MOCHILA: Soy yo, tu mochila. Y te voy a decir algo: ¡estoy agotada!',
      'JULIETA: (Se frota los ojos.) ¿Las mochilas hablan?',
      'MOCHILA: Las mochilas desordenadas, sí. Mañana tienes prueba de matemática y tu cuaderno está debajo de una manzana podrida.',
      'ESTUCHE: (Con voz aguda.) ¡Y la prueba firmada es para mañana también!',
      'JULIETA: (Salta de la cama y empieza a sacar cosas.) ¡Ay, no! ¡Es verdad! (Saca la manzana, la mira y pone cara de asco.) ¡Qué horror!',
      '(Julieta ordena: bota las manzanas, guarda el calcetín en el canasto y pone el cuaderno adentro.)',
      'MOCHILA: (Aliviada.) Ahhh. Así me siento liviana como una pluma.',
      '(Entra la Mamá con una linterna.)',
      'MAMÁ: Julieta, ¿qué haces despierta a esta hora?',
      'JULIETA: (Mira a la Mochila, que no se mueve ni habla.) Eh… ordenaba mi mochila, mamá. Y mañana necesito que me firmes una prueba.',
      'MAMÁ: (Sorprendida, sonríe.) Esto sí que es un milagro.',
      '(La Mochila le guiña un ojo al público. Se apaga la luz. Fin.)',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué nos dice la acotación del comienzo?',
        alternativas: [
          'Que la escena ocurre de noche en la pieza desordenada de Julieta.',
          'Lo que dice la Mochila.',
          'El nombre de la autora.',
          'Cuánto dura la obra y a qué hora debe empezar la función del colegio.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué la Mochila está «agotada»?',
        alternativas: [
          'Porque Julieta la llena de cosas y nunca la ordena.',
          'Porque caminó mucho.',
          'Porque tiene sueño.',
          'Porque el Estuche la despertó en la mitad de la noche con sus gritos.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Cómo debería hablar el actor que hace de Estuche, según las acotaciones?',
        alternativas: [
          'Temblando y con voz aguda, porque está nervioso.',
          'Con voz ronca y cansada.',
          'Muy despacio y sin moverse.',
          'Como la Mamá, sorprendida y sonriendo, con una linterna en la mano.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué la Mochila no habla cuando entra la Mamá?',
        alternativas: [
          'Porque su secreto es solo entre ella y Julieta.',
          'Porque se quedó dormida.',
          'Porque la Mamá la retó.',
          'Porque ya no le quedan cosas adentro y por eso se siente liviana.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'La Mochila se siente «liviana como una pluma». ¿Qué quiere decir?',
        alternativas: [
          'Que pesa muy poco.',
          'Que puede volar.',
          'Que es de color blanco.',
          'Que tiene frío y está triste.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Qué personaje te gustaría representar en esta obra? Explica cómo usarías la voz y los gestos, según las acotaciones.',
      pauta:
        '2 puntos: elige un personaje y explica su voz y sus gestos con una acotación de la obra (la voz ronca de la Mochila, el temblor del Estuche). 1 punto: elige un personaje sin relacionarlo con las acotaciones. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una escena de teatro en que otro objeto de tu casa o de tu sala habla (un cuaderno, una pelota, una planta). Incluye la lista de personajes, una acotación inicial, parlamentos con el nombre de quien habla y acotaciones sobre la voz y los gestos.',
      pauta:
        '6 puntos: la escena tiene lista de personajes, acotación inicial, parlamentos con el nombre de quien habla, al menos tres acotaciones de voz o gestos y un final, con a lo más dos errores de ortografía. 4 puntos: faltan acotaciones o el final. 2 puntos: escribe un relato sin forma de teatro. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Guion de una exposición: los volcanes de Chile',
    kind: 'informativo',
    band: 1,
    generos: ['exposicion'],
    parrafos: [
      'Introducción. [Muestro una maqueta de un volcán hecha de greda.] Buenos días, compañeros. ¿Sabían que Chile es uno de los países con más volcanes del mundo? Hoy les voy a explicar qué es un volcán, por qué hay tantos en Chile y cómo debemos prepararnos.',
      'Desarrollo, primera parte: qué es un volcán. Un volcán es una abertura en la tierra por donde sale magma, que es roca derretida muy caliente. Cuando el magma sale a la superficie se llama lava. Con el tiempo, la lava, las cenizas y las rocas se acumulan y forman una montaña con forma de cono.',
      'Desarrollo, segunda parte: por qué hay tantos en Chile. [Muestro un mapa con los volcanes marcados en rojo.] Chile está sobre el Cinturón de Fuego del Pacífico, una zona donde se juntan grandes placas de la corteza terrestre. Por eso en nuestro país hay muchos volcanes, como el Villarrica, el Osorno y el Llaima, y también muchos temblores.',
      'Desarrollo, tercera parte: cómo prepararnos. Si vivimos cerca de un volcán, debemos conocer las vías de evacuación y tener una mochila de emergencia con agua, linterna y mascarillas para las cenizas.',
      'Cierre. En resumen, los volcanes son parte de nuestro paisaje y hay que respetarlos. Les pido que le pregunten a su familia si tienen un plan de emergencia. ¡Muchas gracias! ¿Tienen preguntas?',
      'Notas para mí: no leer, mirar al curso, apuntar en el mapa cuando nombre los volcanes. Tengo cuatro minutos.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué anuncia el expositor en la introducción?',
        alternativas: [
          'Los tres temas que va a explicar.',
          'El nombre de todos los volcanes.',
          'Las preguntas del público.',
          'Lo que debe llevar una mochila de emergencia para las cenizas de un volcán.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: 'Según la exposición, ¿cómo se llama el magma cuando sale a la superficie?',
        alternativas: ['Lava', 'Ceniza', 'Cráter', 'Placa'],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué hay tantos volcanes en Chile?',
        alternativas: [
          'Porque está sobre el Cinturón de Fuego del Pacífico.',
          'Porque hace mucho calor.',
          'Porque tiene muchas montañas de greda.',
          'Porque los volcanes se forman en los países largos y angostos como el nuestro.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Para qué sirven los textos entre corchetes, como «[Muestro un mapa…]»?',
        alternativas: [
          'Para indicar cuándo mostrar los apoyos visuales.',
          'Para leerlos en voz alta al curso.',
          'Para escribir las preguntas del público.',
          'Para nombrar los volcanes del sur de Chile que aparecen en el mapa.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'El expositor habla de las «vías de evacuación». ¿Qué son?',
        alternativas: [
          'Los caminos para salir de un lugar peligroso.',
          'Las calles donde hay volcanes.',
          'Los ríos de lava.',
          'Las mochilas de emergencia que debe tener cada familia en su casa.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado: '¿Te parece útil que la exposición termine con un pedido al curso? Da tu opinión y explícala.',
      pauta:
        '2 puntos: da una opinión y la explica con la exposición (así el curso hace algo con lo que aprendió, conversa con su familia sobre el plan de emergencia). 1 punto: da una opinión sin explicarla. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe el guion de una exposición de tres minutos sobre un fenómeno de la naturaleza de Chile (los terremotos, las mareas, la nieve). Incluye una introducción que anuncie los temas, un desarrollo en dos partes, un cierre con un pedido al curso y un apoyo visual entre corchetes.',
      pauta:
        '6 puntos: el guion tiene introducción que anuncia los temas, desarrollo en dos partes con datos, cierre con un pedido al curso y al menos un apoyo visual, con a lo más dos errores de ortografía. 4 puntos: falta una parte o el apoyo. 2 puntos: escribe datos sin forma de exposición. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Guion de una exposición: la chinita, una amiga del jardín',
    kind: 'informativo',
    band: 1,
    generos: ['exposicion'],
    parrafos: [
      'Introducción. [Muestro un frasco con una chinita viva y hojas.] Hola, compañeros. Todos hemos visto alguna vez este insecto rojo con puntos negros. Se llama chinita, y hoy les voy a contar cómo es, qué come y por qué los agricultores la quieren tanto.',
      'Desarrollo, primera parte: cómo es. La chinita es un escarabajo pequeño, de menos de un centímetro. Tiene el cuerpo redondo, seis patas y dos antenas cortas. Sus alas de adelante son duras y de colores, y protegen otras alas delgadas que usa para volar. Su color brillante avisa a los pájaros que tiene mal sabor.',
      'Desarrollo, segunda parte: qué come. [Muestro una foto ampliada de una hoja de rosa con pulgones.] La chinita se alimenta de pulgones, unos insectos diminutos que chupan la savia de las plantas y las dañan. Una sola chinita puede comer decenas de pulgones en un día.',
      'Desarrollo, tercera parte: por qué es útil. Como come pulgones, protege las plantas sin necesidad de usar venenos. Por eso muchos agricultores y jardineros dejan que las chinitas vivan en sus huertos.',
      'Cierre. En conclusión, la chinita es pequeña, pero es una gran ayudante del jardín. La próxima vez que vean una, no la aplasten. Al final de la clase la voy a soltar en el patio. ¡Gracias por escuchar!',
      'Notas para mí: hablar despacio, pasar el frasco con cuidado y decir «pulgones» bien claro.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué apoyo usa la expositora al comienzo para captar la atención?',
        alternativas: [
          'Un frasco con una chinita viva.',
          'Un mapa de Chile.',
          'Un video.',
          'Una canción sobre los insectos del jardín.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿De qué se alimenta la chinita?',
        alternativas: ['De pulgones', 'De hojas de rosa', 'De néctar', 'De savia de las plantas'],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué los agricultores quieren a las chinitas?',
        alternativas: [
          'Porque protegen las plantas comiendo pulgones, sin venenos.',
          'Porque son bonitas.',
          'Porque hacen miel.',
          'Porque asustan a los pájaros con sus colores brillantes y los alejan de los huertos.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Qué palabras usa la expositora para empezar el cierre?',
        alternativas: ['«En conclusión»', '«Hola, compañeros»', '«Desarrollo»', '«Notas para mí»'],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'Los pulgones son insectos «diminutos». ¿Qué significa diminuto?',
        alternativas: ['Muy pequeño', 'Muy rápido', 'Muy peligroso', 'De muchos colores'],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado: '¿Te parece bien que la expositora lleve una chinita viva a la clase? Da tu opinión y explícala.',
      pauta:
        '2 puntos: da una opinión y la explica con la exposición (ayuda a ver cómo es, la va a soltar en el patio, hay que cuidarla). 1 punto: da una opinión sin explicarla. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe el guion de una exposición de tres minutos sobre un animal pequeño que ayude a las personas (la lombriz, la abeja, el murciélago). Incluye una introducción con un apoyo visual, un desarrollo en tres partes, un cierre que empiece con «En conclusión» y tus notas para hablar.',
      pauta:
        '6 puntos: el guion tiene introducción con apoyo visual, desarrollo en tres partes con datos, cierre con conector de conclusión y notas para la presentación, con a lo más dos errores de ortografía. 4 puntos: falta una parte o las notas. 2 puntos: escribe datos sin forma de exposición. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Consejo de curso: ¿qué hacemos con la basura del recreo?',
    kind: 'informativo',
    band: 1,
    generos: ['dialogo'],
    parrafos: [
      'En el consejo de curso del 4° básico B, la presidenta dirige la conversación. Este es un resumen de lo que dijeron.',
      'VALENTINA (presidenta): Buenos días. El tema de hoy es la basura que queda en el patio después del recreo. Levanten la mano para hablar, por favor. Tiene la palabra Joaquín.',
      'JOAQUÍN: Gracias. Yo creo que el problema es que hay muy pocos basureros. Solo hay dos para todo el patio, y están lejos de la cancha.',
      'ANTONIA: Estoy de acuerdo con Joaquín, pero también pienso que algunos compañeros botan los papeles al suelo aunque tengan un basurero al lado.',
      'MATÍAS: (Sin levantar la mano.) ¡Eso no es verdad!',
      'VALENTINA: Matías, espera tu turno, por favor. Después puedes decir lo tuyo.',
      'MATÍAS: (Levanta la mano.) Perdón. Quería decir que no somos todos, son solo algunos.',
      'VALENTINA: Gracias, Matías. ¿Alguien tiene una propuesta?',
      'ANTONIA: Podríamos hacer turnos: cada día, dos estudiantes revisan el patio al final del recreo y avisan si hay basura.',
      'JOAQUÍN: Y también podemos pedirle a la directora que ponga un basurero cerca de la cancha.',
      'MATÍAS: ¿Puedo agregar algo? Podríamos hacer carteles para que los cursos chicos aprendan a botar la basura.',
      'VALENTINA: Muy buenas ideas. Entonces votemos: ¿quiénes están de acuerdo con los turnos, la carta a la directora y los carteles?',
      '(Todos levantan la mano.)',
      'VALENTINA: Aprobado por unanimidad. Antonia escribirá la lista de turnos, Joaquín la carta y Matías coordinará los carteles. Gracias a todos por participar.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué hace Valentina como presidenta del consejo de curso?',
        alternativas: [
          'Da la palabra, pide respetar los turnos y organiza la votación.',
          'Escribe la carta a la directora.',
          'Bota la basura del patio.',
          'Propone hacer carteles para los cursos más pequeños de la escuela.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué Valentina le pide a Matías que espere su turno?',
        alternativas: [
          'Porque habló sin levantar la mano.',
          'Porque dijo una mala palabra.',
          'Porque llegó tarde.',
          'Porque no estaba de acuerdo con los turnos para revisar el patio al final del recreo.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado:
          'Antonia dice «Estoy de acuerdo con Joaquín, pero también pienso que…». ¿Qué muestra esa forma de hablar?',
        alternativas: [
          'Que escuchó a Joaquín y agrega una idea distinta.',
          'Que no escuchó a Joaquín.',
          'Que quiere terminar la conversación.',
          'Que está enojada con Joaquín porque él habló primero en el consejo.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Qué acuerdo toma el curso al final?',
        alternativas: [
          'Hacer turnos, escribir una carta a la directora y hacer carteles.',
          'Castigar a los que botan basura.',
          'Sacar los basureros del patio.',
          'No salir más al recreo hasta que el patio esté completamente limpio.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'La propuesta se aprobó «por unanimidad». ¿Qué significa?',
        alternativas: [
          'Que todos votaron a favor.',
          'Que la mitad votó a favor.',
          'Que nadie votó.',
          'Que la presidenta decidió sola, sin preguntar al resto del curso.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Qué le aconsejarías a Matías para participar mejor en una conversación de grupo? Explica tu consejo con lo que pasó en el consejo de curso.',
      pauta:
        '2 puntos: da un consejo pertinente (levantar la mano, esperar el turno, decir su idea con calma) y lo explica con lo que pasó (habló sin pedir la palabra y luego pidió perdón). 1 punto: da un consejo sin relacionarlo con la conversación. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una conversación de un consejo de curso sobre un problema de tu sala (el ruido, el orden, los materiales). Pon el nombre de quien habla, incluye a un presidente que dé la palabra, dos opiniones distintas, una propuesta y un acuerdo final.',
      pauta:
        '6 puntos: la conversación tiene el nombre de quien habla, un presidente que da la palabra, dos opiniones distintas con razones, una propuesta y un acuerdo final, con a lo más dos errores de ortografía. 4 puntos: falta la propuesta o el acuerdo. 2 puntos: escribe opiniones sueltas sin forma de conversación. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Una llamada a la tía Carmen',
    kind: 'informativo',
    band: 1,
    generos: ['dialogo'],
    parrafos: [
      'Lucas, de 9 años, llama por teléfono a su tía Carmen, que vive en Talca, para pedirle un favor. Esta es la conversación.',
      '(Suena el teléfono tres veces.)',
      'TÍA CARMEN: ¿Hola? ¿Quién habla?',
      'LUCAS: Buenas tardes, tía Carmen. Habla Lucas, su sobrino. ¿Cómo está?',
      'TÍA CARMEN: ¡Lucas, qué sorpresa! Muy bien, mi niño. ¿Y tú? ¿Cómo están tu mamá y tu hermana?',
      'LUCAS: Todos bien, gracias. La Sofi le manda saludos. Tía, la llamo porque quiero pedirle un favor, si no la molesto.',
      'TÍA CARMEN: Para nada. Cuéntame.',
      'LUCAS: En el colegio tenemos que entrevistar a una persona que trabaje en el campo, y mi mamá me dijo que usted cultiva frambuesas. ¿Podría hacerle unas preguntas?',
      'TÍA CARMEN: ¡Claro que sí! Me encantaría. ¿Cuándo quieres que conversemos?',
      'LUCAS: ¿Le parece bien el sábado en la mañana, por una llamada con cámara?',
      'TÍA CARMEN: El sábado temprano estoy en la cosecha. ¿Qué tal a las cinco de la tarde?',
      'LUCAS: Perfecto, a las cinco. Voy a preparar mis preguntas y se las leo. Muchas gracias, tía, de verdad.',
      'TÍA CARMEN: De nada, Lucas. Y cuando vengas en el verano, te llevo a recoger frambuesas.',
      'LUCAS: ¡Trato hecho! Bueno, tía, no le quito más tiempo. Un beso grande y saludos al tío Juan.',
      'TÍA CARMEN: Otro para ti. Cuídate mucho. Hasta pronto.',
      'LUCAS: Hasta pronto, tía.',
      '(Lucas corta y anota en su cuaderno: «Sábado, 17:00, entrevista a la tía Carmen».)',
    ],
    preguntas: [
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Para qué llama Lucas a su tía?',
        alternativas: [
          'Para pedirle una entrevista para una tarea del colegio.',
          'Para invitarla a su cumpleaños.',
          'Para pedirle frambuesas.',
          'Para contarle que su hermana Sofía está enferma y no puede ir al colegio.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué hace Lucas al comenzar la llamada?',
        alternativas: [
          'Saluda, dice quién habla y pregunta cómo está su tía.',
          'Pide el favor inmediatamente.',
          'Se despide.',
          'Le pregunta a qué hora está en la cosecha de frambuesas de los sábados.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Por qué Lucas trata a su tía de «usted»?',
        alternativas: [
          'Para hablarle con respeto a una persona mayor.',
          'Porque no la conoce.',
          'Porque está enojado con ella.',
          'Porque así se habla siempre por teléfono, aunque sea con amigos.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'localizar',
        enunciado: '¿Por qué cambian la hora de la entrevista?',
        alternativas: [
          'Porque la tía está en la cosecha el sábado temprano.',
          'Porque Lucas tiene clases.',
          'Porque no tienen internet.',
          'Porque el tío Juan necesita el teléfono para llamar a la ciudad el sábado en la mañana.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'Lucas dice «no le quito más tiempo». ¿Para qué usa esa frase?',
        alternativas: [
          'Para empezar a despedirse con amabilidad.',
          'Para pedirle más tiempo a su tía.',
          'Para preguntar la hora.',
          'Para decir que está apurado porque tiene que hacer muchas tareas del colegio.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado: '¿Crees que Lucas hizo bien su llamada? Da tu opinión y explícala con dos cosas que dijo.',
      pauta:
        '2 puntos: da una opinión y la explica con dos fórmulas o acciones de la llamada (saluda y se presenta, pide por favor, agradece, acuerda una hora, se despide). 1 punto: la explica con una sola. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una conversación por teléfono en que invitas a un familiar a una actividad de tu colegio. Incluye el saludo y quién habla, una pregunta por su salud, la invitación con día y hora, un agradecimiento y la despedida.',
      pauta:
        '6 puntos: la conversación tiene el nombre de quien habla, saludo y presentación, pregunta por el otro, invitación con día y hora, agradecimiento y despedida, con a lo más dos errores de ortografía. 4 puntos: falta una fórmula de cortesía o un dato de la invitación. 2 puntos: escribe oraciones sueltas sin forma de conversación. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Conversación en la biblioteca: ¿qué libro leemos?',
    kind: 'informativo',
    band: 1,
    generos: ['dialogo'],
    parrafos: [
      'El grupo de Florencia, Tomás y Camila, de 3° básico, debe elegir un libro para leer juntos y presentarlo al curso. La bibliotecaria, la señora Irma, los acompaña.',
      'SEÑORA IRMA: Les traje tres libros: uno de dinosaurios, uno de cuentos de miedo y uno de poemas de animales. ¿Cuál prefieren?',
      'TOMÁS: ¡El de dinosaurios! Tiene fotos increíbles y explica cómo vivían hace millones de años.',
      'CAMILA: A mí también me gustan los dinosaurios, pero ese libro es muy largo. Tiene casi cien páginas y tenemos solo dos semanas.',
      'FLORENCIA: Yo prefiero los cuentos de miedo. Son cortos y podemos leer uno cada día.',
      'TOMÁS: Pero a mí los cuentos de miedo no me dejan dormir.',
      'CAMILA: Perdón, Florencia, ¿los cuentos dan mucho miedo o son de miedo chistoso?',
      'SEÑORA IRMA: Buena pregunta, Camila. Son de miedo chistoso: el fantasma se asusta de los niños.',
      'TOMÁS: Ah, entonces sí podría leerlos.',
      'FLORENCIA: ¿Y qué opinan del libro de poemas? Nadie ha dicho nada de ese.',
      'CAMILA: Yo lo miré recién. Los poemas son cortos y tienen rimas, así que podríamos recitar uno en la presentación.',
      'TOMÁS: Tengo una idea: leemos los cuentos de miedo chistoso y terminamos la presentación recitando un poema de animales.',
      'FLORENCIA: ¡Me gusta! Así usamos dos libros.',
      'CAMILA: Estoy de acuerdo.',
      'SEÑORA IRMA: Muy bien, llegaron a un acuerdo escuchándose. Anoten sus nombres en la ficha de préstamo.',
    ],
    preguntas: [
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Por qué Camila no quiere el libro de dinosaurios?',
        alternativas: [
          'Porque es muy largo para dos semanas.',
          'Porque no le gustan los dinosaurios.',
          'Porque no tiene fotos.',
          'Porque la bibliotecaria no se lo quiere prestar al grupo de tercero básico.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'proposito',
        enunciado: '¿Para qué hace Camila la pregunta «¿los cuentos dan mucho miedo o son de miedo chistoso?»?',
        alternativas: [
          'Para aclarar una duda antes de decidir.',
          'Para burlarse de Tomás.',
          'Para cambiar de tema.',
          'Para que la señora Irma lea un cuento de miedo en voz alta al grupo completo.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué Florencia pregunta por el libro de poemas?',
        alternativas: [
          'Porque nadie había opinado sobre ese libro.',
          'Porque no le gustan los cuentos.',
          'Porque ya lo había leído.',
          'Porque la bibliotecaria se lo pidió antes de empezar la conversación.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Cómo termina la conversación?',
        alternativas: [
          'Con un acuerdo que une dos ideas.',
          'Con una pelea entre Tomás y Florencia.',
          'Sin elegir ningún libro.',
          'Con la señora Irma eligiendo el libro de dinosaurios para todo el grupo.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'Camila propone «recitar» un poema. ¿Qué significa recitar?',
        alternativas: [
          'Decir un poema en voz alta, de memoria o leyendo.',
          'Escribir un poema nuevo.',
          'Dibujar un poema.',
          'Buscar un poema en la ficha de préstamo de la biblioteca.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado: '¿Qué integrante del grupo te parece que ayudó más a llegar al acuerdo? Da tu opinión y explícala.',
      pauta:
        '2 puntos: elige un integrante y lo explica con lo que dijo (Camila aclaró una duda, Florencia preguntó por el libro olvidado, Tomás propuso unir las ideas). 1 punto: elige sin explicar. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una conversación entre tres compañeros que deben elegir una película para ver en clases. Pon el nombre de quien habla, incluye una opinión con su razón, una pregunta para aclarar una duda y un acuerdo final.',
      pauta:
        '6 puntos: la conversación tiene el nombre de quien habla, al menos tres opiniones con razones, una pregunta de aclaración y un acuerdo final, con a lo más dos errores de ortografía. 4 puntos: falta la pregunta de aclaración o el acuerdo. 2 puntos: escribe opiniones sueltas. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Un huemul visita la plaza de Cochrane',
    kind: 'informativo',
    band: 1,
    generos: ['noticia'],
    parrafos: [
      'Un huemul visita la plaza de Cochrane',
      'El ciervo, que está en peligro de extinción, pasó una mañana entre los juegos infantiles. Los guardaparques pidieron no acercarse.',
      'Cochrane. El martes en la mañana, los vecinos de Cochrane, en la región de Aysén, se llevaron una sorpresa: un huemul joven caminaba tranquilo por la plaza, entre los columpios y los bancos.',
      'El animal llegó desde los cerros cercanos, probablemente buscando pasto tierno. Se quedó cerca de dos horas comiendo las hojas de los arbustos, mientras decenas de personas lo miraban desde lejos.',
      '«Nunca había visto uno tan cerca. Es más chico de lo que pensaba», contó Amanda Vera, de nueve años, que iba camino a la escuela con su mamá.',
      'Los guardaparques de la reserva nacional llegaron a vigilar que nadie lo molestara. Explicaron que el huemul está en peligro de extinción y que los perros sueltos son una de sus mayores amenazas. Por eso pidieron a los vecinos mantener a sus mascotas amarradas y no tratar de tocar ni alimentar al animal. También recordaron que en Chile quedan muy pocos huemules y que es el animal que aparece en el escudo nacional, junto al cóndor.',
      'Cerca del mediodía, el huemul volvió solo hacia el cerro. Los guardaparques seguirán atentos por si regresa.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué parte de la noticia es «Un huemul visita la plaza de Cochrane»?',
        alternativas: ['El título', 'La bajada', 'Una cita', 'El cierre de la noticia'],
        correcta: 0,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Dónde y cuándo ocurrió lo que cuenta la noticia?',
        alternativas: [
          'En la plaza de Cochrane, el martes en la mañana.',
          'En la escuela de Amanda, el lunes.',
          'En una reserva nacional, en la noche.',
          'En los cerros de Aysén, durante las vacaciones de invierno.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'proposito',
        enunciado: '¿Para qué se incluyen las palabras de Amanda entre comillas?',
        alternativas: [
          'Para mostrar lo que dijo una persona que vio al huemul.',
          'Para dar la opinión del periodista.',
          'Para explicar por qué el huemul está en peligro.',
          'Para indicar el título de la noticia y el nombre del diario donde se publicó.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué los guardaparques pidieron amarrar a las mascotas?',
        alternativas: [
          'Porque los perros sueltos son una amenaza para el huemul.',
          'Porque los perros molestan a los vecinos.',
          'Porque los columpios son para niños.',
          'Porque las mascotas podrían comerse los arbustos de la plaza.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'El huemul está «en peligro de extinción». ¿Qué significa?',
        alternativas: [
          'Que podría desaparecer para siempre.',
          'Que es muy peligroso para las personas.',
          'Que está enfermo.',
          'Que vive en las plazas de los pueblos del sur.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Qué habrías hecho tú si hubieras visto al huemul en la plaza? Explica tu respuesta con lo que pidieron los guardaparques.',
      pauta:
        '2 puntos: describe una conducta adecuada (mirar de lejos, no tocarlo ni alimentarlo, amarrar al perro) y la explica con la noticia. 1 punto: responde sin relacionarlo con la noticia. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una noticia breve de 8 a 10 líneas sobre un animal que apareció en un lugar inesperado (inventado por ti). Incluye título, bajada, el lugar al comienzo, qué pasó, cuándo, una cita entre comillas y un cierre.',
      pauta:
        '6 puntos: la noticia tiene título, bajada, lugar al comienzo, qué, cuándo y dónde, una cita entre comillas y un cierre, con a lo más dos errores de ortografía. 4 puntos: falta la bajada o la cita. 2 puntos: cuenta el hecho sin la estructura de la noticia. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Escuela de Arica gana concurso nacional de robótica',
    kind: 'informativo',
    band: 1,
    generos: ['noticia'],
    parrafos: [
      'Escuela de Arica gana concurso nacional de robótica',
      'Cuatro estudiantes de 4° básico construyeron un robot que riega plantas solo cuando la tierra está seca.',
      'Santiago. Un equipo de la Escuela Altos del Morro, de Arica, ganó el primer lugar de la categoría básica del Concurso Nacional de Robótica Escolar, que se realizó el sábado en el Centro Cultural Estación Mapocho, en Santiago.',
      'Los estudiantes Ignacio Mamani, Fernanda Choque, Benjamín Rojas y Catalina Flores presentaron «Gotita», un robot hecho con piezas recicladas y una tarjeta electrónica. Un sensor mide la humedad de la tierra y, si está seca, el robot abre una pequeña llave de agua.',
      '«En Arica casi no llueve, así que pensamos en algo para no desperdiciar agua», explicó Fernanda, de diez años.',
      'En el concurso participaron ochenta equipos de todo Chile. El jurado destacó que el proyecto resuelve un problema real de la ciudad de los estudiantes.',
      'Durante la competencia, cada equipo tuvo diez minutos para mostrar su robot funcionando y responder las preguntas del jurado. El equipo de Arica llevó una maceta con tierra seca para demostrar cómo funcionaba «Gotita».',
      'Como premio, la escuela recibirá un set de robótica. El equipo ya está pensando en su próximo invento: un robot que avise cuando se llene el basurero de la sala.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué información entrega la bajada, el texto que está bajo el título?',
        alternativas: [
          'Un resumen de quiénes ganaron y qué construyeron.',
          'El premio que recibirá la escuela.',
          'La opinión del jurado.',
          'El próximo invento que quiere hacer el equipo de estudiantes de Arica.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Qué hace el robot «Gotita»?',
        alternativas: [
          'Riega las plantas solo cuando la tierra está seca.',
          'Limpia la sala de clases.',
          'Mide la temperatura.',
          'Avisa cuando se llena el basurero de la sala de clases de los estudiantes.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué el robot es útil en Arica, según Fernanda?',
        alternativas: [
          'Porque en Arica casi no llueve y hay que cuidar el agua.',
          'Porque en Arica hay muchas plantas.',
          'Porque el concurso era en Arica.',
          'Porque está hecho con piezas recicladas que encontraron en la escuela.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Por qué la noticia empieza con «Santiago.» si la escuela es de Arica?',
        alternativas: [
          'Porque indica el lugar donde ocurrió el concurso.',
          'Porque los estudiantes viven en Santiago.',
          'Porque es el nombre del robot.',
          'Porque es un error del periodista que escribió la noticia en el diario de la ciudad.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'Un «sensor» mide la humedad de la tierra. ¿Qué es un sensor?',
        alternativas: [
          'Un aparato que detecta algo y entrega información.',
          'Un tipo de planta.',
          'Una llave de agua.',
          'Una persona del jurado que revisa los robots de todos los equipos del concurso.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Crees que el jurado tuvo razón al premiar a «Gotita»? Da tu opinión y explícala con un dato de la noticia.',
      pauta:
        '2 puntos: da una opinión y la explica con un dato de la noticia (resuelve un problema real, cuida el agua, usa piezas recicladas). 1 punto: da una opinión sin dato. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una noticia breve de 8 a 10 líneas sobre un logro de un curso de tu escuela (real o inventado). Incluye título, bajada, el lugar al comienzo, qué pasó, quiénes, cuándo, una cita entre comillas y un cierre.',
      pauta:
        '6 puntos: la noticia tiene título, bajada, lugar al comienzo, qué, quiénes y cuándo, una cita entre comillas y un cierre, con a lo más dos errores de ortografía. 4 puntos: falta la bajada o la cita. 2 puntos: cuenta el hecho sin la estructura de la noticia. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Cómo hacer germinar lentejas en un frasco',
    kind: 'informativo',
    band: 1,
    generos: ['instructivo'],
    parrafos: [
      'Cómo hacer germinar lentejas en un frasco',
      'Con este experimento podrás observar, día a día, cómo una semilla se transforma en una pequeña planta. Necesitarás alrededor de una semana. Es un experimento fácil y barato, que puedes hacer en la cocina de tu casa con ayuda de un adulto.',
      'Materiales:\n• Un frasco de vidrio limpio\n• Un puñado de lentejas\n• Un trozo de tela delgada, como una gasa\n• Un elástico\n• Agua',
      'Instrucciones:\n1. Lava las lentejas con agua para sacarles el polvo.\n2. Ponlas en el frasco y cúbrelas con agua. Déjalas remojando toda la noche.\n3. Al día siguiente, tapa la boca del frasco con la tela y sujétala con el elástico.\n4. Bota el agua a través de la tela, sin destapar el frasco.\n5. Deja el frasco acostado en un lugar con luz, pero sin sol directo.\n6. Dos veces al día, llena el frasco con agua y vuelve a botarla. Así las lentejas estarán húmedas, pero no ahogadas.',
      'Resultado: en dos o tres días verás salir pequeñas raíces blancas. Al cabo de una semana tendrás brotes verdes que puedes comer en una ensalada.',
      'Consejo: anota cada día en tu cuaderno cuánto crecieron los brotes y haz un dibujo.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'proposito',
        enunciado: '¿Cuál es el propósito de este texto?',
        alternativas: [
          'Enseñar a hacer germinar lentejas en un frasco.',
          'Contar la historia de una lenteja.',
          'Vender frascos de vidrio.',
          'Explicar cómo se cocinan las lentejas para el almuerzo de los domingos.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Para qué sirve la lista de «Materiales»?',
        alternativas: [
          'Para saber qué se necesita antes de empezar.',
          'Para saber en qué orden hacer los pasos.',
          'Para ver el resultado.',
          'Para anotar cuánto crecen los brotes cada día en el cuaderno de ciencias.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Qué se hace justo después de dejar las lentejas remojando toda la noche?',
        alternativas: [
          'Tapar el frasco con la tela y sujetarla con el elástico.',
          'Lavar las lentejas.',
          'Comer los brotes.',
          'Dejar el frasco al sol directo durante toda la tarde para que se caliente.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué el paso 6 pide botar el agua después de llenar el frasco?',
        alternativas: [
          'Para que las lentejas estén húmedas, pero no ahogadas.',
          'Para limpiar el frasco.',
          'Para que el frasco pese menos.',
          'Para regar otras plantas del jardín con el agua que sobra.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'El texto dice que verás «brotes» verdes. ¿Qué es un brote?',
        alternativas: [
          'La parte nueva de una planta que empieza a crecer.',
          'Una semilla seca.',
          'Un tipo de tela.',
          'Una hoja vieja que se cae de los árboles en otoño, cuando hace frío.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado: '¿Te parece útil el consejo del final? Da tu opinión y explícala.',
      pauta:
        '2 puntos: da una opinión y la explica (permite observar cómo crecen, comparar los días, aprender como en ciencias). 1 punto: da una opinión sin explicarla. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe un instructivo para hacer algo sencillo que sepas (un avión de papel, un sándwich, una maceta con una botella). Incluye título, materiales, al menos cinco pasos numerados que empiecen con un verbo, y un consejo.',
      pauta:
        '6 puntos: el instructivo tiene título, lista de materiales, al menos cinco pasos numerados en orden que empiezan con un verbo y un consejo, con a lo más dos errores de ortografía. 4 puntos: faltan los materiales o los pasos no están en orden. 2 puntos: escribe un relato sin forma de instructivo. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Reglamento del juego «El tesoro escondido»',
    kind: 'informativo',
    band: 1,
    generos: ['instructivo'],
    parrafos: [
      'Reglamento del juego «El tesoro escondido»',
      'Un juego para el patio, para dos equipos de cuatro a seis jugadores. Dura unos veinte minutos y sirve para practicar la lectura, el trabajo en equipo y la orientación en el patio.',
      'Materiales: un objeto pequeño que será el tesoro (una piedra pintada o una tapa de botella), tres hojas, un lápiz y un silbato.',
      'Preparación:\n1. Formen dos equipos y elijan un nombre para cada uno.\n2. Un equipo esconde el tesoro en el patio mientras el otro espera en la sala, sin mirar.\n3. El equipo que escondió el tesoro escribe tres pistas, una en cada hoja. Por ejemplo: «Busca donde duermen las pelotas».',
      'Cómo se juega:\n1. Al sonar el silbato, el equipo buscador lee la primera pista.\n2. Cuando crea saber la respuesta, va a ese lugar. Si acierta, recibe la segunda pista.\n3. Con la tercera pista debe encontrar el tesoro.\n4. Luego los equipos cambian de papel.',
      'Reglas importantes:\n• No se puede correr dentro de la sala ni empujar.\n• Las pistas no pueden llevar a lugares prohibidos, como la cocina o la oficina.\n• Gana el equipo que encuentre el tesoro en menos tiempo.',
      '¡A jugar!',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Para qué sirven los números en «Preparación» y en «Cómo se juega»?',
        alternativas: [
          'Para indicar el orden de los pasos.',
          'Para contar a los jugadores.',
          'Para indicar los puntos que gana cada equipo.',
          'Para marcar los minutos que dura el juego en el patio.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Qué hace el equipo buscador al sonar el silbato?',
        alternativas: [
          'Lee la primera pista.',
          'Esconde el tesoro.',
          'Escribe tres pistas.',
          'Elige un nombre para su equipo.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Dónde podría estar el lugar de la pista «Busca donde duermen las pelotas»?',
        alternativas: [
          'En la caja o bodega donde se guardan las pelotas.',
          'En la cama de un jugador.',
          'En la oficina de la directora.',
          'En la cocina, porque ahí se guardan las cosas que se usan todos los días.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'proposito',
        enunciado: '¿Para qué sirve la parte «Reglas importantes»?',
        alternativas: [
          'Para que el juego sea seguro y justo.',
          'Para saber qué materiales se necesitan.',
          'Para contar una historia de piratas.',
          'Para explicar cómo se escriben las pistas en las hojas de papel.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'Los equipos «cambian de papel». ¿Qué significa aquí?',
        alternativas: [
          'Que el que buscaba ahora esconde, y al revés.',
          'Que cambian las hojas de papel.',
          'Que se cambian de ropa.',
          'Que el juego termina y todos vuelven a la sala a escribir nuevas pistas.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado: '¿Agregarías otra regla a este juego? Escríbela y explica por qué sería útil.',
      pauta:
        '2 puntos: propone una regla pertinente (un tiempo máximo por pista, no mover el tesoro) y explica cómo mejora el juego. 1 punto: propone una regla sin explicar. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe el reglamento de un juego que conozcas para el recreo. Incluye título, número de jugadores, materiales, pasos numerados para jugar, dos reglas importantes y cómo se gana.',
      pauta:
        '6 puntos: el reglamento tiene título, jugadores, materiales, pasos numerados en orden, dos reglas y cómo se gana, con a lo más dos errores de ortografía. 4 puntos: faltan las reglas o los pasos no están en orden. 2 puntos: cuenta el juego sin forma de reglamento. 0 puntos: no responde.',
    },
  },
  // ——— 5° y 6° Básico ———
  {
    titulo: 'Comentario de lectura: «El partido del siglo»',
    kind: 'informativo',
    band: 2,
    generos: ['comentario'],
    parrafos: [
      'Un cuento sobre mirar a quien nadie mira',
      'Por Florencia Soto, 6° básico',
      'Esta semana leímos en clases «El partido del siglo», un cuento sobre la final del campeonato de fútbol de una escuela de Puerto Natales. Cuando empecé a leerlo, pensé que sería una historia de goles, pero me equivoqué: para mí, el tema más importante del cuento es que a veces no valoramos a las personas que tenemos al lado.',
      'La protagonista es Valentina, una niña que iba a todos los entrenamientos solo a mirar. Cuando el arquero del 6° B se quiebra un brazo, ella se ofrece para reemplazarlo y algunos compañeros la miran «con desconfianza». Me llamó la atención que el capitán, Benjamín, prefiera poner a cualquier jugador antes que a ella, aunque Valentina había atajado todos los penales del recreo durante un mes. Creo que él no la había visto de verdad nunca.',
      'Otra parte que me gustó es cuando Valentina recibe el primer gol y recuerda lo que le decía su abuela: «El mar no se apura; tú tampoco». Esa frase muestra que la fuerza de Valentina no venía solo de sus manos, sino de la calma que aprendió pescando con su abuela. Desde ahí el cuento cambia y ella ataja hasta un penal en el último minuto.',
      'El final me pareció justo, porque Benjamín le pide disculpas frente a todo el curso. La última oración dice que «a veces el talento está en quien nadie mira», y estoy de acuerdo: en mi curso también hay compañeros que saben hacer cosas que nadie conoce, porque nunca les preguntamos.',
      'Les recomiendo este cuento a los que piensan que el fútbol es solo para algunos y a los que alguna vez se han sentido invisibles. Se lee en diez minutos y deja pensando mucho más. Además, me gustó que ocurra en el sur, con nieve y fiordos, porque casi nunca leemos cuentos de Magallanes.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'proposito',
        enunciado: '¿Cuál es el propósito de este comentario?',
        alternativas: [
          'Dar la opinión de una lectora sobre un cuento y explicar por qué.',
          'Contar el cuento completo con otras palabras.',
          'Informar los resultados del campeonato de fútbol de Puerto Natales.',
          'Enseñar las reglas del fútbol.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'localizar',
        enunciado: 'Según Florencia, ¿cuál es el tema más importante del cuento?',
        alternativas: [
          'Que los goles deciden los partidos.',
          'Que a veces no valoramos a quienes tenemos al lado.',
          'Que el fútbol es un deporte solo para los que juegan en la cancha todos los días.',
          'Que pescar es más entretenido que jugar.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Para qué cita Florencia la frase «El mar no se apura; tú tampoco»?',
        alternativas: [
          'Para dar un ejemplo del cuento que apoya lo que ella piensa de Valentina.',
          'Para mostrar que el cuento ocurre en la playa.',
          'Para contar el final del cuento.',
          'Para corregir un error que encontró en el cuento y explicar cómo debería haberse escrito.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué hace Florencia en el último párrafo?',
        alternativas: [
          'Presenta a la protagonista del cuento.',
          'Recomienda el cuento y dice a quiénes.',
          'Cuenta cómo empieza el partido.',
          'Explica quién es la abuela de Valentina y dónde pescaban juntas.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'Florencia recomienda el cuento a los que se han sentido «invisibles». ¿Qué quiere decir aquí?',
        alternativas: [
          'Que los demás no los toman en cuenta.',
          'Que no se pueden ver en un espejo.',
          'Que se esconden para jugar a las escondidas en el recreo.',
          'Que tienen mala vista.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Estás de acuerdo con Florencia en que el final del cuento es justo? Fundamenta tu opinión con un ejemplo del comentario o del cuento.',
      pauta:
        '4 puntos: da una opinión clara y la fundamenta con un ejemplo pertinente (Benjamín pide disculpas frente al curso, Valentina demuestra su talento). 2 puntos: da una opinión con un fundamento general. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe un comentario de 10 a 12 líneas sobre un cuento o un libro que hayas leído. Di cuál es para ti su tema más importante, apóyalo con dos ejemplos del texto (uno puede ser una cita entre comillas) y termina recomendándolo a un tipo de lector.',
      pauta:
        '6 puntos: presenta el texto, plantea un tema importante, lo apoya con dos ejemplos pertinentes del texto (al menos una cita entre comillas) y cierra con una recomendación, con párrafos y a lo más dos errores de ortografía. 4 puntos: plantea el tema con un solo ejemplo o sin recomendación. 2 puntos: resume el texto sin opinión ni ejemplos. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Comentario de lectura: la leyenda del Caleuche',
    kind: 'informativo',
    band: 2,
    generos: ['comentario'],
    parrafos: [
      'Un barco de luces que da miedo y da respeto',
      'Por Martín Cárcamo, 5° básico',
      'En la biblioteca encontré un libro de leyendas del sur de Chile y la que más me impresionó fue la del Caleuche. Cuenta que en los mares de Chiloé navega un barco fantasma lleno de luces y de música, que aparece en las noches de niebla y desaparece de repente, o se convierte en una roca o en un tronco que flota.',
      'Para mí, lo más importante de esta leyenda es que enseña a respetar el mar. En el libro, los pescadores que ven el Caleuche no deben mirarlo mucho rato ni hablar de él, porque podrían terminar navegando para siempre con su tripulación. Creo que esa parte era una forma de decir a los niños y a los pescadores que el mar es peligroso y que no hay que confiarse, sobre todo de noche.',
      'Lo que más me gustó fue cómo el libro describe el barco: «brillaba sobre el agua negra como una fiesta a la que nadie quiere ir». Esa comparación me dio escalofríos, porque una fiesta debería ser algo alegre, pero aquí la alegría da miedo. También me gustaron los dibujos, que muestran el barco entre la niebla y dejan imaginar lo demás.',
      'Lo único que no me convenció es que algunas partes se repiten, por ejemplo, se explica dos veces que el barco se transforma. Aun así, no me aburrí, porque cada página traía un detalle nuevo sobre la vida en las islas.',
      'Le pregunté a mi abuela, que nació en Castro, si conocía la leyenda. Me dijo que de niña se la contaban junto al fogón y que nadie se atrevía a salir al muelle después. Recomiendo esta leyenda a quienes les gustan las historias de misterio y quieren conocer cómo se vive junto al mar en Chiloé.',
    ],
    preguntas: [
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: 'Según el comentario, ¿qué es el Caleuche?',
        alternativas: [
          'Un barco fantasma lleno de luces que navega por Chiloé.',
          'Un pescador que vive en Castro.',
          'Una fiesta que se celebra en las islas del sur cada verano.',
          'Un libro de dibujos.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: 'Para Martín, ¿qué enseña la leyenda?',
        alternativas: [
          'Que hay que respetar el mar y no confiarse.',
          'Que los barcos con música son los más rápidos.',
          'Que las fiestas son peligrosas.',
          'Que los pescadores de Chiloé no deben salir nunca a pescar de día.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Qué parte del comentario dice algo que no convenció a Martín?',
        alternativas: [
          'La que describe el barco como una fiesta.',
          'La que cuenta lo que le dijo su abuela de Castro.',
          'La que explica lo que enseña la leyenda.',
          'La que habla de las partes que se repiten.',
        ],
        correcta: 3,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'Martín escribe que la comparación del barco «me dio escalofríos». ¿Qué sintió?',
        alternativas: [
          'Un poco de miedo.',
          'Mucho calor.',
          'Ganas de reír.',
          'Sueño y cansancio después de leer tantas páginas.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'proposito',
        enunciado: '¿Para qué cuenta Martín lo que le dijo su abuela?',
        alternativas: [
          'Para mostrar que la leyenda se cuenta de verdad en Chiloé.',
          'Para explicar cómo se hace un fogón en las casas de Castro.',
          'Para decir que su abuela escribió el libro.',
          'Para cambiar de tema.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Te dan ganas de leer la leyenda después de este comentario? Fundamenta tu respuesta con una parte del comentario.',
      pauta:
        '4 puntos: responde y lo fundamenta con una parte pertinente del comentario (la comparación de la fiesta, el misterio, lo que cuenta la abuela). 2 puntos: responde con un fundamento general. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe un comentario de 10 a 12 líneas sobre una leyenda o un mito que conozcas. Di qué enseña, copia entre comillas una parte que te haya impresionado y explica por qué, menciona algo que no te convenció y termina con una recomendación.',
      pauta:
        '6 puntos: presenta la leyenda, explica lo que enseña, cita entre comillas una parte y explica su efecto, menciona una crítica y recomienda, con párrafos y a lo más dos errores de ortografía. 4 puntos: falta la cita o la crítica. 2 puntos: resume la leyenda sin opinión. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Aviso publicitario: zapatillas Relámpago',
    kind: 'informativo',
    band: 2,
    generos: ['publicidad'],
    parrafos: [
      'Este aviso apareció en una revista infantil y en los paraderos de micro de varias ciudades.',
      '¡CORRE MÁS RÁPIDO QUE TU SOMBRA!',
      'Nuevas zapatillas Relámpago X: las que usan los campeones.',
      '[Imagen: un niño salta por encima de una valla; detrás de él, sus compañeros se ven pequeños y lejanos. Las zapatillas brillan con rayos amarillos.]',
      '¿Quieres ser el más rápido del recreo? ¿Quieres que todos te miren cuando entras a la cancha? Con Relámpago X nadie te alcanzará. Su suela Turbo tiene resortes de aire que te impulsan en cada paso, y sus luces se encienden cuando corres para que todos vean tu velocidad.',
      '«Desde que uso Relámpago X, gano todas las carreras», dice Tomi, de 11 años, estrella del equipo de atletismo de su escuela.',
      'Las zapatillas de los ganadores. No te quedes atrás: tus amigos ya las tienen.',
      'Disponibles en seis colores. Precio especial de lanzamiento: $39.990. Pídeselas a tus papás este fin de semana en todas las tiendas Deportes Meta.',
      'Letra chica, al pie del aviso: Oferta válida hasta agotar existencias. Las luces funcionan con batería no reemplazable. Los resultados pueden variar según la persona.',
      'Relámpago. Nacidos para ganar.',
      'Después de ver el aviso, el 5° básico B lo comentó en clases. Muchos dijeron que las zapatillas se veían increíbles; otros se preguntaron si de verdad unas zapatillas pueden hacer ganar carreras. La profesora les pidió que se fijaran en quién había pagado el aviso, qué quería lograr y a quiénes les hablaba.',
      'Javiera contó que su primo se compró unas zapatillas parecidas y que las luces dejaron de funcionar al mes. Diego, en cambio, dijo que le gustaría tenerlas igual, aunque no lo hicieran correr más rápido, porque eran bonitas. La profesora anotó en la pizarra tres preguntas para analizar cualquier aviso: ¿quién lo emite?, ¿qué quiere lograr? y ¿a quién le habla?',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'proposito',
        enunciado: '¿Cuál es la intención principal de este aviso?',
        alternativas: [
          'Que los niños quieran comprar las zapatillas.',
          'Enseñar a correr más rápido en las carreras del colegio.',
          'Informar sobre un campeonato de atletismo.',
          'Contar la vida de Tomi.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿A qué público se dirige el aviso?',
        alternativas: [
          'A niños y niñas en edad escolar.',
          'A los dueños de las tiendas de deportes de todo el país.',
          'A los atletas profesionales.',
          'A los abuelos.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Para qué sirve «Relámpago. Nacidos para ganar.» al final del aviso?',
        alternativas: [
          'Es el eslogan: una frase breve para que se recuerde la marca.',
          'Es el precio de lanzamiento de las zapatillas en todas las tiendas Deportes Meta.',
          'Es una advertencia.',
          'Es la opinión del curso.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Qué información importante aparece solo en la letra chica?',
        alternativas: [
          'Que los resultados pueden variar según la persona.',
          'Que las zapatillas vienen en seis colores.',
          'Que Tomi gana todas las carreras del equipo de atletismo de su escuela.',
          'Que tienen suela Turbo.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'La letra chica dice «hasta agotar existencias». ¿Qué significa?',
        alternativas: [
          'Hasta que se vendan todas las zapatillas que hay.',
          'Hasta que el comprador se canse de correr.',
          'Hasta el próximo año.',
          'Hasta que se apaguen las luces de las zapatillas.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Crees que el aviso dice la verdad cuando afirma que «con Relámpago X nadie te alcanzará»? Fundamenta tu opinión con dos elementos del aviso.',
      pauta:
        '4 puntos: da una opinión crítica y la fundamenta con dos elementos del aviso (la exageración, el testimonio de Tomi, la letra chica que dice que los resultados varían, la intención de vender). 2 puntos: opina con un solo elemento. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe un párrafo de 8 a 10 líneas que evalúe el aviso de las zapatillas Relámpago: quién lo emite, qué intención tiene, a qué público se dirige, qué recursos usa para convencer (eslogan, testimonio, exageración) y si te parece honesto, con razones.',
      pauta:
        '6 puntos: identifica emisor, intención y público, analiza al menos dos recursos con ejemplos del aviso y da una opinión fundamentada sobre su honestidad, con a lo más dos errores de ortografía. 4 puntos: falta uno de esos elementos o la opinión no se fundamenta. 2 puntos: describe el aviso sin evaluarlo. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Guion de un aviso de radio: cereal Crocantes',
    kind: 'informativo',
    band: 2,
    generos: ['publicidad'],
    parrafos: [
      'Este es el guion de un aviso de treinta segundos que se transmitió en una radio durante las vacaciones de invierno. Lo escribió una agencia de publicidad contratada por la empresa que fabrica el cereal.',
      '[Música alegre. Se escucha una cuchara contra un plato.]',
      'NIÑA: (Con voz de sueño.) Mamá, no quiero ir a la escuela…',
      'LOCUTOR: (Con voz muy entusiasta.) ¿Mañanas aburridas? ¡Despierta con Crocantes!',
      '[Ruido de algo crujiente. La música sube.]',
      'NIÑO: ¡Mmm! ¡Están tan crocantes que suenan como fuegos artificiales!',
      'LOCUTOR: Crocantes: cereal con forma de estrellas, con sabor a chocolate y con una figura de colección en cada caja. ¡Hay veinte figuras de superhéroes! ¿Vas a ser el único de tu curso que no las tiene todas?',
      'NIÑA: (Ahora con mucha energía.) ¡Mamá, quiero Crocantes todos los días!',
      'LOCUTOR: Crocantes, con vitaminas y minerales. La energía de los campeones.',
      '[Voz rápida y baja.] Consumir como parte de una alimentación balanceada. Alto en azúcares. Figuras sujetas a disponibilidad.',
      'CORO DE NIÑOS: (Cantando.) ¡Crocantes, Crocantes, el cereal de los gigantes!',
      'Al escuchar el guion en clases, la profesora del 6° básico preguntó por qué la advertencia «Alto en azúcares» se decía tan rápido y tan bajo, y por qué el aviso no hablaba del sabor ni del precio tanto como de las figuras. Los estudiantes discutieron también si la frase «¿Vas a ser el único de tu curso que no las tiene todas?» era una pregunta o una forma de presión. Renata hizo notar que el niño compara el cereal con fuegos artificiales, algo que no tiene nada que ver con un alimento, y Joaquín agregó que nunca se dice cuánta azúcar trae una porción. Al final, el curso concluyó que un aviso no es una mentira por querer vender, pero que el que escucha tiene derecho a saber lo que le están ofreciendo de verdad.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'localizar',
        enunciado: '¿Quién emite este mensaje publicitario?',
        alternativas: [
          'La marca que vende el cereal Crocantes.',
          'La profesora del 6° básico.',
          'Un grupo de niños que hizo un trabajo escolar sobre alimentación.',
          'La radio, para informar noticias.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Por qué el aviso habla tanto de las figuras de colección?',
        alternativas: [
          'Porque quiere que los niños pidan el cereal para juntarlas.',
          'Porque las figuras son un alimento con vitaminas.',
          'Porque la profesora lo pidió.',
          'Porque el cereal no se vende en las tiendas y solo se regala en los colegios de la ciudad.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Qué recurso es «¡Crocantes, Crocantes, el cereal de los gigantes!»?',
        alternativas: [
          'Una canción pegajosa con rima para que se recuerde la marca.',
          'Una advertencia sobre el azúcar.',
          'Un testimonio de una persona real.',
          'La opinión del curso de sexto básico sobre los cereales que comen al desayuno.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: 'Según el curso, ¿qué busca la pregunta «¿Vas a ser el único de tu curso que no las tiene todas?»?',
        alternativas: [
          'Presionar al oyente para que no se quede atrás.',
          'Saber cuántos niños hay en cada curso.',
          'Invitar a una fiesta de cumpleaños.',
          'Enseñar a contar hasta veinte figuras de superhéroes en la radio.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'La profesora pregunta por qué la advertencia se dice «tan bajo». ¿Qué es una advertencia?',
        alternativas: [
          'Un aviso de algo que conviene tener en cuenta.',
          'Un premio que viene en la caja de cereal.',
          'Una canción.',
          'Una pregunta que se hace en clases para discutir entre todos.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Estás de acuerdo con el curso en que quien escucha un aviso tiene derecho a saber lo que le ofrecen de verdad? Fundamenta tu opinión con un ejemplo del aviso de Crocantes.',
      pauta:
        '4 puntos: da una opinión y la fundamenta con un ejemplo pertinente del aviso (la advertencia dicha rápido y bajo, las figuras que se destacan más que el alimento). 2 puntos: opina con un fundamento general. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe un párrafo de 8 a 10 líneas que compare el aviso de Crocantes con uno que hayas visto o escuchado: quién lo emite, qué intención tiene, a qué público se dirige, qué recurso usa para convencer y si te parece honesto, con razones.',
      pauta:
        '6 puntos: identifica emisor, intención y público de ambos avisos, compara un recurso con ejemplos y da una opinión fundamentada sobre su honestidad, con a lo más dos errores de ortografía. 4 puntos: falta uno de esos elementos o la comparación. 2 puntos: describe los avisos sin evaluarlos. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Carta a mi prima Josefa',
    kind: 'informativo',
    band: 2,
    generos: ['carta'],
    parrafos: [
      'Coyhaique, 12 de abril de 2026',
      'Querida Josefa:',
      '¡Hola, prima! ¿Cómo estás? Espero que en Iquique siga haciendo calor, porque aquí ya empezó el frío y mi mamá prendió la estufa a leña todas las tardes. Te escribo esta carta de papel, aunque podría mandarte un mensaje, porque en el colegio estamos aprendiendo a escribir cartas y la profesora dice que una carta se guarda para siempre.',
      'Te cuento que la semana pasada fuimos con mi curso a la Reserva Nacional Coyhaique. Caminamos casi tres horas entre coigües y pinos altísimos, y el guardabosques nos enseñó a reconocer las huellas de los animales. Yo encontré una huella de zorro culpeo en el barro, y él me felicitó delante de todos. Después almorzamos junto a una laguna tan quieta que los cerros se reflejaban en el agua como en un espejo.',
      'Lo peor fue la bajada: me resbalé y quedé con el pantalón lleno de barro. Al principio me dio vergüenza, pero todos se rieron conmigo y no de mí, así que terminé riéndome también. Creo que fue el mejor paseo que hemos hecho. La profesora dijo que en primavera volveremos para ver el bosque lleno de flores.',
      'Ahora quiero saber de ti. ¿Sigues yendo a las clases de natación? ¿Ya te atreves a nadar en el mar? Mi papá dice que en las vacaciones de invierno podríamos viajar a verlos. Si eso pasa, tú me enseñas a nadar entre las olas y yo te enseño a distinguir las huellas de zorro, aunque en la playa no creo que encontremos muchas.',
      'Saluda a mis tíos y a tu perro Pancho de mi parte. Escríbeme pronto, aunque sea un mensaje.',
      'Un abrazo fuerte,',
      'Tu primo Vicente',
      'P. D.: Te mando una hoja de coigüe seca dentro del sobre, para que conozcas el árbol que más me gustó.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué parte de la carta es «Coyhaique, 12 de abril de 2026»?',
        alternativas: [
          'El lugar y la fecha en que se escribió.',
          'La despedida.',
          'El saludo a la destinataria.',
          'Una posdata con algo que se olvidó decir antes.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Para qué sirve la posdata (P. D.) al final de la carta?',
        alternativas: [
          'Para agregar algo que se quiere decir después de la firma.',
          'Para saludar a la prima al comienzo.',
          'Para indicar quién escribe.',
          'Para contar de nuevo el paseo completo a la reserva nacional.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Qué quiere decir Vicente con que sus compañeros «se rieron conmigo y no de mí»?',
        alternativas: [
          'Que se rieron de manera amistosa, sin burlarse.',
          'Que se burlaron de él todo el camino de vuelta a la escuela.',
          'Que nadie se rio.',
          'Que él se rio de sus compañeros.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'proposito',
        enunciado:
          '¿Para qué Vicente le hace preguntas a Josefa en el párrafo que empieza con «Ahora quiero saber de ti»?',
        alternativas: [
          'Para invitarla a responder y seguir la comunicación.',
          'Para probar si sabe nadar.',
          'Para pedirle dinero para el viaje.',
          'Para explicarle cómo se distinguen las huellas de un zorro culpeo en el barro.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado:
          'La laguna estaba «tan quieta que los cerros se reflejaban en el agua como en un espejo». ¿Cómo era el agua?',
        alternativas: ['Sin movimiento.', 'Muy sucia.', 'Muy profunda y oscura.', 'Con muchas olas.'],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        'La profesora de Vicente dice que «una carta se guarda para siempre». ¿Estás de acuerdo en que a veces conviene escribir una carta y no un mensaje? Fundamenta tu opinión.',
      pauta:
        '4 puntos: da una opinión y la fundamenta con al menos una razón relacionada con la carta (se guarda, se pueden enviar objetos como la hoja de coigüe, es más personal). 2 puntos: opina sin fundamentar bien. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una carta de 12 a 15 líneas a un familiar o amigo que viva lejos. Cuéntale una experiencia reciente con detalles, hazle al menos dos preguntas sobre su vida y agrega una posdata. Incluye lugar y fecha, saludo, despedida y firma.',
      pauta:
        '6 puntos: la carta tiene lugar y fecha, saludo, un relato con detalles, preguntas al destinatario, despedida, firma y posdata, con registro informal adecuado y a lo más dos errores de ortografía. 4 puntos: falta una de sus partes o las preguntas. 2 puntos: escribe un relato sin forma de carta. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Carta al alcalde: un paso de cebra frente a la escuela',
    kind: 'informativo',
    band: 2,
    generos: ['carta'],
    parrafos: [
      'Talca, 3 de junio de 2026',
      'Señor Andrés Fuentes Molina',
      'Alcalde de la Municipalidad de Talca',
      'Presente',
      'De nuestra consideración:',
      'Nos dirigimos a usted los estudiantes de 6° básico de la Escuela Villa Las Acacias para solicitarle que se pinte un paso de cebra y se instale un semáforo peatonal en la calle 11 Oriente, frente a la entrada de nuestra escuela.',
      'Todos los días, cerca de trescientos niños cruzamos esa calle a la entrada y a la salida de clases. Los autos pasan rápido, porque es una calle ancha y en bajada, y no hay ninguna señal que les indique que deben detenerse. En una encuesta que hicimos en nuestro curso, 27 de 32 estudiantes dijeron que alguna vez han tenido miedo al cruzar, y el mes pasado una apoderada fue rozada por una camioneta mientras acompañaba a su hija.',
      'Sabemos que la municipalidad tiene muchas calles que arreglar. Sin embargo, creemos que esta es urgente, porque se trata de la seguridad de niños pequeños. Además, el costo de pintar un paso de cebra es bajo comparado con el daño que se podría evitar. La calle 11 Oriente, además, es el camino de los buses escolares y de los camiones que van a la feria, por lo que el tránsito es intenso justo a las horas en que entramos y salimos. Mientras tanto, nuestros profesores se turnan para ayudar a cruzar, pero no pueden estar a todas horas.',
      'Adjuntamos a esta carta los resultados de la encuesta, un plano dibujado por nuestro curso con el lugar exacto y las firmas de apoyo de 85 apoderados.',
      'Le agradecemos de antemano su atención y quedamos atentos a su respuesta. Con gusto lo recibiríamos en nuestra escuela para mostrarle el lugar.',
      'Saludan atentamente a usted,',
      'Estudiantes de 6° básico A',
      'Escuela Villa Las Acacias',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'proposito',
        enunciado: '¿Qué solicitan los estudiantes en esta carta?',
        alternativas: [
          'Un paso de cebra y un semáforo frente a la escuela.',
          'Que se cierre la calle 11 Oriente durante todo el año escolar.',
          'Más profesores para su escuela.',
          'Una visita del alcalde a clases.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Por qué esta carta empieza con «De nuestra consideración:» y no con «Querido alcalde:»?',
        alternativas: [
          'Porque es una carta formal dirigida a una autoridad.',
          'Porque los estudiantes no conocen el nombre del alcalde.',
          'Porque es una carta de amigos.',
          'Porque así empiezan todas las cartas, también las que se escriben a los abuelos.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Para qué mencionan los estudiantes la encuesta de su curso?',
        alternativas: [
          'Para dar un dato que apoye su petición.',
          'Para contar cuántos estudiantes hay en la escuela.',
          'Para quejarse de los apoderados.',
          'Para mostrar que saben hacer gráficos de barras con los resultados.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado:
          'En «Sin embargo, creemos que esta es urgente», ¿qué relación establece «Sin embargo» con la oración anterior?',
        alternativas: [
          'Presenta una idea que se opone en parte a lo anterior.',
          'Da un ejemplo de lo anterior.',
          'Indica el orden de los hechos.',
          'Resume todo lo que se dijo antes en la carta al alcalde.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado:
          'Los estudiantes escriben «Adjuntamos a esta carta los resultados de la encuesta». ¿Qué significa «adjuntar»?',
        alternativas: [
          'Enviar algo junto con la carta.',
          'Romper algo.',
          'Leer algo en voz alta.',
          'Firmar algo con el nombre completo.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Cuál de los argumentos de la carta te parece más convincente para el alcalde? Fundamenta tu elección.',
      pauta:
        '4 puntos: elige un argumento de la carta (la encuesta, el accidente de la apoderada, el bajo costo, los trescientos niños) y explica por qué convencería a una autoridad. 2 puntos: elige un argumento sin explicar. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una carta formal de 12 a 15 líneas a una autoridad de tu comuna para solicitar una mejora en tu barrio. Incluye lugar y fecha, destinatario, saludo formal, la petición, dos argumentos con un dato, lo que adjuntas, despedida y firma.',
      pauta:
        '6 puntos: la carta tiene todas sus partes formales, una petición clara, dos argumentos con al menos un dato, registro formal y a lo más dos errores de ortografía. 4 puntos: falta una parte o un argumento. 2 puntos: escribe la petición sin formato de carta formal. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'La ficha de Catalina para escribir un artículo sobre el huemul',
    kind: 'informativo',
    band: 2,
    generos: ['planificacion'],
    parrafos: [
      'Antes de escribir un artículo para la revista del colegio, Catalina completó esta ficha de planificación.',
      'Qué voy a escribir: un artículo informativo de una página.',
      'Propósito: informar por qué el huemul está en peligro y qué se hace para protegerlo.',
      'Destinatarios: los estudiantes de 3° a 6° básico que leen la revista. Casi ninguno ha visto un huemul, así que tengo que explicar cómo es antes de hablar de sus problemas.',
      'Lo que ya sé: es un ciervo que aparece en el escudo de Chile junto al cóndor. Vive en el sur. Come hojas y brotes, y es muy tímido. Mi abuela dice que de niña vio uno cerca de un lago.',
      'Lo que investigué (y dónde):\n• En Chile quedan alrededor de 1500 huemules (página de la Corporación Nacional Forestal, Conaf).\n• Viven en bosques y laderas de la cordillera, sobre todo en Aysén y Ñuble (libro «Animales de Chile», biblioteca del colegio).\n• Sus amenazas: los perros sueltos, la caza, las enfermedades del ganado y la pérdida de su hábitat (entrevista a mi tío, que es guardabosques en una reserva).',
      'Preguntas que todavía no respondo: ¿cuánto vive un huemul? ¿Hay huemules en zoológicos?',
      'Orden del artículo:\n1. Título llamativo y una pregunta al lector.\n2. Cómo es el huemul y dónde vive.\n3. Por qué está en peligro.\n4. Qué se hace para protegerlo (reservas, campañas).\n5. Cierre: qué podemos hacer nosotros.',
      'Ideas que descarto: la historia del escudo nacional completo, porque es otro tema y alargaría mucho el artículo.',
      'Registro: formal pero cercano, con palabras que entienda un niño de 3° básico. Si uso una palabra difícil, como «hábitat», la explico.',
      'Al revisar me voy a fijar en: que cada párrafo tenga una idea principal, que los datos tengan su fuente, y en las tildes de palabras como «Aysén», «huemul» (que no lleva) y «está».',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'localizar',
        enunciado: '¿Cuál es el propósito del artículo que planifica Catalina?',
        alternativas: [
          'Informar por qué el huemul está en peligro y cómo se protege.',
          'Contar un cuento sobre un huemul.',
          'Convencer a los lectores de visitar un zoológico de Santiago.',
          'Explicar la historia del escudo de Chile.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Por qué Catalina anota dónde encontró cada dato?',
        alternativas: [
          'Para indicar las fuentes y poder comprobar la información.',
          'Para que el artículo sea más largo.',
          'Para no tener que escribir el artículo.',
          'Para saber qué libros debe devolver a la biblioteca del colegio antes del viernes.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Por qué Catalina decide explicar cómo es el huemul antes de hablar de sus problemas?',
        alternativas: [
          'Porque sus lectores casi no conocen al huemul.',
          'Porque es la parte más fácil de escribir.',
          'Porque su tío se lo pidió.',
          'Porque el artículo debe empezar siempre por el final.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Por qué Catalina descarta la historia completa del escudo nacional?',
        alternativas: [
          'Porque se aleja del tema y alargaría el artículo.',
          'Porque no encontró información sobre el escudo.',
          'Porque el huemul no está en el escudo.',
          'Porque a los estudiantes de tercero básico no les gusta leer sobre la historia de Chile.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'Catalina escribe que explicará la palabra «hábitat». ¿Qué significa?',
        alternativas: [
          'El lugar natural donde vive un animal.',
          'La comida preferida de un animal.',
          'Un tipo de ciervo.',
          'Una reserva con guardaparques que cuidan a los animales en peligro.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        'Catalina dejó dos preguntas sin responder. ¿Crees que debería responderlas antes de escribir? Fundamenta tu opinión con su propósito y sus lectores.',
      pauta:
        '4 puntos: da una opinión y la fundamenta con el propósito (informar por qué está en peligro) o con los lectores (niños que no conocen al huemul). 2 puntos: opina sin relacionarlo con el propósito ni los lectores. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Completa una ficha de planificación para un artículo sobre un animal o una planta nativa de Chile: qué vas a escribir, propósito, destinatarios, lo que ya sabes, tres datos investigados con su fuente, el orden de los párrafos y una idea que descartas, con la razón.',
      pauta:
        '6 puntos: la ficha tiene tipo de texto, propósito y destinatarios claros, tres datos con fuente, un orden de al menos cuatro partes y una idea descartada con su razón, con a lo más dos errores de ortografía. 4 puntos: falta una parte o las fuentes. 2 puntos: escribe ideas sueltas sin planificar. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'El plan de Ignacio para escribir un cuento de misterio',
    kind: 'informativo',
    band: 2,
    generos: ['planificacion'],
    parrafos: [
      'Para el concurso de cuentos de la comuna, Ignacio organizó sus ideas en esta ficha antes de escribir.',
      'Qué voy a escribir: un cuento de misterio de dos páginas como máximo, que es lo que pide el concurso.',
      'Propósito: entretener y mantener el suspenso hasta el final.',
      'Lectores: el jurado del concurso y, si gano, los estudiantes de toda la comuna, que leerán el cuento en una antología.',
      'Lluvia de ideas:\n• En la biblioteca del colegio desaparecen libros cada noche.\n• Un perro que habla.\n• La bibliotecaria, la señora Elena, parece saber algo.\n• Una nave espacial aterriza en el patio.\n• Los libros aparecen en la sala de primero básico, abiertos en la página de los dibujos.',
      'Ideas elegidas: los libros que desaparecen, la señora Elena y la sala de primero básico. Descarto el perro que habla y la nave espacial, porque harían un cuento de fantasía y no de misterio.',
      'Personajes: Sofía, de 11 años, que quiere ser detective y anota todo en una libreta; la señora Elena, la bibliotecaria, callada y nerviosa; Tomasito, de 6 años, el hermano menor de Sofía.',
      'Lugar y tiempo: una escuela de Linares, durante la última semana de clases antes de las vacaciones de invierno.',
      'Estructura:\n1. Inicio: Sofía descubre que faltan libros y decide investigar.\n2. Desarrollo: sigue pistas (huellas pequeñas, migas de galleta, la señora Elena que esconde una llave) y sospecha de la bibliotecaria.\n3. Clímax: una noche, Sofía se esconde en la biblioteca y ve entrar a alguien.\n4. Desenlace: era Tomasito, que sacaba los libros para que sus compañeros de primero vieran los dibujos; la señora Elena lo sabía y lo dejaba.',
      'Narrador: en tercera persona, para poder contar lo que piensa Sofía sin revelar lo que sabe la señora Elena.',
      'Para revisar: que las pistas aparezcan antes del final, que los diálogos lleven raya y que el título no cuente la solución.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué Ignacio descarta el perro que habla y la nave espacial?',
        alternativas: [
          'Porque convertirían su cuento en uno de fantasía y no de misterio.',
          'Porque no le gustan los animales.',
          'Porque el concurso no acepta personajes.',
          'Porque ya los había usado en otro cuento que mandó al concurso del año pasado.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿En qué parte de la estructura se resuelve el misterio?',
        alternativas: [
          'En el desenlace',
          'En el inicio',
          'En el desarrollo',
          'En la lluvia de ideas que escribió primero',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'proposito',
        enunciado: '¿Para qué sirven las pistas que Ignacio pone en el desarrollo?',
        alternativas: [
          'Para que el lector pueda sospechar y mantener el suspenso.',
          'Para alargar el cuento hasta las dos páginas.',
          'Para explicar quiénes son los personajes.',
          'Para que el jurado sepa en qué escuela de Linares estudia el autor del cuento.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'localizar',
        enunciado: '¿Por qué Ignacio elige un narrador en tercera persona?',
        alternativas: [
          'Para contar lo que piensa Sofía sin revelar lo que sabe la bibliotecaria.',
          'Porque el concurso lo exige.',
          'Porque así el cuento es más corto.',
          'Porque Tomasito todavía no sabe escribir y no podría contar la historia él mismo.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'Si gana, el cuento se publicará en una «antología». ¿Qué es una antología?',
        alternativas: [
          'Un libro que reúne textos de distintos autores.',
          'Un premio en dinero.',
          'Un diario de vida.',
          'Una biblioteca de una escuela de la comuna donde se guardan los cuentos.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        'Ignacio anota que el título no debe contar la solución. ¿Estás de acuerdo? Fundamenta tu opinión con el propósito del cuento.',
      pauta:
        '4 puntos: da una opinión y la fundamenta con el propósito (mantener el suspenso hasta el final) o con los lectores. 2 puntos: opina sin relacionarlo con el propósito. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Planifica un cuento de misterio en una ficha: propósito, lectores, una lluvia de ideas con al menos cinco ideas, las que eliges y las que descartas (con la razón), personajes, lugar y tiempo, y la estructura en inicio, desarrollo con dos pistas, clímax y desenlace.',
      pauta:
        '6 puntos: la ficha tiene propósito y lectores, lluvia de ideas, ideas descartadas con razón, personajes, lugar y tiempo, y una estructura completa con dos pistas, con a lo más dos errores de ortografía. 4 puntos: falta una parte o las pistas. 2 puntos: escribe el cuento sin planificarlo. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'El juicio del lobo',
    kind: 'narrativo',
    band: 2,
    generos: ['teatro'],
    parrafos: [
      'Personajes: JUEZA BÚHO, una lechuza anciana y solemne; LOBO, elegante, con corbata y voz muy suave; CAPERUCITA, decidida, habla rápido; ABUELITA, con bastón, algo sorda; LEÑADOR, muy alto y tímido.',
      '(Un tribunal en medio del bosque. La Jueza está sentada sobre un tronco alto. El Lobo se arregla la corbata; Caperucita cruza los brazos.)',
      'JUEZA: (Golpea el tronco con un martillo de madera.) Se abre la sesión. Señor Lobo, se le acusa de haberse comido a una abuela. ¿Qué tiene que decir?',
      'LOBO: (Con voz dulce, casi cantando.) Señoría, todo es un malentendido. Yo solo pasaba por la casa de la señora a preguntar por su salud. Soy un lobo muy educado.',
      'CAPERUCITA: (Se pone de pie de un salto.) ¡Mentira! ¡Se puso el camisón de mi abuela y me dijo que tenía esos dientes tan grandes para comerme mejor!',
      'JUEZA: Orden, orden. Señorita, espere su turno. (Al Lobo.) ¿Es cierto lo del camisón?',
      'LOBO: (Tose, nervioso, y se suelta la corbata.) Bueno… hacía frío, Señoría.',
      'JUEZA: Llamo a declarar a la abuelita.',
      'ABUELITA: (Se acerca muy despacio, apoyada en el bastón.) ¿Qué? ¿Que me siente? ¡Ya voy, ya voy!',
      '(Todos se ríen. La Jueza pide silencio con un ala.)',
      'ABUELITA: (Gritando, porque no se oye bien.) ¡Ese animal me encerró en el ropero toda la tarde! ¡Y se comió mis galletas de avena!',
      'LEÑADOR: (Levanta la mano, con voz muy bajita, mirando el suelo.) Yo… yo la saqué del ropero, Señoría. El lobo salió corriendo por la ventana.',
      'JUEZA: (Se acomoda los anteojos y piensa en silencio.) Entonces, señor Lobo, usted no se comió a la abuela, pero sí la encerró, la asustó, se puso su ropa y se comió sus galletas.',
      'LOBO: (Baja las orejas.) Dicho así, suena bastante mal.',
      'JUEZA: Este tribunal lo condena a hornear galletas de avena para la abuelita todos los domingos durante un año. Y a pedir disculpas ahora mismo.',
      'LOBO: (Mira a Caperucita y a la abuelita; luego, con voz ronca y verdadera.) Lo siento. De verdad.',
      'ABUELITA: ¿Qué dijo?',
      'CAPERUCITA: (Sonriendo, al oído de la abuela.) ¡Que el domingo hay galletas, abuela!',
      '(Se apagan las luces. Fin.)',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Para qué sirve la lista de personajes del comienzo?',
        alternativas: [
          'Para presentar a los personajes y cómo son.',
          'Para contar el final de la obra antes de empezar.',
          'Para indicar lo que dice cada personaje.',
          'Para explicar dónde queda el bosque.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado:
          'Al comienzo el Lobo habla «con voz dulce, casi cantando» y al final «con voz ronca y verdadera». ¿Qué muestra ese cambio?',
        alternativas: [
          'Que deja de fingir y se arrepiente de verdad.',
          'Que se resfrió durante el juicio.',
          'Que quiere cantar una canción.',
          'Que está enojado con la Jueza porque lo condenó a hornear galletas.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué la Abuelita responde «¿Que me siente?» cuando la llaman a declarar?',
        alternativas: [
          'Porque no oye bien.',
          'Porque está muy cansada de caminar con el bastón por el bosque.',
          'Porque no quiere hablar.',
          'Porque está enojada con Caperucita.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Cómo debería actuar quien representa al Leñador, según las acotaciones?',
        alternativas: [
          'Con voz bajita, mirando el suelo, como alguien tímido.',
          'Gritando y golpeando el tronco.',
          'Riéndose todo el tiempo.',
          'Con voz dulce, casi cantando, como el Lobo al comienzo del juicio.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'El Lobo dice que todo es «un malentendido». ¿Qué quiere decir?',
        alternativas: [
          'Que los demás entendieron mal lo que pasó.',
          'Que él no sabe leer.',
          'Que la abuela está enferma.',
          'Que el juicio terminó y puede irse a su casa del bosque.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Te parece justa la condena de la Jueza? Fundamenta tu opinión con lo que dicen o hacen los personajes en la obra.',
      pauta:
        '4 puntos: da una opinión y la fundamenta con hechos de la obra (encerró y asustó a la abuela, se comió las galletas, pidió disculpas). 2 puntos: opina con un fundamento general. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una escena de teatro de 12 a 15 líneas en que otro personaje de un cuento tradicional es juzgado (el lobo de los tres chanchitos, la madrastra de Blancanieves). Incluye la lista de personajes con una característica de cada uno, acotaciones que indiquen cómo cambian la voz y los gestos, y un final.',
      pauta:
        '6 puntos: la escena tiene lista de personajes caracterizados, parlamentos con el nombre de quien habla, al menos cuatro acotaciones sobre voz, gestos o movimientos, y un final, con a lo más dos errores de ortografía. 4 puntos: faltan acotaciones o la caracterización. 2 puntos: escribe un relato sin forma de obra de teatro. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'El último día del almacén de don Lucho',
    kind: 'narrativo',
    band: 2,
    generos: ['teatro'],
    parrafos: [
      'Personajes: DON LUCHO, almacenero de 80 años, habla despacio y hace bromas; CLARA, de 12 años, vecina, curiosa; MATÍAS, de 11 años, su amigo, impaciente; SEÑORA GLADYS, vecina, conversadora.',
      '(Un almacén de barrio en Valparaíso. Estantes casi vacíos, cajas en el suelo. Don Lucho envuelve frascos en papel de diario. Suena una campanilla: entran Clara y Matías.)',
      'CLARA: (Mira a su alrededor, sorprendida.) Don Lucho, ¿por qué está todo en cajas?',
      'DON LUCHO: (Sin dejar de envolver, con una sonrisa cansada.) Porque hoy cierro, mijita. Cincuenta y dos años abriendo esta puerta a las ocho de la mañana. Ya es hora de que la puerta descanse. Y yo también.',
      'MATÍAS: (Golpea el mesón con la mano.) ¡Pero no puede cerrar! ¿Dónde vamos a comprar los dulces de a cien?',
      'DON LUCHO: (Se ríe.) En el supermercado, como todo el mundo. Aunque allá nadie te va a fiar hasta el lunes.',
      '(Entra la señora Gladys con una bolsa de pan.)',
      'SEÑORA GLADYS: (Hablando muy rápido.) ¡Lucho! Me dijeron en la feria que cerrabas y no lo podía creer. ¿Y ahora a quién le voy a contar las novedades del cerro?',
      'DON LUCHO: (Le guiña un ojo a Clara.) A los niños, Gladys. Ellos escuchan mejor que yo.',
      '(Silencio. Clara toma un frasco vacío del mesón y lo mira a contraluz.)',
      'CLARA: (En voz baja.) Aquí me compró mi papá mi primer chicle. Me acuerdo del frasco.',
      'DON LUCHO: (Deja de envolver. Se emociona, pero lo disimula con una broma.) Ese frasco tiene más años que tu papá. Llévatelo, pues. Pero cuídalo, que es antigüedad.',
      'MATÍAS: (Más calmado, se acerca al mesón.) ¿Y qué va a hacer ahora, don Lucho?',
      'DON LUCHO: Dormir hasta las nueve, primero. Después, enseñarle a mi nieto a jugar dominó. Y pasar por aquí a mirar quién pone el negocio nuevo.',
      'SEÑORA GLADYS: (Secándose los ojos con un pañuelo.) Ay, no me haga llorar, que se me moja el pan.',
      '(Todos ríen. Don Lucho apaga la luz del almacén; la campanilla suena por última vez. Telón.)',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué informa la acotación del comienzo, escrita entre paréntesis antes del primer parlamento?',
        alternativas: [
          'Dónde ocurre la escena y cómo se ve el almacén.',
          'Lo que dice Don Lucho en voz alta.',
          'La edad de todos los personajes.',
          'Cuánto cuestan los dulces que compran Clara y Matías en el almacén.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Qué muestra la acotación «Se emociona, pero lo disimula con una broma»?',
        alternativas: [
          'Que a Don Lucho le cuesta mostrar su pena.',
          'Que Don Lucho está enojado con Clara.',
          'Que no le importa cerrar.',
          'Que quiere vender el frasco a buen precio antes de cerrar el almacén.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Cómo cambia Matías durante la escena?',
        alternativas: [
          'Empieza impaciente y termina más calmado.',
          'Empieza feliz y termina enojado.',
          'No cambia: está aburrido desde que entra hasta que se va.',
          'Empieza callado y termina gritando.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado:
          'Don Lucho dice que en el supermercado «nadie te va a fiar hasta el lunes». ¿Qué significa «fiar» aquí?',
        alternativas: [
          'Vender algo para que se pague después.',
          'Regalar dulces.',
          'Confiar un secreto.',
          'Abrir la tienda temprano en la mañana.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Por qué es importante que la campanilla suene «por última vez» al final?',
        alternativas: [
          'Porque marca que el almacén se cierra para siempre.',
          'Porque llega un cliente nuevo.',
          'Porque se acabó el recreo.',
          'Porque la señora Gladys vuelve a comprar pan para la once.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Qué personaje te parece mejor caracterizado por su forma de hablar? Fundamenta tu elección con uno de sus parlamentos y una acotación.',
      pauta:
        '4 puntos: elige un personaje y lo fundamenta con un parlamento y una acotación pertinentes (las bromas de Don Lucho, lo rápido que habla la señora Gladys, la impaciencia de Matías). 2 puntos: elige un personaje con un solo apoyo. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una escena de teatro de 12 a 15 líneas sobre una despedida en tu barrio o en tu escuela. Incluye la lista de personajes con su forma de hablar, una acotación inicial que describa el lugar, acotaciones de voz y gestos, y un final que cierre la escena.',
      pauta:
        '6 puntos: la escena tiene lista de personajes caracterizados, acotación inicial de lugar, parlamentos que muestran cómo habla cada uno, al menos tres acotaciones de voz o gestos y un final, con a lo más dos errores de ortografía. 4 puntos: falta la acotación inicial o la caracterización. 2 puntos: escribe un relato sin forma de obra de teatro. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Guion de una exposición: Gabriela Mistral, maestra y poeta',
    kind: 'informativo',
    band: 2,
    generos: ['exposicion'],
    parrafos: [
      'Introducción. [Muestro un billete de cinco mil pesos.] Buenos días. ¿Alguien sabe quién es la mujer que aparece en este billete? Es Gabriela Mistral, la primera persona de América Latina que ganó el Premio Nobel de Literatura. Hoy les voy a contar quién fue, por qué fue tan importante como profesora y qué escribió.',
      'Desarrollo, primera parte: su vida. Gabriela Mistral nació en Vicuña, en el valle de Elqui, en 1889. Su verdadero nombre era Lucila Godoy Alcayaga; «Gabriela Mistral» fue el nombre que eligió para firmar sus poemas. Creció en un pueblo pequeño rodeado de cerros, y ese paisaje aparece muchas veces en lo que escribió.',
      'Desarrollo, segunda parte: la maestra. Antes de ser una poeta famosa, fue profesora en escuelas de pueblos y ciudades de Chile, de norte a sur. Pensaba que todos los niños, también los más pobres, tenían derecho a aprender y a leer buenos libros. Por eso, más tarde, ayudó a organizar escuelas y bibliotecas en México. [Muestro una foto de Gabriela con sus alumnas.]',
      'Desarrollo, tercera parte: la poeta. Escribió poemas para adultos y también rondas y canciones de cuna para niños. Muchos hablan de la naturaleza, de la maternidad y de la infancia. En 1945 recibió el Premio Nobel de Literatura. Vivió muchos años fuera de Chile, trabajando como cónsul en distintos países, y murió en Nueva York en 1957.',
      'Cierre. En resumen, Gabriela Mistral fue una maestra que creía en la educación de todos y una poeta que llevó el nombre de Chile por el mundo. Les propongo que, la próxima vez que tengan un billete de cinco mil en la mano, se acuerden de que detrás de esa cara hay una profesora como las nuestras. Para terminar, les voy a leer una ronda breve suya. Muchas gracias. ¿Tienen preguntas?',
      'Notas para mí: mirar al curso y no solo a la hoja, hablar más lento en las fechas, tener a mano el libro de rondas y no pasar de cinco minutos.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Para qué muestra el expositor un billete al comienzo?',
        alternativas: [
          'Para captar la atención del curso con algo conocido.',
          'Para explicar cuánto costaban los libros en 1889.',
          'Para pagar la entrada.',
          'Para hablar de la economía de Chile y del precio de las cosas.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Cuál era el verdadero nombre de Gabriela Mistral?',
        alternativas: ['Lucila Godoy Alcayaga', 'Gabriela Elqui', 'Lucía Vicuña', 'Gabriela Godoy de Nueva York'],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Cómo está organizado el desarrollo de la exposición?',
        alternativas: [
          'En tres partes: su vida, la maestra y la poeta.',
          'En orden alfabético.',
          'En preguntas del público.',
          'En una sola parte sobre el Premio Nobel y los países donde trabajó como cónsul.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'proposito',
        enunciado: '¿Qué hace el expositor en el cierre?',
        alternativas: [
          'Resume las ideas principales y hace una propuesta al curso.',
          'Cuenta dónde nació Gabriela Mistral.',
          'Presenta el tema por primera vez.',
          'Muestra la foto de Gabriela Mistral con sus alumnas en una escuela.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'Gabriela Mistral escribió «rondas y canciones de cuna». ¿Qué es una canción de cuna?',
        alternativas: [
          'Una canción suave para hacer dormir a un niño.',
          'Una canción para bailar en una fiesta.',
          'Un himno.',
          'Una canción que se canta en los actos del colegio cuando llegan las vacaciones.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Qué recurso de apoyo de esta exposición te parece más eficaz (el billete, la foto o la lectura de una ronda)? Fundamenta tu elección.',
      pauta:
        '4 puntos: elige un recurso y explica por qué ayuda a la audiencia (capta la atención, muestra a Gabriela como maestra, permite escuchar su poesía). 2 puntos: elige un recurso sin explicar bien. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe el guion de una exposición de tres a cinco minutos sobre una persona chilena que admires. Incluye una introducción que capte la atención, un desarrollo en dos o tres partes con datos, un cierre que resuma y proponga algo, los apoyos visuales entre corchetes y tus notas para hablar.',
      pauta:
        '6 puntos: el guion tiene introducción con un recurso para captar la atención, un desarrollo organizado en partes con datos, un cierre que resume, al menos un apoyo visual y notas para la presentación, con a lo más dos errores de ortografía. 4 puntos: falta una parte o los apoyos. 2 puntos: escribe datos sueltos sin forma de exposición. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Guion de una exposición: ¿qué hacemos con la basura electrónica?',
    kind: 'informativo',
    band: 2,
    generos: ['exposicion'],
    parrafos: [
      'Introducción. [Pongo sobre la mesa un celular viejo, un cargador y unos audífonos rotos.] Buenos días. Levanten la mano los que tienen en su casa un cajón con cables, cargadores o celulares que ya no usan. (Espero.) Casi todos, ¿cierto? Hoy les vamos a explicar qué es la basura electrónica, por qué es un problema y qué podemos hacer con ella. Somos Antonia y Felipe, y vamos a dividirnos las partes.',
      'Desarrollo, primera parte (Antonia): qué es. La basura electrónica son los aparatos que funcionan con electricidad o con pilas y que ya no se usan: celulares, computadores, juguetes con pilas, hervidores, cables. Cada año en el mundo se botan millones de toneladas, y es el tipo de basura que más rápido crece.',
      'Desarrollo, segunda parte (Felipe): por qué es un problema. [Muestro un gráfico con los materiales de un celular.] Estos aparatos tienen metales valiosos, como cobre y oro, pero también sustancias tóxicas, como el plomo y el mercurio. Si se botan en la basura común y llegan a un vertedero, esas sustancias pueden pasar a la tierra y al agua. Además, se pierden materiales que podrían reutilizarse.',
      'Desarrollo, tercera parte (Antonia): qué podemos hacer. Primero, usar los aparatos el mayor tiempo posible y repararlos cuando se pueda. Segundo, regalar los que todavía funcionan. Tercero, llevar los que están malos a un punto limpio o a una campaña de reciclaje electrónico, nunca al basurero de la casa. [Muestro un mapa de la comuna con los puntos limpios marcados.]',
      'Cierre (Felipe). En resumen, la basura electrónica crece rápido, puede contaminar y tiene materiales valiosos. Por eso les proponemos una campaña: durante mayo, juntemos en una caja en la sala los aparatos que no usamos, y al final del mes los llevamos juntos al punto limpio. ¿Quién se anima? Muchas gracias por escucharnos.',
      'Notas para nosotros: hablar fuerte y con pausas, turnarnos sin interrumpirnos, mirar a todo el curso y mostrar el mapa con calma. Tenemos seis minutos.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué hacen los expositores al comienzo para interesar al curso?',
        alternativas: [
          'Muestran aparatos viejos y hacen una pregunta al público.',
          'Leen la definición de un diccionario.',
          'Proponen una campaña.',
          'Explican todos los materiales que tiene un celular, uno por uno, desde el más caro.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: 'Según la exposición, ¿por qué la basura electrónica puede contaminar?',
        alternativas: [
          'Porque tiene sustancias tóxicas, como el plomo y el mercurio.',
          'Porque tiene cobre y oro.',
          'Porque ocupa mucho espacio en los cajones de las casas y de las oficinas.',
          'Porque los celulares se calientan mucho.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Para qué sirven las palabras «Primero», «Segundo» y «Tercero» en la tercera parte?',
        alternativas: [
          'Para ordenar las acciones que proponen.',
          'Para indicar quién habla.',
          'Para contar los minutos de la exposición.',
          'Para numerar los puntos limpios del mapa de la comuna que muestran al final.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué los expositores escribieron entre paréntesis su nombre en cada parte?',
        alternativas: [
          'Para saber a quién le toca hablar en cada momento.',
          'Para que el curso aprenda sus nombres.',
          'Para firmar el guion.',
          'Para que la profesora sepa a quién ponerle la nota de cada parte de la presentación.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'Los expositores dicen que los materiales «podrían reutilizarse». ¿Qué significa?',
        alternativas: [
          'Que podrían volver a usarse.',
          'Que deben botarse.',
          'Que son muy caros.',
          'Que se pueden comprar en el punto limpio de la comuna.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Crees que la campaña que proponen al final convencerá al curso? Fundamenta tu opinión con una parte de la exposición.',
      pauta:
        '4 puntos: da una opinión y la fundamenta con una parte de la exposición (la pregunta inicial que muestra que todos tienen aparatos, el daño al agua y la tierra, el mapa de puntos limpios). 2 puntos: opina con un fundamento general. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe, con un compañero, el guion de una exposición de cinco minutos sobre un problema ambiental de tu comuna. Repártanse las partes (indíquenlo entre paréntesis), empiecen con un recurso que capte la atención, usen conectores de orden y terminen con una propuesta al curso.',
      pauta:
        '6 puntos: el guion tiene introducción con un recurso para captar la atención, un desarrollo con datos organizado con conectores, un cierre con una propuesta, las partes repartidas y al menos un apoyo visual, con a lo más dos errores de ortografía. 4 puntos: falta una parte o la propuesta. 2 puntos: escribe datos sin forma de exposición. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Entrevista a una bombera voluntaria',
    kind: 'informativo',
    band: 2,
    generos: ['dialogo'],
    parrafos: [
      'Para la radio del colegio, Emilia y Simón, de 6° básico, entrevistaron a Carolina Araya, bombera voluntaria de la Tercera Compañía de Bomberos de Ovalle. Esta es la transcripción.',
      'EMILIA: Buenas tardes, Carolina. Muchas gracias por recibirnos en el cuartel.',
      'CAROLINA: Buenas tardes, chiquillos. Gracias a ustedes por venir.',
      'SIMÓN: Para empezar, ¿cuánto tiempo lleva siendo bombera?',
      'CAROLINA: Doce años. Entré a los dieciocho, recién salida del liceo.',
      'EMILIA: ¿Y por qué decidió ser bombera?',
      'CAROLINA: Cuando era niña se quemó la casa de mis vecinos. Los bomberos llegaron en pocos minutos y sacaron a la abuelita que vivía ahí. Nunca se me olvidó. Pensé: yo quiero hacer eso algún día.',
      'SIMÓN: Usted dijo que es voluntaria. ¿Eso quiere decir que no le pagan?',
      'CAROLINA: Exacto. En Chile casi todos los bomberos somos voluntarios. Yo trabajo como enfermera en el hospital y, cuando suena la alarma y estoy libre, vengo corriendo.',
      'EMILIA: ¿No le da miedo entrar a un incendio?',
      'CAROLINA: (Se ríe.) Claro que sí. El miedo es bueno, porque te hace tener cuidado. Lo importante es entrenar mucho y confiar en el equipo. Nadie entra solo.',
      'SIMÓN: Perdón, ¿podría explicar eso de que nadie entra solo?',
      'CAROLINA: Siempre entramos en parejas o en grupos, y afuera hay alguien que sabe exactamente quién está adentro. Así nos cuidamos unos a otros.',
      'EMILIA: ¿Cómo es un día de entrenamiento?',
      'CAROLINA: Practicamos los domingos en la mañana: subimos escalas, usamos las mangueras y rescatamos a un muñeco desde una pieza llena de humo.',
      'EMILIA: Para terminar, ¿qué consejo les daría a los niños que nos escuchan?',
      'CAROLINA: Que tengan un plan de evacuación en su casa: saber por dónde salir y dónde juntarse afuera. Y que nunca jueguen con fósforos ni con velas.',
      'SIMÓN: Muchas gracias, Carolina, por su tiempo y por lo que hace.',
      'CAROLINA: Gracias a ustedes. ¡Y los espero en el aniversario de la compañía!',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Cómo se organiza una entrevista como esta?',
        alternativas: [
          'En preguntas de los entrevistadores y respuestas de la entrevistada.',
          'En capítulos con título.',
          'En versos y estrofas.',
          'En pasos numerados que se deben seguir en orden para apagar un incendio.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Por qué decidió Carolina ser bombera?',
        alternativas: [
          'Porque de niña vio cómo los bomberos rescataron a una vecina.',
          'Porque le pagan muy bien.',
          'Porque su papá y su abuelo también fueron bomberos en la compañía.',
          'Porque no le tiene miedo al fuego.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'proposito',
        enunciado: '¿Para qué Simón pregunta «¿podría explicar eso de que nadie entra solo?»?',
        alternativas: [
          'Para pedir que aclare algo que no quedó claro.',
          'Para cambiar de tema.',
          'Para contradecir a Carolina.',
          'Para terminar la entrevista porque se acabó el tiempo de la radio del colegio.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué fórmulas de cortesía usan los entrevistadores?',
        alternativas: [
          'Saludan, agradecen y piden perdón antes de interrumpir.',
          'Solo hacen preguntas.',
          'Ninguna.',
          'Solo se despiden al final de la entrevista, cuando Carolina los invita al aniversario.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'Carolina recomienda tener un «plan de evacuación». ¿Qué es?',
        alternativas: [
          'Un plan para saber cómo salir de la casa y dónde reunirse en una emergencia.',
          'Un plan para apagar incendios con agua.',
          'Un plan para ahorrar dinero.',
          'Un plan de vacaciones para salir de la ciudad con toda la familia en el verano.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        'Carolina dice que «el miedo es bueno». ¿Estás de acuerdo? Fundamenta tu opinión con lo que ella explica en la entrevista.',
      pauta:
        '4 puntos: da una opinión y la fundamenta con la entrevista (el miedo hace tener cuidado, se entrena, se confía en el equipo). 2 puntos: opina con un fundamento general. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Prepara y escribe una entrevista de al menos seis preguntas a una persona de tu comunidad que haga un trabajo importante. Incluye una presentación de la persona, el saludo, preguntas que pidan razones o ejemplos, una pregunta para aclarar una respuesta y la despedida con agradecimiento.',
      pauta:
        '6 puntos: la entrevista tiene presentación, saludo, al menos seis preguntas abiertas y pertinentes, una pregunta de aclaración, respuestas verosímiles y despedida con agradecimiento, con a lo más dos errores de ortografía. 4 puntos: faltan la aclaración o las fórmulas de cortesía. 2 puntos: escribe preguntas sueltas sin respuestas. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Una biblioteca sobre ruedas recorre los cerros de Valparaíso',
    kind: 'informativo',
    band: 2,
    generos: ['noticia'],
    parrafos: [
      'Una biblioteca sobre ruedas recorre los cerros de Valparaíso',
      'Un antiguo furgón escolar, convertido en biblioteca por vecinos y estudiantes, presta cada semana más de doscientos libros en barrios donde no hay bibliotecas cerca.',
      'Valparaíso. Todos los sábados, a las diez de la mañana, un furgón amarillo lleno de libros se estaciona en la plaza del cerro Las Cañas. En pocos minutos se forma una fila de niños, adultos mayores y familias que devuelven los libros de la semana anterior y eligen otros nuevos.',
      'La idea nació en 2025, cuando la junta de vecinos del cerro notó que la biblioteca más cercana estaba a casi una hora a pie, por calles empinadas y escaleras. «Muchos niños nunca habían tenido un libro propio en las manos», explicó Patricia Muñoz, presidenta de la junta de vecinos.',
      'Con una campaña de donaciones reunieron más de tres mil libros. Un mecánico del barrio reparó el motor del furgón y los estudiantes de un liceo técnico construyeron los estantes, que tienen barras para que los libros no se caigan en las curvas.',
      'Hoy el furgón visita cuatro cerros. Para llevarse un libro solo hay que inscribirse con el nombre y la dirección. «Yo leo con mi nieta los sábados en la tarde; ahora esperamos el furgón como quien espera a una visita», contó Rosa Gálvez, de 74 años.',
      'Los voluntarios, que son doce, se turnan para manejar, ordenar los libros y leer cuentos en voz alta a los más pequeños mientras sus familias eligen. Cada libro lleva una etiqueta con el nombre del cerro donde fue donado.',
      'Según los registros de los voluntarios, los libros más pedidos son los de cuentos ilustrados, los de animales y las novelas juveniles. Los organizadores esperan conseguir el apoyo de la municipalidad para contratar a un chofer y llegar también a los cerros más alejados.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué función cumple el texto que va debajo del título, antes de «Valparaíso.»?',
        alternativas: [
          'Es la bajada: resume lo más importante de la noticia.',
          'Es la opinión del periodista.',
          'Es una cita de una vecina.',
          'Es el cierre de la noticia, que dice lo que va a pasar con el furgón en el futuro.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Por qué nació la idea de la biblioteca sobre ruedas?',
        alternativas: [
          'Porque la biblioteca más cercana estaba a casi una hora a pie.',
          'Porque un liceo quería vender libros.',
          'Porque el furgón escolar estaba abandonado en la plaza del cerro Las Cañas.',
          'Porque la municipalidad lo ordenó.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'proposito',
        enunciado: '¿Para qué se incluyen en la noticia las palabras de Patricia Muñoz y de Rosa Gálvez?',
        alternativas: [
          'Para que hablen personas que conocen el proyecto y le den credibilidad.',
          'Para contar un cuento.',
          'Para dar la opinión del diario.',
          'Para explicar cómo se repara el motor de un furgón escolar que estaba en mal estado.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Evaluar',
        foco: 'inferir',
        enunciado: '¿Qué información NO entrega la noticia?',
        alternativas: [
          'Cuánto dinero cuesta mantener el furgón cada mes.',
          'Qué libros son los más pedidos.',
          'Cuántos cerros visita el furgón.',
          'Qué hay que hacer para llevarse un libro prestado.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'Las calles del cerro son «empinadas». ¿Qué significa?',
        alternativas: [
          'Que tienen mucha pendiente.',
          'Que están sucias.',
          'Que son muy anchas.',
          'Que tienen muchos árboles y plazas para descansar en el camino.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Crees que la municipalidad debería apoyar este proyecto? Fundamenta tu opinión con dos datos de la noticia.',
      pauta:
        '4 puntos: da una opinión y la fundamenta con dos datos de la noticia (la distancia a la biblioteca, los cuatro cerros, los doscientos libros semanales, los niños sin libros). 2 puntos: opina con un solo dato. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una noticia de 12 a 15 líneas sobre una iniciativa de tu barrio o de tu escuela. Incluye título, bajada, un primer párrafo que responda qué, quién, cuándo y dónde, una cita de un testigo entre comillas y un cierre con lo que viene.',
      pauta:
        '6 puntos: la noticia tiene título, bajada, un primer párrafo con qué, quién, cuándo y dónde, una cita entre comillas, un cierre y lenguaje objetivo, con a lo más dos errores de ortografía. 4 puntos: falta la bajada o la cita. 2 puntos: cuenta el hecho sin la estructura de la noticia. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Alerta falsa: el mensaje de los helados gratis',
    kind: 'informativo',
    band: 2,
    generos: ['noticia'],
    parrafos: [
      'Alerta falsa: el mensaje de los helados gratis',
      'Una cadena que prometía helados gratis a quien la reenviara a diez contactos circuló entre estudiantes de Rancagua. La empresa aclaró que nunca hizo esa promoción.',
      'Rancagua. Durante la semana pasada, cientos de niños y apoderados de la ciudad recibieron por aplicaciones de mensajería un texto que decía: «¡Heladería Polar regala un helado gigante a todos los que reenvíen este mensaje a diez amigos! Solo por hoy. Haz clic en el enlace y escribe tu nombre, tu colegio y tu dirección». Algunos niños lo reenviaron a todos sus contactos sin pensarlo dos veces.',
      'El lunes, la empresa publicó un comunicado en su página oficial: «Heladería Polar no está regalando helados. Ese mensaje es falso y no fue enviado por nosotros. Nunca pedimos datos personales por mensajes». Además, pidió a las personas que no abrieran el enlace.',
      'La profesora de Tecnología de la Escuela Los Aromos, Verónica Lagos, aprovechó el caso para conversar con sus estudiantes de sexto básico. «Les enseñé a hacerse tres preguntas antes de creer o reenviar algo: quién lo envía, qué gana esa persona y dónde puedo comprobarlo», explicó.',
      'Sus estudiantes descubrieron varias pistas de que el mensaje era falso: no tenía fecha, tenía faltas de ortografía, presionaba con «solo por hoy» y pedía datos privados, como la dirección. «Yo casi lo reenvié, porque mi hermano chico quería el helado», reconoció Agustín, de once años.',
      'Según la profesora, en los días siguientes varios apoderados le contaron que también habían recibido mensajes parecidos, que prometían entradas gratis al cine o teléfonos a mitad de precio. Todos tenían algo en común: pedían actuar rápido y entregar datos personales.',
      'La Policía de Investigaciones recomienda no compartir datos personales en enlaces desconocidos y revisar siempre la información en las páginas oficiales de las empresas o instituciones.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'localizar',
        enunciado: '¿Quién emitió realmente el mensaje de los helados gratis, según la noticia?',
        alternativas: [
          'No se sabe: la empresa aclaró que no fue ella.',
          'Heladería Polar.',
          'La profesora Verónica Lagos.',
          'La Policía de Investigaciones, para probar a los estudiantes de la escuela.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Cuál era probablemente el propósito de quien creó el mensaje falso?',
        alternativas: [
          'Conseguir datos personales de las personas.',
          'Regalar helados a los niños.',
          'Enseñar a reconocer noticias falsas.',
          'Hacer publicidad honesta para una heladería de Rancagua que recién abría.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Evaluar',
        foco: 'proposito',
        enunciado: '¿Por qué la noticia cita el comunicado de la página oficial de la empresa?',
        alternativas: [
          'Porque es una fuente confiable para comprobar que el mensaje era falso.',
          'Porque la empresa pagó para aparecer.',
          'Porque así la noticia es más larga.',
          'Porque el comunicado también regalaba helados a quienes lo compartieran con diez amigos.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'localizar',
        enunciado: '¿Cuál de estas fue una pista de que el mensaje era falso?',
        alternativas: [
          'Pedía datos privados, como la dirección.',
          'Hablaba de helados.',
          'Llegó por un teléfono.',
          'Lo recibieron cientos de niños y apoderados de toda la ciudad durante la semana.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'Una «cadena» de mensajes es:',
        alternativas: [
          'Un mensaje que pide ser reenviado a muchas personas.',
          'Un collar de metal.',
          'Una tienda de helados.',
          'Una fila de personas que esperan su turno para comprar un helado gigante.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        'Aplica las tres preguntas de la profesora Lagos a un mensaje o noticia que hayas recibido o visto. ¿Era confiable? Fundamenta tu respuesta.',
      pauta:
        '4 puntos: aplica las tres preguntas (quién lo envía, qué gana, dónde comprobarlo) a un ejemplo concreto y concluye de forma fundamentada si era confiable. 2 puntos: aplica solo una o dos preguntas. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una noticia de 12 a 15 líneas para el diario mural que advierta sobre un mensaje o rumor falso (inventado por ti). Incluye título, bajada, el lugar al comienzo del primer párrafo, la aclaración de una fuente oficial entre comillas y un consejo final.',
      pauta:
        '6 puntos: la noticia tiene título, bajada, lugar al inicio, qué, quién, cuándo y dónde, la cita de una fuente oficial y un consejo final, con lenguaje objetivo y a lo más dos errores de ortografía. 4 puntos: falta la bajada o la fuente. 2 puntos: cuenta el caso sin la estructura de la noticia. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Debate en 6° básico: ¿tareas para la casa, sí o no?',
    kind: 'informativo',
    band: 2,
    generos: ['dialogo'],
    parrafos: [
      'El 6° básico A organizó un debate. Dos equipos defendieron posturas distintas y la profesora moderó. Esta es una parte de la transcripción.',
      'MODERADORA: Buenos días. Hoy debatimos si los profesores deberían dar tareas para la casa. Cada equipo tiene dos minutos para su primer argumento. Recuerden respetar los turnos. Empieza el equipo a favor.',
      'ISIDORA (a favor): Gracias. Nosotros creemos que las tareas son necesarias, porque ayudan a practicar lo que aprendemos. Por ejemplo, en matemática, si solo resolvemos ejercicios en clases, se nos olvidan las tablas en una semana. Además, las tareas nos enseñan a organizar nuestro tiempo, algo que vamos a necesitar en la enseñanza media.',
      'MODERADORA: Gracias, Isidora. Ahora el equipo en contra.',
      'GASPAR (en contra): Gracias. Entendemos lo que dice Isidora, pero pensamos que las tareas le quitan tiempo a otras cosas importantes: jugar, hacer deporte, descansar y estar con la familia. En una encuesta de nuestro curso, 20 de 31 compañeros dijeron que se acuestan tarde por terminar tareas.',
      'ISIDORA: ¿Puedo responder?',
      'MODERADORA: Sí, tienes un minuto.',
      'ISIDORA: Estoy de acuerdo en que no deben ser muchas. Pero el problema no son las tareas, sino que a veces todos los profesores las dan el mismo día. Se podría coordinar un calendario.',
      'GASPAR: Esa es una buena idea, pero igual hay niños que no tienen quién los ayude en la casa, y entonces las tareas no son justas para todos.',
      'MODERADORA: Muy bien. Para terminar, cada equipo dice su conclusión en una oración.',
      'ISIDORA: Las tareas sirven, siempre que sean pocas y estén coordinadas.',
      'GASPAR: El colegio debería dar el tiempo para practicar dentro de la jornada, para que todos tengan las mismas oportunidades.',
      'MODERADORA: Gracias a los dos equipos por debatir con respeto, sin interrumpirse y con datos. Ahora el curso votará a mano alzada y después escribiremos juntos una propuesta para el consejo de profesores.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Cuál es la función de la moderadora en el debate?',
        alternativas: [
          'Dar la palabra, controlar los tiempos y hacer respetar los turnos.',
          'Defender la postura a favor de las tareas.',
          'Votar por el equipo ganador.',
          'Hacer la encuesta del curso y contar cuántos se acuestan tarde por las tareas.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Qué dato usa Gaspar para apoyar su postura?',
        alternativas: [
          'Que 20 de 31 compañeros se acuestan tarde por terminar tareas.',
          'Que las tablas se olvidan en una semana.',
          'Que los profesores dan tareas el mismo día.',
          'Que jugar es lo más importante para los niños de todas las edades, según los expertos.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: 'Gaspar empieza con «Entendemos lo que dice Isidora, pero…». ¿Qué muestra esa forma de empezar?',
        alternativas: [
          'Que escucha al otro equipo antes de dar su propia opinión.',
          'Que está de acuerdo en todo con Isidora.',
          'Que no escuchó a Isidora.',
          'Que quiere terminar el debate lo antes posible para ir a votar con su curso.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Qué propuesta nueva surge durante el debate?',
        alternativas: [
          'Coordinar un calendario para que las tareas no se junten.',
          'Prohibir todas las tareas.',
          'Dar más tareas de matemática.',
          'Hacer un debate cada semana con la profesora jefe como moderadora.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'Gaspar dice que las tareas «no son justas para todos». ¿Qué quiere decir?',
        alternativas: [
          'Que no todos tienen las mismas posibilidades de hacerlas.',
          'Que son muy difíciles.',
          'Que están mal corregidas.',
          'Que tienen errores de ortografía y los profesores no las corrigen a tiempo.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Qué equipo presentó argumentos más convincentes? Fundamenta tu elección con un argumento y un dato o ejemplo del debate.',
      pauta:
        '4 puntos: elige un equipo y lo fundamenta con un argumento y un dato o ejemplo del debate (la práctica de las tablas, la encuesta, la falta de ayuda en la casa). 2 puntos: elige sin apoyarse en el debate. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Prepara tu intervención para un debate sobre «¿Se debería usar uniforme en el colegio?»: escribe tu postura, dos argumentos con un ejemplo o dato cada uno, una respuesta a un posible argumento contrario que empiece con «Entiendo que…, pero…» y una conclusión en una oración.',
      pauta:
        '6 puntos: la intervención tiene postura clara, dos argumentos con ejemplo o dato, una respuesta respetuosa al argumento contrario y una conclusión, con a lo más dos errores de ortografía. 4 puntos: falta la respuesta al contrario o un ejemplo. 2 puntos: da una opinión sin argumentos. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Comentario de lectura: el poema «Lo que dice mi abuela del mar»',
    kind: 'informativo',
    band: 2,
    generos: ['comentario'],
    parrafos: [
      'Un mar que cabe en una cocina',
      'Por Amanda Rojas, 6° básico',
      'Cuando la profesora nos dio a leer «Lo que dice mi abuela del mar», pensé que sería un poema sobre la playa y el verano. Me equivoqué. Para mí, este poema habla sobre todo del cariño entre una nieta y su abuela, y de cómo los recuerdos de las personas que queremos se quedan dentro de nosotros.',
      'Lo primero que me llamó la atención es que el mar casi nunca aparece como es de verdad. La abuela lo describe con imágenes: dice que es «un caballo cansado / que galopa por la noche» y que las olas son «pañuelos de otros puertos». Creo que el poema quiere mostrar que la abuela ve el mar con la imaginación, y que la nieta aprende a verlo así gracias a ella.',
      'Otra parte que me gustó es la de la cocina. Mientras hierve la tetera, la nieta escucha a su abuela, que «tiene arrugas como redes / y la voz de una sirena». Esa comparación une a la abuela con el mar: sus arrugas parecen redes de pescador y su voz encanta como la de una sirena. Me pareció muy bonito que el mar y la abuela terminen pareciéndose.',
      'La última estrofa es la más importante, según yo. La nieta promete: «guardaré tu mar en el pecho / como el cauce guarda al río». Pienso que quiere decir que, cuando la abuela ya no esté, sus historias seguirán vivas en ella. Me emocionó, porque me hizo pensar en mi abuelo, que me contaba historias del campo.',
      'Lo único que me costó entender fue la palabra «cauce»; tuve que buscarla en el diccionario. Aun así, recomiendo este poema a todos los que tienen un abuelo o una abuela que cuenta historias. Se lee en un minuto, pero se queda mucho tiempo en la cabeza.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'localizar',
        enunciado: 'Según Amanda, ¿de qué habla sobre todo el poema?',
        alternativas: [
          'Del cariño entre una nieta y su abuela, y de los recuerdos.',
          'De la playa en el verano.',
          'De cómo se pesca con redes.',
          'De un caballo cansado que galopa de noche por la orilla del mar.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Para qué copia Amanda versos del poema entre comillas en su comentario?',
        alternativas: [
          'Para apoyar sus ideas con ejemplos del texto.',
          'Para que el comentario sea más largo.',
          'Para corregir los versos.',
          'Para mostrar que se aprendió el poema de memoria y puede recitarlo completo.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Cómo interpreta Amanda los versos «guardaré tu mar en el pecho / como el cauce guarda al río»?',
        alternativas: [
          'Que las historias de la abuela seguirán vivas en la nieta.',
          'Que la nieta se irá a vivir al mar.',
          'Que la nieta tiene frío.',
          'Que la abuela le regaló un río a su nieta para que lo guardara en una caracola.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué hace Amanda en el último párrafo de su comentario?',
        alternativas: [
          'Dice lo que le costó entender y recomienda el poema.',
          'Presenta el poema por primera vez.',
          'Explica la comparación de la abuela con una sirena.',
          'Copia la primera estrofa del poema para que sus compañeros la lean en voz alta.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'Amanda buscó «cauce» en el diccionario. ¿Qué significa?',
        alternativas: [
          'El lecho por donde corre un río.',
          'Un tipo de pez.',
          'Una ola muy grande.',
          'Un pañuelo que se agita desde los puertos para despedir a los marineros.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Estás de acuerdo con Amanda en que la última estrofa es la más importante del poema? Fundamenta tu opinión con versos del poema citados en el comentario.',
      pauta:
        '4 puntos: da una opinión y la fundamenta con versos pertinentes (la promesa de guardar el mar en el pecho, las imágenes de la abuela). 2 puntos: opina sin citar versos. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe un comentario de 10 a 12 líneas sobre un poema que hayas leído en clases. Di de qué habla para ti, comenta dos imágenes o comparaciones citando los versos entre comillas, cuenta qué te hizo sentir o pensar y termina con una recomendación.',
      pauta:
        '6 puntos: presenta el poema, plantea su tema, comenta dos imágenes citando versos, expresa su impresión personal y recomienda, con párrafos y a lo más dos errores de ortografía. 4 puntos: comenta una sola imagen o no cita. 2 puntos: resume el poema sin comentarlo. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Carta a una escritora',
    kind: 'informativo',
    band: 2,
    generos: ['carta'],
    parrafos: [
      'Chillán, 20 de agosto de 2026',
      'Estimada señora Teresa Aguilera:',
      'Mi nombre es Benjamín Parra, tengo once años y estudio en quinto básico en la Escuela Los Copihues de Chillán. Le escribo porque acabo de terminar su novela «El faro de los gatos perdidos» y quería contarle lo que me pasó al leerla.',
      'Antes de este libro, yo no leía por gusto; solo leía lo que pedían en el colegio. Pero la profesora de Lenguaje lo leyó en voz alta el primer capítulo y me quedé con las ganas de saber qué le pasaba a Lucas, el niño que vive con su abuelo en el faro. Esa misma tarde se lo pedí prestado a la biblioteca y lo terminé en tres días. Mi mamá no podía creer que me quedara leyendo con la linterna.',
      'Mi parte favorita es cuando Lucas descubre que los gatos no estaban perdidos, sino que llegaban al faro para esperar a los barcos. Me reí mucho con el gato Capitán, que se subía a la cabeza del abuelo. Lo que no me gustó fue que el abuelo se enfermara en el capítulo ocho; casi lloré, aunque después se recuperó.',
      'Quiero hacerle algunas preguntas: ¿existe de verdad un faro como ese? ¿Usted tenía gatos cuando era niña? ¿Va a escribir una segunda parte? Me gustaría mucho saber qué pasa con Lucas cuando sea grande.',
      'Le cuento también que en la biblioteca de mi escuela hay una lista de espera para su libro: ya lo pidieron seis compañeros después de mí. La bibliotecaria dice que tendrá que comprar otro ejemplar.',
      'En mi curso estamos haciendo un concurso de cuentos, y yo voy a escribir uno sobre un faro. Espero que no le moleste.',
      'Muchas gracias por escribir libros para niños. Ojalá pueda leer esta carta y responderme.',
      'Con admiración,',
      'Benjamín Parra',
      '5° básico, Escuela Los Copihues, Chillán',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'proposito',
        enunciado: '¿Para qué escribe Benjamín esta carta?',
        alternativas: [
          'Para contarle a una escritora lo que sintió al leer su libro y hacerle preguntas.',
          'Para pedir que le regalen un libro.',
          'Para reclamar por el capítulo ocho.',
          'Para invitarla al concurso de cuentos que organiza su curso y pedirle que sea jurado.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué hace Benjamín en el primer párrafo, después del saludo?',
        alternativas: [
          'Se presenta y explica por qué escribe.',
          'Cuenta su parte favorita del libro.',
          'Hace preguntas a la escritora sobre el faro y los gatos.',
          'Se despide con admiración.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Qué cambió en Benjamín gracias al libro?',
        alternativas: [
          'Empezó a leer por gusto.',
          'Empezó a tener gatos en su casa.',
          'Se fue a vivir a un faro con su abuelo.',
          'Dejó de leer en la noche con linterna porque su mamá no lo dejaba.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Por qué Benjamín usa «Estimada señora» y trata a la escritora de «usted»?',
        alternativas: [
          'Porque le escribe a una persona adulta que no conoce.',
          'Porque es su profesora de Lenguaje.',
          'Porque está enojado con ella.',
          'Porque así se escriben siempre todas las cartas, también las que se mandan a los amigos.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'Benjamín se despide «Con admiración». ¿Qué significa «admiración» aquí?',
        alternativas: [
          'Que valora mucho a la escritora y lo que hace.',
          'Que está sorprendido por una noticia.',
          'Que le tiene miedo.',
          'Que es el signo que se usa al final de las oraciones exclamativas.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Crees que la escritora querrá responder esta carta? Fundamenta tu opinión con dos partes de la carta.',
      pauta:
        '4 puntos: da una opinión y la fundamenta con dos partes de la carta (cuenta cómo empezó a leer, da detalles del libro, hace preguntas, agradece). 2 puntos: la fundamenta con una sola parte. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una carta de 12 a 15 líneas al autor o autora de un libro que te haya gustado. Preséntate, cuéntale tu parte favorita y algo que no te gustó, hazle dos preguntas y agradécele. Incluye lugar y fecha, saludo formal, despedida y firma.',
      pauta:
        '6 puntos: la carta tiene lugar y fecha, saludo formal, presentación, opinión sobre el libro con detalles, dos preguntas, agradecimiento, despedida y firma, con trato de usted y a lo más dos errores de ortografía. 4 puntos: falta una parte o las preguntas. 2 puntos: escribe una opinión sin formato de carta. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'La planificación del grupo de Tomás para un informe sobre el agua',
    kind: 'informativo',
    band: 2,
    generos: ['planificacion'],
    parrafos: [
      'El grupo de Tomás, Josefina y Matías, de 6° básico, debe escribir un informe para la feria científica de la escuela. Antes de empezar, completaron esta planificación.',
      'Tema: el consumo de agua en nuestra escuela.',
      'Propósito: informar cuánta agua se gasta en la escuela y proponer formas de ahorrarla.',
      'Destinatarios: la directora, los profesores y los apoderados que visiten la feria. Como son adultos, podemos usar cifras y palabras técnicas, pero debemos explicar cómo medimos.',
      'Lo que ya sabemos: en la zona central ha llovido poco en los últimos años y muchas comunas tienen problemas de agua.',
      'Cómo vamos a investigar:\n• Medir con un balde y un cronómetro cuánta agua sale de una llave abierta en un minuto (Matías).\n• Contar cuántas llaves goteaban durante una semana (Josefina).\n• Entrevistar al auxiliar, don Hugo, sobre el riego del patio (Tomás).\n• Buscar en la página de la empresa de agua cuánto consume una persona al día.',
      'Preguntas que queremos responder:\n• ¿Cuántos litros se pierden al día por las llaves que gotean?\n• ¿A qué hora se riega el patio y por cuánto tiempo?\n• ¿Qué medidas de ahorro serían más fáciles de aplicar en la escuela?',
      'Materiales: un balde graduado, un cronómetro, una planilla para anotar y la cámara del teléfono de la profesora para las fotos.',
      'Orden del informe:\n1. Introducción: por qué es importante el tema.\n2. Cómo investigamos.\n3. Resultados, con una tabla y un gráfico.\n4. Conclusiones y propuestas.\n5. Fuentes consultadas.',
      'Ideas que dejamos fuera: la historia de los acueductos romanos, porque es interesante, pero no sirve para nuestro propósito.',
      'Reparto del trabajo: cada uno escribe la parte de su investigación; Josefina arma la tabla; Tomás escribe la introducción y las conclusiones; todos revisamos juntos.',
      'Revisión final: que los datos coincidan en el texto y en la tabla, que las fuentes estén completas y que el registro sea formal.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'localizar',
        enunciado: '¿Cuál es el propósito del informe?',
        alternativas: [
          'Informar cuánta agua se gasta en la escuela y proponer cómo ahorrarla.',
          'Contar la historia de los acueductos romanos.',
          'Vender baldes en la feria.',
          'Entrevistar a don Hugo sobre su vida y su trabajo como auxiliar de la escuela.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Por qué el grupo puede usar cifras y palabras técnicas en su informe?',
        alternativas: [
          'Porque sus destinatarios son adultos.',
          'Porque el informe es para niños de primero básico.',
          'Porque no tienen tiempo de explicar.',
          'Porque la profesora les pidió un informe muy largo, con muchas páginas y muchos gráficos.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Por qué dejan fuera la historia de los acueductos romanos?',
        alternativas: [
          'Porque no sirve para el propósito del informe.',
          'Porque no es interesante.',
          'Porque no encontraron información.',
          'Porque don Hugo no sabía nada sobre los acueductos ni sobre la historia de Roma.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿En qué parte del informe irán la tabla y el gráfico?',
        alternativas: [
          'En los resultados',
          'En la introducción',
          'En las fuentes consultadas',
          'En las conclusiones y propuestas del grupo',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'Al revisar, quieren que el «registro» sea formal. ¿Qué es el registro en un texto?',
        alternativas: [
          'La manera de usar el lenguaje según la situación y el lector.',
          'Un cuaderno donde se anotan datos.',
          'La lista de los integrantes del grupo.',
          'El número de llaves que gotean en la escuela durante una semana.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Te parece bien cómo se repartió el trabajo el grupo? Fundamenta tu opinión con la planificación y propón una mejora.',
      pauta:
        '4 puntos: da una opinión fundamentada en la planificación (cada uno investiga y escribe su parte, revisan juntos) y propone una mejora pertinente. 2 puntos: opina sin proponer mejora o sin fundamentar. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Planifica en grupo un informe sobre un problema de tu escuela (la basura, el ruido, la seguridad). Escribe el tema, el propósito, los destinatarios, cómo investigarán (al menos tres formas, con un responsable cada una), el orden del informe, una idea que dejan fuera con su razón y cómo revisarán.',
      pauta:
        '6 puntos: la planificación tiene tema, propósito, destinatarios, tres formas de investigar con responsables, orden del informe, una idea descartada con su razón y criterios de revisión, con a lo más dos errores de ortografía. 4 puntos: falta una parte o los responsables. 2 puntos: escribe ideas sueltas sin planificar. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Guion de una exposición: el desierto florido',
    kind: 'informativo',
    band: 2,
    generos: ['exposicion'],
    parrafos: [
      'Introducción. [Muestro dos fotos del mismo lugar: una con tierra seca y otra cubierta de flores moradas.] Buenos días, compañeros. ¿Creen que estas dos fotos son del mismo lugar? Lo son: las dos se tomaron cerca de Vallenar, en el desierto de Atacama, con pocos meses de diferencia. Hoy les voy a explicar qué es el desierto florido, por qué ocurre y por qué hay que cuidarlo.',
      'Desarrollo, primera parte: qué es. El desierto florido es un fenómeno en que partes del desierto de Atacama, uno de los lugares más secos del mundo, se cubren de flores de muchos colores. No ocurre todos los años: solo en algunos, cuando llueve más de lo normal. Entre las flores más conocidas están la pata de guanaco, de color fucsia, y la garra de león, que es roja y está en peligro.',
      'Desarrollo, segunda parte: por qué ocurre. [Muestro un dibujo de una semilla bajo la tierra.] En el suelo del desierto hay semillas y bulbos que pueden esperar años sin agua, como dormidos. Cuando llegan lluvias suficientes, normalmente en otoño o invierno, despiertan, germinan y florecen en primavera. Muchos científicos relacionan esos años lluviosos con el fenómeno de El Niño, que calienta el océano Pacífico.',
      'Desarrollo, tercera parte: cómo cuidarlo. Cada vez que hay desierto florido llegan miles de turistas. Algunos arrancan flores o pasan con autos sobre ellas, y así destruyen las semillas de los años siguientes. Por eso las autoridades piden caminar solo por los senderos, sacar fotos sin cortar flores y llevarse la basura.',
      'Cierre. En resumen, el desierto florido muestra que hasta el lugar más seco guarda vida esperando una oportunidad. Si algún día lo visitan, recuerden: las flores se miran, no se llevan. Muchas gracias. ¿Alguien tiene preguntas?',
      'Notas para mí: señalar las fotos al comparar, decir «fenómeno» despacio, no dar la espalda al curso y terminar antes de los cinco minutos.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué recurso usa la expositora en la introducción para captar la atención?',
        alternativas: [
          'Compara dos fotos del mismo lugar y hace una pregunta.',
          'Lee una definición del diccionario.',
          'Cuenta un chiste.',
          'Reparte flores del desierto a sus compañeros para que las huelan y las toquen.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: 'Según la exposición, ¿cuándo ocurre el desierto florido?',
        alternativas: [
          'En los años en que llueve más de lo normal.',
          'Todos los veranos, sin excepción.',
          'Solo cuando hay terremotos.',
          'Cuando los turistas siembran semillas en los senderos del desierto de Atacama.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué arrancar flores daña el desierto florido de los años siguientes?',
        alternativas: [
          'Porque se pierden las semillas que darían nuevas flores.',
          'Porque las flores arrancadas hacen llover menos.',
          'Porque los autos se quedan sin espacio.',
          'Porque la garra de león es de color rojo y está en peligro de desaparecer.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Para qué usa la expositora la frase «las flores se miran, no se llevan» en el cierre?',
        alternativas: [
          'Para dejar un mensaje breve y fácil de recordar.',
          'Para presentar el tema por primera vez.',
          'Para explicar qué es El Niño.',
          'Para nombrar las especies de flores que crecen en el desierto de Atacama.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado:
          'Las semillas y los bulbos esperan años «como dormidos» y luego «germinan». ¿Qué significa germinar?',
        alternativas: [
          'Empezar a crecer y brotar.',
          'Secarse por completo.',
          'Volar con el viento.',
          'Quedarse bajo la tierra para siempre, sin crecer nunca.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Qué parte de la exposición te parece mejor explicada? Fundamenta tu elección con el apoyo visual o los datos que usa.',
      pauta:
        '4 puntos: elige una parte y la fundamenta con el apoyo visual (las dos fotos, el dibujo de la semilla) o los datos (flores, lluvias, El Niño). 2 puntos: elige una parte sin fundamentar. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe el guion de una exposición de cuatro a cinco minutos sobre un paisaje o fenómeno natural de Chile. Incluye una introducción con un recurso que capte la atención, un desarrollo en tres partes con datos y conectores, un cierre con un mensaje breve, los apoyos visuales entre corchetes y tus notas.',
      pauta:
        '6 puntos: el guion tiene introducción con recurso para captar la atención, desarrollo en tres partes con datos y conectores, cierre con mensaje, apoyos visuales y notas para la presentación, con a lo más dos errores de ortografía. 4 puntos: falta una parte o los apoyos. 2 puntos: escribe datos sin forma de exposición. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'La gran entrevista de la radio escolar',
    kind: 'narrativo',
    band: 2,
    generos: ['teatro'],
    parrafos: [
      'Personajes: RENATA, locutora de la radio escolar, habla con seguridad; BRUNO, su compañero técnico, despistado; DON ERNESTO, el conserje, de pocas palabras; DIRECTORA PAREDES, seria pero con sentido del humor.',
      '(La sala de la radio escolar: una mesa con dos micrófonos, audífonos y un reloj grande en la pared. Faltan dos minutos para las diez.)',
      'RENATA: (Mira el reloj, nerviosa, y se arregla el pelo.) Bruno, ¿está todo listo? En dos minutos entrevistamos a la directora.',
      'BRUNO: (Buscando algo debajo de la mesa.) Casi. Solo me falta encontrar el cable del micrófono… ¿Lo habrás visto tú?',
      'RENATA: (Se agarra la cabeza.) ¡Bruno! ¡Es lo más importante!',
      '(Entra Don Ernesto con una escoba. Se detiene, mira a los dos y, sin decir nada, saca un cable de su bolsillo.)',
      'DON ERNESTO: (Con voz tranquila.) Estaba en el pasillo.',
      'BRUNO: (Lo abraza.) ¡Don Ernesto, usted es un héroe!',
      'DON ERNESTO: (Se encoge de hombros y sigue barriendo.) Mm.',
      '(Entra la Directora Paredes. Renata se endereza y cambia a su voz de locutora, más grave y lenta.)',
      'RENATA: Buenos días, queridos auditores. Hoy tenemos con nosotros a la directora Paredes, que nos contará las novedades del año. Directora, bienvenida.',
      'DIRECTORA: (Sonríe.) Gracias, Renata. La primera novedad es que la radio escolar tendrá una hora más a la semana.',
      'BRUNO: (Se le escapa, en voz alta.) ¡Sííí!',
      '(Renata le da un codazo. La Directora aguanta la risa.)',
      'RENATA: (Vuelve a su voz de locutora.) Disculpen a nuestro técnico. Directora, ¿y la segunda novedad?',
      'DIRECTORA: La segunda es que desde hoy don Ernesto será el invitado especial del programa del viernes. Él conoce todos los secretos de esta escuela.',
      '(Todos miran a Don Ernesto, que deja de barrer.)',
      'DON ERNESTO: (Después de una larga pausa, con una media sonrisa.) Mm. Va a haber que pensarlo.',
      '(Bruno y Renata se ríen. Se apaga la luz roja de «Al aire». Telón.)',
    ],
    preguntas: [
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: 'Renata «cambia a su voz de locutora, más grave y lenta». ¿Qué muestra esa acotación?',
        alternativas: [
          'Que Renata habla distinto cuando está al aire.',
          'Que Renata está resfriada.',
          'Que Renata se enojó con la directora.',
          'Que el micrófono no funciona y debe hablar más fuerte.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Cómo se caracteriza a Don Ernesto a través de lo que dice?',
        alternativas: [
          'Habla poco, pero resuelve los problemas.',
          'Habla mucho y se pone nervioso.',
          'Grita cuando algo le molesta.',
          'Cuenta chistes todo el tiempo y hace reír a los estudiantes de la radio.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué información entrega la acotación inicial sobre el lugar?',
        alternativas: [
          'Que es la sala de la radio escolar y faltan dos minutos para las diez.',
          'Que es la oficina de la directora.',
          'Que es el patio a la hora del recreo.',
          'Que es de noche y la escuela está vacía, con las luces apagadas en los pasillos.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Por qué la Directora «aguanta la risa» cuando Bruno grita?',
        alternativas: [
          'Porque le hace gracia, pero están al aire y debe mantener la seriedad.',
          'Porque está enojada con Bruno.',
          'Porque no escuchó el grito.',
          'Porque tiene tos y no quiere que se escuche en la radio mientras habla Renata.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'Renata saluda a los «auditores». ¿Quiénes son los auditores de una radio?',
        alternativas: [
          'Las personas que escuchan el programa.',
          'Los técnicos que arreglan los cables.',
          'Los profesores que revisan las pruebas.',
          'Los invitados que van a la radio a ser entrevistados por la locutora del programa.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Qué personaje sería el más difícil de actuar? Fundamenta tu respuesta con las acotaciones que indican cómo cambia su voz o sus gestos.',
      pauta:
        '4 puntos: elige un personaje y fundamenta con acotaciones pertinentes (el cambio de voz de Renata, las pausas y gestos de Don Ernesto, la risa contenida de la Directora). 2 puntos: elige sin apoyarse en acotaciones. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe la escena del viernes, en que Don Ernesto es entrevistado en la radio escolar. Incluye la lista de personajes con su forma de hablar, una acotación inicial, parlamentos que muestren cómo habla cada uno y al menos cuatro acotaciones de voz y gestos.',
      pauta:
        '6 puntos: la escena tiene lista de personajes caracterizados, acotación inicial, parlamentos coherentes con cada personaje, al menos cuatro acotaciones de voz o gestos y un final, con a lo más dos errores de ortografía. 4 puntos: faltan acotaciones o la caracterización. 2 puntos: escribe un relato sin forma de teatro. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Dos afiches sobre el mismo jugo',
    kind: 'informativo',
    band: 2,
    generos: ['publicidad'],
    parrafos: [
      'En la clase de Lenguaje, el 6° básico comparó dos afiches que aparecieron el mismo mes en la ciudad. Los dos hablan del mismo producto: el jugo en caja «Frutifresco».',
      'Afiche 1, pegado en los paraderos:',
      '[Imagen: una niña sonriente, con un columpio de fondo, toma jugo con una bombilla. Alrededor vuelan frutillas, naranjas y piñas.]',
      '¡FRUTIFRESCO: TODA LA FRUTA EN TU MOCHILA!',
      'Sabor natural para crecer feliz. ¡Los niños que toman Frutifresco tienen más energía para jugar! Ahora con cajas de superhéroes para coleccionar.',
      'Letra chica: Néctar con 20 % de fruta. Contiene azúcares añadidos.',
      'Afiche 2, publicado por el Ministerio de Salud en los consultorios:',
      '[Imagen: una caja de jugo con un sello negro que dice «ALTO EN AZÚCARES», junto a un vaso de agua y una naranja entera.]',
      '¿SABES LO QUE TOMAS?',
      'Una caja de néctar de 200 mililitros puede tener más de cuatro cucharaditas de azúcar. Prefiere el agua y la fruta entera. Lee las etiquetas y fíjate en los sellos.',
      'Después de leer los afiches, la profesora escribió en la pizarra tres preguntas: ¿quién emite cada mensaje?, ¿qué quiere lograr? y ¿a quién le habla? Matilde dijo que el primero quería vender y el segundo cuidar la salud, aunque los dos querían convencer. Lucas notó que el primer afiche decía «toda la fruta», pero la letra chica aclaraba que solo tenía un 20 % de fruta. Al final, el curso acordó que un buen lector de publicidad mira las imágenes, lee la letra chica y se pregunta qué le están ocultando. Sofía agregó que el segundo afiche no usaba personajes ni colores llamativos, sino un dato y un consejo, y que por eso le parecía menos entretenido, pero más confiable. Tomás respondió que igual había que preguntarse quién lo emitía, porque un ministerio también quiere convencer.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'localizar',
        enunciado: '¿Quién emite el afiche 2?',
        alternativas: [
          'El Ministerio de Salud',
          'La empresa Frutifresco',
          'El 6° básico',
          'Un supermercado de la ciudad',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'proposito',
        enunciado: '¿En qué se diferencian las intenciones de los dos afiches?',
        alternativas: [
          'El primero quiere vender el jugo y el segundo quiere cuidar la salud.',
          'Los dos quieren vender el jugo.',
          'El primero informa sobre el azúcar y el segundo vende.',
          'Ninguno quiere convencer a nadie: los dos solo describen el jugo y sus sabores.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Evaluar',
        foco: 'inferir',
        enunciado: '¿Qué contradicción descubrió Lucas en el afiche 1?',
        alternativas: [
          'Dice «toda la fruta», pero la letra chica aclara que tiene solo un 20 %.',
          'Dice que es para niños, pero la imagen muestra a un adulto.',
          'Dice que tiene azúcar, pero no la tiene.',
          'Dice que es una caja, pero es una botella de vidrio con tapa de plástico.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Para qué el afiche 1 muestra una niña sonriente en un columpio?',
        alternativas: [
          'Para asociar el jugo con la alegría y el juego.',
          'Para informar cuánta azúcar tiene.',
          'Para mostrar dónde se vende.',
          'Para enseñar a usar los columpios de la plaza con cuidado y sin empujar.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'La letra chica dice que el jugo tiene «azúcares añadidos». ¿Qué significa?',
        alternativas: [
          'Azúcar que se agregó y que no viene de la fruta.',
          'Azúcar que tiene la fruta por naturaleza.',
          'Que no tiene azúcar.',
          'Que el azúcar viene en un sobre aparte dentro de la caja de superhéroes.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Qué afiche te parece más honesto con su público? Fundamenta tu opinión con dos elementos de los afiches.',
      pauta:
        '4 puntos: elige un afiche y fundamenta con dos elementos (la letra chica, el sello, la imagen, la promesa de energía, el consejo de tomar agua). 2 puntos: fundamenta con un solo elemento. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe un párrafo de 8 a 10 líneas que compare los dos afiches: quién emite cada uno, qué intención tiene, a qué público se dirige, qué recursos usa (imagen, eslogan, datos) y cuál te parece más confiable, con razones.',
      pauta:
        '6 puntos: compara emisor, intención y público de ambos afiches, analiza al menos dos recursos con ejemplos y da una opinión fundamentada sobre su confiabilidad, con a lo más dos errores de ortografía. 4 puntos: falta uno de esos elementos o la opinión no se fundamenta. 2 puntos: describe los afiches sin compararlos. 0 puntos: no responde.',
    },
  },
]
