/**
 * Instruments of Historia, 3° and 4° Básico, per OA: the rubric's content criterion, the scale's indicator
 * and a practical work (a source, an investigation, a map, a model, a poster or a dramatization) written
 * for children of eight to ten (see `instrumento.ts` for the row format).
 */
import { instrumento } from './instrumento'

/** 3° Básico. */
export const historia03 = [
  instrumento(
    'HI03 OA 01',
    [
      'La vida en la Grecia antigua y su legado',
      'Describe la vida diaria en la Grecia antigua y explica con ejemplos su legado al presente: la democracia, el teatro, los Juegos Olímpicos y el alfabeto.',
      'Describe la vida diaria en la Grecia antigua y nombra dos elementos de su legado.',
      'Nombra un elemento del legado griego sin relacionarlo con la vida en Grecia.',
      'Confunde a Grecia con otras civilizaciones y no reconoce su legado.',
    ],
    [
      'Explica con un ejemplo el legado de la Grecia antigua al presente.',
      'Expliqué con un ejemplo el legado de la Grecia antigua al presente.',
    ],
    {
      id: 'hi03-01-juegos-olimpicos-del-curso',
      tipo: 'tema',
      titulo: 'Los Juegos Olímpicos de Grecia en nuestro curso',
      presentacion: [
        'En la Grecia antigua, cada cuatro años se hacían los Juegos Olímpicos en Olimpia en honor a Zeus.',
        'Los atletas corrían, saltaban y lanzaban el disco, y el ganador recibía una corona de olivo.',
        'Hoy los Juegos Olímpicos siguen siendo un legado griego.',
      ],
      materiales: ['Ramas de olivo o de otro árbol', 'Conos', 'Cartulina', 'Lápices de colores'],
      pasos: [
        ['Investigar', 'Leemos cómo eran los Juegos Olímpicos en la Grecia antigua y qué pruebas tenían.', 3],
        ['Comparar', 'Anotamos en qué se parecen los Juegos Olímpicos griegos y los de hoy.', 3],
        ['Representar', 'Hacemos una carrera y entregamos coronas de olivo como en Olimpia.', 3],
      ],
      tareas: ['dramatizacion', 'exposicion_oral', 'afiche', 'investigacion'],
    },
  ),
  instrumento(
    'HI03 OA 02',
    [
      'La vida en la Roma antigua y su legado',
      'Describe la vida diaria en Roma y explica con ejemplos su legado: el latín en nuestro idioma, las leyes escritas, los acueductos y el Coliseo.',
      'Describe la vida diaria en Roma y nombra dos elementos de su legado, como el latín o los acueductos.',
      'Nombra un elemento del legado de Roma sin explicarlo.',
      'Confunde Roma con Grecia y no reconoce el legado del latín ni de sus construcciones.',
    ],
    [
      'Explica con un ejemplo el legado de Roma, como el latín o los acueductos.',
      'Expliqué con un ejemplo el legado de Roma, como el latín o los acueductos.',
    ],
    {
      id: 'hi03-02-maqueta-de-un-acueducto',
      tipo: 'tema',
      titulo: 'Una maqueta de un acueducto de Roma',
      presentacion: [
        'Los acueductos de Roma llevaban agua desde los cerros hasta las ciudades.',
        'Tenían arcos de piedra y una pequeña inclinación para que el agua bajara sola.',
        'Vamos a construir una maqueta de un acueducto y explicar este legado.',
      ],
      materiales: ['Rollos de papel higiénico', 'Cartón', 'Cinta adhesiva', 'Bombilla o canaleta', 'Vaso con agua'],
      pasos: [
        ['Observar', 'Miramos imágenes de acueductos de Roma que todavía existen.', 2],
        ['Construir', 'Armamos los arcos con rollos de cartón y ponemos una canaleta encima con inclinación.', 4],
        ['Probar', 'Echamos agua y vemos si el acueducto la lleva de un lado a otro.', 2],
        ['Explicar', 'Contamos por qué el acueducto es un legado de Roma al presente.', 2],
      ],
      tareas: ['maqueta', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI03 OA 03',
    [
      'Cómo griegos y romanos satisficieron sus necesidades',
      'Explica con ejemplos cómo griegos y romanos resolvieron de forma distinta necesidades comunes como alimentarse, tener agua, vivienda y protegerse.',
      'Explica cómo griegos y romanos resolvieron dos necesidades, sin comparar sus soluciones.',
      'Nombra una necesidad sin decir cómo la resolvieron griegos y romanos.',
      'No relaciona las necesidades humanas con las soluciones de griegos y romanos.',
    ],
    [
      'Explica cómo griegos y romanos resolvieron una necesidad común.',
      'Expliqué cómo griegos y romanos resolvieron una necesidad común.',
    ],
    {
      id: 'hi03-03-cuadro-de-soluciones',
      tipo: 'problema',
      titulo: 'Las mismas necesidades, distintas soluciones',
      presentacion: [
        'Todos los seres humanos necesitan alimentarse, tener agua y una vivienda.',
        'Los griegos navegaban para comerciar y traer trigo; los romanos construyeron acueductos para llevar agua.',
        'Vamos a comparar cómo griegos y romanos satisficieron sus necesidades.',
      ],
      tabla: {
        columnas: ['Necesidad', 'Solución griega', 'Solución romana'],
        filas: [
          ['Alimentarse', 'Comercio por mar y cultivo de olivo', ''],
          ['Agua', '', 'Acueductos'],
          ['Vivienda', '', ''],
        ],
      },
      materiales: ['Imágenes de Grecia y Roma', 'Cartulina', 'Lápices de colores'],
      pasos: [
        ['Leer', 'Leemos cómo vivían griegos y romanos y subrayamos sus soluciones.', 3],
        ['Completar el cuadro', 'Completamos el cuadro con las necesidades y las soluciones de cada pueblo.', 4],
        ['Explicar', 'Explicamos por qué cada pueblo resolvió sus necesidades de forma distinta.', 2],
      ],
      tareas: ['resolucion_problemas', 'afiche', 'investigacion'],
    },
  ),
  instrumento(
    'HI03 OA 04',
    [
      'La vida en la Antigüedad comparada con la de hoy',
      'Compara la vida en la Antigüedad con la de hoy en costumbres, oficios, vestimenta, creencias y ciudades, y señala semejanzas y diferencias.',
      'Compara la vida en la Antigüedad con la de hoy en dos aspectos.',
      'Describe la vida en la Antigüedad sin compararla con el presente.',
      'No distingue la vida en la Antigüedad de la vida actual.',
    ],
    [
      'Compara un aspecto de la vida en la Antigüedad con la vida de hoy.',
      'Comparé un aspecto de la vida en la Antigüedad con la vida de hoy.',
    ],
    {
      id: 'hi03-04-un-dia-en-la-antiguedad',
      tipo: 'tema',
      titulo: 'Un día en la Antigüedad y un día hoy',
      presentacion: [
        'Un niño romano vestía túnica, iba a clases con un maestro y escribía en tablillas de cera.',
        'Hoy usamos uniforme, vamos a la escuela y escribimos en cuadernos o computadores.',
        'Vamos a comparar la vida en la Antigüedad con la nuestra.',
      ],
      tabla: {
        columnas: ['Aspecto', 'En la Antigüedad', 'Hoy'],
        filas: [
          ['Vestimenta', 'Túnica', ''],
          ['Oficios', '', ''],
          ['Creencias', '', ''],
          ['Ciudades', '', ''],
        ],
      },
      materiales: ['Sábanas o telas para una túnica', 'Hojas de bloc', 'Lápices de colores'],
      pasos: [
        ['Completar', 'Completamos la tabla con cómo era cada aspecto en la Antigüedad y cómo es hoy.', 4],
        ['Representar', 'En grupos actuamos un día de un niño de la Antigüedad y uno de hoy.', 4],
        ['Concluir', 'Decimos una semejanza y una diferencia entre la Antigüedad y el presente.', 2],
      ],
      tareas: ['dramatizacion', 'afiche', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI03 OA 05',
    [
      'Investigación sobre Grecia y Roma',
      'Investiga en libros, imágenes e internet un tema de Grecia o Roma, como sus dioses o héroes, cita sus fuentes y comunica lo aprendido con claridad.',
      'Investiga un tema de Grecia o Roma en dos fuentes y comunica lo aprendido.',
      'Investiga en una sola fuente y comunica datos sueltos.',
      'No investiga ni comunica un tema de las civilizaciones estudiadas.',
    ],
    [
      'Investiga en distintas fuentes un tema de Grecia o Roma y lo comunica.',
      'Investigué en distintas fuentes un tema de Grecia o Roma y lo comuniqué.',
    ],
    {
      id: 'hi03-05-investigacion-dioses-y-heroes',
      tipo: 'tema',
      titulo: 'Investigamos dioses y héroes de la Antigüedad',
      presentacion: [
        'Los griegos y los romanos contaban historias de dioses y héroes, como Zeus, Hércules o Ulises.',
        'Vamos a investigar en libros, imágenes e internet a un dios o a un héroe.',
        'Preguntas para la investigación: ¿quién era?, ¿qué poderes o hazañas tenía?, ¿qué fuente lo cuenta?',
      ],
      materiales: ['Libros de la biblioteca', 'Computador con internet', 'Cartulina', 'Lápices de colores'],
      pasos: [
        ['Elegir', 'Cada grupo elige un dios o un héroe para investigar.', 1],
        ['Buscar fuentes', 'Buscamos información en dos fuentes y anotamos de dónde sacamos cada dato.', 4],
        ['Hacer el afiche', 'Hacemos un afiche con la imagen del dios o del héroe y sus hazañas.', 3],
        ['Comunicar', 'Presentamos la investigación al curso y decimos qué fuentes usamos.', 2],
      ],
      tareas: ['investigacion', 'afiche', 'exposicion_oral', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI03 OA 06',
    [
      'Ubicación en una cuadrícula',
      'Localiza personas, lugares y objetos en una cuadrícula con sus coordenadas de columna y fila, y describe rutas con los puntos cardinales.',
      'Localiza lugares en una cuadrícula con sus coordenadas, con un error que corrige.',
      'Localiza lugares en la cuadrícula sin usar coordenadas ni puntos cardinales.',
      'No localiza lugares en una cuadrícula.',
    ],
    [
      'Localiza un lugar en una cuadrícula con su columna y su fila.',
      'Localicé un lugar en una cuadrícula con su columna y su fila.',
    ],
    {
      id: 'hi03-06-busqueda-del-tesoro',
      tipo: 'problema',
      titulo: 'Búsqueda del tesoro en la cuadrícula',
      presentacion: [
        'El plano del patio tiene una cuadrícula con columnas A, B, C y D y filas 1, 2, 3 y 4.',
        'El tesoro está escondido en la casilla C3, al norte de la fuente.',
        'Vamos a crear pistas con coordenadas y puntos cardinales.',
      ],
      tabla: {
        columnas: ['Lugar', 'Coordenada en la cuadrícula', 'Punto cardinal desde la puerta'],
        filas: [
          ['Tesoro', 'C3', ''],
          ['Árbol', '', ''],
          ['Bebedero', '', ''],
        ],
      },
      materiales: ['Plano del patio con cuadrícula', 'Lápices de colores', 'Un objeto para esconder'],
      pasos: [
        ['Dibujar', 'Dibujamos la cuadrícula sobre el plano del patio y marcamos el norte.', 3],
        ['Escribir pistas', 'Escribimos tres pistas con coordenadas de columna y fila.', 3],
        ['Jugar', 'Otro grupo sigue las pistas y localiza el tesoro.', 3],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI03 OA 07',
    [
      'Hemisferios, líneas, continentes y océanos',
      'Distingue en el globo terráqueo y en el planisferio los hemisferios, la línea del Ecuador, los trópicos, los polos, los continentes y los océanos.',
      'Distingue en el globo terráqueo los continentes, los océanos y la línea del Ecuador.',
      'Nombra continentes u océanos sin ubicarlos en el planisferio.',
      'Confunde continentes con océanos en el globo terráqueo.',
    ],
    [
      'Ubica los continentes y los océanos en un planisferio.',
      'Ubiqué los continentes y los océanos en un planisferio.',
    ],
    {
      id: 'hi03-07-globo-terraqueo-de-globo',
      tipo: 'tema',
      titulo: 'Nuestro propio globo terráqueo',
      presentacion: [
        'La Tierra tiene cinco océanos y varios continentes.',
        'La línea del Ecuador la divide en hemisferio norte y hemisferio sur.',
        'Vamos a construir un globo terráqueo y ubicar en él continentes y océanos.',
      ],
      materiales: ['Globo o pelota de plumavit', 'Papel de diario y cola fría', 'Pinturas', 'Planisferio de modelo'],
      pasos: [
        ['Cubrir', 'Cubrimos el globo con papel y cola fría y lo dejamos secar.', 2],
        ['Marcar líneas', 'Marcamos la línea del Ecuador, los trópicos y los polos.', 3],
        ['Pintar', 'Pintamos los continentes y los océanos mirando el planisferio.', 4],
        ['Mostrar', 'Mostramos en qué hemisferio y continente está Chile.', 1],
      ],
      tareas: ['maqueta', 'exposicion_oral'],
    },
  ),
  instrumento(
    'HI03 OA 08',
    [
      'Zonas climáticas del planeta',
      'Ubica en el mapa las zonas cálidas, templadas y frías, describe sus paisajes y explica cómo las personas se adaptan a vivir en cada una.',
      'Ubica las zonas climáticas en el mapa y describe el paisaje de dos de ellas.',
      'Nombra una zona climática sin ubicarla ni describirla.',
      'Confunde las zonas climáticas del planeta.',
    ],
    [
      'Explica cómo las personas se adaptan a una zona climática.',
      'Expliqué cómo las personas se adaptan a una zona climática.',
    ],
    {
      id: 'hi03-08-viviendas-de-cada-clima',
      tipo: 'tema',
      titulo: 'Viviendas de cada zona climática',
      presentacion: [
        'En la zona fría, cerca de los polos, algunos pueblos construían iglúes de hielo.',
        'En la zona cálida hay selvas con lluvias, y allí se construyen casas sobre pilotes.',
        'Vamos a hacer maquetas de viviendas de cada zona climática.',
      ],
      tabla: {
        columnas: ['Zona climática', 'Paisaje', 'Vivienda', 'Vestimenta'],
        filas: [
          ['Zona fría', '', 'Iglú', ''],
          ['Zona templada', '', '', ''],
          ['Zona cálida', 'Selva', '', ''],
        ],
      },
      materiales: ['Planisferio', 'Plasticina', 'Palitos de helado', 'Algodón'],
      pasos: [
        ['Pintar las zonas', 'Pintamos en el planisferio las zonas cálidas, templadas y frías.', 3],
        ['Construir', 'Cada grupo hace la maqueta de una vivienda de su zona climática.', 4],
        ['Explicar', 'Explicamos cómo esa vivienda ayuda a adaptarse al clima.', 2],
      ],
      tareas: ['maqueta', 'exposicion_oral', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI03 OA 09',
    [
      'El entorno geográfico de Grecia y Roma',
      'Describe el entorno geográfico de Grecia y Roma con palabras como península, mar Mediterráneo, archipiélago, montaña y valle.',
      'Describe el entorno geográfico de Grecia o de Roma con tres palabras geográficas.',
      'Nombra el mar Mediterráneo sin describir el entorno geográfico.',
      'No describe el entorno geográfico de las civilizaciones estudiadas.',
    ],
    [
      'Describe el entorno geográfico de Grecia o Roma con vocabulario geográfico.',
      'Describí el entorno geográfico de Grecia o Roma con vocabulario geográfico.',
    ],
    {
      id: 'hi03-09-mapa-del-mediterraneo',
      tipo: 'tema',
      titulo: 'Un mapa del mar Mediterráneo',
      presentacion: [
        'Grecia está en una península con muchas montañas y tiene archipiélagos en el mar Egeo.',
        'Roma creció junto al río Tíber, en la península itálica.',
        'Vamos a dibujar un mapa del entorno geográfico de Grecia y Roma.',
      ],
      materiales: ['Mapa mudo del Mediterráneo', 'Lápices de colores', 'Etiquetas'],
      pasos: [
        ['Pintar', 'Pintamos el mar Mediterráneo, las penínsulas y las islas.', 3],
        ['Rotular', 'Escribimos península, archipiélago, montaña, río Tíber y mar Egeo.', 3],
        ['Describir', 'Escribimos dos oraciones sobre el entorno geográfico de cada civilización.', 3],
      ],
      tareas: ['afiche', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI03 OA 10',
    [
      'Factores geográficos en Grecia y Roma',
      'Explica cómo el relieve, el clima, los recursos y el mar Egeo o el Mediterráneo influyeron en el desarrollo de Grecia y Roma.',
      'Explica cómo un factor geográfico influyó en Grecia o en Roma.',
      'Nombra factores geográficos sin relacionarlos con el desarrollo de Grecia o Roma.',
      'No reconoce factores geográficos en el desarrollo de Grecia y Roma.',
    ],
    [
      'Explica cómo un factor geográfico influyó en el desarrollo de Grecia o Roma.',
      'Expliqué cómo un factor geográfico influyó en el desarrollo de Grecia o Roma.',
    ],
    {
      id: 'hi03-10-por-que-navegaban',
      tipo: 'problema',
      titulo: '¿Por qué los griegos navegaban tanto?',
      presentacion: [
        'Grecia tiene un relieve montañoso y poco suelo bueno para cultivar trigo.',
        'Por eso los griegos navegaron por el mar Egeo para comerciar aceite y vino a cambio de trigo.',
        'Vamos a explicar cómo el relieve y el mar influyeron en Grecia y Roma.',
      ],
      materiales: ['Mapa físico de Grecia e Italia', 'Barcos de papel', 'Hojas de bloc'],
      pasos: [
        ['Observar el mapa', 'Buscamos en el mapa las montañas, el mar Egeo y el río Tíber.', 3],
        ['Resolver', 'Explicamos por qué el relieve montañoso llevó a los griegos a navegar.', 3],
        ['Comparar', 'Decimos qué ventaja tenía Roma por estar en el centro del Mediterráneo.', 3],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI03 OA 11',
    [
      'Mis deberes como estudiante',
      'Asume sus deberes: cumple sus tareas escolares, mantiene ordenados y limpios los espacios compartidos, cuida su higiene y colabora en casa.',
      'Cumple la mayoría de sus deberes escolares y de higiene.',
      'Cumple algunos deberes solo cuando se le recuerdan.',
      'No asume sus deberes escolares ni los de la casa.',
    ],
    [
      'Cumple sus deberes escolares y mantiene ordenado su puesto.',
      'Cumplí mis deberes escolares y mantuve ordenado mi puesto.',
    ],
    {
      id: 'hi03-11-registro-de-deberes',
      tipo: 'tema',
      titulo: 'Mi registro semanal de deberes',
      presentacion: [
        'Un estudiante responsable cumple sus tareas, cuida sus materiales y ayuda a mantener limpia la sala.',
        'También cuida su higiene y colabora en casa.',
        'Durante una semana vamos a registrar cómo cumplimos nuestros deberes.',
      ],
      tabla: {
        columnas: ['Deber', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes'],
        filas: [
          ['Hice mis tareas escolares', '', '', '', '', ''],
          ['Dejé ordenado mi puesto', '', '', '', '', ''],
          ['Me lavé las manos y los dientes', '', '', '', '', ''],
          ['Colaboré en casa', '', '', '', '', ''],
        ],
      },
      materiales: ['Tabla de registro impresa', 'Lápices de colores'],
      pasos: [
        ['Registrar', 'Cada día marcamos en la tabla los deberes que cumplimos.', 5],
        ['Revisar', 'El viernes contamos cuántos deberes cumplimos y cuál nos costó más.', 2],
        ['Comprometerse', 'Escribimos un compromiso para mejorar un deber la próxima semana.', 2],
      ],
      tareas: ['trabajo_grupo', 'exposicion_oral'],
    },
  ),
  instrumento(
    'HI03 OA 12',
    [
      'Tolerancia, respeto y empatía',
      'Actúa con tolerancia y respeto ante opiniones, costumbres y creencias distintas, dialoga para resolver diferencias y ayuda con empatía a quien lo necesita.',
      'Actúa con respeto ante la diversidad y escucha opiniones distintas.',
      'Muestra respeto a veces, pero le cuesta dialogar cuando no está de acuerdo.',
      'No muestra tolerancia ni respeto ante la diversidad.',
    ],
    [
      'Escucha con respeto opiniones y costumbres distintas de las suyas.',
      'Escuché con respeto opiniones y costumbres distintas de las mías.',
    ],
    {
      id: 'hi03-12-costumbres-del-curso',
      tipo: 'tema',
      titulo: 'Las costumbres de nuestro curso',
      presentacion: [
        'En un curso hay familias con distintas costumbres, creencias y nacionalidades.',
        'Conocer esa diversidad nos ayuda a vivir con respeto y tolerancia.',
        'Vamos a entrevistarnos y presentar una costumbre de cada familia.',
      ],
      materiales: ['Hoja de entrevista', 'Cartulina', 'Lápices de colores'],
      pasos: [
        ['Entrevistar', 'En parejas, cada uno pregunta al otro por una costumbre de su familia.', 3],
        ['Presentar', 'Presentamos la costumbre de nuestro compañero con respeto.', 4],
        ['Dialogar', 'Conversamos qué aprendimos de la diversidad del curso.', 2],
      ],
      tareas: ['exposicion_oral', 'trabajo_grupo', 'investigacion'],
    },
  ),
  instrumento(
    'HI03 OA 13',
    [
      'Honestidad en el juego y en el trabajo escolar',
      'Se comporta con honestidad: dice la verdad, juega limpio, no copia y reconoce sus errores y acciones aunque tengan consecuencias.',
      'Dice la verdad y juega limpio, y a veces le cuesta reconocer sus errores.',
      'Reconoce qué es la honestidad, pero no siempre dice la verdad.',
      'Miente, copia o hace trampa sin reconocer sus errores.',
    ],
    ['Reconoce sus errores y dice la verdad.', 'Reconocí mis errores y dije la verdad.'],
    {
      id: 'hi03-13-dilemas-de-honestidad',
      tipo: 'cuento',
      titulo: 'Dilemas de honestidad',
      presentacion: [
        'Durante el recreo, Diego rompe sin querer el diario mural y nadie lo ve.',
        'Si dice la verdad, tendrá que ayudar a arreglarlo.',
        'Vamos a actuar qué haría una persona honesta y qué consecuencias tendría.',
      ],
      materiales: ['Tarjetas con dilemas de honestidad'],
      pasos: [
        ['Leer el dilema', 'Cada grupo lee un dilema sobre decir la verdad o jugar limpio.', 2],
        ['Actuar', 'Actuamos dos finales: uno honesto y otro sin honestidad.', 4],
        ['Reflexionar', 'Comparamos los finales y decimos por qué la honestidad da confianza.', 3],
      ],
      tareas: ['dramatizacion', 'debate', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI03 OA 14',
    [
      'Los derechos de niñas y niños',
      'Reconoce que niñas y niños tienen derechos, como la educación, la salud y el juego, y da ejemplos de cómo la familia, la escuela y el Estado los protegen.',
      'Reconoce tres derechos del niño y da un ejemplo de cómo se protegen.',
      'Nombra derechos del niño sin dar ejemplos de cómo se protegen.',
      'Confunde los derechos con deseos o no reconoce los derechos del niño.',
    ],
    [
      'Da un ejemplo de cómo se protege un derecho de los niños.',
      'Di un ejemplo de cómo se protege un derecho de los niños.',
    ],
    {
      id: 'hi03-14-afiche-de-derechos',
      tipo: 'tema',
      titulo: 'Un afiche de los derechos del niño',
      presentacion: [
        'La Convención sobre los Derechos del Niño dice que todos los niños tienen derecho a la educación, la salud, el juego y la protección.',
        'La familia, la escuela y el Estado deben cuidar esos derechos.',
        'Vamos a hacer un afiche que muestre cómo se protege cada derecho.',
      ],
      tabla: {
        columnas: ['Derecho', 'Quién lo protege', 'Ejemplo'],
        filas: [
          ['Educación', 'La escuela', ''],
          ['Salud', '', 'Vacunas en el consultorio'],
          ['Juego y descanso', '', ''],
        ],
      },
      materiales: ['Cartulina grande', 'Recortes de revistas', 'Pegamento', 'Lápices de colores'],
      pasos: [
        ['Elegir derechos', 'Cada grupo elige dos derechos del niño.', 2],
        ['Buscar ejemplos', 'Completamos la tabla con quién protege cada derecho y un ejemplo.', 3],
        ['Hacer el afiche', 'Hacemos el afiche de los derechos y lo presentamos al curso.', 4],
      ],
      tareas: ['afiche', 'exposicion_oral', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI03 OA 15',
    [
      'Instituciones al servicio de la comunidad',
      'Investiga y explica qué servicio presta a la comunidad una institución pública o privada, como Junaeb, Sernac o una fundación, y qué trabajos realizan sus integrantes.',
      'Explica qué servicio presta una institución y nombra un trabajo que se hace en ella.',
      'Nombra una institución sin explicar qué servicio presta.',
      'No reconoce el servicio de las instituciones de la comunidad.',
    ],
    [
      'Explica qué servicio presta a la comunidad una institución que investigó.',
      'Expliqué qué servicio presta a la comunidad una institución que investigué.',
    ],
    {
      id: 'hi03-15-investigacion-instituciones',
      tipo: 'tema',
      titulo: 'Investigamos una institución',
      presentacion: [
        'La Junaeb entrega alimentación escolar y el Sernac protege a los consumidores.',
        'Los hospitales, los bancos y las fundaciones también prestan un servicio a la comunidad.',
        'Preguntas para investigar: ¿qué servicio presta la institución?, ¿quiénes trabajan allí?, ¿a quién ayuda?',
      ],
      materiales: ['Folletos de instituciones', 'Computador con internet', 'Cartulina'],
      pasos: [
        ['Elegir', 'Cada grupo elige una institución pública o privada.', 1],
        ['Investigar', 'Buscamos qué servicio presta y qué trabajos hacen sus integrantes.', 4],
        ['Presentar', 'Presentamos la institución con un afiche y respondemos preguntas.', 3],
      ],
      tareas: ['investigacion', 'exposicion_oral', 'afiche', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI03 OA 16',
    [
      'Participación responsable en la casa y la escuela',
      'Participa de forma activa y responsable en encargos, celebraciones y campañas solidarias, y cumple los compromisos que asume con su equipo.',
      'Participa en actividades del curso y cumple la mayoría de sus compromisos.',
      'Participa solo cuando se le pide y olvida algunos compromisos.',
      'No participa ni cumple los compromisos que asume.',
    ],
    [
      'Cumple el compromiso que asumió en una actividad del curso.',
      'Cumplí el compromiso que asumí en una actividad del curso.',
    ],
    {
      id: 'hi03-16-campana-solidaria',
      tipo: 'tema',
      titulo: 'Una campaña solidaria del curso',
      presentacion: [
        'Nuestro curso va a organizar una campaña solidaria para reunir útiles escolares.',
        'Cada estudiante asume un compromiso: hacer afiches, contar lo reunido o entregarlo.',
        'Al final revisaremos si cumplimos nuestra participación.',
      ],
      tabla: {
        columnas: ['Compromiso', 'Responsable', '¿Se cumplió?'],
        filas: [
          ['Hacer los afiches de la campaña', '', ''],
          ['Recibir y contar los útiles', '', ''],
          ['Entregar lo reunido', '', ''],
        ],
      },
      materiales: ['Cajas para reunir útiles', 'Cartulinas', 'Lápices de colores'],
      pasos: [
        ['Organizar', 'Elegimos la campaña y repartimos los compromisos.', 2],
        ['Participar', 'Cada uno cumple su encargo durante la campaña solidaria.', 5],
        ['Evaluar', 'Revisamos la tabla y decimos si cumplimos los compromisos.', 2],
      ],
      tareas: ['trabajo_grupo', 'afiche'],
    },
  ),
]

/** 4° Básico. */
export const historia04 = [
  instrumento(
    'HI04 OA 01',
    [
      'La civilización maya',
      'Describe la civilización maya: su ubicación en Yucatán y América Central, sus ciudades estado, su economía, su religión y sus avances en astronomía, matemática y escritura.',
      'Describe la ubicación de los mayas y dos de sus rasgos, como sus ciudades estado o su calendario.',
      'Nombra un rasgo de los mayas sin ubicarlos ni describir su organización.',
      'Confunde a los mayas con los aztecas o los incas.',
    ],
    [
      'Describe un avance de los mayas en astronomía, matemática o escritura.',
      'Describí un avance de los mayas en astronomía, matemática o escritura.',
    ],
    {
      id: 'hi04-01-calendario-y-numeros-mayas',
      tipo: 'fuente',
      titulo: 'Los números y el calendario de los mayas',
      presentacion: [
        'Los mayas escribían los números con puntos, barras y un símbolo para el cero, con forma de concha.',
        'Observaban los astros desde templos como el de Chichén Itzá y así crearon un calendario muy preciso.',
        'Vamos a leer números mayas y explicar para qué les servía el calendario.',
      ],
      tabla: {
        columnas: ['Número maya', 'Cómo se escribe', 'Nuestro número'],
        filas: [
          ['Un punto', '•', '1'],
          ['Una barra', '—', '5'],
          ['Una barra y dos puntos', '', ''],
          ['Concha', '', '0'],
        ],
      },
      materiales: ['Tabla de números mayas', 'Cartulina', 'Lápices de colores'],
      pasos: [
        ['Leer', 'Leemos cómo escribían los mayas sus números con puntos, barras y el cero.', 2],
        ['Escribir', 'Escribimos la fecha de hoy y nuestra edad con números mayas.', 3],
        ['Explicar', 'Explicamos para qué servía el calendario maya a los agricultores y sacerdotes.', 3],
      ],
      tareas: ['resolucion_problemas', 'afiche', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI04 OA 02',
    [
      'La civilización azteca',
      'Describe la civilización azteca: su ubicación, el tlatoani, la ciudad de Tenochtitlán sobre el lago Texcoco, las chinampas, su religión y su sociedad.',
      'Describe Tenochtitlán y dos rasgos de los aztecas, como las chinampas o el tributo.',
      'Nombra un rasgo de los aztecas sin describir su ciudad ni su organización.',
      'Confunde a los aztecas con los mayas o los incas.',
    ],
    [
      'Describe cómo era Tenochtitlán y cómo cultivaban los aztecas en las chinampas.',
      'Describí cómo era Tenochtitlán y cómo cultivaban los aztecas en las chinampas.',
    ],
    {
      id: 'hi04-02-maqueta-de-tenochtitlan',
      tipo: 'tema',
      titulo: 'Una maqueta de Tenochtitlán',
      presentacion: [
        'Los aztecas fundaron Tenochtitlán sobre un islote del lago Texcoco.',
        'La unieron a tierra firme con calzadas y cultivaron maíz en chinampas, huertos construidos sobre el agua.',
        'En el centro estaba el Templo Mayor, dedicado a Huitzilopochtli y a Tláloc.',
      ],
      materiales: ['Base de cartón', 'Papel celofán azul', 'Plasticina', 'Palitos de helado', 'Pasto o musgo'],
      pasos: [
        ['Observar', 'Miramos un dibujo de Tenochtitlán y ubicamos el lago, las calzadas y el Templo Mayor.', 2],
        ['Construir', 'Hacemos la maqueta con el lago, las calzadas y las chinampas.', 5],
        ['Explicar', 'Explicamos cómo las chinampas permitían a los aztecas cultivar en el lago.', 2],
      ],
      tareas: ['maqueta', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI04 OA 03',
    [
      'La civilización inca',
      'Describe la civilización inca: el Tahuantinsuyo con su capital Cuzco, el Sapa Inca, el Qhapaq Ñan con sus chasquis, los quipus, las terrazas de cultivo y su religión.',
      'Describe la organización de los incas y dos de sus rasgos, como el Qhapaq Ñan o las terrazas.',
      'Nombra un rasgo de los incas sin describir su organización.',
      'Confunde a los incas con los mayas o los aztecas.',
    ],
    [
      'Explica cómo se comunicaban los incas con el Qhapaq Ñan y los chasquis.',
      'Expliqué cómo se comunicaban los incas con el Qhapaq Ñan y los chasquis.',
    ],
    {
      id: 'hi04-03-carrera-de-chasquis',
      tipo: 'tema',
      titulo: 'Chasquis y quipus del Imperio inca',
      presentacion: [
        'Los incas unieron su imperio con el Qhapaq Ñan, una red de caminos de miles de kilómetros.',
        'Los chasquis corrían por tramos y se pasaban mensajes y quipus, cuerdas con nudos para contar.',
        'Vamos a hacer un quipu y una carrera de chasquis.',
      ],
      materiales: ['Lanas de colores', 'Un cordel grueso', 'Conos para marcar tramos'],
      pasos: [
        ['Hacer el quipu', 'Hacemos nudos en lanas de colores para registrar cuántos estudiantes hay en el curso.', 3],
        ['Carrera de chasquis', 'En el patio, cada chasqui corre un tramo y pasa el quipu al siguiente.', 3],
        ['Explicar', 'Explicamos por qué los caminos y los chasquis ayudaban a gobernar el Tahuantinsuyo.', 3],
      ],
      tareas: ['dramatizacion', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI04 OA 04',
    [
      'Comparación de mayas, aztecas e incas',
      'Compara a mayas, aztecas e incas en ubicación, organización política, economía, religión y construcciones, y señala semejanzas y diferencias con ejemplos.',
      'Compara a las tres civilizaciones en dos aspectos y señala una semejanza o una diferencia.',
      'Describe las civilizaciones por separado, sin compararlas.',
      'Confunde los rasgos de mayas, aztecas e incas al compararlos.',
    ],
    [
      'Señala una semejanza y una diferencia entre mayas, aztecas e incas.',
      'Señalé una semejanza y una diferencia entre mayas, aztecas e incas.',
    ],
    {
      id: 'hi04-04-cuadro-comparativo',
      tipo: 'tema',
      titulo: 'Cuadro comparativo de tres civilizaciones',
      presentacion: [
        'Mayas, aztecas e incas fueron grandes civilizaciones de América antes de la llegada de los europeos.',
        'Las tres cultivaron maíz, pero se organizaron de forma distinta: ciudades estado, un imperio con tributos y un imperio con caminos.',
        'Vamos a completar un cuadro comparativo y presentarlo.',
      ],
      tabla: {
        columnas: ['Aspecto', 'Mayas', 'Aztecas', 'Incas'],
        filas: [
          ['Ubicación', '', '', ''],
          ['Organización política', 'Ciudades estado', '', ''],
          ['Capital o ciudad importante', '', 'Tenochtitlán', 'Cuzco'],
          ['Cultivos y técnicas', '', 'Chinampas', ''],
          ['Religión', '', '', ''],
        ],
      },
      materiales: ['Papelógrafo', 'Plumones', 'Libros de la biblioteca'],
      pasos: [
        ['Completar', 'Completamos el cuadro comparativo con lo que sabemos de cada civilización.', 4],
        ['Comparar', 'Marcamos con un color las semejanzas y con otro las diferencias.', 3],
        ['Presentar', 'Presentamos al curso una semejanza y una diferencia entre las tres.', 2],
      ],
      tareas: ['afiche', 'exposicion_oral', 'trabajo_grupo', 'investigacion'],
    },
  ),
  instrumento(
    'HI04 OA 05',
    [
      'Los pueblos indígenas de América hoy',
      'Investiga en distintas fuentes un tema del presente de los pueblos indígenas de América, como sus lenguas o sus alimentos, y muestra la huella de mayas, aztecas e incas hoy.',
      'Investiga en dos fuentes la huella de los pueblos indígenas en la cultura actual.',
      'Da un ejemplo del legado indígena sin usar fuentes.',
      'No reconoce la presencia de los pueblos indígenas en la América actual.',
    ],
    [
      'Da ejemplos de la huella de los pueblos indígenas en la lengua y las comidas de hoy.',
      'Di ejemplos de la huella de los pueblos indígenas en la lengua y las comidas de hoy.',
    ],
    {
      id: 'hi04-05-palabras-y-alimentos-indigenas',
      tipo: 'tema',
      titulo: 'Palabras y alimentos que heredamos',
      presentacion: [
        'Usamos hoy palabras de origen náhuatl, como chocolate y tomate, y de origen quechua, como cancha y palta.',
        'El maíz y la papa fueron cultivados por pueblos indígenas mucho antes de los europeos.',
        'Preguntas para investigar: ¿de qué lengua indígena viene la palabra?, ¿qué pueblo cultivaba el alimento?, ¿en qué fuente lo encontramos?',
      ],
      tabla: {
        columnas: ['Palabra o alimento', 'Lengua o pueblo de origen', 'Fuente consultada'],
        filas: [
          ['Chocolate', 'Náhuatl', ''],
          ['Cancha', '', ''],
          ['Papa', '', ''],
        ],
      },
      materiales: ['Diccionario', 'Computador con internet', 'Cartulina'],
      pasos: [
        ['Buscar', 'Buscamos en el diccionario y en internet el origen de cada palabra o alimento.', 4],
        ['Anotar', 'Anotamos la fuente de cada dato en la tabla.', 2],
        ['Comunicar', 'Hacemos un afiche con la huella indígena en nuestra vida actual.', 3],
      ],
      tareas: ['investigacion', 'afiche', 'exposicion_oral'],
    },
  ),
  instrumento(
    'HI04 OA 06',
    [
      'Coordenadas geográficas',
      'Localiza lugares en un mapa con coordenadas geográficas, usando paralelos y meridianos, la línea del Ecuador y el meridiano de Greenwich.',
      'Localiza lugares con coordenadas geográficas, con un error de paralelo o meridiano que corrige.',
      'Reconoce paralelos y meridianos, pero no localiza lugares con ellos.',
      'Confunde paralelos con meridianos.',
    ],
    [
      'Localiza un lugar en el mapa usando paralelos y meridianos.',
      'Localicé un lugar en el mapa usando paralelos y meridianos.',
    ],
    {
      id: 'hi04-06-batalla-de-coordenadas',
      tipo: 'problema',
      titulo: 'Juego de coordenadas geográficas',
      presentacion: [
        'Los paralelos van de este a oeste y miden la latitud desde la línea del Ecuador.',
        'Los meridianos van de polo a polo y miden la longitud desde el meridiano de Greenwich.',
        'Vamos a encontrar ciudades de América con sus coordenadas.',
      ],
      tabla: {
        columnas: ['Ciudad', 'Latitud aproximada', 'Longitud aproximada'],
        filas: [
          ['Santiago', '33° S', '70° O'],
          ['Quito', '0°', '78° O'],
          ['Ciudad de México', '19° N', '99° O'],
        ],
      },
      materiales: ['Mapa de América con paralelos y meridianos', 'Regla', 'Lápices de colores'],
      pasos: [
        ['Trazar', 'Repasamos con color la línea del Ecuador y algunos paralelos y meridianos.', 2],
        ['Localizar', 'Localizamos cada ciudad de la tabla usando sus coordenadas.', 4],
        ['Desafiar', 'Cada grupo da coordenadas de una ciudad secreta y otro grupo la encuentra.', 3],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI04 OA 07',
    [
      'Recursos naturales renovables y no renovables',
      'Distingue recursos naturales renovables y no renovables, identifica los que hay en objetos de uso diario y explica por qué son limitados y hay que cuidarlos.',
      'Distingue recursos renovables y no renovables en objetos de uso diario.',
      'Nombra recursos naturales sin distinguir si son renovables.',
      'No reconoce los recursos naturales presentes en los objetos.',
    ],
    [
      'Identifica de qué recurso natural está hecho un objeto y si es renovable.',
      'Identifiqué de qué recurso natural está hecho un objeto y si es renovable.',
    ],
    {
      id: 'hi04-07-de-donde-viene-mi-mochila',
      tipo: 'problema',
      titulo: '¿De qué recursos están hechos mis útiles?',
      presentacion: [
        'Un lápiz viene de la madera de un árbol y el grafito de una mina.',
        'La madera es un recurso renovable si se reforesta; el petróleo del plástico es no renovable.',
        'Vamos a revisar los objetos de la mochila y clasificar sus recursos naturales.',
      ],
      tabla: {
        columnas: ['Objeto', 'Recurso natural', '¿Renovable o no renovable?', 'Cómo cuidarlo'],
        filas: [
          ['Cuaderno', 'Madera', '', ''],
          ['Regla de plástico', 'Petróleo', '', ''],
          ['Polera', '', '', ''],
          ['Sacapuntas', '', '', ''],
        ],
      },
      materiales: ['Útiles de la mochila', 'Tabla impresa'],
      pasos: [
        ['Revisar', 'Sacamos cinco objetos de la mochila y averiguamos de qué están hechos.', 3],
        ['Clasificar', 'Completamos la tabla con el recurso natural y si es renovable o no renovable.', 4],
        ['Proponer', 'Proponemos una forma de cuidar cada recurso.', 2],
      ],
      tareas: ['resolucion_problemas', 'afiche', 'investigacion'],
    },
  ),
  instrumento(
    'HI04 OA 08',
    [
      'Paisajes de América',
      'Describe paisajes de América según su clima, sus ríos, su población, sus lenguas, sus países y ciudades, usando vocabulario geográfico como selva, pampa o cordillera.',
      'Describe dos paisajes de América con su clima y un río o una ciudad.',
      'Nombra países o ríos de América sin describir sus paisajes.',
      'No describe paisajes de América.',
    ],
    [
      'Describe un paisaje de América con su clima y sus ríos.',
      'Describí un paisaje de América con su clima y sus ríos.',
    ],
    {
      id: 'hi04-08-viaje-por-america',
      tipo: 'tema',
      titulo: 'Un viaje por los paisajes de América',
      presentacion: [
        'América tiene selvas como la del río Amazonas, pampas, desiertos y la cordillera de los Andes.',
        'En ella se hablan castellano, portugués, inglés, francés y lenguas indígenas.',
        'Vamos a planear un viaje y describir los paisajes que veríamos.',
      ],
      tabla: {
        columnas: ['Lugar', 'País', 'Clima', 'Paisaje', 'Lengua'],
        filas: [
          ['Río Amazonas', 'Brasil', '', 'Selva', 'Portugués'],
          ['La pampa', '', '', '', ''],
          ['Montañas Rocosas', '', '', '', ''],
        ],
      },
      materiales: ['Mapa físico de América', 'Fotos de paisajes', 'Cartulina'],
      pasos: [
        ['Trazar la ruta', 'Marcamos en el mapa una ruta por tres paisajes de América.', 2],
        ['Investigar', 'Completamos la tabla con el clima, el paisaje y la lengua de cada lugar.', 4],
        ['Presentar', 'Presentamos el viaje como guías turísticos.', 3],
      ],
      tareas: ['exposicion_oral', 'afiche', 'dramatizacion', 'investigacion'],
    },
  ),
  instrumento(
    'HI04 OA 09',
    [
      'Recursos naturales de América y desarrollo sostenible',
      'Localiza recursos naturales de América, como el petróleo, el cobre y los bosques, explica su distribución y uso, y propone cómo cuidarlos para un desarrollo sostenible.',
      'Localiza recursos naturales de América y explica su uso.',
      'Nombra recursos naturales de América sin localizarlos.',
      'No reconoce los recursos naturales de América.',
    ],
    [
      'Localiza en el mapa un recurso natural de América y explica su uso.',
      'Localicé en el mapa un recurso natural de América y expliqué su uso.',
    ],
    {
      id: 'hi04-09-mapa-de-recursos-de-america',
      tipo: 'tema',
      titulo: 'Mapa de los recursos naturales de América',
      presentacion: [
        'Chile y Perú tienen cobre, Venezuela tiene petróleo y Brasil tiene la selva amazónica.',
        'Si se explotan sin cuidado, estos recursos naturales se agotan o se dañan.',
        'Vamos a hacer un mapa de recursos y proponer un uso sostenible.',
      ],
      materiales: ['Mapa mudo de América', 'Íconos recortables de recursos', 'Pegamento'],
      pasos: [
        ['Ubicar', 'Pegamos en el mapa los íconos del cobre, el petróleo, los bosques y el agua dulce.', 4],
        ['Explicar el uso', 'Escribimos para qué se usa cada recurso natural.', 2],
        ['Proponer', 'Proponemos una medida de desarrollo sostenible para un recurso.', 3],
      ],
      tareas: ['afiche', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI04 OA 10',
    [
      'Adaptación y transformación del paisaje',
      'Compara paisajes de su región con otros de América y explica con ejemplos cómo las personas se han adaptado a su medio y lo han transformado.',
      'Explica un ejemplo de adaptación y uno de transformación del paisaje.',
      'Describe un paisaje sin explicar cómo lo transformaron las personas.',
      'No distingue adaptación de transformación del paisaje.',
    ],
    [
      'Da un ejemplo de cómo las personas han transformado un paisaje.',
      'Di un ejemplo de cómo las personas han transformado un paisaje.',
    ],
    {
      id: 'hi04-10-paisaje-antes-y-despues',
      tipo: 'fuente',
      titulo: 'Un paisaje antes y después',
      presentacion: [
        'En el altiplano se construyen casas de adobe con paredes gruesas para protegerse del frío: es adaptación.',
        'En la zona central se construyeron canales de riego y represas: es transformación del paisaje.',
        'Vamos a comparar fotos de un paisaje de nuestra región antes y después.',
      ],
      tabla: {
        columnas: ['Paisaje', '¿Adaptación o transformación?', 'Ejemplo'],
        filas: [
          ['Altiplano', 'Adaptación', 'Casas de adobe'],
          ['Valle central', '', 'Canales de riego'],
          ['Nuestra región', '', ''],
        ],
      },
      materiales: ['Fotos antiguas y actuales de la región', 'Cartulina', 'Pegamento'],
      pasos: [
        ['Observar', 'Miramos fotos antiguas y actuales de un paisaje de nuestra región.', 3],
        ['Comparar', 'Anotamos qué cambió y qué se mantuvo en el paisaje.', 3],
        ['Clasificar', 'Decimos si cada cambio es adaptación al medio o transformación.', 3],
      ],
      tareas: ['afiche', 'exposicion_oral', 'investigacion'],
    },
  ),
  instrumento(
    'HI04 OA 11',
    [
      'Autoridades de Chile y cómo se eligen',
      'Distingue al Presidente, ministros, senadores, diputados y alcaldes, dice en qué institución trabaja cada uno y explica quiénes se eligen por votación y quiénes se designan.',
      'Distingue a tres autoridades y dice cómo se elige a cada una.',
      'Nombra autoridades sin decir cómo se eligen.',
      'Confunde las autoridades de Chile y sus instituciones.',
    ],
    [
      'Explica cómo se elige al Presidente, a los diputados o al alcalde.',
      'Expliqué cómo se elige al Presidente, a los diputados o al alcalde.',
    ],
    {
      id: 'hi04-11-simulacion-de-eleccion',
      tipo: 'tema',
      titulo: 'Simulamos una elección de autoridades',
      presentacion: [
        'En Chile votamos para elegir al Presidente, a los senadores, a los diputados y al alcalde.',
        'Los ministros no se eligen: los nombra el Presidente.',
        'Vamos a simular una elección y armar un organigrama de autoridades.',
      ],
      tabla: {
        columnas: ['Autoridad', 'Institución', '¿Elegida o designada?'],
        filas: [
          ['Presidente', 'Gobierno', 'Elegido por votación'],
          ['Ministro', '', ''],
          ['Diputado', 'Congreso', ''],
          ['Alcalde', '', ''],
        ],
      },
      materiales: ['Votos de papel', 'Caja para urna', 'Cartulina para el organigrama'],
      pasos: [
        ['Completar', 'Completamos la tabla de autoridades con su institución.', 3],
        ['Votar', 'Hacemos una elección con urna y votos secretos.', 3],
        ['Organigrama', 'Dibujamos un organigrama con las autoridades elegidas y designadas.', 3],
      ],
      tareas: ['dramatizacion', 'afiche'],
    },
  ),
  instrumento(
    'HI04 OA 12',
    [
      'Mis derechos en la vida diaria',
      'Reconoce en situaciones cotidianas sus derechos a la educación, la salud, la recreación y la protección, y da ejemplos de cómo ejercerlos y protegerlos.',
      'Reconoce sus derechos en dos situaciones cotidianas.',
      'Nombra derechos sin relacionarlos con situaciones de su vida.',
      'No reconoce sus derechos en situaciones cotidianas.',
    ],
    [
      'Reconoce un derecho en una situación de su vida diaria.',
      'Reconocí un derecho en una situación de mi vida diaria.',
    ],
    {
      id: 'hi04-12-casos-de-derechos',
      tipo: 'problema',
      titulo: 'Casos sobre nuestros derechos',
      presentacion: [
        'Caso 1: un niño de diez años trabaja todo el día y no va a la escuela.',
        'Caso 2: una niña quiere dar su opinión en el consejo de curso y no la dejan hablar.',
        'Vamos a reconocer qué derecho está en juego y cómo protegerlo.',
      ],
      tabla: {
        columnas: ['Caso', 'Derecho en juego', 'Cómo protegerlo'],
        filas: [
          ['Niño que trabaja', 'Educación y protección contra el trabajo infantil', ''],
          ['Niña sin poder opinar', '', ''],
        ],
      },
      materiales: ['Tarjetas con casos', 'Hoja de respuestas'],
      pasos: [
        ['Leer', 'Leemos cada caso en grupo.', 2],
        ['Reconocer', 'Escribimos qué derecho no se respeta en cada caso.', 3],
        ['Proponer', 'Actuamos una forma de ejercer y proteger ese derecho.', 4],
      ],
      tareas: ['dramatizacion', 'resolucion_problemas', 'investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI04 OA 13',
    [
      'Honestidad: no copiar ni plagiar',
      'Actúa con honestidad: dice la verdad, juega limpio, no copia ni plagia trabajos y, cuando usa ideas de otro autor, lo reconoce.',
      'Actúa con honestidad y explica por qué no se debe plagiar.',
      'Sabe que copiar es incorrecto, pero a veces usa textos ajenos sin citar al autor.',
      'Copia o plagia sin reconocer el error.',
    ],
    [
      'Escribe con sus palabras y nombra al autor de lo que usa.',
      'Escribí con mis palabras y nombré al autor de lo que usé.',
    ],
    {
      id: 'hi04-13-con-mis-palabras',
      tipo: 'problema',
      titulo: 'Con mis propias palabras',
      presentacion: [
        'Plagiar es presentar como propio un texto que escribió otro autor.',
        'Para ser honestos, escribimos con nuestras palabras y decimos de dónde sacamos la información.',
        'Vamos a practicar con un párrafo sobre los incas.',
      ],
      materiales: ['Párrafo de un libro sobre los incas', 'Hoja de bloc'],
      pasos: [
        ['Leer', 'Leemos el párrafo y subrayamos las ideas principales.', 2],
        ['Escribir', 'Escribimos las ideas con nuestras palabras, sin copiar.', 4],
        ['Citar', 'Anotamos el libro y el autor que usamos, para no plagiar.', 2],
      ],
      tareas: ['escritura_creativa', 'investigacion'],
    },
  ),
  instrumento(
    'HI04 OA 14',
    [
      'Respeto a todos, sin discriminación',
      'Trata con respeto a todas las personas y reconoce y rechaza la discriminación por apariencia, origen, situación económica o cultura, proponiendo cómo incluir.',
      'Trata con respeto a todos y reconoce situaciones de discriminación.',
      'Reconoce la discriminación, pero no propone cómo evitarla.',
      'No reconoce la discriminación ni trata con respeto a todos.',
    ],
    [
      'Rechaza una situación de discriminación y propone cómo incluir.',
      'Rechacé una situación de discriminación y propuse cómo incluir.',
    ],
    {
      id: 'hi04-14-campana-contra-la-discriminacion',
      tipo: 'tema',
      titulo: 'Campaña: aquí no discriminamos',
      presentacion: [
        'Discriminar es tratar peor a alguien por su apariencia, su origen, su dinero o su cultura.',
        'En un curso, todos merecen el mismo respeto.',
        'Vamos a hacer una campaña con afiches y una pequeña obra.',
      ],
      materiales: ['Cartulinas', 'Plumones', 'Objetos para actuar'],
      pasos: [
        ['Reconocer', 'Escribimos situaciones de discriminación que pueden ocurrir en la escuela.', 2],
        ['Actuar', 'Actuamos una situación de discriminación y cómo cambiarla con respeto.', 4],
        ['Difundir', 'Hacemos afiches de la campaña y los pegamos en la escuela.', 3],
      ],
      tareas: ['afiche', 'dramatizacion'],
    },
  ),
  instrumento(
    'HI04 OA 15',
    [
      'La directiva de curso y sus cargos',
      'Participa en la elección de la directiva de curso, define los roles de presidente, secretario y tesorero, y explica cómo una buena organización ayuda al trabajo escolar.',
      'Participa en la elección de la directiva y describe dos cargos.',
      'Vota en la elección sin conocer las funciones de los cargos.',
      'No participa en la elección de la directiva de curso.',
    ],
    [
      'Describe las funciones de un cargo de la directiva de curso.',
      'Describí las funciones de un cargo de la directiva de curso.',
    ],
    {
      id: 'hi04-15-eleccion-de-directiva',
      tipo: 'tema',
      titulo: 'Elegimos nuestra directiva de curso',
      presentacion: [
        'La directiva de curso tiene un presidente, un secretario y un tesorero.',
        'Cada cargo tiene funciones: dirigir el consejo de curso, escribir los acuerdos y cuidar el dinero.',
        'Vamos a definir los cargos y hacer la elección.',
      ],
      tabla: {
        columnas: ['Cargo', 'Funciones', 'Candidato'],
        filas: [
          ['Presidente', '', ''],
          ['Secretario', 'Escribir los acuerdos', ''],
          ['Tesorero', '', ''],
        ],
      },
      materiales: ['Votos de papel', 'Caja para urna', 'Pizarra'],
      pasos: [
        ['Definir funciones', 'Escribimos las funciones de cada cargo de la directiva.', 3],
        ['Presentar candidatos', 'Los candidatos dicen qué harían en el cargo.', 2],
        ['Votar', 'Votamos en secreto y contamos los votos en el consejo de curso.', 3],
      ],
      tareas: ['dramatizacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI04 OA 16',
    [
      'Resolución pacífica de conflictos',
      'Resuelve un conflicto identificando su causa, escuchando a ambas partes, proponiendo soluciones y llegando a un acuerdo por diálogo o votación.',
      'Identifica la causa de un conflicto y propone una solución dialogando.',
      'Propone una solución sin identificar la causa del conflicto.',
      'No busca soluciones al conflicto o responde con peleas.',
    ],
    [
      'Propone una solución a un conflicto escuchando a ambas partes.',
      'Propuse una solución a un conflicto escuchando a ambas partes.',
    ],
    {
      id: 'hi04-16-mediacion-en-el-recreo',
      tipo: 'cuento',
      titulo: 'Un conflicto en la cancha',
      presentacion: [
        'Dos grupos de cuarto básico quieren usar la cancha en el mismo recreo y empieza una discusión.',
        'Un mediador escucha a ambas partes y los ayuda a buscar un acuerdo.',
        'Vamos a actuar la mediación del conflicto.',
      ],
      materiales: ['Tarjetas con los pasos de la mediación'],
      pasos: [
        ['Causa', 'Identificamos la causa del conflicto en la cancha.', 2],
        ['Mediación', 'Actuamos la conversación: cada parte habla y el mediador escucha.', 4],
        ['Acuerdo', 'Proponemos soluciones y elegimos una por diálogo o votación.', 3],
      ],
      tareas: ['dramatizacion', 'debate', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI04 OA 17',
    [
      'Proyecto para la comunidad escolar',
      'Diseña y lleva a cabo en grupo un proyecto que resuelve un problema de la comunidad escolar, con objetivo, etapas, responsables y evaluación de los resultados.',
      'Diseña un proyecto con objetivo y etapas y lo lleva a cabo en parte.',
      'Propone una idea de proyecto sin plan ni responsables.',
      'No participa en el proyecto del grupo.',
    ],
    [
      'Cumple su parte en el proyecto del grupo para la comunidad escolar.',
      'Cumplí mi parte en el proyecto del grupo para la comunidad escolar.',
    ],
    {
      id: 'hi04-17-proyecto-reciclaje',
      tipo: 'problema',
      titulo: 'Proyecto: menos basura en el patio',
      presentacion: [
        'En el patio de la escuela se juntan botellas y papeles después de cada recreo.',
        'Vamos a diseñar un proyecto de reciclaje para resolver este problema de la comunidad escolar.',
        'El plan tendrá objetivo, etapas, responsables y una forma de evaluar.',
      ],
      tabla: {
        columnas: ['Etapa del proyecto', 'Responsables', 'Fecha', '¿Se cumplió?'],
        filas: [
          ['Contar la basura del patio', '', '', ''],
          ['Instalar contenedores de reciclaje', '', '', ''],
          ['Hacer afiches', '', '', ''],
          ['Volver a contar la basura', '', '', ''],
        ],
      },
      materiales: ['Cajas para reciclaje', 'Cartulinas', 'Plumones', 'Guantes'],
      pasos: [
        ['Diagnosticar', 'Contamos la basura del patio durante una semana.', 2],
        ['Planificar', 'Escribimos el objetivo del proyecto y repartimos las etapas.', 3],
        ['Realizar', 'Instalamos los contenedores de reciclaje y hacemos los afiches.', 4],
        ['Evaluar', 'Volvemos a contar la basura y comparamos los resultados.', 2],
      ],
      tareas: ['trabajo_grupo', 'exposicion_oral'],
    },
  ),
  instrumento(
    'HI04 OA 18',
    [
      'Opiniones propias con razones',
      'Expresa una opinión propia sobre un tema y la sostiene con dos o más razones fundadas en datos o ejemplos.',
      'Expresa una opinión propia y la sostiene con una razón.',
      'Expresa una opinión sin dar razones.',
      'No expresa una opinión propia sobre el tema.',
    ],
    ['Da su opinión y la explica con una razón.', 'Di mi opinión y la expliqué con una razón.'],
    {
      id: 'hi04-18-debate-recreo-largo',
      tipo: 'tema',
      titulo: 'Debate: ¿recreos más largos?',
      presentacion: [
        'Algunos estudiantes opinan que los recreos deberían durar más, y otros, que así habría menos tiempo de clases.',
        'Vamos a hacer un debate: cada uno dará su opinión y la sostendrá con razones.',
        'Una buena razón se apoya en un dato o en un ejemplo.',
      ],
      materiales: ['Tarjetas para anotar argumentos', 'Cronómetro'],
      pasos: [
        ['Pensar', 'Cada uno escribe su opinión y dos razones que la apoyan.', 3],
        ['Debatir', 'Los dos grupos exponen sus argumentos por turnos.', 4],
        ['Reflexionar', 'Decimos qué argumento nos pareció mejor fundado y por qué.', 2],
      ],
      tareas: ['debate', 'exposicion_oral', 'trabajo_grupo'],
    },
  ),
]
