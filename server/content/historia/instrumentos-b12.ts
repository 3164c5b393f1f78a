/**
 * Instruments of Historia, 1° and 2° Básico, per OA: the rubric's content criterion, the scale's indicator
 * and a practical work about the child's family, school and community, told in short sentences a child who
 * is learning to read can follow (see `instrumento.ts` for the row format).
 */
import { instrumento } from './instrumento'

/** 1° Básico. */
export const historia01 = [
  instrumento(
    'HI01 OA 01',
    [
      'Días de la semana y meses del año',
      'Nombra en orden los siete días de la semana y los doce meses del año, y encuentra la fecha de hoy en el calendario.',
      'Nombra en orden los días de la semana y casi todos los meses, y encuentra la fecha con poca ayuda.',
      'Nombra los días de la semana con saltos o cambios de orden y necesita ayuda para leer el calendario.',
      'Nombra algunos días de la semana sueltos y no ubica la fecha en el calendario.',
    ],
    [
      'Nombra en orden los días de la semana y los meses del año usando el calendario.',
      'Nombré en orden los días de la semana y los meses del año usando el calendario.',
    ],
    {
      id: 'hi01-01-calendario-del-curso',
      tipo: 'tema',
      titulo: 'El calendario de nuestro curso',
      presentacion: [
        'Nuestro curso va a hacer un calendario grande para la sala.',
        'Cada día miramos el calendario y decimos la fecha de hoy.',
        'Marcamos los cumpleaños del curso en su mes.',
      ],
      tabla: {
        columnas: ['Mes', 'Cumpleaños del curso', 'Fiesta o actividad'],
        filas: [
          ['Marzo', '', 'Empiezan las clases'],
          ['Mayo', '', ''],
          ['Septiembre', '', 'Fiestas Patrias'],
        ],
      },
      materiales: ['Cartulina grande', 'Lápices de colores', 'Regla', 'Pegamento'],
      pasos: [
        ['Los días de la semana', 'Decimos en voz alta los días de la semana, desde el lunes hasta el domingo.', 2],
        ['Los meses del año', 'Pegamos los doce meses del año en orden, desde enero hasta diciembre.', 3],
        ['Los cumpleaños', 'Cada niño marca su cumpleaños en el mes que corresponde del calendario.', 3],
        ['La fecha de hoy', 'Cada mañana un niño busca el día y el mes en el calendario y dice la fecha.', 2],
      ],
      tareas: ['afiche', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI01 OA 02',
    [
      'Antes y después en la vida diaria',
      'Ordena hechos de su vida con antes y después, ayer, hoy y mañana, y explica qué ocurrió primero y qué ocurrió al final.',
      'Ordena hechos de su vida con antes y después, ayer, hoy y mañana, con un error que corrige.',
      'Ordena solo algunos hechos y confunde ayer con mañana o antes con después.',
      'No ordena los hechos de su día y no usa antes ni después.',
    ],
    [
      'Ordena hechos de su día usando antes y después, ayer, hoy y mañana.',
      'Ordené hechos de mi día usando antes y después, ayer, hoy y mañana.',
    ],
    {
      id: 'hi01-02-linea-de-tiempo-de-mi-dia',
      tipo: 'tema',
      titulo: 'La línea de tiempo de mi día',
      presentacion: [
        'Cada día hacemos muchas cosas en orden.',
        'Primero nos levantamos, después vamos a la escuela y en la noche dormimos.',
        'Vamos a dibujar nuestra rutina en una línea de tiempo.',
      ],
      materiales: ['Tira larga de papel', 'Lápices de colores', 'Tijeras', 'Pegamento'],
      pasos: [
        ['Recordar el día', 'Cada niño cuenta qué hace en la mañana, en la tarde y en la noche.', 2],
        [
          'Dibujar',
          'Dibujamos cuatro cosas de nuestra rutina: antes de la escuela, en la escuela, después y en la noche.',
          3,
        ],
        ['Ordenar', 'Pegamos los dibujos en la línea de tiempo, de lo primero a lo último.', 3],
        ['Contar', 'Contamos al curso qué hicimos ayer, qué hacemos hoy y qué haremos mañana.', 2],
      ],
      tareas: ['exposicion_oral', 'afiche'],
    },
  ),
  instrumento(
    'HI01 OA 03',
    [
      'Mi identidad: quién soy',
      'Registra su nombre, su fecha y lugar de nacimiento, sus gustos y sus amigos, y dice qué lo hace único.',
      'Registra su nombre, su fecha de nacimiento y sus gustos, sin decir qué lo hace único.',
      'Registra su nombre y un gusto, y le faltan datos de su nacimiento.',
      'Escribe solo su nombre y no cuenta otros datos de su identidad.',
    ],
    [
      'Cuenta datos de su identidad: nombre, nacimiento, gustos y amigos.',
      'Conté datos de mi identidad: mi nombre, mi nacimiento, mis gustos y mis amigos.',
    ],
    {
      id: 'hi01-03-ficha-quien-soy',
      tipo: 'tema',
      titulo: 'Mi ficha: quién soy',
      presentacion: [
        'Cada persona es única.',
        'Tiene un nombre, una fecha de nacimiento y gustos propios.',
        'Vamos a hacer una ficha personal y a presentarla al curso.',
      ],
      tabla: {
        columnas: ['Pregunta', 'Mi respuesta'],
        filas: [
          ['¿Cómo me llamo?', ''],
          ['¿Cuándo nací?', ''],
          ['¿Dónde nací?', ''],
          ['¿Qué me gusta hacer?', ''],
          ['¿Quiénes son mis amigos?', ''],
        ],
      },
      materiales: ['Hoja de bloc', 'Foto o dibujo de cada niño', 'Lápices de colores'],
      pasos: [
        ['Preguntar en casa', 'Pregunto en casa mi fecha y lugar de nacimiento.', 2],
        ['Completar la ficha', 'Escribo o dibujo mi nombre, mis gustos y mis amigos en la ficha.', 3],
        ['Presentar', 'Muestro mi ficha al curso y digo una cosa que me hace único.', 3],
      ],
      tareas: ['exposicion_oral', 'afiche'],
    },
  ),
  instrumento(
    'HI01 OA 04',
    [
      'La historia de mi familia',
      'Pregunta a su familia por sus costumbres, fiestas y recuerdos, y cuenta con claridad lo que averiguó y el rol de cada integrante.',
      'Pregunta a su familia por sus costumbres y recuerdos, y cuenta lo que averiguó con algunos olvidos.',
      'Cuenta un recuerdo de su familia sin haber preguntado por costumbres ni roles.',
      'No cuenta nada de la historia de su familia.',
    ],
    [
      'Comunica lo que averiguó de la historia de su familia.',
      'Comuniqué lo que averigüé de la historia de mi familia.',
    ],
    {
      id: 'hi01-04-entrevista-a-la-familia',
      tipo: 'tema',
      titulo: 'Entrevista a mi familia',
      presentacion: [
        'Los abuelos y los papás guardan muchos recuerdos de la familia.',
        'Vamos a preguntarles por sus costumbres y fiestas.',
        'Después contaremos al curso lo que aprendimos.',
      ],
      tabla: {
        columnas: ['Pregunta a mi familia', 'Respuesta'],
        filas: [
          ['¿Qué fiesta celebra siempre nuestra familia?', ''],
          ['¿Qué comida prepara la familia en los cumpleaños?', ''],
          ['¿A qué jugaban cuando eran niños?', ''],
          ['¿Qué hace cada uno en la casa?', ''],
        ],
      },
      materiales: ['Hoja con las preguntas', 'Fotos antiguas de la familia', 'Lápices de colores'],
      pasos: [
        ['Preguntar', 'En casa hago las preguntas a un adulto de mi familia y dibujo las respuestas.', 4],
        ['Elegir un recuerdo', 'Elijo una foto o un recuerdo de mi familia para mostrar.', 2],
        ['Contar al curso', 'Cuento al curso una costumbre de mi familia y quién la enseñó.', 3],
      ],
      tareas: ['exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI01 OA 05',
    [
      'Emblemas nacionales y conmemoraciones',
      'Reconoce la bandera, el escudo y el himno nacional, y explica cómo participan hombres y mujeres en Fiestas Patrias o el 21 de mayo.',
      'Reconoce la bandera, el escudo y el himno nacional, y nombra una conmemoración sin describirla.',
      'Reconoce la bandera, pero confunde el escudo o el himno nacional con otros símbolos.',
      'No reconoce los emblemas nacionales.',
    ],
    [
      'Reconoce la bandera, el escudo y el himno nacional de Chile.',
      'Reconocí la bandera, el escudo y el himno nacional de Chile.',
    ],
    {
      id: 'hi01-05-mural-de-los-emblemas',
      tipo: 'tema',
      titulo: 'Un mural de los emblemas nacionales',
      presentacion: [
        'Chile tiene tres emblemas nacionales: la bandera, el escudo y el himno nacional.',
        'En Fiestas Patrias y el 21 de mayo los recordamos juntos.',
        'Vamos a hacer un mural para la sala.',
      ],
      materiales: ['Papelógrafo', 'Pinturas roja, azul y blanca', 'Pinceles', 'Lápices de colores'],
      pasos: [
        ['Mirar los emblemas', 'Miramos la bandera y el escudo y buscamos la estrella, el cóndor y el huemul.', 2],
        ['Pintar', 'En grupos pintamos la bandera y dibujamos el escudo en el mural.', 4],
        ['Cantar', 'Cantamos el himno nacional de pie y con respeto.', 2],
        ['Contar una fiesta', 'Cada grupo cuenta qué hace su familia en Fiestas Patrias.', 2],
      ],
      tareas: ['afiche', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI01 OA 06',
    [
      'Tradiciones y fiestas de mi localidad',
      'Describe fiestas y tradiciones de su localidad y de Chile, como comidas típicas, juegos o la cueca, y dice por qué son parte de nuestra identidad.',
      'Describe una fiesta o tradición de su localidad y nombra comidas típicas o juegos.',
      'Nombra una tradición sin describirla.',
      'No nombra tradiciones ni fiestas de su localidad.',
    ],
    ['Describe una fiesta o tradición de su localidad.', 'Describí una fiesta o tradición de mi localidad.'],
    {
      id: 'hi01-06-feria-de-tradiciones',
      tipo: 'tema',
      titulo: 'Feria de tradiciones chilenas',
      presentacion: [
        'En Chile hay muchas tradiciones: la cueca, el rodeo, las empanadas y el volantín.',
        'Cada localidad tiene también sus propias fiestas.',
        'Vamos a armar una feria de tradiciones en el curso.',
      ],
      materiales: ['Cartulinas', 'Lápices de colores', 'Un juego típico, como un trompo o un emboque'],
      pasos: [
        [
          'Elegir una tradición',
          'Cada grupo elige una comida típica, un juego típico o una fiesta de su localidad.',
          2,
        ],
        ['Preparar', 'El grupo dibuja la tradición y trae un objeto que la muestre.', 4],
        ['Mostrar en la feria', 'Cada grupo cuenta su tradición al curso y enseña a jugar o a bailar.', 4],
      ],
      tareas: ['exposicion_oral', 'dramatizacion', 'afiche'],
    },
  ),
  instrumento(
    'HI01 OA 07',
    [
      'Personas que aportaron a Chile',
      'Cuenta quién fue una persona destacada, como Gabriela Mistral o un científico, qué hizo y cuál fue su aporte a la sociedad.',
      'Cuenta quién fue una persona destacada y qué hizo, sin explicar su aporte.',
      'Nombra a una persona destacada sin decir qué hizo.',
      'No reconoce a ninguna persona que aportó a Chile.',
    ],
    ['Cuenta el aporte de una persona destacada de Chile.', 'Conté el aporte de una persona destacada de Chile.'],
    {
      id: 'hi01-07-personajes-destacados',
      tipo: 'tema',
      titulo: 'Conozcamos a una persona destacada',
      presentacion: [
        'Gabriela Mistral fue profesora y poeta.',
        'Escribió poemas para niños y ganó el Premio Nobel.',
        'Vamos a conocer a otras personas que hicieron un aporte a Chile.',
      ],
      materiales: ['Fotos de personas destacadas', 'Cartulina', 'Lápices de colores'],
      pasos: [
        ['Escuchar', 'La profesora lee la vida de una persona destacada, como Gabriela Mistral.', 3],
        ['Dibujar', 'Dibujamos a la persona haciendo su trabajo: escribir, investigar o hacer deporte.', 3],
        ['Contar su aporte', 'Cada niño dice en una oración qué aporte hizo esa persona.', 3],
      ],
      tareas: ['exposicion_oral', 'dramatizacion', 'afiche'],
    },
  ),
  instrumento(
    'HI01 OA 08',
    [
      'Planos y mapas para representar lugares',
      'Explica que un plano o un mapa representa un lugar visto desde arriba y dibuja un plano sencillo de la sala.',
      'Explica que un plano representa un lugar y dibuja un plano de la sala con algunos objetos.',
      'Dibuja la sala de frente y no como plano visto desde arriba.',
      'No reconoce para qué sirve un plano o un mapa.',
    ],
    ['Dibuja un plano de la sala visto desde arriba.', 'Dibujé un plano de la sala visto desde arriba.'],
    {
      id: 'hi01-08-plano-de-la-sala',
      tipo: 'tema',
      titulo: 'El plano de nuestra sala',
      presentacion: [
        'Un plano muestra un lugar visto desde arriba, como lo vería un pájaro.',
        'Vamos a dibujar el plano de nuestra sala.',
      ],
      materiales: ['Hoja de bloc', 'Lápiz grafito', 'Lápices de colores', 'Cajas pequeñas'],
      pasos: [
        ['Mirar desde arriba', 'Ponemos cajas sobre la mesa y las miramos desde arriba.', 2],
        ['Dibujar el plano', 'Dibujamos la puerta, la pizarra y las mesas en el plano de la sala.', 4],
        ['Usar el plano', 'Con el plano buscamos dónde está el mueble de los libros.', 3],
      ],
      tareas: ['maqueta', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI01 OA 09',
    [
      'Chile en el mapa',
      'Localiza Chile en un mapa y reconoce en él la cordillera de los Andes, el océano Pacífico, Santiago y su región.',
      'Localiza Chile en un mapa y reconoce la cordillera de los Andes y el océano Pacífico.',
      'Localiza Chile en un mapa, pero confunde la cordillera con el mar.',
      'No localiza Chile en un mapa.',
    ],
    [
      'Localiza Chile, la cordillera y el océano Pacífico en un mapa.',
      'Localicé Chile, la cordillera y el océano Pacífico en un mapa.',
    ],
    {
      id: 'hi01-09-mapa-de-chile',
      tipo: 'tema',
      titulo: 'Pintemos el mapa de Chile',
      presentacion: [
        'Chile es un país largo y angosto.',
        'Al este está la cordillera de los Andes y al oeste está el océano Pacífico.',
        'Vamos a pintar un mapa de Chile y marcar dónde vivimos.',
      ],
      materiales: ['Mapa mudo de Chile', 'Lápices de colores', 'Stickers de estrella'],
      pasos: [
        ['Pintar', 'Pintamos de azul el océano Pacífico y de café la cordillera de los Andes.', 3],
        ['Marcar', 'Ponemos una estrella en Santiago y otra en nuestra región.', 3],
        ['Contar', 'Cada niño muestra en el mapa de Chile dónde vive.', 2],
      ],
      tareas: ['afiche', 'exposicion_oral'],
    },
  ),
  instrumento(
    'HI01 OA 10',
    [
      'El paisaje de mi entorno',
      'Describe el paisaje de su entorno con palabras como cerro, río, ciudad o cordillera, y usa derecha, izquierda, delante y detrás.',
      'Describe el paisaje de su entorno con algunas palabras geográficas y usa derecha e izquierda.',
      'Nombra cosas del paisaje sin ubicarlas ni usar palabras geográficas.',
      'No describe el paisaje de su entorno.',
    ],
    [
      'Describe el paisaje de su entorno con palabras geográficas.',
      'Describí el paisaje de mi entorno con palabras geográficas.',
    ],
    {
      id: 'hi01-10-paisaje-desde-la-ventana',
      tipo: 'tema',
      titulo: 'El paisaje desde la ventana',
      presentacion: [
        'Desde la escuela vemos un paisaje.',
        'Puede haber cerros, casas, calles, árboles o un río.',
        'Vamos a observar el paisaje y dibujarlo.',
      ],
      materiales: ['Hoja de bloc', 'Lápices de colores'],
      pasos: [
        ['Observar', 'Miramos el paisaje por la ventana o en el patio.', 2],
        ['Nombrar', 'Decimos qué hay a la derecha, a la izquierda, delante y detrás.', 3],
        ['Dibujar', 'Dibujamos el paisaje y escribimos el nombre de tres cosas: cerro, calle o río.', 4],
      ],
      tareas: ['afiche', 'exposicion_oral'],
    },
  ),
  instrumento(
    'HI01 OA 11',
    [
      'Los trabajos de mi familia y mi localidad',
      'Identifica trabajos de su familia y su localidad, dice qué productos o servicios dan y valora también el trabajo no remunerado de la casa.',
      'Identifica trabajos de su familia y su localidad y dice qué aportan.',
      'Nombra algunos oficios sin decir qué aportan.',
      'No identifica trabajos de su familia ni de su localidad.',
    ],
    [
      'Identifica un trabajo de su localidad y lo que aporta.',
      'Identifiqué un trabajo de mi localidad y lo que aporta.',
    ],
    {
      id: 'hi01-11-oficios-del-barrio',
      tipo: 'tema',
      titulo: 'Los trabajos de mi barrio',
      presentacion: [
        'En el barrio hay muchos trabajos: panadero, feriante, profesora, doctora.',
        'En la casa también hay trabajo, como cocinar y cuidar a los niños.',
        'Vamos a conocer un trabajo y contar cómo nos ayuda.',
      ],
      materiales: ['Cartulina', 'Lápices de colores', 'Objetos de un oficio'],
      pasos: [
        ['Preguntar', 'Pregunto a un adulto de mi familia en qué trabaja.', 2],
        ['Dibujar', 'Dibujo a esa persona en su trabajo y lo que produce.', 3],
        ['Representar', 'En grupo hacemos como si fuéramos trabajadores del barrio.', 4],
      ],
      tareas: ['dramatizacion', 'exposicion_oral'],
    },
  ),
  instrumento(
    'HI01 OA 12',
    [
      'Niños de otros lugares del mundo',
      'Compara cómo viven niños de otros países con los niños chilenos (idioma, ropa, comida, fiestas) y ubica esos países en un globo terráqueo.',
      'Compara cómo viven niños de otros países con los niños chilenos en dos aspectos.',
      'Describe a niños de otros países sin compararlos ni ubicarlos.',
      'No describe cómo viven niños de otros lugares.',
    ],
    ['Compara la vida de niños de otros países con la suya.', 'Comparé la vida de niños de otros países con la mía.'],
    {
      id: 'hi01-12-ninos-del-mundo',
      tipo: 'tema',
      titulo: 'Niños del mundo',
      presentacion: [
        'Niños de otros países hablan otro idioma y comen otras comidas.',
        'Pero todos juegan, aprenden y tienen fiestas.',
        'Vamos a conocer a niños de Japón, de Kenia y de México.',
      ],
      tabla: {
        columnas: ['País', 'Idioma', 'Una comida', 'Una fiesta'],
        filas: [
          ['Chile', 'Castellano', 'Empanada', 'Fiestas Patrias'],
          ['Japón', '', '', ''],
          ['México', '', '', ''],
        ],
      },
      materiales: ['Globo terráqueo', 'Fotos de niños de otros países', 'Lápices de colores'],
      pasos: [
        ['Mirar fotos', 'Miramos fotos de niños de otros países y lo que hacen.', 2],
        ['Ubicar', 'Buscamos cada país en el globo terráqueo.', 3],
        ['Comparar', 'Completamos la tabla y decimos en qué se parecen a nosotros.', 4],
      ],
      tareas: ['afiche', 'exposicion_oral'],
    },
  ),
  instrumento(
    'HI01 OA 13',
    [
      'Respeto, empatía y responsabilidad',
      'Trata con respeto y cortesía a los demás, ayuda a quien lo necesita y cumple sus encargos, y da ejemplos de estas acciones.',
      'Trata con respeto a los demás y cumple sus encargos, con algún recordatorio.',
      'Muestra respeto a veces y olvida sus encargos con frecuencia.',
      'No muestra respeto ni cumple sus encargos.',
    ],
    [
      'Trata con respeto a sus compañeros y cumple sus encargos.',
      'Traté con respeto a mis compañeros y cumplí mis encargos.',
    ],
    {
      id: 'hi01-13-buen-trato-en-el-curso',
      tipo: 'cuento',
      titulo: 'Un día en el curso',
      presentacion: [
        'En el recreo, Tomás se cae y nadie lo ayuda.',
        'Sofía se acerca, le da la mano y lo acompaña.',
        'Vamos a actuar cómo mostrar respeto y empatía en el curso.',
      ],
      materiales: ['Tarjetas con situaciones del curso'],
      pasos: [
        ['Escuchar la historia', 'Escuchamos la historia y decimos quién mostró empatía.', 2],
        ['Actuar', 'En grupo actuamos una situación y mostramos cómo ayudar con respeto.', 4],
        ['Comprometerse', 'Cada niño dice un encargo que cumplirá en la sala.', 2],
      ],
      tareas: ['dramatizacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI01 OA 14',
    [
      'Normas de convivencia y seguridad',
      'Explica y cumple normas de convivencia y de seguridad en la casa, la escuela y la calle, como cruzar la calle en el paso de cebra.',
      'Cumple normas de convivencia y seguridad y explica una de ellas.',
      'Nombra una norma, pero no la cumple siempre.',
      'No reconoce normas de convivencia ni de seguridad.',
    ],
    ['Explica una norma de seguridad y la cumple.', 'Expliqué una norma de seguridad y la cumplí.'],
    {
      id: 'hi01-14-normas-de-seguridad',
      tipo: 'tema',
      titulo: 'Nuestras normas de seguridad',
      presentacion: [
        'Las normas nos cuidan.',
        'Para cruzar la calle miramos el semáforo y usamos el paso de cebra.',
        'Vamos a hacer un afiche con las normas de seguridad del curso.',
      ],
      materiales: ['Cartulina', 'Lápices de colores', 'Imágenes de un semáforo'],
      pasos: [
        ['Conversar', 'Conversamos sobre lugares peligrosos de la casa, la escuela y la calle.', 2],
        ['Elegir normas', 'Elegimos tres normas de seguridad y de convivencia para el curso.', 3],
        ['Hacer el afiche', 'Dibujamos cada norma en el afiche y lo pegamos en la sala.', 4],
      ],
      tareas: ['afiche', 'dramatizacion'],
    },
  ),
  instrumento(
    'HI01 OA 15',
    [
      'Servicios a la comunidad',
      'Explica qué servicio presta a la comunidad la escuela, el municipio, el consultorio o Carabineros, y quiénes trabajan en cada uno.',
      'Explica qué servicio presta a la comunidad una institución y nombra a quien trabaja allí.',
      'Nombra una institución sin decir qué servicio presta.',
      'No reconoce las instituciones que sirven a la comunidad.',
    ],
    [
      'Explica qué servicio presta a la comunidad una institución.',
      'Expliqué qué servicio presta a la comunidad una institución.',
    ],
    {
      id: 'hi01-15-quienes-nos-ayudan',
      tipo: 'tema',
      titulo: 'Quienes nos ayudan en la comunidad',
      presentacion: [
        'Carabineros cuidan las calles y los bomberos apagan incendios.',
        'En el consultorio nos atienden cuando estamos enfermos.',
        'Vamos a representar los servicios de nuestra comunidad.',
      ],
      materiales: ['Gorros y objetos para disfrazarse', 'Cartulina', 'Lápices de colores'],
      pasos: [
        ['Conocer', 'Miramos fotos del consultorio, el municipio y Carabineros.', 2],
        ['Preparar', 'Cada grupo elige un servicio y prepara su disfraz.', 3],
        ['Representar', 'El grupo actúa cómo ese servicio ayuda a la comunidad.', 4],
      ],
      tareas: ['dramatizacion', 'exposicion_oral'],
    },
  ),
]
