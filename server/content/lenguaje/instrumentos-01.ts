/** The instruments of the Lenguaje OA of 1° Básico (see `instrumentos-define.ts`). */
import type { OaInstrumentos } from '../tareas/schema'
import { oa, trabajo } from './instrumentos-define'

export const instrumentos01: readonly OaInstrumentos[] = [
  oa(
    'LE01 OA 01',
    'Propósito y autor de un texto escrito',
    [
      'Explica para qué sirve el texto leído y quién lo escribió, con un ejemplo de lo que dice su mensaje.',
      'Explica para qué sirve el texto leído, pero no reconoce quién pudo escribirlo.',
      'Dice que el texto tiene un mensaje, sin explicar su propósito.',
      'No reconoce que el texto lleva un mensaje escrito por alguien.',
    ],
    ['Dice para qué sirve un texto y quién lo escribió.', 'Digo para qué sirve el texto y quién lo escribió.'],
  ),
  oa(
    'LE01 OA 02',
    'Las palabras se separan con espacios',
    [
      'Cuenta las palabras de una oración leída y muestra el espacio entre palabras en cada caso.',
      'Cuenta las palabras de oraciones cortas, con un error en las más largas.',
      'Separa algunas palabras de la oración, pero junta otras.',
      'No reconoce dónde termina una palabra y empieza la otra.',
    ],
    [
      'Dice cuántas palabras tiene una oración mirando los espacios.',
      'Digo cuántas palabras tiene una oración mirando los espacios.',
    ],
  ),
  oa(
    'LE01 OA 03',
    'Sílabas y sonidos de las palabras',
    [
      'Separa palabras en sílabas, reconoce el sonido inicial y el final, y forma palabras nuevas con sílabas dadas.',
      'Separa palabras en sílabas y reconoce el sonido inicial, con apoyo en el sonido final.',
      'Separa en sílabas solo palabras cortas.',
      'No logra separar las palabras en sílabas ni reconocer sus sonidos.',
    ],
    ['Separa una palabra en sílabas aplaudiendo cada una.', 'Separo una palabra en sílabas aplaudiendo cada una.'],
  ),
  oa(
    'LE01 OA 04',
    'Lectura de palabras con sílabas directas, inversas y dígrafos',
    [
      'Lee sin error palabras con sílabas directas, inversas y complejas y con los dígrafos rr, ll, ch y qu.',
      'Lee palabras con sílabas directas y con la mayoría de los dígrafos, con errores en las sílabas complejas.',
      'Lee palabras con sílabas directas, pero confunde los dígrafos.',
      'Reconoce algunas letras, pero aún no lee palabras completas.',
    ],
    ['Lee palabras con los dígrafos rr, ll, ch y qu.', 'Leo palabras con rr, ll, ch y qu.'],
  ),
  oa(
    'LE01 OA 05',
    'Lectura en voz alta de textos breves',
    [
      'Lee en voz alta un texto breve pronunciando cada palabra y haciendo una pausa en cada punto seguido y punto aparte.',
      'Lee en voz alta pronunciando casi todas las palabras, con algunas pausas en los puntos.',
      'Lee en voz alta palabra por palabra, sin pausas en los puntos.',
      'No logra leer en voz alta el texto breve.',
    ],
    ['Lee en voz alta y hace una pausa en cada punto.', 'Leo en voz alta y hago una pausa en cada punto.'],
  ),
  oa(
    'LE01 OA 06',
    'Estrategias para comprender lo que lee',
    [
      'Relaciona lo leído con lo que ya sabe e imagina lo que describe el texto, y lo muestra en un dibujo con detalles del texto.',
      'Relaciona lo leído con una experiencia propia o imagina lo que describe, con pocos detalles.',
      'Usa una estrategia solo cuando el docente la modela.',
      'No usa estrategias para comprender el texto.',
    ],
    [
      'Dibuja lo que imagina del texto y lo relaciona con lo que ya sabe.',
      'Imagino lo que describe el texto, lo dibujo y pienso en lo que ya sé.',
    ],
  ),
  oa(
    'LE01 OA 07',
    'Lectura autónoma de literatura variada',
    [
      'Lee de forma autónoma poemas, fábulas y otras historias breves, y dice de qué se tratan.',
      'Lee de forma autónoma poemas o historias breves y recuerda parte de lo leído.',
      'Lee literatura breve solo con ayuda de un adulto.',
      'No se interesa por leer literatura.',
    ],
    ['Elige y lee solo una fábula, un poema o un cuento breve.', 'Elijo y leo solo una fábula, un poema o un cuento.'],
  ),
  oa(
    'LE01 OA 08',
    'Comprensión de narraciones sobre temas cercanos',
    [
      'Responde qué, quién, dónde, cuándo y por qué sobre la narración y recrea a un personaje con un títere o un dibujo.',
      'Responde preguntas sobre los personajes y lo que pasó en la narración, con errores en el por qué.',
      'Nombra al personaje principal, pero no recuerda lo que pasó.',
      'No responde preguntas sobre la narración.',
    ],
    ['Dice quién es el personaje del cuento y qué le pasó.', 'Digo quién es el personaje del cuento y qué le pasó.'],
  ),
  oa(
    'LE01 OA 09',
    'Disfrute de poemas',
    [
      'Pide leer poemas con frecuencia, elige sus favoritos y dice por qué le gustan.',
      'Disfruta los poemas leídos en clase y dice cuál le gusta.',
      'Lee poemas solo cuando se le pide.',
      'No muestra interés por los poemas.',
    ],
    ['Elige su poema favorito y dice por qué le gusta.', 'Elijo mi poema favorito y digo por qué me gusta.'],
  ),
  oa(
    'LE01 OA 10',
    'Comprensión de textos no literarios',
    [
      'Extrae información de una carta, una nota o unas instrucciones, infiere lo que no está escrito y opina sobre lo leído.',
      'Extrae información explícita del texto informativo y opina sin fundamentar.',
      'Reconoce de qué trata el texto informativo, sin extraer datos.',
      'No extrae información de cartas, notas o instrucciones.',
    ],
    ['Sigue unas instrucciones escritas paso a paso.', 'Sigo unas instrucciones escritas paso a paso.'],
  ),
  oa(
    'LE01 OA 11',
    'Placer de leer: hojear libros e ilustraciones',
    [
      'Hojea libros solo, comenta sus ilustraciones y elige un libro favorito.',
      'Hojea libros cuando hay un momento de lectura y comenta algunas ilustraciones.',
      'Hojea libros solo cuando se lo pide el docente.',
      'No se acerca a los libros ni a sus ilustraciones.',
    ],
    ['Hojea libros y comenta sus ilustraciones.', 'Hojeo libros y miro sus ilustraciones.'],
  ),
  oa(
    'LE01 OA 12',
    'Visitas a la biblioteca',
    [
      'En la biblioteca escoge un libro, lo explora, lo pide en préstamo y lo devuelve cuidado.',
      'En la biblioteca escoge y explora un libro, con ayuda para el préstamo.',
      'Visita la biblioteca, pero no escoge un libro.',
      'No participa en las visitas a la biblioteca.',
    ],
    [
      'Escoge un libro en la biblioteca y lo devuelve cuidado.',
      'Escojo un libro en la biblioteca y lo devuelvo cuidado.',
    ],
  ),
  oa(
    'LE01 OA 13',
    'Escritura libre para contar hechos y sentimientos',
    [
      'Escribe solo sobre lo que le pasó o lo que siente, en oraciones que otros pueden leer.',
      'Escribe sobre lo que le pasó o lo que siente cuando se le propone, con palabras y dibujos.',
      'Escribe palabras sueltas sobre un hecho y lo completa con dibujos.',
      'No escribe sobre sus experiencias ni sentimientos.',
    ],
    ['Escribe sobre algo que le pasó o que siente.', 'Escribo sobre algo que me pasó o que siento.'],
    trabajo(
      'le01-13-diario-de-la-semana',
      'tema',
      'Mi diario de la semana',
      [
        'Cada día de esta semana escribirás en tu diario lo que te pasó y cómo te sentiste.',
        'Puedes escribir sobre tu familia, tus juegos o tu mascota, y hacer un dibujo al lado.',
      ],
      ['Cuaderno pequeño', 'Lápiz grafito', 'Lápices de colores'],
      [
        ['Pensar qué escribir', 'Relata en voz alta a tu compañero algo que te pasó hoy y cómo te sentiste.', 1],
        ['Escribir en el diario', 'Escribe una o dos oraciones sobre lo que te pasó y lo que sentiste.', 3],
        ['Dibujar y compartir', 'Dibuja lo que escribiste y lee tu diario a un compañero.', 2],
      ],
      ['escritura_creativa'],
    ),
  ),
  oa(
    'LE01 OA 14',
    'Mensajes en oraciones completas',
    [
      'Escribe mensajes en oraciones completas que empiezan con mayúscula y terminan en punto final.',
      'Escribe oraciones completas, pero olvida la mayúscula o el punto final en algunas.',
      'Escribe oraciones incompletas o palabras sueltas.',
      'No logra escribir un mensaje en oraciones.',
    ],
    [
      'Escribe oraciones que empiezan con mayúscula y terminan con punto.',
      'Escribo oraciones con mayúscula al inicio y punto al final.',
    ],
    trabajo(
      'le01-14-tarjeta-para-la-familia',
      'tema',
      'Una tarjeta con un mensaje para mi familia',
      [
        'Vas a escribir una tarjeta para alguien de tu familia con un mensaje de dos oraciones completas.',
        'Cada oración empieza con mayúscula y termina con punto final.',
      ],
      ['Cartulina de color', 'Lápiz grafito', 'Lápices de colores'],
      [
        ['Decir el mensaje', 'Di en voz alta a quién le escribes y qué le quieres decir.', 1],
        ['Escribir dos oraciones', 'Escribe dos oraciones completas con mayúscula al inicio y punto final.', 3],
        ['Revisar y decorar', 'Marca con un color cada mayúscula y cada punto, y decora tu tarjeta.', 2],
      ],
      ['carta', 'escritura_creativa'],
    ),
  ),
  oa(
    'LE01 OA 15',
    'Letra legible y espacio entre palabras',
    [
      'Escribe con letra legible, del mismo tamaño, sobre el renglón y con un espacio entre palabras.',
      'Escribe con letra legible, pero a veces junta dos palabras.',
      'Su letra se lee con dificultad y junta varias palabras.',
      'Su letra no se puede leer.',
    ],
    [
      'Deja un espacio entre palabras y escribe sobre el renglón.',
      'Dejo un espacio entre palabras y escribo sobre el renglón.',
    ],
    trabajo(
      'le01-15-letrero-de-la-sala',
      'tema',
      'Letreros para la sala',
      [
        'El curso hará letreros para la sala: «Aquí guardamos los libros», «Aquí va la basura» y otros.',
        'Otros niños deben poder leerlos, por eso se escriben con letra legible y un espacio entre palabras.',
      ],
      ['Tiras de cartulina', 'Plumón negro', 'Regla'],
      [
        [
          'Practicar el trazo',
          'Copia tu letrero en el cuaderno, sobre el renglón, dejando un espacio entre palabras.',
          2,
        ],
        ['Escribir el letrero', 'Escribe el letrero en la cartulina con letra clara y del mismo tamaño.', 3],
        ['Probar si se lee', 'Pide a un compañero que lea tu letrero desde lejos.', 1],
      ],
      ['afiche'],
    ),
  ),
  oa(
    'LE01 OA 16',
    'Palabras nuevas en sus escritos',
    [
      'Usa en sus escritos dos o más palabras nuevas aprendidas de un texto, con su significado correcto.',
      'Usa en sus escritos una palabra nueva aprendida, con su significado correcto.',
      'Copia una palabra nueva sin usarla en una oración propia.',
      'No usa palabras nuevas al escribir.',
    ],
    [
      'Escribe una oración con una palabra nueva que aprendió en un cuento.',
      'Escribo una oración con una palabra nueva que aprendí.',
    ],
    trabajo(
      'le01-16-caja-de-palabras',
      'tema',
      'La caja de palabras nuevas',
      [
        'Después de leer un cuento, el curso guarda en una caja las palabras nuevas que aprendió, como «escarcha» o «colmena».',
        'Cada niño saca una palabra nueva y la usa para escribir su propia oración.',
      ],
      ['Caja de zapatos', 'Tarjetas de papel', 'Lápiz grafito'],
      [
        ['Sacar una palabra', 'Saca una tarjeta de la caja y recuerda qué significa esa palabra nueva.', 1],
        ['Escribir la oración', 'Escribe una oración tuya con la palabra nueva y haz un dibujo que la explique.', 3],
        ['Leer al curso', 'Lee tu oración al curso y di qué significa la palabra nueva.', 1],
      ],
      ['escritura_creativa'],
    ),
  ),
  oa(
    'LE01 OA 17',
    'Comprensión de obras literarias escuchadas',
    [
      'Después de escuchar un cuento folclórico, una fábula o una leyenda, relata lo que pasó y dice qué le gustó y por qué.',
      'Después de escuchar la obra, relata lo que pasó, sin decir qué le gustó.',
      'Recuerda un solo hecho de la obra escuchada.',
      'No sigue la obra que el adulto lee en voz alta.',
    ],
    ['Relata lo que pasó en la fábula que escuchó.', 'Relato lo que pasó en la fábula que escuché.'],
    trabajo(
      'le01-17-hora-del-cuento',
      'cuento',
      'La hora del cuento: una fábula escuchada',
      [
        'El docente lee en voz alta una fábula; los niños escuchan y miran las ilustraciones.',
        'Después, cada grupo relata la fábula con dibujos en orden: inicio, lo que pasó y final.',
      ],
      ['Libro de fábulas', 'Hojas de bloc', 'Lápices de colores'],
      [
        ['Escuchar la fábula', 'Escucha la fábula que lee el docente y mira las ilustraciones.', 2],
        ['Dibujar en orden', 'Dibuja con tu grupo tres escenas de la fábula escuchada, en orden.', 3],
        ['Contar al curso', 'Relata la fábula al curso mostrando los dibujos.', 2],
      ],
      ['trabajo_grupo', 'exposicion_oral'],
    ),
  ),
  oa(
    'LE01 OA 18',
    'Comprensión de textos orales',
    [
      'Después de escuchar una explicación o unas instrucciones, responde preguntas, hace una pregunta para aclarar y lo relaciona con su experiencia.',
      'Responde preguntas sobre lo escuchado y lo relaciona con su experiencia.',
      'Responde una pregunta simple sobre lo escuchado.',
      'No responde preguntas sobre el texto oral escuchado.',
    ],
    [
      'Hace una pregunta sobre lo que escuchó para aclarar una duda.',
      'Hago una pregunta sobre lo que escuché cuando tengo una duda.',
    ],
    trabajo(
      'le01-18-instrucciones-escuchadas',
      'tema',
      'Escuchar instrucciones para hacer un avión de papel',
      [
        'El docente da instrucciones orales para hacer un avión de papel, sin mostrar cómo se hace.',
        'Los niños escuchan cada instrucción, preguntan si tienen dudas y siguen los pasos.',
      ],
      ['Hojas de papel', 'Lápices de colores'],
      [
        ['Escuchar la instrucción', 'Escucha cada instrucción oral completa antes de doblar el papel.', 2],
        ['Preguntar y seguir', 'Pregunta lo que no entendiste y sigue la instrucción escuchada.', 2],
        ['Comentar', 'Di qué instrucción fue más fácil de escuchar y seguir, y por qué.', 1],
      ],
      ['trabajo_grupo'],
    ),
  ),
  oa(
    'LE01 OA 19',
    'Curiosidad por el significado de las palabras',
    [
      'Pregunta el significado de las palabras que no conoce y lo averigua preguntando o en un diccionario ilustrado.',
      'Pregunta el significado de las palabras desconocidas cuando se le recuerda.',
      'Reconoce que una palabra es desconocida, pero no pregunta qué significa.',
      'No se interesa por las palabras que no conoce.',
    ],
    ['Pregunta qué significa una palabra que no conoce.', 'Pregunto qué significa una palabra que no conozco.'],
    trabajo(
      'le01-19-cazadores-de-palabras',
      'tema',
      'Cazadores de palabras desconocidas',
      [
        'Durante la semana, el curso caza palabras desconocidas en los cuentos, las canciones y los letreros.',
        'Cada niño averigua el significado de una palabra y lo explica con un dibujo.',
      ],
      ['Diccionario ilustrado', 'Tarjetas de papel', 'Lápices de colores'],
      [
        ['Cazar la palabra', 'Anota una palabra que no conoces y dónde la encontraste.', 1],
        ['Averiguar', 'Pregunta a un adulto o busca en el diccionario ilustrado qué significa.', 2],
        ['Mostrar', 'Muestra al curso tu tarjeta con la palabra, su significado y un dibujo.', 2],
      ],
      ['exposicion_oral'],
    ),
  ),
  oa(
    'LE01 OA 20',
    'Asistencia a obras de teatro infantil',
    [
      'Después de ver una obra de teatro, relata lo que pasó, describe un personaje y el escenario, y dice qué sintió.',
      'Relata lo que pasó en la obra de teatro y describe a un personaje.',
      'Recuerda una escena de la obra de teatro.',
      'No comenta la obra de teatro vista.',
    ],
    ['Dice lo que más le gustó de la obra de teatro.', 'Digo lo que más me gustó de la obra de teatro.'],
    trabajo(
      'le01-20-funcion-de-titeres',
      'tema',
      'Una función de títeres en la sala',
      [
        'El curso verá una obra de títeres presentada por el docente o por un curso mayor.',
        'Después, cada niño hará una entrada para la función y dibujará su escena favorita de la obra.',
      ],
      ['Cartulina', 'Lápices de colores', 'Tijeras'],
      [
        ['Preparar la entrada', 'Dibuja y escribe tu nombre en la entrada para la función de títeres.', 1],
        ['Ver la obra', 'Mira la obra de títeres en silencio, como público atento.', 2],
        ['Comentar la obra', 'Dibuja tu escena favorita y explica qué hizo el personaje en el escenario.', 2],
      ],
      ['dramatizacion'],
    ),
  ),
  oa(
    'LE01 OA 21',
    'Participación en conversaciones grupales',
    [
      'En la conversación da su opinión sobre el tema, escucha a los demás y espera su turno para hablar.',
      'Da su opinión y escucha, pero a veces no respeta los turnos.',
      'Participa en la conversación solo cuando se le pregunta.',
      'No participa en la conversación del grupo.',
    ],
    ['Espera su turno para hablar en la conversación.', 'Espero mi turno para hablar cuando conversamos.'],
    trabajo(
      'le01-21-ronda-de-conversacion',
      'tema',
      'Ronda de conversación: ¿cuál es el mejor juego del recreo?',
      [
        'El curso se sienta en ronda para conversar sobre el mejor juego del recreo.',
        'Para hablar se pide el turno levantando la mano, y se escucha a quien tiene la palabra.',
      ],
      ['Pelota pequeña para dar el turno', 'Papelógrafo'],
      [
        ['Pensar la opinión', 'Piensa cuál es tu juego favorito del recreo y por qué.', 1],
        ['Conversar por turnos', 'Da tu opinión cuando tengas la pelota y escucha a los demás en su turno.', 3],
        ['Llegar a un acuerdo', 'Con el curso, elijan un juego para el próximo recreo y anótenlo.', 1],
      ],
      ['debate', 'trabajo_grupo'],
    ),
  ),
  oa(
    'LE01 OA 22',
    'Convenciones sociales: saludos y cortesía',
    [
      'Saluda, se presenta, presenta a un compañero y usa por favor, gracias, perdón y permiso en la situación que corresponde.',
      'Saluda y usa fórmulas de cortesía, pero no presenta a otros.',
      'Usa fórmulas de cortesía solo cuando se le recuerda.',
      'No saluda ni usa fórmulas de cortesía.',
    ],
    ['Usa por favor y gracias al pedir algo.', 'Digo por favor y gracias cuando pido algo.'],
    trabajo(
      'le01-22-juego-de-roles-cortesia',
      'tema',
      'Juego de roles: el almacén de la esquina',
      [
        'En parejas, los niños juegan a comprar en un almacén: uno es el vendedor y el otro el cliente.',
        'Al entrar saludan, piden con por favor, dan las gracias y se despiden.',
      ],
      ['Cajas vacías de alimentos', 'Billetes de papel', 'Delantal'],
      [
        ['Preparar el almacén', 'Ordena con tu pareja los productos del almacén.', 1],
        ['Comprar con cortesía', 'Saluda, pide con por favor, da las gracias y despídete al comprar.', 3],
        ['Cambiar de papel', 'Cambia de papel con tu pareja y presenta a tu compañero al curso.', 2],
      ],
      ['dramatizacion'],
    ),
  ),
  oa(
    'LE01 OA 23',
    'Expresión oral sobre temas de interés',
    [
      'Habla frente al curso sobre un tema de su interés con frases descriptivas, volumen audible y postura adecuada.',
      'Habla frente al curso sobre su tema con volumen audible, pero con frases muy cortas.',
      'Habla frente al curso con voz muy baja o dando la espalda.',
      'No logra hablar frente al curso.',
    ],
    ['Habla frente al curso con voz fuerte y clara.', 'Hablo frente al curso con voz fuerte y clara.'],
    trabajo(
      'le01-23-mi-objeto-favorito',
      'tema',
      'Exposición: mi objeto favorito',
      [
        'Cada niño traerá su objeto favorito, como un juguete o un libro, y hablará de él frente al curso.',
        'Dirá qué es, cómo es, quién se lo dio y por qué le gusta.',
      ],
      ['Objeto favorito de cada niño', 'Tarjeta con dibujos de apoyo'],
      [
        ['Preparar la exposición', 'Dibuja en una tarjeta lo que dirás: qué es, cómo es y por qué te gusta.', 2],
        ['Hablar frente al curso', 'Muestra tu objeto y habla con voz fuerte, mirando al curso y de pie.', 3],
        ['Responder preguntas', 'Responde una pregunta de un compañero sobre tu objeto.', 1],
      ],
      ['exposicion_oral'],
    ),
  ),
  oa(
    'LE01 OA 24',
    'Palabras nuevas al hablar',
    [
      'Al hablar usa dos o más palabras nuevas aprendidas en textos escuchados, con su significado correcto.',
      'Al hablar usa una palabra nueva aprendida, con su significado correcto.',
      'Repite una palabra nueva sin usarla en lo que dice.',
      'No usa palabras nuevas al hablar.',
    ],
    ['Dice una oración con una palabra nueva que aprendió.', 'Digo una oración con una palabra nueva que aprendí.'],
    trabajo(
      'le01-24-palabra-del-dia',
      'tema',
      'La palabra del día en la conversación',
      [
        'Cada mañana el docente presenta una palabra nueva de un cuento leído, como «curioso» o «valiente».',
        'Durante el día, los niños usan esa palabra nueva al hablar y se anotan en una tabla cada vez que la dicen.',
      ],
      ['Tarjeta grande con la palabra del día', 'Tabla del curso'],
      [
        ['Conocer la palabra', 'Escucha la palabra nueva y su significado, y di un ejemplo.', 1],
        ['Usarla al hablar', 'Di la palabra nueva en una conversación con tus compañeros.', 3],
        ['Contar cómo la usó', 'Di al curso en qué oración usaste la palabra nueva.', 1],
      ],
      ['exposicion_oral'],
    ),
  ),
  oa(
    'LE01 OA 25',
    'Representación de papeles',
    [
      'Representa un papel con voz y gestos propios del personaje y colabora con su equipo en la dramatización.',
      'Representa su papel con algunos gestos y colabora con el equipo.',
      'Representa su papel solo con apoyo del docente.',
      'No participa en la representación.',
    ],
    [
      'Cambia la voz y los gestos para representar a su personaje.',
      'Cambio mi voz y mis gestos para representar a mi personaje.',
    ],
    trabajo(
      'le01-25-dramatizar-un-cuento',
      'cuento',
      'Dramatizamos «Los tres chanchitos»',
      [
        'En grupos, los niños dramatizan el cuento de los tres chanchitos y el lobo.',
        'Cada uno representa un papel y piensa cómo habla y se mueve su personaje.',
      ],
      ['Máscaras de cartulina', 'Cajas para las casas', 'Elásticos'],
      [
        ['Repartir los papeles', 'Elige con tu grupo quién representa a cada personaje.', 1],
        ['Ensayar', 'Ensaya tu papel con la voz y los gestos de tu personaje.', 3],
        ['Representar', 'Representa la obra frente al curso con tu equipo.', 2],
      ],
      ['dramatizacion'],
    ),
  ),
  oa(
    'LE01 OA 26',
    'Recitación de poemas, rimas y trabalenguas',
    [
      'Dice de memoria un poema, una rima o un trabalenguas completo, con entonación y expresividad.',
      'Dice de memoria casi todo el poema o la rima, con algo de entonación.',
      'Dice de memoria solo una parte, sin entonación.',
      'No logra decir de memoria el poema o la rima.',
    ],
    ['Dice de memoria un trabalenguas o una rima.', 'Digo de memoria un trabalenguas o una rima.'],
    trabajo(
      'le01-26-recital-de-rimas',
      'tema',
      'Recital de rimas y adivinanzas',
      [
        'El curso prepara un recital de rimas, trabalenguas y adivinanzas para otro primero básico.',
        'Cada niño dice de memoria una rima o un trabalenguas con buena entonación.',
      ],
      ['Tarjetas con rimas y trabalenguas', 'Micrófono de juguete'],
      [
        [
          'Elegir y memorizar',
          'Elige una rima o un trabalenguas y repite la rima en casa hasta saberla de memoria.',
          2,
        ],
        ['Ensayar la entonación', 'Ensaya con tu pareja diciendo la rima con ritmo y expresión.', 2],
        ['Recitar', 'Di tu rima de memoria en el recital del curso.', 2],
      ],
      ['exposicion_oral'],
    ),
  ),
]
