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
      tareas: ['exposicion_oral', 'afiche', 'investigacion'],
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
      tareas: ['exposicion_oral', 'dramatizacion', 'afiche', 'investigacion', 'trabajo_grupo'],
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
      tareas: ['exposicion_oral', 'dramatizacion', 'afiche', 'investigacion'],
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
      tareas: ['afiche', 'exposicion_oral', 'investigacion'],
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
      tareas: ['dramatizacion', 'exposicion_oral', 'investigacion', 'trabajo_grupo'],
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
      tareas: ['afiche', 'exposicion_oral', 'investigacion'],
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
      tareas: ['dramatizacion', 'exposicion_oral', 'investigacion', 'trabajo_grupo'],
    },
  ),
]

/** 2° Básico. */
export const historia02 = [
  instrumento(
    'HI02 OA 01',
    [
      'Forma de vida de los pueblos originarios',
      'Describe cómo vivía un pueblo originario antes de la llegada de los españoles: si era nómada o sedentario, su vivienda, su alimentación y sus herramientas.',
      'Describe la vivienda y la alimentación de un pueblo originario y dice si era nómada o sedentario.',
      'Nombra un pueblo originario y un rasgo de su vida, sin distinguir nómadas de sedentarios.',
      'Confunde a los pueblos originarios entre sí y no describe su forma de vida.',
    ],
    [
      'Describe cómo vivía un pueblo originario antes de la llegada de los españoles.',
      'Describí cómo vivía un pueblo originario antes de la llegada de los españoles.',
    ],
    {
      id: 'hi02-01-maqueta-pueblo-originario',
      tipo: 'tema',
      titulo: 'Una maqueta de un pueblo originario',
      presentacion: [
        'Los mapuche vivían en rukas y cultivaban la tierra: eran sedentarios.',
        'Los selk’nam cazaban guanacos y se movían de un lugar a otro: eran nómadas.',
        'Vamos a hacer una maqueta de cómo vivía un pueblo originario.',
      ],
      tabla: {
        columnas: ['Pueblo originario', 'Vivienda', 'Alimento', '¿Nómada o sedentario?'],
        filas: [
          ['Mapuche', 'Ruka', '', ''],
          ['Selk’nam', '', 'Guanaco', ''],
          ['Aimara', '', '', ''],
        ],
      },
      materiales: ['Base de cartón', 'Plasticina', 'Palitos de helado', 'Paja o pasto seco'],
      pasos: [
        ['Conocer', 'Miramos imágenes de la vivienda y la comida de cada pueblo originario.', 3],
        ['Completar la tabla', 'Completamos la tabla y marcamos si cada pueblo era nómada o sedentario.', 2],
        ['Construir', 'En grupo hacemos la maqueta de la vivienda y las herramientas del pueblo elegido.', 4],
        ['Contar', 'Cada grupo cuenta al curso cómo vivía su pueblo originario.', 2],
      ],
      tareas: ['maqueta', 'exposicion_oral', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI02 OA 02',
    [
      'Pueblos indígenas de ayer y de hoy',
      'Compara la vida actual de un pueblo indígena con la de antes de los españoles y distingue con ejemplos lo que se mantiene y lo que ha cambiado.',
      'Compara la vida actual de un pueblo indígena con la de antes y da un ejemplo de lo que se mantiene.',
      'Describe la vida actual de un pueblo indígena sin compararla con la de antes.',
      'No distingue lo que se mantiene de lo que ha cambiado en un pueblo indígena.',
    ],
    [
      'Da un ejemplo de lo que se mantiene y de lo que ha cambiado en un pueblo indígena.',
      'Di un ejemplo de lo que se mantiene y de lo que ha cambiado en un pueblo indígena.',
    ],
    {
      id: 'hi02-02-antes-y-hoy-mapuche',
      tipo: 'fuente',
      titulo: 'Un pueblo indígena antes y hoy',
      presentacion: [
        'Hoy muchas familias mapuche viven en ciudades y van a la escuela.',
        'Todavía hablan mapudungun y celebran el We Tripantu, su año nuevo.',
        'Vamos a comparar lo que se mantiene y lo que ha cambiado.',
      ],
      tabla: {
        columnas: ['Aspecto', 'Antes de los españoles', 'Hoy'],
        filas: [
          ['Vivienda', 'Ruka', ''],
          ['Idioma', 'Mapudungun', ''],
          ['Fiesta', 'We Tripantu', ''],
        ],
      },
      materiales: ['Fotos de familias mapuche de hoy', 'Lápices de colores'],
      pasos: [
        ['Mirar fotos', 'Miramos fotos de antes y de hoy de familias mapuche.', 2],
        ['Completar', 'Completamos la tabla con lo que vemos hoy.', 3],
        ['Marcar', 'Pintamos de verde lo que se mantiene y de naranjo lo que ha cambiado.', 3],
      ],
      tareas: ['afiche', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI02 OA 03',
    [
      'Chile, una sociedad mestiza',
      'Distingue lo que recibimos de los pueblos originarios y de los españoles, con palabras, alimentos y tradiciones, y explica por qué somos una sociedad mestiza.',
      'Distingue lo que recibimos de los pueblos originarios y de los españoles con dos ejemplos.',
      'Da un ejemplo de legado indígena o español sin distinguir su origen.',
      'No reconoce el legado indígena ni el español en su vida.',
    ],
    [
      'Distingue un legado indígena y un legado español en su vida diaria.',
      'Distinguí un legado indígena y un legado español en mi vida diaria.',
    ],
    {
      id: 'hi02-03-mesa-mestiza',
      tipo: 'tema',
      titulo: 'Nuestra mesa mestiza',
      presentacion: [
        'La papa y el maíz los cultivaban los pueblos originarios.',
        'El trigo y el pan llegaron con los españoles.',
        'Vamos a hacer un afiche con lo que heredamos de cada uno.',
      ],
      tabla: {
        columnas: ['Lo que heredamos', 'De los pueblos originarios', 'De los españoles'],
        filas: [
          ['Alimentos', 'Papa, maíz', 'Trigo'],
          ['Palabras', 'Cancha, guagua', ''],
          ['Tradiciones', '', ''],
        ],
      },
      materiales: ['Cartulina', 'Recortes de alimentos', 'Pegamento', 'Lápices de colores'],
      pasos: [
        ['Buscar ejemplos', 'Buscamos alimentos y palabras que heredamos de cada pueblo.', 3],
        ['Clasificar', 'Pegamos cada ejemplo en la columna indígena o en la española.', 3],
        ['Explicar', 'Decimos al curso por qué Chile es una sociedad mestiza.', 2],
      ],
      tareas: ['afiche', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI02 OA 04',
    [
      'Los aportes de los inmigrantes',
      'Reconoce con ejemplos cómo inmigrantes europeos, árabes, asiáticos y latinoamericanos han aportado comidas, palabras y costumbres a la diversidad de Chile.',
      'Reconoce el aporte de dos grupos de inmigrantes a Chile.',
      'Nombra un grupo de inmigrantes sin decir qué aportó.',
      'No reconoce a los inmigrantes como parte de la sociedad chilena.',
    ],
    [
      'Da un ejemplo del aporte de inmigrantes a la sociedad chilena.',
      'Di un ejemplo del aporte de inmigrantes a la sociedad chilena.',
    ],
    {
      id: 'hi02-04-familias-que-llegaron',
      tipo: 'tema',
      titulo: 'Familias que llegaron de otros países',
      presentacion: [
        'Hace muchos años llegaron a Chile inmigrantes alemanes, italianos y árabes.',
        'Hoy llegan migrantes de Perú, Haití y Venezuela.',
        'Todos traen comidas, palabras y costumbres que nos enriquecen.',
      ],
      materiales: ['Mapa del mundo', 'Lana de colores', 'Chinches', 'Tarjetas'],
      pasos: [
        ['Preguntar', 'Preguntamos en casa si algún familiar llegó de otro país.', 2],
        ['Unir en el mapa', 'Unimos con lana cada país de origen con Chile en el mapa.', 3],
        ['Compartir', 'Contamos una comida o costumbre que trajeron los inmigrantes.', 3],
      ],
      tareas: ['exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI02 OA 05',
    [
      'El patrimonio cultural de Chile',
      'Reconoce expresiones del patrimonio cultural de Chile y de su región, como leyendas, monumentos, comidas típicas y fiestas, y dice por qué hay que cuidarlas.',
      'Reconoce dos expresiones del patrimonio cultural de su región.',
      'Nombra una leyenda o un monumento sin reconocerlo como patrimonio.',
      'No reconoce el patrimonio cultural de Chile.',
    ],
    [
      'Reconoce una expresión del patrimonio cultural de su región.',
      'Reconocí una expresión del patrimonio cultural de mi región.',
    ],
    {
      id: 'hi02-05-museo-del-patrimonio',
      tipo: 'tema',
      titulo: 'El museo del patrimonio de la sala',
      presentacion: [
        'El patrimonio cultural es lo que heredamos y cuidamos entre todos.',
        'Son leyendas, bailes, comidas típicas, fiestas y monumentos.',
        'Vamos a armar un pequeño museo en la sala.',
      ],
      materiales: ['Objetos traídos de la casa', 'Tarjetas para los nombres', 'Mesas para exponer'],
      pasos: [
        ['Elegir', 'Cada grupo elige una leyenda, una comida típica o un monumento de la región.', 2],
        ['Preparar', 'El grupo hace un dibujo o trae un objeto y escribe su nombre en una tarjeta.', 4],
        ['Mostrar', 'El grupo guía a sus compañeros por el museo del patrimonio.', 3],
      ],
      tareas: ['exposicion_oral', 'trabajo_grupo', 'investigacion'],
    },
  ),
  instrumento(
    'HI02 OA 06',
    [
      'Planos del entorno con simbología',
      'Lee y dibuja un plano de su entorno con puntos de referencia, símbolos en una leyenda y palabras como al lado, entre, delante y detrás.',
      'Dibuja un plano con puntos de referencia y algunos símbolos.',
      'Dibuja un plano sin símbolos ni puntos de referencia.',
      'No lee ni dibuja un plano de su entorno.',
    ],
    ['Dibuja un plano con puntos de referencia y símbolos.', 'Dibujé un plano con puntos de referencia y símbolos.'],
    {
      id: 'hi02-06-plano-del-barrio',
      tipo: 'tema',
      titulo: 'El plano de la escuela y sus alrededores',
      presentacion: [
        'Un plano usa símbolos para mostrar lugares.',
        'Un punto de referencia es un lugar que todos conocen, como una plaza.',
        'Vamos a dibujar el plano del camino de la escuela a la plaza.',
      ],
      materiales: ['Hoja de bloc', 'Regla', 'Lápices de colores'],
      pasos: [
        ['Recorrer', 'Recorremos el camino y anotamos los puntos de referencia.', 3],
        ['Inventar símbolos', 'Creamos un símbolo para cada lugar y armamos la simbología.', 3],
        ['Dibujar el plano', 'Dibujamos el plano y decimos qué está al lado de qué.', 4],
      ],
      tareas: ['maqueta', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI02 OA 07',
    [
      'Chile en América del Sur y los puntos cardinales',
      'Ubica Chile, Santiago y su capital regional en el mapa y describe con los puntos cardinales dónde están los países vecinos de América del Sur.',
      'Ubica Chile y Santiago en el mapa y nombra los países vecinos con algún error de punto cardinal.',
      'Ubica Chile en el mapa sin usar los puntos cardinales.',
      'No ubica Chile ni sus países vecinos en el mapa.',
    ],
    [
      'Describe con los puntos cardinales dónde están los países vecinos de Chile.',
      'Describí con los puntos cardinales dónde están los países vecinos de Chile.',
    ],
    {
      id: 'hi02-07-rosa-de-los-vientos',
      tipo: 'tema',
      titulo: 'Los vecinos de Chile y los puntos cardinales',
      presentacion: [
        'Al norte de Chile está Perú y al este están Bolivia y Argentina.',
        'Los puntos cardinales son norte, sur, este y oeste.',
        'Vamos a ubicar a Chile y sus vecinos en el mapa de América del Sur.',
      ],
      materiales: ['Mapa mudo de América del Sur', 'Lápices de colores', 'Brújula de juguete o dibujada'],
      pasos: [
        ['Dibujar la rosa de los vientos', 'Dibujamos los puntos cardinales en una esquina del mapa.', 2],
        ['Pintar', 'Pintamos Chile y sus países vecinos con colores distintos.', 3],
        ['Describir', 'Decimos qué país está al norte y cuáles al este de Chile.', 3],
      ],
      tareas: ['afiche', 'exposicion_oral'],
    },
  ),
  instrumento(
    'HI02 OA 08',
    [
      'Paisajes del norte, centro y sur de Chile',
      'Clasifica paisajes del norte, centro y sur de Chile y los describe con palabras como desierto, valle, volcán, lago, fiordo y archipiélago.',
      'Clasifica paisajes del norte, centro y sur con algunas palabras geográficas.',
      'Describe un paisaje sin decir si es del norte, centro o sur.',
      'No distingue los paisajes del norte, centro y sur de Chile.',
    ],
    [
      'Clasifica un paisaje de Chile como del norte, del centro o del sur.',
      'Clasifiqué un paisaje de Chile como del norte, del centro o del sur.',
    ],
    {
      id: 'hi02-08-postales-de-chile',
      tipo: 'tema',
      titulo: 'Postales de los paisajes de Chile',
      presentacion: [
        'En el norte está el desierto de Atacama.',
        'En el centro hay valles y en el sur hay lagos, volcanes y fiordos.',
        'Vamos a hacer postales de tres paisajes de Chile.',
      ],
      tabla: {
        columnas: ['Zona', 'Paisaje', 'Palabras para describirlo'],
        filas: [
          ['Norte', 'Desierto', ''],
          ['Centro', 'Valle', ''],
          ['Sur', 'Lagos y volcanes', ''],
        ],
      },
      materiales: ['Cartulinas del tamaño de una postal', 'Fotos de paisajes', 'Lápices de colores'],
      pasos: [
        ['Mirar', 'Miramos fotos de paisajes y decimos si son del norte, centro o sur.', 3],
        ['Dibujar', 'Dibujamos una postal de cada zona con su paisaje.', 4],
        ['Escribir', 'Escribimos en la postal dos palabras que describen el paisaje.', 2],
      ],
      tareas: ['afiche', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI02 OA 09',
    [
      'El patrimonio natural de Chile',
      'Reconoce flora y fauna nativa de Chile y de su región, como el huemul o la araucaria, y explica para qué sirven los parques nacionales.',
      'Reconoce flora y fauna nativa de Chile y nombra un parque nacional.',
      'Nombra un animal o una planta sin reconocerlo como nativo.',
      'No reconoce el patrimonio natural de Chile.',
    ],
    [
      'Reconoce una planta o un animal nativo como patrimonio natural.',
      'Reconocí una planta o un animal nativo como patrimonio natural.',
    ],
    {
      id: 'hi02-09-ficha-especie-nativa',
      tipo: 'tema',
      titulo: 'Fichas de la flora y fauna nativa',
      presentacion: [
        'El huemul, el cóndor, el pudú y la araucaria son parte de nuestro patrimonio natural.',
        'Viven en Chile y muchos están protegidos en parques nacionales.',
        'Vamos a hacer una ficha de una especie nativa.',
      ],
      tabla: {
        columnas: ['Especie nativa', 'Dónde vive', 'Cómo cuidarla'],
        filas: [
          ['Huemul', '', ''],
          ['Araucaria', '', ''],
        ],
      },
      materiales: ['Fichas de cartulina', 'Imágenes de especies nativas', 'Lápices de colores'],
      pasos: [
        ['Elegir', 'Cada niño elige una especie de flora o fauna nativa.', 2],
        ['Completar la ficha', 'Dibujamos la especie y escribimos dónde vive.', 4],
        ['Cuidar', 'Escribimos una acción para cuidar esa especie y su parque nacional.', 2],
      ],
      tareas: ['afiche', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI02 OA 10',
    [
      'Dónde vivían los pueblos originarios',
      'Localiza en el mapa las zonas del norte, centro y sur donde vivían pueblos originarios como aimaras, mapuche y selk’nam.',
      'Localiza en el mapa dónde vivían dos pueblos originarios.',
      'Nombra pueblos originarios sin ubicarlos en la zona correcta.',
      'No localiza en el mapa a ningún pueblo originario.',
    ],
    [
      'Localiza en el mapa la zona donde vivía un pueblo originario.',
      'Localicé en el mapa la zona donde vivía un pueblo originario.',
    ],
    {
      id: 'hi02-10-mapa-de-los-pueblos',
      tipo: 'tema',
      titulo: 'El mapa de los pueblos originarios',
      presentacion: [
        'Los aimaras vivían en el norte, en el altiplano.',
        'Los mapuche vivían en el centro y sur, y los selk’nam en el extremo sur.',
        'Vamos a marcar en el mapa dónde vivía cada pueblo.',
      ],
      materiales: ['Mapa mudo de Chile', 'Dibujos de los pueblos originarios', 'Pegamento'],
      pasos: [
        ['Dividir el mapa', 'Marcamos en el mapa las zonas norte, centro y sur.', 2],
        ['Pegar', 'Pegamos el dibujo de cada pueblo en la zona donde vivía.', 4],
        ['Explicar', 'Cada niño dice en qué zona vivía un pueblo originario.', 2],
      ],
      tareas: ['afiche', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI02 OA 11',
    [
      'Recursos del medio de los pueblos originarios',
      'Relaciona el clima, el agua y la vegetación de la zona de un pueblo originario con los recursos que usó para alimentarse, abrigarse y hacer su vivienda.',
      'Relaciona el clima de una zona con la vivienda o el abrigo de un pueblo originario.',
      'Nombra recursos que usaba un pueblo sin relacionarlos con su clima.',
      'No relaciona los recursos de un pueblo originario con su medio.',
    ],
    [
      'Relaciona el clima de una zona con los recursos que usaba un pueblo originario.',
      'Relacioné el clima de una zona con los recursos que usaba un pueblo originario.',
    ],
    {
      id: 'hi02-11-abrigo-y-vivienda',
      tipo: 'problema',
      titulo: 'Abrigo y vivienda según el clima',
      presentacion: [
        'En el extremo sur hace mucho frío, por eso los selk’nam se abrigaban con pieles de guanaco.',
        'En el norte los aimaras usaban lana de llama y casas de piedra y barro.',
        'Vamos a descubrir qué recursos usaba cada pueblo.',
      ],
      tabla: {
        columnas: ['Pueblo', 'Clima', 'Abrigo', 'Vivienda'],
        filas: [
          ['Selk’nam', 'Frío', 'Pieles de guanaco', ''],
          ['Aimara', '', 'Lana de llama', 'Piedra y barro'],
          ['Mapuche', 'Lluvioso', '', 'Ruka de madera y paja'],
        ],
      },
      materiales: ['Trozos de lana, madera y piedra', 'Fotos de paisajes', 'Lápices de colores'],
      pasos: [
        ['Tocar los recursos', 'Tocamos lana, madera y piedra y decimos para qué sirven.', 2],
        ['Completar', 'Completamos la tabla con el clima y los recursos de cada pueblo.', 4],
        ['Explicar', 'Decimos por qué en el frío se necesita más abrigo.', 2],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI02 OA 12',
    [
      'Respeto, tolerancia y empatía en la comunidad',
      'Actúa con respeto, tolerancia y empatía: acepta opiniones distintas, integra a quien está solo y cumple sus deberes escolares.',
      'Actúa con respeto y tolerancia, y cumple sus deberes con algún recordatorio.',
      'Muestra respeto a veces y le cuesta aceptar opiniones distintas.',
      'No muestra respeto ni tolerancia con sus compañeros.',
    ],
    ['Acepta con tolerancia una opinión distinta de la suya.', 'Acepté con tolerancia una opinión distinta de la mía.'],
    {
      id: 'hi02-12-el-companero-nuevo',
      tipo: 'cuento',
      titulo: 'El compañero nuevo',
      presentacion: [
        'Llega al curso un compañero nuevo que habla con otro acento.',
        'Algunos niños se ríen y nadie juega con él en el recreo.',
        'Vamos a actuar cómo integrarlo con respeto y empatía.',
      ],
      materiales: ['Tarjetas con el cuento', 'Objetos para actuar'],
      pasos: [
        ['Conversar', 'Decimos cómo se siente el compañero nuevo.', 2],
        ['Actuar', 'En grupo actuamos el recreo y mostramos cómo integrarlo con respeto.', 4],
        ['Acordar', 'Escribimos entre todos una regla de tolerancia para el curso.', 2],
      ],
      tareas: ['dramatizacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI02 OA 13',
    [
      'Honestidad en el juego y en la escuela',
      'Se comporta con honestidad: dice la verdad, sigue las reglas del juego sin hacer trampa y reconoce sus errores.',
      'Dice la verdad y sigue las reglas del juego, y le cuesta reconocer sus errores.',
      'Reconoce que hay que decir la verdad, pero a veces hace trampa.',
      'Miente o hace trampa sin reconocer sus errores.',
    ],
    ['Sigue las reglas del juego sin hacer trampa.', 'Seguí las reglas del juego sin hacer trampa.'],
    {
      id: 'hi02-13-juego-limpio',
      tipo: 'cuento',
      titulo: 'El juego limpio',
      presentacion: [
        'En un partido, Martina ve que su equipo metió un gol con la mano.',
        'Nadie más lo vio y su equipo quiere ganar.',
        'Vamos a actuar qué haría una persona honesta.',
      ],
      materiales: ['Pelota', 'Tarjetas con situaciones de juego'],
      pasos: [
        ['Pensar', 'Conversamos qué significa decir la verdad en el juego.', 2],
        ['Actuar', 'Actuamos el partido con un final honesto, sin trampa.', 4],
        ['Compromiso', 'Cada niño dice una regla del juego limpio que cumplirá.', 2],
      ],
      tareas: ['dramatizacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI02 OA 14',
    [
      'Normas para cuidarnos y cuidar a otros',
      'Propone y aplica normas de seguridad vial, de evacuación y de cuidado del medioambiente, y explica por qué cuidan a todos.',
      'Aplica normas de seguridad vial y de evacuación y explica una de ellas.',
      'Nombra una norma sin explicar a quién cuida.',
      'No reconoce normas para cuidarse y cuidar a otros.',
    ],
    ['Aplica una norma de seguridad vial o de evacuación.', 'Apliqué una norma de seguridad vial o de evacuación.'],
    {
      id: 'hi02-14-simulacro-de-evacuacion',
      tipo: 'tema',
      titulo: 'Practicamos la evacuación',
      presentacion: [
        'Si tiembla, salimos con calma a la zona de seguridad.',
        'Para llegar seguros a la escuela respetamos las normas de seguridad vial.',
        'Vamos a hacer un afiche de las normas y a practicarlas.',
      ],
      materiales: ['Plano de la escuela', 'Cartulina', 'Lápices de colores'],
      pasos: [
        ['Buscar la ruta', 'Marcamos en el plano la vía de evacuación y la zona de seguridad.', 3],
        ['Practicar', 'Hacemos un simulacro en orden, sin correr ni empujar.', 3],
        ['Hacer el afiche', 'Dibujamos las normas de evacuación y de seguridad vial.', 3],
      ],
      tareas: ['afiche', 'dramatizacion'],
    },
  ),
  instrumento(
    'HI02 OA 15',
    [
      'Servicios de la comunidad',
      'Identifica lo que aportan el transporte, los medios de comunicación y el mercado a la comunidad, y nombra una institución que cuida el patrimonio.',
      'Identifica lo que aportan dos servicios de la comunidad.',
      'Nombra servicios, como la micro o la feria, sin decir qué aportan.',
      'No reconoce los servicios de su comunidad.',
    ],
    [
      'Explica qué aporta a la comunidad un servicio como el transporte o el mercado.',
      'Expliqué qué aporta a la comunidad un servicio como el transporte o el mercado.',
    ],
    {
      id: 'hi02-15-la-feria-del-barrio',
      tipo: 'tema',
      titulo: 'La feria y la micro de nuestro barrio',
      presentacion: [
        'En la feria compramos frutas y verduras.',
        'La micro y el metro nos llevan al trabajo y a la escuela.',
        'Vamos a representar cómo estos servicios ayudan a la comunidad.',
      ],
      materiales: ['Frutas y verduras de juguete', 'Sillas para armar una micro', 'Billetes de juguete'],
      pasos: [
        ['Conversar', 'Contamos cuándo usamos la feria, la micro o la radio.', 2],
        ['Preparar', 'Cada grupo arma un servicio: la feria, el transporte o un noticiero.', 3],
        ['Representar', 'El grupo muestra al curso cómo su servicio ayuda a la comunidad.', 4],
      ],
      tareas: ['dramatizacion', 'exposicion_oral', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI02 OA 16',
    [
      'Cuidado de los espacios públicos',
      'Propone y realiza acciones para cuidar espacios públicos, como la plaza, el patio o la playa, y explica que son de todos.',
      'Realiza acciones para cuidar un espacio público de la escuela o del barrio.',
      'Nombra un espacio público sin proponer cómo cuidarlo.',
      'No reconoce que los espacios públicos son de todos.',
    ],
    ['Realiza una acción para cuidar un espacio público.', 'Realicé una acción para cuidar un espacio público.'],
    {
      id: 'hi02-16-campana-cuidemos-la-plaza',
      tipo: 'tema',
      titulo: 'Campaña para cuidar la plaza y el patio',
      presentacion: [
        'La plaza y el patio de la escuela son espacios públicos: son de todos.',
        'A veces hay basura o juegos rotos.',
        'Vamos a hacer una campaña para cuidarlos.',
      ],
      materiales: ['Bolsas de basura', 'Guantes', 'Cartulinas', 'Lápices de colores'],
      pasos: [
        ['Observar', 'Recorremos el patio y anotamos qué hay que cuidar.', 2],
        ['Limpiar', 'Con guantes, recogemos la basura del patio con ayuda de adultos.', 3],
        ['Hacer afiches', 'Hacemos afiches para cuidar los espacios públicos y los pegamos en la escuela.', 4],
      ],
      tareas: ['afiche', 'trabajo_grupo'],
    },
  ),
]
